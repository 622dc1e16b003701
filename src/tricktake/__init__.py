"""tricktake: typed, pure engines for Ninety-Nine, Nap, Nines and Newmarket.

>>> import tricktake
>>> tricktake.games()
('ninety-nine',)
>>> tricktake.get_game("ninety-nine").presets()
('revised',)
"""

from . import record
from .cards import Card
from .engine import CHANCE, Chance, Event, Game, get_game, register
from .errors import (
    ActionSyntaxError,
    IllegalActionError,
    RecordError,
    RulesError,
    SetupError,
    TricktakeError,
    UnknownGameError,
    UnknownPresetError,
)
from .games.ninety_nine import NinetyNine
from .record import Record, replay, replay_states
from .engine import games  # after the game packages: `tricktake.games` is this function

__all__ = [
    "CHANCE",
    "ActionSyntaxError",
    "Card",
    "Chance",
    "Event",
    "Game",
    "IllegalActionError",
    "Record",
    "RecordError",
    "RulesError",
    "SetupError",
    "TricktakeError",
    "UnknownGameError",
    "UnknownPresetError",
    "__version__",
    "games",
    "get_game",
    "record",
    "register",
    "replay",
    "replay_states",
]

__version__ = "0.1.0"

register("ninety-nine", NinetyNine)
