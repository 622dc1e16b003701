"""The presets beyond ``revised`` that this version plays (§7.2): ``revised-4p`` and
``penycook`` — their options (N99-PRESET-1), components (N99-COMP-10) and the rules
that set them apart. The invariant suite and the reference cross-check run over them
too; these tests name what each preset must show."""

import itertools
import random

import pytest

from tests.ninety_nine.helpers import GAME, random_game
from tricktake.ninety_nine import Phase, Rules
from tricktake.ninety_nine.rules import PremiumKind

PRESET_OPTIONS = {
    "revised-4p": {"players": 4, "pack": 52, "bid_bonus": (30, 20, 10, 0)},
    "penycook": {"premium_kinds": frozenset(), "target": 150},
}


@pytest.mark.parametrize("preset", sorted(PRESET_OPTIONS))
def test_n99_preset_1_options_are_exactly_the_table(preset: str) -> None:
    """N99-PRESET-1: a preset is the defaults with exactly its row's values."""
    rules = GAME.rules(preset)
    assert rules == Rules(**PRESET_OPTIONS[preset])  # type: ignore[arg-type]
    assert GAME.preset_of(rules) == (preset, {})


def test_n99_comp_10_revised_4p_components() -> None:
    """N99-COMP-10 (``revised-4p``): 4 seats, 52 cards, 13 a hand, 3 bid cards, 10 tricks,
    no turn-up; N99-SCORE-5: the 4-player bonus table."""
    rules = GAME.rules("revised-4p")
    assert (rules.hands, rules.pack_size, rules.hand_size, rules.tricks) == (4, 52, 13, 10)
    assert rules.turnup_size == 0
    info = GAME.info(rules)
    assert info.seats == 4 and len(info.pack) == 52
    # the deal, 4 bids, 4 main-round calls, 1 upgrade call, 40 plays (N99-PHASE-7)
    assert info.max_deal_actions == 1 + 4 + 4 + 1 + 40
    assert info.max_deals == 40  # T*d > h*(target-1): 10*40 > 4*99


def test_n99_trump_3_revised_4p_four_successes_mean_no_trump() -> None:
    """N99-TRUMP-3: with four hands, k = 4 makes the next deal no trump; and every deal
    of a 4-player game deals 13 cards to each seat from the dealer's left."""
    seen_modes = set()
    for seed in range(12):
        states = random_game(random.Random(seed), GAME.rules("revised-4p"))
        for before, after in itertools.pairwise(states):
            if after.results != before.results and after.phase is Phase.DEAL:
                k = after.results[-1].successes
                expected = ("D", "S", "H", "C")[k] if k < 4 else "NT"
                assert after.mode is not None and after.mode.value == expected
                seen_modes.add(after.mode.value)
            if before.phase is Phase.DEAL and after.phase is Phase.BID:
                assert all(len(after.hand(x)) == 13 for x in range(4))
                assert after.actor == (after.dealer + 1) % 4  # N99-BID-1
    assert {"D", "S"} <= seen_modes


def test_n99_phase_2_penycook_has_no_premium_phase() -> None:
    """N99-PHASE-2: without premium kinds, play follows the bids at once; nobody holds a
    premium; the game goes to 150 (N99-GAME-2) and the bonus still starts at 100
    (N99-AMB-13)."""
    rules = GAME.rules("penycook")
    assert rules.premium_kinds == frozenset() and PremiumKind.DECLARE not in rules.premium_kinds
    for seed in range(6):
        states = random_game(random.Random(seed), rules)
        assert all(s.phase is not Phase.PREMIUM for s in states)
        for before, after in itertools.pairwise(states):
            if before.phase is Phase.BID and after.phase is not Phase.BID:
                assert after.phase is Phase.PLAY and after.holders == ()
        final = states[-1]
        assert max(final.totals) >= 150
        assert all(max(s.totals) < 150 for s in states[:-1])
        expected = tuple(t + 100 if t >= 100 else t for t in final.totals)
        assert GAME.scores(final) == expected
