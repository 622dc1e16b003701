"""Ninety-Nine's fused playout: random legal play to the end of a deal on plain ints
and masks, exactly as :func:`tricktake.playouts.reference_playout` plays it.

The reference loop draws every action as ``legal[rng.randrange(len(legal))]``. Here the
deal is ``game.deal``'s own shuffle (:func:`~.transitions.shuffled`); each bid is an
index drawn into the hand's :class:`~.actions.BidChoices` and unranked by it; each
premium call is drawn from the calls that :func:`~.transitions.calls_of` lists, the
auction moved on by the transitions' own :func:`~.transitions.next_auction`; the cards
are played by the shared :meth:`~tricktake.tricks.TrickKernel.random_play`. Indices are
drawn from ``getrandbits`` as ``randrange`` draws them (:mod:`tricktake.draws`). No
state is built until the deal is over: then :func:`~.transitions.score_deal`, the
transitions' own scoring, makes the state that the reference reaches.

A deal of rules that are not :attr:`~.tables.Tables.plain` (the dummy, Unbidden, Sphinx,
the early rules), and a Snap deal, go step by step until their card play, which is fused
when the kernel is not special.
"""

from __future__ import annotations

import random

from ..draws import GetRandBits, below
from ..tricks import HAND_MASK, HAND_SHIFT, NO_SUIT, Position
from ..units import Seat
from .actions import BidChoices
from .state import Stage, State, new_stage
from .transitions import (
    calls_of,
    draw_trump,
    drawn,
    holders_of,
    next_auction,
    score_deal,
    shuffled,
    turned_up,
)
from .values import Phase

__all__ = ["finish_deal"]

_DEAL, _BID, _PREMIUM, _PLAY = Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The state at the end of the deal of ``state``, played out at random, or ``None``
    where this deal is not fused from here (:func:`tricktake.playouts.playout_with` then
    takes one step and asks again). ``getrandbits`` is ``rng``'s, and
    :func:`tricktake.draws.exact_bits` has vouched for it."""
    stage = state.rest
    kernel = stage.kernel
    if kernel.special:  # a Snap deal, or a dummy, step by step
        return None
    phase = stage.phase
    if phase is _PLAY:
        trick_kernel = kernel.trick_kernel
        position = trick_kernel.random_play(state.position, kernel.tricks, getrandbits)
        return _finish(position, stage)
    tables = stage.tables
    if not tables.plain or (phase is not _DEAL and phase is not _BID and phase is not _PREMIUM):
        return None
    context = stage.context
    rules = context.rules
    hands = state.hands
    bids = stage.bids
    auction = stage.auction
    left = tables.left
    first = left[context.dealer]  # N99-BID-1, N99-LEAD-1
    seat: Seat = first
    if phase is _BID:
        seat = state.player  # type: ignore[assignment]  # the seat due to bid
    elif phase is _DEAL:
        card = draw_trump(tables, rng)  # as game.deal: the trump card before the shuffle
        dealt, turnup, _, _ = shuffled(tables, context.dealer, rng)
        for hand, mask in enumerate(dealt):
            hands |= mask << HAND_SHIFT * hand
        if turnup:  # N99-TRUMP-4: the turn-up fixes the mode
            context, kernel = turned_up(context, turnup)  # (never special when plain)
        elif card is not None:  # N99-BGA-7: the drawn card fixes it
            context, kernel = drawn(context, card)
        phase, seat = _BID, first
    if phase is _BID:  # N99-BID-1..3: each hand sets aside bid_cards of its cards
        size = tables.bid_cards
        laid = list(bids)
        while True:
            shift = HAND_SHIFT * seat
            choices = BidChoices(hands >> shift & HAND_MASK, size)  # as legal lists them
            mask = choices.mask(below(getrandbits, len(choices)))
            laid[seat] = mask
            hands ^= mask << shift
            seat = left[seat]
            if seat == first:
                break
        bids = tuple(laid)
        if rules.premium_kinds:  # N99-PHASE-2: no kinds, no PREMIUM
            auction = tables.auctions[context.dealer]  # N99-PREM-2
        phase = _PREMIUM
    options = tables.calls
    while auction.queue:  # N99-PREM-4: the calls, in speaking order
        seat = auction.queue[0]
        legal = calls_of(auction, options, seat)
        call = legal[below(getrandbits, len(legal))]
        auction = next_auction(context, tables, auction, seat, call)
    holders = holders_of(rules, auction)
    stage = new_stage(context, tables, _PLAY, kernel, bids, auction, holders)
    trick_kernel = kernel.trick_kernel
    position = (hands, (), NO_SUIT, trick_kernel.orders[first], (), first)  # trick 1's lead
    return _finish(trick_kernel.random_play(position, kernel.tricks, getrandbits), stage)


def _finish(position: Position, stage: Stage) -> State:
    """The deal scored after its last card, as :func:`~.transitions.trick_done` does."""
    hands, _, _, _, tricks, winner = position
    kernel = stage.kernel
    last = tricks[-1]
    events = (
        kernel.played[last.hands[-1]][last.cards[-1]][0],
        kernel.trick_won[len(tricks)][winner],
    )
    return score_deal(stage, hands, tricks, events)
