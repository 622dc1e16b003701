"""Ninety-Nine (David Parlett), :doc:`/rules/ninety-nine`."""

from ..tricks import Trick
from .actions import Action, Bid, BidChoices, Call, Deal, Lead, Play, Trump
from .game import NinetyNine
from .rules import PRESETS, Options, Rules
from .state import State
from .values import DealResult, Holder, Mode, Phase
from .view import PlayedCard, View

__all__ = [
    "PRESETS",
    "Action",
    "Bid",
    "BidChoices",
    "Call",
    "Deal",
    "DealResult",
    "Holder",
    "Lead",
    "Mode",
    "NinetyNine",
    "Options",
    "Phase",
    "Play",
    "PlayedCard",
    "Rules",
    "State",
    "Trick",
    "Trump",
    "View",
]
