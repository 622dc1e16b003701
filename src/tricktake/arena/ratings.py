"""Ratings of a tournament's entrants with openskill's Plackett-Luce model: each board is
a free-for-all match whose placings come from the seats' score changes.

It needs the ``ratings`` extra (``pip install 'tricktake[ratings]'``: openskill);
openskill is imported by :func:`rate`, never on ``import tricktake.arena``.

How a board becomes a match:

- every distinct entrant at the table is one player of the match, once, however many
  seats it holds (a round robin of fewer entrants than seats seats some entrant twice):
  its result is the mean score change of its seats, so one board updates each entrant
  once, from the ratings it had before the board;
- the higher result places first (``higher_wins``), or the lower one for a game where a
  lower score is better; equal results share a place;
- an entrant with a faulty seat (its bot raised or returned an illegal action) forfeits:
  it places last, below every entrant without a fault, whatever its score; several
  faulty entrants share the last place;
- a board with a single entrant at the table rates nobody.

Boards are rated in the order of their keys, ``(seed, table, rotation)``, so the ratings
never depend on the order in which the results arrived.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..errors import ArenaError
from .extras import missing_extra
from .results import BoardResult

if TYPE_CHECKING:
    from openskill.models import PlackettLuceRating

__all__ = ["Rating", "Ratings", "check_board", "placings", "rate"]


@dataclass(frozen=True, slots=True)
class Rating:
    """An entrant's skill as openskill estimates it: the mean ``mu``, the uncertainty
    ``sigma``, and ``ordinal`` = ``mu - 3 * sigma``, the conservative figure to rank by
    (every entrant starts at ``mu`` 25, ``sigma`` 25/3, ``ordinal`` 0)."""

    mu: float
    sigma: float
    ordinal: float


@dataclass(frozen=True, slots=True)
class Ratings:
    """The ratings of every entrant after a tournament.

    - ``final``: entrant name -> :class:`Rating` after the last board, names in sorted
      order;
    - ``history``: for each seed, in increasing order, ``(seed, {name: ordinal})`` after
      every board of that seed, for every entrant (those yet to play at their start).
    """

    final: dict[str, Rating]
    history: tuple[tuple[int, dict[str, float]], ...]


def check_board(result: BoardResult) -> None:
    """Checks that a board's result can be rated and plotted.

    >>> from tricktake.arena import BoardResult
    >>> from tricktake.arena.ratings import check_board
    >>> check_board(BoardResult(seed=1, table=("a", "b"), rotation=0, lineup=("a", "b"),
    ...                         changes=(1,)))
    Traceback (most recent call last):
    ...
    tricktake.errors.ArenaError: board (1, ('a', 'b'), 0): 2 seats in the lineup and 1 ...

    :raises ArenaError: the lineup is empty or its length differs from the changes', or a
        fault names a seat that is not at the table.
    """
    seats = len(result.lineup)
    if len(result.changes) != seats or not seats:
        raise ArenaError(
            f"board {result.key}: {seats} seats in the lineup and {len(result.changes)} "
            "score changes; expected one change per seat"
        )
    for seat, _message in result.faults:
        if not 0 <= seat < seats:
            raise ArenaError(
                f"board {result.key}: a fault at seat {seat}; expected a seat 0–{seats - 1}"
            )


def placings(result: BoardResult, *, higher_wins: bool) -> dict[str, int]:
    """Each entrant's place on a board, 0 first; equal places are ties (see the module's
    description).

    >>> from tricktake.arena import BoardResult
    >>> from tricktake.arena.ratings import placings
    >>> board = BoardResult(
    ...     seed=7, table=("a", "b", "c"), rotation=0, lineup=("a", "b", "c"),
    ...     changes=(5, -2, 5), faults=())
    >>> placings(board, higher_wins=True)
    {'a': 0, 'b': 1, 'c': 0}
    >>> placings(board, higher_wins=False)
    {'a': 1, 'b': 0, 'c': 1}

    :raises ArenaError: for a malformed result (see :func:`check_board`).
    """
    check_board(result)
    faulty = {result.lineup[seat] for seat, _message in result.faults}
    totals: dict[str, list[int]] = {}
    for name, change in zip(result.lineup, result.changes, strict=True):
        totals.setdefault(name, []).append(change)
    # Exact means (Fractions), so that equal results tie exactly.
    sign = 1 if higher_wins else -1
    merits = {
        name: sign * Fraction(sum(changes), len(changes))
        for name, changes in totals.items()
        if name not in faulty
    }
    ladder = sorted(set(merits.values()), reverse=True)
    places = {name: ladder.index(merit) for name, merit in merits.items()}
    places.update(dict.fromkeys(faulty, len(ladder)))
    return {name: places[name] for name in sorted(places)}


def rate(results: Sequence[BoardResult], *, higher_wins: bool) -> Ratings:
    """The entrants' ratings from the boards ``results`` (any order): each board, in key
    order, one Plackett-Luce free-for-all match (see the module's description).

    >>> from tricktake.arena import BoardResult
    >>> from tricktake.arena.ratings import rate
    >>> boards = [
    ...     BoardResult(seed=seed, table=("ace", "dud"), rotation=0, lineup=("ace", "dud"),
    ...                 changes=(3, -3))
    ...     for seed in range(3)]
    >>> ratings = rate(boards, higher_wins=True)
    >>> ratings.final["ace"].mu > 25 > ratings.final["dud"].mu
    True
    >>> [(seed, round(ordinals["ace"] - ordinals["dud"], 2))
    ...  for seed, ordinals in ratings.history]
    [(0, 5.27), (1, 9.31), (2, 12.46)]

    :raises ArenaError: openskill is not installed, or a result is malformed (see
        :func:`placings`).
    """
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise missing_extra("ratings", "openskill", "rating a tournament") from None
    model = PlackettLuce()
    ordered = sorted(results, key=lambda result: result.key)
    names = sorted({name for result in ordered for name in result.lineup})
    current: dict[str, PlackettLuceRating] = {name: model.rating(name=name) for name in names}
    history: list[tuple[int, dict[str, float]]] = []
    for index, result in enumerate(ordered):
        places = placings(result, higher_wins=higher_wins)
        if len(places) > 1:
            players = list(places)
            updated = model.rate(
                [[current[name]] for name in players],
                ranks=[float(places[name]) for name in players],
            )
            for name, (rating,) in zip(players, updated, strict=True):
                current[name] = rating
        last_of_seed = index + 1 == len(ordered) or ordered[index + 1].seed != result.seed
        if last_of_seed:
            history.append((result.seed, {name: current[name].ordinal() for name in names}))
    final = {
        name: Rating(mu=rating.mu, sigma=rating.sigma, ordinal=rating.ordinal())
        for name, rating in current.items()
    }
    return Ratings(final=final, history=tuple(history))
