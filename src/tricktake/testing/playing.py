"""Seeded random games for the conformance kit: :func:`play` plays one with
``random.Random(seed)`` and keeps every state, as a :class:`Playthrough` that every check
reads (each game is played once, however many checks read it).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..game import CHANCE, AnyGame
from ..units import Seat

__all__ = ["MAX_ACTIONS", "Playthrough", "Policy", "play", "uniform"]

Policy = Callable[[AnyGame, Any, Sequence[Any], random.Random], Any]
"""``policy(game, state, legal, rng)``: the action to play, one of ``legal`` (never
empty). :func:`uniform` is the default; a steered player only chooses among ``legal``."""

MAX_ACTIONS = 100_000
"""A game that has not ended after this many actions is a failure (a loop)."""


def uniform(game: AnyGame, state: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """Any legal action, uniformly (one ``rng.randrange`` per decision)."""
    return legal[rng.randrange(len(legal))]


@dataclasses.dataclass(frozen=True)
class Playthrough:
    """A game played from ``game.new``: ``states[i + 1] == game.apply(states[i],
    actions[i])``.

    ``capped`` is true when it stopped at its cap on deals with the game not over,
    ``stopped`` when it stopped after the number of deals it was asked for.
    """

    #: The game object played.
    game: AnyGame
    #: The rules it was played under.
    rules: Any
    #: The seed of the ``random.Random`` that played it.
    seed: int
    #: The seat that dealt first.
    first_dealer: Seat
    #: Every action, chance actions (deals) included.
    actions: tuple[Any, ...]
    #: Every state, from ``game.new`` on: one more than the actions.
    states: tuple[Any, ...]
    #: Stopped at the cap on deals with the game not over.
    capped: bool = False
    #: Stopped after the deals it was asked for.
    stopped: bool = False

    @property
    def final(self) -> Any:
        """The last state."""
        return self.states[-1]

    def steps(self) -> Iterator[tuple[Any, Any, Any]]:
        """``(state, action, next_state)`` for every action."""
        return zip(self.states, self.actions, self.states[1:], strict=False)

    def deal_starts(self) -> list[int]:
        """The indexes ``i`` where ``actions[i]`` is a chance action (a deal)."""
        to_move = self.game.to_move
        return [i for i, state in enumerate(self.states[:-1]) if to_move(state) is CHANCE]

    def __repr__(self) -> str:
        return (
            f"<Playthrough {self.game.name} seed={self.seed} first_dealer={self.first_dealer} "
            f"actions={len(self.actions)}>"
        )


def play(
    game: AnyGame,
    rules: Any,
    seed: int,
    *,
    deals: int | None = None,
    max_deals: int = 50,
    first_dealer: Seat | None = None,
    policy: Policy = uniform,
) -> Playthrough:
    """Game ``game`` under ``rules`` played with ``random.Random(seed)``: deals by
    ``game.deal``, decisions by ``policy``.

    It plays to the end of the game, or until ``deals`` deals have been played (it then
    stops at the next chance node, ``stopped``), or until ``max_deals`` deals where the
    game has not ended by then (``capped``: a game whose rules let it run forever).
    ``first_dealer`` is drawn from the seed unless given.

    :raises AssertionError: for a game that takes more than :data:`MAX_ACTIONS` actions.

    >>> import tricktake
    >>> from tricktake.testing import play
    >>> game = tricktake.get_game("nap")
    >>> one = play(game, game.rules(), seed=1, deals=1)
    >>> one.stopped, len(one.states) == len(one.actions) + 1, one.deal_starts()
    (True, True, [0])
    """
    rng = random.Random(seed)
    if first_dealer is None:
        first_dealer = Seat(rng.randrange(game.info(rules).seats))
    state = game.new(rules, first_dealer=first_dealer)
    states = [state]
    actions: list[Any] = []
    played_deals = 0
    capped = stopped = False
    while not game.is_over(state):
        if len(actions) >= MAX_ACTIONS:
            raise AssertionError(f"{game.name} seed={seed}: no end after {MAX_ACTIONS} actions")
        if game.to_move(state) is CHANCE:
            if deals is not None and played_deals >= deals:
                stopped = True
                break
            if played_deals >= max_deals:
                capped = True
                break
            played_deals += 1
            action = game.deal(state, rng)
        else:
            action = policy(game, state, game.legal_actions(state), rng)
        state = game.apply(state, action)
        actions.append(action)
        states.append(state)
    return Playthrough(
        game, rules, seed, first_dealer, tuple(actions), tuple(states), capped, stopped
    )
