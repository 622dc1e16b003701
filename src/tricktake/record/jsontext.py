"""A record as JSON text: :func:`load` reads and checks a document, :func:`dump` writes
the canonical text, and :func:`schema` returns the JSON Schema of the format, which
ships in the package as ``tricktake/record.schema.json``.
"""

from __future__ import annotations

import json
import os
import reprlib
import stat
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

from ..errors import RecordError, quoted
from ..units import Seat
from .checks import check_seats, start
from .jsonvalues import (
    NotANumber,
    ParsedObject,
    check_value,
    checked_text,
    checked_texts,
    error_at,
    is_array,
    is_object,
    json_integer,
    shown_json,
)
from .values import FORMAT_VERSION, Options, Record

__all__ = ["dump", "load", "schema"]

# The keys of a record, in the order that dump writes them (docs/records.rst).
_KEYS: Final = (
    "tricktake",
    "game",
    "preset",
    "options",
    "players",
    "first_dealer",
    "actions",
    "result",
)
_REQUIRED: Final = ("tricktake", "game", "preset", "actions")


def load(source: str | os.PathLike[str]) -> Record:
    """Read and check a record; the actions are not replayed (see :func:`~.replays.replay`).

    ``source`` is a path (a :class:`~pathlib.Path` or any path-like object, or a
    ``str``) of a UTF-8 file, or the JSON text itself: a ``str`` whose first character
    other than white space is ``{`` (or ``[``, which is then reported as not a record).
    A leading byte-order mark, in a file or in text, is ignored. Only a regular file is
    read (not a directory, a device or a pipe).

    The whole document is checked: a JSON object with the format version
    ``"tricktake": 1``, no unknown keys, ``game`` a registered game, ``preset`` one of
    its presets, ``options`` (default ``{}``) that build rules with
    ``game.rules(preset, **options)``, ``first_dealer`` (default 0) a seat that
    ``game.new`` accepts, ``players`` one string per seat, ``actions`` a list of
    strings and ``result`` an object ``{"scores": [...]}`` with one integer per seat.
    A JSON number with no fraction (``1.0``) counts as an integer, as in JSON Schema.
    Arrays and objects nest at most 32 levels deep.

    :raises RecordError: naming the JSON path of the first problem, e.g.
        ``$.actions[3]: expected a string, got 17``, or the line and column of
        malformed JSON; also for a ``source`` that is neither text nor a path of a
        regular file.
    :raises OSError: when the file cannot be read (it does not exist, no permission);
        but a ``str`` that could name no file (too long for a file name, or holding a
        line break or a double quote, as JSON text missing its first brace does) is a
        :class:`~tricktake.RecordError` instead.

    >>> from tricktake.record import load
    >>> record = load('{"tricktake": 1, "game": "ninety-nine", "preset": "revised", "actions": []}')
    >>> record.game, record.options, record.first_dealer, record.actions
    ('ninety-nine', Options({}), 0, ())
    >>> load('{"tricktake": 1, "game": "ninety-nine", "preset": "revised", "actions": [17]}')
    Traceback (most recent call last):
      ...
    tricktake.errors.RecordError: $.actions[0]: expected a string, got 17
    """
    return _record(_decode(_read(source)))


def _read(source: str | os.PathLike[str]) -> str:
    if isinstance(source, str):
        text = source.removeprefix("\ufeff")  # a byte-order mark, as in a file
        if text.lstrip()[:1] in ("{", "["):
            return text
        if not text.strip():
            raise error_at("$", "empty input: expected JSON text or the path of a record file")
    elif not isinstance(source, os.PathLike):
        raise error_at(
            "$", f"expected JSON text or the path of a record file, got {reprlib.repr(source)}"
        )
    path = Path(source)
    try:
        regular = stat.S_ISREG(path.stat().st_mode)
    except ValueError as error:  # a NUL in the path
        raise error_at("$", f"{quoted(str(source))} is neither JSON text nor a path") from error
    except OSError as error:
        # A str that cannot name a file (too long, or holding a newline or a quote, as
        # mangled JSON does) is reported as text; a plausible path keeps its OSError.
        plausible = isinstance(error, (FileNotFoundError, PermissionError))
        if isinstance(source, os.PathLike) or (plausible and not _looks_like_text(source)):
            raise
        raise error_at(
            "$",
            f"{reprlib.repr(source)} is neither JSON text (which starts with '{{') nor the "
            f"path of a file ({error.strerror or error})",
        ) from error
    if not regular:  # a directory, a device, a pipe: reading it could fail or never end
        raise error_at("$", f"{str(path)!r} is not a regular file")
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        bad = data[error.start : error.start + 1].hex()
        raise error_at(
            "$", f"the file is not UTF-8 text (byte 0x{bad} at offset {error.start})"
        ) from error


def _looks_like_text(source: str) -> bool:
    """Whether a str that names no file holds what no file name would: a line break or a
    double quote (JSON text with its first brace lost, say)."""
    return "\n" in source or '"' in source


def _object(pairs: list[tuple[str, Any]]) -> ParsedObject:
    """The parser's hook for a JSON object: it remembers the first duplicate key."""
    obj = ParsedObject()
    for key, value in pairs:
        if key in obj and obj.duplicate is None:
            obj.duplicate = key
        obj[key] = value
    return obj


def _decode(text: str) -> Any:
    try:
        doc = json.loads(text, object_pairs_hook=_object, parse_constant=NotANumber)
    except json.JSONDecodeError as error:
        raise _json_error(error) from error
    except RecursionError as error:
        raise error_at("$", "the JSON is nested too deeply") from error
    except ValueError as error:  # an integer of more digits than Python converts
        raise error_at("$", f"a number too long to read ({error})") from error
    check_value(doc, "$", 0)
    return doc


# The json module's messages as whole phrases. Its messages that end with "at" leave the
# position to str(error); here the position comes first, so the phrase must not dangle.
_JSON_PROBLEMS: Final = {
    "Expecting value": "expecting a value",
    "Expecting ',' delimiter": "expecting a ',' delimiter",
    "Expecting ':' delimiter": "expecting a ':' delimiter",
    "Expecting property name enclosed in double quotes": (
        "expecting a property name enclosed in double quotes"
    ),
    "Extra data": "extra data after the JSON value",
    "Invalid control character at": "invalid control character in a string",
    "Invalid \\escape": "invalid escape sequence in a string",
    "Invalid \\uXXXX escape": "invalid \\uXXXX escape in a string",
}


def _json_error(error: json.JSONDecodeError) -> RecordError:
    """``invalid JSON at line L, column C: <problem>``, the problem a whole phrase."""
    at = error
    problem = _JSON_PROBLEMS.get(error.msg)
    if problem is None and error.msg.startswith("Unterminated string"):
        # json gives where the string starts; the text ends before its closing quote.
        at = json.JSONDecodeError(error.msg, error.doc, len(error.doc))
        problem = f"unterminated string starting at line {error.lineno}, column {error.colno}"
    elif problem is None:  # e.g. Python 3.13's "Illegal trailing comma before end of array"
        text = error.msg.removesuffix(" at")
        problem = text[:1].lower() + text[1:]
    return RecordError(
        f"invalid JSON at line {at.lineno}, column {at.colno}: {problem}", reason=problem
    )


def _record(doc: object) -> Record:
    """The record of a parsed document, checked field by field in the order of _KEYS."""
    if not is_object(doc):
        raise error_at("$", f"expected a record (a JSON object), got {shown_json(doc)}")
    if "tricktake" not in doc:
        raise error_at("$", "missing key 'tricktake' (the format version): not a tricktake record?")
    if json_integer(doc["tricktake"]) != FORMAT_VERSION:
        raise error_at(
            "$.tricktake",
            f"unsupported format version {shown_json(doc['tricktake'])}: "
            f"this version of tricktake reads version {FORMAT_VERSION}",
        )
    for key in doc:
        if key not in _KEYS:
            raise error_at("$", f"unknown key {quoted(key)}: expected {_or(_KEYS)}")
    for key in _REQUIRED:
        if key not in doc:
            raise error_at("$", f"missing key {key!r}")
    game = checked_text(doc["game"], "$.game")
    preset = checked_text(doc["preset"], "$.preset")
    options = doc.get("options", {})
    if not is_object(options):
        raise error_at("$.options", f"expected an object of options, got {shown_json(options)}")
    players = None
    if "players" in doc:
        players = tuple(checked_texts(doc["players"], "$.players", "an array of strings"))
    first_dealer = json_integer(doc.get("first_dealer", 0))
    if first_dealer is None or first_dealer < 0:
        raise error_at(
            "$.first_dealer",
            f"expected a seat number (an integer from 0), got {shown_json(doc['first_dealer'])}",
        )
    actions = tuple(checked_texts(doc["actions"], "$.actions", "an array of strings"))
    result = None
    if "result" in doc:
        result = tuple(_result(doc["result"]))
    record = Record(game, preset, options, players, Seat(first_dealer), actions, result)
    check_seats(start(record)[2], record)
    return record


def _result(value: object) -> list[int]:
    if not is_object(value):
        raise error_at(
            "$.result", f'expected an object {{"scores": [...]}}, got {shown_json(value)}'
        )
    for key in value:
        if key != "scores":
            raise error_at("$.result", f"unknown key {quoted(key)}: expected 'scores'")
    if "scores" not in value:
        raise error_at("$.result", "missing key 'scores'")
    scores = value["scores"]
    if not is_array(scores):
        raise error_at(
            "$.result.scores", f"expected an array of integers, got {shown_json(scores)}"
        )
    out: list[int] = []
    for index, item in enumerate(scores):
        number = json_integer(item)
        if number is None:
            raise error_at(
                f"$.result.scores[{index}]", f"expected an integer, got {shown_json(item)}"
            )
        out.append(number)
    return out


def _or(names: Sequence[str]) -> str:
    return ", ".join(names[:-1]) + " or " + names[-1]


def dump(record: Record) -> str:
    """The canonical JSON text of ``record``, ending with a newline.

    The keys come in the order ``tricktake, game, preset, options, players,
    first_dealer, actions, result``; ``options`` and ``first_dealer`` are always
    written, ``players`` and ``result`` only when present. Option names are sorted.
    Each key is on its own line (indent 2), each action on its own line (indent 4),
    every other value on one line; text is written as is, not as ``\\u`` escapes.
    ``load(dump(record)) == record``, and ``dump(load(text)) == text`` when ``text``
    is canonical.

    :raises RecordError: for a record that :func:`load` would refuse (an unknown game
        or preset, bad options, a first dealer or a number of players or scores that
        the game does not have), so that a record written can be read; the actions are
        not replayed.

    >>> from tricktake.record import Record, dump
    >>> record = Record("ninety-nine", "revised", {"target": 150}, ("Ann", "Bob", "Zoë"),
    ...                 actions=("deal 0=AC KC 1=QC JC 2=10C 9C", "bid AC KC"))
    >>> print(dump(record), end="")
    {
      "tricktake": 1,
      "game": "ninety-nine",
      "preset": "revised",
      "options": {"target": 150},
      "players": ["Ann", "Bob", "Zoë"],
      "first_dealer": 0,
      "actions": [
        "deal 0=AC KC 1=QC JC 2=10C 9C",
        "bid AC KC"
      ]
    }
    """
    check_seats(start(record)[2], record)  # writes only what load reads back
    fields: list[tuple[str, str]] = [
        ("tricktake", _json(FORMAT_VERSION)),
        ("game", _json(record.game)),
        ("preset", _json(record.preset)),
        ("options", _json(Options(record.options).to_json())),
    ]
    if record.players is not None:
        fields.append(("players", _json(list(record.players))))
    fields.append(("first_dealer", _json(record.first_dealer)))
    if record.actions:
        lines = ",\n".join(f"    {_json(text)}" for text in record.actions)
        fields.append(("actions", f"[\n{lines}\n  ]"))
    else:
        fields.append(("actions", "[]"))
    if record.result is not None:
        fields.append(("result", _json({"scores": list(record.result)})))
    body = ",\n".join(f"  {_json(key)}: {value}" for key, value in fields)
    return f"{{\n{body}\n}}\n"


def _json(value: Any) -> str:
    return json.dumps(
        value, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(", ", ": ")
    )


def schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the record format, a fresh dict each call.

    It ships in the package as ``record.schema.json``. The schema checks the structure;
    :func:`load` also checks what a schema cannot: that the game and preset exist, that
    the options build rules, that ``players`` and ``result.scores`` have one entry per
    seat, and that no key appears twice.

    >>> from tricktake.record import schema
    >>> schema()["required"]
    ['tricktake', 'game', 'preset', 'actions']
    """
    text = files("tricktake").joinpath("record.schema.json").read_text(encoding="utf-8")
    value: dict[str, Any] = json.loads(text)
    return value
