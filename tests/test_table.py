"""The table for frontends (issue 20, item 4): ``tricktake.Table`` holds a game, its
rules, the actions played and every state, with undo, as python-chess's ``Board`` holds
its move stack; the docs' Conventions page, *Invariants*: replay: its states always equal a replay of its actions.

Everything goes through the public API: ``tricktake.Table``, the ``Game`` protocol and
``tricktake.record``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given

import tricktake
from tests.strategies import play_through, preset_params, seeds
from tricktake import nap
from tricktake.record import Record, dump, load

if TYPE_CHECKING:
    from typing_extensions import assert_type
else:

    def assert_type(value, _type):  # checked by mypy and pyright; a no-op when run
        return value


AnyTable = tricktake.Table[Any, Any, Any, Any]


def replayed(table: AnyTable) -> list[Any]:
    """Every state that the table's actions give from ``game.new``, applied afresh."""
    game = table.game
    state = game.new(table.rules, first_dealer=table.first_dealer)
    states = [state]
    for action in table.actions:
        state = game.apply(state, action)
        states.append(state)
    return states


def snapshot(table: AnyTable) -> tuple[Any, ...]:
    """What a table holds, to compare before and after a call."""
    return (table.game, table.rules, table.first_dealer, table.actions, table.states)


def play_deal(table: AnyTable, rng: random.Random) -> None:
    """Deal and play one deal through the table with random legal actions, by text and by
    action in turn, until the next deal is due or the game is over."""
    table.deal(rng)
    while table.to_move not in (tricktake.CHANCE, None):
        action = rng.choice(table.legal)
        table.play(str(action) if len(table) % 2 else action)


@pytest.mark.parametrize("name", tricktake.games())
def test_a_deal_of_every_game_undone_and_played_again(name: str) -> None:
    """A deal of each game played through the table keeps every state once, each the
    game's ``apply`` of the one before; undoing one action at a time gives back each
    state in turn down to the start, and playing the undone actions again gives equal
    states (the docs' Conventions page, *Invariants*: replay)."""
    game = tricktake.get_game(name)
    table: AnyTable = tricktake.Table(game)
    play_deal(table, random.Random(20))
    states, actions = table.states, table.actions
    assert len(states) == len(actions) + 1 == len(table) + 1
    assert list(states) == replayed(table)
    assert table.state is states[-1]
    for back in range(len(actions), 0, -1):
        assert table.undo() == (actions[back - 1],)
        assert table.state is states[back - 1]
        assert table.actions == actions[: back - 1]
    assert len(table) == 0 and table.states == (game.new(game.rules()),)
    for action in actions:
        table.play(action)
    assert table.states == states and table.actions == actions
    assert table.undo(len(actions)) == actions  # in the order played
    for action in actions:
        table.play(str(action))  # the canonical text, the deal's included
    assert table.states == states


@pytest.mark.parametrize("name", tricktake.games())
def test_from_record_of_the_table_gives_an_equal_table(name: str) -> None:
    """the docs' Recorded games page and "Replay": ``table.record()`` is the record that
    ``Record.from_game`` gives, it dumps and loads, and ``Table.from_record`` replays it to
    an equal game, rules, first dealer, actions and states."""
    game = tricktake.get_game(name)
    rng = random.Random(7)
    table: AnyTable = tricktake.Table(game, game.presets()[-1], first_dealer=1)
    play_deal(table, rng)
    play_deal(table, rng)
    seats = game.info(table.rules).seats
    players = [f"Seat {seat}" for seat in range(seats)]
    record = table.record(players=players)
    assert record == Record.from_game(
        game,
        table.rules,
        table.actions,
        players=players,
        first_dealer=table.first_dealer,
        result=game.scores(table.state),
    )
    assert table.record(result=False).result is None
    again = tricktake.Table.from_record(load(dump(record)))
    assert (again.game, again.rules, again.first_dealer) == (game, table.rules, 1)
    assert again.actions == table.actions
    assert again.states == table.states
    assert again.state == table.state


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_undo_interleaved_with_play_equals_a_replay(name: str, preset: str, seed: int) -> None:
    """the docs' Conventions page, *Invariants*: replay, for every game and preset: random actions (deals sampled,
    choices by action or by text) interleaved with undos of one to three actions leave the
    table's states equal to a fresh replay of its actions from ``game.new``, after every
    undo and at the end; an undo returns the actions it took back."""
    rng = random.Random(seed)
    game = tricktake.get_game(name)
    table: AnyTable = tricktake.Table(game, preset, first_dealer=rng.randrange(2))
    for _ in range(80):
        if table.is_over or (len(table) and rng.random() < 0.15):
            n = rng.randint(1, min(3, len(table)))
            taken = table.actions[-n:]
            assert table.undo(n) == taken
            assert list(table.states) == replayed(table)
        elif table.to_move is tricktake.CHANCE:
            table.deal(rng)
        else:
            action = rng.choice(table.legal)
            assert table.play(str(action) if rng.random() < 0.5 else action) == action
    assert list(table.states) == replayed(table)
    assert table.state == replayed(table)[-1]


def test_the_table_of_a_whole_game_ends_as_the_play_through() -> None:
    """the docs' Conventions page, *Invariants*: replay: a whole random game played through the table ends in the same
    state, outcome and scores as the play-through of the same actions."""
    playthrough = play_through("nap", "standard", 5)
    table: AnyTable = tricktake.Table(
        playthrough.game, playthrough.rules, first_dealer=playthrough.first_dealer
    )
    for action in playthrough.actions:
        table.play(action)
    assert table.states == playthrough.states
    assert table.is_over == playthrough.game.is_over(playthrough.final)
    assert table.outcome == playthrough.game.outcome(playthrough.final)
    assert table.scores == playthrough.game.scores(playthrough.final)


def test_reads_the_current_state_through_the_game() -> None:
    """The table's properties are the game's answers for the current state: to move,
    legal actions, views, events, scores."""
    game = tricktake.get_game("ninety-nine")
    table = tricktake.Table(game, game.rules("revised", target=150))
    assert table.to_move is tricktake.CHANCE and table.legal == ()
    assert table.events() == ()
    deal = table.deal(random.Random(3))
    state = table.state
    assert table.state == game.apply(game.new(table.rules), deal)
    assert table.to_move == game.to_move(state)
    assert table.legal == tuple(game.legal_actions(state))
    for seat in (None, 0, 1, 2):
        assert table.view(seat) == game.view(state, None if seat is None else tricktake.Seat(seat))
        assert table.events(seat) == game.events(
            state, None if seat is None else tricktake.Seat(seat)
        )
    assert table.view() == game.view(state, None)
    assert table.scores == game.scores(state) and not table.is_over and table.outcome is None


def test_rules_by_value_by_preset_or_default() -> None:
    """``rules`` is a rules value, a preset's name, or ``None`` for ``game.rules()``."""
    game = tricktake.get_game("nines")
    assert tricktake.Table(game).rules == game.rules()
    assert tricktake.Table(game, "no-draw").rules == game.rules("no-draw")
    rules = game.rules("partnership")
    assert tricktake.Table(game, rules, first_dealer=3).state == game.new(
        rules, first_dealer=tricktake.Seat(3)
    )
    with pytest.raises(tricktake.UnknownPresetError):
        tricktake.Table(game, "nope")
    with pytest.raises(tricktake.SetupError, match="first_dealer=3"):
        tricktake.Table(game, first_dealer=3)
    other: Any = tricktake.get_game("nap").rules()  # a type error too
    with pytest.raises(tricktake.SetupError, match="rules="):
        tricktake.Table(game, other)


def test_repr_and_len() -> None:
    """``repr`` names the game, the preset, the options changed, the actions and who is
    to move; ``len`` is the number of actions."""
    game = tricktake.get_game("ninety-nine")
    table = tricktake.Table(game, game.rules("revised", target=150))
    assert repr(table) == "<Table ninety-nine 'revised' target=150: 0 actions, a deal is due>"
    table.deal(random.Random(1))
    assert len(table) == 1
    assert repr(table) == "<Table ninety-nine 'revised' target=150: 1 actions, seat 1 to move>"
    whole = tricktake.Table.from_record(
        Record.from_game(game, game.rules(), play_through("ninety-nine", "revised", 2).actions)
    )
    assert repr(whole).endswith(f": {len(whole)} actions, the game is over>")


def untyped(value: object) -> Any:
    """``value``, for an argument of the wrong type (which type-checkers reject)."""
    return value


BAD_CALLS: list[tuple[Callable[[AnyTable], object], type[tricktake.TricktakeError]]] = [
    (lambda t: t.play("fold"), tricktake.ActionSyntaxError),
    (lambda t: t.play("deal 0=AC"), tricktake.ActionSyntaxError),
    (
        lambda t: t.play(t.game.deal(t.states[0], random.Random(1))),
        tricktake.IllegalActionError,
    ),
    (lambda t: t.play(None), tricktake.IllegalActionError),
    (lambda t: t.play(tricktake.get_game("nines").legal_actions), tricktake.IllegalActionError),
    (lambda t: t.deal(random.Random(2)), tricktake.IllegalActionError),
    (lambda t: t.deal(untyped(None)), tricktake.ArgumentError),
    (lambda t: t.deal(untyped(7)), tricktake.ArgumentError),
    (lambda t: t.undo(len(t) + 1), tricktake.UndoError),
    (lambda t: t.undo(-1), tricktake.UndoError),
    (lambda t: t.undo(untyped("1")), tricktake.ArgumentError),
    (lambda t: t.undo(True), tricktake.ArgumentError),
    (lambda t: t.view(4), tricktake.SetupError),
    (lambda t: t.events(-1), tricktake.SetupError),
    (lambda t: t.record(players=["Ann"]), tricktake.RecordError),
]
"""Calls with bad input, and the error each raises, on a Nap table where seat 2 is to bid."""


@pytest.mark.parametrize(("call", "error"), BAD_CALLS)
def test_bad_input_raises_a_typed_error_and_changes_nothing(
    call: Callable[[AnyTable], object], error: type[tricktake.TricktakeError]
) -> None:
    """the docs' Conventions page, principle 5: bad input raises a typed TricktakeError and leaves the table
    as it was (an illegal action, text that is no action, a deal when none is due, an
    undo past the start, a seat that does not exist)."""
    table: AnyTable = tricktake.Table(tricktake.get_game("nap"))
    table.deal(random.Random(4))
    table.play("pass")
    before = snapshot(table)
    with pytest.raises(error) as info:
        call(table)
    assert isinstance(info.value, tricktake.TricktakeError)
    assert snapshot(table) == before


def test_undo_before_the_start() -> None:
    """An undo past the first state is an UndoError (also an IndexError, as ``list.pop``
    of an empty list) that says how many actions the table holds; ``undo(0)`` undoes
    nothing."""
    table = tricktake.Table(tricktake.get_game("newmarket"))
    assert table.undo(0) == ()
    with pytest.raises(IndexError) as info:
        table.undo()
    assert isinstance(info.value, tricktake.UndoError)
    assert str(info.value) == (
        "undo(1): the table holds no action, so expected a number from 0 to 0"
    )
    table.deal(random.Random(1))
    with pytest.raises(
        tricktake.UndoError, match=r"holds 1 action, so expected a number from 0 to 1$"
    ):
        table.undo(2)
    assert [str(action).split()[0] for action in table.undo(1)] == ["deal"]
    assert len(table) == 0


def test_from_record_of_a_bad_record_names_the_action() -> None:
    """the docs' Recorded games page: a record that does not replay is a RecordError naming
    the action (issue 20, item 6), as ``replay`` raises it."""
    table = tricktake.Table(tricktake.get_game("nap"))
    table.deal(random.Random(4))
    record = table.record(result=False)
    bad = Record("nap", "standard", actions=(*record.actions, "bid two", "bid two"))
    with pytest.raises(tricktake.RecordError) as info:
        tricktake.Table.from_record(bad)
    assert (info.value.index, info.value.action) == (2, "bid two")
    assert isinstance(info.value.__cause__, tricktake.IllegalActionError)
    with pytest.raises(tricktake.RecordError, match=r"^\$\.result\.scores: recorded"):
        tricktake.Table.from_record(Record("nap", "standard", result=(1, -1, 0, 0)))


def test_typed_by_its_game() -> None:
    """Issue 20, item 4: a table of ``get_game("nap")`` is typed with Nap's rules, state,
    action and view (mypy checks the ``assert_type`` calls)."""
    game = tricktake.get_game("nap")
    table = tricktake.Table(game, game.rules())
    assert_type(table, tricktake.Table[nap.Rules, nap.State, nap.Action, nap.View])
    assert_type(table.state, nap.State)
    assert_type(table.legal, tuple[nap.Action, ...])
    assert_type(table.view(0), nap.View)
    assert isinstance(table.view(0), nap.View)
