"""The scored deals of the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``) §9 (N99-EX-1..6, 8..11) and the
tricks of N99-EX-13 as data, written once and run against both the engine and the
reference (``tests/ninety_nine/test_examples.py``).

Each :class:`Scored` gives the preset, the dealer, every hand's bid cards and tricks,
the premium calls and who holds a premium, and what the deal gives: the bid values, the
hands that succeed, the deal points and the next deal's mode (or, where the deal ends
the game, the winners, final scores and settlement). The engine plays such a deal (its
other cards found by a search); the reference scores it with its own functions.

:data:`TRICKS` holds N99-EX-13's rows: the engine plays each trick in a deal of its
mode, the reference names the winner with its own trick rule. :data:`CALLS` holds
N99-EX-15's call sequences (and N99-EX-2's calls): both sides make each call after
checking who calls and what it may call, then who holds what. :data:`ENDS` holds
N99-EX-12's ends of a ``revised-2p`` game: both sides' end-of-game functions give the
winners, final scores and settlement from the totals. :data:`DUMMY_PLAY` is N99-EX-14's
dummy play order: both sides play its deal's first three tricks, checking at each step
who moves (the dummy's controller for the dummy) and what it may play. :data:`EX_7`
is N99-EX-7's turn-up, joker bid card and final adjustment. :data:`DRAWN` holds
N99-EX-16's drawn trump cards, and :data:`MATCHES` the matches of Board Game Arena's
scoring styles of N99-EX-17/18 (whose game 2 deals are rows of :data:`EXAMPLES`).

Plain data only: it imports neither the engine nor the reference.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "CALLS",
    "DRAWN",
    "DUMMY_PLAY",
    "ENDS",
    "EXAMPLES",
    "EX_7",
    "MATCHES",
    "TRICKS",
    "Calls",
    "Drawn",
    "DummyPlay",
    "End",
    "JokerGame",
    "Match",
    "Scored",
    "Trick",
]


@dataclass(frozen=True)
class Scored:
    """One worked example's deal, scored.

    ``bids`` and ``tricks`` are every hand's (the dummy's last: its bid ``dummy_bid``);
    ``calls`` the premium calls in order (``None``: every seat passes), ``holders`` the
    (seat, premium) that hold after them and ``numbers`` the (seat, N) of a holder's
    number in an unbidden game (whose ``bids`` are the cards each seat keeps to the end
    of play, N99-UNB-5); ``hold`` more cards dealt to each seat,
    ``turnup`` the turned-up cards, ``totals`` the totals before the deal. ``mode`` is
    the deal's mode, ``next`` the next deal's (``"NT"`` for no trump, ``None`` where the
    example does not say), ``winners``, ``final`` and ``settlement`` the game's end where
    the deal ends it; ``start_mode`` the mode the game starts the deal in (a later
    deal's, N99-TRUMP-3); ``options`` override the preset's (options that the
    reference's variant has as fields of the same name); ``seeds`` how many deals the
    engine's search may try."""

    id: str
    preset: str
    dealer: int
    bids: tuple[str, ...]
    tricks: tuple[int, ...]
    bid_values: tuple[int, ...]
    succeeded: tuple[bool, ...]
    points: tuple[int, ...]
    next: str | None = None
    mode: str | None = None
    calls: tuple[str, ...] | None = None
    holders: tuple[tuple[int, str], ...] = ()
    numbers: tuple[tuple[int, int], ...] = ()
    dummy_bid: str = ""
    hold: tuple[str, ...] | None = None
    turnup: str = ""
    totals: tuple[int, ...] | None = None
    winners: tuple[int, ...] | None = None
    final: tuple[int, ...] | None = None
    settlement: tuple[int, ...] | None = None
    start_mode: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict[str, Any])
    seeds: int = 300


EX_2 = Scored(
    "N99-EX-2",
    "revised",
    dealer=2,
    bids=("7C 6S 8D", "JC AS 10D", "9H 7H 6H"),
    tricks=(4, 3, 2),
    bid_values=(4, 4, 6),
    succeeded=(True, False, False),
    points=(94, 3, 62),
    next="S",
    calls=("declare", "reveal", "pass"),
    holders=((1, "reveal"),),
)
"""N99-EX-2: dealer 2, O = 0 1 2; 0 declare, 1 reveal (the main round is over, seat 2
does not call), 0 pass: seat 1 holds the reveal and fails, 94, 3, 62 (sum 159); k = 1,
spades next."""
EX_4 = Scored(
    "N99-EX-4",
    "revised-2p",
    dealer=1,
    bids=("AC 7S 6D", "8H 9S 7D", "QH 6S 8D"),
    tricks=(4, 2, 3),
    bid_values=(4, 3, 3),
    succeeded=(True, False, True),
    points=(84, 2, 53),
    next="H",
    calls=("declare", "declare"),
    holders=((0, "declare"), (1, "declare")),
    dummy_bid="QH 6S 8D",
)
"""N99-EX-4 (N99-SCORE-10): dealer 1, both seats declare (N99-PREM-14); bids 4, 3 and
the dummy's 3; tricks 4, 2, 3: k = 2; points 4 + 20 + 30 + 30 = 84, 2 and 3 + 20 + 30
= 53 (the premium parts 60, 0, 30 are the source table's); hearts next."""
EX_9 = Scored(
    "N99-EX-9",
    "original-2p-24",
    dealer=1,
    bids=("JK AC 9H", "KS QS JD"),
    tricks=(5, 4),
    bid_values=(5, 2),
    succeeded=(True, False),
    points=(35, 4),
    mode="D",
    calls=("declare",),
    holders=((0, "declare"),),
    turnup="KD",
    seeds=200,
)
"""N99-EX-9 (``original-2p-24``): the turn-up KD makes diamonds trump and seat 0's joker
stands for it (N99-CARD-1); seat 0's ``declare`` ends the main round (N99-PREM-8); its
bid JK AC 9H is worth 0 + 3 + 2 = 5 and it takes 5 tricks; seat 1 bids KS QS JD (2) and
takes 4. k = 1, bonus 10 (N99-SCORE-5): points 5 + 10 + 20 = 35 and 4."""

EX_17_1 = Scored(
    "N99-EX-17 game 2 deal 1",
    "bga",
    dealer=1,
    bids=("QC 9S QD", "AD 8D KS", "QH 7S KD"),
    tricks=(3, 1, 5),
    bid_values=(4, 1, 3),
    succeeded=(False, True, False),
    points=(3, 91, 65),
    next="S",
    mode="NT",
    calls=("pass", "reveal", "reveal"),
    holders=((0, "reveal"),),
)
"""N99-EX-17, game 2 deal 1 (dealer 1, O = 2 0 1): seats 0 and 1 both offer ``reveal``
and seat 0 holds it, first in O (N99-PREM-13, N99-BGA-9); only seat 1 succeeds: 3,
1 + 30 + 60 and 5 + 60; spades next."""
EX_17_2 = Scored(
    "N99-EX-17 game 2 deal 2",
    "bga",
    dealer=2,
    bids=("7C KC 7D", "10H 10C 10D", "10S QH KD"),
    tricks=(1, 4, 4),
    bid_values=(6, 5, 3),
    succeeded=(False, False, False),
    points=(1, 64, 64),
    mode="S",
    start_mode="S",
    calls=("reveal", "pass", "pass"),
    holders=((0, "reveal"),),
    totals=(3, 91, 65),
    options={"rubber_games": 1},
    winners=(1,),
    final=(4, 175, 149),
    settlement=(-316, 197, 119),
)
"""N99-EX-17, game 2 deal 2 (dealer 2, at spades): seat 0's reveal fails and so do the
others: 1, 4 + 60, 4 + 60; the totals 4, 155 and 129 end the game with two seats at
100 or more, each of whom adds 20 (N99-BGA-14). Played here as a match of this one game
(``rubber_games=1``), so that the game's end is the match's: the final game scores
4, 175 and 149 are the scores, settled pair by pair (N99-GAME-8)."""

AMB_44 = Scored(
    "N99-AMB-44",
    "bga-4p",
    dealer=1,
    bids=("2D 3D 4D", "5D 6D 7D", "8D 9D 10D", "JD QD KD"),
    hold=("AS KS QS JS 10S 9S 8S 7S 6S 5S", "", "", ""),
    tricks=(10, 0, 0, 0),
    bid_values=(0, 0, 0, 0),
    succeeded=(True, True, True, True),
    points=(10, 0, 0, 0),
    next="NT",
    mode="S",
    start_mode="S",
)
"""N99-AMB-44 (N99-BID-5): at spades, seat 0 bids three diamonds and takes all 10
tricks, which succeeds in the four-player ``bga*`` presets as everywhere (BGA's code
fails it); every seat succeeds, k = 4: 10, 0, 0, 0 and no trump next."""
AMB_45 = Scored(
    "N99-AMB-45",
    "bga-4p",
    dealer=0,
    bids=("JH 7H 9D", "2S KD 7D", "6S JD AC", "AS QD 3D"),
    tricks=(4, 1, 4, 1),
    bid_values=(4, 1, 4, 1),
    succeeded=(True, True, True, True),
    points=(4, 1, 4, 1),
    next="NT",
    mode="NT",
)
"""N99-AMB-45 (N99-TRUMP-3): the first deal, all four succeed, every bid bonus is 0; the
next deal is at no trump (BGA's code wraps round to diamonds)."""

EXAMPLES: dict[str, Scored] = {
    example.id: example
    for example in (
        EX_17_1,
        EX_17_2,
        AMB_44,
        AMB_45,
        Scored(
            "N99-EX-1",
            "revised",
            dealer=0,
            bids=("QC 8S 9D", "AC 10H 7D", "KS 9S 6D"),
            tricks=(1, 5, 3),
            bid_values=(4, 5, 2),
            succeeded=(False, True, False),
            points=(1, 35, 3),
            next="S",
            mode="NT",
        ),
        EX_2,
        replace(  # N99-EX-2's variant: seat 0 matches with reveal in the upgrade step
            EX_2,
            id="N99-EX-2 variant",
            points=(4 + 30 + 60, 3, 2),
            calls=("declare", "reveal", "reveal"),
            holders=((0, "reveal"),),
        ),
        Scored(  # revised-4p: a bid of 0 succeeds with all 10 tricks (N99-BID-5)
            "N99-EX-3",
            "revised-4p",
            dealer=3,
            bids=("KD 5D 2D", "3S 6D 4D", "JD 10D 9D", "AC 2H 4S"),
            tricks=(10, 0, 0, 0),
            bid_values=(0, 1, 0, 6),
            succeeded=(True, False, True, False),
            points=(60, 0, 20, 0),
            next="H",
            calls=("declare", "pass", "pass", "pass"),
            holders=((0, "declare"),),
            hold=("AH KH QH JH 10H 9H 8H 7H 6H 5H", "", "", ""),
            seeds=20,
        ),
        EX_4,
        replace(  # N99-EX-4's variant: k = 0, the dummy collects both failed premiums
            EX_4,
            id="N99-EX-4 variant",
            tricks=(3, 2, 4),
            succeeded=(False, False, False),
            points=(3, 2, 64),
            next="D",
        ),
        Scored(  # revised-5p: two declarers, +50 and -50 (N99-PREM-14, N99-SCORE-9)
            "N99-EX-5",
            "revised-5p",
            dealer=4,
            bids=("11H 5D 4D", "12S 3D 2D", "AD KD QD", "2C 9S 10D", "11C 12H 7D"),
            tricks=(2, 1, 0, 3, 3),
            bid_values=(2, 1, 0, 4, 5),
            succeeded=(True, True, True, False, False),
            points=(82, 31, 30, -47, 3),
            next="C",
            calls=("declare", "pass", "pass", "declare", "pass"),
            holders=((0, "declare"), (3, "declare")),
            seeds=60,
        ),
        Scored(  # the maximum: a reveal with all 9 tricks; 99 < 100 goes on
            "N99-EX-6",
            "revised",
            dealer=2,
            bids=("AC KC QC", "AH 6D 7D", "AS KS 8D"),
            tricks=(9, 0, 0),
            bid_values=(9, 2, 2),
            succeeded=(True, False, False),
            points=(99, 0, 0),
            next="S",
            calls=("reveal",),
            holders=((0, "reveal"),),
            hold=(
                "JC 10C 9C 8C 7C 6C AD KD QD",
                "KH QH JH 10H 9H QS JS 10S JD",
                "8H 7H 6H 9S 8S 7S 6S 10D 9D",
            ),
        ),
        Scored(  # original-5p-52: two turn-ups, two bid cards; k = 2 of the 5p table
            "N99-EX-8",
            "original-5p-52",
            dealer=4,
            bids=("8S 4D", "5D 3D", "AC KC", "QH 2S", "JH 10H"),
            tricks=(7, 0, 1, 0, 0),
            bid_values=(1, 0, 6, 3, 4),
            succeeded=(True, True, False, False, False),
            points=(37, 30, 1, 0, 0),
            mode="C",
            turnup="9S 9C",
            seeds=200,
        ),
        EX_9,
        replace(  # N99-EX-9 had seat 0 failed: seat 1 also scores the 20 (N99-SCORE-8)
            EX_9, id="N99-EX-9 failed", tricks=(4, 5), succeeded=(False, False), points=(4, 25)
        ),
        Scored(  # unbidden: the last cards are the bid, 3 tricks = N (N99-UNB-5/6)
            "N99-EX-10",
            "unbidden",
            dealer=2,
            bids=("8C 6D 7D", "KH QS 6S", "AC AH AS"),
            tricks=(3, 4, 2),
            bid_values=(3, 4, 6),
            succeeded=(True, True, False),
            points=(53, 24, 2),
            next="H",
            calls=("declare 3", "pass", "pass"),
            holders=((0, "declare"),),
            numbers=((0, 3),),
        ),
        Scored(  # N99-EX-10's variant: 4 tricks meet the bid, not N = 3: k = 0 (N99-UNB-6)
            "N99-EX-10 variant",
            "unbidden",
            dealer=2,
            bids=("8C 8S 7D", "KH QS 6S", "AC AH AS"),
            tricks=(4, 3, 2),
            bid_values=(4, 4, 6),
            succeeded=(False, False, False),
            points=(4, 33, 32),
            next="D",
            calls=("declare 3", "pass", "pass"),
            holders=((0, "declare"),),
            numbers=((0, 3),),
        ),
        Scored(  # the end of a target game: joint winners both add 100 (N99-GAME-2/5/8)
            "N99-EX-11",
            "revised",
            dealer=0,
            bids=("AC 10H 7D", "6D 8D JD", "KC 9D 10D"),
            tricks=(5, 0, 4),
            bid_values=(5, 0, 3),
            succeeded=(True, True, False),
            points=(25, 20, 4),
            totals=(80, 85, 40),
            winners=(0, 1),
            final=(205, 205, 44),
            settlement=(161, 161, -322),
        ),
    )
}
"""The table: N99-EX-1..6, 8..11 (with the variants the examples name)."""


@dataclass(frozen=True)
class Trick:
    """One row of N99-EX-13: the first trick of a deal of ``mode`` (a trump suit, ``NT``
    or a Naughty Nun mode) with ``options``, led by ``leader``: the cards in play order
    (``c snap`` for a snap call) and the seat that wins it, as the rule ``rule`` says.
    ``voids`` names, per seat, the suits it holds none of (so that its card is a legal
    discard)."""

    id: str
    mode: str
    leader: int
    plays: tuple[str, ...]
    winner: int
    rule: str
    voids: Mapping[int, str] = field(default_factory=dict[int, str])
    options: Mapping[str, Any] = field(default_factory=dict[str, Any])


TRICKS: dict[str, Trick] = {
    row.id: row
    for row in (
        Trick("trump S", "S", 1, ("10H", "AH", "6S"), 0, "a trump wins (N99-WIN-1)"),
        Trick("no trump", "NT", 0, ("7C", "AH", "8C"), 2, "the highest club (N99-WIN-2)"),
        Trick(
            "rondo D", "rondo", 0, ("10D", "AD", "6S"), 2, "D led: S trump (N99-WIN-3)", {2: "D"}
        ),
        Trick("rondo C", "rondo", 0, ("7C", "6D", "AC"), 1, "C led: D trump (N99-WIN-3)", {1: "C"}),
        Trick(
            "whistle C",
            "whistle_and_flute",
            0,
            ("AS", "KS", "6C"),
            2,
            "C is the highest suit (N99-WIN-4)",
            {2: "S"},
        ),
        Trick("whistle H", "whistle_and_flute", 0, ("7D", "AD", "6H"), 2, "H > D", {2: "D"}),
        Trick("top dog kings", "top_dog", 0, ("10H", "KH", "KS"), 1, "H > S (N99-WIN-5)", {2: "H"}),
        Trick("top dog ace", "top_dog", 0, ("6S", "AD", "7S"), 1, "an ace (N99-WIN-5)", {1: "S"}),
        Trick(
            "snap",
            "snap",
            0,
            ("8H", "8S snap", "8C"),
            1,
            "8C without the call (N99-WIN-6)",
            {1: "H", 2: "H"},
        ),
        Trick("no snap", "snap", 0, ("8H", "AS", "8C"), 0, "the highest heart", {1: "H", 2: "H"}),
        Trick(
            "two snaps, suit order",
            "snap",
            0,
            ("8H", "8S snap", "8C snap"),
            2,
            "the club, C > S (N99-WIN-6)",
            {1: "H", 2: "H"},
            {"snap_tiebreak": "suit_order"},
        ),
        Trick(
            "two snaps, first played",
            "snap",
            0,
            ("8H", "8S snap", "8C snap"),
            1,
            "the first snap (N99-WIN-6)",
            {1: "H", 2: "H"},
            {"snap_tiebreak": "first_played"},
        ),
    )
}
"""N99-EX-13's rows (the trick rule of every mode, N99-WIN-1..7)."""


@dataclass(frozen=True)
class Calls:
    """One premium call sequence of N99-EX-15 in the first deal of ``preset`` with dealer
    ``dealer`` (the bids, if any, each seat's first legal one): ``calls`` gives, for each
    call, the seat that makes it, the call, and every call that seat may make then (in
    the engine's order). After them the deal is in ``phase`` with ``next`` to move, the
    ``holders`` hold (seat, kind, number in unbidden games) and, in Sphinx, ``mode`` is
    the mode the holder named."""

    id: str
    preset: str
    dealer: int
    calls: tuple[tuple[int, str, tuple[str, ...]], ...]
    holders: tuple[tuple[int, str, int | None], ...]
    next: int
    phase: str = "play"
    mode: str | None = None


ALL = ("pass", "declare", "reveal")
UPGRADE = ("pass", "reveal")  # after an overcall, and in the upgrade step
DECLARE = ("pass", "declare")  # where declare is the only kind
REVEALS = tuple(f"reveal {n}" for n in range(10))  # unbidden: 0 <= N <= T = 9

CALLS: dict[str, Calls] = {
    row.id: row
    for row in (
        Calls(  # no upgrade step, since no one was overcalled
            "revised 1",
            "revised",
            0,
            ((1, "pass", ALL), (2, "declare", ALL), (0, "pass", UPGRADE)),
            ((2, "declare", None),),
            next=1,
        ),
        Calls(  # 2's reveal ends the main round, 1 matches; seat 0 never calls
            "revised 2",
            "revised",
            0,
            ((1, "declare", ALL), (2, "reveal", UPGRADE), (1, "reveal", UPGRADE)),
            ((1, "reveal", None),),
            next=1,
        ),
        Calls(  # 1's declare is void and its bid cards stay hidden
            "revised 3",
            "revised",
            0,
            (
                (1, "declare", ALL),
                (2, "pass", UPGRADE),
                (0, "reveal", UPGRADE),
                (1, "pass", UPGRADE),
            ),
            ((0, "reveal", None),),
            next=1,
        ),
        Calls(  # not in the example: every seat passes, no holder
            "revised, all pass",
            "revised",
            1,
            ((2, "pass", ALL), (0, "pass", ALL), (1, "pass", ALL)),
            (),
            next=2,
        ),
        Calls(  # N99-EX-2's calls: the reveal ends the main round, seat 2 never calls
            "N99-EX-2",
            "revised",
            2,
            ((0, "declare", ALL), (1, "reveal", UPGRADE), (0, "pass", UPGRADE)),
            ((1, "reveal", None),),
            next=0,
        ),
        Calls(  # N99-EX-2's variant: seat 0 matches in the upgrade step
            "N99-EX-2 variant",
            "revised",
            2,
            ((0, "declare", ALL), (1, "reveal", UPGRADE), (0, "reveal", UPGRADE)),
            ((0, "reveal", None),),
            next=0,
        ),
        Calls(  # dealer first (N99-PREM-2), no upgrade step (N99-PREM-10); 2 never calls
            "wiki",
            "wiki",
            0,
            ((0, "declare", ALL), (1, "reveal", UPGRADE)),
            ((1, "reveal", None),),
            next=1,
        ),
        Calls(  # hidden offers: reveal beats declare, 2 comes before 0 (N99-PREM-12/13)
            "free-premium",
            "free-premium",
            0,
            ((1, "declare", ALL), (2, "reveal", ALL), (0, "reveal", ALL)),
            ((2, "reveal", None),),
            next=1,
        ),
        Calls(  # both declarers hold (N99-PREM-14)
            "revised-5p",
            "revised-5p",
            4,
            tuple(
                (seat, call, DECLARE)
                for seat, call in enumerate(("declare", "pass", "pass", "declare", "pass"))
            ),
            ((0, "declare", None), (3, "declare", None)),
            next=0,
        ),
        Calls(  # declare is the top kind: it ends the main round; seat 1 never calls
            "original-2p",
            "original-2p",
            1,
            ((0, "declare", DECLARE),),
            ((0, "declare", None),),
            next=0,
        ),
        Calls(  # 0 may match only as reveal 4, the earlier open with any N (N99-UNB-2..4)
            "unbidden",
            "unbidden",
            2,
            (
                (0, "declare 4", ("pass", *(f"declare {n}" for n in range(10)), "open", *REVEALS)),
                (1, "open", ("pass", "open", *REVEALS)),
                (2, "reveal 5", ("pass", *REVEALS)),
                (0, "pass", ("pass", "reveal 4")),
                (1, "reveal 6", ("pass", *REVEALS)),
            ),
            ((1, "reveal", 6),),
            next=0,
        ),
        Calls(  # had 0 matched instead, it would have had to call reveal 4
            "unbidden, 0 matches",
            "unbidden",
            2,
            (
                (0, "declare 4", ("pass", *(f"declare {n}" for n in range(10)), "open", *REVEALS)),
                (1, "open", ("pass", "open", *REVEALS)),
                (2, "reveal 5", ("pass", *REVEALS)),
                (0, "reveal 4", ("pass", "reveal 4")),
            ),
            ((0, "reveal", 4),),
            next=0,
        ),
        Calls(  # the holder names the trump, then everyone bids (N99-SPHX-2/4)
            "sphinx",
            "sphinx",
            0,
            (
                (1, "pass", ALL),
                (2, "reveal", ALL),
                (2, "trump NT", ("trump C", "trump H", "trump S", "trump D", "trump NT")),
            ),
            ((2, "reveal", None),),
            next=1,
            phase="bid",
            mode="NT",
        ),
    )
}
"""N99-EX-15's rows (N99-PREM-5..14, N99-UNB-2..4, N99-SPHX-2..4), N99-EX-2's calls and
the revised deal where every seat passes."""


@dataclass(frozen=True)
class End:
    """One row of N99-EX-12: a ``revised-2p`` game ending on ``totals`` (seat 0, seat 1,
    the dummy): its sole ``winner`` (``None``: a draw), its ``final`` scores (the dummy's
    last) and the live seats' ``settlement``."""

    id: str
    totals: tuple[int, int, int]
    winner: int | None
    final: tuple[int, int, int]
    settlement: tuple[int, int]


ENDS: dict[str, End] = {
    row.id: row
    for row in (
        # the dummy shares the top: a draw, no bonus, no settlement (N99-GAME-4)
        End("N99-EX-12 draw", (105, 65, 105), None, (105, 65, 105), (0, 0)),
        # seat 0 wins and adds 100 (N99-GAME-5); seat 1 pays 145 (N99-GAME-8)
        End("N99-EX-12 seat 0 wins", (110, 65, 90), 0, (210, 65, 90), (145, -145)),
        # not in the example: the dummy shares the top with seat 1 (N99-AMB-8)
        End("dummy and seat 1 top", (80, 100, 100), None, (80, 100, 100), (0, 0)),
        # not in the example: the live seats tie, a draw too
        End("live seats tie", (110, 110, 90), None, (110, 110, 90), (0, 0)),
        # not in the example: the dummy's 100 wins nothing (N99-AMB-39)
        End("dummy at 100", (130, 30, 100), 0, (230, 30, 100), (200, -200)),
    )
}
"""N99-EX-12's rows (N99-GAME-4/5/8, N99-AMB-8/39) and the draws beside them."""


@dataclass(frozen=True)
class DummyPlay:
    """N99-EX-14's deal of ``preset`` with dealer ``dealer``: ``hands`` are seat 0's and
    seat 1's hands, the dummy's playing cards and its bid cards; each seat bids
    ``bids[seat]``. ``steps`` are the calls and plays after the bids: the seat that
    moves (for the dummy, its controller), the action and every action it may take then
    (in the engine's order); ``tricks`` each trick's hands in play order and its winner
    (the trick after it is led by the winner, N99-DUMMY-4/5)."""

    id: str
    preset: str
    dealer: int
    hands: tuple[str, str, str, str]
    bids: tuple[str, str]
    steps: tuple[tuple[int, str, tuple[str, ...]], ...]
    tricks: tuple[tuple[tuple[int, int, int], int], ...]


def _plays(cards: str) -> tuple[str, ...]:
    """``play c`` for each card of ``cards``."""
    return tuple(f"play {card}" for card in cards.split())


DUMMY_PLAY = DummyPlay(
    "N99-EX-14",
    "revised-2p",
    dealer=1,
    hands=(
        "6C 8C 7H 8H 6S 7S 8S 9S 6D 7D 8D 9D",
        "7C 9C AH KH KS QS JS 10S AD KD QD JD",
        "AC KC QC JC 10C 6H 9H 10H JH",
        "QH AS 10D",
    ),
    bids=("8S 7S 6S", "QS JS 10S"),
    steps=(
        (0, "pass", ("pass", "declare")),
        (1, "pass", ("pass", "declare")),
        # trick 1: seat 0, seat 1, then the dummy played by seat 0
        (0, "play 6C", _plays("6C 8C 6D 7D 8D 9D 7H 8H 9S")),
        (1, "play 7C", _plays("7C 9C")),
        (0, "play AC", _plays("10C JC QC KC AC")),
        # the dummy won: trick 2 is the dummy (played by seat 0), seat 1, then seat 0
        (0, "play 6H", _plays("10C JC QC KC 6H 9H 10H JH")),
        (1, "play AH", _plays("KH AH")),
        (0, "play 7H", _plays("7H 8H")),
        # seat 1 won: trick 3 is seat 1, seat 0, then the dummy played by seat 1
        (1, "play KS", _plays("9C JD QD KD AD KH KS")),
        (0, "play 9S", _plays("9S")),
        (1, "play JH", _plays("10C JC QC KC 9H 10H JH")),  # void in spades
    ),
    tricks=(((0, 1, 2), 2), ((2, 1, 0), 1), ((1, 0, 2), 1)),
)
"""N99-EX-14 (N99-DUMMY-2..6, N99-INV-6): three tricks of a ``revised-2p`` deal, dealer
1, in which the dummy wins trick 1 and seat 1 tricks 2 and 3."""


@dataclass(frozen=True)
class JokerGame:
    """N99-EX-7 in ``preset``: with ``turnup`` turned up the deal's mode is
    ``modes[preset]`` (for each preset named); seat ``bidder``'s bid cards ``bid`` (the
    joker among them) are worth ``bid_value``. Each (raw total, final score) of
    ``adjusted`` is the final adjustment of a total; raw ``totals`` give the
    ``winners``, the ``final`` scores and the ``settlement``."""

    id: str
    preset: str
    turnup: str
    modes: Mapping[str, str]
    bidder: int
    bid: str
    bid_value: int
    adjusted: tuple[tuple[int, int], ...]
    totals: tuple[int, int, int]
    winners: tuple[int, ...]
    final: tuple[int, int, int]
    settlement: tuple[int, int, int]


EX_7 = JokerGame(
    "N99-EX-7",
    "original",
    turnup="9H",
    modes={"original": "NT", "nine-trump": "nines"},  # a 9 (N99-TRUMP-4, N99-TRUMP-2)
    bidder=2,
    bid="JK 6S 7D",  # the joker stands for 9H: 2 + 1 + 0 (N99-CARD-1, N99-BID-4)
    bid_value=3,
    adjusted=((95, 0), (100, 100), (199, 199), (200, 400), (250, 500), (312, 936), (-20, 0)),
    totals=(312, 250, 95),  # the winner on raw totals (N99-GAME-4, N99-AMB-14)
    winners=(0,),
    final=(936, 500, 0),  # N99-GAME-6
    settlement=(1372, 64, -1436),  # N99-GAME-8
)
"""N99-EX-7 (``original``): the joker as a bid card, a turned-up 9, the final
adjustment."""


@dataclass(frozen=True)
class Drawn:
    """N99-EX-16's row ``deal`` (from 1) of a ``bga-standard`` game: the deal's drawn
    ``trumpcard`` makes ``mode``; ``holder``, where given, is a seat dealt that card as
    well."""

    deal: int
    trumpcard: str
    mode: str
    holder: int | None = None


DRAWN: tuple[Drawn, ...] = (
    Drawn(1, "JK", "NT"),  # the joker
    Drawn(2, "9H", "NT"),  # a 9 (turned_nine_no_trump)
    Drawn(3, "7S", "S", holder=1),  # seat 1 holds 7S as well: no pile (N99-BGA-8)
    Drawn(4, "6C", "C"),  # deal 3's successes play no part
)
"""N99-EX-16's four deals in a row (N99-BGA-7/8)."""


@dataclass(frozen=True)
class Match:
    """A whole match of a ``bga*`` preset with ``options`` (BGA's scoring styles,
    N99-BGA-12), given each game's ``totals`` at its end (N99-EX-17/18): each game's
    ``final`` game scores (N99-GAME-7, N99-BGA-14), the rubber scores (N99-GAME-11),
    under ``rubber_wins`` each seat's target ``wins`` (N99-BGA-15), the match ``scores``
    (``game.scores`` once over) and the ``winners``. The match goes on after each game
    but the last."""

    id: str
    preset: str
    options: Mapping[str, Any]
    totals: tuple[tuple[int, int, int], ...]
    final: tuple[tuple[int, int, int], ...]
    rubber: tuple[int, int, int]
    scores: tuple[int, int, int]
    winners: tuple[int, ...]
    wins: tuple[int, int, int] | None = None


_EX_17_TOTALS = ((97, 6, 125), (4, 155, 129), (65, 127, 96))
MATCHES: dict[str, Match] = {
    row.id: row
    for row in (
        # style 1: c = 1, 2, 1; bonuses 30, 20 each, 30 (N99-BGA-14)
        Match(
            "N99-EX-17",
            "bga",
            {},
            _EX_17_TOTALS,
            final=((97, 6, 155), (4, 175, 149), (65, 157, 96)),
            rubber=(166, 338, 400),
            scores=(166, 338, 400),
            winners=(2,),
        ),
        # style 2: the same deals without a game bonus
        Match(
            "N99-EX-17 style 2",
            "bga",
            {"game_bonus": "none"},
            _EX_17_TOTALS,
            final=_EX_17_TOTALS,
            rubber=(166, 288, 350),
            scores=(166, 288, 350),
            winners=(2,),
        ),
        # style 3: game 4 gives every seat a target win; seats 1 and 2 reach 3 wins, and
        # seat 2 wins on the rubber score (N99-BGA-15, N99-AMB-48)
        Match(
            "N99-EX-18",
            "bga",
            {"game_bonus": "none", "rubber_wins": 3},
            (*_EX_17_TOTALS, (100, 125, 162)),
            final=(*_EX_17_TOTALS, (100, 125, 162)),
            rubber=(266, 413, 512),
            scores=(100, 300, 300),
            winners=(2,),
            wins=(1, 3, 3),
        ),
    )
}
"""N99-EX-17/18's matches (N99-BGA-12..15)."""
