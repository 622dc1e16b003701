"""Ninety-Nine's actions as integers and views as vectors (:doc:`/encodings`).

The action ids under ``rules``, in this order (a segment only where the rules have
its actions):

- ``play``: one id per card of the pack, the card's index in ``info.pack``;
- ``snap``: the same with the call "snap" (Naughty Nun, N99-PLAY-7);
- ``bid``: the bid cards as a set of positions in the bidder's hand (N99-BID-2):
  ``C(H, b)`` ids, the index of the positions among ``itertools.combinations(range(H),
  b)`` of the hand in its canonical order (``view.hand``), ``H`` the hand size and
  ``b`` the bid cards, e.g. 220 ids for three cards of twelve;
- ``pass``, then each premium the rules allow (N99-PREM-1): one id, or under Unbidden
  one per announced number of tricks, 0 to ``T`` (N99-UNB);
- ``trump``: the five choices of a Sphinx holder, C H S D NT (N99-SPHX-2);
- ``lead``: the seat a revealer names (N99-LEAD-2).

Why a bid is the positions in the hand, not a set of cards of the pack: a hand of
twelve has 220 bids, while three cards of the pack would take ``C(36, 3) = 7140`` ids
(``C(61, 3) = 35990`` in the five-player pack), of which any state offers 220. A
policy head, a legal-action mask and a tree search's table per information state are
30 to 160 times smaller, and an id means the same thing (the lowest three cards in
the canonical order, say) from deal to deal, where an id of the pack would be seen
once in thousands of deals. The bidder's hand is part of its information state, so
the id and its hand give the cards back (``game.action_of`` takes the state); the
plays keep one id per card, as the bids of the other seats are hidden anyway. This is
how OpenSpiel's Hanabi numbers its moves: by positions in the mover's hand.
"""

from __future__ import annotations

import functools
from itertools import combinations

from ..cards import Card, cards_of
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
from ..game import GameInfo
from .actions import TRUMPS, Action, Bid, Call, Lead, Play, Trump, sort_cards
from .facts import game_info
from .rules import PremiumKind, Rules, TrumpRule
from .state import State
from .tables import tables_for
from .values import Mode, Phase
from .view import View

__all__ = ["action_id", "action_space", "layout", "observe"]

_PHASES = tuple(Phase)
_MODES = tuple(Mode)
_KINDS = tuple(PremiumKind)


def _numbered(rules: Rules, kind: PremiumKind) -> bool:
    """N99-TEXT-2: under Unbidden a declare or a reveal announces a number of tricks."""
    return rules.unbidden and kind is not PremiumKind.OPEN


@functools.lru_cache(maxsize=64)
def action_space(rules: Rules) -> ActionSpace:
    """The segments of Ninety-Nine's action ids under ``rules`` (see the module)."""
    pack = len(game_info(rules).pack)
    segments: list[tuple[str, int]] = [("play", pack)]
    if rules.trump_rule is TrumpRule.NAUGHTY_NUN:
        segments.append(("snap", pack))
    if not rules.unbidden:
        segments.append(("bid", len(_bid_ids(rules.hand_size, rules.bid_cards))))
    if rules.premium_kinds:
        segments.append(("pass", 1))
        for kind in _KINDS:
            if kind in rules.premium_kinds:
                segments.append((kind.value, rules.tricks + 1 if _numbered(rules, kind) else 1))
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:
        segments.append(("trump", len(TRUMPS)))
    if rules.revealer_chooses_leader:
        segments.append(("lead", rules.players))
    return ActionSpace(tuple(segments))


@functools.lru_cache(maxsize=16)
def _bid_ids(hand_size: int, bid_cards: int) -> dict[tuple[int, ...], int]:
    """The id of each set of positions in a hand of ``hand_size`` (N99-BID-2)."""
    return {combo: i for i, combo in enumerate(combinations(range(hand_size), bid_cards))}


@functools.lru_cache(maxsize=4096)
def _positions(hand: int) -> dict[Card, int]:
    """Each card of the hand mask ``hand`` by its position in canonical order."""
    return {card: i for i, card in enumerate(sort_cards(hand))}


def action_id(state: State, action: Action) -> int:
    """The id of ``action`` of the seat to move in ``state`` (see the module).

    :raises IllegalActionError: for a deal, or an action that has no id under the rules
        or in the mover's hand.
    """
    rules = state.rules
    space = action_space(rules)
    if isinstance(action, Play):
        index = pack_indexes(rules, game_info).get(action.card)
        name = "snap" if action.snap else "play"
        if index is not None and name in space:
            return space.id(name, index)
    elif isinstance(action, Bid) and "bid" in space:
        mover = state.player
        where = _positions(state.hand_mask(mover) if isinstance(mover, int) else 0)
        positions = tuple(sorted(where.get(card, -1) for card in cards_of(action.mask)))
        number = _bid_ids(rules.hand_size, rules.bid_cards).get(positions)
        if number is not None:
            return space.id("bid", number)
        return _no_id(action, "a bid names cards of the bidder's hand")
    elif isinstance(action, Call):
        name = "pass" if action.kind is None else action.kind.value
        if name in space:
            numbered = action.kind is not None and _numbered(rules, action.kind)
            if not numbered and action.number is None:
                return space.id(name, 0)
            if numbered and action.number is not None and action.number <= rules.tricks:
                return space.id(name, action.number)
    elif isinstance(action, Trump) and "trump" in space:
        return space.id("trump", TRUMPS.index(action.trump))
    elif isinstance(action, Lead) and "lead" in space and action.seat < rules.players:
        return space.id("lead", action.seat)
    return _no_id(action, "no action of its kind exists under these rules")


def _no_id(action: object, why: str) -> int:
    raise no_id(action, why)


# ------------------------------------------------------------------ observation
@functools.lru_cache(maxsize=64)
def layout(rules: Rules) -> Layout:
    """The parts of a Ninety-Nine observation under ``rules``: the common view's
    (:func:`~tricktake.encodings.common_parts`, a hand size per hand, the dummy
    included), then ``game_number``, ``totals`` (per hand), ``mode`` (one-hot over
    :class:`~tricktake.ninety_nine.Mode`, then "not public yet"), ``turnup`` (cards),
    ``hands`` and ``bids`` (per hand, the cards the viewer
    sees), ``has_bid`` (per hand), ``calls`` (per seat: pass, then each premium kind),
    ``call_numbers`` (per seat: the tricks announced under Unbidden), ``holders`` (per
    hand: each premium kind held), ``played`` and ``trick`` (per hand, the cards played
    in the deal and in the trick in play), ``snapped`` (cards played with "snap"),
    ``won`` (tricks won per hand) and, under ``trump_rule='drawn_card'``, ``trump_card``
    (one-hot over the draw pack)."""
    info: GameInfo = game_info(rules)
    pack = len(info.pack)
    h, n = rules.hands, rules.players
    return Layout(
        common_parts(info, len(_PHASES), h)
        + (
            Part("game_number", (1,)),
            Part("totals", (h,)),
            Part("mode", (len(_MODES) + 1,)),
            Part("turnup", (pack,), cards=True),
            Part("hands", (h, pack), cards=True),
            Part("bids", (h, pack), cards=True),
            Part("has_bid", (h,)),
            Part("calls", (n, 1 + len(_KINDS))),
            Part("call_numbers", (n,)),
            Part("holders", (h, len(_KINDS))),
            Part("played", (h, pack), cards=True),
            Part("trick", (h, pack), cards=True),
            Part("snapped", (pack,), cards=True),
            Part("won", (h,)),
        )
        + _drawn_part(rules)
    )


def _drawn_part(rules: Rules) -> tuple[Part, ...]:
    """Under ``trump_rule='drawn_card'``, the drawn trump card, one-hot over the pack it
    is drawn from: 36 cards and the joker, whatever the deal's pack (N99-BGA-7/8)."""
    draw_pack = tables_for(rules).draw_pack
    return (Part("trump_card", (len(draw_pack),)),) if draw_pack else ()


def observe(view: View) -> list[float]:
    """The observation vector of a Ninety-Nine view (the parts of :func:`layout`)."""
    rules = view.rules
    out = Writer(layout(rules))
    index = pack_indexes(rules, game_info)
    write_common(out, view, _PHASES, index)
    out.put("game_number", (view.game_number,))
    out.put("totals", view.totals)
    out.mark("mode", len(_MODES) if view.mode is None else _MODES.index(view.mode))
    out.cards("turnup", view.turnup, index)
    if view.trump_card is not None:
        out.mark("trump_card", tables_for(rules).draw_pack.index(view.trump_card))
    for x, cards in enumerate(view.hands):
        out.cards("hands", cards or (), index, x)
    for x, cards in enumerate(view.bids):
        out.cards("bids", cards or (), index, x)
    out.put("has_bid", view.has_bid)
    for seat, call in view.calls:
        out.mark("calls", seat, 0 if call.kind is None else 1 + _KINDS.index(call.kind))
        if call.number is not None:
            out.mark("call_numbers", seat, value=call.number)
    for holder in view.holders:
        out.mark("holders", holder.seat, _KINDS.index(holder.kind))
    current = len(view.trick_winners) + 1
    for played in view.played:
        out.mark("played", played.hand, index[played.card])
        if played.trick == current:
            out.mark("trick", played.hand, index[played.card])
        if played.snap:
            out.mark("snapped", index[played.card])
    out.put("won", view.won)
    return out.values
