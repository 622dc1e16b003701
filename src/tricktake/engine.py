"""The :class:`Game` protocol that every game implements, and the registry of games.

Code written against :class:`Game` (bots, the command line, records, the invariant
suite) works for every game. The protocol assumes nothing about tricks or turn order:
:meth:`Game.to_move` says who acts, whoever that is.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, Literal, Protocol, TypeVar

from .errors import UnknownGameError

__all__ = ["CHANCE", "Chance", "Event", "Game", "games", "get_game", "register"]


class Chance(enum.Enum):
    """The type of :data:`CHANCE`."""

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "tricktake.CHANCE"


CHANCE: Final = Chance.CHANCE
"""What :meth:`Game.to_move` returns when the next action is a chance action (a deal)."""

Actor = int | Literal[Chance.CHANCE] | None
"""Who acts next: a seat number, :data:`CHANCE`, or ``None`` once the game is over."""


class Event(Protocol):
    """Something that happened inside a transition (CONVENTIONS.md, *Events*).

    ``str(event)`` is its canonical text. ``audience`` is ``None`` when every seat may
    see the event, otherwise the seats that may.
    """

    @property
    def audience(self) -> frozenset[int] | None:
        """The seats that may see this event, or ``None`` for all."""
        ...


RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")


class Game(Protocol[RulesT, StateT, ActionT]):
    """What every game object offers. States and actions are immutable values."""

    @property
    def name(self) -> str:
        """The registered name of the game, e.g. ``"ninety-nine"``."""
        ...

    def presets(self) -> tuple[str, ...]:
        """The names of the presets, the default first."""
        ...

    def rules(self, preset: str = ..., /, **options: Any) -> RulesT:
        """The rules of a preset with ``options`` overriding it.

        :raises UnknownPresetError: for an unknown preset.
        :raises RulesError: for an unknown option, a bad value or a conflict.
        """
        ...

    def preset_of(self, rules: RulesT) -> tuple[str, dict[str, Any]]:
        """A preset and the JSON-ready option overrides that give ``rules``."""
        ...

    def new(self, rules: RulesT, /, *, first_dealer: int = 0) -> StateT:
        """The state before the first deal.

        A game may take more keyword arguments, to start in the middle of a game.

        :raises SetupError: for a bad setup argument.
        """
        ...

    def to_move(self, state: StateT) -> Actor:
        """The seat to act, :data:`CHANCE` for a deal, or ``None`` when the game is over."""
        ...

    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """The legal actions of the seat to move, in a stable order; empty at chance
        nodes and once the game is over."""
        ...

    def deal(self, state: StateT, rng: random.Random) -> ActionT:
        """A chance action sampled with ``rng``.

        :raises IllegalActionError: when the state does not wait for a deal.
        """
        ...

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; ``state`` itself never changes.

        :raises IllegalActionError: when the action is not legal in ``state``.
        """
        ...

    def parse_action(self, state: StateT, text: str) -> ActionT:
        """The action that ``text`` denotes in ``state``.

        :raises ActionSyntaxError: for text that is not an action of this game.
        """
        ...

    def format_action(self, action: ActionT) -> str:
        """The canonical text of an action (the same as ``str(action)``)."""
        ...

    def is_over(self, state: StateT) -> bool:
        """Whether the game (or match) has ended."""
        ...

    def scores(self, state: StateT) -> tuple[int, ...]:
        """One figure per seat: running totals, or final results once the game is over."""
        ...

    def view(self, state: StateT, seat: int | None) -> object:
        """What ``seat`` may know of ``state``; ``None`` gives the public view."""
        ...

    def to_json(self, view: Any) -> dict[str, Any]:
        """A JSON-ready dict of a view returned by :meth:`view`."""
        ...

    def events(self, state: StateT) -> tuple[Event, ...]:
        """The events of the transition that produced ``state``."""
        ...


AnyGame = Game[Any, Any, Any]

_REGISTRY: dict[str, Callable[[], AnyGame]] = {}
_INSTANCES: dict[str, AnyGame] = {}


def register(name: str, factory: Callable[[], AnyGame]) -> None:
    """Register a game under ``name`` (used by the game packages themselves)."""
    _REGISTRY[name] = factory


def games() -> tuple[str, ...]:
    """The names of the registered games.

    >>> import tricktake
    >>> tricktake.games()
    ('ninety-nine',)
    """
    return tuple(_REGISTRY)


def get_game(name: str) -> AnyGame:
    """The game registered under ``name``.

    :raises UnknownGameError: naming the registered games.
    """
    if not isinstance(name, str):
        known = ", ".join(repr(n) for n in _REGISTRY)
        raise UnknownGameError(f"{name!r} is not a game name: expected one of {known}")
    game = _INSTANCES.get(name)
    if game is None:
        factory = _REGISTRY.get(name)
        if factory is None:
            known = ", ".join(repr(n) for n in _REGISTRY)
            raise UnknownGameError(f"unknown game {name!r}: expected one of {known}")
        game = _INSTANCES[name] = factory()
    return game
