"""SearchBot against RandomBot, game by game: not a test, an evaluation.

For each game (its default preset) and each seat in turn, one SearchBot plays against
RandomBots over seeded deals; the script reports the mean score change per deal of the
SearchBot seats and of the RandomBot seats (the change of ``game.scores`` over the deal,
in the game's own unit: points or chips; for Nines, whose lowest points win, a fall is
a gain and is reported as one).

    python benchmarks/evaluate_bots.py                 # every game, 300 deals each
    python benchmarks/evaluate_bots.py --deals 60 --game nap --samples 8 --rollouts 1
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

import tricktake
from tricktake.bots import RandomBot, SearchBot, play_deal
from tricktake.game import CHANCE
from tricktake.registry import find_game


def evaluate(
    name: str, preset: str | None, deals: int, samples: int, rollouts: int, seed: int
) -> str:
    game = find_game(name)
    rules = game.rules(preset) if preset else game.rules()
    info = game.info(rules)
    sign = 1 if info.higher_wins else -1
    rng = random.Random(seed)
    search_gains: list[float] = []
    random_gains: list[float] = []
    started = time.perf_counter()
    state = game.new(rules)
    for number in range(deals):
        if game.is_over(state) or game.to_move(state) is not CHANCE:
            state = game.new(rules, first_dealer=number % info.seats)
        searcher = number % info.seats
        bots = [
            SearchBot(samples=samples, rollouts=rollouts, seed=seed * 1000 + number)
            if seat == searcher
            else RandomBot(seed=seed * 1000 + number * 10 + seat)
            for seat in range(info.seats)
        ]
        before = game.scores(state)
        state = play_deal(game, state, bots, rng)
        after = game.scores(state)
        for seat in range(info.seats):
            gain = sign * (after[seat] - before[seat])
            (search_gains if seat == searcher else random_gains).append(gain)
    seconds = time.perf_counter() - started

    def line(label: str, gains: list[float]) -> str:
        mean = statistics.fmean(gains)
        half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
        return f"{label} {mean:+.2f} ± {half:.2f}"

    return (
        f"{name:12} {game.preset_of(rules)[0]:10} {deals} deals: "
        f"{line('SearchBot', search_gains)}  {line('RandomBot', random_gains)}  ({seconds:.0f} s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game (repeatable; default all)")
    parser.add_argument("--preset", help="the preset (default: each game's first)")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--rollouts", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"SearchBot(samples={args.samples}, rollouts={args.rollouts}) against RandomBots: "
        "mean score change per deal and seat, ± 1.96 sd/√n"
    )
    for name in args.game or tricktake.games():
        print(evaluate(name, args.preset, args.deals, args.samples, args.rollouts, args.seed))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
