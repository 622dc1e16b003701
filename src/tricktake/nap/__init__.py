"""Nap, or Napoleon, :doc:`/rules/nap`."""

from .actions import Action, Bid, Deal, Play
from .game import Nap
from .rules import PRESETS, Options, Rules
from .state import State
from .transitions import deal_from_order
from .values import Contract, DealResult, Phase
from .view import PlayedCard, View

__all__ = [
    "PRESETS",
    "Action",
    "Bid",
    "Contract",
    "Deal",
    "DealResult",
    "Nap",
    "Options",
    "Phase",
    "Play",
    "PlayedCard",
    "Rules",
    "State",
    "View",
    "deal_from_order",
]
