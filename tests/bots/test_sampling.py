"""``game.sample_state``: every sample gives the seat its view back, for every game and
preset; on a tiny position every consistent hidden configuration occurs, about equally
often; the shared spread counts and draws exactly (:mod:`tricktake.sampling`)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
import tricktake.nap.sample
import tricktake.newmarket.sample
from tests.strategies import play_through, spread_problems
from tricktake import CHANCE, Record, sampling
from tricktake.cards import cards_of
from tricktake.engine import find_game
from tricktake.sampling import Cases, SampleError, Slot, Spreader, deal_text, dealt_pile
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
        masks = [0] * len(slots)
        for c, i in zip(listed, where, strict=True):
            masks[i] |= 1 << c
        if all(sizes[i] == slot.size for i, slot in enumerate(slots)) and all(
            not mask & ~slot.allowed and not slot.required & ~mask
            for mask, slot in zip(masks, slots, strict=True)
        ):
            total += 1
    return total


def _draws(
    cards: int, slots: list[Slot], rng: random.Random, per_assignment: int
) -> tuple[Spreader, Counter[tuple[int, ...]]]:
    """The spreader of ``cards`` into ``slots``, checked to count as brute force does,
    and ``per_assignment`` draws for each assignment it counts (none where it counts
    none, and then a draw is checked to raise :class:`SampleError`)."""
    spreader = Spreader(cards, slots)
    assert spreader.count == _brute_count(cards, slots)
    if spreader.count == 0:
        with pytest.raises(SampleError):
            spreader.sample(rng)
    return spreader, Counter(spreader.sample(rng) for _ in range(per_assignment * spreader.count))


@pytest.mark.parametrize("seed", range(12))
def test_spread_counts_and_draws_every_assignment_uniformly(seed: int) -> None:
    rng = random.Random(seed)
    cards = sum(1 << c for c in rng.sample(range(40), 7))
    listed = cards_of(cards)
    sizes = [2, 3, 2] if seed % 2 else [4, 0, 3]
    slots = [Slot(size, sum(1 << c for c in listed if rng.random() < 0.8)) for size in sizes]
    spreader, draws = _draws(cards, slots, rng, 40)
    if not draws:
        return
    assert len(draws) == spreader.count
    for masks in draws:
        assert [m.bit_count() for m in masks] == sizes
        assert all(m & ~slot.allowed == 0 for m, slot in zip(masks, slots, strict=True))
    assert min(draws.values()) > 10  # 40 expected each: none starved


@given(spread_problems())
def test_spread_counts_as_brute_force_and_draws_uniformly_with_free_slots(
    problem: tuple[int, list[Slot]],
) -> None:
    """The count, with free slots (that allow every card) shared by a multinomial and the
    last bound slot counted by one binomial, is the brute-force count; every draw is an
    assignment, and on a small count every assignment turns up about equally often."""
    cards, slots = problem
    spreader, draws = _draws(cards, slots, random.Random(cards), 40)
    if not draws:
        return
    for masks in draws:
        assert [m.bit_count() for m in masks] == [slot.size for slot in slots]
        assert all(m & ~slot.allowed == 0 for m, slot in zip(masks, slots, strict=True))
        assert sum(masks) == cards  # disjoint, and every card placed
    if spreader.count <= 30:
        assert len(draws) == spreader.count
        assert min(draws.values()) > 10  # 40 expected each: none starved


@given(spread_problems(), st.data())
def test_spread_with_required_cards_counts_as_brute_force_and_places_them(
    problem: tuple[int, list[Slot]], data: st.DataObject
) -> None:
    """A slot's required cards (some of the cards it allows, now and then one that
    another slot requires too, or one it does not allow) are in every draw; the count is
    the brute-force count of the assignments that give each slot its required cards."""
    cards, slots = problem
    listed = cards_of(cards)
    pick = st.lists(st.sampled_from(listed), max_size=2, unique=True) if listed else st.just([])
    required = [sum(1 << c for c in data.draw(pick)) for _ in slots]
    slots = [slot._replace(required=r) for slot, r in zip(slots, required, strict=True)]
    spreader, draws = _draws(cards, slots, random.Random(cards), 20)
    if not draws:
        return
    for masks in draws:
        assert sum(masks) == cards
        assert all(
            not slot.required & ~m and not m & ~slot.allowed
            for m, slot in zip(masks, slots, strict=True)
        )
    if spreader.count <= 30:
        assert len(draws) == spreader.count


@given(spread_problems())
def test_cases_of_where_one_card_lies_draw_as_the_whole_spread(
    problem: tuple[int, list[Slot]],
) -> None:
    """A spread cut into cases by the slot that holds its lowest card (each case requires
    it in one slot) counts as much as the whole, and draws every assignment about equally
    often: a case is picked in proportion to its count."""
    cards, slots = problem
    whole = Spreader(cards, slots)
    if not cards:
        return
    low = cards & -cards
    cases = Cases(
        Spreader(cards, [s._replace(required=low if i == j else 0) for j, s in enumerate(slots)])
        for i in range(len(slots))
    )
    assert cases.count == whole.count
    rng = random.Random(cards)
    if whole.count == 0:
        with pytest.raises(SampleError):
            cases.sample(rng)
        return
    draws = Counter(cases.sample(rng) for _ in range(40 * whole.count))
    if whole.count <= 30:
        assert len(draws) == whole.count
        chi2 = sum((k - 40) ** 2 / 40 for k in draws.values())
        df = max(1, whole.count - 1)
        assert chi2 < df + 5 * (2 * df) ** 0.5 + 5, (chi2, df)  # 40 expected each


NAP_STALL = (
    "deal 0=3C 9C QD 3S 5S 1=9D JD 3H 2S 4S 2=6C 9H 10H 6S 9S 3=7C JC 10D JH 7S "
    "undealt=2C 4C 5C 8C 10C QC KC AC 2D 3D 4D 5D 6D 7D 8D KD AD 2H 4H 5H 6H 7H 8H QH KH "
    "AH 8S 10S JS QS KS AS",
    *("bid nap", "pass", "pass", "pass", "play 9D", "play 6C", "play 10D", "play QD"),
    *("play 3C", "play JD", "play 9H", "play 7C", "play 3H", "play 10H", "play JH", "play 9C"),
)
"""Issue 22's Nap position: seat 3's view after three tricks, where three hands have
shown voids and the 32 undealt cards are hidden (365,000 recursive calls a world
before the undealt pile became a free slot)."""


def test_issue_22_nap_position_counts_in_a_few_states(monkeypatch: pytest.MonkeyPatch) -> None:
    """The count of issue 22's Nap position works out a handful of states (the three
    hands with voids; the undealt pile is free), and the world gives the view back."""
    built: list[Spreader] = []

    class Recorded(Spreader):
        def __init__(self, cards: int, slots: Sequence[Slot]) -> None:
            super().__init__(cards, slots)
            built.append(self)

    monkeypatch.setattr(tricktake.nap.sample, "Spreader", Recorded)
    game = tricktake.get_game("nap")
    view = game.view(tricktake.replay(Record("nap", "standard", actions=NAP_STALL)), Seat(3))
    world = game.sample_state(view, random.Random(0))
    assert game.view(world, Seat(3)) == view
    (spreader,) = built
    assert [slot.size for slot in spreader.slots] == [2, 2, 2, 32]
    assert spreader.count > 10**7 and spreader.states <= 10


def test_newmarket_standard_draws_are_never_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    """NM-PLAY-4/5: the next card of the last play is the actor's, or (a stop) in the
    dummy, so in standard play every draw gives the view back at once: no draw is
    rejected (each rejection would cost a replay of the deal)."""
    builds = 0
    consistent = sampling.sample_consistent

    def counted(
        spreader: Spreader, build: Any, accept: Any, rng: random.Random, attempts: int
    ) -> Any:
        def counted_build(masks: tuple[int, ...]) -> Any:
            nonlocal builds
            builds += 1
            return build(masks)

        return consistent(spreader, counted_build, accept, rng, attempts)

    monkeypatch.setattr(sampling, "sample_consistent", counted)
    game = tricktake.get_game("newmarket")
    views = [view for _, view in decision_views(game, game.rules("standard"), seed=5, deals=2)]
    rng = random.Random(2)
    for view in views:
        game.sample_state(view, rng)
    assert len(views) > 40 and builds == len(views)


def test_newmarket_prepares_a_view_once_and_a_seed_gives_one_world(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Newmarket works out the chips on the table at a view's deal (and the spread of its
    hidden cards) once per view for all its draws; the caller's generator alone picks the
    world, so a seed gives the same world whether the view's preparation was cached or
    not."""
    game = tricktake.get_game("newmarket")
    _, view = decision_views(game, game.rules("standard"), seed=3)[6]
    preparations = 0
    starts = tricktake.newmarket.sample._starts  # pyright: ignore[reportPrivateUsage]

    def counted(*args: Any) -> Any:
        nonlocal preparations
        preparations += 1
        return starts(*args)

    monkeypatch.setattr(tricktake.newmarket.sample, "_starts", counted)
    prepared = tricktake.newmarket.sample._prepared  # pyright: ignore[reportPrivateUsage]
    prepared.cache_clear()
    first = game.sample_state(view, random.Random(4))
    worlds = {game.sample_state(view, random.Random(seed)) for seed in range(8)}
    assert preparations == 1 and len(worlds) > 1
    prepared.cache_clear()
    assert game.sample_state(view, random.Random(4)) == first


def _seat_views(play: Any) -> Iterator[tuple[Any, Any, Seat]]:
    """(state, view, seat) for every seat's view of every state of ``play`` where a seat
    is to move (inside a deal: Parlett's antes are automatic)."""
    game = play.game
    for state in play.states:
        if type(game.to_move(state)) is int:
            for seat in map(Seat, range(game.info(play.rules).seats)):
                yield state, game.view(state, seat), seat


@pytest.mark.parametrize(("seed", "deals"), [(1082121994, 2), (1, 2), (3, 2)])
def test_newmarket_parlett_samples_every_seat_view_inside_a_deal(seed: int, deals: int) -> None:
    """Issue 22: every seat's view of every state inside a deal of ``parlett`` gives a
    world that gives the view back (seed 1082121994's second deal was refused: a restart
    had passed over seat 0, which held no red card, NM-RESTART-5, and the sampler drew
    red cards for it, so no draw replayed and the chips correction dropped every start)."""
    play = play_through("newmarket", "parlett", seed, deals=deals)
    game = play.game
    views = 0
    for index, (_, view, seat) in enumerate(_seat_views(play)):
        world = game.sample_state(view, random.Random(index))
        assert game.view(world, seat) == view, (seed, index, seat)
        views += 1
    assert views > 150


@pytest.mark.parametrize(
    ("preset", "seeds"),
    [("parlett", (3, 9)), ("change-suit-pass-left", (5, 7)), ("change-suit-same-player", (7, 10))],
)
def test_newmarket_restarts_show_what_seats_passed_over_did_not_hold(
    preset: str, seeds: tuple[int, ...]
) -> None:
    """NM-RESTART-2..5, NM-OBS-3: what the sampler reads from the restarts of the played
    sequence (the ``skip`` events no view keeps) holds of the real hands: no seat holds a
    card it is said not to hold, and the restarts (of plays whose seeds have some skips)
    say something."""
    passed_over = tricktake.newmarket.sample._passed_over  # pyright: ignore[reportPrivateUsage]
    said = 0
    for seed in seeds:
        play = play_through("newmarket", preset, seed, deals=2)
        for state, view, _ in _seat_views(play):
            for seat, mask in enumerate(passed_over(view)):
                assert not state.hands[seat] & mask, (preset, seed, view.played, seat)
                said += mask != 0
    assert said > 0
