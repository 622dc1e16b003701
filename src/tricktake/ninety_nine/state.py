"""The Ninety-Nine state and the values it is built from.

A :class:`State` is an immutable named tuple. Cards are ints and piles are masks
(:mod:`tricktake.cards`); the methods give them as tuples of cards. The fields are
ordered from the slow-changing (rules, dealer, totals) to the ones every card changes
(hands, trick, ...), so that a play builds the next state from one slice.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..cards import Card
from ..engine import Actor, Event
from .actions import Action, Call, sort_cards
from .rules import PremiumKind, Rules

if TYPE_CHECKING:
    from .tables import Tables

__all__ = [
    "HAND_MASK",
    "HAND_SHIFT",
    "Auction",
    "Context",
    "DealResult",
    "Holder",
    "Kernel",
    "Mode",
    "Phase",
    "State",
    "Trick",
    "count_won",
]

HAND_SHIFT = 80
"""Bits per hand in :attr:`State.hands`: hand ``x``'s mask is ``hands >> 80*x & HAND_MASK``."""

HAND_MASK = (1 << HAND_SHIFT) - 1
"""The bits of one hand in :attr:`State.hands`."""


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


class Kernel(NamedTuple):
    """A deal's trick tables (:mod:`tricktake.tricks`) for its mode, and the tables of
    its rules: internal, shared by every state of the deal."""

    #: ``follow[card]``: the mask of the cards of ``card``'s play suit.
    follow: tuple[int, ...]
    #: ``power[led][card]``: how strongly ``card`` plays when ``led`` is led.
    power: tuple[tuple[int, ...], ...]
    #: ``play_suit[card]``: the card's play suit, ``None`` outside the pack.
    play_suit: tuple[int | None, ...]
    #: The precomputed tables of the rules.
    tables: Tables
    #: ``tables.played`` again, one lookup nearer for the play of a card (hot path).
    played: tuple[tuple[tuple[Event, ...], ...], ...]


class Holder(NamedTuple):
    """A seat whose premium stands when ``PREMIUM`` ends (N99-PREM-1)."""

    #: The holder's seat.
    seat: int
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
    calls: tuple[tuple[int, Call], ...] = ()
    #: The seats still to call, in order.
    queue: tuple[int, ...] = ()
    #: The standing call, if any.
    standing: Holder | None = None
    #: The seats whose call was overcalled.
    overcalled: tuple[int, ...] = ()
    #: Whether the upgrade step is under way.
    upgrade: bool = False


class Trick(NamedTuple):
    """A completed trick: its cards in play order, the hands that played them, the winner."""

    #: The cards in play order.
    cards: tuple[Card, ...]
    #: The hands that played them, in the same order.
    hands: tuple[int, ...]
    #: The hand that won the trick.
    winner: int

    @property
    def leader(self) -> int:
        """The hand that led the trick."""
        return self.hands[0]


class DealResult(NamedTuple):
    """How a deal ended and scored (§6.2). Masks are per hand; ``points`` are deal points."""

    #: The deal's dealer.
    dealer: int
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

    @property
    def successes(self) -> int:
        """``k``, the number of hands that succeeded (N99-SCORE-3)."""
        return sum(self.succeeded)


class Context(NamedTuple):
    """The parts of a state that change only from one deal to the next."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: int
    #: The current deal's dealer.
    dealer: int
    #: Deals completed in this game.
    deal_number: int
    #: Running totals per hand, before the current deal is scored.
    totals: tuple[int, ...]
    #: The completed deals of this game.
    results: tuple[DealResult, ...]
    #: The current deal's mode, once fixed.
    mode: Mode | None


class State(NamedTuple):
    """A Ninety-Nine position. Build states with ``game.new`` and ``game.apply`` only.

    The fields are what changes with every card; the rest of the position is in
    :attr:`context` and read through the properties below, so that playing a card
    builds a small tuple.
    """

    #: What changes at most a few times a deal (read through the properties).
    context: Context
    #: The phase (N99-PHASE-1), or ``OVER``.
    phase: Phase
    #: The trick tables of the deal's mode (internal).
    kernel: Kernel
    #: Bid-card masks per hand (0 before a hand has bid).
    bids: tuple[int, ...]
    #: Where the premium calls stand.
    auction: Auction
    #: The premium holders, from the end of ``PREMIUM``.
    holders: tuple[Holder, ...]
    #: Every hand's held cards, packed: hand ``x`` is ``hands >> HAND_SHIFT*x``.
    hands: int
    #: The cards of the trick in play, in play order.
    trick: tuple[Card, ...]
    #: The hands in play order for the trick in play.
    order: tuple[int, ...]
    #: Who acts next: as ``game.to_move``.
    actor: Actor
    #: The completed tricks of this deal.
    tricks: tuple[Trick, ...]
    #: The events of the transition that made this state.
    events: tuple[Event, ...]
    #: The legal actions of the seat to move, as ``game.legal_actions`` gives them,
    #: built with the state: ``game.apply`` accepts exactly these (and a ``Deal`` at a
    #: chance node, where they are empty).
    legal: Sequence[Action]

    @property
    def rules(self) -> Rules:
        """The rules of the game."""
        return self.context.rules

    @property
    def first_dealer(self) -> int:
        """The dealer of the game's first deal."""
        return self.context.first_dealer

    @property
    def dealer(self) -> int:
        """The current deal's dealer."""
        return self.context.dealer

    @property
    def deal_number(self) -> int:
        """Deals completed in this game (0 during the first deal)."""
        return self.context.deal_number

    @property
    def totals(self) -> tuple[int, ...]:
        """Running total per hand, before the current deal is scored."""
        return self.context.totals

    @property
    def results(self) -> tuple[DealResult, ...]:
        """The completed deals of this game, oldest first."""
        return self.context.results

    @property
    def mode(self) -> Mode | None:
        """The current deal's mode, once fixed (N99-TRUMP-8)."""
        return self.context.mode

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far in this deal, per hand."""
        return count_won(self.tricks, self.rules.hands)

    def hand(self, hand: int) -> tuple[Card, ...]:
        """The cards that hand ``hand`` holds, in canonical order (N99-DEAL-8)."""
        return sort_cards(self.hand_mask(hand))

    def hand_mask(self, hand: int) -> int:
        """The mask of the cards that hand ``hand`` holds."""
        return self.hands >> HAND_SHIFT * hand & HAND_MASK

    def bid_cards(self, hand: int) -> tuple[Card, ...]:
        """Hand ``hand``'s bid cards in canonical order (empty before it bids)."""
        return sort_cards(self.bids[hand])

    # A state is a value among states only: as a tuple it would equal tuple(state).
    def __eq__(self, other: object) -> bool:
        return type(other) is State and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    def __repr__(self) -> str:
        return (
            f"<ninety-nine State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} totals={self.totals} actor={self.actor!r}>"
        )


def count_won(tricks: tuple[Trick, ...], hands: int) -> tuple[int, ...]:
    """The number of ``tricks`` each of ``hands`` hands won."""
    won = [0] * hands
    for trick in tricks:
        won[trick[2]] += 1  # its winner
    return tuple(won)
