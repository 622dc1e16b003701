"""Ninety-Nine (David Parlett), :doc:`/rules/ninety-nine`."""

from ..tricks import Trick
from .actions import Action, Bid, BidChoices, Call, Deal, Lead, Play, Trump
from .events import (
    EVENTS,
    BidMade,
    BidsShown,
    BidValuesShown,
    Called,
    CardPlayed,
    DealScored,
    Dealt,
    Exposed,
    GameOver,
    HandDealt,
    LeaderNamed,
    ModeFixed,
    PremiumHeld,
    TrickWon,
    TrumpCardDrawn,
    TrumpNamed,
)
from .game import NinetyNine
from .rules import PRESETS, Options, Rules
from .state import State
from .values import DealResult, Holder, Mode, Phase
from .view import PlayedCard, View

__all__ = [
    "EVENTS",
    "PRESETS",
    "Action",
    "Bid",
    "BidChoices",
    "BidMade",
    "BidValuesShown",
    "BidsShown",
    "Call",
    "Called",
    "CardPlayed",
    "Deal",
    "DealResult",
    "DealScored",
    "Dealt",
    "Exposed",
    "GameOver",
    "HandDealt",
    "Holder",
    "Lead",
    "LeaderNamed",
    "Mode",
    "ModeFixed",
    "NinetyNine",
    "Options",
    "Phase",
    "Play",
    "PlayedCard",
    "PremiumHeld",
    "Rules",
    "State",
    "Trick",
    "TrickWon",
    "Trump",
    "TrumpCardDrawn",
    "TrumpNamed",
    "View",
]
