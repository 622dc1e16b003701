"""The JSON Schemas that ship in the package (:mod:`tricktake.schemas`)."""

from __future__ import annotations

import copy
import dataclasses
import enum
import re
from typing import Any, cast

import pytest
from jsonschema import Draft202012Validator

import tricktake
from tests.strategies import play_through, preset_params, seed_pool
from tests.viewschemas import ViewChecker
from tricktake.record import schema as record_schema
from tricktake.schemas import schema
from tricktake.units import Seat, seat_range
from tricktake.views import COMMON_KEYS


def test_record_schema_is_the_record_format_s() -> None:
    """The record kind is the record format's one schema, a fresh dict each call."""
    Draft202012Validator.check_schema(schema("record"))
    assert schema("record") == record_schema()
    assert schema("record") is not schema("record")


@pytest.mark.parametrize(
    ("kind", "game", "argument", "expected"),
    [
        ("record", "nap", "game", "expected None, as one record schema serves every game"),
        ("state", "nap", "kind", "expected one of record, view, event"),
        ("view", None, "game", "expected a registered game (ninety-nine, nap, nines, newmarket)"),
        ("event", "chess", "game", "expected a registered game"),
    ],
)
def test_bad_arguments_name_what_was_expected(
    kind: Any, game: Any, argument: str, expected: str
) -> None:
    with pytest.raises(tricktake.ArgumentError, match=re.escape(expected)) as info:
        schema(kind, game)
    assert info.value.argument == argument


# -- the view schemas ------------------------------------------------------------------

GAMES = tricktake.games()
COMMON_DEFS = ("seat", "card", "suit", "action", "event", "seen")
"""The definitions that the common keys use and that are the same in every game's
file (``game``, ``preset``, ``options`` and ``phase`` are each game's own)."""


def _refs(value: object) -> list[str]:
    """Every ``$ref`` in a schema."""
    if isinstance(value, dict):
        part = cast("dict[str, object]", value)
        ref = part.get("$ref")
        return ([ref] if isinstance(ref, str) else []) + [
            r for v in part.values() for r in _refs(v)
        ]
    if isinstance(value, list):
        return [r for v in cast("list[object]", value) for r in _refs(v)]
    return []


@pytest.mark.parametrize("name", GAMES)
def test_each_view_schema_is_a_self_contained_draft_2020_12_schema(name: str) -> None:
    """Each file is a valid draft 2020-12 schema with its own ``$id``, every key required
    and no other allowed, and refers only to its own definitions, so that a frontend
    can use one file alone."""
    view_schema = schema("view", name)
    Draft202012Validator.check_schema(view_schema)
    assert view_schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert view_schema["$id"] == f"https://tricktake.invalid/{name}.view.schema.json"
    assert view_schema["required"] == list(view_schema["properties"])
    assert view_schema["additionalProperties"] is False
    refs = _refs(view_schema)
    assert refs and all(r.removeprefix("#/$defs/") in view_schema["$defs"] for r in refs)


def test_the_view_schemas_agree_on_the_common_keys() -> None:
    """Every view schema begins with the common keys, in the order of the JSON, each
    described by the same text in every file, with the same common definitions."""
    schemas = [schema("view", name) for name in GAMES]
    first = schemas[0]
    for other in schemas:
        assert tuple(other["required"][: len(COMMON_KEYS)]) == COMMON_KEYS
        for key in COMMON_KEYS:
            assert other["properties"][key] == first["properties"][key], key
        for name in COMMON_DEFS:
            assert other["$defs"][name] == first["$defs"][name], name


@pytest.mark.parametrize("name", GAMES)
def test_each_view_schema_names_the_game_s_own_values(name: str) -> None:
    """The game's name, presets, options and phases in its schema are the library's."""
    game = tricktake.get_game(name)
    defs = schema("view", name)["$defs"]
    assert defs["game"] == {"const": name}
    assert defs["preset"]["enum"] == list(game.presets())
    options = [f.name for f in dataclasses.fields(game.rules())]
    assert defs["options"]["propertyNames"]["enum"] == options
    phase = cast("type[enum.Enum]", type(game.view(game.new(game.rules()), None).phase))
    assert defs["phase"]["enum"] == [p.value for p in phase]


def _seed() -> int:
    """The seed of the play-throughs checked here: the property suite's first seed where
    it has a pool, so that the play is the cache's (``tests/strategies.py``)."""
    pool = seed_pool()
    return pool[0] if pool else 1


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_every_view_of_a_deal_validates(name: str, preset: str) -> None:
    """Every view JSON (each seat's and the public one) of every state of a seeded deal of
    every preset, and of the states between deals, validates against the game's view
    schema; the first and the last states' also against the whole schema at once.
    (``tests/test_frontend.py`` validates every view of whole games.)"""
    playthrough = play_through(name, preset, _seed(), deals=1)
    game = playthrough.game
    checker = ViewChecker(name)
    seats = (None, *seat_range(game.info(playthrough.rules).seats))
    for index, state in enumerate(playthrough.states):
        for seat in seats:
            data = game.to_json(game.view(state, seat))
            errors = checker.errors(data, seat)
            assert not errors, f"{playthrough} state {index} seat {seat}: {errors}"
            if index in (0, len(playthrough.states) - 1):
                checker.validator.validate(data)


@pytest.mark.parametrize("name", GAMES)
def test_the_final_views_of_a_game_validate(name: str) -> None:
    """Once a game is over (winners, outcome and settlement are set), every view of its
    last state validates."""
    game = tricktake.get_game(name)
    playthrough = play_through(name, game.presets()[0], _seed())
    checker = ViewChecker(name)
    state = playthrough.final
    assert game.is_over(state) or playthrough.capped
    for seat in (None, *seat_range(state.rules.players)):
        checker.validator.validate(game.to_json(game.view(state, seat)))


def _mid_deal_view(name: str) -> dict[str, Any]:
    """Seat 0's view JSON in the middle of a seeded deal, a card played."""
    playthrough = play_through(name, tricktake.get_game(name).presets()[0], 3, deals=1)
    game = playthrough.game
    state = playthrough.states[len(playthrough.states) // 2]
    data = game.to_json(game.view(state, Seat(0)))
    assert data["hand"] and data["history"]
    return data


def _broken(data: dict[str, Any], how: str) -> dict[str, Any]:
    broken = copy.deepcopy(data)
    if how == "missing":
        del broken["hand_sizes"]
    elif how == "extra":
        broken["hands_sizes"] = broken["hand_sizes"]
    elif how == "deal from 0":
        broken["deal_number"] = 0
    elif how == "hand null":
        broken["hand"] = None
    elif how == "wrong type":
        broken["scores"] = [str(s) for s in broken["scores"]]
    elif how == "bad card":
        broken["hand"][-1] = "1S"
    elif how == "bad history":
        broken["history"][-1] = {"actor": "dealer", "action": broken["history"][-1]["action"]}
    elif how == "bad phase":
        broken["phase"] = "playing"
    elif how == "actor text":
        broken["actor"] = "0"
    return broken


BREAKS = (
    "missing",
    "extra",
    "deal from 0",
    "hand null",
    "wrong type",
    "bad card",
    "bad history",
    "bad phase",
    "actor text",
)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("how", BREAKS)
def test_the_view_schemas_reject_broken_views(name: str, how: str) -> None:
    """A key missing, a key too many, a wrong type, a deal number from 0, a bad card
    text, a hand of ``null``, a bad history entry, an unknown phase and a seat as text
    are each rejected, by the whole schema and by the checker of the tests alike; the
    view they were made from is valid."""
    data = _mid_deal_view(name)
    checker = ViewChecker(name)
    assert checker.validator.is_valid(data) and not checker.errors(data, "valid")
    broken = _broken(data, how)
    assert not checker.validator.is_valid(broken)
    assert checker.errors(broken, "valid")  # after the valid view: only the change is new
    assert ViewChecker(name).errors(broken)  # a fresh checker
