"""Where a random deal of Ninety-Nine ``revised`` spends its time, step by step.

Records the states and actions of random deals, groups the steps by kind (the deal,
bids, premium calls, leads, follows, the plays that end a trick and the last play,
which scores the deal), then times ``apply`` and ``legal_actions`` plus the harness's
draw on the recorded steps, the best of several repeats. Prints microseconds per step
and per deal. The sum is below what ``run.py`` measures in its loop (warm caches).

    python benchmarks/phases.py [--deals 300] [--seed 5]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import tricktake
from tricktake.ninety_nine.state import Phase

Step = tuple[Any, Any]


def kind_of(state: Any) -> str:
    """The kind of the step that ``state`` waits for."""
    if state.phase is not Phase.PLAY:
        return str(state.phase.value)
    if not state.trick:
        return "lead"
    if len(state.trick) + 1 < state.rules.players:
        return "follow"
    return "last play" if len(state.tricks) + 1 == state.rules.tricks else "trick end"


def record(deals: int, seed: int) -> dict[str, list[Step]]:
    """The steps of ``deals`` random deals, by kind."""
    game = tricktake.get_game("ninety-nine")
    rng = random.Random(seed)
    start = game.new(game.rules("revised"))
    steps: dict[str, list[Step]] = defaultdict(list)
    for _ in range(deals):
        deal = game.deal(start, rng)
        steps["deal"].append((start, deal))
        state = game.apply(start, deal)
        while legal := game.legal_actions(state):
            action = legal[int(rng.random() * len(legal))]
            steps[kind_of(state)].append((state, action))
            state = game.apply(state, action)
    return steps


def best_time(run: Callable[[], object], steps: int, repeats: int = 7) -> float:
    """Microseconds per step of ``run`` over ``steps`` steps, best of ``repeats``."""
    best = float("inf")
    for _ in range(repeats):
        began = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - began)
    return best / steps * 1e6


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    game = tricktake.get_game("ninety-nine")
    apply, legal_actions = game.apply, game.legal_actions
    rnd = random.Random(args.seed).random

    def applying(steps: list[Step]) -> None:
        for state, action in steps:
            apply(state, action)

    def choosing(steps: list[Step]) -> None:
        for state, _ in steps:
            legal = legal_actions(state)
            legal[int(rnd() * len(legal))]

    def dealing(steps: list[Step]) -> None:
        rng = random.Random(args.seed)
        for state, _ in steps:
            game.deal(state, rng)

    total = 0.0
    print(f"{'step':<10} {'per deal':>8} {'apply µs':>9} {'choose µs':>10} {'µs/deal':>8}")
    for kind, steps in record(args.deals, args.seed).items():
        per_deal = len(steps) / args.deals
        applied = best_time(lambda steps=steps: applying(steps), len(steps))
        chooser = dealing if kind == "deal" else choosing  # a chance step samples instead
        chosen = best_time(lambda steps=steps, c=chooser: c(steps), len(steps))
        cost = per_deal * (applied + chosen)
        total += cost
        print(f"{kind:<10} {per_deal:>8.2f} {applied:>9.2f} {chosen:>10.2f} {cost:>8.1f}")
    print(f"{'total':<10} {'':>8} {'':>9} {'':>10} {total:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
