"""The values Nines' states, views and events are built from: the phases and a deal's
result. A leaf module."""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..cards import Suit
from ..units import Seat

__all__ = ["DealResult", "Phase"]


class Phase(enum.Enum):
    """The phases of NINES-FLOW-1 that wait for an action, and ``OVER``."""

    DEALING = "dealing"
    EXCHANGE = "exchange"
    PLAY = "play"
    OVER = "over"


class DealResult(NamedTuple):
    """One deal of the game, once scored, or stopped by NINES-NODRAW-3 (no cards: the
    stock is never revealed, NINES-OBS-3)."""

    #: The deal's dealer.
    dealer: Seat
    #: The deal's trump, ``None`` for no trump.
    trump: Suit | None
    #: The exchange decisions in order, as (seat, exchanged).
    decisions: tuple[tuple[Seat, bool], ...]
    #: Tricks won per seat.
    tricks_won: tuple[int, ...]
    #: The change of each unit's points: ``quota - tricks`` (NINES-SCORE-1), or for a
    #: stopped deal the running change ``-max(0, tricks - 4)`` (NINES-NODRAW-1).
    changes: tuple[int, ...]
    #: Each unit's points after the deal.
    points: tuple[int, ...]
    #: Whether NINES-NODRAW-3 stopped the deal.
    stopped: bool
