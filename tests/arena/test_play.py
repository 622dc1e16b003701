"""Playing a board (:func:`tricktake.arena.play_board`): the seeded deal, the score
changes, and a faulty bot's forfeit recorded while the deal goes on."""

from __future__ import annotations

import random

from tests.arena import bots
from tricktake import CHANCE
from tricktake.arena import (
    Arena,
    Entrant,
    SerialExecutor,
    derive_seed,
    play_board,
    run,
    standings,
)
from tricktake.bots import RandomBot
from tricktake.registry import find_game


def test_a_board_is_the_seeded_deal_played_by_the_rotated_bots() -> None:
    """The board equals the deal played by hand: ``game.deal`` with
    ``random.Random(seed)`` from ``game.new(rules)``, the bots seeded by seat."""
    arena = Arena("nines", ["random"], deals=1)
    seed, table, _ = arena.boards()[0]
    result = play_board(arena, (seed, table, 1))
    game = find_game("nines")
    state = game.new(game.rules())
    before = game.scores(state)
    state = game.apply(state, game.deal(state, random.Random(seed)))
    seat_bots = [RandomBot(seed=derive_seed(seed, seat)) for seat in range(3)]
    moves = 0
    while (actor := game.to_move(state)) is not None and actor is not CHANCE:
        state = game.apply(state, seat_bots[actor].act(game, game.view(state, actor)))
        moves += 1
    changes = tuple(a - b for a, b in zip(game.scores(state), before, strict=True))
    assert (result.changes, result.moves, result.faults) == (changes, moves, ())
    assert result.lineup == ("random",) * 3 and result.rotation == 1


def test_a_bot_that_raises_forfeits_and_the_deal_goes_on() -> None:
    arena = Arena("nap", ["random", "tests.arena.bots:Raiser"], deals=2)
    results = run(arena, executor=SerialExecutor()).results
    assert len(results) == 4
    for result in results:
        raisers = [s for s, name in enumerate(result.lineup) if name.endswith("Raiser")]
        faulted = [seat for seat, _ in result.faults]
        # a raiser that acts three times faults; the deal is still played to its end
        assert set(faulted) <= set(raisers)
        assert all(m == "raised RuntimeError: out of ideas" for _, m in result.faults)
        assert result.moves > 3
    assert any(result.faults for result in results)


def test_a_bot_that_returns_an_illegal_action_forfeits_at_once() -> None:
    arena = Arena("nines", ["random", "tests.arena.bots:Cheat"], deals=1, duplicate=False)
    (result,) = run(arena, executor=SerialExecutor()).results
    assert result.lineup == ("random", "tests.arena.bots:Cheat", "random")
    assert result.faults == ((1, "illegal action 'play the ace of trumps'"),)
    assert sum(result.changes) != 0 or result.moves > 0  # the deal was played out
    (cheat,) = [s for s in standings([result]) if s.entrant.endswith("Cheat")]
    assert cheat.faults == 1 and cheat.boards == 1


def test_a_factory_that_fails_on_a_board_forfeits_that_seat_from_the_start() -> None:
    fragile = Entrant("fragile", bots.fragile)
    arena = Arena("nap", [fragile, "random"], deals=1, duplicate=False)
    (result,) = run(arena, executor=SerialExecutor()).results
    assert [seat for seat, _ in result.faults] == [0, 2]
    assert result.faults[0][1].startswith("bot not made: ValueError: no bot for seed")


def test_faults_are_the_same_on_every_replay() -> None:
    arena = Arena("nap", ["random", "tests.arena.bots:Raiser"], deals=1)
    first = run(arena, executor=SerialExecutor()).results
    assert run(arena, executor=SerialExecutor()).results == first
