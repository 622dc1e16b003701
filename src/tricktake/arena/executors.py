"""Where a tournament's work runs: an :class:`Executor` maps a function over items and
hands back each result as it is ready. The tournament keys every result by its board,
never by the order of arrival, so every executor gives the same results."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol, TypeVar

__all__ = ["Executor", "SerialExecutor"]

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
