"""``tricktake arena GAME --bots B,B,... --deals N``: a tournament between bots
(:mod:`tricktake.arena`), and its standings.

Duplicate deals by default (``--plain``: each deal once); more bots than seats make a
round robin. The boards run in local processes on every core (``--backend processes``,
``--workers N``), in this process (``serial``) or on a Ray cluster (``ray``, the ``ray``
extra, ``--address A``). ``--out FILE.jsonl`` streams the results to a file, and a run
given the same file again resumes it. The standings give each bot's mean score change
per board with a 95% interval and its faults; the ratings follow where openskill (the
``ratings`` extra) is installed, and ``--plot FILE.png`` (the ``plot`` extra) draws them.
Bad arguments, an unknown bot, a results file of another tournament, a missing extra:
the message and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any

from tricktake import TricktakeError
from tricktake.errors import ArenaError

from .common import chosen_rules, fail, game_and_rules, line, positive

if TYPE_CHECKING:
    from rich.console import Console

    from tricktake.arena import ArenaResults, Executor
    from tricktake.arena.ratings import Rating

__all__ = ["add_arena_parser", "arena_command"]

BACKENDS = ("serial", "processes", "ray")
"""The executors that ``--backend`` chooses from."""


def add_arena_parser(commands: Any) -> None:
    """Add the ``arena`` command to the subparsers ``commands``."""
    parser = commands.add_parser(
        "arena",
        help="a tournament between bots over seeded, duplicate deals",
        description="Play bots against each other over seeded deals, each deal replayed "
        "with the seats rotated (duplicate), and print the standings.",
    )
    game_and_rules(parser, "; VALUE is JSON if it parses, else a string")
    parser.add_argument(
        "--bots",
        required=True,
        metavar="B,B,...",
        help="the entrants: random, search, search:samples=4,rollouts=1 (a bot with its "
        "settings) or package.module:Name (your bot class or factory, called with seed=); "
        "fewer than the seats fill them in turn, more make a round robin",
    )
    parser.add_argument("--deals", type=positive, required=True, metavar="N", help="deals to play")
    parser.add_argument(
        "--seed", type=int, default=0, metavar="S", help="seed of the deals (default 0)"
    )
    parser.add_argument(
        "--plain", action="store_true", help="play each deal once, without rotating the seats"
    )
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default="processes",
        help="where the boards are played (default processes: every core)",
    )
    parser.add_argument(
        "--workers",
        type=positive,
        metavar="N",
        help="processes, or the CPUs of the local Ray cluster (default: all); not with "
        "--address, whose cluster has its own",
    )
    parser.add_argument(
        "--address", metavar="A", help="with --backend ray: the cluster (default: a local one)"
    )
    parser.add_argument(
        "--batch", type=positive, metavar="N", help="boards per task (default: about 0.5 s)"
    )
    parser.add_argument(
        "--out", metavar="FILE.jsonl", help="stream the results to FILE; an existing one resumes"
    )
    parser.add_argument(
        "--plot",
        metavar="FILE.png",
        help="draw the score changes and ratings (needs the plot and ratings extras)",
    )
    parser.add_argument("--no-progress", action="store_true", help="do not show a progress bar")


def arena_command(args: argparse.Namespace, out: Console, err: Console) -> int:
    """Run ``tricktake arena``; the exit status."""
    from rich.progress import Progress

    from tricktake.arena import Arena, run, split_entrants

    try:
        _game, preset, _rules = chosen_rules(args)
        arena = Arena(
            args.game,
            split_entrants(args.bots),
            deals=args.deals,
            preset=preset,
            options={option.key: option.value for option in args.options},
            seed=args.seed,
            duplicate=not args.plain,
        )
        _check_plot(args.plot)
        executor = _executor(args)
    except TricktakeError as error:
        fail(error)
        return 2
    with (
        _closing(executor),
        Progress(
            transient=True, console=err, disable=args.no_progress or not err.is_terminal
        ) as bar,
    ):
        task = bar.add_task(f"{arena.game} {preset}", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        try:
            results = run(
                arena, executor=executor, out=args.out, batch=args.batch, progress=progress
            )
        except TricktakeError as error:
            fail(error)
            return 2
        except OSError as error:  # --out cannot be read or written
            fail(f"--out {args.out}: {error.strerror or error}")
            return 2
    _report(results, args, out)
    if args.plot is not None:
        try:
            _plot(results, args.plot)
        except TricktakeError as error:
            fail(error)
            return 2
        line(out, f"Plot written to {args.plot}")
    return 0


def _executor(args: argparse.Namespace) -> Executor:
    """The executor that ``--backend`` names.

    :raises ArenaError: for an option of another backend, or a Ray cluster that cannot
        be reached.
    """
    from tricktake.arena import ProcessExecutor, SerialExecutor

    if args.address is not None and args.backend != "ray":
        raise ArenaError(f"--address is for --backend ray, not {args.backend}")
    if args.backend == "serial":
        if args.workers is not None:
            raise ArenaError("--workers is for --backend processes or ray, not serial")
        return SerialExecutor()
    if args.backend == "processes":
        return ProcessExecutor(args.workers)
    from tricktake.arena.ray_executor import RayExecutor

    if args.address is not None and args.workers is not None:
        raise ArenaError(
            f"--workers {args.workers} with --address {args.address}: a running cluster has "
            "its own CPUs; expected --workers only for a local Ray cluster (no --address)"
        )
    return RayExecutor(address=args.address, num_cpus=args.workers)


def _closing(executor: Executor) -> AbstractContextManager[object]:
    """The executor as a context manager where it is one (a :class:`RayExecutor
    <tricktake.arena.ray_executor.RayExecutor>` shuts down the cluster it started), else
    one that does nothing."""
    if isinstance(executor, AbstractContextManager):
        return executor
    return nullcontext()


def _check_plot(path: str | None) -> None:
    """Before any deal: that ``--plot`` can be drawn (matplotlib and openskill).

    :raises ArenaError: naming the extra that is missing.
    """
    if path is None:
        return
    for module, extra in (("matplotlib", "plot"), ("openskill", "ratings")):
        if importlib.util.find_spec(module) is None:
            raise ArenaError(
                f"--plot needs {module}: expected the {extra!r} extra "
                f"(pip install 'tricktake[{extra}]')"
            )


def _plot(results: ArenaResults, path: str) -> None:
    """Draws ``results`` and their ratings into the PNG file ``path``."""
    from tricktake.arena.plot import write_plot
    from tricktake.arena.ratings import rate

    ratings = rate(results.results, higher_wins=results.arena.higher_wins)
    write_plot(results.results, ratings, path, title=_title(results))


def _title(results: ArenaResults) -> str:
    arena = results.arena
    options = "".join(f", {key}={json.dumps(value)}" for key, value in arena.options)
    kind = "duplicate" if arena.duplicate else "plain"
    return f"{arena.game} ({arena.preset}{options}): {arena.deals} {kind} deals, seed {arena.seed}"


def _report(results: ArenaResults, args: argparse.Namespace, out: Console) -> None:
    """The title, the standings and, where openskill is installed, the ratings."""
    from rich.table import Table
    from rich.text import Text

    arena = results.arena
    tables = len(arena.tables())
    line(out, f"{_title(results)}: {len(results.results)} boards at {tables} table(s)")
    better = "higher" if arena.higher_wins else "lower"
    standings = Table(title=f"Standings (mean score change per board; {better} is better)")
    for heading in ("Rank", "Bot", "Boards", "Mean change", "95% interval", "Faults"):
        standings.add_column(heading, justify="left" if heading == "Bot" else "right")
    for rank, standing in enumerate(results.standings(), start=1):
        change = standing.change
        standings.add_row(
            str(rank),
            Text(standing.entrant),
            str(standing.boards),
            f"{change.mean:+.2f}",
            f"{change.low:+.2f} .. {change.high:+.2f}",
            str(standing.faults),
        )
    out.print(standings)
    ratings = _ratings(results)
    if ratings is not None:
        table = Table(title="Ratings (openskill; ordinal = mu - 3 sigma)")
        for heading in ("Bot", "mu", "sigma", "Ordinal"):
            table.add_column(heading, justify="left" if heading == "Bot" else "right")
        ordered = sorted(ratings.items(), key=lambda item: (-item[1].ordinal, item[0]))
        for name, rating in ordered:
            table.add_row(
                Text(name), f"{rating.mu:.2f}", f"{rating.sigma:.2f}", f"{rating.ordinal:.2f}"
            )
        out.print(table)


def _ratings(results: ArenaResults) -> dict[str, Rating] | None:
    """The final ratings by entrant, or ``None`` where openskill is not installed."""
    if importlib.util.find_spec("openskill") is None:
        return None
    from tricktake.arena.ratings import rate

    return rate(results.results, higher_wins=results.arena.higher_wins).final
