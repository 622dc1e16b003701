"""Helpers for the Newmarket tests: action scripts through the public API."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import tricktake
from tricktake.newmarket import Newmarket, State

__all__ = ["GAME", "events", "legal", "run", "start"]

_game = tricktake.get_game("newmarket")
assert isinstance(_game, Newmarket)
GAME: Newmarket = _game


def start(preset: str, /, *, new: dict[str, Any] | None = None, **options: Any) -> State:
    """A new game of ``preset`` with ``options``; ``new`` holds ``game.new``'s arguments."""
    return GAME.new(GAME.rules(preset, **options), **(new or {}))


def run(state: State, *texts: str) -> State:
    """Apply each action text in turn (the deal too)."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(state, text))
    return state


def legal(state: State) -> list[str]:
    """The legal actions as text, in their order."""
    return [str(a) for a in GAME.legal_actions(state)]


def events(state: State, seat: int | None = None) -> list[str]:
    """The events of the last transition as text."""
    return [str(e) for e in GAME.events(state, seat)]


def collect(state: State, *texts: str) -> tuple[State, list[str]]:
    """Apply each text; every public event on the way."""
    out: list[str] = []
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(state, text))
        out += events(state)
    return state, out


def plays(cards: Iterable[str]) -> list[str]:
    """``play X`` for each card."""
    return [f"play {c}" for c in cards]
