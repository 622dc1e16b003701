"""The invariant suite covers every registered game: each has an adapter, and the
adapter's knowledge agrees with what the game deals."""

from __future__ import annotations

from collections import Counter

import pytest

import tricktake
from tests.properties.adapters import Adapter, TrickAdapter, multiset
from tests.properties.registry import ADAPTERS, adapter_for
from tests.strategies import game_presets, play_through, preset_params


def test_every_registered_game_has_an_adapter() -> None:
    """DESIGN "Invariants": the suite runs over every game, so every game needs an adapter."""
    missing = [name for name in tricktake.games() if name not in ADAPTERS]
    assert not missing, f"no adapter in tests/properties/registry.py for {missing}"


def _unimplemented(adapter: Adapter, base: type[Adapter]) -> list[str]:
    """The public methods that ``base`` itself declares and ``adapter`` does not override."""
    return [
        method
        for method, value in vars(base).items()
        if callable(value)
        and not method.startswith("_")
        and getattr(type(adapter), method) is value
    ]


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_adapters_implement_every_core_method(name: str) -> None:
    """An adapter overrides every method of :class:`Adapter` (none is optional), and
    the adapter of a trick game every method of :class:`TrickAdapter` too."""
    adapter = ADAPTERS[name]
    assert adapter.name == name
    missing = _unimplemented(adapter, Adapter)
    assert not missing, f"the {name} adapter does not implement {missing}"
    if isinstance(adapter, TrickAdapter):
        missing = _unimplemented(adapter, TrickAdapter)
        assert not missing, f"the {name} adapter does not implement the trick part {missing}"


def test_the_trick_part_is_checked_only_for_trick_games() -> None:
    """A game without tricks implements the core alone, and the check of the trick part
    catches a trick adapter that leaves a trick method out."""

    class Core(Adapter):
        pass

    class Trick(TrickAdapter):
        pass

    core_methods = {
        m for m in vars(Adapter) if not m.startswith("_") and callable(vars(Adapter)[m])
    }
    assert set(_unimplemented(Core(), Adapter)) == core_methods
    assert _unimplemented(Trick(), TrickAdapter) == ["follow_oracle"]
    assert "follow_oracle" not in core_methods


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
