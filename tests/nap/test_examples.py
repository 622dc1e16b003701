"""The worked examples of ``rules/nap.md`` §9 (NAP-EX-1..6), through the public API."""

from __future__ import annotations

import pytest

from tests.nap.helpers import GAME, legal, run
from tricktake.nap import Contract, Phase

EX1_DEAL = (
    "deal 0=5C 6D 10H KS AS 1=8C 9D 3H 4H 2S 2=4C 2D 3D 7H QS 3=2C 3C 4D JH 5S "
    "undealt=6C 7C 9C 10C JC QC KC AC 5D 7D 8D 10D JD QD KD AD 2H 5H 6H 8H 9H QH KH AH "
    "3S 4S 6S 7S 8S 9S 10S JS"
)
EX1_TRICKS = (
    ("1 play 2S", "2 play QS", "3 play 5S", "0 play AS"),
    ("0 play 6D", "1 play 9D", "2 play 2D", "3 play 4D"),
    ("1 play 8C", "2 play 4C", "3 play 3C", "0 play 5C"),
    ("1 play 3H", "2 play 7H", "3 play JH", "0 play 10H"),
    ("3 play 2C", "0 play KS", "1 play 4H", "2 play 3D"),
)


def _plays(tricks: tuple[tuple[str, ...], ...]) -> list[str]:
    return [p.split(" ", 1)[1] for trick in tricks for p in trick]


def test_nap_ex_1_misere_fails() -> None:
    """NAP-EX-1: misère fails with two tricks; seat 2 may not bid wellington (nobody bid
    nap); seat 1 must follow diamonds with 9D; 2C wins trick 5 at no trump."""
    script = run(first_dealer=3).play(EX1_DEAL)
    assert script.state.actor == 0
    script.play("bid two", "bid misere")
    assert legal(script.state) == ["pass", "bid four", "bid nap"]
    script.play("pass", "pass")
    assert script.events[-3:] == ["3 pass", "contract 1 misere", "trump none"]
    assert script.state.declarer == 1 and script.state.contract is Contract.MISERE
    plays = _plays(EX1_TRICKS)
    script.play(*plays[:5])
    assert legal(script.state) == ["play 9D"]  # seat 1 must follow diamonds
    script.play(*plays[5:])
    tricks = [e for e in script.events if e.startswith("trick ")]
    assert tricks == ["trick 1 0", "trick 2 1", "trick 3 1", "trick 4 3", "trick 5 3"]
    played = [e for e in script.events if " play " in e]
    assert played == [p for trick in EX1_TRICKS for p in trick]
    assert script.events[-3:] == [
        "result 1 misere failed 2",
        "chips 0=+3 1=-9 2=+3 3=+3",
        "dealer 0",
    ]
    assert GAME.scores(script.state) == (3, -9, 3, 3)
    assert script.state.dealer == 0 and script.state.phase is Phase.DEALING
    result = script.state.results[-1]
    assert result.tricks_won == (1, 2, 0, 2) and not result.made


EX2_DEAL = (
    "deal 0=3C 4D 2H QS KS 1=7C 8D 9D 5S 6S 2=QC KC AC 9H 10H 3=JH QH KH AH AS "
    "4=5C 6C 2S 3S 4S undealt=2C 4C 8C 9C 10C JC 2D 3D 5D 6D 7D 10D JD QD KD AD 3H 4H 5H 6H "
    "7H 8H 7S 8S 9S 10S JS"
)
EX2_PLAYS = [
    *("play AH", "play 2S", "play 2H", "play 7C", "play 9H"),
    *("play KH", "play 3S", "play 3C", "play 8D", "play 10H"),
    *("play QH", "play 4S", "play 4D", "play 9D", "play QC"),
    *("play JH", "play 5C", "play QS", "play 5S", "play KC"),
    *("play AS", "play 6C", "play KS", "play 6S", "play AC"),
]


@pytest.mark.parametrize(
    ("preset", "chips"),
    [
        ("standard", "chips 0=-20 1=-20 2=-20 3=+80 4=-20"),
        ("payout-1", "chips 0=-10 1=-10 2=-10 3=+40 4=-10"),
        ("payout-2", "chips 0=-20 1=-20 2=-20 3=+80 4=-20"),
        ("payout-3", "chips 0=-20 1=-20 2=-20 3=+80 4=-20"),
    ],
)
def test_nap_ex_2_wellington_made(preset: str, chips: str) -> None:
    """NAP-EX-2: wellington after nap; seat 4 may only pass (blucher not enabled in
    ``standard``); the first lead names hearts; 5 tricks win 20 (10 under rule 1) from
    each opponent."""
    script = run(preset, players=5, first_dealer=4).play(EX2_DEAL)
    script.play("bid three", "pass", "bid nap")
    assert "bid wellington" in legal(script.state)
    script.play("bid wellington")
    if preset == "standard":
        assert legal(script.state) == ["pass"]
    script.play("pass")
    assert script.events[-1] == "contract 3 wellington"
    script.play(EX2_PLAYS[0])
    assert script.events[-2:] == ["3 play AH", "trump H"]
    script.play(*EX2_PLAYS[1:])
    assert script.events[-3:] == ["result 3 wellington made 5", chips, "dealer 0"]


def test_nap_ex_2_blucher_offered_after_wellington() -> None:
    """NAP-EX-2 with ``blucher``: after seat 3's wellington seat 4 may bid blucher."""
    script = run("blucher", players=5, first_dealer=4).play(EX2_DEAL)
    script.play("bid three", "pass", "bid nap", "bid wellington")
    assert legal(script.state) == ["pass", "bid blucher"]


EX3_DEAL = (
    "deal 0=AC 9S 10S JS JK 1=9C 10D 8H 9H 8S 2=10C JD QD KD AH "
    "undealt=8C JC QC KC 8D 9D AD 10H JH QH KH QS KS AS"
)


def test_nap_ex_3_misere_with_a_joker_lead() -> None:
    """NAP-EX-3 (NAP-JOKER-7/8): seat 0 holding a club may not play the joker to a club
    lead; led naming hearts (not spades, which it holds), it wins; the declarer takes no
    trick and misère is made."""
    script = run("joker", deck_size=28, players=3, first_dealer=2).play(EX3_DEAL)
    script.play("pass", "bid misere", "pass")
    assert script.events[-2:] == ["contract 1 misere", "trump none"]
    script.play("play 9C", "play 10C")
    assert legal(script.state) == ["play AC"]
    script.play("play AC")
    assert legal(script.state) == [
        "play 9S",
        "play 10S",
        "play JS",
        "play JK C",
        "play JK D",
        "play JK H",
    ]
    script.play("play JK H")
    assert legal(script.state) == ["play 8H", "play 9H"]
    script.play("play 9H")
    assert legal(script.state) == ["play AH"]
    script.play("play AH")
    assert script.events[-1] == "trick 2 0"
    assert "0 play JK H" in script.events
    script.play("play 9S", "play 8S", "play JD", "play 10S", "play 10D", "play QD")
    script.play("play JS", "play 8H", "play KD")
    assert script.events[-4:-1] == ["trick 5 0", "result 1 misere made 0", "chips 0=-3 1=+6 2=-3"]


EX4_DEAL = (
    "deal 0=8C 8D AD KS JK 1=9C 9D 10H JH QS "
    "undealt=10C JC QC KC AC 10D JD QD KD 8H 9H QH KH AH 8S 9S 10S JS AS"
)


def test_nap_ex_4_joker_names_trumps() -> None:
    """NAP-EX-4 (NAP-JOKER-4): the declarer's first lead may be the joker naming any
    suit, which becomes trump; seat 1 must follow with its only diamond."""
    script = run("joker", deck_size=28, players=2, first_dealer=1).play(EX4_DEAL)
    script.play("bid three", "pass")
    assert legal(script.state) == [
        "play 8C",
        "play 8D",
        "play AD",
        "play KS",
        "play JK C",
        "play JK D",
        "play JK H",
        "play JK S",
    ]
    script.play("play JK D")
    assert script.events[-2:] == ["0 play JK D", "trump D"]
    assert legal(script.state) == ["play 9D"]
    script.play("play 9D", "play AD", "play QS", "play KS", "play 10H", "play 8D", "play JH")
    script.play("play 8C", "play 9C")
    tricks = [e for e in script.events if e.startswith("trick ")]
    assert tricks == ["trick 1 0", "trick 2 0", "trick 3 0", "trick 4 0", "trick 5 1"]
    assert script.events[-3:-1] == ["result 0 three made 4", "chips 0=+3 1=-3"]


def test_nap_ex_5_bidding_with_every_bid() -> None:
    """NAP-EX-5 (NAP-BID-5..8, NAP-BID-12): the legal bids at each turn with one and
    blucher enabled; blucher wins the bidding."""
    script = run("with-one", allow_blucher=True, first_dealer=3)
    script.play(GAME.format_action(GAME.deal(script.state, __import__("random").Random(5))))
    assert legal(script.state) == [
        "pass",
        "bid one",
        "bid two",
        "bid three",
        "bid misere",
        "bid four",
        "bid nap",
    ]
    script.play("bid three")
    assert legal(script.state) == ["pass", "bid misere", "bid four", "bid nap"]
    script.play("bid nap")
    assert legal(script.state) == ["pass", "bid wellington"]
    script.play("bid wellington")
    assert legal(script.state) == ["pass", "bid blucher"]
    script.play("bid blucher")
    assert script.events[-1] == "contract 3 blucher"


def test_nap_ex_5_no_wellington() -> None:
    """NAP-EX-5 under ``no-wellington``: after a nap bid only ``pass`` remains."""
    script = run("no-wellington", first_dealer=3)
    script.play(GAME.format_action(GAME.deal(script.state, __import__("random").Random(5))))
    script.play("bid three", "bid nap")
    assert legal(script.state) == ["pass"]
    script.play("pass")
    assert legal(script.state) == ["pass"]


def test_nap_ex_5_all_pass() -> None:
    """NAP-EX-5 (NAP-BID-9, NAP-SCORE-5): four passes throw the deal in: no chips
    change, the next dealer is seat 0, and the deal counts toward ``num_deals``."""
    script = run("with-one", allow_blucher=True, first_dealer=3)
    script.play(GAME.format_action(GAME.deal(script.state, __import__("random").Random(5))))
    script.play("pass", "pass", "pass", "pass")
    assert script.events[-3:] == ["3 pass", "thrown-in", "dealer 0"]
    assert GAME.scores(script.state) == (0, 0, 0, 0)
    assert script.state.dealer == 0 and script.state.deal_number == 1


_N4 = {"main": "standard", "rule1": "payout-1", "rule2": "payout-2", "rule3": "payout-3"}
EX6 = [
    # contract, made, {table: (declarer's change, each opponent's change)}
    ("nap", True, {"main": (30, -10), "rule1": (30, -10), "rule2": (30, -10), "rule3": (30, -10)}),
    ("nap", False, {"main": (-18, 6), "rule1": (-15, 5), "rule2": (-30, 10), "rule3": (-15, 5)}),
    (
        "wellington",
        True,
        {"main": (60, -20), "rule1": (30, -10), "rule2": (60, -20), "rule3": (60, -20)},
    ),
    (
        "wellington",
        False,
        {"main": (-36, 12), "rule1": (-30, 10), "rule2": (-60, 20), "rule3": (-30, 10)},
    ),
    (
        "blucher",
        True,
        {"main": (120, -40), "rule1": (30, -10), "rule2": (120, -40), "rule3": (90, -30)},
    ),
    (
        "blucher",
        False,
        {"main": (-72, 24), "rule1": (-60, 20), "rule2": (-120, 40), "rule3": (-45, 15)},
    ),
    ("four", False, dict.fromkeys(_N4, (-12, 4))),
    ("one", True, dict.fromkeys(_N4, (3, -1))),
]


@pytest.mark.parametrize(("contract", "made", "rows"), EX6)
def test_nap_ex_6_settlement_table(
    contract: str, made: bool, rows: dict[str, tuple[int, int]]
) -> None:
    """NAP-EX-6 (NAP-SCORE-2..4): with n = 4 the declarer's change and each opponent's
    under every payout table, for every declarer seat."""
    from tricktake.nap.scoring import settlement

    for table, (mine, each) in rows.items():
        rules = GAME.rules(_N4[table], allow_one=True, allow_blucher=True)
        for declarer in range(4):
            chips = settlement(rules, declarer, Contract(contract), made)
            expected = tuple(mine if s == declarer else each for s in range(4))
            assert chips == expected, (table, declarer)
