"""RayExecutor (issue 23): a local Ray cluster of two CPUs gives the same results as
the serial executor; an address that cannot be reached is a clear error at once, never a
hang; the executor stops only the Ray that it started."""

from __future__ import annotations

import functools
import operator
import random
import socket
import sys
import threading
import time
from collections.abc import Callable, Generator, Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.arena.optional import REQUIRED, imported_without

if not REQUIRED:
    pytest.importorskip("ray", reason="the 'ray' extra is not installed")

import ray

import tricktake
from tricktake.arena import BoardResult, SerialExecutor
from tricktake.arena.ray_executor import (
    CONNECT_TIMEOUT,
    RayExecutor,
    _endpoint,  # pyright: ignore[reportPrivateUsage]
)
from tricktake.errors import ArenaError
from tricktake.units import Seat

TABLE = ("north", "east", "south")


def play_deal(seed: int) -> BoardResult:
    """One seeded deal of Nap played out at random: a pure function of ``seed``."""
    game = tricktake.get_game("nap")
    rules = game.rules(game.presets()[0])
    state = game.new(rules, first_dealer=Seat(seed % 3))
    before = game.scores(state)
    rng = random.Random(seed)
    after = game.scores(game.playout(state, rng))
    changes = tuple(new - old for new, old in zip(after, before, strict=True))
    return BoardResult(
        seed=seed, table=TABLE, rotation=0, lineup=TABLE[: len(changes)], changes=changes
    )


def fail_on_seven(item: int) -> int:
    """Raises for the item 7."""
    if item == 7:
        raise ValueError("seven is not allowed")
    return item


def closed_port() -> int:
    """A loopback port that nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture(scope="module")
def cluster() -> Iterator[RayExecutor]:
    """One local cluster of two CPUs for the module, started by the executor, and
    stopped by it when the module is done."""
    started = time.perf_counter()
    executor = RayExecutor(num_cpus=2)
    sys.stderr.write(f"ray.init of a 2-CPU local cluster: {time.perf_counter() - started:.1f} s\n")
    yield executor
    executor.shutdown()
    assert not ray.is_initialized(), "the executor stops the cluster that it started"


def bounded(call: Callable[[], object], timeout: float) -> BaseException | None:
    """Runs ``call`` in a thread, failing the test if it takes longer than ``timeout``
    seconds (a hang); the exception it raised, if any."""
    raised: list[BaseException] = []

    def target() -> None:
        try:
            call()
        except BaseException as error:
            raised.append(error)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    assert not thread.is_alive(), f"still running after {timeout} s: it hangs"
    return raised[0] if raised else None


# The tests that need no cluster come first: under pytest-xdist each worker runs a
# module's tests in this order, before the module's cluster starts.


def test_unreachable_address_is_an_arena_error_within_the_timeout() -> None:
    port = closed_port()
    started = time.perf_counter()
    error = bounded(functools.partial(RayExecutor, f"127.0.0.1:{port}"), timeout=30)
    assert isinstance(error, ArenaError)
    assert time.perf_counter() - started < CONNECT_TIMEOUT + 5
    message = str(error)
    assert f"127.0.0.1:{port}" in message and "expected the address of a running" in message


def test_unreachable_ray_client_address_is_an_arena_error() -> None:
    port = closed_port()
    error = bounded(functools.partial(RayExecutor, f"ray://localhost:{port}"), timeout=30)
    assert isinstance(error, ArenaError)
    assert f"localhost:{port}" in str(error)


def test_an_address_that_answers_nothing_in_time_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def silent(address: tuple[str, int], timeout: float) -> socket.socket:
        assert timeout == CONNECT_TIMEOUT
        raise TimeoutError("timed out")

    monkeypatch.setattr(socket, "create_connection", silent)
    with pytest.raises(ArenaError, match=r"'head:6379'.*no answer within 5 s"):
        RayExecutor("head:6379")


@pytest.mark.parametrize(
    ("address", "endpoint"),
    [
        ("10.0.0.5:6379", ("10.0.0.5", 6379)),
        ("ray://head.example:10001", ("head.example", 10001)),
        ("[::1]:6379", ("::1", 6379)),
        ("auto", None),
        ("local", None),
        ("head", None),
    ],
)
def test_address_forms(address: str, endpoint: tuple[str, int] | None) -> None:
    assert _endpoint(address) == endpoint


def test_address_with_port_out_of_range_is_an_arena_error() -> None:
    with pytest.raises(ArenaError, match=r"'head:70000': port 70000 is out of range"):
        RayExecutor("head:70000")


def test_num_cpus_with_an_address_is_an_arena_error() -> None:
    with pytest.raises(ArenaError, match=r"num_cpus 2 with the address 'head:6379'"):
        RayExecutor("head:6379", num_cpus=2)


@pytest.mark.parametrize("num_cpus", [0, -1, 1.5, True])
def test_num_cpus_must_be_a_positive_whole_number(num_cpus: int) -> None:
    with pytest.raises(ArenaError, match=r"expected a whole number of CPUs, 1 or more"):
        RayExecutor(num_cpus=num_cpus)


def test_without_ray_the_error_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    ray_executor = imported_without(monkeypatch, "tricktake.arena.ray_executor", "ray")
    with pytest.raises(ArenaError, match=r"needs Ray.*pip install 'tricktake\[ray\]'"):
        ray_executor.RayExecutor()


# The tests on the module's cluster.


def test_workers_are_the_cluster_cpus(cluster: RayExecutor) -> None:
    assert cluster.workers == 2


def test_played_deals_are_identical_to_the_serial_run(cluster: RayExecutor) -> None:
    seeds = list(range(24))
    serial = list(SerialExecutor().map_unordered(play_deal, seeds))
    on_ray = sorted(cluster.map_unordered(play_deal, seeds), key=lambda result: result.key)
    assert on_ray == serial
    assert len({result.changes for result in on_ray}) > 1, "the seeds give different deals"


@given(st.lists(st.integers(-(10**6), 10**6), max_size=12))
def test_any_pure_work_gives_the_serial_results(cluster: RayExecutor, items: list[int]) -> None:
    work = functools.partial(operator.mul, 3)
    on_ray = list(cluster.map_unordered(work, items))
    assert sorted(on_ray) == sorted(SerialExecutor().map_unordered(work, items))


def test_an_exception_of_work_is_raised_by_the_iteration(cluster: RayExecutor) -> None:
    with pytest.raises(ValueError, match="seven is not allowed"):
        list(cluster.map_unordered(fail_on_seven, list(range(10))))


def test_closing_the_iteration_early_leaves_the_executor_usable(cluster: RayExecutor) -> None:
    results = cluster.map_unordered(abs, list(range(-20, 0)))
    assert next(results) in range(1, 21)
    assert isinstance(results, Generator)
    results.close()
    assert sorted(cluster.map_unordered(abs, [-1, -2])) == [1, 2]


def test_an_initialised_ray_is_reused_and_left_running(cluster: RayExecutor) -> None:
    with RayExecutor(num_cpus=1) as reused:
        assert reused.workers == 2, "the running cluster, not a new one of one CPU"
        assert list(reused.map_unordered(abs, [-5])) == [5]
    assert ray.is_initialized()
    assert list(cluster.map_unordered(abs, [-6])) == [6]


def test_a_shut_down_executor_refuses_work(cluster: RayExecutor) -> None:
    executor = RayExecutor()
    executor.shutdown()
    executor.shutdown()
    with pytest.raises(ArenaError, match=r"RayExecutor\(address=None, num_cpus=None\) was shut"):
        list(executor.map_unordered(abs, [-1]))
    assert ray.is_initialized()
