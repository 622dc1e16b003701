"""The text rendering of a view: :func:`text`, which ``str(view)`` gives."""

from __future__ import annotations

from collections.abc import Sequence

from ..game import CHANCE
from .cards import pile, symbol
from .parts import Drawable, TableParts, seat_names

__all__ = ["mover_text", "text"]

_Sizes = tuple[int, ...]
_LEGAL_SHOWN = 40  # legal actions listed before "… and N more"


def mover_text(view: Drawable, labels: Sequence[str]) -> str:
    """Who is to move, as the header says it: a seat's label, ``the deal`` for the
    chance action, ``nobody`` once the game is over."""
    actor = view.actor
    if actor is None:
        return "nobody (the game is over)"
    if actor is CHANCE:
        return "the deal"
    return labels[actor]


def text(view: Drawable, *, names: Sequence[str] | None = None, colour: bool = False) -> str:
    """A readable multi-line text of a view (a seat's, or the public one): a header
    (game, preset, deal, dealer, phase, who is to move), each seat on its own line
    (``▶`` marks the seat to move), the cards in the middle of the table, what the game
    shows besides (contract, trump, bids, boodles ...), the viewer's hand and its legal
    actions. Seats are called by ``names`` where given, else ``Seat N``; with ``colour``,
    red cards carry ANSI colour codes. ``str(view)`` is ``text(view)``.

    >>> import random, tricktake
    >>> from tricktake.render import text
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules())
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> print(text(game.view(state, 1), names=["Ann", "Bob", "Cy", "Di"]))
    Nap (standard) · deal 1 · dealer Ann · bidding · to move: Bob
    ▶ Bob (you)   5 cards  score 0  tricks 0
      Cy          5 cards  score 0  tricks 0
      Di          5 cards  score 0  tricks 0
      Ann         5 cards  score 0  tricks 0  dealer
    Bids: -
    Your hand: 2♣ 5♣ 2♦ 2♥ 3♥
    Legal: pass, bid two, bid three, bid misere, bid four, bid nap
    """
    parts = view.table_parts(tuple(names or ()))
    labels = seat_names(parts.seats, names) + parts.others
    hand, sizes, scores, legal = view.hand, view.hand_sizes, view.scores, view.legal
    lines = [_header(view, parts, labels)]
    lines += _seat_lines(view, parts, labels, sizes, scores)
    if parts.middle_label:
        played = ", ".join(f"{labels[s]} {symbol(c, colour=colour)}" for s, c in parts.middle)
        lines.append(f"{parts.middle_label}: {played or '-'}")
    for each in parts.piles:
        cards = [symbol(c, colour=colour) for c in each.cards]
        if each.captions:
            cards = [f"{c} {caption}" for c, caption in zip(cards, each.captions, strict=True)]
        lines.append(f"{each.label}: {' · '.join(cards) if each.captions else ' '.join(cards)}")
    lines += (f"{label}: {value}" for label, value in parts.facts)
    if view.seat is not None:
        lines.append(f"Your hand: {pile(hand, colour=colour, empty='(empty)')}")
    if legal:
        shown = ", ".join(map(str, legal[:_LEGAL_SHOWN]))
        more = f" … and {len(legal) - _LEGAL_SHOWN} more" if len(legal) > _LEGAL_SHOWN else ""
        lines.append(f"Legal: {shown}{more}")
    return "\n".join(lines)


def _header(view: Drawable, parts: TableParts, labels: Sequence[str]) -> str:
    return (
        f"{parts.title} ({parts.preset}) · deal {view.deal_number} · dealer "
        f"{labels[view.dealer]} · {view.phase.value} · to move: {mover_text(view, labels)}"
    )


def _seat_lines(
    view: Drawable,
    parts: TableParts,
    labels: Sequence[str],
    sizes: Sequence[int],
    scores: Sequence[int],
) -> list[str]:
    """One line a seat, from the viewer's seat on clockwise (seat 0 first in the public
    view): its label, ``(D)`` for the dealer, cards held, score, tricks won, a note."""
    n = len(labels)
    first = view.seat or 0
    order = [(first + k) % n for k in range(n)]
    names = [labels[s] + (" (you)" if s == view.seat else "") for s in range(n)]
    marks = [f"score {scores[s]}" if s < len(scores) else "" for s in range(n)]
    score_width = max(map(len, marks))
    width = max(map(len, names))
    out: list[str] = []
    for s in order:
        cells = [
            ("▶ " if view.actor == s else "  ") + names[s].ljust(width),
            f"{sizes[s]:>2} " + ("card " if sizes[s] == 1 else "cards"),
            marks[s].ljust(score_width),
        ]
        if parts.won is not None:
            cells.append(f"tricks {parts.won[s]}")
        if s == view.dealer:
            cells.append("dealer")
        if parts.notes and parts.notes[s]:
            cells.append(parts.notes[s])
        out.append("  ".join(cells).rstrip())
    return out
