"""Ratings of a tournament's entrants (issue 23): each board one openskill Plackett-Luce
free-for-all, placed by the score changes, faulty seats last, in key order."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.arena.optional import REQUIRED, imported_without

if not REQUIRED:
    pytest.importorskip("openskill", reason="the 'ratings' extra is not installed")

from openskill.models import PlackettLuce

from tricktake.arena import BoardResult
from tricktake.arena.ratings import Rating, Ratings, placings, rate
from tricktake.errors import ArenaError

ENTRANTS = ("ace", "mid", "dud")


def board(
    seed: int,
    lineup: tuple[str, ...],
    changes: tuple[int, ...],
    *,
    rotation: int = 0,
    faults: tuple[tuple[int, str], ...] = (),
) -> BoardResult:
    """A board of ``lineup`` (its table, unrotated, unless ``rotation`` says otherwise)."""
    return BoardResult(
        seed=seed,
        table=lineup,
        rotation=rotation,
        lineup=lineup,
        changes=changes,
        faults=faults,
    )


def rotated(seed: int, scores: dict[str, int]) -> list[BoardResult]:
    """The duplicate boards of one seed: the entrants of ``scores`` in every rotation,
    each entrant scoring its score wherever it sits."""
    table = tuple(scores)
    boards: list[BoardResult] = []
    for rotation in range(len(table)):
        lineup = table[rotation:] + table[:rotation]
        boards.append(
            BoardResult(
                seed=seed,
                table=table,
                rotation=rotation,
                lineup=lineup,
                changes=tuple(scores[name] for name in lineup),
            )
        )
    return boards


def tournament() -> list[BoardResult]:
    """Ten seeds of duplicate boards where ace always beats mid, which beats dud."""
    return [
        result
        for seed in range(10)
        for result in rotated(seed, {"ace": 10 + seed % 3, "mid": 0, "dud": -10 - seed % 3})
    ]


def test_a_clear_winner_rises_above_a_clear_loser() -> None:
    final = rate(tournament(), higher_wins=True).final
    assert list(final) == ["ace", "dud", "mid"], "names in sorted order"
    assert final["ace"].mu > 25 > final["dud"].mu
    assert final["ace"].ordinal > final["mid"].ordinal > final["dud"].ordinal
    for rating in final.values():
        assert rating.sigma < 25 / 3, "every board made the model surer"
        assert rating.ordinal == pytest.approx(rating.mu - 3 * rating.sigma)


def test_lower_wins_reverses_the_order() -> None:
    """A game where a lower score is better: the same boards rate dud first."""
    final = rate(tournament(), higher_wins=False).final
    assert final["dud"].ordinal > final["mid"].ordinal > final["ace"].ordinal


def test_one_board_is_openskills_own_update() -> None:
    result = board(3, ("ace", "mid", "dud"), (-4, 9, 2))
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=[2.0, 0.0, 1.0])
    final = rate([result], higher_wins=True).final
    for name, (rating,) in zip(("ace", "mid", "dud"), expected, strict=True):
        assert final[name] == Rating(rating.mu, rating.sigma, rating.ordinal())


def test_ties_share_a_place_and_a_rating() -> None:
    result = board(1, ("ace", "mid", "dud"), (4, 4, -8))
    assert placings(result, higher_wins=True) == {"ace": 0, "dud": 1, "mid": 0}
    final = rate([result], higher_wins=True).final
    assert final["ace"] == final["mid"]
    assert final["ace"].mu > final["dud"].mu


def test_all_tied_boards_move_no_mean() -> None:
    final = rate([board(seed, ENTRANTS, (0, 0, 0)) for seed in range(5)], higher_wins=True).final
    assert {rating.mu for rating in final.values()} == {25.0}
    assert len(set(final.values())) == 1


def test_a_faulty_seat_places_last_whatever_it_scored() -> None:
    result = board(1, ENTRANTS, (30, 0, -30), faults=((0, "raised ValueError"),))
    assert placings(result, higher_wins=True) == {"ace": 2, "dud": 1, "mid": 0}
    assert placings(result, higher_wins=False) == {"ace": 2, "dud": 0, "mid": 1}
    final = rate([result], higher_wins=True).final
    assert final["ace"].mu < final["dud"].mu < final["mid"].mu


def test_faulty_entrants_share_the_last_place() -> None:
    result = board(1, ENTRANTS, (30, 0, -30), faults=((0, "illegal"), (2, "raised")))
    assert placings(result, higher_wins=True) == {"ace": 1, "dud": 1, "mid": 0}


def test_an_entrant_seated_twice_is_rated_once_with_its_mean_change() -> None:
    """Fewer entrants than seats: one board updates each entrant once, as one player
    whose result is the mean change of its seats."""
    twice = BoardResult(
        seed=4, table=("ace", "dud"), rotation=0, lineup=("ace", "dud", "ace"), changes=(9, -6, -3)
    )
    once = board(4, ("ace", "dud"), (3, -6))
    assert placings(twice, higher_wins=True) == {"ace": 0, "dud": 1}
    assert rate([twice], higher_wins=True) == rate([once], higher_wins=True)


def test_a_board_of_one_entrant_rates_nobody() -> None:
    ratings = rate([board(2, ("ace", "ace", "ace"), (5, -2, -3))], higher_wins=True)
    assert ratings.final == {"ace": Rating(25.0, 25 / 3, 0.0)}
    assert ratings.history == ((2, {"ace": 0.0}),)


def test_history_has_every_entrant_after_each_seed_in_seed_order() -> None:
    results = [
        board(9, ("ace", "mid"), (1, -1)),
        board(2, ("ace", "mid"), (1, -1)),
        board(2, ("mid", "ace"), (-1, 1)),
        board(5, ("ace", "dud"), (1, -1)),
    ]
    ratings = rate(results, higher_wins=True)
    assert [seed for seed, _ordinals in ratings.history] == [2, 5, 9]
    first = ratings.history[0][1]
    assert list(first) == ["ace", "dud", "mid"]
    assert first["dud"] == 0.0, "dud has not played yet"
    assert ratings.history[1][1]["dud"] != 0.0
    assert ratings.history[-1][1] == {name: r.ordinal for name, r in ratings.final.items()}


@given(st.randoms(use_true_random=False))
def test_the_order_of_the_results_does_not_matter(rng: random.Random) -> None:
    results = tournament() + [board(3, ("mid", "ace"), (5, -5), faults=((1, "raised"),))]
    shuffled = list(results)
    rng.shuffle(shuffled)
    assert rate(shuffled, higher_wins=True) == rate(results, higher_wins=True)


def test_no_results_no_ratings() -> None:
    assert rate([], higher_wins=True) == Ratings(final={}, history=())


def test_a_board_with_changes_missing_is_an_arena_error() -> None:
    broken = BoardResult(seed=1, table=("a", "b"), rotation=0, lineup=("a", "b"), changes=(1,))
    with pytest.raises(ArenaError, match=r"2 seats in the lineup and 1 score changes"):
        rate([broken], higher_wins=True)


def test_a_fault_at_a_seat_off_the_table_is_an_arena_error() -> None:
    broken = board(1, ("a", "b"), (1, -1), faults=((2, "raised"),))
    with pytest.raises(ArenaError, match=r"a fault at seat 2; expected a seat 0–1"):
        rate([broken], higher_wins=True)


def test_without_openskill_the_error_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    ratings = imported_without(monkeypatch, "tricktake.arena.ratings", "openskill")
    with pytest.raises(ArenaError, match=r"needs openskill.*pip install 'tricktake\[ratings\]'"):
        ratings.rate(tournament(), higher_wins=True)
