"""Ninety-Nine events: what happened inside a transition (:doc:`/conventions`, *Events*).

The rules document gives no event texts for Ninety-Nine, so these follow the forms of
:doc:`/rules/nap` (NAP-LOG-1): hands as decimal numbers (the two-player dummy is hand 2,
:doc:`/conventions`), signed point changes. ``audience`` is ``None`` for an event every seat
sees. Events are named tuples: cheap to build on the hot path, immutable and comparable.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card, Suit, card_text
from ..events import event_types
from ..tricks import TrickWon
from ..units import Seat
from .actions import Call, format_cards

__all__ = [
    "BidMade",
    "BidsShown",
    "Called",
    "CardPlayed",
    "DealScored",
    "Dealt",
    "Exposed",
    "GameOver",
    "HandDealt",
    "LeaderNamed",
    "ModeFixed",
    "PremiumHeld",
    "TrickWon",
    "TrumpNamed",
]


class Dealt(NamedTuple):
    """A deal was made: ``deal dealer=0 sizes=12,12,12 turnup=…``."""

    #: The dealer.
    dealer: Seat
    #: Cards dealt to each hand.
    sizes: tuple[int, ...]
    #: The turn-up cards, a mask.
    turnup: int = 0
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        text = f"deal dealer={self.dealer} sizes={','.join(map(str, self.sizes))}"
        return f"{text} turnup={format_cards(self.turnup)}" if self.turnup else text


class HandDealt(NamedTuple):
    """A seat's own dealt cards, seen by that seat only: ``hand 0=AC KC …``."""

    #: The seat.
    seat: Seat
    #: The cards, a mask.
    cards: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"hand {self.seat}={format_cards(self.cards)}"


class ModeFixed(NamedTuple):
    """The deal's mode became public (N99-TRUMP-8): ``mode S``, ``mode NT``."""

    #: The mode's text.
    mode: str
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"mode {self.mode}"


class BidMade(NamedTuple):
    """A seat laid its bid cards; others see only that it bid (N99-VIEW-4): ``1 bid``."""

    #: The seat.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"{self.seat} bid"


class Called(NamedTuple):
    """A premium call: ``2 declare``, ``0 pass``."""

    #: The seat.
    seat: Seat
    #: The call.
    call: Call
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"{self.seat} {self.call}"


class PremiumHeld(NamedTuple):
    """``PREMIUM`` ended with this holder: ``holder 1 reveal``."""

    #: The seat.
    seat: Seat
    #: The premium kind's text.
    kind: str
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"holder {self.seat} {self.kind}"


class Exposed(NamedTuple):
    """Cards turned face up at exposure: ``expose 1 bid=AC KC QC hand=…``."""

    #: The hand (a seat, or the dummy's hand number).
    hand: Seat
    #: The bid cards made public, a mask (0 for none).
    bid: int
    #: The hand made public, a mask (0 for none).
    held: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        text = f"expose {self.hand}"
        if self.bid:
            text += f" bid={format_cards(self.bid)}"
        if self.held:
            text += f" hand={format_cards(self.held)}"
        return text


class TrumpNamed(NamedTuple):
    """A Sphinx holder named the trump: ``2 trump NT`` (N99-SPHX-2)."""

    #: The holder.
    seat: Seat
    #: The trump suit named, or ``None`` for no trump (``NT``).
    trump: Suit | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"{self.seat} trump {'NT' if self.trump is None else self.trump}"


class LeaderNamed(NamedTuple):
    """A revealer named the leader of trick 1: ``1 lead 2`` (N99-LEAD-2)."""

    #: The revealer.
    seat: Seat
    #: The seat that leads trick 1.
    leader: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"{self.seat} lead {self.leader}"


class CardPlayed(NamedTuple):
    """A card played to the trick: ``0 play AS``, ``1 play 8S snap`` (N99-PLAY-7)."""

    #: The hand (a seat, or the dummy's hand number).
    hand: Seat
    #: The card.
    card: Card
    #: Played with the call "snap".
    snap: bool = False
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        text = f"{self.hand} play {card_text(self.card)}"
        return f"{text} snap" if self.snap else text


class BidsShown(NamedTuple):
    """Bid cards made public when play ends (N99-VIEW-8): ``show 1=AC 10H 7D``."""

    #: The hand (a seat, or the dummy's hand number).
    hand: Seat
    #: The cards, a mask.
    cards: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"show {self.hand}={format_cards(self.cards)}"


class DealScored(NamedTuple):
    """Deal points per hand: ``score 0=+35 1=+1 2=+3``."""

    #: Deal points per hand.
    points: tuple[int, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        parts = (f"{h}={p:+d}" for h, p in enumerate(self.points))
        return "score " + " ".join(parts)


class GameOver(NamedTuple):
    """The game ended: ``end winners=0,1 final=205,205,44`` (final game scores)."""

    #: The winning seats.
    winners: tuple[Seat, ...]
    #: Final game scores per seat.
    final: tuple[int, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        winners = ",".join(map(str, self.winners)) or "none"
        return f"end winners={winners} final={','.join(map(str, self.final))}"


event_types(
    BidMade,
    BidsShown,
    Called,
    CardPlayed,
    DealScored,
    Dealt,
    Exposed,
    GameOver,
    HandDealt,
    LeaderNamed,
    ModeFixed,
    PremiumHeld,
    TrumpNamed,
)
