"""OpenSpiel's IS-MCTS plays Nap ``standard`` against three random bots, resampling
worlds with tricktake's ``game.sample_state`` (the adapter's
``resample_from_infostate``), and prints its mean score difference per deal with a 95%
interval (:func:`tricktake.stats.interval`).

    python examples/openspiel_ismcts.py --games 25 --simulations 200

IS-MCTS is OpenSpiel's Python ``ISMCTSBot`` (``open_spiel.python.algorithms.ismcts``):
the C++ ``pyspiel.ISMCTSBot`` asks a state's C++ ``ResampleFromInfostate``, which a
Python game cannot provide (``PyState`` in OpenSpiel's ``python_games.h`` does not
forward it), so it cannot sample worlds of a Python game.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import numpy
import pyspiel
from open_spiel.python.algorithms import ismcts

import tricktake
from tricktake import openspiel
from tricktake.stats import interval


class DealRollout:
    """An IS-MCTS evaluator: a random playout to the end of the deal with the engine's
    fused ``game.playout``, valued at the scores it reaches (a deal's score changes are
    all a seat can still win in this deal)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.nap = tricktake.get_game("nap")

    def evaluate(self, state: Any) -> Any:
        end = self.nap.playout(state.engine_state, self.rng)
        return numpy.array(self.nap.scores(end), dtype=float)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        actions = state.legal_actions()
        return [(action, 1.0 / len(actions)) for action in actions]


class SeededISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's Python ``ISMCTSBot``, its worlds drawn with its own seeded
    ``random_state``: the base class hands ``resample_from_infostate`` a fresh
    ``pyspiel.UniformProbabilitySampler``, seeded anew by the operating system at each
    call, so the same seed would not give the same games."""

    def resample_from_infostate(self, state: Any) -> Any:
        return state.resample_from_infostate(state.current_player(), self.random_number)


def play(games: int, simulations: int, seed: int, seat: int = 0) -> list[float]:
    """Each deal's score difference of the IS-MCTS seat: its chip change minus the mean
    change of the three random seats, over ``games`` games of four deals (the deal
    passes round, so every seat deals once)."""
    openspiel.register()
    game = pyspiel.load_game("python_tricktake_nap(preset=standard)")
    rng = random.Random(seed)
    evaluator = DealRollout(seed)
    bot = SeededISMCTSBot(
        game,
        evaluator,
        uct_c=2.0,
        max_simulations=simulations,
        random_state=numpy.random.RandomState(seed),
    )
    diffs: list[float] = []
    for _ in range(games):
        state: Any = game.new_initial_state()
        before = state.returns()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
                continue
            if state.current_player() == seat:
                state.apply_action(bot.step(state))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            now = state.returns()
            if now != before:  # a deal was settled
                change = [a - b for a, b in zip(now, before, strict=True)]
                others = [c for s, c in enumerate(change) if s != seat]
                diffs.append(change[seat] - sum(others) / len(others))
                before = now
    return diffs


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=25)
    parser.add_argument("--simulations", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    diffs = play(args.games, args.simulations, args.seed)
    low, high = interval(diffs)
    mean = sum(diffs) / len(diffs)
    print(
        f"{len(diffs)} settled deals: IS-MCTS minus random {mean:+.2f} chips a deal, "
        f"95% interval [{low:+.2f}, {high:+.2f}]"
    )


if __name__ == "__main__":
    main()
