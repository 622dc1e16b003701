"""Newmarket's actions as integers and views as vectors (:doc:`/encodings`).

The action ids under ``rules``, in this order: ``play``, one id per card of the pack
(the card's index in ``info.pack``); the choices ``exchange``, ``keep``, ``pass``,
``sell`` and ``refuse`` (NM-TEXT-1); ``offer``, the offers 1 to ``max_offer`` for the
dummy where it may be sold (NM-SALE-4); ``ante``, every way to spread a free ante over
the four boodles (NM-ANTE-2, NM-ANTE-5), for a seat's total and then, where it
differs, the dealer's, each in the order of ``ante_choices``.
"""

from __future__ import annotations

import functools

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
from ..units import Chips
from .actions import Action, Ante, Choice, ChoiceKind, Offer, Play
from .facts import game_info
from .rules import AnteMode, Rules
from .state import State
from .tables import ante_choices
from .values import Phase
from .view import View

__all__ = ["action_id", "action_space", "layout", "observe"]

_PHASES = tuple(Phase)
_CHOICES = tuple(ChoiceKind)
_STAKES = 4
"""Four boodles, or four kings (NM-COMP-4, NM-ANTE-4)."""


@functools.lru_cache(maxsize=64)
def _antes(rules: Rules) -> dict[tuple[Chips, ...], int]:
    """The id within the ``ante`` segment of each spread of chips (NM-ANTE-2/5)."""
    if rules.ante_mode is not AnteMode.FREE:
        return {}
    totals = dict.fromkeys(
        (rules.free_ante_total, rules.free_ante_total * rules.dealer_ante_multiplier)
    )
    amounts = [a.amounts for total in totals for a in ante_choices(rules.boodle_cards, total)]
    return {spread: i for i, spread in enumerate(amounts)}


@functools.lru_cache(maxsize=64)
def action_space(rules: Rules) -> ActionSpace:
    """The segments of Newmarket's action ids under ``rules`` (see the module)."""
    segments = [("play", len(game_info(rules).pack)), ("choice", len(_CHOICES))]
    if rules.dummy_exchange_and_sale:
        segments.append(("offer", rules.max_offer))
    if rules.ante_mode is AnteMode.FREE:
        segments.append(("ante", len(_antes(rules))))
    return ActionSpace(tuple(segments))


def action_id(state: State, action: Action) -> int:
    """The id of ``action`` under the rules of ``state`` (see the module).

    :raises IllegalActionError: for a deal, or an action the rules lack.
    """
    rules = state.rules
    space = action_space(rules)
    if isinstance(action, Play):
        index = pack_indexes(rules, game_info).get(action.card)
        if index is not None:
            return space.id("play", index)
    elif isinstance(action, Choice):
        return space.id("choice", _CHOICES.index(action.kind))
    elif isinstance(action, Offer) and "offer" in space and action.amount <= rules.max_offer:
        return space.id("offer", action.amount - 1)
    elif isinstance(action, Ante) and "ante" in space and action.boodles == rules.boodle_cards:
        number = _antes(rules).get(action.amounts)
        if number is not None:
            return space.id("ante", number)
    raise no_id(action, "no action of its kind exists under these rules")


@functools.lru_cache(maxsize=64)
def layout(rules: Rules) -> Layout:
    """The parts of a Newmarket observation under ``rules``: the common view's
    (:func:`~tricktake.encodings.common_parts`), then ``stacks`` (the chips on each
    boodle or king, in the order of ``view.staked``, which the rules fix),
    ``face_up`` (each king face up),
    ``pool``, ``dummy_size``, ``played`` (per seat, the cards played in the deal),
    ``last_played`` (the card played last, and by whom: ``last_player``), ``offers``
    (per seat, its highest offer for the dummy), ``passed`` and ``swapped`` (per
    seat)."""
    info = game_info(rules)
    pack, n = len(info.pack), rules.players
    return Layout(
        common_parts(info, len(_PHASES), n)
        + (
            Part("stacks", (_STAKES,)),
            Part("face_up", (_STAKES,)),
            Part("pool", (1,)),
            Part("dummy_size", (1,)),
            Part("played", (n, pack), cards=True),
            Part("last_played", (pack,), cards=True),
            Part("last_player", (n,)),
            Part("offers", (n,)),
            Part("passed", (n,)),
            Part("swapped", (n,)),
        )
    )


def observe(view: View) -> list[float]:
    """The observation vector of a Newmarket view (the parts of :func:`layout`)."""
    rules = view.rules
    out = Writer(layout(rules))
    index = pack_indexes(rules, game_info)
    write_common(out, view, _PHASES, index)
    out.put("stacks", view.stacks)
    out.put("face_up", view.face_up)
    out.put("pool", (view.pool,))
    out.put("dummy_size", (view.dummy_size,))
    for seat, card in view.played:
        out.mark("played", seat, index[card])
    if view.played:
        seat, card = view.played[-1]
        out.mark("last_played", index[card])
        out.mark("last_player", seat)
    for seat, amount in view.offers:
        out.mark("offers", seat, value=amount)
    for seat in view.passed:
        out.mark("passed", seat)
    if view.swapped is not None:
        out.mark("swapped", view.swapped)
    return out.values
