"""Recorded games (the docs' Recorded games page): load, dump, replay and the JSON Schema.

Random games are small and seeded; everything goes through the public API
(``tricktake.record``, ``tricktake.get_game``) plus the documented Ninety-Nine state
attributes (``phase``, ``trick``, ``hand``, ``hand_mask``).
"""

from __future__ import annotations

import json
import os
import pickle
import random
from collections.abc import Callable, Iterator, Mapping
from importlib.resources import files
from pathlib import Path
from typing import Any, Protocol

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, ValidationError

import tricktake
from tricktake.cards import card_text, cards_of, parse_card
from tricktake.ninety_nine import Action, Bid, Phase, Play, State
from tricktake.record import Options, Record, dump, load, replay, replay_states, schema
from tricktake.units import Seat

GAME = tricktake.get_game("ninety-nine")
DATA = Path(__file__).parent / "data" / "records"
VALID = sorted(DATA.glob("valid-*.json"))
INVALID = sorted(DATA.glob("invalid-*.json"))


class _Validator(Protocol):
    """What the tests use of a jsonschema validator (its stubs leave the instance and
    the errors untyped)."""

    def is_valid(self, instance: Any) -> bool: ...
    def validate(self, instance: Any) -> None: ...
    def iter_errors(self, instance: Any) -> Iterator[ValidationError]: ...


VALIDATOR: _Validator = Draft202012Validator(schema())


def play_random(
    seed: int, *, first_dealer: int = 0, stop: int | None = None, **options: Any
) -> tuple[Any, list[Any], list[State]]:
    """Rules, the actions and every state (the initial one first) of a seeded random game,
    played to the end or for ``stop`` actions."""
    rules = GAME.rules("revised", **options)
    rng = random.Random(seed)
    state = GAME.new(rules, first_dealer=Seat(first_dealer))
    actions: list[Any] = []
    states = [state]
    while not GAME.is_over(state) and (stop is None or len(actions) < stop):
        action: Action
        if GAME.to_move(state) is tricktake.CHANCE:
            action = GAME.deal(state, rng)
        else:
            action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
        states.append(state)
    return rules, actions, states


def record_random(seed: int, **kwargs: Any) -> tuple[Record, list[State]]:
    """A complete seeded random game as a record with players and result, and its states."""
    rules, actions, states = play_random(seed, **kwargs)
    record = Record.from_game(
        GAME,
        rules,
        actions,
        players=("Ann", "Bob", "Zoë"),
        first_dealer=kwargs.get("first_dealer", 0),
        result=GAME.scores(states[-1]),
    )
    return record, states


def document(**changes: Any) -> str:
    """The JSON text of a small valid record with ``changes`` (``...`` drops a key)."""
    doc: dict[str, Any] = {
        "tricktake": 1,
        "game": "ninety-nine",
        "preset": "revised",
        "options": {"target": 150},
        "players": ["Ann", "Bob", "Cy"],
        "first_dealer": 0,
        "actions": [],
    }
    for key, value in changes.items():
        if value is ...:
            doc.pop(key, None)
        else:
            doc[key] = value
    return json.dumps(doc)


def action_error(record: Record) -> tricktake.RecordError:
    with pytest.raises(tricktake.RecordError) as info:
        replay(record)
    return info.value


def partial(actions: list[str], **kwargs: Any) -> Record:
    return Record("ninety-nine", "revised", actions=tuple(actions), **kwargs)


# --------------------------------------------------------------- round trips


@given(
    seed=st.integers(0, 2**32 - 1),
    first_dealer=st.integers(0, 2),
    target=st.sampled_from([100, 150]),
)
def test_random_game_round_trips_and_replays(seed: int, first_dealer: int, target: int) -> None:
    """the docs' Conventions page, *Invariants*: replay: a random game written as a record, dumped, loaded and
    replayed gives equal states; load/dump round-trip both ways."""
    record, states = record_random(seed, first_dealer=first_dealer, target=target)
    text = dump(record)
    loaded = load(text)
    assert loaded == record
    assert hash(loaded) == hash(record)
    assert dump(loaded) == text
    assert replay(loaded) == states[-1]
    assert GAME.is_over(states[-1])


def test_replay_states_yields_initial_state_and_one_per_action() -> None:
    """the docs' Recorded games page: replay_states yields each state, the initial one first."""
    record, states = record_random(11)
    replayed = list(replay_states(record))
    assert len(replayed) == len(record.actions) + 1
    assert replayed == states


def test_replay_of_partial_record() -> None:
    """the docs' Recorded games page: a record may stop before the game is over."""
    rules, actions, states = play_random(3, stop=20)
    record = Record.from_game(GAME, rules, actions)
    assert not GAME.is_over(states[-1])
    assert list(replay_states(load(dump(record)))) == states


def test_replay_given_the_game_gives_that_games_states() -> None:
    """``replay(record, game)`` and ``replay_states(record, game)`` give the states that
    the calls without ``game`` give (typed as the game's, which tests/test_typing.py
    checks)."""
    record, states = record_random(5)
    replayed: list[State] = list(replay_states(record, GAME))
    assert replayed == states
    last: State = replay(record, GAME)
    assert last == states[-1]
    assert replay(record, tricktake.NinetyNine()) == last  # any instance of the game's class


def test_replay_given_another_game_refuses_the_record() -> None:
    """A record of another game than the one given is a RecordError at ``$.game``, raised
    when replay_states is called, before any state; a game argument that is no game is an
    ArgumentError."""
    record, _ = record_random(5)
    nap = tricktake.get_game("nap")
    for call in (lambda: replay(record, nap), lambda: replay_states(record, nap)):
        with pytest.raises(tricktake.RecordError) as info:
            call()
        assert str(info.value) == "$.game: expected 'nap' (the game given), got 'ninety-nine'"
        assert info.value.path == "$.game"
    untyped: Any = "ninety-nine"
    with pytest.raises(tricktake.ArgumentError, match=r"game='ninety-nine': expected a game"):
        replay(record, untyped)


def test_from_game_stores_preset_options_and_canonical_texts() -> None:
    """Record.from_game: preset and options from game.preset_of, canonical action texts
    from action objects or from any accepted text."""
    rules, actions, states = play_random(5, stop=6, target=150, first_dealer=1)
    texts = [str(a) for a in actions]
    sloppy = [t.lower().replace("10", "t") for t in texts]  # N99-TEXT-1 accepts these
    record = Record.from_game(GAME, rules, sloppy, first_dealer=Seat(1))
    assert record == Record.from_game(GAME, rules, actions, first_dealer=Seat(1))
    assert record.game == "ninety-nine"
    assert (record.preset, record.options) == ("revised", {"target": 150})
    assert record.actions == tuple(texts)
    assert record.first_dealer == 1
    assert record.players is None and record.result is None
    assert replay(record) == states[-1]


def test_from_game_rejects_an_illegal_action_and_a_wrong_result() -> None:
    """Record.from_game replays what it records: an illegal action or a result that
    does not match is a RecordError."""
    rules, actions, _ = play_random(5, stop=3)
    with pytest.raises(tricktake.RecordError, match=r"^actions\[3\] 'play AS': seat \d"):
        Record.from_game(GAME, rules, [*actions, Play(parse_card("AS"))])
    with pytest.raises(tricktake.RecordError, match=r"^actions\[3\] 'PLAY as': seat \d"):
        Record.from_game(GAME, rules, [*actions, "PLAY as"])
    with pytest.raises(tricktake.RecordError, match=r"^\$\.result\.scores: recorded \[1, 2, 3\]"):
        Record.from_game(GAME, rules, actions, result=(1, 2, 3))
    with pytest.raises(tricktake.RecordError, match=r"^\$\.players: expected 3 names"):
        Record.from_game(GAME, rules, actions, players=("Ann",))


def test_dump_canonical_form() -> None:
    """the docs' Recorded games page: the canonical text, key order of the DESIGN example,
    options sorted, one action a line, UTF-8 text as is, a final newline."""
    record = Record(
        "ninety-nine",
        "revised",
        {"target": 150, "game_bonus": "none"},
        ("Åsa", "Bob", "Zoë"),
        Seat(2),
        ("deal 0=AC", "pass"),
        (1, 2, 3),
    )
    assert dump(record) == (
        "{\n"
        '  "tricktake": 1,\n'
        '  "game": "ninety-nine",\n'
        '  "preset": "revised",\n'
        '  "options": {"game_bonus": "none", "target": 150},\n'
        '  "players": ["Åsa", "Bob", "Zoë"],\n'
        '  "first_dealer": 2,\n'
        '  "actions": [\n'
        '    "deal 0=AC",\n'
        '    "pass"\n'
        "  ],\n"
        '  "result": {"scores": [1, 2, 3]}\n'
        "}\n"
    )
    bare = Record("ninety-nine", "revised")
    assert dump(bare) == (
        '{\n  "tricktake": 1,\n  "game": "ninety-nine",\n  "preset": "revised",\n'
        '  "options": {},\n  "first_dealer": 0,\n  "actions": []\n}\n'
    )


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_samples_load_replay_and_round_trip(path: Path) -> None:
    """the docs' Recorded games page: every valid sample loads and replays, and its dump
    loads back equal; a canonical sample dumps to its own text."""
    record = load(path)
    assert load(str(path)) == record
    replay(record)  # raises on any problem, checks result where present
    assert load(dump(record)) == record
    text = path.read_text(encoding="utf-8")
    if "compact" not in path.name:
        assert dump(record) == text
    else:
        assert dump(record) != text


def test_complete_sample_is_a_finished_game_with_its_result() -> None:
    """The committed complete game still replays to the end with the recorded scores."""
    record = load(DATA / "valid-complete.json")
    final = replay(record)
    assert GAME.is_over(final)
    assert GAME.scores(final) == record.result


def test_load_sources() -> None:
    """load takes a Path, a str path, or JSON text (a str starting with '{' after
    white space); files are UTF-8, a byte-order mark is ignored."""
    path = DATA / "valid-partial.json"
    text = path.read_text(encoding="utf-8")
    record = load(path)
    assert load(str(path)) == record
    assert load(text) == record
    assert load("\n  \t" + text) == record


def test_load_file_with_bom(tmp_path: Path) -> None:
    text = (DATA / "valid-partial.json").read_text(encoding="utf-8")
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert load(bom) == load(text)


def test_load_missing_file_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load(tmp_path / "nowhere.json")
    with pytest.raises(FileNotFoundError):
        load(str(tmp_path / "nowhere.json"))


@pytest.mark.parametrize(
    "text",
    [
        '"tricktake": 1, "game": "nap", "preset": "standard", "actions": []}',
        "tricktake: 1\ngame: nap",
        "x" * 5000,
    ],
)
def test_load_of_text_that_names_no_file_is_a_record_error(text: str) -> None:
    """JSON text that lost its first brace, or any str too long for a file name, is
    reported as text that is not JSON, not as an OSError about a file name."""
    with pytest.raises(
        tricktake.RecordError, match=r"is neither JSON text .* nor the path of a file"
    ):
        load(text)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (None, "$: expected JSON text or the path of a record file, got None"),
        (5, "$: expected JSON text or the path of a record file, got 5"),
        (b'{"tricktake": 1}', "$: expected JSON text or the path of a record file"),
        ("", "$: empty input: expected JSON text or the path of a record file"),
        (" \n", "$: empty input"),
        ("abc\x00", "$: 'abc\\x00' is neither JSON text nor a path"),
    ],
)
def test_load_rejects_what_is_neither_text_nor_a_path(source: Any, expected: str) -> None:
    with pytest.raises(tricktake.RecordError) as info:
        load(source)
    assert str(info.value).startswith(expected)


def test_load_text_with_bom() -> None:
    """JSON text that starts with a byte-order mark is text, as a file with one is."""
    text = (DATA / "valid-partial.json").read_text(encoding="utf-8")
    assert load("\ufeff" + text) == load(text)


def test_load_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    """A directory, or a pipe (which could block for ever), is not read."""
    with pytest.raises(tricktake.RecordError, match="is not a regular file"):
        load(tmp_path)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        with pytest.raises(tricktake.RecordError, match="is not a regular file"):
            load(fifo)


def test_load_number_too_long_and_nesting_too_deep() -> None:
    """Python's JSON parser stops at 4300 digits; the checks after it must not recurse
    past the stack: both are RecordErrors."""
    with pytest.raises(tricktake.RecordError, match=r"^\$: a number too long to read"):
        load('{"tricktake": ' + "1" * 5000 + "}")
    for depth in (40, 600, 5000):
        deep = document(options={"x": "DEEP"}).replace('"DEEP"', "[" * depth + "]" * depth)
        with pytest.raises(tricktake.RecordError, match=r"^\$: the JSON is nested too deeply"):
            load(deep)
    shallow = document(options={"x": "DEEP"}).replace('"DEEP"', "[" * 30 + "]" * 30)
    with pytest.raises(tricktake.RecordError, match=r"^\$\.options\.x: unknown option"):
        load(shallow)  # 30 levels are read: the option is what is wrong


def test_load_rejects_lone_surrogates() -> None:
    """A JSON escape can name half a surrogate pair, which no UTF-8 file can hold."""
    text = document(players=["\ud800", "Bob", "Cy"])
    with pytest.raises(tricktake.RecordError, match=r"^\$\.players\[0\]: .*not valid Unicode"):
        load(text)


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"players": (1, 2, 3)}, "$.players[0]: expected a string, got 1"),
        ({"players": "abc"}, '$.players: expected a sequence of strings, got "abc"'),
        ({"actions": None}, "$.actions: expected a sequence of strings, got null"),
        ({"actions": ("pass", 7)}, "$.actions[1]: expected a string, got 7"),
        ({"options": None}, "$.options: expected a mapping of options, got null"),
        ({"options": {"target": float("nan")}}, "$.options.target: nan is not a JSON number"),
        ({"options": {"target": object}}, "$.options.target: expected a JSON value"),
        ({"first_dealer": "0"}, '$.first_dealer: expected a seat number, got "0"'),
        ({"result": ("1", 2, 3)}, "$.result.scores: expected integers"),
        ({"game": 7}, "$.game: expected a string, got 7"),
        ({"players": ("\ud800", "b", "c")}, "$.players[0]: the string is not valid Unicode"),
    ],
)
def test_record_checks_the_types_of_its_fields(fields: dict[str, Any], expected: str) -> None:
    """A Record built in code is checked as a document is, so that it can be dumped."""
    with pytest.raises(tricktake.RecordError) as info:
        _build({"game": "ninety-nine", "preset": "revised", **fields})
    assert str(info.value).startswith(expected), str(info.value)


def test_load_does_not_replay() -> None:
    """load checks the document, not the actions: an illegal action fails in replay."""
    record = load(document(actions=["play AS"]))
    assert record.actions == ("play AS",)
    with pytest.raises(tricktake.RecordError, match=r"^actions\[0\] 'play AS'"):
        replay(record)


def test_record_is_immutable_and_hashable() -> None:
    """Record (frozen dataclass): options are a read-only, hashable Options mapping."""
    record = Record("ninety-nine", "revised", {"bid_bonus": [30, 20, 10]}, actions=["pass"])  # type: ignore[arg-type]
    assert isinstance(record.options, Options)
    assert record.options == {"bid_bonus": (30, 20, 10)}
    assert record.actions == ("pass",)
    assert hash(record) == hash(
        Record("ninety-nine", "revised", {"bid_bonus": (30, 20, 10)}, actions=("pass",))
    )
    with pytest.raises(TypeError):
        record.options["target"] = 150  # type: ignore[index]
    with pytest.raises(AttributeError):
        record.game = "nap"  # type: ignore[misc]
    assert dump(record).count('"bid_bonus": [30, 20, 10]') == 1
    assert pickle.loads(pickle.dumps(record)) == record


# --------------------------------------------------------------------- result


def test_result_checked_right_and_wrong() -> None:
    """the docs' Recorded games page: where result is present the replay checks it."""
    record, states = record_random(21)
    assert record.result is not None
    assert replay(record) == states[-1]
    wrong = (record.result[0] + 1, *record.result[1:])
    bad = _build({**_fields(record), "result": wrong})
    with pytest.raises(tricktake.RecordError) as info:
        replay(bad)
    assert str(info.value) == (
        f"$.result.scores: recorded {list(wrong)} but the replay gives {list(record.result)}"
    )
    # replay_states yields every state before it complains
    seen: list[State] = []
    with pytest.raises(tricktake.RecordError):
        for state in replay_states(bad):
            seen.append(state)
    assert seen == states


def test_result_of_partial_record_is_the_running_totals() -> None:
    rules, actions, states = play_random(8, stop=40)
    totals = GAME.scores(states[-1])
    record = Record.from_game(GAME, rules, actions, result=totals)
    assert replay(load(dump(record))) == states[-1]


def _build(fields: Mapping[str, Any]) -> Record:
    """``Record(**fields)``: the fields as any caller may pass them, wrong types too."""
    return Record(**fields)


def _fields(record: Record) -> dict[str, Any]:
    return {
        "game": record.game,
        "preset": record.preset,
        "options": record.options,
        "players": record.players,
        "first_dealer": record.first_dealer,
        "actions": record.actions,
        "result": record.result,
    }


# ------------------------------------------------------------ malformed documents

MALFORMED: list[tuple[str, str, str]] = [
    # (id, document text, the expected start of the message)
    (
        "bad-json",
        '{"tricktake": 1,\n  "game": "ninety-nine",,}',
        "invalid JSON at line 2, column 25: expecting a property name enclosed in double quotes",
    ),
    ("truncated-json", '{"tricktake": 1', "invalid JSON at line 1, column 16: "),
    ("not-an-object", "[1, 2]", "$: expected a record (a JSON object), got [1, 2]"),
    ("missing-version", document(tricktake=...), "$: missing key 'tricktake'"),
    ("missing-key", document(actions=...), "$: missing key 'actions'"),
    ("missing-game", document(game=...), "$: missing key 'game'"),
    ("unknown-key", document(comment="hi"), "$: unknown key 'comment': expected tricktake, game,"),
    ("duplicate-key", '{"tricktake": 1, "game": "a", "game": "b"}', "$: duplicate key 'game'"),
    (
        "wrong-version",
        document(tricktake=2),
        "$.tricktake: unsupported format version 2: this version of tricktake reads version 1",
    ),
    ("version-string", document(tricktake="1"), '$.tricktake: unsupported format version "1"'),
    ("version-bool", document(tricktake=True), "$.tricktake: unsupported format version true"),
    ("game-not-string", document(game=99), "$.game: expected a string, got 99"),
    (
        "unknown-game",
        document(game="chess"),
        "$.game: unknown game 'chess': expected one of 'ninety-nine'",
    ),
    (
        "unknown-preset",
        document(preset="sphynx"),
        "$.preset: unknown preset 'sphynx' of ninety-nine: expected one of 'revised', ",
    ),
    (
        "options-not-object",
        document(options=["target", 150]),
        "$.options: expected an object of options, got ",
    ),
    (
        "bad-option-value",
        document(options={"target": 99}),
        "$.options.target: option target=99 is not valid",
    ),
    (
        "bad-option-type",
        document(options={"target": "150"}),
        "$.options.target: option target='150' is not valid",
    ),
    (
        "unknown-option",
        document(options={"trumps": "C"}),
        "$.options.trumps: unknown option 'trumps'",
    ),
    (
        "odd-option-name",
        document(options={"two words": 1}),
        '$.options["two words"]: unknown option',
    ),
    (
        "conflicting-option",
        document(options={"dummy": True}),
        "$.options.dummy: option dummy=True needs players=2",
    ),
    (  # the error of the options together, at the one option it names
        "unsupported-option-of-a-pair",
        document(options={"target": 150, "trump_rule": "turnup"}),
        "$.options.trump_rule: trump_rule='turnup' needs a turn-up card (N99-OPT-2)",
    ),
    (  # an error that names two of the options given is the combination's
        "conflicting-options",
        document(options={"dummy": True, "players": 3}),
        "$.options: option dummy=True needs players=2, not players=3",
    ),
    (
        "players-not-list",
        document(players="Ann Bob Cy"),
        '$.players: expected an array of strings, got "Ann Bob Cy"',
    ),
    ("players-null", document(players=None), "$.players: expected an array of strings, got null"),
    (
        "player-not-string",
        document(players=["Ann", 2, "Cy"]),
        "$.players[1]: expected a string, got 2",
    ),
    (
        "players-count",
        document(players=["Ann", "Bob"]),
        "$.players: expected 3 names, one per seat, got 2",
    ),
    (
        "first-dealer-range",
        document(first_dealer=3),
        "$.first_dealer: first_dealer=3: expected a seat from 0 to 2",
    ),
    (
        "first-dealer-negative",
        document(first_dealer=-1),
        "$.first_dealer: expected a seat number (an integer from 0), got -1",
    ),
    ("first-dealer-fraction", document(first_dealer=0.5), "$.first_dealer: expected a seat number"),
    ("first-dealer-string", document(first_dealer="0"), "$.first_dealer: expected a seat number"),
    (
        "actions-not-list",
        document(actions="deal"),
        '$.actions: expected an array of strings, got "deal"',
    ),
    (
        "action-not-string",
        document(actions=["pass", "pass", "pass", 17]),
        "$.actions[3]: expected a string, got 17",
    ),
    (
        "result-not-object",
        document(result=[1, 2, 3]),
        '$.result: expected an object {"scores": [...]}, got [1, 2, 3]',
    ),
    ("result-missing-scores", document(result={}), "$.result: missing key 'scores'"),
    (
        "result-unknown-key",
        document(result={"scores": [0, 0, 0], "winner": 0}),
        "$.result: unknown key 'winner'",
    ),
    (
        "result-scores-not-list",
        document(result={"scores": 3}),
        "$.result.scores: expected an array of integers, got 3",
    ),
    (
        "result-not-ints",
        document(result={"scores": [0, "10", 0]}),
        '$.result.scores[1]: expected an integer, got "10"',
    ),
    (
        "result-float",
        document(result={"scores": [0, 1.5, 0]}),
        "$.result.scores[1]: expected an integer, got 1.5",
    ),
    (
        "result-count",
        document(result={"scores": [0, 0]}),
        "$.result.scores: expected 3 scores, one per seat, got 2",
    ),
    (
        "nan",
        '{"tricktake": 1, "game": "ninety-nine", "preset": "revised", "actions": [], "result": {"scores": [0, NaN, 0]}}',
        "$.result.scores[1]: NaN is not a JSON number",
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_malformed_document_names_the_json_path(text: str, expected: str) -> None:
    """the docs' Recorded games page: any problem is a RecordError naming the JSON path (or,
    for malformed JSON, the line and column)."""
    with pytest.raises(tricktake.RecordError) as info:
        load(text)
    assert str(info.value).startswith(expected), str(info.value)
    assert info.value.reason and info.value.reason in str(info.value)


# (document text, the whole message): every message of the json module that a record
# can meet reads as a phrase after the position, and none ends with a dangling "at".
INVALID_JSON: list[tuple[str, str]] = [
    (
        '{"tricktake": 1, "game": "nin',
        "invalid JSON at line 1, column 30: unterminated string starting at line 1, column 26",
    ),
    (
        '{"tricktake": 1,\n  "game": "ninety-nine",\n  "preset": "rev',
        "invalid JSON at line 3, column 17: unterminated string starting at line 3, column 13",
    ),
    ('{"tricktake": 1', "invalid JSON at line 1, column 16: expecting a ',' delimiter"),
    ('{"tricktake": 1 "game": 2}', "invalid JSON at line 1, column 17: expecting a ',' delimiter"),
    ('{"tricktake" 1}', "invalid JSON at line 1, column 14: expecting a ':' delimiter"),
    ('{"tricktake": }', "invalid JSON at line 1, column 15: expecting a value"),
    (
        '{"tricktake": 1,}',
        "invalid JSON at line 1, column 17: expecting a property name enclosed in double quotes",
    ),
    ('{"tricktake": 1} {}', "invalid JSON at line 1, column 18: extra data after the JSON value"),
    (
        '{"game": "ninety\nnine"}',
        "invalid JSON at line 1, column 17: invalid control character in a string",
    ),
    (
        '{"game": "ninety\\-nine"}',
        "invalid JSON at line 1, column 17: invalid escape sequence in a string",
    ),
    (
        '{"game": "\\u00"}',
        "invalid JSON at line 1, column 12: invalid \\uXXXX escape in a string",
    ),
]


@pytest.mark.parametrize(("text", "expected"), INVALID_JSON)
def test_invalid_json_message_is_a_whole_sentence(text: str, expected: str) -> None:
    """The position of malformed JSON comes first, then the problem as a whole phrase:
    json's "Unterminated string starting at" gets the position it refers to, the one
    before it is where the text ends."""
    with pytest.raises(tricktake.RecordError) as info:
        load(text)
    assert str(info.value) == expected
    assert info.value.reason == expected.split(": ", 1)[1]


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("Invalid control character '\\n' at", "invalid control character '\\n'"),
        (
            "Illegal trailing comma before end of array",
            "illegal trailing comma before end of array",
        ),
    ],
)
def test_invalid_json_message_not_in_the_table(
    monkeypatch: pytest.MonkeyPatch, message: str, problem: str
) -> None:
    """A message of json's pure-Python scanner or of a newer Python is lowercased and
    loses a dangling "at": the position comes first."""

    def fail(text: str, **_kwargs: Any) -> Any:
        raise json.JSONDecodeError(message, text, 3)

    monkeypatch.setattr(json, "loads", fail)
    with pytest.raises(tricktake.RecordError) as info:
        load('{"tricktake": 1}')
    assert str(info.value) == f"invalid JSON at line 1, column 4: {problem}"


def test_integral_float_counts_as_integer() -> None:
    """As in JSON Schema, 1.0 is the integer 1: the loader and the schema agree."""
    text = document(tricktake=1.0, first_dealer=2.0, result={"scores": [0.0, 0, 0]})
    record = load(text)
    assert (record.first_dealer, record.result) == (2, (0, 0, 0))
    assert type(record.first_dealer) is int
    assert VALIDATOR.is_valid(json.loads(text))
    with_option = load(document(options={"target": 150.0}))  # options too
    assert tricktake.replay(with_option).rules.target == 150


def test_not_utf8_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(
        document(players=["Åsa", "Bob", "Cy"]).replace("\\u00c5", "Å").encode("latin-1")
    )
    with pytest.raises(tricktake.RecordError, match=r"^\$: the file is not UTF-8 text \(byte 0xc5"):
        load(path)


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("game", "chess", "$.game: unknown game 'chess'"),
        ("preset", "nope", "$.preset: unknown preset 'nope'"),
        ("options", {"target": 99}, "$.options.target: "),
        ("first_dealer", 7, "$.first_dealer: "),
        ("players", ("Ann",), "$.players: expected 3 names"),
        ("result", (0, 0), "$.result.scores: expected 3 scores"),
    ],
)
def test_replay_checks_a_hand_built_record(field: str, value: Any, expected: str) -> None:
    """replay checks a Record built in code as load checks a document, at once."""
    record = _build({**_fields(Record("ninety-nine", "revised")), field: value})
    with pytest.raises(tricktake.RecordError) as info:
        replay_states(record)  # before the first state is asked for
    assert str(info.value).startswith(expected)


# ------------------------------------------------------------- illegal actions


def assert_action_error(
    error: tricktake.RecordError, index: int, text: str, who: str, reason: str
) -> None:
    """The message names the index, the text, the seat to move and the reason."""
    message = str(error)
    assert message.startswith(f"actions[{index}] {text!r}: "), message
    assert who in message, message
    assert reason in message, message
    assert error.reason == message[len(f"actions[{index}] {text!r}: ") :]


def test_unparsable_action() -> None:
    """the docs' Recorded games page: text that is not an action."""
    deal = [str(a) for a in play_random(1, stop=1)[1]]
    error = action_error(partial([*deal, "fold"]))
    assert str(error) == (
        "actions[1] 'fold': seat 1 to move: "
        "unknown action: expected deal, bid, pass, declare, reveal or play"
    )
    error = action_error(partial([*deal, "bid AC KC ZZ"]))
    assert_action_error(error, 1, "bid AC KC ZZ", "seat 1 to move", "'ZZ' is not a card")
    error = action_error(partial(["deal 0=AC AC"]))
    assert_action_error(error, 0, "deal 0=AC AC", "chance to move", "names the card AC twice")


def revoke_position() -> tuple[list[Action], int, State, Seat, Play]:
    """The actions of a random game up to a position where the seat to move could revoke
    (N99-PLAY-5), the index and state of that position, the seat and the revoke."""
    for seed in range(50):
        _, actions, states = play_random(seed)
        for at, state in enumerate(states[:-1]):
            seat = GAME.to_move(state)
            if state.phase is not Phase.PLAY or not state.trick or not isinstance(seat, int):
                continue
            legal = set(GAME.legal_actions(state))
            for card in state.hand(seat):
                if Play(card) not in legal:
                    return actions[:at], at, state, seat, Play(card)
    raise AssertionError("50 random games hold a position where a seat could revoke")


def test_play_not_following_suit() -> None:
    """the docs' Recorded games page, its example: a play that does not follow suit
    (N99-PLAY-5) names the seat and the cards of the led suit it holds."""
    actions, index, state, seat, revoke = revoke_position()
    texts = [str(a) for a in actions[:index]]
    bad = str(revoke)
    error = action_error(partial([*texts, bad]))
    with pytest.raises(tricktake.IllegalActionError) as engine:
        GAME.apply(state, revoke)
    led = state.trick[0] >> 4
    follow = ", ".join(card_text(c) for c in state.hand(seat) if c >> 4 == led)
    suit = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "spades"}[led]
    assert str(error) == f"actions[{index}] {bad!r}: {engine.value.reason}"
    assert (
        str(error) == f"actions[{index}] {bad!r}: seat {seat} must follow {suit} (holds {follow})"
    )


def test_bid_of_cards_not_held() -> None:
    """the docs' Recorded games page: a bid of another hand's cards (N99-BID-2)."""
    _, actions, states = play_random(4, stop=1)
    seat = GAME.to_move(states[1])
    assert seat == 1
    other = states[1].hand_mask(2)
    bid = str(Bid(sum(1 << c for c in cards_of(other)[:3])))
    error = action_error(partial([str(actions[0]), bid]))
    assert_action_error(error, 1, bid, "seat 1", "seat 1 must set aside 3 cards of its hand")


def test_deal_with_a_missing_card() -> None:
    """the docs' Recorded games page: a deal that leaves out a card or deals a foreign one
    (N99-DEAL-10); the seat to move is chance."""
    deal = str(play_random(6, stop=1)[1][0])
    words = deal.split()
    short = " ".join(words[:-1])  # seat 2 lacks its last card
    error = action_error(partial([short]))
    assert_action_error(error, 0, short, "chance to move", "seat 2 must get 12 cards, not 11")
    lost = words[-1]
    foreign = " ".join([*words[:-1], "2C"])  # 2C is not in the 36-card pack
    error = action_error(partial([foreign]))
    assert_action_error(
        error, 0, foreign, "chance to move", f"(missing: {lost}; not in the pack: 2C)"
    )


def test_action_after_the_game_is_over() -> None:
    """the docs' Recorded games page: nothing follows the end of the game (N99-PHASE-5)."""
    record, _ = record_random(9)
    late = _build({**_fields(record), "actions": (*record.actions, "play AS"), "result": None})
    error = action_error(late)
    index = len(record.actions)
    assert str(error) == f"actions[{index}] 'play AS': nobody to move: the game is over"


def test_action_out_of_turn() -> None:
    """An action of the wrong kind for the phase names the seat to move."""
    error = action_error(partial(["play AS"]))
    assert (
        str(error)
        == "actions[0] 'play AS': chance to move: a deal is due (a 'deal ...' chance action)"
    )
    deal = str(play_random(2, stop=1)[1][0])
    error = action_error(partial([deal, "pass"]))
    assert_action_error(error, 1, "pass", "seat 1", "seat 1 is due to bid")


def test_replay_states_yields_states_before_the_bad_action() -> None:
    _, actions, states = play_random(12, stop=5)
    record = partial([*map(str, actions), "fold"])
    seen: list[State] = []
    with pytest.raises(tricktake.RecordError, match=r"^actions\[5\] 'fold'"):
        for state in replay_states(record):
            seen.append(state)
    assert seen == states


# --------------------------------------------------------------------- schema


def test_schema_is_a_valid_draft_2020_12_schema() -> None:
    """the docs' Recorded games page: a JSON Schema of the format ships in the package."""
    Draft202012Validator.check_schema(schema())
    assert schema()["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema() is not schema()


def test_schema_file_is_in_the_installed_package() -> None:
    resource = files("tricktake") / "record.schema.json"
    assert resource.is_file()
    assert json.loads(resource.read_text(encoding="utf-8")) == schema()


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_schema_accepts_valid_samples(path: Path) -> None:
    VALIDATOR.validate(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_schema_and_load_reject_invalid_samples(path: Path) -> None:
    """Each invalid sample breaks the schema, and load names the same place."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    errors = list(VALIDATOR.iter_errors(doc))
    assert errors
    with pytest.raises(tricktake.RecordError) as info:
        load(path)
    where = str(info.value).split(":", 1)[0]
    assert where in {e.json_path for e in errors}, (str(info.value), [e.json_path for e in errors])


@given(seed=st.integers(0, 2**32 - 1), stop=st.none() | st.integers(0, 60))
def test_schema_accepts_canonical_dumps(seed: int, stop: int | None) -> None:
    rules, actions, states = play_random(seed, stop=stop)
    record = Record.from_game(GAME, rules, actions, result=GAME.scores(states[-1]))
    VALIDATOR.validate(json.loads(dump(record)))


SCHEMA_CASES: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    ("version", lambda d: d.update(tricktake=2)),
    ("unknown-key", lambda d: d.update(extra=1)),
    ("missing-preset", lambda d: d.pop("preset")),
    ("options-list", lambda d: d.update(options=[])),
    ("players-int", lambda d: d.update(players=[1, 2, 3])),
    ("first-dealer-negative", lambda d: d.update(first_dealer=-1)),
    ("first-dealer-bool", lambda d: d.update(first_dealer=True)),
    ("action-int", lambda d: d.update(actions=[1])),
    ("result-no-scores", lambda d: d.update(result={})),
    ("result-strings", lambda d: d.update(result={"scores": ["1"]})),
]


@pytest.mark.parametrize("change", [c[1] for c in SCHEMA_CASES], ids=[c[0] for c in SCHEMA_CASES])
def test_schema_and_load_agree_on_structural_errors(
    change: Callable[[dict[str, Any]], None],
) -> None:
    doc: dict[str, Any] = json.loads(document())
    assert VALIDATOR.is_valid(doc)
    change(doc)
    assert not VALIDATOR.is_valid(doc)
    with pytest.raises(tricktake.RecordError):
        load(json.dumps(doc))


def test_options_mapping() -> None:
    """Options: read-only, hashable, sorted, equal to a plain mapping with the same items."""
    options = Options({"target": 150, "bid_bonus": [30, 20, 10], "nested": {"b": [1], "a": 2}})
    assert list(options) == ["bid_bonus", "nested", "target"]
    assert options["nested"] == {"a": 2, "b": (1,)}
    assert options == Options(options) and hash(options) == hash(Options(dict(options)))
    assert options.to_json() == {
        "bid_bonus": [30, 20, 10],
        "nested": {"a": 2, "b": [1]},
        "target": 150,
    }
    assert isinstance(options, Mapping)
    assert options != {"target": 150}
    with pytest.raises(
        tricktake.RecordError, match=r"\$\.options: option names are strings, not 1"
    ):
        Options({1: 2})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (Record("ninety-nine", "revised", players=("a",)), "$.players: expected 3 names"),
        (Record("ninety-nine", "revised", {"target": 120}), "$.options.target: option target="),
        (Record("ninety-nine", "revised", result=(1, 2)), "$.result.scores: expected 3 scores"),
        (Record("chess", "revised"), "$.game: unknown game 'chess'"),
        (Record("ninety-nine", "revised", first_dealer=Seat(3)), "$.first_dealer: first_dealer=3"),
    ],
)
def test_dump_writes_only_what_load_reads(record: Record, message: str) -> None:
    """A record built in code that load would refuse is refused by dump as load would
    refuse it (its fields' types alone are checked when it is built)."""
    with pytest.raises(tricktake.RecordError) as error:
        dump(record)
    assert str(error.value).startswith(message)


# ----------------------------------------------------- the structure of errors


def _load_error(text: str) -> tricktake.RecordError:
    with pytest.raises(tricktake.RecordError) as info:
        load(text)
    return info.value


@pytest.mark.parametrize(
    ("changes", "path", "cause"),
    [
        ({"game": "chess"}, "$.game", tricktake.UnknownGameError),
        ({"options": {"target": 99}}, "$.options.target", tricktake.RulesError),
        ({"options": {"nope": 1}}, "$.options.nope", tricktake.RulesError),
        ({"first_dealer": 5}, "$.first_dealer", tricktake.SetupError),
        ({"players": ["Ann", 7, "Cy"]}, "$.players[1]", None),
        ({"players": ["Ann"]}, "$.players", None),
        ({"first_dealer": "0"}, "$.first_dealer", None),
        ({"result": {"scores": [0, "1", 0]}}, "$.result.scores[1]", None),
        ({"preset": "nope"}, "$.preset", None),
        ({"actions": ...}, "$", None),
    ],
)
def test_document_error_carries_its_path(
    changes: dict[str, Any], path: str, cause: type[tricktake.TricktakeError] | None
) -> None:
    """the docs' Recorded games page (issue 20, item 6): a RecordError of the document
    carries the JSON path that its message starts with, no action, and the engine's error
    (a bad game, option or first dealer) as its cause."""
    error = _load_error(document(**changes))
    assert (error.path, error.index, error.action, error.seat) == (path, None, None, None)
    assert str(error) == f"{path}: {error.reason}"
    if cause is None:
        assert error.__cause__ is None
    else:
        assert isinstance(error.__cause__, cause)
        assert error.__cause__.reason == error.reason


def test_lone_surrogate_error_is_at_its_string() -> None:
    """A lone surrogate in an action is at the action's path and index; in an option's
    name, at the options object, the message saying that the key is at fault; the
    UnicodeEncodeError is the cause."""
    action = _load_error(document(actions=["deal", "\ud800"]))
    assert (action.path, action.index, action.action) == ("$.actions[1]", 1, None)
    assert isinstance(action.__cause__, UnicodeEncodeError)
    key = _load_error(document(options={"\ud800": 1}))
    assert str(key).startswith("$.options (a key): the string is not valid Unicode")
    assert (key.path, key.index) == ("$.options", None)
    assert isinstance(key.__cause__, UnicodeEncodeError)


def test_bad_json_error_is_at_the_root() -> None:
    """the docs' Recorded games page: malformed JSON is at ``$``, its line and column in the
    message, the json module's error its cause."""
    error = _load_error('{"tricktake": 1 "game": 2}')
    assert (error.path, error.index, error.action, error.seat) == ("$", None, None, None)
    assert error.reason == "expecting a ',' delimiter"
    assert isinstance(error.__cause__, json.JSONDecodeError)


def test_action_of_the_wrong_type_names_its_index() -> None:
    """the docs' Recorded games page: an action that is not a string (or not even JSON) is at
    its path and index; it has no text."""
    error = _load_error(document(actions=["deal 0=AC", 17]))
    assert (error.path, error.index, error.action, error.seat) == ("$.actions[1]", 1, None, None)
    assert str(error) == "$.actions[1]: expected a string, got 17"
    nan = _load_error(document(actions=["deal", float("nan")]))  # caught before the type
    assert (nan.path, nan.index, str(nan)) == (
        "$.actions[1]",
        1,
        "$.actions[1]: NaN is not a JSON number",
    )
    with pytest.raises(tricktake.RecordError) as info:
        Record("ninety-nine", "revised", actions=("deal", 3))  # type: ignore[arg-type]
    assert (info.value.path, info.value.index) == ("$.actions[1]", 1)


def test_unparsable_action_error_structure() -> None:
    """the docs' Recorded games page: text that is no action carries the action's path, index,
    text and the seat to move, the engine's ActionSyntaxError as its cause."""
    deal = [str(a) for a in play_random(1, stop=1)[1]]
    error = action_error(partial([*deal, "fold"]))
    assert (error.path, error.index, error.action, error.seat) == ("$.actions[1]", 1, "fold", 1)
    assert isinstance(error.__cause__, tricktake.ActionSyntaxError)
    assert str(error) == f"actions[1] 'fold': {error.reason}"
    chance = action_error(partial(["deal 0=AC AC"]))  # a deal was due: no seat to move
    assert (chance.index, chance.action, chance.seat) == (0, "deal 0=AC AC", None)
    assert isinstance(chance.__cause__, tricktake.ActionSyntaxError)


def test_illegal_action_error_structure() -> None:
    """the docs' Recorded games page, its example: a revoke (N99-PLAY-5) carries the action's
    path, index, text and seat, its reason the engine's, the IllegalActionError its
    cause; the same from ``Record.from_game``."""
    actions, index, _, seat, revoke = revoke_position()
    texts, bad = [str(a) for a in actions], str(revoke)
    error = action_error(partial([*texts, bad]))
    assert (error.path, error.index, error.action, error.seat) == (
        f"$.actions[{index}]",
        index,
        bad,
        seat,
    )
    assert isinstance(error.__cause__, tricktake.IllegalActionError)
    assert error.reason == error.__cause__.reason
    assert str(error) == f"actions[{index}] {bad!r}: {error.reason}"
    with pytest.raises(tricktake.RecordError) as info:
        Record.from_game(GAME, GAME.rules("revised"), [*texts, bad])
    assert (info.value.index, info.value.action, info.value.seat) == (index, bad, seat)
    assert isinstance(info.value.__cause__, tricktake.IllegalActionError)


def test_action_after_the_end_has_no_seat() -> None:
    """the docs' Recorded games page (N99-PHASE-5): an action after the end names no seat."""
    record, _ = record_random(9)
    late = _build({**_fields(record), "actions": (*record.actions, "play AS"), "result": None})
    error = action_error(late)
    assert (error.index, error.action, error.seat) == (len(record.actions), "play AS", None)
    assert isinstance(error.__cause__, tricktake.IllegalActionError)


def test_wrong_result_error_structure() -> None:
    """the docs' Recorded games page: a recorded result that the replay does not give is at
    ``$.result.scores``, no action, no cause."""
    record, _ = record_random(3)
    wrong = _build({**_fields(record), "result": (1, 2, 3)})
    error = action_error(wrong)
    assert (error.path, error.index, error.action, error.seat) == (
        "$.result.scores",
        None,
        None,
        None,
    )
    assert error.__cause__ is None
    assert str(error) == f"$.result.scores: {error.reason}"
