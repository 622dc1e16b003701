"""The Newmarket state: an immutable value, cards as ints and piles as masks, and its
constructors.

A :class:`State` is a frozen dataclass read by its named fields. Transitions change a
few fields with :func:`dataclasses.replace`; the constructors below build the states
that every deal starts from (:func:`between_deals`) and, on the hot path, the states
after a card (:func:`after_play`, :func:`with_turn`), positionally, which is faster.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card, cards_of
from ..game import CHANCE, Actor, Event
from ..units import Chips, Seat
from .actions import Action, format_cards
from .rules import Rules
from .tables import Tables, tables_for
from .values import DealResult, Phase

__all__ = ["State", "after_play", "between_deals", "deal_begun", "with_turn"]

_PLAY = Phase.PLAY


@dataclass(frozen=True, slots=True)
class State:
    """A Newmarket position. Read it through ``game`` methods or these attributes."""

    #: The rules of the game.
    rules: Rules
    #: The dealer of the game's first deal.
    first_dealer: Seat
    #: The current (or, once over, the last) deal's dealer.
    dealer: Seat
    #: Deals completed in this game.
    deal_number: int
    #: The phase.
    phase: Phase
    #: Who acts next (``game.to_move``).
    actor: Actor
    #: The legal actions of the actor, in the stable order of the rules document.
    legal: tuple[Action, ...]
    #: Each seat's hand, a mask (0 between deals).
    hands: tuple[int, ...]
    #: The dummy (dead hand), a mask.
    dummy: int
    #: The cards played in this deal, in order.
    played: tuple[Card, ...]
    #: Each seat's chip balance (NM-COMP-7).
    balances: tuple[Chips, ...]
    #: Chips on each boodle (``boodle_cards`` order) or king (C D H S).
    stacks: tuple[Chips, ...]
    #: Whether each king is face up (``parlett``); all true for boodles.
    face_up: tuple[bool, ...]
    #: Parlett's pool (0 in ``newmarket``).
    pool: Chips
    #: The auction's offers so far, as (seat, chips).
    offers: tuple[tuple[Seat, Chips], ...]
    #: The seats that have passed in the auction, or kept in Parlett's exchange round.
    passed: frozenset[Seat]
    #: The seat whose hand changed places with the dummy in this deal, if any.
    swapped: Seat | None
    #: The completed deals.
    results: tuple[DealResult, ...]
    #: Balances when the current deal began (before its antes).
    deal_start: tuple[Chips, ...]
    #: The current deal's actions, as (actor, action), its antes and deal included.
    log: tuple[tuple[Actor, Action], ...]
    #: The events of the transition that made this state.
    events: tuple[Event, ...]
    #: The boodles (kings) captured so far in this deal.
    captures: int = 0
    #: The tables of the rules (derived from them: not part of the value).
    tables: Tables = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.tables is None:
            object.__setattr__(self, "tables", tables_for(self.rules))

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """A seat's hand in canonical order."""
        return cards_of(self.hands[seat])

    @property
    def dummy_cards(self) -> tuple[Card, ...]:
        """The dummy in canonical order."""
        return cards_of(self.dummy)

    @property
    def last_played(self) -> Card | None:
        """The card played last in this deal."""
        return self.played[-1] if self.played else None

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.phase is Phase.OVER

    def __repr__(self) -> str:
        hands = ", ".join(f"{s}=[{format_cards(m)}]" for s, m in enumerate(self.hands))
        return (
            f"<newmarket State phase={self.phase.value} dealer={self.dealer} "
            f"deal={self.deal_number} actor={self.actor!r} hands=({hands}) "
            f"dummy=[{format_cards(self.dummy)}] "
            f"played={len(self.played)} balances={self.balances} stacks={self.stacks} "
            f"face_up={self.face_up} pool={self.pool}>"
        )


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
    n = rules.players
    return State(
        rules=rules,
        first_dealer=first_dealer,
        dealer=dealer,
        deal_number=deal_number,
        phase=Phase.DEALING,
        actor=CHANCE,
        legal=(),
        hands=(0,) * n,
        dummy=0,
        played=(),
        balances=balances,
        stacks=stacks,
        face_up=face_up,
        pool=pool,
        offers=(),
        passed=frozenset(),
        swapped=None,
        results=results,
        deal_start=balances,
        log=(),
        events=(),
    )


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
    who acts after the deal's antes as given (as :func:`dataclasses.replace`, faster)."""
    return State(
        state.rules, state.first_dealer, dealer, state.deal_number, phase, actor, legal,
        (0,) * state.tables.n, 0, (), balances, stacks, state.face_up, pool, (), frozenset(),
        None, state.results, state.balances, (), events, 0, state.tables,
    )  # fmt: skip


def after_play(
    state: State,
    actor: Actor,
    legal: tuple[Action, ...],
    hands: tuple[int, ...],
    played: tuple[Card, ...],
    balances: tuple[Chips, ...],
    stacks: tuple[Chips, ...],
    face_up: tuple[bool, ...],
    log: tuple[tuple[Actor, Action], ...],
    events: tuple[Event, ...],
    captures: int,
) -> State:
    """``state`` in play after a card: what a card changes, the rest kept (as
    :func:`dataclasses.replace`, faster)."""
    return State(
        state.rules, state.first_dealer, state.dealer, state.deal_number, _PLAY, actor, legal,
        hands, state.dummy, played, balances, stacks, face_up, state.pool, state.offers,
        state.passed, state.swapped, state.results, state.deal_start, log, events, captures,
        state.tables,
    )  # fmt: skip


def with_turn(
    state: State, actor: Seat, legal: tuple[Action, ...], events: tuple[Event, ...]
) -> State:
    """``state`` in play with another seat to move (as :func:`dataclasses.replace`,
    faster)."""
    return State(
        state.rules, state.first_dealer, state.dealer, state.deal_number, _PLAY, actor, legal,
        state.hands, state.dummy, state.played, state.balances, state.stacks, state.face_up,
        state.pool, state.offers, state.passed, state.swapped, state.results,
        state.deal_start, state.log, events, state.captures, state.tables,
    )  # fmt: skip
