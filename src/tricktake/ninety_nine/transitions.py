"""Ninety-Nine's transitions, phase by phase (§3–§6): the functions behind
:meth:`~tricktake.ninety_nine.game.NinetyNine.apply`, and the pieces of them that the
fused playout (:mod:`.playout`) runs without building states. Internal."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..cards import (
    JOKER,
    RANKS,
    Card,
    Suit,
    card_text,
    cards_listed,
    cards_of,
    rank_of,
    require_dealt_once,
    suit_of,
)
from ..draws import random_order
from ..errors import IllegalActionError, illegal, waiting_for
from ..game import CHANCE, Actor, Event
from ..tricks import HAND_MASK as _HAND
from ..tricks import HAND_SHIFT, RANK_SUIT, Trick, count_won
from ..units import Seat
from . import scoring
from .actions import (
    Action,
    Bid,
    BidChoices,
    Call,
    Deal,
    Lead,
    Play,
    Trump,
    sort_cards,
)
from .events import (
    BidValuesShown,
    Called,
    CardPlayed,
    Dealt,
    Exposed,
    GameOver,
    LeaderNamed,
    TrumpCardDrawn,
    TrumpNamed,
)
from .rules import (
    FirstDealMode,
    PremiumAuction,
    PremiumKind,
    Rules,
    SnapTiebreak,
    TrumpRule,
)
from .scoring import bid_value
from .state import (
    Context,
    Stage,
    State,
    new_auction,
    new_bids_shown,
    new_context,
    new_deal_scored,
    new_hand_dealt,
    new_holder,
    new_result,
    new_stage,
    with_events,
    with_legal,
    with_stage,
)
from .tables import (
    DUMMY,
    PASS,
    CallOptions,
    Kernel,
    Tables,
    kernel_for,
)
from .values import Auction, Holder, Mode, Phase

__all__ = [
    "FIXED_BY_DEAL",
    "apply_bid",
    "apply_call",
    "apply_deal",
    "apply_lead",
    "apply_play",
    "apply_trump",
    "bad_play",
    "calls_of",
    "draw_trump",
    "drawn",
    "expected",
    "holders_of",
    "mode_of_deal",
    "naming_revealer",
    "next_auction",
    "no_trump",
    "score_deal",
    "shuffled",
    "special_play",
    "sphinx_mode",
    "trick_done",
    "turned_up",
    "waiting_for_deal",
]


_DEAL: Final = Phase.DEAL
_BID: Final = Phase.BID
_PREMIUM: Final = Phase.PREMIUM
_PLAY: Final = Phase.PLAY
_OVER: Final = Phase.OVER
_LEAD: Final = Phase.LEAD
_TRUMP: Final = Phase.TRUMP
_NO_AUCTION: Final = Auction()
_SNAP: Final = Mode.SNAP
# N99-TRUMP-3: the next deal's mode from the number of hands that succeeded.
_NEXT_MODE: Final = (Mode.DIAMONDS, Mode.SPADES, Mode.HEARTS, Mode.CLUBS)
_MODE_OF_SUIT = tuple(Mode(str(suit)) for suit in Suit)  # by suit number
# N99-TRUMP-7: the mode of each deal of a Naughty Nun game, by deals played before it.
_NUN = (
    Mode.DIAMONDS,
    Mode.SPADES,
    Mode.HEARTS,
    Mode.CLUBS,
    Mode.NO_TRUMP,  # "Nuns"; nines under nine_trumps (N99-TRUMP-2)
    Mode.RONDO,
    Mode.WHISTLE_AND_FLUTE,
    Mode.TOP_DOG,
    Mode.SNAP,
)


def shuffled(
    tables: Tables, dealer: Seat, rng: random.Random
) -> tuple[tuple[int, ...], int, int, int]:
    """A uniformly random deal by ``dealer`` (N99-DEAL-2..4) from a deck shuffled by
    ``rng``: the hands' masks by seat, the turn-up's, the dummy's and the dummy's bid."""
    bits = random_order(rng, tables.deck_bits)
    h = tables.hands
    n = tables.players
    dealt = h * tables.hand_size
    first = dealer + 1
    # N99-DEAL-2: one card at a time from the dealer's left, so the hand at position
    # p from there gets every h-th card from the p-th; N99-DEAL-3: the rest turn up.
    hands = tuple([sum(bits[(x - first) % n : dealt : h]) for x in range(n)])
    if h == n:
        return hands, sum(bits[dealt:]), 0, 0
    # N99-DEAL-4: the dummy receives last in each round; its last b cards are its bid
    dummy = bits[n:dealt:h]
    kept = tables.hand_size - tables.bid_cards
    return hands, sum(bits[dealt:]), sum(dummy[:kept]), sum(dummy[kept:])


def draw_trump(tables: Tables, rng: random.Random) -> Card | None:
    """The trump card of a deal under ``trump_rule='drawn_card'``, drawn from the draw
    pack by ``rng`` (N99-BGA-7/8), before the shuffle; ``None`` under any other rule."""
    pack = tables.draw_pack
    return pack[rng.randrange(len(pack))] if pack else None


# ---------------------------------------------------------------------- transitions
def waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    """The state that waits for the deal of a new deal (phase ``DEAL``); a mode that the
    deal fixes (the turn-up's) is unknown until then, and no kernel is used before it."""
    kernel = tables.kernels[context.mode or no_trump(context.rules)]
    stage = new_stage(context, tables, _DEAL, kernel, tables.no_bids, _NO_AUCTION, ())
    return State.waiting(0, (), CHANCE, (), events, stage)


def _in_deal(
    state: State,
    phase: Phase,
    bids: tuple[int, ...],
    auction: Auction,
    holders: tuple[Holder, ...],
    hands: int,
    actor: Actor,
    events: tuple[Event, ...],
) -> State:
    """``state`` with what changes in ``BID`` and ``PREMIUM`` replaced, no trick in play:
    in ``BID``, ``PREMIUM`` or before the first lead of ``PLAY`` (led by ``actor``)."""
    stage = state.rest
    tables = stage.tables
    kernel = stage.kernel
    stage = new_stage(stage.context, tables, phase, kernel, bids, auction, holders)
    if phase is _PLAY:
        return kernel.trick_kernel.start(State, hands, actor, events, stage)  # type: ignore[arg-type]
    legal: Sequence[Action]
    if phase is _BID:
        legal = BidChoices(hands >> HAND_SHIFT * actor & _HAND, tables.bid_cards)  # type: ignore[operator]
    elif phase is _LEAD:
        legal = tables.leads
    elif phase is _TRUMP:
        legal = tables.trumps
    else:
        legal = calls_of(auction, tables.calls, actor)  # type: ignore[arg-type]
    return State.waiting(hands, (), actor, legal, events, stage)  # no trick in play


def apply_deal(state: State, deal: Deal) -> State:
    """N99-DEAL-10, then ``BID`` (N99-BID-1)."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    tables = stage.tables
    size = tables.hand_size
    if len(deal.hands) != tables.players:
        raise illegal(deal, f"expected piles for {tables.players} seats")
    if deal.turnup.bit_count() != tables.turnup_size:
        raise illegal(deal, f"expected {tables.turnup_size} turn-up cards")
    b = rules.bid_cards
    if rules.dummy and (deal.dummy.bit_count() != size - b or deal.dummy_bid.bit_count() != b):
        raise illegal(deal, f"the dummy must get {size - b} cards and {b} bid cards (N99-DEAL-10)")
    if not rules.dummy and (deal.dummy or deal.dummy_bid):
        raise illegal(deal, "expected no dummy piles: this game has no dummy")
    card = deal.trump_card
    if card is not None or tables.draw_mask:  # N99-BGA-8: the drawn card, no pile
        if card is None or not tables.draw_mask >> card & 1:
            raise illegal(deal, _TRUMP_CARD[card is not None, bool(tables.draw_mask)])
        context, kernel = drawn(context, card)
        stage = stage._replace(context=context, kernel=kernel)
        state = with_stage(state, stage)
    every = deal.turnup | deal.dummy | deal.dummy_bid
    hands = deal.dummy << HAND_SHIFT * DUMMY  # N99-DUMMY-1: the dummy is hand 2
    bids = stage.bids[:DUMMY] + (deal.dummy_bid,) if rules.dummy else stage.bids  # N99-BID-7
    for seat, mask in enumerate(deal.hands):
        if mask.bit_count() != size:
            raise illegal(deal, f"seat {seat} must get {size} cards, not {mask.bit_count()}")
        every |= mask
        hands |= mask << HAND_SHIFT * seat
    require_dealt_once(deal, every, every.bit_count(), tables.pack_mask, "pack", sort_cards)
    dealt = tables.dealt[context.dealer]
    if deal.turnup:  # N99-TRUMP-4: the turn-up fixes the mode; N99-CARD-1: the joker
        context, kernel = turned_up(context, deal.turnup)
        dealt = Dealt(context.dealer, dealt.sizes, sort_cards(deal.turnup))
        stage = stage._replace(context=context, kernel=kernel)
        state = with_stage(state, stage)
    events: tuple[Event, ...] = (
        dealt,
        *(() if card is None else (TrumpCardDrawn(card),)),
        *[
            new_hand_dealt(s, m, tables.audience[s])
            for s, m in zip(tables.live, deal.hands, strict=True)
        ],
    )
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-1: PREMIUM first
        if rules.premium_kinds:
            auction = tables.auctions[context.dealer]  # N99-PREM-2
            return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
        return _sphinx_bids(state, _NO_AUCTION, (), hands, events, bids=bids)
    assert context.mode is not None
    events += (tables.mode_fixed[context.mode],)
    if rules.unbidden:  # N99-UNB-1/2: no BID; PREMIUM straight after the deal
        if rules.premium_kinds:
            auction = tables.auctions[context.dealer]  # N99-PREM-2
            return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
        return _start_play(state, bids, hands, _NO_AUCTION, events)  # N99-PHASE-3
    first = tables.left[context.dealer]  # N99-BID-1
    return _in_deal(state, _BID, bids, _NO_AUCTION, (), hands, first, events)


_TRUMP_CARD = {  # (a trumpcard given, the rules draw one): what was wrong
    (False, True): "expected trumpcard=<card>, the drawn trump card (N99-BGA-8)",
    (True, True): "expected a trumpcard of the 36-card pack (A to 6) or JK (N99-BGA-7/8)",
    (True, False): "expected no trumpcard: only trump_rule='drawn_card' draws one (N99-BGA-8)",
}


def _sphinx_bids(
    state: State,
    auction: Auction,
    holders: tuple[Holder, ...],
    hands: int,
    events: tuple[Event, ...],
    trump: Trump | None = None,
    bids: tuple[int, ...] | None = None,
) -> State:
    """Sphinx after ``PREMIUM`` (and ``TRUMP``): the deal's mode is fixed by
    :func:`sphinx_mode`; then ``BID`` (N99-SPHX-4)."""
    stage = state.rest
    context, kernel = sphinx_mode(stage.context, stage.tables, trump)
    stage = stage._replace(context=context, kernel=kernel)
    state = with_stage(state, stage)
    events += (stage.tables.mode_fixed[kernel.mode],)
    first = stage.tables.left[context.dealer]  # N99-BID-1
    bids = stage.bids if bids is None else bids
    return _in_deal(state, _BID, bids, auction, holders, hands, first, events)


def apply_trump(state: State, trump: Trump) -> State:
    """N99-SPHX-2: the holder names the trump suit or no trump (nines under
    ``nine_trumps``, N99-TRUMP-2)."""
    if trump not in state.legal:
        raise illegal(trump, "the holder names C, H, S, D or NT")
    stage = state.rest
    holder: Seat = state.player  # type: ignore[assignment]
    events: tuple[Event, ...] = (TrumpNamed(holder, trump.trump),)
    return _sphinx_bids(state, stage.auction, stage.holders, state.hands, events, trump)


def sphinx_mode(context: Context, tables: Tables, trump: Trump | None) -> tuple[Context, Kernel]:
    """The deal's context and kernel once a Sphinx deal's mode is fixed: the mode that the
    holder's ``trump`` names (N99-SPHX-2; ``NT`` is nines under ``nine_trumps``,
    N99-TRUMP-2), or without a holder (``None``) the previous deal's mode, no trump in a
    game's first deal (N99-SPHX-3, N99-TRUMP-8)."""
    rules = context.rules
    if trump is None:
        mode = context.results[-1].mode if context.results else no_trump(rules)
    else:
        suit = trump.trump
        mode = no_trump(rules) if suit is None else _MODE_OF_SUIT[suit.value]
    return context._replace(mode=mode), tables.kernels[mode]


def mode_of_deal(rules: Rules, deals_played: int) -> Mode | None:
    """The mode of a game's deal after ``deals_played`` deals, where the rules fix it
    before the deal: Naughty Nun's schedule (N99-TRUMP-7); or of a game's first deal no
    trump, or diamonds under ``first_deal_mode='D'`` (N99-TRUMP-3, N99-BGA-6); ``None``
    where the deal fixes it (N99-TRUMP-4/5, N99-BGA-7)."""
    if rules.trump_rule in FIXED_BY_DEAL:
        return None  # N99-TRUMP-8: the turn-up, the Sphinx holder or the drawn card fixes it
    if rules.trump_rule is TrumpRule.NAUGHTY_NUN:
        mode = _NUN[deals_played]
        return no_trump(rules) if mode is Mode.NO_TRUMP else mode  # N99-TRUMP-2
    if not deals_played and rules.first_deal_mode is FirstDealMode.DIAMONDS:
        return Mode.DIAMONDS  # N99-BGA-6
    return no_trump(rules)


FIXED_BY_DEAL = (TrumpRule.TURNUP, TrumpRule.PREMIUM_CHOICE, TrumpRule.DRAWN_CARD)
"""The trump rules under which each deal fixes its mode (the turn-up, the Sphinx holder's
call, the drawn card), rather than the rules before the deal."""


def no_trump(rules: Rules) -> Mode:
    """No trump, or nines where ``nine_trumps`` turns every no trump into nines
    (N99-TRUMP-2)."""
    return Mode.NINES if rules.nine_trumps else Mode.NO_TRUMP


def turned_up(context: Context, turnup: int) -> tuple[Context, Kernel]:
    """The deal's context and kernel once ``turnup`` is turned: the suit of the turn-up
    (N99-TRUMP-4), or of the higher of two, on equal ranks the higher suit C > H > S > D
    (N99-TRUMP-5), is trump; but no trump for the joker or, with
    ``turned_nine_no_trump``, a 9. A joker in play stands for the turn-up (N99-CARD-1/2)."""
    rules = context.rules
    suit_order = scoring.SUIT_VALUE  # C 3, H 2, S 1, D 0: the order of N99-TRUMP-5 too
    turned = cards_of(turnup)  # one card, the joker perhaps; two only without a joker
    card = (
        max(turned, key=lambda c: (rank_of(c), suit_order[suit_of(c)])) if turned[1:] else turned[0]
    )
    mode = _mode_of_card(rules, card)
    stands_for = card if rules.joker and card != JOKER else None
    kernel = kernel_for(rules, mode, stands_for)
    return context._replace(mode=mode, turnup=turnup), kernel


def drawn(context: Context, card: Card) -> tuple[Context, Kernel]:
    """The deal's context and kernel once its trump card ``card`` is drawn
    (N99-BGA-7): the card's suit is trump, no trump for the joker or, with
    ``turned_nine_no_trump``, a 9, as for a turn-up; no card stands for it."""
    rules = context.rules
    mode = _mode_of_card(rules, card)
    return context._replace(mode=mode, trump_card=card), kernel_for(rules, mode)


_NINE = RANKS.index("9")


def _mode_of_card(rules: Rules, card: Card) -> Mode:
    """The mode that a turned-up or drawn ``card`` makes: its suit, but no trump (or
    nines, N99-TRUMP-2) for the joker or, with ``turned_nine_no_trump``, a 9
    (N99-TRUMP-4/5, N99-BGA-7)."""
    if card == JOKER or (rank_of(card) == _NINE and rules.turned_nine_no_trump):
        return no_trump(rules)
    return _MODE_OF_SUIT[suit_of(card)]


def apply_bid(state: State, bid: Bid) -> State:
    """N99-BID-1..3 and N99-BID-8."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    seat: Seat = state.player  # type: ignore[assignment]
    shift = HAND_SHIFT * seat
    every = state.hands
    held = every >> shift & _HAND
    mask = bid.mask
    if mask & ~held or mask.bit_count() != rules.bid_cards:
        raise illegal(
            bid,
            f"seat {seat} must set aside {rules.bid_cards} cards of its hand "
            f"(holds {cards_listed(held, sort_cards)})",
        )
    bids = stage.bids[:seat] + (mask,) + stage.bids[seat + 1 :]
    hands = every ^ mask << shift
    tables = stage.tables
    events = tables.bid_made[seat]
    nxt = tables.left[seat]
    if nxt != tables.left[context.dealer]:  # (a Sphinx auction and holders stay)
        return _in_deal(state, _BID, bids, stage.auction, stage.holders, hands, nxt, events)
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-4: exposure after BID
        return _start_play(state, bids, hands, stage.auction, events)
    if rules.premium_kinds:  # N99-PHASE-2: no kinds, no PREMIUM
        auction = tables.auctions[context.dealer]  # N99-PREM-2
        return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
    return _start_play(state, bids, hands, _NO_AUCTION, events)


def calls_of(auction: Auction, options: CallOptions, seat: Seat) -> tuple[Call, ...]:
    """N99-PREM-6 in the main round, N99-PREM-9 in the upgrade step: there, in unbidden
    games, a seat whose earlier call had a number matches a reveal with that number
    (N99-UNB-4)."""
    standing = auction.standing
    if auction.upgrade:
        assert standing is not None
        if options.numbered and standing.kind is PremiumKind.REVEAL:
            earlier = [c.number for s, c in auction.calls if s == seat and c.number is not None]
            if earlier:
                return (PASS, Call(PremiumKind.REVEAL, earlier[-1]))
        return options.match[standing.kind.rank]
    return options.above[standing.kind.rank if standing else 0]


def apply_call(state: State, call: Call) -> State:
    """One premium call (N99-PREM-4): of the sequential procedure, the free offers or
    the multiple procedure."""
    legal = state.legal
    if call not in legal:
        shown = ", ".join(repr(str(c)) for c in legal)
        raise illegal(call, f"seat {state.actor} may call {shown}")
    seat: Seat = state.player  # type: ignore[assignment]
    stage = state.rest
    rules = stage.context.rules
    tables = stage.tables
    if call.number is None:
        events: tuple[Event, ...] = tables.called[seat][0 if call.kind is None else call.kind.rank]
    else:  # N99-UNB-3: the number is public
        events = (Called(seat, call),)
    auction = next_auction(stage.context, tables, stage.auction, seat, call)
    if rules.premium_auction is PremiumAuction.FREE and not rules.multiple_premiums:
        # N99-VIEW-9: an offer is its seat's alone ...
        events = (Called(seat, call, tables.audience[seat]),)
        if not auction.queue:  # ... until every seat has offered (N99-PREM-13)
            events += tuple(Called(s, c) for s, c in auction.calls)
    if auction.queue:
        return _in_deal(
            state, _PREMIUM, stage.bids, auction, (), state.hands, auction.queue[0], events
        )
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-2/3: TRUMP, or none
        holders = holders_of(rules, auction)
        if holders:
            holder = holders[0].seat
            return _in_deal(
                state, _TRUMP, stage.bids, auction, holders, state.hands, holder, events
            )
        return _sphinx_bids(state, auction, holders, state.hands, events)
    return _start_play(state, stage.bids, state.hands, auction, events)


def next_auction(
    context: Context, tables: Tables, auction: Auction, seat: Seat, call: Call
) -> Auction:
    """The auction after ``seat``'s ``call`` (N99-PREM-4): of the free offers or the
    multiple procedure (N99-PREM-12/14: each seat of O calls or offers once, in order),
    or of the sequential procedure (N99-PREM-5..11)."""
    rules = context.rules
    if rules.multiple_premiums or rules.premium_auction is PremiumAuction.FREE:
        calls = auction.calls + ((seat, call),)
        return new_auction(calls, auction.queue[1:], None, (), False)
    queue = auction.queue[1:]
    standing = auction.standing
    overcalled = auction.overcalled
    upgrade = auction.upgrade
    kind = call.kind
    if kind is not None:
        if upgrade:  # N99-PREM-9: the first match takes the call and ends PREMIUM
            queue = ()
        else:  # N99-PREM-7
            if standing is not None:
                overcalled += (standing.seat,)
            if kind.rank == tables.calls.top_rank:
                queue = ()  # N99-PREM-8: a top-rank call ends the main round
        standing = new_holder(seat, kind, call.number)
    if not queue and not upgrade and overcalled and rules.declarer_upgrade:
        speakers = tables.auctions[context.dealer].queue
        queue = tuple(s for s in speakers if s in overcalled)  # N99-PREM-9
        upgrade = True
    return new_auction(auction.calls + ((seat, call),), queue, standing, overcalled, upgrade)


def _start_play(
    state: State, bids: tuple[int, ...], hands: int, auction: Auction, events: tuple[Event, ...]
) -> State:
    """N99-PREM-11/13/14 and exposure (N99-PREM-15..16), then trick 1 (N99-LEAD-1)."""
    stage = state.rest
    context = stage.context
    tables = stage.tables
    rules = context.rules
    holders = holders_of(rules, auction)
    for holder in holders:
        shown_hand = holder.kind is not PremiumKind.DECLARE  # N99-PREM-16, N99-UNB-8
        if rules.reveal_hand_after_first_lead:  # N99-PREM-16: at the first card
            shown_hand = False
        held = hands >> HAND_SHIFT * holder.seat & _HAND if shown_hand else 0
        events += tables.held[holder.seat][holder.kind.rank]
        if bids[holder.seat] or held:  # an unbidden declarer shows nothing (N99-UNB-8)
            events += (Exposed(holder.seat, sort_cards(bids[holder.seat]), sort_cards(held)),)
    if rules.dummy:  # N99-PREM-17: the dummy's hand, not its bid
        events += (Exposed(DUMMY, (), sort_cards(hands >> HAND_SHIFT * DUMMY & _HAND)),)
    revealer = naming_revealer(rules, holders)
    if revealer is not None:  # N99-LEAD-2, N99-PHASE-2
        return _in_deal(state, _LEAD, bids, auction, holders, hands, revealer, events)
    leader = tables.left[context.dealer]  # N99-LEAD-1
    return _in_deal(state, _PLAY, bids, auction, holders, hands, leader, events)


def apply_lead(state: State, lead: Lead) -> State:
    """N99-LEAD-2: the revealer names any live seat, itself included, to lead trick 1."""
    if lead not in state.legal:
        n = state.rules.players
        raise illegal(lead, f"the revealer names a seat from 0 to {n - 1} to lead")
    stage = state.rest
    revealer: Seat = state.player  # type: ignore[assignment]
    events = (LeaderNamed(revealer, lead.seat),)
    return _in_deal(
        state, _PLAY, stage.bids, stage.auction, stage.holders, state.hands, lead.seat, events
    )


def _first_lead(state: State) -> State:
    """After the first card of trick 1 (``state``): with ``reveal_hand_after_first_lead``
    the revealer's hand becomes public now (N99-PREM-16)."""
    stage = state.rest
    if not stage.context.rules.reveal_hand_after_first_lead:
        return state
    events = state.events
    for holder in stage.holders:
        if holder.kind is PremiumKind.REVEAL:
            held = state.hand_mask(holder.seat)
            events += (Exposed(holder.seat, (), sort_cards(held)),)
    return with_events(state, events)


def naming_revealer(rules: Rules, holders: tuple[Holder, ...]) -> Seat | None:
    """The revealer who names the leader of trick 1 under the early rules (N99-LEAD-2);
    ``None`` where nobody does, and no ``LEAD`` phase follows exposure (N99-PHASE-2)."""
    if not rules.revealer_chooses_leader:
        return None
    revealers = [holder.seat for holder in holders if holder.kind is PremiumKind.REVEAL]
    return revealers[-1] if revealers else None


def holders_of(rules: Rules, auction: Auction) -> tuple[Holder, ...]:
    """Who holds a premium once ``PREMIUM`` is over (N99-PREM-4)."""
    standing = auction.standing
    if standing is not None or not auction.calls:  # N99-PREM-11: the standing call
        return () if standing is None else (standing,)
    offers = [Holder(s, c.kind, c.number) for s, c in auction.calls if c.kind is not None]
    if rules.multiple_premiums:  # N99-PREM-14: every caller holds
        return tuple(offers)
    if rules.premium_auction is PremiumAuction.FREE:
        # N99-PREM-13: the highest offer; of equal ones the earliest in O (max keeps it)
        return (max(offers, key=lambda h: h.kind.rank),) if offers else ()
    return ()  # every seat passed


def apply_play(state: State, play: Play) -> State:
    """A card of trick play (N99-PLAY-3..8): through the shared trick play, or
    :func:`special_play`; the hot path of every simulation."""
    if play not in state.legal:  # N99-PLAY-5: legal holds the follows, if any
        raise bad_play(state, play)
    kernel: Kernel = state.rest.kernel
    if kernel.special:  # a Snap deal, or a dummy
        return special_play(state, play)
    card = play.card
    hand: Seat = state.player  # type: ignore[assignment]  # in PLAY the hand to play
    after = kernel.trick_kernel.play(state, card, kernel.played[hand][card], won=kernel.trick_won)
    if after.trick or len(after.tricks) < kernel.tricks:  # N99-PLAY-8: the winner leads
        return after
    return score_deal(after.rest, after.hands, after.tricks, after.events)


def special_play(state: State, play: Play) -> State:
    """A play beyond the shared trick play's: of a deal whose revealed hand is shown only
    after the first card (N99-PREM-16); of a dummy deal, where the hand due may be the
    dummy's, played by its controller (N99-DUMMY-6, see :class:`.tables.DummyKernel`);
    or of a Snap deal (N99-PLAY-7, N99-WIN-6), where a card played with "snap" counts as
    a trump, and a trick with snapped cards goes to the best of them, by suit
    (C > H > S > D) or the first played, as ``snap_tiebreak`` says (a trick without, to
    the highest card of the led suit, as at no trump)."""
    stage = state.rest
    card = play.card
    snap = stage.kernel.mode is _SNAP
    if play.snap:
        stage = stage._replace(snaps=stage.snaps | 1 << card)
        state = with_stage(state, stage)
    trick = (*state.trick, card)
    event = CardPlayed(state.order[len(state.trick)], card, play.snap)  # the hand's card
    trick_kernel = stage.kernel.trick_kernel
    if len(trick) < len(state.order):
        after = trick_kernel.play(state, card, (event,))
        if snap:
            after = with_legal(after, _with_snaps(after, trick[0]))
        return _first_lead(after) if len(trick) == 1 and not state.tricks else after
    if not snap:
        return trick_done(trick_kernel.play(state, card, (event,)), event)
    snaps = stage.snaps
    snapped = [i for i, c in enumerate(trick) if snaps >> c & 1]
    winner = None
    if snapped:
        if stage.context.rules.snap_tiebreak is SnapTiebreak.FIRST_PLAYED:
            winner = snapped[0]
        else:
            winner = max(snapped, key=lambda i: scoring.SUIT_VALUE[suit_of(trick[i])])
    return trick_done(trick_kernel.play(state, card, (event,), winner=winner), event)


def _with_snaps(state: State, led: Card) -> Sequence[Action]:
    """The legal plays of a hand that does not lead in a Snap deal: its plays, and each
    of them of the led card's rank also with "snap" (N99-PLAY-7)."""
    rank = rank_of(led)
    snaps = tuple(Play(p.card, snap=True) for p in state.legal if rank_of(p.card) == rank)  # type: ignore[union-attr]
    return (*state.legal, *snaps) if snaps else state.legal


def trick_done(state: State, played: Event) -> State:
    """N99-PLAY-8: the winner takes the trick and leads (``state`` is the trick play's
    state after the trick's last card, ``played`` the event of that card); after trick
    T, scoring."""
    stage = state.rest
    tricks = state.tricks
    kernel = stage.kernel
    # the hand that won it, the dummy too (N99-DUMMY-7; the seat to lead is its controller)
    events = (played, kernel.trick_won[len(tricks)][tricks[-1].winner])
    if len(tricks) < kernel.tricks:
        return with_events(state, events)
    return score_deal(stage, state.hands, tricks, events)


def score_deal(
    stage: Stage, hands: int, tricks: tuple[Trick, ...], events: tuple[Event, ...]
) -> State:
    """§6.2 scoring, N99-VIEW-8, then the next deal or the end of the game: of the deal
    of ``stage`` once its ``tricks`` are played, ``hands`` holding what is left in the
    hands, ``events`` those of its last card."""
    context = stage.context
    tables = stage.tables
    kernel = stage.kernel
    bids = stage.bids
    holders = stage.holders
    snaps = stage.snaps
    rules = tables.rules
    n = tables.players
    won = count_won(tricks, tables.hands)
    if rules.unbidden:  # N99-UNB-5: the b cards left in each hand are its bid cards
        bids = tuple([hands >> HAND_SHIFT * x & _HAND for x in range(tables.hands)])
    values = tuple([bid_value(mask) for mask in bids])
    joker = kernel.stands_for
    if joker is not None:  # N99-BID-4, N99-CARD-1: the joker counts as the turn-up's suit
        extra = scoring.SUIT_VALUE[suit_of(joker)]
        values = tuple(
            v + extra if m >> JOKER & 1 else v for v, m in zip(values, bids, strict=True)
        )
    success = tables.success
    succeeded = tuple([won[x] in success[v] for x, v in enumerate(values)])  # N99-BID-6
    if rules.unbidden:  # N99-UNB-6: a holder with a number must also take that many
        ok = list(succeeded)
        for holder in holders:
            if holder.number is not None and won[holder.seat] != holder.number:
                ok[holder.seat] = False
        succeeded = tuple(ok)
    points = scoring.deal_points(rules, won, succeeded, holders)
    exposed = [h.seat for h in holders]
    show_all = rules.show_all_bids
    flags: list[bool] = []
    shown_events: list[Event] = []
    for x, made in enumerate(succeeded):  # which bids are shown; an event shows each new one
        if x in exposed:  # N99-VIEW-8: a holder's bid cards are shown already
            flags.append(True)
        elif made or show_all or x >= n:  # N99-VIEW-6: the dummy's too, whatever its result
            flags.append(True)
            shown_events.append(new_bids_shown(tables.seats[x], bids[x]))
        else:
            flags.append(False)
    shown = tuple(flags)
    if rules.show_bid_values:  # N99-BGA-11: every hand's bid value, not its cards
        shown_events.append(BidValuesShown(values))
    events += (*shown_events, new_deal_scored(points))
    mode: Mode = context.mode  # type: ignore[assignment]
    result = new_result(
        context.dealer, mode, bids, values, won, succeeded, holders, points, shown, tricks, snaps
    )
    before = context.totals
    totals = tuple([before[x] + gained for x, gained in enumerate(points)])
    results = context.results + (result,)
    played = context.deal_number + 1
    if scoring.game_ends(rules, totals, played):  # N99-GAME-2/3
        final = scoring.final_scores(rules, totals)
        events += (GameOver(scoring.winners(rules, totals), final[:n]),)
        game = context.game_number + 1
        games = context.games + (totals,)
        if not scoring.match_over(rules, games):  # N99-GAME-9/10, N99-BGA-15: a next game
            first = tables.left[context.first_dealer]
            zero = (0,) * tables.hands
            first_mode = mode_of_deal(rules, 0)
            following = new_context(
                rules, first, first, 0, zero, (), first_mode, game, games, results
            )
            return waiting_for_deal(following, tables, events)
        over = context._replace(deal_number=played, totals=totals, results=results)
        stage = new_stage(over, tables, _OVER, kernel, bids, stage.auction, holders, snaps)
        return State.waiting(0, tricks, None, (), events, stage)
    k = sum(succeeded)
    following_mode = mode_of_deal(rules, played)  # N99-TRUMP-4/7
    if rules.trump_rule is TrumpRule.PREVIOUS_SUCCESS:  # N99-TRUMP-3
        following_mode = _NEXT_MODE[k] if k < len(_NEXT_MODE) else no_trump(rules)
    dealer = tables.left[context.dealer]  # N99-DEAL-6
    following = new_context(
        rules,
        context.first_dealer,
        dealer,
        played,
        totals,
        results,
        following_mode,
        context.game_number,
        context.games,
        context.previous_game,
    )
    return waiting_for_deal(following, tables, events)


# --------------------------------------------------------------------------- helpers
# By play suit (N99-CARD-3: in mode nines the nines are a suit of their own).
_SUIT_NAMES = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "spades", RANK_SUIT: "nines"}


def bad_play(state: State, play: Play) -> IllegalActionError:
    hand = state.order[len(state.trick)]  # in PLAY the hand to play
    held = state.hand_mask(hand)
    who = f"seat {hand}" if hand < state.rules.players else f"the dummy (seat {state.actor})"
    if play.snap and state.kernel.mode is not _SNAP:
        mode = state.mode.value if state.mode else "none"
        return illegal(
            play, f"'snap' is only for Snap deals, and this deal's mode is {mode} (N99-PLAY-7)"
        )
    if play.snap and not state.trick:
        return illegal(
            play, "the leader cannot snap: 'snap' is for a card of the led rank (N99-PLAY-7)"
        )
    if play.snap and rank_of(play.card) != rank_of(state.trick[0]):
        led = card_text(state.trick[0])
        return illegal(
            play, f"'snap' is only for a card of the led card's rank ({led}) (N99-PLAY-7)"
        )
    if not held >> play.card & 1:
        return illegal(
            play,
            f"{who} does not hold {card_text(play.card)} (holds {cards_listed(held, sort_cards)})",
        )
    follow = state.kernel.trick_kernel.follow_mask(state)
    suit = _SUIT_NAMES[state.led]
    return illegal(play, f"{who} must follow {suit} (holds {cards_listed(follow, sort_cards)})")


def expected(state: State) -> str:
    """What ``state`` waits for, for the message of an action that is not legal now."""
    return waiting_for(state.actor, _DUE.get(state.phase, "is due to play a card").format(state))


_DUE: dict[Phase, str] = {
    _BID: "is due to bid ('bid' and {0.rules.bid_cards} cards)",
    _PREMIUM: "is due to make a premium call",
    _LEAD: "is due to name the leader ('lead' and a seat)",
    _TRUMP: "is due to name the trump ('trump' and C, H, S, D or NT)",
}
