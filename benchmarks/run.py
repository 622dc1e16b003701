"""Benchmark runner: random deals of Ninety-Nine ``revised`` (or, with ``--game``, of
another game's default preset, e.g. ``--game nines`` for Nines ``standard``) through
the public API, interleaved with the yardstick ``../shared/bench/n99_fast.py`` in the
same run.

A playout is one deal: ``game.deal`` with a seeded ``random.Random``, then uniformly
random legal actions (``rng.choice(game.legal_actions(state))``) until the deal is
scored. Prints playouts/s of both, per round, and the median ratio.

    python benchmarks/run.py [--game NAME] [--preset P] [--rounds 5] [--seconds 3]
                             [--playout] [--yardstick PATH] [--bound] [--compiled PYTHON]

``--compiled PYTHON`` adds a column for the same workload run by another interpreter,
one whose ``tricktake`` is the compiled build (``HATCH_BUILD_HOOK_ENABLE_MYPYC=1 pip
install .`` in its environment), in the same rounds, and prints its median ratio to the
pure package of this interpreter. The child runs without ``PYTHONPATH``, and the runner
stops if its ``tricktake`` is not compiled.

``--bound`` adds a column for ``api_bound.py``: the yardstick's own workload behind the
same API with nothing else, which shows how much of the yardstick's speed the API
itself leaves to any engine.

The yardstick lives outside the repository. Without it (and without ``--yardstick``)
the runner prints tricktake's playouts/s alone (and the API bound's, with
``--bound``), with a note that the ratio needs it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import tricktake
import tricktake.tricks

DEFAULT_YARDSTICK = Path(__file__).resolve().parents[2] / "shared" / "bench" / "n99_fast.py"


#: A game's workload where its first preset's defaults are not it: 4 seats.
WORKLOADS: dict[str, tuple[str, dict[str, Any]]] = {
    "nap": ("standard", {"players": 4}),
    "newmarket": ("standard", {"players": 4}),
}


def playouts(
    seconds: float,
    seed: int,
    preset: str | None = None,
    game_name: str = "ninety-nine",
    fused: bool = False,
) -> tuple[int, float]:
    """Random deals of one of tricktake's games (Ninety-Nine by default) under ``preset``
    (by default the game's first, ``revised`` for Ninety-Nine, ``standard`` for Nines)
    for about ``seconds``, step by step or (``fused``) each by one ``game.playout``;
    returns (deals, elapsed seconds)."""
    game = tricktake.get_game(game_name)
    default, options = WORKLOADS.get(game_name, (game.presets()[0], {}))
    rules = game.rules(preset if preset is not None else default, **options)
    return (drive_playout if fused else drive)(game, game.new(rules), seconds, seed)


def drive_playout(game: Any, start: Any, seconds: float, seed: int) -> tuple[int, float]:
    """Whole deals from ``start``, each by one ``game.playout(start, rng)``, for about
    ``seconds``; returns (deals, elapsed seconds)."""
    rng = random.Random(seed)
    playout = game.playout
    count = 0
    clock = time.perf_counter
    began = clock()
    deadline = began + seconds
    while True:
        if not count & 63 and clock() >= deadline:
            break
        playout(start, rng)
        count += 1
    return count, clock() - began


def drive(game: Any, start: Any, seconds: float, seed: int) -> tuple[int, float]:
    """Random deals from ``start`` through ``game.deal``, ``game.legal_actions`` and
    ``game.apply`` for about ``seconds``; returns (deals, elapsed seconds)."""
    rng = random.Random(seed)
    rnd = rng.random
    deal = game.deal
    apply = game.apply
    legal_actions = game.legal_actions
    count = 0
    clock = time.perf_counter
    began = clock()
    deadline = began + seconds
    while True:
        if not count & 63 and clock() >= deadline:
            break
        state = apply(start, deal(start, rng))
        while legal := legal_actions(state):  # empty once the deal is scored
            # A uniform choice, drawn as n99_fast draws its own (random() * n), which
            # costs a third of rng.choice: the yardstick's harness and ours match.
            state = apply(state, legal[int(rnd() * len(legal))])
        count += 1
    return count, clock() - began


def yardstick(path: Path, seconds: float) -> float:
    """Playouts/s of ``n99_fast.py`` run as its own process."""
    out = subprocess.run(
        [sys.executable, str(path), "--seconds", str(seconds)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return float(json.loads(out.strip().splitlines()[-1])["playouts_per_s"])


def measured_by(python: str, seconds: float, seed: int, chosen: dict[str, Any]) -> float:
    """Deals/s of the workload ``chosen`` played by another interpreter (``--measure``),
    whose ``tricktake`` must be the compiled build.

    The child runs without ``PYTHONPATH``: a ``PYTHONPATH=src`` inherited from this
    process would make it import the source tree's pure package, and the column would
    silently measure that.

    :raises SystemExit: when the child's ``tricktake`` is not the compiled build.
    """
    command = [python, __file__, "--measure", "--seconds", str(seconds), "--seed", str(seed)]
    command += ["--game", chosen["game_name"]]
    if chosen["preset"] is not None:
        command += ["--preset", chosen["preset"]]
    if chosen["fused"]:
        command.append("--playout")
    env = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
    out = subprocess.run(command, check=True, capture_output=True, text=True, env=env).stdout
    measured = json.loads(out.strip().splitlines()[-1])
    if not measured["compiled"]:
        raise SystemExit(
            f"--compiled {python}: its tricktake is not the compiled build (expected an "
            "environment where HATCH_BUILD_HOOK_ENABLE_MYPYC=1 pip install . was run)"
        )
    return float(measured["per_s"])


def main(argv: list[str] | None = None) -> int:
    """Run the interleaved rounds and print the table and the median ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--game",
        default="ninety-nine",
        choices=tricktake.games(),
        help="the game whose deals tricktake plays (default ninety-nine; the yardstick "
        "plays Ninety-Nine revised either way)",
    )
    parser.add_argument("--preset", help="the preset (default: the game's first)")
    parser.add_argument(
        "--playout",
        action="store_true",
        help="play each deal by one game.playout call instead of step by step",
    )
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument(
        "--yardstick",
        type=Path,
        help=f"the yardstick n99_fast.py (default: {DEFAULT_YARDSTICK}, if it exists)",
    )
    parser.add_argument(
        "--bound",
        action="store_true",
        help="also drive api_bound.BareEngine, the yardstick's workload behind the bare API",
    )
    parser.add_argument(
        "--compiled",
        metavar="PYTHON",
        help="also run the workload with this interpreter (its tricktake the compiled build)",
    )
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    chosen = {"preset": args.preset, "game_name": args.game, "fused": args.playout}
    if args.measure:  # one measurement for --compiled, as JSON
        playouts(0.5, 0, **chosen)
        count, elapsed = playouts(args.seconds, args.seed, **chosen)
        compiled = tricktake.tricks.__file__.endswith((".so", ".pyd"))
        print(json.dumps({"per_s": count / elapsed, "compiled": compiled}))
        return 0
    path = args.yardstick or DEFAULT_YARDSTICK
    if not path.exists():
        if args.yardstick is not None:
            print(f"yardstick not found: {path}", file=sys.stderr)
            return 2
        print(
            f"note: no yardstick at {path}: the ratio needs ../shared/bench/n99_fast.py "
            "beside the repository (or --yardstick PATH); printing tricktake's playouts/s alone",
            file=sys.stderr,
        )
    fast_path = path if path.exists() else None
    playouts(0.5, 0, **chosen)  # warm the caches
    bound = None
    if args.bound:
        from api_bound import BareEngine  # beside this file

        bound = BareEngine()
        drive(bound, bound.new(), 0.5, seed=0)
    ratios = []
    compiled_ratios = []
    compiled_of_pure = []
    bound_ratios = []
    ours_of_bound = []
    if args.game != "ninety-nine":
        print(f"game: {args.game} ({tricktake.get_game(args.game).presets()[0]})")
    header = f"{'round':>5} {'tricktake/s':>12}"
    if fast_path:
        header += f" {'n99_fast/s':>12} {'ratio':>7}"
    if args.compiled:
        header += f" {'compiled/s':>12}" + (f" {'ratio':>7}" if fast_path else "")
    if bound:
        header += f" {'bound/s':>12}" + (f" {'ratio':>7}" if fast_path else "")
    print(header)
    for round_ in range(1, args.rounds + 1):
        fast = yardstick(fast_path, args.seconds) if fast_path else None
        count, elapsed = playouts(args.seconds, round_, **chosen)
        ours = count / elapsed
        line = f"{round_:>5} {ours:>12,.0f}"
        if fast:
            ratios.append(ours / fast)
            line += f" {fast:>12,.0f} {ours / fast:>7.3f}"
        if args.compiled:
            built = measured_by(args.compiled, args.seconds, round_, chosen)
            compiled_of_pure.append(built / ours)
            line += f" {built:>12,.0f}"
            if fast:
                compiled_ratios.append(built / fast)
                line += f" {built / fast:>7.3f}"
        if bound:
            count, elapsed = drive(bound, bound.new(), args.seconds, seed=round_)
            bare = count / elapsed
            ours_of_bound.append(ours / bare)
            line += f" {bare:>12,.0f}"
            if fast:
                bound_ratios.append(bare / fast)
                line += f" {bare / fast:>7.3f}"
        print(line, flush=True)
    python = f"python {sys.version.split()[0]}, pid {os.getpid()}"
    if ratios:
        print(f"median ratio: {statistics.median(ratios):.3f} ({python})")
    else:
        print(f"no ratio: it needs the yardstick ../shared/bench/n99_fast.py ({python})")
    if compiled_ratios:
        print(f"median ratio of the compiled build: {statistics.median(compiled_ratios):.3f}")
    if compiled_of_pure:
        print(f"compiled / pure: {statistics.median(compiled_of_pure):.2f}")
    if bound_ratios:
        print(f"median ratio of the API bound: {statistics.median(bound_ratios):.3f}")
    if bound:  # with the yardstick, as the ratio of the two medians above
        within = (
            statistics.median(ratios) / statistics.median(bound_ratios)
            if ratios
            else statistics.median(ours_of_bound)
        )
        print(f"tricktake / API bound: {within:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
