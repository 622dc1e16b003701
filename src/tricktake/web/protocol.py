"""The web table's websocket messages: reading what a client sends, writing what the
server sends (:doc:`/web`).

Every message is one JSON object with a ``"type"``. :func:`read` turns a client's text
into a :class:`Join`, :class:`Act` or :class:`Ping`, or raises :class:`ProtocolError`
with the error code and a message that says what was wrong and what was expected; the
functions below it build the server's messages as plain dicts.

>>> from tricktake.web.protocol import read
>>> read('{"type": "act", "version": 3, "action": "play AS"}')
Act(version=3, action='play AS')
>>> read('{"type": "act", "version": "3", "action": "play AS"}')
Traceback (most recent call last):
  ...
tricktake.web.protocol.ProtocolError: act: "version" must be an integer (the table's version), got "3"
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

__all__ = [
    "CODES",
    "MOST_BYTES",
    "Act",
    "ClientMessage",
    "Join",
    "Ping",
    "ProtocolError",
    "error",
    "read",
]

#: The largest client message, in bytes of UTF-8: a longer one is refused
#: (``too-large``) and the connection closed with code 1009.
MOST_BYTES: Final = 4096

#: Every error code the server sends, in the order the docs list them.
CODES: Final = (
    "bad-json",
    "bad-message",
    "too-large",
    "unknown-table",
    "bad-token",
    "not-joined",
    "spectator",
    "stale",
    "turn",
    "syntax",
    "illegal",
    "over",
    "flood",
)


class ProtocolError(Exception):
    """A client message that the server refuses: ``code`` is one of :data:`CODES`, the
    message says what was wrong and what was expected."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        #: The error code sent to the client.
        self.code = code


@dataclass(frozen=True, slots=True)
class Join:
    """``{"type": "join", "token": ...}``: take the seat of ``token``, or watch as a
    spectator where it is ``None``."""

    #: The seat's token, or ``None`` for a spectator.
    token: str | None


@dataclass(frozen=True, slots=True)
class Act:
    """``{"type": "act", "version": v, "action": "..."}``: play ``action`` at the
    table's version ``version``."""

    #: The version the client saw last.
    version: int
    #: The action's text.
    action: str


@dataclass(frozen=True, slots=True)
class Ping:
    """``{"type": "ping"}``: the server answers with a ``pong`` and the version."""


#: What :func:`read` returns.
ClientMessage = Join | Act | Ping

# Each message type: its fields, each with whether it is required and a check.
_FIELDS: Final[dict[str, dict[str, bool]]] = {
    "join": {"token": False},
    "act": {"version": True, "action": True},
    "ping": {},
}


def read(text: str | bytes) -> ClientMessage:
    """The client message in ``text`` (a websocket frame).

    :raises ProtocolError: ``too-large`` for more than :data:`MOST_BYTES` bytes,
        ``bad-json`` for text that is not JSON, ``bad-message`` for JSON that is not an
        object of a known type with exactly its fields, each of its type.
    """
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "replace"))
    if size > MOST_BYTES:
        raise ProtocolError(
            "too-large", f"the message has {size} bytes: expected at most {MOST_BYTES}"
        )
    try:
        value: object = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(
            "bad-json", "the message is not JSON: expected one JSON object per message"
        ) from None
    if not isinstance(value, dict):
        raise ProtocolError(
            "bad-message", f'expected a JSON object with a "type", got {_kind(value)}'
        )
    message: dict[str, Any] = value  # pyright: ignore[reportUnknownVariableType]
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        known = ", ".join(f'"{name}"' for name in _FIELDS)
        raise ProtocolError("bad-message", f'"type" is {_shown(kind)}: expected one of {known}')
    fields = _FIELDS[kind]
    unknown = sorted(key for key in message if key != "type" and key not in fields)
    if unknown:
        allowed = ", ".join(f'"{name}"' for name in fields) or "no other field"
        raise ProtocolError(
            "bad-message", f"{kind}: unknown field {_shown(unknown[0])}: expected {allowed}"
        )
    missing = [name for name, required in fields.items() if required and name not in message]
    if missing:
        raise ProtocolError("bad-message", f'{kind}: "{missing[0]}" is missing')
    if kind == "join":
        token = message.get("token")
        if token is not None and not isinstance(token, str):
            raise ProtocolError(
                "bad-message",
                f'join: "token" must be a string (the seat\'s token) or null, got {_shown(token)}',
            )
        return Join(token)
    if kind == "act":
        version, action = message["version"], message["action"]
        if type(version) is not int:
            raise ProtocolError(
                "bad-message",
                f'act: "version" must be an integer (the table\'s version), got {_shown(version)}',
            )
        if not isinstance(action, str):
            raise ProtocolError(
                "bad-message",
                f'act: "action" must be a string (an action\'s text), got {_shown(action)}',
            )
        return Act(version, action)
    return Ping()


def error(code: str, message: str, version: int | None) -> dict[str, Any]:
    """The ``error`` message of ``code``.

    >>> error("stale", "the table is at version 4", 4)
    {'type': 'error', 'code': 'stale', 'message': 'the table is at version 4', 'version': 4}
    """
    return {"type": "error", "code": code, "message": message, "version": version}


def _kind(value: object) -> str:
    """What JSON value ``value`` is, for a message."""
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"


def _shown(value: object, limit: int = 60) -> str:
    """``value`` as JSON, shortened to ``limit`` characters."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
