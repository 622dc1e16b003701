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
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import tricktake
from tricktake import CHANCE, RulesError, TricktakeError
from tricktake.engine import AnyGame
from tricktake.engine import games as game_names

if TYPE_CHECKING:
    from rich.console import Console

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
    replay.add_argument("file", metavar="FILE", help="the record, a JSON file")
    return parser


def _option(text: str) -> tuple[str, object]:
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
    return key.strip(), value


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
        keys = [key for key, _ in args.options]
        for key in keys:
            if keys.count(key) > 1:
                raise RulesError(f"option {key!r} is given more than once")
        rules = game.rules(preset, **dict(args.options))
        game.new(rules)  # a bad setup fails here, before any progress bar
    except TricktakeError as error:
        _fail(error)
        return 2

    rng = random.Random(args.seed)
    seats = 0
    totals: list[float] = []
    wins: list[int] = []
    deals = 0
    made = bids = 0
    has_results = True
    unfinished = 0
    with Progress(
        transient=True, console=err, disable=args.no_progress or not err.is_terminal
    ) as progress:
        task = progress.add_task(f"{game.name} {preset}", total=args.games)
        for _ in range(args.games):
            final, dealt = _play(game, rules, rng, args.max_deals)
            deals += dealt
            scores = game.scores(final)
            if not seats:
                seats = len(scores)
                totals = [0.0] * seats
                wins = [0] * seats
            for seat, score in enumerate(scores):
                totals[seat] += score
            public = game.to_json(game.view(final, None))
            if game.is_over(final):
                for seat in _winners(public, scores):
                    wins[seat] += 1
            else:
                unfinished += 1
            results = public.get("results")
            if results is None:
                has_results = False
            else:
                for result in results:
                    succeeded = result["succeeded"][:seats]
                    made += sum(1 for ok in succeeded if ok)
                    bids += len(succeeded)
            progress.advance(task)

    options = "".join(f", {key}={json.dumps(value)}" for key, value in args.options)
    title = f"{game.name} ({preset}{options}): {args.games} random games, seed {args.seed}"
    _line(out, title)
    seat_table = Table(title="Seats")
    seat_table.add_column("Seat", justify="right")
    seat_table.add_column("Mean score", justify="right")
    seat_table.add_column("Wins", justify="right")
    for seat in range(seats):
        seat_table.add_row(str(seat), f"{totals[seat] / args.games:.1f}", str(wins[seat]))
    out.print(seat_table)

    summary = Table(title="Summary")
    summary.add_column("Measure")
    summary.add_column("Value", justify="right")
    summary.add_row("Games", str(args.games))
    summary.add_row("Mean deals per game", f"{deals / args.games:.2f}")
    if has_results:
        share = f"{100 * made / bids:.1f}%" if bids else "-"
        summary.add_row("Share of bids made", share)
    if unfinished:
        summary.add_row(f"Games abandoned after {args.max_deals} deals", str(unfinished))
    out.print(summary)
    return 0


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


def _winners(public: dict[str, Any], scores: Sequence[int]) -> tuple[int, ...]:
    """The winning seats: the view's ``winners`` where the game has them, else the top scores."""
    named = public.get("winners")
    if isinstance(named, list):  # hands; a dummy hand (a number past the seats) is no seat
        return tuple(seat for seat in named if isinstance(seat, int) and seat < len(scores))
    top = max(scores)
    return tuple(seat for seat, score in enumerate(scores) if score == top)


# -------------------------------------------------------------------- replay
def _replay(args: argparse.Namespace, out: Console) -> int:
    from rich.table import Table
    from rich.text import Text

    from tricktake import record as records

    rows: list[tuple[int, object, tuple[int, ...]]] = []
    try:
        record = records.load(Path(args.file))
        game = tricktake.get_game(record.game)
        dealer: object = None
        state: Any = None
        for index, state in enumerate(records.replay_states(record)):
            if game.to_move(state) is CHANCE:
                if index:  # the deal that just ended
                    rows.append((len(rows) + 1, dealer, game.scores(state)))
                dealer = game.to_json(game.view(state, None)).get("dealer")
            elif game.is_over(state) and index:
                rows.append((len(rows) + 1, dealer, game.scores(state)))
    except FileNotFoundError:
        _fail(f"{args.file}: no such file")
        return 1
    except OSError as error:
        _fail(f"{args.file}: cannot read the record: {error.strerror or error}")
        return 1
    except TricktakeError as error:
        _fail(error)
        return 1

    seats = len(game.scores(state))
    names = _names(record.players, seats)
    overrides = record.options
    plain = overrides.to_json() if isinstance(overrides, records.Options) else dict(overrides)
    options = "".join(f", {key}={json.dumps(value)}" for key, value in plain.items())
    _line(out, f"{args.file}: {record.game} ({record.preset}{options})")
    table = Table(title="Scores after each deal")
    table.add_column("Deal", justify="right")
    table.add_column("Dealer")
    for name in names:
        table.add_column(Text(name), justify="right")
    for number, deal_dealer, scores in rows:
        shown = names[deal_dealer] if isinstance(deal_dealer, int) and deal_dealer < seats else "-"
        table.add_row(str(number), Text(shown), *map(str, scores))
    out.print(table)

    scores = game.scores(state)
    listed = ", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))
    if game.is_over(state):
        public = game.to_json(game.view(state, None))
        winners = ", ".join(names[seat] for seat in _winners(public, scores))
        _line(out, f"Final scores: {listed}")
        _line(out, f"Winners: {winners}")
    else:
        _line(out, f"Game not over; running scores: {listed}")
    return 0


def _names(players: Sequence[str] | None, seats: int) -> list[str]:
    """The players' names from the record, else ``seat 0``, ``seat 1`` ..."""
    if players is not None and len(players) == seats:
        return list(players)
    return [f"seat {seat}" for seat in range(seats)]


if __name__ == "__main__":
    raise SystemExit(main())
