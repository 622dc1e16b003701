"""Precomputed tables for one :class:`~.rules.Rules` value: the deck, the shared actions
and events, and the trick kernels of each trump (NAP-PLAY-5, NAP-JOKER-1..3). Built once
per rules value and shared by every state."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any, Final

from ..cards import JOKER, RANKS, Card, Suit, make_card
from ..tricks import HAND_SHIFT, PlayTable, TrickKernel, TrickRules, trick_won_events
from ..units import Chips, left_seats, seat_range
from .actions import Bid, Play
from .events import CardPlayed, DealerNamed
from .rules import Rules, contracts
from .values import Contract

__all__ = ["NO_TRUMP", "PLAYS", "TRICKS", "Tables", "tables_for"]

PLAYS: PlayTable[Play] = PlayTable(Play)
"""The :class:`Play` actions of a hand mask, one shared action per card, so that legal
actions allocate nothing. Filled for a deck when its tables are built."""

TRICKS: Final = 5
"""NAP-OVR-1: five cards each, five tricks a deal."""

NO_TRUMP: Final = 4
"""The index of misère's kernel (no trump suit) in :attr:`Tables.trump_kernels`."""

_LOWEST_RANK = {52: "2", 40: "5", 36: "6", 28: "8"}  # NAP-COMP-2, NAP-AMB-5


class Tables:
    """What the engine looks up instead of recomputing, for one rules value. Built once
    per rules value by :func:`tables_for` and compared by identity."""

    __slots__ = (
        "audience",
        "bids",
        "contracts",
        "dealer_named",
        "dealing",
        "dealt",
        "deck",
        "deck_bits",
        "deck_mask",
        "joker_bits",
        "joker_leads",
        "kernels",
        "left",
        "legal_bids",
        "no_chips",
        "pass_",
        "played",
        "players",
        "rules",
        "seats",
        "trick_won",
        "trump_kernels",
    )

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.players = n
        #: Every seat, in order.
        self.seats = seat_range(n)
        #: ``left[seat]``: the seat to its left (clockwise, NAP-BID-1, NAP-DEAL-1).
        self.left = left_seats(n)
        #: No chip change for any seat (a thrown-in deal, NAP-SCORE-5).
        self.no_chips = (Chips(0),) * n
        low = RANKS.index(_LOWEST_RANK[rules.deck_size])
        ace = RANKS.index("A")
        # NAP-DEAL-4: ascending card code is the canonical order, C D H S, 2 up to A, JK
        deck = [
            make_card(s, r)
            for s in range(4)
            for r in range(low, ace + 1)
            if RANKS[r] not in ("11", "12")
        ]
        if rules.joker:
            deck.append(JOKER)
        #: The deck (NAP-COMP-2/3) in canonical order.
        self.deck: tuple[Card, ...] = tuple(deck)
        self.deck_bits = tuple(1 << c for c in deck)
        self.deck_mask = sum(self.deck_bits)
        #: NAP-BID-4: the contracts that exist under the rules, weakest first.
        self.contracts = contracts(rules)
        self.bids = {c: Bid(c) for c in Contract}
        self.pass_ = Bid(None)
        #: ``legal_bids[strongest]``: the legal bids after the strongest bid so far
        #: (``None``: none yet), NAP-BID-5..8 and NAP-BID-12. As bids only rise, the
        #: strongest decides: wellington follows exactly a nap, blucher a wellington.
        self.legal_bids = {
            top: (self.pass_, *(self.bids[c] for c in self.contracts if _outbids(c, top)))
            for top in (None, *Contract)
        }
        #: ``dealing[dealer][seat]``: picks a seat's cards from a deck order (NAP-DEAL-7..9).
        self.dealing = tuple(_dealing(rules, dealer) for dealer in range(n))
        #: How many cards are dealt to the seats; the rest stay undealt.
        self.dealt = 5 * n
        #: The joker's bit in every seat's hand, packed as a state's hands.
        self.joker_bits = sum(1 << JOKER + HAND_SHIFT * s for s in self.seats)
        #: ``joker_leads[suit number]``: the action ``play JK <suit>``.
        self.joker_leads = tuple(Play(JOKER, s) for s in Suit)
        #: ``played[seat][card]``: the event of a plain play.
        self.played = tuple({c: (CardPlayed(s, c),) for c in deck} for s in self.seats)
        #: ``trick_won[number][winner]``: the event of trick ``number`` (from 1) won.
        self.trick_won = trick_won_events(self.seats, TRICKS)
        self.audience = tuple(frozenset({s}) for s in self.seats)
        self.dealer_named = tuple(DealerNamed(s) for s in self.seats)
        #: ``kernels[trump]``: the trick play with trump suit ``trump``, or, for ``None``,
        #: misère's (no trump suit; the joker the only trump, NAP-JOKER-1).
        self.kernels: dict[Suit | None, TrickKernel[Play]] = {
            t: TrickKernel(_trick_rules(rules, self.deck, t), n, PLAYS) for t in (*Suit, None)
        }
        #: The same kernels by the trump's number, misère's last: the hot path looks one
        #: up as ``trump_kernels[NO_TRUMP if trump is None else trump._value_]``, since
        #: hashing a ``Suit`` (for ``kernels``) is a Python call and an int index is not.
        self.trump_kernels = (*(self.kernels[s] for s in Suit), self.kernels[None])

    def __repr__(self) -> str:
        return f"<Tables of {self.rules!r}>"

    def __reduce__(self) -> tuple[Any, tuple[Rules]]:
        # Pickled and copied as a reference: the one Tables of equal rules, so that
        # states that reference them stay equal through pickle and copy.deepcopy.
        return (tables_for, (self.rules,))


def _outbids(contract: Contract, top: Contract | None) -> bool:
    """NAP-BID-5..8: whether ``contract`` may be bid when ``top`` is the strongest bid."""
    if top is not None and contract.strength <= top.strength:
        return False
    if contract is Contract.WELLINGTON:
        return top is Contract.NAP
    if contract is Contract.BLUCHER:
        return top is Contract.WELLINGTON
    return True


def _dealing(rules: Rules, dealer: int) -> tuple[Callable[[Sequence[int]], tuple[int, ...]], ...]:
    """NAP-DEAL-7..9, NAP-AMB-15: for each seat, the positions in the deck order of the
    cards it gets: packets (1 five times, 3 then 2, or 2 then 3) to each seat in turn
    from the dealer's left."""
    n = rules.players
    packets = {"singles": (1,) * 5, "3-2": (3, 2), "2-3": (2, 3)}[rules.deal_pattern]
    positions: list[list[int]] = [[] for _ in range(n)]
    k = 0
    for size in packets:
        for i in range(n):
            positions[(dealer + 1 + i) % n] += range(k, k + size)
            k += size
    return tuple(itemgetter(*p) for p in positions)


def _trick_rules(rules: Rules, deck: tuple[Card, ...], suit: Suit | None) -> TrickRules:
    """NAP-PLAY-4/5 and NAP-JOKER-1..3/6/7: the joker beats every card; in a trump
    contract it follows as a trump under ``joker_follows_trumps``, else (and always in
    misère) it has no suit for following."""
    trump = None if suit is None else suit.value
    if not rules.joker:
        return TrickRules.no_trump(deck) if trump is None else TrickRules.suit_trump(deck, trump)
    follows = trump if trump is not None and rules.joker_follows_trumps else None
    return TrickRules.top_card(deck, JOKER, trump=trump, follows_as=follows)


@functools.cache
def tables_for(rules: Rules) -> Tables:
    """The tables of ``rules`` (cached: rules values are hashable and few)."""
    return Tables(rules)
