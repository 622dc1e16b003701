"""The SVG rendering of a view: :func:`svg`, which a view's ``_repr_svg_`` gives, so
that Jupyter draws a view as a picture.

Standalone SVG 1.1 text with no dependency (as python-chess's ``chess.svg``): the table
as the viewer sees it from its seat, at the bottom, the other seats around it
clockwise, the viewer's hand along the bottom edge, the cards in the middle of the
table, and above it the header and the game's facts. Every card is a group of class
``card`` whose ``title`` is its text with symbol (``A♠``), so a picture can be
searched for its cards. The output is deterministic: the same view gives the same text.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from ..cards import JOKER, RANKS, Card
from .cards import SUIT_SYMBOLS, is_red, symbol
from .parts import Drawable, TableParts, seat_names
from .plain import mover_text

__all__ = ["svg"]

_W = 800  # the picture's coordinates: 800 wide, its height by what it shows
_TOP = 150  # the band for the header and the facts
_CX, _CY, _RX, _RY = 400, 335, 300, 150  # the ellipse the seats sit on
_HAND_Y = 540  # the top of the viewer's hand
_PILE_ROW = 92  # the height of a row of face-up piles below the hand
_FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
_FELT, _INK, _RED, _GOLD = "#1f6f43", "#111111", "#c0282d", "#f2c230"


def svg(view: Drawable, *, size: int | None = 800, names: Sequence[str] | None = None) -> str:
    """An SVG picture of a view: ``size`` is its width in pixels (its height follows;
    ``None`` leaves both to the page), seats called by ``names`` where given, else
    ``Seat N``.

    >>> import random, tricktake, xml.etree.ElementTree as ET
    >>> from tricktake.render import svg
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules())
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> picture = svg(game.view(state, 1), size=400)
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> root = ET.fromstring(picture)
    >>> [g.findtext("{http://www.w3.org/2000/svg}title") for g in root.iter()
    ...  if g.get("class") == "card"]
    ['2♣', '5♣', '2♦', '2♥', '3♥']
    """
    parts = view.table_parts(tuple(names or ()))
    labels = seat_names(parts.seats, names) + parts.others
    hand, sizes, scores = view.hand, view.hand_sizes, view.scores
    height = _HAND_Y + 120 + _PILE_ROW * len(parts.piles)
    root = ET.Element(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "version": "1.1",
            "viewBox": f"0 0 {_W} {height}",
        },
    )
    if size is not None:
        root.set("width", str(size))
        root.set("height", _n(size * height / _W))
    ET.SubElement(root, "title").text = _header(view, parts, labels)
    _rect(root, 0, 0, _W, height, fill=_FELT, rx=18)
    _rect(root, 40, _TOP + 10, _W - 80, _HAND_Y - _TOP - 40, fill="#257f4e", rx=120)
    _facts(root, view, parts, labels)
    centres = _seat_centres(view, len(labels))
    for s, (x, y) in enumerate(centres):
        score = f"score {scores[s]}" if s < len(scores) else ""
        _seat(root, view, parts, s, x, y, labels[s], sizes[s], score)
    _middle(root, parts, centres)
    _hand(root, view, hand)
    for row, each in enumerate(parts.piles):
        _pile_row(root, each.label, each.cards, each.captions, _HAND_Y + 120 + row * _PILE_ROW)
    return ET.tostring(root, encoding="unicode")


def _n(value: float) -> str:
    """A coordinate as short, deterministic text."""
    return f"{value:.1f}".removesuffix(".0")


def _rect(parent: ET.Element, x: float, y: float, w: float, h: float, **style: object) -> None:
    attrs = {"x": _n(x), "y": _n(y), "width": _n(w), "height": _n(h)}
    attrs.update({k.replace("_", "-"): str(v) for k, v in style.items()})
    ET.SubElement(parent, "rect", attrs)


def _text(
    parent: ET.Element, x: float, y: float, content: str, size: float = 15, **style: object
) -> None:
    attrs = {"x": _n(x), "y": _n(y), "font-family": _FONT, "font-size": _n(size)}
    attrs.update({k.replace("_", "-"): str(v) for k, v in style.items()})
    ET.SubElement(parent, "text", attrs).text = content


def _header(view: Drawable, parts: TableParts, labels: Sequence[str]) -> str:
    return (
        f"{parts.title} ({parts.preset}) · deal {view.deal_number} · "
        f"{view.phase.value} · to move: {mover_text(view, labels)}"
    )


def _facts(root: ET.Element, view: Drawable, parts: TableParts, labels: Sequence[str]) -> None:
    _text(root, 20, 32, _header(view, parts, labels), 19, fill="white", font_weight="bold")
    for i, (label, value) in enumerate(parts.facts[:5]):
        line = f"{label}: {value}"
        _text(root, 20, 58 + 20 * i, line if len(line) <= 80 else line[:79] + "…", 14, fill="white")


def _seat_centres(view: Drawable, seats: int) -> list[tuple[float, float]]:
    """Each seat's place: the viewer's at the bottom, the others clockwise from it."""
    first = view.seat or 0
    out: list[tuple[float, float]] = []
    for s in range(seats):
        angle = math.radians(90 + 360 * ((s - first) % seats) / seats)
        out.append((_CX + _RX * math.cos(angle), _CY + _RY * math.sin(angle)))
    return out


def _seat(
    root: ET.Element,
    view: Drawable,
    parts: TableParts,
    s: int,
    x: float,
    y: float,
    label: str,
    size: int,
    score: str,
) -> None:
    group = ET.SubElement(root, "g", {"class": "seat"})
    to_move = view.actor == s
    stroke = {"stroke": _GOLD, "stroke_width": 4} if to_move else {"stroke": "#0b3d22"}
    _rect(group, x - 90, y - 34, 180, 68, fill="#123d27", rx=10, **stroke)
    name = label + (" (you)" if s == view.seat else "")
    _text(group, x, y - 12, name, 15, fill="white", font_weight="bold", text_anchor="middle")
    held = f"{size} card" + ("" if size == 1 else "s")
    if parts.won is not None:
        held += f" · {parts.won[s]} trick" + ("" if parts.won[s] == 1 else "s")
    _text(group, x, y + 6, held, 13, fill="white", text_anchor="middle")
    note = parts.notes[s] if parts.notes else ""
    _text(group, x, y + 24, " · ".join(filter(None, [score, note])), 13,
          fill="white", text_anchor="middle")  # fmt: skip
    if s == view.dealer:
        ET.SubElement(
            group, "circle", {"cx": _n(x + 90), "cy": _n(y - 34), "r": "12", "fill": "white"}
        )
        _text(group, x + 90, y - 29, "D", 14, fill=_INK, font_weight="bold", text_anchor="middle")
    if to_move:
        _text(group, x - 90, y - 40, "to move", 12, fill=_GOLD, font_weight="bold")


def _middle(root: ET.Element, parts: TableParts, centres: Sequence[tuple[float, float]]) -> None:
    """The trick toward the seats that played it, or a run as a row."""
    if not parts.middle_label:
        return
    _text(root, _CX, _CY - 96, parts.middle_label, 14, fill="white", text_anchor="middle")
    w, h = 52.0, 74.0
    if parts.middle_row:
        cards = [c for _, c in parts.middle]
        step = min(30.0, 560 / max(len(cards), 1))
        left = _CX - (step * (len(cards) - 1) + w) / 2
        for i, card in enumerate(cards):
            _card(root, left + i * step, _CY - h / 2, w, h, card)
        return
    for seat, card in parts.middle:
        x, y = centres[seat]
        _card(root, _CX + 0.42 * (x - _CX) - w / 2, _CY + 0.42 * (y - _CY) - h / 2, w, h, card)


def _hand(root: ET.Element, view: Drawable, hand: Sequence[Card]) -> None:
    if view.seat is None:
        _text(root, _CX, _HAND_Y + 50, "the public view: no hand shown", 15, fill="white",
              text_anchor="middle")  # fmt: skip
        return
    w, h = 60.0, 86.0
    step = min(64.0, (_W - 40 - w) / max(len(hand) - 1, 1))
    left = _CX - (step * (len(hand) - 1) + w) / 2
    for i, card in enumerate(hand):
        _card(root, left + i * step, _HAND_Y + 10, w, h, card)


def _pile_row(
    root: ET.Element, label: str, cards: Sequence[Card], captions: Sequence[str], y: float
) -> None:
    _text(root, 20, y + 20, label, 14, fill="white", font_weight="bold")
    w, h = 40.0, 56.0
    widest = max(map(len, captions), default=0)
    step = min(44.0, (_W - 200 - w) / max(len(cards) - 1, 1))
    if captions:
        step = max(58.0, 7.5 * widest + 10)
    for i, card in enumerate(cards):
        x = 180 + i * step
        _card(root, x, y + 4, w, h, card)
        if captions:
            _text(root, x + w / 2, y + h + 20, captions[i], 13, fill="white", text_anchor="middle")


def _card(parent: ET.Element, x: float, y: float, w: float, h: float, card: Card) -> None:
    """A face-up card: rank and suit in its corner, the suit large in its middle."""
    group = ET.SubElement(parent, "g", {"class": "card"})
    ET.SubElement(group, "title").text = symbol(card)
    _rect(group, x, y, w, h, fill="white", stroke="#555555", rx=5)
    colour = _RED if is_red(card) else _INK
    if card == JOKER:
        _text(group, x + w / 2, y + h / 2 + 6, "JOKER", w / 4, fill=colour,
              font_weight="bold", text_anchor="middle")  # fmt: skip
        return
    rank, suit = RANKS[card & 15], SUIT_SYMBOLS[card >> 4]
    small = w * 0.3
    _text(group, x + 4, y + small + 2, rank, small, fill=colour, font_weight="bold")
    _text(group, x + 4, y + 2 * small + 2, suit, small, fill=colour)
    _text(group, x + w / 2 + 4, y + h * 0.72, suit, w * 0.55, fill=colour, text_anchor="middle")
