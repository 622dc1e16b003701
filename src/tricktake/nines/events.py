"""Nines events: what happened inside a transition, in the texts of NINES-LOG-1.

``audience`` is ``None`` for an event that every seat sees, else the seats that may see
it. Events are named tuples (:func:`~tricktake.events.event_types`): cheap to build,
immutable, and equal only to events of their own kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, NamedTuple

from ..cards import Card, Suit, card_text
from ..events import DealerNamed, HandDealt, event_kinds, event_types
from ..game import Event
from ..tricks import TrickWon
from ..units import Seat

__all__ = [
    "EVENTS",
    "CardPlayed",
    "DealScored",
    "DealerNamed",
    "Dealt",
    "Decided",
    "GameOver",
    "HandDealt",
    "PointsAre",
    "TrickWon",
    "TrumpIs",
    "ZeroReached",
    "trump_text",
    "unit_name",
]


def unit_name(unit: int, partnership: bool) -> str:
    """A unit as NINES-LOG-1 writes it: its seat, or ``team0``/``team1``."""
    return f"team{unit}" if partnership else str(unit)


def trump_text(trump: Suit | None) -> str:
    """A deal's trump as NINES-TRUMP-3 and NINES-LOG-1 write it: ``C``, ``D``, ``H``,
    ``S`` or ``none``."""
    return "none" if trump is None else str(trump)


def _signed(delta: int) -> str:
    """NINES-LOG-1: ``+1``, ``-2``, ``0``."""
    return f"{delta:+d}" if delta else "0"


class Dealt(NamedTuple):
    """The deal was applied: ``deal 0:13 1:13 2:13 stock:13``."""

    #: The number of seats.
    seats: int
    #: Whether there is a stock.
    stock: bool
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["deal"]:
        """``"deal"``."""
        return "deal"

    @property
    def text(self) -> str:
        """``deal 0:13 1:13 2:13 stock:13``."""
        piles = [f"{s}:13" for s in range(self.seats)] + (["stock:13"] if self.stock else [])
        return " ".join(["deal", *piles])


class TrumpIs(NamedTuple):
    """The deal's trump (NINES-TRUMP-3): ``trump H``, ``trump none``."""

    #: The trump suit, or ``None`` for no trump.
    trump: Suit | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["trump"]:
        """``"trump"``."""
        return "trump"

    @property
    def text(self) -> str:
        """``trump H``."""
        return f"trump {trump_text(self.trump)}"


class Decided(NamedTuple):
    """An exchange decision: ``0 exchange``, ``1 keep``."""

    #: The seat.
    seat: Seat
    #: Whether it exchanged.
    exchange: bool
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["decided"]:
        """``"decided"``."""
        return "decided"

    @property
    def text(self) -> str:
        """``0 exchange``."""
        return f"{self.seat} {'exchange' if self.exchange else 'keep'}"


class CardPlayed(NamedTuple):
    """A card played: ``0 play 2S``."""

    #: The seat.
    seat: Seat
    #: The card.
    card: Card
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["card_played"]:
        """``"card_played"``."""
        return "card_played"

    @property
    def text(self) -> str:
        """``0 play 2S``."""
        return f"{self.seat} play {card_text(self.card)}"


class DealScored(NamedTuple):
    """Each unit's change (NINES-SCORE-1): ``score 0=-9 1=+4 2=+4``,
    ``score team0=-7 team1=+6``."""

    #: The change of each unit.
    changes: tuple[int, ...]
    #: Whether the units are teams.
    partnership: bool
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["score"]:
        """``"score"``."""
        return "score"

    @property
    def text(self) -> str:
        """``score 0=-9 1=+4 2=+4``."""
        parts = (
            f"{unit_name(u, self.partnership)}={_signed(d)}" for u, d in enumerate(self.changes)
        )
        return " ".join(["score", *parts])


class PointsAre(NamedTuple):
    """Each unit's points after scoring: ``points 0=0 1=13 2=13``."""

    #: The points of each unit.
    points: tuple[int, ...]
    #: Whether the units are teams.
    partnership: bool
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["points"]:
        """``"points"``."""
        return "points"

    @property
    def text(self) -> str:
        """``points 0=0 1=13 2=13``."""
        parts = (f"{unit_name(u, self.partnership)}={p}" for u, p in enumerate(self.points))
        return " ".join(["points", *parts])


class ZeroReached(NamedTuple):
    """NINES-NODRAW-3: a seat's running score reached 0: ``zero 0``."""

    #: The seat.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["zero"]:
        """``"zero"``."""
        return "zero"

    @property
    def text(self) -> str:
        """``zero 0``."""
        return f"zero {self.seat}"


class GameOver(NamedTuple):
    """The game ended: ``end winners=0``, ``end winners=0,2``, ``end draw=0,1``."""

    #: The winning seats (all the drawing seats of a draw), ascending.
    winners: tuple[Seat, ...]
    #: Whether the game is a draw (NINES-END-2).
    draw: bool
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["end"]:
        """``"end"``."""
        return "end"

    @property
    def text(self) -> str:
        """``end winners=0``."""
        return f"end {'draw' if self.draw else 'winners'}={','.join(map(str, self.winners))}"


event_types(Dealt, TrumpIs, Decided, CardPlayed, DealScored, PointsAre, ZeroReached, GameOver)

EVENTS: Final[Mapping[str, type[Event]]] = event_kinds(
    DealerNamed, Dealt, HandDealt, TrumpIs, Decided, CardPlayed, TrickWon, DealScored,
    PointsAre, ZeroReached, GameOver,
)  # fmt: skip
"""Every Nines event class by its kind, in the order a game meets them."""
