"""Check the built HTML docs: every rule of the rulebook has its anchor on its page.

``python docs/check_anchors.py docs/_build/html`` (the ``docs`` tox env runs it after
``sphinx-build``): for each game, ``rules/<game>.html`` must hold an element whose id
is each identifier of :func:`tricktake.rule_ids`, lower case, so that a link such as
``rules/nap.html#nap-play-4`` lands on its rule. Exits 1, naming what is missing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import tricktake
from tricktake.rulebook import PREFIXES


def missing_anchors(html: Path) -> list[str]:
    """``page#anchor`` for every rule whose anchor the built pages lack."""
    missing: list[str] = []
    for game in PREFIXES.values():
        page = html / "rules" / f"{game}.html"
        text = page.read_text(encoding="utf-8") if page.exists() else ""
        ids = set(re.findall(r'\bid="([^"]+)"', text))
        missing += [f"{page}#{i.lower()}" for i in tricktake.rule_ids(game) if i.lower() not in ids]
    return missing


def main(argv: list[str]) -> int:
    """Check the HTML docs under ``argv[0]``; print what is missing; 0 if nothing is."""
    if len(argv) != 1:
        print("usage: python docs/check_anchors.py HTML_DIR", file=sys.stderr)
        return 2
    missing = missing_anchors(Path(argv[0]))
    for anchor in missing:
        print(f"no anchor: {anchor}", file=sys.stderr)
    count = len(tricktake.rule_ids())
    print(f"rule anchors: {count - len(missing)} of {count} found")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
