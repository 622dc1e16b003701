"""Helpers of the web table's tests: a site (the app on a database file, under
Starlette's TestClient), websocket receives that time out instead of hanging, and the
cards a message mentions.

The web table needs the ``web`` extra and httpx; where they are missing these tests are
skipped, except under tox, which sets ``TRICKTAKE_REQUIRE_WEB`` so that a missing
dependency fails them instead.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import sys
import time
from collections import deque
from collections.abc import Generator
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any

import pytest

if not os.environ.get("TRICKTAKE_REQUIRE_WEB"):
    pytest.importorskip("starlette", reason="the web extra is not installed")
    pytest.importorskip("httpx2", reason="httpx2 (the test extra) is not installed")
    pytest.importorskip("uvicorn", reason="the web extra is not installed")

import anyio
from anyio.from_thread import BlockingPortal
from jsonschema import Draft202012Validator
from starlette.testclient import TestClient, WebSocketTestSession

from tests.viewschemas import ViewChecker
from tricktake.cards import card_text, parse_card
from tricktake.schemas import schema
from tricktake.units import Seat
from tricktake.web import create_app
from tricktake.web.app import FLOOD_LIMIT
from tricktake.web.tables import LiveTable, Tables

__all__ = ["MessageChecker", "Site", "Socket", "cards_in", "hidden_cards", "load_runner"]

TIMEOUT = 10.0
"""Seconds a test waits for a message before it fails (instead of hanging)."""


class Socket:
    """A websocket session of the test client whose receives time out."""

    def __init__(self, session: WebSocketTestSession) -> None:
        self.session = session
        #: Every text received, in order, as it came.
        self.texts: list[str] = []
        #: The last view message received.
        self.last: dict[str, Any] | None = None
        #: Whether to keep under the server's flood limit.
        self.paced = True
        self._sent: deque[float] = deque()

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` as JSON text."""
        self.send_text(json.dumps(message))

    def send_text(self, text: str) -> None:
        """Send ``text`` as it is; a test that plays a whole game waits where it would
        send more messages in one second than the server takes (``paced``)."""
        if self.paced:
            now = time.monotonic()
            while self._sent and self._sent[0] <= now - 1.0:
                self._sent.popleft()
            if len(self._sent) >= FLOOD_LIMIT - 2:
                time.sleep(self._sent[0] + 1.0 - now)
            self._sent.append(time.monotonic())
        self.session.send_text(text)

    def raw(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next ASGI message from the server (a send or a close)."""
        session = self.session
        stream = session._send_rx  # pyright: ignore[reportPrivateUsage]

        async def receive() -> dict[str, Any]:
            with anyio.fail_after(timeout):
                return dict(await stream.receive())

        return session.portal.call(receive)

    def receive(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next message, parsed; fails on a close."""
        message = self.raw(timeout)
        assert message["type"] == "websocket.send", message
        text: str = message["text"]
        self.texts.append(text)
        value: dict[str, Any] = json.loads(text)
        if value["type"] == "view":
            self.last = value
        return value

    def closed(self) -> int:
        """The close code the server sends next (after nothing else)."""
        message = self.raw()
        assert message["type"] == "websocket.close", message
        code: int = message["code"]
        return code

    def join(self, token: str | None = None) -> dict[str, Any]:
        """Join (with ``token``: at its seat); return the first view after the welcome."""
        self.send({"type": "join", "token": token})
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        view = self.receive()
        assert view["type"] == "view" and view["version"] == welcome["version"], view
        return view

    def until(self, version: int) -> dict[str, Any]:
        """Read messages until the view of ``version`` (unless it came already); that
        view."""
        if self.last is not None and self.last["version"] >= version:
            assert self.last["version"] == version, self.last
            return self.last
        message = self.receive()
        while message["type"] != "view" or message["version"] < version:
            message = self.receive()
        assert message["version"] == version, message
        return message

    def ping(self) -> int:
        """Ping, skipping views; the version of the pong."""
        self.send({"type": "ping"})
        message = self.receive()
        while message["type"] == "view":
            message = self.receive()
        assert message["type"] == "pong", message
        version: int = message["version"]
        return version


class Site:
    """The web table on the database file ``db`` under the test client, bots acting
    at once."""

    def __init__(self, db: Path, *, bot_delay: float = 0.0) -> None:
        self.app = create_app(db, bot_delay=bot_delay)
        self.client = TestClient(self.app)

    def __enter__(self) -> Site:
        self.client.__enter__()  # pyright: ignore[reportUnknownMemberType]
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.client.__exit__(kind, error, trace)

    @property
    def portal(self) -> BlockingPortal:
        """The test client's portal to the server's event loop."""
        portal = self.client.portal
        assert portal is not None, "the site is not running"
        return portal

    @property
    def tables(self) -> Tables:
        """The server's live tables."""
        tables: Tables = self.app.state.tables
        return tables

    def live(self, table: str) -> LiveTable:
        """The live table ``table``."""
        return self.tables.get(table)

    def create(self, game: str, seats: list[str], **body: Any) -> str:
        """A new table's id."""
        reply = self.client.post("/api/tables", json={"game": game, "seats": seats, **body})
        assert reply.status_code == 201, reply.text
        table: str = reply.json()["table"]
        return table

    def claim(self, table: str, seat: int, name: str = "Ann") -> str:
        """Claim ``seat``; its token."""
        reply = self.client.post(f"/api/tables/{table}/seats/{seat}", json={"name": name})
        assert reply.status_code == 200, reply.text
        token: str = reply.json()["token"]
        return token

    @contextlib.contextmanager
    def socket(self, table: str) -> Generator[Socket, None, None]:
        """A websocket to ``table``, closed at the end of the ``with`` block."""
        session: WebSocketTestSession = self.client.websocket_connect(f"/ws/{table}")
        with session:
            yield Socket(session)

    def accept(self, table: str, action: object) -> None:
        """Play ``action`` at ``table`` on the server's event loop, as a client would."""
        live = self.live(table)
        self.portal.call(self.tables.accept, live, action)

    def settle(self, table: str) -> int:
        """Wait until the table's bots and deals have nothing left to do (a person is to
        act, or the game is over); its version."""
        live = self.live(table)

        async def idle() -> None:
            with anyio.fail_after(TIMEOUT):
                while live.task is not None:
                    await anyio.sleep(0.001)

        self.portal.call(idle)
        return live.version


class MessageChecker:
    """Validates every ``view`` message of one game against the shipped schemas: the
    view, each event and the parts."""

    def __init__(self, game: str) -> None:
        self.views = ViewChecker(game)
        self.events: Any = Draft202012Validator(schema("event", game))
        self.parts: Any = Draft202012Validator(schema("parts"))

    def check(self, message: dict[str, Any], stream: object = None) -> None:
        """Fail unless ``message`` (a ``view`` message) is valid."""
        assert self.views.errors(message["view"], stream) == []
        for event in message["events"]:
            self.events.validate(event)
        self.parts.validate(message["parts"])


BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_runner() -> ModuleType:
    """``benchmarks/web_load.py``, the load test's runner, imported as ``web_load`` (its
    dataclasses look their module up by name); it also starts real servers."""
    if "web_load" in sys.modules:
        return sys.modules["web_load"]
    spec = importlib.util.spec_from_file_location("web_load", BENCHMARKS / "web_load.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["web_load"] = module
    spec.loader.exec_module(module)
    return module


_CARD = re.compile(r"(?<![0-9A-Za-z])(1[0-2]|[2-9TJQKA])([CDHS♣♦♥♠])(?![0-9A-Za-z])")


def cards_in(text: str) -> set[str]:
    """Every card that ``text`` names, as ``AS`` or ``A♠``, in canonical text."""
    return {card_text(parse_card(rank + suit)) for rank, suit in _CARD.findall(text)}


def hidden_cards(live: LiveTable, version: int, seat: Seat | None) -> set[str]:
    """The cards in the hands of every seat but ``seat`` at ``version``."""
    game = live.game
    state = live.table.states[version]
    players = len(live.stored.seats)
    return {
        card_text(card)
        for other in range(players)
        if other != seat
        for card in game.view(state, Seat(other)).hand
    }
