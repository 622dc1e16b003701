"""The verification suite's settings and per-game registry.

The layers of ``tests/verification/`` are written once, against the ``Game`` protocol
and the per-game adapters of the invariant suite (``tests/properties/``). What they need
beyond an adapter is here: the *budget* of each layer at the chosen level, and each
game's :class:`~tests.verification.scopes.Scope` (the seeded positions the exhaustive
layer enumerates from), which lives in the game's folder (``tests/<game>/scope.py``). A
new game is covered by adding its adapter to ``tests/properties/registry.py`` and its
scope to :data:`SCOPES`; ``test_adapters.py`` and ``test_exhaustive.py`` fail until both
are there.

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
from dataclasses import dataclass

import tricktake
from tests.nap import scope as nap
from tests.newmarket import scope as newmarket
from tests.nines import scope as nines
from tests.ninety_nine import scope as ninety_nine
from tests.verification.scopes import Position, Scope

__all__ = [
    "BUDGET",
    "COUNTS",
    "LEVEL",
    "SCOPES",
    "Budget",
    "Position",
    "Scope",
    "record",
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
    "ci": Budget(machine_examples=10, machine_steps=60, exhaustive_deals=1, fuzz_inputs=2_000),
    "deep": Budget(machine_examples=40, machine_steps=200, exhaustive_deals=8, fuzz_inputs=100_000),
}
"""The budgets by level."""

LEVEL = os.environ.get("TRICKTAKE_VERIFY", "quick")
if LEVEL not in LEVELS:
    raise ValueError(f"TRICKTAKE_VERIFY={LEVEL!r}: expected one of {sorted(LEVELS)}")

BUDGET = LEVELS[LEVEL]
"""The budget of this run."""


SCOPES: dict[str, Scope] = {
    "ninety-nine": ninety_nine.SCOPE,
    "nap": nap.SCOPE,
    "nines": nines.SCOPE,
    "newmarket": newmarket.SCOPE,
}
"""Each game's exhaustive scope (``tests/<game>/scope.py``), by registered name."""


COUNTS: list[tuple[str, str, str]] = []
"""What each check did: (layer, check, figures), in the order they ran."""


def record(layer: str, check: str, **figures: object) -> None:
    """Note the figures of one check for the end-of-run report."""
    COUNTS.append((layer, check, ", ".join(f"{k}={v}" for k, v in figures.items())))


def registered() -> tuple[str, ...]:
    """Every registered game."""
    return tricktake.games()
