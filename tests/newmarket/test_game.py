"""Options, presets, setup arguments, the end of the game, and the overview
(NM-OPT-1/2, NM-PRESET-1/2, NM-COMP-1/4/7, NM-END-1..5, NM-OVR-1..4, NM-AMB-2/8/9/15/18)."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

import tricktake
from tests.newmarket.helpers import GAME, chips, run, start
from tricktake.newmarket import OutPayment
from tricktake.units import Seat


def test_nm_preset_1_presets() -> None:
    """NM-PRESET-1, NM-AMB-18: the presets and their options, ``standard`` first."""
    assert GAME.presets() == (
        "standard", "dealer-double-ante", "free-ante", "dummy-first", "equal-hands",
        "dealer-exchange", "change-suit-pass-left", "change-suit-same-player",
        "one-chip-payout", "michigan", "parlett",
    )  # fmt: skip
    expected: dict[str, dict[str, Any]] = {
        "standard": {},
        "dealer-double-ante": {"dealer_ante_multiplier": 2},
        "free-ante": {"ante_mode": "free"},
        "dummy-first": {"dummy_position": "first"},
        "equal-hands": {"equal_hands": True},
        "dealer-exchange": {"dummy_exchange_and_sale": True},
        "change-suit-pass-left": {"restart_rule": "change_suit_pass_left"},
        "change-suit-same-player": {"restart_rule": "change_suit_same_player"},
        "one-chip-payout": {"out_payment": "per_player"},
        "michigan": {
            "dummy_position": "first",
            "dummy_exchange_and_sale": True,
            "dealer_ante_multiplier": 2,
            "restart_rule": "change_suit_pass_left",
        },
        "parlett": {"ruleset": "parlett"},
    }
    for preset, options in expected.items():
        assert GAME.rules(preset) == GAME.rules("standard", **options)
        assert GAME.preset_of(GAME.rules(preset)) == (preset, {})


def test_nm_opt_1_ruleset_options_and_values() -> None:
    """NM-OPT-1, NM-COMP-1, NM-COMP-4, NM-AMB-2: allowed values; an option of one
    ruleset keeps its default under the other."""
    bads: list[dict[str, Any]] = [
        {"players": 2},
        {"players": 9},
        {"dealer_ante_multiplier": 3},
        {"boodle_cards": ["AH", "KC", "QD", "10S"]},
        {"boodle_cards": ["AH", "KH", "QD", "JS"]},
        {"pool_ante": 2},
        {"first_play": "lowest_diamond"},
        {"max_offer": 0},
        {"num_deals": 0},
    ]
    for bad in bads:
        with pytest.raises(tricktake.RulesError):
            GAME.rules("standard", **bad)
    others: list[dict[str, Any]] = [{"equal_hands": True}, {"max_offer": 5}]
    for bad in others:
        with pytest.raises(tricktake.RulesError, match="does not apply"):
            GAME.rules("parlett", **bad)
    rules = GAME.rules("standard", boodle_cards=["JC", "QH", "KS", "AD"])  # type: ignore[arg-type]  # cards as text
    assert [tricktake.cards.card_text(c) for c in rules.boodle_cards] == ["JC", "QH", "KS", "AD"]


def test_nm_opt_2_preset_2_combinations() -> None:
    """NM-OPT-2, NM-PRESET-2: options combine freely; the dealer's multiplier combines
    with free antes (twice the total)."""
    rules = GAME.rules("standard", equal_hands=True, out_payment=OutPayment.PER_PLAYER)
    assert rules.equal_hands and rules.out_payment.value == "per_player"
    rules = GAME.rules("free-ante", players=3, dealer_ante_multiplier=2, free_ante_total=3)
    state = GAME.new(rules, first_dealer=Seat(2))
    state = run(state, "ante AH=3 KC=0 QD=0 JS=0", "ante AH=3 KC=0 QD=0 JS=0")
    assert str(GAME.legal_actions(state)[-1]) == "ante AH=6 KC=0 QD=0 JS=0"


def test_nm_comp_7_balances_and_setup_arguments() -> None:
    """NM-COMP-7, NM-AMB-9: balances start at 0 and may go negative; ``game.new`` takes
    balances, stacks, face-up kings and the pool, validated (NM-END-5)."""
    state = GAME.new(
        GAME.rules("standard", players=3), balances=chips(-10, 5, 1), stacks=chips(1, 1, 1, 1)
    )
    assert GAME.scores(state) == (-14, 1, -3)
    setups: list[dict[str, Any]] = [
        {"balances": (1, 2)},
        {"balances": (1, 0, 0)},
        {"stacks": (-1, 0, 0, 1)},
        {"face_up": (True, True, True, True)},
        {"pool": 3, "balances": (-3, 0, 0)},
        {"first_dealer": 3},
        {"colour": "red"},
    ]
    for kwargs in setups:
        with pytest.raises(tricktake.SetupError):
            GAME.new(GAME.rules("standard", players=3), **kwargs)
    with pytest.raises(tricktake.SetupError, match="face-down king"):
        GAME.new(
            GAME.rules("parlett", players=3),
            stacks=chips(1, 0, 0, 0),
            face_up=(False, True, True, True),
            balances=chips(-1, 0, 0),
        )
    with pytest.raises(tricktake.SetupError, match="game is over"):
        GAME.new(GAME.rules("parlett", players=3), face_up=(False,) * 4)


def _play(preset: str, seed: int, **options: Any) -> tricktake.newmarket.State:
    state = start(preset, **options)
    rng = random.Random(seed)
    while not GAME.is_over(state):
        if GAME.to_move(state) is tricktake.CHANCE:
            state = GAME.apply(state, GAME.deal(state, rng))
        else:
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def test_nm_end_1_deal_limit_and_amb_8_split() -> None:
    """NM-END-1, NM-AMB-8: ``newmarket`` plays n deals by default, or ``num_deals``;
    NM-END-3/5: then the table is cleared and the balances sum to 0."""
    for options, deals in (({"players": 5}, 5), ({"players": 3, "num_deals": 2}, 2)):
        final = _play("standard", 1, **options)
        assert len(final.results) == deals and sum(final.stacks) == 0
        assert sum(GAME.scores(final)) == 0
        assert GAME.outcome(final) is not None


def test_nm_end_2_amb_15_parlett_limit() -> None:
    """NM-END-2, NM-AMB-15: Parlett's game ends with the last king, or after
    ``num_deals`` (default 100) deals, splitting the kings' chips and the pool."""
    assert GAME.info(GAME.rules("parlett")).max_deals == 100
    final = _play("parlett", 2, num_deals=1)
    outcome = GAME.outcome(final)
    assert outcome is not None and len(final.results) == 1
    assert final.pool == 0 and sum(final.stacks) == 0 and sum(GAME.scores(final)) == 0


def test_nm_end_4_winners() -> None:
    """NM-END-4: every seat with the highest balance wins."""
    for seed in range(5):
        final = _play("one-chip-payout", seed, players=3)
        outcome = GAME.outcome(final)
        assert outcome is not None
        top = max(final.balances)
        assert outcome.winners == tuple(s for s, b in enumerate(final.balances) if b == top)


def test_nm_ovr_1_to_4_a_stops_game_not_in_seat_order() -> None:
    """NM-OVR-1..4: Newmarket (Michigan, Stops, Boodle …) is a stops game: a seat may
    move twice running, and moves follow the cards, not the seats; two rulesets
    (NM-OVR-2) from the seed's two parts (NM-OVR-3)."""
    assert {r.ruleset.value for r in map(GAME.rules, GAME.presets())} == {"newmarket", "parlett"}
    state = start("standard", players=4)
    rng = random.Random(5)
    state = GAME.apply(state, GAME.deal(state, rng))
    movers: list[int] = []
    while state.phase.value == "play":
        actor = GAME.to_move(state)
        assert isinstance(actor, int)
        movers.append(actor)
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert any(a == b for a, b in itertools.pairwise(movers))
    assert any((b - a) % 4 not in (0, 1) for a, b in itertools.pairwise(movers))


def test_every_rule_id_is_named_by_a_test() -> None:
    """Every rule identifier of the rules document is named by a test here or by the
    invariant suite's Newmarket adapter."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    document = root.parent / "shared" / "rules" / "newmarket.md"
    if not document.exists():
        pytest.skip("the rules document is outside the repository")
    import re

    ids = set(re.findall(r"NM-[A-Z]+-\d+", document.read_text(encoding="utf-8")))
    # this folder's rule tests and the property adapter (adapter.py); not the reference,
    # which names every rule it implements, nor its cross-check
    texts = [
        p.read_text(encoding="utf-8")
        for p in (root / "tests" / "newmarket").glob("*.py")
        if p.name not in ("reference.py", "test_crosscheck.py")
    ]
    named: set[str] = set()
    for text in texts:
        for match in re.finditer(r"NM-([A-Z]+)-(\d+)(?:/(\d+))*(?:\.\.(\d+))?", text):
            section, first = match.group(1), int(match.group(2))
            named.add(f"NM-{section}-{first}")
            for extra in re.findall(r"/(\d+)", match.group(0)):
                named.add(f"NM-{section}-{extra}")
            if match.group(4):
                named |= {f"NM-{section}-{k}" for k in range(first, int(match.group(4)) + 1)}
    missing = sorted(ids - named, key=lambda i: (i.rsplit("-", 1)[0], int(i.rsplit("-", 1)[1])))
    assert not missing, f"rule ids no test names: {missing}"
