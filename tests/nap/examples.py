"""The worked examples of the Nap rules (``src/tricktake/rulebook/nap.rst``) §9 (NAP-EX-1..6) as data, written once and
run against both the engine and the reference (``tests/nap/test_examples.py``).

Each :class:`~tests.reference.examples.Example` gives the preset and options (the
engine's option names, which are the reference's variant fields), the actions in order
(the deal first) and what holds on the way; ``results["tricks"]`` is every seat's tricks
in the first deal. :data:`SETTLEMENTS` is NAP-EX-6's table.
"""

from __future__ import annotations

from tests.reference.examples import At, Example

__all__ = ["EXAMPLES", "SETTLEMENTS", "TABLES"]


def _plays(*tricks: str) -> tuple[str, ...]:
    """``play X`` for each card of each trick (its cards space-separated, perhaps as
    ``seat:card``; ``JK_H`` is the joker naming hearts)."""
    cards = (card.split(":")[-1] for trick in tricks for card in trick.split(" "))
    return tuple(f"play {card.replace('_', ' ')}" for card in cards)


def _seated(*tricks: str) -> tuple[str, ...]:
    """The ``<s> play X`` events of tricks written as ``seat:card`` pairs."""
    return tuple(
        f"{play.split(':')[0]} play {play.split(':')[1]}" for t in tricks for play in t.split()
    )


EX_1_DEAL = (
    "deal 0=5C 6D 10H KS AS 1=8C 9D 3H 4H 2S 2=4C 2D 3D 7H QS 3=2C 3C 4D JH 5S "
    "undealt=6C 7C 9C 10C JC QC KC AC 5D 7D 8D 10D JD QD KD AD 2H 5H 6H 8H 9H QH KH AH "
    "3S 4S 6S 7S 8S 9S 10S JS"
)
EX_1_TRICKS = (
    "1:2S 2:QS 3:5S 0:AS",
    "0:6D 1:9D 2:2D 3:4D",
    "1:8C 2:4C 3:3C 0:5C",
    "1:3H 2:7H 3:JH 0:10H",
    "3:2C 0:KS 1:4H 2:3D",
)
EX_2_DEAL = (
    "deal 0=3C 4D 2H QS KS 1=7C 8D 9D 5S 6S 2=QC KC AC 9H 10H 3=JH QH KH AH AS "
    "4=5C 6C 2S 3S 4S undealt=2C 4C 8C 9C 10C JC 2D 3D 5D 6D 7D 10D JD QD KD AD 3H 4H 5H 6H "
    "7H 8H 7S 8S 9S 10S JS"
)
EX_2_PLAYS = _plays(
    "AH 2S 2H 7C 9H", "KH 3S 3C 8D 10H", "QH 4S 4D 9D QC", "JH 5C QS 5S KC", "AS 6C KS 6S AC"
)
EX_2_CHIPS = {
    "standard": (-20, -20, -20, 80, -20),
    "payout-1": (-10, -10, -10, 40, -10),
    "payout-2": (-20, -20, -20, 80, -20),
    "payout-3": (-20, -20, -20, 80, -20),
}
EX_3_DEAL = (
    "deal 0=AC 9S 10S JS JK 1=9C 10D 8H 9H 8S 2=10C JD QD KD AH "
    "undealt=8C JC QC KC 8D 9D AD 10H JH QH KH QS KS AS"
)
EX_4_DEAL = (
    "deal 0=8C 8D AD KS JK 1=9C 9D 10H JH QS "
    "undealt=10C JC QC KC AC 10D JD QD KD 8H 9H QH KH AH 8S 9S 10S JS AS"
)
# NAP-EX-5 plays on any deal: these two are of the reference's random deals
EX_5_DEALS = (
    "deal 0=KC 6D 3S 6S KS 1=7D 10D 3H 8H AS 2=JC 3D 4H JS QS 3=9D AD 7H QH AH "
    "undealt=2C 3C 4C 5C 6C 7C 8C 9C 10C QC AC 2D 4D 5D 8D JD QD KD 2H 5H 6H 9H 10H JH KH "
    "2S 4S 5S 7S 8S 9S 10S",
    "deal 0=3D 7D KD 4H 2S 1=4D 3H 8H AH 7S 2=9C 9H 3S 6S AS 3=5C 6C JD 8S QS "
    "undealt=2C 3C 4C 7C 8C 10C JC QC KC AC 2D 5D 6D 8D 9D 10D QD AD 2H 5H 6H 7H 10H JH QH KH "
    "4S 5S 9S 10S JS KS",
)
EVERY_BID = {"allow_one": True, "allow_blucher": True}


def _ex_2(preset: str, chips: tuple[int, ...]) -> Example:
    """NAP-EX-2 under ``preset``: wellington after nap (NAP-BID-7), where blucher is
    enabled (the payout presets) offered after it (NAP-AMB-10), not in ``standard``
    (NAP-BID-4); the first lead names hearts trumps (NAP-PLAY-3); five tricks made and
    the payout table (NAP-SCORE-3/4)."""
    text = " ".join(f"{s}={c:+d}" for s, c in enumerate(chips))
    return Example(
        f"NAP-EX-2 {preset}",
        preset,
        (EX_2_DEAL, "bid three", "pass", "bid nap", "bid wellington", "pass", *EX_2_PLAYS),
        (
            At(4, to_move=3, legal=("pass", "bid wellington")),
            At(5, to_move=4, legal=("pass",) if preset == "standard" else ("pass", "bid blucher")),
            At(6, tail=("contract 3 wellington",)),
            At(7, events=("3 play AH", "trump H")),
            At(31, tail=("result 3 wellington made 5", f"chips {text}", "dealer 0"), scores=chips),
        ),
        options={"players": 5},
        new={"first_dealer": 4},
        log={"trick ": tuple(f"trick {k} 3" for k in range(1, 6))},
        results={"tricks": (0, 0, 0, 5, 0)},
    )


EXAMPLES: dict[str, Example] = {
    # NAP-EX-1: misère outbids two (NAP-BID-3/6); no wellington without a nap; no trump
    # (NAP-OVR-2); the declarer leads (NAP-FLOW-4); seat 1 must follow diamonds with 9D
    # (NAP-PLAY-4); 2C wins trick 5 at no trump (NAP-PLAY-5); -9 / +3 each
    # (NAP-SCORE-2/3); the next dealer is seat 0 (NAP-DEAL-1)
    "NAP-EX-1": Example(
        "NAP-EX-1",
        "standard",
        (EX_1_DEAL, "bid two", "bid misere", "pass", "pass", *_plays(*EX_1_TRICKS)),
        (
            At(0, to_move="chance"),
            At(1, to_move=0, events=("deal 0:5 1:5 2:5 3:5 undealt:32",)),
            At(3, to_move=2, legal=("pass", "bid four", "bid nap")),
            At(5, to_move=1, events=("3 pass", "contract 1 misere", "trump none")),
            At(10, to_move=1, legal=("play 9D",)),
            At(
                25,
                to_move="chance",
                tail=("result 1 misere failed 2", "chips 0=+3 1=-9 2=+3 3=+3", "dealer 0"),
                scores=(3, -9, 3, 3),
            ),
        ),
        new={"first_dealer": 3},
        log={
            "trick ": ("trick 1 0", "trick 2 1", "trick 3 1", "trick 4 3", "trick 5 3"),
            " play ": _seated(*EX_1_TRICKS),
        },
        results={"tricks": (1, 2, 0, 2), "declarer": 1, "dealer": 0},
    ),
    **{f"NAP-EX-2 {preset}": _ex_2(preset, chips) for preset, chips in EX_2_CHIPS.items()},
    # NAP-EX-2 with blucher: after seat 3's wellington seat 4 may bid blucher
    "NAP-EX-2 blucher": Example(
        "NAP-EX-2 blucher",
        "blucher",
        (EX_2_DEAL, "bid three", "pass", "bid nap", "bid wellington"),
        (At(5, to_move=4, legal=("pass", "bid blucher")),),
        options={"players": 5},
        new={"first_dealer": 4},
    ),
    # NAP-EX-3 (NAP-JOKER-7/8): seat 0 holding a club may not play the joker to a club
    # lead; led naming hearts (not spades, which it holds), it wins (NAP-JOKER-1); the
    # declarer takes no trick and misère is made: +6 / -3 each
    "NAP-EX-3": Example(
        "NAP-EX-3",
        "joker",
        (
            EX_3_DEAL,
            *("pass", "bid misere", "pass"),
            *_plays("9C 10C AC", "JK_H 9H AH", "9S 8S JD", "10S 10D QD", "JS 8H KD"),
        ),
        (
            At(4, to_move=1, tail=("contract 1 misere", "trump none")),
            At(6, to_move=0, legal=("play AC",)),
            At(
                7,
                to_move=0,
                tail=("trick 1 0",),
                legal=("play 9S", "play 10S", "play JS", "play JK C", "play JK D", "play JK H"),
            ),
            At(8, to_move=1, legal=("play 8H", "play 9H")),  # must follow hearts
            At(9, to_move=2, legal=("play AH",)),
            At(10, tail=("trick 2 0",)),
            At(
                19,
                tail=("trick 5 0", "result 1 misere made 0", "chips 0=-3 1=+6 2=-3", "dealer 0"),
            ),
        ),
        options={"deck_size": 28, "players": 3},
        new={"first_dealer": 2},
        log={
            "trick ": tuple(f"trick {k} 0" for k in range(1, 6)),
            "play JK": ("0 play JK H",),
        },
        results={"tricks": (5, 0, 0), "declarer": 1, "trump": None},
    ),
    # NAP-EX-4 (NAP-JOKER-4, NAP-AMB-2): the declarer's first lead may be the joker
    # naming any suit, which becomes trumps; seat 1 must follow with its only diamond;
    # later trumps win (NAP-PLAY-5)
    "NAP-EX-4": Example(
        "NAP-EX-4",
        "joker",
        (
            EX_4_DEAL,
            *("bid three", "pass"),
            *_plays("JK_D 9D", "AD QS", "KS 10H", "8D JH", "8C 9C"),
        ),
        (
            At(
                3,
                to_move=0,
                legal=tuple(
                    f"play {card}"
                    for card in ("8C", "8D", "AD", "KS", "JK C", "JK D", "JK H", "JK S")
                ),
            ),
            At(4, to_move=1, events=("0 play JK D", "trump D"), legal=("play 9D",)),
            At(13, tail=("result 0 three made 4", "chips 0=+3 1=-3", "dealer 0")),
        ),
        options={"deck_size": 28, "players": 2},
        new={"first_dealer": 1},
        log={"trick ": ("trick 1 0", "trick 2 0", "trick 3 0", "trick 4 0", "trick 5 1")},
        results={"tricks": (4, 1), "declarer": 0},
    ),
    # NAP-EX-5 (NAP-BID-3..8, NAP-BID-12): the legal bids at each turn with one and
    # blucher enabled; blucher wins the bidding
    "NAP-EX-5": Example(
        "NAP-EX-5",
        "with-one",
        (EX_5_DEALS[0], "bid three", "bid nap", "bid wellington", "bid blucher"),
        (
            At(
                1,
                to_move=0,
                legal=(
                    *("pass", "bid one", "bid two", "bid three"),
                    *("bid misere", "bid four", "bid nap"),
                ),
            ),
            At(2, to_move=1, legal=("pass", "bid misere", "bid four", "bid nap")),
            At(3, to_move=2, legal=("pass", "bid wellington")),
            At(4, to_move=3, legal=("pass", "bid blucher")),
            At(5, tail=("contract 3 blucher",)),
        ),
        options=EVERY_BID,
        new={"first_dealer": 3},
    ),
    # NAP-EX-5 under ``no-wellington``: after a nap bid only ``pass`` remains
    "NAP-EX-5 no-wellington": Example(
        "NAP-EX-5 no-wellington",
        "no-wellington",
        (EX_5_DEALS[0], "bid three", "bid nap", "pass"),
        (At(3, to_move=2, legal=("pass",)), At(4, to_move=3, legal=("pass",))),
        new={"first_dealer": 3},
    ),
    # NAP-EX-5 (NAP-BID-9, NAP-SCORE-5): four passes throw the deal in: no chips change,
    # the next dealer is seat 0; the deal counts toward ``num_deals`` (NAP-END-1), so two
    # thrown-in deals end a game of two, which all four seats share (NAP-END-3)
    "NAP-EX-5 thrown-in": Example(
        "NAP-EX-5 thrown-in",
        "with-one",
        (EX_5_DEALS[0], *["pass"] * 4, EX_5_DEALS[1], *["pass"] * 4),
        (
            At(5, to_move="chance", events=("3 pass", "thrown-in", "dealer 0"), scores=(0,) * 4),
            At(10, to_move=None, tail=("end winners=0,1,2,3",), scores=(0,) * 4),
        ),
        options={**EVERY_BID, "num_deals": 2},
        new={"first_dealer": 3},
        results={"declarer": None},
    ),
}

TABLES = {"main": "standard", "rule1": "payout-1", "rule2": "payout-2", "rule3": "payout-3"}
"""NAP-EX-6's payout tables (the reference's names) and the presets that use them."""

SETTLEMENTS: list[tuple[str, bool, dict[str, int]]] = [
    # NAP-EX-6 (n = 4): contract, made, {payout table: each opponent's change}; the
    # declarer's is -3 times it (NAP-SCORE-2..4)
    ("nap", True, {"main": -10, "rule1": -10, "rule2": -10, "rule3": -10}),
    ("nap", False, {"main": 6, "rule1": 5, "rule2": 10, "rule3": 5}),
    ("wellington", True, {"main": -20, "rule1": -10, "rule2": -20, "rule3": -20}),
    ("wellington", False, {"main": 12, "rule1": 10, "rule2": 20, "rule3": 10}),
    ("blucher", True, {"main": -40, "rule1": -10, "rule2": -40, "rule3": -30}),
    ("blucher", False, {"main": 24, "rule1": 20, "rule2": 40, "rule3": 15}),
    ("four", False, dict.fromkeys(TABLES, 4)),
    ("one", True, dict.fromkeys(TABLES, -1)),
    ("two", True, dict.fromkeys(TABLES, -2)),
    ("three", False, dict.fromkeys(TABLES, 3)),
    ("misere", True, dict.fromkeys(TABLES, -3)),
]
