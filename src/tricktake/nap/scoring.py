"""Nap settlement (NAP-SCORE-1..6)."""

from __future__ import annotations

from ..units import Chips
from .rules import Rules
from .values import PAYOUTS, Contract

__all__ = ["settlement"]


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
