"""Rendering a view in the terminal, for every game alike: from ``game.to_json(view)``.

What every game's JSON view has in common (the phase, who acts, the dealer, the
viewer's hand, the history of the deal) gets its own line; the rest of it (the trump or
mode, bids and calls, tricks won, scores, chips on the table, pile sizes ...) is listed
field by field, so a game added later is shown without a line of its own here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from tricktake.game import AnyGame
from tricktake.views import COMMON_KEYS

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["hand_of", "render_view", "seat_name"]

# Fields with a line of their own, or too long to list (the history and the past deals):
# the common keys but the hand sizes and the scores, which the table lists.
_OWN_LINE = frozenset(COMMON_KEYS).difference({"hand_sizes", "scores"}) | {
    "results",
    "played",
    "tricks",
    "trick",
}


def seat_name(seat: object, names: Sequence[str]) -> str:
    """``names[seat]`` for a seat number, else the value as text (``chance``)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def hand_of(data: dict[str, Any], seat: int | None) -> list[str] | None:
    """The viewer's hand in a JSON view (its ``hand``), ``None`` for the public view."""
    hand = data.get("hand")
    return cast("list[str]", hand) if seat is not None and isinstance(hand, list) else None


def _list(value: object) -> list[object] | None:
    """``value`` if it is a JSON list, else None."""
    return cast("list[object]", value) if isinstance(value, list) else None


def _text(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    items = _list(value)
    if items is not None and all(isinstance(v, str | int) or v is None for v in items):
        return " ".join(_text(v) for v in items) or "-"
    if isinstance(value, list | dict):
        text = json.dumps(value, separators=(", ", ": "))
        return text if len(text) <= 90 else text[:89] + "…"
    return str(value)


def render_view(
    console: Console, game: AnyGame, view: Any, names: Sequence[str], recent: int = 8
) -> None:
    """Print ``view`` (a seat's, or the public one) for a player at the terminal."""
    from rich.table import Table
    from rich.text import Text

    data = game.to_json(view)
    seat = data.get("seat")
    actor = data.get("actor")
    title = (
        f"{game.name} ({data.get('preset', '?')}) · deal {data.get('deal_number', '?')} · "
        f"dealer {seat_name(data.get('dealer'), names)} · {data.get('phase', '')} · "
        f"to move: {seat_name(actor, names) if actor is not None else 'nobody'}"
    )
    console.print(Text(title, style="bold"))
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    for key, value in data.items():
        if key in _OWN_LINE or (key == "hands" and seat is not None and _only_own(value, seat)):
            continue
        table.add_row(key.replace("_", " "), Text(_text(value)))
    console.print(table)
    history: list[dict[str, Any]] = data.get("history") or []
    plays = [h for h in history if h.get("actor") != "chance"][-recent:]
    if plays:
        line = " · ".join(f"{seat_name(h['actor'], names)}: {h['action']}" for h in plays)
        console.print(Text("Lately: ", style="cyan") + Text(line))
    hand = hand_of(data, seat)
    if hand is not None:
        console.print(Text("Your hand: ", style="bold green") + Text(" ".join(hand) or "(empty)"))


def _only_own(hands: object, seat: int) -> bool:
    """Whether a ``hands`` list shows the viewer's hand alone (then it is not listed)."""
    items = _list(hands)
    return items is not None and all(h is None for i, h in enumerate(items) if i != seat)
