"""Newmarket payments (NM-OUT-2/3, NM-END-3): pure functions of plain values, so that
each can be tested and proved on its own (``tests/verification/``)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["out_payments", "split"]


def out_payments(owed: Sequence[int], winner: int) -> tuple[int, ...]:
    """NM-OUT-2/3: each seat's chip change when ``winner`` goes out and every other seat
    pays it what it owes (``owed[seat]``: its cards held, or 1 per player).

    >>> from tricktake.newmarket.scoring import out_payments
    >>> out_payments((3, 0, 1, 2), 1)
    (-3, 6, -1, -2)
    """
    total = sum(owed) - owed[winner]
    return tuple(total if seat == winner else -o for seat, o in enumerate(owed))


def split(total: int, n: int, dealer: int) -> tuple[int, ...]:
    """NM-END-3: the shares of ``total`` chips among ``n`` seats: ``total // n`` each,
    and the ``total % n`` left over one each clockwise from the left of ``dealer``.

    >>> from tricktake.newmarket.scoring import split
    >>> split(11, 4, 2)
    (3, 3, 2, 3)
    """
    shares = [total // n] * n
    for i in range(total % n):
        shares[(dealer + 1 + i) % n] += 1
    return tuple(shares)
