"""Nap settlement (NAP-SCORE-1..6): the payout tables and each seat's chip change."""

from __future__ import annotations

from ..units import Chips
from .rules import Rules
from .values import Contract

__all__ = ["PAYOUTS", "settlement"]

_LOW = {
    Contract.ONE: (1, 1),
    Contract.TWO: (2, 2),
    Contract.THREE: (3, 3),
    Contract.MISERE: (3, 3),
    Contract.FOUR: (4, 4),
}

PAYOUTS: dict[str, dict[Contract, tuple[int, int]]] = {
    # NAP-SCORE-3: (success from each opponent, failure to each opponent)
    "main": {
        **_LOW,
        Contract.NAP: (10, 6),
        Contract.WELLINGTON: (20, 12),
        Contract.BLUCHER: (40, 24),  # NAP-AMB-7: twice wellington (note 5)
    },
    # NAP-SCORE-4: note 6's rules change only the last three rows
    "rule1": {
        **_LOW,
        Contract.NAP: (10, 5),
        Contract.WELLINGTON: (10, 10),
        Contract.BLUCHER: (10, 20),
    },
    "rule2": {
        **_LOW,
        Contract.NAP: (10, 10),
        Contract.WELLINGTON: (20, 20),
        Contract.BLUCHER: (40, 40),
    },
    "rule3": {
        **_LOW,
        Contract.NAP: (10, 5),
        Contract.WELLINGTON: (20, 10),
        Contract.BLUCHER: (30, 15),
    },
}
"""The payout tables by ``payout_table``: contract -> (success, failure) amounts."""


def settlement(rules: Rules, declarer: int, contract: Contract, made: bool) -> tuple[Chips, ...]:
    """NAP-SCORE-2..4: each seat's chip change when ``declarer``'s ``contract`` is made
    or fails: with the table's amount ``a``, the declarer gains or pays ``a`` from or to
    each of the ``n - 1`` opponents. A kernel: ``declarer`` is a seat number (a
    :data:`~tricktake.units.Seat`, or a plain int where proofs and tests enumerate them).

    >>> import tricktake
    >>> from tricktake.nap import Contract
    >>> from tricktake.nap.scoring import settlement
    >>> rules = tricktake.get_game("nap").rules("standard")
    >>> settlement(rules, 1, Contract.MISERE, False)
    (3, -9, 3, 3)
    """
    success, failure = PAYOUTS[rules.payout_table][contract]
    n = rules.players
    each = Chips(-success if made else failure)  # each opponent's change
    gain = Chips(-each * (n - 1))
    return tuple(gain if s == declarer else each for s in range(n))
