"""The Ninety-Nine state.

A :class:`State` is an immutable named tuple: a :class:`~tricktake.tricks.TrickState`
of the shared trick play, whose fields are what every card changes, with the rest of
the position nested in it (a :class:`Stage`, holding a :class:`Context`). Cards are ints
and piles are masks (:mod:`tricktake.cards`); the methods give them as tuples of cards.

The layout is this module's: the game's other modules read states through the fields'
names and build them with the classes' constructors, :meth:`State.waiting`, the shared
trick play's :meth:`~tricktake.tricks.TrickKernel.start` and
:meth:`~tricktake.tricks.TrickKernel.play`, and the functions below that replace one
field of a state (internal, faster than ``_replace``).
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..cards import Card
from ..tricks import (
    Trick,
    TrickGameState,
    count_won,
    python_class,
    with_events,
    with_legal,
    with_stage,
)
from ..units import Seat
from .actions import Action, Call, sort_cards
from .events import BidsShown, DealScored, HandDealt
from .rules import PremiumKind, Rules
from .tables import Kernel, Tables
from .values import Auction, DealResult, Holder, Mode, Phase

__all__ = [
    "Context",
    "Stage",
    "State",
    "new_auction",
    "new_bids_shown",
    "new_context",
    "new_deal_scored",
    "new_hand_dealt",
    "new_holder",
    "new_result",
    "new_stage",
    "with_events",
    "with_legal",
    "with_stage",
]

_new: Final = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


class Context(NamedTuple):
    """The parts of a state that change only from one deal to the next."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current deal's dealer.
    dealer: Seat
    #: Deals completed in this game.
    deal_number: int
    #: Running totals per hand, before the current deal is scored.
    totals: tuple[int, ...]
    #: The completed deals of this game.
    results: tuple[DealResult, ...]
    #: The current deal's mode, once fixed.
    mode: Mode | None
    #: The current deal's turn-up cards, a mask (0 without: N99-COMP-7, N99-DEAL-3).
    turnup: int = 0
    #: The game of the match being played, from 0 (N99-GAME-9/10: a rubber has three).
    game_number: int = 0
    #: The totals per hand at the end of each completed game of the match, before any
    #: game bonus (N99-GAME-11: a rubber sums their final game scores).
    games: tuple[tuple[int, ...], ...] = ()
    #: The current deal's drawn trump card, once dealt (``trump_rule='drawn_card'``,
    #: N99-BGA-7): no pile, public (N99-BGA-8).
    trump_card: Card | None = None
    #: The completed deals of the match's previous game (empty in its first game): the
    #: deal that ended that game stays readable once the next game has begun.
    previous_game: tuple[DealResult, ...] = ()


class Stage(NamedTuple):
    """What changes a few times a deal: a :class:`State`'s :attr:`~State.rest`, which
    the shared trick play carries unchanged from card to card."""

    #: What changes only from one deal to the next.
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
    #: The cards of the deal played with the call "snap", a mask (N99-PLAY-7).
    snaps: int = 0


@python_class  # (a named tuple: a Python class in the compiled build too)
class State(TrickGameState[Rules, Phase, Context, DealResult]):
    """A Ninety-Nine position. Build states with ``game.new`` and ``game.apply`` only.

    A :class:`~tricktake.tricks.TrickState` of the shared trick play: its fields are
    what every card changes (``hands``, ``trick``, ``order``, ``tricks``, the hand to
    play as ``player``, ``legal``, ``events``); the rest of the position is a
    :class:`Stage` in :attr:`rest` and a :class:`Context` in it, read through the
    properties below and those every trick game's state has
    (:class:`~tricktake.tricks.TrickGameState`: ``context``, ``rules``, ``phase``,
    ``actor``, ``first_dealer`` (of the current game of the match, N99-GAME-10),
    ``dealer``, ``deal_number``, ``results``), so that playing a card builds one small
    tuple.
    """

    __slots__ = ()

    # this game's types of the fields (annotations only, as in TrickGameState)
    rest: Stage  # pyright: ignore[reportIncompatibleVariableOverride]
    legal: Sequence[Action]  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def tables(self) -> Tables:
        """The precomputed tables of the rules (internal)."""
        return self.rest.tables

    @property
    def kernel(self) -> Kernel:
        """The trick kernel of the deal's mode (internal)."""
        return self.rest.kernel

    @property
    def bids(self) -> tuple[int, ...]:
        """Bid-card masks per hand (0 before a hand has bid)."""
        return self.rest.bids

    @property
    def auction(self) -> Auction:
        """Where the premium calls stand."""
        return self.rest.auction

    @property
    def holders(self) -> tuple[Holder, ...]:
        """The premium holders, from the end of ``PREMIUM``."""
        return self.rest.holders

    @property
    def snaps(self) -> int:
        """The cards of the deal played with the call "snap", a mask (N99-PLAY-7)."""
        return self.rest.snaps

    @property
    def turnup(self) -> int:
        """The current deal's turn-up cards, a mask (N99-DEAL-3; public, N99-VIEW-1)."""
        return self.rest.context.turnup

    @property
    def trump_card(self) -> Card | None:
        """The current deal's drawn trump card, once dealt, under
        ``trump_rule='drawn_card'`` (N99-BGA-7/8: public, and no pile)."""
        return self.rest.context.trump_card

    @property
    def previous_game(self) -> tuple[DealResult, ...]:
        """The completed deals of the match's previous game, empty in its first game
        (a rubber, N99-GAME-9; ``rubber_wins``, N99-BGA-15)."""
        return self.rest.context.previous_game

    @property
    def game_number(self) -> int:
        """The game of the match being played, from 0 (a rubber has three, N99-GAME-9)."""
        return self.context.game_number

    @property
    def games(self) -> tuple[tuple[int, ...], ...]:
        """The totals per hand at the end of each completed game of the match, before
        any game bonus."""
        return self.context.games

    @property
    def totals(self) -> tuple[int, ...]:
        """Running total per hand, before the current deal is scored."""
        return self.context.totals

    @property
    def mode(self) -> Mode | None:
        """The current deal's mode, once fixed (N99-TRUMP-8)."""
        return self.context.mode

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far in this deal, per hand (the dummy's too)."""
        return count_won(self.tricks, self.rules.hands)

    def hand(self, hand: int) -> tuple[Card, ...]:
        """The cards that hand ``hand`` holds, in canonical order (N99-DEAL-8)."""
        return sort_cards(self.hand_mask(hand))

    def bid_cards(self, hand: int) -> tuple[Card, ...]:
        """Hand ``hand``'s bid cards in canonical order (empty before it bids)."""
        return sort_cards(self.bids[hand])

    def __repr__(self) -> str:
        return (
            f"<ninety-nine State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} totals={self.totals} actor={self.actor!r}>"
        )


# The constructors below build what the transitions build on every deal, the state's
# parts and the events it carries: the same values as the classes' own constructors, at
# a third of the cost (a named tuple's generated ``__new__`` is a Python call behind the
# class call).
def new_context(
    rules: Rules,
    first_dealer: Seat,
    dealer: Seat,
    deal_number: int,
    totals: tuple[int, ...],
    results: tuple[DealResult, ...],
    mode: Mode | None,
    game_number: int = 0,
    games: tuple[tuple[int, ...], ...] = (),
    previous_game: tuple[DealResult, ...] = (),
) -> Context:
    """A :class:`Context` before its deal's turn-up or drawn trump card (internal)."""
    fields = (
        rules,
        first_dealer,
        dealer,
        deal_number,
        totals,
        results,
        mode,
        0,
        game_number,
        games,
        None,
        previous_game,
    )
    return _new(Context, fields)


def new_stage(
    context: Context,
    tables: Tables,
    phase: Phase,
    kernel: Kernel,
    bids: tuple[int, ...],
    auction: Auction,
    holders: tuple[Holder, ...],
    snaps: int = 0,
) -> Stage:
    """A :class:`Stage` (internal)."""
    fields = (context, tables, phase, kernel, bids, auction, holders, snaps)
    return _new(Stage, fields)


def new_auction(
    calls: tuple[tuple[Seat, Call], ...],
    queue: tuple[Seat, ...],
    standing: Holder | None,
    overcalled: tuple[Seat, ...],
    upgrade: bool,
) -> Auction:
    """An :class:`~.values.Auction` (internal)."""
    return _new(Auction, (calls, queue, standing, overcalled, upgrade))


def new_holder(seat: Seat, kind: PremiumKind, number: int | None) -> Holder:
    """A :class:`~.values.Holder` (internal)."""
    return _new(Holder, (seat, kind, number))


def new_result(
    dealer: Seat,
    mode: Mode,
    bids: tuple[int, ...],
    bid_values: tuple[int, ...],
    tricks_won: tuple[int, ...],
    succeeded: tuple[bool, ...],
    holders: tuple[Holder, ...],
    points: tuple[int, ...],
    shown: tuple[bool, ...],
    tricks: tuple[Trick, ...],
    snaps: int,
) -> DealResult:
    """A :class:`~.values.DealResult` (internal)."""
    return _new(
        DealResult,
        (
            dealer,
            mode,
            bids,
            bid_values,
            tricks_won,
            succeeded,
            holders,
            points,
            shown,
            tricks,
            snaps,
        ),
    )


def new_hand_dealt(seat: Seat, cards: int, audience: frozenset[Seat]) -> HandDealt:
    """A :class:`~.events.HandDealt` event of the mask ``cards`` (internal)."""
    return _new(HandDealt, (seat, sort_cards(cards), audience))


def new_bids_shown(hand: Seat, cards: int) -> BidsShown:
    """A public :class:`~.events.BidsShown` event of the mask ``cards`` (internal)."""
    return _new(BidsShown, (hand, sort_cards(cards), None))


def new_deal_scored(points: tuple[int, ...]) -> DealScored:
    """A public :class:`~.events.DealScored` event (internal)."""
    return _new(DealScored, (points, None))
