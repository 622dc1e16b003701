"""What a game's small scope for the exhaustive layer is: seeded :class:`Position`\\ s to
enumerate every continuation of. Each game's own scope lives in its folder
(``tests/<game>/scope.py``), and ``registry.py`` collects them into ``SCOPES``; this
module imports neither, so there is no import cycle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Position", "Scope"]


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
