"""The command line plays Nap: ``simulate`` with its summary figure (the share of
contracts made, by bid) and ``replay`` of a recorded game."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import tricktake
import tricktake.record
from tests.nap.helpers import GAME
from tricktake.cli import main
from tricktake.nap import Action
from tricktake.units import Seat


@pytest.fixture(autouse=True)
def plain_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "JUPYTER_COLUMNS"):
        monkeypatch.delenv(name, raising=False)


def _rows(text: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip().strip("│").split("│")]
        for line in text.splitlines()
        if line.startswith("│")
    ]


def test_simulate_nap_shows_contracts_made_by_bid(capsys: pytest.CaptureFixture[str]) -> None:
    """``tricktake simulate nap``: one row per seat, then one share per bid that the
    rules allow (``game.tallies``), weakest first."""
    status = main(["simulate", "nap", "--games", "20", "--seed", "3", "--no-progress"])
    out = capsys.readouterr().out
    assert status == 0
    assert "nap (standard): 20 random games, seed 3" in out
    table = _rows(out)
    assert len(table) == 4 + 2 + 6
    shares = [row[0] for row in table[6:]]
    assert shares == [
        f"Share of {bid} contracts made"
        for bid in ("two", "three", "misere", "four", "nap", "wellington")
    ]
    assert all(re.fullmatch(r"0 of 0|\d+ of \d+ \(\d+\.\d%\)", row[1]) for row in table[6:])
    assert table[4] == ["Games", "20"] and table[5] == ["Mean deals per game", "4.00"]


def test_replay_nap_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``tricktake replay`` of a recorded Nap game prints its final balances."""
    rules = GAME.rules("joker", players=3)
    state = GAME.new(rules, first_dealer=Seat(1))
    rng = random.Random(3)
    actions: list[Action] = []
    while not GAME.is_over(state):
        if GAME.to_move(state) is tricktake.CHANCE:
            action: Action = GAME.deal(state, rng)
        else:
            action = rng.choice(list(GAME.legal_actions(state)))
        actions.append(action)
        state = GAME.apply(state, action)
    scores = GAME.scores(state)
    record = tricktake.record.Record.from_game(
        GAME, rules, actions, first_dealer=Seat(1), result=scores
    )
    path = tmp_path / "nap.json"
    path.write_text(tricktake.record.dump(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    final = ", ".join(f"Seat {s} {b}" for s, b in enumerate(scores))
    assert f"Final scores: {final}" in out
