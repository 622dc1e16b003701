"""The Newmarket state: an immutable named tuple, cards as ints and piles as masks, and
its constructors.

A :class:`State`'s fields are what a card changes (the seat to move, its legal actions,
the hands, the cards played, the deal's actions, the events); the rest of the position
is nested in it: a :class:`Stage` (what changes a few times a deal: the phase, the
dummy, the chips, the auction) holding a :class:`Context` (what changes only from one
deal to the next). Every name of the position is readable on the state itself.

The layout is private to this module: the transitions build states with the
constructors at the end, positionally (faster than ``_replace``), and read them by
field name.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..cards import Card, cards_of
from ..game import CHANCE, Actor, Event
from ..staged import StagedState
from ..units import Chips, Seat
from .actions import Action, format_cards
from .rules import Rules
from .tables import Tables, tables_for
from .values import DealResult, Phase

__all__ = [
    "Context",
    "Stage",
    "State",
    "after_card",
    "between_deals",
    "deal_begun",
    "deal_done",
    "dealt_in",
    "game_over",
    "in_play",
    "in_stage",
    "with_chips",
    "with_turn",
]

_new: Final = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_PLAY = Phase.PLAY


class Context(NamedTuple):
    """The parts of a state that change only from one deal to the next."""

    #: The rules of the game.
    rules: Rules
    #: The tables of the rules (derived from them, one object per rules value).
    tables: Tables
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current (or, once over, the last) deal's dealer.
    dealer: Seat
    #: Deals completed in this game.
    deal_number: int
    #: The completed deals.
    results: tuple[DealResult, ...]
    #: Balances when the current deal began (before its antes).
    deal_start: tuple[Chips, ...]


class Stage(NamedTuple):
    """What changes a few times a deal: a :class:`State`'s :attr:`~State.rest`."""

    #: What changes only from one deal to the next.
    context: Context
    #: The phase.
    phase: Phase
    #: The dummy (dead hand), a mask.
    dummy: int
    #: Each seat's chip balance (NM-COMP-7).
    balances: tuple[Chips, ...]
    #: Chips on each boodle (``boodle_cards`` order) or king (C D H S).
    stacks: tuple[Chips, ...]
    #: Whether each king is face up (``parlett``); all true for boodles.
    face_up: tuple[bool, ...]
    #: Parlett's pool (0 in ``newmarket``).
    pool: Chips
    #: The boodles (kings) captured so far in this deal.
    captures: int
    #: The auction's offers so far, as (seat, chips).
    offers: tuple[tuple[Seat, Chips], ...]
    #: The seats that have passed in the auction, or kept in Parlett's exchange round.
    passed: frozenset[Seat]
    #: The seat whose hand changed places with the dummy in this deal, if any.
    swapped: Seat | None


class _Fields(NamedTuple):
    # The fields of a State (docs/api.rst documents them on State, with the names of
    # StagedState: ``:inherited-members:``).

    #: Who acts next (``game.to_move``).
    actor: Actor
    #: The legal actions of the actor, in the stable order of the rules document.
    legal: tuple[Action, ...]
    #: Each seat's hand, a mask (0 between deals).
    hands: tuple[int, ...]
    #: The cards played in this deal, in order.
    played: tuple[Card, ...]
    #: The current deal's actions, as (actor, action), its antes and deal included.
    log: tuple[tuple[Actor, Action], ...]
    #: The events of the transition that made this state.
    events: tuple[Event, ...]
    #: The rest of the position: what changes a few times a deal, and less often.
    rest: Stage


class State(StagedState[Rules, Phase, Context, DealResult], _Fields):
    """A Newmarket position. Build states with ``game.new`` and ``game.apply`` only.

    Its fields are what a card changes (``actor``, ``legal``, ``hands``, ``played``,
    ``log``, ``events``); the rest of the position is a :class:`Stage` in :attr:`rest`
    and a :class:`Context` in it, read through the properties below: those every
    game's state has (:class:`~tricktake.staged.StagedState`: ``context``, ``rules``,
    ``phase`` (NM-FLOW-1/2, or ``OVER``), ``first_dealer``, ``dealer`` (the current
    or, once over, the last deal's), ``deal_number`` (deals completed), ``results``)
    and Newmarket's own (``tables``, ``deal_start``, ``dummy``, ``balances``,
    ``stacks``, ``face_up``, ``pool``, ``captures``, ``offers``, ``passed``,
    ``swapped``).
    """

    __slots__ = ()

    # the field's type for this game (an annotation only, as in the trick games' states)
    rest: Stage  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def tables(self) -> Tables:
        """The tables of the rules (internal)."""
        return self.rest.context.tables

    @property
    def deal_start(self) -> tuple[Chips, ...]:
        """Balances when the current deal began (before its antes)."""
        return self.rest.context.deal_start

    @property
    def dummy(self) -> int:
        """The dummy (dead hand), a mask."""
        return self.rest.dummy

    @property
    def balances(self) -> tuple[Chips, ...]:
        """Each seat's chip balance (NM-COMP-7)."""
        return self.rest.balances

    @property
    def stacks(self) -> tuple[Chips, ...]:
        """Chips on each boodle (``boodle_cards`` order) or king (C D H S)."""
        return self.rest.stacks

    @property
    def face_up(self) -> tuple[bool, ...]:
        """Whether each king is face up (``parlett``); all true for boodles."""
        return self.rest.face_up

    @property
    def pool(self) -> Chips:
        """Parlett's pool (0 in ``newmarket``)."""
        return self.rest.pool

    @property
    def captures(self) -> int:
        """The boodles (kings) captured so far in this deal."""
        return self.rest.captures

    @property
    def offers(self) -> tuple[tuple[Seat, Chips], ...]:
        """The auction's offers so far, as (seat, chips)."""
        return self.rest.offers

    @property
    def passed(self) -> frozenset[Seat]:
        """The seats that have passed in the auction, or kept in Parlett's exchange
        round."""
        return self.rest.passed

    @property
    def swapped(self) -> Seat | None:
        """The seat whose hand changed places with the dummy in this deal, if any."""
        return self.rest.swapped

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """A seat's hand in canonical order."""
        return cards_of(self.hands[seat])

    @property
    def dummy_cards(self) -> tuple[Card, ...]:
        """The dummy in canonical order."""
        return cards_of(self.rest.dummy)

    @property
    def last_played(self) -> Card | None:
        """The card played last in this deal."""
        return self.played[-1] if self.played else None

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.rest.phase is Phase.OVER

    # A state is a value among states only: as a plain tuple it would equal
    # tuple(state), and any tuple with equal items.
    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)  # pyright: ignore[reportUnknownMemberType]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)  # pyright: ignore[reportUnknownMemberType]

    def __repr__(self) -> str:
        hands = ", ".join(f"{s}=[{format_cards(m)}]" for s, m in enumerate(self.hands))
        return (
            f"<newmarket State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} actor={self.actor!r} hands=({hands}) "
            f"dummy=[{format_cards(self.dummy)}] "
            f"played={len(self.played)} balances={self.balances} stacks={self.stacks} "
            f"face_up={self.face_up} pool={self.pool}>"
        )


# ------------------------------------------------------------------ constructors
# Positional, without a named tuple's keyword handling: the transitions call them at
# every card (after_card, with_turn) or a few times a deal.
def between_deals(
    rules: Rules,
    *,
    first_dealer: Seat,
    dealer: Seat,
    deal_number: int,
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    face_up: tuple[bool, ...],
    pool: Chips,
    results: tuple[DealResult, ...],
) -> State:
    """A state between deals, the chips on the table as given: no card dealt, no
    auction, no action logged, and the chance deal to come (a deal begins from it,
    its antes made, by ``transitions.waiting_for_deal``)."""
    tables = tables_for(rules)
    context = _new(Context, (rules, tables, first_dealer, dealer, deal_number, results, balances))
    stage = _new(
        Stage,
        (context, Phase.DEALING, 0, balances, stacks, face_up, pool, 0, (), frozenset(), None),
    )
    return _new(State, (CHANCE, (), (0,) * tables.n, (), (), (), stage))


def deal_begun(
    state: State,
    dealer: Seat,
    phase: Phase,
    actor: Actor,
    legal: tuple[Action, ...],
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    pool: Chips,
    events: tuple[Event, ...],
) -> State:
    """``state`` at the start of a deal of ``dealer``: no card dealt, no auction, no
    action logged, the balances of ``state`` those before the deal, and the chips and
    who acts after the deal's antes as given."""
    stage = state.rest
    rules, tables, first_dealer, _, number, results, _ = stage.context
    context = _new(Context, (rules, tables, first_dealer, dealer, number, results, stage.balances))
    stage = _new(
        Stage,
        (context, phase, 0, balances, stacks, stage.face_up, pool, 0, (), frozenset(), None),
    )
    return _new(State, (actor, legal, (0,) * tables.n, (), (), events, stage))


def deal_done(
    state: State,
    balances: tuple[Chips, ...],
    pool: Chips,
    results: tuple[DealResult, ...],
) -> State:
    """``state`` once its deal is settled: the ``balances`` and ``pool`` after the
    payment, the deal counted in ``results``, and no events yet."""
    stage = state.rest
    rules, tables, first_dealer, dealer, number, _, start = stage.context
    context = _new(Context, (rules, tables, first_dealer, dealer, number + 1, results, start))
    _, phase, dummy, _, stacks, face_up, _, captures, offers, passed, swapped = stage
    stage = _new(
        Stage,
        (context, phase, dummy, balances, stacks, face_up, pool, captures, offers, passed, swapped),
    )
    actor, legal, hands, played, log, _, _ = state
    return _new(State, (actor, legal, hands, played, log, (), stage))


def game_over(
    state: State,
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    pool: Chips,
    events: tuple[Event, ...],
) -> State:
    """``state`` once the game is over: no hand, no card played, no action logged, the
    final chips and the ``events`` that ended it."""
    stage = state.rest
    context, _, _, _, _, face_up, _, captures, offers, passed, swapped = stage
    stage = _new(
        Stage,
        (context, Phase.OVER, 0, balances, stacks, face_up, pool, captures, offers, passed,
         swapped),
    )  # fmt: skip
    return _new(State, (None, (), (0,) * context.tables.n, (), (), events, stage))


def dealt_in(
    state: State,
    phase: Phase,
    actor: Actor,
    legal: tuple[Action, ...],
    events: tuple[Event, ...],
    hands: tuple[int, ...],
    dummy: int,
    log: tuple[tuple[Actor, Action], ...],
) -> State:
    """``state`` once its deal is dealt: the ``hands`` and the ``dummy`` placed, the
    deal in the ``log``, and ``actor`` to act on ``legal`` in ``phase`` after ``events``."""
    stage = state.rest
    _, _, _, balances, stacks, face_up, pool, captures, offers, passed, swapped = stage
    stage = _new(
        Stage,
        (stage.context, phase, dummy, balances, stacks, face_up, pool, captures, offers, passed,
         swapped),
    )  # fmt: skip
    return _new(State, (actor, legal, hands, state.played, log, events, stage))


def in_stage(
    state: State,
    phase: Phase,
    actor: Actor,
    legal: tuple[Action, ...],
    events: tuple[Event, ...],
    *,
    hands: tuple[int, ...] | None = None,
    dummy: int | None = None,
    log: tuple[tuple[Actor, Action], ...] | None = None,
    balances: tuple[Chips, ...] | None = None,
    stacks: tuple[Chips, ...] | None = None,
    pool: Chips | None = None,
    offers: tuple[tuple[Seat, Chips], ...] | None = None,
    passed: frozenset[Seat] | None = None,
    swapped: Seat | None = None,
) -> State:
    """``state`` in ``phase`` with ``actor`` to act on ``legal`` after ``events``, and
    what else is given replaced (the deal's decisions and antes: a few times a deal)."""
    stage = state.rest
    (context, _, old_dummy, old_balances, old_stacks, face_up, old_pool, captures, old_offers,
     old_passed, old_swapped) = stage  # fmt: skip
    stage = _new(
        Stage,
        (
            context,
            phase,
            old_dummy if dummy is None else dummy,
            old_balances if balances is None else balances,
            old_stacks if stacks is None else stacks,
            face_up,
            old_pool if pool is None else pool,
            captures,
            old_offers if offers is None else offers,
            old_passed if passed is None else passed,
            old_swapped if swapped is None else swapped,
        ),
    )
    return _new(
        State,
        (
            actor,
            legal,
            state.hands if hands is None else hands,
            state.played,
            state.log if log is None else log,
            events,
            stage,
        ),
    )


def with_chips(
    state: State,
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    face_up: tuple[bool, ...],
    captures: int,
) -> State:
    """``state`` with the chips after a capture (NM-CAPT-1/2): its ``balances``,
    ``stacks``, ``face_up`` kings and count of ``captures``."""
    stage = state.rest
    context, phase, dummy, _, _, _, pool, _, offers, passed, swapped = stage
    stage = _new(
        Stage,
        (context, phase, dummy, balances, stacks, face_up, pool, captures, offers, passed,
         swapped),
    )  # fmt: skip
    actor, legal, hands, played, log, events, _ = state
    return _new(State, (actor, legal, hands, played, log, events, stage))


def in_play(
    state: State,
    actor: Seat,
    hands: tuple[int, ...],
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    face_up: tuple[bool, ...],
    captures: int,
) -> State:
    """``state``'s deal further on in its card play, for a fused playout to play its
    last card: ``actor`` to play with ``hands``, the chips after the captures so far.
    No legal action is listed, nor are the cards played since ``state`` (the end of a
    deal clears them)."""
    stage = state.rest
    context, _, dummy, _, _, _, pool, _, offers, passed, swapped = stage
    stage = _new(
        Stage,
        (context, _PLAY, dummy, balances, stacks, face_up, pool, captures, offers, passed,
         swapped),
    )  # fmt: skip
    return _new(State, (actor, (), hands, state.played, state.log, (), stage))


def after_card(
    state: State,
    actor: Actor,
    legal: tuple[Action, ...],
    hands: tuple[int, ...],
    card: Card,
    logged: tuple[Actor, Action],
    events: tuple[Event, ...],
) -> State:
    """``state`` in play after ``card``, logged as ``logged``: ``actor`` to play
    ``legal`` with ``hands`` after ``events``, the rest kept."""
    return _new(
        State,
        (actor, legal, hands, state.played + (card,), state.log + (logged,), events, state.rest),
    )


def with_turn(
    state: State, actor: Seat, legal: tuple[Action, ...], events: tuple[Event, ...]
) -> State:
    """``state`` in play with ``actor`` to play ``legal`` after ``events``, the rest
    kept."""
    _, _, hands, played, log, _, rest = state
    return _new(State, (actor, legal, hands, played, log, events, rest))
