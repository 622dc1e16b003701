"""Ninety-Nine's part of the property suite itself: the steered random player of
``tests/strategies.py`` reaches the paths that the properties rely on."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.ninety_nine.adapter import reference_variant
from tests.ninety_nine.reference import VARIANTS
from tests.strategies import play_through


def test_n99_random_player_reaches_every_path() -> None:
    """The steered player of tests/strategies.py makes the properties see premium calls
    (declare, reveal, the upgrade match), every success count k (N99-SCORE-3), hence
    every mode (N99-TRUMP-3), and successful and failed holders."""
    seen: Counter[str] = Counter()
    for seed in range(100):
        playthrough = play_through("ninety-nine", "revised", seed)
        assert tricktake.get_game("ninety-nine").is_over(playthrough.final)
        for state in playthrough.states:
            if state.phase.value == "premium" and state.auction.upgrade:
                seen["upgrade step"] += 1
        for result in playthrough.final.results:
            seen[f"k={result.successes}"] += 1
            seen[f"mode={result.mode.value}"] += 1
            for holder in result.holders:
                made = result.succeeded[holder.seat]
                seen[f"{holder.kind.value} {'made' if made else 'failed'}"] += 1
            if not result.holders:
                seen["no premium"] += 1
    paths = [f"k={k}" for k in range(4)] + [f"mode={m}" for m in ("NT", "C", "H", "S", "D")]
    paths += ["no premium", "upgrade step", "declare made", "declare failed"]
    paths += ["reveal made", "reveal failed"]
    assert all(seen[path] > 0 for path in paths), seen


def _reaches(preset: str, seeds: range, seen: Callable[[Any], bool]) -> bool:
    """Whether a play-through of ``preset`` from one of ``seeds`` has a state ``seen``."""
    return any(
        any(seen(state) for state in play_through("ninety-nine", preset, seed).states)
        for seed in seeds
    )


def _slam(state: Any) -> bool:
    return any(
        ok and value == 0 and won == state.rules.tricks
        for r in state.results
        for ok, value, won in zip(r.succeeded, r.bid_values, r.tricks_won, strict=True)
    )


_SPECIAL_PATHS: list[tuple[str, range, str, Callable[[Any], bool]]] = [
    (
        "unbidden",
        range(10),
        "a numbered reveal",
        lambda s: any(
            c.kind is not None and c.kind.value == "reveal" and c.number is not None
            for _, c in s.auction.calls
        ),
    ),
    (
        "sphinx",
        range(10),
        "trump NT",
        lambda s: any(str(e).endswith(" trump NT") for e in s.events),
    ),
    ("naughty-nun", range(3), "a snap", lambda s: s.snaps != 0),
    (
        "revised-2p",
        range(5),
        "a dummy-led trick",
        lambda s: any(t.leader == 2 for t in s.tricks),
    ),
    (
        "original-2p",
        range(5),
        "a dummy-led trick",
        lambda s: any(t.leader == 2 for t in s.tricks),
    ),
    ("original-early", range(10), "a lead named", lambda s: s.phase.value == "lead"),
    ("revised-4p", range(50), "a three-diamond slam", _slam),
]
"""(preset, seeds, the path, whether a state is on it) for each preset's special path."""


@pytest.mark.parametrize(("preset", "seeds", "path", "seen"), _SPECIAL_PATHS)
def test_n99_the_random_player_reaches_each_preset_s_special_path(
    preset: str, seeds: range, path: str, seen: Callable[[Any], bool]
) -> None:
    """Issue 7: the steered player of the invariant suite reaches each preset's special
    phases — an unbidden ``reveal N``, a Sphinx ``trump NT``, a snap, a dummy-led trick,
    a named leader, a 10-trick three-diamond success (N99-BID-5) — so that the
    invariants are checked there too."""
    assert _reaches(preset, seeds, seen), f"{preset}: no {path} in seeds {seeds}"


@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_n99_the_adapter_reads_each_preset_as_the_reference(preset: str) -> None:
    """The adapter's reading of the engine's options (``reference_variant``), through
    which its oracles ask the reference, gives each preset the reference's own variant."""
    rules = tricktake.get_game("ninety-nine").rules(preset)
    assert reference_variant(rules) == VARIANTS[preset]
