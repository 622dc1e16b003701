"""Nap's scope for the exhaustive layer (``tests/verification/test_exhaustive.py``):
whole deals after bidding with two players, the last four tricks with three."""

from __future__ import annotations

from tests.verification.scopes import Position, Scope

#: The seeded positions of Nap's exhaustive check.
SCOPE = Scope(
    (
        Position("standard", cards=10, deals=3, options={"players": 2}),
        Position("joker", cards=10, deals=3, options={"players": 2}),
        Position("standard", cards=12, deals=3, options={"players": 3}),
    )
)
