"""What a tournament produces: one :class:`BoardResult` per board played (a seeded deal
with a lineup of bots in a rotation), each a line of JSON in a results file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..errors import RecordError

__all__ = ["BoardKey", "BoardResult"]

BoardKey = tuple[int, tuple[str, ...], int]
"""What identifies a board: ``(seed, table, rotation)``. Results are ordered by it,
never by the order in which they arrive."""


@dataclass(frozen=True, slots=True)
class BoardResult:
    """One deal played by one lineup of bots.

    - ``seed``: the deal's seed (the same cards for every lineup and rotation);
    - ``table``: the entrants at the table before rotation, in seat order;
    - ``rotation``: how far the entrants moved round the table (0 without duplicate
      deals): the entrant at seat ``s`` is ``table[(s + rotation) % len(table)]``;
    - ``lineup``: the entrant at each seat as it was played;
    - ``changes``: each seat's score change over the deal (``game.scores`` after less
      before);
    - ``faults``: ``(seat, message)`` for each seat whose bot raised or returned an
      illegal action (it forfeits the board);
    - ``moves``: the players' actions in the deal.
    """

    seed: int
    table: tuple[str, ...]
    rotation: int
    lineup: tuple[str, ...]
    changes: tuple[int, ...]
    faults: tuple[tuple[int, str], ...] = ()
    moves: int = 0

    @property
    def key(self) -> BoardKey:
        """``(seed, table, rotation)``: the board's identity and its place in the order."""
        return (self.seed, self.table, self.rotation)

    def to_json(self) -> str:
        """The result as one line of JSON (no newline)."""
        return json.dumps(
            {
                "seed": self.seed,
                "table": list(self.table),
                "rotation": self.rotation,
                "lineup": list(self.lineup),
                "changes": list(self.changes),
                "faults": [[seat, message] for seat, message in self.faults],
                "moves": self.moves,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, line: str) -> BoardResult:
        """The result that :meth:`to_json` wrote.

        :raises RecordError: for a line that is not such a result.
        """
        try:
            data: Any = json.loads(line)
            return cls(
                seed=_int(data["seed"]),
                table=tuple(_str(name) for name in data["table"]),
                rotation=_int(data["rotation"]),
                lineup=tuple(_str(name) for name in data["lineup"]),
                changes=tuple(_int(change) for change in data["changes"]),
                faults=tuple((_int(seat), _str(message)) for seat, message in data["faults"]),
                moves=_int(data["moves"]),
            )
        except (ValueError, KeyError, TypeError) as problem:
            raise RecordError(
                f"not a board result: {line[:80]!r} ({problem}): expected a line written by "
                "BoardResult.to_json"
            ) from None


def _int(value: object) -> int:
    if type(value) is not int:
        raise TypeError(f"{value!r} is not an integer")
    return value


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not a string")
    return value
