"""The JSON Schemas that ship in the package (:mod:`tricktake.schemas`)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import tricktake
from tricktake.record import schema as record_schema
from tricktake.schemas import schema


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
