"""The web table's HTTP API (docs/web.rst, *HTTP API*): the catalog of games, creating
tables, claiming seats, records of finished games and their replay; every bad request
gets the library's error class and message with 400, 404 or 409, and changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tricktake
from tests.web.support import MessageChecker, Site, hidden_cards
from tricktake.options import describe
from tricktake.record import load
from tricktake.units import Seat


def test_games_lists_every_game_its_presets_and_options_from_the_registry(site: Site) -> None:
    games = site.client.get("/api/games").json()
    assert [game["name"] for game in games] == list(tricktake.games())
    for entry in games:
        name: str = entry["name"]
        game = tricktake.get_game(name)
        assert entry["title"] == game.title
        assert [p["name"] for p in entry["presets"]] == list(game.presets())
        assert {p["players"] for p in entry["presets"]} == set(entry["players"])
        rules: object = game.rules()
        infos = describe(type(rules))
        assert [o["name"] for o in entry["options"]] == [info.name for info in infos]
        assert [o["default"] for o in entry["options"]] == [info.default for info in infos]
        assert all(
            set(o) == {"name", "type", "default", "allowed", "choices", "help"}
            for o in entry["options"]
        )


def test_create_a_table_and_read_its_summary(site: Site) -> None:
    reply = site.client.post(
        "/api/tables",
        json={
            "game": "ninety-nine",
            "preset": "revised",
            "options": {"target": 150},
            "seats": ["person", "random", "search"],
            "first_dealer": 2,
        },
    )
    assert reply.status_code == 201
    summary = reply.json()
    table = summary["table"]
    assert summary == {
        "table": table,
        "game": "ninety-nine",
        "title": "Ninety-Nine",
        "preset": "revised",
        "options": {"target": 150},
        "players": 3,
        "seats": [
            {"seat": 0, "kind": "person", "name": None, "taken": False, "connected": False},
            {
                "seat": 1,
                "kind": "random",
                "name": "Bot 1 (random)",
                "taken": True,
                "connected": True,
            },
            {
                "seat": 2,
                "kind": "search",
                "name": "Bot 2 (search)",
                "taken": True,
                "connected": True,
            },
        ],
        "version": 0,
        "over": False,
    }
    version = site.settle(table)  # the deal, then the bots until seat 0 is to bid
    assert version >= 1 and site.live(table).table.to_move == 0
    assert site.live(table).table.first_dealer == 2
    shown = site.client.get(f"/api/tables/{table}").json()
    assert shown == {**summary, "version": version}
    assert site.client.get("/api/tables").json() == [shown]


@pytest.mark.parametrize(
    ("body", "error", "says"),
    [
        ({"game": "chess", "seats": []}, "UnknownGameError", "chess"),
        (
            {"game": "nap", "preset": "grand", "seats": ["person"] * 4},
            "UnknownPresetError",
            "grand",
        ),
        (
            {"game": "nap", "options": {"players": 9}, "seats": ["person"] * 4},
            "RulesError",
            "players",
        ),
        ({"game": "nap", "seats": ["person"] * 3}, "ArgumentError", "expected 4 seats"),
        (
            {"game": "nap", "seats": ["person", "robot", "random", "random"]},
            "ArgumentError",
            "robot",
        ),
        ({"game": "nap", "seats": "person"}, "ArgumentError", "seats: expected an array"),
        ({"game": "nap", "seats": ["person"] * 4, "first_dealer": 4}, "SetupError", "first_dealer"),
        (
            {"game": "nap", "seats": ["person"] * 4, "first_dealer": True},
            "ArgumentError",
            "integer",
        ),
        ({"seats": ["person"] * 4}, "ArgumentError", "game: expected a string, got nothing"),
        ([1, 2], "ArgumentError", "not a JSON object"),
    ],
)
def test_a_bad_table_is_refused_with_the_library_message(
    site: Site, body: Any, error: str, says: str
) -> None:
    reply = site.client.post("/api/tables", json=body)
    assert reply.status_code == 400
    assert reply.json()["error"] == error
    assert says in reply.json()["message"]
    assert site.client.get("/api/tables").json() == []


def test_a_body_that_is_not_json_is_refused(site: Site) -> None:
    reply = site.client.post("/api/tables", content=b"{nap")
    assert (reply.status_code, reply.json()["error"]) == (400, "ArgumentError")


def test_claiming_seats(site: Site) -> None:
    table = site.create("nap", ["person", "person", "random", "search"])
    reply = site.client.post(f"/api/tables/{table}/seats/1", json={"name": " Bob "})
    assert reply.status_code == 200
    token = reply.json()["token"]
    assert reply.json() == {"table": table, "seat": 1, "token": token} and len(token) >= 24
    seats = site.client.get(f"/api/tables/{table}").json()["seats"]
    assert seats[1] == {
        "seat": 1,
        "kind": "person",
        "name": "Bob",
        "taken": True,
        "connected": False,
    }
    # The database keeps the token's hash only.
    stored = site.tables.store.tables()[0].seats[1]
    assert stored.token_hash is not None and token not in stored.token_hash
    refused = [
        (f"/api/tables/{table}/seats/1", {"name": "Cy"}, 409, "SeatTakenError"),
        (f"/api/tables/{table}/seats/2", {"name": "Cy"}, 409, "SeatTakenError"),
        (f"/api/tables/{table}/seats/4", {"name": "Cy"}, 404, "UnknownTableError"),
        (f"/api/tables/{table}/seats/x", {"name": "Cy"}, 400, "ArgumentError"),
        ("/api/tables/nothing/seats/0", {"name": "Cy"}, 404, "UnknownTableError"),
        (f"/api/tables/{table}/seats/0", {"name": ""}, 400, "ArgumentError"),
        (f"/api/tables/{table}/seats/0", {"name": 7}, 400, "ArgumentError"),
        (f"/api/tables/{table}/seats/0", {"name": "x" * 41}, 400, "ArgumentError"),
    ]
    for url, body, status, error in refused:
        reply = site.client.post(url, json=body)
        assert (reply.status_code, reply.json()["error"]) == (status, error), url
    assert site.client.get(f"/api/tables/{table}").json()["seats"] == seats


def test_unknown_table_is_a_404(site: Site) -> None:
    for url in ("/api/tables/nothing", "/api/tables/nothing/record"):
        reply = site.client.get(url)
        assert (reply.status_code, reply.json()["error"]) == (404, "UnknownTableError")


def test_the_record_waits_for_the_end_of_the_game_then_replays(site: Site) -> None:
    table = site.create("nap", ["person", "random", "random", "random"], options={"num_deals": 1})
    site.claim(table, 0, "Ann")
    site.settle(table)
    reply = site.client.get(f"/api/tables/{table}/record")
    assert (reply.status_code, reply.json()["error"]) == (409, "GameInProgressError")
    live = site.live(table)
    while not live.table.is_over:  # seat 0 plays its first legal action each turn
        site.accept(table, live.table.legal[0])
        site.settle(table)
    reply = site.client.get(f"/api/tables/{table}/record")
    assert reply.status_code == 200
    record = load(reply.text)
    assert record.players == ("Ann", "Bot 1 (random)", "Bot 2 (random)", "Bot 3 (random)")
    assert record.options == {"num_deals": 1}
    assert tricktake.replay(record) == live.table.state
    assert record.result == live.table.scores


def _finished(site: Site) -> tuple[str, dict[str, Any]]:
    table = site.create("nap", ["random"] * 4, options={"num_deals": 1})
    site.settle(table)
    return table, json.loads(site.client.get(f"/api/tables/{table}/record").text)


def test_replay_steps_through_a_record_as_a_seat_saw_it(site: Site) -> None:
    table, record = _finished(site)
    live = site.live(table)
    steps = len(live.table)
    checker = MessageChecker("nap")
    for step in (0, 1, 2, steps // 2, steps):
        for seat in (None, Seat(0), Seat(3)):
            reply = site.client.post(
                "/api/replay", json={"record": record, "step": step, "seat": seat}
            )
            assert reply.status_code == 200, reply.text
            body = reply.json()
            assert body["steps"] == steps and body["step"] == step
            assert body["action"] == (None if step == 0 else record["actions"][step - 1])
            message = body["message"]
            assert (message["type"], message["version"], message["seat"]) == ("view", step, seat)
            checker.check(message, (step, seat))
            state = live.table.states[step]
            expected = live.game.to_json(live.game.view(state, seat))
            assert message["view"] == expected
            assert message["summary"]["seats"][1]["name"] == "Bot 1 (random)"
    # Without a seat: the public view.
    reply = site.client.post("/api/replay", json={"record": record, "step": 1})
    assert reply.json()["message"]["view"]["hand"] == []
    assert not {c for c in hidden_cards(live, 1, None)} & set(
        reply.json()["message"]["view"]["hand"]
    )


@pytest.mark.parametrize(
    ("change", "error", "says"),
    [
        ({"step": 9999}, "ArgumentError", "step 9999: expected 0 to"),
        ({"step": -1}, "ArgumentError", "step -1"),
        ({"seat": 4}, "ArgumentError", "seat 4"),
        ({"step": "1"}, "ArgumentError", "step: expected an integer"),
        ({"record": [1]}, "ArgumentError", "record: expected an object"),
    ],
)
def test_replay_refuses_a_bad_request(
    site: Site, change: dict[str, Any], error: str, says: str
) -> None:
    _, record = _finished(site)
    reply = site.client.post("/api/replay", json={"record": record, "step": 1, **change})
    assert (reply.status_code, reply.json()["error"]) == (400, error)
    assert says in reply.json()["message"]


def test_replay_of_a_broken_record_is_the_record_error(site: Site) -> None:
    _, record = _finished(site)
    record["actions"][3] = "play 99X"
    reply = site.client.post("/api/replay", json={"record": record, "step": 1})
    assert (reply.status_code, reply.json()["error"]) == (400, "RecordError")
    assert reply.json()["message"].startswith("actions[3] 'play 99X'")


def test_the_page_is_served(site: Site) -> None:
    reply = site.client.get("/")
    assert reply.status_code == 200 and "html" in reply.headers["content-type"]
