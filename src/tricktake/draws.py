"""Random draws equal to :meth:`random.Random.randrange`, for fused playouts.

``game.playout`` must leave its generator exactly as the step-by-step loop does, which
draws each action with ``rng.randrange(len(legal))``. For a generator whose
``randrange(n)`` is the standard one, that call is ``getrandbits(n.bit_length())``
repeated until the result is below ``n``; a fused playout makes those calls itself,
without the call overhead of ``randrange``. :func:`exact_bits` says when that holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import Final, TypeVar

__all__ = [
    "BIT_LENGTH",
    "GetRandBits",
    "below",
    "exact_bits",
    "random_order",
    "shuffle",
    "shuffled",
    "subset_mask",
    "subsets",
]

GetRandBits = Callable[[int], int]
"""A generator's bound ``getrandbits``."""

BIT_LENGTH: Final[tuple[int, ...]] = tuple(n.bit_length() for n in range(256))
"""``n.bit_length()`` by ``n``, for counts of legal actions in a hot loop."""

_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)
_SHUFFLE = random.Random.shuffle
T = TypeVar("T")


def below(getrandbits: GetRandBits, n: int) -> int:
    """``rng.randrange(n)`` for ``n > 0``, drawn from ``getrandbits`` of a generator
    for which :func:`exact_bits` answered it."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def _matches_randrange() -> bool:
    """Whether this Python's ``randrange`` draws as :func:`below` does (checked once)."""
    stock, inline = random.Random(99), random.Random(99)
    for n in (1, 2, 3, 5, 12, 27, 220, 1000, 2**40 + 3):
        if stock.randrange(n) != below(inline.getrandbits, n):
            return False
    return stock.getstate() == inline.getstate()


_EXACT = _RANDBELOW is not None and _matches_randrange()


def exact_bits(rng: random.Random) -> GetRandBits | None:
    """``rng.getrandbits`` if ``rng.randrange(n)`` is ``getrandbits(n.bit_length())``
    redrawn while not below ``n`` (a :class:`random.Random` or a subclass that keeps its
    ``randrange`` and draws from ``getrandbits``); otherwise ``None``, and a fused
    playout must call ``rng.randrange`` itself."""
    cls = type(rng)
    if (
        _EXACT
        and getattr(cls, "randrange", None) is random.Random.randrange
        and getattr(cls, "_randbelow", None) is _RANDBELOW
    ):
        return rng.getrandbits
    return None


def shuffle(rng: random.Random, items: list[T]) -> None:
    """``rng.shuffle(items)``: the same draws and the same order, drawn from
    ``getrandbits`` without a call of ``_randbelow`` per item where :func:`exact_bits`
    allows (and the generator's ``shuffle`` is the standard one)."""
    getrandbits = exact_bits(rng)
    if getrandbits is None or getattr(type(rng), "shuffle", None) is not _SHUFFLE:
        rng.shuffle(items)
        return
    # below(getrandbits, i + 1) written out, drawing as it draws: a call of it per card
    # costs 4-5% of a whole deal's game.playout (valgrind instructions per deal, pure
    # Python: Newmarket 515,156 -> 535,978, +4.0%; Nines 473,291 -> 495,114, +4.6%).
    bit_length = BIT_LENGTH
    for i in range(len(items) - 1, 0, -1):  # as Random.shuffle: j below i + 1, swapped
        n = i + 1
        k = bit_length[n] if n < 256 else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def shuffled(rng: random.Random, items: Iterable[T]) -> list[T]:
    """A list of ``items`` in the order ``rng.shuffle`` gives them, drawn as
    :func:`shuffle` draws (a game's deal from a shuffled deck)."""
    out = list(items)
    shuffle(rng, out)
    return out


def random_order(rng: random.Random, items: Iterable[T]) -> list[T]:
    """A list of ``items`` sorted by one ``rng.random()`` key each, drawn in the items'
    order: a uniformly random order, the deck order of Ninety-Nine's and Nap's deals
    (i.i.d. keys; the sort is stable)."""
    rnd = rng.random
    return sorted(items, key=lambda _: rnd())


_SUBSETS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def subsets(n: int, size: int) -> tuple[tuple[int, ...], ...]:
    """The ``size``-subsets of ``range(n)`` in :func:`itertools.combinations` order,
    built once for each ``n`` and ``size``: the choices of ``size`` cards at once from a
    hand of ``n`` (Ninety-Nine's bids, N99-BID-2), as the positions of the cards in
    ascending code. A fused playout draws an index into them as the legal choices list
    them, and unranks it with :func:`subset_mask`."""
    found = _SUBSETS.get((n, size))
    if found is None:
        found = _SUBSETS[(n, size)] = tuple(combinations(range(n), size))
    return found


def subset_mask(cards: Sequence[int], subset: tuple[int, ...]) -> int:
    """The mask of the cards at the positions ``subset`` (one of :func:`subsets`) of
    ``cards``."""
    mask = 0
    for i in subset:
        mask |= 1 << cards[i]
    return mask
