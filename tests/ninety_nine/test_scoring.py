"""Scoring a deal in preset ``revised`` (N99-SCORE-1, N99-SCORE-2, N99-SCORE-3, N99-SCORE-4,
N99-SCORE-5, N99-SCORE-6, N99-SCORE-7, N99-SCORE-8, N99-SCORE-11, N99-SCORE-12, N99-SCORE-13,
N99-AMB-6),
through the engine and through the pure functions of
``tricktake.ninety_nine.scoring``."""

import itertools
import random

import pytest

from tests.ninety_nine.helpers import GAME, REVISED, random_game, scenario
from tricktake.ninety_nine import Holder, Phase
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.ninety_nine.scoring import (
    bid_value,
    deal_points,
    premium_bonus,
    success_set,
)
from tricktake.units import Seat

DECLARE = PremiumKind.DECLARE
REVEAL = PremiumKind.REVEAL


def test_n99_score_1_deal_points_are_tricks_plus_bonus_plus_premium() -> None:
    """N99-SCORE-1: trick points + bid bonus + premium points, for every hand."""
    sc = scenario(
        ["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"],
        [1, 5, 3],
        dealer=0,
        calls=["declare", "pass", "pass"],
    )
    result = sc.result
    assert result.holders == (Holder(Seat(1), DECLARE),)
    assert result.points == (1, 5 + 30 + 30, 3)
    assert sc.final.totals == result.points


def test_n99_score_2_trick_points_whether_or_not_the_bid_succeeded() -> None:
    """N99-SCORE-2: 1 point per trick won, also for a failed hand."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3])
    assert sc.result.succeeded == (False, False, False)
    assert sc.result.points == (3, 3, 3)


@pytest.mark.parametrize(
    ("bids", "tricks", "k", "points"),
    [
        (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3], 0, (3, 3, 3)),
        (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], 1, (1, 35, 3)),
        (["AC 8S 9D", "QC 10H 7D", "KS 9S 6D"], [4, 3, 2], 2, (24, 3, 22)),
        (["AC 8S 9D", "8H 7D 10D", "KH 7S 6D"], [4, 2, 3], 3, (14, 12, 13)),
    ],
)
def test_n99_score_3_4_5_bid_bonus_by_number_of_successes(
    bids: list[str], tricks: list[int], k: int, points: tuple[int, ...]
) -> None:
    """N99-SCORE-3, N99-SCORE-4, N99-SCORE-5: k successes; each successful hand scores
    bid_bonus[k-1] from
    (30, 20, 10); a failed hand scores none."""
    assert REVISED.bid_bonus == (30, 20, 10)
    sc = scenario(bids, tricks)
    assert sc.result.successes == k
    assert sc.result.points == points
    assert sum(points) == 9 + k * (REVISED.bid_bonus[k - 1] if k else 0)  # N99-INV-9, N99-INV-11


@pytest.mark.parametrize(
    ("kind", "tricks", "points"),
    [
        ("declare", [1, 5, 3], (1, 65, 3)),  # the declarer succeeds: +30
        ("declare", [2, 4, 3], (2 + 30, 4, 3 + 30)),  # fails: each other hand +30
        ("reveal", [1, 5, 3], (1, 95, 3)),  # +60
        ("reveal", [2, 4, 3], (62, 4, 63)),  # each other hand +60
    ],
)
def test_n99_score_6_7_8_premium_success_and_failure(
    kind: str, tricks: list[int], points: tuple[int, ...]
) -> None:
    """N99-SCORE-6: a holder succeeds iff its hand succeeds. N99-SCORE-7: success
    scores the kind's bonus (declare 30, reveal 60). N99-SCORE-8: on failure every
    other hand scores it, succeeded or not."""
    calls = [kind] if kind == "reveal" else [kind, "pass", "pass"]
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], tricks, dealer=0, calls=calls)
    assert sc.result.holders == (Holder(Seat(1), PremiumKind(kind)),)
    assert sc.result.succeeded[1] == (tricks[1] == 5)
    assert sc.result.points == points


def test_n99_score_8_others_score_even_when_they_succeed() -> None:
    """N99-SCORE-8: a hand that succeeded also gets the failed holder's bonus."""
    sc = scenario(
        ["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"],
        [4, 3, 2],
        dealer=0,
        calls=["pass", "declare", "pass"],
    )  # seat 2 declares (bid 2) and takes 2: it succeeds, k = 2
    assert sc.result.points == (4 + 20, 3, 2 + 20 + 30)
    sc = scenario(
        ["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"],
        [4, 4, 1],
        dealer=0,
        calls=["pass", "declare", "pass"],
    )
    assert sc.result.succeeded == (True, False, False)
    assert sc.result.points == (4 + 30 + 30, 4 + 30, 1)


def test_n99_score_11_totals_accumulate_and_never_go_down() -> None:
    """N99-SCORE-11: deal points are added to the running totals; under ``others`` no
    total is ever negative or decreasing."""
    for seed in range(4):
        states = random_game(random.Random(seed), pass_rate=0.8)
        assert states[0].totals == (0, 0, 0)
        for before, after in itertools.pairwise(states):
            if len(after.results) == len(before.results):
                assert after.totals == before.totals
            else:
                points = after.results[-1].points
                assert all(p >= 0 for p in points)
                assert after.totals == tuple(
                    t + p for t, p in zip(before.totals, points, strict=True)
                )
        assert states[-1].totals == tuple(
            sum(r.points[x] for r in states[-1].results) for x in range(3)
        )


def test_n99_score_inv_identities_along_random_games() -> None:
    """N99-INV-7, N99-INV-9, N99-INV-10, N99-INV-11, N99-INV-12 for every scored deal: trick
    points sum to 9, bid bonus to
    k * bid_bonus[k-1], premium to +B or 2B, and each hand gets 0..99."""
    for seed in range(6):
        for result in random_game(random.Random(seed), pass_rate=0.5)[-1].results:
            assert sum(result.tricks_won) == 9
            k = result.successes
            bonus = k * REVISED.bid_bonus[k - 1] if k else 0
            premium = 0
            for holder in result.holders:
                b = premium_bonus(REVISED, holder.kind)
                premium += b if result.succeeded[holder.seat] else 2 * b
            assert sum(result.points) == 9 + bonus + premium
            assert all(0 <= p <= 99 for p in result.points)
            assert result.bid_values == tuple(bid_value(m) for m in result.bids)


def test_n99_score_12_scoring_is_automatic_with_events() -> None:
    """N99-SCORE-12: no action scores a deal; the last card's transition does, and its
    events show the successful hands' bid cards (N99-VIEW-8) and the points."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3])
    events = [str(e) for e in GAME.events(sc.final)]
    assert "show 1=AC 10H 7D" in events
    assert not any(e.startswith("show 0") or e.startswith("show 2") for e in events)
    assert "score 0=+1 1=+35 2=+3" in events
    assert GAME.to_move(sc.final) is not None
    assert sc.final.phase is Phase.DEAL


def test_n99_score_13_scores_are_running_totals_then_final_scores() -> None:
    """N99-SCORE-13: ``game.scores`` gives the running totals per seat during the
    game and the final game scores (bonus included) once it is over."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], totals=(10, 20, 30))
    assert GAME.scores(sc.play_start) == (10, 20, 30)
    assert GAME.scores(sc.final) == (11, 55, 33)
    over = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], totals=(10, 70, 99))
    assert over.final.phase is Phase.OVER
    assert over.final.totals == (11, 105, 102)
    assert GAME.scores(over.final) == (11, 205, 202)
    assert len(GAME.scores(over.final)) == 3


# --- the pure scoring functions against the worked examples ------------------------


@pytest.mark.parametrize(
    ("tricks", "succeeded", "holders", "points"),
    [
        # N99-EX-1
        ((1, 5, 3), (False, True, False), (), (1, 35, 3)),
        # N99-EX-2: seat 1's reveal fails
        ((4, 3, 2), (True, False, False), (Holder(Seat(1), REVEAL),), (94, 3, 62)),
        # N99-EX-2, variant: seat 0 holds the reveal and succeeds
        ((4, 3, 2), (True, False, False), (Holder(Seat(0), REVEAL),), (94, 3, 2)),
        # N99-EX-6: the maximum
        ((9, 0, 0), (True, False, False), (Holder(Seat(0), REVEAL),), (99, 0, 0)),
        # N99-EX-11
        ((5, 0, 4), (True, True, False), (), (25, 20, 4)),
        # three successes, a failed declare
        ((4, 2, 3), (True, True, True), (), (14, 12, 13)),
        ((3, 3, 3), (False, False, False), (Holder(Seat(2), DECLARE),), (33, 33, 3)),
    ],
)
def test_n99_score_deal_points_function(
    tricks: tuple[int, ...],
    succeeded: tuple[bool, ...],
    holders: tuple[Holder, ...],
    points: tuple[int, ...],
) -> None:
    """N99-SCORE-1, N99-SCORE-2, N99-SCORE-3, N99-SCORE-4, N99-SCORE-5, N99-SCORE-6, N99-SCORE-7,
    N99-SCORE-8 on the pure ``deal_points`` (N99-EX-1, 2, 6, 11)."""
    assert deal_points(REVISED, tricks, succeeded, holders) == points


def test_n99_amb_6_failed_holders_pay_every_other_hand_except_failed_holders() -> None:
    """N99-AMB-6 / N99-SCORE-8 as a general rule: a failed holder's bonus goes to every
    other hand that is not itself a failed holder (reproduces the two-declarer table
    of N99-SCORE-10 with 3 hands: both fail, one succeeds, both succeed)."""
    both = (Holder(Seat(0), DECLARE), Holder(Seat(1), DECLARE))
    assert deal_points(REVISED, (3, 2, 4), (False, False, False), both) == (3, 2, 4 + 60)
    assert deal_points(REVISED, (4, 2, 3), (True, False, True), both) == (
        4 + 20 + 30 + 30,
        2,
        3 + 20 + 30,
    )
    assert deal_points(REVISED, (4, 2, 3), (True, True, False), both) == (
        4 + 20 + 30,
        2 + 20 + 30,
        3,
    )
    # a single holder: the three-player rule, each of the two others scores the bonus
    assert deal_points(REVISED, (2, 3, 4), (False, False, False), both[:1]) == (2, 33, 34)


def test_n99_score_premium_bonus_values() -> None:
    """N99-PREM-18 / §7.1 defaults: declare 30, reveal 60."""
    assert premium_bonus(REVISED, DECLARE) == 30
    assert premium_bonus(REVISED, REVEAL) == 60


def test_n99_bid_5_success_set_function_other_sizes() -> None:
    """N99-BID-5 on the pure ``success_set``: the complement counts only when
    v <= T - 3b - 1 (the four-player and 52-card five-player cases)."""
    assert success_set(0, 10, 3) == {0, 10}
    assert success_set(1, 10, 3) == {1}
    assert success_set(0, 8, 2) == {0, 8}
    assert success_set(1, 8, 2) == {1, 7}
    assert success_set(2, 8, 2) == {2}
    assert all(success_set(v, 9, 3) == {v} for v in range(10))
