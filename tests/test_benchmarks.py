"""The benchmark runner runs where the yardstick (outside the repository) is missing:
it prints tricktake's playouts/s and says what the ratio needs. Nothing here is timed."""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_benchmark(
    name: str, file: str, monkeypatch: pytest.MonkeyPatch | None = None
) -> ModuleType:
    """``benchmarks/<file>`` imported afresh as module ``name``; with ``monkeypatch``,
    registered in ``sys.modules`` for the test (a module whose dataclasses look
    themselves up there needs it)."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if monkeypatch is not None:
        monkeypatch.setitem(sys.modules, name, module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def runner(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModuleType:
    """``benchmarks/run.py`` with no yardstick at its default place and short warm-ups."""
    # run.py imports api_bound beside it; pytest leaves the parameter unannotated
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # pyright: ignore[reportUnknownMemberType]
    module = load_benchmark("bench_run", "run.py")
    monkeypatch.setattr(module, "DEFAULT_YARDSTICK", tmp_path / "n99_fast.py")
    playouts, drive = module.playouts, module.drive

    def short_playouts(seconds: float, seed: int, **game: Any) -> Any:
        return playouts(0.01, seed, **game)

    def short_drive(game: Any, start: Any, seconds: float, seed: int) -> Any:
        return drive(game, start, 0.01, seed)

    monkeypatch.setattr(module, "playouts", short_playouts)
    monkeypatch.setattr(module, "drive", short_drive)
    return module


ROW = r"\s+\d+\s+[\d,]+"  # a round and tricktake's playouts/s


def test_run_without_the_yardstick_prints_tricktakes_rate(
    runner: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert runner.main(["--rounds", "2", "--seconds", "0.01"]) == 0
    captured = capsys.readouterr()
    assert "../shared/bench/n99_fast.py" in captured.err and "--yardstick PATH" in captured.err
    lines = captured.out.splitlines()
    assert lines[0].split() == ["round", "tricktake/s"]
    assert all(re.fullmatch(ROW, line) for line in lines[1:3]), lines
    assert lines[3].startswith("no ratio: it needs the yardstick ../shared/bench/n99_fast.py")
    assert len(lines) == 4


def test_run_bound_without_the_yardstick(
    runner: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert runner.main(["--rounds", "1", "--seconds", "0.01", "--bound"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["round", "tricktake/s", "bound/s"]
    assert re.fullmatch(ROW + r"\s+[\d,]+", lines[1]), lines
    assert re.fullmatch(r"tricktake / API bound: \d+\.\d\d", lines[-1]), lines


def test_run_with_a_missing_yardstick_given_exits_2(
    runner: ModuleType, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "elsewhere.py"
    assert runner.main(["--yardstick", str(missing)]) == 2
    assert capsys.readouterr().err == f"yardstick not found: {missing}\n"


def test_run_with_a_yardstick_prints_the_ratios(
    runner: ModuleType, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A stand-in yardstick that reports 1,000,000 playouts/s: the ratios are tricktake's
    rate and the bound's over it."""
    fake = tmp_path / "fast.py"
    fake.write_text("print('{\"playouts_per_s\": 1000000}')\n", encoding="utf-8")
    assert runner.main(["--rounds", "1", "--yardstick", str(fake), "--bound"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["round", "tricktake/s", "n99_fast/s", "ratio", "bound/s", "ratio"]
    cells = lines[1].split()
    assert cells[2] == "1,000,000"
    assert float(cells[3]) == pytest.approx(int(cells[1].replace(",", "")) / 1e6, abs=1e-3)
    assert lines[2].startswith("median ratio: ")
    assert lines[3].startswith("median ratio of the API bound: ")
    assert lines[4].startswith("tricktake / API bound: ")


def test_run_plays_another_game(runner: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    """``--game nines`` drives Nines ``standard`` deals (its default preset)."""
    assert runner.main(["--rounds", "1", "--seconds", "0.01", "--game", "nines"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "game: nines (standard)"
    assert re.fullmatch(ROW, lines[2]), lines
    count, _ = runner.playouts(0.05, 1, game_name="nines")
    assert count > 0


def test_newmarket_workload_plays_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--game newmarket``: the workload plays whole deals of Newmarket ``standard``."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # pyright: ignore[reportUnknownMemberType]
    module = load_benchmark("bench_run_nm", "run.py")
    count, elapsed = module.playouts(0.01, seed=1, game_name="newmarket")
    assert count >= 1 and elapsed > 0
    assert module.WORKLOADS["newmarket"] == ("standard", {"players": 4})


def test_run_nap_prints_its_rate(runner: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    """``--game nap`` measures Nap's default preset in the same rounds."""
    assert runner.main(["--rounds", "1", "--seconds", "0.01", "--game", "nap"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "game: nap (standard)"
    assert re.fullmatch(ROW, lines[2]), lines


def test_run_playout_measures_whole_deals_by_game_playout(
    runner: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--playout`` plays each deal by one ``game.playout`` call (issue 11)."""
    assert runner.main(["--rounds", "1", "--seconds", "0.01", "--playout"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(ROW, lines[1]), lines
    count, elapsed = runner.playouts(0.05, 1, fused=True)
    assert count > 0 and elapsed > 0


@pytest.mark.parametrize("compiled", [True, False])
def test_run_compiled_measures_a_child_without_pythonpath_and_refuses_a_pure_one(
    runner: ModuleType, monkeypatch: pytest.MonkeyPatch, compiled: bool
) -> None:
    """``--compiled PYTHON`` runs its child without ``PYTHONPATH`` (an inherited
    ``PYTHONPATH=src`` would make it measure the pure source tree) and stops when the
    child's ``tricktake`` is not the compiled build, instead of printing its rate as the
    compiled one's."""
    seen: dict[str, Any] = {}

    def child(command: list[str], **kwargs: Any) -> Any:
        seen.update(command=command, env=kwargs["env"])
        out = f'{{"per_s": 1234.5, "compiled": {"true" if compiled else "false"}}}\n'
        return runner.subprocess.CompletedProcess(command, 0, stdout=out)

    monkeypatch.setenv("PYTHONPATH", "src")
    monkeypatch.setattr(runner.subprocess, "run", child)
    chosen = {"game_name": "nines", "preset": None, "fused": True}
    if compiled:
        assert runner.measured_by("/venv-c/bin/python", 0.1, 3, chosen) == 1234.5
    else:
        with pytest.raises(SystemExit, match="not the compiled build"):
            runner.measured_by("/venv-c/bin/python", 0.1, 3, chosen)
    assert seen["command"][:2] == ["/venv-c/bin/python", str(BENCHMARKS / "run.py")]
    assert "--playout" in seen["command"] and "nines" in seen["command"]
    assert "PYTHONPATH" not in seen["env"] and seen["env"]["PATH"] == os.environ["PATH"]


@pytest.mark.parametrize("mode", ["step", "playout"])
def test_the_instruction_workload_plays_what_it_says(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``benchmarks/instructions.py`` deals (``step``) or plays (``playout``) exactly the
    number it is given, through the public methods."""
    module = load_benchmark("bench_instr", "instructions.py")
    import tricktake

    game = tricktake.get_game("nap")
    calls = {"deal": 0, "playout": 0}
    deal, playout = game.deal, game.playout

    def counted_deal(state: Any, rng: Any) -> Any:
        calls["deal"] += 1
        return deal(state, rng)

    def counted_playout(state: Any, rng: Any) -> Any:
        calls["playout"] += 1
        return playout(state, rng)

    monkeypatch.setattr(game, "deal", counted_deal)
    monkeypatch.setattr(game, "playout", counted_playout)

    def the_game(name: str) -> Any:
        return game

    monkeypatch.setattr(tricktake, "get_game", the_game)
    module.main("nap", mode, 3)
    if mode == "step":
        assert calls == {"deal": 3, "playout": 0}
    else:  # (a playout may deal through game.deal itself)
        assert calls["playout"] == 3


def test_the_arena_benchmark_runs_and_checks_the_serial_results(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``benchmarks/arena.py`` on a tiny tournament, serial only: its throughput table
    and its variance row (the figures themselves are for benchmarks/README.md)."""
    module = load_benchmark("bench_arena", "arena.py")
    argv = ["--deals", "1", "--variance-deals", "2", "--backends", "serial", "--games", "nines"]
    argv += ["--game", "nines"]
    assert module.main([*argv, "--bots", "search:samples=1,rollouts=1,max_actions=2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["backend", "boards", "seconds", "boards/s", "ratio", "same"]
    assert re.fullmatch(r"serial\s+3\s+[\d.]+\s+[\d.]+\s+1\.00\s+yes", lines[2]), lines
    assert re.fullmatch(
        r"nines\s+6\s+[-+]\s*[\d.]+ ±\s+[\d.]+\s+[-+]\s*[\d.]+ ±\s+[\d.]+\s+\S+", lines[-1]
    ), lines


def test_sampler_runner_prints_the_figures_and_the_slowest_record(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``benchmarks/sampler.py`` times SearchBot decisions of a game and prints the
    median, p99 and max (whole and sampling), then the slowest position as a record that
    replays to a state whose seat to move has a choice."""
    module = load_benchmark("bench_sampler", "sampler.py", monkeypatch)
    argv = ["--game", "nap", "--decisions", "3", "--samples", "1", "--rollouts", "1"]
    assert module.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["game", "preset", "count", *2 * ["median", "p99", "max"]]
    assert re.fullmatch(r"nap\s+standard\s+3(\s+\d+\.\d){6}", lines[2]), lines
    slowest = re.fullmatch(r"  slowest: \d+\.\d ms, sampling \d+\.\d ms: (.*)", lines[3])
    assert slowest is not None and len(lines) == 4
    import tricktake
    from tricktake.record import load

    state = tricktake.replay(load(slowest[1]))
    game = tricktake.get_game("nap")
    seat = game.to_move(state)
    assert isinstance(seat, int) and len(game.legal_actions(state)) > 1
    assert module.percentile([3.0, 1.0, 2.0, 4.0], 0.99) == 4.0
    assert module.percentile([3.0, 1.0, 2.0, 4.0], 0.5) == 2.0


def test_sampler_runner_times_the_bot_without_a_playout_budget(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--playouts none`` is the search without a budget, and the header says so."""
    module = load_benchmark("bench_sampler", "sampler.py", monkeypatch)
    argv = ["--game", "nines", "--decisions", "2", "--samples", "1", "--playouts", "none"]
    assert module.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("SearchBot(samples=1, rollouts=2, budget=None, max_actions=24, ")
    assert "playouts=None) in every seat" in lines[0]
    assert re.fullmatch(r"nines\s+standard\s+2(\s+\d+\.\d){6}", lines[2]), lines


def test_search_strength_runner_prints_each_bot_s_lead_over_the_reference(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``benchmarks/search_strength.py`` pools the arenas of its seeds; a budget that
    covers every candidate in every world plays as the bot without one: over duplicate
    deals, no lead at all."""
    module = load_benchmark("bench_strength", "search_strength.py")
    same = "search:samples=2,rollouts=1,playouts=48"
    argv = ["--game", "nap", "--deals", "1", "--seed", "3", "--seed", "4", "--workers", "1"]
    reference = ["--reference", "search:samples=2,rollouts=1,playouts=null"]
    assert module.main([*argv, *reference, "--bots", same, "--out", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["game", "preset", "deals", "boards", "lead"]
    assert re.fullmatch(rf"nap\s+standard\s+2\s+4\s+\+0\.00 ±\s+0\.00  {same}  \(\d+ s\)", lines[2])
    assert sorted(path.name for path in tmp_path.iterdir()) == ["nap-3.jsonl", "nap-4.jsonl"]
