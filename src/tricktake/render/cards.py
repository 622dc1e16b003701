"""Cards as a player reads them: rank and suit symbol, ``A♠``, ``10♥``, with an ANSI
colour form for terminals (hearts and diamonds red).

>>> from tricktake.cards import parse_card
>>> from tricktake.render import pile, symbol
>>> symbol(parse_card("AS")), symbol(parse_card("10H")), symbol(parse_card("JK"))
('A♠', '10♥', 'JK')
>>> pile([parse_card("2C"), parse_card("QD")])
'2♣ Q♦'
>>> symbol(parse_card("QD"), colour=True)
'\\x1b[31mQ♦\\x1b[0m'

Every symbol text is card text too: :func:`tricktake.cards.parse_card` reads it back.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import JOKER, RANKS, Card, Suit, card_text

__all__ = ["SUIT_SYMBOLS", "is_red", "pile", "suit_symbol", "symbol"]

SUIT_SYMBOLS = "♣♦♥♠"
"""The suit symbols by suit number: clubs, diamonds, hearts, spades."""

_RED = "\x1b[31m"
_RESET = "\x1b[0m"
_SYMBOL: dict[int, str] = {
    suit * 16 + rank: text + SUIT_SYMBOLS[suit]
    for suit in range(4)
    for rank, text in enumerate(RANKS)
}
_SYMBOL[JOKER] = "JK"


def is_red(card: Card) -> bool:
    """Whether a card is printed red: a heart or a diamond (the joker is not).

    >>> from tricktake.cards import parse_card
    >>> from tricktake.render import is_red
    >>> is_red(parse_card("9D")), is_red(parse_card("9S")), is_red(parse_card("JK"))
    (True, False, False)
    """
    return card != JOKER and card >> 4 in (1, 2)


def symbol(card: Card, *, colour: bool = False) -> str:
    """A card's text with its suit symbol, ``A♠``, ``10♥`` (the joker stays ``JK``);
    with ``colour``, a red card is wrapped in the ANSI codes for red.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.render import symbol
    >>> symbol(parse_card("tc"))
    '10♣'

    :raises ActionSyntaxError: for a code that is no card.
    """
    text = _SYMBOL.get(card)
    if text is None:
        card_text(card)  # raises the library's message for a code that is no card
        raise AssertionError  # pragma: no cover - card_text raised
    return f"{_RED}{text}{_RESET}" if colour and is_red(card) else text


def pile(cards: Iterable[Card], *, colour: bool = False, empty: str = "") -> str:
    """A pile of cards in the order given, with symbols, separated by spaces; ``empty``
    for none.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.render import pile
    >>> pile(map(parse_card, ["KH", "AS"])), pile([], empty="-")
    ('K♥ A♠', '-')
    """
    return " ".join(symbol(card, colour=colour) for card in cards) or empty


def suit_symbol(suit: Suit | None, *, none: str = "none") -> str:
    """A suit's symbol, ``♠``; ``none`` for no suit (no trump).

    >>> from tricktake.cards import Suit
    >>> from tricktake.render import suit_symbol
    >>> suit_symbol(Suit.SPADES), suit_symbol(None)
    ('♠', 'none')
    """
    return none if suit is None else SUIT_SYMBOLS[suit.value]
