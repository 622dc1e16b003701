"""The presets beyond ``revised`` that this version plays (§7.2): ``revised-4p`` and
``penycook`` — their options (N99-PRESET-1), components (N99-COMP-10) and the rules
that set them apart. The invariant suite and the reference cross-check run over them
too; these tests name what each preset must show."""

import itertools
import random
from typing import Any

import pytest

from tests.ninety_nine.helpers import GAME, random_game, turned_deal
from tricktake.cards import card_text
from tricktake.ninety_nine import Phase, Rules
from tricktake.ninety_nine.rules import PremiumKind, TrumpRule
from tricktake.units import Seat

PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "revised-4p": {"players": 4, "pack": 52, "bid_bonus": (30, 20, 10, 0)},
    "penycook": {"premium_kinds": frozenset(), "target": 150},
}


@pytest.mark.parametrize("preset", sorted(PRESET_OPTIONS))
def test_n99_preset_1_options_are_exactly_the_table(preset: str) -> None:
    """N99-PRESET-1: a preset is the defaults with exactly its row's values."""
    rules = GAME.rules(preset)
    assert rules == Rules(**PRESET_OPTIONS[preset])
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
    seen_modes: set[str] = set()
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


ORIGINAL = GAME.rules("original")


@pytest.mark.parametrize(("turnup", "mode"), [("QS", "S"), ("AD", "D"), ("9H", "NT"), ("JK", "NT")])
def test_n99_trump_4_the_turn_up_fixes_the_mode(turnup: str, mode: str) -> None:
    """N99-TRUMP-4 (``original``): the turn-up's suit is trump, but no trump for the
    joker or a 9 (``turned_nine_no_trump``); N99-TRUMP-8: public at the deal, with the
    turn-up (N99-VIEW-1) in every view, its history and the piles."""
    state = GAME.new(ORIGINAL)
    assert state.mode is None  # fixed by the deal, not before
    state = GAME.apply(state, GAME.parse_action(state, turned_deal(turnup)))
    assert state.mode is not None and state.mode.value == mode
    for seat in (None, Seat(0), Seat(1), Seat(2)):
        view = GAME.view(state, seat)
        assert [card_text(c) for c in view.turnup] == [turnup]
        assert view.history[0].text.endswith(f"turnup={turnup}")
    assert str(GAME.events(state)[0]).endswith(f"turnup={turnup}")
    assert len(GAME.piles(state)["turnup"]) == 1


def test_n99_ex_13_the_joker_stands_for_the_turn_up_in_a_trick() -> None:
    """N99-EX-13, row "trump S (turn-up QS, JK = QS)": 0:AH, 1:JK, 2:KS → seat 2, as
    KS beats the QS the joker stands for (N99-CARD-1)."""
    from tricktake.cards import parse_card
    from tricktake.ninety_nine.tables import kernel_for
    from tricktake.ninety_nine.values import Mode

    kernel = kernel_for(ORIGINAL, Mode.SPADES, parse_card("QS"))
    trick = [parse_card(t) for t in ("AH", "JK", "KS")]
    assert kernel.trick_kernel.rules.winner(trick) == 2
    assert kernel_for(ORIGINAL, Mode.SPADES, parse_card("QS")) is kernel  # one per deal kind


@pytest.mark.parametrize(
    ("turnup", "nine_no_trump", "mode"),
    [
        ("QC 3S", True, "C"),  # the higher rank decides
        ("3S QC", True, "C"),
        ("KH KD", True, "H"),  # equal ranks: the higher suit, C > H > S > D
        ("9S 9D", True, "NT"),  # the deciding card is a 9
        ("9S 9D", False, "S"),
    ],
)
def test_n99_trump_5_two_turn_ups_decide_by_the_higher_card(
    turnup: str, nine_no_trump: bool, mode: str
) -> None:
    """N99-TRUMP-5: with two turn-up cards (5 players, 52 cards) the deciding card is
    the higher-ranked, on equal ranks the higher suit; its suit is trump, or no trump
    for a 9 under ``turned_nine_no_trump``."""
    from tests.ninety_nine.helpers import cards, deal_text, texts

    rules = GAME.rules(
        "revised",
        players=5,
        pack=52,
        bid_bonus=(50, 40, 30, 20, 10),
        trump_rule=TrumpRule.TURNUP,
        turned_nine_no_trump=nine_no_trump,
    )
    fixed = set(cards(turnup))
    rest = [c for c in GAME.info(rules).pack if c not in fixed]
    hands = [rest[10 * x : 10 * x + 10] for x in range(5)]
    text = deal_text(*(" ".join(texts(h)) for h in hands)) + f" turnup={turnup}"
    state = GAME.new(rules)
    state = GAME.apply(state, GAME.parse_action(state, text))
    assert state.mode is not None and state.mode.value == mode


def test_n99_trump_2_nine_trump_turns_no_trump_into_nines() -> None:
    """N99-TRUMP-2 (``nine-trump``), N99-EX-7: a turned-up 9 (or joker) makes the deal
    nines, not no trump; N99-EX-13's nines rows: the joker standing for the turned-up
    9H is a nine, hence a trump, and C9 > H9 > S9 (N99-CARD-3/4, N99-WIN-7)."""
    from tricktake.cards import parse_card
    from tricktake.ninety_nine.tables import kernel_for
    from tricktake.ninety_nine.values import Mode

    rules = GAME.rules("nine-trump")
    for turnup in ("9H", "JK"):
        state = GAME.new(rules)
        state = GAME.apply(state, GAME.parse_action(state, turned_deal(turnup)))
        assert state.mode is Mode.NINES
    kernel = kernel_for(rules, Mode.NINES, parse_card("9H")).trick_kernel.rules

    def winner(text: str) -> int:
        return kernel.winner([parse_card(t) for t in text.split()])

    assert winner("AH JK KH") == 1
    assert winner("9S JK 9C") == 2
    assert GAME.rules("revised", nine_trumps=True)  # N99-OPT-4: with any preset
    assert GAME.new(GAME.rules("revised", nine_trumps=True)).mode is Mode.NINES  # first deal
