"""The worked examples of the Nines rules (``src/tricktake/rulebook/nines.rst``) §9 (NINES-EX-1..4) as data: their deals and
action scripts, written once from the document, and :data:`EXAMPLES`, the table of what
holds on the way, run against both the engine and the reference
(``tests/nines/test_examples.py``; the cross-check plays the scripts too).

Each :class:`~tests.reference.examples.Example` gives the preset, ``new`` (the first
dealer, and the points of a position in mid-game), the actions in order (the deal
first) and what holds on the way. The facts both sides tell: ``hand0``..``hand2`` and
``stock`` (the cards, in canonical order), ``seen0``..``seen2`` (the last transition's
events each seat sees), ``free_lead`` (the legal plays are the mover's whole hand), ``tricks_won`` (this
deal's, so far), ``hand_sizes``, ``dealer``, and at the end ``tricks`` (the first deal's
tricks per seat) and ``winners``.

Plain strings only: it imports neither the engine nor the reference.
"""

from __future__ import annotations

from tests.reference.examples import Example, Script

__all__ = [
    "EX1_DEAL",
    "EX3_DEAL",
    "EX3_PLAYS",
    "EX4_DEAL",
    "EXAMPLES",
    "RANKS",
    "ex1_actions",
    "ex2_actions",
    "ex3_actions",
    "ex4_actions",
    "suit",
]

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # NINES-COMP-2


def suit(letter: str) -> list[str]:
    """The 13 cards of a suit, 2 up to A."""
    return [rank + letter for rank in RANKS]


def _deal(hands: str, stock: str = "") -> str:
    """The deal text giving seat ``s`` the whole suit ``hands[s]``, and the stock the
    suit ``stock`` (none in the partnership game)."""
    piles = [f"{seat}={' '.join(suit(letter))}" for seat, letter in enumerate(hands)]
    return " ".join(["deal", *piles, *([f"stock={' '.join(suit(stock))}"] if stock else [])])


EX1_DEAL = _deal("CDH", "S")
"""NINES-EX-1's deal (also EX-2's): seats 0, 1, 2 hold the clubs, diamonds and hearts."""


def ex1_actions() -> list[str]:
    """NINES-EX-1: 0 exchange, 1 keep, 2 exchange; trick k: 0 the k-th spade, 1 the k-th
    diamond, 2 the k-th club."""
    plays = [f"play {rank}{s}" for rank in RANKS for s in "SDC"]
    return [EX1_DEAL, "exchange", "keep", "exchange", *plays]


def ex2_actions() -> list[str]:
    """NINES-EX-2: as EX-1 to trick 1, then seat 2 leads its clubs, seats 0 and 1 follow
    with their spades and diamonds, ascending."""
    plays = ["play 2S", "play 2D", "play 2C"]
    plays += [f"play {rank}{s}" for rank in RANKS[1:] for s in "CSD"]
    return [EX1_DEAL, "exchange", "keep", "exchange", *plays]


EX3_DEAL = (
    "deal 0=4C 8C JC KC 4D 8D JD KD 4H 7H 8H KH 2S "
    "1=2C 6C 10C QC 2D 6D 10D QD 2H 6H 9H QH 3S "
    "2=3C 5C 7C 9C 3D 5D 7D 9D 3H 5H 10H JH KS "
    "stock=AC AD AH 4S 5S 6S 7S 8S 9S 10S JS QS AS"
)
"""NINES-EX-3's deal."""

EX3_PLAYS = [
    ("KC 2C 3C", 0),
    ("4C QC 5C", 1),
    ("6C 7C JC", 0),
    ("8C 10C 9C", 1),
    ("2D 3D KD", 0),
    ("4D QD 5D", 1),
    ("6D 7D JD", 0),
    ("8D 10D 9D", 1),
    ("2H 3H KH", 0),
    ("4H QH 5H", 1),
    ("6H JH 7H", 2),
    ("10H 8H 9H", 2),
    ("KS 2S 3S", 2),
]
"""NINES-EX-3's table: each trick's plays, leader first, and its winner."""


def ex3_actions() -> list[str]:
    """NINES-EX-3: all keep, then the tricks of :data:`EX3_PLAYS`."""
    plays = [f"play {card}" for cards, _ in EX3_PLAYS for card in cards.split(" ")]
    return [EX3_DEAL, "keep", "keep", "keep", *plays]


EX4_DEAL = _deal("CDHS")
"""NINES-EX-4's deal (the partnership game: four hands, no stock)."""


def ex4_actions() -> list[str]:
    """NINES-EX-4: seat 0 leads its clubs low to high; 1, 2, 3 play their k-th card."""
    plays = [f"play {rank}{s}" for rank in RANKS for s in "CDHS"]
    return [EX4_DEAL, *plays]


def _plays(cards: str) -> list[str]:
    """``play X`` for each card of ``cards`` (space-separated)."""
    return [f"play {card}" for card in cards.split(" ")]


def _over(script: Script, scores: tuple[int, ...], tail: tuple[str, ...]) -> Script:
    """The check that the game is over, with the final ``scores`` and last events
    ``tail``."""
    return script.check(to_move=None, scores=scores, tail=tail)


def _ex_1(preset: str, trump: str) -> Example:
    """NINES-EX-1 (NINES-EXCH-1/3/4, NINES-PLAY-1/3/4, NINES-SCORE-1, NINES-END-1/2)
    under ``preset``, whose deal 1 has the trump ``trump`` (held by nobody): seat 0 takes
    the spades, seat 2 the clubs seat 0 discarded, the stock ends with the hearts; seat 0
    wins all 13 tricks."""
    actions = ex1_actions()
    script = Script().play(actions[0]).check(to_move=0, tail=(f"trump {trump}",))
    script.play(actions[1]).check(  # the dealer's left decides first, the dealer last
        events=("0 exchange",),
        facts={
            "hand0": tuple(suit("S")),
            "stock": tuple(suit("C")),
            "seen0": ("0 exchange", f"hand 0={' '.join(suit('S'))}"),
            "seen1": ("0 exchange",),
            "seen2": ("0 exchange",),
        },
    )
    script.play(*actions[2:4]).check(  # NINES-PLAY-1: the dealer's left leads
        to_move=0,
        facts={"hand1": tuple(suit("D")), "hand2": tuple(suit("C")), "stock": tuple(suit("H"))},
    )
    script.play(actions[4]).check(  # no spade: any card
        events=("0 play 2S",), to_move=1, legal=tuple(_plays(" ".join(suit("D"))))
    )
    script.play(*actions[5:7]).check(tail=("2 play 2C", "trick 1 0"))
    _over(
        script.play(*actions[7:]),
        (0, 13, 13),
        ("trick 13 0", "score 0=-9 1=+4 2=+4", "points 0=0 1=13 2=13", "end winners=0"),
    )
    return script.example(
        f"NINES-EX-1 {preset}",
        preset,
        new={"first_dealer": 2},
        results={"tricks": (13, 0, 0), "winners": (0,)},
    )


def _ex_2() -> Example:
    """NINES-EX-2 (NINES-PLAY-5): clubs are trumps in deal 1 of ``trump-rotation-alt``;
    seat 2's only trump wins trick 1, then it leads and wins every trick."""
    actions = ex2_actions()
    script = Script().play(actions[0]).check(tail=("trump C",))
    script.play(*actions[1:7]).check(  # the exchanges and trick 1
        tail=("trick 1 2",), to_move=2, facts={"tricks_won": (0, 0, 1)}
    )
    script.play(*actions[7:10]).check(tail=("trick 2 2",))
    _over(
        script.play(*actions[10:]),
        (13, 13, 0),
        ("score 0=+4 1=+4 2=-9", "points 0=13 1=13 2=0", "end winners=2"),
    )
    return script.example(
        "NINES-EX-2",
        "trump-rotation-alt",
        new={"first_dealer": 2},
        results={"tricks": (0, 0, 13), "winners": (2,)},
    )


def _ex_3_tricks(script: Script, numbers: range) -> Script:
    """The tricks ``numbers`` (from 1) of NINES-EX-3: each leader may play any card, and
    each trick's last play is followed by its winner."""
    leader = EX3_PLAYS[numbers.start - 2][1] if numbers.start > 1 else 0  # the dealer's left
    for number in numbers:
        cards, winner = EX3_PLAYS[number - 1]
        script.check(to_move=leader, facts={"free_lead": True}).play(*_plays(cards))
        last = f"{(leader + 2) % 3} {_plays(cards)[-1]}"
        script.check(head=(last, f"trick {number} {winner}"))
        leader = winner
    return script


def _ex_3_draw() -> Example:
    """NINES-EX-3, standard rules (NINES-END-2, NINES-AMB-5): from points 1 / 1 / 9 the
    deal gives tricks 5 / 5 / 3, and seats 0 and 1, tied at 0 points, draw."""
    script = _over(
        _ex_3_tricks(Script().play(*ex3_actions()[:4]), range(1, 14)),
        (0, 0, 10),
        ("score 0=-1 1=-1 2=+1", "points 0=0 1=0 2=10", "end draw=0,1"),
    )
    return script.example(
        "NINES-EX-3",
        "standard",
        new={"first_dealer": 2, "points": (1, 1, 9)},
        results={"tricks": (5, 5, 3), "winners": (0, 1)},
    )


def _ex_3_no_draw() -> Example:
    """NINES-EX-3 under ``no-draw`` (NINES-NODRAW-1..4): before trick 9 seats 0 and 1 can
    reach zero; trick 9 brings seat 0's running score to 0 and it wins at once; tricks
    10-13 are not played and the scores are the running scores."""
    script = _ex_3_tricks(Script().play(*ex3_actions()[:4]), range(1, 9)).check(
        to_move=1, scores=(1, 1, 9), facts={"tricks_won": (4, 4, 0)}
    )
    script = _ex_3_tricks(script, range(9, 10)).check(
        to_move=None,
        legal=(),
        events=("0 play KH", "trick 9 0", "zero 0", "end winners=0"),
        scores=(0, 1, 9),
        facts={"hand_sizes": (4, 4, 4)},  # the rest of the deal is not played
    )
    return script.example(
        "NINES-EX-3 no-draw",
        "no-draw",
        new={"first_dealer": 2, "points": (1, 1, 9)},
        results={"winners": (0,)},
    )


def _ex_4() -> Example:
    """NINES-EX-4 (NINES-EXCH-7, NINES-SCORE-1, NINES-COMP-5, NINES-END-1): no exchange,
    seat 0 leads and wins all 13 tricks; team 0 -7 -> 11, team 1 +6 -> 24; the game goes
    on, dealt by seat 0."""
    actions = ex4_actions()
    script = (
        Script()
        .play(actions[0])
        .check(
            to_move=0,
            events=("deal 0:13 1:13 2:13 3:13", "trump none"),
            legal=tuple(_plays(" ".join(suit("C")))),
        )
    )
    script.play(*actions[1:]).check(
        to_move="chance",
        scores=(11, 24, 11, 24),
        facts={"dealer": 0},
    )
    return script.example(
        "NINES-EX-4",
        "partnership",
        new={"first_dealer": 3},
        log={"team0=": ("score team0=-7 team1=+6", "points team0=11 team1=24")},
        results={"tricks": (13, 0, 0, 0)},
    )


EXAMPLES: dict[str, Example] = {
    example.id: example
    for example in (
        _ex_1("standard", "none"),
        _ex_1("trump-rotation", "H"),
        _ex_2(),
        _ex_3_draw(),
        _ex_3_no_draw(),
        _ex_4(),
    )
}
"""The table: NINES-EX-1 (under two presets), EX-2, EX-3 (standard and no-draw), EX-4."""
