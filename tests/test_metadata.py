"""The package's metadata, as an installer shows it, says what the library plays: its
summary names every registered game and its keywords hold each game's name."""

from __future__ import annotations

from importlib.metadata import metadata

import tricktake


def test_summary_and_keywords_name_every_game() -> None:
    info = metadata("tricktake")
    summary = info["Summary"]
    keywords = {k.strip().lower() for k in info["Keywords"].split(",")}
    for name in tricktake.games():
        assert name in summary.lower(), f"the summary does not name {name}: {summary!r}"
        assert name in keywords, f"no keyword {name!r}: {sorted(keywords)}"
    assert "planned" not in summary
