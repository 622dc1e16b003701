"""What a tournament is: an :class:`Arena` (a game and its rules, the entrants, how many
deals from which seed, duplicate or not) and the boards it plays."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import ArenaError, quoted
from ..game import AnyGame
from ..registry import find_game
from .entrants import Entrant, entrant
from .results import BoardKey

__all__ = ["Arena", "deal_seed"]

_DEALS_LIMIT = 2**32
"""More deals than this would make two deal seeds of different arena seeds meet."""


def deal_seed(seed: int, number: int) -> int:
    """The seed of deal ``number`` (from 0) of an arena of seed ``seed``:
    ``seed * 2**32 + number``, so the deals of seed 0 are seeds 0, 1, 2 … and no two
    arena seeds share a deal.

    >>> from tricktake.arena import deal_seed
    >>> deal_seed(0, 5), deal_seed(1, 0)
    (5, 4294967296)
    """
    return seed * _DEALS_LIMIT + number


@dataclass(frozen=True, init=False)
class Arena:
    """A tournament: ``deals`` seeded deals of ``game`` under ``preset`` (default: the
    game's first) and ``options``, between ``entrants`` (names as :func:`entrant` takes
    them, or :class:`Entrant` objects).

    - Fewer entrants than seats: one table, the seats filled with the entrants in turn;
      as many: one table; more: a round robin, one table for every combination of
      seats-many entrants.
    - With ``duplicate`` (the default), each deal is played once in every rotation of
      each table (:meth:`rotations`: every one that seats a new lineup): the same cards,
      the bots moved round the seats, as duplicate bridge replays a board. Without it,
      once (rotation 0).

    Everything is checked here, before any deal is played.

    >>> from tricktake.arena import Arena
    >>> arena = Arena("nap", ["search:samples=2", "random"], deals=2)
    >>> arena.preset, arena.seats, arena.tables()
    ('standard', 4, (('search:samples=2', 'random', 'search:samples=2', 'random'),))
    >>> len(arena.boards())  # 2 deals x 2 rotations (a, b, a, b then b, a, b, a)
    4

    :raises ArenaError: for an unknown bot, a bad setting, twice the same name, no
        entrant, a number of deals or a seed out of range.
    :raises UnknownGameError: for an unknown game (and ``UnknownPresetError``,
        ``RulesError`` for bad rules).
    """

    game: str
    preset: str
    options: tuple[tuple[str, Any], ...]
    entrants: tuple[Entrant, ...]
    deals: int
    seed: int
    duplicate: bool

    def __init__(
        self,
        game: str,
        entrants: Sequence[str | Entrant],
        *,
        deals: int,
        preset: str | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        duplicate: bool = True,
    ) -> None:
        found = find_game(game)
        chosen = found.presets()[0] if preset is None else preset
        settings = dict(options or {})
        found.rules(chosen, **settings)  # unknown presets and bad options fail here
        if isinstance(entrants, str) or not entrants:
            raise ArenaError(f"entrants {entrants!r}: expected a list of one or more bots")
        players = tuple(_checked(player) for player in entrants)
        names = [player.name for player in players]
        for name in names:
            if names.count(name) > 1:
                raise ArenaError(
                    f"entrant {quoted(name)} is given more than once: expected each entrant "
                    "once (an Entrant of another name enters the same bot twice)"
                )
        if type(deals) is not int or not 1 <= deals < _DEALS_LIMIT:
            raise ArenaError(f"deals={deals!r}: expected a whole number from 1 to 2**32 - 1")
        if type(seed) is not int or seed < 0:
            raise ArenaError(f"seed={seed!r}: expected a whole number of at least 0")
        if not isinstance(duplicate, bool):
            raise ArenaError(f"duplicate={duplicate!r}: expected True or False")
        set_field = object.__setattr__
        set_field(self, "game", found.name)
        set_field(self, "preset", chosen)
        set_field(self, "options", tuple(sorted(settings.items())))
        set_field(self, "entrants", players)
        set_field(self, "deals", deals)
        set_field(self, "seed", seed)
        set_field(self, "duplicate", duplicate)

    def setup(self) -> tuple[AnyGame, Any]:
        """The game object and its rules."""
        game = find_game(self.game)
        return game, game.rules(self.preset, **dict(self.options))

    @property
    def seats(self) -> int:
        """The number of seats at a table."""
        game, rules = self.setup()
        return game.info(rules).seats

    @property
    def higher_wins(self) -> bool:
        """Whether a higher score is better in this game (``GameInfo.higher_wins``)."""
        game, rules = self.setup()
        return game.info(rules).higher_wins

    @property
    def names(self) -> tuple[str, ...]:
        """The entrants' names, in the order given."""
        return tuple(player.name for player in self.entrants)

    def tables(self) -> tuple[tuple[str, ...], ...]:
        """The tables: each the entrants' names in seat order before rotation."""
        names, seats = self.names, self.seats
        if len(names) <= seats:
            return (tuple(names[seat % len(names)] for seat in range(seats)),)
        return tuple(itertools.combinations(names, seats))

    def boards(self) -> tuple[BoardKey, ...]:
        """Every board ``(seed, table, rotation)``: deal by deal, table by table,
        rotation by rotation."""
        tables = [(table, self.rotations(table)) for table in self.tables()]
        return tuple(
            (deal_seed(self.seed, number), table, rotation)
            for number in range(self.deals)
            for table, rotations in tables
            for rotation in rotations
        )

    def rotations(self, table: tuple[str, ...]) -> range:
        """The rotations that ``table`` is played in: without ``duplicate``, 0 alone;
        with it, every rotation that seats a new lineup. A table whose seats repeat
        (two entrants at four seats, ``a, b, a, b``) has fewer than its seats: rotation
        2 would replay rotation 0 exactly, the same bots seeded the same way.

        >>> from tricktake.arena import Arena
        >>> arena = Arena("nap", ["random", "search"], deals=1)
        >>> arena.rotations(("random", "search", "random", "search"))
        range(0, 2)
        """
        if not self.duplicate:
            return range(1)
        period = next(p for p in range(1, len(table) + 1) if table[p:] + table[:p] == table)
        return range(period)

    def header(self) -> dict[str, Any]:
        """What describes the arena at the head of its results file (JSON-ready): two
        arenas with equal headers play the same boards."""
        return {
            "tricktake-arena": 1,
            "game": self.game,
            "preset": self.preset,
            # as JSON reads it back (a tuple of cards becomes a list): the header of a
            # file compares equal to the arena's
            "options": json.loads(json.dumps(dict(self.options))),
            "entrants": list(self.names),
            "deals": self.deals,
            "seed": self.seed,
            "duplicate": self.duplicate,
        }


def _checked(player: str | Entrant) -> Entrant:
    """The entrant of a name, or an entrant given as one, checked."""
    if isinstance(player, Entrant):
        player.check()
        return player
    return entrant(player)  # checks what it builds
