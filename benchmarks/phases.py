"""Where a random deal of Ninety-Nine ``revised`` spends its time, step by step.

Plays random deals as ``run.py`` does and times every step inside the loop, by kind:
the deal (sampling and applying it), bids, premium calls, leads, follows, the plays
that end a trick, and the last play, which also scores the deal. For each kind it
prints microseconds per step for ``apply`` and for choosing (``legal_actions`` and the
harness's draw), and microseconds per deal. The clock's own cost is measured and
taken off each reading, but the readings still add up to more than ``run.py``'s time
per deal: read them as shares.

Timing steps inside the loop matters: replaying recorded steps of one kind in a tight
loop keeps their code and data in the processor's caches and gives very different
figures for the steps that happen once a deal, such as scoring.

    python benchmarks/phases.py [--deals 20000] [--seed 1] [--bound]

``--bound`` times ``api_bound.BareEngine`` instead (its kinds: deal, bid, lead, follow
and trick end, the last of which scores after the ninth trick).
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from typing import Any

import tricktake
from tricktake.ninety_nine.values import Phase


def kind_of(state: Any) -> str:
    """The kind of the step that ``state`` waits for."""
    if state.phase is not Phase.PLAY:
        return str(state.phase.value)
    if not state.trick:
        return "lead"
    if len(state.trick) + 1 < state.rules.players:
        return "follow"
    return "last play" if len(state.tricks) + 1 == state.rules.tricks else "trick end"


def bare_kind_of(state: Any) -> str:
    """:func:`kind_of` for ``api_bound.BareState``."""
    if state.phase == 1:
        return "bid"
    return "lead" if not state.trick else "follow" if len(state.trick) == 1 else "trick end"


def main(argv: list[str] | None = None) -> int:
    """Play the deals and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bound", action="store_true", help="time api_bound.BareEngine")
    args = parser.parse_args(argv)
    if args.bound:
        from api_bound import BareEngine  # beside this file

        game: Any = BareEngine()
        start = game.new()
        kind_of_ = bare_kind_of
    else:
        game = tricktake.get_game("ninety-nine")
        start = game.new(game.rules("revised"))
        kind_of_ = kind_of
    apply, legal_actions, deal = game.apply, game.legal_actions, game.deal
    rng = random.Random(args.seed)
    rnd = rng.random
    clock = time.perf_counter_ns
    began = clock()
    for _ in range(100_000):
        clock()
    tick = (clock() - began) / 100_000  # the cost of one reading
    applying: Counter[str] = Counter()
    choosing: Counter[str] = Counter()
    steps: Counter[str] = Counter()
    for _ in range(args.deals):
        t0 = clock()
        action = deal(start, rng)
        t1 = clock()
        state = apply(start, action)
        t2 = clock()
        choosing["deal"] += t1 - t0 - tick
        applying["deal"] += t2 - t1 - tick
        steps["deal"] += 1
        while True:
            kind = kind_of_(state)
            t0 = clock()
            legal = legal_actions(state)
            if not legal:
                break
            action = legal[int(rnd() * len(legal))]
            t1 = clock()
            state = apply(state, action)
            t2 = clock()
            choosing[kind] += t1 - t0 - tick
            applying[kind] += t2 - t1 - tick
            steps[kind] += 1
    print(f"{'step':<10} {'per deal':>8} {'apply µs':>9} {'choose µs':>10} {'µs/deal':>8}")
    total = 0.0
    for kind, count in steps.items():
        per_deal = count / args.deals
        cost = (applying[kind] + choosing[kind]) / args.deals / 1000
        total += cost
        print(
            f"{kind:<10} {per_deal:>8.2f} {applying[kind] / count / 1000:>9.2f} "
            f"{choosing[kind] / count / 1000:>10.2f} {cost:>8.1f}"
        )
    print(f"{'total':<10} {'':>8} {'':>9} {'':>10} {total:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
