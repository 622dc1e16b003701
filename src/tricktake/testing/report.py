"""What the conformance kit reports: a :class:`ConformanceError` for the first check that
fails, naming the check, the seed and the game so far as a record that replays; a
:class:`Report` of what passed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import TricktakeError
from ..record import Record, dump
from .playing import Playthrough

__all__ = ["ConformanceError", "Report", "record_of"]


class ConformanceError(TricktakeError, AssertionError):
    """A game that breaks a check of the conformance kit (:mod:`tricktake.testing`).

    The message names the check, what was wrong and what was expected, the game and the
    seed, and ends with the game so far as a record (``tricktake.record.load`` of that
    text replays it to the state where the check failed). It is an ``AssertionError``
    too, so that pytest shows it as a failed assertion.
    """

    def __init__(
        self,
        message: str,
        *,
        check: str,
        seed: int | None = None,
        record: Record | None = None,
        reason: str | None = None,
    ) -> None:
        super().__init__(message, reason=reason)
        #: The name of the check that failed, e.g. ``"check_legal_actions"``.
        self.check = check
        #: The seed of the random game it failed on (``None``: no game was played).
        self.seed = seed
        #: The game up to the state where it failed, or ``None`` where no record of it
        #: could be made (a game whose actions cannot be written as text).
        self.record = record


def record_of(play: Playthrough, stop: int) -> Record | None:
    """The record of the first ``stop`` actions of ``play`` (no replay: the game may be
    the broken one), or ``None`` where the game cannot write one."""
    game = play.game
    try:
        preset, options = game.preset_of(play.rules)
        texts = tuple(game.format_action(action) for action in play.actions[:stop])
        return Record(game.name, preset, options, first_dealer=play.first_dealer, actions=texts)
    except Exception:  # the game under test may be broken anywhere: no record then
        return None


def failure(check: str, play: Playthrough, index: int, reason: str) -> ConformanceError:
    """The error of ``check`` failing at ``play.states[index]`` for ``reason``."""
    record = record_of(play, index)
    where = f"{play.game.name}, seed {play.seed}, state {index} (after {index} actions)"
    message = f"{check}: {reason} [{where}]"
    if record is not None:
        message += "; the game so far, which tricktake.record.load replays:\n" + dump(record)
    return ConformanceError(message, check=check, seed=play.seed, record=record, reason=reason)


@dataclass(frozen=True)
class Report:
    """What :func:`~tricktake.testing.check_game` checked, all of it passed: the game,
    the games played and, by check, how many cases it examined (states, actions, worlds,
    swaps ...). A check with a count of 0 found nothing to examine."""

    #: The registered name of the game.
    game: str
    #: The rules checked.
    rules: Any
    #: The seeds of the random games played.
    seeds: tuple[int, ...]
    #: The number of actions of every game together.
    actions: int
    #: Cases examined, by the name of the check.
    checked: Mapping[str, int] = field(default_factory=dict[str, int])

    def __str__(self) -> str:
        counts = ", ".join(f"{name} {count}" for name, count in self.checked.items())
        return (
            f"{self.game}: {len(self.seeds)} games, {self.actions} actions, all checks "
            f"passed ({counts})"
        )
