"""The import paths of the split modules: ``tricktake.engine`` and ``tricktake.record``
offer every name they offered before the split, each the object of its new home."""

from __future__ import annotations

import importlib

import pytest

import tricktake

ENGINE_HOMES = {
    "CHANCE": "tricktake.game",
    "HIDDEN": "tricktake.game",
    "Actor": "tricktake.game",
    "AnyGame": "tricktake.game",
    "Chance": "tricktake.game",
    "Event": "tricktake.game",
    "Game": "tricktake.game",
    "GameInfo": "tricktake.game",
    "Outcome": "tricktake.game",
    "Seen": "tricktake.game",
    "find_game": "tricktake.registry",
    "games": "tricktake.registry",
    "register": "tricktake.registry",
    "Finish": "tricktake.playouts",
    "playout_with": "tricktake.playouts",
    "reference_playout": "tricktake.playouts",
    "DealerNamed": "tricktake.events",
    "event_types": "tricktake.events",
    "visible_events": "tricktake.events",
    "ActionText": "tricktake.actions",
    "check_seat": "tricktake.units",
}

RECORD_HOMES = {
    "FORMAT_VERSION": "tricktake.record.values",
    "Options": "tricktake.record.values",
    "Record": "tricktake.record.values",
    "replay": "tricktake.record.replays",
    "replay_states": "tricktake.record.replays",
    "dump": "tricktake.record.jsontext",
    "load": "tricktake.record.jsontext",
    "schema": "tricktake.record.jsontext",
}


@pytest.mark.parametrize(
    ("old", "homes"), [("tricktake.engine", ENGINE_HOMES), ("tricktake.record", RECORD_HOMES)]
)
def test_the_old_module_offers_every_name_from_its_home(old: str, homes: dict[str, str]) -> None:
    module = importlib.import_module(old)
    assert sorted(module.__all__) == sorted(homes)
    for name, home in homes.items():
        assert getattr(module, name) is getattr(importlib.import_module(home), name), name
        assert name in importlib.import_module(home).__all__, name


def test_the_engine_module_is_still_an_attribute_of_the_package() -> None:
    assert tricktake.engine.find_game("nap") is tricktake.get_game("nap")
    assert tricktake.record.load is tricktake.record.jsontext.load
