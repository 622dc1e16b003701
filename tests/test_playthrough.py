"""Golden playthroughs (OpenSpiel's habit, STYLE.md): a seeded game of each preset,
written step by step (actor, legal actions, action, the public events and each seat's
own, scores, and every seat's view at the end of each phase) and committed, so that any change of behaviour shows as
a reviewable diff.

After an intended change, regenerate with::

    TRICKTAKE_REGENERATE=1 pytest tests/test_playthrough.py

and review the diff of ``tests/data/playthroughs/`` before committing it.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

import tricktake

DATA = Path(__file__).parent / "data" / "playthroughs"
CASES = [
    (name, preset) for name in tricktake.games() for preset in tricktake.get_game(name).presets()
]


def playthrough(name: str, preset: str, seed: int = 1) -> str:
    """The text of a seeded random game of ``preset``, one block per action."""
    game = tricktake.get_game(name)
    rules = game.rules(preset)
    state = game.new(rules)
    rng = random.Random(seed)
    lines = [f"# {name} {preset} seed={seed}"]
    step = 0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is tricktake.CHANCE:
            action = game.deal(state, rng)
            lines.append(f"[{step}] chance: {game.format_action(action)}")
        else:
            legal = game.legal_actions(state)
            shown = " | ".join(map(str, legal)) if len(legal) <= 16 else f"{len(legal)} actions"
            action = legal[rng.randrange(len(legal))]
            lines.append(f"[{step}] seat {actor}: {action}    legal: {shown}")
        state = game.apply(state, action)
        public = game.events(state)
        lines.extend(f"    event: {event}" for event in public)
        for seat in range(game.info(rules).seats):
            private = [e for e in game.events(state, seat) if e not in public]
            lines.extend(f"    event to {seat}: {event}" for event in private)
        lines.append(f"    scores: {list(game.scores(state))}")
        step += 1
        if game.is_over(state) or game.to_move(state) is tricktake.CHANCE:
            for seat in (None, *range(game.info(rules).seats)):
                view = json.dumps(game.to_json(game.view(state, seat)), sort_keys=True)
                lines.append(f"    view {seat}: {view}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("name", "preset"), CASES)
def test_playthrough_matches_the_golden_file(name: str, preset: str) -> None:
    path = DATA / f"{name}-{preset}.txt"
    text = playthrough(name, preset)
    if os.environ.get("TRICKTAKE_REGENERATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden playthrough {path.name}: regenerate (see module docstring)"
    golden = path.read_text(encoding="utf-8")
    assert text == golden, f"{path.name} changed: review the diff, then regenerate"
