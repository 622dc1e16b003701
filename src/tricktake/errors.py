"""The exceptions that tricktake raises.

Every error is a :class:`TricktakeError`; each subclass names one kind of mistake, so a
caller can tell a typo from an illegal move. Each message says what was wrong and what
was expected. Raising never changes a state: states are immutable.
"""

from __future__ import annotations

__all__ = [
    "ActionSyntaxError",
    "ArenaError",
    "ArgumentError",
    "IllegalActionError",
    "RecordError",
    "RulesError",
    "SampleError",
    "SetupError",
    "TricktakeError",
    "UndoError",
    "UnknownGameError",
    "UnknownPresetError",
    "UnknownRuleError",
    "waiting_for",
]


class TricktakeError(Exception):
    """Base class of every error that tricktake raises on purpose.

    ``reason`` is the part of the message that says what was wrong, without naming the
    input (records quote it after the action's index and text).
    """

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = message if reason is None else reason


class UnknownGameError(TricktakeError, LookupError):
    """A game name that is not registered; the message lists the registered names."""


class RulesError(TricktakeError, ValueError):
    """An option that does not exist, has a bad value, or conflicts with another.

    ``presets`` names the presets that take the options given where those options
    conflict with the rest of the preset they were given on (``game.rules("revised",
    players=4)``: ``("revised-4p", "original-4p", ...)``), else it is empty; the message
    ends with them, and ``reason`` is the message without them.
    """

    def __init__(
        self, message: str, *, reason: str | None = None, presets: tuple[str, ...] = ()
    ) -> None:
        super().__init__(message, reason=reason)
        self.presets = presets


class UnknownPresetError(RulesError, LookupError):
    """A preset name that the game does not have; the message lists its presets."""


class SetupError(TricktakeError, ValueError):
    """A bad description of the table: an argument of ``game.new`` (a seat out of range,
    bad starting scores ...), rules that are not the game's, or a seat that does not
    exist, as in ``game.view``.

    ``argument`` names the argument at fault (``"first_dealer"``, ``"seat"``,
    ``"rules"`` ...), so that a record can point at the field it came from.
    """

    def __init__(self, message: str, *, reason: str | None = None, argument: str) -> None:
        super().__init__(message, reason=reason)
        self.argument = argument


class ArgumentError(TricktakeError, TypeError):
    """An argument of a game's method that is not what the method takes: a state of
    another game, a view where a state is expected (or a state where a view is), ``None``.

    ``argument`` names the argument at fault (``"state"``, ``"view"`` ...).
    """

    def __init__(self, message: str, *, reason: str | None = None, argument: str) -> None:
        super().__init__(message, reason=reason)
        self.argument = argument


class ActionSyntaxError(TricktakeError, ValueError):
    """Action text (or card text) that cannot be parsed, or an action object built from
    values that do not form an action (a code that is no card, a negative mask)."""


class IllegalActionError(TricktakeError, ValueError):
    """A well-formed action that is not legal in the given state."""


class SampleError(TricktakeError, ValueError):
    """A view that no state can be sampled for (``game.sample_state``): the public view,
    a view between deals, or one that no assignment of the hidden cards gives."""


class RecordError(TricktakeError, ValueError):
    """A recorded game that is malformed or does not replay.

    The message names the JSON path or the action index, the action text, the seat to
    move and the reason, e.g. ``actions[17] 'play QH': seat 2 must follow clubs ...``.
    The same facts are attributes, so that a frontend can point at the culprit without
    reading the message:

    - ``path``: the JSON path of the problem in the record, ``"$"`` for the document
      as a whole (malformed JSON, a missing key), ``"$.options.target"``,
      ``"$.actions[17]"``;
    - ``index``: the index of the action at fault in ``actions``, or ``None``;
    - ``action``: that action's text as recorded, or ``None`` (an action that is not
      a string has none);
    - ``seat``: the seat to move when that action failed, or ``None`` (a deal was due,
      the game was over, or the problem is not an action's);
    - ``reason``: what was wrong, the message without the path or the action.

    A problem that the engine found keeps the engine's error as ``__cause__`` (an
    :class:`IllegalActionError`, :class:`ActionSyntaxError`, :class:`RulesError` ...).
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str | None = None,
        path: str = "$",
        index: int | None = None,
        action: str | None = None,
        seat: int | None = None,
    ) -> None:
        super().__init__(message, reason=reason)
        self.path = path
        self.index = index
        self.action = action
        self.seat = seat


class UndoError(TricktakeError, IndexError):
    """More actions to undo than a :class:`~tricktake.Table` holds (or a negative count);
    the message says how many it holds. Like ``list.pop`` on an empty list, it is also an
    :class:`IndexError`."""


class UnknownRuleError(TricktakeError, LookupError):
    """A rule identifier that no rulebook has (:func:`tricktake.rule_text`), or text that
    is no identifier; the message gives the form of one, the games' prefixes and the
    close matches."""


class ArenaError(TricktakeError, ValueError):
    """A tournament that cannot run as described (:mod:`tricktake.arena`): an unknown
    bot, a results file of another tournament, an extra that is not installed, a Ray
    cluster that cannot be reached. A bot that fails during a match raises nothing: the
    match records the fault and goes on."""


def shown(value: object, limit: int = 300) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters with an
    ellipsis (a message names a wrong argument, never a page of it)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(text: str, limit: int = 300) -> str:
    """``repr(text)`` for an error message, cut to ``limit`` characters with an ellipsis:
    a message echoes the input that was wrong, never a megabyte of it."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def illegal(action: object, why: str) -> IllegalActionError:
    """The error for an action that is well formed but not legal now, in the one shape of
    every game: ``'play QH' is not legal now: WHY``, with ``why`` as its reason."""
    return IllegalActionError(f"{str(action)!r} is not legal now: {why}", reason=why)


def waiting_for(actor: object, due: str) -> str:
    """What a state waits for, in the one shape of every game's messages for an action
    that is not legal now: ``the game is over`` when nobody acts (``actor`` is
    ``None``), a deal at a chance node, else ``seat X`` and ``due`` (``is due to play a
    card``)."""
    if actor is None:
        return "the game is over"
    if not isinstance(actor, int):  # CHANCE: every game's chance action is a deal
        return "a deal is due (a 'deal ...' chance action)"
    return f"seat {actor} {due}"
