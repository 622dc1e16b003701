"""Shared test configuration: the Hypothesis profiles.

The profile is chosen by the environment variable ``HYPOTHESIS_PROFILE``:

- ``dev`` (the default): 50 examples per property, for quick local runs;
- ``ci``: 20 examples, what ``tox`` (and so ``.ci/run``) uses, quick because every
  property runs once per game and preset (over fifty of them); a failure prints the
  blob that reproduces it with ``@reproduce_failure``;
- ``deep``: 500 examples, for a long hunt: ``HYPOTHESIS_PROFILE=deep pytest``.

No profile has a deadline: a whole game played out by a property can take a while, and
the time of one example on a shared machine says nothing about correctness.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=20,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile("deep", max_examples=500, deadline=None)

settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))
