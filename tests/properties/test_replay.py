"""DESIGN "Replay": a random game written as a record, dumped, loaded and replayed,
gives an equal final state (and equal states all along); load/dump round-trips."""

from __future__ import annotations

import pytest
from hypothesis import given

import tricktake.record
from tests.strategies import play_through, preset_params, seeds


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_record_replays_to_an_equal_state(name: str, preset: str, seed: int) -> None:
    """DESIGN "Replay" and "Recorded games": ``Record.from_game`` of a whole random game
    (with its result), ``dump`` then ``load`` give an equal record and the same text,
    and ``replay`` / ``replay_states`` rebuild the play-through's states exactly."""
    playthrough = play_through(name, preset, seed)
    game = playthrough.game
    scores = tuple(game.scores(playthrough.final))
    record = tricktake.record.Record.from_game(
        game,
        playthrough.rules,
        playthrough.actions,
        first_dealer=playthrough.first_dealer,
        result=scores,
    )
    assert len(record.actions) == len(playthrough.actions)
    assert list(record.actions) == [game.format_action(a) for a in playthrough.actions]
    text = tricktake.record.dump(record)
    loaded = tricktake.record.load(text)
    assert loaded == record
    assert tricktake.record.dump(loaded) == text
    final = tricktake.record.replay(loaded)
    assert final == playthrough.final, f"{playthrough}: the replay ends elsewhere"
    assert game.is_over(final) == game.is_over(playthrough.final)
    assert tuple(game.scores(final)) == scores
    states = list(tricktake.record.replay_states(loaded))
    assert states == list(playthrough.states), f"{playthrough}: a replayed state differs"
