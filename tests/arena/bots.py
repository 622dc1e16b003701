"""Bots for the arena's tests, importable by name (``tests.arena.bots:Raiser``) in the
processes that play boards: faulty ones, and one that notes the hands it is dealt."""

from __future__ import annotations

from typing import Any

from tricktake.arena import Arena, ArenaResults
from tricktake.bots import RandomBot

HANDS: dict[tuple[int, int], list[tuple[str, ...]]] = {}
"""Where :class:`HandNoter` notes the hand it is dealt, by ``(its seed, seat)``: the bot
seed is made from the deal's seed and the seat, so one key gathers the hands of that
seat in every rotation of a deal. In this process only (for the serial executor)."""


class Raiser:
    """Plays randomly, then raises on its third action."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = RandomBot(seed=seed)
        self._acts = 0

    def act(self, game: Any, view: Any, /) -> Any:
        self._acts += 1
        if self._acts == 3:
            raise RuntimeError("out of ideas")
        return self._random.act(game, view)


class Cheat:
    """Always returns an action that is never legal: a string."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def act(self, game: Any, view: Any, /) -> Any:
        return "play the ace of trumps"


def fragile(seed: int | None = None) -> RandomBot:
    """A factory that works for seed 0 (the arena's check) and fails for the others."""
    if seed:
        raise ValueError(f"no bot for seed {seed}")
    return RandomBot(seed=seed)


class HandNoter:
    """Plays randomly and notes its first hand under its seed and seat."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = RandomBot(seed=seed)
        self._seed = seed or 0
        self._noted = False

    def act(self, game: Any, view: Any, /) -> Any:
        if not self._noted:
            HANDS.setdefault((self._seed, view.seat), []).append(tuple(map(str, view.hand)))
            self._noted = True
        return self._random.act(game, view)


def robin() -> Arena:
    """The tournament that the runner's tests play: a round robin of four entrants at
    Nines' three seats (tables of names, where a set or hash order would show), with a
    short search bot and two faulty bots."""
    names = [
        "random",
        "tests.arena.bots:Raiser",
        "search:samples=1,rollouts=1,max_actions=2",
        "tests.arena.bots:Cheat",
    ]
    return Arena("nines", names, deals=2, seed=5)


def lines(results: ArenaResults) -> list[str]:
    """The results as the lines of a results file, in key order."""
    return [result.to_json() for result in results.results]
