"""Seats and chips (:mod:`tricktake.units`): distinct types over plain ints."""

from tricktake.units import Chips, Seat, seat_range


def test_seats_and_chips_are_plain_ints_at_run_time() -> None:
    assert type(Seat(2)) is int and Seat(2) == 2
    assert type(Chips(-5)) is int and Chips(-5) == -5


def test_seat_range_lists_every_seat_in_order() -> None:
    """CONVENTIONS: seats are numbered 0 .. n-1."""
    assert seat_range(4) == (0, 1, 2, 3)
    assert seat_range(0) == ()
