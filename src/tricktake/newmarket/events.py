"""Newmarket events: what happened inside a transition (NM-LOG-1, CONVENTIONS *Events*).

Each event is a named tuple whose ``str`` is its text of NM-LOG-1; ``audience`` is
``None`` for an event every seat sees, else the seats that may see it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, NamedTuple

from ..cards import Card, card_text
from ..events import ChipsPaid, DealerNamed, GameOver, HandDealt, event_kinds, event_types
from ..game import Event
from ..units import Chips, Seat
from .actions import Action

__all__ = [
    "EVENTS",
    "Acted",
    "Anted",
    "Blocked",
    "Buried",
    "Bury",
    "Captured",
    "ChipsPaid",
    "DealerNamed",
    "Dealt",
    "Fee",
    "GameOver",
    "HandDealt",
    "Out",
    "PoolWon",
    "Sale",
    "SameSuit",
    "Skipped",
    "Split",
    "Stopped",
    "TurnedDown",
]


class Anted(NamedTuple):
    """A fixed ante (NM-ANTE-1/4): ``ante 0 AH=1 KC=1 QD=1 JS=1``, ``ante 2 KC=1 pool=1``."""

    #: The seat.
    seat: Seat
    #: ``(boodle, king or "pool", chips)`` in the order of the text.
    parts: tuple[tuple[str, Chips], ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["ante"]:
        """``"ante"``."""
        return "ante"

    @property
    def text(self) -> str:
        """``ante 0 AH=1 KC=1 QD=1 JS=1``."""
        return " ".join([f"ante {self.seat}", *(f"{k}={v}" for k, v in self.parts)])


class Acted(NamedTuple):
    """A seat's decision or play: ``0 play 9S``, ``3 keep``, ``1 ante AH=2 …``."""

    #: The seat.
    seat: Seat
    #: The action.
    action: Action
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["acted"]:
        """``"acted"``."""
        return "acted"

    @property
    def text(self) -> str:
        """``0 play 9S``."""
        return f"{self.seat} {self.action}"


class Dealt(NamedTuple):
    """The deal was applied, sizes only: ``deal 0:11 1:11 2:10 3:10 dummy:10``."""

    #: Cards dealt to each seat.
    sizes: tuple[int, ...]
    #: Cards dealt to the dummy.
    dummy: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["deal"]:
        """``"deal"``."""
        return "deal"

    @property
    def text(self) -> str:
        """``deal 0:11 1:11 2:10 3:10 dummy:10``."""
        parts = (f"{s}:{k}" for s, k in enumerate(self.sizes))
        return " ".join(["deal", *parts, f"dummy:{self.dummy}"])


class Sale(NamedTuple):
    """The dummy was sold (NM-SALE-6): ``sale 0 5``."""

    #: The buyer.
    buyer: Seat
    #: The price paid to the dealer.
    amount: Chips
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["sale"]:
        """``"sale"``."""
        return "sale"

    @property
    def text(self) -> str:
        """``sale 0 5``."""
        return f"sale {self.buyer} {self.amount}"


class Fee(NamedTuple):
    """Parlett's exchange fee (NM-PEX-3): ``fee 0 pool=1``."""

    #: The seat that pays.
    seat: Seat
    #: The chips paid into the pool.
    amount: Chips
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["fee"]:
        """``"fee"``."""
        return "fee"

    @property
    def text(self) -> str:
        """``fee 0 pool=1``."""
        return f"fee {self.seat} pool={self.amount}"


class Bury(NamedTuple):
    """ "Bury the jack" names a card (NM-BURY-3): ``bury 1 9H``, or ``bury none``."""

    #: The queen's holder, or ``None`` when nothing is named.
    seat: Seat | None
    #: The named card (meaningless without a seat).
    card: Card
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["bury"]:
        """``"bury"``."""
        return "bury"

    @property
    def text(self) -> str:
        """``bury 1 9H``."""
        return "bury none" if self.seat is None else f"bury {self.seat} {card_text(self.card)}"


class Buried(NamedTuple):
    """Who swapped hands with the dummy by "bury the jack": ``buried 0``, ``buried none``."""

    #: The holder of the named card, or ``None``.
    seat: Seat | None
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["buried"]:
        """``"buried"``."""
        return "buried"

    @property
    def text(self) -> str:
        """``buried 0``."""
        return "buried none" if self.seat is None else f"buried {self.seat}"


class Captured(NamedTuple):
    """A boodle's or king's chips taken (NM-CAPT-1/2): ``capture 0 JS=8``."""

    #: The seat.
    seat: Seat
    #: The boodle or king.
    card: Card
    #: The chips taken.
    chips: Chips
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["capture"]:
        """``"capture"``."""
        return "capture"

    @property
    def text(self) -> str:
        """``capture 0 JS=8``."""
        return f"capture {self.seat} {card_text(self.card)}={self.chips}"


class TurnedDown(NamedTuple):
    """A king turned face down (NM-CAPT-2): ``turn-down KC``."""

    #: The king.
    king: Card
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["turn-down"]:
        """``"turn-down"``."""
        return "turn-down"

    @property
    def text(self) -> str:
        """``turn-down KC``."""
        return f"turn-down {card_text(self.king)}"


class Stopped(NamedTuple):
    """A run stopped (NM-PLAY-5): ``stop``."""

    #: The card that stopped the run.
    card: Card
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["stop"]:
        """``"stop"``."""
        return "stop"

    @property
    def text(self) -> str:
        """``stop``."""
        return "stop"


class Skipped(NamedTuple):
    """The restart passed over a seat (NM-RESTART-2/5): ``skip 2``."""

    #: The seat passed over.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["skip"]:
        """``"skip"``."""
        return "skip"

    @property
    def text(self) -> str:
        """``skip 2``."""
        return f"skip {self.seat}"


class SameSuit(NamedTuple):
    """Nobody can change suit; the stopper goes on in the suit (NM-RESTART-3): ``same-suit 0``."""

    #: The stopper.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["same-suit"]:
        """``"same-suit"``."""
        return "same-suit"

    @property
    def text(self) -> str:
        """``same-suit 0``."""
        return f"same-suit {self.seat}"


class Blocked(NamedTuple):
    """Nobody can change colour: the deal ends without a winner (NM-RESTART-6)."""

    #: The seat that made the stop.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["blocked"]:
        """``"blocked"``."""
        return "blocked"

    @property
    def text(self) -> str:
        """The event's canonical text."""
        return "blocked"


class Out(NamedTuple):
    """A seat played its last card (NM-OUT-1): ``out 0``."""

    #: The seat.
    seat: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["out"]:
        """``"out"``."""
        return "out"

    @property
    def text(self) -> str:
        """``out 0``."""
        return f"out {self.seat}"


class PoolWon(NamedTuple):
    """Parlett's pool taken (NM-OUT-4, NM-CAPT-4): ``pool 3=9``."""

    #: The seat.
    seat: Seat
    #: The chips.
    chips: Chips
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["pool"]:
        """``"pool"``."""
        return "pool"

    @property
    def text(self) -> str:
        """``pool 3=9``."""
        return f"pool {self.seat}={self.chips}"


class Split(NamedTuple):
    """The leftover chips split at the end of the game (NM-END-3): ``split 0=3 1=3 2=3``."""

    #: Each seat's share.
    shares: tuple[Chips, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["split"]:
        """``"split"``."""
        return "split"

    @property
    def text(self) -> str:
        """``split 0=3 1=3 2=3``."""
        return " ".join(["split", *(f"{s}={k}" for s, k in enumerate(self.shares))])


event_types(
    Acted, Anted, Blocked, Buried, Bury, Captured, Dealt, Fee,
    Out, PoolWon, Sale, SameSuit, Skipped, Split, Stopped, TurnedDown,
)  # fmt: skip

EVENTS: Final[Mapping[str, type[Event]]] = event_kinds(
    DealerNamed, Anted, Dealt, HandDealt, Acted, Sale, Fee, Bury, Buried, Captured,
    TurnedDown, Stopped, Skipped, SameSuit, Blocked, Out, PoolWon, ChipsPaid, Split,
    GameOver,
)  # fmt: skip
"""Every Newmarket event class by its kind, in the order a game meets them."""
