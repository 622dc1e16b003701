"""The conformance kit (:mod:`tricktake.testing`) over every game and every preset: its
checks that the other property tests do not already run on the same play-throughs
(those call the kit's check where they make the same assertions: ``check_replay`` in
``test_replay.py``, ``check_piles`` in ``test_conservation.py``, ``check_length`` in
``test_termination.py``, ``check_scores`` in ``test_scores.py``,
``check_legal_actions`` in ``test_legality.py``, ``check_text`` in ``test_text.py``,
``check_hidden_swaps`` in ``test_views.py``)."""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import given

import tricktake
from tests.strategies import AnyGame, play_through, preset_params, seeds
from tricktake.testing import check_hash_seeds, check_samples


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_sampled_worlds_give_the_view_back_and_replay(name: str, preset: str, seed: int) -> None:
    """``sample_state`` at decisions of two deals: each world holds the pack once, gives
    the seat its view back and is reached by legal play (no revoke against a shown
    void); the kit's :func:`~tricktake.testing.check_samples`."""
    assert check_samples(play_through(name, preset, seed, deals=2), samples=3) > 0


def test_every_game_plays_the_same_in_every_process() -> None:
    """Every game gives one digest (legal actions in order, views, piles, scores of a
    seeded deal) here and under ``PYTHONHASHSEED`` 0 and 1, under its default preset
    and the preset with the most seats (an order taken from a hashed set is in the
    game's code, which every preset shares; all 59 presets would cost CI ~25 s), and
    under every preset with the ``deep`` profile (``HYPOTHESIS_PROFILE=deep``)."""
    deep = os.environ.get("HYPOTHESIS_PROFILE") == "deep"
    targets: list[tuple[AnyGame, Any]] = []
    for name in tricktake.games():
        game = tricktake.get_game(name)
        presets = game.presets()
        widest = max(presets, key=lambda preset: game.info(game.rules(preset)).seats)
        chosen = presets if deep else dict.fromkeys((presets[0], widest))
        targets += [(game, game.rules(preset)) for preset in chosen]
    assert check_hash_seeds(targets) == 2 * len(targets)
