"""Recorded games (DESIGN.md, *Recorded games*). Placeholder, being written."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

__all__ = ["Record", "replay", "replay_states"]


@dataclass(frozen=True)
class Record:
    """A recorded game."""

    game: str
    preset: str
    actions: tuple[str, ...]


def replay(record: Record) -> Any:
    """Replay ``record``."""
    raise NotImplementedError


def replay_states(record: Record) -> Iterator[Any]:
    """Replay ``record`` state by state."""
    raise NotImplementedError
