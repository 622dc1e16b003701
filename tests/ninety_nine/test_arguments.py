"""Bad arguments at Ninety-Nine's boundary: ``None``, a state of another game or a view
where a state is expected raise a typed :class:`~tricktake.ArgumentError` that names the
argument, on the hot path (``to_move``, ``legal_actions``, ``apply``, ``deal``,
``playout``) as in the shared methods; never an AttributeError or IndexError."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tests.ninety_nine.helpers import GAME
from tricktake.cards import Card
from tricktake.errors import ArgumentError, IllegalActionError, SetupError
from tricktake.ninety_nine import Play
from tricktake.units import Seat


def _dealt() -> Any:
    state = GAME.new(GAME.rules("revised"))
    return GAME.apply(state, GAME.deal(state, random.Random(5)))


def _not_states() -> list[Any]:
    nap = tricktake.get_game("nap")
    nap_state = nap.new(nap.rules())
    nap_dealt = nap.apply(nap_state, nap.deal(nap_state, random.Random(1)))
    return [None, nap_state, nap_dealt, GAME.view(_dealt(), Seat(1)), (), 3]


@pytest.mark.parametrize("bad", _not_states(), ids=repr)
def test_the_hot_path_refuses_what_is_not_a_ninety_nine_state(bad: Any) -> None:
    expected = r"expected a Ninety-Nine State from game\.new"
    for call in (
        lambda: GAME.to_move(bad),
        lambda: GAME.legal_actions(bad),
        lambda: GAME.apply(bad, Play(Card(0))),
        lambda: GAME.deal(bad, random.Random(1)),
        lambda: GAME.playout(bad, random.Random(1)),
        lambda: GAME.winners(bad),
        lambda: GAME.settlement(bad),
    ):
        with pytest.raises(ArgumentError, match=expected) as caught:
            call()
        assert caught.value.argument == "state"


@pytest.mark.parametrize("bad", _not_states(), ids=repr)
def test_new_refuses_what_is_not_ninety_nine_rules(bad: Any) -> None:
    with pytest.raises(SetupError, match=r"expected Ninety-Nine Rules from game\.rules"):
        GAME.new(bad)


def test_an_action_of_another_game_is_still_not_a_ninety_nine_action() -> None:
    nap = tricktake.get_game("nap")
    state = nap.new(nap.rules())
    action = nap.deal(state, random.Random(1))
    with pytest.raises(IllegalActionError, match="is not a Ninety-Nine action"):
        GAME.apply(_dealt(), action)  # type: ignore[arg-type]


def test_winners_and_settlement_wait_for_the_end() -> None:
    with pytest.raises(IllegalActionError, match=r"the game is not over \(phase bid\)"):
        GAME.winners(_dealt())
    with pytest.raises(IllegalActionError, match=r"the game is not over \(phase bid\)"):
        GAME.settlement(_dealt())
