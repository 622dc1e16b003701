"""``tricktake arena``: the standings it prints (the library's figures), resuming a
results file, and every bad input an error with exit status 2."""

from __future__ import annotations

import importlib.util
import re
import socket
from pathlib import Path

import pytest

from tests.arena.optional import REQUIRED, imported_without
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


def requires(package: str, extra: str) -> None:
    """Skips the test where ``package`` (of ``extra``) is not installed, except under tox
    (:data:`~tests.arena.optional.REQUIRED`), where the test fails instead."""
    if not REQUIRED:
        pytest.importorskip(package, reason=f"the {extra!r} extra is not installed")


def test_arena_prints_the_ratings_of_the_library_best_ordinal_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    requires("openskill", "ratings")
    from tricktake.arena.ratings import rate

    status, out, _ = arena_run(capsys, *ARGV, "--backend", "serial")
    assert status == 0
    assert out.index("Standings (") < out.index("Ratings (openskill; ordinal = mu - 3 sigma)")
    ratings = out[out.index("Ratings (openskill") :].splitlines()
    rows = [[cell.strip() for cell in row.strip("│ ").split("│")] for row in ratings]
    arena = Arena("nines", ["search:samples=1,rollouts=1", "random"], deals=2)
    results = run(arena, executor=SerialExecutor()).results
    final = rate(results, higher_wins=False).final  # Nines: the lowest wins
    expected = [
        [name, f"{rating.mu:.2f}", f"{rating.sigma:.2f}", f"{rating.ordinal:.2f}"]
        for name, rating in sorted(final.items(), key=lambda item: (-item[1].ordinal, item[0]))
    ]
    assert [row for row in rows if row[0] in final] == expected
    assert float(expected[0][3]) > float(expected[1][3])


def test_arena_without_openskill_prints_no_ratings(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = importlib.util.find_spec

    def without_openskill(name: str, package: str | None = None) -> object:
        return None if name == "openskill" else real(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", without_openskill)
    status, out, err = arena_run(capsys, *ARGV, "--backend", "serial")
    assert (status, err) == (0, "") and "Standings (" in out and "Ratings" not in out


def test_arena_plot_writes_the_png_of_the_plot_module(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    requires("openskill", "ratings")
    requires("matplotlib", "plot")
    from tricktake.arena.plot import write_plot
    from tricktake.arena.ratings import rate

    plot = tmp_path / "nines.png"
    status, out, _ = arena_run(capsys, *ARGV, "--backend", "serial", "--plot", str(plot))
    assert status == 0 and out.endswith(f"Plot written to {plot}\n")
    results = run(Arena("nines", BOTS.rsplit(",", 1), deals=2), executor=SerialExecutor())
    expected = tmp_path / "expected.png"
    title = "nines (standard): 2 duplicate deals, seed 0"
    write_plot(results.results, rate(results.results, higher_wins=False), expected, title=title)
    assert plot.read_bytes() == expected.read_bytes()


def test_arena_ray_address_with_workers_is_an_error_about_workers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--backend", "ray", "--address", "10.0.0.1:6379", "--workers", "2"]
    status, out, err = arena_run(capsys, *ARGV, *argv)
    assert (status, out) == (2, "")
    assert "--workers 2 with --address 10.0.0.1:6379" in err
    assert "expected --workers only for a local Ray cluster" in err
    assert "num_cpus" not in err


def test_arena_ray_without_ray_names_the_extra(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    imported_without(monkeypatch, "tricktake.arena.ray_executor", "ray")
    status, out, err = arena_run(capsys, *ARGV, "--backend", "ray")
    assert (status, out) == (2, "")
    assert "RayExecutor needs Ray, which is not installed: expected the 'ray' extra" in err


def test_arena_ray_unreachable_address_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    requires("ray", "ray")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    status, out, err = arena_run(
        capsys, *ARGV, "--backend", "ray", "--address", f"127.0.0.1:{port}"
    )
    assert (status, out) == (2, "")
    assert f"cannot reach the Ray cluster at '127.0.0.1:{port}'" in err


def test_arena_on_a_local_ray_cluster_prints_the_serial_standings_and_stops_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    requires("ray", "ray")
    import ray

    already = ray.is_initialized()  # another test's cluster in this process: reused, kept
    serial = arena_run(capsys, *ARGV, "--backend", "serial", "--plain")
    status, out, _ray_logs = arena_run(
        capsys, *ARGV, "--backend", "ray", "--workers", "2", "--plain"
    )
    assert (status, out) == serial[:2] and status == 0
    assert ray.is_initialized() == already, "the command stops the cluster that it started"
