"""Helpers for the Newmarket tests: action scripts through the public API."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import tricktake
from tricktake.newmarket import Newmarket, State
from tricktake.units import Chips, Seat

__all__ = ["GAME", "chips", "events", "legal", "run", "start"]

_game = tricktake.get_game("newmarket")
assert isinstance(_game, Newmarket)
GAME: Newmarket = _game


def start(preset: str, /, *, new: dict[str, Any] | None = None, **options: Any) -> State:
    """A new game of ``preset`` with ``options``; ``new`` holds ``game.new``'s arguments."""
    return GAME.new(GAME.rules(preset, **options), **(new or {}))


def run(state: State, *texts: str) -> State:
    """Apply each action text in turn (the deal too)."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(state, text))
    return state


def legal(state: State) -> list[str]:
    """The legal actions as text, in their order."""
    return [str(a) for a in GAME.legal_actions(state)]


def events(state: State, seat: Seat | None = None) -> list[str]:
    """The events of the last transition as text."""
    return [str(e) for e in GAME.events(state, seat)]


def chips(*amounts: int) -> tuple[Chips, ...]:
    """Chip amounts, typed: ``chips(-10, 5, 1)`` for ``game.new(balances=...)``."""
    return tuple(Chips(a) for a in amounts)


def collect(state: State, *texts: str) -> tuple[State, list[str]]:
    """Apply each text; every public event on the way."""
    out: list[str] = []
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(state, text))
        out += events(state)
    return state, out


def plays(cards: Iterable[str]) -> list[str]:
    """``play X`` for each card."""
    return [f"play {c}" for c in cards]


def deal_text(state: State, **piles: str) -> str:
    """A deal for ``state``'s dealer with the named piles (``s0="2C 3C"``, ``dummy=...``)
    holding at least the cards given; the rest of the pack fills the piles, seats
    ascending then the dummy, up to the sizes of NM-DEAL-4..6."""
    from tricktake.cards import card_text, parse_card

    rules = state.rules
    n = rules.players
    pack = GAME.info(rules).pack
    keys = [f"s{s}" for s in range(n)] + ["dummy"]
    # sizes from the rules document's dealing order (NM-DEAL-2..5)
    seats = [(state.dealer + j) % n for j in range(1, n + 1)]
    order = [n, *seats] if rules.dummy_position.value == "first" else [*seats, n]
    sizes = [0] * (n + 1)
    for k in range(len(pack)):
        if rules.equal_hands and k >= len(pack) // (n + 1) * (n + 1):
            sizes[n] += 1
        else:
            sizes[order[k % (n + 1)]] += 1
    chosen = {k: [parse_card(c) for c in piles.get(k, "").split()] for k in keys}
    used = {c for cards in chosen.values() for c in cards}
    rest = [c for c in pack if c not in used]
    for index, key in enumerate(keys):
        while len(chosen[key]) < sizes[index]:
            chosen[key].append(rest.pop(0))
        assert len(chosen[key]) == sizes[index], (key, chosen[key], sizes)
    texts = [f"{s}=" + " ".join(card_text(c) for c in sorted(chosen[f"s{s}"])) for s in range(n)]
    return " ".join(
        ["deal", *texts, "dummy=" + " ".join(card_text(c) for c in sorted(chosen["dummy"]))]
    )
