"""The ``tricktake-games`` directive: a table of the registered games and their presets.

The table is made from the registry (``tricktake.games()``, ``game.presets()``,
``game.info(rules).seats``) when the documentation is built, so the docs list exactly
what the installed library plays. With ``:game: NAME`` it is one game's preset table:
each preset's players and the options in which it departs from the game's first preset
(in JSON form, as ``game.rules(preset)`` gives them).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake


class GamesTable(SphinxDirective):
    """``.. tricktake-games::``: one row per game and preset, with its number of players;
    ``:game: NAME`` gives one game's presets and their options instead."""

    option_spec: ClassVar[dict[str, Any]] = {"game": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        if "game" in self.options:
            return self._parse(_preset_table(self.options["game"]))
        lines = [".. list-table::", "   :header-rows: 1", ""]
        lines += ["   * - Game", "     - Preset", "     - Players"]
        for name in tricktake.games():
            game = tricktake.get_game(name)
            for preset in game.presets():
                seats = game.info(game.rules(preset)).seats
                lines += [f"   * - ``{name}``", f"     - ``{preset}``", f"     - {seats}"]
        return self._parse(lines)

    def _parse(self, lines: list[str]) -> list[nodes.Node]:
        container = nodes.container()
        self.state.nested_parse(
            StringList(lines, "tricktake-games"), self.content_offset, container
        )
        return list(container.children)


def _preset_table(name: str) -> list[str]:
    """The rows of game ``name``'s preset table: preset, players, options."""
    from tricktake.options import option_json

    game: Any = tricktake.get_game(name)
    presets = game.presets()
    base = game.rules(presets[0])
    lines = [".. list-table::", "   :header-rows: 1", ""]
    lines += ["   * - Preset", "     - Players", "     - Options"]
    for preset in presets:
        rules = game.rules(preset)
        changed = [
            f"``{f.name}={json.dumps(option_json(getattr(rules, f.name)))}``"
            for f in dataclasses.fields(rules)
            if getattr(rules, f.name) != getattr(base, f.name)
        ]
        seats = game.info(rules).seats
        lines += [f"   * - ``{preset}``", f"     - {seats}", f"     - {', '.join(changed) or '—'}"]
    return lines


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("tricktake-games", GamesTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
