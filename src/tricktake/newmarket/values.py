"""The values Newmarket's states, views and events are built from: the phases
(NM-FLOW-1/2) and a deal's result. A leaf module."""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..units import Chips, Seat

__all__ = ["DealResult", "Phase"]


class Phase(enum.Enum):
    """Where a game stands (NM-FLOW-1/2)."""

    #: Waiting for the free antes (``ante_mode='free'``, NM-ANTE-2).
    ANTE = "ante"
    #: Waiting for the chance deal.
    DEALING = "dealing"
    #: The dealer chooses ``exchange`` or ``keep`` (NM-SALE-1).
    DEALER_CHOICE = "dealer_choice"
    #: The auction of the dummy (NM-SALE-3..5).
    AUCTION = "auction"
    #: The dealer chooses ``sell`` or ``refuse`` (NM-SALE-6).
    SALE = "sale"
    #: Parlett's exchange round (NM-PEX).
    EXCHANGE = "exchange"
    #: Play (NM-PLAY).
    PLAY = "play"
    #: The game is over.
    OVER = "over"


class DealResult(NamedTuple):
    """How one deal of the game ended."""

    #: The deal's dealer.
    dealer: Seat
    #: ``"out"`` (NM-OUT-1), ``"blocked"`` (NM-RESTART-6) or ``"king"`` (NM-CAPT-4).
    end: str
    #: The seat that went out or took the last king, or ``None`` for a blocked deal.
    winner: Seat | None
    #: Each seat's change of balance in the deal, antes and sale included.
    deltas: tuple[Chips, ...]
    #: The boodles (kings) captured in the deal.
    captures: int
