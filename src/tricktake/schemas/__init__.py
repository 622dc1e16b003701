"""The JSON Schemas (draft 2020-12) of what the library writes as JSON, shipped in the
package for frontends in any language: the record format, each game's views
(``game.to_json(view)``) and events (``game.event_json(event)``), and the drawing parts of
any game's view (:func:`tricktake.render.parts_json`).

:func:`schema` returns one as a dict, a fresh one each call, to validate with any JSON
Schema library:

>>> from tricktake.schemas import schema
>>> schema("record")["$id"]
'https://tricktake.invalid/record.schema.json'
"""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any, Final, Literal

from ..errors import ArgumentError, shown
from ..registry import games

__all__ = ["KINDS", "schema"]

#: The kinds of document with a schema: ``"record"`` and ``"parts"`` (one for every
#: game), ``"view"`` and ``"event"`` (one per game).
KINDS: Final = ("record", "view", "event", "parts")


def schema(
    kind: Literal["record", "view", "event", "parts"], game: str | None = None
) -> dict[str, Any]:
    """The JSON Schema of ``kind``: of the record format or of the drawing parts
    (``game`` is ``None``), or of a registered game's views or events
    (``schema("view", "nap")``).

    :raises ArgumentError: for an unknown kind, a game with the record or parts kind, or
        a view or event kind without a registered game's name.

    >>> schema("parts")["required"][:3]
    ['title', 'preset', 'seats']
    """
    if kind in ("record", "parts"):
        if game is not None:
            raise ArgumentError(
                f"game={shown(game)}: expected None, as one {kind} schema serves every game",
                argument="game",
            )
        if kind == "parts":
            return _read("parts.schema.json", "schemas")
        return _read("record.schema.json", "")
    if kind not in KINDS:
        raise ArgumentError(
            f"kind={shown(kind)}: expected one of {', '.join(KINDS)}", argument="kind"
        )
    if game not in games():
        raise ArgumentError(
            f"game={shown(game)}: expected a registered game ({', '.join(games())})",
            argument="game",
        )
    return _read(f"{game}.{kind}.schema.json", "schemas")


def _read(name: str, folder: str) -> dict[str, Any]:
    resource = files("tricktake")
    if folder:
        resource = resource.joinpath(folder)
    value: dict[str, Any] = json.loads(resource.joinpath(name).read_text(encoding="utf-8"))
    return value
