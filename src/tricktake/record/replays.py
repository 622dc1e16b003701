"""The replay of a record: :func:`replay_states` applies its actions one by one, from
the first state its setup gives, and checks the recorded result; :func:`replay` gives
the last state.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import Any

from ..game import AnyGame
from .checks import opened, played
from .values import Record

__all__ = ["replay", "replay_states"]


def replay_states(record: Record) -> Iterator[Any]:
    """Every state of ``record``: the initial state, then the state after each action.

    The game, the rules, the players and the first dealer are checked at once; the
    actions as the iterator advances. Each action text is parsed with
    ``game.parse_action`` in the state it is made in and applied with ``game.apply``; a
    chance action is a recorded text like any other. After the last action, a
    recorded ``result`` is compared with ``game.scores`` of the last state. A record
    that stops before the game is over is fine (a partial record).

    :raises RecordError: ``actions[17] 'play QH': seat 2 must follow clubs (holds 7C
        JC)`` for an action that fails (its index, its text, the seat to move and the
        reason), ``$.result.scores: recorded [...] but the replay gives [...]`` for a
        wrong result, ``$.game: ...`` and the like for a bad setup.

    >>> import tricktake
    >>> record = tricktake.Record("ninety-nine", "revised")
    >>> [tricktake.get_game("ninety-nine").to_move(s) for s in tricktake.replay_states(record)]
    [tricktake.CHANCE]
    """
    return _states(*opened(record), record)


def _states(game: AnyGame, state: Any, record: Record) -> Iterator[Any]:
    yield state
    for _, after in played(game, state, record):
        yield after


def replay(record: Record) -> Any:
    """The state after the last action of ``record`` (see :func:`replay_states`).

    :raises RecordError: as :func:`replay_states` does.

    >>> import tricktake
    >>> state = tricktake.replay(tricktake.Record("ninety-nine", "revised", first_dealer=2))
    >>> state.dealer, tricktake.get_game("ninety-nine").to_move(state)
    (2, tricktake.CHANCE)
    """
    return deque(replay_states(record), maxlen=1)[0]
