"""The worked examples of ``rules/nines.md`` §9 (NINES-EX-1..4) as data: their deals and
action scripts, written once from the document and played both through the engine
(``tests/nines/test_examples.py``) and on the reference (``tests/nines/test_crosscheck.py``).

Plain strings only: it imports neither the engine nor the reference.
"""

from __future__ import annotations

__all__ = [
    "EX1_DEAL",
    "EX3_DEAL",
    "EX3_PLAYS",
    "EX4_DEAL",
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
