"""Phases, antes and the event log (NM-FLOW-1..6, NM-ANTE-1..5, NM-LOG-1, NM-AMB-10)."""

from __future__ import annotations

import random

import pytest

import tricktake
from tests.newmarket.helpers import GAME, deal_text, events, legal, run, start
from tricktake.units import Seat


def test_nm_flow_1_phases_of_a_newmarket_deal() -> None:
    """NM-FLOW-1/5: antes, ``dealing`` (chance), the dealer's choice with the sale, then
    play; settlement and the next deal are automatic."""
    state = start("dealer-exchange", players=3, new={"first_dealer": 0})
    assert state.phase.value == "dealing" and GAME.to_move(state) is tricktake.CHANCE
    assert GAME.legal_actions(state) == ()
    state = run(state, deal_text(state))
    assert state.phase.value == "dealer_choice" and GAME.to_move(state) == 0
    state = run(state, "keep", "pass", "pass")
    assert state.phase.value == "play" and GAME.to_move(state) == 1


def test_nm_flow_2_phases_of_a_parlett_deal() -> None:
    """NM-FLOW-2: antes, the deal, the exchange round with two or more kings face up."""
    state = start("parlett", players=3)
    state = run(state, deal_text(state))
    assert state.phase.value == "exchange"


def test_nm_flow_3_automatic_steps_are_not_actions() -> None:
    """NM-FLOW-3: antes, captures, stops, skips, payments and the next deal's antes are
    events of the transition, never actions: a whole random game's actions are only
    deals and decisions."""
    state = start("michigan", players=4)
    rng = random.Random(3)
    kinds: set[str] = set()
    while not GAME.is_over(state):
        action = (
            GAME.deal(state, rng)
            if GAME.to_move(state) is tricktake.CHANCE
            else rng.choice(GAME.legal_actions(state))
        )
        kinds.add(str(action).split()[0])
        state = GAME.apply(state, action)
    assert kinds <= {"deal", "exchange", "keep", "offer", "pass", "sell", "refuse", "play"}


def test_nm_flow_4_capture_before_out() -> None:
    """NM-FLOW-4: the capture of a last card comes before ``out`` and the payment."""
    state = start("standard", players=4, new={"first_dealer": 3})
    state = run(state, deal_text(state, s0="AC 2S 3S 4S 5S 6S 7S 8S 9S 10S JS", dummy="QS"))
    state = run(state, "play AC")
    assert events(state) == ["0 play AC", "stop"]
    state = run(state, *[f"play {r}S" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")])
    state = run(state, "play JS")
    assert events(state)[:4] == [
        "0 play JS",
        "capture 0 JS=4",
        "out 0",
        "chips 0=+31 1=-11 2=-10 3=-10",
    ]


def test_nm_flow_6_free_antes_come_first() -> None:
    """NM-FLOW-6, NM-ANTE-2, NM-AMB-10: with free antes every seat antes from the
    dealer's left, the dealer last, and then the deal is due."""
    state = start("free-ante", players=3, new={"first_dealer": 1})
    assert events(state) == ["dealer 1"] and GAME.to_move(state) == 2
    state = run(state, "ante AH=4 KC=0 QD=0 JS=0")
    assert events(state) == ["2 ante AH=4 KC=0 QD=0 JS=0"] and GAME.to_move(state) == 0
    state = run(state, "ante JS=1 QD=1 KC=1 AH=1")  # the boodles in any order (NM-TEXT-2)
    assert GAME.to_move(state) == 1
    state = run(state, "ante AH=0 KC=0 QD=4 JS=0")
    assert GAME.to_move(state) is tricktake.CHANCE
    assert state.stacks == (5, 1, 5, 1) and GAME.scores(state) == (-4, -4, -4)


def test_nm_ante_2_bad_antes() -> None:
    """NM-ANTE-2: amounts that do not add up to the total are refused."""
    state = start("free-ante", players=3)
    for text in ("ante AH=5 KC=0 QD=0 JS=0", "ante AH=1 KC=0 QD=0 JS=0"):
        with pytest.raises(tricktake.IllegalActionError):
            GAME.apply(state, GAME.parse_action(state, text))
    with pytest.raises(tricktake.ActionSyntaxError):
        GAME.parse_action(state, "ante AS=4 KC=0 QD=0 JS=0")


def test_nm_ante_1_fixed_antes_and_dealer_double() -> None:
    """NM-ANTE-1: one chip a boodle from every seat, the dealer's doubled under
    ``dealer-double-ante``; NM-ANTE-3: the chips stay on the boodles."""
    state = start("dealer-double-ante", players=3, new={"first_dealer": 1})
    assert events(state) == [
        "dealer 1",
        "ante 2 AH=1 KC=1 QD=1 JS=1",
        "ante 0 AH=1 KC=1 QD=1 JS=1",
        "ante 1 AH=2 KC=2 QD=2 JS=2",
    ]
    assert state.stacks == (4, 4, 4, 4) and GAME.scores(state) == (-4, -8, -4)
    state = start("standard", players=3, boodle_ante=2, boodle_cards=["AS", "KD", "QH", "JC"])
    assert events(state)[1] == "ante 1 AS=2 KD=2 QH=2 JC=2"


def test_nm_ante_4_parlett_face_up_kings_only() -> None:
    """NM-ANTE-4: face-down kings receive nothing."""
    state = start(
        "parlett",
        players=3,
        new={"stacks": (0, 5, 0, 0), "face_up": (False, True, False, True), "balances": (-5, 0, 0)},
    )
    assert events(state)[1] == "ante 1 KD=1 KS=1 pool=1"
    assert state.stacks == (0, 8, 0, 3) and state.pool == 3


def test_nm_ante_5_free_ante_order() -> None:
    """NM-ANTE-5: ascending lexicographic amount tuples."""
    state = start("free-ante", players=3, free_ante_total=2)
    assert legal(state)[:3] == [
        "ante AH=0 KC=0 QD=0 JS=2",
        "ante AH=0 KC=0 QD=1 JS=1",
        "ante AH=0 KC=0 QD=2 JS=0",
    ]
    assert len(legal(state)) == 10


def test_nm_log_1_private_hands() -> None:
    """NM-LOG-1: ``deal`` sizes for all, ``hand <s>=…`` to seat s alone."""
    state = start("standard", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state))
    public = events(state)
    assert public == ["deal 0:13 1:13 2:13 dummy:13"]
    own = [e for e in events(state, Seat(1)) if e not in public]
    assert own == ["hand 1=" + " ".join(map(tricktake.cards.card_text, state.hand(Seat(1))))]
