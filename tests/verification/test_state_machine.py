"""State machines (issue 12, layer 1): one generic Hypothesis ``RuleBasedStateMachine``,
:class:`GameMachine`, run for every registered game and every preset.

At the start it checks ``game.info`` against the rules document. Its rules apply a
legal action (a sampled deal at a chance node), try an illegal one
(a typed error, and the state unchanged), branch from an earlier state after replaying
the recorded actions from it, and take a view and check it; its invariants, checked
after every step, are conservation and the per-state invariants of the rules document
(``checks.check_state``), the deal identities of the last transition
(``checks.check_step``), the identities of the whole game once it is over, and the
termination counters (actions per deal, deals per
game, from ``game.info``). A failure shrinks to the shortest program that shows it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

import tricktake
from tests.properties.adapters import run_checks
from tests.properties.registry import adapter_for
from tests.strategies import preset_params
from tests.verification.checks import check_state, check_step
from tests.verification.registry import BUDGET, record
from tricktake.units import Seat

RUNS: dict[str, int] = {}
"""Actions applied per game and preset, for the report."""

SCORED: dict[str, int] = {}
"""Deals scored per game and preset, for the report."""


class GameMachine(RuleBasedStateMachine):
    """A game of :attr:`name` under :attr:`preset`, driven by Hypothesis (a subclass per
    game and preset, :func:`machine_for`)."""

    name = "ninety-nine"
    preset = "revised"

    def __init__(self) -> None:
        super().__init__()
        name, preset = self.name, self.preset
        self.label = f"{name}/{preset}"
        self.game = tricktake.get_game(name)
        self.rules = self.game.rules(preset)
        self.info = self.game.info(self.rules)
        self.adapter = adapter_for(name)
        self.states: list[Any] = [self.game.new(self.rules)]
        self.actions: list[Any] = []
        self.scored_last = False

    @property
    def state(self) -> Any:
        """The current state."""
        return self.states[-1]

    def _where(self) -> str:
        return f"{self.label} after {[str(a) for a in self.actions[-6:]]}"

    def _push(self, action: Any) -> None:
        before = self.state
        after = self.game.apply(before, action)
        self.states.append(after)
        self.actions.append(action)
        self.scored_last = check_step(self.game, self.adapter, before, after, self._where())
        RUNS[self.label] = RUNS.get(self.label, 0) + 1
        SCORED[self.label] = SCORED.get(self.label, 0) + self.scored_last

    @initialize(dealer=st.integers(min_value=0, max_value=7))
    def start(self, dealer: int) -> None:
        """A new game with any first dealer."""
        self.states = [self.game.new(self.rules, first_dealer=Seat(dealer % self.info.seats))]
        run_checks(self.adapter.info_checks(), self.game, self.rules, where=self.label)

    @precondition(lambda self: not self.game.is_over(self.state))
    @rule(choice=st.integers(min_value=0, max_value=2**32 - 1), run=st.integers(1, 40))
    def apply_legal(self, choice: int, run: int) -> None:
        """DESIGN Legality: a run of legal actions (deals sampled at chance nodes), each
        accepted, every state on the way checked; chosen by ``random.Random(choice)``."""
        rng = random.Random(choice)
        for _ in range(run):
            state = self.state
            if self.game.to_move(state) is tricktake.CHANCE:
                self._push(self.game.deal(state, rng))
            elif self.game.is_over(state):
                return
            else:
                legal = self.game.legal_actions(state)
                self._push(legal[rng.randrange(len(legal))])
            check_state(self.game, self.adapter, self.rules, self.state, self._where())

    @rule(choice=st.integers(min_value=0, max_value=2**32 - 1))
    def apply_illegal(self, choice: int) -> None:
        """DESIGN "Bad input": an action that is not legal raises IllegalActionError and
        changes nothing."""
        state = self.state
        marks = (hash(state), repr(state))
        legal = set(self.game.legal_actions(state))
        probes = self.adapter.probes(self.game, state, random.Random(choice))
        illegal = [a for a, must in probes if must is False or (must is None and a not in legal)]
        if not illegal:
            return
        action = illegal[choice % len(illegal)]
        with pytest.raises(tricktake.IllegalActionError):
            self.game.apply(state, action)
        assert (hash(state), repr(state)) == marks, f"{self._where()}: {action} changed the state"

    @rule(back=st.integers(min_value=0, max_value=10**6))
    def branch_and_replay(self, back: int) -> None:
        """DESIGN Purity and Replay: the recorded actions replayed from an earlier state
        give equal states; the game then goes on from that earlier state (a branch)."""
        start = back % len(self.states)
        state = self.states[start]
        for index, action in enumerate(self.actions[start:], start + 1):
            state = self.game.apply(state, action)
            assert state == self.states[index], f"{self._where()}: replay differs at {index}"
        del self.states[start + 1 :]
        del self.actions[start:]
        self.scored_last = False

    @rule(seat=st.integers(min_value=-1, max_value=7))
    def view(self, seat: int) -> None:
        """DESIGN No leaks: a seat's view (or the public one) is the adapter's reading of
        what the rules let it see, and JSON-ready."""
        viewer = None if seat < 0 else Seat(seat % self.info.seats)
        view = self.game.view(self.state, viewer)
        assert view.seat == viewer
        data = self.game.to_json(view)
        self.adapter.check_view(self.game, self.state, viewer, view, data)
        assert json.loads(json.dumps(data)) == data, f"{self._where()}: view not JSON-ready"

    @invariant()
    def state_invariants(self) -> None:
        """Conservation, the rules document's per-state invariants, legality oracles."""
        check_state(self.game, self.adapter, self.rules, self.state, self._where())

    @invariant()
    def game_identities(self) -> None:
        """Once the game is over, the identities of the whole game (its states from
        ``game.new`` on) by the rules document: totals, termination, winners."""
        if self.game.is_over(self.state):
            run_checks(self.adapter.game_checks(), self.game, self.states, where=self._where())

    @invariant()
    def termination_counters(self) -> None:
        """DESIGN Termination: the current deal has taken at most
        ``info.max_deal_actions`` actions, the game at most ``info.max_deals`` deals."""
        deals = [
            i for i, s in enumerate(self.states[:-1]) if self.game.to_move(s) is tricktake.CHANCE
        ]
        since = len(self.actions) - (deals[-1] if deals else 0)
        assert since <= self.info.max_deal_actions, f"{self._where()}: deal too long"
        if self.info.max_deals is not None:
            assert len(deals) <= self.info.max_deals, f"{self._where()}: {len(deals)} deals"


def machine_for(name: str, preset: str) -> type[GameMachine]:
    """The machine of game ``name`` under ``preset``."""
    return type(f"Machine[{name}/{preset}]", (GameMachine,), {"name": name, "preset": preset})


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_state_machine(name: str, preset: str) -> None:
    """The generic machine, for every game and preset (budget by ``TRICKTAKE_VERIFY``)."""
    run_state_machine_as_test(
        machine_for(name, preset),
        settings=settings(
            max_examples=BUDGET.machine_examples,
            stateful_step_count=BUDGET.machine_steps,
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
    label = f"{name}/{preset}"
    record(
        "machine",
        label,
        runs=BUDGET.machine_examples,
        actions=RUNS.get(label, 0),
        deals_scored=SCORED.get(label, 0),
    )
