"""Golden playthroughs (OpenSpiel's habit): a seeded game of each preset,
written step by step (actor, legal actions, action, the public events and each seat's
own, scores, what changed in the public view of every state, and every seat's whole view
at the end of each deal) and committed, so that any change of behaviour shows as a
reviewable diff.

Legal actions are listed when there are at most 16; a longer list (a Ninety-Nine bid
from twelve cards has 220) is written as its number and a digest of its canonical texts,
so that a change still shows at the step it happens. The public view of each state is
written as its changes from the previous one (``$.trick[2] = "AS"``: a JSON path and
the new value), which together give every state's whole public view.

After an intended change, regenerate with::

    TRICKTAKE_REGENERATE=1 pytest tests/test_playthrough.py

and review the diff of ``tests/data/playthroughs/`` before committing it.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path
from typing import Any, cast

import pytest

import tricktake
from tricktake.units import seat_range

DATA = Path(__file__).parent / "data" / "playthroughs"
CASES = [
    (name, preset) for name in tricktake.games() for preset in tricktake.get_game(name).presets()
]


def view_changes(path: str, old: Any, new: Any, out: list[str]) -> None:
    """The changes from JSON value ``old`` to ``new``, one line per changed path (a list
    that only grew lists its new items)."""
    if old == new:
        return
    if isinstance(old, dict) and isinstance(new, dict):
        old_object, new_object = cast("dict[str, object]", old), cast("dict[str, object]", new)
        for key in sorted(set(old_object) | set(new_object)):
            if key not in new_object:
                out.append(f"{path}.{key} deleted")
            else:
                view_changes(f"{path}.{key}", old_object.get(key), new_object[key], out)
        return
    if isinstance(old, list) and isinstance(new, list):
        old_list, new_list = cast("list[object]", old), cast("list[object]", new)
        if len(new_list) >= len(old_list) and new_list[: len(old_list)] == old_list:
            out.extend(
                f"{path}[{i}] = {_json(new_list[i])}" for i in range(len(old_list), len(new_list))
            )
            return
        if len(new_list) == len(old_list):
            for i, (a, b) in enumerate(zip(old_list, new_list, strict=True)):
                view_changes(f"{path}[{i}]", a, b, out)
            return
    out.append(f"{path} = {_json(new)}")


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def legal_text(legal: Any) -> str:
    """The legal actions as text: all of them, or their number and a digest."""
    texts = list(map(str, legal))
    if len(texts) <= 16:
        return " | ".join(texts)
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    return f"{len(texts)} actions, sha256 {digest}"


def playthrough(name: str, preset: str, seed: int = 1) -> str:
    """The text of a seeded random game of ``preset``, one block per action."""
    game = tricktake.get_game(name)
    rules = game.rules(preset)
    state = game.new(rules)
    rng = random.Random(seed)
    lines = [f"# {name} {preset} seed={seed}"]
    public_view: Any = game.to_json(game.view(state, None))
    lines.append(f"    public view: {_json(public_view)}")
    step = 0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is tricktake.CHANCE:
            action = game.deal(state, rng)
            lines.append(f"[{step}] chance: {game.format_action(action)}")
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            lines.append(f"[{step}] seat {actor}: {action}    legal: {legal_text(legal)}")
        state = game.apply(state, action)
        public = game.events(state)
        lines.extend(f"    event: {event}" for event in public)
        for dealt_to in seat_range(game.info(rules).seats):
            private = [e for e in game.events(state, dealt_to) if e not in public]
            lines.extend(f"    event to {dealt_to}: {event}" for event in private)
        lines.append(f"    scores: {list(game.scores(state))}")
        view = game.to_json(game.view(state, None))
        changes: list[str] = []
        view_changes("$", public_view, view, changes)
        lines.extend(f"    public {change}" for change in changes)
        public_view = view
        step += 1
        if game.is_over(state) or game.to_move(state) is tricktake.CHANCE:
            for seat in (None, *seat_range(game.info(rules).seats)):
                whole = json.dumps(game.to_json(game.view(state, seat)), sort_keys=True)
                lines.append(f"    view {seat}: {whole}")
    return "\n".join(lines) + "\n"


def test_view_changes_give_the_new_view() -> None:
    """The change lines name each changed path: a grown list by its new items, a
    changed value by its path, a deleted key."""
    out: list[str] = []
    old = {"a": [1, 2], "b": {"c": 1, "d": 2}, "e": [1, 2]}
    view_changes("$", old, {"a": [1, 2, 3], "b": {"c": 5}, "e": [2]}, out)
    assert out == ["$.a[2] = 3", "$.b.c = 5", "$.b.d deleted", "$.e = [2]"]
    assert legal_text(["x"] * 17).startswith("17 actions, sha256 ")


@pytest.mark.parametrize(("name", "preset"), CASES)
def test_playthrough_matches_the_golden_file(name: str, preset: str) -> None:
    path = DATA / f"{name}-{preset}.txt"
    text = playthrough(name, preset)
    if os.environ.get("TRICKTAKE_REGENERATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden playthrough {path.name}: regenerate (see module docstring)"
    golden = path.read_text(encoding="utf-8")
    assert text == golden, f"{path.name} changed: review the diff, then regenerate"
