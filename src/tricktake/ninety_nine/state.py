"""The Ninety-Nine state.

A :class:`State` is an immutable named tuple. Cards are ints and piles are masks
(:mod:`tricktake.cards`); the methods give them as tuples of cards. The fields are
ordered from the slow-changing (rules, dealer, totals) to the ones every card changes,
and what every card changes (hands, trick, order, tricks) is the embedded
:class:`~tricktake.tricks.TrickState` of the shared trick play, so that a play builds
the next state from a few slots.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..cards import Card
from ..engine import Actor, Event
from ..tricks import HAND_MASK, HAND_SHIFT, Trick, TrickState
from .actions import Action, sort_cards
from .rules import Rules
from .tables import Kernel, Tables
from .values import Auction, DealResult, Holder, Mode, Phase, count_won

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

    The fields are what changes within a deal; the rest of the position is in
    :attr:`context`, and the cards in :attr:`trick_state`, both read through the
    properties below, so that playing a card builds two small tuples.
    """

    #: What changes at most a few times a deal (read through the properties).
    context: Context
    #: The precomputed tables of the rules (internal).
    tables: Tables
    #: The phase (N99-PHASE-1), or ``OVER``.
    phase: Phase
    #: The trick kernel of the deal's mode (internal).
    kernel: Kernel
    #: Bid-card masks per hand (0 before a hand has bid).
    bids: tuple[int, ...]
    #: Where the premium calls stand.
    auction: Auction
    #: The premium holders, from the end of ``PREMIUM``.
    holders: tuple[Holder, ...]
    #: The shared trick play's state: the hands, the trick in play, its order and the
    #: completed tricks (read through the properties).
    trick_state: TrickState
    #: Who acts next: as ``game.to_move``.
    actor: Actor
    #: The events of the transition that made this state.
    events: tuple[Event, ...]
    #: The legal actions of the seat to move, as ``game.legal_actions`` gives them,
    #: built with the state: ``game.apply`` accepts exactly these (and a ``Deal`` at a
    #: chance node, where they are empty).
    legal: Sequence[Action]

    @property
    def hands(self) -> int:
        """Every hand's held cards, packed: hand ``x`` is ``hands >> HAND_SHIFT*x & HAND_MASK``."""
        return self.trick_state.hands

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in play, in play order."""
        return self.trick_state.trick

    @property
    def order(self) -> tuple[int, ...]:
        """The hands in play order for the trick in play (empty outside ``PLAY``)."""
        return self.trick_state.order

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this deal."""
        return self.trick_state.tricks

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
        return self.trick_state.hands >> HAND_SHIFT * hand & HAND_MASK

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
