"""DESIGN "Legality" (every legal play obeys the follow rule, every card that obeys it
is offered), N99-INV-4: the legal plays equal an independent oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given

from tests.properties.adapters import TrickAdapter
from tests.properties.registry import ADAPTERS, trick_adapter_for
from tests.strategies import play_through, preset_params, seeds

TRICK_PRESETS = [p for p in preset_params() if isinstance(ADAPTERS.get(p.values[0]), TrickAdapter)]
"""The presets of the games played in tricks (a game without tricks has no follow rule;
a game without an adapter fails ``test_adapters.py``)."""


@pytest.mark.parametrize(("name", "preset"), TRICK_PRESETS)
@given(seed=seeds())
def test_follow_suit_both_ways(name: str, preset: str, seed: int) -> None:
    """N99-INV-4 (N99-PLAY-5..7): at every card play, the legal plays are exactly the
    acting hand's cards of the led play suit if it holds any, else all its cards (all of
    them on the lead), and ``snap`` only where N99-PLAY-7 allows it."""
    adapter = trick_adapter_for(name)
    assert adapter is not None
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    plays = 0
    for index, state in enumerate(playthrough.states):
        expected = adapter.follow_oracle(game, state)
        if expected is None:
            continue
        plays += 1
        legal = frozenset(game.legal_actions(state))
        assert legal == expected, (
            f"{playthrough} state {index}: legal only in the engine "
            f"{sorted(map(str, legal - expected))}, only by the rule "
            f"{sorted(map(str, expected - legal))}"
        )
    assert plays > 0, "no card was played"
