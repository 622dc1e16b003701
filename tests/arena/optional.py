"""The optional packages of tricktake.arena's Ray executor, ratings and plots in their
tests: where one is missing, a test module skips itself with ``pytest.importorskip``,
except under tox, which sets ``TRICKTAKE_REQUIRE_ARENA`` so that a missing package fails
the module's own import instead::

    if not REQUIRED:
        pytest.importorskip("ray", reason="the 'ray' extra is not installed")
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType

import pytest

__all__ = ["REQUIRED", "imported_without"]

REQUIRED = bool(os.environ.get("TRICKTAKE_REQUIRE_ARENA"))
"""Whether a missing optional package must fail the tests rather than skip them."""


def imported_without(monkeypatch: pytest.MonkeyPatch, module: str, *packages: str) -> ModuleType:
    """``module`` imported afresh while none of ``packages`` (nor their submodules) can
    be imported, as where its extra is not installed; ``monkeypatch`` puts everything
    back after the test."""
    for name in list(sys.modules):
        if name.split(".")[0] in packages:
            monkeypatch.setitem(sys.modules, name, None)
    for package in packages:
        monkeypatch.setitem(sys.modules, package, None)
    monkeypatch.delitem(sys.modules, module, raising=False)
    return importlib.import_module(module)
