"""``tricktake rules`` (``tricktake.cli.rules``): rules by identifier, a game's rules.

As in ``tests/test_cli.py``, the command runs in-process through ``main([...])`` with a
plain console of fixed width; the expected texts come from :func:`tricktake.rule_text`.
"""

from __future__ import annotations

import pytest

# plain_console: test_cli's autouse fixture, for these tests too (a plain, 100-column console)
from tests.test_cli import failure, run
from tests.test_cli import plain_console as plain_console
from tricktake import rule_ids, rule_text
from tricktake.cli import main


def words(text: str) -> list[str]:
    return text.split()


def test_rules_prints_each_rule_with_its_identifier(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rules", "NAP-PLAY-4", "n99-bid-5")
    assert (status, err) == (0, "")
    first, second = out.split("\n\n")
    assert first.splitlines()[0] == "NAP-PLAY-4"
    assert words(first) == ["NAP-PLAY-4", *words(rule_text("NAP-PLAY-4"))]
    assert second.splitlines()[0] == "N99-BID-5"
    assert words(second) == ["N99-BID-5", *words(rule_text("N99-BID-5"))]


def test_rules_prints_a_table_a_row_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rules", "NAP-EX-6")
    assert status == 0
    assert "nap made | +30 / −10 each | +30 / −10 | +30 / −10 | +30 / −10" in out.splitlines()


def test_rules_of_a_game_lists_every_identifier(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rules", "nines")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"nines: {len(rule_ids('nines'))} rules"
    assert [line.split()[0] for line in lines[1:]] == list(rule_ids("nines"))
    assert lines[4] == "NINES-OVR-4     Source: seed 002_a40b5f4b26c25685.txt."
    assert all(len(line) <= 100 for line in lines)


def test_rules_mixes_games_and_identifiers(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rules", "nap", "NM-PLAY-3")
    assert status == 0
    assert out.startswith("nap: ")
    assert out.split("\n\n")[1].startswith("NM-PLAY-3\n")


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["NAP-PLAY-99"], "tricktake: no rule 'NAP-PLAY-99': the rules of nap have NAP-PLAY-1..7"),
        (
            ["NAP-PLAY-4", "chess"],
            "tricktake: 'chess': expected a rule identifier such as NAP-PLAY-4, or a game: "
            "one of ninety-nine, nap, nines, newmarket",
        ),
        (
            ["ZZ-A-1"],
            "tricktake: 'ZZ-A-1' is not a rule identifier: expected an identifier "
            "PREFIX-SECTION-N such as 'NAP-PLAY-4', PREFIX one of N99 (ninety-nine), NAP (nap), "
            "NINES (nines), NM (newmarket)",
        ),
        (["nap-play-99"], "tricktake: no rule 'nap-play-99': the rules of nap have NAP-PLAY-1..7"),
    ],
)
def test_an_unknown_rule_exits_2_and_prints_only_the_error(
    capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    err = failure(capsys, 2, "rules", *argv)
    assert err.startswith(says), err
    assert err.count("\n") == 1


def test_rules_needs_a_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules"]) == 2
    assert "RULE|GAME" in capsys.readouterr().err


def test_rules_is_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "print rules by identifier, or list a game's rules" in capsys.readouterr().out
