"""Load test of the web table: a real ``tricktake serve`` process on 127.0.0.1 and, in
this process, many websocket clients (the ``websockets`` client that uvicorn's
``standard`` extra brings) that play every seat of their tables: each client, when its
view offers it legal actions, thinks for a while, then sends a random one.

    python benchmarks/web_load.py --tables 200 --seconds 60 --think 1.0 --ramp 10

The tables' first games start one after the other over ``--ramp`` seconds (people
arrive; 700 websocket handshakes at once would measure the handshakes). During
``--seconds`` the tables play; a table whose game ends starts a new game (a new table,
its clients connected anew). A client thinks ``--think`` seconds on average (drawn
uniformly from half to one and a half times it): a quick player. Then no new game
starts and the games in progress play to their end. The runner reports the actions per
second (the clients' actions; the server's deals besides), the latency from a client's
action to the view of the next version that this client receives (p50, p99, max),
whether every game finished, and whether every client saw every version in order from
its join to the end (no message lost or repeated), and the CPU seconds of the server and
of the clients. It is a runner, not a test: ``tests/web/test_load.py`` runs a short
version of it so that it cannot rot, and checks nothing but its correctness.

The games are short, one deal each: one table in three each of Ninety-Nine (3 players),
Nap (4) and Newmarket (4), so 200 tables hold 733 clients. Nines has no option for a
shorter game, and its games last 90 to 800 actions (15 minutes at a second an action);
``--games nines,...`` adds it all the same.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

#: Each game that the clients can play: its short options and its number of players.
GAMES: dict[str, tuple[dict[str, Any], int]] = {
    "ninety-nine": ({"game_end": "deals", "deals_per_game": 1}, 3),
    "nap": ({"num_deals": 1}, 4),
    "nines": ({}, 3),
    "newmarket": ({"num_deals": 1}, 4),
}

#: The games of the default mix, in turn from table to table.
MIX = ("ninety-nine", "nap", "newmarket")


@dataclass
class Figures:
    """What the clients measured."""

    #: Seconds from each action sent to the view of the next version received.
    latencies: list[float] = field(default_factory=list[float])
    #: Actions sent by the clients (and accepted).
    actions: int = 0
    #: Errors received (none expected).
    errors: list[str] = field(default_factory=list[str])
    #: Views that did not follow the client's last view by exactly one version.
    gaps: int = 0
    #: Views received.
    views: int = 0
    #: Games started and finished.
    started: int = 0
    finished: int = 0
    #: Clients whose last view was not the game's last version.
    behind: int = 0
    #: The most clients connected at once.
    clients: int = 0


def free_port() -> int:
    """A loopback port that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def server_command(db: Path, port: int, bot_delay: float) -> list[str]:
    """The command line of ``tricktake serve`` on 127.0.0.1:``port`` with the database
    ``db``, run by this Python."""
    return [
        sys.executable,
        "-m",
        "tricktake",
        "serve",
        "--port",
        str(port),
        "--db",
        str(db),
        "--bot-delay",
        str(bot_delay),
    ]


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST ``body`` as JSON to ``url``; the JSON reply."""
    data = json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        value: dict[str, Any] = json.loads(reply.read())
        return value


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) of process ``pid`` so far (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Load:
    """The clients of one run against the server at ``base``."""

    def __init__(self, base: str, think: float, seed: int, games: list[str]) -> None:
        self.base = base
        self.think = think
        self.rng = random.Random(seed)
        self.games = games
        self.figures = Figures()
        self.stopping = False
        self.connected = 0

    async def table_slot(self, slot: int, delay: float) -> None:
        """Play games at one place from ``delay`` seconds on: a new game whenever one
        ends, until stopping."""
        await asyncio.sleep(delay)
        game = self.games[slot % len(self.games)]
        while not self.stopping:
            await self.game(game)

    async def game(self, game: str) -> None:
        """One game of ``game`` with a client at every seat, to its end."""
        options, players = GAMES[game]
        body = {"game": game, "options": options, "seats": ["person"] * players}
        table = (await asyncio.to_thread(post, f"{self.base}/api/tables", body))["table"]
        tokens = [
            (
                await asyncio.to_thread(
                    post, f"{self.base}/api/tables/{table}/seats/{seat}", {"name": f"P{seat}"}
                )
            )["token"]
            for seat in range(players)
        ]
        self.figures.started += 1
        ws_base = self.base.replace("http://", "ws://")
        lasts = await asyncio.gather(
            *(self.client(f"{ws_base}/ws/{table}", token) for token in tokens)
        )
        self.figures.finished += 1
        final = max(lasts)
        self.figures.behind += sum(last != final for last in lasts)

    async def client(self, url: str, token: str) -> int:
        """One seat's client from its join to the end of the game; its last version."""
        figures = self.figures
        async with connect(url, max_size=2**22, ping_interval=None) as ws:
            self.connected += 1
            figures.clients = max(figures.clients, self.connected)
            try:
                await ws.send(json.dumps({"type": "join", "token": token}))
                last: int | None = None
                sent: tuple[int, float] | None = None
                while True:
                    message = json.loads(await ws.recv())
                    kind = message["type"]
                    if kind == "error":
                        figures.errors.append(message["code"] + ": " + message["message"])
                        continue
                    if kind != "view":
                        continue
                    version = message["version"]
                    figures.views += 1
                    if last is not None and version != last + 1:
                        figures.gaps += 1
                    last = version
                    if sent is not None and version == sent[0] + 1:
                        figures.latencies.append(time.perf_counter() - sent[1])
                        sent = None
                    if message["summary"]["over"]:
                        return version
                    legal = message["view"]["legal"]
                    if legal:
                        await self.act(ws, version, self.rng.choice(legal))
                        sent = (version, time.perf_counter())
            finally:
                self.connected -= 1

    async def act(self, ws: ClientConnection, version: int, action: str) -> None:
        """Think, then send ``action`` at ``version``."""
        await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.think)
        await ws.send(json.dumps({"type": "act", "version": version, "action": action}))
        self.figures.actions += 1


async def drive(
    base: str,
    tables: int,
    seconds: float,
    think: float,
    seed: int,
    games: list[str],
    drain: float,
    ramp: float,
) -> tuple[Figures, float]:
    """Run ``tables`` tables for ``seconds``, the first games starting one after the
    other over ``ramp`` seconds, then let the games end (within ``drain`` seconds); the
    figures and the seconds the whole run took."""
    load = Load(base, think, seed, games)
    start = time.perf_counter()
    slots = [
        asyncio.create_task(load.table_slot(slot, ramp * slot / tables)) for slot in range(tables)
    ]
    await asyncio.sleep(seconds)
    load.stopping = True
    done, pending = await asyncio.wait(slots, timeout=drain)
    for task in pending:
        task.cancel()
    for task in done:
        task.result()  # a client that failed fails the run
    return load.figures, time.perf_counter() - start


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def run(
    tables: int,
    seconds: float,
    think: float,
    seed: int = 0,
    games: list[str] | None = None,
    drain: float = 300.0,
    ramp: float = 10.0,
) -> dict[str, Any]:
    """Start the server, run the load, stop the server; the report as a dict."""
    chosen = list(MIX) if games is None else games
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "load.sqlite"
        log = open(Path(folder) / "server.log", "wb")  # noqa: SIM115
        server = subprocess.Popen(
            server_command(db, port, 0.0),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    urllib.request.urlopen(f"{base}/api/tables", timeout=1).close()
                    break
                except OSError:
                    if server.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError("the server did not start") from None
                    time.sleep(0.05)
            cpu_before, load_before = cpu_seconds(server.pid), os.getloadavg()[0]
            client_before = time.process_time()
            figures, wall = asyncio.run(
                drive(base, tables, seconds, think, seed, chosen, drain, ramp)
            )
            server_cpu = cpu_seconds(server.pid) - cpu_before
            client_cpu = time.process_time() - client_before
            with urllib.request.urlopen(f"{base}/api/tables", timeout=30) as reply:
                summaries = json.loads(reply.read())
        finally:
            server.terminate()
            server.wait()
            log.close()
        errors = (Path(folder) / "server.log").read_text(errors="replace")
    latencies = figures.latencies
    return {
        "tables": tables,
        "clients": figures.clients,
        "seconds": round(wall, 1),
        "think": think,
        "ramp": ramp,
        "games started": figures.started,
        "games finished": figures.finished,
        "games over on the server": sum(s["over"] for s in summaries),
        "actions": figures.actions,
        "actions/s": round(figures.actions / wall, 1),
        "server actions (deals too)": sum(s["version"] for s in summaries),
        "views received": figures.views,
        "latency p50 ms": round(1000 * percentile(latencies, 0.50), 2) if latencies else None,
        "latency p99 ms": round(1000 * percentile(latencies, 0.99), 2) if latencies else None,
        "latency max ms": round(1000 * max(latencies), 2) if latencies else None,
        "latency mean ms": round(1000 * statistics.fmean(latencies), 2) if latencies else None,
        "server CPU s": round(server_cpu, 1),
        "clients' CPU s": round(client_cpu, 1),
        "load average before, after": (load_before, os.getloadavg()[0]),
        "versions skipped or repeated": figures.gaps,
        "clients behind at the end": figures.behind,
        "errors": figures.errors[:10],
        "server log": errors.strip()[-2000:],
    }


def main(argv: list[str] | None = None) -> int:
    """Run the load test and print its report; 1 if a game did not finish or a message
    was lost."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200, help="tables at once (default 200)")
    parser.add_argument("--seconds", type=float, default=60, help="seconds of load (default 60)")
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean think time in seconds, drawn from 0.5x to 1.5x (default 1)",
    )
    parser.add_argument(
        "--ramp",
        type=float,
        default=10.0,
        help="seconds over which the first games start (default 10)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the clients' choices")
    parser.add_argument(
        "--games",
        default=",".join(MIX),
        help=f"the games, in turn from table to table (default {','.join(MIX)})",
    )
    args = parser.parse_args(argv)
    report = run(
        args.tables, args.seconds, args.think, args.seed, args.games.split(","), ramp=args.ramp
    )
    for key, value in report.items():
        print(f"{key}: {value}")
    good = (
        report["games finished"] == report["games started"] == report["games over on the server"]
        and report["versions skipped or repeated"] == 0
        and report["clients behind at the end"] == 0
        and not report["errors"]
    )
    return 0 if good else 1


if __name__ == "__main__":
    raise SystemExit(main())
