"""DESIGN "Termination" from ``game.info``: no deal takes more than ``max_deal_actions``
actions, and every game ends within ``max_deals`` deals; a preset whose games may never
end (``max_deals is None``) is played with a cap on deals and still obeys the other
invariants."""

from __future__ import annotations

import pytest
from hypothesis import given

import tricktake
from tests.properties.adapters import run_checks
from tests.properties.registry import adapter_for
from tests.strategies import play_through, preset_params, seeds
from tricktake.testing import check_length

MAX_DEALS = 50
"""The cap on deals of a game whose rules let it run forever."""


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_every_deal_and_game_ends_within_info_bounds(name: str, preset: str, seed: int) -> None:
    """DESIGN "Termination", OpenSpiel's ``game_length <= MaxGameLength()``: each deal of
    a whole game starts with a chance action (the first after at most a deal's worth of
    pre-deal decisions) and takes at most
    ``info.max_deal_actions`` actions (no other chance node inside it); a finished game
    took at most ``info.max_deals`` deals, and a game is unfinished after ``MAX_DEALS``
    deals only where ``info.max_deals`` is ``None`` (the conformance kit's
    :func:`~tricktake.testing.check_length`)."""
    game = tricktake.get_game(name)
    info = game.info(game.rules(preset))
    cap = MAX_DEALS if info.max_deals is None else info.max_deals
    check_length(play_through(name, preset, seed, max_deals=cap))


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_info_agrees_with_the_rules(name: str, preset: str) -> None:
    """``game.info(rules)`` is what the rules document says: its game name, the pack of
    the adapter's oracle (N99-COMP-1..6 and the N99-DEAL-8 order), a positive number of
    seats, and the game's own figures (N99-COMP-10 seats, N99-PHASE-7 deal length,
    N99-GAME-2/3 deals, no score sum); ``info`` is a pure function of the rules."""
    game = tricktake.get_game(name)
    rules = game.rules(preset)
    info = game.info(rules)
    assert info == game.info(game.rules(preset))
    assert info.game == name and info.seats >= 1
    assert info.max_deal_actions >= 1 and (info.max_deals is None or info.max_deals >= 1)
    assert info.pack == adapter_for(name).pack(rules)
    run_checks(adapter_for(name).info_checks(), game, rules, where=f"{name}/{preset}")
