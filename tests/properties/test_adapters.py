"""The invariant suite covers every registered game: each has an adapter, and the
adapter's knowledge agrees with what the game deals."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

import pytest

import tricktake
from tests.properties.adapters import Adapter, RuleTable, TrickAdapter, multiset
from tests.properties.registry import ADAPTERS, adapter_for
from tests.strategies import game_presets, play_through, preset_params
from tests.verification.catalog import PREFIXES


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


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_adapters_check_their_rules_at_every_level(name: str) -> None:
    """Each adapter has its own :class:`Checks` with at least one check of each kind (the
    game's facts, every state, every scored deal, every whole game), each a function
    entered under its rule id, which names an identifier of the game's rules document."""
    adapter = ADAPTERS[name]
    assert all(
        adapter.checks is not other.checks for other in ADAPTERS.values() if other is not adapter
    )
    tables: dict[str, Mapping[str, Callable[..., None]]] = {
        "info": adapter.info_checks(),
        "state": adapter.state_checks(),
        "deal": adapter.deal_checks(),
        "game": adapter.game_checks(),
    }
    assert all(tables.values()), (
        f"the {name} adapter has no {[k for k, t in tables.items() if not t]} checks"
    )
    prefix = PREFIXES[name]
    for kind, table in tables.items():
        for rule_id, check in table.items():
            assert rule_id.startswith(f"{prefix}-") and callable(check), (kind, rule_id)


def test_a_rule_is_entered_once() -> None:
    """A rule table refuses a second check under a rule id it has."""
    table = RuleTable[Callable[[], None]]()

    @table.rule("N99-INV-1")
    def first() -> None:
        pass

    assert table == {"N99-INV-1": first}
    with pytest.raises(AssertionError, match="N99-INV-1 is checked twice"):
        table.rule("N99-INV-1")(first)


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
