"""Issue 22, item 2: actions as integers and views as vectors (:doc:`/encodings`), over
every game and preset, on the first deals of random play-throughs.

- the action space: every legal action has an id in ``range(info.num_actions)``, the
  ids of a state's legal actions are distinct, ``action_of`` gives each action back and
  ``legal_action_ids`` lists them; bad ids and deals are refused;
- the observation: its size is fixed by the rules (``info.observation_size``, the sum
  of the parts), equal views give equal vectors, a world that differs in hidden cards
  only gives the same vector, and no card part marks a card the viewer may not see;
- the information state: a function of the view, and injective on the views seen.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given

import tricktake
from tests.properties.registry import adapter_for
from tests.strategies import (
    FULL_GAMES,
    Playthrough,
    checked_states,
    play_through,
    preset_params,
    seed_pool,
    seeds,
)
from tricktake.cards import Card, card_text
from tricktake.encodings import Layout
from tricktake.testing import check_encodings
from tricktake.units import Seat, seat_range

DEALS = 2
"""The deals of each play-through that are checked: every phase of a deal, twice."""

SAMPLED = 4
"""How many states of a play-through are compared with a world of ``sample_state``."""

VIEWED = 10
"""How many random states of a play-through have every seat's view encoded, besides the
first state after each deal and the last."""

FEW_VIEWED = 3
"""How many random states :func:`_viewed` adds in a game beyond a seed pool's first."""


def _viewed(playthrough: Playthrough) -> list[int]:
    """The states whose views are encoded: the first, the first after each deal, the last
    and :data:`VIEWED` random ones (drawn from the seed), :data:`FEW_VIEWED` in a game of
    a seed pool beyond its first :data:`~tests.strategies.FULL_GAMES` (a ``ci`` run's
    twenty games a preset). Every view of the first deals would take a minute a preset
    in a ``ci`` run, for little more."""
    count = len(playthrough.states)
    pool = seed_pool()
    many = pool is None or playthrough.seed in pool[:FULL_GAMES]
    drawn = random.Random(playthrough.seed).sample(
        range(count), min(count, VIEWED if many else FEW_VIEWED)
    )
    after = [i + 1 for i in playthrough.deal_starts()]
    return sorted({0, count - 1, *after, *drawn})


def _played(name: str, preset: str, seed: int) -> Playthrough:
    return play_through(name, preset, seed, deals=DEALS)


def _in_deals(playthrough: Playthrough) -> list[int]:
    """The states inside a deal where a seat is to move: after a deal and before the
    next deal's first action (``sample_state`` refuses a view between deals, such as
    Newmarket's free antes for the next deal)."""
    game = playthrough.game
    starts = playthrough.deal_starts()
    inside: list[int] = []
    for start, stop in zip(starts, [*starts[1:], len(playthrough.states)], strict=True):
        number = game.view(playthrough.states[start + 1], None).deal_number
        inside += [
            i
            for i in range(start + 1, stop)
            if game.to_move(playthrough.states[i]) not in (tricktake.CHANCE, None)
            and game.view(playthrough.states[i], None).deal_number == number
        ]
    return inside


def _card_marks(layout: Layout, vector: Sequence[float], pack: Sequence[Card]) -> set[Card]:
    """Every card that a card part of ``vector`` marks (a non-zero value)."""
    marked: set[Card] = set()
    for part in layout.parts:
        if not part.cards:
            continue
        values = layout.slices(vector)[part.name]
        marked |= {pack[i % len(pack)] for i, value in enumerate(values) if value}
    return marked


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_action_ids_are_distinct_in_range_and_round_trip(name: str, preset: str, seed: int) -> None:
    """Every legal action of every state of the first deals has an id in
    ``range(info.num_actions)``, distinct from the other legal actions' ids;
    ``legal_action_ids`` lists them ascending; ``action_of`` gives the action back (the
    conformance kit's :func:`~tricktake.testing.check_encodings`): every state of a
    ``ci`` run's first games, a sample of the others' (:func:`checked_states`)."""
    playthrough = _played(name, preset, seed)
    assert check_encodings(playthrough, checked_states(playthrough)) > 0


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_bad_action_ids_and_deals_are_refused(name: str, preset: str) -> None:
    """An id out of range or of another type, an id of no legal action, a deal, and any
    id at a chance node raise :class:`~tricktake.IllegalActionError` that names what
    was expected."""
    playthrough = _played(name, preset, 1)
    game = playthrough.game
    size = game.info(playthrough.rules).num_actions
    first = playthrough.deal_starts()[0]  # free antes may come before it (NM-ANTE-2)
    start, deal = playthrough.states[first], playthrough.actions[first]
    with pytest.raises(tricktake.IllegalActionError, match="has no action id here: a deal"):
        game.action_id(start, deal)
    with pytest.raises(tricktake.IllegalActionError, match="names no legal action"):
        game.action_of(start, 0)
    state = playthrough.states[first + 1]
    for bad in (-1, size, "0", 1.0, None):
        with pytest.raises(tricktake.IllegalActionError, match=f"from 0 to {size - 1}"):
            game.action_of(state, bad)  # type: ignore[arg-type]
    unused = sorted(set(range(size)) - set(game.legal_action_ids(state)))
    with pytest.raises(tricktake.IllegalActionError, match="expected one of"):
        game.action_of(state, unused[0])
    with pytest.raises(tricktake.ArgumentError):
        game.action_id(None, deal)


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_observations_have_the_fixed_size_and_show_only_visible_cards(
    name: str, preset: str, seed: int
) -> None:
    """In states of the first deals (:func:`_viewed`), each seat's view and the public view give a
    vector of ``info.observation_size`` finite floats, the sizes of the parts summed, the
    same for an equal view; its card parts mark only cards that the view names and none
    that the viewer may not see."""
    adapter = adapter_for(name)
    playthrough = _played(name, preset, seed)
    game = playthrough.game
    info = game.info(playthrough.rules)
    layout = Layout(game.observation_parts(playthrough.rules))
    assert layout.size == info.observation_size
    assert len({part.name for part in layout.parts}) == len(layout.parts)
    viewers: list[Seat | None] = [*seat_range(info.seats), None]
    for index in _viewed(playthrough):
        state = playthrough.states[index]
        public = _card_marks(layout, game.observe(game.view(state, None)), info.pack)
        for seat in viewers:
            where = f"{playthrough} state {index}, seat {seat}"
            view = game.view(state, seat)
            vector = game.observe(view)
            assert len(vector) == info.observation_size, where
            assert all(type(v) is float and math.isfinite(v) for v in vector), where
            assert game.observe(game.view(state, seat)) == vector, f"{where}: equal views"
            marked = _card_marks(layout, vector, info.pack)
            named = json.dumps(game.to_json(view))
            unnamed = {card_text(c) for c in marked} - set(re.split(r"[^0-9A-Za-z]+", named))
            assert not unnamed, f"{where}: marks cards the view does not name: {unnamed}"
            # a card that the public view shows is no secret even where a hidden hand
            # holds it too (Ninety-Nine's drawn trump card, N99-BGA-8)
            hidden = {c for cards in adapter.hidden(state, seat).values() for c in cards}
            leaked = {card_text(c) for c in (marked & hidden) - public}
            assert not leaked, f"{where}: marks hidden cards {leaked}"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_hidden_cards_moved_give_the_same_observation(name: str, preset: str, seed: int) -> None:
    """A world drawn by ``sample_state`` from a seat's view differs from the real state
    in hidden cards only: its view for that seat is the same, and so are the vector and
    the information state."""
    playthrough = _played(name, preset, seed)
    game = playthrough.game
    rng = random.Random(seed)
    seats = game.info(playthrough.rules).seats
    dealt = _in_deals(playthrough)
    for index in sorted(rng.sample(dealt, min(SAMPLED, len(dealt)))):
        state = playthrough.states[index]
        seat = Seat(rng.randrange(seats))
        view = game.view(state, seat)
        world = game.sample_state(view, rng)
        where = f"{playthrough} state {index}, seat {seat}"
        again = game.view(world, seat)
        assert again == view, where
        assert game.observe(again) == game.observe(view), where
        assert game.information_state(again) == game.information_state(view), where


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_information_state_is_injective_on_views_seen(name: str, preset: str, seed: int) -> None:
    """Over the views of the first deals (each seat's and the public one, in the states of
    :func:`_viewed`), two views
    with the same information-state text are equal, and equal views have the same text."""
    playthrough = _played(name, preset, seed)
    game = playthrough.game
    seen: dict[str, Any] = {}
    viewers: list[Seat | None] = [*seat_range(game.info(playthrough.rules).seats), None]
    for index in _viewed(playthrough):
        state = playthrough.states[index]
        for seat in viewers:
            view = game.view(state, seat)
            text = game.information_state(view)
            assert game.information_state(game.view(state, seat)) == text
            earlier = seen.setdefault(text, view)
            assert earlier == view, f"{playthrough} state {index}, seat {seat}: {text!r}"
