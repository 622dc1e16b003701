"""The worked examples NM-EX-1..7 of the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``), written once in
``tests/newmarket/examples.py`` and run twice: through the engine's public API and on
the independent reference (``tests/newmarket/reference.py``). What only one side can
tell (the engine's outcome, tallies and private events; the reference's deal results)
is checked beside the table."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.newmarket.examples import EXAMPLES
from tests.newmarket.helpers import GAME, events, legal, run, start
from tests.newmarket.reference import KINGS, VARIANTS, RefGame, compositions, split
from tests.reference.examples import Example, RefSide, Side, on_both_sides, sides, walk
from tricktake.cards import card_text
from tricktake.newmarket import State
from tricktake.units import Seat

ENGINE_FACTS: dict[str, Callable[[State], Any]] = {
    "stacks": lambda state: tuple(state.stacks),
    "pool": lambda state: state.pool,
    "on_table": lambda state: sum(state.stacks) + state.pool,
    "hand0": lambda state: tuple(card_text(c) for c in state.hand(Seat(0))),
    "face_up": lambda state: tuple(k for k, up in zip(KINGS, state.face_up, strict=True) if up),
    "deltas": lambda state: tuple(state.results[-1].deltas),
    "legal_count": lambda state: len(GAME.legal_actions(state)),
}
REF_FACTS: dict[str, Callable[[RefGame], Any]] = {
    "stacks": lambda ref: tuple(ref.stacks.values()),
    "pool": lambda ref: ref.pool,
    "on_table": lambda ref: ref.chips_on_table(),
    "hand0": lambda ref: tuple(ref.hands[0]),
    "face_up": lambda ref: tuple(ref.face_up),
    "deltas": lambda ref: tuple(ref.results[-1].balances),
    "legal_count": lambda ref: len(ref.legal()),
}


def ref_side(example: Example, **overrides: Any) -> RefSide:
    """The reference's side of ``example`` (with ``overrides`` of its options): ``new``'s
    stacks and face-up kings become the reference's stacks by name and its face-down
    kings."""
    variant = dataclasses.replace(VARIANTS[example.preset], **{**example.options, **overrides})
    new = example.new
    staked = KINGS if variant.parlett else variant.boodle_cards
    ref = RefGame(
        variant,
        first_dealer=new["first_dealer"],
        balances=new.get("balances"),
        stacks=dict(zip(staked, new.get("stacks", ()), strict=False)),
        face_down=[k for k, up in zip(KINGS, new.get("face_up", ()), strict=False) if not up],
    )
    return RefSide(ref, REF_FACTS, log=True)


SIDES = sides(tricktake, "newmarket", ENGINE_FACTS, ref_side)


@on_both_sides(EXAMPLES, SIDES)
def test_nm_examples(example: Example, side: Callable[[Example], Side]) -> None:
    """Each worked example of the table, played through the engine and on the reference."""
    walk(side(example), example)


def _engine(example_id: str, **options: Any) -> State:
    """The engine's state after the whole example (with ``options`` changed)."""
    example = EXAMPLES[example_id]
    new = start(example.preset, **{**example.options, **options}, new=dict(example.new))
    return run(new, *example.actions)


def test_nm_ex_1_engine_outcome_and_balances_before_the_split() -> None:
    """NM-EX-1 on the engine: the game ends by its deals, one boodle captured by seat 0;
    in a game of two deals the next deal's antes follow at once: one more chip on each
    boodle from each seat (NM-EX-1's balances +44, -10, -9 before the payment)."""
    state = _engine("NM-EX-1 standard")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "deals"
    assert GAME.tallies(state) == {"boodles captured": (1, 4)}
    state = _engine("NM-EX-1 standard", num_deals=2)
    assert state.results[-1].deltas == (44, -10, -10, -9, -10, -10, -10, -9)
    assert state.stacks == (16, 16, 16, 8)


def test_nm_ex_3_and_5_engine_private_hands() -> None:
    """NM-EX-3 (the dummy sold to seat 0) and NM-EX-5 (the dummy buried for seat 0):
    only seat 0 sees its new hand."""
    for example_id, after, hand in (
        ("NM-EX-3", 8, "hand 0=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"),
        ("NM-EX-5", 1, "hand 0=QD 2H 3H 4H 5H 6H 7H 8H AH 8S 9S 10S"),
    ):
        example = EXAMPLES[example_id]
        state = start(example.preset, **example.options, new=dict(example.new))
        state = run(state, *example.actions[:after])
        assert hand in events(state, Seat(0)) and hand not in events(state)


def test_nm_ex_5_engine_outcome() -> None:
    """NM-EX-5 on the engine: the game ends with the last king (NM-END-4)."""
    state = _engine("NM-EX-5")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "king"
    assert GAME.tallies(state) == {"deals won by going out": (0, 1), "kings captured": (1, 4)}


def test_nm_ex_7_engine_ante_order() -> None:
    """NM-EX-7 on the engine: the 35 antes in order, JS=4 first, AH=4 last; after the
    dealer's eighth the deal is due."""
    state = start("free-ante", players=3, new={"first_dealer": 2})
    actions = legal(state)
    assert actions[0] == "ante AH=0 KC=0 QD=0 JS=4" and actions[-1] == "ante AH=4 KC=0 QD=0 JS=0"
    state = start("free-ante", players=3, dealer_ante_multiplier=2, new={"first_dealer": 2})
    state = run(state, actions[0], actions[-1])
    state = run(state, legal(state)[7])
    assert GAME.to_move(state) is tricktake.CHANCE


# what the reference keeps of each deal: the stacks before the split
DEAL_STACKS: dict[str, dict[str, int]] = {
    **{
        f"NM-EX-1 {preset}": {"AH": 8, "KC": 8, "QD": 8, "JS": 0}
        for preset in ("standard", "change-suit-pass-left", "change-suit-same-player")
    },
    "NM-EX-2 standard": {"AH": 0, "KC": 3, "QD": 3, "JS": 3},
    "NM-EX-2 change-suit-same-player": {"AH": 0, "KC": 3, "QD": 3, "JS": 3},
    "NM-EX-2 change-suit-pass-left": {"AH": 3, "KC": 3, "QD": 0, "JS": 3},
    "NM-EX-3": dict.fromkeys(("AH", "KC", "QD", "JS"), 5),
    "NM-EX-4": {"KC": 0, "KD": 8, "KH": 8, "KS": 8},
}


@pytest.mark.parametrize("example_id", DEAL_STACKS)
def test_nm_ref_examples_deal_results(example_id: str) -> None:
    """The reference's result of the examples' first deal: the stacks before the split,
    no pool left (NM-EX-4), no capture (NM-EX-3), and chips neither made nor lost
    (NM-INV-3)."""
    side = ref_side(EXAMPLES[example_id])
    walk(side, EXAMPLES[example_id])
    deal = side.ref.results[0]
    assert deal.stacks == DEAL_STACKS[example_id]
    assert deal.pool == 0 and (example_id != "NM-EX-3" or not deal.captures)
    assert sum(deal.balances) + sum(deal.stacks.values()) + deal.pool == 0


@pytest.mark.parametrize("preset", ["standard", "change-suit-same-player", "change-suit-pass-left"])
def test_nm_ref_ex_2_next_deal_follows(preset: str) -> None:
    """NM-EX-2 in a longer game: the next deal follows at once, its antes applied
    automatically (NM-FLOW-3/6), and no chip is made or lost."""
    example = EXAMPLES[f"NM-EX-2 {preset}"]
    ref = ref_side(example, num_deals=VARIANTS[preset].num_deals).ref
    for text in example.actions:
        ref.apply(text)
    assert ref.to_move() == "chance" and ref.dealer == 0
    assert sum(ref.scores()) + ref.chips_on_table() == 0


def test_nm_ref_ex_5_dummy() -> None:
    """NM-EX-5 on the reference: seat 0's hand, buried, is the dummy now."""
    example = EXAMPLES["NM-EX-5"]
    ref = ref_side(example).ref
    ref.apply(example.actions[0])
    assert ref.dummy == ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "9H", "JS", "QS"]


def test_nm_ref_ex_6_split_remainder() -> None:
    """NM-EX-6 / NM-END-3: T = 7 over 3 seats, the remainder to the last dealer's left."""
    assert split(2 + 0 + 5 + 0, 3, last_dealer=1) == [2, 2, 3]
    assert split(24, 8, last_dealer=7) == [3] * 8
    assert split(5, 4, last_dealer=3) == [2, 1, 1, 1]


def test_nm_ref_ex_7_compositions() -> None:
    """NM-EX-7: NM-ANTE-2's 35 ways for a total of 4, JS=4 first and AH=4 last."""
    assert compositions(4, 4)[0] == (0, 0, 0, 4) and compositions(4, 4)[-1] == (4, 0, 0, 0)
    assert len(compositions(4, 4)) == 35 and len(compositions(8, 4)) == 165
