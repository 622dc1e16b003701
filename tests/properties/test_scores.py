"""DESIGN "Score sums": the score identities of each rules document, over whole random
games. Ninety-Nine: N99-INV-7..16 and N99-INV-19 (the adapter's checks name each one).
Generic: one score per seat of ``game.info``, final scores that sum to
``info.score_sum`` where the game has that identity, and ``game.outcome``."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given

from tests.properties.adapters import run_checks
from tests.properties.registry import adapter_for
from tests.strategies import play_through, preset_params, seeds
from tricktake import get_game
from tricktake.testing import check_final, check_scores


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_deal_score_identities(name: str, preset: str, seed: int) -> None:
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
def test_game_identities(name: str, preset: str, seed: int) -> None:
    """Per game: N99-INV-14 the first deal's mode, N99-INV-13 totals never decrease,
    N99-INV-16 a deals game's length, N99-GAME-4..7 winners and final scores,
    N99-INV-19 settlement nets sum to 0."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    run_checks(adapter.game_checks(), playthrough.game, playthrough.states, where=repr(playthrough))


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_outcome_and_scores_from_info(name: str, preset: str, seed: int) -> None:
    """In every state of a whole game ``game.scores`` has one figure per seat of
    ``info.seats``, and ``game.outcome`` is ``None`` exactly while the game is not over;
    once over, its scores are ``game.scores``, its winners a non-empty ascending tuple of
    distinct seats, its reason a non-empty text, and the final scores sum to
    ``info.score_sum`` unless that is ``None`` (the conformance kit's
    :func:`~tricktake.testing.check_scores`)."""
    check_scores(play_through(name, preset, seed))


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_check_final_catches_a_wrong_score_sum(name: str, preset: str) -> None:
    """The score-sum identity is checked where ``info`` has one: it holds for the sum
    the game reached and fails for any other (so the check can fail for a game without
    such an identity, whose ``score_sum`` is ``None``)."""
    playthrough = play_through(name, preset, seed=3)
    game = playthrough.game
    assert game.is_over(playthrough.final)
    info = game.info(playthrough.rules)
    total = sum(game.scores(playthrough.final))
    check_final(game, dataclasses.replace(info, score_sum=total), playthrough.final)
    with pytest.raises(AssertionError, match="sum"):
        check_final(game, dataclasses.replace(info, score_sum=total + 1), playthrough.final)
    with pytest.raises(AssertionError):
        check_final(game, dataclasses.replace(info, seats=0), playthrough.final)


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_score_bounds_are_declared(name: str, preset: str) -> None:
    """``info.min_score``/``max_score`` (OpenSpiel's utility bounds) exist for every
    preset, but the floor of a game that may never end, and leave room for a game."""
    game = get_game(name)
    info = game.info(game.rules(preset))
    assert info.max_score is not None
    assert (info.min_score is None) == (info.max_deals is None)
    assert info.min_score is None or info.min_score < info.max_score
    if info.deal_change is not None:
        low, high = info.deal_change
        assert low <= 0 < high


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_each_deal_changes_scores_within_info_deal_change(
    name: str, preset: str, seed: int
) -> None:
    """Over the first three deals, every transition moves each running score by no less
    and no more than ``info.deal_change`` (a deal scores in one transition), but where a
    game of a match ends (the running totals start again); the scores stay within
    ``min_score``/``max_score`` in every state of whole games (check_scores, in the
    kit, above)."""
    playthrough = play_through(name, preset, seed, deals=3)
    game = playthrough.game
    info = game.info(playthrough.rules)
    if info.deal_change is None:
        return
    low, high = info.deal_change
    for before, _, after in playthrough.steps():
        if game.is_over(after) or any(event.kind == "end" for event in game.events(after)):
            continue
        for old, new in zip(game.scores(before), game.scores(after), strict=True):
            assert low <= new - old <= high, (playthrough, old, new)
