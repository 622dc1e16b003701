"""Ninety-Nine (David Parlett), ``rules/ninety-nine.md``."""

from .actions import Action, Bid, Call, Deal, Play
from .play import BidChoices, NinetyNine
from .rules import PRESETS, Rules
from .state import DealResult, Holder, Mode, Phase, State, Trick
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
    "Mode",
    "NinetyNine",
    "Phase",
    "Play",
    "PlayedCard",
    "Rules",
    "State",
    "Trick",
    "View",
]
