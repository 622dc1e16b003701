"""Newmarket, Michigan and Parlett's Newmarket, :doc:`/rules/newmarket`."""

from .actions import Action, Ante, Choice, ChoiceKind, Deal, Offer, Play
from .game import Newmarket
from .rules import (
    PRESETS,
    AnteMode,
    DummyPosition,
    FirstPlay,
    Options,
    OutPayment,
    RestartRule,
    Rules,
    Ruleset,
)
from .state import State
from .values import DealResult, Phase
from .view import View

__all__ = [
    "PRESETS",
    "Action",
    "Ante",
    "AnteMode",
    "Choice",
    "ChoiceKind",
    "Deal",
    "DealResult",
    "DummyPosition",
    "FirstPlay",
    "Newmarket",
    "Offer",
    "Options",
    "OutPayment",
    "Phase",
    "Play",
    "RestartRule",
    "Rules",
    "Ruleset",
    "State",
    "View",
]
