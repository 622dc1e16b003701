"""Sampling a Nap state consistent with a seat's view (``game.sample_state``).

The hidden piles are the other seats' hands and the undealt cards (NAP-OBS-2). A seat
that did not follow the led suit (the named suit of a joker lead, NAP-JOKER-4) holds
none of it (NAP-PLAY-4). The shared method is :mod:`tricktake.sampling`'s.
"""

from __future__ import annotations

import random

from ..game import AnyGame
from ..sampling import Slot, Spreader, require_deal_view, sample_view, trick_voids
from ..units import Seat
from .state import Context, State
from .tables import tables_for
from .transitions import waiting_for_deal
from .view import View

__all__ = ["sample_state"]


def sample_state(game: AnyGame, view: View, rng: random.Random) -> State:
    """``game.sample_state``: the other seats' hands and the undealt cards, spread
    uniformly over the ways the view's plays allow (:meth:`GameBase.sample_state
    <tricktake.base.GameBase.sample_state>` says what it raises)."""
    seat = require_deal_view(view)
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    completed = view.deal_number - 1  # the view counts from 1, the state deals completed
    first_dealer = Seat((view.dealer - completed) % n)
    context = Context(rules, first_dealer, view.dealer, completed, view.balances, view.results)
    start = waiting_for_deal(context, tables, ())

    played_by = [0] * n
    tricks: list[list[tuple[int, int]]] = []
    named: list[int | None] = []
    for p in view.played:
        played_by[p.seat] |= 1 << p.card
        if p.trick > len(tricks):  # tricks count from 1
            tricks.append([])
            named.append(None if p.suit is None else p.suit.value)
        tricks[-1].append((p.seat, p.card))
    known = sum(played_by) | sum(1 << c for c in view.hand)
    unknown = tables.deck_mask & ~known
    trump = view.trump
    kernel = tables.kernels[trump]
    voids = trick_voids(kernel.play_suit, kernel.suit_cards, tricks, named)
    others = [s for s in range(n) if s != seat]
    slots = [Slot(view.hand_sizes[s], unknown & ~voids.get(s, 0)) for s in others]
    slots.append(Slot(view.undealt_size, unknown))
    spreader = Spreader(unknown, slots)

    def deal_piles(masks: tuple[int, ...]) -> dict[str, int]:
        piles = {str(s): m | played_by[s] for s, m in zip(others, masks, strict=False)}
        if view.undealt_size:
            piles["undealt"] = masks[-1]
        return piles

    return sample_view(game, view, seat, rng, start, spreader, deal_piles)
