"""The package's metadata, as an installer shows it, says what the library plays: its
summary names every registered game and its keywords hold each game's name."""

from __future__ import annotations

import re
from importlib.metadata import metadata
from pathlib import Path

import tricktake


def test_summary_and_keywords_name_every_game() -> None:
    info = metadata("tricktake")
    summary = info["Summary"]
    keywords = {k.strip().lower() for k in info["Keywords"].split(",")}
    for name in tricktake.games():
        assert name in summary.lower(), f"the summary does not name {name}: {summary!r}"
        assert name in keywords, f"no keyword {name!r}: {sorted(keywords)}"
    assert "planned" not in summary


def test_project_urls_name_pages_of_the_repository() -> None:
    """Issue 20, item 9: the project's pages (documentation, rules, changelog) are
    named in the metadata, each a file that the repository holds."""
    root = Path(__file__).resolve().parents[1]
    urls = dict(u.split(", ", 1) for u in metadata("tricktake").get_all("Project-URL") or [])
    assert {"Documentation", "Rules", "Changelog"} <= set(urls), urls
    for label, url in urls.items():
        assert (root / url).is_file(), f"{label}: {url} is not a file of the repository"


def test_the_changelog_has_a_section_for_this_version() -> None:
    """Issue 20, item 9: a release's CHANGELOG section names its version and date, below
    the section of what is not released yet."""
    root = Path(__file__).resolve().parents[1]
    headings = [
        line
        for line in (root / "CHANGELOG.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("## ")
    ]
    assert headings[0] == "## [Unreleased]"
    assert re.fullmatch(
        rf"## \[{re.escape(tricktake.__version__)}\] - \d{{4}}-\d\d-\d\d", headings[1]
    )
