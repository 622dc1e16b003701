"""The web table's websocket (docs/web.rst, *WebSocket*): joining, views for each seat
and spectators, acting, every error code (a refused message changes nothing: same
version, same state), flooding and oversized messages, reconnects and second tabs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.web.support import MessageChecker, Site, Socket, cards_in, hidden_cards
from tricktake.render import parts_json
from tricktake.units import Seat
from tricktake.web.app import FLOOD_LIMIT
from tricktake.web.protocol import CODES, MOST_BYTES


def _nap(site: Site) -> tuple[str, str]:
    """A Nap table with Ann at seat 0 and bots, waiting for Ann's first bid; its id and
    Ann's token."""
    table = site.create("nap", ["person", "random", "random", "random"], first_dealer=3)
    token = site.claim(table, 0, "Ann")
    site.settle(table)
    assert site.live(table).table.to_move == 0  # the dealer's left bids first
    return table, token


def _refused(site: Site, table: str, socket: Socket, message: object, code: str) -> str:
    """Send ``message``; check that the one reply is the error ``code`` at the version,
    and that nothing changed."""
    live = site.live(table)
    version, state = live.version, live.table.state
    socket.send_text(message if isinstance(message, str) else json.dumps(message))
    reply = socket.receive()
    assert reply["type"] == "error" and reply["code"] == code, reply
    assert reply["version"] == version and reply["message"]
    assert socket.ping() == version  # and nothing else was sent in between
    assert (live.version, live.table.state) == (version, state)
    return str(reply["message"])


def test_join_gives_the_welcome_then_the_seats_view(site: Site) -> None:
    table, token = _nap(site)
    live = site.live(table)
    with site.socket(table) as socket:
        socket.send({"type": "join", "token": token})
        welcome = socket.receive()
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        assert welcome["version"] == live.version and welcome["table"] == table
        assert welcome["summary"]["seats"][0]["connected"] is True
        view = socket.receive()
        assert view["type"] == "view" and (view["seat"], view["version"]) == (0, live.version)
        assert view["view"] == live.game.to_json(live.table.view(0))
        assert view["events"] == [live.game.event_json(e) for e in live.table.events(0)]
        assert len(view["view"]["hand"]) == 5 and view["view"]["legal"]
        MessageChecker("nap").check(view)
    # Gone: the seat shows as not connected.
    seats = site.client.get(f"/api/tables/{table}").json()["seats"]
    assert seats[0]["connected"] is False


def test_an_action_goes_to_every_client_each_for_its_seat(site: Site) -> None:
    table = site.create("nap", ["person", "person", "random", "random"], first_dealer=3)
    ann, bob = site.claim(table, 0, "Ann"), site.claim(table, 1, "Bob")
    site.settle(table)
    live = site.live(table)
    with site.socket(table) as one, site.socket(table) as two, site.socket(table) as watcher:
        first = one.join(ann)
        two.join(bob)
        watcher.join(None)
        version = first["version"]
        one.send({"type": "act", "version": version, "action": "pass"})
        for socket, seat in ((one, 0), (two, 1), (watcher, None)):
            message = socket.receive()
            assert (message["type"], message["version"], message["seat"]) == (
                "view",
                version + 1,
                seat,
            )
            assert message["view"]["hand"] == (
                [] if seat is None else live.game.to_json(live.table.view(seat))["hand"]
            )
            assert [e["text"] for e in message["events"]] == ["0 pass"]
        assert live.table.to_move == 1


@pytest.mark.parametrize(
    ("text", "code", "says"),
    [
        ("{nap", "bad-json", "not JSON"),
        ("[1, 2]", "bad-message", "got an array"),
        ('"join"', "bad-message", "got a string"),
        ("{}", "bad-message", '"type" is null'),
        ('{"type": "shout"}', "bad-message", '"type" is "shout"'),
        ('{"type": "ping", "x": 1}', "bad-message", 'unknown field "x"'),
        ('{"type": "act", "version": 1}', "bad-message", '"action" is missing'),
        ('{"type": "act", "version": true, "action": "pass"}', "bad-message", '"version" must be'),
        ('{"type": "act", "version": 1, "action": 7}', "bad-message", '"action" must be'),
        ('{"type": "join", "token": 5}', "bad-message", '"token" must be'),
        ('{"type": "act", "version": 1, "action": "pass"}', "not-joined", "join"),
    ],
)
def test_malformed_messages_are_refused_and_the_connection_kept(
    site: Site, text: str, code: str, says: str
) -> None:
    table, _ = _nap(site)
    with site.socket(table) as socket:
        assert says in _refused(site, table, socket, text, code)
        socket.join(None)  # still open, and the join still works


def test_each_refused_action_changes_nothing(site: Site) -> None:
    table = site.create("nap", ["person", "person", "random", "random"], first_dealer=3)
    ann, bob = site.claim(table, 0, "Ann"), site.claim(table, 1, "Bob")
    site.settle(table)
    with site.socket(table) as one, site.socket(table) as two, site.socket(table) as watcher:
        v = one.join(ann)["version"]
        two.join(bob)
        watcher.join(None)
        act: dict[str, Any] = {"type": "act", "version": v, "action": "pass"}
        assert "spectator" in _refused(site, table, watcher, act, "spectator")
        assert "expected the current version" in _refused(
            site, table, one, {**act, "version": v - 1}, "stale"
        )
        _refused(site, table, one, {**act, "version": v + 1}, "stale")
        assert "seat 0's turn, not seat 1's" in _refused(site, table, two, act, "turn")
        assert "bid" in _refused(site, table, one, {**act, "action": "shout"}, "syntax")
        assert "not legal" in _refused(site, table, one, {**act, "action": "play AS"}, "illegal")
        assert "already joined" in _refused(site, table, one, {"type": "join"}, "bad-message")
        # Then the same action at the right version is accepted.
        one.send(act)
        assert one.receive()["version"] == v + 1
        assert two.receive()["version"] == v + 1


def test_over_once_the_game_has_ended(site: Site) -> None:
    table = site.create("nap", ["person", "random", "random", "random"], options={"num_deals": 1})
    token = site.claim(table, 0, "Ann")
    site.settle(table)
    live = site.live(table)
    while not live.table.is_over:
        site.accept(table, live.table.legal[0])
        site.settle(table)
    with site.socket(table) as socket:
        view = socket.join(token)
        assert view["summary"]["over"] is True and view["view"]["actor"] is None
        act = {"type": "act", "version": live.version, "action": "pass"}
        assert "game is over" in _refused(site, table, socket, act, "over")


def test_an_unknown_table_is_refused_and_closed(site: Site) -> None:
    with site.socket("nothing") as socket:
        reply = socket.receive()
        assert (reply["type"], reply["code"], reply["version"]) == ("error", "unknown-table", None)
        assert socket.closed() == 4404


def test_a_wrong_token_is_refused_and_closed(site: Site) -> None:
    table, _ = _nap(site)
    other = site.create("nap", ["person", "random", "random", "random"])
    token = site.claim(other, 0)
    with site.socket(table) as socket:
        socket.send({"type": "join", "token": token})  # a token of another table
        reply = socket.receive()
        assert (reply["type"], reply["code"]) == ("error", "bad-token")
        assert socket.closed() == 4403


def test_too_large_a_message_is_refused_and_closed(site: Site) -> None:
    table, token = _nap(site)
    live = site.live(table)
    version = live.version
    with site.socket(table) as socket:
        socket.join(token)
        padded = json.dumps(
            {"type": "act", "version": version, "action": "pass" + " " * MOST_BYTES}
        )
        socket.send_text(padded)
        reply = socket.receive()
        assert (reply["type"], reply["code"]) == ("error", "too-large")
        assert f"at most {MOST_BYTES}" in reply["message"]
        assert socket.closed() == 1009
    assert live.version == version
    # Exactly at the limit is still read.
    with site.socket(table) as socket:
        socket.send_text(json.dumps({"type": "ping"}).ljust(MOST_BYTES))
        assert socket.receive()["type"] == "pong"


def test_a_flood_is_dropped_then_closed(site: Site) -> None:
    table, token = _nap(site)
    with site.socket(table) as socket:
        socket.paced = False
        socket.join(token)
        for _ in range(30):  # with the join: FLOOD_LIMIT answered, then one error
            socket.send({"type": "ping"})
        replies = [socket.receive() for _ in range(FLOOD_LIMIT)]
        assert [r["type"] for r in replies].count("pong") == FLOOD_LIMIT - 1
        assert replies[-1]["code"] == "flood"
        assert "more than 20 messages in one second" in replies[-1]["message"]
    with site.socket(table) as socket:
        socket.paced = False
        for _ in range(150):
            socket.send({"type": "ping"})
        codes: list[str | None] = []
        while True:
            message = socket.raw()
            if message["type"] == "websocket.close":
                break
            codes.append(json.loads(message["text"]).get("code"))
        assert message["code"] == 1008
        assert codes.count("flood") == 2  # once past 20, once past 100
    # The server is up: the table still answers.
    with site.socket(table) as socket:
        assert socket.join(token)["seat"] == 0


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [("nap", 4, {"num_deals": 2}), ("nines", 3, {})],
)
def test_two_seats_each_see_only_their_own_hand_in_the_raw_messages(
    site: Site, game: str, seats: int, options: dict[str, Any]
) -> None:
    """No card of another seat's hand appears anywhere in a seat's messages, nor any
    hand's card in a spectator's, in the first deal (later, the past deals' results
    name cards that are in hands again; and Newmarket's boodle cards, from another
    pack, share the names of cards in hands), and no deal's text leaves the server.
    Each message's view, events and parts are exactly the seat's, over the whole game
    (the views are those that the library's no-leak property checks)."""
    kinds = ["person", "person"] + ["random"] * (seats - 2)
    table = site.create(game, kinds, options=options)
    tokens = [site.claim(table, 0, "Ann"), site.claim(table, 1, "Bob")]
    live = site.live(table)
    checker = MessageChecker(game)
    with site.socket(table) as one, site.socket(table) as two, site.socket(table) as watcher:
        sockets: dict[Seat | None, Socket] = {Seat(0): one, Seat(1): two, None: watcher}
        for seat, socket in sockets.items():
            socket.join(None if seat is None else tokens[seat])
        while not live.table.is_over:
            site.settle(table)
            actor = live.table.to_move
            if actor in (0, 1):
                assert isinstance(actor, int)
                socket, version = sockets[actor], live.version
                socket.send(
                    {"type": "act", "version": version, "action": str(live.table.legal[-1])}
                )
                socket.until(version + 1)  # wait for it to be accepted
        final = live.version
        deals = [str(a) for a in live.table.actions if str(a).startswith("deal ")]
        starts = [i for i, a in enumerate(live.table.actions) if str(a).startswith("deal ")]
        # The first deal ends where the second begins, or with the game: a Nines game
        # ends after the deal in which a seat comes down to 0 points (NINES-END-1), now
        # and then its first (about 1 game in 300 with these players).
        second = starts[1] if len(starts) > 1 else len(live.table.actions)
        for seat, socket in sockets.items():
            socket.until(final)
            seen = [json.loads(text) for text in socket.texts]
            views = [m for m in seen if m["type"] == "view"]
            assert views[-1]["version"] == final
            for text, message in zip(socket.texts, seen, strict=True):
                if message["type"] != "view":
                    continue
                checker.check(message, seat)
                state = live.table.states[message["version"]]
                view = live.game.view(state, seat)
                assert message["view"] == live.game.to_json(view)
                assert message["events"] == [
                    live.game.event_json(e) for e in live.game.events(state, seat)
                ]
                assert message["parts"] == parts_json(view, live.names())
                if message["version"] <= second:
                    leaked = cards_in(text) & hidden_cards(live, message["version"], seat)
                    assert not leaked, (seat, message["version"], leaked)
                assert not any(deal in text for deal in deals)
            # Every version after the join, in order, none skipped or repeated.
            versions = [m["version"] for m in views]
            assert versions == list(range(versions[0], final + 1))


def test_the_leak_check_can_fail() -> None:
    assert cards_in('{"hand": ["AS", "10♥"], "x": "2C 7D", "n": "Bot 2 (search)"}') == {
        "AS",
        "10H",
        "2C",
        "7D",
    }


def test_reconnecting_with_the_token_mid_deal_gets_the_seat_back(site: Site) -> None:
    table, token = _nap(site)
    live = site.live(table)
    with site.socket(table) as socket:
        first = socket.join(token)
        socket.send({"type": "act", "version": first["version"], "action": "pass"})
        socket.until(first["version"] + 1)
    site.settle(table)
    assert live.table.view(0).hand  # mid-deal
    with site.socket(table) as socket, site.socket(table) as tab:
        again = socket.join(token)
        assert again["seat"] == 0 and again["version"] == live.version
        assert again["view"] == live.game.to_json(live.table.view(0))
        assert tab.join(token)["seat"] == 0  # a second tab with the same token
        if live.table.to_move == 0:  # both tabs hear the seat's next action
            tab.send({"type": "act", "version": live.version, "action": str(live.table.legal[0])})
            assert socket.receive()["seat"] == tab.receive()["seat"] == 0


def test_every_code_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    untested = [code for code in CODES if f'"{code}"' not in source]
    assert untested == []
