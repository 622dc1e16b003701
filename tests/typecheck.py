"""Typing tested as code: run ``mypy --strict`` over snippets written to files.

mypy runs in this process, and its ``main`` raises the interpreter's recursion limit for
good (to 2**14); :func:`mypy_strict` puts the limit back, so that a later test sees the
interpreter's usual limit (the command line's test of JSON nested too deeply does).

A run of mypy takes seconds (it reads the whole library and typeshed every time), so a
test module with many snippets checks them all in one run with :func:`mypy_strict_each`
and each test reads its own file's errors: the snippets are separate modules that import
nothing of each other, so each file's errors are what a run over that file alone gives.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

__all__ = ["mypy_strict", "mypy_strict_each"]


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


def mypy_strict_each(tmp_path: Path, files: dict[str, str]) -> dict[str, tuple[str, int]]:
    """:func:`mypy_strict` over all of ``files`` in one run, split by file: for each
    name, the output lines about ``tmp_path/name.py`` and the status of a run over that
    file alone (1 if it has an error, else 0). An error reported in any other file (the
    library, say) would be in the run of each file alone, so it is in each file's output
    and makes each status 1. A crash of mypy (status 2) fails the test."""
    output, status = mypy_strict(tmp_path, files)
    if status not in (0, 1):
        pytest.fail(f"mypy failed (status {status}):\n{output}")
    prefixes = {name: f"{tmp_path / name}.py:" for name in files}
    lines = output.splitlines()
    mine = {
        name: [line for line in lines if line.startswith(prefix)]
        for name, prefix in prefixes.items()
    }
    stray = [
        line
        for line in lines
        if ": error:" in line and not line.startswith(tuple(prefixes.values()))
    ]
    results: dict[str, tuple[str, int]] = {}
    for name, own in mine.items():
        errors = [line for line in own if ": error:" in line] + stray
        results[name] = ("\n".join(own + stray) + "\n", 1 if errors else 0)
    if status == 1 and not any(code for _, code in results.values()):
        pytest.fail(f"mypy found errors, but in none of the files:\n{output}")
    return results
