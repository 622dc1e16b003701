"""SearchBot against SearchBot over duplicate deals: is a setting weaker than another?
A runner, not a test.

For each game (its standard preset: the first of ``game.presets()``), an arena
(:mod:`tricktake.arena`) of duplicate deals between the reference entrant
(``--reference``, by default the search bot without a playout budget, as it was before
sequential halving: ``search:playouts=null``) and the others (``--bots``, by default the
search bot at its defaults, ``search``), and for each other entrant its lead over the
reference: the mean, over the deal seeds, of its score change per board and seat less
the reference's (:func:`tricktake.arena.difference`), with a 95% interval, counted as a
gain where the lowest score wins (Nines). Up to ``seats`` entrants share one table; a
lead whose interval holds 0 is no evidence of a difference either way.

    python benchmarks/search_strength.py [--game NAME ...] [--deals 200] [--seed 1 ...]
        [--reference search:playouts=null] [--bots search ...] [--workers 2] [--out DIR]

Several ``--seed`` values play one arena of ``--deals`` deals each and pool their
results (their deal seeds differ), so a run can be extended by a new seed. With ``--out
DIR`` each arena's results go to ``DIR/GAME-SEED.jsonl`` as they come, and a run
interrupted and started again resumes there.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import tricktake
from tricktake.arena import (
    Arena,
    BoardResult,
    ProcessExecutor,
    SerialExecutor,
    difference,
    run,
)


def leads(
    game: str,
    reference: str,
    bots: list[str],
    deals: int,
    seeds: list[int],
    workers: int,
    out: Path | None,
) -> list[str]:
    """The rows of one game: each bot's lead over the reference."""
    executor = ProcessExecutor(workers) if workers > 1 else SerialExecutor()
    began = time.perf_counter()
    results: list[BoardResult] = []
    higher_wins, preset = True, ""
    for seed in seeds:
        arena = Arena(game, [reference, *bots], deals=deals, seed=seed)
        path = None if out is None else out / f"{game}-{seed}.jsonl"
        results.extend(run(arena, executor=executor, out=path).results)
        higher_wins, preset = arena.higher_wins, arena.preset
    seconds = time.perf_counter() - began
    sign = 1 if higher_wins else -1
    rows: list[str] = []
    for bot in bots:
        estimate = difference(results, bot, reference)
        rows.append(
            f"{game:12} {preset:10} {deals * len(seeds):6} {len(results):7} "
            f"{sign * estimate.mean:+9.2f} ± {estimate.half:6.2f}  {bot}  ({seconds:.0f} s)"
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game (repeatable; default all)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, action="append", help="repeatable (default 1)")
    parser.add_argument("--reference", default="search:playouts=null")
    parser.add_argument("--bots", nargs="+", default=["search"])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, help="a directory for the results files")
    args = parser.parse_args(argv)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    print(
        f"Lead over {args.reference} (mean score change per board and seat, ± 95%; "
        "a gain where the lowest wins), duplicate deals"
    )
    print(f"{'game':12} {'preset':10} {'deals':>6} {'boards':>7} {'lead':>9}")
    for game in args.game or tricktake.games():
        for row in leads(
            game, args.reference, args.bots, args.deals, args.seed or [1], args.workers, args.out
        ):
            print(row)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
