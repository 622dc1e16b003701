"""What the generic invariant suite needs to know about each game: the :class:`Adapter`
base, its optional trick part (:class:`TrickAdapter`) and the helpers of the checks.

The property tests in this folder are written once, against the ``Game`` protocol, and
run over every registered game and every preset. What the public API answers itself
(the seats, the pack, the piles, the bounds of ``game.info``, the outcome, the events)
they read from it. What it cannot answer — the game's own reading of its rules document:
its pack and piles as an independent oracle, its per-state invariants and score
identities, its legal actions, which cards a seat may not see — comes from the game's
adapter, one module per game (``tests/ninety_nine/adapter.py``), registered by name
in ``tests/properties/registry.py``. Each adapter is an *independent oracle*: it reads
the rules document and the state's documented attributes, never the engine's tables.

Adding a game (Nap, Nines, Newmarket) means writing one module with an adapter class and
adding it to ``registry.ADAPTERS``; a trick game's adapter also implements
:class:`TrickAdapter`. This module imports no game module, so there is no import cycle.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import tricktake
from tricktake.cards import Card
from tricktake.units import Seat

__all__ = [
    "Adapter",
    "AnyGame",
    "Check",
    "GameCheck",
    "InfoCheck",
    "Probe",
    "StateCheck",
    "TrickAdapter",
    "multiset",
    "run_checks",
]

AnyGame = tricktake.engine.AnyGame

Check = Callable[[AnyGame, Any, Any], None]
"""``check(game, before, after)``: raises AssertionError naming its rule if it fails."""

StateCheck = Callable[[AnyGame, Any], None]
"""``check(game, state)``: an invariant of one state."""

GameCheck = Callable[[AnyGame, Sequence[Any]], None]
"""``check(game, states)``: an identity of a whole game, given all its states."""

InfoCheck = Callable[[AnyGame, Any], None]
"""``check(game, rules)``: ``game.info(rules)`` agrees with the rules document."""

Probe = tuple[Any, bool | None]
"""An action to try, and whether it must be legal (``None``: iff ``legal_actions`` has it)."""


class Adapter:
    """The per-game knowledge of the invariant suite. Every method is required
    (``test_adapters.py``); a trick game's adapter also implements :class:`TrickAdapter`."""

    name: str = ""

    # --- game facts (``game.info``) and card conservation (DESIGN "Card conservation")
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """Every card of the pack of ``rules`` in canonical order, from the rules document
        (``game.info(rules).pack`` must be equal)."""
        raise NotImplementedError

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """Every pile of ``state`` by the rules document's names, read from the state's
        documented attributes (``game.piles(state)`` must be equal)."""
        raise NotImplementedError

    def info_checks(self) -> dict[str, InfoCheck]:
        """What the rules document says of ``game.info(rules)`` (the seats, the bounds),
        by rule id."""
        raise NotImplementedError

    def state_checks(self) -> dict[str, StateCheck]:
        """Per-state invariants of the rules document (pile sizes, tricks), by rule id."""
        raise NotImplementedError

    # --- legality (DESIGN "Legality")
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """Actions to try in ``state``: legal and illegal ones of every kind."""
        raise NotImplementedError

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """The legal actions by the rules document wherever the oracle knows them (card
        plays and the other decisions), or ``None``."""
        raise NotImplementedError

    # --- score identities (DESIGN "Score sums")
    def deal_scored(self, before: Any, after: Any) -> bool:
        """Whether the transition ``before -> after`` scored a deal."""
        raise NotImplementedError

    def deal_checks(self) -> dict[str, Check]:
        """Identities of one scored deal (``check(game, before, after)``), by rule id."""
        raise NotImplementedError

    def game_checks(self) -> dict[str, GameCheck]:
        """Identities of a whole game, given all its states, by rule id."""
        raise NotImplementedError

    # --- views (DESIGN "No leaks")
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """The cards of the current deal that ``seat`` may not see, by the hand holding
        them (``seat=None``: hidden from the public)."""
        raise NotImplementedError

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Whether exchanging two hidden cards between two hands (in the deal and in every
        action that names them) changes nothing but where those two cards are."""
        raise NotImplementedError

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """The view of ``seat`` shows its own cards exactly and the public cards, and
        shows no hidden card where the rules hide it (the generic view checks, such as
        its seat, are the suite's own). ``view`` is ``game.view(state, seat)`` and
        ``data`` its ``game.to_json(view)``, computed once by the caller (which checks
        that they are the seat's and that a second view is equal)."""
        raise NotImplementedError

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """The part of ``game.to_json(view)`` that describes the current deal (cards of
        earlier deals may reappear elsewhere, e.g. in past results)."""
        raise NotImplementedError


class TrickAdapter(Adapter):
    """The trick part of an adapter: a game played in tricks implements it too (a game
    without tricks, such as Newmarket, does not)."""

    def follow_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """The legal card plays by the follow rule, or ``None`` where no card is played."""
        raise NotImplementedError


def run_checks(checks: Mapping[str, Callable[..., None]], *args: Any, where: str = "") -> None:
    """Run every check; a failure names the rule id and ``where``."""
    for rule, check in checks.items():
        try:
            check(*args)
        except AssertionError as error:
            raise AssertionError(f"{rule} ({where}): {error}") from error


def multiset(piles: Mapping[str, Sequence[Card]]) -> Counter[Card]:
    """All the cards of ``piles``, counted."""
    counts: Counter[Card] = Counter()
    for pile in piles.values():
        counts.update(pile)
    return counts
