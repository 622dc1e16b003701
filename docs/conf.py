"""Sphinx configuration for the tricktake documentation.

The build must work offline and with ``-W`` (a warning is an error): no intersphinx
inventories, no extension that fetches anything. autodoc imports the installed
``tricktake`` (``tox -e docs`` installs the wheel).
"""

from __future__ import annotations

project = "tricktake"
author = "The tricktake developers"
copyright = "2026, The tricktake developers"
release = "0.1.0"
version = release

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
]

exclude_patterns = ["_build"]

html_theme = "furo"
html_title = "tricktake"

nitpicky = False
autodoc_typehints = "description"
autodoc_member_order = "bysource"
