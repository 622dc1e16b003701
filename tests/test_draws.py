"""``tricktake.draws`` (issue 11): the fused playouts draw each index from ``getrandbits``
exactly as ``random.Random.randrange`` does, and shuffle exactly as
``random.Random.shuffle`` does, only for generators where that holds."""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
from tricktake.draws import BIT_LENGTH, below, exact_bits, shuffle


@given(seed=st.integers(0, 2**32 - 1), bounds=st.lists(st.integers(1, 2**70), max_size=40))
def test_below_draws_as_randrange(seed: int, bounds: list[int]) -> None:
    """The same numbers, and the generators end in the same state."""
    stock, ours = random.Random(seed), random.Random(seed)
    getrandbits = exact_bits(ours)
    assert getrandbits is not None
    assert [below(getrandbits, n) for n in bounds] == [stock.randrange(n) for n in bounds]
    assert ours.getstate() == stock.getstate()


@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 300))
def test_shuffle_draws_as_rng_shuffle(seed: int, size: int) -> None:
    """The same order, and the generators end in the same state (long lists too, past
    :data:`BIT_LENGTH`)."""
    stock, ours = random.Random(seed), random.Random(seed)
    expected, items = list(range(size)), list(range(size))
    stock.shuffle(expected)
    shuffle(ours, items, exact_bits(ours))
    assert items == expected
    assert ours.getstate() == stock.getstate()


def test_bit_length_table() -> None:
    assert BIT_LENGTH[:6] == (0, 1, 2, 2, 3, 3)
    assert all(BIT_LENGTH[n] == n.bit_length() for n in range(len(BIT_LENGTH)))


class KeepsRandrange(random.Random):
    """A subclass that changes nothing about how randrange draws."""


class OwnRandom(random.Random):
    """A subclass with its own random() and no getrandbits: randrange draws from random()."""

    def random(self) -> float:
        return super().random() / 2


class OwnRandrange(random.Random):
    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        assert stop is None
        return start - 1 - super().randrange(start)


class OwnShuffle(random.Random):
    """A subclass that keeps randrange but shuffles its own way."""

    def shuffle(self, x: MutableSequence[Any], random: Callable[[], float] | None = None) -> None:
        super().shuffle(x)
        x.reverse()


def test_shuffle_keeps_a_generator_s_own_shuffle() -> None:
    """A generator with its own ``shuffle`` shuffles by it, ``getrandbits`` or not."""
    for getrandbits in (None, random.Random(3).getrandbits):
        ours, theirs = OwnShuffle(5), OwnShuffle(5)
        items, expected = list(range(52)), list(range(52))
        shuffle(ours, items, getrandbits)
        theirs.shuffle(expected)
        assert items == expected
        assert ours.getstate() == theirs.getstate()


def test_exact_bits_vouches_only_for_the_standard_randrange() -> None:
    for rng in (random.Random(1), KeepsRandrange(1)):
        assert exact_bits(rng) == rng.getrandbits
    for other in (OwnRandom(1), OwnRandrange(1)):
        assert exact_bits(other) is None


@pytest.mark.parametrize("cls", [KeepsRandrange, OwnRandom, OwnRandrange, OwnShuffle])
@pytest.mark.parametrize("name", ["ninety-nine", "nap", "nines"])
def test_playout_follows_any_random_subclass(name: str, cls: type[random.Random]) -> None:
    """A generator whose randrange is not the standard one is played step by step, and
    one with its own shuffle deals by it, so ``playout`` still equals the loop (issue 11:
    exactly the reference's state and generator)."""
    game: Any = tricktake.get_game(name)
    state = game.new(game.rules())
    fast, slow = cls(7), cls(7)
    while not game.is_over(state):  # a whole game, deal by deal
        played = game.playout(state, fast)
        stepped = game.apply(state, game.deal(state, slow))  # a deal is due
        while (actor := game.to_move(stepped)) is not None and actor is not tricktake.CHANCE:
            legal = game.legal_actions(stepped)
            stepped = game.apply(stepped, legal[slow.randrange(len(legal))])
        assert played == stepped
        assert fast.getstate() == slow.getstate()
        state = played
