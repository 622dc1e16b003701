"""The values Nap's state, actions, views and events are built from: the contracts
(NAP-BID-3/11), phases and a deal's result. A leaf module."""

import enum
from typing import NamedTuple

from ..cards import Suit
from ..tricks import Trick
from ..units import Chips, Seat

__all__ = ["Contract", "DealResult", "Phase"]


class Phase(enum.Enum):
    """The phases of NAP-FLOW-1, and ``OVER`` (NAP-END-2)."""

    DEALING = "dealing"
    BIDDING = "bidding"
    PLAY = "play"
    OVER = "over"


class Contract(enum.Enum):
    """A bid (NAP-BID-3), in order of strength, weakest first."""

    ONE = "one"
    TWO = "two"
    THREE = "three"
    MISERE = "misere"
    FOUR = "four"
    NAP = "nap"
    WELLINGTON = "wellington"
    BLUCHER = "blucher"

    @property
    def strength(self) -> int:
        """NAP-BID-3: 0 for ``one`` up to 7 for ``blucher``."""
        return _STRENGTH[self]

    @property
    def target(self) -> int:
        """NAP-BID-11: the tricks the declarer needs (``misere``: exactly 0)."""
        return _TARGET[self]

    @property
    def trumps(self) -> bool:
        """Whether this is a trump contract (NAP-OVR-2, NAP-OVR-4): all but misère."""
        return self is not Contract.MISERE

    def made(self, tricks: int) -> bool:
        """NAP-SCORE-1: whether the declarer's ``tricks`` fulfil the contract."""
        return tricks == 0 if self is Contract.MISERE else tricks >= self.target

    def __str__(self) -> str:
        return self.value


_STRENGTH = {c: i for i, c in enumerate(Contract)}
_TARGET = dict(zip(Contract, (1, 2, 3, 0, 4, 5, 5, 5), strict=True))


class DealResult(NamedTuple):
    """How a deal ended: thrown in (``declarer`` is ``None``) or played and settled."""

    #: The deal's dealer.
    dealer: Seat
    #: The bidding: (seat, contract or ``None`` for a pass), in order.
    bids: tuple[tuple[Seat, Contract | None], ...]
    #: The declarer, or ``None`` when all passed (NAP-BID-9).
    declarer: Seat | None
    #: The contract, or ``None`` when all passed.
    contract: Contract | None
    #: The trump suit, or ``None`` (misère, thrown in).
    trump: Suit | None
    #: Tricks won per seat.
    tricks_won: tuple[int, ...]
    #: Whether the contract was made (``False`` when thrown in).
    made: bool
    #: The chip change of each seat (NAP-SCORE-2).
    chips: tuple[Chips, ...]
    #: The deal's tricks, in order (all cards played are public, NAP-OBS-3).
    tricks: tuple[Trick, ...]
    #: The suit named by the deal's joker lead (``play JK <suit>``), else ``None``.
    joker_suit: Suit | None = None
