"""The names of the former engine module, each imported from its home: the
:class:`~tricktake.Game` protocol and its values (:mod:`tricktake.game`), the registry
(:mod:`tricktake.registry`), the playout loops (:mod:`tricktake.playouts`), the events'
shared pieces (:mod:`tricktake.events`), the actions' shared base
(:mod:`tricktake.actions`) and :func:`~tricktake.units.check_seat`
(:mod:`tricktake.units`).

``from tricktake.engine import X`` keeps working for every name it offered; new code
imports each name from its home.
"""

from __future__ import annotations

from .actions import ActionText
from .events import DealerNamed, event_types, visible_events
from .game import (
    CHANCE,
    HIDDEN,
    Actor,
    AnyGame,
    Chance,
    Event,
    Game,
    GameInfo,
    Outcome,
    Seen,
)
from .playouts import Finish, playout_with, reference_playout
from .registry import find_game, games, register
from .units import check_seat

__all__ = [
    "CHANCE",
    "HIDDEN",
    "ActionText",
    "Actor",
    "AnyGame",
    "Chance",
    "DealerNamed",
    "Event",
    "Finish",
    "Game",
    "GameInfo",
    "Outcome",
    "Seen",
    "check_seat",
    "event_types",
    "find_game",
    "games",
    "playout_with",
    "reference_playout",
    "register",
    "visible_events",
]
