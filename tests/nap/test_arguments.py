"""Bad input at Nap's boundary: the hot path (``to_move``, ``legal_actions``, ``apply``,
``deal``, ``playout``) given anything but a Nap state, and ``new`` given anything but
Nap rules, raises a typed error naming the argument, never an AttributeError, a bare
TypeError or a wrong answer (another trick game's state has a ``player`` and ``legal``
too, and so does a view)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tests.nap.helpers import GAME
from tricktake.errors import ArgumentError, SetupError


def _others() -> list[tuple[str, Callable[[], object]]]:
    def state_of(name: str, dealt: bool) -> Callable[[], object]:
        def make() -> object:
            game: Any = tricktake.get_game(name)
            state = game.new(game.rules())
            return game.apply(state, game.deal(state, random.Random(1))) if dealt else state

        return make

    def view(seat: int | None) -> Callable[[], object]:
        return lambda: GAME.view(GAME.new(GAME.rules()), seat)  # type: ignore[arg-type]

    cases: list[tuple[str, Callable[[], object]]] = [
        ("None", lambda: None),
        ("an int", lambda: 3),
        ("a tuple", lambda: tuple(GAME.new(GAME.rules()))),
        ("a seat's view", view(0)),
        ("the public view", view(None)),
    ]
    for name in ("ninety-nine", "nines", "newmarket"):
        cases.append((f"a {name} state before the deal", state_of(name, False)))
        cases.append((f"a {name} state after the deal", state_of(name, True)))
    return cases


CASES = _others()


def _calls() -> list[tuple[str, Callable[[Any], object]]]:
    rules = GAME.rules()
    dealt = GAME.new(rules)
    action = GAME.legal_actions(GAME.apply(dealt, GAME.deal(dealt, random.Random(1))))[0]
    return [
        ("to_move", GAME.to_move),
        ("legal_actions", GAME.legal_actions),
        ("apply a bid", lambda s: GAME.apply(s, action)),
        ("apply a deal", lambda s: GAME.apply(s, GAME.deal(dealt, random.Random(2)))),
        ("deal", lambda s: GAME.deal(s, random.Random(1))),
        ("playout", lambda s: GAME.playout(s, random.Random(1))),
    ]


@pytest.mark.parametrize(("method", "call"), _calls(), ids=[m for m, _ in _calls()])
@pytest.mark.parametrize(("what", "make"), CASES, ids=[w for w, _ in CASES])
def test_the_hot_path_refuses_anything_but_a_nap_state(
    method: str, call: Callable[[Any], object], what: str, make: Callable[[], object]
) -> None:
    """An :class:`~tricktake.ArgumentError` for ``state`` that says what was expected."""
    bad = make()
    with pytest.raises(ArgumentError, match=r"expected a Nap State from game\.new") as caught:
        call(bad)
    assert caught.value.argument == "state", (method, what)


@pytest.mark.parametrize(("what", "make"), CASES, ids=[w for w, _ in CASES])
def test_new_refuses_anything_but_nap_rules(what: str, make: Callable[[], object]) -> None:
    """``new`` checks its rules first (the shared :meth:`~tricktake.base.GameBase._check_new`):
    a :class:`~tricktake.SetupError` naming ``rules``."""
    with pytest.raises(SetupError, match=r"expected Nap Rules from game\.rules") as caught:
        GAME.new(make())  # type: ignore[arg-type]
    assert caught.value.argument == "rules", what


def test_other_rules_are_not_nap_rules() -> None:
    """Rules of another game are refused by ``new`` as well."""
    other: Any = tricktake.get_game("ninety-nine")
    with pytest.raises(SetupError, match=r"rules=.*: expected Nap Rules"):
        GAME.new(other.rules())
