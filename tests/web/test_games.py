"""Whole games over the web table's websocket, and what a restart keeps
(docs/web.rst, *Persistence*): a game of each game played to its end by a person
against bots, every version heard in order; a new app on the same database file
resumes every table exactly, and its bots go on."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import tricktake
from tests.web.support import MessageChecker, Site

# One short game of each game: one deal where the rules allow it.
SHORT: dict[str, dict[str, Any]] = {
    "ninety-nine": {"game_end": "deals", "deals_per_game": 1},
    "nap": {"num_deals": 1},
    "nines": {},
    "newmarket": {"num_deals": 1},
}


def test_every_game_has_a_short_game() -> None:
    assert set(SHORT) == set(tricktake.games())


@pytest.mark.parametrize("game", list(SHORT))
def test_a_whole_game_over_the_websocket(site: Site, game: str) -> None:
    """A person at seat 0 plays a random legal action from its view's ``legal`` each
    turn, bots at the other seats (one a search bot), to the end of the game."""
    players = tricktake.get_game(game).rules(**SHORT[game]).players
    kinds = ["person", "search"] + ["random"] * (players - 2)
    table = site.create(game, kinds, options=SHORT[game])
    token = site.claim(table, 0, "Ann")
    rng = random.Random(21)
    checker = MessageChecker(game)
    with site.socket(table) as socket:
        message = socket.join(token)
        while not message["summary"]["over"]:
            checker.check(message)
            if message["view"]["legal"]:
                action = rng.choice(message["view"]["legal"])
                socket.send({"type": "act", "version": message["version"], "action": action})
            message = socket.receive()
            assert message["type"] == "view", message
        checker.check(message)
        seen = [json.loads(text) for text in socket.texts]
        versions = [m["version"] for m in seen if m["type"] == "view"]
    assert versions == list(range(versions[0], versions[-1] + 1))
    assert message["view"]["actor"] is None
    live = site.live(table)
    assert live.table.is_over and live.version == versions[-1]


def test_a_restart_resumes_every_table_exactly(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite"
    with Site(db) as site:
        mid = site.create("ninety-nine", ["person", "random", "search"])
        token = site.claim(mid, 0, "Ann")
        site.settle(mid)
        with site.socket(mid) as socket:  # Ann bids: the bots play on to her next turn
            view = socket.join(token)
            socket.send(
                {"type": "act", "version": view["version"], "action": view["view"]["legal"][0]}
            )
            socket.until(view["version"] + 1)
        site.settle(mid)
        done = site.create("nap", ["random"] * 4, options={"num_deals": 1})
        site.settle(done)
        before = {t: (site.live(t).version, site.live(t).table.state) for t in (mid, done)}
        summaries = site.client.get("/api/tables").json()
    with Site(db) as again:
        assert again.client.get("/api/tables").json() == summaries
        for table, (version, state) in before.items():
            live = again.live(table)
            assert (live.version, live.table.state) == (version, state)
        with again.socket(mid) as socket:  # Ann's token still holds her seat
            view = socket.join(token)
            assert view["seat"] == 0 and view["view"]["legal"]
            # Ann acts until the bots take over (the deal decides whether her first action
            # hands the turn on: she may have to lead after her bid); then they carry on.
            settled = view["version"]
            for _ in range(12):
                socket.send(
                    {"type": "act", "version": view["version"], "action": view["view"]["legal"][0]}
                )
                view = socket.until(view["version"] + 1)
                settled = again.settle(mid)
                if settled > view["version"] or again.live(mid).table.is_over:
                    break
        assert settled > view["version"] or again.live(mid).table.is_over


def test_bots_whose_turn_it_was_act_again_after_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite"
    with Site(db, bot_delay=60) as site:  # nobody acts before the server stops
        table = site.create("nines", ["random", "search", "random"])
        assert site.live(table).version == 0
    with Site(db) as again:  # the deal and the bots go on at once
        assert again.settle(table) > 0 and again.live(table).table.is_over
