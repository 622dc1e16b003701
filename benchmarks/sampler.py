"""SearchBot's decisions, timed: not a test, a runner (issue 22, the sampler).

For each game (its standard preset: the first of ``game.presets()``), seeded games are
played by ``SearchBot`` at its defaults (16 worlds, 2 rollouts) in every seat until
``--decisions`` decisions with a choice (more than one legal action) have been timed
(``--playouts``, ``--max-actions``, ``--samples`` and ``--rollouts`` set the bot; ``--playouts
none`` is the bot without a playout budget, every candidate in every world);
a forced action costs nothing and is not counted. Each decision is timed whole
(``bot.act``) and, inside it, the time spent drawing worlds (``game.sample_state``);
the rest is the playouts. The clock is the process's CPU time (``time.process_time``):
the bot runs in one thread, so on an idle machine it is the wall time, and on a shared
one it leaves out the time other processes take. The runner prints, per game, the
median, 99th percentile (nearest rank) and maximum of the decisions in milliseconds,
the same for the sampling part, and the slowest decision (its time and the sampling
part of it) as a one-line record (``tricktake.record`` JSON): replay it and take the
view of the seat to move to reproduce a stall.

    python benchmarks/sampler.py [--game NAME ...] [--decisions 500] [--seed 1]
                                 [--samples 16] [--rollouts 2] [--playouts 256|none]
                                 [--max-actions 24]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import tricktake
from tricktake.bots import SearchBot
from tricktake.bots.search import PLAYOUTS
from tricktake.game import CHANCE
from tricktake.record import Record, dump
from tricktake.registry import find_game


class _Timed:
    """A game whose ``sample_state`` adds its time to :attr:`sampling`; everything
    else is the game's own."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.sampling = 0.0

    def sample_state(self, view: Any, rng: random.Random) -> Any:
        began = time.process_time()
        try:
            return self._game.sample_state(view, rng)
        finally:
            self.sampling += time.process_time() - began

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


@dataclass
class Timings:
    """The decisions of one game: seconds whole and sampling, and the slowest one."""

    game: str
    preset: str
    decisions: list[float] = field(default_factory=list[float])
    sampling: list[float] = field(default_factory=list[float])
    slowest: Record | None = None
    slowest_sampling: float = 0.0


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0 < q <= 1) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def measure(
    name: str,
    decisions: int,
    seed: int,
    samples: int,
    rollouts: int,
    playouts: int | None = PLAYOUTS,
    max_actions: int = 24,
) -> Timings:
    """Time ``decisions`` decisions with a choice of SearchBots in every seat."""
    game = find_game(name)
    preset = game.presets()[0]
    rules = game.rules(preset)
    seats = game.info(rules).seats
    timed: Any = _Timed(game)  # a game to SearchBot: it reads the methods it calls
    rng = random.Random(seed)
    out = Timings(name, preset)
    number = 0
    while len(out.decisions) < decisions:
        number += 1
        bots = [
            SearchBot(
                samples=samples,
                rollouts=rollouts,
                seed=seed * 1000 + number * 10 + s,
                max_actions=max_actions,
                playouts=playouts,
            )
            for s in range(seats)
        ]
        state = game.new(rules)
        actions: list[str] = []
        while not game.is_over(state) and len(out.decisions) < decisions:
            seat = game.to_move(state)
            if seat is CHANCE:
                action = game.deal(state, rng)
            else:
                assert seat is not None  # the game is not over
                view = game.view(state, seat)
                if len(view.legal) == 1:
                    action = view.legal[0]
                else:
                    timed.sampling = 0.0
                    began = time.process_time()
                    action = bots[seat].act(timed, view)
                    spent = time.process_time() - began
                    if spent > max(out.decisions, default=0.0):
                        out.slowest = Record(name, preset, actions=tuple(actions))
                        out.slowest_sampling = timed.sampling
                    out.decisions.append(spent)
                    out.sampling.append(timed.sampling)
            actions.append(game.format_action(action))
            state = game.apply(state, action)
    return out


def report(timings: Timings) -> list[str]:
    """The lines of one game: the figures, then the slowest position's record."""

    def ms(values: list[float]) -> str:
        figures = (statistics.median(values), percentile(values, 0.99), max(values))
        return " ".join(f"{1000 * x:8.1f}" for x in figures)

    head = f"{timings.game:12} {timings.preset:10} {len(timings.decisions):6}"
    lines = [f"{head} {ms(timings.decisions)}   {ms(timings.sampling)}"]
    if timings.slowest is not None:
        text = json.dumps(json.loads(dump(timings.slowest)), ensure_ascii=False)
        whole, sampling = 1000 * max(timings.decisions), 1000 * timings.slowest_sampling
        lines.append(f"  slowest: {whole:.1f} ms, sampling {sampling:.1f} ms: {text}")
    return lines


def _playouts(text: str) -> int | None:
    """``--playouts``: an integer, or ``none`` for no budget."""
    return None if text.lower() == "none" else int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game (repeatable; default all)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--rollouts", type=int, default=2)
    parser.add_argument("--playouts", type=_playouts, default=PLAYOUTS, help="or 'none'")
    parser.add_argument("--max-actions", type=int, default=24)
    args = parser.parse_args(argv)
    bot = SearchBot(
        samples=args.samples,
        rollouts=args.rollouts,
        max_actions=args.max_actions,
        playouts=args.playouts,
    )
    print(
        f"{bot!r} in every seat, "
        "ms per decision with a choice: whole (median p99 max), sampling (median p99 max)"
    )
    print(
        f"{'game':12} {'preset':10} {'count':>6} {'median':>8} {'p99':>8} {'max':>8}   "
        f"{'median':>8} {'p99':>8} {'max':>8}"
    )
    for name in args.game or tricktake.games():
        timings = measure(
            name,
            args.decisions,
            args.seed,
            args.samples,
            args.rollouts,
            args.playouts,
            args.max_actions,
        )
        for line in report(timings):
            print(line)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
