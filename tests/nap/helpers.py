"""Helpers for the Nap tests: scripts of action texts through the public API, with the
events and legal actions seen along the way."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import tricktake
from tricktake.cards import card_text
from tricktake.nap import Nap, State
from tricktake.units import Seat

__all__ = ["GAME", "Script", "deal_of", "legal", "run", "texts"]

GAME: Nap = tricktake.get_game("nap")


def texts(values: Iterable[Any]) -> list[str]:
    """The canonical texts (``str``) of actions or events."""
    return [str(v) for v in values]


def legal(state: State) -> list[str]:
    """The legal actions of ``state`` as texts, in their order."""
    return texts(GAME.legal_actions(state))


@dataclass
class Script:
    """A state and the public events of every transition so far."""

    state: State
    events: list[str] = field(default_factory=list[str])

    def play(self, *actions: str) -> Script:
        """Apply each action text in turn (each must be legal), collecting events."""
        for text in actions:
            action = GAME.parse_action(self.state, text)
            if GAME.to_move(self.state) is not tricktake.CHANCE:
                assert action in GAME.legal_actions(self.state), (text, legal(self.state))
            self.state = GAME.apply(self.state, action)
            self.events += texts(GAME.events(self.state))
        return self


def run(preset: str = "standard", *, first_dealer: int = 0, **options: Any) -> Script:
    """A new game of ``preset`` with ``options``."""
    state = GAME.new(GAME.rules(preset, **options), first_dealer=Seat(first_dealer))
    return Script(state, texts(GAME.events(state)))


def deal_of(hands: list[str], *, deck_size: int = 52, joker: bool = False) -> str:
    """The text of a deal giving seat ``s`` the cards ``hands[s]`` (space-separated
    text) and every other card of the deck to ``undealt``."""
    rules = GAME.rules("standard", players=len(hands), deck_size=deck_size, joker=joker)
    given = {c for h in hands for c in h.split()}
    rest = [card_text(c) for c in GAME.info(rules).pack if card_text(c) not in given]
    piles = [f"{s}={h}" for s, h in enumerate(hands)]
    return " ".join(["deal", *piles, "undealt=" + (" ".join(rest) or "-")])
