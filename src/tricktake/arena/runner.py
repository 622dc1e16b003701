"""Running a tournament: :func:`run` sends the boards to an executor in batches, streams
each result to a JSON-lines file as it arrives, resumes an interrupted file, and returns
the results in the order of their keys, whatever the order of arrival."""

from __future__ import annotations

import functools
import json
import math
import os
import pickle
import statistics
import time
from collections.abc import Callable, Generator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..errors import ArenaError, RecordError
from .executors import Executor, ProcessExecutor, SerialExecutor
from .play import play_batch
from .results import BoardKey, BoardResult
from .standings import Standing, standings
from .tournament import Arena

__all__ = ["ArenaResults", "default_batch", "run"]

_TASK_SECONDS = 0.5
"""How long a task (a batch of boards) should take: Ray's guidance is tasks of at least
a tenth of a second or so, and a task much longer than a second holds back the last
results and the progress bar."""

_RANDOM_BOARD_SECONDS = 0.005
"""About how long a board of random bots takes (Nap, Ninety-Nine: 200-400 deals/s)."""

_OTHER_BOARD_SECONDS = 0.25
"""What a board with any other bot is taken to cost when nothing was measured: a search
bot of a few samples needs 0.05-1 s a deal; an entrant's own bot is unknown."""

_PROBE_SECONDS = 0.2
"""How long :func:`run` plays boards in its own process, at most, to time them before it
sizes the batches (a board is played whole: one slow board can take longer)."""

_PROBE_BOARDS = 8
"""How many boards :func:`run` times at most before it sizes the batches."""


@dataclass(frozen=True)
class ArenaResults:
    """The results of an :class:`~tricktake.arena.Arena`, one per board, sorted by key
    ``(seed, table, rotation)``."""

    arena: Arena
    results: tuple[BoardResult, ...]

    def standings(self) -> tuple[Standing, ...]:
        """:func:`~tricktake.arena.standings` of the results, best first."""
        return standings(self.results, higher_wins=self.arena.higher_wins)


def default_batch(
    arena: Arena, boards: int, workers: int, *, board_seconds: float | None = None
) -> int:
    """How many boards go to a worker in one task when :func:`run` is not told: about
    half a second of work, but small enough that every worker gets four tasks or more,
    so that none waits long for the last.

    ``board_seconds`` is what a board costs; :func:`run` measures it by playing a few
    boards itself first. Without it, the cost is guessed from the bots' names: tables
    of random bots are cheap, any other bot is taken for slow.

    >>> from tricktake.arena import Arena, default_batch
    >>> default_batch(Arena("nap", ["random"], deals=10_000), 40_000, 2)
    100
    >>> default_batch(Arena("nap", ["search", "random"], deals=100), 400, 2)
    2
    >>> default_batch(Arena("nap", ["search", "random"], deals=100), 400, 2, board_seconds=0.01)
    50
    """
    if board_seconds is None:
        cheap = all(name == "random" for name in arena.names)
        board_seconds = _RANDOM_BOARD_SECONDS if cheap else _OTHER_BOARD_SECONDS
    largest = max(1, round(_TASK_SECONDS / max(board_seconds, 1e-9)))
    return max(1, min(largest, math.ceil(boards / (4 * max(1, workers)))))


def run(
    arena: Arena,
    *,
    executor: Executor | None = None,
    out: str | os.PathLike[str] | None = None,
    batch: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ArenaResults:
    """Play every board of ``arena`` on ``executor`` (default: a
    :class:`~tricktake.arena.ProcessExecutor` on every core), ``batch`` boards per task.

    Without ``batch``, :func:`run` first plays a few boards in this process (up to
    eight, or a fifth of a second) and times them; then each task takes
    :func:`default_batch` of the boards left, from their median cost, so the tasks
    shrink towards the end and the workers finish together. The boards played here
    give the results any executor would, as every board's bots are seeded by the board.

    With ``out``, each result is written to that JSON-lines file as it arrives: a header
    line (:meth:`Arena.header`), then one :meth:`BoardResult.to_json` per line, flushed.
    An existing file of the same arena is resumed: its boards are not played again (a
    last line cut short by an interruption is dropped and played again). ``progress``
    is called with the boards done and the boards in all, at the start and after each
    task.

    The results are the same, in the same order, whatever the executor, its workers,
    the batch size or the order in which the results arrive.

    :raises ArenaError: for a file of another arena or that is not a results file, a
        batch below 1, or an entrant that does not pickle for an executor that needs it.
    """
    boards = arena.boards()
    if batch is not None and (type(batch) is not int or batch < 1):
        raise ArenaError(f"batch={batch!r}: expected None or a whole number of at least 1")
    chosen = ProcessExecutor() if executor is None else executor
    with _results_file(arena, out) as (done, sink):
        todo = [board for board in boards if board not in done]
        if todo and not isinstance(chosen, SerialExecutor):
            _check_pickles(arena)
        if progress is not None:
            progress(len(done), len(boards))

        def record(results: list[BoardResult]) -> None:
            for result in results:
                done[result.key] = result
                if sink is not None:
                    sink.write(result.to_json() + "\n")
            if sink is not None:
                sink.flush()
            if progress is not None:
                progress(len(done), len(boards))

        if batch is None:
            probed, seconds = _probe(arena, todo, record)
            tasks = _guided(arena, todo[probed:], chosen.workers, seconds)
        else:
            tasks = [tuple(todo[start : start + batch]) for start in range(0, len(todo), batch)]
        for results in chosen.map_unordered(functools.partial(play_batch, arena), tasks):
            record(results)
    return ArenaResults(arena, tuple(done[board] for board in sorted(boards)))


def _guided(
    arena: Arena, todo: list[BoardKey], workers: int, board_seconds: float | None
) -> list[tuple[BoardKey, ...]]:
    """``todo`` cut into tasks of :func:`default_batch` boards each for the boards still
    left after the tasks before it: the tasks shrink towards the end (guided scheduling),
    so that no worker is left with a long last task while the others wait."""
    tasks: list[tuple[BoardKey, ...]] = []
    start = 0
    while start < len(todo):
        size = default_batch(arena, len(todo) - start, workers, board_seconds=board_seconds)
        tasks.append(tuple(todo[start : start + size]))
        start += size
    return tasks


def _probe(
    arena: Arena, todo: list[BoardKey], record: Callable[[list[BoardResult]], None]
) -> tuple[int, float | None]:
    """Play the first boards of ``todo`` here, one at a time, until
    :data:`_PROBE_BOARDS` are played or :data:`_PROBE_SECONDS` have passed; hand each
    result to ``record``. How many were played, and their median cost in seconds
    (``None`` when there was no board to play)."""
    costs: list[float] = []
    start = time.perf_counter()
    for board in todo[:_PROBE_BOARDS]:
        began = time.perf_counter()
        results = play_batch(arena, (board,))
        costs.append(time.perf_counter() - began)
        record(results)
        if time.perf_counter() - start >= _PROBE_SECONDS:
            break
    return len(costs), (statistics.median(costs) if costs else None)


def _check_pickles(arena: Arena) -> None:
    for player in arena.entrants:
        try:
            pickle.dumps(player)
        except Exception as error:
            raise ArenaError(
                f"entrant {player.name!r} does not pickle ({type(error).__name__}: {error}), "
                "and the executor plays in other processes: expected a module-level bot "
                "class or function (or a functools.partial of one) as its factory, or "
                "SerialExecutor"
            ) from None


@contextmanager
def _results_file(
    arena: Arena, out: str | os.PathLike[str] | None
) -> Generator[tuple[dict[BoardKey, BoardResult], IO[str] | None], None, None]:
    """The results already in ``out`` by key, and the file open to append more (none
    without ``out``). A new or empty file gets the arena's header; a file cut short
    is written back without its broken last line first."""
    if out is None:
        yield {}, None
        return
    path = Path(out)
    header = json.dumps(arena.header(), separators=(",", ":"))
    done: dict[BoardKey, BoardResult] = {}
    lines = [header]
    if path.exists() and path.stat().st_size:
        kept, done = _read(path, arena, header)
        lines += kept
    text = "\n".join(lines) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        partial = path.with_name(path.name + ".partial")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    with path.open("a", encoding="utf-8") as sink:
        yield done, sink


def _read(path: Path, arena: Arena, header: str) -> tuple[list[str], dict[BoardKey, BoardResult]]:
    """The complete result lines of ``path`` and their results by key."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    lines.pop()  # after the last newline: empty, or a line cut short
    if not lines:
        return [], {}
    try:
        loaded: object = json.loads(lines[0])
    except ValueError:
        loaded = None
    theirs: dict[str, Any] = loaded if isinstance(loaded, dict) else {}  # pyright: ignore[reportUnknownVariableType]
    if "tricktake-arena" not in theirs:
        raise ArenaError(
            f"{path}: not an arena results file (its first line is no arena header): "
            "expected a file written by tricktake.arena.run, or a new file"
        )
    ours = arena.header()
    if theirs != ours:
        differences = ", ".join(
            f"{key} {json.dumps(theirs.get(key))} (this arena: {json.dumps(value)})"
            for key, value in ours.items()
            if theirs.get(key) != value
        )
        raise ArenaError(
            f"{path} holds the results of another arena: {differences}: expected a results "
            "file of this arena to resume, or a new file"
        )
    boards = set(arena.boards())
    done: dict[BoardKey, BoardResult] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            result = BoardResult.from_json(line)
        except RecordError as error:
            raise ArenaError(f"{path}, line {number}: {error}") from None
        if result.key not in boards:
            raise ArenaError(
                f"{path}, line {number}: board {result.key} is not a board of this arena: "
                "expected the file that this arena wrote"
            )
        done[result.key] = result
    return lines[1:], done
