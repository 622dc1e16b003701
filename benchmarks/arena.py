"""The tournament runner (tricktake.arena): boards/s by executor, and how much duplicate
deals cut the variance. A runner, not a test: nothing in the test suite times anything.

Throughput: one arena (by default a search bot against random bots in Nap) played
serially, in 2 local processes and, where Ray is installed, on a local Ray cluster of 2
CPUs; the boards/s of each (start-up included) and their ratio to serial, and a check
that each gave the serial results.

Variance: for each game, the same two entrants over duplicate deals (D deals, each in
every distinct rotation) and over plain deals of as many boards (one board a deal):
the variance of the estimated difference between the two entrants' mean score
changes (tricktake.arena.difference), and the ratio plain / duplicate: how many times
fewer boards duplicate needs for the same precision.

    python benchmarks/arena.py                                  # the figures of README.md
    python benchmarks/arena.py --deals 40 --variance-deals 50 --games nap ninety-nine
    python benchmarks/arena.py --backends serial processes      # without Ray
    python benchmarks/arena.py --bots search:samples=4 --against search:samples=1
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from collections.abc import Sequence

from tricktake.arena import (
    Arena,
    ArenaResults,
    Executor,
    ProcessExecutor,
    SerialExecutor,
    difference,
    run,
)

BACKENDS = ("serial", "processes", "ray")


def executor_of(backend: str, workers: int) -> Executor | None:
    """The executor of a backend, or None where it is not installed."""
    if backend == "serial":
        return SerialExecutor()
    if backend == "processes":
        return ProcessExecutor(workers)
    if importlib.util.find_spec("ray") is None:
        return None
    from tricktake.arena.ray_executor import RayExecutor

    return RayExecutor(num_cpus=workers)


def throughput(
    game: str, bots: Sequence[str], deals: int, backends: Sequence[str], workers: int
) -> list[str]:
    """Boards/s of each backend on one arena, as table rows."""
    arena = Arena(game, bots, deals=deals)
    rows = [f"{'backend':10} {'boards':>7} {'seconds':>8} {'boards/s':>9} {'ratio':>6}  same"]
    reference: ArenaResults | None = None
    base = 0.0
    for backend in backends:
        executor = executor_of(backend, workers)
        if executor is None:
            rows.append(f"{backend:10} not installed")
            continue
        started = time.perf_counter()
        results = run(arena, executor=executor)
        seconds = time.perf_counter() - started
        rate = len(results.results) / seconds
        if reference is None:
            reference, base = results, rate
        same = "yes" if results == reference else "NO"
        rows.append(
            f"{backend:10} {len(results.results):>7} {seconds:>8.2f} {rate:>9.1f} "
            f"{rate / base:>6.2f}  {same}"
        )
    return rows


def variance(game: str, bots: Sequence[str], deals: int, executor: Executor, seed: int) -> str:
    """The variance of the estimated difference ``bots[0] - bots[1]`` over duplicate
    deals and over plain deals of as many boards, as a table row."""
    duplicate = Arena(game, bots, deals=deals, seed=seed)
    boards = len(duplicate.boards())
    plain = Arena(game, bots, deals=boards // len(duplicate.tables()), seed=seed, duplicate=False)
    cells: list[str] = []
    variances: list[float] = []
    for arena in (duplicate, plain):
        results = run(arena, executor=executor)
        estimate = difference(results.results, bots[0], bots[1])
        spread = (estimate.half / 1.96) ** 2  # the variance of the estimated mean
        variances.append(spread)
        cells.append(f"{estimate.mean:+7.2f} ± {estimate.half:5.2f}")
    ratio = variances[1] / variances[0] if variances[0] else float("inf")
    return f"{game:12} {boards:>6}  {cells[0]:>16}  {cells[1]:>16}  {ratio:>6.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", default="nap", help="the game of the throughput run")
    parser.add_argument(
        "--bots",
        default="search:samples=2,rollouts=1",
        help="the first entrant (default search:samples=2,rollouts=1)",
    )
    parser.add_argument("--against", default="random", help="the second entrant (default random)")
    parser.add_argument("--deals", type=int, default=30, help="deals of the throughput run")
    parser.add_argument("--workers", type=int, default=2, help="processes and Ray CPUs")
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS))
    parser.add_argument(
        "--variance-deals", type=int, default=100, help="duplicate deals per game (D)"
    )
    parser.add_argument("--games", nargs="+", default=["nap", "ninety-nine"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    bots = [args.bots, args.against]

    print(f"Throughput: {args.game}, {' vs '.join(bots)}, {args.deals} duplicate deals")
    for row in throughput(args.game, bots, args.deals, args.backends, args.workers):
        print(row)
    print()
    print(
        f"Variance of the difference {bots[0]} - {bots[1]} (mean ± 95% half-width), "
        f"{args.variance_deals} duplicate deals against as many boards of plain deals"
    )
    print(f"{'game':12} {'boards':>6}  {'duplicate':>16}  {'plain':>16}  {'ratio':>6}")
    executor = ProcessExecutor(args.workers) if "processes" in args.backends else SerialExecutor()
    for game in args.games:
        print(variance(game, bots, args.variance_deals, executor, args.seed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
