"""The kinds of int the API passes besides cards: seats and chip amounts.

Each is a :class:`typing.NewType` over ``int``: a plain int at run time, at no cost, but
a distinct type to a type checker, so that a card code, a chip amount or a count passed
where a seat is expected is a type error. Write a seat number as ``Seat(2)``; the engines
hand back seats already typed (``game.to_move``, ``view.seat``, ``trick.winner`` …).

>>> from tricktake.units import Seat, seat_range
>>> seat_range(3)
(0, 1, 2)
>>> Seat(2) + 1  # arithmetic gives a plain int: wrap it again where a seat is meant
3
"""

from __future__ import annotations

from typing import NewType

__all__ = ["Chips", "Seat", "seat_range"]

Seat = NewType("Seat", int)
"""A seat number: ``0`` up to the number of seats less one (CONVENTIONS: seats)."""

Chips = NewType("Chips", int)
"""An amount of chips or counters: a stake, a payment, a balance (Nap, Newmarket)."""


def seat_range(seats: int) -> tuple[Seat, ...]:
    """Every seat of a ``seats``-seat game, in order: ``Seat(0)`` .. ``Seat(seats - 1)``."""
    return tuple(Seat(seat) for seat in range(seats))
