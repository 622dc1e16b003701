"""Views rendered for people: cards with suit symbols, a text rendering of any game's
view, and an SVG picture of it, with no dependency.

>>> import random, tricktake
>>> from tricktake import render
>>> from tricktake.cards import parse_card
>>> render.symbol(parse_card("10H")), render.pile(map(parse_card, ["AS", "QD"]))
('10♥', 'A♠ Q♦')
>>> game = tricktake.get_game("nines")
>>> state = game.new(game.rules())
>>> state = game.apply(state, game.deal(state, random.Random(2)))
>>> view = game.view(state, 0)
>>> str(view) == render.text(view)
True
>>> render.svg(view).startswith("<svg")
True

The renderers read the common view (:class:`~tricktake.views.GameView`) and ask each
game's view for its own parts (:class:`TableParts`), never which game it is.
"""

from __future__ import annotations

from .cards import SUIT_SYMBOLS, is_red, pile, suit_symbol, symbol
from .parts import (
    Drawable,
    Pile,
    TableParts,
    parts_json,
    preset_text,
    seat_names,
    seats_listed,
    trick_table,
)
from .picture import svg
from .plain import text

__all__ = [
    "SUIT_SYMBOLS",
    "Drawable",
    "Pile",
    "TableParts",
    "is_red",
    "parts_json",
    "pile",
    "preset_text",
    "seat_names",
    "seats_listed",
    "suit_symbol",
    "svg",
    "symbol",
    "text",
    "trick_table",
]
