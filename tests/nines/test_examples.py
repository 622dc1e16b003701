"""The worked examples of the Nines rules (``src/tricktake/rulebook/nines.rst``) §9 (NINES-EX-1..4), written once in
``tests/nines/examples.py`` and run twice: through the engine's public API and on the
independent reference (``tests/nines/reference.py``). What only one side can tell (the
engine's outcome and piles; the reference's deal records and its scoring functions) is
checked beside the table, and so is NINES-EX-5 (schedules and orders)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

import tricktake
from tests.nines.examples import EX1_DEAL, EXAMPLES, ex2_actions, ex3_actions, ex4_actions, suit
from tests.nines.helpers import GAME, events, random_game, run
from tests.nines.reference import (
    VARIANTS,
    Event,
    RefError,
    RefGame,
    can_reach_zero,
    deal_changes,
    end_text,
    exchange_order,
    random_deal_text,
    running_score,
    sort_cards,
    trick_winner,
    trump_of_deal,
)
from tests.reference.examples import Example, RefSide, Side, on_both_sides, sides, walk
from tricktake.cards import Suit, card_text
from tricktake.nines import State
from tricktake.units import Seat


def _hand(state: State, seat: int) -> tuple[str, ...]:
    return tuple(card_text(card) for card in state.hand(Seat(seat)))


def _free_lead(state: State) -> bool:
    """Whether the legal plays are the mover's whole hand."""
    actor = GAME.to_move(state)
    assert isinstance(actor, int)
    hand = {f"play {card}" for card in _hand(state, actor)}
    return {str(action) for action in GAME.legal_actions(state)} == hand


def _winners(state: State) -> tuple[int, ...] | None:
    outcome = GAME.outcome(state)
    return None if outcome is None else tuple(outcome.winners)


ENGINE_FACTS: dict[str, Callable[[State], Any]] = {
    "hand0": lambda state: _hand(state, 0),
    "hand1": lambda state: _hand(state, 1),
    "hand2": lambda state: _hand(state, 2),
    "stock": lambda state: tuple(card_text(card) for card in state.stock()),
    "seen0": lambda state: tuple(events(state, Seat(0))),
    "seen1": lambda state: tuple(events(state, Seat(1))),
    "seen2": lambda state: tuple(events(state, Seat(2))),
    "free_lead": _free_lead,
    "tricks_won": lambda state: state.tricks_won(),
    "hand_sizes": lambda state: tuple(len(state.hand(Seat(s))) for s in range(len(state.points))),
    "dealer": lambda state: state.dealer,
    "tricks": lambda state: state.results[0].tricks_won,
    "winners": _winners,
}
REF_FACTS: dict[str, Callable[[RefGame], Any]] = {
    "hand0": lambda ref: tuple(sort_cards(ref.hands[0])),
    "hand1": lambda ref: tuple(sort_cards(ref.hands[1])),
    "hand2": lambda ref: tuple(sort_cards(ref.hands[2])),
    "stock": lambda ref: tuple(sort_cards(ref.stock)),
    "seen0": lambda ref: tuple(t for audience, t in ref.events if audience in (None, 0)),
    "seen1": lambda ref: tuple(t for audience, t in ref.events if audience in (None, 1)),
    "seen2": lambda ref: tuple(t for audience, t in ref.events if audience in (None, 2)),
    "free_lead": lambda ref: ref.legal() == {f"play {c}" for c in ref.hands[ref.to_move_seat()]},
    "tricks_won": lambda ref: tuple(ref.tricks_won),
    "hand_sizes": lambda ref: tuple(len(hand) for hand in ref.hands),
    "dealer": lambda ref: ref.dealer,
    "tricks": lambda ref: ref.results[0].tricks,
    "winners": lambda ref: ref.winners(),
}


def _public(events: Sequence[Event]) -> list[str]:
    """The public events' texts."""
    return [text for audience, text in events if audience is None]


def ref_side(example: Example) -> RefSide:
    """The reference's side of ``example``."""
    points = example.new.get("points")
    ref = RefGame(
        first_dealer=example.new["first_dealer"],
        variant=VARIANTS[example.preset],
        points=list(points) if points is not None else None,
    )
    return RefSide(ref, REF_FACTS, log=False, public=_public)


SIDES = sides(tricktake, "nines", ENGINE_FACTS, ref_side)


@on_both_sides(EXAMPLES, SIDES)
def test_nines_examples(example: Example, side: Callable[[Example], Side]) -> None:
    """Each worked example of the table, played through the engine and on the reference."""
    walk(side(example), example)


def _engine(example_id: str) -> State:
    """The engine's state after the whole example."""
    example = EXAMPLES[example_id]
    start = GAME.new(GAME.rules(example.preset), **example.new)
    return run(start, example.actions)[-1]


@pytest.mark.parametrize(
    ("example_id", "winners", "reason"),
    [
        ("NINES-EX-1 standard", (0,), "zero"),
        ("NINES-EX-1 trump-rotation", (0,), "zero"),
        ("NINES-EX-3", (0, 1), "draw"),
        ("NINES-EX-3 no-draw", (0,), "no-draw"),
    ],
)
def test_nines_ex_1_and_3_engine_outcome(
    example_id: str, winners: tuple[int, ...], reason: str
) -> None:
    """NINES-EX-1 and NINES-EX-3 on the engine: the outcome's winners and reason."""
    outcome = GAME.outcome(_engine(example_id))
    assert outcome is not None and outcome.winners == winners and outcome.reason == reason


def test_nines_ex_1_engine_piles() -> None:
    """NINES-EX-1 on the engine: the stock ends with the hearts, seat 0 won 39 cards."""
    final = _engine("NINES-EX-1 standard")
    assert [card_text(c) for c in GAME.piles(final)["stock"]] == suit("H")
    assert len(GAME.piles(final)["won[0]"]) == 39


def test_nines_ex_4_engine_next_dealer() -> None:
    """NINES-EX-4 on the engine: the deal's last events, the next dealer's last."""
    final = _engine("NINES-EX-4")
    assert events(final)[-3:] == [
        "score team0=-7 team1=+6",
        "points team0=11 team1=24",
        "dealer 0",
    ]
    assert not GAME.is_over(final)


def _ref(example_id: str) -> RefGame:
    """The reference after the whole example."""
    side = ref_side(EXAMPLES[example_id])
    walk(side, EXAMPLES[example_id])
    ref: RefGame = side.ref
    return ref


def test_nines_ref_ex_1_exchange_chain() -> None:
    """NINES-EX-1 on the reference: seat 0 took the first stock, seat 2 seat 0's discard
    (NINES-EXCH-3/4); play began after the three decisions."""
    for preset in ("standard", "trump-rotation"):
        example = EXAMPLES[f"NINES-EX-1 {preset}"]
        ref = ref_side(example).ref
        for text in example.actions[:4]:
            ref.apply(text)
        assert ref.results[0].received == [(0, "original"), (2, "chain")]
        assert (ref.phase, ref.to_move()) == ("play", 0)  # NINES-PLAY-1


def test_nines_ref_ex_2_trumped() -> None:
    """NINES-EX-2 on the reference: trick 1 is won by a trump on another suit's lead."""
    ref = RefGame(first_dealer=2, variant=VARIANTS["trump-rotation-alt"])
    for text in ex2_actions()[:7]:  # the deal, the exchanges and trick 1
        ref.apply(text)
    assert ref.results[0].trumped == 1


def test_nines_ref_ex_3_no_draw_reach_and_end() -> None:
    """NINES-EX-3 under ``no-draw`` on the reference: before trick 9 seats 0 and 1 can
    reach zero and seat 2 cannot (NINES-NODRAW-2); once over, no action is taken."""
    ref = _ref("NINES-EX-3 no-draw")
    tricks_before_9 = (4, 4, 0)
    reach = [can_reach_zero(p, t, 9) for p, t in zip((1, 1, 9), tricks_before_9, strict=True)]
    assert reach == [True, True, False]
    with pytest.raises(RefError):
        ref.apply(ex3_actions()[4 + 3 * 9])
    assert running_score(1, 5) == 0 and running_score(9, 0) == 9


def test_nines_ref_ex_4_partnership() -> None:
    """NINES-EX-4 on the reference: after the deal, play; the deal's last events are its
    score and points; then the next deal."""
    example = EXAMPLES["NINES-EX-4"]
    ref = ref_side(example).ref
    ref.apply(ex4_actions()[0])
    assert ref.phase == "play"
    ref = _ref("NINES-EX-4")
    assert _public(ref.events)[-2:] == ["score team0=-7 team1=+6", "points team0=11 team1=24"]
    assert ref.phase == "deal"


def test_nines_ref_ex_4_scoring_only_checks() -> None:
    """NINES-EX-4's scoring-only checks on the reference (team tricks -> changes):
    7/6 -> -1/0; 4/9 -> +2/-3; from team 0 at 2 points, 8/5 -> team 0 reaches 0 and
    wins; a team's points are both its seats' scores."""
    partnership = VARIANTS["partnership"]
    assert deal_changes((7, 6), partnership) == (-1, 0)
    assert deal_changes((4, 9), partnership) == (2, -3)
    changes = deal_changes((8, 5), partnership)
    assert changes == (-2, 1)
    points = [p + d for p, d in zip((2, 20), changes, strict=True)]
    assert points == [0, 21]
    assert end_text(points, partnership) == "end winners=0,2"
    ref = RefGame(first_dealer=3, variant=partnership, points=[2, 20])
    assert ref.scores() == (2, 20, 2, 20)


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


def test_nines_ex_5_engine_schedules_and_orders() -> None:
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
    rules = GAME.rules("standard", trump_schedule=("H",))
    state = run(GAME.new(rules, first_dealer=Seat(2)), [deal, "keep", "keep", "keep"])[-1]
    assert state.trump is Suit.HEARTS
    state = run(state, ["play 10C", "play 2H", "play AC"])[-1]
    assert events(state)[-1] == "trick 1 1"


def test_nines_ref_ex_5_schedules_and_orders() -> None:
    """NINES-EX-5 on the reference: NINES-TRUMP-2 (the schedule repeats), NINES-EXCH-1, NINES-PLAY-1 and
    NINES-PLAY-5."""
    rotation = VARIANTS["trump-rotation"].trump_schedule
    alt = VARIANTS["trump-rotation-alt"].trump_schedule
    assert [trump_of_deal(rotation, k) for k in range(1, 8)] == ["H", "C", "D", "S", None, "H", "C"]
    assert [trump_of_deal(alt, k) for k in range(1, 8)] == ["C", "D", "S", None, "H", "C", "D"]
    assert trump_of_deal((), 4) is None
    assert exchange_order(1, "dealer_first") == [1, 2, 0]
    assert exchange_order(1, "left_first") == [2, 0, 1]
    for preset, order in (("dealer-first-exchange", [1, 2, 0]), ("standard", [2, 0, 1])):
        ref = RefGame(first_dealer=1, variant=VARIANTS[preset])
        ref.apply(random_deal_text(random.Random(5), 1))
        seen: list[int | str | None] = []
        while ref.phase == "exchange":
            seen.append(ref.to_move())
            ref.apply("keep")
        assert seen == order
        assert ref.to_move() == 2  # NINES-AMB-3: still the dealer's left
    assert trick_winner(["10C", "2H", "AC"], "H") == 1
    assert trick_winner(["10C", "2H", "AC"], None) == 2
    assert trick_winner(["10C", "2H", "AH"], "H") == 2
