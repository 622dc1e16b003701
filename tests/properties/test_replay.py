"""DESIGN "Replay": a random game written as a record, dumped, loaded and replayed,
gives an equal final state (and equal states all along); load/dump round-trips."""

from __future__ import annotations

import pytest
from hypothesis import given

from tests.strategies import play_through, preset_params, seeds
from tricktake.testing import check_replay


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_record_replays_to_an_equal_state(name: str, preset: str, seed: int) -> None:
    """DESIGN "Replay" and "Recorded games": ``Record.from_game`` of a whole random game
    (with its result), ``dump`` then ``load`` give an equal record and the same text,
    and ``replay`` / ``replay_states`` rebuild the play-through's states exactly: the
    conformance kit's :func:`~tricktake.testing.check_replay`."""
    check_replay(play_through(name, preset, seed))
