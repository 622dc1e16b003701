"""A Sphinx extension that documents a game's options from the code.

``.. tricktake-options:: ninety-nine`` renders a table of every option of the game's
rules class, from :func:`tricktake.options.describe`: its type, its default in JSON form,
the values that the rules allow, the values that this version accepts, and its doc. The
accepted values are found by asking the game: each choice of an option with few values
is tried on the preset (``:preset:``, default the game's first) and listed when
``game.rules`` takes it.

It also gives each field of a rules dataclass the ``doc`` of its declaration
(:func:`tricktake.options.option`) as its docstring in autodoc.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

import tricktake
from tricktake.options import OptionInfo, describe

_HEADER = ("Option", "Type", "Default", "Allowed", "Accepted alone", "Meaning")


def _literal(value: object) -> str:
    return f"``{json.dumps(value, ensure_ascii=False)}``"


def _accepted(game: Any, preset: str, info: OptionInfo) -> str:
    """The choices of ``info`` that ``game.rules(preset, ...)`` takes, or a dash."""
    if info.choices is None:
        return "—"
    taken = []
    for value in info.choices:
        try:
            game.rules(preset, **{info.name: value})
        except tricktake.RulesError:
            continue
        taken.append(_literal(value))
    return ", ".join(taken) or "none"


class OptionsTable(SphinxDirective):
    """``.. tricktake-options:: GAME``: the table of a game's options."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {"preset": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        game: Any = tricktake.get_game(self.arguments[0])
        preset = self.options.get("preset") or game.presets()[0]
        rows = [_HEADER]
        for info in describe(type(game.rules(preset))):
            rows.append(
                (
                    f"``{info.name}``",
                    f"``{info.type}``",
                    _literal(info.default),
                    info.allowed,
                    _accepted(game, preset, info),
                    info.doc,
                )
            )
        lines = [".. list-table::", "   :header-rows: 1", "   :widths: 18 14 12 18 16 22", ""]
        for row in rows:
            lines.append(f"   * - {row[0]}")
            lines.extend(f"     - {' '.join(cell.split()) or '—'}" for cell in row[1:])
        container = nodes.container()
        self.state.nested_parse(StringList(lines, self.get_source_info()[0]), 0, container)
        return list(container.children)


def _field_doc(app: Any, what: str, name: str, obj: object, options: Any, lines: list[str]) -> None:
    """An attribute that is a declared option gets its declaration's doc."""
    if what != "attribute" or lines:
        return
    owner_path, _, field_name = name.rpartition(".")
    module_path, _, class_name = owner_path.rpartition(".")
    try:
        owner: Any = getattr(importlib.import_module(module_path), class_name)
    except (ImportError, AttributeError, ValueError):
        return
    if not isinstance(owner, type) or not dataclasses.is_dataclass(owner):
        return
    # Only a rules class declares its fields with option(), which sets their metadata.
    declared = {f.name for f in dataclasses.fields(owner) if f.metadata}
    if field_name in declared:
        lines.extend(i.doc for i in describe(owner) if i.name == field_name)


def setup(app: Any) -> dict[str, object]:
    app.add_directive("tricktake-options", OptionsTable)
    app.connect("autodoc-process-docstring", _field_doc)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
