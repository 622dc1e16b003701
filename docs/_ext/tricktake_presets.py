"""The ``tricktake-presets`` directive: a table of one game's presets, made from the code
when the documentation is built, so that it cannot drift from what the library plays.

``.. tricktake-presets:: GAME``: one row per preset (in ``game.presets()`` order) with
its players and the options in which it differs from the game's default preset
(``game.rules()``), as ``name=value`` with the JSON value a record would hold; with the
option ``:sources: module.NAME``, a mapping from preset to its source, a column of
sources too.
"""

from __future__ import annotations

import importlib
import json
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake
from tricktake.options import preset_of


def _mapping(path: str) -> Any:
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


class PresetsTable(SphinxDirective):
    """``.. tricktake-presets:: GAME``: a game's presets, their sources and options."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {"sources": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        game: Any = tricktake.get_game(self.arguments[0])
        sources = _mapping(self.options["sources"]) if "sources" in self.options else None
        if sources is not None and list(sources) != list(game.presets()):
            raise self.error(f"{self.options['sources']} does not list exactly the presets")
        default = game.rules()
        widths = "16 7 27 50" if sources is not None else "20 8 72"
        lines = [".. list-table::", "   :header-rows: 1", f"   :widths: {widths}", ""]
        lines += ["   * - Preset", "     - Players"]
        lines += ["     - Source"] if sources is not None else []
        lines += ["     - Options"]
        for preset in game.presets():
            rules = game.rules(preset)
            _, changed = preset_of(rules, {"": default})
            options = ", ".join(
                f"``{name}={json.dumps(value, ensure_ascii=False)}``"
                for name, value in changed.items()
            )
            lines += [f"   * - ``{preset}``", f"     - {game.info(rules).seats}"]
            lines += [f"     - {sources[preset]}"] if sources is not None else []
            lines += [f"     - {options or 'the defaults'}"]
        container = nodes.container()
        self.state.nested_parse(StringList(lines, self.get_source_info()[0]), 0, container)
        return list(container.children)


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("tricktake-presets", PresetsTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
