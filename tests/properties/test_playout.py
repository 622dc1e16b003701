"""``game.playout`` (DESIGN, issue 11): for every game and preset, from states anywhere
in a deal, it returns exactly the state the step-by-step loop reaches and leaves the
generator exactly as that loop does."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
from tests.strategies import AnyGame, play_through, preset_params, seeds


def step_by_step(game: AnyGame, state: Any, rng: random.Random) -> Any:
    """The reference loop of issue 11, written out here so that it cannot drift."""
    if game.to_move(state) is tricktake.CHANCE:
        state = game.apply(state, game.deal(state, rng))
    while (actor := game.to_move(state)) is not None and actor is not tricktake.CHANCE:
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(
    seed=seeds(),
    where=st.floats(min_value=0, max_value=1),
    draws=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_playout_equals_the_step_by_step_loop(
    name: str, preset: str, seed: int, where: float, draws: int
) -> None:
    """From a state anywhere in a random game (a deal due, bidding, premium calls, the
    middle of a trick, the end of the game), ``playout`` and the loop agree on the state
    and on the generator afterwards, and the input state is left as it was."""
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    state = playthrough.states[int(where * (len(playthrough.states) - 1))]
    before = repr(state)
    fast, slow = random.Random(draws), random.Random(draws)
    played = game.playout(state, fast)
    assert played == step_by_step(game, state, slow)
    assert fast.getstate() == slow.getstate()
    assert repr(state) == before
    actor = game.to_move(played)
    assert actor is None or actor is tricktake.CHANCE


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_playout_equals_the_loop_from_every_state_of_a_game(name: str, preset: str) -> None:
    """From every state of a seeded game of two deals (every phase, every card of every
    trick), with a fresh generator each time: the fused paths of each phase start there."""
    playthrough = play_through(name, preset, 11, deals=2)
    game = playthrough.game
    for index, state in enumerate(playthrough.states):
        fast, slow = random.Random(index), random.Random(index)
        assert game.playout(state, fast) == step_by_step(game, state, slow), index
        assert fast.getstate() == slow.getstate(), index


#: Rules beyond the presets where a fused playout takes another path: the joker with no
#: suit for following (NAP-JOKER-6..9 in every contract), the joker in a short pack for
#: two seats (often a leader's last card: all four suits named) and for eight (every
#: bid), and the no-draw check with a trump.
BEYOND_THE_PRESETS = [
    pytest.param("nap", "joker", {"joker_follows_trumps": False}, id="nap/joker-no-follow"),
    pytest.param("nap", "joker", {"players": 2, "deck_size": 28}, id="nap/joker-2p-28"),
    pytest.param("nap", "payout-1", {"joker": True, "players": 8}, id="nap/joker-8p"),
    pytest.param("nines", "no-draw", {"trump_schedule": ("S", "none")}, id="nines/no-draw-S"),
]


@pytest.mark.parametrize(("name", "preset", "options"), BEYOND_THE_PRESETS)
@given(seed=seeds())
def test_playout_equals_the_loop_beyond_the_presets(
    name: str, preset: str, options: dict[str, Any], seed: int
) -> None:
    """From every state of two random deals under rules that no preset names, with a
    fresh generator each time, ``playout`` and the loop agree on the state and on the
    generator."""
    game: AnyGame = tricktake.get_game(name)
    rules = game.rules(preset, **options)
    playthrough = play_through(name, preset, seed, deals=2, rules=rules)
    for index, state in enumerate(playthrough.states):
        fast, slow = random.Random(index), random.Random(index)
        assert game.playout(state, fast) == step_by_step(game, state, slow), index
        assert fast.getstate() == slow.getstate(), index


@pytest.mark.parametrize("name", tricktake.games())
def test_playout_refuses_a_generator_that_is_not_a_random(name: str) -> None:
    """Issue 11, bad input: a TypeError naming the argument, before anything is played."""
    game = tricktake.get_game(name)
    state = game.new(game.rules())
    with pytest.raises(TypeError, match=r"rng=.*expected a random\.Random"):
        game.playout(state, 7)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", tricktake.games())
def test_playout_of_a_finished_game_is_the_game(name: str) -> None:
    """Issue 11: on a finished game ``playout`` returns the state and draws nothing."""
    playthrough = play_through(name, tricktake.get_game(name).presets()[0], 1)
    final = playthrough.states[-1]
    assert playthrough.game.is_over(final), "pick a seed whose game ends within the cap"
    rng = random.Random(3)
    drawn = rng.getstate()
    assert playthrough.game.playout(final, rng) is final
    assert rng.getstate() == drawn
