"""Ninety-Nine events: what happened inside a transition (:doc:`/conventions`, *Events*).

The rules document gives no event texts for Ninety-Nine, so these follow the forms of
:doc:`/rules/nap` (NAP-LOG-1): hands as decimal numbers (the two-player dummy is hand 2,
:doc:`/conventions`), signed point changes. ``audience`` is ``None`` for an event every seat
sees. Events are named tuples: cheap to build on the hot path, immutable and comparable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, NamedTuple

from ..cards import Card, Suit, card_text
from ..events import HandDealt, event_kinds, event_types
from ..game import Event
from ..tricks import TrickWon
from ..units import Seat
from .actions import Call

__all__ = [
    "EVENTS",
    "BidMade",
    "BidValuesShown",
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
    "TrumpCardDrawn",
    "TrumpNamed",
]


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(card_text, cards))


class Dealt(NamedTuple):
    """A deal was made: ``deal dealer=0 sizes=12,12,12 turnup=…``."""

    #: The dealer.
    dealer: Seat
    #: Cards dealt to each hand.
    sizes: tuple[int, ...]
    #: The turn-up cards, in canonical order (empty for none).
    turnup: tuple[Card, ...] = ()
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["deal"]:
        """``"deal"``."""
        return "deal"

    @property
    def text(self) -> str:
        """``deal dealer=0 sizes=12,12,12 turnup=…``."""
        text = f"deal dealer={self.dealer} sizes={','.join(map(str, self.sizes))}"
        return f"{text} turnup={_cards(self.turnup)}" if self.turnup else text


class TrumpCardDrawn(NamedTuple):
    """The trump card drawn for a deal under ``trump_rule='drawn_card'``, public
    (N99-BGA-7/8): ``trumpcard 7S``."""

    #: The drawn card (``JK`` possibly).
    card: Card
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["trump_card"]:
        """``"trump_card"``."""
        return "trump_card"

    @property
    def text(self) -> str:
        """``trumpcard 7S``."""
        return f"trumpcard {card_text(self.card)}"


class ModeFixed(NamedTuple):
    """The deal's mode became public (N99-TRUMP-8): ``mode S``, ``mode NT``."""

    #: The mode's text.
    mode: str
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["mode"]:
        """``"mode"``."""
        return "mode"

    @property
    def text(self) -> str:
        """``mode S``."""
        return f"mode {self.mode}"


class BidMade(NamedTuple):
    """A seat laid its bid cards; others see only that it bid (N99-VIEW-4): ``1 bid``."""

    #: The seat.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["bid_made"]:
        """``"bid_made"``."""
        return "bid_made"

    @property
    def text(self) -> str:
        """``1 bid``."""
        return f"{self.seat} bid"


class Called(NamedTuple):
    """A premium call: ``2 declare``, ``0 pass``."""

    #: The seat.
    seat: Seat
    #: The call.
    call: Call
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["called"]:
        """``"called"``."""
        return "called"

    @property
    def text(self) -> str:
        """``2 declare``."""
        return f"{self.seat} {self.call}"


class PremiumHeld(NamedTuple):
    """``PREMIUM`` ended with this holder: ``holder 1 reveal``."""

    #: The seat.
    seat: Seat
    #: The premium's kind, its text (``"reveal"``).
    premium: str
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["holder"]:
        """``"holder"``."""
        return "holder"

    @property
    def text(self) -> str:
        """``holder 1 reveal``."""
        return f"holder {self.seat} {self.premium}"


class Exposed(NamedTuple):
    """Cards turned face up at exposure: ``expose 1 bid=AC KC QC hand=…``."""

    #: The hand (a seat, or the dummy's hand number).
    hand: Seat
    #: The bid cards made public, in canonical order (empty for none).
    bid: tuple[Card, ...]
    #: The hand made public, in canonical order (empty for none).
    held: tuple[Card, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["expose"]:
        """``"expose"``."""
        return "expose"

    @property
    def text(self) -> str:
        """``expose 1 bid=AC KC QC hand=…``."""
        text = f"expose {self.hand}"
        if self.bid:
            text += f" bid={_cards(self.bid)}"
        if self.held:
            text += f" hand={_cards(self.held)}"
        return text


class TrumpNamed(NamedTuple):
    """A Sphinx holder named the trump: ``2 trump NT`` (N99-SPHX-2)."""

    #: The holder.
    seat: Seat
    #: The trump suit named, or ``None`` for no trump (``NT``).
    trump: Suit | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["trump_named"]:
        """``"trump_named"``."""
        return "trump_named"

    @property
    def text(self) -> str:
        """``2 trump NT``."""
        return f"{self.seat} trump {'NT' if self.trump is None else self.trump}"


class LeaderNamed(NamedTuple):
    """A revealer named the leader of trick 1: ``1 lead 2`` (N99-LEAD-2)."""

    #: The revealer.
    seat: Seat
    #: The seat that leads trick 1.
    leader: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["leader_named"]:
        """``"leader_named"``."""
        return "leader_named"

    @property
    def text(self) -> str:
        """``1 lead 2``."""
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

    @property
    def kind(self) -> Literal["card_played"]:
        """``"card_played"``."""
        return "card_played"

    @property
    def text(self) -> str:
        """``0 play AS``."""
        text = f"{self.hand} play {card_text(self.card)}"
        return f"{text} snap" if self.snap else text


class BidsShown(NamedTuple):
    """Bid cards made public when play ends (N99-VIEW-8): ``show 1=AC 10H 7D``."""

    #: The hand (a seat, or the dummy's hand number).
    hand: Seat
    #: The cards, in canonical order.
    cards: tuple[Card, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["show"]:
        """``"show"``."""
        return "show"

    @property
    def text(self) -> str:
        """``show 1=AC 10H 7D``."""
        return f"show {self.hand}={_cards(self.cards)}"


class BidValuesShown(NamedTuple):
    """Every hand's bid value, made public when play ends under ``show_bid_values``
    (N99-BGA-11): ``values 0=4 1=3 2=0``. The bid cards stay as N99-VIEW-8 says."""

    #: Bid values per hand (N99-BID-4).
    values: tuple[int, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["bid_values"]:
        """``"bid_values"``."""
        return "bid_values"

    @property
    def text(self) -> str:
        """``values 0=4 1=3 2=0``."""
        return "values " + " ".join(f"{h}={v}" for h, v in enumerate(self.values))


class DealScored(NamedTuple):
    """Deal points per hand: ``score 0=+35 1=+1 2=+3``."""

    #: Deal points per hand.
    points: tuple[int, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["score"]:
        """``"score"``."""
        return "score"

    @property
    def text(self) -> str:
        """``score 0=+35 1=+1 2=+3``."""
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

    @property
    def kind(self) -> Literal["end"]:
        """``"end"``."""
        return "end"

    @property
    def text(self) -> str:
        """``end winners=0,1 final=205,205,44``."""
        winners = ",".join(map(str, self.winners)) or "none"
        return f"end winners={winners} final={','.join(map(str, self.final))}"


event_types(
    BidMade,
    BidValuesShown,
    BidsShown,
    Called,
    CardPlayed,
    DealScored,
    Dealt,
    Exposed,
    GameOver,
    LeaderNamed,
    ModeFixed,
    PremiumHeld,
    TrumpCardDrawn,
    TrumpNamed,
)

EVENTS: Final[Mapping[str, type[Event]]] = event_kinds(
    Dealt, TrumpCardDrawn, HandDealt, ModeFixed, BidMade, Called, PremiumHeld, TrumpNamed,
    Exposed, LeaderNamed, CardPlayed, TrickWon, BidsShown, BidValuesShown, DealScored,
    GameOver,
)  # fmt: skip
"""Every Ninety-Nine event class by its kind, in the order a game meets them."""
