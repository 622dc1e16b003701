"""Newmarket's fused playout (:mod:`tricktake.newmarket.playout`): exactly the step
loop's state and generator from every state of games of every preset, at every player
count (NM-COMP-1), to the end of the game (NM-END-3/4) and through Parlett's "bury the
jack" (NM-BURY) and last king (NM-CAPT-4). The property suite checks every preset at
its default player count (``tests/properties/test_playout.py``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tests.properties.test_playout import step_by_step
from tests.strategies import play_through
from tricktake.newmarket import FirstPlay

GAME = tricktake.get_game("newmarket")


def _agree(state: Any, seed: int) -> None:
    fast, slow = random.Random(seed), random.Random(seed)
    assert GAME.playout(state, fast) == step_by_step(GAME, state, slow), seed
    assert fast.getstate() == slow.getstate(), seed


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("preset", GAME.presets())
def test_nm_playout_equals_the_loop_at_every_player_count(preset: str, players: int) -> None:
    """NM-COMP-1, NM-DEAL-6: from every state of a two-deal game of ``players`` seats,
    the last deal of which ends the game (``num_deals=2``, NM-END-1/3)."""
    rules = GAME.rules(preset, players=players, num_deals=2)
    playthrough = play_through("newmarket", preset, players, rules=rules)
    for index, state in enumerate(playthrough.states):
        _agree(state, index)


@pytest.mark.parametrize("seed", range(40))
def test_nm_playout_ends_parlett_games_by_the_last_king(seed: int) -> None:
    """NM-BURY, NM-CAPT-4, NM-RESTART-6: Parlett deals with one or two kings face up
    (bury the jack, the exchange round, the last king ending the game, blocked deals),
    with either first play (NM-PLAY-2)."""
    first_play = (FirstPlay.ANY_SUIT, FirstPlay.LOWEST_DIAMOND)[seed % 2]
    rules = GAME.rules("parlett", players=3 + seed % 6, first_play=first_play)
    faces = [True, False, False, False] if seed % 3 else [True, True, False, False]
    random.Random(seed).shuffle(faces)
    state = GAME.new(rules, face_up=faces)
    for draw in range(4):
        _agree(state, seed * 10 + draw)
