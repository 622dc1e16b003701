"""The reference's side of a premium call sequence, shared by the worked examples'
table (``tests/ninety_nine/test_examples.py``) and the cross-check's own reference tests
(``tests/ninety_nine/test_crosscheck.py``)."""

import random
from collections.abc import Collection, Sequence

from tests.ninety_nine.reference import REVISED, RefGame, Variant, random_deal_text

__all__ = ["ref_calls", "ref_to_premium"]


def ref_to_premium(dealer: int, variant: Variant = REVISED) -> RefGame:
    """A reference game at the first premium call of its first deal (each bid the first
    legal one in text order)."""
    ref = RefGame(first_dealer=dealer, variant=variant)
    rng = random.Random(dealer)
    ref.apply(random_deal_text(rng, dealer, variant))
    while ref.phase == "bid":
        ref.apply(sorted(ref.legal())[0])
    assert ref.phase == "premium"
    return ref


def ref_calls(ref: RefGame, calls: Sequence[tuple[int, str, Collection[str]]]) -> None:
    """Make each call after checking who calls and what that seat may call."""
    for seat, call, legal in calls:
        assert ref.to_move() == seat
        assert ref.legal() == set(legal)
        ref.apply(call)
