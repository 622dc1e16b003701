"""DESIGN "Legality", N99-INV-4: ``legal_actions`` is exactly the set of actions that
``apply`` accepts, it is stable, immutable and without duplicates, and it is empty
exactly at chance nodes and once the game is over."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given

import tricktake
from tests.properties.registry import adapter_for
from tests.strategies import AnyGame, play_through, preset_params, seeds
from tricktake.testing import check_legal_actions, check_legal_list, check_rejected


def _rejected(game: AnyGame, state: Any, action: Any, where: str) -> None:
    """The kit's :func:`~tricktake.testing.check_rejected`, failing with ``where``."""
    try:
        check_rejected(game, state, action, unchanged=False)  # the caller compares once
    except AssertionError as error:
        raise AssertionError(f"{where}: {error}") from error


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_legal_actions_are_exactly_the_accepted_ones(name: str, preset: str, seed: int) -> None:
    """DESIGN "Legality", N99-INV-4, N99-DEAL-10, N99-BID-2, N99-PREM-6/9, N99-PLAY-5..7:
    along a random deal, every legal action is accepted, and every probe (at PLAY every
    ``play X`` and ``play X snap`` of the pack; at BID bids of cards not held and of the
    wrong size; at PREMIUM every call kind; at DEAL the sampled deal, a rearrangement and
    broken deals; everywhere actions of the other phases) is accepted exactly when it is
    legal; a rejected action raises IllegalActionError and changes nothing (the generic
    half is the conformance kit's :func:`~tricktake.testing.check_legal_actions`)."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=1)
    game = playthrough.game
    # the generic half: stable, unique legal lists, each applied; deals refused off chance
    check_legal_actions(playthrough)
    rng = random.Random(seed)
    for index, state in enumerate(playthrough.states):
        where = f"{playthrough} state {index}"
        marks = (hash(state), repr(state))
        legal_set = set(game.legal_actions(state))
        if game.to_move(state) is not tricktake.CHANCE:  # a deal only where one is due
            with pytest.raises(tricktake.IllegalActionError):
                game.deal(state, rng)
        for action, expected in adapter.probes(game, state, rng):
            if expected is not None and game.to_move(state) is not tricktake.CHANCE:
                assert expected == (action in legal_set), f"{where}: probe {action} {expected}"
            must = action in legal_set if expected is None else expected
            if must:
                game.apply(state, action)
            else:
                _rejected(game, state, action, where)
        assert (hash(state), repr(state)) == marks, f"{where}: the state changed"
        assert state == playthrough.states[index], where


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_legal_actions_match_the_rules_oracle(name: str, preset: str, seed: int) -> None:
    """DESIGN "Legality": the legal actions equal an independent reading of the rules
    document wherever the adapter has one (N99-INV-4 plays, N99-BID-2 bids,
    N99-PREM-5..14 premium calls and who calls), over two deals."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    for index, state in enumerate(playthrough.states):
        expected = adapter.legal_oracle(game, state)
        if expected is None:
            continue
        legal = frozenset(game.legal_actions(state))
        assert legal == expected, (
            f"{playthrough} state {index}: legal only in the engine "
            f"{sorted(map(str, legal - expected))[:10]}, only by the rules "
            f"{sorted(map(str, expected - legal))[:10]}"
        )


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_nothing_is_legal_once_over(name: str, preset: str, seed: int) -> None:
    """DESIGN "Legality", N99-PHASE-5: once the game is over no action is legal, not even
    a deal, and ``game.deal`` refuses."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    game = playthrough.game
    final = playthrough.final
    if not game.is_over(final):
        assert playthrough.capped and game.info(playthrough.rules).max_deals is None
        return
    where = f"{playthrough} final state"
    check_legal_list(game, final)
    rng = random.Random(seed)
    with pytest.raises(tricktake.IllegalActionError):
        game.deal(final, rng)
    probes = adapter.probes(game, final, rng)
    assert probes
    for action, _ in probes:
        _rejected(game, final, action, where)
    for action in playthrough.actions[-3:]:
        _rejected(game, final, action, where)
    assert game.is_over(final) and final == playthrough.states[-1]
