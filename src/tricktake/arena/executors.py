"""Where a tournament's work runs: an :class:`Executor` maps a function over items and
hands back each result as it is ready. The tournament keys every result by its board,
never by the order of arrival, so every executor gives the same results."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Protocol, TypeVar

from ..errors import ArenaError

__all__ = ["Executor", "ProcessExecutor", "SerialExecutor"]

ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")


class Executor(Protocol):
    """Runs ``work`` on each item, somewhere: in this process, in local processes, on a
    Ray cluster. ``work`` and the items must pickle (a module-level function, or a
    :func:`functools.partial` of one) for the executors that leave the process."""

    @property
    def workers(self) -> int:
        """How many items it works on at once."""
        ...

    def map_unordered(
        self, work: Callable[[ItemT], ResultT], items: Sequence[ItemT]
    ) -> Iterator[ResultT]:
        """``work(item)`` for every item, each yielded as soon as it is ready, in any
        order. An exception of ``work`` propagates (the tournament's ``work`` records a
        bot's fault in its result instead of raising)."""
        ...


class SerialExecutor:
    """Every item in this process, one after the other, in order.

    >>> list(SerialExecutor().map_unordered(abs, [-1, 2, -3]))
    [1, 2, 3]
    """

    @property
    def workers(self) -> int:
        """One."""
        return 1

    def map_unordered(
        self, work: Callable[[ItemT], ResultT], items: Sequence[ItemT]
    ) -> Iterator[ResultT]:
        """``work(item)`` for each item in turn."""
        for item in items:
            yield work(item)

    def __repr__(self) -> str:
        return "SerialExecutor()"


class ProcessExecutor:
    """Local processes (:class:`concurrent.futures.ProcessPoolExecutor`), ``workers`` of
    them (default: every core this process may use), started with ``spawn``: each a
    fresh interpreter, which is safe beside threads (a progress bar's) and the same on
    every platform. A script that runs a tournament on it needs the usual
    ``if __name__ == "__main__":`` guard.

    >>> from tricktake.arena import ProcessExecutor
    >>> ProcessExecutor(2).workers
    2

    :raises ArenaError: for a number of workers below 1.
    """

    def __init__(self, workers: int | None = None) -> None:
        if workers is None:
            workers = _cores()
        if type(workers) is not int or workers < 1:
            raise ArenaError(f"workers={workers!r}: expected None or a whole number of at least 1")
        self._workers = workers

    @property
    def workers(self) -> int:
        """The number of processes."""
        return self._workers

    def map_unordered(
        self, work: Callable[[ItemT], ResultT], items: Sequence[ItemT]
    ) -> Iterator[ResultT]:
        """``work(item)`` for each item in the processes, each result yielded as it
        arrives. The processes start here and stop when the results are all in (or when
        the caller stops early: the work not yet started is cancelled)."""
        if not items:
            return
        context = multiprocessing.get_context("spawn")
        workers = min(self._workers, len(items))
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            futures = [pool.submit(work, item) for item in items]
            try:
                for future in as_completed(futures):
                    yield future.result()
            finally:
                for future in futures:
                    future.cancel()

    def __repr__(self) -> str:
        return f"ProcessExecutor({self._workers})"


def _cores() -> int:
    """The cores this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return len(affinity(0))
    return os.cpu_count() or 1
