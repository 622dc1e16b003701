"""DESIGN "Card conservation" (N99-INV-1) and the per-state invariants of each rules
document: pile sizes by phase (N99-INV-2/3), completed tricks (N99-INV-5), dealer
(N99-INV-15), the actor (N99-PHASE-6)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given

import tricktake
from tests.properties.adapters import adapter_for, multiset, run_checks
from tests.strategies import play_through, preset_params, seeds
from tricktake.cards import card_text


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_card_conservation_n99_inv_1(name: str, preset: str, seed: int) -> None:
    """DESIGN "Card conservation", N99-INV-1: in every state of a deal the piles (hands,
    bid cards, turn-up, trick in play, completed tricks) hold each card of the pack
    exactly once; before the deal action of a deal they are all empty."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    pack = Counter(adapter.pack(playthrough.rules))
    assert set(pack.values()) == {1}
    for index, state in enumerate(playthrough.states):
        piles = adapter.piles(state)
        where = f"{playthrough} state {index}"
        if game.to_move(state) is tricktake.CHANCE:
            full = {pile: cards for pile, cards in piles.items() if cards}
            assert not full, f"{where}: piles before the deal: {full}"
            continue
        cards = multiset(piles)
        twice = [card_text(c) for c, count in sorted(cards.items()) if count > 1]
        assert not twice, f"{where}: cards in two piles: {twice}"
        missing = [card_text(c) for c in sorted(pack - cards)]
        foreign = [card_text(c) for c in sorted(cards - pack)]
        assert cards == pack, f"{where}: missing {missing}, not in the pack {foreign}"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_state_invariants_n99_inv_2_5_15(name: str, preset: str, seed: int) -> None:
    """The per-state invariants of the rules document, in every state of two deals:
    N99-INV-2/3 pile sizes by phase, N99-INV-5 completed tricks and who leads,
    N99-INV-15 the dealer, N99-PHASE-6 who acts."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, deals=2)
    checks = adapter.state_checks()
    for index, state in enumerate(playthrough.states):
        run_checks(checks, playthrough.game, state, where=f"{playthrough} state {index}")
