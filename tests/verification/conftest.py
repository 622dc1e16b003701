"""The verification layers print what they did at the end of a run: states visited per
exhaustive check, machine runs, fuzz inputs per parser, CrossHair conditions confirmed,
Z3 proofs, each with its time (see ``registry.py``)."""

from __future__ import annotations

import pytest

from tests.verification.registry import COUNTS, LEVEL


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the table of :data:`~tests.verification.registry.COUNTS`."""
    if not COUNTS:
        return
    terminalreporter.section(f"verification counts (TRICKTAKE_VERIFY={LEVEL})")
    for layer, check, figures in COUNTS:
        terminalreporter.write_line(f"{layer:<12} {check:<48} {figures}")
