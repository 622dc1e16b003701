"""Every rule identifier of each game's rules document is named by a test (STYLE: "every
rule has a test that names its identifier").

The documents live beside the repository, in ``../shared/rules/``; where a checkout has
them (the development machine, CI on it) this test reads them, elsewhere there is
nothing to compare with. A test names an identifier by writing it, or a range of it:
``N99-BID-5``, ``N99-PREM-12/13``, ``N99-SCORE-6..9``. The document's own meta sections
(``DOC``, ``SRC``: how to read it, its sources) are not rules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
PREFIXES = {"ninety-nine": "N99", "nap": "NAP", "nines": "NINES", "newmarket": "NM"}
META = {"DOC", "SRC"}


def named_in_tests(prefix: str) -> set[str]:
    """The identifiers with ``prefix`` that some test file writes, ranges expanded."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py"))
    named: set[str] = set()
    pattern = rf"\b{prefix}-([A-Z]+)-(\d+)((?:/\d+)*)(?:\.\.(\d+))?"
    for match in re.finditer(pattern, text):
        section, first = match.group(1), int(match.group(2))
        named.add(f"{prefix}-{section}-{first}")
        named |= {f"{prefix}-{section}-{n}" for n in re.findall(r"/(\d+)", match.group(3))}
        if match.group(4):
            named |= {f"{prefix}-{section}-{n}" for n in range(first, int(match.group(4)) + 1)}
    return named


def test_the_names_of_a_range_are_expanded() -> None:
    """The reader itself: a pair and a range name each identifier they cover."""
    assert {"N99-BID-5", "N99-PREM-12", "N99-PREM-13", "N99-SCORE-7"} <= named_in_tests("N99")


@pytest.mark.parametrize(("game", "prefix"), PREFIXES.items())
def test_every_rule_of_the_document_is_named_by_a_test(game: str, prefix: str) -> None:
    document = RULES / f"{game}.md"
    if not document.exists():
        pytest.skip(f"no rules document at {document} (it lives beside the repository)")
    ids = set(re.findall(rf"\b{prefix}-[A-Z]+-\d+\b", document.read_text(encoding="utf-8")))
    rules = {i for i in ids if i.split("-")[1] not in META}
    missing = sorted(rules - named_in_tests(prefix))
    assert rules and not missing, f"{game}: rule identifiers no test names: {missing}"
