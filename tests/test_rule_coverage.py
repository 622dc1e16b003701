"""Every rule identifier of each game's rules specification is named by a test (STYLE:
"every rule has a test that names its identifier").

The rules are the package's rulebook (``tricktake.rule_ids``, the text of
``tricktake/rulebook/``, which ``tests/test_rulebook.py`` keeps equal to the rules
documents), so there is always something to compare with. A test names an identifier by
writing it, or a range of it: ``N99-BID-5``, ``N99-PREM-12/13``, ``N99-SCORE-6..9``. The
rulebook's own meta sections (``DOC``, ``SRC``: how to read it, its sources) are not
rules.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktake
from tests.verification.catalog import PREFIXES, ROOT, rule_ids

META = {"DOC", "SRC"}

PENDING: dict[str, tuple[str, str]] = {}
"""Rules that a rules document specifies for an open issue that has not landed yet:
game -> (the issue, the identifiers); none at present. The test below requires that
exactly these are the rules no test names: the first test that names one of them fails
it until the identifier leaves this list, and any other rule without a test fails it as
before."""


def named_in_tests(prefix: str) -> set[str]:
    """The identifiers with ``prefix`` that some test file writes, ranges expanded."""
    text = "\n".join(
        p.read_text(encoding="utf-8")
        for p in (ROOT / "tests").rglob("*.py")
        if p != Path(__file__).resolve()  # its list of pending rules names no test
    )
    return rule_ids(text, [prefix])


def test_the_names_of_a_range_are_expanded() -> None:
    """The reader itself: a pair and a range name each identifier they cover (the example
    names pending rules, which only this file may write)."""
    assert {"N99-BID-5", "N99-PREM-12", "N99-PREM-13", "N99-SCORE-7"} <= named_in_tests("N99")
    named = rule_ids("N99-EX-16..18 N99-BGA-2/4", ["N99"])
    assert named == {"N99-EX-16", "N99-EX-17", "N99-EX-18", "N99-BGA-2", "N99-BGA-4"}


@pytest.mark.parametrize(("game", "prefix"), PREFIXES.items())
def test_every_rule_of_the_document_is_named_by_a_test(game: str, prefix: str) -> None:
    rules = {i for i in tricktake.rule_ids(game) if i.split("-")[1] not in META}
    missing = sorted(rules - named_in_tests(prefix))
    issue, pending = PENDING.get(game, ("", ""))
    waiting = rule_ids(pending, [prefix])
    assert waiting <= rules, f"{game}: pending rules not in the document: {sorted(waiting - rules)}"
    unexpected = sorted(set(missing) - waiting)
    assert rules and not unexpected, f"{game}: rule identifiers no test names: {unexpected}"
    tested = sorted(waiting - set(missing))
    assert not tested, (
        f"{game}: tests now name {tested}: take them off PENDING (they were pending {issue})"
    )
