"""The ``tricktake`` command: ``tricktake play``, ``simulate``, ``arena``, ``replay``, ``rules``,
``games``, ``presets`` and ``options``, which list what there is to play, and ``serve``,
the web table.

The library has no runtime dependencies; the command line needs the ``cli`` extra
(``pip install 'tricktake[cli]'``), which brings in ``rich``. It is imported here, inside
``main``, so that importing :mod:`tricktake` never requires it.

Everything here goes through the public :class:`~tricktake.Game` protocol, so every
command works for every registered game.
"""

from __future__ import annotations

import argparse
import json
import random
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

import tricktake
from tricktake import CHANCE, RecordError, TricktakeError
from tricktake.bots import Bot, bot_named
from tricktake.errors import quoted
from tricktake.game import AnyGame
from tricktake.registry import find_game
from tricktake.stats import interval

from .arena import add_arena_parser, arena_command
from .catalog import COMMANDS, add_catalog_parsers, catalog_command
from .common import chosen_rules, fail, game_and_rules, line, positive
from .rules import add_rules_parser, rules_command
from .serve import add_serve_parser, serve_command

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
    arguments = sys.argv[1:] if argv is None else argv
    # serve is the one command without rich: the web table needs the web extra instead.
    if arguments[:1] != ["serve"] and not _has_rich():
        print(_NEEDS_CLI_EXTRA, file=sys.stderr)
        return 1
    try:
        args = _parser().parse_args(arguments)
    except SystemExit as done:  # --help, --version and usage errors
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 2
    if args.command == "serve":
        return serve_command(args)
    from rich.console import Console

    out = Console()
    err = Console(stderr=True)
    try:
        if args.command == "simulate":
            return _simulate(args, out, err)
        if args.command == "play":
            return _play_command(args, out, sys.stdin)
        if args.command == "arena":
            return arena_command(args, out, err)
        if args.command == "rules":
            return rules_command(args, out)
        if args.command in COMMANDS:
            return catalog_command(args, out)
        return _replay(args, out)
    except KeyboardInterrupt:
        fail("interrupted")
        return 130


def _has_rich() -> bool:
    """Whether rich, which the commands but ``serve`` need, can be imported."""
    try:
        # rich is checked first: rich.console may be cached without it.
        import rich  # noqa: F401  # pyright: ignore[reportUnusedImport]
        from rich.console import Console  # noqa: F401  # pyright: ignore[reportUnusedImport]
    except ImportError:
        return False
    return True


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
    game_and_rules(simulate, "; VALUE is JSON if it parses, else a string")
    simulate.add_argument(
        "--games", type=positive, default=100, metavar="N", help="games to play (default 100)"
    )
    simulate.add_argument(
        "--seed", type=int, default=0, metavar="S", help="seed of the random generator (default 0)"
    )
    simulate.add_argument(
        "--max-deals",
        type=positive,
        default=1000,
        metavar="D",
        help="abandon a game that has not ended after D deals (default 1000)",
    )
    simulate.add_argument("--no-progress", action="store_true", help="do not show a progress bar")
    simulate.add_argument(
        "--bots",
        type=_bot_list,
        metavar="B,B,...",
        help="the bot of each seat, random or search (one name: every seat); with it each "
        "seat's mean final score gets a 95%% confidence interval",
    )
    _search_settings(simulate)

    play = commands.add_parser(
        "play",
        help="play a game against bots at the terminal",
        description="Play a game against bots: type actions in the game's notation "
        "('play AS', 'bid 6C 7H 8D', 'pass' ...); '?' lists the legal actions.",
    )
    game_and_rules(play)
    play.add_argument("--seat", type=int, default=0, metavar="S", help="your seat (default 0)")
    play.add_argument(
        "--bots",
        type=_bot_list,
        default=["search"],
        metavar="B,B,...",
        help="the other seats' bots, random or search: one name for all, or one per "
        "other seat in seat order (default search)",
    )
    play.add_argument(
        "--seed", type=int, default=None, metavar="N", help="seed of the deals and bots"
    )
    play.add_argument(
        "--deals", type=positive, default=None, metavar="N", help="stop after N deals"
    )
    play.add_argument(
        "--names",
        type=_name_list,
        default=None,
        metavar="A,B,...",
        help="the players' names in seat order, kept in the saved record (default Seat 0, "
        "Seat 1, ...); your seat is shown as 'you'",
    )
    play.add_argument("--fast", action="store_true", help="no pause before each bot's move")
    _search_settings(play)

    replay = commands.add_parser(
        "replay",
        help="replay a recorded game and print its scores deal by deal",
        description="Check a recorded game (JSON) by replaying it; print the scores deal by deal.",
    )
    replay.add_argument(
        "file", metavar="FILE", help="the record, a JSON file; - reads it from standard input"
    )
    replay.add_argument(
        "--step",
        action="store_true",
        help="walk through the game, waiting for Enter after each trick or sequence",
    )
    replay.add_argument(
        "--seat", type=int, default=None, metavar="S", help="show only what seat S saw"
    )
    add_arena_parser(commands)
    add_rules_parser(commands)
    add_catalog_parsers(commands)
    add_serve_parser(commands)
    return parser


def _bot_list(text: str) -> list[str]:
    from tricktake.bots import BOT_NAMES

    names = [name.strip() for name in text.split(",")]
    for name in names:
        if name not in BOT_NAMES:
            known = ", ".join(BOT_NAMES)
            raise argparse.ArgumentTypeError(f"unknown bot {name!r}: expected one of {known}")
    return names


def _name_list(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise argparse.ArgumentTypeError(f"{text!r}: expected names separated by commas")
    return names


def _search_settings(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--samples", type=positive, default=16, metavar="N", help="search bot: worlds per move"
    )
    parser.add_argument(
        "--rollouts",
        type=positive,
        default=2,
        metavar="N",
        help="search bot: playouts per world and action",
    )


# ------------------------------------------------------------------ simulate
def _simulate(args: argparse.Namespace, out: Console, err: Console) -> int:
    from rich.progress import Progress
    from rich.table import Table

    try:
        game, preset, rules = chosen_rules(args)
        seats = game.info(rules).seats
        game.new(rules)  # a bad setup fails here, before any progress bar
    except TricktakeError as error:
        fail(error)
        return 2

    bots = None
    if args.bots is not None:
        kinds: list[str] = args.bots * seats if len(args.bots) == 1 else args.bots
        if len(kinds) != seats:
            fail(f"--bots: {len(kinds)} bots for {seats} seats: expected one name or {seats}")
            return 2
        bots = _bots(kinds, args.seed, args)
    rng = random.Random(args.seed)
    finals: list[list[int]] = [[] for _ in range(seats)]
    totals = [0] * seats
    wins = [0] * seats
    tallies: dict[str, tuple[int, int]] = {}
    deals = unfinished = 0
    with Progress(
        transient=True, console=err, disable=args.no_progress or not err.is_terminal
    ) as progress:
        task = progress.add_task(f"{game.name} {preset}", total=args.games)
        for _ in range(args.games):
            final, dealt = _play(game, rules, rng, args.max_deals, bots)
            deals += dealt
            outcome = game.outcome(final)
            if outcome is None:  # its running totals are no final scores
                unfinished += 1
            else:
                for seat, score in enumerate(outcome.scores):
                    totals[seat] += score
                    finals[seat].append(score)
                for seat in outcome.winners:
                    wins[seat] += 1
            for name, (hits, tries) in game.tallies(final).items():
                sum_hits, sum_tries = tallies.get(name, (0, 0))
                tallies[name] = (sum_hits + hits, sum_tries + tries)
            progress.advance(task)

    options = "".join(f", {option.key}={json.dumps(option.value)}" for option in args.options)
    kind = "random" if bots is None else "bot"
    title = f"{game.name} ({preset}{options}): {args.games} {kind} games, seed {args.seed}"
    line(out, title)
    seat_table = Table(title="Seats")
    seat_table.add_column("Seat", justify="right")
    if bots is not None:
        seat_table.add_column("Bot")
    seat_table.add_column("Mean final score", justify="right")
    if bots is not None:
        seat_table.add_column("95% interval", justify="right")
    seat_table.add_column("Wins", justify="right")
    finished = args.games - unfinished
    for seat in range(seats):
        mean = f"{totals[seat] / finished:.1f}" if finished else "-"
        if bots is None:
            seat_table.add_row(str(seat), mean, str(wins[seat]))
        else:
            low, high = interval(finals[seat])
            bounds = f"{low:.1f} .. {high:.1f}" if finished else "-"
            seat_table.add_row(str(seat), repr(bots[seat]), mean, bounds, str(wins[seat]))
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
    """A summary row of a tally (``game.tallies``): ``Share of NAME`` as the hits, the
    tries and the percentage (``3 of 8 (37.5%)``, or ``0 of 0`` with no try), or, for a
    name that starts with ``mean ``, the mean ``hits / tries`` itself."""
    from rich.text import Text

    if name.startswith("mean "):
        return Text(name[0].upper() + name[1:]), f"{hits / tries:.2f}" if tries else "-"
    share = f"{hits} of {tries}" + (f" ({100 * hits / tries:.1f}%)" if tries else "")
    return Text(f"Share of {name}"), share


def _play(
    game: AnyGame,
    rules: object,
    rng: random.Random,
    max_deals: int,
    bots: Sequence[Bot[Any, Any]] | None = None,
) -> tuple[Any, int]:
    """One game: the final state and the number of deals (chance actions). Without
    ``bots``, random legal actions drawn from ``rng``; with them, each seat's bot acts
    on its view."""
    state = game.new(rules)
    deals = 0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is CHANCE:
            if deals == max_deals:
                break
            action = game.deal(state, rng)
            deals += 1
        elif bots is not None and actor is not None:
            action = bots[actor].act(game, game.view(state, actor))
        else:
            action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    return state, deals


def _bots(kinds: Sequence[str], seed: int | None, args: argparse.Namespace) -> list[Bot[Any, Any]]:
    """A bot per seat, each seeded from ``seed`` and its seat (unseeded without one)."""
    return [
        bot_named(
            kind,
            seed=None if seed is None else seed * 1000 + seat,
            **({"samples": args.samples, "rollouts": args.rollouts} if kind == "search" else {}),
        )
        for seat, kind in enumerate(kinds)
    ]


# ---------------------------------------------------------------------- play
def _play_command(args: argparse.Namespace, out: Console, stream: TextIO) -> int:
    from .play import play_session, save_offer

    try:
        game, _preset, rules = chosen_rules(args)
        seats = game.info(rules).seats
        game.new(rules)
    except TricktakeError as error:
        fail(error)
        return 2
    if not 0 <= args.seat < seats:
        fail(f"--seat {args.seat}: expected a seat from 0 to {seats - 1}")
        return 2
    kinds: list[str] = list(args.bots)
    if len(kinds) == 1:
        kinds *= seats - 1
    if len(kinds) != seats - 1:
        fail(
            f"--bots: {len(kinds)} bots for {seats - 1} other seats: "
            f"expected one name or {seats - 1}"
        )
        return 2
    if args.names is not None and len(args.names) != seats:
        fail(f"--names: {len(args.names)} names for {seats} seats: expected {seats}")
        return 2
    kinds.insert(args.seat, "random")  # the person's seat: never asked
    bots: list[Bot[Any, Any] | None] = list(_bots(kinds, args.seed, args))
    bots[args.seat] = None
    session = play_session(
        game,
        rules,
        args.seat,
        bots,
        random.Random(args.seed),
        out,
        stream,
        pause=0.0 if args.fast else 0.6,
        deals=args.deals,
        players=args.names,
    )
    save_offer(out, stream, session)
    return 0


# -------------------------------------------------------------------- replay
def _replay(args: argparse.Namespace, out: Console) -> int:
    from rich.table import Table
    from rich.text import Text

    from tricktake import record as records

    if args.step and args.file == "-":
        fail("--step reads Enter from standard input: expected the record as a file")
        return 2
    rows: list[tuple[int, ...]] = []  # the scores after each deal
    states: list[Any] = []
    try:
        record = _load(args.file)
        game = find_game(record.game)
        state: Any = None
        for index, state in enumerate(records.replay_states(record)):
            states.append(state)
            # A deal ends where the next one is due, or where the game ends.
            if index and (game.to_move(state) is CHANCE or game.is_over(state)):
                rows.append(game.scores(state))
    except FileNotFoundError:
        fail(f"{args.file}: no such file")
        return 1
    except OSError as error:
        fail(f"{args.file}: cannot read the record: {error.strerror or error}")
        return 1
    except TricktakeError as error:  # every message names the record it is about
        fail(f"{_source(args.file)}: {error}")
        return 1

    plain = records.Options(record.options).to_json()
    seats = game.info(game.rules(record.preset, **plain)).seats
    names = _names(record.players, seats)
    options = "".join(f", {key}={json.dumps(value)}" for key, value in plain.items())
    source = _source(args.file)
    if args.seat is not None and not 0 <= args.seat < seats:
        fail(f"--seat {args.seat}: expected a seat from 0 to {seats - 1}")
        return 2
    if args.step or args.seat is not None:
        _walk(game, record, states, names, args, out, sys.stdin)
    first = names[record.first_dealer]
    line(out, f"{source}: {record.game} ({record.preset}{options}), first dealer {first}")
    table = Table(title="Scores after each deal")
    table.add_column("Deal", justify="right")
    for name in names:
        table.add_column(Text(name), justify="right")
    for number, scores in enumerate(rows, start=1):
        table.add_row(str(number), *map(str, scores))
    out.print(table)

    outcome = game.outcome(state)
    if outcome is None:
        line(out, f"Game not over; running scores: {_listed(names, game.scores(state))}")
    else:
        line(out, f"Final scores: {_listed(names, outcome.scores)}")
        line(out, f"Winners: {', '.join(names[seat] for seat in outcome.winners)}")
    return 0


def _walk(
    game: AnyGame,
    record: Record,
    states: Sequence[Any],
    names: Sequence[str],
    args: argparse.Namespace,
    out: Console,
    stream: TextIO,
) -> None:
    """Show a recorded game action by action: who acted and what, then the events of
    the transition; with ``--seat``, only what that seat saw (its own actions, the deal
    as it saw it, the events it may see); with ``--step``, wait for Enter after each
    deal, trick or sequence (every transition that did more than the action itself)."""
    from rich.text import Text

    from .play import seat_name, show_table

    seat = args.seat
    for index, text in enumerate(record.actions):
        before, state = states[index], states[index + 1]
        actor = game.to_move(before)
        events = game.events(state, seat)
        if actor is CHANCE:
            out.rule(f"Deal {game.view(before, seat).deal_number}")
            if seat is not None:  # the deal as the seat saw it
                seen = game.view(state, seat).history
                text = next((h.text for h in seen if h.actor is CHANCE), text)
            line(out, f"chance: {text}")
        else:
            # The event that restates the action is shown as the action's line: the
            # whole action where the viewer saw it, else what the viewer saw of it.
            told = next((e for e in map(str, events) if _restates(e, actor, text)), None)
            if seat is None or actor == seat:
                line(out, f"{seat_name(actor, names)}: {text}")
            elif told is not None:
                line(out, f"{seat_name(actor, names)}: {told.partition(' ')[2]}")
            events = tuple(e for e in events if str(e) != told)
        for event in events:
            line(out, f"  {event}")
        over = game.is_over(state) or game.to_move(state) is CHANCE
        if over:
            scores = ", ".join(f"{n} {v}" for n, v in zip(names, game.scores(state), strict=True))
            line(out, f"Scores: {scores}")
        if args.step and (actor is CHANCE or len(events) > 1 or over):
            if seat is not None and not over:
                show_table(out, game.view(state, seat), names)
            out.print(Text("[Enter: next, q: stop] "), end="")
            answer = stream.readline()
            if not answer or answer.strip().lower() in ("q", "quit"):
                out.print()
                return


def _restates(event: str, actor: object, text: str) -> bool:
    """Whether the event text ``event`` is the action ``text`` of seat ``actor`` as a
    log writes it (``2 play JH``), or the start of it that its audience may see (a
    hidden bid's ``2 bid``)."""
    action = f"{actor} {text}"
    return event.startswith(f"{actor} ") and (action == event or action.startswith(event + " "))


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
    """The players' names from the record, else those ``play`` gives: ``Seat 0``,
    ``Seat 1`` ..."""
    from .play import default_names

    if players is not None and len(players) == seats:
        return list(players)
    return default_names(seats)


if __name__ == "__main__":
    raise SystemExit(main())
