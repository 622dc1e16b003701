"""Nines, *Le Neuf* or *Chômeur*, :doc:`/rules/nines`."""

from .actions import EXCHANGE, KEEP, Action, Deal, Decision, Play
from .events import (
    EVENTS,
    CardPlayed,
    DealerNamed,
    DealScored,
    Dealt,
    Decided,
    GameOver,
    HandDealt,
    PointsAre,
    TrickWon,
    TrumpIs,
    ZeroReached,
)
from .game import Nines
from .rules import PRESETS, ExchangeOrder, Options, Rules
from .state import State
from .values import DealResult, Phase
from .view import View

__all__ = [
    "EVENTS",
    "EXCHANGE",
    "KEEP",
    "PRESETS",
    "Action",
    "CardPlayed",
    "Deal",
    "DealResult",
    "DealScored",
    "DealerNamed",
    "Dealt",
    "Decided",
    "Decision",
    "ExchangeOrder",
    "GameOver",
    "HandDealt",
    "Nines",
    "Options",
    "Phase",
    "Play",
    "PointsAre",
    "Rules",
    "State",
    "TrickWon",
    "TrumpIs",
    "View",
    "ZeroReached",
]
