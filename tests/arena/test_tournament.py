"""The spec of a tournament (:class:`tricktake.arena.Arena`): entrants by name, tables,
rotations and round robins, and every bad input refused before a deal is played."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from tests.arena import bots
from tricktake import RulesError, UnknownGameError, UnknownPresetError
from tricktake.arena import (
    Arena,
    Entrant,
    SerialExecutor,
    deal_seed,
    entrant,
    run,
    split_entrants,
)
from tricktake.bots import RandomBot, SearchBot
from tricktake.errors import ArenaError


def test_fewer_entrants_than_seats_fill_the_seats_in_turn_and_rotate() -> None:
    arena = Arena("nap", ["random", "search:samples=1"], deals=2, seed=3)
    assert arena.tables() == (("random", "search:samples=1", "random", "search:samples=1"),)
    boards = arena.boards()
    # a, b, a, b has two lineups: rotations 2 and 3 would replay 0 and 1 exactly
    assert len(boards) == 2 * 2
    assert [board[0] for board in boards] == [deal_seed(3, 0)] * 2 + [deal_seed(3, 1)] * 2
    assert [board[2] for board in boards] == [0, 1] * 2
    three = Arena("nap", ["random", "search", "search:samples=1"], deals=1)
    assert three.tables() == (("random", "search", "search:samples=1", "random"),)
    assert [board[2] for board in three.boards()] == [0, 1, 2, 3]


def test_a_rotation_moves_each_entrant_one_seat_to_the_right() -> None:
    """At rotation r the entrant at seat s is table[(s + r) % seats]."""
    from tricktake.arena import play_board

    arena = Arena("nines", ["random", "search:samples=1"], deals=1)
    table = arena.tables()[0]
    assert table == ("random", "search:samples=1", "random")
    assert arena.rotations(table) == range(3)
    lineups = [play_board(arena, board).lineup for board in arena.boards()]
    assert lineups == [
        ("random", "search:samples=1", "random"),
        ("search:samples=1", "random", "random"),
        ("random", "random", "search:samples=1"),
    ]


def test_as_many_entrants_as_seats_make_one_table_and_plain_deals_one_rotation() -> None:
    arena = Arena("nines", ["random", "search", "search:rollouts=1"], deals=3, duplicate=False)
    assert arena.tables() == (("random", "search", "search:rollouts=1"),)
    assert [board[2] for board in arena.boards()] == [0, 0, 0]


def test_more_entrants_than_seats_make_a_round_robin_of_every_combination() -> None:
    names = ["random", "search", "search:samples=2", "search:samples=3"]
    arena = Arena("nines", names, deals=2, duplicate=False)
    assert arena.tables() == (
        ("random", "search", "search:samples=2"),
        ("random", "search", "search:samples=3"),
        ("random", "search:samples=2", "search:samples=3"),
        ("search", "search:samples=2", "search:samples=3"),
    )
    assert len(arena.boards()) == 2 * 4
    assert len(Arena("nines", names, deals=2).boards()) == 2 * 4 * 3


def test_deal_seeds_follow_the_arena_seed_and_the_deal_number() -> None:
    assert [deal_seed(0, n) for n in range(3)] == [0, 1, 2]
    assert deal_seed(1, 0) == 2**32
    assert {board[0] for board in Arena("nap", ["random"], deals=5, seed=2).boards()} == {
        2 * 2**32 + n for n in range(5)
    }


def test_every_rotation_of_a_deal_deals_the_same_cards_and_moves_the_bots() -> None:
    """Same seed, same cards at every rotation: the bot in a seat is seeded from the deal
    and the seat, so the hand it notes is the same whoever sits there."""
    bots.HANDS.clear()
    noter = Entrant("noter", bots.HandNoter)
    other = Entrant("other", bots.HandNoter)
    results = run(Arena("nap", [noter, other], deals=2), executor=SerialExecutor())
    assert len(bots.HANDS) == 2 * 4  # deals x seats
    for hands in bots.HANDS.values():
        assert len(hands) == 2 and len(set(hands)) == 1  # every rotation, the same hand
    assert len({hands[0] for hands in bots.HANDS.values()}) == 8
    lineups = [r.lineup for r in results.results if r.seed == 0]
    assert lineups == [("noter", "other", "noter", "other"), ("other", "noter", "other", "noter")]


def test_the_header_describes_the_arena() -> None:
    arena = Arena("ninety-nine", ["random"], deals=4, preset="revised-4p", options={"target": 150})
    assert arena.header() == {
        "tricktake-arena": 1,
        "game": "ninety-nine",
        "preset": "revised-4p",
        "options": {"target": 150},
        "entrants": ["random"],
        "deals": 4,
        "seed": 0,
        "duplicate": True,
    }
    assert arena.seats == 4 and arena.higher_wins


def test_entrants_by_name_make_the_bots_with_their_settings() -> None:
    bot = entrant("search:samples=3,rollouts=1,max_actions=5").factory(seed=1)
    assert isinstance(bot, SearchBot)
    assert (bot.samples, bot.rollouts, bot.max_actions) == (3, 1, 5)
    assert isinstance(entrant("random").factory(seed=1), RandomBot)
    assert isinstance(entrant("tests.arena.bots:Cheat").factory(seed=4), bots.Cheat)


def test_split_entrants_keeps_settings_with_their_bot() -> None:
    assert split_entrants("random, search") == ["random", "search"]
    assert split_entrants("search:samples=4,rollouts=1,random") == [
        "search:samples=4,rollouts=1",
        "random",
    ]
    with pytest.raises(ArenaError, match="follows no bot"):
        split_entrants("samples=4,random")
    with pytest.raises(ArenaError, match="empty bot name"):
        split_entrants("random,,search")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("minimax", "unknown bot 'minimax': expected random, search, a bot with settings"),
        ("search:depth=3", "search has no setting 'depth': expected one of: samples, rollouts"),
        ("random:samples=3", "random has no setting 'samples': expected one of: none"),
        ("search:samples=0", "samples=0: expected an integer of at least 1"),
        ("search:samples", "setting 'samples': expected KEY=VALUE"),
        ("search:samples=2,samples=3", "setting 'samples' is given more than once"),
        ("no_such_module_xyz:Bot", "cannot import 'no_such_module_xyz'"),
        ("tricktake.bots:NoSuchBot", "'tricktake.bots' has no 'NoSuchBot'"),
        ("tricktake.bots:BOT_NAMES", "'BOT_NAMES' is not callable"),
        ("json:dumps", "its factory failed with seed=0 (TypeError"),
        ("builtins:dict", "its factory made dict, which has no act method"),
        ("", "expected random, search"),
    ],
)
def test_a_bad_entrant_is_an_arena_error_saying_what_was_expected(spec: str, message: str) -> None:
    with pytest.raises(ArenaError) as caught:
        Arena("nap", [spec], deals=1)
    assert message in str(caught.value)


def raising_factory(seed: int | None = None) -> Any:
    raise OSError("no model file")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"entrants": []}, "expected a list of one or more bots"),
        ({"entrants": "random"}, "expected a list of one or more bots"),
        ({"entrants": ["random", "random"]}, "'random' is given more than once"),
        ({"deals": 0}, "deals=0: expected a whole number from 1"),
        ({"seed": -1}, "seed=-1: expected a whole number of at least 0"),
        ({"duplicate": 1}, "duplicate=1: expected True or False"),
        (
            {"entrants": [Entrant("broken", raising_factory)]},
            "entrant 'broken': its factory failed with seed=0 (OSError: no model file)",
        ),
    ],
)
def test_a_bad_arena_is_refused_before_any_deal(arguments: dict[str, Any], message: str) -> None:
    given: dict[str, Any] = {"entrants": ["random"], "deals": 1} | arguments
    with pytest.raises(ArenaError) as caught:
        Arena("nap", **given)
    assert message in str(caught.value)


def test_bad_games_and_rules_raise_the_librarys_errors() -> None:
    with pytest.raises(UnknownGameError):
        Arena("bridge", ["random"], deals=1)
    with pytest.raises(UnknownPresetError):
        Arena("nap", ["random"], deals=1, preset="nope")
    with pytest.raises(RulesError):
        Arena("nap", ["random"], deals=1, options={"no_such_option": 1})


def test_an_entrant_object_with_a_partial_factory_is_taken() -> None:
    arena = Arena("nap", [Entrant("slow", functools.partial(SearchBot, samples=1))], deals=1)
    assert arena.names == ("slow",)
