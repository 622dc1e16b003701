"""Trick play, trumps, scoring, the game end and the no-draw rule: NINES-PLAY-1..8,
NINES-TRUMP-1..3, NINES-SCORE-1/2, NINES-END-1..4, NINES-NODRAW-1..5, NINES-INV-1..11,
NINES-AMB-4/5/6/10; and the facts of the game: piles, tallies, outcome, playout."""

from __future__ import annotations

import random

import pytest

import tricktake
from tests.nines.helpers import EX1_DEAL, EX3_DEAL, GAME, events, random_game, run, suit
from tricktake.cards import Suit, parse_card
from tricktake.nines import Play, State
from tricktake.units import Seat, seat_range

PLAYED = [EX1_DEAL, "keep", "keep", "keep"]  # dealer 2: seat 0 leads its clubs


def _mixed_deal() -> str:
    """Seat 0: clubs 2-K and AS; seat 1: the hearts; seat 2: diamonds 2-K and AC."""
    piles = {
        "0": suit("C")[:12] + ["AS"],
        "1": suit("H"),
        "2": suit("D")[:12] + ["AC"],
        "stock": suit("S")[:12] + ["AD"],
    }
    return " ".join(["deal", *(f"{k}={' '.join(v)}" for k, v in piles.items())])


def test_nines_play_1_2_6_leader_and_turns() -> None:
    """NINES-PLAY-1/2/6, NINES-AMB-3: the dealer's left leads trick 1 (in every exchange
    order); the others follow clockwise; the winner leads the next trick."""
    for preset in ("standard", "dealer-first-exchange"):
        state = run(
            GAME.new(GAME.rules(preset), first_dealer=Seat(0)),
            [_mixed_deal(), "keep", "keep", "keep"],
        )[-1]
        assert GAME.to_move(state) == 1
    state = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)), [_mixed_deal(), "keep", "keep", "keep"]
    )[-1]
    state = run(state, ["play 10C", "play 2H"])[-1]
    assert GAME.to_move(state) == 2
    state = run(state, ["play AC"])[-1]
    assert events(state)[-1] == "trick 1 2" and GAME.to_move(state) == 2  # PLAY-4, PLAY-6


def test_nines_play_3_8_inv_5_follow_suit() -> None:
    """NINES-PLAY-3/8, NINES-INV-5: a seat with the led suit must follow (any card of
    it), one without may play anything; legal cards in canonical order; any other card
    raises IllegalActionError naming the rule and changes nothing."""
    state = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)), [_mixed_deal(), "keep", "keep", "keep"]
    )[-1]
    lead = GAME.legal_actions(state)
    assert [str(a) for a in lead] == [f"play {c}" for c in suit("C")[:12] + ["AS"]]
    state = run(state, ["play 10C", "play 2H"])[-1]
    assert GAME.legal_actions(state) == (Play(parse_card("AC")),)  # must follow
    with pytest.raises(tricktake.IllegalActionError, match=r"must follow clubs.*NINES-PLAY-3"):
        GAME.apply(state, Play(parse_card("2D")))
    with pytest.raises(tricktake.IllegalActionError, match="does not hold"):
        GAME.apply(state, Play(parse_card("3H")))
    before = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)),
        [_mixed_deal(), "keep", "keep", "keep", "play 10C"],
    )[-1]
    assert len(GAME.legal_actions(before)) == 13  # void in clubs: any heart


def test_nines_play_4_5_trick_winners() -> None:
    """NINES-PLAY-4/5: no trump, the highest of the led suit; with trumps, the highest
    trump if any, else the highest of the led suit."""
    deal = _mixed_deal()
    nt = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)),
        [deal, "keep", "keep", "keep", "play 10C", "play AH", "play AC"],
    )
    assert events(nt[-1])[-1] == "trick 1 2"
    trump = GAME.rules("standard", trump_schedule=("D",))
    state = run(
        GAME.new(trump, first_dealer=Seat(2)),
        [deal, "keep", "keep", "keep", "play AS", "play 2H", "play 2D"],
    )
    assert events(state[-1])[-1] == "trick 1 2"  # a diamond trumps the spade lead
    state = run(
        GAME.new(trump, first_dealer=Seat(2)),
        [deal, "keep", "keep", "keep", "play 2C", "play 2H", "play AC"],
    )
    assert events(state[-1])[-1] == "trick 1 2"  # no trump played: the led suit


def test_nines_play_7_thirteen_tricks() -> None:
    """NINES-PLAY-7, NINES-INV-4: a deal has 13 tricks; won piles hold n × tricks cards."""
    states = random_game(GAME.rules(), seed=3)
    result = states[-1].results[0]
    assert sum(result.tricks_won) == 13
    scored = next(s for s in states if s.results)
    before = states[states.index(scored) - 1]
    piles = GAME.piles(before)
    assert sum(len(piles[f"won[{s}]"]) for s in range(3)) == 36 and len(piles["trick"]) == 2


def test_nines_trump_1_2_3_amb_4_schedule() -> None:
    """NINES-TRUMP-1/2/3, NINES-AMB-4, NINES-INV-11: the empty schedule plays every deal
    without trump; deal k uses entry (k − 1) mod len, repeating; the trump is announced
    right after the deal."""
    states = random_game(GAME.rules("trump-rotation"), seed=8)
    trumps = [r.trump for r in states[-1].results]
    rotation = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, None)
    assert trumps == [rotation[k % 5] for k in range(len(trumps))]
    announced = [e for s in states for e in events(s) if e.startswith("trump ")]
    assert announced == [f"trump {'none' if t is None else t}" for t in trumps]
    assert {r.trump for r in random_game(GAME.rules(), seed=8)[-1].results} == {None}
    assert GAME.new(GAME.rules(trump_schedule=("S", "none")), deal_number=4).trump is None


def test_nines_score_1_2_inv_6_7_deal_identity() -> None:
    """NINES-SCORE-1/2, NINES-INV-6/7: each unit changes by quota − tricks, the changes
    sum to −1, and after k deals the points sum to 27 − k (36 − k)."""
    for preset, total in (("standard", 27), ("partnership", 36)):
        results = random_game(GAME.rules(preset), seed=4)[-1].results
        quota = 6 if preset == "partnership" else 4
        for k, result in enumerate(results, 1):
            won = result.tricks_won
            tricks = (won[0] + won[2], won[1] + won[3]) if preset == "partnership" else won
            assert result.changes == tuple(quota - t for t in tricks)
            assert sum(result.changes) == -1 and sum(result.points) == total - k


def test_nines_end_1_2_4_amb_5_lowest_wins_ties_draw() -> None:
    """NINES-END-1/2/4, NINES-AMB-5: the game ends after a deal that leaves a unit at 0
    or below; the lowest points win, ties draw; points may rise without limit."""
    wins = 0
    high = 0
    for seed in range(150):
        final = random_game(GAME.rules(), seed=seed)[-1]
        outcome = GAME.outcome(final)
        assert outcome is not None and min(final.points) <= 0
        assert all(min(r.points) > 0 for r in final.results[:-1])
        low = min(final.points)
        assert outcome.winners == tuple(s for s in range(3) if final.points[s] == low)
        assert outcome.reason in ("zero", "draw")
        wins += outcome.reason == "zero"
        high = max(high, max(final.points))
        text = events(final)[-1]
        assert text == ("end draw=" if len(outcome.winners) > 1 else "end winners=") + ",".join(
            map(str, outcome.winners)
        )
    assert wins and high > 18  # draws are rare in random play: EX-3 shows one


def test_nines_end_3_amb_10_partnership_never_ties() -> None:
    """NINES-END-3, NINES-AMB-10, NINES-INV-9: in partnership at most one team goes down
    in a deal, and the team at 0 or below wins with both seats."""
    for seed in range(20):
        final = random_game(GAME.rules("partnership"), seed=seed)[-1]
        assert all(sum(c < 0 for c in r.changes) <= 1 for r in final.results)
        team = 0 if final.points[0] <= 0 else 1
        assert final.points[1 - team] > 0
        outcome = GAME.outcome(final)
        assert outcome is not None and outcome.winners == (team, team + 2)


def test_nines_nodraw_1_2_3_running_score_and_reach() -> None:
    """NINES-NODRAW-1/2/3 (EX-3's deal): the running score counts only tricks above 4;
    with one seat able to reach zero the rule is not in force; with two, the first to
    reach 0 wins at once."""

    def play(points: tuple[int, int, int]) -> list[State]:
        from tests.nines.helpers import EX3_PLAYS

        state = run(
            GAME.new(GAME.rules("no-draw"), first_dealer=Seat(2), points=points),
            [EX3_DEAL, "keep", "keep", "keep"],
        )[-1]
        out = [state]
        for plays, _ in EX3_PLAYS:
            if GAME.is_over(state):
                break
            state = run(state, [f"play {c}" for c in plays.split()])[-1]
            out.append(state)
        return out

    # from 9 points seat 1 cannot reach zero before trick 9 (4 tricks, 5 to play: 9 - 5 > 0),
    # so seat 0 reaching 0 there ends nothing; the deal is scored as usual (NINES-NODRAW-5)
    states = play((1, 9, 9))
    assert not any(GAME.is_over(s) and s.results[-1].stopped for s in states)
    final = states[-1]
    assert events(final)[-1] in ("end winners=0",) and final.results[-1].stopped is False
    assert GAME.scores(final) == (0, 8, 10)
    states = play((1, 1, 9))
    assert states[-1].results[-1].stopped and len(states) == 10


def test_nines_nodraw_4_5_inv_10_never_a_draw() -> None:
    """NINES-NODRAW-4/5, NINES-INV-10: a stopped game reports running scores and one
    winner; under ``no_draw`` no game ends in a draw, and some stop mid-deal."""
    stopped = 0
    for seed in range(200):
        final = random_game(GAME.rules("no-draw"), seed=seed)[-1]
        outcome = GAME.outcome(final)
        assert outcome is not None and len(outcome.winners) == 1
        if final.results[-1].stopped:
            stopped += 1
            assert outcome.reason == "no-draw" and events(final)[-2:] == [
                f"zero {outcome.winners[0]}",
                f"end winners={outcome.winners[0]}",
            ]
            left = 13 - sum(final.results[-1].tricks_won)
            assert all(len(final.hand(seat)) == left for seat in seat_range(3))  # not played
            assert GAME.scores(final) == final.results[-1].points
    assert stopped > 0


def test_nines_amb_6_standard_same_deal_draws() -> None:
    """NINES-AMB-6 against NINES-END-2: the deal that no-draw stops ends in a draw under
    the standard rules (EX-3), so the rule changes exactly that."""
    from tests.nines.helpers import EX3_PLAYS

    state = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2), points=(1, 1, 9)),
        [EX3_DEAL, "keep", "keep", "keep"],
    )[-1]
    for plays, _ in EX3_PLAYS:
        state = run(state, [f"play {c}" for c in plays.split()])[-1]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "draw"


def test_nines_inv_1_2_3_conservation_and_amb_12() -> None:
    """NINES-INV-1/2/3, NINES-AMB-12: piles hold the 52 cards once each in every state;
    the stock holds 13 cards and keeps them through play and after the deal."""
    states = random_game(GAME.rules(), seed=6)
    for state in states:
        piles = GAME.piles(state)
        cards = [c for pile in piles.values() for c in pile]
        assert sorted(cards) == sorted(GAME.info(state.rules).pack)
        if state.phase.value in ("exchange", "play"):
            assert len(piles["stock"]) == 13
    assert set(GAME.piles(states[0])) == {
        "hand[0]", "hand[1]", "hand[2]", "stock", "trick", "won[0]", "won[1]", "won[2]", "undealt"
    }  # fmt: skip
    assert len(GAME.piles(states[0])["undealt"]) == 52
    assert "stock" not in GAME.piles(GAME.new(GAME.rules("partnership")))


def test_nines_inv_8_termination() -> None:
    """NINES-INV-8: 3-player games end within 25 deals, partnership games within 35."""
    for preset, bound in (("standard", 25), ("partnership", 35), ("no-draw", 25)):
        for seed in range(30):
            assert len(random_game(GAME.rules(preset), seed=seed)[-1].results) <= bound


def test_nines_tallies_and_outcome() -> None:
    """The figures for the command line: the mean size of a unit's change per deal, and
    under ``no_draw`` the deals stopped early; ``outcome`` is None until over."""
    states = random_game(GAME.rules("no-draw"), seed=1)
    final = states[-1]
    tallies = GAME.tallies(final)
    scored = [r for r in final.results if not r.stopped]
    moved = sum(abs(c) for r in scored for c in r.changes)
    assert tallies["mean |score change| per unit and deal"] == (moved, 3 * len(scored))
    stopped = sum(r.stopped for r in final.results)
    assert tallies["deals stopped by no-draw"] == (stopped, len(final.results))
    assert list(GAME.tallies(random_game(GAME.rules(), seed=1)[-1])) == [
        "mean |score change| per unit and deal"
    ]
    assert GAME.outcome(states[0]) is None


def test_nines_playout_is_the_reference_loop() -> None:
    """``game.playout`` equals :func:`tricktake.engine.reference_playout`."""
    state = GAME.new(GAME.rules("trump-rotation"))
    a, b = random.Random(9), random.Random(9)
    assert GAME.playout(state, a) == tricktake.engine.reference_playout(GAME, state, b)
    assert a.random() == b.random()
    with pytest.raises(TypeError):
        GAME.playout(state, 3)  # type: ignore[arg-type]


def test_nines_nodraw_3_playout_stops_where_the_loop_does() -> None:
    """NINES-NODRAW-3/4: the fused playout plays up to each trick that could end a
    ``no_draw`` game and checks it there: from every state of deals begun near zero, it
    reaches the loop's state (stopped or scored) and leaves the generator as the loop
    does."""
    stopped = 0
    for seed in range(12):
        rng = random.Random(seed)
        rules = GAME.rules("no-draw", trump_schedule=("none", "H")[seed % 2 :])
        points = tuple(rng.randint(1, 3) for _ in range(3))
        state = GAME.new(rules, first_dealer=Seat(seed % 3), points=points)
        states = [state]
        while not GAME.is_over(state) and len(states) < 200:  # a deal or two
            if GAME.to_move(state) is tricktake.CHANCE:
                state = GAME.apply(state, GAME.deal(state, rng))
            else:
                legal = GAME.legal_actions(state)
                state = GAME.apply(state, legal[rng.randrange(len(legal))])
            states.append(state)
        stopped += any(r.stopped for r in state.results)
        for index, start in enumerate(states):
            fast, slow = random.Random(index), random.Random(index)
            reached = tricktake.engine.reference_playout(GAME, start, slow)
            assert GAME.playout(start, fast) == reached, (seed, index)
            assert fast.getstate() == slow.getstate(), (seed, index)
    assert stopped >= 3, "too few games stopped by NINES-NODRAW-3 to check it"


def test_nines_amb_12_no_card_in_results() -> None:
    """NINES-AMB-12, NINES-OBS-3: past deals in views carry no card (the stock never
    shows)."""
    final = random_game(GAME.rules(), seed=2)[-1]
    data = GAME.to_json(GAME.view(final, None))
    assert all(
        set(r) == {"dealer", "trump", "decisions", "tricks_won", "changes", "points", "stopped"}
        for r in data["results"]
    )
