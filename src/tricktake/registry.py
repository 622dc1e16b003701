"""The registry of games: :func:`~tricktake.register` a game under its name, list the
names with :func:`~tricktake.games`, and look a game up with :func:`find_game`.

:mod:`tricktake` registers its games when it is imported; ``tricktake.get_game`` is
:func:`find_game` typed per name.
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import UnknownGameError, quoted, shown
from .game import AnyGame

__all__ = ["find_game", "games", "register"]

_REGISTRY: dict[str, Callable[[], AnyGame]] = {}
_INSTANCES: dict[str, AnyGame] = {}


def register(name: str, factory: Callable[[], AnyGame]) -> None:
    """Register a game under ``name`` (used by :mod:`tricktake` for its games).

    A game of the package also gets an overload of :func:`tricktake.get_game` with its
    name as a ``Literal``, so that ``get_game(name)`` is typed as its class.
    """
    _REGISTRY[name] = factory


def games() -> tuple[str, ...]:
    """The names of the registered games.

    >>> import tricktake
    >>> tricktake.games()
    ('ninety-nine', 'nap', 'nines', 'newmarket')
    """
    return tuple(_REGISTRY)


def find_game(name: str) -> AnyGame:
    """The game registered under ``name``, typed for generic code (``tricktake.get_game``
    gives each registered name its own class).

    :raises UnknownGameError: naming the registered games.
    """
    if not isinstance(name, str):
        known = ", ".join(repr(n) for n in _REGISTRY)
        raise UnknownGameError(f"{shown(name)} is not a game name: expected one of {known}")
    game = _INSTANCES.get(name)
    if game is None:
        factory = _REGISTRY.get(name)
        if factory is None:
            known = ", ".join(repr(n) for n in _REGISTRY)
            raise UnknownGameError(f"unknown game {quoted(name)}: expected one of {known}")
        game = _INSTANCES[name] = factory()
    return game
