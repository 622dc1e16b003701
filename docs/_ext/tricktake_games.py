"""The ``tricktake-games`` directive: a table of the registered games and their presets;
``tricktake-presets``: a table of one game's presets and their options.

The table is made from the registry (``tricktake.games()``, ``game.presets()``,
``game.info(rules).seats``) when the documentation is built, so the docs list exactly
what the installed library plays.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake
from tricktake.options import option_json


class GamesTable(SphinxDirective):
    """``.. tricktake-games::``: one row per game and preset, with its number of players."""

    def run(self) -> list[nodes.Node]:
        lines = [".. list-table::", "   :header-rows: 1", ""]
        lines += ["   * - Game", "     - Preset", "     - Players"]
        for name in tricktake.games():
            game = tricktake.get_game(name)
            for preset in game.presets():
                seats = game.info(game.rules(preset)).seats
                lines += [f"   * - ``{name}``", f"     - ``{preset}``", f"     - {seats}"]
        container = nodes.container()
        self.state.nested_parse(
            StringList(lines, "tricktake-games"), self.content_offset, container
        )
        return list(container.children)


class PresetsTable(SphinxDirective):
    """``.. tricktake-presets:: GAME``: one row per preset of a game, with its number of
    players and the options in which it departs from the game's defaults (the fields of
    its rules dataclass at their declared defaults), in JSON form."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game: Any = tricktake.get_game(self.arguments[0])
        lines = [".. list-table::", "   :header-rows: 1", ""]
        lines += ["   * - Preset", "     - Players", "     - Options"]
        for preset in game.presets():
            rules = game.rules(preset)
            changed = [
                f"``{f.name}={json.dumps(option_json(getattr(rules, f.name)))}``"
                for f in dataclasses.fields(rules)
                if getattr(rules, f.name) != f.default
            ]
            seats = game.info(rules).seats
            lines += [
                f"   * - ``{preset}``",
                f"     - {seats}",
                f"     - {', '.join(changed) or '—'}",
            ]
        container = nodes.container()
        self.state.nested_parse(
            StringList(lines, "tricktake-presets"), self.content_offset, container
        )
        return list(container.children)


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("tricktake-games", GamesTable)
    app.add_directive("tricktake-presets", PresetsTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
