"""Typing tested as code (STYLE.md): code that uses the API as documented type-checks
under ``mypy --strict``; each misuse below is rejected for the reason named."""

from __future__ import annotations

from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api", reason="the typing tests need mypy (the `test` extra)")

GOOD = """
import random
import tricktake
from tricktake.cards import Card, card_text, parse_card, suit_of
from tricktake.ninety_nine import NinetyNine, Play, State

game = NinetyNine()
rules = game.rules("revised", target=150)
state: State = game.new(rules, first_dealer=1)
state = game.apply(state, game.deal(state, random.Random(1)))
seat = game.to_move(state)
assert seat is not tricktake.CHANCE and seat is not None
choice = game.legal_actions(state)[0]
state = game.apply(state, choice)
card: Card = parse_card("AS")
print(card_text(card), suit_of(card), Play(card), game.scores(state)[0] + 1)
generic = tricktake.get_game("ninety-nine")
print(generic.to_json(generic.view(generic.new(generic.rules("revised")), None)))
"""

BAD = {
    "state_is_frozen": (
        "import tricktake.ninety_nine as n\n"
        "s = n.NinetyNine().new(n.NinetyNine().rules())\n"
        "s.hands = 0\n",
        "read-only",
    ),
    "rules_are_frozen": (
        "import tricktake.ninety_nine as n\nr = n.NinetyNine().rules()\nr.target = 150\n",
        "read-only",
    ),
    "a_card_is_not_any_int": (
        "from tricktake.cards import suit_of\nsuit_of(5)\n",
        'incompatible type "int"; expected "Card"',
    ),
    "actions_are_objects_not_text": (
        "import tricktake.ninety_nine as n\n"
        "g = n.NinetyNine()\n"
        "g.apply(g.new(g.rules()), 'play AS')\n",
        'incompatible type "str"',
    ),
}


def check(tmp_path: Path, name: str, code: str) -> tuple[str, int]:
    path = tmp_path / f"{name}.py"
    path.write_text(code, encoding="utf-8")
    stdout, stderr, status = api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / ".mypy"), str(path)]
    )
    return stdout + stderr, status


def test_documented_usage_type_checks(tmp_path: Path) -> None:
    output, status = check(tmp_path, "good", GOOD)
    assert status == 0, output


@pytest.mark.parametrize("name", sorted(BAD))
def test_misuse_is_rejected(tmp_path: Path, name: str) -> None:
    code, reason = BAD[name]
    output, status = check(tmp_path, name, code)
    assert status == 1, output
    assert reason in output, output
