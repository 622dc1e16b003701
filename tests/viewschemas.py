"""Validating many view JSONs against a game's view schema fast (``tests/test_schemas.py``
and ``tests/test_frontend.py``).

A game's view schema is an object with ``required`` keys, ``additionalProperties:
false`` and one schema per key; a key's value is either an array whose items have one
schema, or any other value. A view is valid exactly when its keys are the required ones
and each value is valid for its key (an array: each item is valid for the items'
schema). Views read one after the other repeat most values of the previous one (the
rules, past results) and extend its lists (the history, the cards played), so
:class:`ViewChecker` remembers the last valid view of each *stream* (a seat, say) and
validates, with :mod:`jsonschema` and the schema's own subschemas, only the values that
changed and the items added to a list, each distinct value once, with the schema's local references (``$ref``
to its ``$defs``) written in place, which validates faster: what it accepts is what the whole schema accepts
(``tests/test_schemas.py`` checks both on valid and on broken views).
"""

from __future__ import annotations

from typing import Any, cast

from jsonschema import Draft202012Validator

from tricktake.schemas import schema

__all__ = ["ViewChecker"]


class ViewChecker:
    """The view schema of game ``name``, validating view after view."""

    def __init__(self, name: str) -> None:
        #: The game's view schema.
        self.schema = schema("view", name)
        #: A validator of the whole schema (``Any``: jsonschema's stubs leave parts of its
        #: methods' types unknown).
        self.validator: Any = Draft202012Validator(self.schema)
        defs: dict[str, Any] = self.schema["$defs"]
        keys = dict.fromkeys(self.schema["properties"], True)
        self._shape: Any = Draft202012Validator(
            {"type": "object", "required": self.schema["required"], "properties": keys}
            | {"additionalProperties": self.schema["additionalProperties"]}
        )
        self._values: dict[str, Any] = {}
        self._lists: set[str] = set()
        for key, sub in self.schema["properties"].items():
            if sub.get("type") == "array" and set(sub) <= {"description", "type", "items"}:
                self._lists.add(key)
                sub = sub["items"]
            self._values[key] = Draft202012Validator(_inline(sub, defs))
        self._last: dict[object, dict[str, Any]] = {}
        self._valid: set[tuple[str, object]] = set()

    def errors(self, view: dict[str, Any], stream: object = None) -> list[str]:
        """What is wrong with ``view`` (empty when it is valid), each as ``$.key:
        message``; ``stream`` names the sequence of views it follows (any hashable)."""
        out = [f"$: {e.message}" for e in self._shape.iter_errors(view)]
        last = self._last.get(stream, {})
        for key, value in view.items():
            if key not in self._values or (key in last and last[key] == value):
                continue
            if key not in self._lists:
                out += self._check(key, value, f"$.{key}")
                continue
            if not isinstance(value, list):
                out.append(f"$.{key}: {value!r} is not of type 'array'")
                continue
            items = cast("list[object]", value)
            old: object = last.get(key)
            before = cast("list[object]", old) if isinstance(old, list) else None
            start = len(before) if before is not None and items[: len(before)] == before else 0
            for index in range(start, len(items)):
                out += self._check(key, items[index], f"$.{key}[{index}]")
        if not out:
            self._last[stream] = view
        return out

    def _check(self, key: str, value: object, where: str) -> list[str]:
        """The errors of ``value`` (a value of ``key``, or an item of its list), none
        for a value found valid before."""
        frozen = (key, _frozen(value))
        if frozen in self._valid:
            return []
        found = [f"{where}: {e.message}" for e in self._values[key].iter_errors(value)]
        if not found:
            self._valid.add(frozen)
        return found


def _frozen(value: object) -> object:
    """A hashable copy of a JSON value, equal for equal values of the same types (a
    list's items and an object's pairs in order, each with its type, so that ``1``,
    ``1.0`` and ``true`` differ)."""
    if isinstance(value, list):
        return ("list", *map(_frozen, cast("list[object]", value)))
    if isinstance(value, dict):
        pairs = cast("dict[str, object]", value).items()
        return ("dict", *((key, _frozen(item)) for key, item in pairs))
    return (type(value).__name__, value)


def _inline(value: object, defs: dict[str, Any]) -> Any:
    """``value`` (a part of a schema) with each ``{"$ref": "#/$defs/name"}`` replaced by
    that definition, itself inlined (the view schemas' definitions are not recursive)."""
    if isinstance(value, dict):
        part = cast("dict[str, object]", value)
        ref = part.get("$ref")
        if isinstance(ref, str):
            return _inline(defs[ref.removeprefix("#/$defs/")], defs)
        return {key: _inline(item, defs) for key, item in part.items()}
    if isinstance(value, list):
        return [_inline(item, defs) for item in cast("list[object]", value)]
    return value
