"""A bot that plays uniformly at random among the legal actions."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from ..game import Game
from .base import BotView, legal_of

__all__ = ["RandomBot"]

ActionT = TypeVar("ActionT")


class RandomBot:
    """Uniform over ``view.legal``, from its own generator: the same seed gives the same
    actions for the same views.

    >>> import random, tricktake
    >>> game = tricktake.get_game("nines")
    >>> state = game.new(game.rules("standard"))
    >>> state = game.apply(state, game.deal(state, random.Random(2)))
    >>> view = game.view(state, game.to_move(state))
    >>> RandomBot(seed=5).act(game, view) == RandomBot(seed=5).act(game, view)
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def act(self, game: Game[Any, Any, ActionT, Any], view: BotView[ActionT], /) -> ActionT:
        """A uniformly random action of ``view.legal``: an action of the view's game
        (``RandomBot`` is a :class:`~tricktake.bots.Bot` of every game).

        :raises BotError: when the view's seat is not to move.
        """
        legal = legal_of(view)
        return legal[self._rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
