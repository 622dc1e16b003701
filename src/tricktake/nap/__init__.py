"""Nap, or Napoleon, :doc:`/rules/nap`."""

from .actions import Action, Bid, Deal, Play
from .events import (
    EVENTS,
    BidMade,
    CardPlayed,
    ChipsPaid,
    ContractWon,
    DealerNamed,
    Dealt,
    GameOver,
    HandDealt,
    Settled,
    ThrownIn,
    TrickWon,
    TrumpNamed,
)
from .game import Nap
from .rules import PRESETS, Options, Rules
from .state import State
from .transitions import deal_from_order
from .values import Contract, DealResult, Phase
from .view import PlayedCard, View

__all__ = [
    "EVENTS",
    "PRESETS",
    "Action",
    "Bid",
    "BidMade",
    "CardPlayed",
    "ChipsPaid",
    "Contract",
    "ContractWon",
    "Deal",
    "DealResult",
    "DealerNamed",
    "Dealt",
    "GameOver",
    "HandDealt",
    "Nap",
    "Options",
    "Phase",
    "Play",
    "PlayedCard",
    "Rules",
    "Settled",
    "State",
    "ThrownIn",
    "TrickWon",
    "TrumpNamed",
    "View",
    "deal_from_order",
]
