"""``tricktake.bots``: bots play only legal actions in every game and preset, are
deterministic for a seed, and refuse views where their seat is not to move."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tricktake import CHANCE
from tricktake.bots import Bot, BotError, RandomBot, SearchBot, bot_named, play_deal
from tricktake.engine import find_game
from tricktake.units import Seat

CASES = [
    (name, preset) for name in tricktake.games() for preset in tricktake.get_game(name).presets()
]


class Checked:
    """A bot that checks each of its inner bot's actions is one of the view's legal ones."""

    def __init__(self, bot: Bot[Any, Any]) -> None:
        self.bot = bot
        self.acts = 0

    def act(self, game: Any, view: Any) -> Any:
        action = self.bot.act(game, view)
        assert action in view.legal, (action, view)
        self.acts += 1
        return action


@pytest.mark.parametrize(("name", "preset"), CASES)
def test_random_bot_plays_legal_actions_in_every_preset(name: str, preset: str) -> None:
    game = find_game(name)
    rules = game.rules(preset)
    seats = game.info(rules).seats
    bots = [Checked(RandomBot(seed=s)) for s in range(seats)]
    rng = random.Random(len(preset))
    state = game.new(rules)
    for _ in range(3):
        if game.is_over(state):
            break
        state = play_deal(game, state, bots, rng)
        assert game.is_over(state) or game.to_move(state) is CHANCE
    assert sum(bot.acts for bot in bots) > 0


@pytest.mark.parametrize(
    ("name", "preset"),
    [(name, find_game(name).presets()[0]) for name in tricktake.games()]
    + [
        ("ninety-nine", "revised-2p"),
        ("ninety-nine", "free-premium"),
        ("nines", "standard"),
        ("newmarket", "parlett"),
        ("newmarket", "free-ante"),
        ("nap", "joker"),
    ],
)
def test_search_bot_plays_legal_actions(name: str, preset: str) -> None:
    game = find_game(name)
    rules = game.rules(preset)
    seats = game.info(rules).seats
    bots = [Checked(SearchBot(samples=2, rollouts=1, max_actions=4, seed=s)) for s in range(seats)]
    state = play_deal(game, game.new(rules), bots, random.Random(5))
    assert game.is_over(state) or game.to_move(state) is CHANCE
    assert sum(bot.acts for bot in bots) > 0


def _view_to_move(name: str = "nap", preset: str = "standard") -> tuple[Any, Any]:
    game = find_game(name)
    state = game.new(game.rules(preset))
    state = game.apply(state, game.deal(state, random.Random(2)))
    seat = game.to_move(state)
    assert isinstance(seat, int)
    return game, game.view(state, seat)


def test_bots_are_deterministic_for_a_seed() -> None:
    game, view = _view_to_move("ninety-nine", "revised")
    for make in (lambda: RandomBot(seed=3), lambda: SearchBot(samples=3, rollouts=1, seed=3)):
        assert [make().act(game, view) for _ in range(2)] == [make().act(game, view)] * 2


def test_search_bot_with_a_budget_still_acts() -> None:
    game, view = _view_to_move()
    assert SearchBot(samples=50, rollouts=1, budget=0.001, seed=1).act(game, view) in view.legal


def test_bots_refuse_a_view_whose_seat_is_not_to_move() -> None:
    game = tricktake.get_game("nap")
    state = game.new(game.rules("standard"))
    state = game.apply(state, game.deal(state, random.Random(2)))
    seat = game.to_move(state)
    assert isinstance(seat, int)
    other = Seat((seat + 1) % 4)
    for bot in (RandomBot(), SearchBot()):
        with pytest.raises(BotError, match="not to move"):
            bot.act(game, game.view(state, other))


def test_bad_settings_and_names_are_typed_errors() -> None:
    with pytest.raises(tricktake.SetupError, match="samples=0"):
        SearchBot(samples=0)
    with pytest.raises(tricktake.SetupError, match="budget"):
        SearchBot(budget=-1)
    with pytest.raises(BotError, match="unknown bot 'clever'"):
        bot_named("clever")
    assert isinstance(bot_named("search", seed=1, samples=3), SearchBot)
    assert isinstance(bot_named("random"), RandomBot)


def test_search_bot_beats_random_bots_in_nap() -> None:
    """A small evaluation (benchmarks/evaluate_bots.py runs the large one): over 40
    deals of Nap, the search bot's mean chip gain exceeds the random bots'."""
    game = tricktake.get_game("nap")
    rules = game.rules("standard")
    rng = random.Random(1)
    search = random_ = 0
    state = game.new(rules)
    for number in range(40):
        if game.is_over(state):
            state = game.new(rules)
        seat = number % 4
        bots: list[Bot[Any, Any]] = [
            SearchBot(samples=6, rollouts=1, seed=number) if s == seat else RandomBot(seed=s)
            for s in range(4)
        ]
        before = game.scores(state)
        state = play_deal(game, state, bots, rng)
        gains = [a - b for a, b in zip(game.scores(state), before, strict=True)]
        search += gains[seat]
        random_ += sum(gains) - gains[seat]
    assert search / 40 > random_ / 120


def test_the_evaluation_script_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """``benchmarks/evaluate_bots.py`` with a few deals of one game."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "evaluate_bots.py"
    spec = importlib.util.spec_from_file_location("evaluate_bots", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--game", "nines", "--deals", "3", "--samples", "2"]) == 0
    out = capsys.readouterr().out
    assert "nines" in out and "SearchBot" in out and "RandomBot" in out


def test_search_bot_skips_worlds_that_cannot_be_sampled(monkeypatch: pytest.MonkeyPatch) -> None:
    game, view = _view_to_move()

    def refuse(view: Any, rng: random.Random) -> Any:
        raise tricktake.SampleError("no world")

    monkeypatch.setattr(game, "sample_state", refuse)
    assert SearchBot(samples=3, seed=2).act(game, view) in view.legal
