"""Nines' fused playout: random legal play to the end of a deal on plain ints and masks,
exactly as :func:`tricktake.playouts.reference_playout` plays it, for
:meth:`tricktake.nines.Nines.playout` (through :func:`tricktake.playouts.playout_with`).

The reference loop draws every action as ``legal[rng.randrange(len(legal))]``. Here the
deal is ``game.deal``'s own shuffle (:func:`~.transitions.shuffled`, dealt by
:func:`~.transitions.dealt_piles`); each exchange decision is drawn from
:data:`~.transitions.DECISIONS` and carried out by :func:`~.transitions.exchanged`; the
cards are played by the shared :meth:`~tricktake.tricks.TrickKernel.random_play`, under
``no_draw`` up to each trick that could end the game (:func:`~.transitions.first_stop`),
where :func:`~.transitions.stops` checks it (NINES-NODRAW-3). Indices are drawn from
``getrandbits`` as ``randrange`` draws them (:mod:`tricktake.draws`). No state is built
until the deal is over: then :func:`~.transitions.trick_done`, the transitions' own end
of a trick, makes the state that the reference reaches.
"""

from __future__ import annotations

import random
from typing import Final

from ..draws import GetRandBits, below
from ..tricks import HAND_SHIFT, NO_SUIT, Position, count_won
from ..units import Seat
from .state import STOCK, Stage, State, played_out
from .tables import TRICKS
from .transitions import (
    DECISIONS,
    dealt_piles,
    exchanged,
    first_stop,
    play_stage,
    shuffled,
    stops,
    trick_done,
)
from .values import Phase

__all__ = ["finish_deal"]

_DEALING: Final = Phase.DEALING
_EXCHANGE: Final = Phase.EXCHANGE
_PLAY: Final = Phase.PLAY


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The state at the end of the deal of ``state``, played out at random, or ``None``
    once the game is over. ``getrandbits`` is ``rng``'s, and
    :func:`tricktake.draws.exact_bits` has vouched for it."""
    stage = state.rest
    phase = stage.phase
    if phase is _PLAY:
        return _play(state.position, stage, getrandbits)
    context = stage.context
    tables = stage.tables
    rules = context.rules
    if phase is _DEALING:  # as game.deal, then apply_deal
        dealt, stock = dealt_piles(rules, context.dealer, shuffled(tables, rng))
        hands = 0
        for hand, mask in enumerate(dealt):
            hands |= mask << HAND_SHIFT * hand
        if rules.partnership:  # NINES-EXCH-7: no exchange
            piles = dealt
            queue: tuple[Seat, ...] = ()
        else:
            hands |= stock << HAND_SHIFT * STOCK
            piles = (*dealt, stock)
            queue = tables.orders[context.dealer]  # NINES-EXCH-1
    elif phase is _EXCHANGE:
        hands = state.hands
        piles = stage.dealt
        queue = stage.queue
    else:
        return None
    decisions = stage.decisions
    for seat in queue:  # NINES-EXCH-2..6: each seat decides once, in order
        exchange = DECISIONS[below(getrandbits, len(DECISIONS))].exchange
        if exchange:
            hands = exchanged(hands, seat)
        decisions += ((seat, exchange),)
    stage = play_stage(stage, piles, decisions)
    leader = tables.left[context.dealer]  # NINES-PLAY-1
    order = stage.kernel.trick_kernel.orders[leader]
    return _play((hands, (), NO_SUIT, order, (), leader), stage, getrandbits)


def _play(position: Position, stage: Stage, getrandbits: GetRandBits) -> State:
    """The card play from ``position`` to the end of the deal: the 13th trick, or under
    ``no_draw`` one that ends the game (NINES-NODRAW-3)."""
    trick_kernel = stage.kernel.trick_kernel
    context = stage.context
    upto = TRICKS
    if context.rules.no_draw:  # up to each trick that could end the game, then check it
        points = context.points
        won = list(count_won(position[4], len(points)))
        upto = first_stop(points, won, len(position[4]))
        while upto < TRICKS:
            done = len(position[4])
            position = trick_kernel.random_play(position, upto, getrandbits)
            for trick in position[4][done:]:
                won[trick.winner] += 1
            if stops(points, won, position[5], upto):
                break
            upto = first_stop(points, won, upto)
    if upto >= TRICKS:  # (the 13th trick's check is trick_done's)
        position = trick_kernel.random_play(position, TRICKS, getrandbits)
    tricks = position[4]
    final = tricks[-1]
    events = (
        *stage.kernel.played[final.hands[-1]][final.cards[-1]],
        stage.tables.trick_won[len(tricks)][final.winner],
    )
    return trick_done(played_out(position, events, stage))
