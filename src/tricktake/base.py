"""The shared base of every game object: the protocol methods that are the same in every
game, written once.

A game's class subclasses :class:`GameBase` and configures it with class attributes:
its name and title, the keyword arguments of its ``new``, and its package's modules
(:class:`GameModules`), whose names every game shares (``docs/architecture.rst``): the
rules class and presets of its ``rules``, the state class of its ``state``, the view
class and functions of its ``view``, and the functions of its ``facts``, ``actions``
``sample`` and ``events`` behind the shared methods, as python-chess's variants override a few
hooks of ``Board``. What only the game can do fast stays the game's own:
:meth:`~tricktake.Game.to_move`, :meth:`~tricktake.Game.legal_actions`,
:meth:`~tricktake.Game.apply`, :meth:`~tricktake.Game.deal` and a fused
:meth:`~tricktake.Game.playout`, so the hot path gains no call.

Every shared method checks its arguments first: a state of another game, a view where
a state is expected, ``None``, rules of another game or a seat that does not exist raise
a typed :class:`~tricktake.TricktakeError` that names the argument and what was expected.

>>> import tricktake
>>> game = tricktake.get_game("nap")
>>> state = game.new(game.rules())
>>> game.to_json(state)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tricktake.errors.ArgumentError: view=<nap State ...>: expected a Nap View from game.view()
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Generic, Protocol, TypeVar

from .actions import syntax_error
from .cards import Card, parse_card
from .encodings import ActionSpace, Layout, Part, action_of, information_state, no_id
from .errors import ActionSyntaxError, ArgumentError, SetupError, shown
from .events import event_json, visible_events
from .game import CHANCE, Actor, Event, GameInfo, Outcome
from .options import build_rules, preset_of
from .playouts import reference_playout
from .units import Seat, check_seat

__all__ = [
    "DEFAULT_PRESET",
    "ActionsModule",
    "EncodingModule",
    "EventsModule",
    "FactsModule",
    "GameBase",
    "GameModules",
    "GameRules",
    "GameState",
    "RulesModule",
    "SampleModule",
    "StateModule",
    "ViewModule",
]


class GameRules(Protocol):
    """What the shared methods read of every game's rules: the number of seats."""

    @property
    def players(self) -> int:
        """The number of seats."""
        ...


R_co = TypeVar("R_co", covariant=True)
P_co = TypeVar("P_co", covariant=True)


class GameState(Protocol[R_co, P_co]):
    """What every game's state has under the same names: the rules, the phase, who acts,
    the dealer, the deal count and the events of the transition that made it
    (``tests/test_layout.py`` checks that every state has them). The type arguments are
    the game's rules and phase types."""

    @property
    def rules(self) -> R_co:
        """The rules of the game."""
        ...

    @property
    def phase(self) -> P_co:
        """The phase of the game."""
        ...

    @property
    def actor(self) -> Actor:
        """Who acts next, as ``game.to_move`` says."""
        ...

    @property
    def dealer(self) -> Seat:
        """The current deal's dealer."""
        ...

    @property
    def deal_number(self) -> int:
        """The game's count of its deals."""
        ...

    @property
    def events(self) -> tuple[Event, ...]:
        """The events of the transition that made this state."""
        ...


RulesT = TypeVar("RulesT", bound=GameRules)
StateT = TypeVar("StateT", bound=GameState[Any, Any])
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")
ScoreT = TypeVar("ScoreT", bound=int)

_R_co = TypeVar("_R_co", covariant=True)
_R_contra = TypeVar("_R_contra", contravariant=True)
_S_co = TypeVar("_S_co", covariant=True)
_S_contra = TypeVar("_S_contra", contravariant=True)
_A_co = TypeVar("_A_co", covariant=True)
_A_contra = TypeVar("_A_contra", contravariant=True)
_V = TypeVar("_V")
_V_contra = TypeVar("_V_contra", contravariant=True)
_Score_co = TypeVar("_Score_co", covariant=True)


class RulesModule(Protocol[_R_co]):
    """A game's ``rules`` module: its rules class and its presets."""

    @property
    def Rules(self) -> type[_R_co]:
        """The game's frozen rules dataclass."""
        ...

    @property
    def PRESETS(self) -> Mapping[str, _R_co]:
        """The presets by name, the default (what ``game.rules()`` gives) first."""
        ...


class StateModule(Protocol[_S_co]):
    """A game's ``state`` module: its state class."""

    @property
    def State(self) -> type[_S_co]:
        """The game's state class."""
        ...


class ViewModule(Protocol[_S_contra, _V]):
    """A game's ``view`` module: its view class, what a seat sees of a state, and the
    JSON of a view."""

    @property
    def View(self) -> type[_V]:
        """The game's view class."""
        ...

    def make_view(self, state: _S_contra, seat: Seat | None, /) -> _V:
        """What ``seat`` may know of ``state`` (``None``: the public view)."""
        ...

    def view_json(self, view: _V, /) -> dict[str, Any]:
        """A JSON-ready dict of ``view``."""
        ...


class FactsModule(Protocol[_R_contra, _S_contra, _Score_co]):
    """A game's ``facts`` module: the static facts of its rules and the results of a
    state."""

    def game_info(self, rules: _R_contra, /) -> GameInfo:
        """The static facts of the game under ``rules``."""
        ...

    def scores(self, state: _S_contra, /) -> tuple[_Score_co, ...]:
        """One figure per seat."""
        ...

    def outcome(self, state: _S_contra, /) -> Outcome | None:
        """``None`` while the game goes on, then its outcome."""
        ...

    def tallies(self, state: _S_contra, /) -> dict[str, tuple[int, int]]:
        """Per-game figures of the game so far."""
        ...

    def piles(self, state: _S_contra, /) -> dict[str, tuple[Card, ...]]:
        """Every pile of ``state`` by name, its cards in canonical order."""
        ...


class ActionsModule(Protocol[_R_contra, _A_co]):
    """A game's ``actions`` module: the parser of its actions' texts."""

    def parse_action(self, text: str, rules: _R_contra, /) -> _A_co:
        """The action that ``text`` denotes under ``rules``."""
        ...


class SampleModule(Protocol[_V_contra, _S_co]):
    """A game's ``sample`` module: the sampler behind ``sample_state``."""

    def sample_state(self, game: Any, view: _V_contra, rng: random.Random, /) -> _S_co:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``."""
        ...


class EncodingModule(Protocol[_R_contra, _S_contra, _A_contra, _V_contra]):
    """A game's ``encoding`` module: its integer action space and the observation
    vector of its views (:mod:`tricktake.encodings`)."""

    def action_space(self, rules: _R_contra, /) -> ActionSpace:
        """The segments of the action ids under ``rules``."""
        ...

    def action_id(self, state: _S_contra, action: _A_contra, /) -> int:
        """The id of ``action``, an action of the seat to move in ``state`` (no deal).

        :raises IllegalActionError: for an action that has no id there.
        """
        ...

    def layout(self, rules: _R_contra, /) -> Layout:
        """The parts of the observation vector under ``rules``."""
        ...

    def observe(self, view: _V_contra, /) -> list[float]:
        """The observation vector of ``view``."""
        ...


class EventsModule(Protocol):
    """A game's ``events`` module, as :class:`GameBase` reads it."""

    @property
    def EVENTS(self) -> Mapping[str, type[Event]]:
        """Every event class of the game by its kind."""
        ...


@dataclass(frozen=True)
class GameModules(Generic[RulesT, StateT, ActionT, ViewT, ScoreT]):
    """The modules of a game's package that :class:`GameBase` reads, each by the names
    that every game gives them: ``GameModules(rules, state, view, facts, actions,
    sample, events, encoding)``. Type-checkers check each module against its protocol for the game's
    type arguments (a module is accepted where a protocol is expected)."""

    #: ``Rules`` and ``PRESETS``.
    rules: RulesModule[RulesT]
    #: ``State``.
    state: StateModule[StateT]
    #: ``View``, ``make_view`` and ``view_json``.
    view: ViewModule[StateT, ViewT]
    #: ``game_info``, ``scores``, ``outcome``, ``tallies`` and ``piles``.
    facts: FactsModule[RulesT, StateT, ScoreT]
    #: ``parse_action``.
    actions: ActionsModule[RulesT, ActionT]
    #: ``sample_state``.
    sample: SampleModule[ViewT, StateT]
    #: ``EVENTS``.
    events: EventsModule
    #: ``action_space``, ``action_id``, ``layout`` and ``observe``.
    encoding: EncodingModule[RulesT, StateT, ActionT, ViewT]


def _card_alone(text: object) -> str | None:
    """The token of ``text`` where it is one card and nothing else, else None."""
    tokens = text.split() if isinstance(text, str) else ()
    if len(tokens) != 1:
        return None
    try:
        parse_card(tokens[0])
    except ActionSyntaxError:
        return None
    return tokens[0]


class _DefaultPreset(str):
    """The type of :data:`DEFAULT_PRESET`: a string that no caller can pass by accident."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "DEFAULT_PRESET"


DEFAULT_PRESET: Final[str] = _DefaultPreset("default")
"""What ``game.rules()`` is called with when no preset is named: the game's first
preset, its default."""


class GameBase(Generic[RulesT, StateT, ActionT, ViewT, ScoreT]):
    """The protocol methods that every game shares; a game's class configures it with the
    class attributes below and implements ``to_move``, ``legal_actions``, ``apply`` and
    ``deal`` itself (and ``playout`` where it fuses one).

    ``Nap(GameBase[Rules, State, Action, View, Chips])``: the type arguments are the
    game's rules, state, action and view types and the kind of int its scores are
    (:data:`~tricktake.Chips` or plain points), so each method is typed for the game.
    """

    #: The registered name of the game, e.g. ``"nap"``.
    name: str
    #: The game's name in messages, e.g. ``"Nap"``.
    title: str
    #: The phase in which a card alone is read as its play (``"2d"`` is ``play 2D``).
    play_phase: object
    #: The keyword arguments of the game's ``new`` besides ``first_dealer``.
    setup_arguments: tuple[str, ...] = ()
    #: The game's modules behind the shared methods.
    modules: GameModules[RulesT, StateT, ActionT, ViewT, ScoreT]

    # Read from the modules once, when the game's class is defined:
    #: The game's frozen rules dataclass (``modules.rules.Rules``).
    rules_class: type[RulesT]
    #: The game's state class (states of any other class are refused).
    state_class: type[StateT]
    #: The game's view class (views of any other class are refused).
    view_class: type[ViewT]
    #: The presets by name, the default (what ``game.rules()`` gives) first.
    preset_rules: Mapping[str, RulesT]
    #: Every event class of the game by its kind (``modules.events.EVENTS``).
    event_classes: Mapping[str, type[Event]]
    _event_types: frozenset[type[Event]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        modules = cls.modules
        cls.rules_class = modules.rules.Rules
        cls.state_class = modules.state.State
        cls.view_class = modules.view.View
        cls.preset_rules = modules.rules.PRESETS
        cls.event_classes = modules.events.EVENTS
        cls._event_types = frozenset(cls.event_classes.values())

    # ------------------------------------------------------------------- setup
    def presets(self) -> tuple[str, ...]:
        """The names of the presets, the default first."""
        return tuple(self.preset_rules)

    if TYPE_CHECKING:
        # For type checkers, every option is accepted here, as by the Game protocol
        # (``*args: Any, **options: Any`` is a signature that any other matches), so
        # that each game's class narrows it to its own options, ``**options:
        # Unpack[Options]``, a TypedDict of its Rules' fields. At run time the method
        # below is every game's.
        def rules(self, preset: str = DEFAULT_PRESET, /, *args: Any, **options: Any) -> RulesT:
            """The rules of ``preset`` with ``options`` overriding it."""
            ...

    else:

        def rules(self, preset: str = DEFAULT_PRESET, /, **options: Any) -> RulesT:
            """The rules of ``preset`` (by default the first of :attr:`preset_rules`) with
            ``options`` overriding it. Each game types its options for a checker: its
            ``Options`` TypedDict, e.g. :class:`tricktake.nap.Options`.

            :raises UnknownPresetError: for an unknown preset, naming the presets.
            :raises RulesError: for an unknown option, a bad value or a conflict.
            """
            return self._rules(preset, options)

    def _rules(self, preset: str, options: dict[str, Any]) -> RulesT:
        if type(preset) is _DefaultPreset:
            preset = next(iter(self.preset_rules))
        return build_rules(self.rules_class, self.preset_rules, preset, options)

    def preset_of(self, rules: RulesT) -> tuple[str, dict[str, Any]]:
        """The preset closest to ``rules`` and the JSON-ready options that differ from it.

        :raises SetupError: for rules that are not this game's.
        """
        return preset_of(self._require_rules(rules), self.preset_rules)

    def info(self, rules: RulesT) -> GameInfo:
        """The static facts of the game under ``rules``: the seats, the pack in canonical
        order, the bounds of a deal and of a game, the sum of the final scores.

        :raises SetupError: for rules that are not this game's.
        """
        rules = self._require_rules(rules)
        info = self.modules.facts.game_info(rules)
        encoding = self.modules.encoding
        return dataclasses.replace(
            info,
            num_actions=encoding.action_space(rules).size,
            observation_size=encoding.layout(rules).size,
        )

    # ---------------------------------------------------- the game's own methods
    def new(self, rules: RulesT, /, *, first_dealer: Seat = Seat(0)) -> StateT:
        """The state before the first deal (a game adds keyword arguments of its own, to
        start in the middle of a game, and checks them after :meth:`_check_new`).

        :raises SetupError: for a bad setup argument.
        """
        raise NotImplementedError

    def to_move(self, state: StateT) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` for a deal, or ``None`` when the
        game is over."""
        raise NotImplementedError

    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """The legal actions of the seat to move, in a stable order; empty at chance
        nodes and once the game is over."""
        raise NotImplementedError

    def deal(self, state: StateT, rng: random.Random) -> ActionT:
        """A chance action sampled with ``rng``.

        :raises IllegalActionError: when the state does not wait for a deal.
        """
        raise NotImplementedError

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; ``state`` itself never changes.

        :raises IllegalActionError: when the action is not legal in ``state``.
        """
        raise NotImplementedError

    # ------------------------------------------------------------- the protocol
    def is_over(self, state: StateT) -> bool:
        """Whether the game has ended (``to_move`` is then ``None``).

        :raises ArgumentError: for anything but a state of this game.
        """
        return self._require_state(state).actor is None

    def events(self, state: StateT, seat: Seat | None = None) -> tuple[Event, ...]:
        """The events of the transition that made ``state`` that ``seat`` may see;
        ``None`` (the default) gives the public ones.

        :raises ArgumentError: for anything but a state of this game.
        :raises SetupError: for a seat that does not exist.
        """
        state = self._require_state(state)
        return visible_events(state.events, check_seat(seat, state.rules.players))

    def event_json(self, event: Event) -> dict[str, Any]:
        """A JSON-ready dict of one of this game's events (see
        :func:`tricktake.events.event_json`): ``kind``, ``text``, ``audience`` (``None``
        or its seats ascending), then the fields of its class by name, cards as their
        text. The game's event schema (:func:`tricktake.schemas.schema`) describes it.

        >>> import random, tricktake
        >>> game = tricktake.get_game("nap")
        >>> state = game.new(game.rules())
        >>> state = game.apply(state, game.deal(state, random.Random(1)))
        >>> hand = game.events(state, 0)[1]
        >>> game.event_json(hand)  # doctest: +NORMALIZE_WHITESPACE
        {'kind': 'hand', 'text': 'hand 0=JC 6H 8H 5S 6S', 'audience': [0], 'seat': 0,
         'cards': ['JC', '6H', '8H', '5S', '6S']}
        >>> game.event_json(hand._replace(cards=0b11))  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        tricktake.errors.ArgumentError: event=HandDealt(0, 3, frozenset({0})): its text ...

        :raises ArgumentError: for anything but an event of this game, or an event with a
            field that cannot be written (a mask where its class holds cards).
        """
        if type(event) not in self._event_types:
            raise ArgumentError(
                f"event={shown(event)}: expected a {self.title} event from game.events()",
                argument="event",
            )
        return event_json(event)

    def parse_action(self, state: StateT, text: str) -> ActionT:
        """The action that ``text`` denotes under the rules of ``state``, legal or not:
        the text of the game's notation, or, where ``state`` waits for a card to be
        played, a card alone for its play (``"2d"`` is ``play 2D``).

        >>> import random, tricktake
        >>> game = tricktake.get_game("nap")
        >>> state = game.new(game.rules())
        >>> state = game.apply(state, game.deal(state, random.Random(1)))
        >>> str(game.parse_action(state, "bid nap"))
        'bid nap'
        >>> try:
        ...     game.parse_action(state, "2d")  # Nap bids first
        ... except tricktake.ActionSyntaxError as error:
        ...     why, _, note = error.reason.partition(" (")
        >>> print(why)
        unknown action: expected deal, pass, bid or play
        >>> print(note)
        a card alone is a play in the play phase, not the bidding phase)

        :raises ArgumentError: for anything but a state of this game.
        :raises ActionSyntaxError: for text that is not an action of this game.
        """
        state = self._require_state(state)
        parse = self.modules.actions.parse_action
        try:
            return parse(text, state.rules)
        except ActionSyntaxError as error:
            card = _card_alone(text)
            if card is None:
                raise
            if state.phase is self.play_phase:
                return parse(f"play {card}", state.rules)
            reason = (
                f"{error.reason} (a card alone is a play in the play phase, "
                f"not the {state.phase.value} phase)"
            )
            raise syntax_error(text, reason) from None

    def format_action(self, action: ActionT) -> str:
        """The canonical text of ``action`` (the same as ``str(action)``)."""
        return str(action)

    def playout(self, state: StateT, rng: random.Random) -> StateT:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`),
        one step at a time: :func:`~tricktake.playouts.reference_playout`.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return reference_playout(self, state, rng)

    def sample_state(self, view: ViewT, rng: random.Random) -> StateT:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``
        (see :meth:`tricktake.Game.sample_state` and :mod:`tricktake.sampling`).

        :raises ArgumentError: for anything but a view of this game.
        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        return self.modules.sample.sample_state(self, self._require_view(view), rng)

    # -------------------------------------------------------------- encodings
    def action_id(self, state: StateT, action: ActionT) -> int:
        """The integer id of ``action``, an action of the seat to move in ``state``, in
        ``range(info(rules).num_actions)`` (:doc:`/encodings`): distinct legal actions
        of a state have distinct ids, and ``action_of(state, action_id(state, a)) == a``.

        :raises ArgumentError: for anything but a state of this game.
        :raises IllegalActionError: for a chance action (deals have no id), once the
            game is over, or for an action that the seat to move could never take here.
        """
        state = self._require_state(state)
        if state.actor is CHANCE:
            raise no_id(action, "a deal has no id (chance is modelled card by card)")
        if state.actor is None:
            raise no_id(action, "the game is over")
        return self.modules.encoding.action_id(state, action)

    def action_of(self, state: StateT, action_id: int) -> ActionT:
        """The legal action of ``state`` whose id is ``action_id``: the inverse of
        :meth:`action_id`.

        :raises ArgumentError: for anything but a state of this game.
        :raises IllegalActionError: for an id out of range, or one that names no legal
            action of ``state`` (at a chance node and once the game is over, none does).
        """
        state = self._require_state(state)
        size = self.modules.encoding.action_space(state.rules).size
        encode = self.modules.encoding.action_id
        legal: Sequence[ActionT] = self.legal_actions(state)
        return action_of(action_id, size, legal, lambda action: encode(state, action))  # type: ignore[no-any-return]

    def legal_action_ids(self, state: StateT) -> tuple[int, ...]:
        """The ids of the legal actions of ``state``, ascending (as OpenSpiel's
        ``legal_actions``); empty at chance nodes and once the game is over.

        :raises ArgumentError: for anything but a state of this game.
        """
        state = self._require_state(state)
        encode = self.modules.encoding.action_id
        return tuple(sorted(encode(state, action) for action in self.legal_actions(state)))

    def observation_parts(self, rules: RulesT) -> tuple[Part, ...]:
        """The named parts of :meth:`observe`'s vector under ``rules``, in order; their
        sizes sum to ``info(rules).observation_size``.

        :raises SetupError: for rules that are not this game's.
        """
        return self.modules.encoding.layout(self._require_rules(rules)).parts

    def observe(self, view: ViewT) -> list[float]:
        """The observation vector of ``view``: ``info(rules).observation_size`` floats,
        the parts of :meth:`observation_parts` one after the other, computed from the
        view alone (:doc:`/encodings`).

        :raises ArgumentError: for anything but a view of this game.
        """
        return self.modules.encoding.observe(self._require_view(view))

    def information_state(self, view: ViewT) -> str:
        """The information state of ``view`` as text
        (:func:`tricktake.encodings.information_state`): the game, the viewer, its
        hand, the deal's every action as the viewer saw it and the rest of the view; two
        views with the same text are equal.

        :raises ArgumentError: for anything but a view of this game.
        """
        return information_state(self.to_json(view))

    # ------------------------------------------------------------------ results
    def scores(self, state: StateT) -> tuple[ScoreT, ...]:
        """One figure per seat: running totals or chip balances, final results once the
        game is over.

        :raises ArgumentError: for anything but a state of this game.
        """
        return self.modules.facts.scores(self._require_state(state))

    def outcome(self, state: StateT) -> Outcome | None:
        """``None`` while the game goes on; then its final scores, winners and reason.

        :raises ArgumentError: for anything but a state of this game.
        """
        return self.modules.facts.outcome(self._require_state(state))

    def tallies(self, state: StateT) -> dict[str, tuple[int, int]]:
        """Per-game figures of the game so far, for summaries (see
        :meth:`tricktake.Game.tallies`).

        :raises ArgumentError: for anything but a state of this game.
        """
        return self.modules.facts.tallies(self._require_state(state))

    def piles(self, state: StateT) -> dict[str, tuple[Card, ...]]:
        """Every pile of ``state`` by the name of the game's rules document, its cards in
        canonical order: every card of the pack lies in exactly one.

        :raises ArgumentError: for anything but a state of this game.
        """
        return self.modules.facts.piles(self._require_state(state))

    # -------------------------------------------------------------------- views
    def view(self, state: StateT, seat: Seat | None) -> ViewT:
        """What ``seat`` may know of ``state``; ``None`` gives the public view.

        :raises ArgumentError: for anything but a state of this game.
        :raises SetupError: for a seat that does not exist.
        """
        state = self._require_state(state)
        return self.modules.view.make_view(state, check_seat(seat, state.rules.players))

    def to_json(self, view: ViewT) -> dict[str, Any]:
        """A JSON-ready dict of a view that :meth:`view` returned, cards as canonical text.

        :raises ArgumentError: for anything but a view of this game.
        """
        return self.modules.view.view_json(self._require_view(view))

    # ------------------------------------------------------- checks of arguments
    def _require_rules(self, rules: object) -> RulesT:
        if not isinstance(rules, self.rules_class):
            raise SetupError(
                f"rules={shown(rules)}: expected {self.title} Rules from game.rules()",
                argument="rules",
            )
        return rules

    def _require_state(self, state: object, argument: str = "state") -> StateT:
        if type(state) is not self.state_class:
            raise self._not_a_state(state, argument)
        return state

    def _not_a_state(self, state: object, argument: str = "state") -> ArgumentError:
        """The error for ``state`` where a state of this game is expected; a game's hot
        path raises it when a bad argument has already failed there."""
        return ArgumentError(
            f"{argument}={shown(state)}: expected a {self.title} State from game.new() "
            "or game.apply()",
            argument=argument,
        )

    def _require_view(self, view: object) -> ViewT:
        if type(view) is not self.view_class:
            raise ArgumentError(
                f"view={shown(view)}: expected a {self.title} View from game.view()",
                argument="view",
            )
        return view

    def _check_new(
        self, rules: object, first_dealer: object, unknown: Mapping[str, object]
    ) -> RulesT:
        """The checks of every game's ``new`` before its own: no unknown argument, the
        game's rules, a first dealer among the seats. The rules, checked.

        :raises SetupError: naming the argument at fault.
        """
        if unknown:
            name = next(iter(unknown))
            expected = ("first_dealer", *self.setup_arguments)
            listed = (
                ", ".join(expected[:-1]) + " or " + expected[-1]
                if len(expected) > 1
                else expected[0]
            )
            raise SetupError(f"unknown setup argument {name!r}: expected {listed}", argument=name)
        checked = self._require_rules(rules)
        n = checked.players
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise SetupError(
                f"first_dealer={shown(first_dealer)}: expected a seat from 0 to {n - 1}",
                argument="first_dealer",
            )
        return checked
