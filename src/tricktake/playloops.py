"""The loops of :mod:`tricktake.playouts`, without the checks of their arguments: an
internal module, compiled in the compiled build.

:func:`tricktake.playouts.reference_playout` and :func:`~tricktake.playouts.playout_with`
check their generator first, then run these loops. A compiled function checks the types
of its arguments itself, and would raise its own ``TypeError`` for a bad generator;
behind the interpreted entry points, bad input keeps its messages (and a bad state its
typed :class:`~tricktake.TricktakeError`, from the game's own methods), while the loop
runs compiled.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from .draws import GetRandBits, below
from .game import CHANCE, Game

__all__ = ["fused_loop", "step_loop"]

StateT = TypeVar("StateT")


def step_loop(game: Game[Any, StateT, Any, Any], state: StateT, rng: random.Random) -> StateT:
    """The loop of :func:`~tricktake.playouts.reference_playout`: the deal if one is
    due, then ``legal[rng.randrange(len(legal))]`` until the deal is over."""
    chance = CHANCE
    if game.to_move(state) is chance:
        state = game.apply(state, game.deal(state, rng))
    while (actor := game.to_move(state)) is not None and actor is not chance:
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return state


def fused_loop(
    game: Game[Any, StateT, Any, Any],
    state: StateT,
    rng: random.Random,
    getrandbits: GetRandBits,
    finish: Callable[[StateT, random.Random, GetRandBits], StateT | None],
) -> StateT:
    """The loop of :func:`~tricktake.playouts.playout_with`, for a generator whose
    ``getrandbits`` :func:`~tricktake.draws.exact_bits` has given: ``finish`` wherever
    it fuses, else one step through the public API."""
    chance = CHANCE
    stepped = False  # the loop deals only first, then stops at a chance node
    while (actor := game.to_move(state)) is not None and not (stepped and actor is chance):
        finished = finish(state, rng, getrandbits)
        if finished is not None:
            return finished
        if actor is chance:
            state = game.apply(state, game.deal(state, rng))
        else:
            legal = game.legal_actions(state)
            state = game.apply(state, legal[below(getrandbits, len(legal))])
        stepped = True
    return state
