"""The kinds of int the API passes besides cards: seats and chip amounts.

Each is a :class:`typing.NewType` over ``int``: a plain int at run time, at no cost, but
a distinct type to a type checker, so that a card code, a chip amount or a count passed
where a seat is expected is a type error. Write a seat number as ``Seat(2)``; the engines
hand back seats already typed (``game.to_move``, ``view.seat``, ``trick.winner`` …),
and check a seat given to them with :func:`check_seat`.

>>> from tricktake.units import Seat, seat_range
>>> seat_range(3)
(0, 1, 2)
>>> Seat(2) + 1  # arithmetic gives a plain int: wrap it again where a seat is meant
3
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NewType

from .errors import SetupError, shown

__all__ = ["Chips", "Seat", "best_seats", "check_seat", "clockwise", "left_seats", "seat_range"]

Seat = NewType("Seat", int)
"""A seat number: ``0`` up to the number of seats less one (CONVENTIONS: seats)."""

Chips = NewType("Chips", int)
"""An amount of chips or counters: a stake, a payment, a balance (Nap, Newmarket)."""


def seat_range(seats: int) -> tuple[Seat, ...]:
    """Every seat of a ``seats``-seat game, in order: ``Seat(0)`` .. ``Seat(seats - 1)``."""
    return tuple(Seat(seat) for seat in range(seats))


def check_seat(seat: object, seats: int) -> Seat | None:
    """``seat`` if it is ``None`` or a seat of a ``seats``-seat game.

    :raises SetupError: naming the seat and the seats there are.
    """
    if seat is None:
        return None
    if type(seat) is int and 0 <= seat < seats:
        return Seat(seat)
    raise SetupError(
        f"seat={shown(seat)}: expected None or a seat from 0 to {seats - 1}", argument="seat"
    )


def clockwise(first: int, seats: int) -> tuple[Seat, ...]:
    """Every seat of a ``seats``-seat game once, clockwise (each to the left of the one
    before, CONVENTIONS: seats) from seat ``first % seats``.

    >>> from tricktake.units import clockwise
    >>> clockwise(3, 4)
    (3, 0, 1, 2)
    """
    return tuple(Seat((first + i) % seats) for i in range(seats))


def left_seats(seats: int) -> tuple[Seat, ...]:
    """``left_seats(n)[s]``: the seat to the left of seat ``s``, ``(s + 1) % n``, who
    deals, bids or plays after it (CONVENTIONS: seats). Engines build it once, so that
    a step looks the next seat up instead of computing it.

    >>> from tricktake.units import left_seats
    >>> left_seats(3)
    (1, 2, 0)
    """
    return clockwise(1, seats)


def best_seats(values: Sequence[int], *, highest: bool = True) -> tuple[Seat, ...]:
    """The seats whose value is the best of ``values`` (one per seat): the highest, or
    the lowest with ``highest=False``; in ascending order, every one that ties.

    >>> from tricktake.units import best_seats
    >>> best_seats((3, 7, 7)), best_seats((3, 7, 7), highest=False)
    ((1, 2), (0,))
    """
    best = max(values) if highest else min(values)
    return tuple(Seat(seat) for seat, value in enumerate(values) if value == best)
