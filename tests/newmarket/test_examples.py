"""The worked examples NM-EX-1..7 of ``rules/newmarket.md``, step by step."""

from __future__ import annotations

import tricktake
from tests.newmarket.helpers import GAME, collect, events, legal, plays, run, start
from tricktake.units import Seat

EX1_DEAL = (
    "deal 0=KD 2H 3H 4H 9S JS 1=3C 4C 5C 6C 7C 8C 2=9C 10C JC QC KC AC 3=2S 3S 4S 5S 6S 10S "
    "4=3D 4D 5D 6D 7D 8D 5=9D 10D JD QD AD 7S 6=6H 7H 8H 9H 10H JH 7=QH KH AH 8S KS "
    "dummy=2C 2D 5H QS AS"
)


def test_nm_ex_1_stop_capture_and_payout() -> None:
    """NM-EX-1 (NM-ANTE-1, NM-PLAY-1..5, NM-CAPT-1, NM-OUT-1/2, NM-END-3/4)."""
    state = start("standard", players=8, num_deals=1, new={"first_dealer": 7})
    assert events(state)[1:] == [f"ante {s} AH=1 KC=1 QD=1 JS=1" for s in range(8)]
    assert state.stacks == (8, 8, 8, 8) and GAME.scores(state) == (-4,) * 8
    state = run(state, EX1_DEAL)
    assert events(state)[0] == "deal 0:6 1:6 2:6 3:6 4:6 5:6 6:6 7:5 dummy:5"
    assert GAME.to_move(state) == 0 and legal(state) == ["play KD", "play 2H", "play 9S"]
    state = run(state, "play 9S")
    assert GAME.to_move(state) == 3 and legal(state) == ["play 10S"]
    state = run(state, "play 10S")
    assert GAME.to_move(state) == 0 and legal(state) == ["play JS"]
    state = run(state, "play JS")
    assert events(state) == ["0 play JS", "capture 0 JS=8", "stop"]
    assert legal(state) == ["play KD", "play 2H"]
    state = run(state, "play 2H", "play 3H", "play 4H")
    assert events(state) == ["0 play 4H", "stop"] and legal(state) == ["play KD"]
    state = run(state, "play KD")
    assert events(state) == [
        "0 play KD",
        "out 0",
        "chips 0=+40 1=-6 2=-6 3=-5 4=-6 5=-6 6=-6 7=-5",
        "split 0=3 1=3 2=3 3=3 4=3 5=3 6=3 7=3",
        "end winners=0",
    ]
    assert GAME.scores(state) == (47, -7, -7, -6, -7, -7, -7, -6)
    assert GAME.is_over(state) and state.stacks == (0, 0, 0, 0)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "deals"
    assert GAME.tallies(state) == {"boodles captured": (1, 4)}


def test_nm_ex_1_balances_before_the_split() -> None:
    """NM-EX-1: balances +44, -10, -9 and boodles AH 8 KC 8 QD 8 JS 0 after the payment."""
    state = start("standard", players=8, num_deals=2, new={"first_dealer": 7})
    state = run(state, EX1_DEAL, "play 9S", "play 10S", "play JS", *plays(["2H", "3H", "4H", "KD"]))
    assert state.results[-1].deltas == (44, -10, -10, -9, -10, -10, -10, -9)
    # the next deal's antes follow at once: one more chip on each boodle from each seat
    assert state.stacks == (16, 16, 16, 8)


def test_nm_ex_1_under_the_change_suit_rules() -> None:
    """NM-EX-1: under both change-suit rules the same actions are legal and give the
    same result (NM-RESTART-2/4)."""
    for preset in ("change-suit-pass-left", "change-suit-same-player"):
        state = start(preset, players=8, num_deals=1, new={"first_dealer": 7})
        state = run(state, EX1_DEAL, "play 9S", "play 10S", "play JS")
        assert legal(state) == ["play KD", "play 2H"]
        state = run(state, *plays(["2H", "3H", "4H"]))
        assert legal(state) == ["play KD"]
        state = run(state, "play KD")
        assert GAME.scores(state) == (47, -7, -7, -6, -7, -7, -7, -6)


EX2_DEAL = (
    "deal 0=2C 2H 3H 4H 5H 6H 7H 8H 10H JH QH KH AH 1=2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD "
    "2=2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS dummy=3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 9H"
)


def _ex2_common(preset: str) -> tricktake.newmarket.State:
    state = start(preset, players=3, num_deals=1, new={"first_dealer": 2})
    assert state.stacks == (3, 3, 3, 3) and GAME.scores(state) == (-4, -4, -4)
    state = run(state, EX2_DEAL)
    assert GAME.to_move(state) == 0 and legal(state) == ["play 2C", "play 2H"]
    state = run(state, "play 2C")
    assert events(state) == ["0 play 2C", "stop"] and legal(state) == ["play 2H"]
    state = run(state, *plays(["2H", "3H", "4H", "5H", "6H", "7H", "8H"]))
    assert events(state)[:2] == ["0 play 8H", "stop"]
    return state


def test_nm_ex_2_any_suit_and_same_player() -> None:
    """NM-EX-2, NM-RESTART-1/4: the stopper holds only the stopped suit and goes on."""
    for preset in ("standard", "change-suit-same-player"):
        state = _ex2_common(preset)
        assert GAME.to_move(state) == 0 and legal(state) == ["play 10H"]
        state, seen = collect(state, *plays(["10H", "JH", "QH", "KH", "AH"]))
        assert "capture 0 AH=3" in seen and "out 0" in seen
        assert "chips 0=+26 1=-13 2=-13" in seen
        assert state.results[-1].deltas == (25, -17, -17)
        assert state.stacks == (0, 0, 0, 0)  # KC 3, QD 3, JS 3 split, 3 each
        assert GAME.scores(state) == (25 + 3, -17 + 3, -17 + 3)


def test_nm_ex_2_pass_left() -> None:
    """NM-EX-2, NM-RESTART-2: ``skip 0``, seat 1 restarts with 2D and goes out."""
    state = _ex2_common("change-suit-pass-left")
    assert events(state) == ["0 play 8H", "stop", "skip 0"]
    assert GAME.to_move(state) == 1 and legal(state) == ["play 2D"]
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    state, seen = collect(state, *plays(r + "D" for r in ranks))
    assert "capture 1 QD=3" in seen and "out 1" in seen and "chips 0=-5 1=+18 2=-13" in seen
    assert state.results[-1].deltas == (-9, 17, -17)
    assert GAME.scores(state) == (-9 + 3, 17 + 3, -17 + 3)  # AH, KC, JS 3 each, split


EX3_DEAL = (
    "deal 0=KC AC 2D 3D 4D 5D 6D 7D 8D 9D 10D 1=JD QD KD AD 2H 3H 4H 5H 6H 7H "
    "2=8H 9H 10H JH QH KH AH 2S 3S 4S 3=5S 6S 7S 8S 9S 10S JS QS KS AS "
    "dummy=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"
)


def test_nm_ex_3_michigan_auction_and_sale() -> None:
    """NM-EX-3 (NM-ANTE-1 double, NM-DEAL-3, NM-SALE-1..7, NM-OUT-2)."""
    state = start("michigan", new={"first_dealer": 3})
    assert state.stacks == (5, 5, 5, 5) and GAME.scores(state) == (-4, -4, -4, -8)
    state = run(state, EX3_DEAL)
    assert GAME.to_move(state) == 3 and legal(state) == ["exchange", "keep"]
    state = run(state, "keep")
    assert GAME.to_move(state) == 0
    assert legal(state) == [f"offer {k}" for k in range(1, 21)] + ["pass"]
    state = run(state, "offer 2", "offer 3")
    assert GAME.to_move(state) == 2
    assert legal(state) == [f"offer {k}" for k in range(4, 21)] + ["pass"]
    state = run(state, "pass", "offer 5", "pass")
    assert GAME.to_move(state) == 3 and legal(state) == ["sell", "refuse"]
    state = run(state, "sell")
    assert "sale 0 5" in events(state)
    assert "hand 0=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC" in events(state, Seat(0))
    assert GAME.to_move(state) == 0 and legal(state) == ["play 2C"]
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
    state, seen = collect(state, *plays(r + "C" for r in ranks))
    out = seen.index("out 0")
    assert seen[out - 1 : out + 3] == [
        "0 play QC",
        "out 0",
        "chips 0=+30 1=-10 2=-10 3=-10",
        "dealer 0",  # NM-DEAL-1: the next deal
    ]
    assert not [e for e in seen if e.startswith("capture")]
    assert state.results[0].deltas == (21, -14, -14, -13)


EX4_DEAL = (
    "deal 0=3D 4D 9D 10D JD QD 1=2C 3C 4C 5C 6C AC 2=2D 5D 6D 7D 8D AD 3=10C JC QC 9H 10H "
    "4=7C 8C 9C 6H 7H 5=8H JH QH 2S AS 6=3S 4S 5S 6S 7S 7=8S 9S 10S JS QS "
    "dummy=2H 3H 4H 5H AH"
)


def test_nm_ex_4_parlett_exchange_colour_change_and_king() -> None:
    """NM-EX-4 (NM-ANTE-4, NM-PEX-1..3, NM-PLAY-2, NM-RESTART-5, NM-CAPT-2, NM-OUT-4)."""
    state = start("parlett", players=8, new={"first_dealer": 7})
    assert events(state)[1] == "ante 0 KC=1 KD=1 KH=1 KS=1 pool=1"
    assert state.stacks == (8, 8, 8, 8) and state.pool == 8 and GAME.scores(state) == (-5,) * 8
    state = run(state, EX4_DEAL)
    assert GAME.to_move(state) == 7 and legal(state) == ["exchange", "keep"]
    state = run(state, "keep", "exchange")
    assert events(state) == ["0 exchange", "fee 0 pool=1"]
    assert state.pool == 9 and GAME.scores(state)[0] == -6
    assert state.hand(Seat(0)) == tuple(
        map(tricktake.cards.parse_card, ["2H", "3H", "4H", "5H", "AH"])
    )
    # seat 2 holds only diamonds, A low: its free play is AD alone
    assert GAME.to_move(state) == 2 and legal(state) == ["play AD"]
    state = run(state, "play AD", "play 2D")
    assert events(state) == ["2 play 2D", "stop", "skip 2"]
    assert GAME.to_move(state) == 3 and legal(state) == ["play 10C"]
    state = run(state, "play 10C", "play JC", "play QC")
    assert events(state) == ["3 play QC", "capture 3 KC=8", "turn-down KC", "stop"]
    assert legal(state) == ["play 9H"]
    state = run(state, "play 9H", "play 10H")
    assert events(state)[:3] == ["3 play 10H", "out 3", "pool 3=9"]
    assert state.results[-1].deltas == (-6, -5, -5, 12, -5, -5, -5, -5)
    assert state.stacks[1:] == (8 + 8, 8 + 8, 8 + 8) and state.face_up == (False, True, True, True)


EX5_DEAL = (
    "deal 0=2D 3D 4D 5D 6D 7D 8D 9D 10D 9H JS QS 1=QC AD 10H JH QH 2S 3S 4S 5S 6S 7S AS "
    "2=2C 3C 4C 5C 6C 7C 8C 9C 10C JC AC JD dummy=QD 2H 3H 4H 5H 6H 7H 8H AH 8S 9S 10S"
)


def test_nm_ex_5_bury_the_nine_and_the_last_king() -> None:
    """NM-EX-5 (NM-BURY-1/3/5, NM-PLAY-2, NM-CAPT-3/4, NM-END-4), started mid-game."""
    state = start(
        "parlett",
        players=3,
        new={
            "first_dealer": 2,
            "balances": (-1, -3, -2),
            "stacks": (0, 0, 6, 0),
            "face_up": (False, False, True, False),
        },
    )
    assert events(state)[1:] == [f"ante {s} KH=1 pool=1" for s in (0, 1, 2)]
    assert state.stacks[2] == 9 and state.pool == 3 and GAME.scores(state) == (-3, -5, -4)
    state = run(state, EX5_DEAL)
    assert events(state)[1:] == ["bury 1 9H", "buried 0"]
    assert "hand 0=QD 2H 3H 4H 5H 6H 7H 8H AH 8S 9S 10S" in events(state, Seat(0))
    assert GAME.to_move(state) == 1
    assert legal(state) == ["play QC", "play AD", "play 10H", "play AS"]
    state = run(state, "play AD")
    assert events(state)[-1] == "stop" and legal(state) == ["play QC", "play AS"]
    state = run(state, "play QC")
    assert events(state) == ["1 play QC", "stop"] and legal(state) == ["play 10H"]
    state = run(state, "play 10H", "play JH", "play QH")
    assert events(state) == ["1 play QH", "capture 1 KH=9", "turn-down KH", "pool 1=3",
                             "end winners=1"]  # fmt: skip
    assert GAME.scores(state) == (-3, 7, -4) and GAME.is_over(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "king"
    assert GAME.tallies(state) == {"deals won by going out": (0, 1), "kings captured": (1, 4)}


def test_nm_ex_6_split_with_a_remainder() -> None:
    """NM-EX-6, NM-END-3: after the last deal, dealt by seat 1, the boodles hold AH 2,
    KC 0, QD 5, JS 0: T = 7, 2 each and the remainder to seat 2 (the dealer's left).
    Free antes of one chip, all on KC, which seat 2 captures, reach exactly that table."""
    state = start(
        "free-ante",
        players=3,
        num_deals=1,
        free_ante_total=1,
        new={"first_dealer": 1, "balances": (-2, -2, -3), "stacks": (2, 0, 5, 0)},
    )
    assert GAME.to_move(state) == 2
    state = run(state, *["ante AH=0 KC=1 QD=0 JS=0"] * 3)
    deal = (
        "deal 0=3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2H 1=3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2S "
        "2=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D dummy=AC 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    )
    state = run(state, deal)
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    state, seen = collect(state, *plays(r + "C" for r in ranks))
    assert "capture 2 KC=3" in seen and seen[-1] == "stop"
    assert state.stacks == (2, 0, 5, 0)
    state = run(state, "play 2D")
    assert events(state) == [
        "2 play 2D",
        "out 2",
        "chips 0=-13 1=-13 2=+26",
        "split 0=2 1=2 2=3",
        "end winners=2",
    ]
    assert GAME.scores(state) == (-3 - 13 + 2, -3 - 13 + 2, -4 + 3 + 26 + 3)
    assert state.stacks == (0, 0, 0, 0)


def test_nm_ex_7_free_ante_legality() -> None:
    """NM-EX-7, NM-ANTE-2/5, NM-FLOW-6: seat 0 acts first with 35 antes; the dealer
    distributes 8 chips in 165 ways with ``dealer_ante_multiplier=2``."""
    state = start("free-ante", players=3, new={"first_dealer": 2})
    assert GAME.to_move(state) == 0
    actions = legal(state)
    assert len(actions) == 35
    assert actions[0] == "ante AH=0 KC=0 QD=0 JS=4" and actions[-1] == "ante AH=4 KC=0 QD=0 JS=0"
    state = start("free-ante", players=3, dealer_ante_multiplier=2, new={"first_dealer": 2})
    state = run(state, actions[0], actions[-1])
    assert GAME.to_move(state) == 2 and len(legal(state)) == 165
    state = run(state, legal(state)[7])
    assert GAME.to_move(state) is tricktake.CHANCE
    assert GAME.scores(state) == (-4, -4, -8)
