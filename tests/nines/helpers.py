"""Helpers for the Nines tests: scripted games from action texts, event texts, and the
worked examples' deals (the Nines rules (``src/tricktake/rulebook/nines.rst``) §9, written out in ``tests/nines/examples.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import tricktake
from tests.nines.examples import (
    EX1_DEAL,
    EX3_DEAL,
    EX3_PLAYS,
    RANKS,
    ex1_actions,
    ex2_actions,
    ex4_actions,
    suit,
)
from tricktake.nines import Nines, State
from tricktake.units import Seat

__all__ = [
    "EX1_DEAL",
    "EX3_DEAL",
    "EX3_PLAYS",
    "GAME",
    "RANKS",
    "events",
    "ex1_actions",
    "ex2_actions",
    "ex4_actions",
    "random_game",
    "run",
    "suit",
]

GAME: Nines = tricktake.get_game("nines")


def run(state: State, actions: Iterable[str]) -> list[State]:
    """Every state from ``state`` through the action texts (each must be legal)."""
    states = [state]
    for text in actions:
        states.append(GAME.apply(states[-1], GAME.parse_action(states[-1], text)))
    return states


def events(state: State, seat: Seat | None = None) -> list[str]:
    """The texts of ``state``'s events that ``seat`` may see."""
    return [str(e) for e in GAME.events(state, seat)]


def random_game(rules: Any, seed: int, **new: Any) -> list[State]:
    """A whole game with uniformly random actions."""
    rng = random.Random(seed)
    state = GAME.new(rules, **new)
    states = [state]
    while not GAME.is_over(state):
        if GAME.to_move(state) is tricktake.CHANCE:
            action: Any = GAME.deal(state, rng)
        else:
            legal: Sequence[Any] = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = GAME.apply(state, action)
        states.append(state)
    return states
