"""Options and presets (N99-OPT-1, N99-OPT-2, N99-OPT-4, N99-PRESET-1, N99-PRESET-2, §7.1)."""

import json
import random
from typing import Any, cast

import pytest

from tests.ninety_nine.helpers import GAME, REVISED, random_game, scenario
from tricktake import CHANCE, RulesError, UnknownPresetError
from tricktake.ninety_nine import Holder, Phase, Rules
from tricktake.ninety_nine.rules import (
    GameBonus,
    GameEnd,
    PremiumAuction,
    PremiumFailure,
    PremiumFirst,
    PremiumKind,
    SnapTiebreak,
    TrumpRule,
)
from tricktake.units import Seat

#: §7.1, the Default column: preset ``revised``.
DEFAULTS: dict[str, Any] = {
    "players": 3,
    "dummy": False,
    "pack": 36,
    "joker": False,
    "bid_cards": 3,
    "trump_rule": TrumpRule.PREVIOUS_SUCCESS,
    "turned_nine_no_trump": True,
    "nine_trumps": False,
    "premium_kinds": frozenset({PremiumKind.DECLARE, PremiumKind.REVEAL}),
    "multiple_premiums": False,
    "premium_auction": PremiumAuction.SEQUENTIAL,
    "premium_first": PremiumFirst.DEALER_LEFT,
    "declarer_upgrade": True,
    "declare_bonus": 30,
    "open_bonus": 30,
    "reveal_bonus": 60,
    "premium_failure": PremiumFailure.OTHERS,
    "bid_bonus": (30, 20, 10),
    "game_end": GameEnd.TARGET,
    "target": 100,
    "deals_per_game": 9,
    "game_bonus": GameBonus.REACHED_TARGET,
    "game_bonus_points": 100,
    "game_bonus_threshold": 100,
    "final_adjustment": False,
    "show_all_bids": False,
    "revealer_chooses_leader": False,
    "reveal_hand_after_first_lead": False,
    "unbidden": False,
    "snap_tiebreak": SnapTiebreak.SUIT_ORDER,
    "rubber_games": 1,
}


def test_n99_preset_1_revised_is_the_defaults() -> None:
    """N99-PRESET-1: ``revised`` is exactly the defaults of §7.1; preset names are
    unique and kebab-case."""
    presets = GAME.presets()
    assert presets[0] == "revised"
    assert len(set(presets)) == len(presets)
    assert all(p == p.lower() and " " not in p and "_" not in p for p in presets)
    rules = GAME.rules("revised")
    assert rules == Rules() == REVISED
    for name, value in DEFAULTS.items():
        assert getattr(rules, name) == value, name
    assert GAME.preset_of(rules) == ("revised", {})


def test_n99_preset_2_every_preset_is_valid() -> None:
    """N99-PRESET-2: every preset passes N99-OPT-2 (builds, and plays a game)."""
    for name in GAME.presets():
        rules = GAME.rules(name)
        assert isinstance(rules, Rules)
        assert GAME.preset_of(rules) == (name, {})
        # a game with -B premiums may never end (the docs' Conventions page, *Invariants*): without premiums it does
        passing = 1.0 if GAME.info(rules).max_deals is None else None
        final = random_game(random.Random(0), rules, pass_rate=passing)[-1]
        assert final.phase is Phase.OVER


def test_n99_opt_1_derived_quantities_are_not_options() -> None:
    """N99-OPT-1: h, P, H, u and T are derived, and ``first_dealer`` is a setup
    parameter: none of them is an option."""
    assert (REVISED.hands, REVISED.pack_size, REVISED.hand_size) == (3, 36, 12)
    assert (REVISED.turnup_size, REVISED.tricks) == (0, 9)
    for name in ("hands", "pack_size", "hand_size", "turnup_size", "tricks", "first_dealer"):
        with pytest.raises(RulesError) as info:
            GAME.rules("revised", **{name: 1})  # type: ignore[arg-type]
        assert f"unknown option {name!r}" in str(info.value)
        assert "target" in str(info.value)  # it lists the options that exist


@pytest.mark.parametrize(
    ("options", "words"),
    [
        # dummy implies players = 2
        ({"dummy": True}, ["dummy", "players=2"]),
        # u in {0, 1, 2}: 24 cards to 5 hands leave 4 over
        ({"players": 5, "pack": 24}, ["pack=24", "4 cards over"]),
        # u >= 1 iff trump_rule = turnup
        ({"joker": True}, ["trump_rule", "turnup"]),
        ({"trump_rule": "turnup"}, ["trump_rule", "turnup"]),
        # joker implies u = 1 (53 cards to 3 hands leave 2)
        (
            {"players": 2, "dummy": True, "pack": 52, "joker": True, "trump_rule": "turnup"},
            ["joker", "one turn-up"],
        ),
        # len(bid_bonus) = h
        ({"bid_bonus": [30, 20]}, ["bid_bonus", "3 hands"]),
        ({"bid_bonus": [30, 20, 10, 0]}, ["bid_bonus", "3 hands"]),
        # open implies unbidden
        ({"premium_kinds": ["declare", "open", "reveal"]}, ["open", "unbidden"]),
        # unbidden implies not dummy
        ({"unbidden": True, "players": 2, "dummy": True}, ["unbidden", "dummy"]),
        # premium_choice implies not multiple_premiums
        ({"trump_rule": "premium_choice", "multiple_premiums": True}, ["multiple_premiums"]),
        # naughty_nun implies game_end = deals and deals_per_game = 9
        ({"trump_rule": "naughty_nun"}, ["naughty_nun", "deals"]),
        (
            {"trump_rule": "naughty_nun", "game_end": "deals", "deals_per_game": 8},
            ["naughty_nun", "deals_per_game=9"],
        ),
    ],
)
def test_n99_opt_2_each_conflict_is_a_rules_error(
    options: dict[str, Any], words: list[str]
) -> None:
    """N99-OPT-2: a rules value that breaks a consistency condition raises RulesError
    naming the options concerned. (T >= 1 cannot fail once the other conditions
    hold: the smallest hand is 4 cards.)"""
    with pytest.raises(RulesError) as info:
        GAME.rules("revised", **options)
    assert not isinstance(info.value, UnknownPresetError)
    for word in words:
        assert word in str(info.value)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"pack": 52},
            "pack=52 dealt to 3 hands (players=3) leaves 1 turn-up card, which needs "
            "trump_rule='turnup' (N99-OPT-2), not trump_rule='previous_success'",
        ),
        (
            {"players": 5},
            "pack=36 dealt to 5 hands (players=5) leaves 1 turn-up card, which needs "
            "trump_rule='turnup' (N99-OPT-2), not trump_rule='previous_success'",
        ),
        (
            {"joker": True},
            "pack=36 with joker=True dealt to 3 hands (players=3) leaves 1 turn-up card, "
            "which needs trump_rule='turnup' (N99-OPT-2), not trump_rule='previous_success'",
        ),
        (
            {"players": 2, "dummy": True, "pack": 52},
            "pack=52 dealt to 3 hands (players=2, dummy=True) leaves 1 turn-up card, which "
            "needs trump_rule='turnup' (N99-OPT-2), not trump_rule='previous_success'",
        ),
        (
            {"trump_rule": "turnup", "players": 4, "bid_bonus": [30, 20, 10, 0]},
            "trump_rule='turnup' needs a turn-up card (N99-OPT-2), but pack=36 dealt to "
            "4 hands (players=4) leaves none",
        ),
        (
            {"players": 5, "pack": 24},
            "pack=24 dealt to 5 hands (players=5) leaves 4 cards over (N99-OPT-2): "
            "expected 0, 1 or 2 turn-up cards",
        ),
        (
            {"players": 2, "dummy": True, "pack": 52, "joker": True, "trump_rule": "turnup"},
            "option joker=True needs exactly one turn-up card (N99-OPT-2), but pack=52 with "
            "joker=True dealt to 3 hands (players=2, dummy=True) leaves 2 turn-up cards",
        ),
    ],
)
def test_n99_opt_2_turnup_conflicts_name_the_options_that_cause_them(
    options: dict[str, Any], message: str
) -> None:
    """N99-OPT-2: the turn-up cards ``u`` follow from ``pack``, ``joker``, ``players`` and
    ``dummy``; a conflict about them names those options, not only ``u`` (a user's
    ``--option pack=52`` was told only about ``trump_rule`` and "1 turn-up cards")."""
    with pytest.raises(RulesError) as info:
        GAME.rules("revised", **options)
    assert info.value.reason == message  # then, where other presets take them, those
    assert str(info.value).startswith(message)


def test_n99_opt_4_every_allowed_combination_of_the_presets_is_playable() -> None:
    """N99-OPT-4: every preset builds, and a game of it starts: no value that §7.1
    allows is refused as unsupported."""
    for preset in GAME.presets():
        rules = GAME.rules(preset)
        state = GAME.new(rules)
        assert GAME.to_move(state) is CHANCE


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"target": 99}, "100 or 150"),
        ({"players": 6}, "2, 3, 4 or 5"),
        ({"pack": 40}, "24, 36, 52 or 60"),
        ({"bid_cards": 4}, "2 or 3"),
        ({"declare_bonus": 40}, "20, 30 or 50"),
        ({"reveal_bonus": 30}, "20 or 60"),
        ({"open_bonus": 60}, "30"),
        ({"game_bonus_points": 50}, "100"),
        ({"game_bonus_threshold": 150}, "100"),
        ({"rubber_games": 2}, "1 or 3"),
        ({"deals_per_game": 0}, "positive"),
        ({"trump_rule": "random"}, "'previous_success', 'turnup', 'premium_choice'"),
        ({"premium_first": "left"}, "'dealer_left', 'dealer'"),
        ({"premium_kinds": ["bogus"]}, "'declare', 'open', 'reveal'"),
        ({"target": "100"}, "an integer"),
        ({"target": True}, "an integer"),
        ({"show_all_bids": 1}, "true or false"),
        ({"bid_bonus": 30}, "a list"),
    ],
)
def test_n99_opt_invalid_values_name_the_allowed_values(
    options: dict[str, Any], allowed: str
) -> None:
    """§7.1 Allowed values: anything else raises RulesError naming the option, the
    bad value and the allowed values."""
    ((name, value),) = options.items()
    with pytest.raises(RulesError) as info:
        GAME.rules("revised", **options)
    message = str(info.value)
    assert name in message
    text = str(value)
    shown = cast("list[object]", value)[0] if isinstance(value, list) else value
    assert repr(shown) in message or text in message
    assert allowed in message


def test_n99_opt_rules_constructor_validates_too() -> None:
    """A rules value built directly is checked the same way."""
    with pytest.raises(RulesError, match="100 or 150"):
        Rules(target=99)
    with pytest.raises(RulesError, match="players=2"):
        Rules(dummy=True)


def test_n99_opt_rules_constructor_takes_the_json_forms() -> None:
    """``Rules(...)`` converts option values as ``game.rules`` does, so that a value built
    directly from text or lists equals the preset's, and bad values say what was expected."""
    assert Rules(trump_rule="previous_success", bid_bonus=[30, 20, 10]) == Rules()  # type: ignore[arg-type]
    direct = Rules(premium_kinds=["reveal"], premium_first="dealer")  # type: ignore[arg-type]
    assert direct == GAME.rules("revised", premium_kinds=["reveal"], premium_first="dealer")  # type: ignore[arg-type]
    assert direct.premium_kinds == frozenset({PremiumKind.REVEAL})
    assert hash(direct) == hash(
        GAME.rules("revised", premium_kinds=["reveal"], premium_first="dealer")  # type: ignore[arg-type]
    )
    with pytest.raises(RulesError, match=r"trump_rule='nines' is not valid: expected one of"):
        Rules(trump_rule="nines")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=r"target='100' is not valid: expected an integer"):
        Rules(target="100")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=r"players=True is not valid: expected an integer"):
        Rules(players=True)


def test_n99_opt_integral_numbers_count_as_integers() -> None:
    """An option read from JSON as ``150.0`` is the integer 150, as JSON Schema counts it
    (and as records count ``first_dealer``); a fraction is still refused."""
    rules = GAME.rules("revised", target=150.0)  # type: ignore[arg-type]  # JSON's 150.0
    assert rules == GAME.rules("revised", target=150) and type(rules.target) is int
    with pytest.raises(RulesError, match=r"target=150.5 is not valid: expected an integer"):
        GAME.rules("revised", target=150.5)  # type: ignore[arg-type]


def test_n99_opt_4_options_combine_freely() -> None:
    """N99-OPT-4: non-conflicting options combine beyond the presets: here target 150,
    bonuses 20/20, the dealer speaks first, no upgrade, all bids shown, no game bonus,
    and the rules round-trip through ``preset_of`` as JSON."""
    options: dict[str, Any] = {
        "target": 150,
        "declare_bonus": 20,
        "reveal_bonus": 20,
        "premium_first": "dealer",
        "declarer_upgrade": False,
        "show_all_bids": True,
        "game_bonus": "none",
    }
    rules = GAME.rules("revised", **options)
    preset, overrides = GAME.preset_of(rules)
    # the preset that needs the fewest overrides: wiki shares four of the seven
    assert (preset, overrides) == (
        "wiki",
        {
            "joker": False,
            "trump_rule": "previous_success",
            "target": 150,
            "declare_bonus": 20,
            "reveal_bonus": 20,
        },
    )
    assert len(overrides) < len(options)
    assert json.loads(json.dumps(overrides)) == overrides
    assert GAME.rules(preset, **overrides) == rules
    for seed in range(3):
        states = random_game(random.Random(seed), rules, pass_rate=0.5)
        over = states[-1]
        assert max(over.totals) >= 150
        assert GAME.scores(over) == over.totals  # no game bonus
    # the declare bonus of 20 is what a successful declarer scores; the dealer calls first
    sc = scenario(
        ["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"],
        [1, 5, 3],
        rules=rules,
        dealer=1,
        calls=["declare", "pass", "pass"],
    )
    assert sc.result.holders == (Holder(Seat(1), PremiumKind.DECLARE),)
    assert sc.result.points == (1, 5 + 30 + 20, 3)


def test_n99_opt_4_premium_kinds_declare_only() -> None:
    """N99-OPT-4 with N99-PREM-8: under ``premium_kinds={declare}`` a declare is the top
    kind and ends the main round."""
    rules = GAME.rules("revised", premium_kinds=frozenset({PremiumKind.DECLARE}))
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], rules=rules, calls=["declare"])
    assert sc.play_start.holders == (Holder(Seat(1), PremiumKind.DECLARE),)
    assert [str(c) for _, c in sc.play_start.auction.calls] == ["declare"]
    state = scenario(
        ["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], rules=rules, calls=["pass"] * 3
    )
    assert state.result.holders == ()


def test_n99_opt_option_values_accept_enums_and_json_forms() -> None:
    """Option values may be given as the enum members or their JSON forms."""
    a = GAME.rules("revised", premium_first=PremiumFirst.DEALER, premium_kinds=["reveal"])  # type: ignore[arg-type]
    b = GAME.rules(
        "revised",
        premium_first="dealer",  # type: ignore[arg-type]
        premium_kinds=frozenset({PremiumKind.REVEAL}),
    )
    assert a == b
    assert a.premium_kinds == frozenset({PremiumKind.REVEAL})


@pytest.mark.parametrize(
    "options",
    [
        {"players": 4, "pack": 52, "bid_bonus": [30, 20, 10, 0]},
        {"players": 5, "pack": 60, "bid_bonus": [50, 40, 30, 20, 10]},
        {"multiple_premiums": True},
        {"premium_failure": "minus"},
        {"multiple_premiums": True, "premium_failure": "minus", "premium_kinds": ["reveal"]},
        {"game_end": "deals", "game_bonus": "none", "final_adjustment": True},
        {"game_bonus": "winner", "target": 150},
        {"joker": True, "trump_rule": "turnup", "turned_nine_no_trump": False},
        {"players": 5, "pack": 52, "bid_bonus": [50, 40, 30, 20, 10], "trump_rule": "turnup"},
    ],
)
def test_n99_opt_4_playable_options_combine(options: dict[str, Any]) -> None:
    """N99-OPT-4: options that this version plays combine freely where N99-OPT-2 allows
    them, beyond the presets: each builds and plays a deal."""
    rules = GAME.rules("revised", **options)
    states = random_game(random.Random(1), rules, pass_rate=0.5, max_actions=400, whole=False)
    assert any(s.results for s in states)
