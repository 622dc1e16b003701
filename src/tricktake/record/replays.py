"""The replay of a record: :func:`replay_states` applies its actions one by one, from
the first state its setup gives, and checks the recorded result; :func:`replay` gives
the last state.

Both are typed by the game where the caller names it: ``replay(record, game)`` is the
game's own ``State`` to a type checker (``replay(record, tricktake.get_game("nap"))``
is a :class:`tricktake.nap.State`), and at run time the record must be of that game.
Without ``game``, the record's game is known only at run time (a record read from a
file may hold any game), so the states are typed ``Any``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import Any, TypeVar, overload

from ..errors import ArgumentError, quoted, shown
from ..game import AnyGame, Game
from .checks import opened, played
from .jsonvalues import error_at
from .values import Record

__all__ = ["replay", "replay_states"]

StateT = TypeVar("StateT")


@overload
def replay_states(record: Record) -> Iterator[Any]: ...
@overload
def replay_states(record: Record, game: Game[Any, StateT, Any, Any]) -> Iterator[StateT]: ...
def replay_states(record: Record, game: AnyGame | None = None) -> Iterator[Any]:
    """Every state of ``record``: the initial state, then the state after each action.

    With ``game``, the game the caller expects the record to be of, the states are
    typed as that game's (``Iterator[tricktake.nap.State]`` for Nap), and a record of
    another game is refused; without it they are ``Any``, as a record read from a file
    may be of any game.

    The game, the rules, the players and the first dealer are checked at once; the
    actions as the iterator advances. Each action text is parsed with
    ``game.parse_action`` in the state it is made in and applied with ``game.apply``; a
    chance action is a recorded text like any other. After the last action, a
    recorded ``result`` is compared with ``game.scores`` of the last state. A record
    that stops before the game is over is fine (a partial record).

    :raises RecordError: ``actions[17] 'play QH': seat 2 must follow clubs (holds 7C
        JC)`` for an action that fails (its index, its text, the seat to move and the
        reason), ``$.result.scores: recorded [...] but the replay gives [...]`` for a
        wrong result, ``$.game: ...`` and the like for a bad setup, ``$.game: expected
        'nap' (the game given), got 'ninety-nine'`` for a record of another game than
        ``game``.
    :raises ArgumentError: for a ``game`` that is not a game object.

    >>> import tricktake
    >>> record = tricktake.Record("ninety-nine", "revised")
    >>> [tricktake.get_game("ninety-nine").to_move(s) for s in tricktake.replay_states(record)]
    [tricktake.CHANCE]
    """
    if game is not None:
        _check_game(record, game)
    return _states(*opened(record), record)


def _check_game(record: Record, game: AnyGame) -> None:
    """Refuse a record of another game than ``game``, the one the caller expects."""
    name = getattr(game, "name", None)
    if not isinstance(name, str) or not hasattr(game, "apply"):
        raise ArgumentError(
            f"game={shown(game)}: expected a game object such as tricktake.get_game(name)",
            argument="game",
        )
    if record.game != name:
        raise error_at(
            "$.game", f"expected {quoted(name)} (the game given), got {quoted(record.game)}"
        )


def _states(game: AnyGame, state: Any, record: Record) -> Iterator[Any]:
    yield state
    for _, after in played(game, state, record):
        yield after


@overload
def replay(record: Record) -> Any: ...
@overload
def replay(record: Record, game: Game[Any, StateT, Any, Any]) -> StateT: ...
def replay(record: Record, game: AnyGame | None = None) -> Any:
    """The state after the last action of ``record`` (see :func:`replay_states`): with
    ``game``, typed as that game's state, the record checked to be of that game.

    :raises RecordError: as :func:`replay_states` does.
    :raises ArgumentError: for a ``game`` that is not a game object.

    >>> import tricktake
    >>> state = tricktake.replay(tricktake.Record("ninety-nine", "revised", first_dealer=2))
    >>> state.dealer, tricktake.get_game("ninety-nine").to_move(state)
    (2, tricktake.CHANCE)
    >>> nap = tricktake.get_game("nap")
    >>> nap_state = tricktake.replay(tricktake.Record("nap", "standard"), nap)
    >>> type(nap_state).__module__, nap.to_move(nap_state)
    ('tricktake.nap.state', tricktake.CHANCE)
    >>> tricktake.replay(tricktake.Record("nines", "standard"), nap)
    Traceback (most recent call last):
    ...
    tricktake.errors.RecordError: $.game: expected 'nap' (the game given), got 'nines'
    """
    if game is not None:
        _check_game(record, game)
    return deque(replay_states(record), maxlen=1)[0]
