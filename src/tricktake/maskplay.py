"""The compiled build's random trick play: :meth:`tricktake.tricks.TrickKernel.random_play`
on native 64-bit masks.

The kernel's own loop keeps each hand's cards in a list, because list and tuple
operations are what pure Python does fastest. Compiled by mypyc, the same loop spends
most of its time on those Python objects and on the arbitrary-precision masks (a card
code reaches 62). :func:`play_masks` plays the same cards from native ``i64`` masks: a
hand's plays in ascending code are its set bits, lowest first. It draws every index as
the kernel does, so the tricks and the generator's state are the same. The kernel calls
it only in the compiled build (:data:`COMPILED`) and only for a pack without the joker
(bit 64); run as pure Python it is correct but several times slower than the kernel's
loop.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from .trickrules import trick_winner
from .units import Seat

if TYPE_CHECKING:  # mypyc's native integer type; a plain int when not compiled
    from mypy_extensions import i64

__all__ = ["COMPILED", "play_masks"]

_BIT_LENGTH: Final[tuple[int, ...]] = tuple(n.bit_length() for n in range(64))

Played = tuple[tuple[int, ...], tuple[Seat, ...], Seat]
"""A trick played: its cards, the hands in play order and the winning hand (the fields
of :class:`tricktake.tricks.Trick`)."""


def _count(mask: i64) -> i64:
    """The number of set bits of ``mask`` (``0 <= mask < 2**63``), summed in place: no
    table and no product, so that no step leaves 64 bits."""
    mask -= mask >> 1 & 0x5555555555555555
    mask = (mask & 0x3333333333333333) + (mask >> 2 & 0x3333333333333333)
    mask = (mask + (mask >> 4)) & 0x0F0F0F0F0F0F0F0F
    mask += mask >> 8
    mask += mask >> 16
    mask += mask >> 32
    return mask & 0x7F


def play_masks(
    held: list[int],
    trick: tuple[int, ...],
    order: tuple[Seat, ...],
    tricks: int,
    orders: Sequence[tuple[Seat, ...]],
    next_orders: Mapping[tuple[Seat, ...], Sequence[tuple[Seat, ...]]] | None,
    tables: tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]],
    getrandbits: Callable[[int], int],
) -> tuple[list[Played], tuple[Seat, ...]]:
    """Play ``tricks`` tricks at random from the trick ``trick`` in play (in ``order``),
    as :meth:`~tricktake.tricks.TrickKernel.random_play` plays them: ``held`` holds each
    hand's mask (below ``2**63``) and is updated in place; ``orders``, ``next_orders``
    and ``tables`` (play suit, suit cards, power) are the kernel's. Returns the tricks
    played and the play order of the next trick."""
    play_suit, suit_cards, power = tables
    count = len(held)
    out: list[Played] = []
    played = list(trick)
    ranks = power[0]
    follow: i64 = 0
    best: i64 = 0
    winner = Seat(0)
    if trick:  # the trick in play: its led suit and its best card so far
        led = play_suit[trick[0]]
        ranks = power[led]
        follow = suit_cards[led]
        index = trick_winner(trick, ranks)
        best = ranks[trick[index]]
        winner = order[index]
    start = len(trick)
    for _ in range(tricks):
        for position_in_trick in range(start, count):
            hand = order[position_in_trick]
            mask: i64 = held[hand]
            choice: i64 = mask
            if position_in_trick and mask & follow:  # N99-PLAY-5, NAP-PLAY-4: follow
                choice = mask & follow  # the led suit if it can, else play any card
            n: i64 = _count(choice)
            k: i64 = _BIT_LENGTH[n]
            drawn: i64 = getrandbits(k)
            while drawn >= n:
                drawn = getrandbits(k)
            while drawn:  # the drawn card is the set bit of that rank in the choice
                choice &= choice - 1
                drawn -= 1
            bit: i64 = choice & -choice
            held[hand] = mask ^ bit
            card: i64 = _count(bit - 1)  # the code of the card: the bits below its own
            if position_in_trick:
                value: i64 = ranks[card]
                # mutmut: >= for > is equivalent because equal powers meet only for the
                # joker and the card it stands for, and a pack with the joker is not here
                if value > best:
                    best = value
                    winner = hand
            else:  # the lead
                led = play_suit[card]
                ranks = power[led]
                follow = suit_cards[led]
                best = ranks[card]
                winner = hand
            played.append(card)
        out.append((tuple(played), order, winner))
        order = orders[winner] if next_orders is None else next_orders[order][winner]
        played = []
        start = 0
    return out, order


COMPILED: Final = not isinstance(play_masks, types.FunctionType)
"""Whether this module is compiled (mypyc makes its functions built-in functions)."""
