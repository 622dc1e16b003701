"""The verification layers print what they did at the end of a run: states visited per
exhaustive check, machine runs, fuzz inputs per parser, CrossHair conditions confirmed,
Z3 proofs, each with its time (see ``registry.py``).

A check notes its figures with :func:`~tests.verification.registry.record`; the fixture
below hands them to the test's report, so that the table is complete however the tests
run: in one process, or spread over pytest-xdist's workers, whose reports (with their
``user_properties``) reach the process that prints the summary.

The layers run longest first (:data:`LAYER_ORDER`): ``tox -e verify`` hands the tests to
the workers one at a time (``--maxschedchunk 1``), so the CrossHair proofs, minutes
each, start at once on both workers and the last tests to run are short ones: no worker
waits at the end for the other's long test.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import cast

import pytest

from tests.verification.registry import COUNTS, LEVEL

LAYER_ORDER = (
    "test_crosshair.py",
    "test_exhaustive.py",
    "test_fuzz.py",
    "test_state_machine.py",
    "test_finite_domains.py",
    "test_proofs.py",
)
"""The verification modules, longest-running tests first (a module not listed runs
after these, in collection order)."""

HERE = Path(__file__).parent

_KEY = "tricktake-verification"
_REPORTED: list[tuple[str, str, str]] = []


@pytest.fixture(autouse=True)
def _figures_to_report(request: pytest.FixtureRequest) -> Iterator[None]:
    """Move the figures a test recorded into its report's ``user_properties``."""
    start = len(COUNTS)
    yield
    for entry in COUNTS[start:]:
        request.node.user_properties.append((_KEY, entry))
    del COUNTS[start:]


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Collect the figures of every finished test, from this process or a worker's."""
    if report.when == "teardown":
        for key, value in report.user_properties:
            if key == _KEY and isinstance(value, tuple | list):
                row = tuple(str(part) for part in cast("Sequence[object]", value))
                _REPORTED.append((row[0], row[1], row[2]))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the table of what each check did, ordered by layer and check."""
    if not _REPORTED:
        return
    terminalreporter.section(f"verification counts (TRICKTAKE_VERIFY={LEVEL})")
    for layer, check, figures in sorted(_REPORTED, key=lambda row: row[:2]):
        terminalreporter.write_line(f"{layer:<12} {check:<48} {figures}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run this folder's tests in the order of :data:`LAYER_ORDER`, each module's in its
    own order; every other test keeps its place."""
    rank = {name: index for index, name in enumerate(LAYER_ORDER)}
    places = [i for i, item in enumerate(items) if item.path.parent == HERE]
    ordered = sorted(
        (items[i] for i in places), key=lambda item: rank.get(item.path.name, len(rank))
    )
    for place, item in zip(places, ordered, strict=True):
        items[place] = item
