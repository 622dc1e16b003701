"""Sampling a Ninety-Nine state consistent with a seat's view (``game.sample_state``).

The hidden piles (N99-VIEW-1..5) are the other hands (the dummy's included) that are not
exposed, and the bid cards that the viewer may not see. A hand that did not follow the
led play suit of a trick (N99-PLAY-5; the nines suit and the joker's stand-in count as
the deal's mode makes them) holds none of it; bid cards left the hand before play, so
nothing constrains them. A premium offer hidden whole (N99-VIEW-9) is drawn among the
offers legal at its turn. The shared method is :mod:`tricktake.sampling`'s.
"""

from __future__ import annotations

import random

from ..cards import card_text, cards_of
from ..game import AnyGame, Seen
from ..sampling import Slot, Spreader, require_deal_view, sample_view, trick_voids
from .rules import TrumpRule
from .state import Context, State
from .tables import DUMMY, kernel_for, tables_for
from .transitions import FIXED_BY_DEAL, turned_up, waiting_for_deal
from .view import View

__all__ = ["sample_state"]


def sample_state(game: AnyGame, view: View, rng: random.Random) -> State:
    """``game.sample_state``: the hidden hands (the dummy's too) and bid cards, and any
    premium offer hidden whole, spread uniformly over the ways the view's plays allow
    (:meth:`GameBase.sample_state <tricktake.base.GameBase.sample_state>` says what it
    raises)."""
    seat = require_deal_view(view)
    rules = view.rules
    n = rules.players
    h = rules.hands
    tables = tables_for(rules)
    fixed_by_deal = rules.trump_rule in FIXED_BY_DEAL
    completed = view.deal_number - 1  # the view counts from 1, the state deals completed
    context = Context(
        rules=rules,
        first_dealer=tables.seats[(view.dealer - completed) % n],
        dealer=view.dealer,
        deal_number=completed,
        totals=view.totals,
        results=view.results,
        mode=None if fixed_by_deal else view.mode,
        game_number=view.game_number - 1,
        games=view.games,
        previous_game=view.previous_game,
    )
    start = waiting_for_deal(context, tables, ())

    played_by = [0] * h
    tricks: list[list[tuple[int, int]]] = []
    for p in view.played:
        played_by[p.hand] |= 1 << p.card
        if p.trick > len(tricks):  # tricks count from 1
            tricks.append([])
        tricks[-1].append((p.hand, p.card))
    turnup = sum(1 << c for c in view.turnup)
    known = sum(played_by) | turnup
    for cards in (*view.hands, *view.bids):
        known |= sum(1 << c for c in cards or ())
    unknown = tables.pack_mask & ~known
    voids: dict[int, int] = {}
    if tricks and view.mode is not None:
        kernel = (
            turned_up(context, turnup)[1]  # (the context and the kernel)
            if turnup and rules.trump_rule is TrumpRule.TURNUP
            else kernel_for(rules, view.mode)
        )
        trick_kernel = kernel.trick_kernel
        voids = trick_voids(trick_kernel.play_suit, trick_kernel.suit_cards, tricks)
    slots: list[Slot] = []
    where: list[tuple[str, int]] = []  # ("hand" or "bid", hand) of each slot
    for x in range(h):
        if x == seat:
            continue
        if view.hands[x] is None:
            slots.append(Slot(view.hand_sizes[x], unknown & ~voids.get(x, 0)))
            where.append(("hand", x))
        if view.has_bid[x] and view.bids[x] is None:
            slots.append(Slot(rules.bid_cards, unknown))
            where.append(("bid", x))
    spreader = Spreader(unknown, slots)

    def drawn(masks: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """The hands and bid cards of a draw, each hand's as a mask."""
        hand = [sum(1 << c for c in cards or ()) for cards in view.hands]
        bid = [sum(1 << c for c in cards or ()) for cards in view.bids]
        for (kind, x), mask in zip(where, masks, strict=True):
            (hand if kind == "hand" else bid)[x] = mask
        return hand, bid

    def deal_piles(masks: tuple[int, ...]) -> dict[str, int]:
        hand, bid = drawn(masks)
        piles: dict[str, int] = {}
        for x in range(h):
            if x == seat:
                continue
            dealt = hand[x] | played_by[x]
            if rules.dummy and x == DUMMY:
                piles["dummy"], piles["dummybid"] = dealt, bid[x]
            else:
                piles[str(x)] = dealt | bid[x]
        return piles

    def fill(masks: tuple[int, ...], index: int, seen: Seen) -> str:
        assert isinstance(seen.actor, int)
        return " ".join(["bid", *map(card_text, cards_of(drawn(masks)[1][seen.actor]))])

    return sample_view(game, view, seat, rng, start, spreader, deal_piles, fill)
