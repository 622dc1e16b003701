"""The rulebook (``tricktake.rulebook``, issue 20): every rule that the library cites has
a text, every rule of a page is one that the docs give an anchor, and the packaged
pages say what the rules documents say.

The rules documents in Markdown live beside the repository, in ``../shared/rules/``
(the development machine and CI have them); where they exist, each rule's text in the
packaged rulebook must equal the document's, markup and white space aside, so the copy
cannot drift. ``python tools/sync_rulebook.py`` rewrites the pages from the documents.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import tricktake
from tests.verification.catalog import PREFIXES
from tests.verification.catalog import rule_ids as named_ids
from tricktake import UnknownGameError, UnknownRuleError, rule_ids, rule_text, rules_cited

PACKAGE = Path(tricktake.__file__).parent
PAGES = PACKAGE / "rulebook"
DOCUMENTS = Path(__file__).resolve().parents[1].parent / "shared" / "rules"
ANY_ID = r"[A-Z][A-Z0-9]*-[A-Z]+-\d+"


def cited_in_package() -> dict[str, set[str]]:
    """Identifier -> the package files (sources, docstrings, comments, pages) citing it."""
    cited: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*")):
        if path.suffix not in (".py", ".rst"):
            continue
        text = path.read_text(encoding="utf-8")
        for prefix in PREFIXES.values():
            for identifier in named_ids(text, [prefix]):
                cited.setdefault(identifier, set()).add(path.name)
    return cited


def test_every_rule_the_package_cites_has_a_text() -> None:
    cited = cited_in_package()
    assert len(cited) > 300  # the reader finds the citations
    unknown = {i: sorted(files) for i, files in cited.items() if i not in set(rule_ids())}
    assert not unknown, f"cited rules that no rulebook has: {unknown}"
    for identifier in cited:
        assert rule_text(identifier)


def test_rules_cited_expands_as_the_rule_coverage_reader_does() -> None:
    text = (
        "N99-SCORE-6..9 and N99-PREM-12/13, NAP-JOKER-4/6/8, NM-PLAY-3; NINES-EXCH-2..2 "
        "N99-BID-5 again N99-BID-5, not NAP-JOKER nor XNAP-PLAY-4"
    )
    expected = {i for prefix in PREFIXES.values() for i in named_ids(text, [prefix])}
    assert set(rules_cited(text)) == expected
    assert rules_cited(text)[:5] == (
        "N99-SCORE-6",
        "N99-SCORE-7",
        "N99-SCORE-8",
        "N99-SCORE-9",
        "N99-PREM-12",
    )
    assert len(rules_cited(text)) == len(set(rules_cited(text)))
    assert rules_cited("no rule here") == ()


def test_an_error_message_that_cites_a_rule_lets_a_frontend_show_it() -> None:
    game = tricktake.get_game("nap")
    state = game.new(game.rules())
    state = game.apply(state, game.deal(state, random.Random(1)))
    with pytest.raises(tricktake.IllegalActionError) as raised:
        game.apply(state, game.parse_action(state, "bid wellington"))
    cited = rules_cited(str(raised.value))
    assert cited and all(rule_text(identifier) for identifier in cited)


def definitions(page: str) -> list[str]:
    """The identifiers that a page defines in the two forms the docs anchor: a bullet
    that starts with the identifier in bold, a section title that starts with it."""
    lines = page.splitlines()
    found: list[str] = []
    for index, line in enumerate(lines):
        bullet = re.match(rf"\s*- \*\*({ANY_ID})\*\*( |$)", line)
        title = re.match(rf"({ANY_ID})\b", line)
        underlined = index + 1 < len(lines) and re.fullmatch(r"([-=~])\1{3,}", lines[index + 1])
        if bullet:
            found.append(bullet.group(1))
        elif title and underlined:
            found.append(title.group(1))
    return found


@pytest.mark.parametrize(("game", "prefix"), PREFIXES.items())
def test_every_rule_of_a_page_is_defined_where_the_docs_anchor_it(game: str, prefix: str) -> None:
    page = (PAGES / f"{game}.rst").read_text(encoding="utf-8")
    assert definitions(page) == list(rule_ids(game))
    assert all(identifier.startswith(prefix + "-") for identifier in rule_ids(game))
    # every identifier the page writes is one of its rules or another page's
    written = set(re.findall(rf"\b{prefix}-[A-Z]+-\d+\b", page))
    assert written <= set(rule_ids(game))


def test_identifiers_are_unique_across_the_rulebook() -> None:
    ids = rule_ids()
    assert len(ids) == len(set(ids)) > 500
    assert ids == tuple(i for game in PREFIXES for i in rule_ids(game))
    assert len({i.lower() for i in ids}) == len(ids)


def test_the_rulebook_pages_are_the_project_specification() -> None:
    """A reader of the wheel or the docs has no files outside the repository: the
    header says what the page is and points nowhere else (rules may still cite the
    sources they were written from)."""
    for game in PREFIXES:
        page = (PAGES / f"{game}.rst").read_text(encoding="utf-8")
        header = page.split("\n1. ", 1)[0].split("\n0. ", 1)[0]
        assert "rules specification" in header
        assert not re.search(r"CONVENTIONS|DESIGN\.md|shared/", header), game


def test_rule_text_is_plain_text() -> None:
    for identifier in rule_ids():
        text = rule_text(identifier)
        assert text and text == text.strip(), identifier
        assert not re.search(r"``|\*\*|\\ |\.\. csv-table|:header-rows:|:[a-z]+:`", text), (
            identifier
        )
    assert rule_text("NAP-BID-2") == "On its turn a seat either passes (pass) or bids (bid <name>)."
    assert (
        rule_text("N99-EX-1").splitlines()[1]
        == "Seat | Bid cards | Bid | Tricks | Success | Points"
    )
    assert rule_text("NAP-EX-6").startswith("settlement table checks (n = 4, so 3 opponents)\n")
    assert rule_text("N99-DOC-3").splitlines()[1] == (
        "- n: the number of players (live seats). They are seats 0 .. n-1, clockwise."
    )


def test_rule_text_takes_any_case_and_surrounding_space() -> None:
    assert rule_text(" nap-play-4 ") == rule_text("NAP-PLAY-4")


@pytest.mark.parametrize(
    ("identifier", "says"),
    [
        (
            "NAP-PLAY-99",
            "no rule 'NAP-PLAY-99': the rules of nap have NAP-PLAY-1..7; close matches: ",
        ),
        ("NAP-FOO-1", "no rule 'NAP-FOO-1': the sections of nap are OVR, COMP, DEAL, FLOW, BID,"),
        (
            "XYZ-PLAY-4",
            "'XYZ-PLAY-4' is not a rule identifier: expected an identifier PREFIX-SECTION-N",
        ),
        ("nap", "PREFIX one of N99 (ninety-nine), NAP (nap), NINES (nines), NM (newmarket)"),
        ("", "'' is not a rule identifier"),
        ("NAP-PLAY-4 NAP-PLAY-5", "is not a rule identifier"),
        (4, "4 is not a rule identifier"),
        (None, "None is not a rule identifier"),
    ],
)
def test_an_unknown_identifier_says_what_was_expected(identifier: object, says: str) -> None:
    with pytest.raises(UnknownRuleError) as raised:
        rule_text(identifier)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    assert says in str(raised.value)
    assert isinstance(raised.value, LookupError)
    assert isinstance(raised.value, tricktake.TricktakeError)


def test_a_close_match_is_offered() -> None:
    with pytest.raises(UnknownRuleError, match=r"close matches: .*NINES-EXCH-2"):
        rule_text("NINES-EXHC-2")


def test_rule_ids_of_an_unknown_game() -> None:
    with pytest.raises(UnknownGameError, match="no rulebook for the game 'chess': expected one of"):
        rule_ids("chess")


# ------------------------------------------------------- the Markdown documents
def markdown_rules(document: str) -> dict[str, str]:
    """Identifier -> text of each rule of a rules document: a bullet that starts with
    the identifier in bold, up to the next line that is not indented, or a heading that
    starts with it, up to the next heading of its level or above."""
    lines = document.splitlines()
    rules: dict[str, str] = {}
    for index, line in enumerate(lines):
        bullet = re.match(rf"- \*\*({ANY_ID})\*\* ?(.*)", line)
        heading = re.match(rf"(#+) ({ANY_ID})\b(.*)", line)
        if bullet:
            identifier, body, level = bullet.group(1), [bullet.group(2)], 0
        elif heading:
            title = heading.group(3).lstrip(" —")  # NAP-EX-1 — misère fails ...
            identifier, body, level = heading.group(2), [title], len(heading.group(1))
        else:
            continue
        for following in lines[index + 1 :]:
            if not level and following.strip() and not following.startswith(" "):
                break
            next_heading = re.match(r"(#+) ", following)
            if level and next_heading and len(next_heading.group(1)) <= level:
                break
            body.append(following)
        rules[identifier] = "\n".join(body)
    return rules


def unmarked(text: str) -> str:
    """Markdown without its markup (code spans, bold and italics, a table's rule rows
    and outer pipes), its citations of ``CONVENTIONS.md`` and ``DESIGN.md`` read as
    the rulebook writes them."""
    text = re.sub(r"^\s*\|(\s*:?-+:?\s*\|)+\s*$", "", text, flags=re.M)  # | --- | --- |
    text = re.sub(r"^(\s*)\|(.*)\|\s*$", r"\1\2", text, flags=re.M)
    pieces = re.split(r"(`[^`]*`)", text)
    text = "".join(p[1:-1] if p.startswith("`") else p.replace("*", "") for p in pieces)
    # the documents beside the repository that a rule cites are the docs' Conventions
    return re.sub(r"\bCONVENTIONS(?:\.md)?\b|\bDESIGN\.md\b", "Conventions", text)


def normalised(text: str) -> str:
    """Text with its white space collapsed, also around the pipes between cells."""
    return " ".join(" ".join(text.split("|")).split())


@pytest.mark.parametrize("game", PREFIXES)
def test_each_rule_says_what_the_rules_document_says(game: str) -> None:
    document = DOCUMENTS / f"{game}.md"
    if not document.exists():
        pytest.skip(f"no rules document at {document} (it lives beside the repository)")
    rules = markdown_rules(document.read_text(encoding="utf-8"))
    assert list(rules) == list(rule_ids(game)), "run python tools/sync_rulebook.py"
    drifted = [
        identifier
        for identifier, text in rules.items()
        if normalised(unmarked(text)) != normalised(rule_text(identifier))
    ]
    assert not drifted, f"{game}: rules whose text differs from {document}: {drifted}"


def test_the_comparison_sees_a_changed_word() -> None:
    text = "- **NAP-BID-2** On its turn a seat either passes (`pass`) or bids (`bid <name>`)."
    rules = markdown_rules(text)
    assert normalised(unmarked(rules["NAP-BID-2"])) == normalised(rule_text("NAP-BID-2"))
    changed = rules["NAP-BID-2"].replace("either", "neither")
    assert normalised(unmarked(changed)) != normalised(rule_text("NAP-BID-2"))


# The documents beside the checkout that the repository must not send a reader to: the
# rulebook and the docs' Conventions page say what they say. Only the tools that read
# them on purpose (the rulebook's converter and its drift test, the benchmark's
# yardstick) may name the folder they live in.
OUTSIDE = re.compile(r"\b(?:DESIGN|CONVENTIONS|STYLE)\.md\b|\brules/[a-z-]+\.md\b")
READ_ON_PURPOSE = frozenset({"tools/sync_rulebook.py", "tests/test_rulebook.py"})


def outside_references(root: Path) -> list[str]:
    """``path:line: text`` of each line under ``root`` (Python, reStructuredText and
    Markdown of the repository's own, the CHANGELOG's history aside) that points a
    reader at a document outside the repository."""
    found: list[str] = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if (
            path.suffix not in {".py", ".rst", ".md", ".toml", ".ini", ".cfg"}
            or relative in READ_ON_PURPOSE
            or relative == "CHANGELOG.md"
            or relative.startswith((".", "docs/_build/"))
            or "/." in relative
        ):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{relative}:{number}: {line.strip()}")
    return found


def test_no_file_points_at_a_document_outside_the_repository() -> None:
    """Issue 20, item 5: code, tests and docs cite the rules reference and the
    Conventions page, which ship with the docs, never the documents they were made from."""
    root = Path(__file__).resolve().parents[1]
    assert outside_references(root) == []


def test_an_outside_reference_is_found(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text('"""See CONVENTIONS.md."""\n', encoding="utf-8")
    (tmp_path / "b.rst").write_text("ok\nas ``rules/nap.md`` says\n", encoding="utf-8")
    assert outside_references(tmp_path) == [
        "b.rst:2: as ``rules/nap.md`` says",
        'src/a.py:1: """See CONVENTIONS.md."""',
    ]
