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

Where a suit is a value of the API (a trump, a suit named with a joker lead) it is a
:class:`Suit`, a plain enum, so that a type checker never takes a suit for a seat or a
number. Inside a card code, and in the tables the engines index by it, a suit is its
number (:func:`suit_of`, :func:`make_card`): ``Suit.of(card)`` and ``suit.value`` go
between the two.

>>> Suit.of(parse_card("QH")), Suit.HEARTS.value, str(Suit.HEARTS)
(Suit.HEARTS, 2, 'H')
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from typing import Final, NewType

from .errors import ActionSyntaxError, illegal, quoted, shown

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "RANKS",
    "SUITS",
    "Card",
    "Suit",
    "card_text",
    "cards_by_code",
    "cards_in_order",
    "cards_listed",
    "cards_of",
    "make_card",
    "mask_of",
    "parse_card",
    "rank_of",
    "require_dealt_once",
    "suit_of",
]

Card = NewType("Card", int)
"""A card code: ``suit * 16 + rank``, or :data:`JOKER`."""

SUITS = "CDHS"
"""Suit letters; a suit's number is its index here (clubs 0 .. spades 3)."""

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "J", "Q", "K", "A")
"""Rank texts; a rank's number is its index here (2 is 0, A is 14)."""

JOKER: Final = Card(64)
"""The joker, ``JK``."""


class Suit(enum.Enum):
    """A suit, as the API names it: a trump, a suit named with a joker lead.

    A plain :class:`enum.Enum`, not an ``IntEnum``: a suit is no number, so passing one
    where a seat or a count is expected is a type error. Its ``value`` is the suit
    number that card codes use (clubs 0 .. spades 3), and ``str`` gives its letter.
    """

    #: Clubs, ``C``.
    CLUBS = 0
    #: Diamonds, ``D``.
    DIAMONDS = 1
    #: Hearts, ``H``.
    HEARTS = 2
    #: Spades, ``S``.
    SPADES = 3

    def __str__(self) -> str:
        return SUITS[self.value]

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @classmethod
    def of(cls, card: Card) -> Suit:
        """The suit of a card (not meaningful for the joker).

        >>> Suit.of(make_card(Suit.SPADES.value, 0))
        Suit.SPADES
        """
        if card == JOKER or card not in _TEXT:
            raise ActionSyntaxError(
                f"{shown(card)} is not a card of a suit: expected the code of a card other "
                "than the joker (tricktake.cards)"
            )
        return _SUIT_BY_NUMBER[card >> 4]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        """The suit of a letter ``C``, ``D``, ``H`` or ``S`` (any case).

        :raises ActionSyntaxError: for any other text.
        """
        if isinstance(letter, str) and len(letter) == 1 and letter.upper() in SUITS:
            return _SUIT_BY_NUMBER[SUITS.index(letter.upper())]
        raise ActionSyntaxError(f"{shown(letter)} is not a suit: expected C, D, H or S")


_SUIT_BY_NUMBER = tuple(Suit)

_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def make_card(suit: int, rank: int) -> Card:
    """The card of suit number ``suit`` (0..3) and rank number ``rank`` (0..14).

    >>> card_text(make_card(SUITS.index("H"), RANKS.index("Q")))
    'QH'
    """
    return Card(suit * 16 + rank)


def suit_of(card: Card) -> int:
    """The suit number of a card, for code arithmetic and tables (not meaningful for the
    joker); :meth:`Suit.of` gives the :class:`Suit`."""
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
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(Card(low.bit_length() - 1))
        mask ^= low
    return tuple(out)


def cards_in_order(key: Callable[[Card], int]) -> Callable[[int], tuple[Card, ...]]:
    """A function that gives the cards of a mask of cards sorted by ``key``, fast: the
    one where a game's events need its cards in canonical order (an event is built on
    the hot path), at nine table lookups a mask instead of a loop over its cards.

    ``key`` orders every card code up to the joker's (a few codes name no card: each
    suit's sixteenth rank); it must keep together the codes of each group of eight
    (``code // 8``), as the orders of the games do (a suit's ranks in a row, up or
    down), so that each group is read from one table. The function reads only those
    codes: what a mask holds beyond the joker's bit it leaves out.

    >>> by_code = cards_in_order(lambda card: card)
    >>> [card_text(c) for c in by_code(mask_of([parse_card("AS"), parse_card("2C")]))]
    ['2C', 'AS']
    >>> down = cards_in_order(lambda card: -card)
    >>> [card_text(c) for c in down(mask_of([parse_card("AS"), parse_card("2C")]))]
    ['AS', '2C']

    :raises ValueError: for a ``key`` that splits a group of eight codes.
    """
    groups: list[tuple[int, list[Card]]] = []
    for code in sorted(map(Card, range(JOKER + 1)), key=key):
        if groups and groups[-1][0] == code // 8:
            groups[-1][1].append(code)
        else:
            groups.append((code // 8, [code]))
    if len(groups) != JOKER // 8 + 1:
        raise ValueError("the order splits a group of eight card codes: expected groups kept whole")
    tables = [
        (group * 8, tuple(tuple(c for c in codes if bits >> c % 8 & 1) for bits in range(256)))
        for group, codes in groups
    ]
    # Unrolled: a loop over the tables would cost a third more.
    (s0, t0), (s1, t1), (s2, t2), (s3, t3), (s4, t4), (s5, t5), (s6, t6), (s7, t7), (s8, t8) = (
        tables
    )

    def ordered(mask: int) -> tuple[Card, ...]:
        return (
            t0[mask >> s0 & 255]
            + t1[mask >> s1 & 255]
            + t2[mask >> s2 & 255]
            + t3[mask >> s3 & 255]
            + t4[mask >> s4 & 255]
            + t5[mask >> s5 & 255]
            + t6[mask >> s6 & 255]
            + t7[mask >> s7 & 255]
            + t8[mask >> s8 & 255]
        )

    return ordered


cards_by_code: Final = cards_in_order(int)
"""The cards of a mask in ascending code order, as :func:`cards_of` gives them, faster
(see :func:`cards_in_order`): the canonical order of the games that sort by suit C D H S
and by rank upwards."""


def cards_listed(mask: int, order: Callable[[int], tuple[Card, ...]] = cards_of) -> str:
    """The cards of ``mask`` as a list in a message, ``7C, JC`` (empty for none), in the
    order ``order`` gives them (by default, code order)."""
    return ", ".join(map(card_text, order(mask)))


def require_dealt_once(
    deal: object,
    dealt: int,
    count: int,
    pack: int,
    word: str,
    order: Callable[[int], tuple[Card, ...]] = cards_of,
) -> None:
    """Check that the deal action ``deal`` dealt every card of ``pack`` (a mask; the
    game calls it its ``word``, "pack" or "deck") exactly once: ``dealt`` is the mask of
    the cards it dealt, ``count`` how many it dealt.

    :raises IllegalActionError: naming the cards missing and those not in the pack.
    """
    if dealt != pack or count != pack.bit_count():
        missing = cards_listed(pack & ~dealt, order) or "none"
        foreign = cards_listed(dealt & ~pack, order) or "none"
        raise illegal(
            deal,
            f"every card of the {pack.bit_count()}-card {word} must be dealt exactly once "
            f"(missing: {missing}; not in the {word}: {foreign})",
        )
