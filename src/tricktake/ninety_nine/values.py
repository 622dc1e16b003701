"""The values that Ninety-Nine's state, tables and scoring are built from: phases,
modes, premium holders, the auction and a deal's result. A leaf module: it imports no
other module of the game but its rules and actions."""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..cards import Suit
from ..tricks import Trick
from ..units import Seat
from .actions import Call, format_cards
from .rules import PremiumKind

__all__ = ["Auction", "DealResult", "Holder", "Mode", "Phase", "Trick"]


class Phase(enum.Enum):
    """The phases of N99-PHASE-1, and ``OVER``."""

    DEAL = "deal"
    PREMIUM = "premium"
    TRUMP = "trump"
    BID = "bid"
    LEAD = "lead"
    PLAY = "play"
    OVER = "over"


class Mode(enum.Enum):
    """A deal's mode (N99-TRUMP-1): a trump suit, no trump, or a Naughty Nun rule."""

    CLUBS = "C"
    HEARTS = "H"
    SPADES = "S"
    DIAMONDS = "D"
    NO_TRUMP = "NT"
    NINES = "nines"
    RONDO = "rondo"
    WHISTLE_AND_FLUTE = "whistle_and_flute"
    TOP_DOG = "top_dog"
    SNAP = "snap"

    def __str__(self) -> str:
        return self.value

    @property
    def trump(self) -> Suit | None:
        """The trump suit of a suit mode, else ``None``: no trump, nines (where the
        nines are trumps, N99-CARD-3) and the Naughty Nun rules have no trump suit.

        >>> from tricktake.ninety_nine import Mode
        >>> Mode.HEARTS.trump, Mode.NO_TRUMP.trump
        (Suit.HEARTS, None)
        """
        return _TRUMP_OF_MODE.get(self)


_TRUMP_OF_MODE = {Mode(str(suit)): suit for suit in Suit}  # a suit mode is its letter


class Holder(NamedTuple):
    """A seat whose premium stands when ``PREMIUM`` ends (N99-PREM-1)."""

    #: The holder's seat.
    seat: Seat
    #: The premium it holds.
    kind: PremiumKind
    #: The announced number of tricks (unbidden presets only).
    number: int | None = None


class Auction(NamedTuple):
    """Where the premium calls stand (N99-PREM-5..11).

    ``queue`` is the seats still to speak, in order; ``upgrade`` is true in the upgrade
    step; ``standing`` the standing call; ``overcalled`` the seats it overcalled.
    """

    #: Every call so far: (seat, call), in order.
    calls: tuple[tuple[Seat, Call], ...] = ()
    #: The seats still to call, in order.
    queue: tuple[Seat, ...] = ()
    #: The standing call, if any.
    standing: Holder | None = None
    #: The seats whose call was overcalled.
    overcalled: tuple[Seat, ...] = ()
    #: Whether the upgrade step is under way.
    upgrade: bool = False


class DealResult(NamedTuple):
    """How a deal ended and scored (§6.2). Masks are per hand; ``points`` are deal points."""

    #: The deal's dealer.
    dealer: Seat
    #: The deal's mode.
    mode: Mode
    #: Bid-card masks per hand.
    bids: tuple[int, ...]
    #: Bid values per hand (N99-BID-4).
    bid_values: tuple[int, ...]
    #: Tricks won per hand.
    tricks_won: tuple[int, ...]
    #: Whether each hand succeeded (N99-BID-6).
    succeeded: tuple[bool, ...]
    #: The premium holders.
    holders: tuple[Holder, ...]
    #: Deal points per hand (N99-SCORE-1).
    points: tuple[int, ...]
    #: Whether each hand's bid cards became public (N99-VIEW-8).
    shown: tuple[bool, ...]
    #: The deal's tricks in order: every played card stays public (N99-VIEW-7).
    tricks: tuple[Trick, ...]
    #: The cards played with the call "snap", a mask (N99-PLAY-7).
    snaps: int = 0

    @property
    def successes(self) -> int:
        """``k``, the number of hands that succeeded (N99-SCORE-3)."""
        return sum(self.succeeded)

    def __repr__(self) -> str:
        # bid cards as text; a bid that a view hides (mask 0, value -1) as hidden
        bids = ", ".join(
            "hidden" if v < 0 else f"[{format_cards(m)}]"
            for m, v in zip(self.bids, self.bid_values, strict=True)
        )
        return (
            f"DealResult(dealer={self.dealer}, mode={self.mode.value}, bids=({bids}), "
            f"tricks_won={self.tricks_won}, succeeded={self.succeeded}, "
            f"holders={self.holders}, points={self.points}, tricks=<{len(self.tricks)}>)"
        )
