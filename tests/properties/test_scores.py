"""DESIGN "Score sums": the score identities of each rules document, over whole random
games. Ninety-Nine: N99-INV-7..16 and N99-INV-19 (the adapter's checks name each one)."""

from __future__ import annotations

import pytest
from hypothesis import given

from tests.properties.adapters import run_checks
from tests.properties.registry import adapter_for
from tests.strategies import play_through, preset_params, seeds


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_deal_score_identities_n99_inv_7_to_16(name: str, preset: str, seed: int) -> None:
    """Per scored deal: N99-INV-7 trick points sum to T, N99-INV-8 bid values, N99-INV-9
    bid bonus total k*bid_bonus[k-1], N99-INV-10 premium total, N99-INV-11 deal points
    sum, N99-SCORE-1 points by hand, N99-INV-12 points in [0, 99], N99-INV-13 no
    negative points without minus, N99-INV-14 the next deal's mode, N99-INV-16 the
    game ends at the first deal that reaches the target."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    game = playthrough.game
    checks = adapter.deal_checks()
    scored = 0
    for index, (before, _, after) in enumerate(playthrough.steps()):
        if adapter.deal_scored(before, after):
            scored += 1
            run_checks(checks, game, before, after, where=f"{playthrough} action {index}")
    assert scored == len(playthrough.deal_starts()), "every deal played is scored once"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_game_identities_n99_inv_13_16_19(name: str, preset: str, seed: int) -> None:
    """Per game: N99-INV-14 the first deal's mode, N99-INV-13 totals never decrease,
    N99-INV-16 a deals game's length, N99-GAME-4..7 winners and final scores,
    N99-INV-19 settlement nets sum to 0."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    run_checks(adapter.game_checks(), playthrough.game, playthrough.states, where=repr(playthrough))
