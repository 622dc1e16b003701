"""``tricktake play`` driven through its input and output streams, for every game;
``tricktake replay --step --seat`` of the records it saves; ``simulate --bots``."""

from __future__ import annotations

import io
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import tricktake
from tricktake import CHANCE
from tricktake.bots import Bot, RandomBot
from tricktake.cli import main
from tricktake.cli.play import Session, play_session, save_offer
from tricktake.engine import find_game
from tricktake.record import load, replay
from tricktake.units import Seat

WRONG = ["", "hlep", "?", "help", "play ZZ", "show"]


@pytest.fixture(autouse=True)
def plain_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "JUPYTER_COLUMNS"):
        monkeypatch.delenv(name, raising=False)


def bots_for(seats: int, seat: int) -> list[Bot[Any, Any] | None]:
    return [None if s == seat else RandomBot(seed=10 + s) for s in range(seats)]


def expected_deal(game: Any, rules: Any, seat: int, seed: int) -> tuple[list[str], list[str]]:
    """One deal played as the session plays it, the person choosing the first legal
    action: every action's text, and the person's."""
    seats = game.info(rules).seats
    bots = bots_for(seats, seat)
    rng = random.Random(seed)
    state = game.new(rules)
    texts: list[str] = []
    mine: list[str] = []
    dealt = False
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is CHANCE:
            if dealt:
                break
            dealt = True
            action = game.deal(state, rng)
        elif actor == seat:
            action = game.legal_actions(state)[0]
            mine.append(str(action))
        else:
            assert isinstance(actor, int)  # a seat
            bot = bots[actor]
            assert bot is not None
            action = bot.act(game, game.view(state, actor))
        texts.append(str(action))
        state = game.apply(state, action)
    return texts, mine


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=100, color_system=None), out


@pytest.mark.parametrize("name", tricktake.games())
def test_a_scripted_deal_with_wrong_input_to_the_end_then_saved(name: str, tmp_path: Path) -> None:
    game = find_game(name)
    rules = game.rules()
    seat = Seat(1)
    texts, mine = expected_deal(game, rules, seat, seed=3)
    assert mine, "the person must have had something to do"
    script = "".join("\n".join([*WRONG, text]) + "\n" for text in mine)
    path = tmp_path / f"{name}.json"
    stream = io.StringIO(script + f"{path}\n")
    out, written = console()
    bots = bots_for(game.info(rules).seats, seat)
    session = play_session(game, rules, seat, bots, random.Random(3), out, stream, deals=1)
    assert session.actions == texts and not session.stopped
    assert save_offer(out, stream, session) == path
    text = written.getvalue()
    assert "Traceback" not in text
    assert text.count("Not accepted:") == 2 * len(mine)  # 'hlep' and 'play ZZ'
    assert text.count("Legal now") == 2 * len(mine)
    assert "Your hand:" in text and "Saved to" in text
    record = load(path)
    assert list(record.actions) == texts and record.players is not None
    replay(record)


def test_an_illegal_action_gets_its_reason_and_the_prompt_again() -> None:
    game = tricktake.get_game("nap")
    rules = game.rules("standard")
    seat = Seat(1)
    _, mine = expected_deal(game, rules, seat, seed=3)
    stream = io.StringIO("deal 0=AS\nbid misere misere\n" + "\n".join(mine) + "\n")
    out, written = console()
    play_session(game, rules, seat, bots_for(4, seat), random.Random(3), out, stream, deals=1)
    text = written.getvalue()
    assert "Not accepted: 'deal' is not legal now" in text or "Not accepted:" in text
    assert text.count("Not accepted:") >= 2


def test_a_card_alone_is_its_play() -> None:
    game = tricktake.get_game("nines")
    rules = game.rules("partnership")
    seat = Seat(1)
    _, mine = expected_deal(game, rules, seat, seed=3)
    cards = [text.removeprefix("play ") for text in mine]
    stream = io.StringIO("\n".join(cards) + "\n")
    out, _ = console()
    session = play_session(
        game, rules, seat, bots_for(4, seat), random.Random(3), out, stream, deals=1
    )
    assert not session.stopped


def test_quit_and_end_of_input_stop_cleanly() -> None:
    game = tricktake.get_game("ninety-nine")
    rules = game.rules("revised")
    for script in ("quit\n", ""):
        out, written = console()
        session = play_session(
            game, rules, Seat(1), bots_for(3, 1), random.Random(1), out, io.StringIO(script)
        )
        assert session.stopped and "Scores:" in written.getvalue()
        assert save_offer(out, io.StringIO(""), session) is None  # no answer: nothing saved


def test_bots_pause_unless_fast() -> None:
    game = tricktake.get_game("nap")
    pauses: list[float] = []
    out, _ = console()
    play_session(
        game, game.rules("standard"), Seat(0), bots_for(4, 0), random.Random(1), out, io.StringIO(""),
        pause=0.5, sleep=pauses.append,
    )  # fmt: skip
    assert pauses and set(pauses) == {0.5}


class Interrupted(io.StringIO):
    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        raise KeyboardInterrupt


def test_command_play_ends_cleanly_on_eof_and_ctrl_c(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "nap", "--fast", "--seed", "2", "--bots", "random"]) == 0
    monkeypatch.setattr(sys, "stdin", Interrupted())
    assert main(["play", "newmarket", "--fast", "--seed", "2", "--bots", "random"]) == 130
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    monkeypatch.setattr(sys, "stdin", io.StringIO("?\nquit\n\n"))
    argv = ["play", "ninety-nine", "--fast", "--seed", "1", "--seat", "2", "--samples", "2"]
    assert main([*argv, "--rollouts", "1"]) == 0  # search bots bid before seat 2
    out = " ".join(capsys.readouterr().out.split())  # rich wraps long lines
    assert "Legal now (220)" in out and "… and 180 more" in out and "Save the game" in out
    assert main(["play", "nap", "--seat", "9"]) == 2
    assert main(["play", "nap", "--bots", "random,random"]) == 2
    assert main(["play", "nap", "--bots", "clever"]) == 2
    assert "--seat 9: expected a seat from 0 to 3" in capsys.readouterr().err


def saved(tmp_path: Path, name: str = "nap") -> tuple[Path, Session]:
    game = find_game(name)
    rules = game.rules()
    _, mine = expected_deal(game, rules, 1, seed=3)
    path = tmp_path / "game.json"
    stream = io.StringIO("\n".join(mine) + f"\n{path}\n")
    out, _ = console()
    bots = bots_for(game.info(rules).seats, 1)
    session = play_session(game, rules, Seat(1), bots, random.Random(3), out, stream, deals=1)
    save_offer(out, stream, session)
    return path, session


def test_replay_step_seat_shows_only_what_the_seat_saw(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path, session = saved(tmp_path)
    deal = session.actions[0]
    seat_2 = next(token for token in deal.split() if token.startswith("2="))  # its first card
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 200))
    assert main(["replay", str(path), "--step", "--seat", "0"]) == 0
    out = capsys.readouterr().out
    assert "Deal 1" in out and "[Enter: next, q: stop]" in out and "Scores:" in out
    assert "? ? ?" in out  # the other hands, hidden
    assert deal not in out and seat_2 not in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["replay", str(path), "--step"]) == 0
    assert out.count("[Enter") > capsys.readouterr().out.count("[Enter")  # stopped early
    assert main(["replay", str(path), "--seat", "0"]) == 0
    assert "[Enter" not in capsys.readouterr().out
    assert main(["replay", str(path), "--seat", "7"]) == 2
    assert main(["replay", "-", "--step"]) == 2


@pytest.mark.parametrize("name", tricktake.games())
def test_replay_walks_records_of_every_game(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = saved(tmp_path, name)
    assert main(["replay", str(path), "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert "Deal 1" in out and "Seat 1:" in out and "you" not in out


def test_simulate_with_bots_prints_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "nap", "--games", "2", "--no-progress", "--samples", "2", "--rollouts", "1"]
    assert main([*argv, "--bots", "search,random,random,random"]) == 0
    out = capsys.readouterr().out
    assert (
        "95% interval" in out and "SearchBot(samples=2, rollouts=1" in out and "RandomBot()" in out
    )
    assert main([*argv, "--bots", "random"]) == 0
    assert out.count("RandomBot()") < capsys.readouterr().out.count("RandomBot()")
    assert main([*argv, "--bots", "random,random"]) == 2
    assert "2 bots for 4 seats" in capsys.readouterr().err


@pytest.mark.parametrize("name", tricktake.games())
def test_replay_step_prints_each_action_once(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``replay --step`` shows each action on one line, ``seat 1: play 7H``: the event
    that restates it (``1 play 7H``) is not printed under it again; with ``--seat``,
    another seat's action is the line of what that seat saw of it."""
    path, _session = saved(tmp_path, name)
    record = load(path)
    states = list(tricktake.replay_states(record))
    game = find_game(name)
    acted = [
        (game.to_move(state), text)
        for state, text in zip(states, record.actions, strict=False)
        if game.to_move(state) is not CHANCE
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n" * 500))
    monkeypatch.setenv("COLUMNS", "1000")  # the table's long lines are not wrapped
    for seat in (None, 0):
        argv = ["replay", str(path), "--step"] + ([] if seat is None else ["--seat", str(seat)])
        assert main(argv) == 0
        prompt = "[Enter: next, q: stop] "  # the answers are not echoed
        lines = capsys.readouterr().out.replace(prompt, "").splitlines()
        said = [line for line in lines if re.match(r"[Ss]eat \d+: ", line)]
        assert len(said) == len(acted), "one line per action"
        for actor, text in acted:
            assert f"  {actor} {text}" not in lines  # the restating event
            if seat is None or actor == seat:
                assert any(line.endswith(f": {text}") for line in said)


def test_play_records_the_players_names_never_you(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play --names``: the record keeps the names given (default ``Seat 0`` ...); the
    person is "you" on the screen only, so a replay from another seat never says
    "dealer you"."""
    path = tmp_path / "named.json"
    argv = ["play", "nap", "--fast", "--seed", "2", "--bots", "random", "--deals", "1"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n" + f"{path}\n"))
    assert main([*argv, "--names", "Ann,Bob,Cy,Di"]) == 0
    out = capsys.readouterr().out
    assert "you" in out
    assert load(path).players == ("Ann", "Bob", "Cy", "Di")
    assert main(["replay", str(path), "--seat", "1"]) == 0
    assert "you" not in capsys.readouterr().out
    unnamed = tmp_path / "unnamed.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n" + f"{unnamed}\n"))
    assert main(argv) == 0
    assert load(unnamed).players == ("Seat 0", "Seat 1", "Seat 2", "Seat 3")
    assert main([*argv, "--names", "Ann,Bob"]) == 2
    assert "--names: 2 names for 4 seats: expected 4" in capsys.readouterr().err
