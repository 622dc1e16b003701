"""Nines, *Le Neuf* or *Chômeur*, :doc:`/rules/nines`."""

from .actions import EXCHANGE, KEEP, Action, Deal, Decision, Play
from .game import Nines
from .rules import PRESETS, ExchangeOrder, Options, Rules
from .state import State
from .values import DealResult, Phase
from .view import View

__all__ = [
    "EXCHANGE",
    "KEEP",
    "PRESETS",
    "Action",
    "Deal",
    "DealResult",
    "Decision",
    "ExchangeOrder",
    "Nines",
    "Options",
    "Phase",
    "Play",
    "Rules",
    "State",
    "View",
]
