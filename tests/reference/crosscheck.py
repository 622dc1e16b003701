"""The driving code that every game's cross-check shares: the engine, imported or skipped,
and the comparisons made at every step of a game played on the engine and mirrored on
the reference (the legal action texts, and an action's text read back).

It speaks to the engine only through the public API every game has (``legal_actions``,
``format_action``, ``parse_action``), and to a reference only through the plain strings
it answers with; each game's cross-check keeps what only its rules compare.
"""

from __future__ import annotations

from collections.abc import Set
from types import ModuleType
from typing import Any

import pytest

__all__ = ["chance_due", "engine", "legal_texts", "read_back"]


def engine() -> ModuleType:
    """The ``tricktake`` package, or a skip of the test where it cannot be imported."""
    module: ModuleType = pytest.importorskip(
        "tricktake", reason="the tricktake engine cannot be imported"
    )
    return module


def chance_due(tt: ModuleType, game: Any, state: object, ref_actor: object, where: str) -> bool:
    """Whether a deal is due in ``state``, after checking that the engine and the
    reference (whose actor is ``ref_actor``, ``"chance"`` for a deal) agree on who is
    to move."""
    actor = game.to_move(state)
    if actor is tt.CHANCE:
        assert ref_actor == "chance", where
        return True
    assert actor == ref_actor, where
    return False


def legal_texts(
    game: Any, state: object, expected: Set[str], where: str
) -> tuple[list[Any], list[str]]:
    """The engine's legal actions in ``state`` and their texts, in the engine's order,
    after checking that no text stands twice and that the texts are the reference's
    ``expected`` set (at most eight of the differences are named, at ``where``)."""
    legal = list(game.legal_actions(state))
    texts = [game.format_action(action) for action in legal]
    assert len(set(texts)) == len(texts), f"{where}: duplicate legal actions"
    engine_only = sorted(set(texts) - expected)
    ref_only = sorted(expected - set(texts))
    assert not engine_only and not ref_only, (
        f"{where}: legal only in the engine {engine_only[:8]}, only in the reference {ref_only[:8]}"
    )
    return legal, texts


def read_back(game: Any, state: object, action: object, text: str, where: str) -> None:
    """The canonical ``text`` of ``action`` parses to it in ``state`` and is its text."""
    assert game.parse_action(state, text) == action, f"{where}: {text!r}"
    assert game.format_action(action) == text, f"{where}: {text!r}"
