"""Nines' fused playout: the rest of a deal's card play at once, for
:meth:`tricktake.nines.Nines.playout` (through :func:`tricktake.playouts.playout_with`)."""

from __future__ import annotations

import random

from ..draws import GetRandBits
from .state import State, played_out
from .transitions import score
from .values import Phase

__all__ = ["finish_deal"]

_PLAY = Phase.PLAY
_TRICKS = 13  # 13 cards each: 13 tricks a deal


def finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The rest of the card play at once, by the shared
    :meth:`~tricktake.tricks.TrickKernel.random_play`, then the scoring of
    :func:`~tricktake.nines.transitions.trick_done` after the 13th trick (NINES-PLAY-6,
    NINES-SCORE-1); ``None`` outside ``PLAY``, and under ``no_draw``, whose check after
    every trick may stop the deal (NINES-NODRAW-3)."""
    stage = state.rest
    if stage.phase is not _PLAY or state.rules.no_draw:
        return None
    kernel = stage.kernel
    position = kernel.trick_kernel.random_play(state.position, _TRICKS, getrandbits)
    _, _, _, _, tricks, winner = position
    last = tricks[-1]
    events = (
        *kernel.played[last.hands[-1]][last.cards[-1]],
        stage.tables.trick_won[len(tricks)][winner],
    )
    return score(played_out(position, events, stage), events)
