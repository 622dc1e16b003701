"""The web table's page in a real browser, end to end against a real server: a deal of
each game played by clicking, two people at one table each seeing only their own hand,
a reload and a server restart mid-deal, and the replay of a finished game's record."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.browser.conftest import Server
from tests.browser.driver import (
    CARD,
    Frames,
    card_label,
    consecutive,
    create_in_lobby,
    get,
    hand,
    play_turns,
    post,
    settle,
    shown_cards,
    sit_in_lobby,
    wait_until,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

# Short presets: a deal of each takes a few seconds of clicking.
GAMES = [
    ("ninety-nine", "revised", 3),
    ("nap", "standard", 4),
    ("nines", "standard", 3),
    ("newmarket", "standard", 4),
]


@pytest.fixture
def page(browser: Browser) -> Any:
    """A page in a fresh browser context (its own localStorage), with a default timeout
    that keeps a broken test short."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, f"the page raised: {errors}"


def deal_over(first_deal: int) -> Callable[[dict[str, Any]], bool]:
    """Whether a view message comes after the deal ``first_deal`` (or the game is over)."""

    def done(message: dict[str, Any]) -> bool:
        return bool(message["summary"]["over"]) or message["view"]["deal_number"] > first_deal

    return done


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_a_deal_of_each_game_played_by_clicking(
    server: Server, page: Page, game: str, preset: str, players: int
) -> None:
    frames = Frames(page)
    seats = ["person"] + ["random"] * (players - 1)
    create_in_lobby(page, server.url, "Ann", game, preset, seats)
    first = settle(page, frames)
    assert first["seat"] == 0
    # the hand as dealt, each card named for a screen reader, red or black by its suit
    shown = hand(page)
    assert shown == first["view"]["hand"] and shown
    for card in page.locator(".own .hand .card").all():
        text = card.get_attribute("data-card")
        assert text is not None
        assert card.get_attribute("aria-label") == card_label(text)
        colour = "red" if text[-1] in "DH" else "black"
        assert colour in (card.get_attribute("class") or "").split()
    clicks = play_turns([(page, frames, 0)], deal_over(first["view"]["deal_number"]))
    assert clicks >= 1
    consecutive(frames)

    # the event log holds the events' texts, in order, after the deal's actions before
    # the page joined: once the page has drawn every view it received (the random seats
    # may still be playing the next deal's first turns)
    def logged() -> bool:
        settle(page, frames)
        log = page.locator(".log li:not(.history)").all_text_contents()
        return len(log) == sum(len(m["events"]) for m in frames.views())

    wait_until(page, logged, "the event log to hold the events of every view received")


def test_two_people_each_see_only_their_own_hand(server: Server, browser: Browser) -> None:
    table = post(
        server.url + "/api/tables",
        {"game": "nap", "preset": "standard", "seats": ["person", "person", "random", "random"]},
    )["table"]
    players: list[tuple[Page, Frames, int]] = []
    for seat, name in enumerate(["Ann", "Bob"]):
        context = browser.new_context()
        context.set_default_timeout(15_000)
        page = context.new_page()
        frames = Frames(page)
        sit_in_lobby(page, server.url, name, table, seat)
        players.append((page, frames, seat))
    hands: list[set[str]] = []
    for page, frames, seat in players:
        message = settle(page, frames)
        assert message["seat"] == seat
        assert hand(page) == message["view"]["hand"]
        hands.append(set(message["view"]["hand"]))
    assert hands[0] and hands[1] and not hands[0] & hands[1]
    for (page, frames, seat), other in zip(players, reversed(hands), strict=True):
        # nothing the page received names the other's cards: no card of the other hand
        # is a word of any websocket message (the bidding has not shown a card yet)
        words = {word for raw in frames.raw for word in re.findall(r"[0-9A-Z]+", raw)}
        assert not words & other, (seat, words & other)
        # and nothing on the page shows them
        assert set(shown_cards(page, "[data-card]")) == hands[seat], seat
    # then they play the deal together, each clicking in turn
    play_turns(players, deal_over(1))
    for page, frames, _ in players:
        consecutive(frames)
        page.context.close()


def seated_mid_deal(server: Server, page: Page) -> tuple[Frames, dict[str, Any]]:
    """A new Nap table with bots at seats 1 to 3, seat 0 taken in the lobby by ``page``
    and played by clicking until a trick is in play and seat 0 is to move; the page's
    frames and the view message it then shows."""
    seats = ["person", "random", "random", "random"]
    table = post(server.url + "/api/tables", {"game": "nap", "preset": "standard", "seats": seats})
    frames = Frames(page)
    sit_in_lobby(page, server.url, "Ann", table["table"], 0)
    settle(page, frames)
    play_turns(
        [(page, frames, 0)], lambda m: m["view"]["phase"] == "play" and m["view"]["actor"] == 0
    )
    before = settle(page, frames)
    assert hand(page) == before["view"]["hand"]
    return frames, before


def rejoined(page: Page, frames: Frames, before: dict[str, Any]) -> None:
    """Checks that the page joined its seat again (a second ``welcome``, for seat 0) and
    shows the table as it was: the same version and the same hand."""
    wait_until(
        page,
        lambda: [m["seat"] for m in frames.messages if m["type"] == "welcome"] == [0, 0],
        "the page to take its seat again",
    )
    after = settle(page, frames)
    assert after["version"] == before["version"] and after["seat"] == 0
    assert hand(page) == before["view"]["hand"] == after["view"]["hand"]


def test_a_reload_mid_deal_takes_the_seat_back(server: Server, page: Page) -> None:
    frames, before = seated_mid_deal(server, page)
    page.reload()  # the token kept in localStorage takes the seat back
    rejoined(page, frames, before)
    play_turns([(page, frames, 0)], lambda m: m["version"] > before["version"] + 1)


def test_a_server_restart_mid_game_resumes_the_table(server: Server, page: Page) -> None:
    frames, before = seated_mid_deal(server, page)
    server.kill()
    page.locator(".connection", has_text="Connection lost").wait_for()
    server.start()  # the same database and port: the page's retries find it again
    rejoined(page, frames, before)
    play_turns([(page, frames, 0)], deal_over(before["view"]["deal_number"]))


def test_replay_of_a_finished_game_step_by_step(server: Server, page: Page, tmp_path: Path) -> None:
    table = post(
        server.url + "/api/tables", {"game": "nap", "preset": "standard", "seats": ["random"] * 4}
    )["table"]
    wait_until(
        page,
        lambda: bool(get(f"{server.url}/api/tables/{table}")["over"]),
        "the bots to finish the game",
        timeout=60,
    )
    page.goto(server.url + "/")
    row = page.locator(f'[data-table="{table}"]')
    with page.expect_download() as download:
        row.get_by_text("Download the record").click()
    path = tmp_path / "record.json"
    download.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == "nap" and record["actions"]
    steps = len(record["actions"])

    replies: list[dict[str, Any]] = []
    page.on(
        "response", lambda r: replies.append(r.json()) if r.url.endswith("/api/replay") else None
    )
    page.goto(server.url + "/#/replay")
    page.set_input_files("#record-file", str(path))
    position = page.locator(".replay-controls .position")
    position.filter(has_text=f"step 0 of {steps}").wait_for()
    assert page.locator('[data-step="back"]').is_disabled()
    for k in range(1, 4):
        page.click('[data-step="forward"]')
        position.filter(has_text=f"step {k} of {steps}").wait_for()
        page.locator(".board-head .version", has_text=f"version {k}").wait_for()
        assert page.locator(".last-action").text_content() is not None
    # a deal's text is shown in a replay: the game is over
    assert replies[1]["action"] == record["actions"][0] and record["actions"][0].startswith("deal")
    page.select_option("#replay-seat", "1")
    page.locator(".own .seat[data-seat='1']").wait_for()
    wait_until(page, lambda: replies[-1]["message"]["seat"] == 1, "seat 1's view")
    assert hand(page) == replies[-1]["message"]["view"]["hand"]
    page.click('[data-step="last"]')
    position.filter(has_text=f"step {steps} of {steps}").wait_for()
    assert page.locator('[data-step="forward"]').is_disabled()
    wait_until(page, lambda: replies[-1]["step"] == steps, "the last step")
    assert replies[-1]["message"]["view"]["scores"] == record["result"]["scores"]
    page.click('[data-step="back"]')
    position.filter(has_text=f"step {steps - 1} of {steps}").wait_for()
    # the lobby's Replay link opens the same record from the server
    page.goto(server.url + "/")
    page.locator(f'[data-table="{table}"] a', has_text="Replay").click()
    position.filter(has_text=f"step 0 of {steps}").wait_for()
    assert all(CARD.match(card) for card in hand(page))
