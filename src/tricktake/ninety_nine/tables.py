"""Precomputed tables for one :class:`~.rules.Rules` value: the pack, event tables and
the trick kernels of each mode. Built once per rules value and shared by every state."""

import functools
from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple, TypeVar

from ..cards import ALL_CARDS, JOKER, RANKS, Card, make_card
from ..game import Event
from ..tricks import PlayTable, TrickKernel, TrickRules, TrickState, trick_won_events
from ..units import Seat, clockwise, left_seats, seat_range
from . import scoring
from .actions import CARDS, TRUMPS, Call, Lead, Play, Trump
from .events import (
    BidMade,
    Called,
    CardPlayed,
    Dealt,
    ModeFixed,
    PremiumHeld,
    TrickWon,
)
from .rules import PremiumFirst, PremiumKind, Rules, TrumpRule
from .values import Auction, Mode

__all__ = [
    "DUMMY",
    "PLAYS",
    "CallOptions",
    "DummyKernel",
    "Kernel",
    "Tables",
    "controller",
    "kernel_for",
    "tables_for",
]

S = TypeVar("S", bound=TrickState)

_PACK_RANKS = {
    24: ("9", "10", "J", "Q", "K", "A"),
    36: ("6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    52: ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    60: RANKS,
}
"""N99-COMP-1..4. Rank numbers already run low to high as N99-COMP-6 orders them."""

_TRUMP_SUIT = {Mode.CLUBS: 0, Mode.DIAMONDS: 1, Mode.HEARTS: 2, Mode.SPADES: 3}
_NINES_ORDER = (0, 2, 3, 1)  # N99-CARD-4: C > H > S > D, by suit number
_SUIT_ORDER = _NINES_ORDER  # N99-WIN-4/5: C > H > S > D
_RONDO = (1, 3, 0, 2)  # N99-WIN-3 by led suit number: C makes D, D S, H C, S H trump
_CODES = JOKER + 1
DUMMY: Final = Seat(2)
"""The dummy's hand number (N99-DUMMY-1): a :class:`~tricktake.units.Seat` of the trick
play, as the shared trick play numbers hands, though no player sits there."""
# N99-DUMMY-3/4: the play order of a trick led by seat 0, seat 1 (and, until its trick
# sets one, the dummy)
_LIVE_ORDERS = ((Seat(0), Seat(1), DUMMY), (Seat(1), Seat(0), DUMMY), (DUMMY, Seat(1), Seat(0)))
# N99-DUMMY-5: a trick led by the dummy, by its controller: the dummy, the other seat,
# the controller
_DUMMY_LEADS = ((DUMMY, Seat(1), Seat(0)), (DUMMY, Seat(0), Seat(1)))

PLAYS: PlayTable[Play] = PlayTable(Play)
"""The legal :class:`Play` actions of a hand mask, one shared action per card, so that
legal actions allocate nothing. Filled for a pack when its tables are built."""


def controller(order: tuple[Seat, ...]) -> Seat:
    """The live seat that controls a dummy trick played in ``order``: its leader, or the
    seat that plays last when the dummy leads (N99-DUMMY-3..6, N99-INV-6)."""
    return order[2] if order[0] == DUMMY else order[0]


def _next_order(order: tuple[Seat, ...], winner: Seat) -> tuple[Seat, ...]:
    """The play order of the trick after one played in ``order`` and won by ``winner``:
    the winner's (N99-DUMMY-4), or the dummy's lead by the same controller (N99-DUMMY-5)."""
    return _DUMMY_LEADS[controller(order)] if winner == DUMMY else _LIVE_ORDERS[winner]


class DummyKernel(TrickKernel[Play]):
    """The trick play of two seats and the dummy (§5.3): the leader (the controller),
    the other seat, then the dummy; when the dummy wins, the dummy, the seat that is not
    the controller, then the controller (N99-DUMMY-3..5). The state's
    :attr:`~tricktake.tricks.TrickState.player` is the seat that acts: the controller
    when the dummy is due (N99-DUMMY-6)."""

    __slots__ = ()

    def __init__(self, rules: TrickRules, hands: int, plays: PlayTable[Play]) -> None:
        # a live seat's lead (N99-DUMMY-3/4); a dummy lead's order is set after its trick
        following: dict[tuple[Seat, ...], tuple[tuple[Seat, ...], ...]] = {
            order: tuple([_next_order(order, winner) for winner in seat_range(3)])
            for order in (*_LIVE_ORDERS, *_DUMMY_LEADS)
        }
        super().__init__(rules, hands, plays, orders=_LIVE_ORDERS, next_orders=following)

    def play(
        self,
        state: S,
        card: Card,
        events: tuple[Any, ...],
        led: int | None = None,
        winner: int | None = None,
        won: Sequence[Sequence[Any]] | None = None,
    ) -> S:
        order = state.order
        hand = order[len(state.trick)]
        if state.player != hand:  # the controller plays from the dummy's hand
            state = state._replace(player=hand)
        after = super().play(state, card, events, led, winner, won)
        if after.trick:  # the trick goes on: the next hand, or its controller, acts
            return after._replace(player=controller(order)) if after.player == DUMMY else after
        if after.player != DUMMY:  # N99-DUMMY-4: the winner leads and controls
            return after
        # N99-DUMMY-5: the dummy leads, the controller stays
        return after._replace(order=_next_order(order, DUMMY), player=controller(order))


class Kernel(NamedTuple):
    """A deal's trick play for its mode, and the tables of the events of a play:
    internal, shared by every state of the deal."""

    #: The shared trick play of the mode (:mod:`tricktake.tricks`).
    trick_kernel: TrickKernel[Play]
    #: ``played[hand][card]``: the events of a play that does not end a trick.
    played: tuple[tuple[tuple[Event, ...], ...], ...]
    #: ``trick_won[number][winner]``: the event of trick ``number`` (from 1) won.
    trick_won: tuple[tuple[TrickWon, ...], ...]
    #: ``T``, the tricks of a deal (N99-PLAY-1).
    tricks: int
    #: The rules, the mode and the stand-in that the kernel is of (they name it in a
    #: pickle).
    rules: Rules
    #: The deal's mode.
    mode: Mode
    #: The card the joker stands for (N99-CARD-1), or ``None`` without a joker in play.
    stands_for: Card | None = None
    #: Whether a play needs more than the shared trick play: a snap call (N99-PLAY-7),
    #: a dummy played by its controller (N99-DUMMY-6), or a revealed hand shown after
    #: the first card (N99-PREM-16).
    special: bool = False

    def __reduce__(self) -> tuple[Any, tuple[Rules, Mode, Card | None]]:
        # Pickled and copied as a reference: the one kernel of equal rules, mode and
        # stand-in, so that states stay equal through pickle and copy.deepcopy.
        return (kernel_for, (self.rules, self.mode, self.stands_for))


PASS = Call(None)
CALLS = {kind: Call(kind) for kind in PremiumKind}


class CallOptions(NamedTuple):
    """The premium calls allowed: in the main round above each standing rank, in the
    upgrade step to match each kind (with any number, in unbidden games)."""

    above: Mapping[int, tuple[Call, ...]]
    match: Mapping[int, tuple[Call, ...]]
    top_rank: int
    #: Whether declare and reveal carry a number of tricks (N99-UNB-2).
    numbered: bool = False


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
        "draw_mask",
        "draw_pack",
        "hand_size",
        "hands",
        "held",
        "kernels",
        "leads",
        "left",
        "live",
        "mode_fixed",
        "no_bids",
        "pack_mask",
        "played",
        "players",
        "rules",
        "seats",
        "success",
        "trick_won",
        "tricks",
        "trumps",
        "turnup_size",
    )

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.players = n
        self.hands = rules.hands
        #: Every hand, as seats of the trick play (the dummy's too).
        self.seats = seat_range(rules.hands)
        #: ``left[s]``: the live seat on seat ``s``'s left (N99-DEAL-6, N99-BID-1).
        self.left = left_seats(n)
        self.hand_size = rules.hand_size
        self.bid_cards = rules.bid_cards
        self.tricks = rules.tricks
        self.turnup_size = rules.turnup_size
        self.deck = _deck(rules)
        #: ``deck_bits[i]``: the bit of card ``deck[i]`` in a mask.
        self.deck_bits = tuple(1 << c for c in self.deck)
        self.pack_mask = sum(self.deck_bits)
        CARDS.fill(self.pack_mask)
        #: The draw pack of the trump card, pack 36 and the joker, under
        #: ``trump_rule='drawn_card'`` (N99-BGA-7, → N99-AMB-47); else empty.
        self.draw_pack = _DRAW_PACK if rules.trump_rule is TrumpRule.DRAWN_CARD else ()
        self.draw_mask = sum(1 << c for c in self.draw_pack)
        self.calls = _call_options(rules)
        #: ``played[hand][card]``: the events of a play that does not end a trick (by
        #: card code; a code that is no card has none, and is never played).
        self.played = tuple(
            tuple((CardPlayed(x, Card(c)),) if ALL_CARDS >> c & 1 else () for c in range(_CODES))
            for x in self.seats
        )
        #: ``trick_won[number][winner]``: the event of trick ``number`` (from 1) won.
        self.trick_won = trick_won_events(self.seats, rules.tricks)
        #: The live seats (the dummy's hand is not one).
        self.live = live = self.seats[:n]
        self.audience = tuple(frozenset({s}) for s in live)
        self.no_bids = (0,) * rules.hands
        sizes = (rules.hand_size,) * rules.hands
        #: ``dealt[dealer]``: the public event of a deal (no turn-up: see ``Dealt``).
        self.dealt = tuple(Dealt(d, sizes) for d in live)
        self.bid_made = tuple((BidMade(s),) for s in live)
        #: ``held[seat][rank]``: the event of a premium of that rank held by ``seat``.
        self.held = tuple({k.rank: (PremiumHeld(s, k.value),) for k in PremiumKind} for s in live)
        #: ``called[seat][rank]``: the events of a call of that rank (0 for pass).
        self.called = tuple(
            {0: (Called(s, PASS),), **{k.rank: (Called(s, c),) for k, c in CALLS.items()}}
            for s in live
        )
        first = 0 if rules.premium_first is PremiumFirst.DEALER else 1
        #: ``auctions[dealer]``: the auction before the first call: the speaking order (N99-PREM-2).
        self.auctions = tuple(Auction(queue=clockwise(dealer + first, n)) for dealer in range(n))
        self.mode_fixed = {mode: ModeFixed(mode.value) for mode in Mode}
        #: The legal actions of ``LEAD``: any live seat (N99-LEAD-2).
        self.leads = tuple(Lead(s) for s in live)
        #: The legal actions of ``TRUMP`` (N99-SPHX-2).
        self.trumps = tuple(Trump(t) for t in TRUMPS)
        #: ``success[v]``: the success set of bid value ``v`` (N99-BID-5).
        self.success = tuple(
            scoring.success_set(v, rules.tricks, rules.bid_cards)
            for v in range(3 * rules.bid_cards + 1)
        )
        modes: tuple[Mode, ...] = (
            Mode.CLUBS,
            Mode.HEARTS,
            Mode.SPADES,
            Mode.DIAMONDS,
            Mode.NO_TRUMP,
        )
        if rules.nine_trumps:  # N99-TRUMP-2
            modes = (*modes[:4], Mode.NINES)
        if rules.trump_rule is TrumpRule.NAUGHTY_NUN:  # N99-TRUMP-7
            modes += (Mode.RONDO, Mode.WHISTLE_AND_FLUTE, Mode.TOP_DOG, Mode.SNAP)
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


_DRAW_PACK = (*_deck(Rules()), JOKER)  # pack 36 (the defaults) and the joker


def _kernel(tables: Tables, mode: Mode, stands_for: Card | None = None) -> Kernel:
    """The trick play of a deal of ``mode`` (N99-WIN-1..7), the joker standing for
    ``stands_for`` if it is in play (N99-CARD-1). Snap plays as no trump; the engine
    decides a trick with snapped cards (N99-WIN-6)."""
    trump = _TRUMP_SUIT.get(mode)
    if mode is Mode.NINES:  # N99-CARD-3/4, N99-WIN-7: the nines, C9 > H9 > S9 > D9
        rules = TrickRules.rank_trump(tables.deck, RANKS.index("9"), _NINES_ORDER)
    elif mode is Mode.RONDO:
        rules = TrickRules.trump_by_led(tables.deck, _RONDO)
    elif mode is Mode.WHISTLE_AND_FLUTE:
        rules = TrickRules.highest_suit(tables.deck, _SUIT_ORDER)
    elif mode is Mode.TOP_DOG:
        rules = TrickRules.highest_rank(tables.deck, _SUIT_ORDER)
    elif trump is None:
        rules = TrickRules.no_trump(tables.deck)
    else:
        rules = TrickRules.suit_trump(tables.deck, trump)
    if stands_for is not None:
        rules = rules.standing_in(JOKER, stands_for)
    trick_kernel: TrickKernel[Play]
    if tables.rules.dummy:
        trick_kernel = DummyKernel(rules, tables.hands, PLAYS)
    else:  # N99-PLAY-3: without a dummy, every hand plays to a trick, clockwise
        trick_kernel = TrickKernel(rules, tables.hands, PLAYS)
    return Kernel(
        trick_kernel,
        tables.played,
        tables.trick_won,
        tables.tricks,
        tables.rules,
        mode,
        stands_for,
        mode is Mode.SNAP or tables.rules.dummy or tables.rules.reveal_hand_after_first_lead,
    )


def _call_options(rules: Rules) -> CallOptions:
    kinds = sorted(rules.premium_kinds, key=lambda k: k.rank)

    def calls(kind: PremiumKind) -> tuple[Call, ...]:
        if rules.unbidden and kind is not PremiumKind.OPEN:  # N99-UNB-2/3: 0 <= N <= T
            return tuple(Call(kind, n) for n in range(rules.tricks + 1))
        return (CALLS[kind],)

    above = {
        rank: (PASS, *(c for k in kinds if k.rank > rank for c in calls(k))) for rank in range(4)
    }
    match = {kind.rank: (PASS, *calls(kind)) for kind in kinds}
    return CallOptions(above, match, max((k.rank for k in kinds), default=0), rules.unbidden)


@functools.cache
def tables_for(rules: Rules) -> Tables:
    """The tables of ``rules`` (cached: rules values are hashable and few)."""
    return Tables(rules)


@functools.cache
def kernel_for(rules: Rules, mode: Mode, stands_for: Card | None = None) -> Kernel:
    """The kernel of ``rules`` for a deal of ``mode``, the joker standing for
    ``stands_for`` (a deal with a turn-up card and the joker in play, N99-CARD-1)."""
    tables = tables_for(rules)
    if stands_for is None:
        return tables.kernels[mode]
    return _kernel(tables, mode, stands_for)
