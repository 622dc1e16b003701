"""Ninety-Nine's scope for the exhaustive layer (``tests/verification/test_exhaustive.py``):
the last three tricks of many deals (issue 12)."""

from __future__ import annotations

from tests.verification.scopes import Position, Scope

#: The seeded positions of Ninety-Nine's exhaustive check.
SCOPE = Scope(
    (
        Position("revised", cards=9, deals=40),
        Position("revised-4p", cards=12, deals=10),
        Position("revised-2p", cards=6, deals=10),
        Position("naughty-nun", cards=9, deals=20),
        Position("original-5p", cards=15, deals=6),
        # a drawn trump card, sealed offers, bid values shown (N99-BGA-7..11)
        Position("bga-standard", cards=9, deals=10),
    )
)
