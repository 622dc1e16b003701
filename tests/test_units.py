"""Seats and chips (:mod:`tricktake.units`): distinct types over plain ints."""

from tricktake.units import Chips, Seat, best_seats, clockwise, left_seats, seat_range


def test_seats_and_chips_are_plain_ints_at_run_time() -> None:
    assert type(Seat(2)) is int and Seat(2) == 2
    assert type(Chips(-5)) is int and Chips(-5) == -5


def test_seat_range_lists_every_seat_in_order() -> None:
    """CONVENTIONS: seats are numbered 0 .. n-1."""
    assert seat_range(4) == (0, 1, 2, 3)
    assert seat_range(0) == ()


def test_clockwise_goes_to_the_left_from_the_first_seat() -> None:
    """CONVENTIONS: the player to the left of seat s is seat (s + 1) % n."""
    assert clockwise(0, 3) == (0, 1, 2)
    assert clockwise(2, 3) == (2, 0, 1)
    assert clockwise(5, 4) == (1, 2, 3, 0)  # any int names the seat first % seats


def test_left_seats_gives_each_seat_its_left_neighbour() -> None:
    for n in range(2, 9):
        assert left_seats(n) == tuple((s + 1) % n for s in range(n))


def test_best_seats_are_every_seat_that_ties_for_best() -> None:
    assert best_seats((5, -2, 5, 0)) == (0, 2)
    assert best_seats((5, -2, 5, 0), highest=False) == (1,)
    assert best_seats((1, 1, 1)) == (0, 1, 2)
