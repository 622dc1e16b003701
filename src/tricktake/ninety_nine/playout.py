"""Ninety-Nine's fused playout: random legal play to the end of a deal on plain ints
and masks, exactly as :func:`tricktake.playouts.reference_playout` plays it.

The reference loop draws every action as ``legal[rng.randrange(len(legal))]``. Here the
deal is ``game.deal``'s own shuffle (:func:`~.transitions.shuffled`); each bid is an
index drawn into the hand's bid sets (:func:`~tricktake.draws.subsets`, as its
:class:`~.actions.BidChoices` lists them) and unranked, building no sequence; each
premium call is drawn from the calls that :func:`~.transitions.calls_of` lists, the
auction moved on by the transitions' own :func:`~.transitions.next_auction`; a Sphinx
holder's trump from the tables' trumps, the mode fixed by
:func:`~.transitions.sphinx_mode`; an early-rules revealer's leader from the tables'
leads (:func:`~.transitions.naming_revealer`); the cards are played by the shared
:meth:`~tricktake.tricks.TrickKernel.random_play`, a dummy's in the play orders of its
kernel. Indices are drawn from ``getrandbits`` as ``randrange`` draws them
(:mod:`tricktake.draws`). No state is built until the deal is over: then
:func:`~.transitions.score_deal`, the transitions' own scoring, makes the state that the
reference reaches.

Every phase of every deal is fused, in the order that the rules give it (N99-PHASE-1):
``DEAL``, then ``BID`` and ``PREMIUM``; Sphinx's ``PREMIUM``, ``TRUMP`` and ``BID``
(N99-SPHX-1..4); Unbidden's ``PREMIUM`` alone (N99-UNB-1/2); and ``LEAD`` under the
early rules (N99-LEAD-2). Only the cards of a Snap deal go one by one, through the
transitions' own :func:`~.transitions.special_play`: a snap call adds plays to a hand's
and decides its trick otherwise (N99-PLAY-7, N99-WIN-6), which the shared random play
does not do.
"""

from __future__ import annotations

import random
from typing import Final

from ..draws import GetRandBits, below, subset_mask, subsets
from ..tricks import HAND_MASK, HAND_SHIFT, NO_SUIT, Position
from ..units import Seat
from .actions import CARDS
from .rules import TrumpRule
from .state import Stage, State, new_stage
from .tables import DUMMY
from .transitions import (
    calls_of,
    draw_trump,
    drawn,
    holders_of,
    naming_revealer,
    next_auction,
    score_deal,
    shuffled,
    special_play,
    sphinx_mode,
    turned_up,
)
from .values import Mode, Phase

__all__ = ["finish_deal"]

_DEAL, _BID, _PREMIUM, _PLAY = Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY
_TRUMP, _LEAD, _OVER = Phase.TRUMP, Phase.LEAD, Phase.OVER
_SPHINX: Final = TrumpRule.PREMIUM_CHOICE
_SNAP: Final = Mode.SNAP


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The state at the end of the deal of ``state``, played out at random, or ``None``
    once the game is over (:func:`tricktake.playouts.playout_with` then stops).
    ``getrandbits`` is ``rng``'s, and :func:`tricktake.draws.exact_bits` has vouched
    for it."""
    stage = state.rest
    phase = stage.phase
    if phase is _PLAY:
        if stage.kernel.mode is _SNAP:
            return _play_snap(state, getrandbits)
        return _play(state.position, stage, getrandbits)
    if phase is _OVER:
        return None
    context = stage.context
    rules = context.rules
    tables = stage.tables
    kernel = stage.kernel
    hands = state.hands
    bids = stage.bids
    auction = stage.auction
    left = tables.left
    first = left[context.dealer]  # N99-BID-1, N99-LEAD-1
    sphinx = rules.trump_rule is _SPHINX
    seat: Seat = first
    if phase is _DEAL:
        card = draw_trump(tables, rng)  # as game.deal: the trump card before the shuffle
        dealt, turnup, dummy, dummy_bid = shuffled(tables, context.dealer, rng)
        for hand, mask in enumerate(dealt):
            hands |= mask << HAND_SHIFT * hand
        if rules.dummy:  # N99-DUMMY-1, N99-BID-7: hand 2, and its bid, come with the deal
            hands |= dummy << HAND_SHIFT * DUMMY
            bids = bids[:DUMMY] + (dummy_bid,)
        if turnup:  # N99-TRUMP-4: the turn-up fixes the mode
            context, kernel = turned_up(context, turnup)
        elif card is not None:  # N99-BGA-7: the drawn card fixes it
            context, kernel = drawn(context, card)
        if sphinx or rules.unbidden:  # N99-SPHX-1, N99-UNB-1/2: PREMIUM comes first
            phase = _PREMIUM
            if rules.premium_kinds:  # N99-PHASE-2: no kinds, no calls
                auction = tables.auctions[context.dealer]  # N99-PREM-2
        else:
            phase = _BID
    elif phase is _BID:
        seat = state.player  # type: ignore[assignment]  # the seat due to bid
    while True:
        if phase is _BID:  # N99-BID-1..3: each live seat sets aside bid_cards of its cards
            size = tables.bid_cards
            laid = list(bids)
            while True:
                shift = HAND_SHIFT * seat
                cards = CARDS.plays(hands >> shift & HAND_MASK)
                sets = subsets(len(cards), size)  # as the legal BidChoices lists them
                mask = subset_mask(cards, sets[below(getrandbits, len(sets))])
                laid[seat] = mask
                hands ^= mask << shift
                seat = left[seat]
                if seat == first:
                    break
            bids = tuple(laid)
            if sphinx:  # N99-SPHX-4: exposure after BID
                break
            phase = _PREMIUM
            if rules.premium_kinds:  # N99-PHASE-2: no kinds, no calls
                auction = tables.auctions[context.dealer]  # N99-PREM-2
        elif phase is _PREMIUM:
            options = tables.calls
            while auction.queue:  # N99-PREM-4: the calls, in speaking order
                caller = auction.queue[0]
                legal = calls_of(auction, options, caller)
                call = legal[below(getrandbits, len(legal))]
                auction = next_auction(context, tables, auction, caller, call)
            if not sphinx:
                break
            if holders_of(rules, auction):  # N99-SPHX-2: the holder names the trump
                phase = _TRUMP
            else:  # N99-SPHX-3
                context, kernel = sphinx_mode(context, tables, None)
                phase, seat = _BID, first
        elif phase is _TRUMP:  # N99-SPHX-2
            trumps = tables.trumps
            context, kernel = sphinx_mode(context, tables, trumps[below(getrandbits, len(trumps))])
            phase, seat = _BID, first
        else:  # LEAD
            break
    holders = holders_of(rules, auction)
    if phase is _LEAD or naming_revealer(rules, holders) is not None:  # N99-LEAD-2
        leads = tables.leads
        first = leads[below(getrandbits, len(leads))].seat
    stage = new_stage(context, tables, _PLAY, kernel, bids, auction, holders)
    trick_kernel = kernel.trick_kernel
    if kernel.mode is _SNAP:
        return _play_snap(trick_kernel.start(State, hands, first, (), stage), getrandbits)
    position = (hands, (), NO_SUIT, trick_kernel.orders[first], (), first)  # trick 1's lead
    return _play(position, stage, getrandbits)


def _play(position: Position, stage: Stage, getrandbits: GetRandBits) -> State:
    """The deal's cards from ``position`` on, then its scoring, as
    :func:`~.transitions.trick_done` scores it after the last card."""
    kernel = stage.kernel
    trick_kernel = kernel.trick_kernel
    hands, _, _, _, tricks, _ = trick_kernel.random_play(position, kernel.tricks, getrandbits)
    last = tricks[-1]
    events = (
        kernel.played[last.hands[-1]][last.cards[-1]][0],
        kernel.trick_won[len(tricks)][last.winner],  # the hand that won it (the dummy too)
    )
    return score_deal(stage, hands, tricks, events)


def _play_snap(state: State, getrandbits: GetRandBits) -> State:
    """The cards of a Snap deal one by one from ``state``, each drawn from the legal
    plays (snap calls included, N99-PLAY-7) and played by the transitions."""
    while state.rest.phase is _PLAY:
        legal = state.legal
        state = special_play(state, legal[below(getrandbits, len(legal))])  # type: ignore[arg-type]
    return state
