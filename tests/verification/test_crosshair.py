"""CrossHair proofs of the kernels' contracts (issue 12, layer 3): ``crosshair check
--report_all`` over each harness of ``kernels.py``, which must report every
postcondition *confirmed over all paths*: a counterexample, a condition only searched
("Not confirmed") or a timeout fails the test. Needs ``crosshair-tool`` (the ``verify``
tox env installs it); marker ``crosshair``."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.verification.registry import LEVEL, record

pytestmark = pytest.mark.crosshair

HERE = Path(__file__).parent
KERNELS = HERE / "kernels.py"

TIMEOUT = {"quick": 300, "ci": 300, "deep": 600}[LEVEL]
"""Seconds per condition: enough to exhaust every path of each harness (the slowest, a
conjunction of two clauses, takes about 50 s of CPU, two minutes on a machine busy
with four other jobs)."""


def contracts() -> dict[str, list[int]]:
    """The line numbers of the ``post:`` conditions of each harness of ``kernels.py``."""
    text = KERNELS.read_text(encoding="utf-8")
    lines = text.splitlines()
    out: dict[str, list[int]] = {}
    for node in ast.parse(text).body:
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            end = node.end_lineno or node.lineno
            out[node.name] = [
                number
                for number in range(node.lineno, end + 1)
                if lines[number - 1].strip().startswith("post:")
            ]
    return out


def test_every_harness_has_contracts() -> None:
    """Each public harness states at least one postcondition (else it proves nothing)."""
    found = contracts()
    assert found and all(found.values()), found


@pytest.mark.parametrize("function", sorted(contracts()))
def test_contract_confirmed_over_all_paths(function: str) -> None:
    """Every postcondition of ``function`` is confirmed over all paths."""
    posts = contracts()[function]
    began = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "crosshair",
            "check",
            "--report_all",
            f"--per_condition_timeout={TIMEOUT}",
            f"kernels.{function}",
        ],
        cwd=HERE,
        capture_output=True,
        text=True,
        timeout=TIMEOUT * (len(posts) + 2),
        check=False,
    )
    output = done.stdout + done.stderr
    confirmed = {
        int(m.group(1))
        for m in re.finditer(r"kernels\.py:(\d+): info: Confirmed over all paths\.", output)
    }
    missing = [n for n in posts if n not in confirmed]
    assert not missing and "error" not in output, (
        f"{function}: conditions at lines {missing} not confirmed over all paths:\n{output}"
    )
    record(
        "crosshair",
        function,
        conditions=len(posts),
        confirmed=len(confirmed & set(posts)),
        seconds=f"{time.perf_counter() - began:.0f}",
    )
