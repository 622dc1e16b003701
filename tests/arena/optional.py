"""The optional packages of tricktake.arena's Ray executor, ratings and plots in their
tests: where one is missing, a test module skips itself with ``pytest.importorskip``,
except under tox, which sets ``TRICKTAKE_REQUIRE_ARENA`` so that a missing package fails
the module's own import instead::

    if not REQUIRED:
        pytest.importorskip("ray", reason="the 'ray' extra is not installed")
"""

from __future__ import annotations

import os

__all__ = ["REQUIRED"]

REQUIRED = bool(os.environ.get("TRICKTAKE_REQUIRE_ARENA"))
"""Whether a missing optional package must fail the tests rather than skip them."""
