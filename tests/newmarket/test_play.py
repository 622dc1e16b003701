"""Play, stops, restarts, captures and going out (NM-PLAY, NM-RESTART, NM-CAPT-1,
NM-OUT-1..3/6, NM-FLOW-4)."""

from __future__ import annotations

import pytest

import tricktake
from tests.newmarket.helpers import GAME, collect, deal_text, events, legal, plays, run, start

# n = 3, dealer 2: every pile 13 cards, seat 0 starts (NM-PLAY-1).
S0 = "2C 3C 4C 9C 2D 3D 4D 2H 2S 3S 4S 5S 6S"
S1 = "5C 6C 7C 5D 6D 7D 3H 4H 7S 8S 9S 10S JS"
S2 = "8C 10C JC QC 8D 9D 10D JD 5H 6H 7H QS KS"
DUMMY = "KC AC QD KD AD 8H 9H 10H JH QH KH AH AS"


def _standard(preset: str = "standard", **options: object) -> tricktake.newmarket.State:
    state = start(preset, players=3, **options, new={"first_dealer": 2})
    return run(state, deal_text(state, s0=S0, s1=S1, s2=S2, dummy=DUMMY))


def test_nm_play_1_dealer_left_makes_a_free_play() -> None:
    """NM-PLAY-1, NM-PLAY-3, NM-PLAY-8: the dealer's left plays first: the lowest card of
    each suit it holds, in canonical order."""
    state = _standard()
    assert GAME.to_move(state) == 0
    assert legal(state) == ["play 2C", "play 2D", "play 2H", "play 2S"]


def test_nm_play_4_the_holder_of_the_next_card_plays_it() -> None:
    """NM-PLAY-4, NM-INV-5, NM-OVR-1: the next card's holder moves, whatever its seat,
    and may play nothing else; the same seat may play again."""
    state = run(_standard(), "play 2C")
    assert GAME.to_move(state) == 0 and legal(state) == ["play 3C"]
    state = run(state, "play 3C", "play 4C")
    assert GAME.to_move(state) == 1 and legal(state) == ["play 5C"]
    state = run(state, "play 5C", "play 6C", "play 7C")
    assert GAME.to_move(state) == 2 and legal(state) == ["play 8C"]


def test_nm_play_5_stops_at_a_card_in_the_dummy() -> None:
    """NM-PLAY-4/5: runs pass from seat to seat while the next card is in a hand (9C is
    seat 0's) and stop where it is in the dummy (KC); NM-PLAY-6: the stopper restarts."""
    state = run(_standard(), *plays(["2C", "3C", "4C", "5C", "6C", "7C", "8C"]))
    assert events(state) == ["2 play 8C"] and GAME.to_move(state) == 0
    state = run(state, "play 9C")
    assert GAME.to_move(state) == 2 and legal(state) == ["play 10C"]
    state = run(state, "play 10C", "play JC", "play QC")
    assert events(state) == ["2 play QC", "stop"] and GAME.to_move(state) == 2
    assert legal(state) == ["play 8D", "play 5H", "play QS"]


def test_nm_amb_17_a_run_below_an_earlier_run_stops_at_a_played_card() -> None:
    """NM-AMB-17, NM-PLAY-7: a free play may start a suit below an earlier run; the
    card already played is a stop."""
    state = start("standard", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="5C 6C 2D", s1="3C 4C 3D", s2="2C 7D", dummy="7C 4D"))
    state = run(state, "play 5C", "play 6C")
    assert events(state) == ["0 play 6C", "stop"]
    state = run(state, "play 2D", "play 3D")
    assert events(state) == ["1 play 3D", "stop"] and GAME.to_move(state) == 1
    assert "play 3C" in legal(state)
    state = run(state, "play 3C", "play 4C")  # 5C was played: a stop (NM-PLAY-5)
    assert events(state) == ["1 play 4C", "stop"] and GAME.to_move(state) == 1


def test_nm_play_5_top_rank_stops() -> None:
    """NM-PLAY-5: the ace stops a run in ``newmarket``."""
    state = start("standard", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="KH AH 2S", s1="2H", s2="3H", dummy="QH"))
    state = run(state, "play KH", "play AH")
    assert events(state) == ["0 play AH", "capture 0 AH=3", "stop"]


def test_nm_restart_1_any_suit_the_stopped_one_included() -> None:
    """NM-RESTART-1: after a stop the stopper plays any suit it holds, the stopped suit
    included (its lowest card there)."""
    state = start("standard", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="2C 4C 2D", s1="5D", s2="3D", dummy="3C"))
    state = run(state, "play 2C")
    assert events(state)[-1] == "stop" and legal(state) == ["play 4C", "play 2D"]


def _only_clubs(preset: str) -> tricktake.newmarket.State:
    """n = 4, dealer 3: seat 0 holds eleven clubs, 4C is in the dummy; 2C 3C stop."""
    state = start(preset, players=4, new={"first_dealer": 3})
    deal = deal_text(state, s0="2C 3C 5C 6C 7C 8C 9C 10C JC QC KC", dummy="4C")
    state = run(state, deal, "play 2C", "play 3C")
    assert events(state)[:2] == ["0 play 3C", "stop"]
    return state


def test_nm_restart_4_change_suit_same_player() -> None:
    """NM-RESTART-4: the stopper must change suit; with only the stopped suit it plays
    its lowest card there; the turn never passes."""
    state = start("change-suit-same-player", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="2C 4C 2D", s1="5D", s2="3D", dummy="3C"))
    state = run(state, "play 2C")
    assert events(state) == ["0 play 2C", "stop"] and legal(state) == ["play 2D"]
    state = run(state, "play 2D")
    assert GAME.to_move(state) == 2 and legal(state) == ["play 3D"]
    state = _only_clubs("change-suit-same-player")
    assert GAME.to_move(state) == 0 and legal(state) == ["play 5C"]
    assert events(state) == ["0 play 3C", "stop"]


def test_nm_restart_1_only_the_stopped_suit() -> None:
    """NM-RESTART-1: under ``any_suit`` the stopper goes on in the stopped suit."""
    state = _only_clubs("standard")
    assert GAME.to_move(state) == 0 and legal(state) == ["play 5C"]


def test_nm_restart_2_pass_left() -> None:
    """NM-RESTART-2: seats from the stopper on, the first holding another suit makes the
    free play in the other suits; each seat passed over gets ``skip``."""
    state = _only_clubs("change-suit-pass-left")
    assert events(state) == ["0 play 3C", "stop", "skip 0"]
    # seat 1 got AC and the diamonds 2D … JD: its free play is outside clubs
    assert GAME.to_move(state) == 1 and legal(state) == ["play 2D"]


def test_nm_restart_3_nobody_can_change_suit() -> None:
    """NM-RESTART-3, NM-AMB-6: when every hand holds only the stopped suit, ``skip`` for
    all n seats from the stopper, then ``same-suit`` and the stopper's lowest card."""
    state = start("change-suit-pass-left", players=3, new={"first_dealer": 2})
    deal = (
        "deal 0=2C 4C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH 1=5C 6C 2D 3D 4D 5D 6D 7D 8D 9D 10D KH "
        "AH 2=8C 9C KC JD QD KD AD 2S 3S 4S 5S 6S 7S dummy=3C 7C 10C JC QC AC 8S 9S 10S JS QS "
        "KS AS"
    )
    hearts = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
    state = run(state, deal, *plays(hearts))
    assert events(state)[-2:] == ["capture 1 AH=3", "stop"] and GAME.to_move(state) == 1
    assert legal(state) == ["play 5C", "play 2D"]
    diamonds = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"]
    state = run(state, *plays(diamonds))
    assert GAME.to_move(state) == 2 and legal(state) == ["play 8C", "play 2S"]
    state = run(state, *plays(["2S", "3S", "4S", "5S", "6S", "7S"]))
    assert events(state) == ["2 play 7S", "stop"] and legal(state) == ["play 8C"]
    state = run(state, "play 8C", "play 9C")
    assert events(state) == ["2 play 9C", "stop", "skip 2", "skip 0", "skip 1", "same-suit 2"]
    assert GAME.to_move(state) == 2 and legal(state) == ["play KC"]


def test_nm_capt_1_boodle_capture_and_carry_over() -> None:
    """NM-CAPT-1, NM-ANTE-3, NM-OUT-6: playing a boodle takes its chips (0 or more);
    boodles not won keep their chips for the next deal, which adds its antes."""
    state = start("standard", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="JS 2C", s1="3C", s2="4C", dummy="QS 5C"))
    state = run(state, "play JS")
    assert events(state) == ["0 play JS", "capture 0 JS=3", "stop"]
    assert state.stacks == (3, 3, 3, 0) and GAME.scores(state) == (-1, -4, -4)


def test_nm_out_1_2_per_card_payment() -> None:
    """NM-OUT-1/2, NM-FLOW-4, NM-AMB-20/21: the last card ends the deal after its
    capture and before any restart; every other seat pays a chip per card held."""
    state = start("standard", players=3, num_deals=2, new={"first_dealer": 2})
    deal = (
        "deal 0=2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 1=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC "
        "AC 2=2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD dummy=2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH "
        "KH AH"
    )
    state, seen = collect(state, deal, *plays(["2S", "3S", "4S", "5S", "6S", "7S", "8S"]))
    state, seen = collect(state, *plays(["9S", "10S", "JS", "QS", "KS", "AS"]))
    assert seen[seen.index("0 play JS") + 1] == "capture 0 JS=3"
    out = seen.index("out 0")
    assert seen[out - 1 : out + 2] == ["0 play AS", "out 0", "chips 0=+26 1=-13 2=-13"]
    assert "stop" not in seen[out - 1 :]


def test_nm_out_3_one_chip_payout() -> None:
    """NM-OUT-3: with ``out_payment='per_player'`` each other seat pays one chip."""
    state = start("one-chip-payout", players=3, new={"first_dealer": 2})
    state = run(state, deal_text(state, s0="2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"))
    state, seen = collect(state, *plays(["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]))
    state, seen = collect(state, *plays(["10S", "JS", "QS", "KS", "AS"]))
    assert "chips 0=+2 1=-1 2=-1" in seen


def test_nm_flow_4_bad_plays_are_refused_with_reasons() -> None:
    """NM-FLOW-4, NM-INV-6: a card not held, a card that is not the next in sequence and
    a free play that is not a lowest card are refused; the state is unchanged."""
    state = run(_standard(), "play 2C")
    with pytest.raises(tricktake.IllegalActionError, match="next card in sequence"):
        GAME.apply(state, GAME.parse_action(state, "play 2D"))
    with pytest.raises(tricktake.IllegalActionError, match="does not hold"):
        GAME.apply(state, GAME.parse_action(state, "play AS"))
    fresh = _standard()
    with pytest.raises(tricktake.IllegalActionError, match="lowest card"):
        GAME.apply(fresh, GAME.parse_action(fresh, "play 3C"))
    assert fresh == _standard()


def test_nm_amb_19_forced_plays_are_actions() -> None:
    """NM-AMB-19: a forced play is an action (the only legal one), so a record lists
    every card played in order."""
    state = run(_standard(), "play 2C")
    assert GAME.to_move(state) == 0 and len(GAME.legal_actions(state)) == 1
