"""Newmarket's fused playout: the rest of a deal at once, for
:meth:`tricktake.newmarket.Newmarket.playout` (through
:func:`tricktake.playouts.playout_with`).

The deal is ``game.deal``'s own shuffle; each decision before the card play (free
antes, the dealer's choice, the auction, the sale, Parlett's exchange round) is drawn
as the step loop draws it and applied by its transition; the card play runs on ints and
masks, with no state, action or event built, until the card that ends the deal, which
:func:`~.transitions.apply_play` plays from the position before it, so that its
captures, payment, settlement and events are the step loop's own.
"""

from __future__ import annotations

import random
from typing import Final, cast

from ..cards import Card
from ..draws import GetRandBits, below, shuffled
from ..units import Chips, Seat
from .actions import Play
from .state import State, in_play
from .transitions import apply_decision, apply_play, deal_unseen, dealt_piles
from .values import Phase

__all__ = ["finish_deal"]

_PLAY: Final = Phase.PLAY
_DEALING: Final = Phase.DEALING
_OVER: Final = Phase.OVER


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The rest of the deal of ``state`` at once, to the next chance node or the end of
    the game: the deal (NM-DEAL-9), the decisions before the card play, the card play
    (:func:`_play_cards`) and, with free antes, the next deal's antes (NM-FLOW-6)."""
    stage = state.rest
    if stage.phase is _DEALING:
        tables = stage.context.tables
        bits = shuffled(rng, tables.deck_bits)  # as game.deal
        state = deal_unseen(state, *dealt_piles(tables, stage.context.dealer, bits))
    state = _decide(state, getrandbits)
    if state.rest.phase is _PLAY:
        state = _decide(_play_cards(state, getrandbits), getrandbits)
    return state


def _decide(state: State, getrandbits: GetRandBits) -> State:
    """The decisions from ``state`` on, each drawn uniformly from the legal actions,
    until the card play, a chance node or the end of the game."""
    while True:
        phase = state.rest.phase
        if phase is _PLAY or phase is _DEALING or phase is _OVER:
            return state
        legal = state.legal
        state = apply_decision(state, legal[below(getrandbits, len(legal))])


def _play_cards(state: State, getrandbits: GetRandBits) -> State:
    """The card play from ``state`` to the end of its deal, each card drawn uniformly
    from the legal plays as the step loop draws it: NM-PLAY-3..5, NM-RESTART-1..5 and
    NM-CAPT-1/2 on masks, then the card that ends the deal (NM-OUT-1, NM-CAPT-4,
    NM-RESTART-6) by :func:`~.transitions.apply_play`."""
    stage = state.rest
    tables = stage.context.tables
    n, restart, parlett, free_cards = tables.n, tables.restart, tables.parlett, tables.free_cards
    # the tables by card (next card, stake captured) and by suit (allowed after a stop)
    next_card, captured_by = tables.next_card, tables.captures
    suits_mask, allowed_after = tables.suits_mask, tables.allowed
    forced = tables.forced_cards
    hands = list(state.hands)
    balances: list[int] = list(stage.balances)
    stacks: list[int] = list(stage.stacks)
    face_up = list(stage.face_up)
    up = sum(face_up)
    captures = stage.captures
    seat: int = cast("int", state.actor)
    options: tuple[int, ...] = tuple([play.card for play in cast("tuple[Play, ...]", state.legal)])
    while True:
        card = options[below(getrandbits, len(options))]
        hand = hands[seat] ^ 1 << card
        staked = captured_by[card]
        captures_now = staked >= 0 and face_up[staked]
        if not hand or (parlett and captures_now and up == 1):
            break  # NM-OUT-1, NM-CAPT-4
        nxt = next_card[card]
        holder = -1
        if nxt >= 0:  # NM-PLAY-4: the next card's holder
            for other in range(n):
                if hands[other] >> nxt & 1:
                    holder = other
                    break
        suit = card >> 4
        if holder < 0 and parlett:  # NM-RESTART-6: nobody holds the other colour
            wanted = suits_mask[allowed_after[suit]]
            if not any(held & wanted for held in hands):
                break
        hands[seat] = hand
        if captures_now:  # NM-CAPT-1/2
            balances[seat] += stacks[staked]
            stacks[staked] = 0
            captures += 1
            if parlett:
                face_up[staked] = False
                up -= 1
        if holder >= 0:
            seat = holder
            options = forced[nxt]
            continue
        allowed = allowed_after[suit]  # NM-PLAY-5/6: a stop; the restart
        if restart == 1:  # NM-RESTART-2/5: the first seat clockwise that can
            wanted = suits_mask[allowed]
            for step in range(n):
                other = (seat + step) % n
                if hands[other] & wanted:
                    seat = other
                    break
            else:
                allowed = 1 << suit  # NM-RESTART-3
        elif restart == 2 and not hand & suits_mask[allowed]:
            allowed = 1 << suit  # NM-RESTART-4
        options = free_cards(hands[seat], allowed)  # NM-PLAY-3
    before = in_play(
        state, cast("Seat", seat), tuple(hands), cast("tuple[Chips, ...]", tuple(balances)),
        cast("tuple[Chips, ...]", tuple(stacks)), tuple(face_up), captures,
    )  # fmt: skip
    return apply_play(before, cast("Card", card))
