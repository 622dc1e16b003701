"""Nap events: what happened inside a transition, with the texts of NAP-LOG-1.

``audience`` is ``None`` for an event every seat sees, else the seats that may see it.
Events are named tuples: cheap to build, immutable and comparable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, NamedTuple

from ..cards import Card, Suit, card_text
from ..events import ChipsPaid, DealerNamed, GameOver, HandDealt, event_kinds, event_types
from ..game import Event
from ..tricks import TrickWon
from ..units import Seat
from .values import Contract

__all__ = [
    "EVENTS",
    "BidMade",
    "CardPlayed",
    "ChipsPaid",
    "ContractWon",
    "DealerNamed",
    "Dealt",
    "GameOver",
    "HandDealt",
    "Settled",
    "ThrownIn",
    "TrickWon",
    "TrumpNamed",
]


class Dealt(NamedTuple):
    """The deal was applied, pile sizes only: ``deal 0:5 1:5 2:5 3:5 undealt:32``."""

    #: Cards dealt to each seat.
    sizes: tuple[int, ...]
    #: Cards left undealt.
    undealt: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["deal"]:
        """``"deal"``."""
        return "deal"

    @property
    def text(self) -> str:
        """``deal 0:5 1:5 2:5 3:5 undealt:32``."""
        piles = (f"{s}:{k}" for s, k in enumerate(self.sizes))
        return " ".join(["deal", *piles, f"undealt:{self.undealt}"])


class BidMade(NamedTuple):
    """A bid or a pass: ``1 bid misere``, ``2 pass``."""

    #: The seat.
    seat: Seat
    #: The contract bid, or ``None`` for a pass.
    contract: Contract | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["bid_made"]:
        """``"bid_made"``."""
        return "bid_made"

    @property
    def text(self) -> str:
        """``1 bid misere``."""
        return f"{self.seat} pass" if self.contract is None else f"{self.seat} bid {self.contract}"


class ThrownIn(NamedTuple):
    """Every seat passed (NAP-BID-9): ``thrown-in``."""

    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["thrown-in"]:
        """``"thrown-in"``."""
        return "thrown-in"

    @property
    def text(self) -> str:
        """``thrown-in``."""
        return "thrown-in"


class ContractWon(NamedTuple):
    """Bidding is won (NAP-BID-10): ``contract 1 misere``."""

    #: The declarer.
    declarer: Seat
    #: The contract.
    contract: Contract
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["contract"]:
        """``"contract"``."""
        return "contract"

    @property
    def text(self) -> str:
        """``contract 1 misere``."""
        return f"contract {self.declarer} {self.contract}"


class TrumpNamed(NamedTuple):
    """The trump suit is known (NAP-PLAY-3): ``trump H``, or ``trump none`` in misère."""

    #: The trump suit, or ``None`` for misère.
    suit: Suit | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["trump"]:
        """``"trump"``."""
        return "trump"

    @property
    def text(self) -> str:
        """``trump H``."""
        return "trump none" if self.suit is None else f"trump {self.suit}"


class CardPlayed(NamedTuple):
    """A card played: ``0 play AS``, ``0 play JK H``, ``2 play JK``."""

    #: The seat.
    seat: Seat
    #: The card.
    card: Card
    #: The suit named with a joker lead, or ``None``.
    suit: Suit | None = None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["card_played"]:
        """``"card_played"``."""
        return "card_played"

    @property
    def text(self) -> str:
        """``0 play AS``."""
        named = "" if self.suit is None else f" {self.suit}"
        return f"{self.seat} play {card_text(self.card)}{named}"


class Settled(NamedTuple):
    """The contract's fate: ``result 1 misere failed 2`` (declarer, contract, its tricks)."""

    #: The declarer.
    declarer: Seat
    #: The contract.
    contract: Contract
    #: Whether it was made.
    made: bool
    #: The tricks the declarer took.
    tricks: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["result"]:
        """``"result"``."""
        return "result"

    @property
    def text(self) -> str:
        """``result 1 misere failed 2``."""
        fate = "made" if self.made else "failed"
        return f"result {self.declarer} {self.contract} {fate} {self.tricks}"


event_types(BidMade, CardPlayed, ContractWon, Dealt, Settled, ThrownIn, TrumpNamed)

EVENTS: Final[Mapping[str, type[Event]]] = event_kinds(
    DealerNamed, Dealt, HandDealt, BidMade, ThrownIn, ContractWon, TrumpNamed, CardPlayed,
    TrickWon, Settled, ChipsPaid, GameOver,
)  # fmt: skip
"""Every Nap event class by its kind, in the order a game meets them."""
