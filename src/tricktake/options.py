"""Shared machinery for a game's frozen ``Rules`` dataclass and its presets.

A game's options are the fields of one frozen dataclass (CONVENTIONS.md, *Options and
presets*). This module turns a preset name plus keyword overrides into a validated
rules value, coercing JSON-shaped values (lists, strings) into the field types, and
finds the preset that a rules value departs from least, for records.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from .errors import RulesError, UnknownPresetError

__all__ = ["build_rules", "coerce_fields", "option_json", "preset_of"]

R = TypeVar("R")


def option_json(value: object) -> object:
    """An option value in JSON form: enums by value, tuples and sets as lists."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, frozenset):
        return sorted(str(option_json(v)) for v in value)
    if isinstance(value, tuple):
        return [option_json(v) for v in value]
    return value


def _coerce(name: str, hint: Any, value: object) -> object:
    """``value`` converted to the field type ``hint``, or a RulesError."""
    origin = typing.get_origin(hint)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if isinstance(value, hint):
            return value
        try:
            return hint(value)
        except ValueError:
            allowed = ", ".join(repr(m.value) for m in hint)
            raise RulesError(
                f"option {name}={value!r} is not valid: expected one of {allowed}"
            ) from None
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise RulesError(f"option {name}={value!r} is not valid: expected true or false")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, float) and value.is_integer():  # JSON's 150.0 is 150
            return int(value)
        raise RulesError(f"option {name}={value!r} is not valid: expected an integer")
    if origin is tuple:
        (item, _ellipsis) = typing.get_args(hint)
        if isinstance(value, list | tuple):
            return tuple(_coerce(name, item, v) for v in value)
        raise RulesError(f"option {name}={value!r} is not valid: expected a list")
    if origin is frozenset:
        (item,) = typing.get_args(hint)
        if isinstance(value, list | tuple | set | frozenset):
            items = [_coerce(name, item, v) for v in value]
            if len(set(items)) != len(items):
                raise RulesError(f"option {name}={value!r} repeats a value")
            return frozenset(items)
        raise RulesError(f"option {name}={value!r} is not valid: expected a list of values")
    raise TypeError(f"unsupported option type {hint!r}")  # pragma: no cover - a code bug


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def coerce_fields(rules: object) -> None:
    """Convert each field of a frozen rules dataclass to its declared type, in place.

    Called from the dataclass's ``__post_init__``, so that ``Rules(bid_bonus=[30, 20, 10])``
    and ``game.rules(bid_bonus=[30, 20, 10])`` agree: enums from their values, tuples and
    frozensets from lists.

    :raises RulesError: for a value that is not of the field's type and does not convert.
    """
    hints = _hints(type(rules))
    for field in dataclasses.fields(rules):  # type: ignore[arg-type]
        value = getattr(rules, field.name)
        coerced = _coerce(field.name, hints[field.name], value)
        if coerced is not value:
            object.__setattr__(rules, field.name, coerced)


def build_rules(
    cls: type[R], presets: Mapping[str, R], preset: str, overrides: Mapping[str, Any]
) -> R:
    """The rules of ``preset`` with ``overrides`` applied, coerced and validated.

    The dataclass coerces (:func:`coerce_fields`) and validates its fields in
    ``__post_init__``, raising :class:`RulesError`.

    :raises UnknownPresetError: for a preset not in ``presets``.
    :raises RulesError: for an unknown option or a value of the wrong type.
    """
    base = presets.get(preset) if isinstance(preset, str) else None
    if base is None:
        known = ", ".join(repr(p) for p in presets)
        raise UnknownPresetError(f"unknown preset {preset!r}: expected one of {known}")
    fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for name in overrides:
        if name not in fields:
            known = ", ".join(sorted(fields))
            raise RulesError(f"unknown option {name!r}: expected one of {known}")
    return dataclasses.replace(base, **overrides)  # type: ignore[type-var]


def preset_of(rules: R, presets: Mapping[str, R]) -> tuple[str, dict[str, object]]:
    """The preset that ``rules`` departs from in the fewest options, and those options.

    Ties go to the preset listed first.
    """
    best: tuple[str, dict[str, object]] | None = None
    for name, base in presets.items():
        diff = {
            f.name: option_json(getattr(rules, f.name))
            for f in dataclasses.fields(rules)  # type: ignore[arg-type]
            if getattr(rules, f.name) != getattr(base, f.name)
        }
        if best is None or len(diff) < len(best[1]):
            best = (name, diff)
    assert best is not None, "a game has at least one preset"
    return best
