"""Interned actions (:class:`tricktake.actions.Interned`): the small actions of every
deal are one object per value, so that ``action in legal`` compares identities in C;
everything else about them is as any frozen dataclass's."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from typing import Any

import pytest

import tricktake
from tricktake.actions import Interned
from tricktake.cards import JOKER, Suit, parse_card
from tricktake.nap import Bid as NapBid
from tricktake.nap import Contract
from tricktake.nap import Play as NapPlay
from tricktake.nines import Decision
from tricktake.nines import Play as NinesPlay
from tricktake.ninety_nine import Call
from tricktake.ninety_nine import Play as N99Play
from tricktake.ninety_nine.rules import PremiumKind

AS = parse_card("AS")

# (class, arguments of one value, arguments of another value of the same class)
VALUES: list[tuple[type[Any], tuple[Any, ...], tuple[Any, ...]]] = [
    (N99Play, (AS,), (AS, True)),
    (Call, (PremiumKind.DECLARE,), (PremiumKind.DECLARE, 3)),
    (NapPlay, (JOKER, Suit.HEARTS), (JOKER,)),
    (NapBid, (Contract.NAP,), (None,)),
    (NinesPlay, (AS,), (parse_card("KS"),)),
    (Decision, (True,), (False,)),
]
IDS = [cls.__module__.split(".")[1] + "." + cls.__name__ for cls, _, _ in VALUES]


@pytest.mark.parametrize(("cls", "one", "other"), VALUES, ids=IDS)
def test_equal_values_are_one_object(
    cls: type[Any], one: tuple[Any, ...], other: tuple[Any, ...]
) -> None:
    """Built twice, by position or by name, the same value is the same object; another
    value is another object, unequal."""
    first = cls(*one)
    assert isinstance(first, Interned)
    assert cls(*one) is first
    names = [f.name for f in dataclasses.fields(cls)]
    assert cls(**dict(zip(names, one, strict=False))) is first
    assert cls(*other) is not first
    assert cls(*other) != first
    assert cls(*other) == cls(*other)


@pytest.mark.parametrize(("cls", "one", "other"), VALUES, ids=IDS)
def test_copies_pickles_and_replacements_are_the_interned_object(
    cls: type[Any], one: tuple[Any, ...], other: tuple[Any, ...]
) -> None:
    """A pickle (every protocol), a copy, a deep copy and ``dataclasses.replace`` give
    the one object of their value back, so equality by identity survives them; the hash
    is that of the fields' values, as a frozen dataclass's is (no address in it)."""
    action = cls(*one)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(action, protocol)) is action
    assert copy.copy(action) is action
    assert copy.deepcopy(action) is action
    assert dataclasses.replace(action) is action
    values = tuple(getattr(action, f.name) for f in dataclasses.fields(cls))
    assert hash(action) == hash(values)


def test_a_rejected_value_leaves_the_interned_ones_as_they_were() -> None:
    """A value that its class refuses (``snap=1``, not a bool) raises as before and
    changes nothing: the interned ``snap=True`` play of the same card stays a bool."""
    snapped = N99Play(AS, True)
    with pytest.raises(tricktake.ActionSyntaxError, match="snap must be True or False"):
        N99Play(AS, 1)  # type: ignore[arg-type]
    assert snapped.snap is True
    assert N99Play(AS, True) is snapped


@pytest.mark.parametrize("name", ["ninety-nine", "nap", "nines"])
def test_a_parsed_action_is_the_legal_actions_own_object(name: str) -> None:
    """``parse_action`` of a legal action's text gives the object that
    ``legal_actions`` holds, so a frontend's action is found by identity."""
    game = tricktake.get_game(name)
    state = game.new(game.rules())
    rng = random.Random(1)
    state = game.apply(state, game.deal(state, rng))
    while not any(isinstance(a, Interned) for a in game.legal_actions(state)):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    for action in game.legal_actions(state):
        if isinstance(action, Interned):
            assert game.parse_action(state, str(action)) is action
