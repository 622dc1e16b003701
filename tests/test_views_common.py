"""The common view (:mod:`tricktake.views`) and the common trick game state
(:class:`tricktake.tricks.TrickGameState`): every game's view begins with the common
view's fields, whose JSON keys begin every view's JSON, and every trick game's state
reads its common names through its rest."""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import json
from typing import Any, cast

import pytest

import tricktake
from tests.strategies import play_through
from tricktake.cards import card_text
from tricktake.tricks import TrickGameState, TrickState
from tricktake.units import Seat, seat_range
from tricktake.views import (
    COMMON_KEYS,
    Derived,
    GameView,
    common_fields,
    common_json,
    pile_text,
)

GAMES = ("ninety-nine", "nap", "nines", "newmarket")
TRICK_GAMES = ("ninety-nine", "nap", "nines")
# The fields spelt out here, not read from the library, so that a change shows.
COMMON = (
    "seat",
    "rules",
    "phase",
    "actor",
    "dealer",
    "deal_number",
    "hand",
    "hand_sizes",
    "scores",
    "legal",
    "history",
    "events",
)


def test_the_common_view_has_the_common_fields_in_order() -> None:
    assert tuple(f.name for f in dataclasses.fields(GameView)) == COMMON
    assert GameView.__slots__ == COMMON


@pytest.mark.parametrize("name", GAMES)
def test_every_view_begins_with_the_common_view(name: str) -> None:
    game = tricktake.get_game(name)
    playthrough = play_through(name, game.presets()[0], seed=5, deals=1)
    first = game.view(playthrough.states[0], None)
    assert issubclass(type(first), GameView)
    assert tuple(f.name for f in dataclasses.fields(first))[: len(COMMON)] == COMMON
    presets = {preset: game.rules(preset) for preset in game.presets()}
    for state in playthrough.states[:: max(1, len(playthrough.states) // 8)]:
        for seat in (None, *seat_range(state.rules.players)):
            view = game.view(state, seat)
            assert (view.seat, view.rules, view.phase, view.actor) == (
                seat,
                state.rules,
                state.phase,
                state.actor,
            )
            assert view.dealer == state.dealer
            assert view.scores == game.scores(state)
            assert view.legal == (tuple(game.legal_actions(state)) if seat == state.actor else ())
            assert view.events == game.events(state, seat)
            assert view.hand == (() if seat is None else state.hand(seat))
            fields = common_fields(
                state,
                seat,
                deal_number=view.deal_number,
                hand_sizes=view.hand_sizes,
                scores=view.scores,
                history=view.history,
            )
            assert fields == tuple(getattr(view, f) for f in COMMON)
            head = common_json(view, name, presets)
            assert tuple(head) == COMMON_KEYS
            as_json = game.to_json(view)
            assert list(as_json)[: len(head)] == list(head)
            assert {key: as_json[key] for key in head} == head
            assert not set(as_json).difference(head) & set(COMMON_KEYS)
            json.dumps(head)  # JSON-ready
            assert repr(view).startswith(
                f"<{name} View seat={seat} phase={state.phase.value} actor={state.actor!r} "
                f"dealer={state.dealer} "
            )


def test_pile_text_shows_cards_or_hides_them() -> None:
    assert pile_text(None) == "hidden"
    assert pile_text(()) == "[]"
    assert pile_text((tricktake.Card(0), tricktake.Card(1))) == "[2C 3C]"


@pytest.mark.parametrize("name", TRICK_GAMES)
def test_every_trick_game_state_reads_the_common_names_through_its_rest(name: str) -> None:
    game = tricktake.get_game(name)
    playthrough = play_through(name, game.presets()[0], seed=7, deals=1)
    for state in playthrough.states:
        assert issubclass(type(state), TrickGameState) and issubclass(type(state), TrickState)
        assert not hasattr(state, "__dict__")  # properties, never fields
        context = state.rest.context
        assert state.context is context
        assert state.rules is context.rules and state.phase is state.rest.phase
        assert (state.first_dealer, state.dealer) == (context.first_dealer, context.dealer)
        assert (state.deal_number, state.results) == (context.deal_number, context.results)
        assert state.actor == state.player == game.to_move(state)
        won = [0] * len(state.tricks_won())
        for trick in state.tricks:
            won[trick.winner] += 1
        assert state.tricks_won() == tuple(won)


def test_derived_keeps_a_value_per_object_and_at_most_size() -> None:
    """``Derived`` derives once per object (by identity, not equality), and keeps only
    the parts it saw last."""
    calls: list[tuple[int, ...]] = []

    def total(part: tuple[int, ...]) -> int:
        calls.append(part)
        return sum(part)

    derived = Derived(total, size=2)
    first, equal = tuple(range(5)), tuple(range(5))
    assert derived.get(first, first) == derived.get(first, first) == 10
    assert len(calls) == 1
    assert derived.get(equal, equal) == 10 and len(calls) == 2  # equal, another object
    third = (1, 2)
    assert derived.get(third, third) == 3 and len(derived) == 2  # `first` went first
    derived.get(first, first)
    assert len(calls) == 4


@pytest.mark.parametrize("name", ["ninety-nine", "nines"])
def test_views_share_what_the_deal_did_not_change(name: str) -> None:
    """Views of two states that hold the same completed tricks share their history's
    plays of those tricks (the same objects), and every view of a game equals the one
    built with the views' caches emptied (``Derived``: what it keeps is what it would
    build)."""
    game = tricktake.get_game(name)
    playthrough = play_through(name, game.presets()[0], 7)
    module = importlib.import_module(f"tricktake.{name.replace('-', '_')}.view")
    caches: list[Derived[Any, Any]] = [
        cast("Derived[Any, Any]", value)  # type: ignore[redundant-cast]  # for pyright
        for value in vars(module).values()
        if isinstance(value, Derived)
    ]
    assert caches, f"{name}: no cache of views"
    pairs = [
        (s, t)
        for s, t in itertools.pairwise(playthrough.states)
        if s.tricks and s.tricks is t.tricks and t.trick
    ]
    assert pairs, f"{playthrough}: no two states with the same completed tricks"
    for s, t in pairs:
        a, b = game.view(s, Seat(0)), game.view(t, Seat(0))
        k = sum(len(trick.cards) for trick in s.tricks)
        done_a = a.history[len(a.history) - len(s.trick) - k : len(a.history) - len(s.trick)]
        done_b = b.history[len(b.history) - len(t.trick) - k : len(b.history) - len(t.trick)]
        assert len(done_a) == k and all(x is y for x, y in zip(done_a, done_b, strict=True))
        assert [x.text for x in done_a] == [
            f"play {card_text(c)}" for tr in s.tricks for c in tr.cards
        ]
    seats = [*seat_range(game.info(playthrough.rules).seats), None]
    views = [game.view(s, seat) for s in playthrough.states for seat in seats]
    for cache in caches:
        cache.clear()
    assert views == [game.view(s, seat) for s in playthrough.states for seat in seats]
