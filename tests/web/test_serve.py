"""``tricktake serve`` as a real process on a loopback port: a server killed with
SIGKILL mid-deal and started again on its database resumes every table from the
stored actions, nothing lost (docs/web.rst, *Persistence*); and what the command and
the package say without the web extra."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from websockets.sync.client import ClientConnection, connect

from tests.web.support import TIMEOUT, load_runner


@contextlib.contextmanager
def serving(
    db: Path, port: int, bot_delay: float
) -> Generator[subprocess.Popen[bytes], None, None]:
    """``tricktake serve`` on ``port``, ready to answer; killed at the end if still up."""
    command = load_runner().server_command(db, port, bot_delay)
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/api/tables", timeout=1.0)
                break
            except httpx.TransportError:
                assert process.poll() is None, process.stderr and process.stderr.read()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.05)
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        if process.stderr is not None:
            process.stderr.close()


def receive(connection: ClientConnection) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(connection.recv(timeout=TIMEOUT))
    return value


def test_a_server_killed_mid_deal_resumes_from_its_stored_actions(tmp_path: Path) -> None:
    db, port = tmp_path / "tables.sqlite", load_runner().free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(db, port, bot_delay=0.02) as process:
        table = httpx.post(
            f"{base}/api/tables",
            json={
                "game": "nap",
                "seats": ["person", "random", "random", "random"],
            },
        ).json()["table"]
        token = httpx.post(f"{base}/api/tables/{table}/seats/0", json={"name": "Ann"}).json()[
            "token"
        ]
        busy = httpx.post(f"{base}/api/tables", json={"game": "nines", "seats": ["random"] * 3})
        busy_id = busy.json()["table"]
        with connect(f"ws://127.0.0.1:{port}/ws/{table}") as ws:
            ws.send(json.dumps({"type": "join", "token": token}))
            assert receive(ws)["type"] == "welcome"
            view = receive(ws)
            while not view["view"]["legal"]:
                view = receive(ws)
            ws.send(
                json.dumps(
                    {"type": "act", "version": view["version"], "action": view["view"]["legal"][0]}
                )
            )
            seen = receive(ws)
            while not seen["view"]["legal"] and not seen["summary"]["over"]:
                seen = receive(ws)
        mid = httpx.get(f"{base}/api/tables/{busy_id}").json()
        assert not mid["over"]
        os.kill(process.pid, signal.SIGKILL)  # mid-deal, the busy table mid-game
        process.wait()
        assert process.returncode == -signal.SIGKILL
    with serving(db, port, bot_delay=0) as process:
        summary = httpx.get(f"{base}/api/tables/{table}").json()
        assert summary["version"] == seen["version"]  # every action heard was kept
        with connect(f"ws://127.0.0.1:{port}/ws/{table}") as ws:
            ws.send(json.dumps({"type": "join", "token": token}))
            assert receive(ws)["seat"] == 0
            again = receive(ws)
            assert again["view"] == seen["view"]  # the same seat, hand and history
        assert httpx.get(f"{base}/api/tables/{busy_id}").json()["version"] >= mid["version"]
        deadline = time.monotonic() + TIMEOUT  # and the busy table's bots go on to the end
        while not httpx.get(f"{base}/api/tables/{busy_id}").json()["over"]:
            assert time.monotonic() < deadline
            time.sleep(0.05)


def test_serve_without_the_web_extra_says_how_to_install_it() -> None:
    code = (
        "import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None\n"
        "from tricktake.cli import main\n"
        "raise SystemExit(main(['serve', '--port', '1']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT, check=False
    )
    assert done.returncode == 1
    assert "needs the web extra: pip install 'tricktake[web]'" in done.stderr


def test_importing_the_package_without_the_web_extra_names_it() -> None:
    code = (
        "import sys; sys.modules['starlette'] = None\n"
        "try:\n"
        "    import tricktake.web\n"
        "except ModuleNotFoundError as error:\n"
        "    print(type(error).__name__, error)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT, check=True
    )
    assert done.stdout.strip() == (
        "MissingExtraError tricktake.web needs the web extra: pip install 'tricktake[web]'"
    )


@pytest.mark.parametrize("module", ["starlette", "uvicorn", "websockets", "sqlite3"])
def test_importing_tricktake_imports_nothing_of_the_web_table(module: str) -> None:
    code = f"import sys, tricktake, tricktake.cli; print({module!r} in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT, check=True
    )
    assert done.stdout.strip() == "False"
