"""Running a tournament (:func:`tricktake.arena.run`): the same results whatever the
executor, workers, batch size or hash seed; the results file streamed, resumed after an
interruption, refused when it is another arena's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TypeVar

import pytest

from tests.arena.bots import lines, robin
from tricktake.arena import (
    Arena,
    ArenaResults,
    Entrant,
    ProcessExecutor,
    SerialExecutor,
    default_batch,
    run,
)
from tricktake.bots import RandomBot
from tricktake.errors import ArenaError

ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")


@pytest.fixture(scope="module")
def serial() -> ArenaResults:
    return run(robin(), executor=SerialExecutor())


def test_results_are_sorted_by_board_key(serial: ArenaResults) -> None:
    keys = [result.key for result in serial.results]
    assert keys == sorted(keys) and len(keys) == len(set(keys)) == 2 * 4 * 3
    assert any(result.faults for result in serial.results)


@pytest.mark.parametrize("batch", [1, 5, 100])
def test_batch_size_does_not_change_the_results(serial: ArenaResults, batch: int) -> None:
    assert run(robin(), executor=SerialExecutor(), batch=batch) == serial


def test_two_processes_give_the_serial_results(serial: ArenaResults) -> None:
    assert run(robin(), executor=ProcessExecutor(2), batch=3) == serial


SCRIPT = """
import sys
from tests.arena.bots import robin, lines
from tricktake.arena import ProcessExecutor, SerialExecutor, run
if __name__ == "__main__":
    executor = ProcessExecutor(2) if sys.argv[1] == "processes" else SerialExecutor()
    print("\\n".join(lines(run(robin(), executor=executor, batch=4))))
"""


def test_other_hash_seeds_give_the_same_results(serial: ArenaResults, tmp_path: Path) -> None:
    """In fresh interpreters with other ``PYTHONHASHSEED``s (inherited by the worker
    processes), serial and in processes: the same JSON, line for line."""
    script = tmp_path / "arena_run.py"
    script.write_text(SCRIPT, encoding="utf-8")
    path = os.pathsep.join([str(Path.cwd()), *sys.path])
    for hash_seed, executor in (("1", "serial"), ("2", "processes")):
        done = subprocess.run(
            [sys.executable, str(script), executor],
            env={**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": path},
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines() == lines(serial), (hash_seed, executor)


def test_the_file_holds_the_header_then_every_result(serial: ArenaResults, tmp_path: Path) -> None:
    out = tmp_path / "robin.jsonl"
    seen: list[tuple[int, int]] = []
    run(
        robin(),
        executor=SerialExecutor(),
        out=out,
        batch=10,
        progress=lambda d, t: seen.append((d, t)),
    )
    header, *results = out.read_text(encoding="utf-8").splitlines()
    assert json.loads(header) == robin().header()
    assert sorted(results) == sorted(lines(serial))
    assert seen == [(0, 24), (10, 24), (20, 24), (24, 24)]


def test_an_interrupted_file_is_resumed(serial: ArenaResults, tmp_path: Path) -> None:
    """A file cut in the middle of its fifth result: the four whole ones are kept and
    not played again, the broken line is rewritten, and the results are the same."""
    out = tmp_path / "robin.jsonl"
    run(robin(), executor=SerialExecutor(), out=out)
    text = out.read_text(encoding="utf-8")
    whole = text.splitlines(keepends=True)[:5]  # the header and four results
    cut = "".join(whole) + text.splitlines()[5][:30]
    out.write_text(cut, encoding="utf-8")
    seen: list[tuple[int, int]] = []
    resumed = run(
        robin(), executor=SerialExecutor(), out=out, progress=lambda d, t: seen.append((d, t))
    )
    assert resumed == serial
    assert seen[0] == (4, 24) and seen[-1] == (24, 24)
    again = out.read_text(encoding="utf-8").splitlines()
    assert again[:5] == [line.rstrip("\n") for line in whole]
    assert sorted(again[1:]) == sorted(lines(serial))
    seen.clear()
    assert (
        run(robin(), executor=SerialExecutor(), out=out, progress=lambda d, t: seen.append((d, t)))
        == serial
    )
    assert seen == [(24, 24)]  # nothing left to play


def test_another_arenas_file_is_refused_and_kept(tmp_path: Path) -> None:
    out = tmp_path / "nap.jsonl"
    run(Arena("nap", ["random"], deals=1), executor=SerialExecutor(), out=out)
    before = out.read_text(encoding="utf-8")
    with pytest.raises(ArenaError) as caught:
        run(Arena("nap", ["random"], deals=1, seed=9), executor=SerialExecutor(), out=out)
    assert "holds the results of another arena: seed 0 (this arena: 9)" in str(caught.value)
    assert out.read_text(encoding="utf-8") == before


def test_a_file_that_is_no_results_file_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "notes.jsonl"
    out.write_text('{"game": "nap"}\n', encoding="utf-8")
    with pytest.raises(ArenaError, match="not an arena results file"):
        run(Arena("nap", ["random"], deals=1), executor=SerialExecutor(), out=out)
    arena = Arena("nap", ["random"], deals=1)
    out.write_text(json.dumps(arena.header()) + "\nnonsense\n", encoding="utf-8")
    with pytest.raises(ArenaError, match="line 2: not a board result"):
        run(arena, executor=SerialExecutor(), out=out)


def test_an_entrant_that_does_not_pickle_is_refused_for_processes() -> None:
    def inline(seed: int | None = None) -> RandomBot:
        return RandomBot(seed)

    arena = Arena("nap", [Entrant("inline", inline)], deals=1)
    with pytest.raises(ArenaError, match="'inline' does not pickle"):
        run(arena, executor=ProcessExecutor(2))
    assert len(run(arena, executor=SerialExecutor()).results) == 1  # one lineup: a, a, a, a


def test_bad_batches_and_workers_are_refused() -> None:
    with pytest.raises(ArenaError, match="batch=0"):
        run(Arena("nap", ["random"], deals=1), executor=SerialExecutor(), batch=0)
    with pytest.raises(ArenaError, match="workers=0"):
        ProcessExecutor(0)


def test_default_batch_aims_at_tasks_of_half_a_second_and_four_per_worker() -> None:
    cheap = Arena("nap", ["random"], deals=1)
    dear = Arena("nap", ["random", "search"], deals=1)
    assert default_batch(cheap, 100_000, 2) == 100
    assert default_batch(cheap, 80, 2) == 10
    assert default_batch(dear, 1000, 2) == 2
    assert default_batch(dear, 3, 4) == 1
    assert ProcessExecutor().workers >= 1


def test_a_measured_board_cost_sizes_the_batch() -> None:
    dear = Arena("nap", ["random", "search"], deals=1)
    assert default_batch(dear, 1000, 2, board_seconds=0.01) == 50
    assert default_batch(dear, 1000, 2, board_seconds=2.0) == 1
    assert default_batch(dear, 100, 2, board_seconds=0.0) == 13


class Recording(SerialExecutor):
    """A serial executor that keeps the size of every task it was given."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    @property
    def workers(self) -> int:
        return 2

    def map_unordered(
        self, work: Callable[[ItemT], ResultT], items: Sequence[ItemT]
    ) -> Iterator[ResultT]:
        self.sizes += [len(item) for item in items]  # type: ignore[arg-type]
        return super().map_unordered(work, items)


def test_without_a_batch_run_times_a_few_boards_and_sends_the_rest_in_shrinking_tasks() -> None:
    """A search bot of one world costs milliseconds a board: guessed from its name it
    would go out two boards a task; timed, the first task is as large as four per
    worker allow, and the tasks shrink to a board at the end. The results are those of
    a run with a fixed batch."""
    arena = Arena("nap", ["search:samples=1,rollouts=1", "random"], deals=40)
    executor = Recording()
    results = run(arena, executor=executor)
    assert results == run(arena, executor=SerialExecutor(), batch=7)
    probed = 80 - sum(executor.sizes)
    assert 1 <= probed <= 8
    # at most a quarter of each worker's share, and more than the guess of two boards
    # (a board would have to take a quarter of a second for that)
    assert 2 < executor.sizes[0] <= -(-(80 - probed) // 8)
    assert executor.sizes == sorted(executor.sizes, reverse=True)
    assert executor.sizes[-1] == 1
