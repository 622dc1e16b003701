"""``tricktake games``, ``tricktake presets GAME`` and ``tricktake options GAME``: what
there is to play, listed from the registry and the declared options, checked here
against the public API (``game.presets()``, ``game.rules(...)``, ``game.info(...)``)."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
import subprocess
import sys
import typing
from typing import Any

import pytest

import tricktake
from tests.test_cli import plain_console, run, run_program  # noqa: F401  # pyright: ignore[reportUnusedImport]
from tricktake.options import option_json


def seats(game: Any, preset: str) -> int:
    return int(game.rules(preset).players)


def test_games_lists_each_game_with_its_title_presets_and_players(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "games")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["GAME", "TITLE", "PRESETS", "PLAYERS"]
    for line, name in zip(lines[1:], tricktake.games(), strict=False):
        game = tricktake.get_game(name)
        counts = sorted({seats(game, p) for p in game.presets()})
        cells = line.split(maxsplit=3)
        assert cells[:3] == [name, game.title, str(len(game.presets()))]
        low, _, high = cells[3].partition("-")
        listed = (
            list(range(int(low), int(high) + 1)) if high else [int(n) for n in cells[3].split(", ")]
        )
        assert listed == counts, name


def program(*argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m tricktake ARGV`` run in a process of its own."""
    return run_program([sys.executable, "-m", "tricktake", *argv])


def test_games_runs_as_a_program() -> None:
    """``python -m tricktake games`` in a process of its own: exit status 0, every game;
    an unknown game: exit status 2 and the library's message."""
    done = program("games")
    assert done.returncode == 0, done.stderr
    assert [line.split()[0] for line in done.stdout.splitlines()[1:5]] == list(tricktake.games())
    bad = program("options", "chess")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.startswith("tricktake: unknown game 'chess': expected one of 'ninety-nine'")


def parsed_changes(text: str) -> dict[str, Any]:
    """``players=4, bid_bonus=[30, 20, 10, 0]`` as options."""
    parts = re.split(r"(?:^|, )([a-z_]+)=", text)
    assert parts[0] == "", text
    return {key: json.loads(value) for key, value in zip(parts[1::2], parts[2::2], strict=True)}


@pytest.mark.parametrize("name", tricktake.games())
def test_presets_lists_each_preset_its_players_and_its_changes(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """Each line is a preset, its players, and the options that make it from the default
    preset: the default with exactly those options is the preset, and each of them is
    needed."""
    game = tricktake.get_game(name)
    status, out, err = run(capsys, "presets", name)
    assert (status, err) == (0, "")
    lines = out.splitlines()
    default = game.presets()[0]
    assert lines[0] == f"{game.title}: {len(game.presets())} presets; the default is {default}"
    assert lines[1].split() == ["PRESET", "PLAYERS", "CHANGES", "FROM", "THE", "DEFAULT"]
    for line, preset in zip(lines[2:], game.presets(), strict=False):
        listed, players, changes = line.split(maxsplit=2)
        assert (listed, int(players)) == (preset, seats(game, preset))
        if preset == default:
            assert changes == "(the default)"
            continue
        options = parsed_changes(changes)
        assert game.rules(default, **options) == game.rules(preset), preset
        for key in options:  # none listed that the preset does not change
            fewer = {k: v for k, v in options.items() if k != key}
            with contextlib.suppress(tricktake.RulesError):  # fewer may not be rules
                assert game.rules(default, **fewer) != game.rules(preset), (preset, key)


@pytest.mark.parametrize(("name", "preset"), [("ninety-nine", "revised-4p"), ("nap", None)])
def test_options_lists_every_declared_option_with_the_presets_value(
    capsys: pytest.CaptureFixture[str], name: str, preset: str | None
) -> None:
    """One block per field of the game's rules: ``name: type = value``, the default
    beside a value that differs from it, then the allowed values."""
    game = tricktake.get_game(name)
    argv = ["options", name] + ([] if preset is None else ["--preset", preset])
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, "")
    rules = game.rules(preset or game.presets()[0])
    default = type(rules)()
    heads = [line for line in out.splitlines() if re.match(r"[a-z_]+: ", line)]
    fields = dataclasses.fields(rules)
    assert [head.split(":")[0] for head in heads] == [f.name for f in fields]
    hints = typing.get_type_hints(type(rules))  # pyright: ignore[reportUnknownArgumentType]
    for head, field in zip(heads, fields, strict=True):
        value = getattr(rules, field.name)
        expected = json.dumps(option_json(value, hints[field.name]))
        assert f" = {expected}" in head, head
        assert ("(default " in head) == (value != getattr(default, field.name)), head
    assert "allowed: " in out


def test_options_lists_the_players_of_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "options", "ninety-nine", "--preset", "revised-4p")
    assert status == 0
    assert "players: int = 4  (default 3)" in out.splitlines()
    assert "    allowed: 2, 3, 4 or 5" in out.splitlines()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["presets", "chess"], "unknown game 'chess': expected one of"),
        (["options", "chess"], "unknown game 'chess': expected one of"),
        (
            ["options", "nap", "--preset", "jokr"],
            "unknown preset 'jokr': expected one of 'standard'",
        ),
    ],
)
def test_an_unknown_game_or_preset_exits_2_with_the_librarys_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith(f"tricktake: {message}")
