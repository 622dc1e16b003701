"""Exhaustive small-scope checking (issue 12, layer 2): from seeded positions small
enough to finish, *every* reachable state (every legal action sequence to the end of the
deal) is visited, every invariant checked at every state (``checks.check_state``) and
every deal identity at every transition that scores (``checks.check_step``), so every
terminal state scores by the rules document.

The positions are each game's :class:`~tests.verification.scopes.Scope`, in its folder
(``tests/<game>/scope.py``): the last tricks of Ninety-Nine and Nines deals, whole Nap deals after bidding with two players and
the last four tricks with three, Newmarket deals with a few cards per hand. States are
values, so a state reached along two paths is visited once.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import tricktake
from tests.properties.adapters import AnyGame, run_checks
from tests.properties.registry import adapter_for
from tests.strategies import POLICIES, uniform
from tests.verification.checks import check_state, check_step
from tests.verification.registry import BUDGET, SCOPES, Position, record
from tricktake.units import Seat

pytestmark = pytest.mark.exhaustive

CASES = [
    pytest.param(name, position, id=f"{name}/{position.label}")
    for name, scope in SCOPES.items()
    for position in scope.positions
]

_LIMIT = 2_000_000
"""More states than this from one position is a scope too large (a failure)."""


def hand_cards(game: AnyGame, state: Any) -> int:
    """The cards in the players' hands (piles ``hand[i]``)."""
    return sum(len(cards) for pile, cards in game.piles(state).items() if pile.startswith("hand"))


def start(game: AnyGame, rules: Any, seed: int, cards: int) -> tuple[Any, int] | None:
    """A seeded deal played at random (the game's steering policy) to its first card
    play with at most ``cards`` cards in hand, and the actions the deal took so far;
    ``None`` if the deal ended before."""
    rng = random.Random(seed)
    policy = POLICIES.get(game.name, uniform)
    state = game.new(rules, first_dealer=Seat(rng.randrange(game.info(rules).seats)))
    state = game.apply(state, game.deal(state, rng))
    taken = 1
    while game.to_move(state) not in (tricktake.CHANCE, None):
        legal = game.legal_actions(state)
        if hand_cards(game, state) <= cards and all(
            game.format_action(a).startswith("play ") for a in legal
        ):
            return state, taken
        state = game.apply(state, policy(game, state, legal, rng))
        taken += 1
    return None


def enumerate_deal(
    game: AnyGame, rules: Any, root: Any, taken: int, where: str
) -> tuple[int, int, int]:
    """Visit every state reachable from ``root`` to the end of its deal, checking each;
    returns (states, deal ends, scored deals)."""
    adapter = adapter_for(game.name)
    limit = game.info(rules).max_deal_actions
    seen = {root}
    stack = [(root, taken)]
    ends = scored = 0
    while stack:
        state, depth = stack.pop()
        check_state(game, adapter, rules, state, where)
        if game.to_move(state) in (tricktake.CHANCE, None):
            ends += 1
            continue
        assert depth < limit, f"DESIGN termination ({where}): the deal passed {limit} actions"
        for action in game.legal_actions(state):
            after = game.apply(state, action)
            known = len(seen)
            seen.add(after)  # one hash of the state, where `in` then `add` took two
            if len(seen) == known:
                continue
            assert len(seen) <= _LIMIT, f"{where}: more than {_LIMIT} states: shrink the scope"
            scored += check_step(game, adapter, state, after, f"{where} after {action}")
            stack.append((after, depth + 1))
    return len(seen), ends, scored


@pytest.mark.parametrize(("name", "position"), CASES)
def test_every_continuation_of_small_positions(name: str, position: Position) -> None:
    """DESIGN invariants and each rules document's per-state invariants and deal
    identities (N99-INV-1..16, NAP-INV-1..10, NINES-INV-1..11, NM-INV-1..10 as the
    adapters key them) hold in every state reachable from each seeded position."""
    game = tricktake.get_game(name)
    rules = game.rules(position.preset, **position.options)
    run_checks(adapter_for(name).info_checks(), game, rules, where=position.label)
    began = time.perf_counter()
    states = ends = scored = positions = 0
    seed = 0
    wanted = position.deals * BUDGET.exhaustive_deals
    while positions < wanted:
        seed += 1
        assert seed < 50 * wanted, f"{name}/{position.label}: no position of {position.cards} cards"
        found = start(game, rules, seed, position.cards)
        if found is None:
            continue
        positions += 1
        where = f"{name}/{position.label} seed={seed}"
        visited, deal_ends, deal_scored = enumerate_deal(game, rules, *found, where)
        states += visited
        ends += deal_ends
        scored += deal_scored
    assert ends > 0 and scored > 0, f"{name}/{position.label}: no deal was scored"
    record(
        "exhaustive",
        f"{name}/{position.label} ({position.cards} cards)",
        positions=positions,
        states=states,
        deal_ends=ends,
        seconds=f"{time.perf_counter() - began:.1f}",
    )
