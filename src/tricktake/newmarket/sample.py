"""Sampling a Newmarket state consistent with a seat's view (``game.sample_state``).

The hidden piles are the other seats' hands and the dummy (NM-OBS-1/2); a seat whose
hand changed places with the dummy (``view.swapped``) holds the dummy's dealt pile, and
the dummy its own. What play shows (NM-OBS-3, NM-PLAY-3..5):

- a stop card whose next card was not played before it: that next card was in no hand,
  so it lies in the dummy;
- a free play is the player's lowest card of its suit: it held no lower card of that
  suit that had not been played;
- a restart that passed to the left (Parlett's, ``change_suit_pass_left``) or stayed in
  the stopped suit: the seats passed over held no card of the allowed suits (the
  ``skip`` events of NM-OBS-3, which no view keeps: :func:`_passed_over`).

Rarer facts ("bury the jack", Parlett's lowest diamond) are left to the shared check
that the sample gives the view back. The chips on
the table when the deal began are the view's, less what the deal's public actions moved
(antes, the sale, captures), found by replaying a first sample, once per view for all
the draws of a search. What an earlier capture of the deal took no view shows (only the
last transition's events do), nor whether a face-down king whose queen was played this
deal was face up then: both are tried, and any amount gives the same view and the same
chips from now on. The shared method is :mod:`tricktake.sampling`'s.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Callable, Hashable
from typing import NamedTuple, cast

from ..cards import suit_of
from ..errors import TricktakeError
from ..game import CHANCE, AnyGame, Seen
from ..sampling import (
    HeldPiles,
    SampleError,
    Spreader,
    deal_builder,
    require_deal_view,
    sample_view,
)
from ..units import Chips, Seat, clockwise
from .actions import Play
from .events import Acted, Captured
from .rules import RestartRule
from .state import State, between_deals
from .tables import ALL_SUITS, EXCHANGE, KEEP, OTHER_COLOUR, tables_for
from .transitions import waiting_for_deal
from .values import Phase
from .view import View

__all__ = ["sample_state"]


def sample_state(game: AnyGame, view: View, rng: random.Random) -> State:
    """``game.sample_state``: the other hands and the dummy, spread uniformly over the
    ways the view's plays allow, with the chips on the table when the deal began
    (:meth:`GameBase.sample_state <tricktake.base.GameBase.sample_state>` says what it
    raises)."""
    if view.phase is Phase.ANTE and view.seat is not None:  # NM-ANTE-2: no card dealt yet
        state = _at_deal(game, view, view.history, view.face_up)
        if game.view(state, view.seat) != view:
            raise SampleError("no state gives the view: the antes do not fit it")
        return state
    seat = require_deal_view(view)
    prepared = _prepared(cast("Hashable", game), view)  # a game hashes by identity
    for start in prepared.starts:
        try:
            return sample_view(
                game,
                view,
                seat,
                rng,
                start,
                prepared.spreader,
                prepared.deal_piles,
                attempts=prepared.attempts,
            )
        except SampleError:
            continue
    raise SampleError("no state consistent with the view: no chips on the table fit it")


class _Prepared(NamedTuple):
    """What every draw of a view shares."""

    spreader: Spreader
    deal_piles: Callable[[tuple[int, ...]], dict[str, int]]
    #: The states that wait for the deal, with chips that may be the deal's.
    starts: tuple[State, ...]
    attempts: int


@functools.lru_cache(maxsize=16)
def _prepared(game: AnyGame, view: View) -> _Prepared:
    """The spread of the hidden cards of ``view`` and the states that wait for its deal,
    worked out once for the many draws of one view (``SearchBot`` samples 16 worlds a
    decision), each start's chips corrected by the replay of one sample (:func:`_corrected`),
    which draws from a generator of its own: the correction is the same whatever sample
    it replays, so the caller's generator, and so its draws, do not depend on the cache.
    """
    seat = require_deal_view(view)
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    antes = view.history[: next(i for i, seen in enumerate(view.history) if seen.actor is CHANCE)]
    played_by = [0] * n
    played = 0
    for s, card in view.played:
        played_by[s] |= 1 << card
        played |= 1 << card
    # where[place]: the dealt pile that a seat (place n: the dummy) holds now
    where = list(range(n + 1))
    if view.swapped is not None:
        where[view.swapped], where[n] = n, view.swapped
    piles = HeldPiles(view, seat, where, played_by, extra="dummy")
    unknown = tables.deck_mask & ~piles.known

    # NM-PLAY-3..5: what the plays show of the hands
    in_dummy = 0
    not_held = [0] * (n + 1)  # place n: the dummy
    # NM-RESTART-1/4: after a stop its player restarts (elsewhere the turn may pass on)
    stopper_restarts = (
        not rules.parlett and rules.restart_rule is not RestartRule.CHANGE_SUIT_PASS_LEFT
    )
    before = 0  # the cards played before the current one
    free = True
    for s, card in view.played:
        if free:  # NM-PLAY-3: its lowest card of the suit
            suit = next(order for order in tables.suit_order if card in order)
            lower = suit[: suit.index(card)]
            not_held[s] |= sum(1 << c for c in lower) & ~before
        before |= 1 << card
        nxt = tables.next_card[card]
        free = True
        if nxt >= 0 and not before >> nxt & 1:
            following = [c for _, c in view.played]
            position = following.index(card)
            if position + 1 < len(following) and following[position + 1] == nxt:
                free = False  # forced: the next card's holder played it
            elif position + 1 < len(following) or view.actor is None:
                in_dummy |= 1 << nxt  # NM-PLAY-5: a stop, the next card in no hand
            else:  # the last card: if a hand holds its next card, it is the actor's
                free = False  # (NM-PLAY-4); else it is a stop (NM-PLAY-5)
                for place in range(n):
                    if place != view.actor:
                        not_held[place] |= 1 << nxt
                if stopper_restarts and view.actor != s:  # not a stop: the actor holds it
                    not_held[n] |= 1 << nxt
    for place, mask in enumerate(_passed_over(view)):  # NM-RESTART-2..5, NM-OBS-3
        not_held[place] |= mask
    allowed = [unknown & ~in_dummy & ~not_held[place] for place in range(n)]
    spreader = Spreader(
        unknown,
        piles.slots((*view.hand_sizes, view.dummy_size), (*allowed, unknown & ~not_held[n])),
    )

    # Kings face down now whose queen was played this deal: face up at the deal, or not.
    doubtful = [
        i
        for i, king in enumerate(tables.staked)
        if rules.parlett and not view.face_up[i] and (played >> (king - 1) & 1)
    ]
    # NM-FLOW-2: the exchange round took place exactly when two or more were face up
    exchange_round = view.phase is Phase.EXCHANGE or any(
        seen.text in (str(EXCHANGE), str(KEEP)) for seen in view.history
    )
    # the last transition's events show whether the queen it played took its king
    shown = {
        tables.captures[e.action.card]
        for e in view.events
        if isinstance(e, Acted) and isinstance(e.action, Play)
    }
    captured = {tables.staked.index(e.card) for e in view.events if isinstance(e, Captured)}
    own = random.Random(0)
    starts: list[State] = []
    for turned in itertools.chain.from_iterable(
        itertools.combinations(doubtful, k) for k in range(len(doubtful) + 1)
    ):
        face_up = tuple(up or i in turned for i, up in enumerate(view.face_up))
        if doubtful and ((sum(face_up) >= 2) != exchange_round or shown & set(turned) != captured):
            continue  # no draw gives the view: spare the vain draws
        start = _corrected(
            _at_deal(game, view, antes, face_up),
            view,
            lambda s: deal_builder(game, view, s, piles.deal_piles, own)(spreader.sample(own)),
        )
        if start is not None:
            starts.append(start)
    attempts = 2000 if len(doubtful) == 0 else 400
    return _Prepared(spreader, piles.deal_piles, tuple(starts), attempts)


def _passed_over(view: View) -> list[int]:
    """What the restarts after a stop show (NM-OBS-3: the ``skip`` events that no view
    keeps, the played sequence shows them again), per seat: the cards, not yet played
    then, of the suits allowed for the restart (NM-RESTART-2..5) that the seat did not
    hold. Where the restart passes to the left (``parlett``, ``change_suit_pass_left``),
    every seat from the stopper clockwise up to the one that restarted; after a restart
    in the stopped suit (NM-RESTART-3), every seat; under ``change_suit_same_player``
    (NM-RESTART-4), a stopper that restarted in the stopped suit.

    The last card played is a stop for sure only if its next card was played before it
    or it has none: else the actor may hold the next card, and nothing is shown."""
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    out = [0] * n
    passing = rules.parlett or rules.restart_rule is RestartRule.CHANGE_SUIT_PASS_LEFT
    if not passing and rules.restart_rule is not RestartRule.CHANGE_SUIT_SAME_PLAYER:
        return out  # NM-RESTART-1: the stopper restarts in any suit
    before = 0
    for i, (stopper, card) in enumerate(view.played):
        before |= 1 << card
        nxt = tables.next_card[card]
        if i + 1 < len(view.played):
            restarter, following = view.played[i + 1]
            if following == nxt:
                continue  # NM-PLAY-4: not a stop
            restarted: int | None = suit_of(following)
        elif not isinstance(view.actor, int) or view.phase is not Phase.PLAY:
            continue
        elif nxt >= 0 and not before >> nxt & 1:
            continue  # the actor may hold the next card
        else:  # a stop, and the actor restarts, in a suit not yet known
            restarter, restarted = view.actor, None
        suit = suit_of(card)
        allowed = OTHER_COLOUR[suit] if rules.parlett else ALL_SUITS & ~(1 << suit)
        wanted = sum(m for x, m in enumerate(tables.suit_masks) if allowed >> x & 1) & ~before
        if restarted == suit:  # NM-RESTART-3/4: no seat (or no stopper) held another suit
            passed = clockwise(stopper, n) if passing else (stopper,)
        elif passing:  # NM-RESTART-2/5: the seats passed over
            seats = clockwise(stopper, n)
            passed = seats[: seats.index(restarter)]
        else:
            continue
        for seat in passed:
            out[seat] |= wanted
    return out


def _at_deal(
    game: AnyGame, view: View, antes: tuple[Seen, ...], face_up: tuple[bool, ...]
) -> State:
    """The state that waits for the deal, with the view's chips (to be corrected)."""
    rules = view.rules
    n = rules.players
    completed = view.deal_number - 1  # the view counts from 1, the state deals completed
    base = between_deals(
        rules,
        first_dealer=Seat((view.dealer - completed) % n),
        dealer=view.dealer,
        deal_number=completed,
        balances=view.balances,
        stacks=_stacks(view),
        face_up=face_up,
        pool=view.pool,
        results=view.results,
    )
    if antes or view.phase is Phase.ANTE:  # NM-ANTE-2: the free antes, from the first
        begun = waiting_for_deal(base, view.dealer, ())
        after = _replayed(game, begun, antes)
        # the chips before the antes: the view's less what the antes moved
        balances = tuple(
            Chips(2 * v - a) for v, a in zip(view.balances, after.balances, strict=True)
        )
        stacks = tuple(Chips(2 * v - a) for v, a in zip(_stacks(view), after.stacks, strict=True))
        begun = dataclasses.replace(begun, balances=balances, stacks=stacks, deal_start=balances)
        base = _replayed(game, begun, antes)
        if not antes:  # the transition that began the deal: the events the viewer saw
            base = dataclasses.replace(base, events=view.events)
    return base


def _replayed(game: AnyGame, state: State, history: tuple[Seen, ...]) -> State:
    for seen in history:
        state = game.apply(state, game.parse_action(state, seen.text))
    return state


def _stacks(view: View) -> tuple[Chips, ...]:
    """The view's stacks, but a stack captured by the last transition holds what its
    event shows was taken (what other captures of the deal took no view shows)."""
    stacks = list(view.stacks)
    for event in view.events:
        if isinstance(event, Captured):
            stacks[tables_for(view.rules).staked.index(event.card)] = event.chips
    return tuple(stacks)


def _corrected(start: State, view: View, build: Callable[[State], State]) -> State | None:
    """``start`` with its chips moved back by what the deal moved: the view's chips
    less the change that a replay of a sample makes: it depends on public actions only,
    if the replay stays in the view's deal (a restart that the sample blocks would end
    the deal, and the next one's antes would count)."""
    for _ in range(200):
        try:
            end = build(start)
        except SampleError:
            return None
        except TricktakeError:  # an inconsistent first sample: draw again
            continue
        if end.deal_number != start.deal_number:
            continue  # it left the deal (a restart it blocked, NM-RESTART-6): draw again
        balances = tuple(
            Chips(2 * v - e + (s - v))
            for v, e, s in zip(view.balances, end.balances, start.balances, strict=True)
        )
        stacks = tuple(
            Chips(2 * v - e + (s - v))
            for v, e, s in zip(view.stacks, end.stacks, start.stacks, strict=True)
        )
        pool = Chips(2 * view.pool - end.pool + (start.pool - view.pool))
        return dataclasses.replace(
            start, balances=balances, stacks=stacks, pool=pool, deal_start=balances
        )
    return None
