"""Newmarket's scope for the exhaustive layer (``tests/verification/test_exhaustive.py``):
deals with a few cards per hand."""

from __future__ import annotations

from tests.verification.scopes import Position, Scope

#: The seeded positions of Newmarket's exhaustive check.
SCOPE = Scope(
    (
        Position("standard", cards=20, deals=20),
        Position("parlett", cards=20, deals=10),
        Position("michigan", cards=20, deals=10),
    )
)
