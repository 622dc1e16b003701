"""PettingZoo environments for every game and preset (:doc:`/pettingzoo`).

It needs the ``pettingzoo`` extra (``pip install 'tricktake[pettingzoo]'``: PettingZoo,
Gymnasium and numpy); ``import tricktake`` does not import it.

- :func:`env` gives an AEC environment wrapped as PettingZoo's classic environments
  are (order enforced, actions checked against the action space); :class:`raw_env` is
  the environment itself. :func:`names` lists ``"game/preset"`` for every registered
  game and preset.
- The agents are the seats, ``player_0`` to ``player_{n-1}``; who acts follows
  ``game.to_move``. Deals (chance actions) are sampled inside the environment with its
  own :class:`random.Random`, seeded by ``reset(seed=...)``.
- An observation is ``{"observation": float32 vector, "action_mask": int8 vector}``:
  ``game.observe`` of the agent's own view, and a 1 at each legal action id of the agent
  to move (all 0 for the others). Actions are ``Discrete(info.num_actions)``.
- Rewards come at the end of each deal: every seat's score change over the deal,
  negated where the lowest score wins. An episode is a game; ``max_deals`` caps it (a
  truncation), for the presets whose games may never end.

>>> from tricktake.pettingzoo import env
>>> nap = env("nap", "standard")
>>> nap.reset(seed=7)
>>> nap.possible_agents, nap.agent_selection
(['player_0', 'player_1', 'player_2', 'player_3'], 'player_1')
>>> observation, reward, terminated, truncated, info = nap.last()
>>> observation["observation"].shape, observation["action_mask"].nonzero()[0].tolist()
((550,), [52, 53, 54, 55, 56, 57])
"""

from __future__ import annotations

import operator
import random
from typing import Any, TypeAlias

from .errors import IllegalActionError, SetupError, shown
from .game import CHANCE, AnyGame, GameInfo
from .registry import find_game, games
from .render import text
from .units import Seat

try:
    import gymnasium
    import numpy
    from numpy.typing import NDArray
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:  # pragma: no cover - depends on what is installed
    raise ModuleNotFoundError(
        f"tricktake.pettingzoo needs pettingzoo, gymnasium and numpy ({error}): expected "
        "the 'pettingzoo' extra (pip install 'tricktake[pettingzoo]')",
        name=error.name,
    ) from error

__all__ = ["Observation", "env", "names", "raw_env"]

Observation: TypeAlias = "dict[str, NDArray[Any]]"
"""An agent's observation: ``{"observation": float32 vector, "action_mask": int8 vector}``."""

RENDER_MODES = ("ansi", "human")


def names() -> tuple[str, ...]:
    """Every environment, as ``"game/preset"``: each registered game with each of its
    presets, the default preset first.

    >>> from tricktake.pettingzoo import names
    >>> names()[:2], len(names()) > 50
    (('ninety-nine/revised', 'ninety-nine/revised-4p'), True)
    >>> "nap/standard" in names()
    True
    """
    return tuple(f"{name}/{preset}" for name in games() for preset in find_game(name).presets())


def env(
    game: str = "nap",
    preset: str | None = None,
    *,
    render_mode: str | None = None,
    max_deals: int | None = None,
    **options: Any,
) -> AECEnv[str, Observation, int | None]:
    """The AEC environment of ``game`` under ``preset`` (the game's default preset when
    ``None``) with ``options`` overriding it, wrapped as PettingZoo's classic
    environments are: an action outside the action space fails an assertion, and calls
    out of order (``step`` before ``reset``) are errors.

    :raises UnknownGameError: for a game that is not registered.
    :raises RulesError: for an unknown preset or option, or a bad value.
    :raises SetupError: for a bad ``render_mode`` or ``max_deals``.
    """
    wrapped: AECEnv[str, Observation, int | None] = raw_env(
        game, preset, render_mode=render_mode, max_deals=max_deals, **options
    )
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class raw_env(AECEnv[str, Observation, "int | None"]):
    """The AEC environment of one game and rules value, unwrapped (see :func:`env`).

    ``step`` takes an action id (an ``int`` or numpy integer) of the agent to move, or
    ``None`` for an agent whose episode has ended (PettingZoo's convention). An id that
    names no legal action raises :class:`~tricktake.IllegalActionError` with the legal
    ids, and changes nothing: mask the policy with ``action_mask``.

    ``reset(seed=n)`` starts the generator of the deals afresh from ``n``, so the same
    seed gives the same episode; ``reset()`` without a seed continues the environment's
    own generator (seeded from the operating system's entropy if it never had a seed).
    ``reset``'s ``options`` are ignored: the game's options are given to the
    constructor.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's class attribute
        "render_modes": list(RENDER_MODES),
        "name": "tricktake",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        game: str = "nap",
        preset: str | None = None,
        *,
        render_mode: str | None = None,
        max_deals: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game: AnyGame = find_game(game)
        presets = self.game.presets()
        #: The rules value of the game played.
        self.rules: object = self.game.rules(presets[0] if preset is None else preset, **options)
        #: The static facts of the game under these rules.
        self.info: GameInfo = self.game.info(self.rules)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise SetupError(
                f"render_mode {shown(render_mode)}: expected None, 'ansi' or 'human'",
                argument="render_mode",
            )
        if max_deals is not None and (type(max_deals) is not int or max_deals < 1):
            raise SetupError(
                f"max_deals {shown(max_deals)}: expected None or an int >= 1",
                argument="max_deals",
            )
        self.render_mode = render_mode
        #: The most deals of an episode (a truncation), or ``None`` for the whole game.
        self.max_deals = max_deals
        name, _ = self.game.preset_of(self.rules)
        self.metadata = {**self.metadata, "name": f"tricktake/{self.game.name}/{name}"}
        self.possible_agents = [f"player_{seat}" for seat in range(self.info.seats)]
        self.agents = []
        self._seats = {agent: Seat(seat) for seat, agent in enumerate(self.possible_agents)}
        self._observation_spaces: dict[str, gymnasium.spaces.Space[Any]] = {
            agent: gymnasium.spaces.Dict(
                {
                    "observation": gymnasium.spaces.Box(
                        -numpy.inf, numpy.inf, (self.info.observation_size,), numpy.float32
                    ),
                    "action_mask": gymnasium.spaces.Box(0, 1, (self.info.num_actions,), numpy.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._action_spaces: dict[str, gymnasium.spaces.Space[Any]] = {
            agent: gymnasium.spaces.Discrete(self.info.num_actions)
            for agent in self.possible_agents
        }
        self._rng: random.Random | None = None
        #: The state of the game, ``None`` before the first ``reset``.
        self.state: Any = None
        self._deal_start: tuple[int, ...] = ()
        self._deals = 0

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Observation]:
        """The ``Dict`` space of ``agent``'s observations (the same object every time)."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[int | None]:
        """``Discrete(info.num_actions)`` (the same object every time)."""
        return self._action_spaces[agent]

    def reset(
        self, seed: int | numpy.integer[Any] | None = None, options: dict[str, Any] | None = None
    ) -> None:
        """Start a new game: seat 0 deals first, the first deal is sampled.

        :raises SetupError: for a seed that is not an integer (nothing changes).
        """
        if seed is not None:
            try:
                seed = operator.index(seed)  # numpy integers too
            except TypeError:
                raise SetupError(
                    f"seed {shown(seed)}: expected None or an int", argument="seed"
                ) from None
        if seed is not None or self._rng is None:
            # PettingZoo #1223 and #1312: the seed reaches every random choice (the
            # deals), and a seeded reset replaces the generator only, never the rules.
            self._rng = random.Random(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._deals = 0
        self.state = self.game.new(self.rules)
        self._deal_start = self.game.scores(self.state)
        self._advance()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Observation:
        """``agent``'s observation: ``game.observe`` of its seat's view, and the mask of
        the legal action ids (all 0 unless ``agent`` is to move)."""
        if self.state is None:
            raise _not_reset()
        seat = self._seats[agent]
        vector = self.game.observe(self.game.view(self.state, seat))
        mask = numpy.zeros(self.info.num_actions, numpy.int8)
        if self.game.to_move(self.state) == seat:
            mask[list(self.game.legal_action_ids(self.state))] = 1
        return {"observation": numpy.asarray(vector, numpy.float32), "action_mask": mask}

    def step(self, action: int | numpy.integer[Any] | None) -> None:
        """Play action id ``action`` for the agent to move (``None`` for an agent whose
        episode has ended).

        :raises IllegalActionError: for an id that names no legal action, or an action
            other than ``None`` for an agent whose episode has ended (nothing changes).
        """
        if self.state is None:
            raise _not_reset()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise IllegalActionError(
                    f"action {shown(action)} for {agent}, whose episode has ended: expected None"
                )
            self._was_dead_step(None)
            return
        if action is None or isinstance(action, bool):
            raise IllegalActionError(
                f"action {shown(action)} for {agent}: expected an action id "
                f"(an int from 0 to {self.info.num_actions - 1}) from its action_mask"
            )
        try:
            action_id = operator.index(action)
        except TypeError:
            raise IllegalActionError(
                f"action {shown(action)} for {agent}: expected an int action id"
            ) from None
        self.state = self.game.apply(self.state, self.game.action_of(self.state, action_id))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._advance()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _advance(self) -> None:
        """Deal where a deal is due, pay the rewards of a deal that ended, end the episode
        at the game's end (or ``max_deals``), and select the agent to move."""
        game, state = self.game, self.state
        actor = game.to_move(state)
        if (actor is CHANCE or actor is None) and self._deals:
            scores = game.scores(state)
            sign = 1.0 if self.info.higher_wins else -1.0
            for agent, before, after in zip(
                self.possible_agents, self._deal_start, scores, strict=True
            ):
                self.rewards[agent] = sign * (after - before)
            self._deal_start = scores
            if actor is None:
                self.terminations = dict.fromkeys(self.agents, True)
            elif self.max_deals is not None and self._deals >= self.max_deals:
                self.truncations = dict.fromkeys(self.agents, True)
        if actor is CHANCE and not any(self.truncations.values()):
            while actor is CHANCE:
                state = game.apply(state, game.deal(state, self._generator()))
                actor = game.to_move(state)
            self._deals += 1
            self.state = state
        if isinstance(actor, int):
            self.agent_selection = self.possible_agents[actor]
        else:
            self.agent_selection = self.agents[0]

    def _generator(self) -> random.Random:
        if self._rng is None:
            raise _not_reset()
        return self._rng

    def render(self) -> str | None:
        """The public view as text (:func:`tricktake.render.text`): returned for
        ``render_mode="ansi"``, printed for ``"human"``; ``None`` without a mode."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: env(..., render_mode='ansi')")
            return None
        shown_text = text(self.game.view(self.state, None))
        if self.render_mode == "human":
            print(shown_text)
            return None
        return shown_text

    def close(self) -> None:
        """Nothing to release: the environment holds no window or process."""


def _not_reset() -> IllegalActionError:
    return IllegalActionError("no game in play: call reset() before step() or observe()")
