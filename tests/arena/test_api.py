"""The public names of :mod:`tricktake.arena`, each documented, and an ``import
tricktake`` (or of the command line) that leaves the arena unimported."""

from __future__ import annotations

import inspect
import subprocess
import sys

import pytest

import tricktake.arena

PUBLIC = {
    "Arena",
    "ArenaResults",
    "BoardKey",
    "BoardResult",
    "Entrant",
    "Estimate",
    "Executor",
    "ProcessExecutor",
    "SerialExecutor",
    "Standing",
    "deal_seed",
    "default_batch",
    "derive_seed",
    "difference",
    "entrant",
    "play_batch",
    "play_board",
    "run",
    "split_entrants",
    "standings",
}


def test_the_arena_exports_exactly_its_public_names() -> None:
    assert set(tricktake.arena.__all__) == PUBLIC
    assert all(hasattr(tricktake.arena, name) for name in PUBLIC)


@pytest.mark.parametrize("name", sorted(PUBLIC - {"BoardKey"}))
def test_every_public_name_of_the_arena_has_a_docstring(name: str) -> None:
    assert inspect.getdoc(getattr(tricktake.arena, name))


def test_importing_tricktake_or_its_command_line_leaves_the_arena_out() -> None:
    code = (
        "import sys, tricktake, tricktake.cli; "
        "print(sorted(m for m in sys.modules if m.startswith('tricktake.arena')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
