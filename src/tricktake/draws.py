"""Random draws equal to :meth:`random.Random.randrange`, for fused playouts.

``game.playout`` must leave its generator exactly as the step-by-step loop does, which
draws each action with ``rng.randrange(len(legal))``. For a generator whose
``randrange(n)`` is the standard one, that call is ``getrandbits(n.bit_length())``
repeated until the result is below ``n``; a fused playout makes those calls itself,
without the call overhead of ``randrange``. :func:`exact_bits` says when that holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

__all__ = ["BIT_LENGTH", "GetRandBits", "below", "exact_bits"]

GetRandBits = Callable[[int], int]
"""A generator's bound ``getrandbits``."""

BIT_LENGTH: tuple[int, ...] = tuple(n.bit_length() for n in range(256))
"""``n.bit_length()`` by ``n``, for counts of legal actions in a hot loop."""

_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)


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
