"""The worked examples of ``rules/nines.md`` §9, NINES-EX-1..5, through the public API."""

from __future__ import annotations

import pytest

from tests.nines.helpers import (
    EX1_DEAL,
    EX3_DEAL,
    EX3_PLAYS,
    GAME,
    events,
    ex1_actions,
    ex2_actions,
    ex4_actions,
    random_game,
    run,
    suit,
)
from tricktake.cards import Suit, parse_card
from tricktake.nines import State
from tricktake.units import Seat


def _cards(texts: list[str]) -> tuple[int, ...]:
    return tuple(parse_card(t) for t in texts)


@pytest.mark.parametrize("preset", ["standard", "trump-rotation"])
def test_nines_ex_1_exchange_chain_and_a_game_won_in_one_deal(preset: str) -> None:
    """NINES-EX-1 (NINES-EXCH-3/4, NINES-SCORE-1, NINES-END-2): seat 0 takes the spades,
    seat 2 the clubs seat 0 discarded, the stock ends with the hearts; seat 0 wins all 13
    tricks; under ``trump-rotation`` (deal 1 trump H, all in the stock) the same."""
    states = run(GAME.new(GAME.rules(preset), first_dealer=Seat(2)), ex1_actions())
    dealt = states[1]
    assert events(dealt)[-1] == ("trump none" if preset == "standard" else "trump H")
    assert GAME.to_move(dealt) == 0  # exchange order 0, 1, 2: the dealer last
    after_0 = states[2]
    assert after_0.hand(Seat(0)) == _cards(suit("S")) and after_0.stock() == _cards(suit("C"))
    assert events(after_0, Seat(0)) == ["0 exchange", f"hand 0={' '.join(suit('S'))}"]
    assert events(after_0) == events(after_0, Seat(1)) == ["0 exchange"]
    after_2 = states[4]
    assert after_2.hand(Seat(2)) == _cards(suit("C")) and after_2.stock() == _cards(suit("H"))
    assert after_2.hand(Seat(1)) == _cards(suit("D"))
    assert GAME.to_move(after_2) == 0  # NINES-PLAY-1: the dealer's left leads
    assert events(states[5]) == ["0 play 2S"]
    assert events(states[7])[-2:] == ["2 play 2C", "trick 1 0"]
    final = states[-1]
    assert events(final)[-3:] == ["score 0=-9 1=+4 2=+4", "points 0=0 1=13 2=13", "end winners=0"]
    assert GAME.scores(final) == (0, 13, 13)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "zero"
    assert GAME.piles(final)["stock"] == _cards(suit("H"))
    assert len(GAME.piles(final)["won[0]"]) == 39


def test_nines_ex_2_trump_decides() -> None:
    """NINES-EX-2 (NINES-PLAY-5): clubs are trumps in deal 1 of ``trump-rotation-alt``;
    seat 2's only trump wins trick 1, then it leads and wins every trick."""
    states = run(GAME.new(GAME.rules("trump-rotation-alt"), first_dealer=Seat(2)), ex2_actions())
    assert "trump C" in events(states[1])
    assert events(states[7])[-1] == "trick 1 2"
    assert GAME.to_move(states[7]) == 2
    assert events(states[10])[-1] == "trick 2 2"
    assert events(states[-1])[-3:] == [
        "score 0=+4 1=+4 2=-9",
        "points 0=13 1=13 2=0",
        "end winners=2",
    ]


def _ex3(preset: str) -> list[State]:
    start = GAME.new(GAME.rules(preset), first_dealer=Seat(2), points=(1, 1, 9))
    states = run(start, [EX3_DEAL, "keep", "keep", "keep"])
    for k, (plays, winner) in enumerate(EX3_PLAYS, 1):
        state = states[-1]
        if GAME.is_over(state):
            break
        for card in plays.split():
            state = run(state, [f"play {card}"])[-1]
        assert events(state)[1] == f"trick {k} {winner}", (k, events(state))
        states.append(state)
    return states


def test_nines_ex_3_a_draw() -> None:
    """NINES-EX-3, standard rules (NINES-END-2, NINES-AMB-5): tricks 5 / 5 / 3, seats 0
    and 1 tied at 0 points draw."""
    final = _ex3("standard")[-1]
    assert final.results[-1].tricks_won == (5, 5, 3)
    assert events(final)[-3:] == ["score 0=-1 1=-1 2=+1", "points 0=0 1=0 2=10", "end draw=0,1"]
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.winners == (0, 1) and outcome.reason == "draw"
    assert GAME.scores(final) == (0, 0, 10)


def test_nines_ex_3_no_draw_ends_mid_deal() -> None:
    """NINES-EX-3 under ``no-draw`` (NINES-NODRAW-1..4): before trick 9 seats 0 and 1 can
    reach zero; trick 9 brings seat 0's running score to 0 and it wins at once; tricks
    10–13 are not played and the scores are the running scores."""
    states = _ex3("no-draw")
    final = states[-1]
    assert len(states) == 4 + 1 + 9  # the start, the deal, three keeps, nine tricks
    assert GAME.is_over(final) and events(final) == [
        "0 play KH",
        "trick 9 0",
        "zero 0",
        "end winners=0",
    ]
    assert GAME.scores(final) == (0, 1, 9)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "no-draw"
    assert len(final.hand(Seat(1))) == 4  # the rest of the deal is not played


def test_nines_ex_4_partnership_deal() -> None:
    """NINES-EX-4 (NINES-EXCH-7, NINES-SCORE-1, NINES-COMP-5): no exchange; seat 0 wins
    all 13 tricks; team 0 −7 → 11, team 1 +6 → 24; the game goes on, dealt by seat 0."""
    states = run(GAME.new(GAME.rules("partnership"), first_dealer=Seat(3)), ex4_actions())
    dealt = states[1]
    assert GAME.to_move(dealt) == 0 and [str(a) for a in GAME.legal_actions(dealt)][:2] == [
        "play 2C",
        "play 3C",
    ]
    final = states[-1]
    assert events(final)[-3:] == [
        "score team0=-7 team1=+6",
        "points team0=11 team1=24",
        "dealer 0",
    ]
    assert GAME.scores(final) == (11, 24, 11, 24)
    assert not GAME.is_over(final) and final.dealer == 0


@pytest.mark.parametrize(
    ("tricks", "start", "changes", "end"),
    [
        ((7, 6), (18, 18), (-1, 0), None),
        ((4, 9), (18, 18), (2, -3), None),
        ((8, 5), (2, 18), (-2, 1), "end winners=0,2"),
    ],
)
def test_nines_ex_4_scoring_only_checks(
    tricks: tuple[int, int], start: tuple[int, int], changes: tuple[int, int], end: str | None
) -> None:
    """NINES-EX-4's scoring-only checks (team tricks → changes): 7/6 → −1/0; 4/9 → +2/−3;
    from team 0 at 2 points, 8/5 → team 0 reaches 0 and wins. Deals with those team
    tricks are found among random deals."""
    rules = GAME.rules("partnership")
    for seed in range(400):
        states = random_game(rules, seed, points=start)
        scored = next(i for i, s in enumerate(states) if s.results)
        result = states[scored].results[0]
        won = result.tricks_won
        if (won[0] + won[2], won[1] + won[3]) == tricks:
            break
    else:
        pytest.fail(f"no random deal with team tricks {tricks}")
    assert result.changes == changes
    assert result.points == tuple(p + c for p, c in zip(start, changes, strict=True))
    texts = events(states[scored])
    assert (texts[-1] == end) if end else texts[-1] == "dealer 1"


def test_nines_ex_5_schedules_and_orders() -> None:
    """NINES-EX-5 (NINES-TRUMP-2, NINES-EXCH-1, NINES-PLAY-1, NINES-PLAY-5): the
    schedules over deals 1..7, the decision orders for dealer 1, a trump on a club lead."""
    for preset, expected in [
        ("trump-rotation", "H C D S none H C"),
        ("trump-rotation-alt", "C D S none H C D"),
    ]:
        rules = GAME.rules(preset)
        trumps = [GAME.new(rules, deal_number=k).trump for k in range(1, 8)]
        assert " ".join("none" if t is None else str(t) for t in trumps) == expected
    for preset, order in [("dealer-first-exchange", [1, 2, 0]), ("standard", [2, 0, 1])]:
        states = run(GAME.new(GAME.rules(preset), first_dealer=Seat(1)), [EX1_DEAL])
        deciders: list[object] = []
        state = states[-1]
        for _ in range(3):
            deciders.append(GAME.to_move(state))
            state = run(state, ["keep"])[-1]
        assert deciders == order
        assert GAME.to_move(state) == 2  # seat 2 leads trick 1 either way
    # a deal with trump H: 10C led, then 2H from a seat void in clubs, then AC
    piles = {
        "0": suit("C")[:12] + ["AS"],
        "1": suit("H"),
        "2": suit("D")[:12] + ["AC"],
        "stock": suit("S")[:12] + ["AD"],
    }
    deal = " ".join(["deal", *(f"{k}={' '.join(v)}" for k, v in piles.items())])
    rules = GAME.rules("standard", trump_schedule=["H"])
    state = run(GAME.new(rules, first_dealer=Seat(2)), [deal, "keep", "keep", "keep"])[-1]
    assert state.trump is Suit.HEARTS
    state = run(state, ["play 10C", "play 2H", "play AC"])[-1]
    assert events(state)[-1] == "trick 1 1"
