"""The web table's database: every table, its seats and its actions, in one SQLite file.

The server owns one :class:`Store` (one connection). The journal is a write-ahead log
with ``synchronous=NORMAL``: a committed action survives a killed server process (the
log is in the operating system's hands once the commit returns), and a commit costs no
disk flush. Only a token's SHA-256 is kept, never the token.

>>> from tricktake.web.store import Store, StoredSeat
>>> store = Store(":memory:")
>>> store.create("t1", "nap", "standard", {}, 0, [StoredSeat("person"), StoredSeat("random")])
>>> store.add_action("t1", 0, "deal ...")
>>> [(t.id, t.game, len(t.seats), t.actions) for t in store.tables()]
[('t1', 'nap', 2, ['deal ...'])]
>>> store.close()
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["Store", "StoredSeat", "StoredTable"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    options TEXT NOT NULL,
    first_dealer INTEGER NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT,
    token_hash TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    idx INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, idx)
);
"""


@dataclass(slots=True)
class StoredSeat:
    """A seat as the database holds it: its kind (``person``, ``random``, ``search``),
    the name of the person who claimed it and the SHA-256 of their token (``None``
    while the seat is free)."""

    #: ``person``, ``random`` or ``search``.
    kind: str
    #: The name of the person who claimed it, else ``None``.
    name: str | None = None
    #: The hex SHA-256 of the seat's token, else ``None``.
    token_hash: str | None = None


@dataclass(slots=True)
class StoredTable:
    """A table as the database holds it, with its seats and its actions in order."""

    #: The table's id.
    id: str
    #: The registered name of the game.
    game: str
    #: The preset of the rules.
    preset: str
    #: The options that differ from the preset, in JSON form.
    options: dict[str, Any]
    #: The seat that dealt first.
    first_dealer: int
    #: When the table was created (seconds since the epoch).
    created: float
    #: One entry per seat.
    seats: list[StoredSeat] = field(default_factory=list[StoredSeat])
    #: The texts of the actions played, deals included, in order.
    actions: list[str] = field(default_factory=list[str])


class Store:
    """The SQLite database at ``path`` (created on first use; ``":memory:"`` for a
    database that lives as long as the object)."""

    def __init__(self, path: str | Path) -> None:
        # isolation_level=None: no implicit transactions; each write below is its own
        # transaction, committed when the statement (or the explicit block) ends.
        self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        """Close the connection."""
        self._db.close()

    def create(
        self,
        table_id: str,
        game: str,
        preset: str,
        options: dict[str, Any],
        first_dealer: int,
        seats: Sequence[StoredSeat],
    ) -> None:
        """Store a new table and its seats, in one transaction."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, game, preset, json.dumps(options), first_dealer, time.time()),
            )
            self._db.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?)",
                [
                    (table_id, s, seat.kind, seat.name, seat.token_hash)
                    for s, seat in enumerate(seats)
                ],
            )

    def claim(self, table_id: str, seat: int, name: str, token_hash: str) -> None:
        """Give ``seat`` of a table to the person ``name`` whose token has this hash."""
        self._db.execute(
            "UPDATE seats SET name = ?, token_hash = ? WHERE table_id = ? AND seat = ?",
            (name, token_hash, table_id, seat),
        )

    def add_action(self, table_id: str, index: int, text: str) -> None:
        """Store the table's action number ``index`` (from 0); committed on return."""
        self._db.execute("INSERT INTO actions VALUES (?, ?, ?)", (table_id, index, text))

    def tables(self) -> list[StoredTable]:
        """Every stored table, oldest first, with its seats and actions."""
        found: dict[str, StoredTable] = {}
        rows = self._db.execute("SELECT * FROM tables ORDER BY created, id")
        for table_id, game, preset, options, first_dealer, created in rows:
            found[table_id] = StoredTable(
                table_id, game, preset, json.loads(options), first_dealer, created
            )
        for table_id, _, kind, name, token_hash in self._db.execute(
            "SELECT * FROM seats ORDER BY table_id, seat"
        ):
            found[table_id].seats.append(StoredSeat(kind, name, token_hash))
        for table_id, text in self._db.execute(
            "SELECT table_id, text FROM actions ORDER BY table_id, idx"
        ):
            found[table_id].actions.append(text)
        return list(found.values())

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)


class _Transaction:
    """``BEGIN`` ... ``COMMIT``, or ``ROLLBACK`` where the block raises."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._db.execute("COMMIT" if error is None else "ROLLBACK")
