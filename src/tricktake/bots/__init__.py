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

from .base import Bot, BotError, bot_named, play_deal
from .random_bot import RandomBot
from .search import SearchBot

__all__ = ["Bot", "BotError", "RandomBot", "SearchBot", "bot_named", "play_deal"]
