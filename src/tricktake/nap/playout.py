"""Nap's fused playout: the rest of a deal's card play at once, for
:meth:`tricktake.nap.Nap.playout` (through :func:`tricktake.playouts.playout_with`)."""

from __future__ import annotations

import random

from ..draws import GetRandBits
from ..tricks import TrickWon
from .state import State
from .tables import NO_TRUMP
from .transitions import settle
from .values import Contract, Phase

__all__ = ["finish_deal"]

_PLAY = Phase.PLAY
_MISERE = Contract.MISERE
_TRICKS = 5  # NAP-OVR-1: five cards each, five tricks


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The rest of the card play at once, by the shared
    :meth:`~tricktake.tricks.TrickKernel.random_play`, then the settlement of
    :func:`~tricktake.nap.transitions.apply_play` after the fifth trick; ``None`` (a step
    instead) until trick 1's lead has named the trumps (NAP-PLAY-3), and with a joker,
    whose leads name suits (NAP-JOKER-4..9)."""
    stage = state.rest
    tables = stage.tables
    if stage.phase is not _PLAY or tables.rules.joker:
        return None
    trump = stage.trump
    if trump is None and stage.contract is not _MISERE:
        return None
    kernel = tables.trump_kernels[NO_TRUMP if trump is None else trump._value_]
    _, _, _, _, tricks, winner = kernel.random_play(state.position, _TRICKS, getrandbits)
    last = tricks[-1]
    events = (*tables.played[last.hands[-1]][last.cards[-1]], TrickWon(len(tricks), winner))
    return settle(stage, tricks, events)
