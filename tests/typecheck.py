"""Typing tested as code (STYLE.md): run ``mypy --strict`` over snippets written to files.

mypy runs in this process, and its ``main`` raises the interpreter's recursion limit for
good (to 2**14); :func:`mypy_strict` puts the limit back, so that a later test sees the
interpreter's usual limit (the command line's test of JSON nested too deeply does).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

__all__ = ["mypy_strict"]


def mypy_strict(tmp_path: Path, files: dict[str, str]) -> tuple[str, int]:
    """Write each ``name: code`` of ``files`` to ``tmp_path/name.py`` and check them all
    with ``mypy --strict`` in one run: its output (stdout and stderr) and exit status.
    Skips the test where mypy is missing (it comes with the ``test`` extra)."""
    api = pytest.importorskip("mypy.api", reason="the typing tests need mypy (the `test` extra)")
    paths: list[str] = []
    for name, code in files.items():
        path = tmp_path / f"{name}.py"
        path.write_text(code, encoding="utf-8")
        paths.append(str(path))
    limit = sys.getrecursionlimit()
    try:
        stdout, stderr, status = api.run(
            ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / ".mypy"), *paths]
        )
    finally:
        sys.setrecursionlimit(limit)
    return stdout + stderr, status
