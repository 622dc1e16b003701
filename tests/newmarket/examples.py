"""The worked examples of the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``) (NM-EX-1..7) as data, written once and
run against both the engine and the reference (``tests/newmarket/test_examples.py``).

Each :class:`~tests.reference.examples.Example` gives the preset and options (the
engine's option names, which are the reference's variant fields), ``new`` (the start
position: first dealer, balances, the stacks in the order of the boodles or the kings C
D H S, which kings are face up), the actions in order and what holds on the way. The
facts both sides tell: ``stacks`` and ``pool`` (the chips on the table), ``on_table``
(their sum), ``hand0`` (seat 0's cards), ``face_up`` (the kings face up), ``deltas``
(the last deal's changes before the split) and ``legal_count``.
"""

from __future__ import annotations

from typing import Any

from tests.reference.examples import Example, Script

__all__ = ["EXAMPLES", "EX_1_DEAL", "EX_2_DEAL", "EX_4_DEAL", "EX_5_DEAL", "EX_5_NEW"]

EX_1_DEAL = (
    "deal 0=KD 2H 3H 4H 9S JS 1=3C 4C 5C 6C 7C 8C 2=9C 10C JC QC KC AC 3=2S 3S 4S 5S 6S 10S "
    "4=3D 4D 5D 6D 7D 8D 5=9D 10D JD QD AD 7S 6=6H 7H 8H 9H 10H JH 7=QH KH AH 8S KS "
    "dummy=2C 2D 5H QS AS"
)
EX_2_DEAL = (
    "deal 0=2C 2H 3H 4H 5H 6H 7H 8H 10H JH QH KH AH 1=2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD "
    "2=2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS dummy=3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 9H"
)
EX_3_DEAL = (
    "deal 0=KC AC 2D 3D 4D 5D 6D 7D 8D 9D 10D 1=JD QD KD AD 2H 3H 4H 5H 6H 7H "
    "2=8H 9H 10H JH QH KH AH 2S 3S 4S 3=5S 6S 7S 8S 9S 10S JS QS KS AS "
    "dummy=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"
)
EX_4_DEAL = (
    "deal 0=3D 4D 9D 10D JD QD 1=2C 3C 4C 5C 6C AC 2=2D 5D 6D 7D 8D AD 3=10C JC QC 9H 10H "
    "4=7C 8C 9C 6H 7H 5=8H JH QH 2S AS 6=3S 4S 5S 6S 7S 7=8S 9S 10S JS QS "
    "dummy=2H 3H 4H 5H AH"
)
EX_5_DEAL = (
    "deal 0=2D 3D 4D 5D 6D 7D 8D 9D 10D 9H JS QS 1=QC AD 10H JH QH 2S 3S 4S 5S 6S 7S AS "
    "2=2C 3C 4C 5C 6C 7C 8C 9C 10C JC AC JD dummy=QD 2H 3H 4H 5H 6H 7H 8H AH 8S 9S 10S"
)
EX_5_NEW = {
    "first_dealer": 2,
    "balances": (-1, -3, -2),
    "stacks": (0, 0, 6, 0),
    "face_up": (False, False, True, False),
}
"""NM-EX-5's start, mid-game: only KH face up, 6 chips on it."""
EX_6_DEAL = (
    "deal 0=3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2H 1=3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2S "
    "2=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D dummy=AC 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
)
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def _run(suit: str, ranks: slice) -> str:
    """The cards of ``suit`` of ``ranks`` (2 up to A), space-separated."""
    return " ".join(rank + suit for rank in RANKS[ranks])


def _antes(text: str, seats: range) -> tuple[str, ...]:
    """The ante event ``text`` of each seat."""
    return tuple(f"ante {seat} {text}" for seat in seats)


def _split_all(script: Script, **fields: Any) -> Script:
    """The check that the game is over and the split has left no chip on the table
    (NM-END-3), with ``fields``."""
    return script.check(to_move=None, facts={"stacks": (0, 0, 0, 0), "on_table": 0}, **fields)


def _ex_1(preset: str) -> Example:
    """NM-EX-1 (NM-ANTE-1, NM-PLAY-1..5, NM-CAPT-1, NM-OUT-1/2, NM-END-3/4) under
    ``preset``: under both change-suit rules the same actions are legal and give the
    same result (NM-RESTART-2/4)."""
    script = Script().check(
        to_move="chance",
        legal=(),
        tail=_antes("AH=1 KC=1 QD=1 JS=1", range(8)),
        scores=(-4,) * 8,
        facts={"stacks": (8, 8, 8, 8)},
    )
    script.play(EX_1_DEAL).check(
        to_move=0,
        head=("deal 0:6 1:6 2:6 3:6 4:6 5:6 6:6 7:5 dummy:5",),
        legal=("play KD", "play 2H", "play 9S"),
    )
    script.play("play 9S").check(to_move=3, legal=("play 10S",))
    script.play("play 10S").check(to_move=0, legal=("play JS",))
    script.play("play JS").check(
        to_move=0, events=("0 play JS", "capture 0 JS=8", "stop"), legal=("play KD", "play 2H")
    )
    script.play("play 2H").forced(0, "3H 4H")
    script.check(to_move=0, events=("0 play 4H", "stop"), legal=("play KD",))
    _split_all(
        script.play("play KD"),
        events=(
            "0 play KD",
            "out 0",
            "chips 0=+40 1=-6 2=-6 3=-5 4=-6 5=-6 6=-6 7=-5",
            "split 0=3 1=3 2=3 3=3 4=3 5=3 6=3 7=3",
            "end winners=0",
        ),
        scores=(47, -7, -7, -6, -7, -7, -7, -6),
    )
    return script.example(
        f"NM-EX-1 {preset}",
        preset,
        options={"players": 8, "num_deals": 1},
        new={"first_dealer": 7},
        results={"deltas": (44, -10, -10, -9, -10, -10, -10, -9)},
    )


def _ex_2(preset: str) -> Example:
    """NM-EX-2 under ``preset``: the stopper holds only the stopped suit and goes on
    (NM-RESTART-1/4), or, under ``change-suit-pass-left``, ``skip 0`` and seat 1 restarts
    with 2D and goes out (NM-RESTART-2)."""
    script = Script().check(scores=(-4, -4, -4), facts={"stacks": (3, 3, 3, 3)})
    script.play(EX_2_DEAL).check(to_move=0, legal=("play 2C", "play 2H"))
    script.play("play 2C").check(events=("0 play 2C", "stop"), legal=("play 2H",))
    script.play("play 2H").forced(0, _run("H", slice(1, 7)))
    if preset == "change-suit-pass-left":
        script.check(events=("0 play 8H", "stop", "skip 0"))
        script.forced(1, _run("D", slice(None)))
        log = {
            "capture": ("capture 1 QD=3",),
            "out ": ("out 1",),
            "chips": ("chips 0=-5 1=+18 2=-13",),
        }
        deltas = (-9, 17, -17)  # AH, KC, JS: 3 each, split
    else:
        script.check(events=("0 play 8H", "stop"))
        script.forced(0, "10H JH QH KH AH")
        log = {
            "capture": ("capture 0 AH=3",),
            "out ": ("out 0",),
            "chips": ("chips 0=+26 1=-13 2=-13",),
        }
        deltas = (25, -17, -17)  # KC 3, QD 3, JS 3: split, 3 each
    _split_all(script, scores=tuple(d + 3 for d in deltas))
    return script.example(
        f"NM-EX-2 {preset}",
        preset,
        options={"players": 3, "num_deals": 1},
        new={"first_dealer": 2},
        log=log,
        results={"deltas": deltas},
    )


def _ex_3() -> Example:
    """NM-EX-3 (NM-ANTE-1 double, NM-DEAL-3, NM-SALE-1..7, NM-OUT-2)."""
    script = Script().check(scores=(-4, -4, -4, -8), facts={"stacks": (5, 5, 5, 5)})
    script.play(EX_3_DEAL).check(to_move=3, legal=("exchange", "keep"))
    script.play("keep").check(to_move=0, legal=(*(f"offer {k}" for k in range(1, 21)), "pass"))
    script.play("offer 2").check(to_move=1).play("offer 3")
    script.check(to_move=2, legal=(*(f"offer {k}" for k in range(4, 21)), "pass"))
    script.play("pass").check(to_move=0).play("offer 5").check(to_move=1).play("pass")
    script.check(to_move=3, legal=("sell", "refuse"))
    script.play("sell").check(facts={"hand0": tuple(_run("C", slice(0, 11)).split(" "))})
    script.forced(0, _run("C", slice(0, 11)))
    # NM-DEAL-1: the next deal
    script.check(head=("0 play QC", "out 0", "chips 0=+30 1=-10 2=-10 3=-10", "dealer 0"))
    return script.example(
        "NM-EX-3",
        "michigan",
        options={"players": 4},
        new={"first_dealer": 3},
        log={"sale ": ("sale 0 5",), "capture": ()},
        results={"deltas": (21, -14, -14, -13)},
    )


def _ex_4() -> Example:
    """NM-EX-4 (NM-ANTE-4, NM-PEX-1..3, NM-PLAY-2, NM-RESTART-5, NM-CAPT-2, NM-OUT-4)."""
    script = Script().check(
        tail=_antes("KC=1 KD=1 KH=1 KS=1 pool=1", range(8)),
        scores=(-5,) * 8,
        facts={"stacks": (8, 8, 8, 8), "pool": 8},
    )
    script.play(EX_4_DEAL).check(to_move=7, legal=("exchange", "keep"))
    script.play("keep").check(to_move=0, legal=("exchange", "keep"))
    # seat 2 holds only diamonds, A low: its free play is AD alone
    script.play("exchange").check(
        events=("0 exchange", "fee 0 pool=1"),
        scores=(-6,) + (-5,) * 7,
        facts={"pool": 9, "hand0": ("2H", "3H", "4H", "5H", "AH")},
        to_move=2,
        legal=("play AD",),
    )
    script.play("play AD").forced(2, "2D")
    script.check(events=("2 play 2D", "stop", "skip 2"), to_move=3, legal=("play 10C",))
    script.play("play 10C").forced(3, "JC QC")
    script.check(events=("3 play QC", "capture 3 KC=8", "turn-down KC", "stop"), legal=("play 9H",))
    script.play("play 9H").forced(3, "10H")
    script.check(
        head=("3 play 10H", "out 3", "pool 3=9"),
        facts={"stacks": (0, 16, 16, 16), "face_up": ("KD", "KH", "KS")},
    )
    return script.example(
        "NM-EX-4",
        "parlett",
        options={"players": 8},
        new={"first_dealer": 7},
        results={"deltas": (-6, -5, -5, 12, -5, -5, -5, -5)},
    )


def _ex_5() -> Example:
    """NM-EX-5 (NM-BURY-1/3/5, NM-PLAY-2, NM-CAPT-3/4, NM-END-4), started mid-game."""
    script = Script().check(
        tail=_antes("KH=1 pool=1", range(3)),
        scores=(-3, -5, -4),
        facts={"stacks": (0, 0, 9, 0), "pool": 3},
    )
    script.play(EX_5_DEAL).check(
        tail=("bury 1 9H", "buried 0"),
        facts={"hand0": ("QD", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "AH", "8S", "9S", "10S")},
        to_move=1,
        legal=("play QC", "play AD", "play 10H", "play AS"),
    )
    script.play("play AD").check(to_move=1, tail=("stop",), legal=("play QC", "play AS"))
    script.play("play QC").check(events=("1 play QC", "stop"), legal=("play 10H",))
    script.play("play 10H").forced(1, "JH QH")
    script.check(
        to_move=None,
        events=("1 play QH", "capture 1 KH=9", "turn-down KH", "pool 1=3", "end winners=1"),
        scores=(-3, 7, -4),
        facts={"on_table": 0},
    )
    return script.example(
        "NM-EX-5",
        "parlett",
        options={"players": 3},
        new=EX_5_NEW,
        log={"capture": ("capture 1 KH=9",)},
    )


def _ex_6() -> Example:
    """NM-EX-6, NM-END-3: after the last deal, dealt by seat 1, the boodles hold AH 2,
    KC 0, QD 5, JS 0: T = 7, 2 each and the remainder to seat 2 (the dealer's left).
    Free antes of one chip, all on KC, which seat 2 captures, reach exactly that table."""
    script = Script().check(to_move=2).play(*["ante AH=0 KC=1 QD=0 JS=0"] * 3, EX_6_DEAL)
    script.play(*(f"play {card}" for card in _run("C", slice(0, 12)).split(" ")))
    script.check(tail=("stop",), facts={"stacks": (2, 0, 5, 0)})
    _split_all(
        script.play("play 2D"),
        events=(
            "2 play 2D",
            "out 2",
            "chips 0=-13 1=-13 2=+26",
            "split 0=2 1=2 2=3",
            "end winners=2",
        ),
        scores=(-3 - 13 + 2, -3 - 13 + 2, -4 + 3 + 26 + 3),
    )
    return script.example(
        "NM-EX-6",
        "free-ante",
        options={"players": 3, "num_deals": 1, "free_ante_total": 1},
        new={"first_dealer": 1, "balances": (-2, -2, -3), "stacks": (2, 0, 5, 0)},
        log={"capture": ("capture 2 KC=3",)},
    )


def _ex_7() -> Example:
    """NM-EX-7, NM-ANTE-2/5, NM-FLOW-6: with ``dealer_ante_multiplier=2`` seat 0 acts
    first; the dealer distributes 8 chips in 165 ways; after its ante the deal is due."""
    script = Script().check(to_move=0, scores=(0, 0, 0), facts={"legal_count": 35})
    script.play("ante AH=2 KC=1 QD=1 JS=0").check(scores=(-4, 0, 0), facts={"stacks": (2, 1, 1, 0)})
    script.play("ante AH=0 KC=0 QD=0 JS=4").check(to_move=2, facts={"legal_count": 165})
    script.play("ante AH=8 KC=0 QD=0 JS=0").check(
        to_move="chance", scores=(-4, -4, -8), tail=("2 ante AH=8 KC=0 QD=0 JS=0",)
    )
    return script.example(
        "NM-EX-7",
        "free-ante",
        options={"players": 3, "dealer_ante_multiplier": 2},
        new={"first_dealer": 2},
    )


EXAMPLES: dict[str, Example] = {
    example.id: example
    for example in (
        *(_ex_1(p) for p in ("standard", "change-suit-pass-left", "change-suit-same-player")),
        *(_ex_2(p) for p in ("standard", "change-suit-same-player", "change-suit-pass-left")),
        _ex_3(),
        _ex_4(),
        _ex_5(),
        _ex_6(),
        _ex_7(),
    )
}
