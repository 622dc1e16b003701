"""Nines scoring (NINES-SCORE-1/2): a pure function of plain values, so that it can be
tested and proved on its own (``tests/verification/``)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["score_changes"]


def score_changes(quota: int, won: Sequence[int], partnership: bool) -> tuple[int, ...]:
    """NINES-SCORE-1: each unit's change of points after a complete deal, ``quota -
    tricks``, given the tricks ``won`` per seat; a unit is a seat, or with
    ``partnership`` a team (seats 0 and 2, seats 1 and 3, NINES-COMP-3).

    >>> from tricktake.nines.scoring import score_changes
    >>> score_changes(4, (5, 4, 4), False)
    (-1, 0, 0)
    >>> score_changes(6, (3, 4, 4, 2), True)
    (-1, 0)
    """
    tricks = (won[0] + won[2], won[1] + won[3]) if partnership else won
    return tuple(quota - t for t in tricks)
