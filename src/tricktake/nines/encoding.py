"""Nines' actions as integers and views as vectors (:doc:`/encodings`).

The action ids under ``rules``: ``play``, one id per card of the pack (the card's index
in ``info.pack``), then ``exchange`` and ``keep`` (NINES-EXCH-2).
"""

from __future__ import annotations

import functools

from ..cards import Suit
from ..encodings import (
    ActionSpace,
    Layout,
    Part,
    Writer,
    common_parts,
    no_id,
    pack_indexes,
    write_common,
)
from .actions import Action, Decision, Play
from .facts import game_info
from .rules import Rules
from .state import State
from .values import Phase
from .view import View

__all__ = ["action_id", "action_space", "layout", "observe"]

_PHASES = tuple(Phase)
_SUITS = tuple(Suit)


@functools.lru_cache(maxsize=16)
def action_space(rules: Rules) -> ActionSpace:
    """The segments of Nines' action ids under ``rules`` (see the module)."""
    return ActionSpace((("play", len(game_info(rules).pack)), ("exchange", 1), ("keep", 1)))


def action_id(state: State, action: Action) -> int:
    """The id of ``action`` under the rules of ``state`` (see the module).

    :raises IllegalActionError: for a deal, or a card that is not in the pack.
    """
    space = action_space(state.rules)
    if type(action) is Decision:
        return space.id("exchange" if action.exchange else "keep", 0)
    if type(action) is Play:
        index = pack_indexes(state.rules, game_info).get(action.card)
        if index is not None:
            return space.id("play", index)
    raise no_id(action, "no action of its kind exists under these rules")


@functools.lru_cache(maxsize=16)
def layout(rules: Rules) -> Layout:
    """The parts of a Nines observation under ``rules``: the common view's
    (:func:`~tricktake.encodings.common_parts`), then ``trump`` (one-hot suits C D H S,
    then no trump), ``points`` (per unit: seat or team), ``decisions`` (per seat:
    exchanged, kept), ``discarded`` (the hand the viewer gave away), ``stock_size``,
    ``played`` and ``trick`` (per seat, the cards played in the deal and in the trick
    in play) and ``won`` (tricks won per seat)."""
    info = game_info(rules)
    pack, n = len(info.pack), rules.players
    return Layout(
        common_parts(info, len(_PHASES), n)
        + (
            Part("trump", (len(_SUITS) + 1,)),
            Part("points", (rules.units,)),
            Part("decisions", (n, 2)),
            Part("discarded", (pack,), cards=True),
            Part("stock_size", (1,)),
            Part("played", (n, pack), cards=True),
            Part("trick", (n, pack), cards=True),
            Part("won", (n,)),
        )
    )


def observe(view: View) -> list[float]:
    """The observation vector of a Nines view (the parts of :func:`layout`); the trump
    is marked while a deal is played (the exchange and the play)."""
    rules = view.rules
    out = Writer(layout(rules))
    index = pack_indexes(rules, game_info)
    write_common(out, view, _PHASES, index)
    if view.phase is Phase.EXCHANGE or view.phase is Phase.PLAY:
        out.mark("trump", len(_SUITS) if view.trump is None else _SUITS.index(view.trump))
    out.put("points", view.points)
    for seat, exchanged in view.decisions:
        out.mark("decisions", seat, 0 if exchanged else 1)
    out.cards("discarded", view.discarded, index)
    out.put("stock_size", (view.stock_size,))
    for trick in view.tricks:
        for seat, card in zip(trick.hands, trick.cards, strict=True):
            out.mark("played", seat, index[card])
    for seat, card in view.trick:
        out.mark("played", seat, index[card])
        out.mark("trick", seat, index[card])
    out.put("won", view.won)
    return out.values
