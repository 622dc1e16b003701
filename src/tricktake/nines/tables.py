"""Precomputed tables for one :class:`~.rules.Rules` value: the pack, the shared play
actions, the trick kernels of each trump (NINES-PLAY-3..5), the exchange orders
(NINES-EXCH-1) and the shared events. Built once per rules value and shared by every
state."""

from __future__ import annotations

import functools
from typing import Any, Final, NamedTuple

from ..cards import Card, Suit, make_card
from ..game import Event
from ..tricks import PlayTable, TrickKernel, TrickRules, trick_won_events
from ..units import left_seats, seat_range
from .actions import Play
from .events import CardPlayed, DealerNamed, Dealt
from .rules import ExchangeOrder, Rules

__all__ = ["PACK", "PLAYS", "TRICKS", "TRUMPS", "Kernel", "Tables", "tables_for"]

TRICKS: Final = 13
"""13 cards each: 13 tricks a deal (NINES-DEAL-5)."""

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


class Kernel(NamedTuple):
    """A deal's trick play for its trump, and the events of a play (internal)."""

    trick_kernel: TrickKernel[Play]
    played: tuple[tuple[tuple[Event, ...], ...], ...]
    trump: Suit | None

    def __reduce__(self) -> tuple[Any, tuple[int, Suit | None]]:
        # Pickled and copied as a reference to the one kernel of its seats and trump,
        # so that states stay equal through pickle and copy.deepcopy.
        return (_kernel, (self.trick_kernel.hands, self.trump))

    def __repr__(self) -> str:
        trump = "none" if self.trump is None else str(self.trump)
        return f"<nines Kernel trump={trump} hands={self.trick_kernel.hands}>"


class Tables:
    """What the engine looks up instead of recomputing, for one rules value (internal)."""

    __slots__ = (
        "dealer_named",
        "dealt",
        "deck_bits",
        "kernels",
        "left",
        "orders",
        "rules",
        "seats",
        "trick_won",
    )

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.deck_bits = tuple(1 << c for c in PACK)
        #: Every seat, in order.
        self.seats = seats = seat_range(n)
        self.kernels = {entry: _kernel(n, trump) for entry, trump in TRUMPS.items()}
        #: ``trick_won[number][winner]``: the event of trick ``number`` (from 1) won.
        self.trick_won = trick_won_events(seats, TRICKS)
        self.dealt = Dealt(n, not rules.partnership)
        #: ``dealer_named[s]``: the event of a deal that ``s`` deals.
        self.dealer_named = tuple(DealerNamed(s) for s in seats)
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
    # by card code: the events of each card of the pack (no other code is ever played)
    cards = set(PACK)
    played = tuple(
        tuple((CardPlayed(s, Card(c)),) if c in cards else () for c in range(64))
        for s in seat_range(n)
    )
    return Kernel(TrickKernel(trick_rules, n, PLAYS), played, trump)
