"""Random draws equal to :meth:`random.Random.randrange`, for fused playouts.

``game.playout`` must leave its generator exactly as the step-by-step loop does, which
draws each action with ``rng.randrange(len(legal))``. For a generator whose
``randrange(n)`` is the standard one, that call is ``getrandbits(n.bit_length())``
repeated until the result is below ``n``; a fused playout makes those calls itself,
without the call overhead of ``randrange``. :func:`exact_bits` says when that holds.
:func:`shuffle` does the same for a deal's ``rng.shuffle``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

__all__ = ["BIT_LENGTH", "GetRandBits", "below", "exact_bits", "shuffle"]

GetRandBits = Callable[[int], int]
"""A generator's bound ``getrandbits``."""

BIT_LENGTH: tuple[int, ...] = tuple(n.bit_length() for n in range(256))
"""``n.bit_length()`` by ``n``, for counts of legal actions in a hot loop."""

_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)
_SHUFFLE = random.Random.shuffle


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


def _matches_shuffle() -> bool:
    """Whether this Python's ``shuffle`` draws as :func:`shuffle` does (checked once)."""
    stock, inline = random.Random(99), random.Random(99)
    shuffled, drawn = list(range(60)), list(range(60))
    stock.shuffle(shuffled)
    _shuffle(inline.getrandbits, drawn)
    return shuffled == drawn and stock.getstate() == inline.getstate()


def _shuffle(getrandbits: GetRandBits, items: list[Any]) -> None:
    """``random.Random.shuffle``'s swaps, each index drawn as :func:`below` draws it."""
    bit_length = BIT_LENGTH
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bit_length[n] if n < 256 else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_EXACT = _RANDBELOW is not None and _matches_randrange()
_EXACT_SHUFFLE = _EXACT and _matches_shuffle()


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


def shuffle(rng: random.Random, items: list[Any], getrandbits: GetRandBits | None = None) -> None:
    """``rng.shuffle(items)``: drawn from ``getrandbits``, ``rng``'s as
    :func:`exact_bits` answered it, where that draws exactly as ``rng.shuffle`` does
    (``rng``'s class keeps :meth:`random.Random.shuffle`), which saves a call of
    ``randrange``'s machinery a card; otherwise (or without ``getrandbits``) by
    ``rng.shuffle`` itself."""
    if getrandbits is not None and _EXACT_SHUFFLE and type(rng).shuffle is _SHUFFLE:
        _shuffle(getrandbits, items)
    else:
        rng.shuffle(items)
