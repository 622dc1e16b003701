"""Bots that play any registered game through the public :class:`~tricktake.Game`
protocol only: they see a seat's view, never a state.

>>> import random, tricktake
>>> from tricktake.bots import RandomBot, SearchBot
>>> game = tricktake.get_game("nap")
>>> state = game.new(game.rules("standard"))
>>> state = game.apply(state, game.deal(state, random.Random(7)))
>>> seat = game.to_move(state)
>>> view = game.view(state, seat)
>>> RandomBot(seed=1).act(game, view) in view.legal
True
>>> SearchBot(samples=4, rollouts=1, seed=1).act(game, view) in view.legal
True
"""

from typing import Any

from .base import Bot, BotError, BotView, play_deal
from .random_bot import RandomBot
from .search import SearchBot

__all__ = [
    "BOT_NAMES",
    "Bot",
    "BotError",
    "BotView",
    "RandomBot",
    "SearchBot",
    "bot_named",
    "play_deal",
]

BOT_NAMES = ("random", "search")
"""The names that :func:`bot_named` knows."""


def bot_named(name: str, seed: int | None = None, **settings: Any) -> RandomBot | SearchBot:
    """A bot by name: ``"random"`` (:class:`RandomBot`) or ``"search"``
    (:class:`SearchBot`, with ``settings`` such as ``samples=10``), either a bot of
    every game.

    :raises BotError: for an unknown name.
    """
    if name == "random":
        return RandomBot(seed=seed)
    if name == "search":
        return SearchBot(seed=seed, **settings)
    known = ", ".join(repr(n) for n in BOT_NAMES)
    raise BotError(f"unknown bot {name!r}: expected one of {known}")
