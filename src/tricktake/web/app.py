"""The web table's Starlette application: the HTTP API, the websocket and the page's
static files (:doc:`/web`).

:func:`create_app` builds it on a database file; ``tricktake serve`` runs it with
uvicorn. Every reply of the HTTP API is JSON; an error is ``{"error": "<the error's
class name>", "message": "<the library's message>"}`` with the status 400, 404 or 409.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from collections.abc import AsyncGenerator, Awaitable, Callable
from pathlib import Path
from typing import Any, Final

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..errors import ArgumentError, TricktakeError
from ..game import AnyGame
from ..options import describe
from ..record import dump, load
from ..record.values import Options, Record
from ..registry import find_game, games
from ..table import Table
from ..units import Seat
from .protocol import Act, Join, ProtocolError, error, read
from .store import Store
from .tables import (
    Client,
    GameInProgressError,
    LiveTable,
    Tables,
    WebError,
    table_summary,
    view_message,
)

__all__ = ["FLOOD_CLOSE", "FLOOD_LIMIT", "STATIC", "create_app"]

#: The folder of the page's files, shipped in the package.
STATIC: Final = Path(__file__).parent / "static"
#: The most messages a connection may send in one second; the rest are dropped.
FLOOD_LIMIT: Final = 20
#: Past this many messages in one second the connection is closed (code 1008).
FLOOD_CLOSE: Final = 100

Handler = Callable[[Request], Awaitable[Any]]


def create_app(db: str | Path, *, bot_delay: float = 0.6, freeze_heap: bool = False) -> Starlette:
    """The web table's application, keeping its tables in the SQLite file ``db``
    (created on first use); bots and deals act ``bot_delay`` seconds after their turn
    comes (``0`` in tests: at once). On start-up every stored table is rebuilt from its
    stored actions and its bots go on. ``freeze_heap`` (for a process that is only the
    server, as ``tricktake serve``) keeps the garbage collector off the states of
    finished games (:class:`~tricktake.web.tables.Tables`).

    >>> from tricktake.web import create_app
    >>> app = create_app(":memory:", bot_delay=0)
    >>> [route.path for route in app.routes][:4]
    ['/', '/api/games', '/api/tables', '/api/tables']
    """
    tables = Tables(Store(db), bot_delay=bot_delay, freeze=freeze_heap)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncGenerator[None, None]:
        tables.restore()
        try:
            yield
        finally:
            await tables.stop()
            tables.store.close()

    def api(handler: Handler, status: int = 200) -> Callable[[Request], Awaitable[Response]]:
        """A JSON endpoint: the handler's value as JSON with ``status``, its errors as
        error replies."""

        async def endpoint(request: Request) -> Response:
            try:
                value = await handler(request)
            except WebError as problem:
                return _failure(problem, problem.status)
            except TricktakeError as problem:
                return _failure(problem, 400)
            if isinstance(value, Response):
                return value
            return JSONResponse(value, status_code=status)

        return endpoint

    async def index(request: Request) -> Response:
        page = STATIC / "index.html"
        if not page.is_file():  # a source tree without the page: say so
            return HTMLResponse("<!doctype html><title>tricktake</title><p>No page here.")
        return FileResponse(page)

    async def list_games(request: Request) -> Any:
        return [_game_json(find_game(name)) for name in games()]

    async def list_tables(request: Request) -> Any:
        return [live.summary() for live in tables.tables.values()]

    async def create_table(request: Request) -> Any:
        body = await _body(request)
        game = _field(body, "game", str)
        preset = _field(body, "preset", str, required=False)
        options: dict[str, Any] = _field(body, "options", dict, required=False) or {}
        seats = _field(body, "seats", list)
        first_dealer = _field(body, "first_dealer", int, required=False) or 0
        live = tables.create(game, preset, options, seats, first_dealer)
        return live.summary()

    async def show_table(request: Request) -> Any:
        return tables.get(request.path_params["table"]).summary()

    async def claim_seat(request: Request) -> Any:
        table_id = request.path_params["table"]
        tables.get(table_id)  # an unknown table is a 404 before a bad body is a 400
        body = await _body(request)
        name = _field(body, "name", str)
        if not name.strip() or len(name) > 40:
            raise ArgumentError(
                f"name={json.dumps(name)}: expected a name of 1 to 40 characters",
                argument="name",
            )
        seat = _seat_number(request.path_params["seat"])
        token = tables.claim(table_id, seat, name.strip())
        return {"table": table_id, "seat": seat, "token": token}

    async def table_record(request: Request) -> Any:
        live = tables.get(request.path_params["table"])
        if not live.table.is_over:
            raise GameInProgressError(
                f"the game at table {live.id} is in progress: its record (with its deals) "
                "is given once the game is over"
            )
        text = dump(live.table.record(players=live.names()))
        return Response(text, media_type="application/json")

    async def replay(request: Request) -> Any:
        body = await _body(request)
        document = _field(body, "record", dict)
        step = _field(body, "step", int)
        seat = _field(body, "seat", int, required=False)
        record = load(json.dumps(document))
        return _replayed(record, step, seat)

    async def websocket(socket: WebSocket) -> None:
        await _serve_socket(tables, socket)

    routes = [
        Route("/", index),
        Route("/api/games", api(list_games)),
        Route("/api/tables", api(list_tables), methods=["GET"]),
        Route("/api/tables", api(create_table, 201), methods=["POST"]),
        Route("/api/tables/{table}", api(show_table)),
        Route("/api/tables/{table}/seats/{seat}", api(claim_seat), methods=["POST"]),
        Route("/api/tables/{table}/record", api(table_record)),
        Route("/api/replay", api(replay), methods=["POST"]),
        WebSocketRoute("/ws/{table}", websocket),
        Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.tables = tables
    return app


# ------------------------------------------------------------------ HTTP helpers
def _failure(problem: TricktakeError, status: int) -> JSONResponse:
    return JSONResponse(
        {"error": type(problem).__name__, "message": str(problem)}, status_code=status
    )


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object.

    :raises ArgumentError: for a body that is not a JSON object.
    """
    try:
        value: object = json.loads(await request.body())
    except (ValueError, RecursionError):
        value = None
    if not isinstance(value, dict):
        raise ArgumentError("the body is not a JSON object: expected one", argument="body")
    body: dict[str, Any] = value  # pyright: ignore[reportUnknownVariableType]
    return body


_TYPE_NAMES: Final = {str: "a string", int: "an integer", list: "an array", dict: "an object"}


def _field(body: dict[str, Any], name: str, kind: type, *, required: bool = True) -> Any:
    """``body[name]``, of type ``kind``; ``None`` where it is absent (or null) and not
    required.

    :raises ArgumentError: for a missing or ill-typed field.
    """
    value = body.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        got = "nothing" if value is None else json.dumps(value)[:60]
        raise ArgumentError(f"{name}: expected {_TYPE_NAMES[kind]}, got {got}", argument=name)
    return value


def _seat_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ArgumentError(
            f"seat {json.dumps(text)}: expected a seat number", argument="seat"
        ) from None


def _game_json(game: AnyGame) -> dict[str, Any]:
    """A game as ``/api/games`` lists it: name, title, numbers of players, presets and
    options (:func:`tricktake.options.describe`)."""
    presets = [{"name": p, "players": game.rules(p).players} for p in game.presets()]
    rules: object = game.rules()
    return {
        "name": game.name,
        "title": game.title,
        "players": sorted({preset["players"] for preset in presets}),
        "presets": presets,
        "options": [
            {
                "name": info.name,
                "type": info.type,
                "default": info.default,
                "allowed": info.allowed,
                "choices": None if info.choices is None else list(info.choices),
                "help": info.doc,
            }
            for info in describe(type(rules))
        ],
    }


def _replayed(record: Record, step: int, seat: int | None) -> dict[str, Any]:
    """The ``/api/replay`` reply: ``record`` after ``step`` actions, as ``seat`` saw it.

    :raises RecordError: for a record that does not replay.
    :raises ArgumentError: for a step or seat out of range.
    """
    table = Table.from_record(record)
    steps = len(record.actions)
    if not 0 <= step <= steps:
        raise ArgumentError(f"step {step}: expected 0 to {steps}", argument="step")
    players = len(table.scores)
    if seat is not None and not 0 <= seat < players:
        raise ArgumentError(f"seat {seat}: expected 0 to {players - 1} or null", argument="seat")
    # The table at that step: the record's first `step` actions, its states kept.
    table.undo(steps - step)
    names = list(record.players or [f"Seat {s}" for s in range(players)])
    seats = [
        {"seat": s, "kind": "person", "name": name, "taken": True, "connected": False}
        for s, name in enumerate(names)
    ]
    options = Options(record.options).to_json()
    summary = table_summary(None, table, record.preset, options, seats, step)
    message = view_message(None, table, None if seat is None else Seat(seat), names, summary)
    return {
        "steps": steps,
        "step": step,
        "action": None if step == 0 else record.actions[step - 1],
        "message": message,
    }


# -------------------------------------------------------------------- websocket
async def _serve_socket(tables: Tables, socket: WebSocket) -> None:
    """One websocket client of a table, from its join to its last message."""
    await socket.accept()
    live = tables.tables.get(socket.path_params["table"])
    if live is None:
        table_id = json.dumps(socket.path_params["table"])
        await socket.send_json(
            error("unknown-table", f"no table {table_id}: expected a table's id", None)
        )
        await socket.close(4404)
        return
    client = Client()
    sender = asyncio.get_running_loop().create_task(_send_all(socket, client))
    times: deque[float] = deque()
    flooded = False
    close: int | None = None
    try:
        while close is None:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                break
            now = time.monotonic()
            times.append(now)
            while times and times[0] <= now - 1.0:
                times.popleft()
            if len(times) > FLOOD_CLOSE:
                client.send(error("flood", _flood_text(FLOOD_CLOSE, "closing"), live.version))
                close = 1008
                break
            if len(times) > FLOOD_LIMIT:
                if not flooded:
                    client.send(error("flood", _flood_text(FLOOD_LIMIT, "dropped"), live.version))
                flooded = True
                continue
            flooded = False
            close = _handle(tables, live, client, message.get("text") or message.get("bytes") or "")
    except WebSocketDisconnect:
        pass
    finally:
        tables.leave(live, client)
        client.outbox.put_nowait(None)
        await sender
    if close is not None:
        with contextlib.suppress(Exception):
            await socket.close(close)


def _flood_text(limit: int, what: str) -> str:
    then = "the connection is closed" if what == "closing" else "the messages beyond it are dropped"
    return f"more than {limit} messages in one second: {then}; expected at most {FLOOD_LIMIT}"


def _handle(tables: Tables, live: LiveTable, client: Client, text: str | bytes) -> int | None:
    """Handle one client message; return a close code where the connection must close."""
    try:
        message = read(text)
        if isinstance(message, Join):
            tables.join(live, client, message.token)
        elif isinstance(message, Act):
            tables.act(live, client, message.version, message.action)
        else:
            client.send({"type": "pong", "version": live.version})
    except ProtocolError as problem:
        client.send(error(problem.code, str(problem), live.version))
        return {"too-large": 1009, "bad-token": 4403}.get(problem.code)
    return None


async def _send_all(socket: WebSocket, client: Client) -> None:
    """Send the client's outbox in order until it is told to stop or the socket fails."""
    while True:
        text = await client.outbox.get()
        if text is None:
            return
        try:
            await socket.send_text(text)
        except Exception:  # the client has gone: its receiver ends the connection
            return
