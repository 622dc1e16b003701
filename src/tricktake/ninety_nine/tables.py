"""Precomputed tables for one :class:`~.rules.Rules` value: the pack, seat orders and
the trick kernels of each mode. Built once per rules value and shared by every state."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, NamedTuple

from .. import tricks
from ..cards import ALL_CARDS, JOKER, RANKS, Card, cards_of, make_card, suit_of
from . import scoring
from .actions import Call, Play
from .events import (
    BidMade,
    Called,
    CardPlayed,
    Dealt,
    ModeFixed,
    PremiumHeld,
    TrickWon,
)
from .rules import PremiumFirst, PremiumKind, Rules
from .state import Auction, Kernel, Mode

__all__ = ["PLAYS", "CallOptions", "Tables", "tables_for"]

_PACK_RANKS = {
    24: ("9", "10", "J", "Q", "K", "A"),
    36: ("6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    52: ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    60: RANKS,
}
"""N99-COMP-1..4. Rank numbers already run low to high as N99-COMP-6 orders them."""

_TRUMP_SUIT = {Mode.CLUBS: 0, Mode.DIAMONDS: 1, Mode.HEARTS: 2, Mode.SPADES: 3}
_CODES = JOKER + 1

PLAYS: dict[Card, Play] = {c: Play(c) for c in cards_of(ALL_CARDS)}
"""One shared :class:`Play` action per card code, so that legal actions allocate nothing."""

PLAY_CHUNKS: tuple[list[tuple[Play, ...]], ...] = tuple([()] * (1 << 15) for _ in range(4))
"""``PLAY_CHUNKS[suit][chunk]``: the plays of the cards whose bits, shifted down by
``16 * suit``, are ``chunk``. A hand mask's plays are the concatenation of its four
chunks' plays. Filled for a pack's ranks when its tables are built (the joker, bit 64,
is never in a hand mask)."""


CARD_CHUNKS: tuple[list[tuple[Card, ...]], ...] = tuple([()] * (1 << 15) for _ in range(4))
"""``CARD_CHUNKS[suit][chunk]``: as :data:`PLAY_CHUNKS`, the cards themselves (a cache
of :func:`~tricktake.cards.cards_of` by chunk)."""


def _fill_play_chunks(ranks: int) -> None:
    """Fill :data:`PLAY_CHUNKS` for every subset of the rank bits ``ranks``."""
    if PLAY_CHUNKS[0][ranks]:
        return
    for suit in range(4):
        subset = ranks
        while subset:
            cards = cards_of(subset << 16 * suit)
            CARD_CHUNKS[suit][subset] = cards
            PLAY_CHUNKS[suit][subset] = tuple(PLAYS[c] for c in cards)
            subset = (subset - 1) & ranks


PASS = Call(None)
CALLS = {kind: Call(kind) for kind in PremiumKind}


class CallOptions(NamedTuple):
    """The premium calls allowed: in the main round above each standing rank, in the
    upgrade step to match each kind."""

    above: Mapping[int, tuple[Call, ...]]
    match: Mapping[int, tuple[Call, ...]]
    top_rank: int


class Tables:
    """What the engine looks up instead of recomputing, for one rules value.

    Built once per rules value by :func:`tables_for` and compared by identity.
    """

    __slots__ = (
        "auctions",
        "audience",
        "bid_cards",
        "bid_made",
        "called",
        "calls",
        "dealt",
        "deck",
        "deck_bits",
        "hand_size",
        "hands",
        "held",
        "kernels",
        "mode_fixed",
        "no_bids",
        "orders",
        "pack_mask",
        "played",
        "players",
        "rules",
        "success",
        "trick_won",
        "tricks",
        "turnup_size",
    )

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.players = n
        self.hands = rules.hands
        self.hand_size = rules.hand_size
        self.bid_cards = rules.bid_cards
        self.tricks = rules.tricks
        self.turnup_size = rules.turnup_size
        self.deck = _deck(rules)
        #: ``deck_bits[i]``: the bit of card ``deck[i]`` in a mask.
        self.deck_bits = tuple(1 << c for c in self.deck)
        self.pack_mask = sum(self.deck_bits)
        _fill_play_chunks(self.pack_mask & 0xFFFF)
        #: ``orders[leader]``: the hands in play order for a trick led by ``leader``.
        self.orders = tuple(tuple((lead + i) % n for i in range(n)) for lead in range(n))
        self.calls = _call_options(rules)
        #: ``played[hand][card]``: the events of a play that does not end a trick.
        self.played = tuple(
            tuple((CardPlayed(x, Card(c)),) for c in range(_CODES)) for x in range(rules.hands)
        )
        #: ``trick_won[number][winner]``: the event of trick ``number`` (from 1) won.
        self.trick_won = tuple(
            tuple(TrickWon(t, x) for x in range(rules.hands)) for t in range(rules.tricks + 1)
        )
        self.audience = tuple(frozenset({s}) for s in range(n))
        self.no_bids = (0,) * rules.hands
        sizes = (rules.hand_size,) * rules.hands
        #: ``dealt[dealer]``: the public event of a deal (no turn-up: see ``Dealt``).
        self.dealt = tuple(Dealt(d, sizes) for d in range(n))
        self.bid_made = tuple((BidMade(s),) for s in range(n))
        #: ``held[seat][rank]``: the event of a premium of that rank held by ``seat``.
        self.held = tuple(
            {k.rank: (PremiumHeld(s, k.value),) for k in PremiumKind} for s in range(n)
        )
        #: ``called[seat][rank]``: the events of a call of that rank (0 for pass).
        self.called = tuple(
            {0: (Called(s, PASS),), **{k.rank: (Called(s, c),) for k, c in CALLS.items()}}
            for s in range(n)
        )
        first = 0 if rules.premium_first is PremiumFirst.DEALER else 1
        #: ``auctions[dealer]``: the auction before the first call: the speaking order (N99-PREM-2).
        self.auctions = tuple(
            Auction(queue=tuple((dealer + first + i) % n for i in range(n))) for dealer in range(n)
        )
        self.mode_fixed = {mode: ModeFixed(mode.value) for mode in Mode}
        #: ``success[v]``: the success set of bid value ``v`` (N99-BID-5).
        self.success = tuple(
            scoring.success_set(v, rules.tricks, rules.bid_cards)
            for v in range(3 * rules.bid_cards + 1)
        )
        modes = (Mode.CLUBS, Mode.HEARTS, Mode.SPADES, Mode.DIAMONDS, Mode.NO_TRUMP)
        self.kernels = {mode: _kernel(self, mode) for mode in modes}

    def __repr__(self) -> str:
        return f"<Tables of {self.rules!r}>"

    def __reduce__(self) -> tuple[Any, tuple[Rules]]:
        # Pickled and copied as a reference: the one Tables of equal rules, so that
        # states that reference them stay equal through pickle and copy.deepcopy.
        return (tables_for, (self.rules,))


def _deck(rules: Rules) -> tuple[Card, ...]:
    ranks = [RANKS.index(r) for r in _PACK_RANKS[rules.pack]]
    cards = [make_card(s, r) for s in range(4) for r in ranks]
    if rules.joker:
        cards.append(JOKER)
    return tuple(cards)


def _kernel(tables: Tables, mode: Mode) -> Kernel:
    """The trick tables of a suit-trump or no-trump deal (N99-WIN-1/2)."""
    play_suit: list[int | None] = [None] * _CODES
    for card in tables.deck:
        play_suit[card] = suit_of(card)
    order = [c & 15 for c in range(_CODES)]
    trump = _TRUMP_SUIT.get(mode)
    power = tricks.trump_power(play_suit, order, [trump] * 4)
    return Kernel(
        tuple(tricks.follow_table(play_suit)),
        tuple(tuple(t) for t in power),
        tuple(play_suit),
        tables,
        tables.played,
    )


def _call_options(rules: Rules) -> CallOptions:
    kinds = sorted(rules.premium_kinds, key=lambda k: k.rank)
    above = {rank: (PASS, *(CALLS[k] for k in kinds if k.rank > rank)) for rank in range(4)}
    match = {kind.rank: (PASS, CALLS[kind]) for kind in kinds}
    return CallOptions(above, match, max((k.rank for k in kinds), default=0))


@functools.cache
def tables_for(rules: Rules) -> Tables:
    """The tables of ``rules`` (cached: rules values are hashable and few)."""
    return Tables(rules)
