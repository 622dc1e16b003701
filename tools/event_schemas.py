"""Write each game's event schema (``src/tricktake/schemas/<game>.event.schema.json``)
from its event classes: one branch of a ``oneOf`` per kind, read from the class's fields
and their annotations, as ``game.event_json`` writes them.

``tests/test_event_json.py`` checks that the shipped schemas are what this script
writes, and that every event of the play-throughs validates against them. When an event
class changes, run

    PYTHONPATH=src python tools/event_schemas.py

and commit the rewritten files.
"""

from __future__ import annotations

import enum
import inspect
import json
import types
from pathlib import Path
from typing import Any, Union, get_args, get_origin, get_type_hints

import tricktake
from tricktake.actions import ActionText
from tricktake.cards import Card, Suit
from tricktake.units import Chips, Seat

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "src" / "tricktake" / "schemas"

CARD_PATTERN = "^(?:(?:[2-9]|1[0-2]|[JQKA])[CDHS]|JK)$"
"""A card's canonical text (the docs' Conventions page, *Cards*)."""


def field_schema(hint: Any) -> dict[str, Any]:
    """The schema of a field's JSON value, from its annotation."""
    if hint is Card:
        return {"$ref": "#/$defs/card"}
    if hint is Seat:
        return {"$ref": "#/$defs/seat"}
    if hint in (int, Chips):
        return {"type": "integer"}
    if hint is bool:
        return {"type": "boolean"}
    if hint is str:
        return {"type": "string"}
    if hint is Suit:
        return {"enum": [str(s) for s in Suit]}
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        options = [a for a in args if a is not type(None)]
        if all(inspect.isclass(a) and issubclass(a, ActionText) for a in options):
            return {"type": "string", "description": "An action's canonical text."}
        assert len(options) == 1 and len(args) == 2, hint  # X | None
        return {"anyOf": [field_schema(options[0]), {"type": "null"}]}
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": field_schema(args[0])}
        return {
            "type": "array",
            "prefixItems": [field_schema(a) for a in args],
            "items": False,
            "minItems": len(args),
        }
    if inspect.isclass(hint) and issubclass(hint, enum.Enum):
        return {"enum": [member.value for member in hint]}
    if inspect.isclass(hint) and issubclass(hint, ActionText):
        return {"type": "string", "description": "An action's canonical text."}
    raise TypeError(f"no schema for an event field annotated {hint!r}")


def class_schema(kind: str, cls: type[Any]) -> dict[str, Any]:
    """The schema of the JSON of every event of ``cls``."""
    hints = get_type_hints(cls)
    properties: dict[str, Any] = {
        "kind": {"const": kind},
        "text": {"type": "string", "description": "The event's canonical text."},
        "audience": {
            "description": "The seats that may see the event, ascending, or null for all.",
            "anyOf": [
                {"type": "null"},
                {"type": "array", "items": {"$ref": "#/$defs/seat"}, "uniqueItems": True},
            ],
        },
    }
    for name in cls._fields:
        if name != "audience":
            properties[name] = field_schema(hints[name])
    doc = inspect.getdoc(cls) or ""
    return {
        "title": cls.__name__,
        "description": " ".join(doc.split("\n\n")[0].split()).replace("``", ""),
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def event_schema(name: str) -> dict[str, Any]:
    """The event schema of the registered game ``name``."""
    game = tricktake.get_game(name)
    classes = game.event_classes
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://tricktake.invalid/{name}.event.schema.json",
        "title": f"tricktake {game.title} event",
        "description": (
            f"An event of {game.title} as game.event_json(event) writes it: its kind, "
            "its canonical text, its audience, then the fields of its class by name."
        ),
        "type": "object",
        "required": ["kind"],
        "properties": {"kind": {"enum": list(classes)}},
        "oneOf": [{"$ref": f"#/$defs/{kind}"} for kind in classes],
        "$defs": {
            "card": {
                "description": "A card's canonical text: rank then suit, or JK.",
                "type": "string",
                "pattern": CARD_PATTERN,
            },
            "seat": {"type": "integer", "minimum": 0},
            **{kind: class_schema(kind, cls) for kind, cls in classes.items()},
        },
    }


def schema_text(name: str) -> str:
    """The schema of ``name`` as the file holds it."""
    return json.dumps(event_schema(name), indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    """Write every game's event schema."""
    for name in tricktake.games():
        (SCHEMAS / f"{name}.event.schema.json").write_text(schema_text(name), encoding="utf-8")


if __name__ == "__main__":
    main()
