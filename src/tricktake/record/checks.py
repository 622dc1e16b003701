"""A record checked against its game: the game, rules and first state that its setup
gives (``start``), one player and one score per seat, the recorded result, and each
action parsed and applied with an error that names the action (``actions[17] 'play QH':
seat 2 must follow clubs (holds 7C JC)``), and the replay of the whole record
(``opened``, then ``played``).

Internal to :mod:`tricktake.record` and :class:`tricktake.Table`: building a record from
a game, replaying it, and reading and writing its JSON text all check it here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Protocol

from ..errors import (
    RecordError,
    RulesError,
    SetupError,
    TricktakeError,
    UnknownGameError,
    quoted,
)
from ..game import CHANCE, AnyGame
from ..options import named_in
from ..registry import find_game, games
from ..units import Seat
from .jsonvalues import error_at, key_path, thaw

__all__ = [
    "Fields",
    "action_error",
    "apply_at",
    "check_result",
    "check_seats",
    "opened",
    "parse_at",
    "played",
    "start",
]


class Fields(Protocol):
    """The fields of a :class:`~tricktake.record.Record` that the checks read."""

    @property
    def game(self) -> str:
        """The registered name of the game."""
        ...

    @property
    def preset(self) -> str:
        """The preset of the rules."""
        ...

    @property
    def options(self) -> Mapping[str, Any]:
        """The option overrides of the preset."""
        ...

    @property
    def players(self) -> tuple[str, ...] | None:
        """One name per seat, or ``None``."""
        ...

    @property
    def first_dealer(self) -> Seat:
        """The seat that deals first."""
        ...

    @property
    def actions(self) -> tuple[str, ...]:
        """The action texts."""
        ...

    @property
    def result(self) -> tuple[int, ...] | None:
        """The recorded scores, one per seat, or ``None``."""
        ...


def start(record: Fields) -> tuple[AnyGame, Any, int]:
    """The game, initial state and number of seats of ``record``; RecordError naming
    the bad field."""
    try:
        game = find_game(record.game)
    except UnknownGameError as error:
        known = ", ".join(repr(name) for name in games())
        raise error_at(
            "$.game", f"unknown game {quoted(record.game)}: expected one of {known}"
        ) from error
    presets = game.presets()
    if record.preset not in presets:
        known = ", ".join(repr(name) for name in presets)
        raise error_at(
            "$.preset",
            f"unknown preset {quoted(record.preset)} of {game.name}: expected one of {known}",
        )
    options: dict[str, Any] = {key: thaw(value) for key, value in record.options.items()}
    try:
        rules = game.rules(record.preset, **options)
    except RulesError as error:  # at the option it names, if it names one of them
        named = named_in(error, options)
        path = key_path("$.options", named[0]) if len(named) == 1 else "$.options"
        raise error_at(path, error.reason) from error
    try:
        state = game.new(rules, first_dealer=record.first_dealer)
    except SetupError as error:  # the record's only setup argument is first_dealer
        path = "$.first_dealer" if error.argument == "first_dealer" else "$"
        raise error_at(path, error.reason) from error
    return game, state, game.info(rules).seats


def check_seats(seats: int, record: Fields) -> None:
    """``players`` and ``result.scores`` have one entry per seat (``game.info``)."""
    if record.players is not None and len(record.players) != seats:
        raise error_at(
            "$.players", f"expected {seats} names, one per seat, got {len(record.players)}"
        )
    if record.result is not None and len(record.result) != seats:
        raise error_at(
            "$.result.scores", f"expected {seats} scores, one per seat, got {len(record.result)}"
        )


def check_result(game: AnyGame, state: Any, record: Fields) -> None:
    """A recorded ``result``, if any, is ``game.scores`` of ``state``, the last state."""
    if record.result is None:
        return
    scores = list(game.scores(state))
    if scores != list(record.result):
        raise error_at(
            "$.result.scores", f"recorded {list(record.result)} but the replay gives {scores}"
        )


def parse_at(game: AnyGame, state: Any, index: int, text: str) -> Any:
    """``game.parse_action(state, text)``, an error naming action ``index``."""
    try:
        return game.parse_action(state, text)
    except TricktakeError as error:
        raise action_error(game, state, index, text, error) from error


def apply_at(game: AnyGame, state: Any, index: int, text: str, action: Any) -> Any:
    """``game.apply(state, action)``, an error naming action ``index``, written ``text``."""
    try:
        return game.apply(state, action)
    except TricktakeError as error:
        raise action_error(game, state, index, text, error) from error


def action_error(
    game: AnyGame, state: Any, index: int, text: str, error: TricktakeError
) -> RecordError:
    """``actions[i] 'text': seat N ...``: the index, the text, who is to move, the reason,
    in the message and as the error's ``path``, ``index``, ``action``, ``seat`` and
    ``reason``.

    The engine's reason is kept as it is when it already starts with the seat to move
    (``seat 2 must follow clubs ...``); otherwise ``seat N to move: ``, ``chance to
    move: `` (a deal is due) or ``nobody to move: `` (the game is over) comes first.
    """
    reason = error.reason
    echo = f"{quoted(text)}: "
    if reason.startswith(echo):  # the syntax errors quote the text; it is quoted already
        reason = reason[len(echo) :]
    mover = game.to_move(state)
    seat = None
    if mover is None:
        reason = f"nobody to move: {reason}"
    elif mover is CHANCE:
        reason = f"chance to move: {reason}"
    else:
        seat = mover
        if not reason.startswith(f"seat {mover} "):
            reason = f"seat {mover} to move: {reason}"
    return RecordError(
        f"actions[{index}] {quoted(text)}: {reason}",
        reason=reason,
        path=f"$.actions[{index}]",
        index=index,
        action=text,
        seat=seat,
    )


def played(game: AnyGame, state: Any, record: Fields) -> Iterator[tuple[Any, Any]]:
    """Each action of ``record`` parsed and applied from ``state`` on, as ``(action,
    state after it)``; after the last, the recorded result is checked.

    :func:`~tricktake.record.replays.replay_states` and
    :meth:`tricktake.Table.from_record` replay through it.

    :raises RecordError: naming the action that fails, or the result.
    """
    for index, text in enumerate(record.actions):  # strings: Record checks them
        action = parse_at(game, state, index, text)
        state = apply_at(game, state, index, text, action)
        yield action, state
    check_result(game, state, record)


def opened(record: Fields) -> tuple[AnyGame, Any]:
    """The game and the first state of ``record``, its setup checked (the game, the
    preset, the options, the first dealer, one player and one score per seat).

    :raises RecordError: naming the field at fault.
    """
    game, state, seats = start(record)
    check_seats(seats, record)
    return game, state
