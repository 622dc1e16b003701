"""The Nines state layout: :class:`State`, its nested :class:`Stage` and :class:`Context`,
and the constructors that build them.

A :class:`State` is an immutable named tuple: a :class:`~tricktake.tricks.TrickState` of
the shared trick play, whose fields are what every card changes, with the rest of the
position in a :class:`Stage` (holding a :class:`Context`). Hands are packed masks: seat
``s`` at ``HAND_SHIFT * s`` and, with 3 players, the stock as hand 3 (:data:`STOCK`).
Game code reads states by their fields' names and builds them with the constructors
here, which alone know the fields' order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..cards import Card, Suit, cards_of
from ..game import Event
from ..tricks import Position, Trick, TrickGameState, python_class
from ..units import Seat
from .actions import Action
from .events import DealScored, PointsAre
from .rules import Rules
from .tables import Kernel, Tables
from .values import DealResult, Phase

__all__ = [
    "STOCK",
    "Context",
    "Stage",
    "State",
    "Trick",
    "new_context",
    "new_result",
    "new_scored",
    "new_stage",
    "played_out",
]

_new: Final = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]

STOCK: Final = 3
"""The stock's place among the packed hands (3 players; NINES-COMP-4)."""


class Context(NamedTuple):
    """The parts of a state that change only from one deal to the next."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current (or next) deal's dealer.
    dealer: Seat
    #: The current (or next) deal's number, from 1 (NINES-TRUMP-2).
    deal_number: int
    #: Each unit's points before the current deal (once over: the final figures).
    points: tuple[int, ...]
    #: The deals of this game so far, oldest first.
    results: tuple[DealResult, ...]


class Stage(NamedTuple):
    """What changes a few times a deal: a :class:`State`'s :attr:`~State.rest`."""

    #: What changes only from one deal to the next.
    context: Context
    #: The tables of the rules (internal).
    tables: Tables
    #: The phase.
    phase: Phase
    #: The trick play of the deal's trump (internal).
    kernel: Kernel
    #: The dealt piles: each seat's, then the stock's (3 players), as masks; empty
    #: before the deal.
    dealt: tuple[int, ...]
    #: The exchange decisions so far, as (seat, exchanged).
    decisions: tuple[tuple[Seat, bool], ...]
    #: The seats still to decide, in order.
    queue: tuple[Seat, ...]


@python_class  # (a named tuple: a Python class in the compiled build too)
class State(TrickGameState[Rules, Phase, Context, DealResult]):
    """A Nines position. Build states with ``game.new`` and ``game.apply`` only.

    A :class:`~tricktake.tricks.TrickState` (``hands``, ``trick``, ``order``,
    ``tricks``, the seat to act as ``player``, ``legal``, ``events``) with the rest of
    the position in :attr:`rest`, read through the properties below and those every
    trick game's state has (:class:`~tricktake.tricks.TrickGameState`: ``context``,
    ``rules``, ``phase``, ``actor``, ``first_dealer``, ``dealer`` (the current or next
    deal's), ``deal_number`` (the current or next deal's number, from 1), ``results``,
    ``tricks_won()``).
    """

    __slots__ = ()

    # this game's types of the fields (annotations only, as in TrickGameState)
    rest: Stage  # pyright: ignore[reportIncompatibleVariableOverride]
    legal: Sequence[Action]  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def points(self) -> tuple[int, ...]:
        """Each unit's points before the current deal (once over: the final figures)."""
        return self.rest.context.points

    @property
    def trump(self) -> Suit | None:
        """The current (or next) deal's trump, ``None`` for no trump."""
        return self.rest.kernel.trump

    @property
    def decisions(self) -> tuple[tuple[Seat, bool], ...]:
        """The current deal's exchange decisions so far, as (seat, exchanged)."""
        return self.rest.decisions

    @property
    def dealt(self) -> tuple[int, ...]:
        """The current deal's dealt piles as masks: each seat's, then the stock's."""
        return self.rest.dealt

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards that seat ``seat`` holds, in canonical order (NINES-DEAL-4)."""
        return cards_of(self.hand_mask(seat))

    def stock(self) -> tuple[Card, ...]:
        """The stock's cards in canonical order (3 players; empty in partnership)."""
        return cards_of(self.hand_mask(STOCK)) if not self.rules.partnership else ()

    def __repr__(self) -> str:
        return (
            f"<nines State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} points={self.points} actor={self.actor!r}>"
        )


def new_stage(
    context: Context,
    tables: Tables,
    phase: Phase,
    kernel: Kernel,
    dealt: tuple[int, ...],
    decisions: tuple[tuple[Seat, bool], ...],
    queue: tuple[Seat, ...],
) -> Stage:
    """A :class:`Stage`, as its constructor builds it at a third of the cost (a named
    tuple's own ``__new__`` is a Python call; internal, for the deal's transitions)."""
    return _new(Stage, (context, tables, phase, kernel, dealt, decisions, queue))


def new_context(
    rules: Rules,
    first_dealer: Seat,
    dealer: Seat,
    deal_number: int,
    points: tuple[int, ...],
    results: tuple[DealResult, ...],
) -> Context:
    """A :class:`Context`, as :func:`new_stage` builds a stage (internal)."""
    return _new(Context, (rules, first_dealer, dealer, deal_number, points, results))


def new_result(
    dealer: Seat,
    trump: Suit | None,
    decisions: tuple[tuple[Seat, bool], ...],
    tricks_won: tuple[int, ...],
    changes: tuple[int, ...],
    points: tuple[int, ...],
) -> DealResult:
    """The :class:`~.values.DealResult` of a deal played to its end (not stopped by
    NINES-NODRAW-3), as :func:`new_stage` builds a stage (internal)."""
    return _new(DealResult, (dealer, trump, decisions, tricks_won, changes, points, False))


def new_scored(
    changes: tuple[int, ...], points: tuple[int, ...], partnership: bool
) -> tuple[DealScored, PointsAre]:
    """The public events of a scored deal: each unit's change and its points after it
    (internal, as :func:`new_stage` builds a stage)."""
    scored = _new(DealScored, (changes, partnership, None))
    return scored, _new(PointsAre, (points, partnership, None))


def played_out(position: Position, events: tuple[Event, ...], rest: Stage) -> State:
    """The state after the last trick of a deal played at once by
    :meth:`~tricktake.tricks.TrickKernel.random_play`, which gives ``position``: no
    trick in play and no legal action until the deal is scored."""
    hands, _, led, order, tricks, player = position
    return _new(State, (hands, (), led, order, tricks, player, (), events, rest))
