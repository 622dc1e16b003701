"""A table for frontends: a game, its rules and the actions played, with undo.

Immutable states are the engine's values; a frontend wants one mutable thing that holds
the game in progress. :class:`Table` is that, as python-chess's ``Board`` keeps its move
stack: it holds the game, the rules, the first dealer, the actions played and every state
they gave (each state once), so :meth:`~Table.undo` drops the last states and replays
nothing. Bad input raises the engine's typed errors and changes nothing.

>>> import random, tricktake
>>> table = tricktake.Table(tricktake.get_game("nap"), "standard")
>>> table
<Table nap 'standard': 0 actions, a deal is due>
>>> str(table.deal(random.Random(1))).split()[0]
'deal'
>>> table.to_move, [str(action) for action in table.legal][:3]
(1, ['pass', 'bid two', 'bid three'])
>>> str(table.play("bid two"))
'bid two'
>>> table.play("bid two")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
tricktake.errors.IllegalActionError: 'bid two' is not legal now: ...
>>> len(table), [str(action) for action in table.undo()], len(table), table.to_move
(2, ['bid two'], 1, 1)
>>> table.undo(2)
Traceback (most recent call last):
  ...
tricktake.errors.UndoError: undo(2): the table holds 1 action, so expected a number from 0 to 1
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from .errors import ArgumentError, UndoError, shown
from .game import Actor, Chance, Event, Game, Outcome
from .record.checks import opened, played
from .record.values import Record
from .units import Seat

__all__ = ["Table"]

RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")


class Table(Generic[RulesT, StateT, ActionT, ViewT]):
    """A game in progress: the game, its rules, the actions played and every state.

    ``Table(game, rules)`` starts at ``game.new(rules, first_dealer=first_dealer)``;
    ``rules`` is a rules value, a preset's name, or ``None`` for ``game.rules()``. The
    table is typed by its game: ``Table(tricktake.get_game("nap"))`` is a
    ``Table[nap.Rules, nap.State, nap.Action, nap.View]``.

    :meth:`play` and :meth:`deal` apply an action and keep the new state; :meth:`undo`
    takes actions back. The rest reads the current state through the game: who is
    to move, the legal actions, a seat's view, the events of the last action, the
    scores and the outcome. :meth:`record` writes what was played as a
    :class:`~tricktake.Record`, and :meth:`from_record` sets a table up from one.

    :raises UnknownPresetError: for a preset the game does not have.
    :raises SetupError: for rules of another game or a first dealer who is no seat.
    """

    __slots__ = ("_actions", "_first_dealer", "_game", "_rules", "_states")

    def __init__(
        self,
        game: Game[RulesT, StateT, ActionT, ViewT],
        rules: RulesT | str | None = None,
        *,
        first_dealer: int = 0,
    ) -> None:
        if rules is None:
            rules = game.rules()
        elif isinstance(rules, str):
            rules = game.rules(rules)
        self._game = game
        self._rules: RulesT = rules
        self._first_dealer = Seat(first_dealer)
        self._states: list[StateT] = [game.new(rules, first_dealer=self._first_dealer)]
        self._actions: list[ActionT] = []

    @staticmethod
    def from_record(record: Record) -> Table[Any, Any, Any, Any]:
        """The table of ``record``: its game, rules and first dealer, every action
        replayed and every state kept, so that a frontend can step back through it.

        :raises RecordError: as :func:`~tricktake.replay` does, naming the action that
            fails (its index, text and the seat to move) or the field at fault.

        >>> import tricktake
        >>> table = tricktake.Table(tricktake.get_game("ninety-nine"), "revised", first_dealer=2)
        >>> again = tricktake.Table.from_record(table.record(players=["Ann", "Bob", "Cy"]))
        >>> again.game.name, again.first_dealer, again.state == table.state
        ('ninety-nine', 2, True)
        """
        game, state = opened(record)
        table: Table[Any, Any, Any, Any] = Table(
            game, state.rules, first_dealer=record.first_dealer
        )
        for action, after in played(game, state, record):
            table._push(action, after)
        return table

    # ------------------------------------------------------------------ what it holds
    @property
    def game(self) -> Game[RulesT, StateT, ActionT, ViewT]:
        """The game played."""
        return self._game

    @property
    def rules(self) -> RulesT:
        """The rules of the game."""
        return self._rules

    @property
    def first_dealer(self) -> Seat:
        """The seat that dealt first."""
        return self._first_dealer

    @property
    def actions(self) -> tuple[ActionT, ...]:
        """The actions played, in order, deals included (``str(action)`` is an action's
        canonical text)."""
        return tuple(self._actions)

    @property
    def states(self) -> tuple[StateT, ...]:
        """Every state: the first, then the state after each action (one more than
        :attr:`actions`)."""
        return tuple(self._states)

    @property
    def state(self) -> StateT:
        """The current state."""
        return self._states[-1]

    def __len__(self) -> int:
        """The number of actions played."""
        return len(self._actions)

    def __repr__(self) -> str:
        preset, options = self._game.preset_of(self._rules)
        changed = "".join(f" {key}={value!r}" for key, value in options.items())
        return f"<Table {self._game.name} {preset!r}{changed}: {len(self)} actions, {self._who()}>"

    def _who(self) -> str:
        actor = self.to_move
        if actor is None:
            return "the game is over"
        if isinstance(actor, Chance):
            return "a deal is due"
        return f"seat {actor} to move"

    # ---------------------------------------------------------- the current state
    @property
    def to_move(self) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` when a deal is due, or ``None``
        once the game is over (``game.to_move``)."""
        return self._game.to_move(self.state)

    @property
    def legal(self) -> tuple[ActionT, ...]:
        """The legal actions of the seat to move, in the game's stable order; empty when
        a deal is due or the game is over (``game.legal_actions``)."""
        return tuple(self._game.legal_actions(self.state))

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._game.is_over(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on; then its final scores, winners and reason."""
        return self._game.outcome(self.state)

    @property
    def scores(self) -> tuple[int, ...]:
        """One figure per seat (``game.scores``): running totals, final results once the
        game is over."""
        return self._game.scores(self.state)

    def view(self, seat: int | None = None) -> ViewT:
        """What ``seat`` may know of the current state; ``None`` (the default) gives
        the public view.

        :raises SetupError: for a seat that does not exist.
        """
        return self._game.view(self.state, None if seat is None else Seat(seat))

    def events(self, seat: int | None = None) -> tuple[Event, ...]:
        """The events of the last action that ``seat`` may see (none before the first);
        ``None`` (the default) gives the public events.

        :raises SetupError: for a seat that does not exist.
        """
        return self._game.events(self.state, None if seat is None else Seat(seat))

    # ---------------------------------------------------------------- changing it
    def play(self, action: ActionT | str) -> ActionT:
        """Apply ``action``, an action or its text (read by ``game.parse_action`` in the
        current state, so a deal typed in from a real table is accepted as well), and
        return the action applied.

        :raises ActionSyntaxError: for text that is not an action of the game.
        :raises IllegalActionError: for an action that is not legal now.
        """
        state = self.state
        if isinstance(action, str):
            action = self._game.parse_action(state, action)
        self._push(action, self._game.apply(state, action))
        return action

    def deal(self, rng: random.Random) -> ActionT:
        """Sample the deal that is due with ``rng`` (``game.deal``), apply it and return
        it.

        :raises ArgumentError: when ``rng`` is not a :class:`random.Random`.
        :raises IllegalActionError: when no deal is due.
        """
        if not isinstance(rng, random.Random):
            raise ArgumentError(f"rng={shown(rng)}: expected a random.Random", argument="rng")
        state = self.state
        action = self._game.deal(state, rng)
        self._push(action, self._game.apply(state, action))
        return action

    def undo(self, n: int = 1) -> tuple[ActionT, ...]:
        """Take back the last ``n`` actions and return them in the order they were
        played (so that playing them again redoes them). Nothing is replayed: the
        states before them are kept.

        :raises UndoError: when fewer than ``n`` actions were played, or ``n`` is
            negative.
        :raises ArgumentError: when ``n`` is not an integer.
        """
        if type(n) is not int:
            raise ArgumentError(f"n={shown(n)}: expected a number of actions", argument="n")
        count = len(self._actions)
        if not 0 <= n <= count:
            held = "no action" if count == 0 else f"{count} action{'s' * (count > 1)}"
            raise UndoError(
                f"undo({n}): the table holds {held}, so expected a number from 0 to {count}",
                reason=f"the table holds {held}",
            )
        if n == 0:
            return ()
        undone = tuple(self._actions[-n:])
        del self._actions[-n:]
        del self._states[-n:]
        return undone

    def _push(self, action: ActionT, state: StateT) -> None:
        self._actions.append(action)
        self._states.append(state)

    # --------------------------------------------------------------------- records
    def record(self, players: Sequence[str] | None = None, *, result: bool = True) -> Record:
        """The record of what was played, as :meth:`Record.from_game
        <tricktake.record.values.Record.from_game>` gives it: the preset and options of
        the rules, the first dealer, ``players`` (one name per seat, or ``None``), every
        action's canonical text and, where ``result`` is true, the scores of the
        current state (the final scores once the game is over).

        :raises RecordError: for ``players`` that are not one name per seat.
        """
        scores = self.scores if result else None
        return Record.from_game(
            self._game,
            self._rules,
            self._actions,
            players=players,
            first_dealer=self._first_dealer,
            result=scores,
        )
