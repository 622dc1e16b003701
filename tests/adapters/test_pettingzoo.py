"""tricktake.pettingzoo (issue 22, item 4): PettingZoo's own ``api_test``, ``seed_test``
and ``parallel_api_test`` pass for every game and preset; rewards, masks and
observations are the game's; seeds are honoured (PettingZoo #1223 and #1312, the seeding
bugs of its rock-paper-scissors and gin-rummy environments, are what to avoid).

Where the ``pettingzoo`` extra is missing the module skips, except under tox, which sets
``TRICKTAKE_REQUIRE_ADAPTERS`` so that a missing package fails instead.

PettingZoo's tests play episodes of one deal, enough cycles to reach the deal's end, so
that the file stays quick; under ``HYPOTHESIS_PROFILE=deep`` they play whole games with
PettingZoo's own numbers of cycles (1000, 500 for ``seed_test``).
"""

from __future__ import annotations

import math
import os
import random
import subprocess
import sys
import warnings
from collections.abc import Callable, Generator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.arena.optional import imported_without
from tests.strategies import seeds

if not os.environ.get("TRICKTAKE_REQUIRE_ADAPTERS"):
    pytest.importorskip("pettingzoo", reason="the 'pettingzoo' extra is not installed")

import numpy
from pettingzoo import AECEnv
from pettingzoo.test import api_test, parallel_api_test, seed_test
from pettingzoo.utils.conversions import turn_based_aec_to_parallel

import tricktake
from tricktake import render
from tricktake.errors import IllegalActionError, RulesError, SetupError, UnknownPresetError
from tricktake.pettingzoo import Observation, env, names, raw_env

Env = AECEnv[str, Observation, "int | None"]

DEEP = os.environ.get("HYPOTHESIS_PROFILE") == "deep"
"""Whether PettingZoo's tests run at their own sizes, over whole games."""

EXPECTED_WARNINGS = (
    # api_test knows the names of the environments whose observation is a dict: its
    # classic ones; for any other it says these two, which hold for every Dict space
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
)


@contextmanager
def only_expected_warnings() -> Generator[None]:
    """Fail on any warning of PettingZoo's tests but the two that every environment with a
    ``Dict`` observation gets."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield
    unexpected = {
        str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)
    }
    assert not unexpected


def info_of(name: str) -> tricktake.GameInfo:
    game_name, preset = name.split("/")
    game = tricktake.get_game(game_name)
    return game.info(game.rules(preset))


def deal_cycles(name: str) -> int:
    """Cycles (a turn of every agent each) enough for ``api_test`` and ``seed_test`` to
    play a whole deal and see its end."""
    info = info_of(name)
    return math.ceil(info.max_deal_actions / info.seats) + 2


def episode_cap() -> dict[str, Any]:
    """The environments' ``max_deals`` for PettingZoo's tests: one deal, or whole games
    when ``DEEP``."""
    return {} if DEEP else {"max_deals": 1}


def constructor(name: str, **kwargs: Any) -> Callable[[], Env]:
    game, preset = name.split("/")
    return lambda: env(game, preset, **kwargs)


# -------------------------------------------------- PettingZoo's own tests, every preset
@pytest.mark.parametrize("name", names())
def test_pettingzoo_api_test_passes_over_a_whole_deal(name: str) -> None:
    """An episode of one deal (``max_deals=1``) is played to its end and reset."""
    with only_expected_warnings():
        api_test(
            constructor(name, **episode_cap())(), num_cycles=1000 if DEEP else deal_cycles(name)
        )


@pytest.mark.parametrize("name", names())
def test_pettingzoo_seed_test_passes(name: str) -> None:
    with only_expected_warnings():
        seed_test(constructor(name, **episode_cap()), num_cycles=500 if DEEP else deal_cycles(name))


@pytest.mark.parametrize("name", names())
def test_pettingzoo_parallel_api_test_passes_through_turn_based_aec_to_parallel(
    name: str,
) -> None:
    parallel = turn_based_aec_to_parallel(constructor(name, **episode_cap())())
    # one action a cycle here: a deal's every action, and the dead agents' steps
    cycles = 1000 if DEEP else info_of(name).max_deal_actions + 2
    with only_expected_warnings():
        parallel_api_test(parallel, num_cycles=cycles)


@pytest.mark.parametrize("name", ["nap/standard", "newmarket/standard"])
def test_pettingzoo_api_test_passes_over_whole_games(name: str) -> None:
    """Without a cap the episode is the whole game (four deals here), which ends in
    terminations."""
    with only_expected_warnings():
        api_test(constructor(name)(), num_cycles=4 * deal_cycles(name) + 4)


# ------------------------------------------------------------------ playing episodes
@dataclass
class Episode:
    """What an agent loop saw: each step's agent, observation, reward and flags."""

    agents: list[str] = field(default_factory=list[str])
    observations: list[Observation] = field(default_factory=list[Observation])
    rewards: dict[str, float] = field(default_factory=dict[str, float])
    ends: list[tuple[bool, bool]] = field(default_factory=list[tuple[bool, bool]])
    actions: list[int] = field(default_factory=list[int])

    def same_as(self, other: Episode) -> bool:
        return (
            self.agents == other.agents
            and self.actions == other.actions
            and self.rewards == other.rewards
            and self.ends == other.ends
            and all(
                numpy.array_equal(a[key], b[key])
                for a, b in zip(self.observations, other.observations, strict=True)
                for key in ("observation", "action_mask")
            )
        )


def play(aec: raw_env, rng: random.Random, seed: int | None, check: bool = False) -> Episode:
    """One episode from ``reset(seed=seed)``, each action drawn with ``rng`` from the
    mask; with ``check``, every observation and mask is checked against the game."""
    aec.reset(seed=seed)
    episode = Episode()
    game = aec.game
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, _ = aec.last()
        assert observation is not None
        episode.agents.append(agent)
        episode.observations.append(observation)
        episode.rewards[agent] = episode.rewards.get(agent, 0.0) + reward
        episode.ends.append((terminated, truncated))
        if check:
            check_observations(aec)
        if terminated or truncated:
            aec.step(None)
            continue
        action = rng.choice(numpy.flatnonzero(observation["action_mask"]).tolist())
        episode.actions.append(action)
        assert game.to_move(aec.state) == aec.possible_agents.index(agent)
        aec.step(action)
    return episode


def check_observations(aec: raw_env) -> None:
    """Every agent's observation is ``game.observe`` of its own view, and only the agent
    to move has a mask, equal to ``legal_action_ids``."""
    game, state = aec.game, aec.state
    for seat, agent in enumerate(aec.possible_agents):
        observation = aec.observe(agent)
        view = game.view(state, tricktake.Seat(seat))
        assert observation["observation"].dtype == numpy.float32
        assert observation["observation"].tolist() == game.observe(view)
        assert observation["action_mask"].dtype == numpy.int8
        legal = game.legal_action_ids(state) if game.to_move(state) == seat else ()
        assert tuple(numpy.flatnonzero(observation["action_mask"]).tolist()) == legal


@given(name=st.sampled_from(names()), seed=seeds())
def test_rewards_sum_to_the_score_change_and_observations_are_the_seats_views(
    name: str, seed: int
) -> None:
    """Over an episode of two deals each seat's rewards add up to its score change
    (negated where the lowest score wins), paid only at the end of a deal."""
    game_name, preset = name.split("/")
    aec = raw_env(game_name, preset, max_deals=2)
    episode = play(aec, random.Random(seed), seed, check=True)
    game = aec.game
    start = game.scores(game.new(aec.rules))
    sign = 1 if aec.info.higher_wins else -1
    expected = {
        agent: float(sign * (after - before))
        for agent, before, after in zip(
            aec.possible_agents, start, game.scores(aec.state), strict=True
        )
    }
    assert episode.rewards == expected
    assert game.is_over(aec.state) or game.to_move(aec.state) is tricktake.CHANCE
    assert aec.agents == []


@pytest.mark.parametrize("name", ["nap/standard", "nines/standard", "ninety-nine/original-2p"])
def test_rewards_over_a_whole_game_sum_to_the_final_scores(name: str) -> None:
    game_name, preset = name.split("/")
    aec = raw_env(game_name, preset)
    episode = play(aec, random.Random(3), 3)
    game = aec.game
    outcome = game.outcome(aec.state)
    assert outcome is not None
    sign = 1 if aec.info.higher_wins else -1
    start = game.scores(game.new(aec.rules))
    assert [episode.rewards[a] for a in aec.possible_agents] == [
        sign * (final - first) for final, first in zip(outcome.scores, start, strict=True)
    ]
    assert episode.ends[-1] == (True, False)


def test_the_reward_comes_at_the_end_of_the_deal() -> None:
    """Nap: nothing is paid while the deal goes on; the deal's last play pays every seat."""
    aec = raw_env("nap", "standard", max_deals=1)
    aec.reset(seed=11)
    rng = random.Random(11)
    paid: list[dict[str, float]] = []
    while not aec.terminations[aec.agent_selection] and not aec.truncations[aec.agent_selection]:
        mask = aec.observe(aec.agent_selection)["action_mask"]
        aec.step(rng.choice(numpy.flatnonzero(mask).tolist()))
        paid.append(dict(aec.rewards))
    assert all(set(rewards.values()) == {0.0} for rewards in paid[:-1])
    assert paid[-1] == dict(
        zip(aec.possible_agents, map(float, aec.game.scores(aec.state)), strict=True)
    )
    assert all(aec.truncations.values()) and not any(aec.terminations.values())


# ----------------------------------------------------------------------------- seeds
@given(name=st.sampled_from(names()), seed=seeds())
def test_the_same_seed_replays_the_same_episode_in_fresh_envs_and_after_reset(
    name: str, seed: int
) -> None:
    game, preset = name.split("/")
    first = raw_env(game, preset, max_deals=1)
    second = raw_env(game, preset, max_deals=1)
    episode = play(first, random.Random(seed), seed)
    assert play(second, random.Random(seed), seed).same_as(episode)
    assert play(first, random.Random(seed), seed).same_as(episode)


def test_a_numpy_seed_is_a_seed() -> None:
    one, two = raw_env("nap", max_deals=1), raw_env("nap", max_deals=1)
    one.reset(seed=numpy.int64(9))
    two.reset(seed=9)
    assert one.state == two.state
    with pytest.raises(SetupError, match=r"seed 'x': expected None or an int"):
        one.reset(seed="x")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    assert one.state == two.state


def test_reset_without_a_seed_continues_the_envs_own_generator() -> None:
    """PettingZoo #1223: ``reset()`` after ``reset(seed=n)`` deals a new game, and two
    environments given the same seed deal the same games after it."""
    one, two = raw_env("nap", max_deals=1), raw_env("nap", max_deals=1)
    first = play(one, random.Random(0), 5)
    assert play(two, random.Random(0), 5).same_as(first)
    again, twice = play(one, random.Random(0), None), play(two, random.Random(0), None)
    assert again.same_as(twice)
    assert not again.same_as(first)
    assert play(one, random.Random(0), 5).same_as(first)


def test_the_envs_generator_is_its_own() -> None:
    """Dealing never draws from (or reseeds) the global random generator."""
    saved = random.getstate()
    try:
        random.seed(1)
        expected = random.random()
        random.seed(1)
        play(raw_env("nines", max_deals=1), random.Random(0), 4)
        play(raw_env("nines", max_deals=1), random.Random(0), None)
        assert random.random() == expected
    finally:
        random.setstate(saved)


# ------------------------------------------------------------------- actions, errors
def test_an_illegal_action_id_is_a_clear_error_and_changes_nothing() -> None:
    aec = raw_env("nap", "standard")
    aec.reset(seed=2)
    state, agent = aec.state, aec.agent_selection
    with pytest.raises(IllegalActionError, match=r"action id 0 names no legal action here"):
        aec.step(0)
    with pytest.raises(IllegalActionError, match=r"expected an int from 0 to 58"):
        aec.step(59)
    with pytest.raises(IllegalActionError, match=r"expected an action id"):
        aec.step(None)
    with pytest.raises(IllegalActionError, match=r"expected an int action id"):
        aec.step(1.5)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    assert aec.state is state and aec.agent_selection == agent


def test_an_agent_whose_episode_has_ended_steps_with_none() -> None:
    aec = raw_env("nap", "standard", max_deals=1)
    play(aec, random.Random(1), 1)
    aec.reset(seed=1)
    aec.truncations = dict.fromkeys(aec.agents, True)
    with pytest.raises(IllegalActionError, match=r"whose episode has ended: expected None"):
        aec.step(0)
    aec.step(None)
    assert len(aec.agents) == len(aec.possible_agents) - 1


def test_numpy_integers_are_action_ids() -> None:
    aec = raw_env("nap", "standard")
    aec.reset(seed=2)
    legal = aec.game.legal_action_ids(aec.state)
    aec.step(numpy.int64(legal[0]))
    assert aec.state != aec.game.new(aec.rules)


def test_the_wrapped_env_checks_the_action_space_and_the_order_of_calls() -> None:
    wrapped = env("nap")
    with pytest.raises(AttributeError, match="reset"):
        _ = wrapped.agent_selection
    wrapped.reset(seed=0)
    with pytest.raises(AssertionError, match="action space"):
        wrapped.step(99)
    assert isinstance(wrapped.unwrapped, raw_env)


def test_the_raw_env_before_reset_says_to_reset() -> None:
    with pytest.raises(IllegalActionError, match=r"call reset\(\) before step\(\)"):
        raw_env("nap").step(0)


def test_a_bad_game_preset_or_option_is_the_games_own_error() -> None:
    with pytest.raises(tricktake.UnknownGameError, match="'chess'"):
        env("chess")
    with pytest.raises(UnknownPresetError, match="'nope'"):
        env("nap", "nope")
    with pytest.raises(RulesError):
        env("nap", "standard", colour="purple")
    with pytest.raises(SetupError, match="render_mode 'rgb_array'"):
        env("nap", render_mode="rgb_array")
    with pytest.raises(SetupError, match="max_deals 0: expected None or an int >= 1"):
        env("nap", max_deals=0)


def test_options_override_the_preset() -> None:
    aec = raw_env("ninety-nine", "revised", target=150)
    assert aec.rules == aec.game.rules("revised", target=150)
    assert aec.metadata["name"] == "tricktake/ninety-nine/revised"


# ---------------------------------------------------------------- spaces, agents, names
@pytest.mark.parametrize("name", ["ninety-nine/revised-5p", "nines/standard"])
def test_spaces_follow_the_games_info(name: str) -> None:
    game, preset = name.split("/")
    aec = raw_env(game, preset)
    info = aec.info
    assert aec.possible_agents == [f"player_{seat}" for seat in range(info.seats)]
    space: Any = aec.observation_space("player_0")
    assert space["observation"].shape == (info.observation_size,)
    assert space["observation"].dtype == numpy.float32
    assert space["action_mask"].shape == (info.num_actions,)
    assert space["action_mask"].dtype == numpy.int8
    action_space: Any = aec.action_space("player_1")
    assert action_space.n == info.num_actions


def test_names_list_every_game_and_preset() -> None:
    assert names() == tuple(
        f"{game}/{preset}"
        for game in tricktake.games()
        for preset in tricktake.get_game(game).presets()
    )


# --------------------------------------------------------------------------- render
def test_render_shows_the_public_view_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    ansi = raw_env("nap", render_mode="ansi")
    ansi.reset(seed=1)
    expected = render.text(ansi.game.view(ansi.state, None))
    assert ansi.render() == expected
    human = raw_env("nap", render_mode="human")
    human.reset(seed=1)
    assert capsys.readouterr().out == expected + "\n"
    silent = raw_env("nap")
    silent.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert silent.render() is None


# ---------------------------------------------------------------- optional packages
def test_the_library_imports_without_pettingzoo() -> None:
    blocked = "import sys; sys.modules.update(pettingzoo=None, gymnasium=None); "
    code = blocked + "import tricktake; assert 'tricktake.pettingzoo' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_without_the_extra_the_module_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ModuleNotFoundError, match=r"expected the 'pettingzoo' extra"):
        imported_without(monkeypatch, "tricktake.pettingzoo", "pettingzoo", "gymnasium")
