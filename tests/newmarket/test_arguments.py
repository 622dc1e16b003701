"""Bad arguments at the boundary of the Newmarket game: ``None``, a state of another
game or a view where a state is expected raise a typed
:class:`~tricktake.errors.ArgumentError` naming the argument, never an
AttributeError, TypeError or IndexError from inside the engine."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.newmarket.helpers import GAME, start
from tricktake.errors import ArgumentError, SetupError
from tricktake.units import Seat

_nap = tricktake.get_game("nap")
_NAP_STATE = _nap.new(_nap.rules())
_STATE = start("standard")
_PLAYING = GAME.apply(_STATE, GAME.deal(_STATE, random.Random(1)))
_VIEW = GAME.view(_PLAYING, Seat(1))

NOT_STATES: list[Any] = [None, _NAP_STATE, _VIEW, GAME.view(_STATE, None), (), 7]

CALLS: dict[str, Callable[[Any], object]] = {
    "to_move": GAME.to_move,
    "legal_actions": GAME.legal_actions,
    "apply": lambda s: GAME.apply(s, GAME.legal_actions(_PLAYING)[0]),
    "deal": lambda s: GAME.deal(s, random.Random(1)),
    "playout": lambda s: GAME.playout(s, random.Random(1)),
    "is_over": GAME.is_over,
    "events": GAME.events,
    "scores": GAME.scores,
    "outcome": GAME.outcome,
    "tallies": GAME.tallies,
    "piles": GAME.piles,
    "view": lambda s: GAME.view(s, None),
    "parse_action": lambda s: GAME.parse_action(s, "play 7C"),
}


@pytest.mark.parametrize("method", list(CALLS))
@pytest.mark.parametrize("bad", NOT_STATES, ids=repr)
def test_anything_but_a_newmarket_state_is_an_argument_error(method: str, bad: object) -> None:
    """Every method that takes a state refuses anything else, naming the argument."""
    with pytest.raises(ArgumentError, match=r"^state=.*expected a Newmarket State") as info:
        CALLS[method](bad)
    assert info.value.argument == "state"


@pytest.mark.parametrize("bad", [None, _STATE, _NAP_STATE, _nap.view(_NAP_STATE, None)], ids=repr)
def test_anything_but_a_newmarket_view_is_refused_by_the_view_methods(bad: Any) -> None:
    """``to_json`` and ``sample_state`` take a Newmarket view only."""
    calls: list[Callable[[Any], object]] = [
        GAME.to_json,
        lambda v: GAME.sample_state(v, random.Random(1)),
    ]
    for call in calls:
        with pytest.raises(ArgumentError, match=r"^view=.*expected a Newmarket View"):
            call(bad)


@pytest.mark.parametrize("bad", [None, _STATE, _nap.rules()], ids=repr)
def test_rules_of_another_game_are_a_setup_error(bad: Any) -> None:
    """``new``, ``info`` and ``preset_of`` take Newmarket rules only (the base's check)."""
    calls: list[Callable[[Any], object]] = [GAME.new, GAME.info, GAME.preset_of]
    for call in calls:
        with pytest.raises(SetupError, match=r"^rules=.*expected Newmarket Rules"):
            call(bad)


def test_the_hot_path_still_takes_a_newmarket_state() -> None:
    """The checks leave a real state alone."""
    assert GAME.to_move(_PLAYING) == 1
    assert GAME.legal_actions(_PLAYING)
    assert GAME.playout(_STATE, random.Random(2)).deal_number == 1
