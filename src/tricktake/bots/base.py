"""The :class:`Bot` protocol, and the helpers that run bots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from ..errors import TricktakeError
from ..game import CHANCE, Game
from ..units import Seat

__all__ = ["Bot", "BotError", "BotView", "legal_of", "play_deal"]

ViewT = TypeVar("ViewT")
ActionT = TypeVar("ActionT")
StateT = TypeVar("StateT")
_A_co = TypeVar("_A_co", covariant=True)


class BotError(TricktakeError, ValueError):
    """A bot asked to act on a view whose seat is not to move, or an unknown bot name."""


class Bot(Protocol[ViewT, ActionT]):
    """What every bot offers: one action for a view.

    ``Bot[View, Action]`` is a bot for the game whose views and actions those are, e.g.
    ``Bot[tricktake.nap.View, tricktake.nap.Action]``: a class with an ``act`` method
    of that signature is one (no need to subclass). ``view`` is ``game.view(state,
    seat)`` of the seat to move; the bot returns one of ``view.legal``. A bot never sees
    a state: what it knows of the hidden cards it learns from the view (and
    :meth:`~tricktake.Game.sample_state`). A type checker rejects a bot that returns
    another game's action, and a view of another game given to ``act``.

    :class:`~tricktake.bots.RandomBot` and :class:`~tricktake.bots.SearchBot` are
    bots of every game: their ``act`` is generic, so each is a ``Bot[V, A]`` for any
    game's ``V`` and ``A``. Both type arguments are invariant: ``act`` is handed the
    game, which both takes actions (``apply``) and gives them (``legal_actions``).
    """

    def act(self, game: Game[Any, Any, ActionT, ViewT], view: ViewT, /) -> ActionT:
        """One of ``view.legal``.

        :raises BotError: when the view's seat is not to move.
        """
        ...


class BotView(Protocol[_A_co]):
    """What the bots of this package read of a view, which every game's ``View`` has:
    the viewer's seat, the rules and the legal actions (``BotView[Action]``)."""

    @property
    def seat(self) -> Seat | None:
        """The viewer's seat, ``None`` for the public view."""
        ...

    @property
    def rules(self) -> object:
        """The rules of the game."""
        ...

    @property
    def legal(self) -> Sequence[_A_co]:
        """The viewer's legal actions when it is to move, else empty."""
        ...


def legal_of(view: BotView[ActionT]) -> Sequence[ActionT]:
    """The legal actions a view offers its seat.

    :raises BotError: when there are none (the seat is not to move).
    """
    legal: Sequence[ActionT] = getattr(view, "legal", ())
    if not legal:
        raise BotError(
            f"seat {getattr(view, 'seat', None)} is not to move in this view: expected the "
            "view of the seat to move, which lists its legal actions"
        )
    return legal


def play_deal(
    game: Game[Any, StateT, ActionT, ViewT],
    state: StateT,
    bots: Sequence[Bot[ViewT, ActionT]],
    rng: random.Random,
) -> StateT:
    """``state`` played to the end of its deal by ``bots`` (one per seat), the deal
    dealt with ``rng`` if one is due: the state where the next deal is due or the game
    is over."""
    if game.to_move(state) is CHANCE:
        state = game.apply(state, game.deal(state, rng))
    while (actor := game.to_move(state)) is not None and actor is not CHANCE:
        state = game.apply(state, bots[actor].act(game, game.view(state, actor)))
    return state
