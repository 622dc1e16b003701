"""The worked examples of the rules documents as data, and the one walk that runs an
example on either side: the engine (through its public API) or a reference.

A game's ``tests/<game>/examples.py`` writes each example once, as an :class:`Example`:
its identifier, the preset and options, the actions in order (the deal texts among
them) and what holds on the way (:class:`At`) and at the end. Its ``test_examples.py``
runs the table twice, through :class:`EngineSide` and through a small side over the
reference, with :func:`walk` (:class:`Script` writes an example's actions and checks in
order); what only one side can tell (a view, a message, a state's
attribute) stays a test of that side beside the table.

This module imports neither the engine nor a reference: a side is anything with the
four methods of :class:`Side`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import pytest

__all__ = [
    "At",
    "EngineSide",
    "Example",
    "RefSide",
    "Script",
    "Side",
    "on_both_sides",
    "sides",
    "walk",
]

UNCHECKED: Any = object()
"""What an :class:`At` field holds when the example says nothing about it."""


@dataclass(frozen=True)
class At:
    """What holds after the first ``after`` actions of an example (``after=0``: the new
    game): who is to move (a seat, ``"chance"`` or ``None`` once over), the legal texts
    in canonical order, the public events of the last transition in full (``events``),
    their first ones (``head``) or their last ones (``tail``), every seat's score, and
    the game's own ``facts`` (each game's sides read them, by name)."""

    after: int
    to_move: int | str | None = UNCHECKED
    legal: tuple[str, ...] | None = None
    events: tuple[str, ...] | None = None
    head: tuple[str, ...] | None = None
    tail: tuple[str, ...] | None = None
    scores: tuple[int, ...] | None = None
    facts: Mapping[str, Any] = field(default_factory=dict[str, Any])


@dataclass(frozen=True)
class Example:
    """One worked example: ``preset`` with ``options`` (what ``game.rules`` takes, and
    the reference's variant), ``new`` (what ``game.new`` takes besides the rules), the
    action texts in order and the checks :class:`At` on the way. ``log`` names, per
    fragment, the public events of the whole example that contain it, in order;
    ``results`` holds the game's own facts at the end (each side reads them, by name)."""

    id: str
    preset: str
    actions: tuple[str, ...]
    at: tuple[At, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict[str, Any])
    new: Mapping[str, Any] = field(default_factory=dict[str, Any])
    log: Mapping[str, tuple[str, ...]] = field(default_factory=dict[str, tuple[str, ...]])
    results: Mapping[str, Any] = field(default_factory=dict[str, Any])


class Script:
    """An example's actions and checks, written in order: :meth:`check` says what holds
    now (after the actions so far), :meth:`play` adds actions, :meth:`forced` adds plays
    that are each the seat's only legal action."""

    def __init__(self) -> None:
        self.actions: list[str] = []
        self.checks: dict[int, At] = {}

    def check(self, **fields: Any) -> Script:
        """What holds after the actions so far (added to what is already said there)."""
        done = len(self.actions)
        self.checks[done] = replace(self.checks.get(done, At(done)), **fields)
        return self

    def play(self, *texts: str) -> Script:
        """The next actions."""
        self.actions += texts
        return self

    def forced(self, seat: int, cards: str) -> Script:
        """``play X`` for each card of ``cards`` (space-separated), each ``seat``'s only
        legal action."""
        for card in cards.split(" "):
            self.check(to_move=seat, legal=(f"play {card}",)).play(f"play {card}")
        return self

    def example(self, id: str, preset: str, **fields: Any) -> Example:
        """The :class:`Example` of these actions and checks."""
        return Example(id, preset, tuple(self.actions), tuple(self.checks.values()), **fields)


class Side(Protocol):
    """One side that plays an example: the engine or a reference, with the public
    events of its new game (``opening``)."""

    @property
    def opening(self) -> Sequence[str]:
        """The public events of the new game."""
        ...

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

    def fact(self, name: str) -> Any:
        """The game's own fact ``name`` (what :attr:`At.facts` and
        :attr:`Example.results` name), as this side tells it."""
        ...


class EngineSide:
    """The engine's side of an example: a game, driven by action texts through its
    public API only (``new``, ``parse_action``, ``legal_actions``, ``apply``,
    ``events``, ``scores``)."""

    def __init__(
        self,
        engine: Any,
        name: str,
        example: Example,
        facts: Mapping[str, Callable[[Any], Any]] | None = None,
    ) -> None:
        self.engine = engine
        self.facts = facts or {}
        self.game = engine.get_game(name)
        self.state = self.game.new(
            self.game.rules(example.preset, **example.options), **example.new
        )
        self.opening: list[str] = [str(e) for e in self.game.events(self.state)]

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

    def fact(self, name: str) -> Any:
        """The fact ``name`` of the state, read by the game's reader of it."""
        return self.facts[name](self.state)


class RefSide:
    """A reference's side of an example: a reference game (anything with ``to_move``,
    ``legal``, ``scores``, ``apply`` and a list of public ``events``), its facts read by
    ``facts``. ``events`` holds the whole game's events where ``log`` is true, else the
    last transition's; ``public`` reads the public ones' texts from it (by default it
    holds nothing else)."""

    def __init__(
        self,
        ref: Any,
        facts: Mapping[str, Callable[[Any], Any]],
        log: bool,
        public: Callable[[Sequence[Any]], list[str]] = list,
    ) -> None:
        self.ref = ref
        self.facts = facts
        self.log = log
        self.public = public
        self.opening: list[str] = public(ref.events)

    def to_move(self) -> int | str | None:
        """The reference's actor."""
        actor: int | str | None = self.ref.to_move()
        return actor

    def legal(self) -> set[str]:
        """The reference's legal texts."""
        return set(self.ref.legal())

    def scores(self) -> tuple[int, ...]:
        """The reference's scores."""
        return tuple(self.ref.scores())

    def apply(self, text: str) -> list[str]:
        """Apply ``text``; the events of the transition."""
        seen = len(self.ref.events) if self.log else 0
        self.ref.apply(text)
        return self.public(self.ref.events[seen:])

    def fact(self, name: str) -> Any:
        """The reference's fact ``name``, read by the game's reader of it."""
        return self.facts[name](self.ref)


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
    if at.head is not None:
        assert list(events[: len(at.head)]) == list(at.head), where
    if at.tail is not None:
        assert list(events[-len(at.tail) :]) == list(at.tail), where
    if at.scores is not None:
        assert side.scores() == at.scores, where
    for name, expected in at.facts.items():
        assert side.fact(name) == expected, (where, name)


def walk(side: Side, example: Example, stop: Callable[[], bool] | None = None) -> list[str]:
    """Play ``example`` on ``side``, checking every :class:`At`, the ``log`` and the
    ``results``; the public events of the whole example, the new game's first. ``stop``
    (asked before each action) ends the walk early where it says so."""
    log = list(side.opening)
    events = list(side.opening)
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
    for name, expected in example.results.items():
        assert side.fact(name) == expected, name
    return log


def sides(
    engine: Any,
    name: str,
    facts: Mapping[str, Callable[[Any], Any]],
    reference: Callable[[Example], Side],
) -> dict[str, Callable[[Example], Side]]:
    """The two sides of game ``name``'s examples, for :func:`on_both_sides`: the
    engine's (the ``engine`` package, the state's ``facts`` read by their readers) and
    the ``reference``'s."""
    return {
        "engine": lambda example: EngineSide(engine, name, example, facts),
        "reference": reference,
    }


def on_both_sides(
    examples: Mapping[str, Example], sides: Mapping[str, Callable[[Example], Side]]
) -> pytest.MarkDecorator:
    """Parametrize a test by ``example`` and ``side``: every example of the table with
    each of ``sides`` (a name, ``engine`` or ``reference``, and what makes that side of
    an example)."""
    cases = [(example, side) for example in examples.values() for side in sides.values()]
    ids = [f"{name} on {side}" for name in examples for side in sides]
    return pytest.mark.parametrize(("example", "side"), cases, ids=ids)
