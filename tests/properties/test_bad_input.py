"""DESIGN principle 5 for the game-facts API, for every game: ``game.info`` of what is no
rules value, and ``game.events`` or ``game.view`` for a seat that does not exist, raise
``SetupError`` saying what was wrong and what was expected, and change nothing; every
method given what is no state (or no view) of the game raises ``ArgumentError``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.strategies import play_through, preset_params
from tricktake.units import Seat, seat_range


def _id(bad: object) -> str:
    """A test id that is the same in every process (pytest-xdist compares the workers'
    ids): ``repr`` but for a bare ``object()``, whose repr holds its address."""
    return "object()" if type(bad) is object else repr(bad)


@pytest.mark.parametrize("name", tricktake.games())
@pytest.mark.parametrize("bad", [object(), None, "revised", 3], ids=_id)
def test_info_refuses_what_is_no_rules(name: str, bad: object) -> None:
    """``info`` of anything but the game's rules raises SetupError naming the value
    and the rules it expected."""
    game = tricktake.get_game(name)
    with pytest.raises(tricktake.SetupError) as caught:
        game.info(bad)
    message = str(caught.value)
    assert "expected" in message and "rules" in message.lower(), message
    assert repr(bad) in message, message


def _states(name: str, preset: str) -> list[Any]:
    """States of every kind: before the first deal, right after it, in the middle of a
    deal, and a finished game."""
    playthrough = play_through(name, preset, seed=5)
    states = playthrough.states
    return [states[0], states[1], states[len(states) // 2], states[-1]]


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_events_and_view_refuse_seats_that_do_not_exist(name: str, preset: str) -> None:
    """``events(state, seat)`` and ``view(state, seat)`` for a seat out of range (the
    first past ``info.seats`` included), a negative one, a seat written as text, a bool
    or a float raise SetupError naming the seat; the state is unchanged; every seat of
    ``info.seats`` and ``None`` are accepted."""
    game = tricktake.get_game(name)
    seats = game.info(game.rules(preset)).seats
    bad_seats: list[Any] = [99, seats, -1, "0", True, 1.0]
    for state in _states(name, preset):
        before = (hash(state), repr(state), game.to_move(state), game.scores(state))
        for seat in [None, *seat_range(seats)]:
            game.events(state, seat)
            game.view(state, seat)
        for seat in bad_seats:
            for method in (game.events, game.view):
                with pytest.raises(tricktake.SetupError) as caught:
                    method(state, seat)
                message = str(caught.value)
                assert repr(seat) in message, f"{method.__name__}: {message}"
                assert "expected" in message, f"{method.__name__}: {message}"
        after = (hash(state), repr(state), game.to_move(state), game.scores(state))
        assert after == before, "a refused call changed the state"


def _dealt(name: str) -> tuple[Any, Any]:
    """A state of game ``name`` after its first deal, and an action legal there."""
    game = tricktake.get_game(name)
    state = game.new(game.rules())
    state = game.apply(state, game.deal(state, random.Random(7)))
    return state, game.legal_actions(state)[0]


def _not_states(name: str) -> list[tuple[str, object]]:
    """What is no state of game ``name``: ``None``, a tuple, an object, the game's own
    view, and a state and a view of every other game."""
    game = tricktake.get_game(name)
    state, _ = _dealt(name)
    bad: list[tuple[str, object]] = [
        ("None", None),
        ("a tuple", (0, (), 0, (), (), Seat(0), (), (), None)),
        ("an object", object()),
        ("its view", game.view(state, None)),
    ]
    for other in tricktake.games():
        if other != name:
            theirs, _ = _dealt(other)
            bad.append((f"a {other} state", theirs))
            bad.append((f"a {other} view", tricktake.get_game(other).view(theirs, Seat(0))))
    return bad


def _state_calls(game: Any, action: Any) -> dict[str, Callable[[object], object]]:
    """Every method of ``game`` that takes a state, called with its other arguments good."""
    return {
        "to_move": game.to_move,
        "legal_actions": game.legal_actions,
        "is_over": game.is_over,
        "apply": lambda state: game.apply(state, action),
        "deal": lambda state: game.deal(state, random.Random(1)),
        "playout": lambda state: game.playout(state, random.Random(1)),
        "parse_action": lambda state: game.parse_action(state, str(action)),
        "scores": game.scores,
        "outcome": game.outcome,
        "tallies": game.tallies,
        "piles": game.piles,
        "events": game.events,
        "view": lambda state: game.view(state, None),
    }


@pytest.mark.parametrize("name", tricktake.games())
def test_methods_refuse_what_is_no_state_of_the_game(name: str) -> None:
    """Issue 19, item 6 (DESIGN principle 5): every method that takes a state, given
    ``None``, a tuple, the game's view or a state or view of another game, raises
    ``ArgumentError`` naming the argument ``state``, the value and the state it expected
    (never ``AttributeError``); ``to_json`` and ``sample_state`` given what is no view of
    the game raise it naming ``view``."""
    game = tricktake.get_game(name)
    state, action = _dealt(name)
    title = type(game).__name__ if name != "ninety-nine" else "Ninety-Nine"
    for what, bad in _not_states(name):
        for method, call in _state_calls(game, action).items():
            with pytest.raises(tricktake.ArgumentError) as caught:
                call(bad)
            error = caught.value
            where = f"{name}.{method}({what})"
            assert error.argument == "state", f"{where}: {error.argument!r}"
            message = str(error)
            assert message.startswith("state=") and "expected" in message, f"{where}: {message}"
            assert f"{title} State" in message, f"{where}: {message}"
    view = game.view(state, Seat(0))
    view_calls: dict[str, Callable[[object], object]] = {
        "to_json": game.to_json,
        "sample_state": lambda v: game.sample_state(v, random.Random(1)),
    }
    for what, bad in [*_not_states(name)[:3], ("its state", state)]:
        for method, call in view_calls.items():
            with pytest.raises(tricktake.ArgumentError) as caught:
                call(bad)
            where = f"{name}.{method}({what})"
            assert caught.value.argument == "view", where
            assert f"{title} View" in str(caught.value), f"{where}: {caught.value}"
    game.to_json(view)  # the good arguments are accepted
    game.sample_state(view, random.Random(1))
