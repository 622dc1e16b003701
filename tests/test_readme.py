"""The README stays true: its Python example runs, its table of games is the registry's,
and its Quickstart has exactly the two command lines that ``.ci/run`` and users rely on."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tricktake

README = Path(__file__).resolve().parents[1] / "README.md"


def blocks(language: str) -> list[str]:
    text = README.read_text(encoding="utf-8")
    return re.findall(rf"```{language}\n(.*?)```", text, flags=re.DOTALL)


def test_readme_python_example_plays_a_game(capsys: pytest.CaptureFixture[str]) -> None:
    (example,) = blocks("python")
    exec(compile(example, str(README), "exec"), {})
    scores, outcome = capsys.readouterr().out.strip().splitlines()
    assert len(re.findall(r"-?\d+", scores)) == 3, scores
    assert outcome.startswith(f"Outcome(scores={scores}, winners=("), outcome


def test_quickstart_has_exactly_two_command_lines() -> None:
    text = README.read_text(encoding="utf-8")
    quickstart = text.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    (commands,) = re.findall(r"```sh\n(.*?)```", quickstart, flags=re.DOTALL)
    lines = [line for line in commands.splitlines() if line.strip()]
    assert len(lines) == 2
    assert "tricktake simulate" in lines[0]
    assert lines[1] == "pip install tox && tox p"


def test_ci_runs_the_readme_test_line() -> None:
    script = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "pip install tox && tox p" in script.splitlines()


def registry_table() -> list[str]:
    """The README's table of games as the registry gives it: one row per preset."""
    lines = ["| Game | Preset | Players |", "|---|---|---|"]
    for name in tricktake.games():
        game = tricktake.get_game(name)
        for preset in game.presets():
            seats = game.info(game.rules(preset)).seats
            lines.append(f"| `{name}` | `{preset}` | {seats} |")
    return lines


def test_readme_games_table_is_the_registry() -> None:
    """The README lists exactly the games and presets that this version plays."""
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## Games\n", 1)[1].split("\n## ", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("|")]
    expected = registry_table()
    assert table == expected, "the README's table should read:\n" + "\n".join(expected)
    assert len(table) == 2 + sum(len(tricktake.get_game(g).presets()) for g in tricktake.games())
