"""The :class:`Game` protocol that every game implements, and the values it speaks in.

Code written against :class:`Game` (bots, the command line, records, the invariant
suite) works for every game. The protocol assumes nothing about tricks or turn order:
:meth:`Game.to_move` says who acts, whoever that is. The registry of games is
:mod:`tricktake.registry`; the step-by-step playout that every ``game.playout`` equals
is :mod:`tricktake.playouts`.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, Protocol, TypeVar

from .cards import Card, card_text
from .units import Seat

__all__ = [
    "CHANCE",
    "HIDDEN",
    "Actor",
    "AnyGame",
    "Chance",
    "Event",
    "Game",
    "GameInfo",
    "Outcome",
    "Part",
    "Seen",
]


class Chance(enum.Enum):
    """The type of :data:`CHANCE`."""

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "tricktake.CHANCE"


CHANCE: Final = Chance.CHANCE
"""What :meth:`Game.to_move` returns when the next action is a chance action (a deal)."""

Actor = Seat | Literal[Chance.CHANCE] | None
"""Who acts next: a seat number, :data:`CHANCE`, or ``None`` once the game is over."""


class Event(Protocol):
    """Something that happened inside a transition (:doc:`/conventions`, *Events*).

    Every event of every game has a ``kind`` (the same for every event of its class), its
    canonical ``text`` (also ``str(event)``) and an ``audience``; its other fields are
    its class's (each game's ``events`` module documents them), and
    :meth:`Game.event_json` writes all of them as JSON.

    >>> import random, tricktake
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules())
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> for event in game.events(state, 0):
    ...     print(event.kind, repr(event.text), event.audience)
    deal 'deal 0:5 1:5 2:5 3:5 undealt:32' None
    hand 'hand 0=JC 6H 8H 5S 6S' frozenset({0})
    """

    @property
    def kind(self) -> str:
        """What happened, the same for every event of a class and different for each
        class of a game: the first word of the event's text where that is a word
        (``"hand"``, ``"trick"``, ``"end"``), else the class's name in snake case
        (``"card_played"`` for ``0 play AS``). Events of the same meaning have the same
        kind in every game."""
        ...

    @property
    def text(self) -> str:
        """The event's canonical text, given in its game's rules (``str(event)``)."""
        ...

    @property
    def audience(self) -> frozenset[Seat] | None:
        """The seats that may see this event, or ``None`` for all."""
        ...


RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")


@dataclass(frozen=True, slots=True)
class Part:
    """A named part of an observation vector (as a tensor of OpenSpiel's observers):
    ``shape`` is its dimensions, its values lie in the vector in row-major order.
    ``cards`` tells that its last dimension is the pack (a card's index in
    ``info.pack``): a 1 there marks a card that the view shows."""

    #: The part's name, e.g. ``"hand"``.
    name: str
    #: Its dimensions, e.g. ``(4, 52)`` for a card per seat.
    shape: tuple[int, ...]
    #: Whether its last dimension is the pack.
    cards: bool = False

    @property
    def size(self) -> int:
        """How many values the part holds."""
        return math.prod(self.shape)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Static facts about a game under one rules value (as OpenSpiel's ``GameInfo``).

    Generic code (bots, the command line, the invariant suite) reads these instead of
    any game's own fields.

    >>> import tricktake
    >>> game = tricktake.get_game("ninety-nine")
    >>> info = game.info(game.rules("revised"))
    >>> info.seats, len(info.pack), info.max_deal_actions, info.max_deals, info.score_sum
    (3, 36, 35, 34, None)
    """

    #: The registered name of the game.
    game: str
    #: The number of seats (players); a dummy or dead hand is not a seat.
    seats: int
    #: Every card of the pack, in the game's canonical order.
    pack: tuple[Card, ...]
    #: The most actions one deal can take, its chance action included.
    max_deal_actions: int
    #: The most deals a game can take, or ``None`` where the rules allow a game that
    #: never ends.
    max_deals: int | None
    #: What the final scores of every finished game sum to, or ``None`` where they
    #: obey no such identity.
    score_sum: int | None
    #: Whether a higher score is better (chips, points won); ``False`` where the lowest
    #: wins (Nines' points, NINES-END-2). Bots read it to know which way to play.
    higher_wins: bool = True
    #: How many integer action ids the game has under these rules: ``game.action_id``
    #: gives each action of a seat to move one of ``range(num_actions)``
    #: (:doc:`/encodings`; deals have none).
    num_actions: int = 0
    #: The length of ``game.observe(view)``'s vector: the sizes of
    #: ``game.observation_parts(rules)`` summed.
    observation_size: int = 0
    #: The least score (``game.scores``, running or final) any seat can have in a game
    #: started by ``game.new(rules)``, or ``None`` where the rules set no floor (a game
    #: that may never end, with penalties: Ninety-Nine ``revised-5p``). A true bound
    #: from the rules, not always the tightest: OpenSpiel's ``min_utility``.
    min_score: int | None = None
    #: The most score any seat can have, as :attr:`min_score` (``max_utility``).
    max_score: int | None = None
    #: The least and the most one deal can change a seat's running score, where a
    #: game's running scores are sums of per-deal changes; what bounds a game cut off
    #: after a number of deals (the OpenSpiel adapter's cap on a game that may never
    #: end). ``None`` where a game gives no such figure.
    deal_change: tuple[int, int] | None = None

    def __repr__(self) -> str:
        cards = " ".join(map(card_text, self.pack))
        return (
            f"GameInfo(game={self.game!r}, seats={self.seats}, pack=<{len(self.pack)} cards: "
            f"{cards}>, max_deal_actions={self.max_deal_actions}, max_deals={self.max_deals}, "
            f"score_sum={self.score_sum}"
            + ("" if self.higher_wins else ", higher_wins=False")
            + f", num_actions={self.num_actions}, observation_size={self.observation_size}"
            + f", min_score={self.min_score}, max_score={self.max_score}"
            + ("" if self.deal_change is None else f", deal_change={self.deal_change}")
            + ")"
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (as python-chess's ``Outcome``): ``game.outcome(state)``
    is ``None`` while the game goes on.

    ``reason`` is a short identifier that each game's page documents, e.g.
    ``"target"`` when a total reached the target.
    """

    #: The final score of each seat (``game.scores`` of the final state).
    scores: tuple[int, ...]
    #: The winning seats, in ascending order (joint winners share the win).
    winners: tuple[Seat, ...]
    #: Why the game ended, as the game's page documents it.
    reason: str


@dataclass(frozen=True, slots=True)
class Seen:
    """One action of a deal's public history, as a view shows it: who acted and the
    action's text, with what the viewer may not see written ``?`` (one per hidden
    card), e.g. ``Seen(CHANCE, "deal 0=AC KC … 1=? ? … 2=? ? …")`` or ``Seen(2,
    "bid ? ? ?")``."""

    #: The seat that acted, or :data:`CHANCE` for a deal.
    actor: Seat | Chance
    #: The action's canonical text, hidden parts masked.
    text: str

    def to_json(self) -> dict[str, Any]:
        """``{"actor": 2, "action": "bid ? ? ?"}``; a deal's actor is ``"chance"``."""
        actor = self.actor.value if isinstance(self.actor, Chance) else self.actor
        return {"actor": actor, "action": self.text}


HIDDEN = "?"
"""How a view's history writes a card the viewer may not see."""


class Game(Protocol[RulesT, StateT, ActionT, ViewT]):
    """What every game object offers. States and actions are immutable values.

    ``Game[Rules, State, Action, View]``: code written against the protocol works for
    every game; ``tricktake.get_game("ninety-nine")`` is typed as the game's own class.
    """

    @property
    def name(self) -> str:
        """The registered name of the game, e.g. ``"ninety-nine"``."""
        ...

    @property
    def title(self) -> str:
        """The game's name as players write it, e.g. ``"Ninety-Nine"``."""
        ...

    def presets(self) -> tuple[str, ...]:
        """The names of the presets, the default first."""
        ...

    def rules(self, preset: str = ..., /, *args: Any, **options: Any) -> RulesT:
        """The rules of a preset with ``options`` overriding it (by keyword: no game
        takes more than the preset by position).

        Through the protocol any option type-checks; each game's class types its own,
        ``**options: Unpack[Options]`` with the game's ``Options`` TypedDict (e.g.
        :class:`tricktake.nap.Options`), so ``get_game("nap").rules(players="six")`` is
        a type error. (``*args: Any, **options: Any`` is the signature that every
        other one matches: a game's narrower ``rules`` still satisfies the protocol.)

        :raises UnknownPresetError: for an unknown preset.
        :raises RulesError: for an unknown option, a bad value or a conflict.
        """
        ...

    def preset_of(self, rules: RulesT) -> tuple[str, dict[str, Any]]:
        """A preset and the JSON-ready option overrides that give ``rules``."""
        ...

    def info(self, rules: RulesT) -> GameInfo:
        """The static facts of the game under ``rules``.

        :raises SetupError: for rules that are not this game's.
        """
        ...

    def new(self, rules: RulesT, /, *, first_dealer: Seat = Seat(0)) -> StateT:
        """The state before the first deal.

        A game may take more keyword arguments, to start in the middle of a game.

        :raises SetupError: for a bad setup argument.
        """
        ...

    def to_move(self, state: StateT) -> Actor:
        """The seat to act, :data:`CHANCE` for a deal, or ``None`` when the game is over."""
        ...

    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """The legal actions of the seat to move, in a stable order; empty at chance
        nodes and once the game is over."""
        ...

    def deal(self, state: StateT, rng: random.Random) -> ActionT:
        """A chance action sampled with ``rng``.

        :raises IllegalActionError: when the state does not wait for a deal.
        """
        ...

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; ``state`` itself never changes.

        :raises IllegalActionError: when the action is not legal in ``state``.
        """
        ...

    def playout(self, state: StateT, rng: random.Random) -> StateT:
        """Random legal play to the end of the deal: from ``state``, the deal if one is
        due, then uniformly random legal actions until the next deal is due or the game
        is over. It returns exactly the state, and leaves ``rng`` exactly as, the
        step-by-step loop :func:`~tricktake.playouts.reference_playout` does with an
        equal generator.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        ...

    def sample_state(self, view: ViewT, rng: random.Random) -> StateT:
        """A complete state drawn with ``rng`` uniformly from those that give the
        viewer exactly ``view`` (``view(sample, view.seat) == view``): every card the
        view shows is where it shows it, and the hidden cards are spread over the hidden
        piles as every constraint of the view allows (voids shown by not following,
        known piles, pile sizes). It is an ordinary state, built from the deal's start
        by the deal and the deal's public history, so ``apply``, ``playout`` and
        ``scores`` work on it. Bots sample worlds with it; see :mod:`tricktake.sampling`
        for the method.

        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        ...

    def parse_action(self, state: StateT, text: str) -> ActionT:
        """The action that ``text`` denotes in ``state``.

        :raises ActionSyntaxError: for text that is not an action of this game.
        """
        ...

    def format_action(self, action: ActionT) -> str:
        """The canonical text of an action (the same as ``str(action)``)."""
        ...

    def is_over(self, state: StateT) -> bool:
        """Whether the game (or match) has ended."""
        ...

    def action_id(self, state: StateT, action: ActionT) -> int:
        """The integer id of an action of the seat to move in ``state``, in
        ``range(info(rules).num_actions)`` (:doc:`/encodings`).

        :raises IllegalActionError: for a deal (chance actions have no id) or an action
            that has no id in ``state``.
        """
        ...

    def action_of(self, state: StateT, action_id: int) -> ActionT:
        """The legal action of ``state`` whose id is ``action_id``.

        :raises IllegalActionError: for an id out of range or naming no legal action.
        """
        ...

    def legal_action_ids(self, state: StateT) -> tuple[int, ...]:
        """The ids of ``state``'s legal actions, ascending."""
        ...

    def observation_parts(self, rules: RulesT) -> tuple[Part, ...]:
        """The named parts of an observation vector under ``rules``, in order."""
        ...

    def observe(self, view: ViewT) -> list[float]:
        """A view as a flat vector of ``info(rules).observation_size`` floats."""
        ...

    def information_state(self, view: ViewT) -> str:
        """A view as text: two views with the same text are the same information state."""
        ...

    def scores(self, state: StateT) -> tuple[int, ...]:
        """One figure per seat: running totals, or final results once the game is over."""
        ...

    def outcome(self, state: StateT) -> Outcome | None:
        """``None`` while the game goes on; then its final scores, winners and reason."""
        ...

    def view(self, state: StateT, seat: Seat | None) -> ViewT:
        """What ``seat`` may know of ``state``; ``None`` gives the public view.

        :raises SetupError: for a seat that does not exist.
        """
        ...

    def to_json(self, view: ViewT) -> dict[str, Any]:
        """A JSON-ready dict of a view returned by :meth:`view`."""
        ...

    def events(self, state: StateT, seat: Seat | None = None) -> tuple[Event, ...]:
        """The events of the transition that produced ``state`` that ``seat`` may see;
        ``None`` (the default) gives the public events.

        :raises SetupError: for a seat that does not exist.
        """
        ...

    @property
    def event_classes(self) -> Mapping[str, type[Event]]:
        """Every event class of the game by its :attr:`~Event.kind`, in the order a
        game meets them (the game's ``events.EVENTS``)."""
        ...

    def event_json(self, event: Event) -> dict[str, Any]:
        """A JSON-ready dict of one of this game's events: ``kind``, ``text``,
        ``audience`` (``None`` or its seats ascending), then the fields of its class by
        name, cards as their text, seats as ints, suits by letter, other enums by value,
        actions as their text, tuples as lists.

        :raises ArgumentError: for anything but an event of this game.
        """
        ...

    def piles(self, state: StateT) -> dict[str, tuple[Card, ...]]:
        """Every pile of ``state`` by name (the names of the game's rules document), its
        cards in canonical order: every card of ``info(rules).pack`` lies in exactly one."""
        ...

    def tallies(self, state: StateT) -> dict[str, tuple[int, int]]:
        """Per-game figures of a game so far, for summaries: name -> (hits, tries), e.g.
        ``{"bids made": (5, 9)}``; a summary of many games adds them up and shows the
        share ``hits / tries``. A name that starts with ``mean `` is an average instead:
        (total, count), e.g. ``{"mean |score change| per unit and deal": (41, 21)}``."""
        ...


AnyGame = Game[Any, Any, Any, Any]
"""A game of any registered kind, as generic code holds it."""
