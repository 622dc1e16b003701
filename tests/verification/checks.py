"""The checks that the state machines and the exhaustive layer run at every state and
every transition, built from the invariant suite's adapters (``tests/properties/``).

Each check names the rule it checks: the adapters key their checks by rule id, and the
generic checks here by the DESIGN invariant. :data:`STATE_CHECKS` and
:data:`STEP_CHECKS` list what every layer that uses this module checks; the
"Verification" page of the documentation is generated from them and from the other
layers' lists (``catalog.py``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import tricktake
from tests.properties.adapters import Adapter, AnyGame, TrickAdapter, multiset, run_checks
from tricktake.cards import card_text

__all__ = ["GENERIC_CHECKS", "check_state", "check_step"]

GENERIC_CHECKS = (
    "DESIGN Card conservation: game.piles holds the pack once (every state)",
    "DESIGN Card conservation: game.piles equals the adapter's pile oracle (every state)",
    "DESIGN Legality: legal_actions equals the rules oracle and the follow rule (every state)",
    "DESIGN Legality: legal_actions empty exactly at chance nodes and at the end",
    "DESIGN Termination: a deal takes at most info.max_deal_actions actions",
)
"""The generic checks of :func:`check_state` and :func:`check_step`, for the docs."""


def check_state(game: AnyGame, adapter: Adapter, rules: Any, state: Any, where: str) -> None:
    """Every invariant of one state: conservation (from ``game.piles`` and the adapter's
    oracle), the adapter's per-state invariants of its rules document, and the legal
    actions against the adapter's legality and follow oracles."""
    pack = Counter(game.info(rules).pack)
    piles = game.piles(state)
    cards = multiset(piles)
    if cards != pack:
        missing = [card_text(c) for c in sorted(pack - cards)]
        extra = [card_text(c) for c in sorted(cards - pack)]
        raise AssertionError(f"DESIGN conservation ({where}): missing {missing}, extra {extra}")
    assert piles == adapter.piles(state), f"DESIGN piles ({where}): differ from the oracle"
    run_checks(adapter.state_checks(), game, state, where=where)
    actor = game.to_move(state)
    legal = frozenset(game.legal_actions(state))
    assert (actor is None) == game.is_over(state), f"to_move ({where}): {actor!r}"
    empty = actor is None or actor is tricktake.CHANCE
    assert empty == (not legal), f"DESIGN legality ({where}): {len(legal)} actions, actor {actor!r}"
    expected = adapter.legal_oracle(game, state)
    if expected is not None:
        assert legal == expected, (
            f"DESIGN legality ({where}): only in the engine {sorted(map(str, legal - expected))}, "
            f"only by the rules {sorted(map(str, expected - legal))}"
        )
    if isinstance(adapter, TrickAdapter):
        follow = adapter.follow_oracle(game, state)
        if follow is not None:
            assert legal == follow, (
                f"follow rule ({where}): only in the engine {sorted(map(str, legal - follow))}, "
                f"only by the rule {sorted(map(str, follow - legal))}"
            )


def check_step(game: AnyGame, adapter: Adapter, before: Any, after: Any, where: str) -> bool:
    """The identities of a transition: where it scored a deal, every deal identity of the
    rules document (the score of the terminal state by the document). Returns whether
    it scored a deal."""
    if adapter.deal_scored(before, after):
        run_checks(adapter.deal_checks(), game, before, after, where=where)
        return True
    return False
