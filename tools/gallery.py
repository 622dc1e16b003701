"""Write the docs gallery's pictures: for every game, a mid-deal view of a seeded game
of its first preset, as SVG (``docs/images/gallery/<game>.svg``) and as text
(``docs/images/gallery/<game>.txt``), which ``docs/gallery.rst`` shows.

``tests/test_gallery.py`` checks that the committed files equal what this script makes
now; when the rendering changes on purpose, run

    PYTHONPATH=src python tools/gallery.py

and commit the rewritten files (look at the pictures first).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import tricktake
from tricktake import CHANCE, render

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "gallery"
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
SEED = 2026


def position(name: str) -> Any:
    """The view to show: the seat to move in the first position of a seeded game
    (random legal play) with two cards or more in the middle of the table."""
    game: Any = tricktake.get_game(name)
    rng = random.Random(SEED)
    state = game.new(game.rules(game.presets()[0]))
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is CHANCE:
            state = game.apply(state, game.deal(state, rng))
            continue
        view = game.view(state, actor)
        if len(view.table_parts(NAMES).middle) >= 2:
            return view
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    raise AssertionError(f"{name}: no position with two cards in the middle")  # pragma: no cover


def pictures() -> dict[str, str]:
    """Each gallery file's name and text."""
    out: dict[str, str] = {}
    for name in tricktake.games():
        view = position(name)
        seats = len(view.table_parts(()).others) + view.table_parts(()).seats
        names = NAMES[:seats]
        out[f"{name}.svg"] = render.svg(view, size=None, names=names) + "\n"
        out[f"{name}.txt"] = render.text(view, names=names) + "\n"
    return out


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for file, text in pictures().items():
        (OUT / file).write_text(text, encoding="utf-8")
        print(f"wrote {(OUT / file).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
