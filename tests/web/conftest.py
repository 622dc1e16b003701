"""Fixtures of the web table's tests: ``site``, the app on a fresh database file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.web.support import Site


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """The web table on ``tables.sqlite`` in a fresh folder, bots acting at once."""
    from tests.web.support import Site

    with Site(tmp_path / "tables.sqlite") as running:
        yield running
