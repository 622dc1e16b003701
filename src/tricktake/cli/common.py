"""What the commands share: the arguments that choose a game and its rules, the
parsers of argument values, and printing a line or an error."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from tricktake import RulesError
from tricktake.game import AnyGame
from tricktake.options import named_in
from tricktake.registry import find_game
from tricktake.registry import games as game_names

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "Option",
    "chosen_rules",
    "cut",
    "fail",
    "game_and_rules",
    "given",
    "line",
    "parse_option",
    "positive",
    "rules_for",
]


def game_and_rules(parser: argparse.ArgumentParser, value: str = "") -> None:
    """The arguments that choose the game and its rules: GAME, --preset, --option."""
    parser.add_argument("game", metavar="GAME", help=f"one of: {', '.join(game_names())}")
    parser.add_argument("--preset", help="the preset (default: the game's first preset)")
    parser.add_argument(
        "--option",
        dest="options",
        action="append",
        default=[],
        type=parse_option,
        metavar="KEY=VALUE",
        help=f"override an option of the preset{value} (repeatable)",
    )


class Option(NamedTuple):
    """One ``--option KEY=VALUE``: the text as the user typed it, the key and the value."""

    text: str
    key: str
    value: object


def parse_option(text: str) -> Option:
    """An :class:`Option` of ``KEY=VALUE``, the value JSON if it parses, else text."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{text!r}: expected KEY=VALUE")
    try:
        value: object = json.loads(raw)
    except ValueError:
        value = raw
    except RecursionError:
        reason = f"{key.strip()}: the JSON value is nested too deeply"
        raise argparse.ArgumentTypeError(reason) from None
    return Option(text, key.strip(), value)


def positive(text: str) -> int:
    """A whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: expected at least 1")
    return value


def fail(message: object) -> None:
    """Print ``tricktake: message`` to standard error."""
    print(f"tricktake: {message}", file=sys.stderr)


def line(out: Console, text: str) -> None:
    """Print one line as it is: no markup, no highlighting, never wrapped."""
    out.print(text, markup=False, highlight=False, soft_wrap=True)


def chosen_rules(args: argparse.Namespace) -> tuple[AnyGame, str, Any]:
    """The game, the preset (default: the game's first) and the rules that the arguments
    of :func:`game_and_rules` choose.

    :raises TricktakeError: for an unknown game or preset (blaming no option), or bad
        options (:func:`rules_for`).
    """
    game = find_game(args.game)
    preset: str = args.preset if args.preset is not None else game.presets()[0]
    game.rules(preset)  # an unknown preset, before any option is blamed
    return game, preset, rules_for(game, preset, args.options)


def rules_for(game: AnyGame, preset: str, options: Sequence[Option]) -> Any:
    """``game.rules(preset, **options)``; a RulesError starts with the ``--option`` texts
    that its reason names, else with all of them (their combination fails), and where
    other presets take the options, it ends with ``try --preset P`` (and the others)."""
    for index, option in enumerate(options):
        for earlier in options[:index]:
            if earlier.key == option.key:
                reason = f"option {option.key!r} is given more than once"
                raise RulesError(f"{given([earlier, option])}: {reason}")
    try:
        return game.rules(preset, **{option.key: option.value for option in options})
    except RulesError as error:
        named = named_in(error, [option.key for option in options])
        culprits = [option for option in options if option.key in named] or list(options)
        reason = str(error)
        if error.presets:
            first, *others = error.presets
            also = f" (or {', '.join(others)})" if others else ""
            reason = f"{error.reason}; try --preset {first}{also}"
        raise RulesError(f"{given(culprits)}: {reason}", reason=reason) from None


def given(options: Sequence[Option]) -> str:
    """The options as the user typed them: ``--option pack=52 --option players=4``."""
    return " ".join(f"--option {cut(option.text)}" for option in options)


def cut(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
