"""Recorded games: the JSON record format, its validation, and replay.

DESIGN.md, *Recorded games*. A record is a UTF-8 JSON object that names a game, its
preset and option overrides, optionally the players, the first dealer and the result,
and lists every action of the game, deals included, as canonical action text::

    {
      "tricktake": 1,
      "game": "ninety-nine",
      "preset": "revised",
      "options": {"target": 150},
      "players": ["Ann", "Bob", "Cy"],
      "first_dealer": 0,
      "actions": [
        "deal 0=... 1=... 2=...",
        "bid 6C 7H 8D",
        "play AS"
      ],
      "result": {"scores": [120, 45, 88]}
    }

:func:`load` checks the whole document (its structure, the game, the preset, the
options, the players and the first dealer) without replaying it; :func:`replay` and
:func:`replay_states` apply the actions one by one and check the result. Every problem
is a :class:`~tricktake.RecordError` whose message starts with the JSON path of the
culprit (``$.options.target: ...``) or with the index and text of the action that
failed (``actions[17] 'play QH': seat 2 must follow clubs (holds 7C JC)``).
:func:`dump` writes the canonical text, and ``dump(load(text)) == text`` for canonical
text. :func:`schema` returns the JSON Schema of the format, which ships in the package.

The module works through the :class:`~tricktake.Game` protocol only, so it records and
replays every registered game.
"""

from __future__ import annotations

import json
import math
import os
import reprlib
import stat
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib.resources import files
from pathlib import Path
from typing import Any, Final, TypeGuard, cast

from .engine import CHANCE, AnyGame, find_game, games
from .errors import (
    RecordError,
    RulesError,
    SetupError,
    TricktakeError,
    UnknownGameError,
    quoted,
)
from .options import named_in
from .units import Seat

__all__ = [
    "FORMAT_VERSION",
    "Options",
    "Record",
    "dump",
    "load",
    "replay",
    "replay_states",
    "schema",
]

FORMAT_VERSION: Final = 1
"""The version of the record format that this library reads and writes (``"tricktake"``)."""

# The keys of a record, in the order that dump writes them (DESIGN.md, *Recorded games*).
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


# --------------------------------------------------------------------- options


class Options(Mapping[str, Any]):
    """A read-only, hashable mapping of option overrides, as a record holds them.

    Keys are option names, kept sorted. Values are JSON values frozen so that the
    mapping (and so a :class:`Record`) is immutable and hashable: a JSON array is held
    as a tuple and a JSON object as another :class:`Options`. It compares equal to any
    mapping with the same items.

    >>> from tricktake.record import Options
    >>> options = Options({"target": 150, "bid_bonus": [30, 20, 10]})
    >>> options
    Options({'bid_bonus': (30, 20, 10), 'target': 150})
    >>> options == {"target": 150, "bid_bonus": (30, 20, 10)}, hash(options) == hash(options)
    (True, True)

    :raises RecordError: for a name that is not a string or a value that is not JSON
        (``NaN``, an object, a string that is not valid Unicode ...).
    """

    __slots__ = ("_dict", "_items")

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        pairs = dict(items)
        for key, value in pairs.items():
            if not isinstance(key, str):
                raise _error("$.options", f"option names are strings, not {_show(key)}")
            _check_value(value, _key_path("$.options", key), 2)
        self._items: tuple[tuple[str, Any], ...] = tuple(
            (key, _freeze(pairs[key])) for key in sorted(pairs)
        )
        self._dict: dict[str, Any] = dict(self._items)

    def __getitem__(self, key: str) -> Any:
        return self._dict[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._dict)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Options):
            return self._items == other._items
        if _is_mapping(other):
            return self._dict == dict(other.items())
        return NotImplemented

    def __repr__(self) -> str:
        return f"Options({self._dict!r})"

    def to_json(self) -> dict[str, Any]:
        """The options as plain JSON values (lists and dicts), keys sorted."""
        return {key: _thaw(value) for key, value in self._items}


def _freeze(value: object) -> object:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in cast("Sequence[object]", value))
    if isinstance(value, Mapping):
        return Options(cast("Mapping[str, object]", value))  # Options checks the keys
    return value


def _thaw(value: object) -> object:
    if isinstance(value, tuple):
        return [_thaw(v) for v in cast("tuple[object, ...]", value)]
    if isinstance(value, Options):
        return value.to_json()
    return value


# ---------------------------------------------------------------------- record


@dataclass(frozen=True, slots=True)
class Record:
    """A recorded game (DESIGN.md, *Recorded games*): an immutable, hashable value.

    - ``game``: the registered name of the game, e.g. ``"ninety-nine"``;
    - ``preset`` and ``options``: the rules are ``get_game(game).rules(preset,
      **options)``. ``options`` is always stored as a read-only :class:`Options`
      mapping (any mapping given is converted), so a record stays hashable;
    - ``players``: one name per seat, or ``None``;
    - ``first_dealer``: the seat that deals first;
    - ``actions``: the action texts in the order they were made, chance actions (deals)
      included. The game need not be over: a record may stop anywhere;
    - ``result``: the recorded ``result.scores``, one per seat, or ``None``. A replay
      checks it against ``game.scores`` of the last state: the final game scores once
      the game is over, the running totals where the record stops earlier.

    Build one with :meth:`from_game`, read one with :func:`load`, write one with
    :func:`dump`. The constructor checks the types of the fields, as :func:`load` checks
    a document's (a :class:`~tricktake.RecordError` names the field, e.g.
    ``$.players[0]: expected a string, got 1``), so that every record can be dumped;
    :func:`replay` checks everything else.
    """

    game: str
    preset: str
    options: Mapping[str, Any] = field(default_factory=Options)
    players: tuple[str, ...] | None = None
    first_dealer: Seat = Seat(0)
    actions: tuple[str, ...] = ()
    result: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        _text(self.game, "$.game")
        _text(self.preset, "$.preset")
        if not isinstance(self.options, Mapping):
            raise _error("$.options", f"expected a mapping of options, got {_show(self.options)}")
        if not isinstance(self.options, Options):
            object.__setattr__(self, "options", Options(self.options))
        # Accept any sequence, keep a tuple: the record must stay immutable.
        object.__setattr__(self, "actions", tuple(_texts(self.actions, "$.actions")))
        if self.players is not None:
            object.__setattr__(self, "players", tuple(_texts(self.players, "$.players")))
        if type(self.first_dealer) is not int:
            raise _error(
                "$.first_dealer", f"expected a seat number, got {_show(self.first_dealer)}"
            )
        if self.result is not None:
            if not _is_list(self.result) or any(type(x) is not int for x in self.result):
                raise _error("$.result.scores", f"expected integers, got {_show(self.result)}")
            object.__setattr__(self, "result", tuple(self.result))

    @classmethod
    def from_game(
        cls,
        game: AnyGame,
        rules: Any,
        actions: Iterable[object],
        *,
        players: Sequence[str] | None = None,
        first_dealer: Seat = Seat(0),
        result: Sequence[int] | None = None,
    ) -> Record:
        """The record of a game played under ``rules`` with ``actions``.

        ``game.preset_of(rules)`` gives the preset and the options. Each action may be
        an action object or its text; the record holds canonical texts
        (``game.format_action``). The actions are applied from ``game.new(rules,
        first_dealer=first_dealer)`` on, so the record is known to replay; where
        ``result`` is given it must match ``game.scores`` of the last state.

        :raises RecordError: for bad players or first dealer, an action that cannot be
            parsed or applied (named by its index, text, the seat to move and the
            reason), or a result that does not match.

        >>> import random, tricktake
        >>> from tricktake.record import Record
        >>> game = tricktake.get_game("ninety-nine")
        >>> rules = game.rules("revised", target=150)
        >>> state = game.new(rules)
        >>> deal = game.deal(state, random.Random(7))
        >>> record = Record.from_game(game, rules, [deal], players=["Ann", "Bob", "Cy"])
        >>> record.preset, record.options, record.players
        ('revised', Options({'target': 150}), ('Ann', 'Bob', 'Cy'))
        >>> record.actions[0].split()[:4]
        ['deal', '0=KC', 'QC', '7C']
        """
        preset, options = game.preset_of(rules)
        record = cls(
            game=game.name,
            preset=preset,
            options=options,
            players=None if players is None else tuple(players),
            first_dealer=first_dealer,
        )
        _, state, seats = _start(record)  # the game must be registered, the setup valid
        _check_seats(seats, record)
        texts: list[str] = []
        for index, item in enumerate(actions):
            if isinstance(item, str):
                action = _parse(game, state, index, item)
                shown = item  # an error quotes the text as given
            else:
                action = item
                shown = game.format_action(action)
            state = _apply(game, state, index, shown, action)
            texts.append(game.format_action(action))
        done = replace(
            record, actions=tuple(texts), result=None if result is None else tuple(result)
        )
        _check_seats(seats, done)
        _check_result(game, state, done)
        return done


# ---------------------------------------------------------------------- replay


def replay_states(record: Record) -> Iterator[Any]:
    """Every state of ``record``: the initial state, then the state after each action.

    The game, the rules, the players and the first dealer are checked at once; the
    actions as the iterator advances. Each action text is parsed with
    ``game.parse_action`` in the state it is made in and applied with ``game.apply``; a
    chance action is a recorded text like any other. After the last action, a
    recorded ``result`` is compared with ``game.scores`` of the last state. A record
    that stops before the game is over is fine (a partial record).

    :raises RecordError: ``actions[17] 'play QH': seat 2 must follow clubs (holds 7C
        JC)`` for an action that fails (its index, its text, the seat to move and the
        reason), ``$.result.scores: recorded [...] but the replay gives [...]`` for a
        wrong result, ``$.game: ...`` and the like for a bad setup.

    >>> import tricktake
    >>> record = tricktake.Record("ninety-nine", "revised")
    >>> [tricktake.get_game("ninety-nine").to_move(s) for s in tricktake.replay_states(record)]
    [tricktake.CHANCE]
    """
    game, state, seats = _start(record)
    _check_seats(seats, record)
    return _states(game, state, record)


def _states(game: AnyGame, state: Any, record: Record) -> Iterator[Any]:
    yield state
    for index, text in enumerate(record.actions):  # strings: Record checks them
        state = _apply(game, state, index, text, _parse(game, state, index, text))
        yield state
    _check_result(game, state, record)


def replay(record: Record) -> Any:
    """The state after the last action of ``record`` (see :func:`replay_states`).

    :raises RecordError: as :func:`replay_states` does.

    >>> import tricktake
    >>> state = tricktake.replay(tricktake.Record("ninety-nine", "revised", first_dealer=2))
    >>> state.dealer, tricktake.get_game("ninety-nine").to_move(state)
    (2, tricktake.CHANCE)
    """
    return deque(replay_states(record), maxlen=1)[0]


def _start(record: Record) -> tuple[AnyGame, Any, int]:
    """The game, initial state and number of seats of ``record``; RecordError naming
    the bad field."""
    try:
        game = find_game(record.game)
    except UnknownGameError:
        known = ", ".join(repr(name) for name in games())
        raise _error(
            "$.game", f"unknown game {quoted(record.game)}: expected one of {known}"
        ) from None
    presets = game.presets()
    if record.preset not in presets:
        known = ", ".join(repr(name) for name in presets)
        raise _error(
            "$.preset",
            f"unknown preset {quoted(record.preset)} of {game.name}: expected one of {known}",
        )
    options = Options(record.options).to_json()
    try:
        rules = game.rules(record.preset, **options)
    except RulesError as error:  # at the option it names, if it names one of them
        named = named_in(error, options)
        path = _key_path("$.options", named[0]) if len(named) == 1 else "$.options"
        raise _error(path, error.reason) from None
    try:
        state = game.new(rules, first_dealer=record.first_dealer)
    except SetupError as error:  # the record's only setup argument is first_dealer
        path = "$.first_dealer" if error.argument == "first_dealer" else "$"
        raise _error(path, error.reason) from None
    return game, state, game.info(rules).seats


def _check_seats(seats: int, record: Record) -> None:
    """``players`` and ``result.scores`` have one entry per seat (``game.info``)."""
    if record.players is not None and len(record.players) != seats:
        raise _error(
            "$.players", f"expected {seats} names, one per seat, got {len(record.players)}"
        )
    if record.result is not None and len(record.result) != seats:
        raise _error(
            "$.result.scores", f"expected {seats} scores, one per seat, got {len(record.result)}"
        )


def _check_result(game: AnyGame, state: Any, record: Record) -> None:
    if record.result is None:
        return
    scores = list(game.scores(state))
    if scores != list(record.result):
        raise _error(
            "$.result.scores", f"recorded {list(record.result)} but the replay gives {scores}"
        )


def _parse(game: AnyGame, state: Any, index: int, text: str) -> Any:
    try:
        return game.parse_action(state, text)
    except TricktakeError as error:
        raise _action_error(game, state, index, text, error) from None


def _apply(game: AnyGame, state: Any, index: int, text: str, action: Any) -> Any:
    try:
        return game.apply(state, action)
    except TricktakeError as error:
        raise _action_error(game, state, index, text, error) from None


def _action_error(
    game: AnyGame, state: Any, index: int, text: str, error: TricktakeError
) -> RecordError:
    """``actions[i] 'text': seat N ...``: the index, the text, who is to move, the reason.

    The engine's reason is kept as it is when it already starts with the seat to move
    (``seat 2 must follow clubs ...``); otherwise ``seat N to move: ``, ``chance to
    move: `` (a deal is due) or ``nobody to move: `` (the game is over) comes first.
    """
    reason = error.reason
    echo = f"{quoted(text)}: "
    if reason.startswith(echo):  # the syntax errors quote the text; it is quoted already
        reason = reason[len(echo) :]
    mover = game.to_move(state)
    if mover is None:
        reason = f"nobody to move: {reason}"
    elif mover is CHANCE:
        reason = f"chance to move: {reason}"
    elif not reason.startswith(f"seat {mover} "):
        reason = f"seat {mover} to move: {reason}"
    return RecordError(f"actions[{index}] {quoted(text)}: {reason}", reason=reason)


# ------------------------------------------------------------------------ load


def load(source: str | os.PathLike[str]) -> Record:
    """Read and check a record; the actions are not replayed (see :func:`replay`).

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
        :class:`RecordError` instead.

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
            raise _error("$", "empty input: expected JSON text or the path of a record file")
    elif not isinstance(source, os.PathLike):
        raise _error(
            "$", f"expected JSON text or the path of a record file, got {reprlib.repr(source)}"
        )
    path = Path(source)
    try:
        regular = stat.S_ISREG(path.stat().st_mode)
    except ValueError:  # a NUL in the path
        raise _error("$", f"{quoted(str(source))} is neither JSON text nor a path") from None
    except OSError as error:
        # A str that cannot name a file (too long, or holding a newline or a quote, as
        # mangled JSON does) is reported as text; a plausible path keeps its OSError.
        plausible = isinstance(error, (FileNotFoundError, PermissionError))
        if isinstance(source, os.PathLike) or (plausible and not _looks_like_text(source)):
            raise
        raise _error(
            "$",
            f"{reprlib.repr(source)} is neither JSON text (which starts with '{{') nor the "
            f"path of a file ({error.strerror or error})",
        ) from None
    if not regular:  # a directory, a device, a pipe: reading it could fail or never end
        raise _error("$", f"{str(path)!r} is not a regular file")
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        bad = data[error.start : error.start + 1].hex()
        raise _error(
            "$", f"the file is not UTF-8 text (byte 0x{bad} at offset {error.start})"
        ) from None


def _looks_like_text(source: str) -> bool:
    """Whether a str that names no file holds what no file name would: a line break or a
    double quote (JSON text with its first brace lost, say)."""
    return "\n" in source or '"' in source


class _Object(dict[str, Any]):
    """A parsed JSON object that remembers its first duplicate key."""

    duplicate: str | None = None


def _object(pairs: list[tuple[str, Any]]) -> _Object:
    obj = _Object()
    for key, value in pairs:
        if key in obj and obj.duplicate is None:
            obj.duplicate = key
        obj[key] = value
    return obj


class _NotANumber:
    """What the JSON parser makes of ``NaN``, ``Infinity`` and ``-Infinity``: not JSON."""

    def __init__(self, text: str) -> None:
        self.text = text


def _decode(text: str) -> Any:
    try:
        doc = json.loads(text, object_pairs_hook=_object, parse_constant=_NotANumber)
    except json.JSONDecodeError as error:
        raise _json_error(error) from None
    except RecursionError:
        raise _error("$", "the JSON is nested too deeply") from None
    except ValueError as error:  # an integer of more digits than Python converts
        raise _error("$", f"a number too long to read ({error})") from None
    _check_value(doc, "$", 0)
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


_DEPTH: Final = 32
"""How deep arrays and objects may nest in a record: far more than any option needs,
and few enough that every recursive step over a value stays within Python's stack."""


def _record(doc: object) -> Record:
    """The record of a parsed document, checked field by field in the order of _KEYS."""
    if not _is_object(doc):
        raise _error("$", f"expected a record (a JSON object), got {_show(doc)}")
    if "tricktake" not in doc:
        raise _error("$", "missing key 'tricktake' (the format version): not a tricktake record?")
    if _integer(doc["tricktake"]) != FORMAT_VERSION:
        raise _error(
            "$.tricktake",
            f"unsupported format version {_show(doc['tricktake'])}: "
            f"this version of tricktake reads version {FORMAT_VERSION}",
        )
    for key in doc:
        if key not in _KEYS:
            raise _error("$", f"unknown key {quoted(key)}: expected {_or(_KEYS)}")
    for key in _REQUIRED:
        if key not in doc:
            raise _error("$", f"missing key {key!r}")
    game = _text(doc["game"], "$.game")
    preset = _text(doc["preset"], "$.preset")
    options = doc.get("options", {})
    if not _is_object(options):
        raise _error("$.options", f"expected an object of options, got {_show(options)}")
    players = None
    if "players" in doc:
        players = tuple(_texts(doc["players"], "$.players", "an array of strings"))
    first_dealer = _integer(doc.get("first_dealer", 0))
    if first_dealer is None or first_dealer < 0:
        raise _error(
            "$.first_dealer",
            f"expected a seat number (an integer from 0), got {_show(doc['first_dealer'])}",
        )
    actions = tuple(_texts(doc["actions"], "$.actions", "an array of strings"))
    result = None
    if "result" in doc:
        result = tuple(_result(doc["result"]))
    record = Record(game, preset, options, players, Seat(first_dealer), actions, result)
    _check_seats(_start(record)[2], record)
    return record


def _result(value: object) -> list[int]:
    if not _is_object(value):
        raise _error("$.result", f'expected an object {{"scores": [...]}}, got {_show(value)}')
    for key in value:
        if key != "scores":
            raise _error("$.result", f"unknown key {quoted(key)}: expected 'scores'")
    if "scores" not in value:
        raise _error("$.result", "missing key 'scores'")
    scores = value["scores"]
    if not _is_array(scores):
        raise _error("$.result.scores", f"expected an array of integers, got {_show(scores)}")
    out: list[int] = []
    for index, item in enumerate(scores):
        number = _integer(item)
        if number is None:
            raise _error(f"$.result.scores[{index}]", f"expected an integer, got {_show(item)}")
        out.append(number)
    return out


def _text(value: object, path: str) -> str:
    """``value`` if it is a string of valid Unicode (JSON escapes can make lone
    surrogates, which UTF-8 cannot hold)."""
    if not isinstance(value, str):
        raise _error(path, f"expected a string, got {_show(value)}")
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:
            bad = f"\\u{ord(value[error.start]):04x}"
            raise _error(path, f"the string is not valid Unicode (lone surrogate {bad})") from None
    return value


def _is_list(value: object) -> TypeGuard[Sequence[object]]:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)


def _is_mapping(value: object) -> TypeGuard[Mapping[object, object]]:
    return isinstance(value, Mapping)


def _is_object(value: object) -> TypeGuard[dict[Any, Any]]:
    """A parsed JSON object (its keys are strings, its values any JSON)."""
    return isinstance(value, dict)


def _is_array(value: object) -> TypeGuard[list[Any]]:
    """A parsed JSON array."""
    return isinstance(value, list)


def _texts(value: object, path: str, expected: str = "a sequence of strings") -> list[str]:
    if not _is_list(value):
        raise _error(path, f"expected {expected}, got {_show(value)}")
    return [_text(item, f"{path}[{index}]") for index, item in enumerate(value)]


def _check_value(value: object, path: str, depth: int) -> None:
    """``value`` is a JSON value, nested ``depth`` levels deep in a record: null, a boolean,
    a finite number, a string of valid Unicode, an array, or an object with string keys
    and no key twice, nested no deeper than ``_DEPTH``. A parsed document is checked
    for what Python's parser accepts and JSON does not; a record built in code, for
    values that JSON cannot hold."""
    if depth > _DEPTH:
        raise _error("$", f"the JSON is nested too deeply (more than {_DEPTH} levels)")
    if value is None or isinstance(value, bool | int):
        return
    if isinstance(value, _NotANumber):
        raise _error(path, f"{value.text} is not a JSON number")
    if isinstance(value, float):
        if math.isnan(value):
            raise _error(path, f"{value} is not a JSON number")
        if math.isinf(value):
            raise _error(path, "a number out of range (too large for a float)")
        return
    if isinstance(value, str):
        _text(value, path)
        return
    if _is_list(value):
        for index, item in enumerate(value):
            _check_value(item, f"{path}[{index}]", depth + 1)
        return
    if _is_mapping(value):
        if isinstance(value, _Object) and value.duplicate is not None:
            raise _error(path, f"duplicate key {quoted(value.duplicate)}")
        for key, item in value.items():
            if not isinstance(key, str):
                raise _error(path, f"object keys are strings, not {_show(key)}")
            _text(key, f"{path} (a key)")
            _check_value(item, _key_path(path, key), depth + 1)
        return
    raise _error(path, f"expected a JSON value, got {reprlib.repr(value)}")


def _integer(value: Any) -> int | None:
    """``value`` as an int if it is a JSON integer (``1`` or ``1.0``, not ``true``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _key_path(path: str, key: str) -> str:
    return f"{path}.{key}" if key.isidentifier() else f"{path}[{json.dumps(key)}]"


def _show(value: Any) -> str:
    """A value as JSON text, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _or(names: Sequence[str]) -> str:
    return ", ".join(names[:-1]) + " or " + names[-1]


def _error(path: str, reason: str) -> RecordError:
    return RecordError(f"{path}: {reason}", reason=reason)


# ------------------------------------------------------------------------ dump


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
    _check_seats(_start(record)[2], record)  # writes only what load reads back
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


# ---------------------------------------------------------------------- schema


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
