"""Bad arguments at Nines' boundary: ``None``, a state of another game or a view where a
state is expected raise a typed :class:`~tricktake.ArgumentError` that names the
argument, from the hot path (``to_move``, ``legal_actions``, ``apply``, ``deal``,
``playout``) as from the shared methods; never an AttributeError, TypeError or
IndexError of the engine's insides."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.nines.helpers import EX1_DEAL, GAME, run
from tricktake.cards import Card
from tricktake.nines import KEEP, Play
from tricktake.units import Seat

NAP = tricktake.get_game("nap")


def _bad_states() -> list[Any]:
    """``None``, another game's state at its deal and in its card play, a Nines view, a
    plain tuple of a Nines state's fields."""
    nap = NAP.new(NAP.rules())
    nap_dealt = NAP.apply(nap, NAP.deal(nap, random.Random(2)))
    state = run(GAME.new(GAME.rules()), [EX1_DEAL, "keep", "keep", "keep"])[-1]
    return [None, nap, nap_dealt, GAME.view(state, Seat(0)), tuple(state)]


BAD = _bad_states()
IDS = ["none", "nap-dealing", "nap-bidding", "nines-view", "plain-tuple"]


CALLS: dict[str, Callable[[Any], object]] = {
    "to_move": lambda s: GAME.to_move(s),
    "legal_actions": lambda s: GAME.legal_actions(s),
    "apply-play": lambda s: GAME.apply(s, Play(Card(0))),
    "apply-decision": lambda s: GAME.apply(s, KEEP),
    "apply-deal": lambda s: GAME.apply(s, GAME.parse_action(GAME.new(GAME.rules()), EX1_DEAL)),
    "deal": lambda s: GAME.deal(s, random.Random(1)),
    "playout": lambda s: GAME.playout(s, random.Random(1)),
    "is_over": lambda s: GAME.is_over(s),
    "scores": lambda s: GAME.scores(s),
    "outcome": lambda s: GAME.outcome(s),
    "view": lambda s: GAME.view(s, None),
    "piles": lambda s: GAME.piles(s),
}


@pytest.mark.parametrize("bad", BAD, ids=IDS)
@pytest.mark.parametrize("name", CALLS)
def test_a_bad_state_is_an_argument_error(name: str, bad: Any) -> None:
    with pytest.raises(tricktake.ArgumentError, match=r"^state=.*: expected a Nines State") as e:
        CALLS[name](bad)
    assert e.value.argument == "state"


def test_a_state_is_no_view() -> None:
    state = GAME.new(GAME.rules())
    with pytest.raises(
        tricktake.ArgumentError, match=r"^view=<nines State .*expected a Nines View"
    ):
        GAME.to_json(state)  # type: ignore[arg-type]
