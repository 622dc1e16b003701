"""The Nines state, and the tables that every state of one rules value shares.

A :class:`State` is an immutable named tuple: a :class:`~tricktake.tricks.TrickState` of
the shared trick play, whose fields are what every card changes, with the rest of the
position in a :class:`Stage` (holding a :class:`Context`). Hands are packed masks: seat
``s`` at ``HAND_SHIFT * s`` and, with 3 players, the stock as hand 3 (:data:`STOCK`).
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..cards import Card, Suit, cards_of, make_card
from ..engine import Actor, Event
from ..tricks import HAND_MASK, HAND_SHIFT, PlayTable, Trick, TrickKernel, TrickRules, TrickState
from ..units import Seat, left_seats, seat_range
from .actions import Action, Play
from .events import CardPlayed, Dealt, TrickWon
from .rules import ExchangeOrder, Rules

__all__ = [
    "HAND_MASK",
    "HAND_SHIFT",
    "PACK",
    "PLAYS",
    "STOCK",
    "TRUMPS",
    "Context",
    "DealResult",
    "Kernel",
    "Phase",
    "Stage",
    "State",
    "Tables",
    "Trick",
    "tables_for",
    "unit_of",
]

STOCK = 3
"""The stock's place among the packed hands (3 players; NINES-COMP-4)."""

PLAYS: PlayTable[Play] = PlayTable(Play)
"""The :class:`Play` actions of a hand mask, one shared action per card."""

TRUMPS: dict[str, Suit | None] = {
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "H": Suit.HEARTS,
    "S": Suit.SPADES,
    "none": None,
}
"""The trump of each entry of a trump schedule (NINES-TRUMP-1): a suit, or ``None``."""

PACK = tuple(make_card(s, r) for s in range(4) for r in (*range(9), 11, 12, 13, 14))
"""NINES-COMP-2: the 52 cards 2..A of C D H S, in canonical order (NINES-DEAL-4), which is
ascending card code."""


class Phase(enum.Enum):
    """The phases of NINES-FLOW-1 that wait for an action, and ``OVER``."""

    DEALING = "dealing"
    EXCHANGE = "exchange"
    PLAY = "play"
    OVER = "over"


def unit_of(rules: Rules, seat: Seat) -> int:
    """The unit that owns a seat's points: the seat, or its team (NINES-COMP-3)."""
    return seat % 2 if rules.partnership else seat


class DealResult(NamedTuple):
    """One deal of the game, once scored, or stopped by NINES-NODRAW-3 (no cards: the
    stock is never revealed, NINES-OBS-3)."""

    #: The deal's dealer.
    dealer: Seat
    #: The deal's trump, ``None`` for no trump.
    trump: Suit | None
    #: The exchange decisions in order, as (seat, exchanged).
    decisions: tuple[tuple[Seat, bool], ...]
    #: Tricks won per seat.
    tricks_won: tuple[int, ...]
    #: The change of each unit's points: ``quota - tricks`` (NINES-SCORE-1), or for a
    #: stopped deal the running change ``-max(0, tricks - 4)`` (NINES-NODRAW-1).
    changes: tuple[int, ...]
    #: Each unit's points after the deal.
    points: tuple[int, ...]
    #: Whether NINES-NODRAW-3 stopped the deal.
    stopped: bool


class Context(NamedTuple):
    """The parts of a state that change only from one deal to the next."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current (or next) deal's dealer.
    dealer: Seat
    #: The current (or next) deal's number, from 1 (NINES-TRUMP-2).
    deal_number: int
    #: Each unit's points before the current deal (once over: the final figures).
    points: tuple[int, ...]
    #: The deals of this game so far, oldest first.
    results: tuple[DealResult, ...]


class Kernel(NamedTuple):
    """A deal's trick play for its trump, and the events of a play (internal)."""

    trick_kernel: TrickKernel[Play]
    played: tuple[tuple[tuple[Event, ...], ...], ...]
    trump: Suit | None

    def __reduce__(self) -> tuple[Any, tuple[int, Suit | None]]:
        # Pickled and copied as a reference to the one kernel of its seats and trump,
        # so that states stay equal through pickle and copy.deepcopy.
        return (_kernel, (self.trick_kernel.hands, self.trump))


class Tables:
    """What the engine looks up instead of recomputing, for one rules value (internal)."""

    __slots__ = ("dealt", "deck_bits", "kernels", "left", "orders", "rules", "seats", "trick_won")

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.deck_bits = tuple(1 << c for c in PACK)
        #: Every seat, in order.
        self.seats = seats = seat_range(n)
        self.kernels = {entry: _kernel(n, trump) for entry, trump in TRUMPS.items()}
        self.trick_won = tuple(tuple(TrickWon(k, s) for s in seats) for k in range(14))
        self.dealt = Dealt(n, not rules.partnership)
        left = rules.exchange_order is ExchangeOrder.LEFT_FIRST
        # NINES-EXCH-1: dealer+1, dealer+2, dealer; or dealer, dealer+1, dealer+2
        self.orders = tuple(
            tuple(seats[(d + i + (1 if left else 0)) % n] for i in range(n)) for d in range(n)
        )
        #: ``left[s]``: the seat to the left of ``s``, the next dealer and the first
        #: leader of ``s``'s deal (NINES-DEAL-1, NINES-PLAY-1).
        self.left = left_seats(n)

    def __reduce__(self) -> tuple[Any, tuple[Rules]]:
        # Pickled and copied as a reference to the one Tables of equal rules.
        return (tables_for, (self.rules,))

    def trump(self, deal_number: int) -> str:
        """NINES-TRUMP-2: the schedule's entry for deal ``deal_number`` (from 1)."""
        schedule = self.rules.trump_schedule
        return schedule[(deal_number - 1) % len(schedule)] if schedule else "none"


@functools.cache
def tables_for(rules: Rules) -> Tables:
    """The tables of ``rules``, built once."""
    return Tables(rules)


@functools.cache
def _kernel(n: int, trump: Suit | None) -> Kernel:
    """NINES-PLAY-3..5: follow suit; the highest trump, else the highest of the led suit."""
    if trump is None:
        trick_rules = TrickRules.no_trump(PACK)
    else:
        trick_rules = TrickRules.suit_trump(PACK, trump.value)
    played = tuple(tuple((CardPlayed(s, Card(c)),) for c in range(64)) for s in seat_range(n))
    return Kernel(TrickKernel(trick_rules, n, PLAYS), played, trump)


class Stage(NamedTuple):
    """What changes a few times a deal: a :class:`State`'s :attr:`~State.rest`."""

    #: What changes only from one deal to the next.
    context: Context
    #: The tables of the rules (internal).
    tables: Tables
    #: The phase.
    phase: Phase
    #: The trick play of the deal's trump (internal).
    kernel: Kernel
    #: The dealt piles: each seat's, then the stock's (3 players), as masks; empty
    #: before the deal.
    dealt: tuple[int, ...]
    #: The exchange decisions so far, as (seat, exchanged).
    decisions: tuple[tuple[Seat, bool], ...]
    #: The seats still to decide, in order.
    queue: tuple[Seat, ...]


class State(TrickState):
    """A Nines position. Build states with ``game.new`` and ``game.apply`` only.

    A :class:`~tricktake.tricks.TrickState` (``hands``, ``trick``, ``order``,
    ``tricks``, the seat to act as ``player``, ``legal``, ``events``) with the rest of
    the position in :attr:`rest`, read through the properties below.
    """

    __slots__ = ()

    if TYPE_CHECKING:  # the fields' types for this game (no new fields at run time)
        # pyright forbids narrowing a named tuple's field in a subclass; mypy allows it,
        # and nothing changes at run time
        rest: Stage  # pyright: ignore[reportIncompatibleVariableOverride]
        player: Actor  # pyright: ignore[reportIncompatibleVariableOverride]
        legal: Sequence[Action]  # pyright: ignore[reportIncompatibleVariableOverride]
        events: tuple[Event, ...]  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def context(self) -> Context:
        """What changes only from one deal to the next."""
        return self.rest.context

    @property
    def rules(self) -> Rules:
        """The rules of the game."""
        return self.rest.context.rules

    @property
    def phase(self) -> Phase:
        """The phase, or ``OVER``."""
        return self.rest.phase

    @property
    def actor(self) -> Actor:
        """Who acts next, as ``game.to_move``."""
        return self.player

    @property
    def dealer(self) -> Seat:
        """The current (or next) deal's dealer."""
        return self.rest.context.dealer

    @property
    def first_dealer(self) -> Seat:
        """The dealer of the game's first deal."""
        return self.rest.context.first_dealer

    @property
    def deal_number(self) -> int:
        """The current (or next) deal's number, from 1."""
        return self.rest.context.deal_number

    @property
    def points(self) -> tuple[int, ...]:
        """Each unit's points before the current deal (once over: the final figures)."""
        return self.rest.context.points

    @property
    def results(self) -> tuple[DealResult, ...]:
        """The deals of this game so far, oldest first."""
        return self.rest.context.results

    @property
    def trump(self) -> Suit | None:
        """The current (or next) deal's trump, ``None`` for no trump."""
        return self.rest.kernel.trump

    @property
    def decisions(self) -> tuple[tuple[Seat, bool], ...]:
        """The current deal's exchange decisions so far, as (seat, exchanged)."""
        return self.rest.decisions

    @property
    def dealt(self) -> tuple[int, ...]:
        """The current deal's dealt piles as masks: each seat's, then the stock's."""
        return self.rest.dealt

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards that seat ``seat`` holds, in canonical order (NINES-DEAL-4)."""
        return cards_of(self.hand_mask(seat))

    def stock(self) -> tuple[Card, ...]:
        """The stock's cards in canonical order (3 players; empty in partnership)."""
        return cards_of(self.hand_mask(STOCK)) if not self.rules.partnership else ()

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far in the current deal, per seat."""
        won = [0] * self.rules.players
        for trick in self.tricks:
            won[trick.winner] += 1
        return tuple(won)

    def __repr__(self) -> str:
        return (
            f"<nines State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} points={self.points} actor={self.actor!r}>"
        )
