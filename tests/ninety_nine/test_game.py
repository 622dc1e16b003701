"""Phases, game end, winners, game bonus and settlement in preset ``revised``
(N99-PHASE-1, N99-PHASE-4, N99-PHASE-5, N99-PHASE-6, N99-PHASE-7, N99-GAME-1, N99-GAME-2,
N99-GAME-4, N99-GAME-5, N99-GAME-7, N99-GAME-8, N99-GAME-12, N99-AMB-11, N99-AMB-12,
N99-AMB-13)."""

import itertools
import random
from typing import Any

import pytest

from tests.ninety_nine.helpers import GAME, REVISED, random_game, scenario
from tricktake import CHANCE, IllegalActionError, TricktakeError
from tricktake.ninety_nine import Bid, Call, Deal, Mode, Phase, Play, State
from tricktake.ninety_nine.rules import GameBonus, TrumpRule
from tricktake.ninety_nine.scoring import final_scores, game_ends, settlement, winners
from tricktake.units import Seat, seat_range

ALL_FAIL = (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3])  # bids 4, 5, 2: +3 each


def test_n99_phase_1_6_7_phase_order_and_actors() -> None:
    """N99-PHASE-1: DEAL → BID → PREMIUM → (exposure) → PLAY → (scoring) → DEAL …;
    N99-PHASE-6: chance deals, the seat to bid bids, the caller calls, the hand due
    plays; N99-PHASE-7: each phase ends as the rules say."""
    for seed in range(5):
        states = random_game(random.Random(seed), pass_rate=0.7)
        phases = [states[0].phase]
        for state in states[1:]:
            if state.phase is not phases[-1]:
                phases.append(state.phase)
        assert phases[-1] is Phase.OVER
        cycle = [Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY]
        body = phases[:-1]
        assert body == cycle * (len(body) // 4)
        for state in states:
            actor = GAME.to_move(state)
            if state.phase is Phase.DEAL:
                assert actor is CHANCE
                assert GAME.legal_actions(state) == ()
            elif state.phase is Phase.BID:
                assert actor == (state.dealer + 1 + sum(1 for b in state.bids if b)) % 3
                assert all(isinstance(a, Bid) for a in GAME.legal_actions(state))
            elif state.phase is Phase.PREMIUM:
                assert all(state.bids)  # BID ended when all three had bid
                assert actor == state.auction.queue[0]
                assert all(isinstance(a, Call) for a in GAME.legal_actions(state))
            elif state.phase is Phase.PLAY:
                assert actor == state.order[len(state.trick)]
                assert all(isinstance(a, Play) for a in GAME.legal_actions(state))
            else:
                assert actor is None


def test_n99_phase_4_scoring_then_next_deal_or_over() -> None:
    """N99-PHASE-4: the transition that completes the last trick scores the deal and
    gives DEAL of the next deal, or OVER."""
    sc = scenario(*ALL_FAIL, totals=(96, 0, 0))
    assert sc.final.phase is Phase.DEAL
    assert sc.final.totals == (99, 3, 3)
    assert sc.final.deal_number == 1
    assert (sc.final.tricks, sc.final.trick, sc.final.bids) == ((), (), (0, 0, 0))
    assert sum(sc.final.hand_mask(x) for x in range(3)) == 0
    sc = scenario(*ALL_FAIL, totals=(97, 0, 0))
    assert sc.final.phase is Phase.OVER
    assert sc.final.totals == (100, 3, 3)
    # OVER keeps the last deal's bids and tricks, hands are empty
    assert len(sc.final.tricks) == 9
    assert all(sc.final.bids)
    assert sum(sc.final.hand_mask(x) for x in range(3)) == 0


def test_n99_phase_5_over_is_terminal() -> None:
    """N99-PHASE-5: no action is legal in OVER."""
    over = scenario(*ALL_FAIL, totals=(97, 0, 0)).final
    assert GAME.is_over(over)
    assert GAME.to_move(over) is None
    assert GAME.legal_actions(over) == ()
    rng = random.Random(5)
    with pytest.raises(IllegalActionError):
        GAME.deal(over, rng)
    deal = GAME.deal(GAME.new(REVISED), rng)
    for action in (deal, Bid(0b111), Call(None), Play(over.tricks[0].cards[0])):
        with pytest.raises(IllegalActionError) as info:
            GAME.apply(over, action)
        assert "the game is over" in info.value.reason


def test_n99_game_1_totals_start_at_zero() -> None:
    """N99-GAME-1: a game starts with every total at 0."""
    for dealer in seat_range(3):
        state = GAME.new(REVISED, first_dealer=dealer)
        assert state.totals == (0, 0, 0)
        assert GAME.scores(state) == (0, 0, 0)
        assert state.results == ()
        assert state.deal_number == 0
        assert state.phase is Phase.DEAL


@pytest.mark.parametrize(
    ("totals", "target", "over"),
    [
        ((96, 0, 0), 100, False),
        ((97, 0, 0), 100, True),
        ((0, 0, 99), 100, True),
        ((140, 0, 0), 150, False),
        ((146, 0, 0), 150, False),
        ((0, 147, 0), 150, True),
    ],
)
def test_n99_game_2_game_ends_when_a_total_reaches_the_target(
    totals: tuple[int, int, int], target: int, over: bool
) -> None:
    """N99-GAME-2: after each deal, if some total is >= target the game ends."""
    rules = GAME.rules("revised", target=target)
    sc = scenario(*ALL_FAIL, totals=totals, rules=rules)
    assert GAME.is_over(sc.final) is over
    assert (sc.final.phase is Phase.OVER) is over
    assert game_ends(rules, sc.final.totals, 1) is over


def test_n99_game_2_random_games_end_at_the_first_total_over_100() -> None:
    """N99-GAME-2 / N99-INV-16: a target game ends at the first deal after which some
    total is >= 100, and not before."""
    for seed in range(5):
        states = random_game(random.Random(seed), pass_rate=0.9)
        for state in states[:-1]:
            assert max(state.totals) < 100
            assert not GAME.is_over(state)
        assert max(states[-1].totals) >= 100
        assert GAME.is_over(states[-1])


def test_n99_game_4_5_7_8_sole_winner_bonus_and_settlement() -> None:
    """N99-GAME-4: the winner has the highest total. N99-GAME-5, N99-GAME-7: every hand with
    100 or more adds 100. N99-GAME-8: net(s) = sum over t of (F_s - F_t)."""
    over = scenario(*ALL_FAIL, totals=(97, 99, 40)).final
    assert over.totals == (100, 102, 43)
    assert GAME.winners(over) == (1,)
    assert GAME.scores(over) == (200, 202, 43)
    assert GAME.settlement(over) == (
        (200 - 202) + (200 - 43),
        (202 - 200) + (202 - 43),
        (43 - 200) + (43 - 202),
    )
    assert sum(GAME.settlement(over)) == 0
    view = GAME.view(over, Seat(2))
    assert view.winners == (1,)
    assert view.settlement == GAME.settlement(over)
    assert view.scores == (200, 202, 43)
    assert "end winners=1 final=200,202,43" in [str(e) for e in GAME.events(over)]


def test_n99_game_5_no_bonus_with_game_bonus_none() -> None:
    """N99-GAME-5: ``game_bonus="none"`` adds nothing."""
    rules = GAME.rules("revised", game_bonus=GameBonus.NONE)
    over = scenario(*ALL_FAIL, totals=(97, 99, 40), rules=rules).final
    assert GAME.scores(over) == (100, 102, 43)
    assert GAME.settlement(over) == (55, 61, -116)
    assert GAME.winners(over) == (1,)


def test_n99_game_12_over_after_the_only_game() -> None:
    """N99-GAME-12: with ``rubber_games = 1`` the state after the game is OVER."""
    assert REVISED.rubber_games == 1
    over = random_game(random.Random(12))[-1]
    assert over.phase is Phase.OVER
    assert GAME.is_over(over)


def test_n99_game_results_only_once_over() -> None:
    """``winners`` and ``settlement`` exist once the game is over."""
    state = GAME.new(REVISED)
    with pytest.raises(TricktakeError):
        GAME.winners(state)
    with pytest.raises(TricktakeError):
        GAME.settlement(state)
    view = GAME.view(state, Seat(0))
    assert view.winners is None and view.settlement is None


def test_n99_amb_11_bonus_to_everyone_at_100_or_more() -> None:
    """N99-AMB-11 / N99-GAME-5: every hand with 100 or more gets the 100, not only the
    winner."""
    assert final_scores(REVISED, (130, 100, 99)) == (230, 200, 99)
    assert final_scores(REVISED, (105, 105, 44)) == (205, 205, 44)


def test_n99_amb_12_ties_are_joint_winners() -> None:
    """N99-AMB-12 / N99-GAME-4: hands that share the highest total are joint winners."""
    assert winners(REVISED, (105, 105, 44)) == (0, 1)
    assert winners(REVISED, (100, 100, 100)) == (0, 1, 2)
    assert winners(REVISED, (99, 120, 3)) == (1,)
    over = scenario(*ALL_FAIL, totals=(97, 97, 0)).final
    assert GAME.winners(over) == (0, 1)
    assert GAME.view(over, None).winners == (0, 1)


def test_n99_amb_13_bonus_threshold_is_100_under_target_150() -> None:
    """N99-AMB-13 / N99-GAME-5: with target 150 a hand with 120 still earns the bonus."""
    rules = GAME.rules("revised", target=150)
    assert rules.game_bonus_threshold == 100
    assert final_scores(rules, (120, 150, 40)) == (220, 250, 40)
    over = scenario(*ALL_FAIL, totals=(117, 147, 0), rules=rules).final
    assert over.totals == (120, 150, 3)
    assert GAME.scores(over) == (220, 250, 3)


@pytest.mark.parametrize(
    ("final", "net"),
    [
        ((205, 205, 44), (161, 161, -322)),  # N99-EX-11
        ((100, 0, 0), (200, -100, -100)),
        ((50, 50, 50), (0, 0, 0)),
    ],
)
def test_n99_game_8_settlement_function(
    final: tuple[int, int, int], net: tuple[int, int, int]
) -> None:
    """N99-GAME-8 / N99-INV-19 on the pure ``settlement``: pairwise differences, sum 0."""
    assert settlement(final) == net
    assert sum(settlement(final)) == 0


def test_n99_game_ends_function() -> None:
    """N99-GAME-2 on the pure ``game_ends``: a target game ends at >= target."""
    assert not game_ends(REVISED, (99, 99, 99), 5)
    assert game_ends(REVISED, (0, 100, 0), 1)
    assert not game_ends(GAME.rules("revised", target=150), (149, 0, 0), 30)


def test_n99_deal_chance_action_is_a_deal() -> None:
    """N99-PHASE-6: the chance actor's action is a ``Deal``."""
    state = GAME.new(REVISED)
    assert isinstance(GAME.deal(state, random.Random(0)), Deal)


def _rubber(seed: int, first_dealer: Seat, **options: Any) -> list[State]:
    rules = GAME.rules("revised", rubber_games=3, **options)
    return random_game(random.Random(seed), rules, first_dealer=first_dealer, pass_rate=0.8)


@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 2)])
def test_n99_game_9_10_a_rubber_is_three_games_each_from_the_next_dealer(
    seed: int, first_dealer: Seat
) -> None:
    """N99-GAME-9/10: with ``rubber_games = 3`` three games are played; game ``g`` has
    first dealer ``(first_dealer + g) mod n``, starts at totals 0, and its first deal
    is the first deal for N99-TRUMP-3 (no trump). The state is OVER only after the
    third game (N99-GAME-12)."""
    states = _rubber(seed, first_dealer)
    firsts: dict[int, State] = {}
    for before, after in itertools.pairwise(states):
        assert not GAME.is_over(before)
        if after.game_number != before.game_number:
            assert after.game_number == before.game_number + 1
            assert after.games == (*before.games, after.games[-1])
            assert max(after.games[-1]) >= 100  # the game that ended reached the target
        firsts.setdefault(after.game_number, after)
    assert sorted(firsts) == [0, 1, 2]
    for game, state in firsts.items():
        assert state.first_dealer == state.dealer == (first_dealer + game) % 3
        assert state.totals == (0, 0, 0) and state.results == ()
        assert state.mode is Mode.NO_TRUMP
    assert GAME.is_over(states[-1]) and len(states[-1].games) == 2


def test_n99_game_11_rubber_scores_winner_and_settlement() -> None:
    """N99-GAME-11: a hand's rubber score is the sum of its final game scores (game
    bonus included, N99-GAME-5/7), which ``game.scores`` gives once the rubber is over
    (N99-SCORE-13); the winner follows N99-GAME-4 on rubber scores; the settlement is the
    sum of the per-game settlements, here equal to N99-GAME-8 on the rubber scores."""
    final = _rubber(3, Seat(1))[-1]
    games = (*final.games, final.totals)
    assert len(games) == 3
    finals = [tuple(t + (100 if t >= 100 else 0) for t in totals) for totals in games]
    rubber = tuple(sum(column) for column in zip(*finals, strict=True))
    assert GAME.scores(final) == rubber
    top = max(rubber)
    outcome = GAME.outcome(final)
    assert outcome is not None
    assert outcome.winners == tuple(s for s, r in enumerate(rubber) if r == top)
    assert outcome.reason == "rubber"
    assert GAME.winners(final) == outcome.winners
    per_game = [[3 * f[s] - sum(f) for s in seat_range(3)] for f in finals]
    assert GAME.settlement(final) == tuple(sum(column) for column in zip(*per_game, strict=True))
    assert GAME.settlement(final) == tuple(3 * r - sum(rubber) for r in rubber)


def test_n99_game_10_a_rubber_of_deals_games_under_the_turn_up() -> None:
    """N99-GAME-10 with ``game_end = deals`` (``original``): each game has its nine
    deals, so a rubber has 27, the dealer moving on by one per deal within a game and
    each game starting from the next first dealer."""
    rules = GAME.rules("original", rubber_games=3)
    states = random_game(random.Random(5), rules, first_dealer=Seat(1), pass_rate=0.8)
    deals = [(s.game_number, s.deal_number, s.dealer) for s in states if GAME.to_move(s) is CHANCE]
    assert len(deals) == 27
    for game, number, dealer in deals:
        assert dealer == (1 + game + number) % 3


@pytest.mark.parametrize("preset", GAME.presets())
def test_playout_takes_no_step_through_the_api(
    preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``game.playout`` plays a whole deal of every preset at once, every phase of
    N99-PHASE-1 included (the dummy, Sphinx, Unbidden, the early rules; in Naughty Nun
    the Snap deal, N99-TRUMP-7), without a step through ``deal`` or ``apply``."""
    rules = GAME.rules(preset)
    nun = rules.trump_rule is TrumpRule.NAUGHTY_NUN
    state = GAME.new(rules, deal_number=8 if nun else 0)  # Naughty Nun's deal 9 is Snap

    def refused(*arguments: object) -> None:
        raise AssertionError("a step through the public API")

    monkeypatch.setattr(GAME, "apply", refused)
    monkeypatch.setattr(GAME, "deal", refused)
    for seed in range(5):
        played = GAME.playout(state, random.Random(seed))
        assert played.deal_number == state.deal_number + 1 or played.game_number == 1
