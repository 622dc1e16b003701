"""The public namespace (the public API): exactly the documented names, each
with a docstring, and the Game protocol satisfied by every registered game."""

from __future__ import annotations

import inspect

import pytest

import tricktake
from tricktake.engine import Game

DESIGN_NAMES = {
    # the public API and "Recorded games"
    "CHANCE",
    "games",
    "get_game",
    "record",
    "replay",
    "replay_states",
    "Record",
    # the errors of the docs' Conventions page, principle 5 and "Recorded games"
    "TricktakeError",
    "UnknownGameError",
    "RulesError",
    "UnknownPresetError",
    "SetupError",
    "ActionSyntaxError",
    "IllegalActionError",
    "RecordError",
    "SampleError",  # game.sample_state (issue 13)
    "ArgumentError",  # a state of another game, a view for a state, None (issue 19)
    # issue 20: the rulebook, read by identifier
    "UnknownRuleError",
    "rule_text",
    "rule_ids",
    "rules_cited",
    # issue 20, item 4: a table with undo for frontends
    "Table",
    "UndoError",
    # issue 23: tournaments (tricktake.arena) that cannot run as described
    "ArenaError",
    # the protocol and its vocabulary
    "Game",
    "GameInfo",
    "Outcome",
    "Chance",
    "Event",
    "Card",
    # issue 12: the kinds of int the API passes, and suits
    "Seat",
    "Chips",
    "Suit",
    "register",
    "__version__",
    # the game classes, which get_game's overloads name
    "Newmarket",
    "NinetyNine",
    "Nap",
    "Nines",
}


def test_all_lists_exactly_the_public_names() -> None:
    assert set(tricktake.__all__) == DESIGN_NAMES
    assert len(tricktake.__all__) == len(set(tricktake.__all__))
    public = {n for n in vars(tricktake) if not n.startswith("_")}
    # submodules imported as a side effect are not part of the API, names in __all__ are
    assert set(tricktake.__all__) - {"__version__"} <= public


@pytest.mark.parametrize(
    "name", sorted(DESIGN_NAMES - {"__version__", "CHANCE", "Card", "Seat", "Chips"})
)
def test_every_public_name_has_a_docstring(name: str) -> None:
    obj = getattr(tricktake, name)
    assert inspect.getdoc(obj), f"tricktake.{name} has no docstring"


def test_errors_form_one_hierarchy() -> None:
    """the docs' Conventions page, principle 5: every error is a TricktakeError."""
    for name in DESIGN_NAMES:
        obj = getattr(tricktake, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, tricktake.TricktakeError)
    assert issubclass(tricktake.UnknownPresetError, tricktake.RulesError)


def test_games_lists_registered_games_and_get_game_rejects_others() -> None:
    assert tricktake.games() == ("ninety-nine", "nap", "nines", "newmarket")
    with pytest.raises(tricktake.UnknownGameError, match=r"'chess'.*'ninety-nine'.*'nap'"):
        tricktake.get_game("chess")
    assert tricktake.get_game("ninety-nine") is tricktake.get_game("ninety-nine")
    assert isinstance(tricktake.get_game("ninety-nine"), tricktake.NinetyNine)
    assert isinstance(tricktake.get_game("nap"), tricktake.Nap)
    assert isinstance(tricktake.get_game("nines"), tricktake.Nines)
    assert isinstance(tricktake.get_game("newmarket"), tricktake.Newmarket)


@pytest.mark.parametrize("name", tricktake.games())
def test_every_game_has_every_protocol_member_documented(name: str) -> None:
    game = tricktake.get_game(name)
    assert game.name == name
    members = [m for m in dir(Game) if not m.startswith("_")]
    assert members, "the protocol lists its members"
    for member in members:
        attribute = getattr(game, member)
        if callable(attribute):
            assert inspect.getdoc(attribute), f"{name}: {member} has no docstring"


def test_version_matches_the_package_metadata() -> None:
    from importlib.metadata import version

    assert tricktake.__version__ == version("tricktake")


def test_chance_is_a_singleton_with_a_pasteable_repr() -> None:
    assert repr(tricktake.CHANCE) == "tricktake.CHANCE"
    assert tricktake.CHANCE is tricktake.Chance.CHANCE
