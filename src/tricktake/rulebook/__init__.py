"""The rulebook: the rules that the engines implement, one reStructuredText page per game
(``ninety-nine.rst``, ``nap.rst``, ``nines.rst``, ``newmarket.rst`` in this package), and
the text of each rule by its identifier.

Errors, docstrings and tests cite rules by identifier: ``NAP-PLAY-4``, ``N99-BID-5``, a
range ``N99-SCORE-6..9`` or a pair ``N99-PREM-12/13``. A rule is a bullet of its page
that starts with the identifier in bold (``- **NAP-PLAY-4** ...``) or a section whose
title starts with it (the worked examples ``NAP-EX-1`` ...). The documentation renders
the same pages, with an anchor for each rule (``rules/nap.html#nap-play-4``).

>>> import tricktake
>>> tricktake.rule_text("NAP-BID-2")
'On its turn a seat either passes (pass) or bids (bid <name>).'
>>> tricktake.rules_cited("'bid two' is not legal now: NAP-BID-6..7, see N99-PREM-12/13")
('NAP-BID-6', 'NAP-BID-7', 'N99-PREM-12', 'N99-PREM-13')
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from importlib.resources import files
from typing import NamedTuple

from ..errors import UnknownGameError, UnknownRuleError, shown

__all__ = ["rule_ids", "rule_text", "rules_cited"]

PREFIXES = {"N99": "ninety-nine", "NAP": "nap", "NINES": "nines", "NM": "newmarket"}
"""The prefix of each game's rule identifiers, and the game (its rulebook page's name)."""

_ID = re.compile(r"[A-Z][A-Z0-9]*-[A-Z]+-\d+")
_ITEM = re.compile(r"( *)- \*\*([A-Z][A-Z0-9]*-[A-Z]+-\d+)\*\*(?: (.*))?")
_RULE = re.compile(r"([=\-~^\"'`#*+<>])\1{3,}")
_CITED = re.compile(r"\b(N99|NAP|NINES|NM)-([A-Z]+)-(\d+)((?:/\d+)*)(?:\.\.(\d+))?")
_LITERAL = re.compile(r"``(.+?)``")


class _Rule(NamedTuple):
    """One rule of a page: its identifier and the lines of its text as the page has them
    (the first line without the identifier), indented as its body."""

    identifier: str
    lines: tuple[str, ...]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _titles(lines: list[str]) -> dict[int, int]:
    """The section titles of a page: line index -> level (1 for the page title)."""
    styles: list[tuple[str, bool]] = []
    titles: dict[int, int] = {}
    for index in range(len(lines) - 1):
        text, under = lines[index], lines[index + 1]
        if (
            not text.strip()
            or text[0] == " "
            or _RULE.fullmatch(text)
            or not _RULE.fullmatch(under)
        ):
            continue
        over = index > 0 and lines[index - 1] == under
        style = (under[0], over)
        if style not in styles:
            styles.append(style)
        titles[index] = styles.index(style) + 1
    return titles


def _parse(page: str) -> list[_Rule]:
    """The rules of one page, in page order."""
    lines = page.splitlines()
    titles = _titles(lines)
    rules: list[_Rule] = []
    for index, line in enumerate(lines):
        item = _ITEM.fullmatch(line)
        if item:
            indent = len(item.group(1))
            body = [" " * (indent + 2) + (item.group(3) or "")]
            for following in lines[index + 1 :]:
                if following.strip() and _indent(following) <= indent:
                    break
                body.append(following)
            rules.append(_Rule(item.group(2), _dedented(body, indent + 2)))
        elif index in titles and (title := _ID.match(line)):
            level = titles[index]
            body = [line[title.end() :].lstrip(" —-:")]
            for number in range(index + 2, len(lines)):
                text = lines[number]
                if number in titles and titles[number] <= level:
                    break
                if _RULE.fullmatch(text):
                    if number - 1 in titles or number + 1 in titles:
                        continue  # a title's underline or overline
                    break  # a transition
                body.append(text)
            rules.append(_Rule(title.group(), _dedented(body, 0)))
    return rules


def _dedented(body: list[str], indent: int) -> tuple[str, ...]:
    while body and not body[-1].strip():
        body.pop()
    return tuple(line[indent:] for line in body)


@cache
def _books() -> dict[str, tuple[_Rule, ...]]:
    """Every game's rules, read once from the package's pages."""
    folder = files(__name__)
    return {
        game: tuple(_parse(folder.joinpath(f"{game}.rst").read_text(encoding="utf-8")))
        for game in PREFIXES.values()
    }


@cache
def _index() -> dict[str, _Rule]:
    return {rule.identifier: rule for book in _books().values() for rule in book}


def _unmarked(text: str) -> str:
    """A paragraph without its reStructuredText markup: literals, strong and emphasis,
    roles (``:rule:`NAP-PLAY-4```, ``:doc:`Conventions </conventions>``` as its title)
    and escapes."""
    literals: list[str] = []

    def keep(match: re.Match[str]) -> str:
        literals.append(match.group(1))
        return f"\0{len(literals) - 1}\0"

    text = _LITERAL.sub(keep, text)
    text = re.sub(r":[a-z]+:`([^`<]*[^`<\s])(?:\s*<[^`>]*>)?`", r"\1", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"\*(.+?)\*", r"\1", text)
    text = re.sub(r"\\(.)", lambda m: "" if m.group(1) == " " else m.group(1), text)
    return re.sub(r"\0(\d+)\0", lambda m: literals[int(m.group(1))], text)


def _plain(lines: tuple[str, ...]) -> str:
    """A rule's text as plain lines: a paragraph or a bullet a line (nested bullets
    indented), a table a row a line with `` | `` between the cells."""
    out: list[str] = []
    paragraph: list[str] = []
    table = -1  # the indentation of the table being read, else -1

    def flush() -> None:
        if paragraph:
            first = paragraph[0]
            text = " ".join(line.strip() for line in paragraph)
            out.append(" " * _indent(first) + _unmarked(text))
            paragraph.clear()

    for line in lines:
        stripped = line.strip()
        if table >= 0 and (not stripped or _indent(line) > table):
            if stripped and not stripped.startswith(":"):
                cells = (_unmarked(cell.strip()) for cell in stripped.split("|"))
                out.append(" " * table + " | ".join(cells))
            continue
        table = -1
        if not stripped:
            flush()
        elif stripped.startswith(".. csv-table::"):
            flush()
            table = _indent(line)
        elif stripped.startswith("- "):
            flush()
            paragraph.append(line)
        else:
            paragraph.append(line)
    flush()
    return "\n".join(out)


def _expected() -> str:
    games = ", ".join(f"{prefix} ({game})" for prefix, game in PREFIXES.items())
    return f"expected an identifier PREFIX-SECTION-N such as 'NAP-PLAY-4', PREFIX one of {games}"


def _rule(identifier: str) -> _Rule:
    if not isinstance(identifier, str):
        raise UnknownRuleError(f"{shown(identifier)} is not a rule identifier: {_expected()}")
    key = identifier.strip().upper()
    rule = _index().get(key)
    if rule is not None:
        return rule
    prefix = key.split("-", 1)[0]
    if not _ID.fullmatch(key) or prefix not in PREFIXES:
        raise UnknownRuleError(f"{shown(identifier)} is not a rule identifier: {_expected()}")
    game = PREFIXES[prefix]
    section = key.rsplit("-", 1)[0] + "-"
    known = [rule.identifier for rule in _books()[game] if rule.identifier.startswith(section)]
    if known:
        numbers = [int(rule.rsplit("-", 1)[1]) for rule in known]
        contiguous = len(known) > 1 and numbers == list(range(1, len(known) + 1))
        have = f"{section}1..{len(known)}" if contiguous else ", ".join(known)
        hint = f"the rules of {game} have {have}"
    else:
        sections = dict.fromkeys(r.identifier.split("-")[1] for r in _books()[game])
        hint = f"the sections of {game} are {', '.join(sections)}"
    close = difflib.get_close_matches(key, list(_index()), n=3)
    also = f"; close matches: {', '.join(close)}" if close else ""
    raise UnknownRuleError(f"no rule {shown(identifier)}: {hint}{also}")


def rule_text(identifier: str) -> str:
    """The text of the rule ``identifier`` (``"NAP-PLAY-4"``, upper or lower case), as
    plain text: one line a paragraph or bullet, a table a row a line with ``|`` between
    the cells. A worked example that is a section of its page (``NAP-EX-1``) is its title
    and its body.

    :raises UnknownRuleError: for an identifier that no rulebook has, saying the form
        of an identifier, the games' prefixes and the close matches.

    >>> import tricktake
    >>> tricktake.rule_text("NINES-EXCH-2")
    "A seat's decision is exchange or keep."
    >>> tricktake.rule_text("nap-play-99")
    Traceback (most recent call last):
    ...
    tricktake.errors.UnknownRuleError: no rule 'nap-play-99': the rules of nap have NAP-PLAY-1..7...
    """
    return _plain(_rule(identifier).lines)


def rule_ids(game: str | None = None) -> tuple[str, ...]:
    """Every rule identifier of ``game``'s rulebook (default: of every game), in the
    order of its page.

    :raises UnknownGameError: for a game without a rulebook.

    >>> import tricktake
    >>> tricktake.rule_ids("nap")[:3]
    ('NAP-OVR-1', 'NAP-OVR-2', 'NAP-OVR-3')
    """
    books = _books()
    if game is None:
        return tuple(rule.identifier for book in books.values() for rule in book)
    if game not in books:
        raise UnknownGameError(
            f"no rulebook for the game {shown(game)}: expected one of {', '.join(books)}"
        )
    return tuple(rule.identifier for rule in books[game])


def rules_cited(message: str) -> tuple[str, ...]:
    """The rule identifiers that ``message`` (an error's text, a docstring) cites, in
    order and each once: a range ``N99-SCORE-6..9`` and a pair ``N99-PREM-12/13`` name
    each rule they cover. A frontend can show each with :func:`rule_text`.

    >>> import tricktake
    >>> tricktake.rules_cited("N99-SCORE-6..8 (and N99-BID-5)")
    ('N99-SCORE-6', 'N99-SCORE-7', 'N99-SCORE-8', 'N99-BID-5')
    """
    cited: dict[str, None] = {}
    for match in _CITED.finditer(message):
        prefix, section, first = match.group(1), match.group(2), int(match.group(3))
        numbers = [first] + [int(n) for n in re.findall(r"\d+", match.group(4))]
        if match.group(5):
            numbers += range(first + 1, int(match.group(5)) + 1)
        cited.update((f"{prefix}-{section}-{n}", None) for n in numbers)
    return tuple(cited)
