"""Helpers for the Nines tests: scripted games from action texts, event texts, and the
worked examples' deals (``rules/nines.md`` §9), written out from the document."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import tricktake
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

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # NINES-COMP-2


def suit(letter: str) -> list[str]:
    """The 13 cards of a suit, 2 up to A."""
    return [rank + letter for rank in RANKS]


EX1_DEAL = (
    f"deal 0={' '.join(suit('C'))} 1={' '.join(suit('D'))} 2={' '.join(suit('H'))} "
    f"stock={' '.join(suit('S'))}"
)
"""NINES-EX-1's deal (also EX-2's)."""


def ex1_actions() -> list[str]:
    """NINES-EX-1: 0 exchange, 1 keep, 2 exchange; trick k: 0 the k-th spade, 1 the k-th
    diamond, 2 the k-th club."""
    plays: list[str] = []
    for k in range(13):
        plays += [f"play {suit('S')[k]}", f"play {suit('D')[k]}", f"play {suit('C')[k]}"]
    return [EX1_DEAL, "exchange", "keep", "exchange", *plays]


def ex2_actions() -> list[str]:
    """NINES-EX-2: as EX-1 to trick 1, then seat 2 leads its clubs."""
    plays = ["play 2S", "play 2D", "play 2C"]
    for k in range(1, 13):
        plays += [f"play {suit('C')[k]}", f"play {suit('S')[k]}", f"play {suit('D')[k]}"]
    return [EX1_DEAL, "exchange", "keep", "exchange", *plays]


EX3_DEAL = (
    "deal 0=4C 8C JC KC 4D 8D JD KD 4H 7H 8H KH 2S "
    "1=2C 6C 10C QC 2D 6D 10D QD 2H 6H 9H QH 3S "
    "2=3C 5C 7C 9C 3D 5D 7D 9D 3H 5H 10H JH KS "
    "stock=AC AD AH 4S 5S 6S 7S 8S 9S 10S JS QS AS"
)
"""NINES-EX-3's deal."""

EX3_PLAYS = [
    ("KC 2C 3C", 0),
    ("4C QC 5C", 1),
    ("6C 7C JC", 0),
    ("8C 10C 9C", 1),
    ("2D 3D KD", 0),
    ("4D QD 5D", 1),
    ("6D 7D JD", 0),
    ("8D 10D 9D", 1),
    ("2H 3H KH", 0),
    ("4H QH 5H", 1),
    ("6H JH 7H", 2),
    ("10H 8H 9H", 2),
    ("KS 2S 3S", 2),
]
"""NINES-EX-3's table: each trick's plays, leader first, and its winner."""


def ex4_actions() -> list[str]:
    """NINES-EX-4: seat 0 leads its clubs low to high; 1, 2, 3 play their k-th card."""
    plays: list[str] = []
    for k in range(13):
        plays += [f"play {suit(s)[k]}" for s in "CDHS"]
    return [" ".join(["deal", *(f"{i}={' '.join(suit(s))}" for i, s in enumerate("CDHS"))]), *plays]


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
