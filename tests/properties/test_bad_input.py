"""DESIGN principle 5 for the game-facts API, for every game: ``game.info`` of what is no
rules value, and ``game.events`` or ``game.view`` for a seat that does not exist, raise
``SetupError`` saying what was wrong and what was expected, and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

import tricktake
from tests.strategies import play_through, preset_params
from tricktake.units import seat_range


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
