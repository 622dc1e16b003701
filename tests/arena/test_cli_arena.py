"""``tricktake arena``: the standings it prints (the library's figures), resuming a
results file, and every bad input an error with exit status 2."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, NamedTuple

import pytest

from tests.test_cli import plain_console
from tests.test_cli import run as arena_run
from tricktake.arena import Arena, SerialExecutor, run
from tricktake.cli import main

__all__ = ["plain_console"]  # the autouse fixture of the command line's tests: a plain console

BOTS = "search:samples=1,rollouts=1,random"
ARGV = ["arena", "nines", "--bots", BOTS, "--deals", "2", "--no-progress"]


def standings_rows(out: str) -> list[list[str]]:
    """The cells of the standings table's rows."""
    return [
        [cell.strip() for cell in row.strip("│ ").split("│")]
        for row in out.splitlines()
        if re.match(r"│\s+\d+ │", row)
    ]


def test_arena_prints_the_standings_of_the_library(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = arena_run(capsys, *ARGV, "--backend", "serial")
    assert (status, err) == (0, "")
    assert out.startswith("nines (standard): 2 duplicate deals, seed 0: 6 boards at 1 table(s)")
    assert "lower is better" in out
    arena = Arena("nines", ["search:samples=1,rollouts=1", "random"], deals=2)
    expected = [
        [
            str(rank),
            line.entrant,
            str(line.boards),
            f"{line.change.mean:+.2f}",
            f"{line.change.low:+.2f} .. {line.change.high:+.2f}",
            str(line.faults),
        ]
        for rank, line in enumerate(run(arena, executor=SerialExecutor()).standings(), start=1)
    ]
    assert standings_rows(out) == expected


def test_arena_in_two_processes_prints_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    serial = arena_run(capsys, *ARGV, "--backend", "serial", "--plain")
    processes = arena_run(capsys, *ARGV, "--workers", "2", "--batch", "1", "--plain")
    assert serial == processes and serial[0] == 0


def test_arena_out_resumes_its_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "nines.jsonl"
    argv = [*ARGV, "--backend", "serial", "--out", str(out)]
    first = arena_run(capsys, *argv)
    written = out.read_text(encoding="utf-8")
    assert len(written.splitlines()) == 1 + 6
    assert arena_run(capsys, *argv) == first
    assert out.read_text(encoding="utf-8") == written
    status, stdout, err = arena_run(capsys, *argv, "--seed", "4")
    assert (status, stdout) == (2, "")
    assert "holds the results of another arena: seed 0 (this arena: 4)" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "minimax"], "unknown bot 'minimax': expected random, search"),
        (["--bots", "search:depth=2"], "search has no setting 'depth'"),
        (["--bots", "random,random"], "'random' is given more than once"),
        (["--option", "no_such=1"], "--option no_such=1"),
        (["--preset", "nope"], "nope"),
        (["--address", "10.0.0.1:6379"], "--address is for --backend ray, not processes"),
        (["--backend", "serial", "--workers", "2"], "--workers is for --backend processes"),
    ],
)
def test_arena_bad_input_exits_2_with_the_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = arena_run(capsys, *ARGV, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("tricktake: ") and message in err


def test_arena_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "nap", "--bots", "random"]) == 2  # no --deals
    assert "--deals" in capsys.readouterr().err
    assert main(["arena", "nap", "--bots", "random", "--deals", "0"]) == 2
    assert main(["arena", "nap", "--bots", "random", "--deals", "1", "--backend", "mpi"]) == 2


def test_arena_plot_without_matplotlib_exits_2_before_playing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    real = importlib.util.find_spec

    def without_matplotlib(name: str, package: str | None = None) -> object:
        return None if name == "matplotlib" else real(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", without_matplotlib)
    out = tmp_path / "never.jsonl"
    plot = str(tmp_path / "p.png")
    status, stdout, err = arena_run(capsys, *ARGV, "--plot", plot, "--out", str(out))
    assert (status, stdout) == (2, "")
    assert "--plot needs matplotlib: expected the 'plot' extra" in err
    assert not out.exists()


def test_arena_out_in_a_missing_folder_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "no" / "such" / "folder.jsonl"
    status, stdout, err = arena_run(capsys, *ARGV, "--backend", "serial", "--out", str(out))
    assert (status, stdout) == (2, "")
    assert err == f"tricktake: --out {out}: No such file or directory\n"


class FakeRating(NamedTuple):
    mu: float
    sigma: float
    ordinal: float


@pytest.fixture
def companions(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[Any]]:
    """Stand-ins for the optional modules ``tricktake.arena.ratings``, ``plot`` and
    ``ray_executor`` (and for openskill and matplotlib being installed): the command's
    wiring to their interfaces, whatever extras this environment has. Each call is noted."""
    calls: dict[str, list[Any]] = {"rate": [], "plot": [], "ray": []}

    def rate(results: Any, *, higher_wins: bool) -> Any:
        calls["rate"].append((len(results), higher_wins))
        final = {
            "random": FakeRating(20.0, 5.0, 5.0),
            "search:samples=1,rollouts=1": FakeRating(30.0, 4.0, 18.0),
        }
        return SimpleNamespace(final=final, history=())

    def write_plot(results: Any, ratings: Any, path: str, *, title: str) -> None:
        calls["plot"].append((len(results), path, title))

    class RayExecutor(SerialExecutor):
        def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
            calls["ray"].append((address, num_cpus))

    for name, value in (("ratings", rate), ("plot", write_plot), ("ray_executor", RayExecutor)):
        module = ModuleType(f"tricktake.arena.{name}")
        attribute = {"ratings": "rate", "plot": "write_plot", "ray_executor": "RayExecutor"}
        setattr(module, attribute[name], value)
        monkeypatch.setitem(sys.modules, f"tricktake.arena.{name}", module)
    real = importlib.util.find_spec

    def installed(name: str, package: str | None = None) -> Any:
        return object() if name in ("openskill", "matplotlib") else real(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", installed)
    return calls


def test_arena_prints_the_ratings_best_ordinal_first(
    capsys: pytest.CaptureFixture[str], companions: dict[str, list[Any]]
) -> None:
    status, out, _ = arena_run(capsys, *ARGV, "--backend", "serial")
    assert status == 0 and companions["rate"] == [(6, False)]  # Nines: the lowest wins
    ratings = out[out.index("Ratings (openskill") :].splitlines()
    rows = [line for line in ratings if line.startswith("│")]
    assert [row.split("│")[1].strip() for row in rows] == ["search:samples=1,rollouts=1", "random"]
    assert [cell.strip() for cell in rows[0].split("│")[2:5]] == ["30.00", "4.00", "18.00"]


def test_arena_plot_writes_through_the_plot_module(
    capsys: pytest.CaptureFixture[str], companions: dict[str, list[Any]], tmp_path: Path
) -> None:
    plot = str(tmp_path / "nines.png")
    status, out, _ = arena_run(capsys, *ARGV, "--backend", "serial", "--plot", plot)
    assert status == 0 and out.endswith(f"Plot written to {plot}\n")
    assert companions["plot"] == [(6, plot, "nines (standard): 2 duplicate deals, seed 0")]


def test_arena_ray_backend_gets_the_address_and_workers(
    capsys: pytest.CaptureFixture[str], companions: dict[str, list[Any]]
) -> None:
    serial = arena_run(capsys, *ARGV, "--backend", "serial")
    assert arena_run(capsys, *ARGV, "--backend", "ray", "--workers", "2") == serial
    assert arena_run(capsys, *ARGV, "--backend", "ray", "--address", "10.0.0.1:6379") == serial
    assert companions["ray"] == [(None, 2), ("10.0.0.1:6379", None)]
