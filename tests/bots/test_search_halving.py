"""SearchBot's sequential halving (issue 22, item 5): the schedule of rounds within the
playout budget, who survives a round, the budget respected, ties and determinism; and
``playouts=None`` is the bot as it was, every candidate in every world."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
from tricktake import SampleError, SetupError
from tricktake.bots import SearchBot
from tricktake.bots.search import PLAYOUTS
from tricktake.engine import find_game
from tricktake.units import Seat


@dataclass(frozen=True)
class _View:
    """A view of the scripted game: seat 0 to move among ``legal``."""

    legal: tuple[int, ...]
    seat: Seat = Seat(0)
    rules: object = None


@dataclass(frozen=True)
class _Info:
    higher_wins: bool = True


@dataclass
class _Scripted:
    """A game whose world ``w`` (the ``w``-th drawn) gives action ``a`` the gain
    ``gains(a, w)`` on every playout, and that records every world each action met and
    every playout."""

    gains: Callable[[int, int], int]
    higher_wins: bool = True
    refuse: frozenset[int] = frozenset()
    drawn: int = 0
    met: dict[int, list[int]] = field(default_factory=dict[int, list[int]])
    playouts: int = 0

    def sample_state(self, view: object, rng: random.Random) -> int:
        world = self.drawn
        self.drawn += 1
        if world in self.refuse:
            raise SampleError(f"world {world} refused")
        return world

    def info(self, rules: object) -> _Info:
        return _Info(self.higher_wins)

    def scores(self, state: int | tuple[int, int]) -> tuple[int, ...]:
        if isinstance(state, int):  # a world before any action: nothing gained yet
            return (0,)
        world, action = state
        return (self.gains(action, world),)

    def apply(self, world: int, action: int) -> tuple[int, int]:
        self.met.setdefault(action, []).append(world)
        return (world, action)

    def playout(self, state: tuple[int, int], rng: random.Random) -> tuple[int, int]:
        self.playouts += 1
        return state


def _act(bot: SearchBot, game: _Scripted, legal: tuple[int, ...]) -> int:
    chosen: int = bot.act(game, _View(legal))  # type: ignore[arg-type]
    return chosen


def _spent(schedule: tuple[tuple[int, int], ...], rollouts: int) -> int:
    """The playouts a schedule plays when every world can be sampled."""
    spent = worlds = 0
    for alive, upto in schedule:
        spent += alive * (upto - worlds) * rollouts
        worlds = upto
    return spent


@given(
    candidates=st.integers(1, 300),
    samples=st.integers(1, 40),
    rollouts=st.integers(1, 4),
    playouts=st.integers(1, 2000),
)
def test_schedule_halves_within_the_budget(
    candidates: int, samples: int, rollouts: int, playouts: int
) -> None:
    """Each round keeps the better half (rounded up) of the one before, ⌈log2 n⌉ rounds
    in all; the worlds met only grow, from at least one to at most ``samples``; and the
    playouts stay within the budget, or within one world for every candidate where the
    budget is smaller than that."""
    bot = SearchBot(samples=samples, rollouts=rollouts, playouts=playouts)
    schedule = bot.schedule(candidates)
    if candidates * samples * rollouts <= playouts:
        assert schedule == ((candidates, samples),)
        return
    assert len(schedule) == max(1, (candidates - 1).bit_length())
    assert schedule[0][0] == candidates
    for (alive, worlds), (after, more) in itertools.pairwise(schedule):
        assert after == (alive + 1) // 2 and worlds <= more
    assert schedule[-1][0] == min(candidates, 2)
    assert schedule[0][1] >= 1
    assert schedule[-1][1] <= samples
    assert _spent(schedule, rollouts) <= max(playouts, candidates * rollouts)


def test_schedule_of_the_ninety_nine_bids_at_the_defaults() -> None:
    """24 candidates, 16 worlds, 2 rollouts in a budget of 96: one world for all, then
    the better halves meet more, 94 playouts instead of 768."""
    bot = SearchBot()
    assert (bot.samples, bot.rollouts, bot.playouts) == (16, 2, PLAYOUTS) == (16, 2, 96)
    schedule = bot.schedule(24)
    assert schedule == ((24, 1), (12, 1), (6, 2), (3, 5), (2, 9))
    assert _spent(schedule, 2) == 94
    assert SearchBot(playouts=None).schedule(24) == ((24, 16),)
    assert bot.schedule(3) == ((3, 16),)  # 96 playouts: the budget covers every world


def test_every_candidate_meets_the_first_worlds_and_the_better_half_the_next() -> None:
    """Eight candidates, action ``a`` gaining ``a % 5`` in every world: all meet world 0,
    the better half (4, 3, and 2 and 7 which tie) worlds 1 and 2, the best two the rest;
    the best wins."""
    game = _Scripted(lambda action, world: action % 5)
    bot = SearchBot(samples=8, rollouts=1, playouts=24, seed=1)
    assert bot.schedule(8) == ((8, 1), (4, 3), (2, 7))
    assert _act(bot, game, tuple(range(8))) == 4
    assert game.met == {
        **{a: [0] for a in (0, 1, 5, 6)},
        **{a: [0, 1, 2] for a in (2, 7)},
        **{a: list(range(7)) for a in (3, 4)},
    }
    assert game.playouts == _spent(bot.schedule(8), 1) == 24


def _later(action: int, world: int) -> int:
    """Action 1 leads world 0 and wins the last worlds; 4 leads worlds 1 and 2."""
    if world == 0:
        return {1: 10, 2: 7, 3: 8, 4: 9}.get(action, 0)
    late = world >= 3
    return {1: 20 if late else 0, 2: 1, 4: 0 if late else 3}.get(action, 0)


def test_the_cut_is_by_the_total_over_every_world_met() -> None:
    """After world 0, 1, 4, 3 and 2 are in; after worlds 1 and 2, by their totals 4 (15)
    and 1 (10) are, not 2 (9) that won those two worlds; 1 then wins the last worlds."""
    game = _Scripted(_later)
    bot = SearchBot(samples=8, rollouts=1, playouts=24, seed=1)
    assert bot.schedule(8) == ((8, 1), (4, 3), (2, 7))
    assert _act(bot, game, tuple(range(8))) == 1
    assert game.met[1] == game.met[4] == list(range(7))
    assert game.met[2] == game.met[3] == [0, 1, 2]


def test_ties_keep_the_first_in_legal_order() -> None:
    """Equal gains everywhere: every cut keeps the first candidates, and the first wins;
    with the legal order reversed, the new first."""
    for legal in ((0, 1, 2, 3, 4, 5), (5, 4, 3, 2, 1, 0)):
        game = _Scripted(lambda action, world: 7)
        assert _act(SearchBot(samples=4, rollouts=1, playouts=12, seed=3), game, legal) == legal[0]
        assert all(len(game.met[a]) >= len(game.met[b]) for a, b in itertools.pairwise(legal))


def test_lowest_gain_wins_where_the_lowest_score_wins() -> None:
    game = _Scripted(lambda action, world: action, higher_wins=False)
    assert _act(SearchBot(samples=4, rollouts=2, playouts=16, seed=3), game, (3, 1, 2, 0)) == 0


def test_a_round_without_a_world_cuts_by_legal_order_within_the_budget() -> None:
    """World 0 cannot be sampled: the first round learnt nothing, so the cut keeps the
    first two, which meet worlds 1 and 2; the budget holds."""
    game = _Scripted(lambda action, world: action, refuse=frozenset({0}))
    bot = SearchBot(samples=4, rollouts=1, playouts=8, seed=1)
    assert bot.schedule(4) == ((4, 1), (2, 3))
    assert _act(bot, game, (0, 1, 2, 3)) == 1
    assert game.met == {0: [1, 2], 1: [1, 2]}
    assert game.playouts == 4


@pytest.mark.parametrize("name", ["ninety-nine", "newmarket"])
def test_the_playouts_of_a_real_decision_stay_within_the_budget(name: str) -> None:
    """A first decision of each game at the defaults, counted: as many playouts as the
    schedule says, never more than the budget; without the budget, every candidate in
    every world."""
    game = find_game(name)
    state = game.new(game.rules(game.presets()[0]))
    state = game.apply(state, game.deal(state, random.Random(4)))
    seat = game.to_move(state)
    assert isinstance(seat, int)
    view = game.view(state, seat)
    for playouts in (PLAYOUTS, None):
        counted = Counter[str]()
        bot = SearchBot(seed=2, playouts=playouts)
        candidates = min(len(view.legal), bot.max_actions)
        counting: Any = _Counting(game, counted)  # a game to the bot
        assert bot.act(counting, view) in view.legal
        assert counted["playout"] == _spent(bot.schedule(candidates), bot.rollouts)
        if playouts is None:
            assert counted["playout"] == candidates * bot.samples * bot.rollouts
        else:
            assert counted["playout"] <= playouts


class _Counting:
    """A game that counts the calls of its methods and is otherwise ``game``."""

    def __init__(self, game: Any, counted: Counter[str]) -> None:
        self._game, self._counted = game, counted

    def __getattr__(self, name: str) -> Any:
        self._counted[name] += 1
        return getattr(self._game, name)


def _old_act(bot: SearchBot, game: Any, view: Any) -> Any:
    """The bot before halving (every candidate in every world), written out: the
    reference that ``playouts=None`` must match."""
    rng = bot._rng  # pyright: ignore[reportPrivateUsage]
    candidates = list(view.legal)
    if len(candidates) > bot.max_actions:
        picked = sorted(rng.sample(range(len(candidates)), bot.max_actions))
        candidates = [candidates[i] for i in picked]
    sign = 1 if game.info(view.rules).higher_wins else -1
    totals = [0.0] * len(candidates)
    for _ in range(bot.samples):
        world = game.sample_state(view, rng)
        before = game.scores(world)[view.seat]
        for index, action in enumerate(candidates):
            after = game.apply(world, action)
            for _ in range(bot.rollouts):
                end = game.playout(after, rng)
                totals[index] += sign * (game.scores(end)[view.seat] - before)
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]


@pytest.mark.parametrize("name", tricktake.games())
def test_without_a_budget_the_bot_is_the_one_before_halving(name: str) -> None:
    """``playouts=None``, and any budget that covers every candidate in every world,
    choose what the bot before halving chose, drawing the same numbers: over a few
    decisions of a seeded deal of each game."""
    game = find_game(name)
    rules = game.rules(game.presets()[0])
    state = game.new(rules)
    state = game.apply(state, game.deal(state, random.Random(8)))
    rng = random.Random(1)
    for step in range(6):
        seat = game.to_move(state)
        if not isinstance(seat, int):
            break
        view = game.view(state, seat)
        settings: dict[str, Any] = {"samples": 3, "rollouts": 2, "max_actions": 5, "seed": step}
        expected = _old_act(SearchBot(**settings), game, view)
        assert SearchBot(**settings, playouts=None).act(game, view) == expected
        assert SearchBot(**settings, playouts=30).act(game, view) == expected
        state = game.apply(state, view.legal[rng.randrange(len(view.legal))])


def test_the_bot_is_deterministic_for_its_seed_with_halving() -> None:
    game = find_game("ninety-nine")
    state = game.new(game.rules("revised"))
    state = game.apply(state, game.deal(state, random.Random(5)))
    seat = game.to_move(state)
    assert isinstance(seat, int)
    view = game.view(state, seat)
    chosen = {SearchBot(seed=4, playouts=40).act(game, view) for _ in range(3)}
    assert len(chosen) == 1


@pytest.mark.parametrize("bad", [0, -3, 2.5, "96", True])
def test_a_bad_playout_budget_is_a_setup_error(bad: Any) -> None:
    with pytest.raises(SetupError, match=f"playouts={bad!r}: expected None or an integer"):
        SearchBot(playouts=bad)


def test_a_schedule_needs_a_candidate() -> None:
    with pytest.raises(SetupError, match="candidates=0: expected an integer of at least 1"):
        SearchBot().schedule(0)
