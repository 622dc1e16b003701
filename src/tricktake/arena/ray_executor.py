"""A tournament's work on a Ray cluster: :class:`RayExecutor` runs each item as a Ray
task, on a local cluster that it starts or on a running cluster at an address.

It needs the ``ray`` extra (``pip install 'tricktake[ray]'``); Ray is imported when an
executor is made, never on ``import tricktake.arena``. Every node of a cluster needs
tricktake (and the bots' code) installed: a task imports ``work`` by its module.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable, Iterator, Sequence
from types import TracebackType
from typing import Any, Protocol, TypeVar, cast

from ..errors import ArenaError
from .extras import missing_extra

__all__ = ["CONNECT_TIMEOUT", "RayExecutor"]

ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for the head of a cluster at an address to accept a connection before
giving up (Ray itself would keep trying for minutes)."""


class _Ref(Protocol):
    """A Ray ``ObjectRef``, opaque here."""


class _Remote(Protocol):
    """A Ray remote function."""

    def remote(self, *args: Any) -> _Ref: ...


class _Ray(Protocol):
    """The part of the ``ray`` module that the executor uses, typed (Ray leaves parts of
    these signatures unknown to a strict type checker)."""

    def is_initialized(self) -> bool: ...

    def init(
        self,
        address: str | None = None,
        *,
        num_cpus: int | None = None,
        include_dashboard: bool | None = None,
    ) -> object: ...

    def cluster_resources(self) -> dict[str, float]: ...

    def remote(self, function: Callable[..., Any], /) -> _Remote: ...

    def put(self, value: object, /) -> _Ref: ...

    def wait(self, refs: list[_Ref], /, *, num_returns: int) -> tuple[list[_Ref], list[_Ref]]: ...

    def get(self, ref: _Ref, /) -> Any: ...

    def cancel(self, ref: _Ref, /) -> None: ...

    def shutdown(self) -> None: ...


def _import_ray() -> _Ray:
    """The ``ray`` module.

    :raises ArenaError: Ray is not installed.
    """
    try:
        import ray
    except ImportError:
        raise missing_extra("ray", "Ray", "RayExecutor") from None
    return cast(_Ray, ray)


class RayExecutor:
    """Runs each item as a task on a Ray cluster; :attr:`workers` is the cluster's CPUs.

    - ``address`` ``None``: starts a local cluster of ``num_cpus`` CPUs (all of this
      machine's by default), without the dashboard, which :meth:`shutdown` stops;
    - ``address`` ``"host:port"`` (the head's GCS, ``ray start --head`` prints it) or
      ``"ray://host:port"`` (Ray Client): connects to that cluster, after checking within
      :data:`CONNECT_TIMEOUT` seconds that the port accepts connections; other addresses
      (``"auto"``) go to :func:`ray.init` as they are;
    - if Ray is already initialised in this process, the executor uses that cluster as it
      is and leaves it running (an ``address`` is still checked for reachability, but no
      new connection is made; ``num_cpus`` has no effect).

    A local cluster reports no usage statistics unless ``RAY_USAGE_STATS_ENABLED`` says
    otherwise. Use it as a context manager, or call :meth:`shutdown`, so that the Ray it
    started does not outlive the tournament.

    :raises ArenaError: Ray is not installed, the address cannot be reached,
        ``num_cpus`` is not a whole number of at least 1, or it is given with an address.
    """

    def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
        ray = _import_ray()
        if num_cpus is not None and (type(num_cpus) is not int or num_cpus < 1):
            raise ArenaError(f"num_cpus {num_cpus!r}: expected a whole number of CPUs, 1 or more")
        if address is not None:
            if num_cpus is not None:
                raise ArenaError(
                    f"num_cpus {num_cpus} with the address {address!r}: a running cluster has "
                    "its own CPUs; expected num_cpus only for a local cluster (no address)"
                )
            endpoint = _endpoint(address)
            if endpoint is not None:
                _check_reachable(address, *endpoint)
        self._address = address
        self._num_cpus = num_cpus
        self._open = True
        self._started = not ray.is_initialized()
        if not self._started:
            return
        if address is None:
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            ray.init(num_cpus=num_cpus, include_dashboard=False)
            return
        try:
            ray.init(address=address)
        except (ConnectionError, RuntimeError, ValueError) as problem:
            raise ArenaError(
                f"cannot connect to the Ray cluster at {address!r} ({problem}): expected the "
                "address of a running cluster's head"
            ) from None

    @property
    def workers(self) -> int:
        """The CPUs of the cluster (at least one)."""
        self._check_open()
        return max(1, int(_import_ray().cluster_resources().get("CPU", 1)))

    def map_unordered(
        self, work: Callable[[ItemT], ResultT], items: Sequence[ItemT]
    ) -> Iterator[ResultT]:
        """``work(item)`` for each item, each a Ray task, yielded as the tasks finish.
        ``work`` is sent to the cluster once; an exception of ``work`` is raised here
        (Ray's error is an instance of the original exception's class). Closing the
        iterator early cancels the tasks not yet finished."""
        self._check_open()
        ray = _import_ray()
        if not items:
            return
        call = ray.remote(_call)
        shared = ray.put(work)
        pending = [call.remote(shared, item) for item in items]
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    result: ResultT = ray.get(ref)
                    yield result
        finally:
            for ref in pending:
                ray.cancel(ref)

    def shutdown(self) -> None:
        """Stops the local cluster that this executor started (a cluster it connected to
        keeps running; only this process disconnects from it). Ray that was initialised
        before the executor is left as it was. Calling it again does nothing."""
        if self._open and self._started:
            _import_ray().shutdown()
        self._open = False

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.shutdown()

    def __repr__(self) -> str:
        return f"RayExecutor(address={self._address!r}, num_cpus={self._num_cpus!r})"

    def _check_open(self) -> None:
        if not self._open:
            raise ArenaError(f"{self!r} was shut down: expected a new executor")


def _call(work: Callable[[Any], Any], item: Any) -> Any:
    """What each task runs (Ray makes tasks only of functions: ``work`` may be a
    :func:`functools.partial` or a builtin)."""
    return work(item)


def _endpoint(address: str) -> tuple[str, int] | None:
    """The ``(host, port)`` of ``"host:port"``, ``"[v6]:port"`` or ``"ray://host:port"``;
    ``None`` for an address of another form (``"auto"``), which Ray resolves itself.

    >>> _endpoint("ray://head.example:10001"), _endpoint("[::1]:6379"), _endpoint("auto")
    (('head.example', 10001), ('::1', 6379), None)
    """
    rest = address.removeprefix("ray://")
    host, colon, port = rest.rpartition(":")
    if not colon or not port.isdigit() or not host:
        return None
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    number = int(port)
    if not 0 < number < 65536:
        raise ArenaError(f"Ray address {address!r}: port {number} is out of range 1–65535")
    return host, number


def _check_reachable(address: str, host: str, port: int) -> None:
    """Raises :class:`ArenaError` unless ``host:port`` accepts a TCP connection within
    :data:`CONNECT_TIMEOUT` seconds."""
    try:
        with socket.create_connection((host, port), timeout=CONNECT_TIMEOUT):
            pass
    except TimeoutError:
        reason = f"no answer within {CONNECT_TIMEOUT:g} s"
    except OSError as problem:
        reason = problem.strerror or str(problem)
    else:
        return
    raise ArenaError(
        f"cannot reach the Ray cluster at {address!r}: {host}:{port}: {reason}; expected the "
        "address of a running cluster's head (host:port, or ray://host:port for Ray Client)"
    )
