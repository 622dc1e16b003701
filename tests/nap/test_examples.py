"""The worked examples of the Nap rules (``src/tricktake/rulebook/nap.rst``) §9 (NAP-EX-1..6), written once in
``tests/nap/examples.py`` and run twice: through the engine's public API and on the
independent reference (``tests/nap/reference.py``). What only the engine can tell (the
state's attributes) is checked beside the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

import tricktake
from tests.nap.examples import EXAMPLES, SETTLEMENTS, TABLES
from tests.nap.helpers import GAME, run
from tests.nap.reference import VARIANTS, RefGame, Variant, contract_made, settle
from tests.reference.examples import Example, RefSide, Side, on_both_sides, sides, walk
from tricktake.nap import Contract, Phase, State
from tricktake.nap.scoring import settlement

ENGINE_RESULTS: dict[str, Callable[[State], Any]] = {
    "tricks": lambda state: state.results[0].tricks_won,
    "declarer": lambda state: state.results[0].declarer,
    "trump": lambda state: state.results[0].trump,
    "dealer": lambda state: state.dealer,
}
REF_RESULTS: dict[str, Callable[[RefGame], Any]] = {
    "tricks": lambda ref: ref.results[0].tricks,
    "declarer": lambda ref: ref.results[0].declarer,
    "trump": lambda ref: ref.results[0].trump,
    "dealer": lambda ref: ref.dealer,
}


def ref_side(example: Example) -> RefSide:
    """The reference's side of ``example``."""
    variant = replace(VARIANTS[example.preset], **example.options)
    ref = RefGame(variant, first_dealer=example.new.get("first_dealer", 0))
    return RefSide(ref, REF_RESULTS, log=False)


SIDES = sides(tricktake, "nap", ENGINE_RESULTS, ref_side)


@on_both_sides(EXAMPLES, SIDES)
def test_nap_examples(example: Example, side: Callable[[Example], Side]) -> None:
    """Each worked example of the table, played through the engine and on the reference."""
    walk(side(example), example)


def test_nap_ex_1_engine_state() -> None:
    """NAP-EX-1 on the engine's state: after the bidding seat 1 declares misère; after
    the deal, which misère fails, the game waits for seat 0's deal."""
    actions = EXAMPLES["NAP-EX-1"].actions
    script = run(first_dealer=3).play(*actions[:5])
    assert script.state.declarer == 1 and script.state.contract is Contract.MISERE
    script.play(*actions[5:])
    assert script.state.phase is Phase.DEALING and not script.state.results[-1].made


def test_nap_ex_5_engine_thrown_in_counts() -> None:
    """NAP-EX-5 (NAP-END-1) on the engine's state: the thrown-in deal counts."""
    actions = EXAMPLES["NAP-EX-5 thrown-in"].actions
    script = run("with-one", allow_blucher=True, first_dealer=3).play(*actions[:5])
    assert script.state.dealer == 0 and script.state.deal_number == 1


@pytest.mark.parametrize(("contract", "made", "changes"), SETTLEMENTS)
def test_nap_ex_6_settlement_table(contract: str, made: bool, changes: dict[str, int]) -> None:
    """NAP-EX-6 (NAP-SCORE-2..4): with n = 4 the declarer's change and each opponent's
    under every payout table, for every declarer seat, on the engine and the reference
    (NAP-BID-11 / NAP-SCORE-1: the reference from the tricks taken)."""
    if made:
        tricks = {"misere": 0, "one": 1, "two": 2}.get(contract, 5)
    else:
        tricks = 1 if contract == "misere" else 2
    assert contract_made(contract, tricks) == made
    for table, each in changes.items():
        rules = GAME.rules(TABLES[table], allow_one=True, allow_blucher=True)
        variant = Variant(payout_table=table, allow_blucher=True, allow_one=True)
        for declarer in range(4):
            expected = tuple(-3 * each if s == declarer else each for s in range(4))
            chips = settlement(rules, declarer, Contract(contract), made)
            assert chips == expected, (table, declarer)
            assert settle(variant, declarer, contract, tricks) == expected, (table, declarer)
