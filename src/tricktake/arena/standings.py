"""The standings of a tournament: each entrant's mean score change per board with a 95%
confidence interval, and the difference between two entrants.

The unit of the statistics is the deal seed: an entrant's value for a seed is its mean
change over every seat it held on every board of that seed (every rotation and table).
Boards of one seed share their cards, so they are not independent; their mean is. With
duplicate deals this mean is where the luck of the cards cancels: each entrant has held
every seat of the same deal."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..stats import interval
from .results import BoardResult

__all__ = ["Estimate", "Standing", "difference", "standings"]


class Estimate(NamedTuple):
    """A mean with its 95% confidence interval ``low .. high``."""

    mean: float
    low: float
    high: float

    @property
    def half(self) -> float:
        """Half the width of the interval."""
        return (self.high - self.low) / 2


@dataclass(frozen=True)
class Standing:
    """One entrant's line of the standings.

    - ``boards``: the boards it played;
    - ``change``: its mean score change per board and seat (in the game's unit: points
      or chips) with a 95% interval, over deal seeds;
    - ``faults``: the seats it forfeited (a bot that raised or acted illegally).
    """

    entrant: str
    boards: int
    change: Estimate
    faults: int


def standings(results: Iterable[BoardResult], *, higher_wins: bool = True) -> tuple[Standing, ...]:
    """Each entrant's :class:`Standing`, best mean first (lowest first where
    ``higher_wins`` is false; ties by name).

    A worked example: two deals, the seats rotated. On seed 1, ``a`` gains 4 and then
    2: its value for the seed is 3; on seed 2 it gains 1 and then 1: 1. Its mean is 2,
    and the interval is ``2 ± 1.96 * stdev(3, 1) / sqrt(2) = 2 ± 1.96``.

    >>> from tricktake.arena import BoardResult, standings
    >>> def board(seed, rotation, changes):
    ...     lineup = ("a", "b") if rotation == 0 else ("b", "a")
    ...     return BoardResult(seed, ("a", "b"), rotation, lineup, changes)
    >>> results = [board(1, 0, (4, -4)), board(1, 1, (-2, 2)),
    ...            board(2, 0, (1, -1)), board(2, 1, (-1, 1))]
    >>> for line in standings(results):
    ...     print(line.entrant, line.boards, [round(x, 2) for x in line.change], line.faults)
    a 4 [2.0, 0.04, 3.96] 0
    b 4 [-2.0, -3.96, -0.04] 0
    """
    values = _by_seed(results)
    boards = {name: 0 for name in values}
    faults = {name: 0 for name in values}
    for result in _listed(results):
        for name in dict.fromkeys(result.lineup):
            boards[name] += 1
        for seat, _message in result.faults:
            faults[result.lineup[seat]] += 1
    lines = [
        Standing(name, boards[name], _estimate(list(seeds.values())), faults[name])
        for name, seeds in values.items()
    ]
    sign = -1 if higher_wins else 1
    return tuple(sorted(lines, key=lambda line: (sign * line.change.mean, line.entrant)))


def difference(results: Iterable[BoardResult], first: str, second: str) -> Estimate:
    """The mean of ``first``'s value less ``second``'s over the deal seeds both played,
    with a 95% interval: whether one entrant beats the other, and by how much.

    >>> from tricktake.arena import BoardResult, difference
    >>> results = [BoardResult(1, ("a", "b"), 0, ("a", "b"), (4, -4)),
    ...            BoardResult(2, ("a", "b"), 0, ("a", "b"), (2, -2))]
    >>> difference(results, "a", "b")
    Estimate(mean=6.0, low=2.08, high=9.92)
    """
    values = _by_seed(results)
    ours, theirs = values.get(first, {}), values.get(second, {})
    return _estimate([ours[seed] - theirs[seed] for seed in sorted(ours) if seed in theirs])


def _listed(results: Iterable[BoardResult]) -> Sequence[BoardResult]:
    return results if isinstance(results, Sequence) else tuple(results)


def _by_seed(results: Iterable[BoardResult]) -> dict[str, dict[int, float]]:
    """Each entrant's mean change per deal seed, over the seats it held; entrants in the
    order they first appear, seeds in order."""
    changes: dict[str, dict[int, list[int]]] = {}
    for result in sorted(_listed(results), key=lambda r: r.key):
        for name, change in zip(result.lineup, result.changes, strict=True):
            changes.setdefault(name, {}).setdefault(result.seed, []).append(change)
    return {
        name: {seed: statistics.fmean(values) for seed, values in seeds.items()}
        for name, seeds in changes.items()
    }


def _estimate(values: Sequence[float]) -> Estimate:
    mean = statistics.fmean(values) if values else 0.0
    low, high = interval(values)
    return Estimate(mean, low, high)
