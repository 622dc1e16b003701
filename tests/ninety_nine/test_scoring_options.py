"""The scoring functions' branches of the game-level options (``premium_failure="minus"``,
``game_end="deals"``, ``final_adjustment``, ``game_bonus``): the pure functions of
``tricktake.ninety_nine.scoring`` held to the rules document's worked examples, and
whole games under those options."""

from __future__ import annotations

import random

from tests.ninety_nine.helpers import GAME, random_game
from tricktake.ninety_nine import Holder
from tricktake.ninety_nine.rules import GameBonus, GameEnd, PremiumKind
from tricktake.ninety_nine.scoring import deal_points, final_scores, game_ends
from tricktake.units import Seat


def test_n99_score_9_failed_declarer_loses_the_bonus_under_minus() -> None:
    """N99-SCORE-9 / N99-EX-5 (``revised-5p``): seats 0 and 3 declare for 50; seat 0
    makes 2 of 2, seat 3 takes 3 of 4; k = 3, so each success adds 30."""
    rules = GAME.rules("revised-5p")
    holders = (Holder(Seat(0), PremiumKind.DECLARE), Holder(Seat(3), PremiumKind.DECLARE))
    points = deal_points(rules, (2, 1, 0, 3, 3), (True, True, True, False, False), holders)
    assert points == (82, 31, 30, -47, 3)


def test_n99_game_3_a_deals_game_ends_after_its_deals() -> None:
    """N99-GAME-3: with ``game_end="deals"`` the game ends after ``deals_per_game``
    deals, whatever the totals."""
    rules = GAME.rules("revised", game_end=GameEnd.DEALS, deals_per_game=9)
    assert not game_ends(rules, (500, 0, 0), 8)
    assert game_ends(rules, (0, 0, 0), 9)


def test_n99_game_5_winner_bonus_goes_to_a_sole_winner_only() -> None:
    """N99-GAME-5 (``game_bonus="winner"``): only a sole winner adds the bonus; joint
    winners (a draw) get none."""
    rules = GAME.rules("revised", game_bonus=GameBonus.WINNER)
    assert final_scores(rules, (120, 80, 90)) == (220, 80, 90)
    assert final_scores(rules, (60, 80, 90)) == (60, 80, 190)  # the winner needs no 100
    assert final_scores(rules, (120, 120, 90)) == (120, 120, 90)


def test_n99_game_3_6_a_nine_deal_game_with_the_adjustment() -> None:
    """N99-GAME-3/6/7, N99-AMB-14: a ``deals`` game ends after exactly its deals,
    whatever the totals; with no bonus its final scores are the adjusted totals, and the
    winners are the highest raw totals."""
    rules = GAME.rules(
        "revised",
        game_end=GameEnd.DEALS,
        deals_per_game=3,
        game_bonus=GameBonus.NONE,
        final_adjustment=True,
    )
    for seed in range(4):
        states = random_game(random.Random(seed), rules, pass_rate=0.6)
        final = states[-1]
        assert len(final.results) == 3
        adjusted = tuple(0 if t < 100 else t * (t // 100) for t in final.totals)
        assert GAME.scores(final) == adjusted
        outcome = GAME.outcome(final)
        assert outcome is not None and outcome.reason == "deals"
        top = max(final.totals)
        assert outcome.winners == tuple(x for x, t in enumerate(final.totals) if t == top)
    assert GAME.info(rules).max_deals == 3
