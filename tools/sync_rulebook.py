"""Write the packaged rulebook (``src/tricktake/rulebook/<game>.rst``) from the rules
documents in Markdown (``../shared/rules/<game>.md`` beside the checkout).

The rulebook is the project's rules specification in reStructuredText: the library
reads it (:func:`tricktake.rule_text`), the wheel ships it and the docs render it
(``docs/_ext/tricktake_rulebook.py``). ``tests/test_rulebook.py`` checks that every
rule's text still equals the Markdown document's; when a rules document changes, run

    python tools/sync_rulebook.py [RULES_DIR]

and commit the rewritten ``.rst`` files. The conversion is line by line and keeps the
documents' shape: a heading becomes a section title, a bullet stays a bullet (a rule is
a bullet that starts with its identifier in bold, or a section whose title starts with
it), a pipe table becomes a ``csv-table`` with ``|`` between the cells, and code spans
become inline literals. The header's pointers to documents outside the repository give
way to a paragraph saying what the rulebook is.
"""

from __future__ import annotations

import re
import sys
import textwrap
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"ninety-nine": "Ninety-Nine", "nap": "Nap", "nines": "Nines", "newmarket": "Newmarket"}
TITLE_RULE = {1: "=", 2: "=", 3: "-"}  # level 1 has an overline too
EXAMPLE = {
    "ninety-nine": "N99-BID-5",
    "nap": "NAP-PLAY-4",
    "nines": "NINES-EXCH-2",
    "newmarket": "NM-PLAY-3",
}

HEADER = (
    "This is the ``tricktake`` library's rules specification of {name}: the engine "
    "implements these rules, and its error messages, docstrings and tests cite them by "
    'identifier. ``tricktake.rule_text("{example}")`` returns the text of one rule and '
    "``tricktake rules {example}`` prints it."
)
VOCABULARY = (
    "Vocabulary (seats, card text, presets) and API words (``legal_actions``, ``apply``, "
    "``view``, chance action) are those of the library's documentation."
)

_CODE = re.compile(r"`([^`]+)`")
# The rules documents cite the conventions and the design kept beside them, which the
# repository does not hold; the rulebook cites the docs page that says the same.
_OUTSIDE = re.compile(r"``CONVENTIONS\.md``|\bCONVENTIONS(?:\.md)?\b|\bDESIGN\.md\b")
CONVENTIONS = ":doc:`Conventions </conventions>`"
INVARIANTS = ":ref:`Conventions <conventions-invariants>`"


def cited_inside(text: str) -> str:
    """``text`` (reStructuredText) with its citations of ``CONVENTIONS.md`` and
    ``DESIGN.md`` pointing at the docs' Conventions page (for the design, at its
    invariants, which are what the rules documents cite it for)."""
    return _OUTSIDE.sub(lambda m: INVARIANTS if "DESIGN" in m.group() else CONVENTIONS, text)


# What may stand before an inline markup start and after its end in reStructuredText
# without an escape (besides white space): most punctuation.
_BEFORE = set("-:/'\"<([{")
_AFTER = set("-.,:;!?\\/'\")]}>")


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _open_ok(char: str) -> bool:
    return (
        char.isspace()
        or char in _BEFORE
        or unicodedata.category(char) in ("Ps", "Pi", "Pf", "Pd", "Po")
    )


def _close_ok(char: str) -> bool:
    return (
        char.isspace()
        or char in _AFTER
        or unicodedata.category(char) in ("Pe", "Pi", "Pf", "Pd", "Po")
    )


def inline(text: str) -> str:
    """Markdown inline markup as reStructuredText: a code span becomes an inline literal
    (escaped with a backslash-space where a letter touches it); bold and italic are
    written alike in both."""
    out: list[str] = []
    last = 0
    for match in _CODE.finditer(text):
        start, end = match.span()
        out.append(text[last:start])
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        code = match.group(1)
        if code != code.strip():
            raise ValueError(f"a code span with spaces at its ends: {text!r}")
        out.append(("" if _open_ok(before) else "\\ ") + f"``{code}``")
        out.append("" if _close_ok(after) else "\\ ")
        last = end
    out.append(text[last:])
    return "".join(out)


def _cell(text: str) -> str:
    cell = inline(text.strip())
    if cell.startswith('"'):
        raise ValueError(f"a table cell that starts with a quote: {text!r}")
    if re.fullmatch(r"[-*+#=~^]+|[-*+] .*|\d+[.)] .*", cell):
        cell = "\\" + cell  # not a list
    return cell


def _table(rows: list[str], indent: str) -> list[str]:
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    body = [
        [_cell(c) for c in row] for row in cells if not all(re.fullmatch(r":?-+:?", c) for c in row)
    ]
    lines = [f"{indent}.. csv-table::", f"{indent}   :header-rows: 1", f"{indent}   :delim: |", ""]
    lines += [f"{indent}   " + " | ".join(row) for row in body]
    return lines


def _title(text: str, level: int) -> list[str]:
    title = inline(text)
    rule = TITLE_RULE[level] * max(_width(title), 4)
    return [rule, title, rule] if level == 1 else [title, rule]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def convert(markdown: str, game: str) -> str:
    """The rulebook page (reStructuredText) of ``game``'s rules document ``markdown``."""
    lines: list[str] = []
    for line in markdown.splitlines():
        if lines and lines[-1].count("`") % 2:  # a code span goes on: one line
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    out: list[str] = []
    content = 0  # the indentation that a lazy continuation line belongs at
    index = 0
    preamble = True
    while index < len(lines):
        line = lines[index].rstrip()
        stripped = line.lstrip(" ")
        heading = re.match(r"(#+) (.*)", line)
        if not stripped:
            if out and out[-1]:
                out.append("")
            index += 1
            continue
        if heading:
            level = len(heading.group(1))
            if out and out[-1]:
                out.append("")
            out += _title(heading.group(2), level) + [""]
            if level == 1:
                name = GAMES[game]
                example = EXAMPLE[game]
                out += textwrap.wrap(HEADER.format(name=name, example=example), 88) + [""]
            else:
                preamble = False
            content = 0
            index += 1
            continue
        if re.fullmatch(r"-{3,}", line):
            if out and out[-1]:
                out.append("")
            out += ["----", ""]
            preamble = False
            index += 1
            continue
        if stripped.startswith("|"):
            rows = []
            while index < len(lines) and lines[index].lstrip(" ").startswith("|"):
                rows.append(lines[index])
                index += 1
            if out and out[-1]:
                out.append("")
            out += _table(rows, " " * _indent(line)) + [""]
            continue
        if preamble and stripped.startswith("Vocabulary"):
            # The header's pointers outside the repository: up to the sentence that
            # names DESIGN.md.
            while "DESIGN.md" not in lines[index]:
                index += 1
            out += textwrap.wrap(VOCABULARY, 88)
            index += 1
            continue
        item = re.match(r"( *)- ", line)
        indent = _indent(line)
        if item:
            if out and out[-1]:
                out.append("")
            content = indent + 2
        elif out and out[-1]:
            previous = _indent(out[-1])
            if indent < content:
                indent = content  # a lazy continuation line of a bullet
            elif indent < previous:
                out.append("")
        else:
            content = indent
        out.append(" " * indent + cited_inside(inline(stripped)))
        index += 1
    while out and not out[-1]:
        out.pop()
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    """Convert every game's rules document; ``argv[0]`` is their folder."""
    folder = Path(argv[0]) if argv else ROOT.parent / "shared" / "rules"
    for game in GAMES:
        text = (folder / f"{game}.md").read_text(encoding="utf-8")
        target = ROOT / "src" / "tricktake" / "rulebook" / f"{game}.rst"
        target.write_text(convert(text, game), encoding="utf-8")
        print(f"{target.relative_to(ROOT)}: from {folder / game}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
