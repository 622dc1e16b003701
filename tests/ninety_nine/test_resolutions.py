"""The resolutions of §10 (N99-AMB-*) that the rule tests do not name already: each is
checked here where it shows in the engine."""

from __future__ import annotations

import random

import pytest

from tests.ninety_nine.helpers import GAME, random_game, run, scenario
from tricktake.ninety_nine import Mode, Phase
from tricktake.ninety_nine.rules import PremiumKind, SnapTiebreak
from tricktake.ninety_nine.scoring import game_ends, success_set
from tricktake.units import Seat

DECLARE, OPEN, REVEAL = PremiumKind.DECLARE, PremiumKind.OPEN, PremiumKind.REVEAL


def test_n99_amb_2_the_dummy_s_top_three_are_its_bid() -> None:
    """N99-AMB-2 (N99-DEAL-2..4): dealt from the dealer's left with the dummy last in
    each round, the dummy's last three cards are its bid; the turn-up is the last card."""
    text = (
        "deal 0=AC JC 8C AH JH 8H AS JS 8S AD JD 8D 1=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"
        " turnup=JK dummy=QC 9C 6C QH 9H 6H QS 9S 6S dummybid=QD 9D 6D"
    )
    state = GAME.new(GAME.rules("original-2p"), first_dealer=Seat(1))
    state = GAME.apply(state, GAME.parse_action(state, text))
    assert [str(c) for c in GAME.piles(state)["dummy_bid"]] == [str(c) for c in state.bid_cards(2)]
    assert state.bids[2] and state.turnup


def test_n99_amb_3_the_non_dealer_leads_in_two_player_play() -> None:
    """N99-AMB-3 (N99-LEAD-1, N99-DUMMY-3): the non-dealer leads trick 1 and controls
    the dummy."""
    rules = GAME.rules("revised-2p")
    for dealer in (Seat(0), Seat(1)):
        state = GAME.new(rules, first_dealer=dealer)
        state = GAME.apply(state, GAME.deal(state, random.Random(dealer)))
        rng = random.Random(1)
        while state.phase is not Phase.PLAY:
            legal = GAME.legal_actions(state)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
        assert GAME.to_move(state) == 1 - dealer == state.order[0]


def test_n99_amb_7_the_dummy_s_total_ends_a_target_game() -> None:
    """N99-AMB-7 (N99-GAME-2): the dummy's total of 100 ends a ``revised-2p`` game."""
    assert game_ends(GAME.rules("revised-2p"), (40, 60, 100), 3)
    assert not game_ends(GAME.rules("revised-2p"), (40, 60, 99), 3)


def test_n99_amb_9_five_player_totals_may_be_negative() -> None:
    """N99-AMB-9 (N99-SCORE-9/11): under ``premium_failure = minus`` a game may start
    from, and reach, negative totals; elsewhere negative totals are refused."""
    GAME.new(GAME.rules("revised-5p"), totals=(-40, 0, 10, 0, 0))
    with pytest.raises(Exception, match="cannot be negative"):
        GAME.new(GAME.rules("revised"), totals=(-1, 0, 0))


def test_n99_amb_10_five_player_premiums_follow_the_bids() -> None:
    """N99-AMB-10: in five-player play ``PREMIUM`` comes after ``BID``."""
    state = GAME.new(GAME.rules("revised-5p"))
    state = GAME.apply(state, GAME.deal(state, random.Random(2)))
    assert state.phase is Phase.BID


@pytest.mark.parametrize(
    "preset", ["original-4p", "original-5p", "original-2p", "original-2p-24", "original-early"]
)
def test_n99_amb_15_43_the_original_family(preset: str) -> None:
    """N99-AMB-15/43: the original four-, five- and two-player games share the joker (but
    the 52-card five-player game), the turned-up trump, games of nine deals without a
    bonus, and the final adjustment."""
    rules = GAME.rules(preset)
    assert rules.joker and rules.trump_rule.value == "turnup"
    assert (rules.game_end.value, rules.deals_per_game) == ("deals", 9)
    assert rules.game_bonus.value == "none" and rules.final_adjustment


def test_n99_amb_18_19_the_some_books_presets() -> None:
    """N99-AMB-18: ``original-2p-reveal`` allows declare and reveal at their usual
    values; N99-AMB-19: ``original-4p-no-premium`` has no premium bids at all."""
    reveal = GAME.rules("original-2p-reveal")
    assert reveal.premium_kinds == {DECLARE, REVEAL}
    assert (reveal.declare_bonus, reveal.reveal_bonus) == (30, 60)
    assert GAME.rules("original-4p-no-premium").premium_kinds == frozenset()


def test_n99_amb_20_the_early_rules() -> None:
    """N99-AMB-20: the early rules are both options: the revealer names the leader, and
    the revealed hand is shown after the first card."""
    early = GAME.rules("original-early")
    assert early.revealer_chooses_leader and early.reveal_hand_after_first_lead


def test_n99_amb_21_42_what_the_wiki_leaves_open() -> None:
    """N99-AMB-21/42: ``wiki`` has the dealer speak first, no upgrade step, every bid card
    shown after play, a target of 100 without the game bonus."""
    wiki = GAME.rules("wiki")
    assert wiki.premium_first.value == "dealer" and not wiki.declarer_upgrade
    assert wiki.show_all_bids and wiki.game_bonus.value == "none" and wiki.target == 100


def test_n99_amb_22_free_premiums_are_sealed_offers() -> None:
    """N99-AMB-22 (N99-PREM-12/13): ``free-premium`` is the free single procedure."""
    assert GAME.rules("free-premium").premium_auction.value == "free"


def test_n99_amb_23_unbidden_premiums() -> None:
    """N99-AMB-23 (N99-UNB-2): declare, open and reveal rank 1, 2 and 3; open is worth 30."""
    assert (DECLARE.rank, OPEN.rank, REVEAL.rank) == (1, 2, 3)
    rules = GAME.rules("unbidden")
    assert rules.premium_kinds == {DECLARE, OPEN, REVEAL} and rules.open_bonus == 30


def test_n99_amb_24_sphinx_is_a_game_of_nine_deals() -> None:
    """N99-AMB-24 (N99-SPHX-1..5): Sphinx is the holder's trump over the revised base,
    nine deals, no bonus, the final adjustment; a first deal without a holder is at no
    trump."""
    rules = GAME.rules("sphinx")
    assert rules.trump_rule.value == "premium_choice" and not rules.multiple_premiums
    state = GAME.new(rules)
    state = GAME.apply(state, GAME.deal(state, random.Random(1)))
    state = run(state, ["pass", "pass", "pass"])
    assert state.mode is Mode.NO_TRUMP


def test_n99_amb_25_several_snaps_by_suit() -> None:
    """N99-AMB-25 (N99-WIN-6): by default the best snap is the one of the highest suit."""
    assert GAME.rules("naughty-nun").snap_tiebreak is SnapTiebreak.SUIT_ORDER


@pytest.mark.parametrize("preset", ["unbidden", "sphinx", "penycook", "naughty-nun"])
def test_n99_amb_31_the_variants_build_on_the_revised_base(preset: str) -> None:
    """N99-AMB-31: Unbidden, Sphinx, Penycook's and Naughty Nun use the revised base:
    three players, 36 cards, no joker, three bid cards."""
    rules = GAME.rules(preset)
    assert (rules.players, rules.pack, rules.joker, rules.bid_cards) == (3, 36, False, 3)


def test_n99_amb_32_joker_and_its_turn_up_never_meet() -> None:
    """N99-AMB-32 (N99-CARD-5, N99-DEAL-5): the turned-up card is never played, so the
    joker never meets the card it stands for in a trick."""
    for state in random_game(random.Random(9), GAME.rules("original"), pass_rate=0.6):
        for trick in state.tricks:
            assert not any(state.turnup >> c & 1 for c in trick.cards)


def test_n99_amb_33_the_extra_success_value_generalises() -> None:
    """N99-AMB-33 (N99-BID-5): ``T - v`` succeeds too when ``v <= T - 3b - 1``."""
    assert success_set(0, 10, 3) == {0, 10}
    assert success_set(1, 8, 2) == {1, 7} and success_set(0, 8, 2) == {0, 8}
    assert success_set(0, 9, 3) == {0}


def test_n99_amb_34_four_or_more_successes_give_no_trump() -> None:
    """N99-AMB-34 (N99-TRUMP-3): with four or five hands succeeding the next deal is at no
    trump."""
    sc = scenario(
        ["AC 2D 3D", "KC 4D 5D", "2H 6D 7D", "3H 8D 9D"],
        [3, 3, 2, 2],
        rules=GAME.rules("revised-4p"),
        dealer=3,
        seeds=range(100),
    )
    assert sc.result.successes == 4
    assert sc.final.mode is Mode.NO_TRUMP


def test_n99_amb_35_naughty_nun_for_two_and_four() -> None:
    """N99-AMB-35: Naughty Nun has two- and four-player forms."""
    assert GAME.info(GAME.rules("naughty-nun-2p")).seats == 2
    assert GAME.info(GAME.rules("naughty-nun-4p")).seats == 4


def test_n99_amb_36_a_top_rank_call_ends_the_main_round() -> None:
    """N99-AMB-36 (N99-PREM-8): under ``{declare}`` a declare ends the main round."""
    rules = GAME.rules("revised", premium_kinds=frozenset({PremiumKind.DECLARE}))
    state = random_game(random.Random(1), rules, max_actions=4, whole=False)[-1]
    state = run(state, ["declare"])
    assert state.phase is Phase.PLAY and len(state.auction.calls) == 1


def test_n99_amb_38_no_snap_while_able_to_follow() -> None:
    """N99-AMB-38 (N99-PLAY-5/7): a hand that can follow suit cannot snap: its legal
    cards are its cards of the led suit, none of which has the led rank."""
    for seed in range(4):
        state = GAME.new(GAME.rules("naughty-nun"), deal_number=8)
        rng = random.Random(seed)
        state = GAME.apply(state, GAME.deal(state, rng))
        while state.phase not in (Phase.DEAL, Phase.OVER):
            legal = GAME.legal_actions(state)
            if state.phase is Phase.PLAY and state.trick:
                led = state.trick[0] & 0x30
                follows = state.hand_mask(state.order[len(state.trick)]) >> led & 0xFFFF
                if follows:
                    assert not any(getattr(a, "snap", False) for a in legal)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])


def test_n99_amb_40_the_dummy_scores_as_a_hand() -> None:
    """N99-AMB-40 (N99-SCORE-1/10): the dummy scores like any hand: its tricks, its bid
    bonus, and a failed declarer's premium."""
    for state in random_game(random.Random(3), GAME.rules("revised-2p"), pass_rate=0.3):
        for result in state.results:
            assert result.points[2] >= result.tricks_won[2]
