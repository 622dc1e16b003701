"""Driving the page as a player does: create a table or take a seat in the lobby, click
cards and buttons, and read what the page received over its websocket."""

from __future__ import annotations

import itertools
import json
import re
import time
import urllib.request
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page, WebSocket

CARD = re.compile(r"^(?:(?:10|11|12|[2-9JQKA])[CDHS]|JK)$")
"""A card's text, as the library writes it."""

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def card_label(card: str) -> str:
    """What the page must say of a card to a screen reader: ``9 of diamonds``."""
    if card == "JK":
        return "joker"
    ranks = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}
    return f"{ranks.get(card[:-1], card[:-1])} of {SUIT_NAMES[card[-1]]}"


def post(url: str, body: dict[str, Any]) -> Any:
    """The JSON reply of a POST of ``body`` to ``url``."""
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"content-type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(request, timeout=10) as reply:
        return json.loads(reply.read())


def get(url: str) -> Any:
    """The JSON reply of a GET of ``url``."""
    with urllib.request.urlopen(url, timeout=10) as reply:
        return json.loads(reply.read())


class Frames:
    """Every websocket message that a page received, as text and parsed, in order."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.raw: list[str] = []
        self.messages: list[dict[str, Any]] = []
        page.on("websocket", self._opened)

    def _opened(self, socket: WebSocket) -> None:
        socket.on("framereceived", self._received)

    def _received(self, payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        self.raw.append(text)
        self.messages.append(json.loads(text))

    def views(self) -> list[dict[str, Any]]:
        """The ``view`` messages received."""
        return [m for m in self.messages if m["type"] == "view"]

    def last(self) -> dict[str, Any] | None:
        """The last ``view`` message received, if any."""
        views = self.views()
        return views[-1] if views else None

    def version(self) -> int:
        """The version of the last view received (-1 before any)."""
        last = self.last()
        return -1 if last is None else int(last["version"])


def wait_until(page: Page, check: Callable[[], bool], what: str, timeout: float = 15) -> None:
    """Waits (letting the page's events in) until ``check()`` holds."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        page.wait_for_timeout(25)


def wait_past(page: Page, frames: Frames, version: int) -> None:
    """Waits until the page received a view after ``version``."""
    wait_until(page, lambda: frames.version() > version, f"a view after version {version}")


def drawn_version(page: Page) -> int | None:
    """The version that the page's board shows, if it shows one."""
    text = (
        page.locator(".board-head .version").text_content(timeout=0)
        if page.locator(".board-head .version").count()
        else None
    )
    return int(text.split()[-1]) if text else None


def settle(page: Page, frames: Frames) -> dict[str, Any]:
    """The last view the page received, once its board shows it."""
    wait_until(
        page,
        lambda: frames.last() is not None and drawn_version(page) == frames.version(),
        "the page to draw the last view",
    )
    last = frames.last()
    assert last is not None
    return last


def table_id(page: Page) -> str:
    """The table that the page shows (``#/table/<id>``)."""
    match = re.search(r"#/table/([^/]+)$", page.url)
    assert match, page.url
    return match.group(1)


def create_in_lobby(
    page: Page, url: str, name: str, game: str, preset: str, seats: list[str]
) -> str:
    """Creates a table with the lobby's form (the first person seat is taken under
    ``name``) and returns its id once the page shows it."""
    page.goto(url + "/")
    page.fill("#player-name", name)
    page.select_option("#new-game", game)
    page.select_option("#new-preset", preset)
    for seat, kind in enumerate(seats):
        page.select_option(f"#new-seat-{seat}", kind)
    page.click("#new-table button[type=submit]")
    page.wait_for_url(re.compile(r"#/table/"))
    return table_id(page)


def sit_in_lobby(page: Page, url: str, name: str, table: str, seat: int) -> None:
    """Takes ``seat`` of ``table`` from the lobby's list under ``name``."""
    page.goto(url + "/")
    page.fill("#player-name", name)
    page.locator(f'[data-table="{table}"] button', has_text=f"Sit at seat {seat}").click()
    page.wait_for_url(re.compile(rf"#/table/{table}$"))


def shown_cards(page: Page, selector: str) -> list[str]:
    """The cards (their text) of the page's elements that ``selector`` picks, in order."""
    cards: list[str] = page.locator(selector).evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    return cards


def hand(page: Page) -> list[str]:
    """The cards of the viewer's hand that the page shows, in order."""
    return shown_cards(page, ".own .hand .card")


def expected_legal_cards(view: dict[str, Any]) -> set[str]:
    """The hand's cards that the page must offer: those of the legal actions that name
    only cards of the hand."""
    held = set(view["hand"])
    cards: set[str] = set()
    for action in view["legal"]:
        named = [word for word in action.split() if CARD.match(word)]
        if named and set(named) <= held:
            cards |= set(named)
    return cards


def click_an_action(page: Page) -> str:
    """Makes one legal action by clicking, as a player would: cards to select then the
    action's button, a card, or else the last action button. Returns what it clicked."""
    verbs = page.locator(".actions button.verb")
    if verbs.count():
        for card in page.locator(".own .hand button.card.legal").all():
            card.click()
            enabled = page.locator(".actions button.verb:enabled")
            if enabled.count():
                enabled.first.click()
                return "selected cards"
        raise AssertionError("no selection of cards makes an action")
    cards = page.locator(".own .hand button.card.legal, .pile button.card.legal")
    if cards.count():
        cards.first.click()
        choices = page.locator(".choices button")
        if choices.count():
            choices.first.click()
        return "card"
    buttons = page.locator(".actions button[data-action], .action-list button")
    assert buttons.count(), "it is the viewer's turn but the page offers nothing to click"
    buttons.last.click()
    return "button"


def play_turns(
    pages: list[tuple[Page, Frames, int]],
    done: Callable[[dict[str, Any]], bool],
    *,
    limit: int = 400,
) -> int:
    """Plays by clicking on each page whose seat is to move, until ``done(view message)``
    holds for the first page's last view; returns the number of actions clicked.

    Each time a page is to move, the cards it highlights are exactly the legal ones and
    its click is accepted (a view of the next version follows, and no error)."""
    clicks = 0
    first_page, first_frames, _ = pages[0]
    for _ in range(limit):
        message = settle(first_page, first_frames)
        if done(message):
            return clicks
        version: int = message["version"]
        mover = next(((p, f, s) for p, f, s in pages if message["view"]["actor"] == s), None)
        if mover is None:
            wait_past(first_page, first_frames, version)
            continue
        page, frames, _seat = mover
        mine = settle(page, frames)
        assert mine["version"] == version
        highlighted = shown_cards(page, ".own .hand button.card.legal")
        assert set(highlighted) == expected_legal_cards(mine["view"]), (
            highlighted,
            mine["view"]["legal"],
        )
        click_an_action(page)
        clicks += 1
        wait_past(page, frames, version)
        errors = [m for m in frames.messages if m["type"] == "error"]
        assert not errors, errors
    raise AssertionError(f"not done after {limit} turns")


def consecutive(frames: Frames) -> None:
    """Checks that the views came in order, none skipped, on each connection (a view of
    the same version again is the one after a new join)."""
    versions = [m["version"] for m in frames.views()]
    for before, after in itertools.pairwise(versions):
        assert after in (before, before + 1), versions
