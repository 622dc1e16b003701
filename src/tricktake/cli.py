"""The ``tricktake`` command: ``tricktake simulate`` and ``tricktake replay``.

The library has no runtime dependencies; the command line needs the ``cli`` extra
(``pip install 'tricktake[cli]'``), which brings in ``rich``. It is imported here, inside
``main``, so that importing :mod:`tricktake` never requires it.

Everything here goes through the public :class:`~tricktake.Game` protocol, so both
commands work for every registered game.
"""

from __future__ import annotations

import argparse
import json
import random
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import tricktake
from tricktake import CHANCE, RecordError, RulesError, TricktakeError
from tricktake.engine import AnyGame, find_game
from tricktake.engine import games as game_names
from tricktake.errors import quoted
from tricktake.options import named_in

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from tricktake.record import Record

__all__ = ["main"]

_NEEDS_CLI_EXTRA = "tricktake: the command line needs the 'cli' extra: pip install 'tricktake[cli]'"


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    Exit status 0 on success, 1 when a record cannot be read or replayed, 2 for bad
    arguments (an unknown game, preset or option included).
    """
    try:
        import rich  # noqa: F401  (checked first: rich.console may be cached without it)
        from rich.console import Console
    except ImportError:
        print(_NEEDS_CLI_EXTRA, file=sys.stderr)
        return 1
    try:
        args = _parser().parse_args(argv)
    except SystemExit as done:  # --help, --version and usage errors
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 2
    out = Console()
    err = Console(stderr=True)
    try:
        if args.command == "simulate":
            return _simulate(args, out, err)
        return _replay(args, out)
    except KeyboardInterrupt:
        _fail("interrupted")
        return 130


# ------------------------------------------------------------------ arguments
def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tricktake",
        description="Simulate and replay card games with the tricktake engines.",
    )
    parser.add_argument("--version", action="version", version=f"tricktake {tricktake.__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="play random games and summarise the scores",
        description="Play random games (uniformly random legal actions) and summarise them.",
    )
    simulate.add_argument("game", metavar="GAME", help=f"one of: {', '.join(game_names())}")
    simulate.add_argument("--preset", help="the preset (default: the game's first preset)")
    simulate.add_argument(
        "--option",
        dest="options",
        action="append",
        default=[],
        type=_option,
        metavar="KEY=VALUE",
        help="override an option of the preset; VALUE is JSON if it parses, else a string "
        "(repeatable)",
    )
    simulate.add_argument(
        "--games", type=_positive, default=100, metavar="N", help="games to play (default 100)"
    )
    simulate.add_argument(
        "--seed", type=int, default=0, metavar="S", help="seed of the random generator (default 0)"
    )
    simulate.add_argument(
        "--max-deals",
        type=_positive,
        default=1000,
        metavar="D",
        help="abandon a game that has not ended after D deals (default 1000)",
    )
    simulate.add_argument("--no-progress", action="store_true", help="do not show a progress bar")

    replay = commands.add_parser(
        "replay",
        help="replay a recorded game and print its scores deal by deal",
        description="Check a recorded game (JSON) by replaying it; print the scores deal by deal.",
    )
    replay.add_argument(
        "file", metavar="FILE", help="the record, a JSON file; - reads it from standard input"
    )
    return parser


class _Option(NamedTuple):
    """One ``--option KEY=VALUE``: the text as the user typed it, the key and the value."""

    text: str
    key: str
    value: object


def _option(text: str) -> _Option:
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
    return _Option(text, key.strip(), value)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: expected at least 1")
    return value


def _fail(message: object) -> None:
    print(f"tricktake: {message}", file=sys.stderr)


def _line(out: Console, text: str) -> None:
    """Print one line as it is: no markup, no highlighting, never wrapped."""
    out.print(text, markup=False, highlight=False, soft_wrap=True)


# ------------------------------------------------------------------ simulate
def _simulate(args: argparse.Namespace, out: Console, err: Console) -> int:
    from rich.progress import Progress
    from rich.table import Table

    try:
        game = tricktake.get_game(args.game)
        preset = args.preset if args.preset is not None else game.presets()[0]
        game.rules(preset)  # an unknown preset, before any option is blamed
        rules = _rules(game, preset, args.options)
        seats = game.info(rules).seats
        game.new(rules)  # a bad setup fails here, before any progress bar
    except TricktakeError as error:
        _fail(error)
        return 2

    rng = random.Random(args.seed)
    totals = [0] * seats
    wins = [0] * seats
    tallies: dict[str, tuple[int, int]] = {}
    deals = unfinished = 0
    with Progress(
        transient=True, console=err, disable=args.no_progress or not err.is_terminal
    ) as progress:
        task = progress.add_task(f"{game.name} {preset}", total=args.games)
        for _ in range(args.games):
            final, dealt = _play(game, rules, rng, args.max_deals)
            deals += dealt
            outcome = game.outcome(final)
            if outcome is None:  # its running totals are no final scores
                unfinished += 1
            else:
                for seat, score in enumerate(outcome.scores):
                    totals[seat] += score
                for seat in outcome.winners:
                    wins[seat] += 1
            for name, (hits, tries) in game.tallies(final).items():
                sum_hits, sum_tries = tallies.get(name, (0, 0))
                tallies[name] = (sum_hits + hits, sum_tries + tries)
            progress.advance(task)

    options = "".join(f", {option.key}={json.dumps(option.value)}" for option in args.options)
    title = f"{game.name} ({preset}{options}): {args.games} random games, seed {args.seed}"
    _line(out, title)
    seat_table = Table(title="Seats")
    seat_table.add_column("Seat", justify="right")
    seat_table.add_column("Mean final score", justify="right")
    seat_table.add_column("Wins", justify="right")
    finished = args.games - unfinished
    for seat in range(seats):
        mean = f"{totals[seat] / finished:.1f}" if finished else "-"
        seat_table.add_row(str(seat), mean, str(wins[seat]))
    out.print(seat_table)

    summary = Table(title="Summary")
    summary.add_column("Measure")
    summary.add_column("Value", justify="right")
    summary.add_row("Games", str(args.games))
    summary.add_row("Mean deals per game", f"{deals / args.games:.2f}")
    for name, (hits, tries) in tallies.items():
        summary.add_row(*_tally_row(name, hits, tries))
    if unfinished:
        deals_text = "1 deal" if args.max_deals == 1 else f"{args.max_deals} deals"
        summary.add_row(f"Games abandoned after {deals_text}", str(unfinished))
    out.print(summary)
    return 0


def _tally_row(name: str, hits: int, tries: int) -> tuple[Text, str]:
    """A summary row of a tally (``game.tallies``): ``Share of NAME`` as a percentage, or,
    for a name that starts with ``mean ``, the mean ``hits / tries`` itself."""
    from rich.text import Text

    if name.startswith("mean "):
        return Text(name[0].upper() + name[1:]), f"{hits / tries:.2f}" if tries else "-"
    return Text(f"Share of {name}"), f"{100 * hits / tries:.1f}%" if tries else "-"


def _rules(game: AnyGame, preset: str, options: Sequence[_Option]) -> Any:
    """``game.rules(preset, **options)``; a RulesError starts with the ``--option`` texts
    that its reason names, else with all of them (their combination fails)."""
    for index, option in enumerate(options):
        for earlier in options[:index]:
            if earlier.key == option.key:
                reason = f"option {option.key!r} is given more than once"
                raise RulesError(f"{_given([earlier, option])}: {reason}")
    try:
        return game.rules(preset, **{option.key: option.value for option in options})
    except RulesError as error:
        named = named_in(error, [option.key for option in options])
        culprits = [option for option in options if option.key in named] or list(options)
        raise RulesError(f"{_given(culprits)}: {error}", reason=str(error)) from None


def _given(options: Sequence[_Option]) -> str:
    """The options as the user typed them: ``--option pack=52 --option players=4``."""
    return " ".join(f"--option {_cut(option.text)}" for option in options)


def _cut(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _play(game: AnyGame, rules: object, rng: random.Random, max_deals: int) -> tuple[Any, int]:
    """One random game: the final state and the number of deals (chance actions)."""
    state = game.new(rules)
    deals = 0
    while not game.is_over(state):
        if game.to_move(state) is CHANCE:
            if deals == max_deals:
                break
            action = game.deal(state, rng)
            deals += 1
        else:
            action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    return state, deals


# -------------------------------------------------------------------- replay
def _replay(args: argparse.Namespace, out: Console) -> int:
    from rich.table import Table
    from rich.text import Text

    from tricktake import record as records

    rows: list[tuple[int, ...]] = []  # the scores after each deal
    try:
        record = _load(args.file)
        game = find_game(record.game)
        state: Any = None
        for index, state in enumerate(records.replay_states(record)):
            # A deal ends where the next one is due, or where the game ends.
            if index and (game.to_move(state) is CHANCE or game.is_over(state)):
                rows.append(game.scores(state))
    except FileNotFoundError:
        _fail(f"{args.file}: no such file")
        return 1
    except OSError as error:
        _fail(f"{args.file}: cannot read the record: {error.strerror or error}")
        return 1
    except TricktakeError as error:  # every message names the record it is about
        _fail(f"{_source(args.file)}: {error}")
        return 1

    plain = records.Options(record.options).to_json()
    seats = game.info(game.rules(record.preset, **plain)).seats
    names = _names(record.players, seats)
    options = "".join(f", {key}={json.dumps(value)}" for key, value in plain.items())
    source = _source(args.file)
    first = names[record.first_dealer]
    _line(out, f"{source}: {record.game} ({record.preset}{options}), first dealer {first}")
    table = Table(title="Scores after each deal")
    table.add_column("Deal", justify="right")
    for name in names:
        table.add_column(Text(name), justify="right")
    for number, scores in enumerate(rows, start=1):
        table.add_row(str(number), *map(str, scores))
    out.print(table)

    outcome = game.outcome(state)
    if outcome is None:
        _line(out, f"Game not over; running scores: {_listed(names, game.scores(state))}")
    else:
        _line(out, f"Final scores: {_listed(names, outcome.scores)}")
        _line(out, f"Winners: {', '.join(names[seat] for seat in outcome.winners)}")
    return 0


def _load(file: str) -> Record:
    """The record in ``file``; ``-`` reads it from standard input, and a pipe such as
    ``<(...)`` is read as standard input is (the library reads regular files only).

    :raises RecordError: for a directory or a record that is not valid.
    :raises OSError: when the file cannot be read.
    """
    from tricktake import record as records

    if file == "-":
        return _load_bytes(sys.stdin.buffer.read())
    if not file:
        raise RecordError("an empty file name: expected a record file, or - for standard input")
    path = Path(file)
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise RecordError("is a directory, not a record file")
    if not stat.S_ISREG(mode):
        return _load_bytes(path.read_bytes())
    return records.load(path)


def _load_bytes(data: bytes) -> Record:
    """The record in ``data``, read from standard input or a pipe."""
    from tricktake import record as records

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        offset = error.start
        bad = f"byte 0x{data[offset]:02x} at offset {offset}"
        raise RecordError(f"not UTF-8 text ({bad})") from None
    start = text.lstrip()
    if start[:1] not in ("{", "["):  # load would take any other text for a file's path
        got = quoted(start.split("\n", 1)[0], 40) if start else "nothing"
        raise RecordError(f"expected a record (a JSON object), got {got}")
    return records.load(text)


def _source(file: str) -> str:
    """How the output names the record's source."""
    return "standard input" if file == "-" else file or "''"


def _listed(names: Sequence[str], scores: Sequence[int]) -> str:
    return ", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))


def _names(players: Sequence[str] | None, seats: int) -> list[str]:
    """The players' names from the record, else ``seat 0``, ``seat 1`` ..."""
    if players is not None and len(players) == seats:
        return list(players)
    return [f"seat {seat}" for seat in range(seats)]


if __name__ == "__main__":
    raise SystemExit(main())
