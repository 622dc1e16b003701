"""``tricktake games``, ``tricktake presets GAME`` and ``tricktake options GAME``: what
there is to play, read from the registry and each game's declared options
(:func:`tricktake.options.describe`), never from a list kept by hand.

``games`` lists each game's name, title, number of presets and numbers of players;
``presets GAME`` each preset, its players and what it changes from the game's default
preset; ``options GAME [--preset P]`` each option with its type, its value under the
preset (and the default where that differs), the values it allows and what it does.
An unknown game or preset is an error (exit status 2) with the library's message.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tricktake import TricktakeError
from tricktake.options import changes, describe
from tricktake.registry import find_game
from tricktake.registry import games as game_names

if TYPE_CHECKING:
    from rich.console import Console

    from tricktake.game import AnyGame

__all__ = ["COMMANDS", "add_catalog_parsers", "catalog_command"]

COMMANDS = ("games", "presets", "options")
"""The commands of this module."""


def add_catalog_parsers(commands: Any) -> None:
    """Add the ``games``, ``presets`` and ``options`` commands to the subparsers
    ``commands``."""
    commands.add_parser(
        "games",
        help="list the games: name, title, presets and players",
        description="List the games: each game's name, title, number of presets and "
        "numbers of players.",
    )
    presets = commands.add_parser(
        "presets",
        help="list a game's presets and what each changes from the default",
        description="List the presets of GAME: each preset's players and the options it "
        "changes from the game's default preset (the first).",
    )
    presets.add_argument("game", metavar="GAME", help=f"one of: {', '.join(game_names())}")
    options = commands.add_parser(
        "options",
        help="list a game's options: type, value, allowed values",
        description="List the options of GAME that --option KEY=VALUE sets: each option's "
        "type, its value under the preset (and the default where that differs), the values "
        "it allows and what it does.",
    )
    options.add_argument("game", metavar="GAME", help=f"one of: {', '.join(game_names())}")
    options.add_argument(
        "--preset", help="show the values under this preset (default: the game's first preset)"
    )


def catalog_command(args: argparse.Namespace, out: Console) -> int:
    """Print what ``args.command`` lists; 2 for an unknown game or preset."""
    try:
        if args.command == "games":
            lines = _games()
        elif args.command == "presets":
            lines = _presets(find_game(args.game))
        else:
            lines = _options(find_game(args.game), args.preset)
    except TricktakeError as error:
        print(f"tricktake: {error}", file=sys.stderr)
        return 2
    for line in lines:
        out.print(line, markup=False, highlight=False, soft_wrap=True)
    return 0


def _json(value: object) -> str:
    """An option value as ``--option`` takes it: JSON."""
    return json.dumps(value, ensure_ascii=False)


def _columns(rows: Iterable[tuple[str, ...]]) -> list[str]:
    """``rows`` as lines of left-aligned columns, two spaces apart."""
    table = list(rows)
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    return [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in table
    ]


def _counts(numbers: Iterable[int]) -> str:
    """Numbers of players: ``4``, ``2-5`` for a run, else ``3, 5``."""
    values = sorted(set(numbers))
    if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}-{values[-1]}"
    return ", ".join(map(str, values))


def _seats(game: AnyGame, preset: str) -> int:
    """The seats of ``preset``: every game's rules say them (``game.info`` would build
    the tables of each preset to say the same)."""
    players: int = game.rules(preset).players
    return players


def _games() -> list[str]:
    rows = [("GAME", "TITLE", "PRESETS", "PLAYERS")]
    for name in game_names():
        game = find_game(name)
        presets = game.presets()
        players = _counts(_seats(game, preset) for preset in presets)
        rows.append((name, game.title, str(len(presets)), players))
    return [*_columns(rows), "", "tricktake presets GAME lists a game's presets."]


def _presets(game: AnyGame) -> list[str]:
    presets = game.presets()
    default = game.rules(presets[0])
    rows = [("PRESET", "PLAYERS", "CHANGES FROM THE DEFAULT")]
    for preset in presets:
        changed = changes(game.rules(preset), default)
        text = ", ".join(f"{key}={_json(value)}" for key, value in changed.items())
        shown = "(the default)" if preset == presets[0] else text or "(the same options)"
        rows.append((preset, str(_seats(game, preset)), shown))
    return [
        f"{game.title}: {len(presets)} presets; the default is {presets[0]}",
        *_columns(rows),
        "",
        f"tricktake options {game.name} --preset P lists a preset's options.",
    ]


def _options(game: AnyGame, preset: str | None) -> list[str]:
    name = game.presets()[0] if preset is None else preset
    rules: object = game.rules(name)
    infos = describe(type(rules))
    values = changes(rules, type(rules)())  # the values that are not the default
    lines = [
        f"{game.title} options under the preset {name}: {len(infos)} options; "
        "set one with --option NAME=VALUE (VALUE in JSON)",
    ]
    for info in infos:
        value = _json(values.get(info.name, info.default))
        default = "" if info.name not in values else f"  (default {_json(info.default)})"
        lines += ["", f"{info.name}: {info.type} = {value}{default}"]
        lines.append(f"    allowed: {info.allowed}")
        if info.doc:
            lines.append(f"    {info.doc.replace('``', '')}")  # reST literals, plain
    return lines
