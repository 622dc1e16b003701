"""Newmarket's ``game.sample_state`` (:mod:`tricktake.newmarket.sample`): the views it
refused (issue 22), every seat's view of every state of seeded games of every preset,
and, by brute force on small Parlett positions, worlds exactly uniform over the ways to
hold the hidden cards that give the view."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings

import tricktake
import tricktake.newmarket.sample
from tests.strategies import play_through
from tricktake.newmarket import Deal, Newmarket, Phase, State, View
from tricktake.newmarket.events import Captured
from tricktake.sampling import SampleError
from tricktake.units import Seat

GAME: Newmarket = tricktake.get_game("newmarket")

SWEEP_GAMES = max(6, settings().max_examples // 4)
"""Seeded games per preset in the sweep: 6 under the ``ci`` profile (about 20 s for
every preset), 12 under ``dev``, 125 under ``deep``."""


def _seat_views(states: tuple[Any, ...]) -> Iterator[tuple[int, Seat, View]]:
    """(index, seat, view) for every seat's view of every state where a seat is to move
    (inside a deal, or waiting for its free antes)."""
    seats = GAME.info(states[0].rules).seats
    for index, state in enumerate(states):
        if type(GAME.to_move(state)) is int:
            for seat in map(Seat, range(seats)):
                yield index, seat, GAME.view(state, seat)


def test_nm_ante_2_free_ante_view_after_a_capture_that_ended_the_deal() -> None:
    """Issue 22: seed 3391350961's state 68 waits for seat 2's free ante (NM-ANTE-2), and
    the play that ended the deal before captured AH (NM-CAPT-1). Its ``capture`` event is
    among the view's events, and the sampler put its chips back on AH for the new deal:
    "no state gives the view: the antes do not fit it". Nothing is hidden before the
    deal, so the sample is the state itself."""
    state = play_through("newmarket", "free-ante", 3391350961, deals=2).states[68]
    view = GAME.view(state, Seat(2))
    assert view.phase is Phase.ANTE and any(isinstance(e, Captured) for e in view.events)
    assert GAME.sample_state(view, random.Random(0)) == state


@pytest.mark.parametrize(
    ("seed", "index", "seat"), [(45, 54, 3), (45, 55, 3), (45, 57, 3), (45, 58, 3), (53, 8, 2)]
)
def test_parlett_views_that_were_refused_sample(seed: int, index: int, seat: int) -> None:
    """Issue 22: these views of ``parlett`` games were refused ("no chips on the table fit
    it"): the first player holds the lowest diamond of the hands (NM-PLAY-2) and, with
    one king face up, "bury the jack" decides who took the dummy (NM-BURY); the sampler
    drew without them, rejected almost every draw and gave up. Both are cases of the
    spread now, and every draw gives the view back."""
    state = play_through("newmarket", "parlett", seed, deals=2).states[index]
    view = GAME.view(state, Seat(seat))
    for draw in range(4):
        world = GAME.sample_state(view, random.Random(draw))
        assert GAME.view(world, Seat(seat)) == view
        assert GAME.to_move(world) == GAME.to_move(state)


@pytest.mark.parametrize("preset", GAME.presets())
def test_every_seat_view_of_seeded_games_samples(preset: str) -> None:
    """Every seat's view of every state of :data:`SWEEP_GAMES` seeded games (two deals
    each) of every preset gives a world that gives the view back, with the same seat to
    move."""
    views = 0
    for seed in range(SWEEP_GAMES):
        states = play_through("newmarket", preset, seed, deals=2).states
        for index, seat, view in _seat_views(states):
            world = GAME.sample_state(view, random.Random(index))
            assert GAME.view(world, seat) == view, (preset, seed, index, seat)
            assert GAME.to_move(world) == GAME.to_move(states[index]), (preset, seed, index)
            views += 1
    assert views > 100 * SWEEP_GAMES


def _bury_position(seed: int, plays: int) -> State:
    """A three-player ``parlett`` deal with one king face up (so "bury the jack",
    NM-BURY) played at random by ``random.Random(seed)`` for ``plays`` cards."""
    rules = GAME.rules("parlett", players=3)
    rng = random.Random(seed)
    face_up = [False] * 4
    face_up[rng.randrange(4)] = True
    state = GAME.new(rules, face_up=face_up, first_dealer=Seat(rng.randrange(3)))
    state = GAME.apply(state, GAME.deal(state, rng))
    while len(state.played) < plays:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    return state


def _hidden_ways(state: State, seat: Seat) -> tuple[list[tuple[int, ...]], int]:
    """By brute force, for a viewer that took the dummy (so it knows the dummy: only the
    other hands are hidden): every way to hold the other hands' cards that gives the view
    (as the hands, a mask per seat), each deal replayed from the start of the deal; and
    how many ways there are in all."""
    view = GAME.view(state, seat)
    n = len(state.hands)
    (_, deal), *rest = state.log
    assert isinstance(deal, Deal) and view.swapped == seat
    others = [s for s in range(n) if s != seat]
    played = [0] * n
    for s, card in view.played:
        played[s] |= 1 << card
    cards = [c for s in others for c in state.hand(Seat(s))]
    sizes = [state.hands[s].bit_count() for s in others]
    # the deal's start: a fresh game, as _bury_position's (one king stays face up)
    before = GAME.new(state.rules, first_dealer=state.dealer, face_up=state.face_up)
    fits: list[tuple[int, ...]] = []
    ways = 0
    for first in itertools.combinations(cards, sizes[0]):
        ways += 1
        hands = list(deal.hands)
        hands[others[0]] = sum(1 << c for c in first) | played[others[0]]
        hands[others[1]] = sum(1 << c for c in cards if c not in first) | played[others[1]]
        try:
            world = GAME.apply(before, Deal(tuple(hands), deal.dummy))
            for _, action in rest:
                world = GAME.apply(world, action)
        except tricktake.TricktakeError:
            continue
        if GAME.view(world, seat) == view:
            fits.append(world.hands)
    return fits, ways


@pytest.mark.parametrize(("seed", "plays", "count"), [(0, 24, 35), (5, 27, 20), (5, 25, 35)])
def test_parlett_spread_counts_exactly_the_ways_that_give_the_view(
    seed: int, plays: int, count: int
) -> None:
    """NM-BURY, NM-PLAY-2..5: on small positions (seat 0 took the dummy by "bury the
    jack"), the spread's count of the hidden cards (its cases together) is the number of
    ways to hold them that give the view, found by brute force."""
    state = _bury_position(seed, plays)
    view = GAME.view(state, Seat(0))
    fits, ways = _hidden_ways(state, Seat(0))
    prepared = tricktake.newmarket.sample._prepared  # pyright: ignore[reportPrivateUsage]
    spread = prepared(GAME, view).spread
    assert len(fits) == spread.count == count < ways  # the view cuts some ways out
    assert len(spread.cases) == 2  # a constraint that is a choice of cases


def test_parlett_worlds_are_uniform_over_the_ways_that_give_the_view() -> None:
    """Seed 0's position after 24 cards: 35 of the 56 ways to hold the other two hands
    give seat 0 its view, in two cases of "bury the jack" (NM-BURY-3: which seat held
    the queen) of 15 and 20 ways; sampling gives each of the 35, about equally often
    (a draw picks a case in proportion to its count)."""
    state = _bury_position(0, 24)
    view = GAME.view(state, Seat(0))
    fits, _ = _hidden_ways(state, Seat(0))
    rng = random.Random(7)
    draws = 60 * len(fits)
    counts = Counter(GAME.sample_state(view, rng).hands for _ in range(draws))
    assert set(counts) == set(fits)
    expected = draws / len(fits)
    chi2 = sum((k - expected) ** 2 / expected for k in counts.values())
    df = len(fits) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5, (chi2, df)  # far beyond 99.9% for these df


def test_a_view_that_cannot_be_sampled_says_why() -> None:
    """A view no state gives (here, views of real games with one field changed) is a
    ``SampleError`` that names what does not fit: the kings face up against the exchange
    round (NM-FLOW-2), the hidden cards against the piles' sizes, the free antes'
    state against the view."""
    state = play_through("newmarket", "parlett", 53, deals=2).states[8]
    view = GAME.view(state, Seat(2))  # four kings face up: the exchange round took place
    one_king = dataclasses.replace(view, face_up=(True, False, False, False))
    with pytest.raises(SampleError, match="kings face up at the deal"):
        GAME.sample_state(one_king, random.Random(0))
    bigger = dataclasses.replace(view, dummy_size=view.dummy_size + 1)
    with pytest.raises(SampleError, match="no deal of the hidden cards fits the view"):
        GAME.sample_state(bigger, random.Random(0))
    waiting = play_through("newmarket", "free-ante", 1, deals=1).states[1]
    ante = GAME.view(waiting, Seat(waiting.actor))  # the seat to ante sees its choices
    assert ante.phase is Phase.ANTE and ante.legal
    with pytest.raises(SampleError, match="shows other legal"):
        GAME.sample_state(dataclasses.replace(ante, legal=ante.legal[:1]), random.Random(0))
