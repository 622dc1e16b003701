"""``tricktake rules``: the text of rules by identifier, or the list of a game's rules.

``tricktake rules NAP-PLAY-4 N99-BID-5`` prints each rule's identifier and its text
(:func:`tricktake.rule_text`); ``tricktake rules nap`` lists the game's rules, one line
each: the identifier and the start of its text. An identifier that no rulebook has is
an error (exit status 2), and nothing is printed but its message.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING, Any

from tricktake import TricktakeError, UnknownRuleError, rule_ids, rule_text
from tricktake.errors import quoted
from tricktake.rulebook import PREFIXES

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["add_rules_parser", "rules_command"]

_ID = re.compile(r"[A-Za-z0-9]+-[A-Za-z]+-\d+")
"""What the command takes for a rule identifier (rule_text says what is wrong with it)."""


def add_rules_parser(commands: Any) -> None:
    """Add the ``rules`` command to the subparsers ``commands``."""
    rules = commands.add_parser(
        "rules",
        help="print rules by identifier, or list a game's rules",
        description="Print the text of rules by identifier (NAP-PLAY-4), or list the rules "
        "of a game.",
    )
    rules.add_argument(
        "names",
        nargs="+",
        metavar="RULE|GAME",
        help=f"a rule identifier such as NAP-PLAY-4, or a game to list its rules: one of "
        f"{', '.join(PREFIXES.values())}",
    )


def _summary(text: str) -> str:
    """The first sentence of a rule's text (its first line)."""
    first = text.split("\n", 1)[0]
    end = first.find(". ")
    return first if end < 0 else first[: end + 1]


def rules_command(args: argparse.Namespace, out: Console) -> int:
    """Print the rules or games that ``args.names`` names; 2 if one is unknown."""
    from rich.text import Text

    blocks: list[tuple[str, list[str], bool]] = []  # heading, lines, a listing?
    try:
        for name in args.names:
            if name in PREFIXES.values():
                ids = rule_ids(name)
                width = max(map(len, ids)) + 2
                lines = [f"{i:<{width}}{_summary(rule_text(i))}" for i in ids]
                blocks.append((f"{name}: {len(ids)} rules", lines, True))
            elif _ID.fullmatch(name.strip()):
                blocks.append((name.strip().upper(), rule_text(name).splitlines(), False))
            else:
                games = ", ".join(PREFIXES.values())
                reason = f"expected a rule identifier such as NAP-PLAY-4, or a game: one of {games}"
                raise UnknownRuleError(f"{quoted(name, 60)}: {reason}")
    except TricktakeError as error:
        print(f"tricktake: {error}", file=sys.stderr)
        return 2
    for number, (heading, lines, listing) in enumerate(blocks):
        if number:
            out.print()
        out.print(Text(heading, style="bold"), highlight=False)
        for line in lines:
            out.print(
                Text(line),
                highlight=False,
                no_wrap=listing,
                overflow="ellipsis" if listing else "fold",
            )
    return 0
