"""DESIGN "Purity" (principle 1): ``apply`` never changes its inputs, equal inputs give
equal outputs, no global random generator is used, and states, actions, rules and views
are frozen and hashable values."""

from __future__ import annotations

import copy as copying
import dataclasses
import pickle
import random
from typing import Any

import pytest
from hypothesis import given

import tricktake
from tests.strategies import AnyGame, play_through, preset_params, seeds
from tricktake.units import Seat


def _attributes(value: Any) -> list[str]:
    """The data attributes of a dataclass or named tuple (or the public non-callables)."""
    if dataclasses.is_dataclass(value):
        return [field.name for field in dataclasses.fields(value)]
    fields = getattr(value, "_fields", None)
    if fields is not None:
        return list(fields)
    return [n for n in dir(value) if not n.startswith("_") and not callable(getattr(value, n))]


def assert_frozen(value: Any, *, hashable: bool = True) -> None:
    """Assigning any attribute, existing or new, raises; the value stays as it was."""
    before = (hash(value) if hashable else 0, repr(value))
    names = _attributes(value)
    assert names, f"{type(value).__name__} has no attributes to check"
    for name in [*names, "tricktake_probe"]:
        with pytest.raises((AttributeError, TypeError)):
            setattr(value, name, None)
    assert (hash(value) if hashable else 0, repr(value)) == before


def _replayed(game: AnyGame, rules: Any, first_dealer: Seat, actions: Any) -> list[Any]:
    """The states of ``actions`` rebuilt from scratch: equal, but other objects."""
    state = game.new(rules, first_dealer=first_dealer)
    states = [state]
    for action in actions:
        state = game.apply(state, game.parse_action(state, game.format_action(action)))
        states.append(state)
    return states


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_apply_is_pure(name: str, preset: str, seed: int) -> None:
    """DESIGN "Purity": apply leaves its state and action equal to rebuilt copies (and
    their hashes and reprs unchanged), touches no global random generator, and applying
    the same action twice gives equal states with equal events."""
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    copies = _replayed(game, playthrough.rules, playthrough.first_dealer, playthrough.actions)
    global_random = random.getstate()
    for index, ((state, action, after), copy) in enumerate(
        zip(playthrough.steps(), copies, strict=False)
    ):
        where = f"{playthrough} action {index} {action}"
        assert state == copy and hash(state) == hash(copy), where
        marks = (hash(state), repr(state), hash(action), str(action), repr(action))
        first = game.apply(state, action)
        second = game.apply(state, action)
        assert marks == (hash(state), repr(state), hash(action), str(action), repr(action)), where
        assert state == copy, f"{where}: apply changed its input state"
        assert first == second == after and hash(first) == hash(second), where
        assert game.events(first) == game.events(second), where
        game.legal_actions(state)
        game.view(state, None)
        assert state == copy, f"{where}: legal_actions or view changed the state"
    assert random.getstate() == global_random, "the global random generator was used"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_deal_depends_only_on_its_rng(name: str, preset: str, seed: int) -> None:
    """DESIGN principle 2: ``game.deal`` with two ``random.Random`` of one seed gives
    equal deals, and uses no other randomness."""
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    global_random = random.getstate()
    for state in playthrough.states:
        if game.to_move(state) is tricktake.CHANCE:
            one = game.deal(state, random.Random(seed))
            two = game.deal(state, random.Random(seed))
            assert one == two and hash(one) == hash(two) and str(one) == str(two)
    assert random.getstate() == global_random, "the global random generator was used"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_values_are_frozen_and_hashable(name: str, preset: str, seed: int) -> None:
    """DESIGN "Public API": states and actions are frozen, hashable and comparable; so
    are rules; views are frozen and comparable."""
    playthrough = play_through(name, preset, seed, deals=1)
    game = playthrough.game
    assert_frozen(playthrough.rules)
    rng = random.Random(seed)
    picks = rng.sample(range(len(playthrough.actions)), min(6, len(playthrough.actions)))
    for index in [0, *picks]:
        state, action = playthrough.states[index], playthrough.actions[index]
        assert_frozen(state)
        assert_frozen(action)
        seat = rng.choice([None, Seat(0)])
        view = game.view(state, seat)
        assert_frozen(view, hashable=False)
        assert view == game.view(state, seat)


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_values_survive_pickle_and_copy(name: str, preset: str, seed: int) -> None:
    """DESIGN principle 1: states can be shared, cached and sent to another process, so
    states, actions and rules survive ``pickle`` and ``copy.deepcopy`` as equal values
    that the game keeps playing from."""
    playthrough = play_through(name, preset, seed, deals=1)
    game = playthrough.game
    assert pickle.loads(pickle.dumps(playthrough.rules)) == playthrough.rules
    # every early state (each phase of a deal's start) and every 7th after
    for index in sorted(
        {*range(min(12, len(playthrough.actions))), *range(0, len(playthrough.actions), 7)}
    ):
        state, action = playthrough.states[index], playthrough.actions[index]
        for copied in (pickle.loads(pickle.dumps(state)), copying.deepcopy(state)):
            assert copied == state
            assert hash(copied) == hash(state)
            assert game.apply(copied, action) == playthrough.states[index + 1]
        assert pickle.loads(pickle.dumps(action)) == action
