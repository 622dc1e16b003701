"""Events as JSON (``game.event_json``) and the event schemas shipped in the package
(:func:`tricktake.schemas.schema`): every event of a seeded play-through of every preset
validates against its game's schema, the schemas are what ``tools/event_schemas.py``
writes from the event classes, and they reject broken events."""

from __future__ import annotations

import copy
import importlib.util
import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import pytest
from jsonschema import Draft202012Validator, ValidationError

import tricktake
from tests.strategies import play_through, preset_params
from tricktake.events import event_kind, event_kinds
from tricktake.schemas import schema
from tricktake.units import Seat, seat_range

TOOL = Path(__file__).resolve().parents[1] / "tools" / "event_schemas.py"
GAMES = tricktake.games()


@cache
def tool() -> ModuleType:
    """``tools/event_schemas.py``, which writes the schemas."""
    spec = importlib.util.spec_from_file_location("event_schemas", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Validator(Protocol):
    """What these tests use of a jsonschema validator (its stubs leave the errors
    untyped)."""

    def iter_errors(self, instance: Any) -> Iterator[ValidationError]: ...


@cache
def validator(name: str, kind: str | None = None) -> _Validator:
    """The validator of game ``name``'s event schema, or of its branch for ``kind``
    alone (much faster than trying every branch of the ``oneOf``)."""
    whole = schema("event", name)
    if kind is None:
        return Draft202012Validator(whole)
    return Draft202012Validator({"$defs": whole["$defs"], **whole["$defs"][kind]})


def errors(name: str, document: dict[str, Any], kind: str | None = None) -> list[str]:
    """What game ``name``'s event schema (or its branch for ``kind``) finds wrong with
    ``document``, the reasons of each branch of a ``oneOf`` included."""
    found: list[str] = []
    pending = list(validator(name, kind).iter_errors(document))
    while pending:
        error = pending.pop(0)
        found.append(error.message)
        pending.extend(error.context or ())
    return found


def hand_json() -> dict[str, Any]:
    """The JSON of seat 0's dealt hand in a Nap deal."""
    game = tricktake.get_game("nap")
    state = game.new(game.rules())
    state = game.apply(state, game.deal(state, random.Random(1)))
    return game.event_json(game.events(state, Seat(0))[1])


@pytest.mark.parametrize("name", GAMES)
def test_each_event_schema_is_valid_and_written_from_the_event_classes(name: str) -> None:
    """A valid draft 2020-12 schema with its own ``$id``, equal to what
    ``tools/event_schemas.py`` writes (run it after changing an event class)."""
    shipped = schema("event", name)
    Draft202012Validator.check_schema(shipped)
    assert shipped["$id"] == f"https://tricktake.invalid/{name}.event.schema.json"
    assert shipped == tool().event_schema(name), "run PYTHONPATH=src python tools/event_schemas.py"


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_every_event_of_a_play_through_validates(name: str, preset: str) -> None:
    """The public events and every seat's events of every state of a whole seeded game:
    JSON that validates against the game's schema and survives ``json.dumps``, whose
    ``text`` is ``str(event)``, whose ``kind`` is the event's and its class's, and whose
    fields are the class's, in order."""
    playthrough = play_through(name, preset, 1)
    game = playthrough.game
    seats = game.info(playthrough.rules).seats
    seen: set[str] = set()
    checked: set[str] = set()
    for index, state in enumerate(playthrough.states):
        for seat in (None, *seat_range(seats)):
            for event in game.events(state, seat):
                document = game.event_json(event)
                text = json.dumps(document)
                if text in checked:
                    continue
                checked.add(text)
                where = f"{playthrough} state {index} seat {seat}: {event!r}"
                whole = event.kind not in seen  # the whole schema once a kind, then its branch
                assert errors(name, document, None if whole else event.kind) == [], where
                assert document["text"] == str(event) == event.text, where
                assert document["kind"] == event.kind == event_kind(type(event)), where
                assert game.event_classes[event.kind] is type(event), where
                fields = [f for f in type(event)._fields if f != "audience"]  # type: ignore[attr-defined]
                assert list(document) == ["kind", "text", "audience", *fields], where
                audience = event.audience
                assert document["audience"] == (None if audience is None else sorted(audience))
                seen.add(event.kind)
    assert {"deal", "hand"} <= seen, f"{playthrough}: no deal seen ({sorted(seen)})"


def missing_kinds(name: str, shipped: dict[str, Any]) -> set[str]:
    """The kinds of game ``name``'s event classes that ``shipped`` lacks: not a branch of
    its ``oneOf``, not a definition titled with the class's name, or not its fields."""
    branches = {ref["$ref"].removeprefix("#/$defs/") for ref in shipped["oneOf"]}
    missing: set[str] = set()
    for kind, cls in tricktake.get_game(name).event_classes.items():
        definition = shipped["$defs"].get(kind, {})
        fields = ["kind", "text", "audience", *(f for f in cls._fields if f != "audience")]  # type: ignore[attr-defined]
        if (
            kind not in branches
            or definition.get("title") != cls.__name__
            or list(definition.get("properties", {})) != fields
            or definition.get("required") != fields
            or definition["properties"]["kind"] != {"const": kind}
        ):
            missing.add(kind)
    return missing


@pytest.mark.parametrize("name", GAMES)
def test_every_event_class_of_a_game_appears_in_its_schema(name: str) -> None:
    """Each class of ``EVENTS`` is a branch of the schema, with its kind and fields; the
    check finds a class that a schema leaves out."""
    shipped = schema("event", name)
    assert missing_kinds(name, shipped) == set()
    assert len(shipped["oneOf"]) == len(tricktake.get_game(name).event_classes)
    broken = copy.deepcopy(shipped)
    broken["oneOf"] = broken["oneOf"][1:]
    dropped = shipped["oneOf"][0]["$ref"].removeprefix("#/$defs/")
    assert missing_kinds(name, broken) == {dropped}


DELETE = object()
"""A change that takes the key out."""


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        pytest.param("cards", DELETE, "'cards' is a required property", id="missing"),
        pytest.param("mask", 3, "Additional properties", id="extra"),
        pytest.param("kind", "shuffle", "'shuffle' is not one of", id="kind"),
        pytest.param("cards", 3 << 11, "6144 is not of type 'array'", id="mask"),
        pytest.param("cards", ["1X"], "'1X' does not match", id="card"),
        pytest.param("audience", 0, "0 is not of type 'array'", id="audience"),
        pytest.param("seat", -1, "-1 is less than the minimum of 0", id="seat"),
    ],
)
def test_the_schemas_reject_broken_events(key: str, value: object, expected: str) -> None:
    """A dealt hand's JSON validates; broken, it fails for what broke it."""
    document = hand_json()
    assert errors("nap", document) == []
    if value is DELETE:
        del document[key]
    else:
        document[key] = value
    found = errors("nap", document)
    assert any(expected in message for message in found), found


def test_event_json_writes_every_kind_of_field() -> None:
    """Cards as text, seats as ints, suits by letter, other enums by value, actions as
    their text, tuples (of tuples) as lists: one event of each kind of field."""
    from tricktake.cards import JOKER, Suit, parse_card
    from tricktake.nap import CardPlayed, Contract, ContractWon
    from tricktake.newmarket import Acted, Anted, Play
    from tricktake.units import Chips

    nap = tricktake.get_game("nap")
    newmarket = tricktake.get_game("newmarket")
    played = nap.event_json(CardPlayed(Seat(2), JOKER, Suit.HEARTS))
    assert played == {
        "kind": "card_played",
        "text": "2 play JK H",
        "audience": None,
        "seat": 2,
        "card": "JK",
        "suit": "H",
    }
    assert nap.event_json(ContractWon(Seat(1), Contract.MISERE))["contract"] == "misere"
    acted = newmarket.event_json(
        Acted(Seat(3), Play(parse_card("9S")), frozenset({Seat(3), Seat(1)}))
    )
    assert (acted["action"], acted["audience"]) == ("play 9S", [1, 3])
    anted = newmarket.event_json(Anted(Seat(0), (("AH", Chips(1)), ("pool", Chips(2)))))
    assert anted["parts"] == [["AH", 1], ["pool", 2]]
    assert errors("newmarket", anted) == errors("newmarket", acted) == []


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ("hand 0=AS", "event='hand 0=AS': expected a Nap event from game.events()"),
        (None, "event=None: expected a Nap event"),
        (("hand", 0), "event=('hand', 0): expected a Nap event"),
    ],
)
def test_event_json_refuses_what_is_no_event_of_the_game(event: Any, expected: str) -> None:
    """Text, None or a plain tuple: an ``ArgumentError`` naming the argument."""
    with pytest.raises(tricktake.ArgumentError) as info:
        tricktake.get_game("nap").event_json(event)
    assert str(info.value) == expected or str(info.value).startswith(expected)
    assert info.value.argument == "event"


def test_event_json_refuses_another_game_s_event_and_a_broken_one() -> None:
    """A Ninety-Nine event is no Nap event (the shared ones are both); a hand whose
    cards are a mask cannot be written."""
    from tricktake.events import HandDealt
    from tricktake.ninety_nine import ModeFixed

    nap = tricktake.get_game("nap")
    with pytest.raises(tricktake.ArgumentError, match="expected a Nap event"):
        nap.event_json(ModeFixed("NT"))
    assert nap.event_json(HandDealt(Seat(0), ()))["cards"] == []
    with pytest.raises(tricktake.ArgumentError, match=r"HandDealt\(0, 3, None\): its text"):
        nap.event_json(HandDealt(Seat(0), 3))  # type: ignore[arg-type]


def test_a_kind_names_one_class_of_a_game() -> None:
    """``event_kinds`` refuses two classes of one kind; each game's kinds are unique and
    the shared classes have the same kind in every game."""
    from tricktake.events import DealerNamed, HandDealt
    from tricktake.nines import GameOver as NinesGameOver
    from tricktake.ninety_nine import GameOver as NinetyNineGameOver

    with pytest.raises(ValueError, match="'end'"):
        event_kinds(NinesGameOver, NinetyNineGameOver)
    for name in GAMES:
        classes = tricktake.get_game(name).event_classes
        assert all(event_kind(cls) == kind for kind, cls in classes.items())
        for shared in (DealerNamed, HandDealt):
            if shared in classes.values():
                assert classes[event_kind(shared)] is shared
