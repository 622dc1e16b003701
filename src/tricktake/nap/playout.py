"""Nap's fused playout: random legal play to the end of a deal on plain ints and masks,
exactly as :func:`tricktake.playouts.reference_playout` plays it, for
:meth:`tricktake.nap.Nap.playout` (through :func:`tricktake.playouts.playout_with`).

The reference loop draws every action as ``legal[rng.randrange(len(legal))]``. Here the
deal is ``game.deal``'s own shuffle (:func:`~.transitions.shuffled`, dealt by
:func:`~.transitions.dealt`); each bid is drawn from the table of legal bids after the
strongest so far (:attr:`~.tables.Tables.legal_bids`, NAP-BID-5..8); a lead that names
trumps or a joker's suit (NAP-PLAY-3, NAP-JOKER-4..9) is drawn from the hand's cards in
canonical order, then the joker's forms of :func:`~.transitions.joker_lead_suits`, and
moves the stage on by :func:`~.transitions.lead_stage`; every other card is played by
the shared :meth:`~tricktake.tricks.TrickKernel.random_play`, a trick at a time while a
joker that may yet be led naming a suit is in a hand. Indices are drawn from
``getrandbits`` as ``randrange`` draws them (:mod:`tricktake.draws`). No state is built
until the deal is over: then :func:`~.transitions.settle` or
:func:`~.transitions.thrown_in`, the transitions' own, make the state that the reference
reaches.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..cards import JOKER, Suit, cards_of
from ..draws import GetRandBits, below
from ..tricks import HAND_MASK, HAND_SHIFT, NO_SUIT, Position
from ..units import Seat
from .events import BidMade
from .state import Stage, State, play_stage, stage_of
from .tables import NO_TRUMP, TRICKS
from .transitions import (
    dealt,
    joker_lead_suits,
    lead_stage,
    settle,
    shuffled,
    thrown_in,
)
from .values import Contract, Phase

__all__ = ["finish_deal"]

_DEALING: Final = Phase.DEALING
_BIDDING: Final = Phase.BIDDING
_PLAY: Final = Phase.PLAY
_MISERE: Final = Contract.MISERE
_JOKER_BIT: Final = 1 << JOKER
_SUITS: Final = tuple(Suit)


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The state at the end of the deal of ``state``, played out at random, or ``None``
    once the game is over. ``getrandbits`` is ``rng``'s, and
    :func:`tricktake.draws.exact_bits` has vouched for it."""
    stage = state.rest
    phase = stage.phase
    if phase is _PLAY:
        return _play(state.position, stage, getrandbits)
    tables = stage.tables
    context = stage.context
    seat: Seat
    if phase is _DEALING:  # as game.deal, then apply_deal: bidding from the dealer's left
        deal = dealt(tables, context.dealer, shuffled(tables, rng))
        hands = 0
        for hand, mask in enumerate(deal.hands):
            hands |= mask << HAND_SHIFT * hand
        stage = stage_of(context, tables, _BIDDING, deal.undealt)
        seat = tables.left[context.dealer]  # NAP-BID-1
    elif phase is _BIDDING:
        hands = state.hands
        seat = state.player  # type: ignore[assignment]  # the seat due to bid
    else:
        return None
    bids = stage.bids
    declarer: Seat | None = None
    contract: Contract | None = None
    for bidder, made in bids:  # NAP-BID-6: bids only rise, the last one made is the top
        if made is not None:
            declarer, contract = bidder, made
    dealer = context.dealer
    legal_bids = tables.legal_bids
    left = tables.left
    while True:  # NAP-BID-1..8: each seat once, the dealer last
        legal = legal_bids[contract]
        made = legal[below(getrandbits, len(legal))].contract
        bids += ((seat, made),)
        if made is not None:
            declarer, contract = seat, made
        if seat == dealer:
            break
        seat = left[seat]
    if declarer is None or contract is None:  # NAP-BID-9
        return thrown_in(context, tables, bids, (BidMade(dealer, None),))
    stage = play_stage(stage, bids, declarer, contract)  # NAP-BID-10, NAP-FLOW-4
    order = tables.trump_kernels[NO_TRUMP].orders[declarer]
    return _play((hands, (), NO_SUIT, order, (), declarer), stage, getrandbits)


def _play(position: Position, stage: Stage, getrandbits: GetRandBits) -> State:
    """The card play from ``position`` to the end of the deal, and its settlement."""
    tables = stage.tables
    kernels = tables.trump_kernels
    # whether a joker lead may name a suit at some lead still to come (NAP-JOKER-4..9)
    naming = tables.rules.joker and joker_lead_suits(stage, _JOKER_BIT) is not None
    hands, trick, _, _, done, leader = position
    while len(done) < TRICKS:
        if not trick:  # a lead
            held = hands >> HAND_SHIFT * leader & HAND_MASK
            suits = joker_lead_suits(stage, held) if naming else None
            if suits is not None or (stage.trump is None and stage.contract is not _MISERE):
                position, stage = _lead(position, stage, held, suits, getrandbits)
                hands = position[0]
                naming = naming and joker_lead_suits(stage, _JOKER_BIT) is not None
        trump = stage.trump
        kernel = kernels[NO_TRUMP if trump is None else trump._value_]
        # a trick at a time while a joker that may name a suit is in a hand
        last = len(done) + 1 if naming and hands & tables.joker_bits else TRICKS
        position = kernel.random_play(position, last, getrandbits)
        hands, trick, _, _, done, leader = position
    final = done[-1]
    events = (*tables.played[final.hands[-1]][final.cards[-1]], tables.trick_won[len(done)][leader])
    return settle(stage, done, events)


def _lead(
    position: Position,
    stage: Stage,
    held: int,
    suits: Sequence[int] | None,
    getrandbits: GetRandBits,
) -> tuple[Position, Stage]:
    """The lead of the hand to play, holding ``held``, drawn as its legal leads list it:
    its cards in canonical order, the joker instead in the forms naming ``suits`` if any
    (NAP-FLOW-5, NAP-JOKER-4..9); the position after it and the stage it makes."""
    hands, _, _, order, done, leader = position
    named = None
    if suits is None:
        cards = cards_of(held)
        card = cards[below(getrandbits, len(cards))]
    else:
        cards = cards_of(held & ~_JOKER_BIT)
        count = len(cards)
        index = below(getrandbits, count + len(suits))
        if index < count:
            card = cards[index]
        else:
            card = JOKER
            named = _SUITS[suits[index - count]]
    stage = lead_stage(stage, card, named)  # NAP-PLAY-3: trick 1 names trumps
    trump = stage.trump
    kernel = stage.tables.trump_kernels[NO_TRUMP if trump is None else trump._value_]
    led = kernel.play_suit[card] if named is None else named._value_  # NAP-JOKER-4..8
    hands ^= 1 << card + HAND_SHIFT * leader
    return (hands, (card,), led, order, done, order[1]), stage
