"""The adapter of each registered game, by name (see ``adapters.py``).

Only this module imports the per-game adapters (``tests/<game>/adapter.py``, beside each
game's other tests), and they import only ``adapters.py``: the test modules import from
here, so there is no import cycle.
"""

from __future__ import annotations

import pytest

from tests.nap.adapter import NapAdapter
from tests.newmarket.adapter import NewmarketAdapter
from tests.nines.adapter import NinesAdapter
from tests.ninety_nine.adapter import NinetyNineAdapter
from tests.properties.adapters import Adapter, TrickAdapter

__all__ = ["ADAPTERS", "adapter_for", "trick_adapter_for"]

ADAPTERS: dict[str, Adapter] = {
    NinetyNineAdapter.name: NinetyNineAdapter(),
    NapAdapter.name: NapAdapter(),
    NinesAdapter.name: NinesAdapter(),
    NewmarketAdapter.name: NewmarketAdapter(),
}
"""The adapter of each game, by registered name."""


def adapter_for(name: str) -> Adapter:
    """The adapter of game ``name``; a test fails when the game has none."""
    adapter = ADAPTERS.get(name)
    if adapter is None:
        pytest.fail(
            f"game {name!r} is registered but tests/properties/registry.py has no adapter "
            "for it: add one to ADAPTERS so that the invariant suite covers it"
        )
    return adapter


def trick_adapter_for(name: str) -> TrickAdapter | None:
    """The trick part of game ``name``'s adapter, or ``None`` for a game without tricks."""
    adapter = adapter_for(name)
    return adapter if isinstance(adapter, TrickAdapter) else None
