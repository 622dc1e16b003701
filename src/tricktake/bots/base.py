"""The :class:`Bot` protocol, and the helpers that run bots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..errors import TricktakeError
from ..game import CHANCE, AnyGame

__all__ = ["Bot", "BotError", "legal_of", "play_deal"]


class BotError(TricktakeError, ValueError):
    """A bot asked to act on a view whose seat is not to move, or an unknown bot name."""


class Bot(Protocol):
    """What every bot offers: one action for a view.

    ``view`` is ``game.view(state, seat)`` of the seat to move; the bot returns one of
    ``view.legal``. A bot never sees a state: what it knows of the hidden cards it
    learns from the view (and :meth:`~tricktake.Game.sample_state`).
    """

    def act(self, game: AnyGame, view: Any) -> Any:
        """One of ``view.legal``.

        :raises BotError: when the view's seat is not to move.
        """
        ...


def legal_of(view: Any) -> Sequence[Any]:
    """The legal actions a view offers its seat.

    :raises BotError: when there are none (the seat is not to move).
    """
    legal: Sequence[Any] = getattr(view, "legal", ())
    if not legal:
        raise BotError(
            f"seat {getattr(view, 'seat', None)} is not to move in this view: expected the "
            "view of the seat to move, which lists its legal actions"
        )
    return legal


def play_deal(game: AnyGame, state: Any, bots: Sequence[Bot], rng: random.Random) -> Any:
    """``state`` played to the end of its deal by ``bots`` (one per seat), the deal
    dealt with ``rng`` if one is due: the state where the next deal is due or the game
    is over."""
    if game.to_move(state) is CHANCE:
        state = game.apply(state, game.deal(state, rng))
    while (actor := game.to_move(state)) is not None and actor is not CHANCE:
        state = game.apply(state, bots[actor].act(game, game.view(state, actor)))
    return state
