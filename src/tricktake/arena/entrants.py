"""Who plays in a tournament: an :class:`Entrant` is a name and a factory of bots, called
with ``seed=`` for each board. :func:`entrant` reads the names the command line takes:
the library's bots (``"random"``, ``"search"``, ``"search:samples=4,rollouts=1"``) and
any bot importable as ``"package.module:Name"``, which is how bot writers enter their
own."""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bots import BOT_NAMES, Bot, bot_named
from ..errors import ArenaError, quoted

__all__ = ["Entrant", "entrant", "split_entrants"]

_EXPECTED = (
    f"expected {', '.join(BOT_NAMES)}, a bot with settings such as "
    "'search:samples=4,rollouts=1', or 'package.module:Name' of a bot class or factory "
    "that takes seed="
)


@dataclass(frozen=True)
class Entrant:
    """A bot in a tournament: its ``name`` (unique in the tournament, the key of its
    results) and its ``factory``, called as ``factory(seed=n)`` for a fresh bot on each
    board (``n`` derived from the board, so the same board gets the same bot). For the
    processes and Ray executors the factory must pickle: a module-level class or
    function, or a :func:`functools.partial` of one.

    >>> from tricktake.arena import Entrant
    >>> from tricktake.bots import RandomBot
    >>> Entrant("chance", RandomBot).factory(seed=3)
    RandomBot()
    """

    name: str
    factory: Callable[..., Bot[Any, Any]]

    def check(self) -> None:
        """Make a bot with ``seed=0`` and check that it has an ``act`` method.

        :raises ArenaError: when the name is empty or the factory fails.
        """
        if not isinstance(self.name, str) or not self.name:
            raise ArenaError(f"entrant name {self.name!r}: expected a non-empty string")
        try:
            bot = self.factory(seed=0)
        except Exception as error:  # any failure of foreign code is the entrant's fault
            raise ArenaError(
                f"entrant {self.name!r}: its factory failed with seed=0 "
                f"({describe_failure(error)}): expected a bot class or factory that takes seed="
            ) from None
        if not callable(getattr(bot, "act", None)):
            raise ArenaError(
                f"entrant {self.name!r}: its factory made {type(bot).__name__}, which has no "
                "act method: expected a bot (tricktake.bots.Bot)"
            )


@dataclass(frozen=True)
class _Imported:
    """The bot factory ``module:attribute``, imported where it is called, so that it
    pickles by name for the processes that play the boards."""

    module: str
    attribute: str

    def __call__(self, **settings: Any) -> Bot[Any, Any]:
        target: Any = importlib.import_module(self.module)
        for part in self.attribute.split("."):
            target = getattr(target, part)
        bot: Bot[Any, Any] = target(**settings)
        return bot


def entrant(spec: str) -> Entrant:
    """The entrant that ``spec`` names, named ``spec``:

    - ``"random"``, ``"search"``: :func:`tricktake.bots.bot_named`;
    - ``"search:samples=4,rollouts=1"``: with settings of the bot's class (each value
      JSON if it parses, else a string);
    - ``"package.module:Name"``: a bot class or factory imported from a module and
      called with ``seed=``.

    >>> from tricktake.arena import entrant
    >>> entrant("search:samples=4,rollouts=1").factory(seed=1)
    SearchBot(samples=4, rollouts=1, budget=None, max_actions=24, playouts=96)

    :raises ArenaError: for an unknown bot, a bad setting, or a name that imports nothing.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise ArenaError(f"entrant {spec!r}: {_EXPECTED}")
    head, colon, tail = spec.partition(":")
    if head in BOT_NAMES:
        settings = _settings(spec, tail) if colon else {}
        known = _setting_names(head)
        for key in settings:
            if key not in known:
                allowed = ", ".join(known) if known else "none"
                raise ArenaError(
                    f"entrant {spec!r}: {head} has no setting {key!r}: expected one of: {allowed}"
                )
        found = Entrant(spec, _Named(head, tuple(sorted(settings.items()))))
    elif colon and head and tail:
        found = Entrant(spec, _imported(spec, head, tail))
    else:
        raise ArenaError(f"unknown bot {quoted(spec)}: {_EXPECTED}")
    found.check()
    return found


@dataclass(frozen=True)
class _Named:
    """``bot_named(name, seed=..., **settings)``, picklable and comparable."""

    name: str
    settings: tuple[tuple[str, Any], ...]

    def __call__(self, seed: int | None = None) -> Bot[Any, Any]:
        return bot_named(self.name, seed=seed, **dict(self.settings))


def split_entrants(text: str) -> list[str]:
    """The entrants of a comma-separated list such as the command line's ``--bots``: a
    piece ``KEY=VALUE`` without a colon continues the settings of the entrant before it.

    >>> from tricktake.arena import split_entrants
    >>> split_entrants("search:samples=4,rollouts=1,random,mybots:Greedy")
    ['search:samples=4,rollouts=1', 'random', 'mybots:Greedy']

    :raises ArenaError: for an empty name, or settings with no entrant before them.
    """
    specs: list[str] = []
    for piece in (part.strip() for part in text.split(",")):
        if not piece:
            raise ArenaError(
                f"{quoted(text)}: an empty bot name: expected names separated by commas"
            )
        if "=" in piece and ":" not in piece:
            if not specs or ":" not in specs[-1]:
                raise ArenaError(
                    f"{quoted(text)}: setting {quoted(piece)} follows no bot: expected "
                    "NAME:KEY=VALUE,KEY=VALUE"
                )
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs


def _settings(spec: str, text: str) -> dict[str, Any]:
    settings: dict[str, Any] = {}
    for item in text.split(","):
        key, equals, raw = item.partition("=")
        key = key.strip()
        if not equals or not key.isidentifier():
            raise ArenaError(f"entrant {spec!r}: setting {item!r}: expected KEY=VALUE")
        if key in settings:
            raise ArenaError(f"entrant {spec!r}: setting {key!r} is given more than once")
        try:
            settings[key] = json.loads(raw)
        except ValueError:
            settings[key] = raw.strip()
    return settings


def _setting_names(name: str) -> tuple[str, ...]:
    """The settings of the class of the bot ``name`` (its constructor's keyword
    parameters but ``seed``)."""
    parameters = inspect.signature(type(bot_named(name))).parameters
    return tuple(key for key in parameters if key != "seed")


def _imported(spec: str, module: str, attribute: str) -> _Imported:
    try:
        loaded = importlib.import_module(module)
    except ImportError as error:
        raise ArenaError(
            f"entrant {spec!r}: cannot import {module!r} ({error}): {_EXPECTED}"
        ) from None
    target: Any = loaded
    for part in attribute.split("."):
        if not hasattr(target, part):
            raise ArenaError(f"entrant {spec!r}: {module!r} has no {attribute!r}: {_EXPECTED}")
        target = getattr(target, part)
    if not callable(target):
        raise ArenaError(f"entrant {spec!r}: {attribute!r} is not callable: {_EXPECTED}")
    return _Imported(module, attribute)


def describe_failure(error: BaseException) -> str:
    """``Type: message`` of an exception, cut short."""
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return text if len(text) <= 200 else text[:199] + "…"
