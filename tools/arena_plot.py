"""Write the tournament plot of the docs (``docs/images/arena-plot.png``, shown on the
"Tournaments" page) with ``tricktake arena --plot``: a seeded serial run of a search bot
against a random bot at Nap.

The same seed gives the same bytes with the same matplotlib, and
``tests/arena/test_arena_plot_image.py`` checks that the committed file is what this
script makes now; when the plot or the bots change on purpose, run

    PYTHONPATH=src python tools/arena_plot.py

from the repository's root with the ``ratings`` and ``plot`` extras, and commit the
rewritten picture (look at it first).
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

from tricktake.cli import main as tricktake

ROOT = Path(__file__).resolve().parents[1]
IMAGE = ROOT / "docs" / "images" / "arena-plot.png"

DEALS = 24
"""Deals of the run: few enough that the test re-makes the picture in a few seconds."""

ARGV = [
    "arena",
    "nap",
    "--bots",
    "search:samples=2,rollouts=1,random",
    "--deals",
    str(DEALS),
    "--seed",
    "0",
    "--backend",
    "serial",
    "--no-progress",
]
"""The command, without its ``--plot FILE``."""


def make(path: Path) -> str:
    """Runs the command with ``--plot path``; what it printed.

    :raises RuntimeError: the command failed (its message).
    """
    printed, errors = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(errors):
        status = tricktake([*ARGV, "--plot", str(path)])
    if status != 0:
        raise RuntimeError(f"tricktake {' '.join(ARGV)} --plot {path}: {errors.getvalue()}")
    return printed.getvalue()


def main() -> None:
    sys.stdout.write(make(IMAGE))


if __name__ == "__main__":
    main()
