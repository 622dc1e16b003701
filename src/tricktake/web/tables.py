"""The live tables of the web table: each a :class:`tricktake.Table` with its seats,
their tokens, the clients connected to it and its bots (:doc:`/web`).

Everything here runs on the server's event loop, so that a table changes only between
two awaits and every client hears every version in order: :meth:`Tables.accept` applies
an action, commits it to the :class:`~tricktake.web.store.Store`, then puts each
client's ``view`` message in that client's outbox, and wakes the table's bots. A search
bot thinks in a worker thread; its action is applied only if the table is still at the
version it thought about.
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import hmac
import json
import logging
import os
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..bots import RandomBot, SearchBot
from ..errors import ArgumentError, IllegalActionError, TricktakeError
from ..game import CHANCE, AnyGame
from ..record.values import Options, Record
from ..registry import find_game
from ..render import parts_json
from ..table import Table
from ..units import Seat
from .protocol import ProtocolError
from .store import Store, StoredSeat, StoredTable

__all__ = [
    "BOT_KINDS",
    "KINDS",
    "Client",
    "GameInProgressError",
    "LiveTable",
    "SeatTakenError",
    "Tables",
    "UnknownTableError",
    "WebError",
    "hashed",
    "table_summary",
    "view_message",
]

log = logging.getLogger("tricktake.web")

#: The kinds of seat: a person, or a bot.
KINDS: Final = ("person", "random", "search")
#: The kinds of seat that a bot plays.
BOT_KINDS: Final = ("random", "search")
#: Seconds of thinking a search bot may take per action.
SEARCH_BUDGET: Final = 1.0


class WebError(TricktakeError):
    """An error of the web table's HTTP API; ``status`` is its HTTP status."""

    #: The HTTP status of the reply.
    status = 400


class UnknownTableError(WebError, LookupError):
    """A table id, or a seat of a table, that does not exist (404)."""

    status = 404


class SeatTakenError(WebError):
    """A seat that a bot plays or a person has already claimed (409)."""

    status = 409


class GameInProgressError(WebError):
    """The record of a game that is not over yet: its deals would show hidden cards
    (409)."""

    status = 409


def hashed(token: str) -> str:
    """The hex SHA-256 of ``token``: all the database keeps of it.

    >>> from tricktake.web.tables import hashed
    >>> hashed("abc")[:16]
    'ba7816bf8f01cfea'
    """
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(eq=False)
class Client:
    """One websocket connection to a table: its seat once joined (``None`` for a
    spectator) and its outbox of message texts, which the connection sends in order."""

    #: The seat, or ``None`` for a spectator.
    seat: Seat | None = None
    #: Whether the client has joined (as a seat or a spectator).
    joined: bool = False
    #: The texts waiting to be sent, in order; ``None`` asks the sender to stop.
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue[str | None])

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` (as JSON text) to be sent."""
        self.outbox.put_nowait(json.dumps(message, ensure_ascii=False))


class LiveTable:
    """A table in play: its id, the :class:`~tricktake.Table`, its seats, its clients,
    its bots, and the task that plays its bots and deals."""

    def __init__(self, stored: StoredTable, table: Table[Any, Any, Any, Any]) -> None:
        #: The table's id.
        self.id = stored.id
        #: The game in progress.
        self.table = table
        #: The stored description: game, preset, options, seats.
        self.stored = stored
        #: The clients connected to the table.
        self.clients: list[Client] = []
        #: Each bot's seat and its bot.
        self.bots: dict[int, RandomBot | SearchBot] = {
            s: RandomBot() if seat.kind == "random" else SearchBot(budget=SEARCH_BUDGET)
            for s, seat in enumerate(stored.seats)
            if seat.kind in BOT_KINDS
        }
        #: The task that is playing the table's bots and deals, if any.
        self.task: asyncio.Task[None] | None = None

    @property
    def game(self) -> AnyGame:
        """The game played."""
        return self.table.game

    @property
    def version(self) -> int:
        """The number of actions applied so far, deals included."""
        return len(self.table)

    def names(self) -> list[str]:
        """Each seat's name: the person's or the bot's, else ``Seat s``."""
        return [seat.name or f"Seat {s}" for s, seat in enumerate(self.stored.seats)]

    def summary(self) -> dict[str, Any]:
        """The table's summary, as the HTTP API and every ``view`` message give it."""
        connected = {client.seat for client in self.clients}
        seats = [
            {
                "seat": s,
                "kind": seat.kind,
                "name": seat.name,
                "taken": seat.kind != "person" or seat.token_hash is not None,
                "connected": seat.kind != "person" or s in connected,
            }
            for s, seat in enumerate(self.stored.seats)
        ]
        return table_summary(
            self.id, self.table, self.stored.preset, self.stored.options, seats, self.version
        )

    def view_message(self, seat: Seat | None, summary: dict[str, Any]) -> dict[str, Any]:
        """The ``view`` message for ``seat`` (``None``: the public view)."""
        return view_message(self.id, self.table, seat, self.names(), summary)

    def seat_of(self, token: str) -> Seat | None:
        """The seat whose token is ``token``, else ``None``."""
        digest = hashed(token)
        for s, seat in enumerate(self.stored.seats):
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, digest):
                return Seat(s)
        return None


class Tables:
    """Every live table of the server, kept in ``store``; bots and deals act
    ``bot_delay`` seconds after their turn comes.

    A table keeps every state of its game (for its record and its viewers), finished
    games included. Where ``freeze`` is true the process's garbage collector stops
    scanning what is alive once the tables are restored and whenever a game ends
    (:func:`gc.freeze`): left in the collector's oldest generation, a few hundred finished
    games make each full collection a pause of a few hundred milliseconds at every
    table. (Frozen objects are still freed when their last reference goes; only a
    reference cycle frozen before it became garbage stays.) It is the process's setting,
    so only a process that is the server sets it (``tricktake serve``).
    """

    def __init__(self, store: Store, *, bot_delay: float = 0.6, freeze: bool = False) -> None:
        self.store = store
        self.bot_delay = bot_delay
        #: Whether to freeze the heap when a game ends.
        self.freeze = freeze
        #: The live tables by id.
        self.tables: dict[str, LiveTable] = {}
        # Deals are sampled with the server's own generator, seeded from the system.
        self._rng = random.Random(int.from_bytes(os.urandom(16), "big"))

    # ------------------------------------------------------------------ life
    def restore(self) -> None:
        """Rebuild every stored table by replaying its stored actions, and wake the bots
        whose turn it is (a running event loop is needed)."""
        for stored in self.store.tables():
            record = Record(
                stored.game,
                stored.preset,
                Options(stored.options),
                first_dealer=Seat(stored.first_dealer),
                actions=tuple(stored.actions),
            )
            try:
                table = Table.from_record(record)
            except TricktakeError as problem:
                log.error("table %s cannot be restored: %s", stored.id, problem)
                continue
            live = LiveTable(stored, table)
            self.tables[stored.id] = live
            self.wake(live)
        if self.freeze:
            gc.freeze()

    async def stop(self) -> None:
        """Stop every table's bots."""
        tasks = [live.task for live in self.tables.values() if live.task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # ------------------------------------------------------------ the HTTP API
    def create(
        self,
        game_name: str,
        preset: str | None,
        options: dict[str, Any],
        seats: Sequence[str],
        first_dealer: int,
    ) -> LiveTable:
        """A new table, stored and live; its bots and first deal are on their way.

        :raises TricktakeError: the library's error for an unknown game or preset, bad
            options or first dealer; :class:`~tricktake.ArgumentError` for seats that are
            not one kind (:data:`KINDS`) per player.
        """
        game = find_game(game_name)
        rules = game.rules(game.presets()[0] if preset is None else preset, **options)
        table: Table[Any, Any, Any, Any] = Table(game, rules, first_dealer=first_dealer)
        players = game.info(rules).seats
        if len(seats) != players or any(kind not in KINDS for kind in seats):
            kinds = " or ".join(f'"{kind}"' for kind in KINDS)
            raise ArgumentError(
                f"seats={json.dumps(list(seats))}: expected {players} seats, one per player, "
                f"each {kinds}",
                argument="seats",
            )
        preset_name, changed = game.preset_of(rules)
        plain = Options(changed).to_json()
        table_id = secrets.token_urlsafe(6)
        while table_id in self.tables:
            table_id = secrets.token_urlsafe(6)
        stored = StoredTable(
            table_id,
            game.name,
            preset_name,
            plain,
            first_dealer,
            0.0,
            [
                StoredSeat(kind, None if kind == "person" else f"Bot {s} ({kind})")
                for s, kind in enumerate(seats)
            ],
        )
        self.store.create(table_id, game.name, preset_name, plain, first_dealer, stored.seats)
        live = LiveTable(stored, table)
        self.tables[table_id] = live
        self.wake(live)
        return live

    def get(self, table_id: str) -> LiveTable:
        """The live table ``table_id``.

        :raises UnknownTableError: for an id of no table.
        """
        live = self.tables.get(table_id)
        if live is None:
            raise UnknownTableError(f"no table {json.dumps(table_id)}: expected a table's id")
        return live

    def claim(self, table_id: str, seat: int, name: str) -> str:
        """Give the free person's ``seat`` to ``name``; return its token (the only time
        it is shown).

        :raises UnknownTableError: for an unknown table or seat.
        :raises SeatTakenError: for a bot's seat or a seat already taken.
        """
        live = self.get(table_id)
        seats = live.stored.seats
        if not 0 <= seat < len(seats):
            raise UnknownTableError(
                f"table {table_id} has no seat {seat}: expected 0 to {len(seats) - 1}"
            )
        held = seats[seat]
        if held.kind != "person":
            raise SeatTakenError(f"seat {seat} is a {held.kind} bot's: expected a person's seat")
        if held.token_hash is not None:
            raise SeatTakenError(f"seat {seat} is taken by {held.name}: expected a free seat")
        token = secrets.token_urlsafe(18)
        digest = hashed(token)
        self.store.claim(table_id, seat, name, digest)
        held.name, held.token_hash = name, digest
        return token

    # ---------------------------------------------------------------- clients
    def join(self, live: LiveTable, client: Client, token: str | None) -> None:
        """Join ``client`` to ``live`` at the seat of ``token`` (``None``: as a
        spectator) and queue its ``welcome`` and first ``view``.

        :raises ProtocolError: ``bad-token`` for a token of no seat of the table;
            ``bad-message`` for a client that has joined already.
        """
        if client.joined:
            raise ProtocolError("bad-message", "join: already joined: expected act or ping")
        seat = None
        if token is not None:
            seat = live.seat_of(token)
            if seat is None:
                raise ProtocolError(
                    "bad-token",
                    f"that token is no seat's at table {live.id}: expected the "
                    "token returned when the seat was claimed, or none to watch",
                )
        client.seat, client.joined = seat, True
        live.clients.append(client)
        summary = live.summary()
        client.send(
            {
                "type": "welcome",
                "table": live.id,
                "seat": seat,
                "version": live.version,
                "summary": summary,
            }
        )
        client.send(live.view_message(seat, summary))

    def leave(self, live: LiveTable, client: Client) -> None:
        """Forget ``client``."""
        if client in live.clients:
            live.clients.remove(client)

    def act(self, live: LiveTable, client: Client, version: int, text: str) -> None:
        """Play the action ``text`` for ``client``'s seat, sent at ``version``.

        :raises ProtocolError: with the code of the first reason to refuse it
            (``not-joined``, ``spectator``, ``over``, ``stale``, ``turn``, ``syntax``,
            ``illegal``); nothing changes then.
        """
        if not client.joined:
            raise ProtocolError("not-joined", 'not joined: expected {"type": "join"} first')
        seat = client.seat
        if seat is None:
            raise ProtocolError("spectator", "a spectator cannot act: expected a seat's token")
        table = live.table
        actor = table.to_move
        if actor is None:
            raise ProtocolError("over", "the game is over: expected no more actions")
        if version != live.version:
            raise ProtocolError(
                "stale",
                f"version {version} is not the table's: expected the current version "
                f"{live.version}",
            )
        if actor != seat:
            who = "a deal" if actor is CHANCE else f"seat {actor}"
            raise ProtocolError(
                "turn", f"it is {who}'s turn, not seat {seat}'s: expected to wait for yours"
            )
        try:
            action = live.game.parse_action(table.state, text)
        except TricktakeError as problem:
            raise ProtocolError("syntax", str(problem)) from None
        try:
            self.accept(live, action)
        except IllegalActionError as problem:
            raise ProtocolError("illegal", str(problem)) from None

    # ------------------------------------------------------------- the table
    def accept(self, live: LiveTable, action: object) -> None:
        """Apply ``action``, commit it, then send every client its view and wake the
        bots.

        :raises IllegalActionError: for an action that is not legal (nothing changes).
        """
        table = live.table
        index = len(table)
        table.play(action)
        try:
            self.store.add_action(live.id, index, str(table.actions[-1]))
        except BaseException:
            table.undo()
            raise
        self.broadcast(live)
        if table.is_over and self.freeze:
            gc.freeze()
        self.wake(live)

    def broadcast(self, live: LiveTable) -> None:
        """Queue a ``view`` message for every client of ``live``, each for its seat
        (one view built per seat)."""
        if not live.clients:
            return
        summary = live.summary()
        texts: dict[Seat | None, str] = {}
        for client in live.clients:
            text = texts.get(client.seat)
            if text is None:
                message = live.view_message(client.seat, summary)
                text = texts[client.seat] = json.dumps(message, ensure_ascii=False)
            client.outbox.put_nowait(text)

    def wake(self, live: LiveTable) -> None:
        """Start the task that plays the bots and deals of ``live``, if one is due and
        none is running."""
        if live.task is None and self._due(live):
            live.task = asyncio.get_running_loop().create_task(self._bots(live))

    def _due(self, live: LiveTable) -> bool:
        actor = live.table.to_move
        return actor is CHANCE or (actor is not None and actor in live.bots)

    async def _bots(self, live: LiveTable) -> None:
        """Deal and play the bots' turns until a person is to act or the game is over."""
        try:
            while self._due(live):
                table = live.table
                version, actor = live.version, table.to_move
                await asyncio.sleep(self.bot_delay)
                if live.version != version:
                    continue
                if actor is CHANCE:
                    action = live.game.deal(table.state, self._rng)
                else:
                    assert actor is not None
                    bot, view = live.bots[actor], table.view(actor)
                    if isinstance(bot, SearchBot):
                        action = await asyncio.to_thread(bot.act, live.game, view)
                    else:
                        action = bot.act(live.game, view)
                    if live.version != version:  # the table moved on while it thought
                        continue
                self.accept(live, action)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the bots of table %s stopped", live.id)
        finally:
            live.task = None


def table_summary(
    table_id: str | None,
    table: Table[Any, Any, Any, Any],
    preset: str,
    options: dict[str, Any],
    seats: list[dict[str, Any]],
    version: int,
) -> dict[str, Any]:
    """A table's summary as the HTTP API and every ``view`` message give it: a live
    table's, or a replayed record's (``table_id`` ``None``)."""
    return {
        "table": table_id,
        "game": table.game.name,
        "title": table.game.title,
        "preset": preset,
        "options": options,
        "players": len(seats),
        "seats": seats,
        "version": version,
        "over": table.is_over,
    }


def view_message(
    table_id: str | None,
    table: Table[Any, Any, Any, Any],
    seat: Seat | None,
    names: Sequence[str],
    summary: dict[str, Any],
) -> dict[str, Any]:
    """The ``view`` message of ``table``'s current state for ``seat`` (``None``: the
    public view): the view's JSON, the events of the last action that the seat may see,
    the drawing parts with the seats called ``names``, and the table's ``summary``."""
    game = table.game
    view = table.view(seat)
    return {
        "type": "view",
        "table": table_id,
        "version": len(table),
        "seat": seat,
        "view": game.to_json(view),
        "events": [game.event_json(event) for event in table.events(seat)],
        "parts": parts_json(view, names),
        "summary": summary,
    }
