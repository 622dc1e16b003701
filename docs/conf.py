"""Sphinx configuration for the tricktake documentation.

The build must work offline and with ``-W`` (a warning is an error): no intersphinx
inventories, no extension that fetches anything. autodoc imports the installed
``tricktake`` (``tox -e docs`` installs the wheel).
"""

from __future__ import annotations

import doctest
import sys
from pathlib import Path
from typing import Any

from sphinx.domains.python import ObjectEntry, PythonDomain

# docs/_ext holds the project's own small extensions: the tables of options and of
# games and presets, generated from the code, and the rules reference.
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))

project = "tricktake"
author = "The tricktake developers"
copyright = "2026, The tricktake developers"
release = "0.3.0"
version = release

# Sphinx's doctest ignores what an exception says by default; our messages are part of
# the contract (docs/conventions.rst, principle 5), so every example checks them.
doctest_default_flags = doctest.ELLIPSIS | doctest.DONT_ACCEPT_TRUE_FOR_1

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "tricktake_options",  # the tricktake-options directive
    "tricktake_games",  # the tricktake-games directive
    "tricktake_presets",  # the tricktake-presets directive
    "tricktake_rulebook",  # the tricktake-rulebook directive and the rule role
]

exclude_patterns = ["_build"]

html_theme = "furo"
html_title = "tricktake"

nitpicky = False

# The doctest builder also runs the examples of the docstrings that autodoc includes, but
# not in their module: give them the names that the cards module's examples use bare.
doctest_global_setup = "from tricktake.cards import *"
# Type hints in the signatures, where they read like the code; long signatures are split
# one parameter per line.
autodoc_typehints = "signature"
python_maximum_signature_line_length = 88
autodoc_member_order = "bysource"
# Enum members and named-tuple fields have no docstrings of their own; list them anyway.
autodoc_default_options = {"undoc-members": True}


def _drop_field_aliases(
    app: Any, what: str, name: str, obj: object, options: Any, lines: list[str]
) -> None:
    """Named tuple fields without a doc comment say only "Alias for field number N"."""
    if len(lines) == 1 and lines[0].startswith("Alias for field number"):
        lines.clear()


class _GamePythonDomain(PythonDomain):
    """The Python domain, with one rule more for a short name that several games define
    (``Rules``, ``State``, ``Play`` …): a reference made inside one game's package means
    that game's object, as the code's imports do. The match nearest to the referring
    module wins, where one is nearest; otherwise Sphinx warns as usual."""

    def find_obj(
        self,
        env: Any,
        modname: str,
        classname: str,
        name: str,
        type: str | None,
        searchmode: int = 0,
    ) -> list[tuple[str, ObjectEntry]]:
        matches = super().find_obj(env, modname, classname, name, type, searchmode)
        prefix = modname or ""
        while len(matches) > 1 and prefix:
            near = [m for m in matches if m[0].startswith(prefix + ".")]
            if near:
                matches = near
            prefix = prefix.rpartition(".")[0]
        return matches


# tricktake.engine was the home of the protocol and its helpers; it re-exports each name
# from the module that now defines it, where the name is documented.
_ENGINE_HOMES = (
    "tricktake",
    "tricktake.game",
    "tricktake.registry",
    "tricktake.playouts",
    "tricktake.events",
    "tricktake.actions",
    "tricktake.units",
)


def _engine_reference(app: Any, env: Any, node: Any, contnode: Any) -> Any:
    """A reference to ``tricktake.engine.<name>`` (docstrings written before the split)
    links to the name where it is documented now."""
    target = node.get("reftarget", "")
    if node.get("refdomain") != "py" or not target.startswith("tricktake.engine."):
        return None
    name = target.removeprefix("tricktake.engine.")
    domain = env.get_domain("py")
    for home in _ENGINE_HOMES:
        if f"{home}.{name}" in domain.objects:
            return domain.resolve_xref(
                env, node["refdoc"], app.builder, node["reftype"], f"{home}.{name}", node, contnode
            )
    return None


def setup(app: Any) -> None:
    app.connect("autodoc-process-docstring", _drop_field_aliases)
    app.connect("missing-reference", _engine_reference)
    app.add_domain(_GamePythonDomain, override=True)
