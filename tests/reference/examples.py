"""The worked examples of the rules documents as data, and the one walk that runs an
example on either side: the engine (through its public API) or a reference.

A game's ``tests/<game>/examples.py`` writes each example once, as an :class:`Example`:
its identifier, the preset and options, the actions in order (the deal texts among
them) and what holds on the way (:class:`At`) and at the end. Its ``test_examples.py``
runs the table twice, through :class:`EngineSide` and through a small side over the
reference, with :func:`walk`; what only one side can tell (a view, a message, a state's
attribute) stays a test of that side beside the table.

This module imports neither the engine nor a reference: a side is anything with the
four methods of :class:`Side`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = ["At", "EngineSide", "Example", "Side", "walk"]

UNCHECKED: Any = object()
"""What an :class:`At` field holds when the example says nothing about it."""


@dataclass(frozen=True)
class At:
    """What holds after the first ``after`` actions of an example (``after=0``: the new
    game): who is to move (a seat, ``"chance"`` or ``None`` once over), the legal texts
    in canonical order, the public events of the last transition in full (``events``)
    or their last ones (``tail``), and every seat's score."""

    after: int
    to_move: int | str | None = UNCHECKED
    legal: tuple[str, ...] | None = None
    events: tuple[str, ...] | None = None
    tail: tuple[str, ...] | None = None
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Example:
    """One worked example: ``preset`` with ``options`` (what ``game.rules`` takes, and
    the reference's variant), ``new`` (what ``game.new`` takes besides the rules), the
    action texts in order and the checks :class:`At` on the way. ``log`` names, per
    fragment, the public events of the whole example that contain it, in order;
    ``results`` holds the game's own facts at the end (each game's runners read them)."""

    id: str
    preset: str
    actions: tuple[str, ...]
    at: tuple[At, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict[str, Any])
    new: Mapping[str, Any] = field(default_factory=dict[str, Any])
    log: Mapping[str, tuple[str, ...]] = field(default_factory=dict[str, tuple[str, ...]])
    results: Mapping[str, Any] = field(default_factory=dict[str, Any])


class Side(Protocol):
    """One side that plays an example: the engine or a reference."""

    def to_move(self) -> int | str | None:
        """The seat to act, ``"chance"`` for a deal, ``None`` once over."""
        ...

    def legal(self) -> Collection[str]:
        """The legal texts: a list in canonical order, or a set where the side has no
        order."""
        ...

    def apply(self, text: str) -> list[str]:
        """Apply the action ``text``; the public events of the transition."""
        ...

    def scores(self) -> tuple[int, ...]:
        """Every seat's score."""
        ...


class EngineSide:
    """The engine's side of an example: a game, driven by action texts through its
    public API only (``new``, ``parse_action``, ``legal_actions``, ``apply``,
    ``events``, ``scores``)."""

    def __init__(self, engine: Any, name: str, example: Example) -> None:
        self.engine = engine
        self.game = engine.get_game(name)
        self.state = self.game.new(
            self.game.rules(example.preset, **example.options), **example.new
        )
        self.opening = [str(e) for e in self.game.events(self.state)]

    def to_move(self) -> int | str | None:
        """The engine's actor, ``"chance"`` for the chance player."""
        actor = self.game.to_move(self.state)
        return "chance" if actor is self.engine.CHANCE else actor

    def legal(self) -> list[str]:
        """The legal actions' texts, in the engine's order."""
        return [str(action) for action in self.game.legal_actions(self.state)]

    def apply(self, text: str) -> list[str]:
        """Parse ``text`` (a legal action unless a deal is due) and apply it."""
        action = self.game.parse_action(self.state, text)
        if self.to_move() != "chance":
            assert action in self.game.legal_actions(self.state), (text, self.legal())
        self.state = self.game.apply(self.state, action)
        return [str(e) for e in self.game.events(self.state)]

    def scores(self) -> tuple[int, ...]:
        """``game.scores``."""
        return tuple(self.game.scores(self.state))


def _check(side: Side, at: At, events: Sequence[str]) -> None:
    where = f"after {at.after} actions"
    if at.to_move is not UNCHECKED:
        assert side.to_move() == at.to_move, where
    if at.legal is not None:
        legal = side.legal()
        if isinstance(legal, list):
            assert legal == list(at.legal), where
        else:
            assert set(legal) == set(at.legal), where
    if at.events is not None:
        assert list(events) == list(at.events), where
    if at.tail is not None:
        assert list(events[-len(at.tail) :]) == list(at.tail), where
    if at.scores is not None:
        assert side.scores() == at.scores, where


def walk(
    side: Side,
    example: Example,
    opening: Sequence[str] = (),
    stop: Callable[[], bool] | None = None,
) -> list[str]:
    """Play ``example`` on ``side`` (whose new game had the public events ``opening``),
    checking every :class:`At` and the ``log``; the public events of the whole example.
    ``stop`` (asked before each action) ends the walk early where it says so."""
    log = list(opening)
    events = list(opening)
    checks = {at.after: at for at in example.at}
    for done in range(len(example.actions) + 1):
        if done in checks:
            _check(side, checks[done], events)
        if done == len(example.actions) or (stop is not None and stop()):
            break
        events = side.apply(example.actions[done])
        log += events
    for fragment, expected in example.log.items():
        assert [e for e in log if fragment in e] == list(expected), fragment
    return log
