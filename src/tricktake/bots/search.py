"""Determinized Monte Carlo search: sample worlds consistent with the view, score each
legal action by random playouts from each world."""

from __future__ import annotations

import random
import time
from typing import Any, TypeVar

from ..errors import SampleError, SetupError
from ..game import Game
from .base import BotView, legal_of

__all__ = ["SearchBot"]

ActionT = TypeVar("ActionT")

PLAYOUTS = 96
"""SearchBot's default ``playouts``: the most playouts of one decision."""


class SearchBot:
    """A bot for every game and preset, written against the public protocol only.

    It draws worlds by ``game.sample_state(view, rng)`` (every card the view shows where
    it shows it, the hidden cards spread uniformly as the view allows), at most
    ``samples`` of them; in each world it plays candidate actions, each followed by
    ``rollouts`` random playouts (``game.playout``) to the end of the deal, and scores
    an action by the acting seat's score gain over the rest of the deal: ``game.scores``
    after the playout less before the action (negated where
    ``game.info(rules).higher_wins`` is false); where the game ends, the scores are the
    final ones. Which candidates meet which worlds is the :meth:`schedule`:

    - Where every candidate in every world fits the budget of ``playouts`` playouts
      (candidates × ``samples`` × ``rollouts`` ≤ ``playouts``), or with
      ``playouts=None``, every candidate meets all ``samples`` worlds, and the highest
      mean wins.
    - Otherwise the candidates go through *sequential halving* (Karnin, Koren and Somekh
      2013, as Gumbel MuZero uses it), in ⌈log2 candidates⌉ rounds. Each round takes an
      equal share of what is left of the budget: every candidate still in meets the
      same next worlds (at least one in the first round, ``samples`` at most in all),
      then the worse half by total gain over the worlds met drops out (the better half
      rounded up stays). The best of the last round wins. So every candidate meets the
      first worlds, and the later ones go to the few that are close to the best.

    Ties, in a cut as at the end, go to the first in ``view.legal``. A world that cannot
    be sampled (:class:`~tricktake.SampleError`) is skipped; with none at all the bot
    plays a random candidate.

    - ``max_actions``: where ``view.legal`` has more actions (Ninety-Nine's bids: 220),
      that many are drawn at random as the candidates.
    - ``budget``: seconds of thinking per action; it stops drawing worlds when they run
      out (after the first), and the best of the candidates still in wins. It reads
      ``time.perf_counter``, the one clock of the library, so with a budget the choices
      depend on the machine's speed; without one (the default) the bot is deterministic
      for its seed.

    >>> import random, tricktake
    >>> game = tricktake.get_game("ninety-nine")
    >>> state = game.new(game.rules("revised"))
    >>> state = game.apply(state, game.deal(state, random.Random(3)))
    >>> view = game.view(state, game.to_move(state))
    >>> def bot():
    ...     return SearchBot(samples=2, rollouts=1, max_actions=4, seed=9)
    >>> bot().act(game, view) == bot().act(game, view)
    True
    """

    def __init__(
        self,
        samples: int = 16,
        rollouts: int = 2,
        budget: float | None = None,
        seed: int | None = None,
        max_actions: int = 24,
        playouts: int | None = PLAYOUTS,
    ) -> None:
        for name, value in (
            ("samples", samples),
            ("rollouts", rollouts),
            ("max_actions", max_actions),
        ):
            if type(value) is not int or value < 1:
                raise SetupError(
                    f"{name}={value!r}: expected an integer of at least 1", argument=name
                )
        if playouts is not None and (type(playouts) is not int or playouts < 1):
            raise SetupError(
                f"playouts={playouts!r}: expected None or an integer of at least 1",
                argument="playouts",
            )
        if budget is not None and not (isinstance(budget, int | float) and budget > 0):
            raise SetupError(
                f"budget={budget!r}: expected None or seconds above 0", argument="budget"
            )
        self.samples = samples
        self.rollouts = rollouts
        self.budget = budget
        self.max_actions = max_actions
        self.playouts = playouts
        self._rng = random.Random(seed)

    def schedule(self, candidates: int, /) -> tuple[tuple[int, int], ...]:
        """The rounds of a decision among ``candidates`` actions: for each round, the
        candidates still in and the worlds each of them has met by the round's end.
        One round where the budget lets every candidate meet every world.

        >>> SearchBot(samples=16, rollouts=2, playouts=None).schedule(24)
        ((24, 16),)
        >>> SearchBot(samples=16, rollouts=2, playouts=256).schedule(24)
        ((24, 1), (12, 3), (6, 7), (3, 16), (2, 16))
        >>> SearchBot(samples=16, rollouts=2, playouts=256).schedule(4)
        ((4, 16),)

        :raises SetupError: for fewer than one candidate.
        """
        if type(candidates) is not int or candidates < 1:
            raise SetupError(
                f"candidates={candidates!r}: expected an integer of at least 1",
                argument="candidates",
            )
        budget, samples, rollouts = self.playouts, self.samples, self.rollouts
        if budget is None or candidates * samples * rollouts <= budget:
            return ((candidates, samples),)
        rounds = max(1, (candidates - 1).bit_length())  # ceil(log2 candidates)
        out: list[tuple[int, int]] = []
        spent = worlds = 0
        alive = candidates
        for number in range(rounds):
            share = (budget - spent) // (rounds - number)
            more = min(samples - worlds, max(share // (alive * rollouts), not number))
            worlds += more
            spent += more * alive * rollouts
            out.append((alive, worlds))
            alive = (alive + 1) // 2
        return tuple(out)

    def act(self, game: Game[Any, Any, ActionT, Any], view: BotView[ActionT], /) -> ActionT:
        """The legal action with the best mean score gain over sampled worlds: an action
        of the view's game (``SearchBot`` is a :class:`~tricktake.bots.Bot` of every
        game).

        :raises BotError: when the view's seat is not to move.
        """
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        rng = self._rng
        candidates = list(legal)
        if len(candidates) > self.max_actions:
            picked = sorted(rng.sample(range(len(candidates)), self.max_actions))
            candidates = [candidates[i] for i in picked]
        seat = view.seat
        if seat is None:  # legal_of has checked: the public view has no legal actions
            raise AssertionError("a view with legal actions has a seat")
        deadline = None if self.budget is None else time.perf_counter() + self.budget
        totals = [0.0] * len(candidates)
        alive = list(range(len(candidates)))  # the candidates still in, in legal order
        sign = 0
        sampled = drawn = 0
        late = False
        for _, worlds in self.schedule(len(candidates)):
            while drawn < worlds:
                late = deadline is not None and drawn > 0 and time.perf_counter() > deadline
                if late:
                    break
                drawn += 1
                try:
                    world = game.sample_state(view, rng)
                except SampleError:  # a view too constrained to sample: try another world
                    continue
                sampled += 1
                if not sign:  # every game's view carries its rules
                    sign = 1 if game.info(view.rules).higher_wins else -1
                before = game.scores(world)[seat]
                for index in alive:
                    after = game.apply(world, candidates[index])
                    for _ in range(self.rollouts):
                        end = game.playout(after, rng)
                        totals[index] += sign * (game.scores(end)[seat] - before)
            if late:  # out of time: the best of the candidates still in wins
                break
            if len(alive) > 1:  # the worse half drops out; all still in met the same worlds
                ranked = sorted(alive, key=lambda i: (-totals[i], i))
                alive = sorted(ranked[: (len(alive) + 1) // 2])
        if not sampled:  # no world at all: no better guess than chance
            return candidates[rng.randrange(len(candidates))]
        best = max(alive, key=lambda i: (totals[i], -i))
        return candidates[best]

    def __repr__(self) -> str:
        return (
            f"SearchBot(samples={self.samples}, rollouts={self.rollouts}, budget={self.budget}, "
            f"max_actions={self.max_actions}, playouts={self.playouts})"
        )
