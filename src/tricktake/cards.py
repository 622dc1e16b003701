"""Cards as small integers, and their text form.

A card is an ``int`` under the :data:`Card` type: ``suit * 16 + rank``, with suits
numbered in the order of :data:`SUITS` (C D H S) and ranks numbered in the order of
:data:`RANKS` (2 up to A). The joker is :data:`JOKER`. A set of cards is a *mask*: an
``int`` with bit ``card`` set for each card, so that set operations are single integer
operations. The rank *order* of a game is the game's business, never the card's.

>>> parse_card("10s") == parse_card("TS") == parse_card("10♠")
True
>>> card_text(parse_card("th"))
'10H'
>>> [card_text(c) for c in cards_of(mask_of([parse_card("AS"), parse_card("2C")]))]
['2C', 'AS']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NewType

from .errors import ActionSyntaxError, quoted, shown

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "RANKS",
    "SUITS",
    "Card",
    "card_text",
    "cards_of",
    "make_card",
    "mask_of",
    "parse_card",
    "rank_of",
    "suit_of",
]

Card = NewType("Card", int)
"""A card code: ``suit * 16 + rank``, or :data:`JOKER`."""

SUITS = "CDHS"
"""Suit letters; a suit's number is its index here (clubs 0 .. spades 3)."""

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "J", "Q", "K", "A")
"""Rank texts; a rank's number is its index here (2 is 0, A is 14)."""

JOKER = Card(64)
"""The joker, ``JK``."""

_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def make_card(suit: int, rank: int) -> Card:
    """The card of suit number ``suit`` (0..3) and rank number ``rank`` (0..14).

    >>> card_text(make_card(SUITS.index("H"), RANKS.index("Q")))
    'QH'
    """
    return Card(suit * 16 + rank)


def suit_of(card: Card) -> int:
    """The suit number of a card (not meaningful for the joker)."""
    return card >> 4


def rank_of(card: Card) -> int:
    """The rank number of a card (not meaningful for the joker)."""
    return card & 15


_TEXT: dict[int, str] = {
    make_card(s, r): rank + suit for s, suit in enumerate(SUITS) for r, rank in enumerate(RANKS)
}
_TEXT[JOKER] = "JK"
_PARSE: dict[str, Card] = {text: Card(code) for code, text in _TEXT.items()}
for _code, _text in list(_TEXT.items()):
    if _text.startswith("10"):
        _PARSE["T" + _text[2:]] = Card(_code)


ALL_CARDS = sum(1 << code for code in _TEXT)
"""The mask of every card code: each suit's 15 ranks and the joker. A mask with any
other bit names something that is not a card."""


def card_text(card: Card) -> str:
    """The canonical text of a card: rank then suit, ``10S``, ``AH``, ``JK``.

    :raises ActionSyntaxError: for a code that is no card.
    """
    try:
        return _TEXT[card]
    except (KeyError, TypeError):  # TypeError: an unhashable argument
        raise ActionSyntaxError(
            f"{shown(card)} is not a card code: expected suit * 16 + rank (tricktake.cards)"
        ) from None


def parse_card(text: str) -> Card:
    """Parse one card: rank then suit, ``T`` for 10, any case, suit symbols allowed.

    :raises ActionSyntaxError: when ``text`` is not a card.
    """
    if not isinstance(text, str):
        raise ActionSyntaxError(f"{shown(text)} is not card text: expected a str such as 'AS'")
    key = text.strip()
    if key and key[-1] in _SYMBOLS:
        key = key[:-1] + _SYMBOLS[key[-1]]
    # upper() maps some letters outside ASCII onto ASCII ones ("ſ" to "S"): not a suit
    card = _PARSE.get(key.upper()) if key.isascii() else None
    if card is None:
        raise ActionSyntaxError(
            f"{quoted(text)} is not a card: expected a rank (2-10, 11, 12, J, Q, K, A; T for 10) "
            "followed by a suit (C, D, H, S or a symbol), or JK"
        )
    return card


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in ascending code order.

    :raises ValueError: for a negative ``mask``, which has no finite set of bits.
    """
    if mask < 0:
        raise ValueError(f"{mask} is not a mask of cards: expected an int >= 0")
    out = []
    while mask:
        low = mask & -mask
        out.append(Card(low.bit_length() - 1))
        mask ^= low
    return tuple(out)
