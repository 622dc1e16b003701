"""Take a screenshot of the web table of each game in the middle of a deal, for the docs
(``docs/images/web-<game>.png``, shown on the "Web table" page).

It starts a real ``tricktake serve`` on a free loopback port with a temporary database,
creates a table of each game in the lobby (seat 0 a person, bots elsewhere), plays by
clicking until a few cards of the deal are on the table and it is the person's turn,
and saves the page. It drives an installed Chromium with Playwright, as the browser
tests do (``tests/browser/``); run it from the repository's root with the ``web`` extra
and ``playwright`` installed:

    PYTHONPATH=src python tools/web_screenshots.py

and look at the pictures before committing them: bots play at random, so each run
shows another deal.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.conftest import Server, chromium_executable, free_port  # noqa: E402
from tests.browser.driver import Frames, click_an_action, create_in_lobby, settle, wait_past  # noqa: E402

IMAGES = ROOT / "docs" / "images"

#: Each game's table: its preset and seats, and how many cards of the deal have been
#: played (by anyone) before the picture is taken.
TABLES = [
    ("ninety-nine", "revised", ["person", "random", "search"], 4),
    ("nap", "standard", ["person", "random", "random", "search"], 5),
    ("nines", "standard", ["person", "random", "search"], 4),
    ("newmarket", "standard", ["person", "random", "random", "search"], 7),
]


def cards_played(message: dict[str, Any]) -> int:
    """How many cards the deal's history shows played."""
    return sum(1 for seen in message["view"]["history"] if seen["action"].startswith("play "))


def main() -> None:
    executable = chromium_executable()
    if executable is None:
        sys.exit("no Chromium found: apt-get install chromium, or TRICKTAKE_CHROMIUM=<executable>")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server = Server(Path(tmp) / "tables.sqlite", free_port(), Path(tmp) / "server.log")
        server.start()
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            for game, preset, seats, played in TABLES:
                page = browser.new_page(viewport={"width": 1100, "height": 720})
                frames = Frames(page)
                create_in_lobby(page, server.url, "Ann", game, preset, seats)
                while True:
                    message = settle(page, frames)
                    mine = message["view"]["actor"] == 0
                    if mine and cards_played(message) >= played and message["parts"]["middle"]:
                        break
                    if mine:
                        click_an_action(page)
                    wait_past(page, frames, message["version"])
                page.mouse.move(0, 0)
                path = IMAGES / f"web-{game}.png"
                page.screenshot(path=str(path), full_page=True)
                print(f"wrote {path.relative_to(ROOT)}")
                page.close()
        finally:
            browser.close()
            server.stop()


if __name__ == "__main__":
    main()
