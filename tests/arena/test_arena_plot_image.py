"""The tournament plot of the docs (``docs/images/arena-plot.png``) is what
``tools/arena_plot.py`` makes now with ``tricktake arena --plot``: a change of the plot,
the ratings or the bots can't leave it stale."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.arena.optional import REQUIRED

if not REQUIRED:
    pytest.importorskip("openskill", reason="the 'ratings' extra is not installed")
    pytest.importorskip("matplotlib", reason="the 'plot' extra is not installed")

ROOT = Path(__file__).resolve().parents[2]


def tool() -> ModuleType:
    """``tools/arena_plot.py`` as a module."""
    spec = importlib.util.spec_from_file_location("arena_plot", ROOT / "tools" / "arena_plot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_arena_plot_is_what_the_script_makes(tmp_path: Path) -> None:
    script = tool()
    made = tmp_path / "arena-plot.png"
    printed: str = script.make(made)
    assert printed.endswith(f"Plot written to {made}\n")
    committed: Path = script.IMAGE
    assert committed == ROOT / "docs" / "images" / "arena-plot.png"
    assert made.read_bytes() == committed.read_bytes(), (
        "run PYTHONPATH=src python tools/arena_plot.py: docs/images/arena-plot.png is stale"
    )
