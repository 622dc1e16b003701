"""tricktake: typed, pure engines for trick-taking card games.

Every preset of each game's specification is implemented: Ninety-Nine, Nap, Nines, and
Newmarket, the stops game. :func:`games` lists what this version plays and
``game.presets()`` the presets of each game.

>>> import tricktake
>>> tricktake.games()
('ninety-nine', 'nap', 'nines', 'newmarket')
>>> tricktake.get_game("ninety-nine").presets()[:5]
('revised', 'revised-4p', 'revised-5p', 'revised-2p', 'free-premium')
"""

from __future__ import annotations

from typing import Literal, overload

# tricktake.engine, the former home of the protocol and the helpers, stays an attribute
# of the package as it always was (each name has moved to a module of its own).
from . import engine as engine
from . import record
from .cards import Card, Suit
from .errors import (
    ActionSyntaxError,
    ArenaError,
    ArgumentError,
    IllegalActionError,
    RecordError,
    RulesError,
    SampleError,
    SetupError,
    TricktakeError,
    UndoError,
    UnknownGameError,
    UnknownPresetError,
    UnknownRuleError,
)
from .game import CHANCE, AnyGame, Chance, Event, Game, GameInfo, Outcome
from .nap import Nap
from .newmarket import Newmarket
from .nines import Nines
from .ninety_nine import NinetyNine
from .record import Record, replay, replay_states
from .registry import find_game, games, register
from .rulebook import rule_ids, rule_text, rules_cited
from .table import Table
from .units import Chips, Seat

__all__ = [
    "CHANCE",
    "ActionSyntaxError",
    "ArenaError",
    "ArgumentError",
    "Card",
    "Chance",
    "Chips",
    "Event",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "Nap",
    "Newmarket",
    "Nines",
    "NinetyNine",
    "Outcome",
    "Record",
    "RecordError",
    "RulesError",
    "SampleError",
    "Seat",
    "SetupError",
    "Suit",
    "Table",
    "TricktakeError",
    "UndoError",
    "UnknownGameError",
    "UnknownPresetError",
    "UnknownRuleError",
    "__version__",
    "games",
    "get_game",
    "record",
    "register",
    "replay",
    "replay_states",
    "rule_ids",
    "rule_text",
    "rules_cited",
]

#: The version of the package.
__version__ = "0.3.0"


@overload
def get_game(name: Literal["ninety-nine"]) -> NinetyNine: ...
@overload
def get_game(name: Literal["nap"]) -> Nap: ...
@overload
def get_game(name: Literal["nines"]) -> Nines: ...
@overload
def get_game(name: Literal["newmarket"]) -> Newmarket: ...
@overload
def get_game(name: str) -> AnyGame: ...
def get_game(name: str) -> AnyGame:
    """The game registered under ``name``, typed as that game's class for each
    registered name (``get_game("ninety-nine")`` is a :class:`NinetyNine`).

    :raises UnknownGameError: naming the registered games.

    >>> import tricktake
    >>> tricktake.get_game("ninety-nine").name
    'ninety-nine'
    """
    return find_game(name)


register("ninety-nine", NinetyNine)
register("nap", Nap)
register("nines", Nines)
register("newmarket", Newmarket)
