"""The Nap state.

A :class:`State` is an immutable named tuple: a :class:`~tricktake.tricks.TrickState`
of the shared trick play, whose fields are what every card changes, with the rest of
the position nested in it (a :class:`Stage`, holding a :class:`Context`). Cards are ints
and piles are masks (:mod:`tricktake.cards`); the methods give them as tuples of cards.

The layout is private to this module: the transitions build states and stages with the
constructors at the end (:func:`next_context`, :func:`stage_of`, :func:`play_stage`,
:func:`with_stage`, :func:`with_legal`) and read them by field name.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..cards import Card, Suit, cards_of
from ..tricks import Trick, TrickGameState, python_class, with_legal, with_stage
from ..units import Chips, Seat
from .actions import Action
from .rules import Rules
from .tables import Tables
from .values import Contract, DealResult, Phase

__all__ = [
    "Context",
    "Stage",
    "State",
    "Trick",
    "next_context",
    "play_stage",
    "stage_of",
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
    #: The current deal's dealer (the last one's once the game is over).
    dealer: Seat
    #: Deals completed in this game, thrown-in deals included (NAP-END-1).
    deal_number: int
    #: Chip balances per seat (NAP-COMP-7).
    balances: tuple[Chips, ...]
    #: The completed deals of this game, oldest first.
    results: tuple[DealResult, ...]


class Stage(NamedTuple):
    """What changes a few times a deal: a :class:`State`'s :attr:`~State.rest`, which
    the shared trick play carries unchanged from card to card."""

    #: What changes only from one deal to the next.
    context: Context
    #: The precomputed tables of the rules (internal).
    tables: Tables
    #: The phase (NAP-FLOW-1), or ``OVER``.
    phase: Phase
    #: The bidding so far: (seat, contract or ``None`` for a pass), in order.
    bids: tuple[tuple[Seat, Contract | None], ...]
    #: The declarer, once bidding is won.
    declarer: Seat | None
    #: The contract, once bidding is won.
    contract: Contract | None
    #: The trump suit once trick 1 is led in a trump contract.
    trump: Suit | None
    #: The suit named by a joker lead this deal (``play JK <suit>``), else ``None``.
    joker_suit: Suit | None
    #: The undealt cards of the deal, a mask (NAP-COMP-6).
    undealt: int


@python_class  # (a named tuple: a Python class in the compiled build too)
class State(TrickGameState[Rules, Phase, Context, DealResult]):
    """A Nap position. Build states with ``game.new`` and ``game.apply`` only.

    A :class:`~tricktake.tricks.TrickState` of the shared trick play: its fields are
    what every card changes (``hands``, ``trick``, ``order``, ``tricks``, the seat to
    play as ``player``, ``legal``, ``events``); the rest of the position is a
    :class:`Stage` in :attr:`rest` and a :class:`Context` in it, read through the
    properties below and those every trick game's state has
    (:class:`~tricktake.tricks.TrickGameState`: ``context``, ``rules``, ``phase``,
    ``actor``, ``first_dealer``, ``dealer``, ``deal_number``, ``results``,
    ``tricks_won()``).
    """

    __slots__ = ()

    # this game's types of the fields (annotations only, as in TrickGameState)
    rest: Stage  # pyright: ignore[reportIncompatibleVariableOverride]
    legal: Sequence[Action]  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def balances(self) -> tuple[Chips, ...]:
        """Chip balances per seat (NAP-COMP-7): ``game.scores``."""
        return self.rest.context.balances

    @property
    def bids(self) -> tuple[tuple[Seat, Contract | None], ...]:
        """The current deal's bidding so far: (seat, contract or ``None`` for a pass)."""
        return self.rest.bids

    @property
    def declarer(self) -> Seat | None:
        """The declarer, once bidding is won."""
        return self.rest.declarer

    @property
    def contract(self) -> Contract | None:
        """The contract, once bidding is won."""
        return self.rest.contract

    @property
    def trump(self) -> Suit | None:
        """The trump suit once fixed by the first lead; ``None``
        before it and in misère (NAP-PLAY-3)."""
        return self.rest.trump

    @property
    def joker_suit(self) -> Suit | None:
        """The suit named by this deal's joker lead (``play JK <suit>``), or ``None``."""
        return self.rest.joker_suit

    @property
    def undealt(self) -> tuple[Card, ...]:
        """The current deal's undealt cards in canonical order (NAP-COMP-6)."""
        return cards_of(self.rest.undealt)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards that ``seat`` holds, in canonical order (NAP-DEAL-4)."""
        return cards_of(self.hand_mask(seat))

    def won(self, seat: Seat) -> tuple[Card, ...]:
        """The cards of the tricks ``seat`` has won this deal, in canonical order."""
        return tuple(sorted(c for t in self.tricks if t.winner == seat for c in t.cards))

    def __repr__(self) -> str:
        return (
            f"<nap State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} balances={self.balances} actor={self.actor!r}>"
        )


# ------------------------------------------------------------------ constructors
# Positional, without a named tuple's keyword handling: the transitions call them a few
# times a deal.
def next_context(
    context: Context,
    dealer: Seat,
    balances: tuple[Chips, ...],
    results: tuple[DealResult, ...],
) -> Context:
    """The context of the deal after ``context``'s: dealt by ``dealer``, with the
    ``balances`` and ``results`` of the deals so far."""
    rules, first_dealer, _, number, _, _ = context
    return _new(Context, (rules, first_dealer, dealer, number + 1, balances, results))


def stage_of(context: Context, tables: Tables, phase: Phase, undealt: int = 0) -> Stage:
    """A stage before any bid: waiting for a deal, in bidding (with the deal's
    ``undealt`` mask) or once the game is over."""
    return _new(Stage, (context, tables, phase, (), None, None, None, None, undealt))


def play_stage(
    stage: Stage,
    bids: tuple[tuple[Seat, Contract | None], ...],
    declarer: Seat,
    contract: Contract,
) -> Stage:
    """The stage of the card play after the bidding stage ``stage``: its ``bids``
    complete, won by ``declarer`` with ``contract``, no trump named yet."""
    context, tables, _, _, _, _, _, _, undealt = stage
    return _new(Stage, (context, tables, Phase.PLAY, bids, declarer, contract, None, None, undealt))
