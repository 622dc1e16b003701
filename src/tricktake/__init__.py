"""tricktake: typed, pure engines for Ninety-Nine, Nap, Nines and Newmarket.

>>> import tricktake
>>> tricktake.games()
('ninety-nine',)
>>> tricktake.get_game("ninety-nine").presets()
('revised',)
"""

from . import record
from .cards import Card
from .engine import CHANCE, Chance, Event, Game, games, get_game, register
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
from .ninety_nine import NinetyNine
from .record import Record, replay, replay_states

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

#: The version of the package.
__version__ = "0.1.0"


register("ninety-nine", NinetyNine)
