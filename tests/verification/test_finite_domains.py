"""The kernels CrossHair cannot prove, checked over their whole finite domain (issue 12,
layer 3): CrossHair only searches, never proves, over masks of many cards, frozensets
and the tables ``TrickRules`` builds for a whole pack, so these are enumerated instead.

- every trick of three cards of a 17-card pack (four ranks of each suit and the joker)
  under every trick rule that ``TrickRules`` builds (no trump, each suit trump, a trump
  set by the led suit, a rank trump suit, the highest suit, the highest rank, a top card
  with and without a trump), against the rules documents' wording;
- follow suit: every lead of a 13-card pack and every hand of the next player, through
  ``TrickKernel.play``;
- ``success_set`` for every bid of up to four cards and every number of tricks, and
  ``bid_value`` for every 3-card bid of the 52-card pack.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Sequence

import pytest

import tricktake
from tests.nap import reference as nap_reference
from tests.verification.registry import record
from tricktake.cards import JOKER, RANKS, Card, make_card, rank_of, suit_of
from tricktake.nap import Contract
from tricktake.nap.scoring import settlement
from tricktake.ninety_nine.scoring import SUIT_VALUE, bid_value, success_set
from tricktake.tricks import (
    HAND_SHIFT,
    JOKER_SUIT,
    PlayTable,
    TrickKernel,
    TrickRules,
    TrickState,
)
from tricktake.units import Seat

pytestmark = pytest.mark.exhaustive

_R = {r: RANKS.index(r) for r in ("2", "9", "J", "A")}
PACK = tuple(make_card(s, r) for s in range(4) for r in _R.values()) + (JOKER,)
"""A small pack: 2, 9, J and A of each suit, and the joker."""

HIGH_FIRST = (0, 2, 3, 1)
"""C > H > S > D (CONVENTIONS, N99-WIN-4/5)."""

Oracle = Callable[[Sequence[Card]], int]


def _highest(
    cards: Sequence[Card], allowed: Callable[[Card], bool], key: Callable[[Card], int]
) -> int:
    best = max((key(c) for c in cards if allowed(c)), default=None)
    assert best is not None
    return next(i for i, c in enumerate(cards) if allowed(c) and key(c) == best)


def trump_oracle(trump_of_led: Callable[[int], int | None]) -> Oracle:
    """N99-WIN-1/2/3, NAP-PLAY-5, NINES-PLAY-4/5: the highest trump, else the highest
    card of the led suit (a joker is no suit here: it never wins)."""

    def winner(cards: Sequence[Card]) -> int:
        led = suit_of(cards[0])
        trump = trump_of_led(led)
        suits = [suit_of(c) for c in cards]
        suit = trump if trump in suits and trump != JOKER_SUIT else led
        return _highest(cards, lambda c: suit_of(c) == suit, rank_of)

    return winner


def nines_oracle(cards: Sequence[Card]) -> int:
    """N99-CARD-3/4, N99-WIN-7: the nines form a trump suit of their own, C9 > H9 > S9 >
    D9; a nine led leads that suit."""

    def is_nine(c: Card) -> bool:
        return c != JOKER and rank_of(c) == _R["9"]

    if any(map(is_nine, cards)):
        return _highest(cards, is_nine, lambda c: -HIGH_FIRST.index(suit_of(c)))
    led = suit_of(cards[0])
    return _highest(cards, lambda c: suit_of(c) == led, rank_of)


def ranked_oracle(key: Callable[[Card], tuple[int, int]]) -> Oracle:
    """N99-WIN-4/5: the strongest card wins, whatever was led."""
    return lambda cards: _highest(cards, lambda c: c != JOKER, lambda c: key(c)[0] * 16 + key(c)[1])


def top_oracle(trump: int | None) -> Oracle:
    """NAP-JOKER-1, NAP-PLAY-5: the joker beats everything; else as by trump."""
    plain = trump_oracle(lambda led: trump)

    def winner(cards: Sequence[Card]) -> int:
        return cards.index(JOKER) if JOKER in cards else plain(cards)

    return winner


def _suit_rank(card: Card) -> int:
    return 3 - HIGH_FIRST.index(suit_of(card))


RONDO = (1, 0, 3, 2)
"""A trump by led suit: any fixed map serves (Rondo's own is in N99-WIN-3)."""

MODES: dict[str, tuple[TrickRules, Oracle]] = {
    "no trump (N99-WIN-2)": (TrickRules.no_trump(PACK), trump_oracle(lambda led: None)),
    **{
        f"trump {'CDHS'[t]} (N99-WIN-1, NAP-PLAY-5)": (
            TrickRules.suit_trump(PACK, t),
            trump_oracle(lambda led, t=t: t),  # type: ignore[misc]
        )
        for t in range(4)
    },
    "trump by led suit (N99-WIN-3)": (
        TrickRules.trump_by_led(PACK, RONDO),
        trump_oracle(lambda led: RONDO[led] if led < 4 else None),
    ),
    "nines (N99-WIN-7)": (TrickRules.rank_trump(PACK, _R["9"], HIGH_FIRST), nines_oracle),
    "highest suit (N99-WIN-4)": (
        TrickRules.highest_suit(PACK, HIGH_FIRST),
        ranked_oracle(lambda c: (_suit_rank(c), rank_of(c))),
    ),
    "highest rank (N99-WIN-5)": (
        TrickRules.highest_rank(PACK, HIGH_FIRST),
        ranked_oracle(lambda c: (rank_of(c), _suit_rank(c))),
    ),
    "joker top, trump H (NAP-JOKER-1)": (TrickRules.top_card(PACK, JOKER, trump=2), top_oracle(2)),
    "joker top, misere (NAP-JOKER-1)": (TrickRules.top_card(PACK, JOKER), top_oracle(None)),
}
"""Every trick rule ``TrickRules`` builds, with the rules documents' reading of it."""


@pytest.mark.parametrize("mode", MODES)
def test_every_trick_of_a_small_pack(mode: str) -> None:
    """Every ordered trick of three cards of :data:`PACK` and of four cards without the
    joker is won by the card the rules documents name (the joker, except as a top
    card, is left out: it plays only as a stand-in, N99-CARD-1, or a top card)."""
    rules, oracle = MODES[mode]
    began = time.perf_counter()
    top = "joker top" in mode
    cards = PACK if top else PACK[:-1]
    tricks = 0
    for size in (3, 4):
        for trick in itertools.permutations(cards if size == 3 else PACK[:-1], size):
            tricks += 1
            assert rules.winner(trick) == oracle(trick), f"{mode}: {trick}"
    record(
        "finite",
        f"trick winner: {mode}",
        tricks=tricks,
        seconds=f"{time.perf_counter() - began:.1f}",
    )


FOLLOW_PACK = PACK[:12] + (JOKER,)


@pytest.mark.parametrize(
    "mode",
    ["no trump", "trump S", "nines", "joker as trump"],
)
def test_follow_suit_over_every_hand(mode: str) -> None:
    """N99-PLAY-5, NAP-PLAY-4, NINES-PLAY-3 (and NAP-JOKER-3 for the joker following as a
    trump): after each lead, the next hand's legal plays are its cards of the led play
    suit if it holds any, else all its cards, for every hand it may hold."""
    rules = {
        "no trump": TrickRules.no_trump(FOLLOW_PACK),
        "trump S": TrickRules.suit_trump(FOLLOW_PACK, 3),
        "nines": TrickRules.rank_trump(FOLLOW_PACK, _R["9"], HIGH_FIRST),
        "joker as trump": TrickRules.top_card(FOLLOW_PACK, JOKER, trump=2, follows_as=2),
    }[mode]
    kernel: TrickKernel[Card] = TrickKernel(rules, 2, PlayTable(lambda card: card))
    began = time.perf_counter()
    plays = 0
    for lead in FOLLOW_PACK:
        rest = [c for c in FOLLOW_PACK if c != lead]
        for size in range(1, len(rest) + 1):
            for hand in itertools.combinations(rest, size):
                mask = sum(1 << c for c in hand)
                state = kernel.start(
                    TrickState, (1 << lead) | mask << HAND_SHIFT, Seat(0), (), None
                )
                after = kernel.play(state, lead, ())
                led = rules.play_suit[lead]
                follow = [c for c in hand if rules.play_suit[c] == led]
                assert sorted(after.legal) == sorted(follow or hand), f"{mode}: {lead} {hand}"
                plays += 1
    record(
        "finite", f"follow suit: {mode}", hands=plays, seconds=f"{time.perf_counter() - began:.1f}"
    )


def test_success_sets_of_every_bid() -> None:
    """N99-BID-5, N99-INV-8: for every bid of ``b`` cards (1 to 4), every value in
    ``[0, 3b]`` and every number of tricks ``T >= 3b``, the success set is ``{v}``,
    plus ``T - v`` when ``v <= T - 3b - 1``, and lies in ``[0, T]``."""
    count = 0
    for b in range(1, 5):
        for tricks in range(3 * b, 40):
            for value in range(3 * b + 1):
                expected: set[int] = {value} | (
                    {tricks - value} if value <= tricks - 3 * b - 1 else set()
                )
                got = success_set(value, tricks, b)
                assert got == expected and all(0 <= x <= tricks for x in got), (b, tricks, value)
                count += 1
    record("finite", "success sets (N99-BID-5)", bids=count)


def test_bid_value_of_every_three_card_bid() -> None:
    """N99-BID-4, N99-INV-8: the value of every 3-card bid of the 52-card pack is the sum
    of its suit values, in ``[0, 9]``."""
    pack = [make_card(s, r) for s in range(4) for r in range(15) if RANKS[r] not in ("11", "12")]
    count = 0
    for bid in itertools.combinations(pack, 3):
        value = bid_value(sum(1 << c for c in bid))
        assert value == sum(SUIT_VALUE[suit_of(c)] for c in bid) and 0 <= value <= 9, bid
        count += 1
    assert count == 22_100
    record("finite", "bid values (N99-BID-4)", bids=count)


def test_nap_settlement_of_every_table_and_contract() -> None:
    """NAP-SCORE-2..4: for every payout table, number of players, declarer, contract and
    result, each opponent pays the table's success amount or receives its failure
    amount, as the independent reference (``tests/nap/reference.py``, the tables as the
    rules document prints them) settles it."""
    game = tricktake.get_game("nap")
    count = 0
    for table in nap_reference.PAYOUT_TABLES:
        for n in range(2, 9):
            rules = game.rules("standard", players=n, payout_table=table, deck_size=52)
            variant = nap_reference.Variant(players=n, payout_table=table)
            for declarer, (contract, name) in itertools.product(
                range(n), zip(Contract, nap_reference.BID_ORDER, strict=True)
            ):
                target = nap_reference.TARGET[name]
                for made, tricks in ((True, target), (False, 1 if target == 0 else target - 1)):
                    expected = nap_reference.settle(variant, declarer, name, tricks)
                    assert settlement(rules, declarer, contract, made) == expected
                    count += 1
    record("finite", "Nap settlements (NAP-SCORE-2..4)", settlements=count)
