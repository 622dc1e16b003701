"""The invariant suite covers every registered game: each has an adapter, and the
adapter's knowledge agrees with what the game deals. Also checks that the steered
random player of ``tests/strategies.py`` reaches the paths the properties rely on."""

from __future__ import annotations

from collections import Counter

import pytest

import tricktake
from tests.properties.adapters import ADAPTERS, Adapter, adapter_for, multiset
from tests.strategies import game_presets, play_through, preset_params


def test_every_registered_game_has_an_adapter() -> None:
    """DESIGN "Invariants": the suite runs over every game, so every game needs an adapter."""
    missing = [name for name in tricktake.games() if name not in ADAPTERS]
    assert not missing, f"no adapter in tests/properties/adapters.py for {missing}"


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_adapters_implement_every_method(name: str) -> None:
    """An adapter overrides every method of :class:`Adapter` (none is optional)."""
    adapter = ADAPTERS[name]
    assert adapter.name == name
    missing = [
        method
        for method, value in vars(Adapter).items()
        if callable(value)
        and not method.startswith("_")
        and getattr(type(adapter), method) is value
    ]
    assert not missing, f"the {name} adapter does not implement {missing}"


def test_every_preset_is_covered() -> None:
    """The parametrization holds every preset of every registered game."""
    expected = {(name, p) for name in tricktake.games() for p in tricktake.get_game(name).presets()}
    assert set(game_presets()) == expected and expected


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_adapter_pack_is_the_dealt_pack(name: str, preset: str) -> None:
    """The adapter's pack (N99-COMP-1..5) is what the first deal deals, each card once."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed=1, deals=1)
    pack = adapter.pack(playthrough.rules)
    assert len(set(pack)) == len(pack)
    assert multiset(adapter.piles(playthrough.states[1])) == Counter(pack)


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
