"""``game.sample_state``: every sample gives the seat its view back, for every game and
preset; on a tiny position every consistent hidden configuration occurs, about equally
often; the shared spread counts and draws exactly (:mod:`tricktake.sampling`)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest

import tricktake
from tricktake import CHANCE
from tricktake.cards import cards_of
from tricktake.engine import find_game
from tricktake.sampling import SampleError, Slot, Spreader, deal_text, dealt_pile
from tricktake.units import Seat

CASES = [
    (name, preset) for name in tricktake.games() for preset in tricktake.get_game(name).presets()
]


def decision_views(game: Any, rules: Any, seed: int, deals: int = 1) -> list[tuple[Any, Any]]:
    """(state, view of the seat to move) at every decision of ``deals`` random deals."""
    rng = random.Random(seed)
    state = game.new(rules)
    out: list[tuple[Any, Any]] = []
    dealt = 0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is CHANCE:
            if dealt == deals:
                break
            dealt += 1
            state = game.apply(state, game.deal(state, rng))
            continue
        out.append((state, game.view(state, actor)))
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize(("name", "preset"), CASES)
def test_sample_gives_the_view_back(name: str, preset: str) -> None:
    """view(sample_state(view), seat) == view, at every third decision of two deals."""
    game = find_game(name)
    rng = random.Random(11)
    for state, view in decision_views(game, game.rules(preset), seed=len(preset), deals=2)[::3]:
        sample = game.sample_state(view, rng)
        assert game.view(sample, view.seat) == view
        # an ordinary state: it plays on, and the seat's own cards are where they are
        assert game.to_move(sample) == game.to_move(state)
        game.playout(sample, random.Random(1))


def test_sample_is_deterministic_for_a_seed() -> None:
    game = tricktake.get_game("ninety-nine")
    _, view = decision_views(game, game.rules("revised"), seed=4)[10]
    one = game.sample_state(view, random.Random(3))
    two = game.sample_state(view, random.Random(3))
    assert one == two


def test_public_view_and_views_between_deals_are_refused() -> None:
    game = tricktake.get_game("nap")
    state, _ = decision_views(game, game.rules("standard"), seed=1)[0]
    with pytest.raises(SampleError, match="public view"):
        game.sample_state(game.view(state, None), random.Random(1))
    fresh = game.new(game.rules("standard"))
    with pytest.raises(SampleError, match="not inside a deal"):
        game.sample_state(game.view(fresh, Seat(0)), random.Random(1))
    assert isinstance(SampleError("x"), tricktake.TricktakeError)


def _consistent_worlds(game: Any, rules: Any, state: Any, texts: list[str], seat: int) -> set[Any]:
    """Every state that gives ``seat`` the view of ``state``, by brute force: each way to
    give the hidden seats' remaining cards back, the deal's actions replayed."""
    view = game.view(state, seat)
    n = game.info(rules).seats
    piles = game.piles(state)
    played = {s: 0 for s in range(n)}
    deal = texts[0]
    for s in range(n):
        held = sum(1 << c for c in piles[f"hand[{s}]"])
        played[s] = dealt_pile(deal, str(s)) & ~held
    others = [s for s in range(n) if s != seat]
    unknown = [c for s in others for c in piles[f"hand[{s}]"]]
    sizes = [len(piles[f"hand[{s}]"]) for s in others]
    worlds: set[Any] = set()
    for order in itertools.permutations(unknown):
        masks: list[int] = []
        start = 0
        for size in sizes:
            masks.append(sum(1 << c for c in order[start : start + size]))
            start += size
        filled = {str(s): played[s] | m for s, m in zip(others, masks, strict=True)}
        world = game.new(rules)
        try:
            world = game.apply(world, game.parse_action(world, deal_text(deal, filled)))
            for text in texts[1:]:
                world = game.apply(world, game.parse_action(world, text))
        except tricktake.TricktakeError:
            continue
        if game.view(world, seat) == view:
            worlds.add(world)
    return worlds


def test_every_consistent_world_occurs_about_equally_often() -> None:
    """Nines partnership, two tricks before the end: the three other hands hold two
    cards each (at most 90 ways); sampling finds every consistent one, uniformly."""
    game = tricktake.get_game("nines")
    rules = game.rules("partnership")
    rng = random.Random(6)  # a deal where voids leave 60 of the 90 ways
    state = game.new(rules)
    deal = game.deal(state, rng)
    texts = [str(deal)]
    state = game.apply(state, deal)
    while len(state.tricks) < 11 or state.trick:
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        texts.append(str(action))
        state = game.apply(state, action)
    seat = game.to_move(state)
    assert isinstance(seat, int)
    worlds = _consistent_worlds(game, rules, state, texts, seat)
    assert 6 < len(worlds) < 90  # voids cut some: the constraints are tested too
    view = game.view(state, seat)
    draws = 60 * len(worlds)
    counts = Counter(game.sample_state(view, rng) for _ in range(draws))
    assert set(counts) == worlds
    expected = draws / len(worlds)
    chi2 = sum((k - expected) ** 2 / expected for k in counts.values())
    df = len(worlds) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5, (chi2, df)  # far beyond 99.9% for these df


def _brute_count(cards: int, slots: list[Slot]) -> int:
    listed = cards_of(cards)
    total = 0
    for where in itertools.product(range(len(slots)), repeat=len(listed)):
        sizes = Counter(where)
        if all(sizes[i] == slot.size for i, slot in enumerate(slots)) and all(
            slots[i].allowed >> c & 1 for c, i in zip(listed, where, strict=True)
        ):
            total += 1
    return total


@pytest.mark.parametrize("seed", range(12))
def test_spread_counts_and_draws_every_assignment_uniformly(seed: int) -> None:
    rng = random.Random(seed)
    cards = sum(1 << c for c in rng.sample(range(40), 7))
    listed = cards_of(cards)
    sizes = [2, 3, 2] if seed % 2 else [4, 0, 3]
    slots = [Slot(size, sum(1 << c for c in listed if rng.random() < 0.8)) for size in sizes]
    spreader = Spreader(cards, slots)
    assert spreader.count == _brute_count(cards, slots)
    if spreader.count == 0:
        with pytest.raises(SampleError):
            spreader.sample(rng)
        return
    draws = Counter(spreader.sample(rng) for _ in range(40 * spreader.count))
    assert len(draws) == spreader.count
    for masks in draws:
        assert [m.bit_count() for m in masks] == sizes
        assert all(m & ~slot.allowed == 0 for m, slot in zip(masks, slots, strict=True))
    assert min(draws.values()) > 10  # 40 expected each: none starved
