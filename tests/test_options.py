"""The options machinery (``tricktake.options``): declared options, coercion of JSON-shaped
values, the one message shape of a bad value, presets and ``describe``.

Most tests use ``Table``, a throwaway rules class that declares one option of each kind
the coming games need (the docs' Conventions page, *Options and presets*; the Nap rules (``src/tricktake/rulebook/nap.rst``) §7,
``nines.md`` §7, ``newmarket.md`` §7); the last ones use Ninety-Nine's ``Rules``.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
import typing
from typing import Any

import pytest

import tricktake
from tricktake import RulesError, UnknownPresetError
from tricktake.cards import Card, parse_card
from tricktake.ninety_nine import Rules
from tricktake.options import (
    OptionInfo,
    build_rules,
    check_fields,
    describe,
    option,
    option_error,
    option_json,
    preset_of,
)


class Colour(enum.Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


AH, KC, QD, JS = (parse_card(text) for text in ("AH", "KC", "QD", "JS"))


@dataclasses.dataclass(frozen=True, slots=True)
class Table:
    seats: int = option(4, at_least=3, at_most=8, doc="Seats at the table.")
    target: int = option(100, allowed=(100, 150), doc="The total that ends a game.")
    deals: int | None = option(None, at_least=1, doc="Deals in a game; null: no limit.")
    colour: Colour = option(Colour.RED, allowed=("red", Colour.BLUE), doc="The cloth.")
    fast: bool = option(False, doc="Play fast.")
    name: str = option("table", doc="A name.")
    boodle: tuple[Card, ...] = option((AH, KC), doc="The boodle cards.")
    schedule: tuple[Colour, ...] = option((), doc="Colours in turn.")
    colours: frozenset[Colour] = option(frozenset({Colour.GREEN}), doc="Colours allowed.")
    lucky: tuple[int, ...] = option((7,), at_least=0, doc="Lucky numbers.")
    plain: int = 5  # declared without option(): its type is checked, nothing else

    def __post_init__(self) -> None:
        check_fields(self)


PRESETS = {
    "standard": Table(),
    "big": Table(seats=8, target=150),
    "michigan": Table(boodle=(AH, KC, QD, JS), colours=frozenset()),
}


def test_defaults_pass_their_own_checks() -> None:
    assert Table() == Table(seats=4, target=100, deals=None, colour=Colour.RED)


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        # ints, also from JSON's integral floats
        ({"seats": 8.0}, {"seats": 8}),
        ({"seats": 3}, {"seats": 3}),
        # X | None: None (JSON null) or an X
        ({"deals": None}, {"deals": None}),
        ({"deals": 9}, {"deals": 9}),
        ({"deals": 9.0}, {"deals": 9}),
        # enums from their values or as members
        ({"colour": "blue"}, {"colour": Colour.BLUE}),
        ({"colour": Colour.BLUE}, {"colour": Colour.BLUE}),
        ({"fast": True}, {"fast": True}),
        ({"name": "north"}, {"name": "north"}),
        # cards from text in a list or a tuple, from Card values, with symbols, any case
        ({"boodle": ["AH", "10h", "Q♦", "js"]}, {"boodle": (AH, parse_card("10H"), QD, JS)}),
        ({"boodle": ("QD",)}, {"boodle": (QD,)}),
        ({"boodle": (JS, AH)}, {"boodle": (JS, AH)}),
        ({"boodle": []}, {"boodle": ()}),
        # tuples of enums, frozensets from lists
        ({"schedule": ["red", "blue", "red"]}, {"schedule": (Colour.RED, Colour.BLUE, Colour.RED)}),
        ({"colours": ["red", "blue"]}, {"colours": frozenset({Colour.RED, Colour.BLUE})}),
        ({"colours": []}, {"colours": frozenset[Colour]()}),
        ({"lucky": [0, 13]}, {"lucky": (0, 13)}),
        ({"plain": -4.0}, {"plain": -4}),
    ],
)
def test_values_convert_to_the_field_types(
    options: dict[str, Any], expected: dict[str, Any]
) -> None:
    rules = Table(**options)
    for name, value in expected.items():
        assert getattr(rules, name) == value
        assert type(getattr(rules, name)) is type(value), name
    assert rules == Table(**expected)
    assert hash(rules) == hash(Table(**expected))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        # declared ranges and values
        ({"seats": 2}, "option seats=2 is not valid: expected an integer from 3 to 8"),
        ({"seats": 9}, "option seats=9 is not valid: expected an integer from 3 to 8"),
        ({"target": 120}, "option target=120 is not valid: expected 100 or 150"),
        ({"deals": 0}, "option deals=0 is not valid: expected a positive integer, or null"),
        ({"colour": "green"}, "option colour='green' is not valid: expected 'red' or 'blue'"),
        ({"lucky": [7, -1]}, "option lucky[1]=-1 is not valid: expected an integer >= 0"),
        # the wrong type: the message says which type
        ({"seats": "4"}, "option seats='4' is not valid: expected an integer"),
        ({"seats": True}, "option seats=True is not valid: expected an integer"),
        ({"seats": 4.5}, "option seats=4.5 is not valid: expected an integer"),
        ({"target": None}, "option target=None is not valid: expected an integer"),
        ({"deals": "x"}, "option deals='x' is not valid: expected an integer, or null"),
        ({"colour": "pink"}, "option colour='pink' is not valid: expected 'red' or 'blue'"),
        ({"colour": ["red"]}, "option colour=['red'] is not valid: expected 'red' or 'blue'"),
        ({"fast": 1}, "option fast=1 is not valid: expected true or false"),
        ({"fast": "true"}, "option fast='true' is not valid: expected true or false"),
        ({"name": 3}, "option name=3 is not valid: expected a string"),
        ({"plain": "5"}, "option plain='5' is not valid: expected an integer"),
        # cards: the bad text and its place in the list
        (
            {"boodle": ["AH", "XX"]},
            "option boodle[1]='XX' is not valid: expected a card such as 'AS', '10H' or 'JK'",
        ),
        (
            {"boodle": [99]},
            "option boodle[0]=99 is not valid: expected a card such as 'AS', '10H' or 'JK'",
        ),
        ({"boodle": "AH KC"}, "option boodle='AH KC' is not valid: expected a list of cards"),
        # lists of enums and sets
        (
            {"schedule": ["red", "pink"]},
            "option schedule[1]='pink' is not valid: expected one of 'red', 'green', 'blue'",
        ),
        (
            {"colours": "red"},
            "option colours='red' is not valid: expected a list of distinct values from "
            "'red', 'green', 'blue'",
        ),
        (
            {"colours": ["red", Colour.RED]},
            "option colours=['red', 'red'] is not valid: expected a list of distinct values "
            "from 'red', 'green', 'blue': no value twice",
        ),
        (
            {"lucky": 7},
            "option lucky=7 is not valid: expected a list of values, each an integer >= 0",
        ),
    ],
)
def test_a_bad_value_names_the_option_the_value_and_what_was_expected(
    options: dict[str, Any], message: str
) -> None:
    with pytest.raises(RulesError) as info:
        Table(**options)
    assert str(info.value) == message


def test_a_long_bad_value_is_cut_short_in_the_message() -> None:
    """As every message of the library (errors.shown): at most 300 characters of it."""
    with pytest.raises(RulesError) as info:
        Table(name=list(range(10_000)))  # type: ignore[arg-type]
    message = str(info.value)
    assert message.startswith("option name=[0, 1, 2, ")
    assert message.endswith("… is not valid: expected a string")
    value = message.removeprefix("option name=").removesuffix(" is not valid: expected a string")
    assert len(value) == 300  # every message quotes at most 300 characters of the input


def test_option_error_is_the_one_message_shape() -> None:
    """Games raise it for checks between options, in the shape of the declared checks,
    with the value in JSON form: cards as text, enums by value."""
    error = option_error(Table(), "boodle", "four cards")
    assert isinstance(error, RulesError)
    assert str(error) == "option boodle=['AH', 'KC'] is not valid: expected four cards"
    error = option_error(Table(colour=Colour.BLUE), "colour", "'red' with fast=true")
    assert str(error) == "option colour='blue' is not valid: expected 'red' with fast=true"


def test_option_json_gives_the_json_forms() -> None:
    assert option_json(Colour.BLUE) == "blue"
    assert option_json((AH, QD), tuple[Card, ...]) == ["AH", "QD"]
    assert option_json((AH, QD), tuple[Card, ...] | None) == ["AH", "QD"]
    assert option_json(None, tuple[Card, ...] | None) is None
    assert option_json(frozenset({Colour.RED, Colour.BLUE})) == ["blue", "red"]
    assert option_json(frozenset({3, 1, 2})) == [1, 2, 3]
    assert option_json((30, 20, 10)) == [30, 20, 10]
    assert option_json(7, int) == 7


def test_build_rules_applies_overrides_to_a_preset() -> None:
    rules = build_rules(Table, PRESETS, "big", {"deals": 3, "boodle": ["QD"]})
    assert rules == Table(seats=8, target=150, deals=3, boodle=(QD,))
    with pytest.raises(
        UnknownPresetError,
        match=r"unknown preset 'small': expected one of 'standard', 'big', 'michigan'",
    ):
        build_rules(Table, PRESETS, "small", {})
    with pytest.raises(
        RulesError, match=r"unknown option 'seat': expected one of boodle, colour, "
    ):
        build_rules(Table, PRESETS, "standard", {"seat": 4})
    with pytest.raises(RulesError, match=r"option seats=9 is not valid"):
        build_rules(Table, PRESETS, "big", {"seats": 9})


def test_preset_of_gives_the_nearest_preset_and_json_options() -> None:
    assert preset_of(Table(), PRESETS) == ("standard", {})
    rules = Table(seats=8, target=150, deals=2)
    assert preset_of(rules, PRESETS) == ("big", {"deals": 2})
    rules = Table(boodle=(AH, KC, QD, JS), colours=frozenset(), colour=Colour.BLUE, lucky=())
    preset, options = preset_of(rules, PRESETS)
    assert (preset, options) == ("michigan", {"colour": "blue", "lucky": []})
    rules = Table(boodle=(JS,), colours=frozenset({Colour.RED, Colour.BLUE}))
    preset, options = preset_of(rules, PRESETS)
    assert (preset, options) == ("standard", {"boodle": ["JS"], "colours": ["blue", "red"]})
    assert json.loads(json.dumps(options)) == options
    assert build_rules(Table, PRESETS, preset, options) == rules


def test_describe_lists_every_option_with_type_default_and_allowed_values() -> None:
    info = {o.name: o for o in describe(Table)}
    assert [o.name for o in describe(Table)] == [f.name for f in dataclasses.fields(Table)]
    assert info["seats"] == OptionInfo(
        "seats", "int", 4, "an integer from 3 to 8", "Seats at the table.", (3, 4, 5, 6, 7, 8)
    )
    assert info["target"] == OptionInfo(
        "target", "int", 100, "100 or 150", "The total that ends a game.", (100, 150)
    )
    assert info["deals"] == OptionInfo(
        "deals",
        "int | None",
        None,
        "a positive integer, or null",
        "Deals in a game; null: no limit.",
        None,
    )
    assert info["colour"] == OptionInfo(
        "colour", "Colour", "red", "'red' or 'blue'", "The cloth.", ("red", "blue")
    )
    assert info["fast"] == OptionInfo(
        "fast", "bool", False, "true or false", "Play fast.", (True, False)
    )
    assert info["name"] == OptionInfo("name", "str", "table", "a string", "A name.", None)
    assert info["boodle"] == OptionInfo(
        "boodle", "tuple[Card, ...]", ["AH", "KC"], "a list of cards", "The boodle cards.", None
    )
    assert info["schedule"].type == "tuple[Colour, ...]"
    assert info["schedule"].allowed == "a list of values from 'red', 'green', 'blue'"
    assert info["colours"].type == "frozenset[Colour]"
    assert info["colours"].default == ["green"]
    assert info["colours"].choices == (
        [],
        ["red"],
        ["green"],
        ["blue"],
        ["red", "green"],
        ["red", "blue"],
        ["green", "blue"],
        ["red", "green", "blue"],
    )
    assert info["lucky"].allowed == "a list of values, each an integer >= 0"
    assert info["plain"] == OptionInfo("plain", "int", 5, "an integer", "", None)


def test_describe_choices_are_the_values_that_the_checks_accept() -> None:
    """Every choice ``describe`` offers passes the field's own checks."""
    choices = {i.name: i.choices for i in describe(Table) if i.choices is not None}
    assert set(choices) == {"seats", "target", "colour", "fast", "colours"}
    for name, values in choices.items():
        for value in values:
            override: dict[str, Any] = {name: value}
            Table(**override)


# -- Ninety-Nine's Rules declare §7.1 ------------------------------------------------------


def test_n99_rules_declare_every_option_with_its_doc() -> None:
    """§7.1: every field of Ninety-Nine's ``Rules`` is declared with a doc that cites
    its rule, and ``describe`` gives each one's allowed values as §7.1 does."""
    infos = describe(Rules)
    assert [i.name for i in infos] == [f.name for f in dataclasses.fields(Rules)]
    for info in infos:
        assert "N99-" in info.doc or "§" in info.doc, info.name
    allowed = {i.name: i.allowed for i in infos}
    assert allowed["players"] == "2, 3, 4 or 5"
    assert allowed["pack"] == "24, 36, 52 or 60"
    assert allowed["bid_cards"] == "2 or 3"
    assert allowed["declare_bonus"] == "20, 30 or 50"
    assert allowed["open_bonus"] == "30"
    assert allowed["reveal_bonus"] == "20 or 60"
    assert allowed["target"] == "100 or 150"
    assert allowed["deals_per_game"] == "a positive integer"
    assert allowed["game_bonus_points"] == allowed["game_bonus_threshold"] == "100"
    assert allowed["rubber_games"] == "1 or 3"
    assert (
        allowed["trump_rule"]
        == "one of 'previous_success', 'turnup', 'premium_choice', 'naughty_nun', 'drawn_card'"
    )
    assert allowed["premium_kinds"] == "a list of distinct values from 'declare', 'open', 'reveal'"
    assert allowed["bid_bonus"] == "a list of integers"
    infos_by_name = {i.name: i for i in infos}
    assert infos_by_name["premium_kinds"].default == ["declare", "reveal"]
    assert infos_by_name["premium_kinds"].type == "frozenset[PremiumKind]"
    assert infos_by_name["trump_rule"].default == "previous_success"
    assert infos_by_name["bid_bonus"].default == [30, 20, 10]


def test_n99_declared_values_are_checked_before_the_rules_between_options() -> None:
    """A value outside §7.1 is refused by its declaration, whatever the other options:
    ``pack=40`` says what ``pack`` may be, not that it leaves turn-up cards (N99-OPT-2)."""
    with pytest.raises(RulesError) as info:
        Rules(pack=40)
    assert str(info.value) == "option pack=40 is not valid: expected 24, 36, 52 or 60"
    with pytest.raises(RulesError) as info:
        Rules(premium_kinds="declare")  # type: ignore[arg-type]
    assert str(info.value) == (
        "option premium_kinds='declare' is not valid: expected a list of distinct values "
        "from 'declare', 'open', 'reveal'"
    )
    with pytest.raises(RulesError) as info:
        Rules(bid_bonus=[30, "20", 10])  # type: ignore[arg-type]
    assert str(info.value) == "option bid_bonus[1]='20' is not valid: expected an integer"


def test_n99_every_choice_passes_its_declaration() -> None:
    """Each choice that ``describe`` lists for Ninety-Nine is a value of §7.1: building
    rules with it fails, if at all, only for the rules between options (N99-OPT-2) or
    because this version does not play it yet, never as "not valid"."""
    for info in describe(Rules):
        for value in info.choices or ():
            override: dict[str, Any] = {info.name: value}
            try:
                Rules(**override)
            except RulesError as error:
                message = str(error)
                assert not message.startswith(f"option {info.name}=") or (
                    "is not valid" not in message
                ), message


def test_preset_of_answers_for_the_table_it_is_given() -> None:
    """``preset_of`` keeps its answers per rules value and preset table: a second table
    (even one made where the first was) gets its own answer, and a caller's changes to an
    answer's options change no later answer."""
    import tricktake
    from tricktake.options import preset_of

    game = tricktake.get_game("nap")
    rules = game.rules("standard", players=3)
    first = preset_of(rules, {"standard": game.rules("standard")})
    assert first == ("standard", {"players": 3})
    first[1]["players"] = 99
    assert preset_of(rules, {"mine": rules}) == ("mine", {})
    assert preset_of(rules, {"standard": game.rules("standard")}) == ("standard", {"players": 3})


def typed_options_drift(options: type, rules: type) -> list[str]:
    """How a game's ``Options`` TypedDict departs from its ``Rules`` dataclass: each
    field missing from it, each key that is no field, each key typed otherwise, and a
    TypedDict that requires a key (every option may be left out)."""
    fields = {f.name: f for f in dataclasses.fields(rules)}
    field_types = typing.get_type_hints(rules)
    key_types = typing.get_type_hints(options)
    drift = [f"missing {name!r}" for name in fields if name not in key_types]
    drift += [f"{name!r} is no field" for name in key_types if name not in fields]
    drift += [
        f"{name!r}: {key_types[name]} is not {field_types[name]}"
        for name in fields
        if name in key_types and key_types[name] != field_types[name]
    ]
    required: frozenset[str] = getattr(options, "__required_keys__", frozenset())
    drift += [f"{name!r} is required" for name in sorted(required)]
    return drift


def game_package(name: str) -> Any:
    """The package of the game registered under ``name``, e.g. ``tricktake.nap``."""
    return importlib.import_module(type(tricktake.get_game(name)).__module__.rpartition(".")[0])


@pytest.mark.parametrize("name", tricktake.games())
def test_each_games_options_typeddict_lists_its_rules_fields(name: str) -> None:
    """``tricktake.<game>.Options``, the type of ``game.rules(**options)``, has exactly
    the fields of the game's ``Rules`` with their types, none required, and is in the
    package's ``__all__``: the two cannot drift apart."""
    package = game_package(name)
    assert "Options" in package.__all__
    assert typed_options_drift(package.Options, package.Rules) == []


def test_the_options_drift_check_can_fail() -> None:
    """A TypedDict with a key missing, one too many, one of another type and a required
    key is caught on each count."""

    class Broken(typing.TypedDict):
        players: str
        no_such_option: int

    drift = typed_options_drift(Broken, Rules)
    assert "missing 'target'" in drift
    assert "'no_such_option' is no field" in drift
    assert "'players': <class 'str'> is not <class 'int'>" in drift
    assert "'players' is required" in drift


def test_options_that_conflict_with_their_preset_name_the_presets_that_take_them() -> None:
    """``game.rules("revised", players=4)`` fails on the preset's 3-hand bid bonuses
    (N99-OPT-2); the message keeps that reason and adds the presets where ``players=4``
    fits, computed from the presets: each of them takes it, and no other does."""
    import tricktake

    game = tricktake.get_game("ninety-nine")
    with pytest.raises(RulesError) as info:
        game.rules("revised", players=4)
    error = info.value
    reason = "option bid_bonus=[30, 20, 10] is not valid: expected [30, 20, 10, 0] for 4 hands"
    assert error.reason == reason
    assert error.presets == (
        "revised-4p",
        "original-4p",
        "original-4p-no-premium",
        "naughty-nun-4p",
        "bga-4p",
        "bga-diamonds-4p",
        "bga-standard-4p",
    )
    assert str(error) == f"{reason}; the presets that take players=4: {', '.join(error.presets)}"
    for preset in game.presets():
        takes = True
        try:
            game.rules(preset, players=4)
        except RulesError:
            takes = False
        assert takes == (preset in error.presets), preset


def test_a_bad_value_or_an_unknown_option_names_no_preset() -> None:
    """A value that no preset takes, or an unknown option, fails as it always did: no
    preset is named, and the message is the reason."""
    import tricktake

    game = tricktake.get_game("ninety-nine")
    wrong: list[dict[str, Any]] = [{"target": -1}, {"players": 4, "target": -1}, {"seats": 4}]
    for options in wrong:  # from JSON, say: any option name and value type-checks
        with pytest.raises(RulesError) as info:
            game.rules("revised", **options)
        assert info.value.presets == () and "presets" not in str(info.value)
        assert info.value.reason == str(info.value)
