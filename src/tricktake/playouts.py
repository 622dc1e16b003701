"""The playout loops: :func:`reference_playout`, the step-by-step definition of
:meth:`Game.playout <tricktake.Game.playout>`, and :func:`playout_with`, the same loop
with a game's hook that plays the rest of a deal at once.

Both work through the :class:`~tricktake.Game` protocol only, so they play every game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from .draws import GetRandBits, exact_bits
from .errors import shown
from .game import Game
from .playloops import fused_loop, step_loop

__all__ = ["Finish", "playout_with", "reference_playout"]

StateT = TypeVar("StateT")


def reference_playout(
    game: Game[Any, StateT, Any, Any], state: StateT, rng: random.Random
) -> StateT:
    """:meth:`Game.playout <tricktake.Game.playout>` one step at a time, through the
    public API: the definition that every game's ``playout`` equals, and the
    implementation of a game without a faster one.

    :raises TypeError: when ``rng`` is not a :class:`random.Random`, before anything is
        played.
    """
    if not isinstance(rng, random.Random):
        raise TypeError(f"rng={shown(rng)}: expected a random.Random")
    return step_loop(game, state, rng)  # (compiled in the compiled build)


Finish = Callable[[StateT, random.Random, GetRandBits], "StateT | None"]
"""A game's fused rest of a deal for :func:`playout_with`: ``finish(state, rng,
getrandbits)`` plays the deal of ``state`` to its end at once and returns the state there,
or returns ``None`` (having drawn nothing) where it does not fuse from ``state``."""


def playout_with(
    game: Game[Any, StateT, Any, Any], state: StateT, rng: random.Random, finish: Finish[StateT]
) -> StateT:
    """:func:`reference_playout`, with the rest of the deal played at once by ``finish``
    wherever it can: the skeleton of every game's fused :meth:`Game.playout
    <tricktake.Game.playout>`.

    Each step that ``finish`` declines is taken through the public API, its index drawn
    from ``getrandbits`` as ``randrange`` draws it (:mod:`tricktake.draws`). A generator
    whose ``randrange`` is not the standard one is played by :func:`reference_playout`.

    :raises TypeError: when ``rng`` is not a :class:`random.Random`, before anything is
        played.
    """
    getrandbits = exact_bits(rng) if isinstance(rng, random.Random) else None
    if getrandbits is None:
        return reference_playout(game, state, rng)  # (raises the TypeError)
    return fused_loop(game, state, rng, getrandbits, finish)  # (compiled, as step_loop)
