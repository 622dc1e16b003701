"""Where ``game.playout`` spends a deal of Ninety-Nine (``revised`` by default).

The fused playout is one function with no states in between, so it is timed from
outside: for each of a few thousand seeded deals, the states where each phase begins are
recorded (the deal due, the first bid, the first premium call, the first lead, the last
card), and ``game.playout`` is timed from each of them over all the deals. The
differences are the phases: the deal (the shuffle and the hands), the bids, the premium
calls, the cards but the last, and the last card with the scoring and the state of the
next deal.

    python benchmarks/playout_phases.py [--deals 3000] [--repeats 7] [--preset P]

Each figure is the fastest of ``--repeats`` passes (the machine is shared). It is a
runner, not a test.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import tricktake
from tricktake.ninety_nine.values import Phase

STARTS = ("deal", "bids", "premium calls", "cards", "last card and scoring")


def starts_of(game: Any, start: Any, seed: int) -> list[Any]:
    """The states of one random deal where each of :data:`STARTS` begins (``None`` for a
    phase the deal does not have)."""
    rng = random.Random(seed)
    found: dict[str, Any] = {"deal": start}
    state = game.apply(start, game.deal(start, rng))
    while game.to_move(state) is not tricktake.CHANCE and game.to_move(state) is not None:
        if state.phase is Phase.BID:
            found.setdefault("bids", state)
        elif state.phase is Phase.PREMIUM:
            found.setdefault("premium calls", state)
        elif state.phase is Phase.PLAY:
            found.setdefault("cards", state)
            if (
                len(state.tricks) == state.rules.tricks - 1
                and len(state.trick) == len(state.order) - 1
            ):
                found["last card and scoring"] = state
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return [found.get(name) for name in STARTS]


def fastest(game: Any, states: list[Any], repeats: int) -> float:
    """µs per ``game.playout`` from each of ``states``, the fastest of ``repeats`` passes."""
    playout = game.playout
    best = float("inf")
    for _ in range(repeats):
        rng = random.Random(7)
        began = time.perf_counter()
        for state in states:
            playout(state, rng)
        best = min(best, (time.perf_counter() - began) / len(states) * 1e6)
    return best


def main(argv: list[str] | None = None) -> int:
    """Record the deals, time each start and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--preset", default="revised")
    args = parser.parse_args(argv)
    game = tricktake.get_game("ninety-nine")
    start = game.new(game.rules(args.preset))
    deals = [starts_of(game, start, seed) for seed in range(args.deals)]
    complete = [deal for deal in deals if all(state is not None for state in deal)]
    times = [fastest(game, [deal[i] for deal in complete], args.repeats) for i in range(5)]
    total = times[0]
    print(f"{len(complete)} deals of {args.preset} with every phase; µs per deal")
    print(f"{'phase':<24} {'µs':>7} {'share':>7}")
    for i, name in enumerate(STARTS):
        cost = times[i] - (times[i + 1] if i + 1 < len(times) else 0.0)
        print(f"{name:<24} {cost:>7.2f} {cost / total:>7.1%}")
    print(f"{'whole deal':<24} {total:>7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
