"""Options, presets, components and game facts: NINES-OVR, NINES-COMP, NINES-OPT,
NINES-PRESET, NINES-AMB-7/8/14, and the setup arguments of ``game.new``."""

from __future__ import annotations

from typing import Any

import pytest

import tricktake
from tests.nines.helpers import GAME, RANKS
from tricktake.cards import Suit, card_text
from tricktake.nines import ExchangeOrder, Rules


def test_nines_ovr_1_2_standard_game() -> None:
    """NINES-OVR-1/2, NINES-OVR-5: three seats start at 9 points, 13 tricks a deal, a
    13-card stock, no trump; lower is better."""
    rules = GAME.rules()
    assert GAME.presets()[0] == "standard" and rules == Rules()
    assert (rules.players, rules.start_points, rules.quota, rules.trump_schedule) == (3, 9, 4, ())
    state = GAME.new(rules)
    assert GAME.scores(state) == (9, 9, 9) and state.trump is None


def test_nines_ovr_3_4_every_seed_variant_is_a_preset() -> None:
    """NINES-OVR-3/4, NINES-PRESET-1: the seed's variants are the presets, with the
    options of the table."""
    assert GAME.presets() == (
        "standard",
        "trump-rotation",
        "trump-rotation-alt",
        "dealer-first-exchange",
        "no-draw",
        "partnership",
    )
    assert GAME.rules("trump-rotation").trump_schedule == ("H", "C", "D", "S", "none")
    assert GAME.rules("trump-rotation-alt").trump_schedule == ("C", "D", "S", "none", "H")
    assert GAME.rules("dealer-first-exchange").exchange_order is ExchangeOrder.DEALER_FIRST
    assert GAME.rules("no-draw").no_draw
    assert GAME.rules("partnership").partnership
    for preset in GAME.presets():
        assert GAME.preset_of(GAME.rules(preset)) == (preset, {})


def test_nines_comp_1_7_opt_2_components_per_preset() -> None:
    """NINES-COMP-1/5/6/7, NINES-OPT-2, NINES-AMB-8/14: n = 3, 9 points, quota 4; with
    ``partnership`` n = 4, 18 points, quota 6, two teams; nothing else is an option."""
    for preset in GAME.presets():
        rules = GAME.rules(preset)
        info = GAME.info(rules)
        expected = (4, 18, 6, 2) if preset == "partnership" else (3, 9, 4, 3)
        assert (info.seats, rules.start_points, rules.quota, rules.units) == expected
        assert GAME.scores(GAME.new(rules)) == (expected[1],) * expected[0]
    with pytest.raises(tricktake.RulesError, match="unknown option 'players'"):
        GAME.rules(players=4)  # type: ignore[call-arg]


def test_nines_comp_2_pack_and_rank_order() -> None:
    """NINES-COMP-2, NINES-DEAL-4: the 52 cards, no joker, in canonical order."""
    pack = GAME.info(GAME.rules()).pack
    assert [card_text(c) for c in pack] == [r + s for s in "CDHS" for r in RANKS]


def test_nines_comp_3_teams_share_points() -> None:
    """NINES-COMP-3/5: team 0 is seats 0 and 2, team 1 seats 1 and 3; both partners show
    their team's points."""
    state = GAME.new(GAME.rules("partnership"), points=(5, 7))
    assert GAME.scores(state) == (5, 7, 5, 7)


def test_nines_opt_1_option_values() -> None:
    """NINES-OPT-1: option types and allowed values; bad values raise RulesError."""
    schedule: dict[str, Any] = {"trump_schedule": ["S", "none"]}  # JSON forms, converted
    assert GAME.rules(**schedule).trump_schedule == ("S", "none")
    order: dict[str, Any] = {"exchange_order": "dealer_first"}
    assert GAME.rules(**order).exchange_order is ExchangeOrder.DEALER_FIRST
    bads: list[dict[str, Any]] = [
        {"trump_schedule": ["X"]},
        {"exchange_order": "right"},
        {"no_draw": "yes"},
    ]
    for bad in bads:
        with pytest.raises(tricktake.RulesError):
            GAME.rules(**bad)
    with pytest.raises(tricktake.UnknownPresetError):
        GAME.rules("nope")


def test_nines_opt_3_amb_7_invalid_combinations() -> None:
    """NINES-OPT-3, NINES-AMB-7: partnership with ``dealer_first`` or with ``no_draw`` is
    refused with RulesError naming the rule."""
    with pytest.raises(tricktake.RulesError, match="NINES-OPT-3"):
        GAME.rules("partnership", exchange_order=ExchangeOrder.DEALER_FIRST)
    with pytest.raises(tricktake.RulesError, match="no_draw"):
        GAME.rules("partnership", no_draw=True)
    with pytest.raises(tricktake.RulesError):
        GAME.rules("no-draw", partnership=True)


def test_nines_preset_2_options_combine() -> None:
    """NINES-PRESET-2, NINES-AMB-9: ``trump-rotation`` with ``no_draw``, ``partnership``
    with a schedule."""
    rules = GAME.rules("trump-rotation", no_draw=True)
    assert GAME.preset_of(rules) == ("trump-rotation", {"no_draw": True})
    rules = GAME.rules("partnership", trump_schedule=("S",))
    assert GAME.new(rules).trump is Suit.SPADES


def test_nines_info_bounds() -> None:
    """NINES-INV-8, NINES-COMP-7: a deal takes 1 + 3 + 39 actions (1 + 52 in
    partnership); a game ends within 25 deals (35); no score-sum identity."""
    info = GAME.info(GAME.rules())
    assert (info.max_deal_actions, info.max_deals, info.score_sum) == (43, 25, None)
    info = GAME.info(GAME.rules("partnership"))
    assert (info.max_deal_actions, info.max_deals, info.seats) == (53, 35, 4)
    with pytest.raises(tricktake.SetupError):
        GAME.info("standard")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"first_dealer": 3}, "first_dealer"),
        ({"first_dealer": True}, "first_dealer"),
        ({"points": (9, 9)}, "points"),
        ({"points": (9, 0, 9)}, "points"),
        ({"points": "999"}, "points"),
        ({"deal_number": 0}, "deal_number"),
        ({"totals": (1, 2, 3)}, "totals"),
    ],
)
def test_nines_new_setup_errors(kwargs: dict[str, object], argument: str) -> None:
    """NINES-END-1, NINES-DEAL-1: ``game.new`` refuses a seat out of range, points of the
    wrong length or that end the game, a deal number below 1, unknown arguments."""
    with pytest.raises(tricktake.SetupError) as error:
        GAME.new(GAME.rules(), **kwargs)  # type: ignore[arg-type]
    assert error.value.argument == argument
