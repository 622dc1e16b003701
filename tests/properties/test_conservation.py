"""DESIGN "Card conservation" (N99-INV-1) from the public API alone (``game.piles`` and
``game.info(rules).pack``), the game's own pile oracle (N99-COMP-9), and the per-state
invariants of each rules document: pile sizes by phase (N99-INV-2/3), completed tricks
(N99-INV-5), dealer (N99-INV-15), the actor (N99-PHASE-6)."""

from __future__ import annotations

import pytest
from hypothesis import given

from tests.properties.adapters import run_checks
from tests.properties.registry import adapter_for
from tests.strategies import play_through, preset_params, seeds
from tricktake.cards import card_text
from tricktake.testing import check_piles


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_card_conservation_from_piles_and_info(name: str, preset: str, seed: int) -> None:
    """DESIGN "Card conservation", N99-INV-1: in every state, the one before each deal
    included, ``game.piles`` holds each card of ``game.info(rules).pack`` exactly once,
    and no other card; the pack has no card twice (the conformance kit's
    :func:`~tricktake.testing.check_piles`)."""
    check_piles(play_through(name, preset, seed, deals=2))


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_piles_agree_with_the_rules_oracle(name: str, preset: str, seed: int) -> None:
    """N99-COMP-9: in every state ``game.piles`` has exactly the piles of the rules
    document, by name, with the cards (and their order) of the adapter's independent
    reading of the state."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    for index, state in enumerate(playthrough.states):
        piles, expected = game.piles(state), adapter.piles(state)
        where = f"{playthrough} state {index}"
        assert sorted(piles) == sorted(expected), f"{where}: pile names {sorted(piles)}"
        wrong = {
            pile: ([card_text(c) for c in piles[pile]], [card_text(c) for c in cards])
            for pile, cards in expected.items()
            if piles[pile] != cards
        }
        assert not wrong, f"{where}: (engine, oracle) cards differ: {wrong}"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_state_invariants_of_each_rules_document(name: str, preset: str, seed: int) -> None:
    """The per-state invariants of the rules document, in every state of two deals:
    N99-INV-1 every pile but ``undealt`` empty before a deal, N99-INV-2/3 pile sizes by
    phase, N99-INV-5 completed tricks and who leads, N99-INV-15 the dealer, N99-PHASE-6
    who acts."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=2)
    checks = adapter.state_checks()
    for index, state in enumerate(playthrough.states):
        run_checks(checks, playthrough.game, state, where=f"{playthrough} state {index}")
