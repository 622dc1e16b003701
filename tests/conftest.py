"""Shared test configuration: the Hypothesis profiles, the seed pool of the property
suite and the order of its tests.

The profile is chosen by the environment variable ``HYPOTHESIS_PROFILE``:

- ``dev`` (the default): 50 examples per property, each on a fresh random seed, for
  quick local runs;
- ``ci``: 20 examples, what ``tox`` (and so ``.ci/run``) uses, quick because every
  property runs once per game and preset (over fifty of them). Its properties draw their
  seeds from a pool of 20 random seeds chosen afresh in every run and shared by every
  property, so that each check runs on 20 distinct random games of every preset and all
  the checks run on the same games, each played once (the cache of
  ``tests/strategies.py``; its docstring tells the whole design). The pytest header
  prints the run's pool number: ``TRICKTAKE_SEED_POOL=<number>`` replays that run's
  pool. A failure prints the falsifying seed, and the blob that reproduces it with
  ``@reproduce_failure`` (under the same pool number);
- ``deep``: 500 examples on fresh seeds, for a long hunt: ``HYPOTHESIS_PROFILE=deep pytest``.

No profile has a deadline: a whole game played out by a property can take a while, and
the time of one example on a shared machine says nothing about correctness.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.strategies import SEED_POOL_ENV, seed_pool, use_seed_pool

settings.register_profile(
    "ci",
    max_examples=20,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile("deep", max_examples=500, deadline=None)

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "dev")
settings.load_profile(PROFILE)

SEED_POOL_SIZES: dict[str, int] = {"ci": 20}
"""The profiles whose properties draw their seeds from a per-run pool, and its size: as
many seeds as the profile's ``max_examples``, so that each property sees as many
distinct games as it would with fresh seeds."""

# Chosen here, before the test modules draw on it (and before pytest-xdist starts its
# workers, which inherit the variable and so the pool).
os.environ.setdefault(SEED_POOL_ENV, str(random.SystemRandom().randrange(2**32)))
use_seed_pool(SEED_POOL_SIZES.get(PROFILE))

PROPERTIES = Path(__file__).parent / "properties"


def pytest_report_header() -> str:
    """The seed pool of this run, to replay it."""
    pool = seed_pool()
    if pool is None:
        return f"tricktake properties: fresh seeds (profile {PROFILE!r})"
    return (
        f"tricktake properties: a pool of {len(pool)} seeds, "
        f"{SEED_POOL_ENV}={os.environ[SEED_POOL_ENV]} replays it (profile {PROFILE!r})"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the property tests of one ``(game, preset)`` one after the other (in their
    order otherwise), so that they find that preset's games in the bounded cache of
    ``tests/strategies.py``. Only the places of the property tests that take a game and
    a preset change; every other test keeps its place."""
    places: list[int] = []
    keys: list[tuple[int, int]] = []
    presets: dict[tuple[object, object], int] = {}
    for index, item in enumerate(items):
        callspec = getattr(item, "callspec", None)
        if callspec is None or not item.path.is_relative_to(PROPERTIES):
            continue
        params = callspec.params
        if "name" not in params or "preset" not in params:
            continue
        group = presets.setdefault((params["name"], params["preset"]), len(presets))
        places.append(index)
        keys.append((group, index))
    ordered = [items[index] for _, index in sorted(keys)]
    for place, item in zip(places, ordered, strict=True):
        items[place] = item
