"""The ``tricktake-games`` directive: a table of the registered games and their presets.

The table is made from the registry (``tricktake.games()``, ``game.presets()``,
``game.info(rules).seats``) when the documentation is built, so the docs list exactly
what the installed library plays. ``.. tricktake-games:: GAME`` lists one game's presets
only, with the options in which each departs from the game's first preset.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import typing
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake
from tricktake.options import option_json


def _differences(game: Any, preset: str) -> str:
    """The options of ``preset`` that differ from the game's first preset, as JSON."""
    rules = game.rules(preset)
    base = game.rules(game.presets()[0])
    hints = typing.get_type_hints(type(rules))
    parts = [
        f"``{name}={json.dumps(option_json(getattr(rules, name), hints[name]))}``"
        for name in (f.name for f in dataclasses.fields(rules))
        if getattr(rules, name) != getattr(base, name)
    ]
    return ", ".join(parts) or "—"


class GamesTable(SphinxDirective):
    """``.. tricktake-games::``: one row per game and preset, with its number of players;
    ``.. tricktake-games:: GAME``: one game's presets and their options."""

    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        names = self.arguments or list(tricktake.games())
        one = bool(self.arguments)
        lines = [".. list-table::", "   :header-rows: 1", ""]
        lines += ["   * - Game", "     - Preset", "     - Players"]
        if one:
            lines += ["     - Options"]
        for name in names:
            game = tricktake.get_game(name)
            for preset in game.presets():
                seats = game.info(game.rules(preset)).seats
                lines += [f"   * - ``{name}``", f"     - ``{preset}``", f"     - {seats}"]
                if one:
                    lines += [f"     - {_differences(game, preset)}"]
        container = nodes.container()
        self.state.nested_parse(
            StringList(lines, "tricktake-games"), self.content_offset, container
        )
        return list(container.children)


def _own_game(app: Any, doctree: nodes.document) -> None:
    """A short name in a game module's signature (``Rules``, ``Play``, ``Action`` ...)
    means that game's class: every game has one of each, so Sphinx's fuzzy lookup would
    find one per game. Such a reference is pointed at the name that the game's package
    exports, in the module that defines it."""
    from sphinx.addnodes import pending_xref

    for node in doctree.findall(pending_xref):
        target = node.get("reftarget", "")
        module = node.get("py:module") or ""
        parts = module.split(".")
        if node.get("refdomain") != "py" or "." in target or len(parts) < 2:
            continue
        packages = {name.replace("-", "_") for name in tricktake.games()}
        if parts[0] != "tricktake" or parts[1] not in packages:
            continue
        package = importlib.import_module(f"tricktake.{parts[1]}")
        if target not in getattr(package, "__all__", ()):
            continue
        value = getattr(package, target)
        home = getattr(value, "__module__", None)
        if not (isinstance(home, str) and home.startswith(package.__name__)):
            home = _defining_module(package, target)
        if home is not None:
            node["reftarget"] = f"{home}.{target}"


def _defining_module(package: Any, name: str) -> str | None:
    """The submodule of ``package`` that assigns ``name`` (a type alias has no module)."""
    import pkgutil

    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        if name in vars(module) and name in getattr(module, "__all__", ()):
            return module.__name__
    return None


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("tricktake-games", GamesTable)
    app.connect("doctree-read", _own_game)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
