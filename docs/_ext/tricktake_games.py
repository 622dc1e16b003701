"""The ``tricktake-games`` directive: a table of the registered games and their presets.

The table is made from the registry (``tricktake.games()``, ``game.presets()``,
``game.info(rules).seats``) when the documentation is built, so the docs list exactly
what the installed library plays.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake


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


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("tricktake-games", GamesTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
