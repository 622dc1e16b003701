"""The verification suite's settings and per-game registry.

The layers of ``tests/verification/`` are written once, against the ``Game`` protocol
and the per-game adapters of the invariant suite (``tests/properties/``). What they need
beyond an adapter is here: the *budget* of each layer at the chosen level, and each
game's :class:`Scope` (the seeded positions the exhaustive layer enumerates from). A new
game is covered by adding its adapter to ``tests/properties/registry.py`` and its scope
to :data:`SCOPES`; ``test_registry.py`` fails until both are there.

The level comes from the environment variable ``TRICKTAKE_VERIFY``:

- ``quick`` (unset): what plain ``pytest`` (the ``py`` env) runs. The slow layers
  (markers ``exhaustive``, ``crosshair``, ``proof``) are deselected there by the
  ``addopts`` of ``pyproject.toml``; the state machines and the fuzzers run a few
  examples each.
- ``ci``: what ``tox -e verify`` runs, every layer, under 20 minutes on 2 cores.
- ``deep``: a long local hunt (``TRICKTAKE_VERIFY=deep tox -e verify``): many more
  machine runs and exhaustive positions, 100,000 inputs per parser.

Each layer records what it did (:func:`record`): states visited, inputs tried, conditions
confirmed, seconds; ``conftest.py`` prints the table at the end of the run.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import pytest

import tricktake

__all__ = [
    "BUDGET",
    "COUNTS",
    "LEVEL",
    "SCOPES",
    "Budget",
    "Position",
    "Scope",
    "record",
    "scope_for",
]


@dataclass(frozen=True)
class Budget:
    """How much each layer does at one level."""

    #: Hypothesis examples (runs) of the state machine per game and preset.
    machine_examples: int
    #: Steps per state machine run.
    machine_steps: int
    #: Multiplier of each :class:`Position`'s number of seeded deals.
    exhaustive_deals: int
    #: Inputs per parser and game for the fuzzers.
    fuzz_inputs: int


LEVELS = {
    "quick": Budget(machine_examples=4, machine_steps=25, exhaustive_deals=1, fuzz_inputs=60),
    "ci": Budget(machine_examples=10, machine_steps=60, exhaustive_deals=1, fuzz_inputs=5_000),
    "deep": Budget(machine_examples=40, machine_steps=200, exhaustive_deals=8, fuzz_inputs=100_000),
}
"""The budgets by level."""

LEVEL = os.environ.get("TRICKTAKE_VERIFY", "quick")
if LEVEL not in LEVELS:
    raise ValueError(f"TRICKTAKE_VERIFY={LEVEL!r}: expected one of {sorted(LEVELS)}")

BUDGET = LEVELS[LEVEL]
"""The budget of this run."""


@dataclass(frozen=True)
class Position:
    """Seeded positions to enumerate every continuation of: ``deals`` random deals of
    ``preset`` (with ``options``), each played at random up to its first card play
    where the hands together hold at most ``cards`` cards; from there every legal
    action sequence to the end of the deal is visited."""

    preset: str
    cards: int
    deals: int
    options: dict[str, Any] = field(default_factory=dict[str, Any])

    @property
    def label(self) -> str:
        """``preset`` and its options, for test ids and the report."""
        extra = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.preset}({extra})" if extra else self.preset


@dataclass(frozen=True)
class Scope:
    """A game's small scopes for the exhaustive layer."""

    positions: tuple[Position, ...]


SCOPES: dict[str, Scope] = {
    # the last three tricks of many deals (issue 12)
    "ninety-nine": Scope(
        (
            Position("revised", cards=9, deals=40),
            Position("revised-4p", cards=12, deals=10),
            Position("revised-2p", cards=6, deals=10),
            Position("naughty-nun", cards=9, deals=20),
            Position("original-5p", cards=15, deals=6),
        )
    ),
    # whole deals after bidding with two players, the last four tricks with three
    "nap": Scope(
        (
            Position("standard", cards=10, deals=3, options={"players": 2}),
            Position("joker", cards=10, deals=3, options={"players": 2}),
            Position("standard", cards=12, deals=3, options={"players": 3}),
        )
    ),
    "nines": Scope(
        (
            Position("standard", cards=9, deals=30),
            Position("no-draw", cards=9, deals=20),
            Position("partnership", cards=12, deals=10),
        )
    ),
    # deals with a few cards per hand
    "newmarket": Scope(
        (
            Position("standard", cards=20, deals=20),
            Position("parlett", cards=20, deals=10),
            Position("michigan", cards=20, deals=10),
        )
    ),
}
"""Each game's exhaustive scope, by registered name."""


def scope_for(name: str) -> Scope:
    """The scope of game ``name``; a test fails when the game has none."""
    scope = SCOPES.get(name)
    if scope is None:
        pytest.fail(
            f"game {name!r} is registered but tests/verification/registry.py has no scope "
            "for it: add one to SCOPES so that the exhaustive layer covers it"
        )
    return scope


COUNTS: list[tuple[str, str, str]] = []
"""What each check did: (layer, check, figures), in the order they ran."""


def record(layer: str, check: str, **figures: object) -> None:
    """Note the figures of one check for the end-of-run report."""
    COUNTS.append((layer, check, ", ".join(f"{k}={v}" for k, v in figures.items())))


def registered() -> tuple[str, ...]:
    """Every registered game."""
    return tricktake.games()
