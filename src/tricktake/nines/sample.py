"""Sampling a Nines state consistent with a seat's view (``game.sample_state``).

Each pile of the deal (the seats' hands and the stock) ends up with one holder: a seat
that exchanged took the stock and left its hand there (NINES-EXCH-3/4), so the piles
change holders along the exchanges. The viewer knows its own dealt pile wherever it
went and the pile it holds now (NINES-OBS-2); every other pile is hidden but for the
cards its holder played. A seat that did not follow the led suit holds none of it
(NINES-PLAY-3). The shared method is :mod:`tricktake.sampling`'s.
"""

from __future__ import annotations

import random

from ..game import AnyGame
from ..sampling import HeldPiles, Spreader, require_deal_view, sample_view, trick_voids
from ..units import Seat
from .state import Context, State
from .tables import tables_for
from .transitions import waiting_for_deal
from .view import View

__all__ = ["sample_state"]


def sample_state(game: AnyGame, view: View, rng: random.Random) -> State:
    """``game.sample_state``: the piles the viewer has not seen (hands and stock, where
    the exchanges took them), spread uniformly over the ways the view's plays allow
    (:meth:`GameBase.sample_state <tricktake.base.GameBase.sample_state>` says what it
    raises)."""
    seat = require_deal_view(view)
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    first_dealer = Seat((view.dealer - view.deal_number + 1) % n)
    context = Context(rules, first_dealer, view.dealer, view.deal_number, view.points, view.results)
    start = waiting_for_deal(context, tables, ())

    tricks = [list(zip(t.hands, t.cards, strict=True)) for t in view.tricks]
    if view.trick:
        tricks.append(list(view.trick))
    played_by = [0] * n
    for plays in tricks:
        for s, card in plays:
            played_by[s] |= 1 << card
    where = list(range(n if rules.partnership else n + 1))  # place n: the stock
    for s, exchanged in view.decisions:
        if exchanged:  # NINES-EXCH-3: the seat's pile and the stock's change places
            where[s], where[n] = where[n], where[s]
    # NINES-OBS-2: the viewer knows its dealt pile, wherever it went, and the one it holds
    piles = HeldPiles(view, seat, where, played_by, extra="stock")
    unknown = sum(1 << c for c in game.info(rules).pack) & ~piles.known
    kernel = tables.kernels[tables.trump(view.deal_number)].trick_kernel
    voids = trick_voids(kernel.play_suit, kernel.suit_cards, tricks)
    allowed = [unknown & ~voids.get(place, 0) for place in range(n)]
    slots = piles.slots((*view.hand_sizes, view.stock_size), (*allowed, unknown))
    return sample_view(game, view, seat, rng, start, Spreader(unknown, slots), piles.deal_piles)
