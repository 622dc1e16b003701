"""The Newmarket state: an immutable value, cards as ints and piles as masks."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..cards import Card, cards_of
from ..engine import Actor, Event
from ..units import Chips, Seat
from .actions import Action
from .rules import Rules
from .tables import Tables, tables_for

__all__ = ["DealResult", "Phase", "State"]


class Phase(enum.Enum):
    """Where a game stands (NM-FLOW-1/2)."""

    #: Waiting for the free antes (``ante_mode='free'``, NM-ANTE-2).
    ANTE = "ante"
    #: Waiting for the chance deal.
    DEALING = "dealing"
    #: The dealer chooses ``exchange`` or ``keep`` (NM-SALE-1).
    DEALER_CHOICE = "dealer_choice"
    #: The auction of the dummy (NM-SALE-3..5).
    AUCTION = "auction"
    #: The dealer chooses ``sell`` or ``refuse`` (NM-SALE-6).
    SALE = "sale"
    #: Parlett's exchange round (NM-PEX).
    EXCHANGE = "exchange"
    #: Play (NM-PLAY).
    PLAY = "play"
    #: The game is over.
    OVER = "over"


@dataclass(frozen=True, slots=True)
class DealResult:
    """How one deal of the game ended."""

    #: The deal's dealer.
    dealer: Seat
    #: ``"out"`` (NM-OUT-1), ``"blocked"`` (NM-RESTART-6) or ``"king"`` (NM-CAPT-4).
    end: str
    #: The seat that went out or took the last king, or ``None`` for a blocked deal.
    winner: Seat | None
    #: Each seat's change of balance in the deal, antes and sale included.
    deltas: tuple[Chips, ...]
    #: The boodles (kings) captured in the deal.
    captures: int


@dataclass(frozen=True, slots=True)
class State:
    """A Newmarket position. Read it through ``game`` methods or these attributes."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current (or, once over, the last) deal's dealer.
    dealer: Seat
    #: Deals completed in this game.
    deal_number: int
    #: The phase.
    phase: Phase
    #: Who acts next (``game.to_move``).
    actor: Actor
    #: The legal actions of the actor, in the stable order of the rules document.
    legal: tuple[Action, ...]
    #: Each seat's hand, a mask (0 between deals).
    hands: tuple[int, ...]
    #: The dummy (dead hand), a mask.
    dummy: int
    #: The cards played in this deal, in order.
    played: tuple[Card, ...]
    #: Each seat's chip balance (NM-COMP-7).
    balances: tuple[Chips, ...]
    #: Chips on each boodle (``boodle_cards`` order) or king (C D H S).
    stacks: tuple[Chips, ...]
    #: Whether each king is face up (``parlett``); all true for boodles.
    face_up: tuple[bool, ...]
    #: Parlett's pool (0 in ``newmarket``).
    pool: Chips
    #: The auction's offers so far, as (seat, chips).
    offers: tuple[tuple[Seat, Chips], ...]
    #: The seats that have passed in the auction, or kept in Parlett's exchange round.
    passed: frozenset[Seat]
    #: The seat whose hand changed places with the dummy in this deal, if any.
    swapped: Seat | None
    #: The completed deals.
    results: tuple[DealResult, ...]
    #: Balances when the current deal began (before its antes).
    deal_start: tuple[Chips, ...]
    #: The current deal's actions, as (actor, action), its antes and deal included.
    log: tuple[tuple[Actor, Action], ...]
    #: The events of the transition that made this state.
    events: tuple[Event, ...]
    #: The boodles (kings) captured so far in this deal.
    captures: int = 0
    #: The tables of the rules (derived from them: not part of the value).
    tables: Tables = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.tables is None:
            object.__setattr__(self, "tables", tables_for(self.rules))

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """A seat's hand in canonical order."""
        return cards_of(self.hands[seat])

    @property
    def dummy_cards(self) -> tuple[Card, ...]:
        """The dummy in canonical order."""
        return cards_of(self.dummy)

    @property
    def last_played(self) -> Card | None:
        """The card played last in this deal."""
        return self.played[-1] if self.played else None

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.phase is Phase.OVER

    def __repr__(self) -> str:
        hands = " ".join(f"{s}:{m:x}" for s, m in enumerate(self.hands))
        return (
            f"<newmarket State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} actor={self.actor!r} hands={hands} dummy={self.dummy:x} "
            f"played={len(self.played)} balances={self.balances} stacks={self.stacks} "
            f"face_up={self.face_up} pool={self.pool}>"
        )
