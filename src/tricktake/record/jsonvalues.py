"""JSON values as a record holds them, checked with the JSON path of each problem:
``$.options.target: ...``, ``$.players[0]: expected a string, got 1``.

Internal to :mod:`tricktake.record`: the values (:mod:`~tricktake.record.values`) check
what code gives them, and the JSON text (:mod:`~tricktake.record.jsontext`) what a
document holds, with the same checks and the same messages.
"""

from __future__ import annotations

import json
import math
import re
import reprlib
from collections.abc import Mapping, Sequence
from typing import Any, Final, TypeGuard, cast

from ..errors import RecordError, quoted

__all__ = [
    "DEPTH",
    "NotANumber",
    "ParsedObject",
    "check_value",
    "checked_text",
    "checked_texts",
    "error_at",
    "is_array",
    "is_list",
    "is_mapping",
    "is_object",
    "json_integer",
    "key_path",
    "shown_json",
    "thaw",
]


class ParsedObject(dict[str, Any]):
    """A parsed JSON object that remembers its first duplicate key."""

    duplicate: str | None = None


class NotANumber:
    """What the JSON parser makes of ``NaN``, ``Infinity`` and ``-Infinity``: not JSON."""

    def __init__(self, text: str) -> None:
        self.text = text


DEPTH: Final = 32
"""How deep arrays and objects may nest in a record: far more than any option needs,
and few enough that every recursive step over a value stays within Python's stack."""


def checked_text(value: object, path: str, *, key: bool = False) -> str:
    """``value`` if it is a string of valid Unicode (JSON escapes can make lone
    surrogates, which UTF-8 cannot hold); ``key`` says that it is a key of the object at
    ``path``, which the error's message then names."""
    if not isinstance(value, str):
        raise error_at(path, f"expected a string, got {shown_json(value)}")
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:
            bad = f"\\u{ord(value[error.start]):04x}"
            reason = f"the string is not valid Unicode (lone surrogate {bad})"
            raise error_at(path, reason, named=f"{path} (a key)" if key else path) from error
    return value


def is_list(value: object) -> TypeGuard[Sequence[object]]:
    """A sequence other than a string: a JSON array as a record holds it."""
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)


def is_mapping(value: object) -> TypeGuard[Mapping[object, object]]:
    """Any mapping: a JSON object as a record holds it."""
    return isinstance(value, Mapping)


def is_object(value: object) -> TypeGuard[dict[Any, Any]]:
    """A parsed JSON object (its keys are strings, its values any JSON)."""
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[Any]]:
    """A parsed JSON array."""
    return isinstance(value, list)


def checked_texts(value: object, path: str, expected: str = "a sequence of strings") -> list[str]:
    """``value`` as a list of strings of valid Unicode, each checked at its index."""
    if not is_list(value):
        raise error_at(path, f"expected {expected}, got {shown_json(value)}")
    return [checked_text(item, f"{path}[{index}]") for index, item in enumerate(value)]


def check_value(value: object, path: str, depth: int) -> None:
    """``value`` is a JSON value, nested ``depth`` levels deep in a record: null, a boolean,
    a finite number, a string of valid Unicode, an array, or an object with string keys
    and no key twice, nested no deeper than ``DEPTH``. A parsed document is checked
    for what Python's parser accepts and JSON does not; a record built in code, for
    values that JSON cannot hold."""
    if depth > DEPTH:
        raise error_at("$", f"the JSON is nested too deeply (more than {DEPTH} levels)")
    if value is None or isinstance(value, bool | int):
        return
    if isinstance(value, NotANumber):
        raise error_at(path, f"{value.text} is not a JSON number")
    if isinstance(value, float):
        if math.isnan(value):
            raise error_at(path, f"{value} is not a JSON number")
        if math.isinf(value):
            raise error_at(path, "a number out of range (too large for a float)")
        return
    if isinstance(value, str):
        checked_text(value, path)
        return
    if is_list(value):
        for index, item in enumerate(value):
            check_value(item, f"{path}[{index}]", depth + 1)
        return
    if is_mapping(value):
        if isinstance(value, ParsedObject) and value.duplicate is not None:
            raise error_at(path, f"duplicate key {quoted(value.duplicate)}")
        for key, item in value.items():
            if not isinstance(key, str):
                raise error_at(path, f"object keys are strings, not {shown_json(key)}")
            checked_text(key, path, key=True)
            check_value(item, key_path(path, key), depth + 1)
        return
    raise error_at(path, f"expected a JSON value, got {reprlib.repr(value)}")


def json_integer(value: Any) -> int | None:
    """``value`` as an int if it is a JSON integer (``1`` or ``1.0``, not ``true``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def key_path(path: str, key: str) -> str:
    """The path of ``key`` in the object at ``path``: ``$.options.target``, or
    ``$.options["two words"]`` where the key is not an identifier."""
    return f"{path}.{key}" if key.isidentifier() else f"{path}[{json.dumps(key)}]"


def shown_json(value: Any) -> str:
    """A value as JSON text, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_IN_AN_ACTION: Final = re.compile(r"\$\.actions\[(\d+)\]")


def error_at(path: str, reason: str, *, named: str | None = None) -> RecordError:
    """The :class:`~tricktake.RecordError` ``<path>: <reason>`` (``named`` in the
    message instead of the path, if given); a path in ``$.actions[i]`` gives the error
    the index ``i``."""
    return RecordError(
        f"{named or path}: {reason}", reason=reason, path=path, index=_action_index(path)
    )


def _action_index(path: str) -> int | None:
    """The index of the action that ``path`` lies in, or ``None``."""
    match = _IN_AN_ACTION.match(path)
    return None if match is None else int(match.group(1))


def thaw(value: object) -> object:
    """A frozen JSON value as plain JSON values: a tuple as a list, a mapping as a dict
    (in its own order)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in cast("tuple[object, ...]", value)]
    if is_mapping(value):
        return {key: thaw(item) for key, item in value.items()}
    return value
