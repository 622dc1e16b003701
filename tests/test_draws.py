"""``tricktake.draws`` (issue 11): the fused playouts draw each index from ``getrandbits``
exactly as ``random.Random.randrange`` does, and only for generators where that holds."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
from tricktake.draws import BIT_LENGTH, below, exact_bits, random_order, shuffle, shuffled


@given(seed=st.integers(0, 2**32 - 1), bounds=st.lists(st.integers(1, 2**70), max_size=40))
def test_below_draws_as_randrange(seed: int, bounds: list[int]) -> None:
    """The same numbers, and the generators end in the same state."""
    stock, ours = random.Random(seed), random.Random(seed)
    getrandbits = exact_bits(ours)
    assert getrandbits is not None
    assert [below(getrandbits, n) for n in bounds] == [stock.randrange(n) for n in bounds]
    assert ours.getstate() == stock.getstate()


@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 300))
def test_shuffle_is_random_shuffle(seed: int, size: int) -> None:
    """``draws.shuffle`` gives ``rng.shuffle``'s order, and the generators end in the
    same state (sizes past the bit-length table included)."""
    stock, ours = random.Random(seed), random.Random(seed)
    expected, got = list(range(size)), list(range(size))
    stock.shuffle(expected)
    shuffle(ours, got)
    assert got == expected
    assert ours.getstate() == stock.getstate()


@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 60))
def test_shuffled_and_random_order_are_the_deals_orders(seed: int, size: int) -> None:
    """``draws.shuffled`` is a shuffled copy (``rng.shuffle``'s order, the input left as
    it was); ``draws.random_order`` sorts by one ``rng.random()`` key an item, drawn in
    the items' order (Ninety-Nine's and Nap's deck order): same orders, same generator
    states."""
    items = tuple(range(size))
    stock, ours = random.Random(seed), random.Random(seed)
    expected = list(items)
    stock.shuffle(expected)
    assert shuffled(ours, items) == expected
    assert ours.getstate() == stock.getstate()
    keys = [stock.random() for _ in items]
    assert random_order(ours, items) == [
        items[i] for i in sorted(range(size), key=keys.__getitem__)
    ]
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
    """A subclass that shuffles its own way (reversing), with the standard randrange."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        x.reverse()


@pytest.mark.parametrize("cls", [KeepsRandrange, OwnRandom, OwnShuffle])
def test_shuffle_is_the_generator_s_own(cls: type[random.Random]) -> None:
    """``draws.shuffle`` gives the order and the generator's state of ``rng.shuffle``,
    calling it wherever it may not be the standard one."""
    ours, stock = cls(3), cls(3)
    got, expected = list(range(20)), list(range(20))
    shuffle(ours, got)
    stock.shuffle(expected)
    assert got == expected
    assert ours.getstate() == stock.getstate()


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
