"""The ``tricktake`` command line (``tricktake.cli``): ``simulate``, ``replay``, ``--version``.

The command runs in-process through ``main([...])`` with its output captured by
``capsys``. Captured streams are not terminals, so rich writes plain text (no colours,
no progress bar); ``COLUMNS`` fixes the width so that tables never wrap differently.
The expected figures are computed here independently, through the public API, with the
procedure that the command documents (one ``random.Random(seed)`` for the whole run).
"""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import tricktake
from tricktake import CHANCE
from tricktake.cli import main
from tricktake.ninety_nine import NinetyNine
from tricktake.units import Seat

GAME = "ninety-nine"


def ninety_nine() -> NinetyNine:
    game = tricktake.get_game(GAME)
    assert isinstance(game, NinetyNine)
    return game


@pytest.fixture(autouse=True)
def plain_console(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain, 100-column console whatever the environment of the test run."""
    monkeypatch.setenv("COLUMNS", "100")
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "JUPYTER_COLUMNS"):
        monkeypatch.delenv(name, raising=False)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def failure(capsys: pytest.CaptureFixture[str], status: int, *argv: str) -> str:
    """The standard error of a run that must exit with ``status`` and print nothing else."""
    code, out, err = run(capsys, *argv)
    assert (code, out) == (status, ""), err
    return err


def rows(text: str) -> list[list[str]]:
    """The body rows of the rich tables in ``text``, as lists of cell texts."""
    return [
        [cell.strip() for cell in line.strip().strip("│").split("│")]
        for line in text.splitlines()
        if line.startswith("│")
    ]


def headings(text: str) -> list[list[str]]:
    """The heading rows of the rich tables in ``text``, as lists of cell texts."""
    return [
        [cell.strip() for cell in line.strip().strip("┃").split("┃")]
        for line in text.splitlines()
        if line.startswith("┃")
    ]


def play_random(game: Any, rules: Any, rng: random.Random) -> tuple[Any, list[str], int]:
    """One random game as the command plays it: final state, action texts, deals."""
    state = game.new(rules)
    texts: list[str] = []
    deals = 0
    while not game.is_over(state):
        if game.to_move(state) is CHANCE:
            action = game.deal(state, rng)
            deals += 1
        else:
            action = rng.choice(game.legal_actions(state))
        texts.append(game.format_action(action))
        state = game.apply(state, action)
    return state, texts, deals


def expected_summary(games: int, seed: int, **options: Any) -> dict[str, Any]:
    """Per-seat mean scores and wins, mean deals and the shares of bids and premiums
    made, computed here from the deals' results."""
    game = ninety_nine()
    rules = game.rules(game.presets()[0], **options)
    rng = random.Random(seed)
    seats = rules.players
    totals = [0] * seats
    wins = [0] * seats
    deals = made = bids = premiums_made = premiums = 0
    for _ in range(games):
        final, _texts, dealt = play_random(game, rules, rng)
        deals += dealt
        scores = game.scores(final)
        for seat in range(seats):
            totals[seat] += scores[seat]
        for seat in game.winners(final):
            wins[seat] += 1
        for result in final.results:
            made += sum(result.succeeded[:seats])
            bids += seats
            premiums_made += sum(result.succeeded[holder.seat] for holder in result.holders)
            premiums += len(result.holders)
    return {
        "seats": [[str(s), f"{totals[s] / games:.1f}", str(wins[s])] for s in range(seats)],
        "deals": f"{deals / games:.2f}",
        "share": f"{made} of {bids} ({100 * made / bids:.1f}%)",
        "premiums": (
            f"{premiums_made} of {premiums} ({100 * premiums_made / premiums:.1f}%)"
            if premiums
            else "0 of 0"
        ),
    }


# ------------------------------------------------------------------ simulate
def test_simulate_prints_the_summary_tables(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "simulate", GAME, "--games", "6", "--seed", "7")
    assert status == 0, err
    assert err == ""
    for heading in ("Seat", "Mean final score", "Wins", "Summary", "Games", "Mean deals per game"):
        assert heading in out
    assert "ninety-nine (revised): 6 random games, seed 7" in out
    expected = expected_summary(6, 7)
    table = rows(out)
    assert table[:3] == expected["seats"]
    assert table[3:] == [
        ["Games", "6"],
        ["Mean deals per game", expected["deals"]],
        ["Share of bids made", expected["share"]],
        ["Share of premiums made", expected["premiums"]],
    ]


def test_simulate_is_reproducible_and_depends_on_the_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = run(capsys, "simulate", GAME, "--games", "5", "--seed", "11")
    again = run(capsys, "simulate", GAME, "--games", "5", "--seed", "11")
    other = run(capsys, "simulate", GAME, "--games", "5", "--seed", "12")
    assert first[0] == again[0] == other[0] == 0
    assert first[1] == again[1]
    assert rows(first[1]) != rows(other[1])


def test_simulate_defaults_to_the_first_preset_100_games_and_seed_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "simulate", GAME, "--no-progress")
    assert status == 0, err
    assert "ninety-nine (revised): 100 random games, seed 0" in out
    assert rows(out)[:3] == expected_summary(100, 0)["seats"]


def test_simulate_option_overrides_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "simulate", GAME, "--games", "4", "--seed", "3", "--option", "target=150"
    )
    assert status == 0, err
    assert "target=150" in out
    expected = expected_summary(4, 3, target=150)
    assert rows(out)[:3] == expected["seats"]
    assert ["Mean deals per game", expected["deals"]] in rows(out)


def test_simulate_option_value_that_is_not_json_is_a_string(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "simulate", GAME, "--games", "3", "--option", "game_bonus=none")
    assert status == 0, err
    assert rows(out)[:3] == expected_summary(3, 0, game_bonus="none")["seats"]


def test_simulate_tallies_are_summed_over_the_games_one_row_each(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One row per name of ``game.tallies``, in its order: the hits summed over the
    games, the tries and the percentage, or ``0 of 0`` where nothing was tried."""
    tallies = NinetyNine.tallies

    def more(self: NinetyNine, state: Any) -> dict[str, tuple[int, int]]:
        return {"slams made": (0, 0), **tallies(self, state), "deals seen": (1, 4)}

    monkeypatch.setattr(NinetyNine, "tallies", more)
    status, out, err = run(capsys, "simulate", GAME, "--games", "5", "--seed", "2")
    assert status == 0, err
    expected = expected_summary(5, 2)
    assert rows(out)[3:] == [
        ["Games", "5"],
        ["Mean deals per game", expected["deals"]],
        ["Share of slams made", "0 of 0"],
        ["Share of bids made", expected["share"]],
        ["Share of premiums made", expected["premiums"]],
        ["Share of deals seen", "5 of 20 (25.0%)"],
    ]


def test_cli_reads_no_game_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Both commands work from ``info``, ``outcome``, ``scores`` and ``tallies``: a game's
    views and their JSON are never read."""

    def refuse(*_args: object) -> Any:
        raise AssertionError("the command line read a view")

    path = tmp_path / "game.json"
    _final, texts = write_record(path, seed=3)
    monkeypatch.setattr(NinetyNine, "view", refuse)
    monkeypatch.setattr(NinetyNine, "to_json", refuse)
    status, out, err = run(capsys, "simulate", GAME, "--games", "4", "--seed", "5")
    assert status == 0, err
    assert rows(out)[:3] == expected_summary(4, 5)["seats"]
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0, err
    assert rows(out) == expected_deal_rows(texts)


def test_simulate_abandoned_games_count_no_winner(capsys: pytest.CaptureFixture[str]) -> None:
    """A game cut off by ``--max-deals`` has no outcome: it wins nobody anything."""
    game = ninety_nine()
    rules = game.rules("revised")
    rng = random.Random(6)
    wins = [0, 0, 0]
    abandoned = 0
    finals: list[tuple[int, ...]] = []
    for _ in range(8):
        state = game.new(rules)
        dealt = 0
        while not game.is_over(state):
            if game.to_move(state) is CHANCE:
                if dealt == 2:
                    break
                action: Any = game.deal(state, rng)
                dealt += 1
            else:
                action = rng.choice(game.legal_actions(state))
            state = game.apply(state, action)
        if game.is_over(state):
            for seat in game.winners(state):
                wins[seat] += 1
            finals.append(game.scores(state))
        else:
            abandoned += 1
    assert abandoned > 0 and finals
    argv = ["simulate", GAME, "--games", "8", "--seed", "6", "--max-deals", "2"]
    status, out, err = run(capsys, *argv)
    assert status == 0, err
    assert [row[2] for row in rows(out)[:3]] == [str(w) for w in wins]
    # the mean final scores are those of the finished games: running totals are not
    means = [f"{sum(f[seat] for f in finals) / len(finals):.1f}" for seat in range(3)]
    assert [row[1] for row in rows(out)[:3]] == means
    assert ["Games abandoned after 2 deals", str(abandoned)] in rows(out)


def test_simulate_unknown_game_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "simulate", "canasta", "--games", "1")
    assert status == 2
    assert out == ""
    with pytest.raises(tricktake.UnknownGameError) as error:
        tricktake.get_game("canasta")
    assert err == f"tricktake: {error.value}\n"
    assert "ninety-nine" in err


def test_simulate_unknown_preset_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "simulate", GAME, "--preset", "no-such-preset")
    assert status == 2
    assert out == ""
    assert "no-such-preset" in err and "revised" in err


@pytest.mark.parametrize(
    ("option", "words"),
    [
        ("target=7", ["target", "100 or 150"]),
        ("colour=red", ["unknown option", "colour"]),
        ("dummy=true", ["dummy=True", "needs players=2"]),
        # the user's report: the message named only trump_rule and the turn-up count
        ("pack=52", ["pack=52", "players=3", "1 turn-up card", "trump_rule='turnup'", "N99-OPT-2"]),
        ("target", ["KEY=VALUE"]),
    ],
)
def test_simulate_bad_option_exits_2(
    capsys: pytest.CaptureFixture[str], option: str, words: list[str]
) -> None:
    status, out, err = run(capsys, "simulate", GAME, "--games", "1", "--option", option)
    assert status == 2
    assert out == ""
    for word in words:
        assert word in err


def rules_error(**options: Any) -> str:
    """The engine's own message for ``options`` (whatever its wording), where presets
    take them with the command's ``try --preset`` in place of the list of presets."""
    with pytest.raises(tricktake.RulesError) as error:
        ninety_nine().rules("revised", **options)
    if not error.value.presets:
        return str(error.value)
    first, *others = error.value.presets
    return f"{error.value.reason}; try --preset {first} (or {', '.join(others)})"


@pytest.mark.parametrize(
    ("given", "culprits", "options"),
    [
        (["pack=52"], "pack=52", {"pack": 52}),
        (["target=abc"], "target=abc", {"target": "abc"}),
        (["nosuch=1"], "nosuch=1", {"nosuch": 1}),
        (["target=150", "pack=52"], "pack=52", {"target": 150, "pack": 52}),
        # the error of all the options together, not of one of them alone
        (["pack=52", "target=7"], "target=7", {"pack": 52, "target": 7}),
        (
            ["players=3", "dummy=true"],
            "players=3 --option dummy=true",
            {"players": 3, "dummy": True},
        ),
        # a reason that names no given option (bid_bonus follows from players): all
        (
            ["game_bonus=none", "players= 4"],
            "game_bonus=none --option players= 4",
            {"game_bonus": "none", "players": 4},
        ),
    ],
)
def test_simulate_option_error_names_the_option_as_given(
    capsys: pytest.CaptureFixture[str], given: list[str], culprits: str, options: dict[str, Any]
) -> None:
    """The error of the options together, after the options it names, as typed (all of
    them where it names none)."""
    argv = [word for text in given for word in ("--option", text)]
    err = failure(capsys, 2, "simulate", GAME, "--games", "1", *argv)
    assert err == f"tricktake: --option {culprits}: {rules_error(**options)}\n"


def test_simulate_option_error_of_a_combination_names_every_option(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Options that are fine one by one but not together: those the reason names."""
    rules = NinetyNine.rules

    def strict(self: NinetyNine, preset: str = "revised", /, **options: Any) -> Any:
        if options.get("target") == 150 and options.get("game_bonus") == "none":
            raise tricktake.RulesError("target=150 needs a game bonus, not game_bonus='none'")
        return rules(self, preset, **options)

    monkeypatch.setattr(NinetyNine, "rules", strict)
    given = ["--option", "target=150", "--option", "game_bonus=none"]
    err = failure(capsys, 2, "simulate", GAME, "--games", "1", *given)
    assert err == (
        "tricktake: --option target=150 --option game_bonus=none: "
        "target=150 needs a game bonus, not game_bonus='none'\n"
    )


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_an_option_that_needs_another_preset_says_which_to_try(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """``--option players=4`` on the 3-hand default preset fails on its bid bonuses
    (N99-OPT-2), and the message says which presets take 4 players: ``try --preset
    revised-4p``, then the others."""
    err = failure(capsys, 2, command, GAME, "--option", "players=4")
    assert err == (
        "tricktake: --option players=4: option bid_bonus=[30, 20, 10] is not valid: "
        "expected [30, 20, 10, 0] for 4 hands; try --preset revised-4p "
        "(or original-4p, original-4p-no-premium, naughty-nun-4p, bga-4p, bga-diamonds-4p, "
        "bga-standard-4p)\n"
    )
    if command == "simulate":
        status, _out, err = run(capsys, command, GAME, "--preset", "revised-4p", "--games", "1")
        assert status == 0, err


def test_simulate_option_error_cuts_a_long_option_short(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, _out, err = run(capsys, "simulate", GAME, "--option", "x=" + "y" * 5000)
    assert status == 2
    assert err.startswith("tricktake: --option x=" + "y" * 57 + "…: unknown option 'x'")
    assert len(err) < 1000


def test_simulate_unknown_preset_blames_no_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "simulate", GAME, "--preset", "nope", "--option", "target=150")
    assert status == 2
    with pytest.raises(tricktake.UnknownPresetError) as error:
        ninety_nine().rules("nope")
    assert err == f"tricktake: {error.value}\n"


def test_simulate_option_nested_too_deeply_or_given_twice_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    deep = "x=" + "[" * 5000 + "]" * 5000
    status, out, err = run(capsys, "simulate", GAME, "--games", "1", "--option", deep)
    assert status == 2 and out == "" and "nested too deeply" in err
    twice = ["--option", "target=150", "--option", "target=100"]
    status, out, err = run(capsys, "simulate", GAME, "--games", "1", *twice)
    assert status == 2 and out == ""
    assert err == (
        "tricktake: --option target=150 --option target=100: "
        "option 'target' is given more than once\n"
    )


def test_simulate_rejects_zero_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "simulate", GAME, "--games", "0")
    assert status == 2
    assert "--games" in err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--version")
    assert status == 0
    assert out == f"tricktake {tricktake.__version__}\n"


def test_no_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys)
    assert status == 2
    assert "usage: tricktake" in err


# -------------------------------------------------------------------- replay
def write_record(
    path: Path, seed: int, players: Sequence[str] | None = ("Ann", "Bob", "Cy")
) -> tuple[Any, list[str]]:
    """A random game written as a record by hand (the docs' Recorded games page)."""
    game = tricktake.get_game(GAME)
    rules = game.rules("revised")
    final, texts, _deals = play_random(game, rules, random.Random(seed))
    document: dict[str, Any] = {
        "tricktake": 1,
        "game": GAME,
        "preset": "revised",
        "options": {},
        "first_dealer": 0,
        "actions": texts,
        "result": {"scores": list(game.scores(final))},
    }
    if players is not None:
        document["players"] = list(players)
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return final, texts


def expected_deal_rows(texts: list[str]) -> list[list[str]]:
    """Deal number and running scores after each deal, replayed here."""
    game = tricktake.get_game(GAME)
    state = game.new(game.rules("revised"))
    out: list[list[str]] = []
    for text in texts:
        state = game.apply(state, game.parse_action(state, text))
        if game.to_move(state) is CHANCE or game.is_over(state):
            out.append([str(len(out) + 1), *map(str, game.scores(state))])
    return out


def test_replay_prints_one_row_per_deal(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    final, texts = write_record(path, seed=5)
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0, err
    assert err == ""
    names = ["Ann", "Bob", "Cy"]
    expected = expected_deal_rows(texts)
    assert len(expected) == len(final.results) >= 1
    assert [int(row[0]) for row in expected] == list(range(1, len(final.results) + 1))
    assert rows(out) == expected
    assert out.startswith(f"{path}: ninety-nine (revised), first dealer Ann\n")
    assert headings(out) == [["Deal", "Ann", "Bob", "Cy"]]
    game = ninety_nine()
    scores = game.scores(final)
    assert f"Final scores: Ann {scores[0]}, Bob {scores[1]}, Cy {scores[2]}" in out
    winners = ", ".join(names[s] for s in game.winners(final))
    assert f"Winners: {winners}\n" in out


def test_replay_without_player_names_uses_seat_numbers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    _final, texts = write_record(path, seed=8, players=None)
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0, err
    assert rows(out) == expected_deal_rows(texts)
    assert headings(out) == [["Deal", "Seat 0", "Seat 1", "Seat 2"]]
    assert "first dealer Seat 0" in out


def test_replay_of_a_partial_record_with_options(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A record written by ``tricktake.record`` that stops in the middle of deal 2."""
    game = ninety_nine()
    rules = game.rules("revised", target=150)
    rng = random.Random(9)
    state = game.new(rules, first_dealer=Seat(2))
    actions: list[Any] = []
    while len(state.results) < 1 or game.to_move(state) is CHANCE:  # into deal 2
        action = (
            game.deal(state, rng)
            if game.to_move(state) is CHANCE
            else rng.choice(game.legal_actions(state))
        )
        actions.append(action)
        state = game.apply(state, action)
    record = tricktake.record.Record.from_game(
        tricktake.get_game(GAME), rules, actions, first_dealer=Seat(2)
    )
    path = tmp_path / "partial.json"
    path.write_text(tricktake.record.dump(record), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0, err
    assert f"{path}: ninety-nine (revised, target=150), first dealer Seat 2\n" in out
    first = state.results[0]
    assert rows(out) == [["1", *map(str, first.points)]]
    running = ", ".join(f"Seat {s} {t}" for s, t in enumerate(game.scores(state)))
    assert f"Game not over; running scores: {running}" in out
    assert "Winners" not in out


def test_replay_of_a_broken_record_exits_1_with_the_record_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "broken.json"
    write_record(path, seed=2)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["actions"][1] = "play AS"  # bidding is due, not play
    document.pop("result")
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(tricktake.RecordError) as error:
        tricktake.replay(tricktake.record.load(path.read_text(encoding="utf-8")))
    err = failure(capsys, 1, "replay", str(path))
    assert err == f"tricktake: {path}: {error.value}\n"  # the record, then what is wrong
    assert "actions[1]" in err


def test_replay_of_a_file_that_is_not_json_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("deal 0=AS ...\n", encoding="utf-8")
    status, out, err = run(capsys, "replay", str(path))
    assert status == 1
    assert out == ""
    assert err.startswith("tricktake: ")


def test_replay_of_truncated_json_says_where_the_string_starts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "cut.json"
    path.write_text('{"tricktake": 1, "game": "nin', encoding="utf-8")
    err = failure(capsys, 1, "replay", str(path))
    assert err == (
        f"tricktake: {path}: invalid JSON at line 1, column 30: "
        "unterminated string starting at line 1, column 26\n"
    )


def stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    """Standard input that holds ``data``."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_replay_dash_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    _final, texts = write_record(path, seed=5)
    status, from_file, err = run(capsys, "replay", str(path))
    assert status == 0, err
    stdin(monkeypatch, path.read_bytes())
    status, out, err = run(capsys, "replay", "-")
    assert status == 0, err
    assert err == ""
    assert out.startswith("standard input: ninety-nine (revised), first dealer Ann\n")
    assert out == from_file.replace(str(path), "standard input", 1)
    assert rows(out) == expected_deal_rows(texts)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "standard input: expected a record (a JSON object), got nothing"),
        (b" \n", "standard input: expected a record (a JSON object), got nothing"),
        (
            b"deal 0=AS KS\nbid AS",
            "standard input: expected a record (a JSON object), got 'deal 0=AS KS'",
        ),
        (
            b'{"tricktake": 1, "game": "\xc5"}',
            "standard input: not UTF-8 text (byte 0xc5 at offset 26)",
        ),
        (
            b'{"tricktake": 1,\n "game": "nin',
            "standard input: invalid JSON at line 2, column 14: "
            "unterminated string starting at line 2, column 10",
        ),
        (b"[1, 2]", "standard input: $: expected a record (a JSON object), got [1, 2]"),
    ],
)
def test_replay_dash_of_what_is_no_record_exits_1(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    data: bytes,
    message: str,
) -> None:
    """Text that is not JSON is never taken for a file's path, as ``record.load`` would."""
    stdin(monkeypatch, data)
    err = failure(capsys, 1, "replay", "-")
    assert err == f"tricktake: {message}\n"


@pytest.mark.skipif(not Path("/dev/fd").is_dir(), reason="no /dev/fd")
def test_replay_reads_a_pipe_given_as_a_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``tricktake replay <(...)``: the shell passes a pipe's path, read as stdin is."""
    path = tmp_path / "game.json"
    _final, texts = write_record(path, seed=4)
    read, write = os.pipe()
    try:
        os.write(write, path.read_bytes())
        os.close(write)
        status, out, err = run(capsys, "replay", f"/dev/fd/{read}")
    finally:
        os.close(read)
    assert status == 0, err
    assert rows(out) == expected_deal_rows(texts)


def test_replay_of_a_directory_exits_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    err = failure(capsys, 1, "replay", str(tmp_path))
    assert err == f"tricktake: {tmp_path}: is a directory, not a record file\n"


def test_replay_of_a_missing_file_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "nowhere.json"
    err = failure(capsys, 1, "replay", str(path))
    assert err == f"tricktake: {path}: no such file\n"


def test_replay_of_an_empty_file_name_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    """``tricktake replay ''`` is no directory (the empty path is ``.``)."""
    err = failure(capsys, 1, "replay", "")
    assert err == (
        "tricktake: '': an empty file name: expected a record file, or - for standard input\n"
    )


# ---------------------------------------------------------------- without rich
def test_without_rich_main_prints_the_install_hint(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "rich", None)
    err = failure(capsys, 1, "simulate", GAME, "--games", "1")
    assert err == (
        "tricktake: the command line needs the 'cli' extra: pip install 'tricktake[cli]'\n"
    )


# ------------------------------------------------------------- as a program
SCRIPT = Path(sys.executable).with_name("tricktake.exe" if os.name == "nt" else "tricktake")


def run_program(command: list[str]) -> subprocess.CompletedProcess[str]:
    """``command`` run in a process of its own, with a plain 100-column output."""
    env = {**os.environ, "COLUMNS": "100", "PYTHONIOENCODING": "utf-8"}
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
        env.pop(name, None)
    return subprocess.run(
        command, capture_output=True, text=True, encoding="utf-8", env=env, timeout=120, check=False
    )


@pytest.mark.parametrize(
    "program",
    [
        pytest.param([sys.executable, "-m", "tricktake"], id="python -m tricktake"),
        pytest.param([sys.executable, "-m", "tricktake.cli"], id="python -m tricktake.cli"),
        pytest.param(
            [str(SCRIPT)],
            id="console script",
            marks=pytest.mark.skipif(not SCRIPT.exists(), reason="no console script beside python"),
        ),
    ],
)
def test_command_runs_as_a_program(capsys: pytest.CaptureFixture[str], program: list[str]) -> None:
    """The installed command runs ``main``, with the same output as in-process."""
    argv = ["simulate", GAME, "--games", "2", "--seed", "4"]
    done = run_program([*program, *argv])
    assert done.returncode == 0, done.stderr
    assert "Mean final score" in done.stdout
    _status, out, _err = run(capsys, *argv)
    assert done.stdout == out


def test_simulate_nines_shows_its_mean_change_and_no_draw_stops(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Nines' summary figures: a tally named ``mean …`` is shown as the mean itself (the
    size of a unit's change per scored deal), the others as a share (the deals that the
    no-draw rule stopped), computed here from the deals' results."""
    game = tricktake.get_game("nines")
    rules = game.rules("no-draw")
    rng = random.Random(4)
    moved = units = stopped = deals = 0
    for _ in range(30):
        final, _texts, dealt = play_random(game, rules, rng)
        deals += dealt
        for result in final.results:
            stopped += result.stopped
            if not result.stopped:
                moved += sum(abs(c) for c in result.changes)
                units += 3
    assert stopped > 0, "the seed shows a stopped deal"
    status, out, err = run(
        capsys, "simulate", "nines", "--preset", "no-draw", "--games", "30", "--seed", "4"
    )
    assert status == 0, err
    assert rows(out)[3:] == [
        ["Games", "30"],
        ["Mean deals per game", f"{deals / 30:.2f}"],
        ["Mean |score change| per unit and deal", f"{moved / units:.2f}"],
        [
            "Share of deals stopped by no-draw",
            f"{stopped} of {deals} ({100 * stopped / deals:.1f}%)",
        ],
    ]
