"""One repr for the actions and events of every game: ``<Bid 'bid nap'>``, the class and
the canonical text (:class:`tricktake.actions.ActionText`), and for an event
``<Decided '0 exchange'>``, with `` to 0`` where only some seats may see it
(:func:`tricktake.events.event_types`)."""

from __future__ import annotations

import importlib
import re
import typing
from typing import Any, cast

import pytest

import tricktake
from tests.strategies import play_through
from tricktake.actions import ActionText
from tricktake.units import seat_range

GAMES = tricktake.games()


def repr_problem(value: object) -> str | None:
    """What is wrong with the repr of an action or an event, or ``None``."""
    name = type(value).__name__
    text = str(value)
    expected = f"<{name} {text!r}"
    audience = getattr(value, "audience", None) if hasattr(value, "kind") else None
    if audience is not None:
        expected += " to " + ",".join(map(str, sorted(audience)))
    expected += ">"
    shown = repr(value)
    return None if shown == expected else f"{shown} is not {expected}"


def test_repr_problem_finds_a_dataclass_repr() -> None:
    """The check fails for a repr that is not the common form, as a dataclass's."""
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Bid:
        contract: str

        def __str__(self) -> str:
            return f"bid {self.contract}"

    problem = repr_problem(Bid("nap"))
    assert problem is not None and problem.endswith("Bid(contract='nap') is not <Bid 'bid nap'>")


@pytest.mark.parametrize("name", GAMES)
def test_every_action_and_event_met_in_play_reprs_alike(name: str) -> None:
    """Every action class and event class met in the first deals of each preset's
    seeded game (deals, bids, plays, every seat's events)."""
    game = tricktake.get_game(name)
    met: dict[type[object], object] = {}
    for preset in game.presets():
        playthrough = play_through(name, preset, 1, deals=2)
        seats = game.info(playthrough.rules).seats
        for state, action, _ in playthrough.steps():
            met.setdefault(type(cast("object", action)), action)
            for seat in (None, *seat_range(seats)):
                for event in game.events(state, seat):
                    met.setdefault(type(event), event)
    for value in met.values():
        assert repr_problem(value) is None
    assert any(isinstance(v, ActionText) for v in met.values())
    assert any(hasattr(v, "kind") for v in met.values())


@pytest.mark.parametrize("name", GAMES)
def test_every_state_and_its_nested_parts_repr(name: str) -> None:
    """``repr`` of the first state of each phase of each preset's first deal, and of
    its nested parts (a state's ``rest``, the stage's fields), gives text and never
    raises: a debugger or a test failure shows them. (Ninety-Nine's kernel once held
    play events of codes that are no card, whose repr raised.)"""
    game = tricktake.get_game(name)
    for preset in game.presets():
        phases: set[object] = set()
        for state, _, _ in play_through(name, preset, 1, deals=1).steps():
            if state.phase in phases:
                continue
            phases.add(state.phase)
            parts: list[object] = [state, state.rest]
            parts += list(cast("tuple[object, ...]", state.rest))
            for part in parts:
                assert repr(part)


def package_of(name: str) -> Any:
    """Game ``name``'s package (``tricktake.nap``)."""
    return importlib.import_module(type(tricktake.get_game(name)).__module__.rpartition(".")[0])


@pytest.mark.parametrize("name", GAMES)
def test_every_exported_action_and_event_class_reprs_alike(name: str) -> None:
    """Every class of the game's ``Action`` derives from ``ActionText`` and keeps its
    repr (a dataclass would write its own); every event class is exported from the
    game's package and has the events' repr."""
    from tricktake.events import _event_repr  # pyright: ignore[reportPrivateUsage]

    package = package_of(name)
    exported: list[object] = [getattr(package, n) for n in package.__all__]
    for cls in tricktake.get_game(name).event_classes.values():
        assert cls in exported, f"{cls.__name__} is not exported"
        assert vars(cls)["__repr__"] is _event_repr, cls
    actions: tuple[type[Any], ...] = typing.get_args(package.Action)
    assert len(actions) >= 3, actions
    for cls in actions:
        assert cls in exported and issubclass(cls, ActionText), cls
        assert "__repr__" not in vars(cls), f"{cls.__name__} has a repr of its own"


def test_a_private_event_names_its_audience() -> None:
    """``<HandDealt 'hand 0=…' to 0>``, and a public one without."""
    import random

    game = tricktake.get_game("nines")
    state = game.new(game.rules())
    state = game.apply(state, game.deal(state, random.Random(3)))
    public, hand = game.events(state, tricktake.Seat(0))[:2]
    assert re.fullmatch(r"<Dealt 'deal 0:13 1:13 2:13 stock:13'>", repr(public))
    assert re.fullmatch(r"<HandDealt 'hand 0=[0-9JQKA CDHS]+' to 0>", repr(hand))
