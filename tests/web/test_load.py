"""A short run of the web table's load test (``benchmarks/web_load.py``: a real
``tricktake serve`` and websocket clients at every seat), so that the runner cannot rot:
every game finishes, every client sees every version in order, no error. Nothing is
timed here."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.web.support import load_runner


@pytest.fixture
def runner() -> ModuleType:
    """``benchmarks/web_load.py``."""
    return load_runner()


def test_a_short_load_run_loses_nothing(runner: ModuleType) -> None:
    report = runner.run(4, 1.0, 0.005, games=["nap", "ninety-nine"], drain=60.0, ramp=0.2)
    assert report["games started"] >= 4
    assert report["games finished"] == report["games started"]
    assert report["games over on the server"] == report["games started"]
    assert report["versions skipped or repeated"] == 0
    assert report["clients behind at the end"] == 0
    assert report["errors"] == []
    assert report["actions"] > 0 and report["latency p99 ms"] is not None


def test_the_runner_fails_a_run_that_lost_a_message(
    runner: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    def lossy(*args: object, **kwargs: object) -> dict[str, object]:
        return {
            "games started": 2,
            "games finished": 2,
            "games over on the server": 2,
            "versions skipped or repeated": 1,
            "clients behind at the end": 0,
            "errors": [],
        }

    monkeypatch.setattr(runner, "run", lossy)
    assert runner.main(["--tables", "1"]) == 1
