"""Nap's actions as integers and views as vectors (:doc:`/encodings`).

The action ids under ``rules``, in this order: ``play``, one id per card of the deck
(the card's index in ``info.pack``); ``joker_lead``, the joker led naming a suit, C D
H S (``play JK H``, NAP-JOKER-4), where the deck has a joker; ``pass``; then ``bid``,
one id per contract that the rules allow, weakest first (NAP-BID-3/4).
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
from .actions import Action, Bid, Play
from .facts import game_info
from .rules import Rules, contracts
from .state import State
from .values import Phase
from .view import View

__all__ = ["action_id", "action_space", "layout", "observe"]

_PHASES = tuple(Phase)
_SUITS = tuple(Suit)


@functools.lru_cache(maxsize=64)
def action_space(rules: Rules) -> ActionSpace:
    """The segments of Nap's action ids under ``rules`` (see the module)."""
    segments = [("play", len(game_info(rules).pack))]
    if rules.joker:
        segments.append(("joker_lead", len(_SUITS)))
    segments += [("pass", 1), ("bid", len(contracts(rules)))]
    return ActionSpace(tuple(segments))


def action_id(state: State, action: Action) -> int:
    """The id of ``action`` under the rules of ``state`` (see the module).

    :raises IllegalActionError: for a deal, or a card or contract the rules lack.
    """
    rules = state.rules
    space = action_space(rules)
    if type(action) is Play:
        if action.suit is not None and "joker_lead" in space:
            return space.id("joker_lead", _SUITS.index(action.suit))
        index = pack_indexes(rules, game_info).get(action.card)
        if action.suit is None and index is not None:
            return space.id("play", index)
    elif type(action) is Bid:
        if action.contract is None:
            return space.id("pass", 0)
        allowed = contracts(rules)
        if action.contract in allowed:
            return space.id("bid", allowed.index(action.contract))
    raise no_id(action, "no action of its kind exists under these rules")


@functools.lru_cache(maxsize=64)
def layout(rules: Rules) -> Layout:
    """The parts of a Nap observation under ``rules``: the common view's
    (:func:`~tricktake.encodings.common_parts`), then ``undealt_size``, ``bids`` (per
    seat: pass, then each contract of the rules), ``declarer`` and ``contract``
    (one-hot), ``trump`` and ``led`` (one-hot suits C D H S), ``joker_suit`` (the suit
    named by a joker lead), ``played`` and ``trick`` (per seat, the cards played in the
    deal and in the trick in play) and ``won`` (tricks won per seat)."""
    info = game_info(rules)
    pack, n = len(info.pack), rules.players
    return Layout(
        common_parts(info, len(_PHASES), n)
        + (
            Part("undealt_size", (1,)),
            Part("bids", (n, 1 + len(contracts(rules)))),
            Part("declarer", (n,)),
            Part("contract", (len(contracts(rules)),)),
            Part("trump", (len(_SUITS),)),
            Part("led", (len(_SUITS),)),
            Part("joker_suit", (len(_SUITS),)),
            Part("played", (n, pack), cards=True),
            Part("trick", (n, pack), cards=True),
            Part("won", (n,)),
        )
    )


def observe(view: View) -> list[float]:
    """The observation vector of a Nap view (the parts of :func:`layout`)."""
    rules = view.rules
    out = Writer(layout(rules))
    index = pack_indexes(rules, game_info)
    write_common(out, view, _PHASES, index)
    allowed = contracts(rules)
    out.put("undealt_size", (view.undealt_size,))
    for seat, contract in view.bids:
        out.mark("bids", seat, 0 if contract is None else 1 + allowed.index(contract))
    if view.declarer is not None:
        out.mark("declarer", view.declarer)
    if view.contract is not None:
        out.mark("contract", allowed.index(view.contract))
    for name, suit in (("trump", view.trump), ("led", view.led)):
        if suit is not None:
            out.mark(name, _SUITS.index(suit))
    current = len(view.trick_winners) + 1
    for played in view.played:
        out.mark("played", played.seat, index[played.card])
        if played.trick == current:
            out.mark("trick", played.seat, index[played.card])
        if played.suit is not None:
            out.mark("joker_suit", _SUITS.index(played.suit))
    out.put("won", view.won)
    return out.values
