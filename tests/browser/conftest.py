"""Fixtures of the real-browser tests: a ``tricktake serve`` subprocess and Chromium.

The server is a real ``tricktake serve`` process on a free loopback port with a
temporary database and ``--bot-delay 0`` (bots and deals act at once), which a test can
kill and start again on the same database and port. The browser is Playwright's
Python package driving an installed Chromium: ``TRICKTAKE_CHROMIUM`` names its
executable, else ``chromium`` (Debian's ``/usr/bin/chromium``) or ``chromium-browser``
on the ``PATH``; ``playwright install`` is not needed.

Where Playwright, a Chromium or the ``web`` extra is missing, the tests skip and say
which; with ``TRICKTAKE_REQUIRE_BROWSER`` set (``tox -e browser`` sets it when ``CI`` is
set), a missing piece is a failure instead.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

REQUIRED = os.environ.get("TRICKTAKE_REQUIRE_BROWSER", "").lower() not in ("", "0", "false", "no")
"""Whether a missing browser, Playwright or web extra fails the tests (CI) rather than
skipping them."""


def missing(what: str) -> None:
    """Skips the test because ``what`` is missing, or fails it where the browser tests
    are required."""
    message = f"the browser tests need {what}"
    if REQUIRED:
        pytest.fail(f"{message} (TRICKTAKE_REQUIRE_BROWSER is set, so this is a failure)")
    pytest.skip(message)


def chromium_executable() -> str | None:
    """The Chromium to drive: ``TRICKTAKE_CHROMIUM``, else one on the ``PATH``."""
    given = os.environ.get("TRICKTAKE_CHROMIUM")
    if given:
        return given if Path(given).is_file() else None
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    """A loopback port that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Server:
    """A ``tricktake serve`` subprocess on ``port`` with the database ``db``: started by
    :meth:`start`, killed (``SIGKILL``, as a crash) by :meth:`kill`."""

    def __init__(self, db: Path, port: int, log: Path) -> None:
        self.db = db
        self.port = port
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """The server's address, ``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        """Starts the server and waits until it answers."""
        command = [
            sys.executable,
            "-m",
            "tricktake",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--db",
            str(self.db),
            "--bot-delay",
            "0",
        ]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(
                    f"tricktake serve exited with {self.process.returncode}:\n{self.log.read_text()}"
                )
            try:
                with urllib.request.urlopen(f"{self.url}/api/games", timeout=2) as reply:
                    if reply.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.1)
        pytest.fail(f"tricktake serve did not answer within 30 s:\n{self.log.read_text()}")

    def kill(self) -> None:
        """Kills the server at once, as a crash would (nothing is shut down cleanly)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)
        self.process = None

    def stop(self) -> None:
        """Stops the server."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process = None


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """Playwright's synchronous API."""
    if importlib.util.find_spec("playwright") is None:
        missing("Playwright's Python package: pip install playwright")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """A headless Chromium (an installed one: ``playwright install`` is not needed)."""
    executable = chromium_executable()
    if executable is None:
        missing("Chromium: apt-get install chromium, or TRICKTAKE_CHROMIUM=<its executable>")
    launched = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
    yield launched
    launched.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A running ``tricktake serve`` on a free loopback port and a new database, stopped
    after the test."""
    for module in ("starlette", "uvicorn"):
        if importlib.util.find_spec(module) is None:
            missing(f"the web extra ({module}): pip install 'tricktake[web]'")
    running = Server(tmp_path / "tables.sqlite", free_port(), tmp_path / "server.log")
    running.start()
    yield running
    running.stop()
