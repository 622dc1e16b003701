"""Nines' scope for the exhaustive layer (``tests/verification/test_exhaustive.py``):
the last three tricks of many deals."""

from __future__ import annotations

from tests.verification.scopes import Position, Scope

#: The seeded positions of Nines' exhaustive check.
SCOPE = Scope(
    (
        Position("standard", cards=9, deals=30),
        Position("no-draw", cards=9, deals=20),
        Position("partnership", cards=12, deals=10),
    )
)
