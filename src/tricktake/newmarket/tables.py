"""Per-rules tables of Newmarket, built once per rules value: the pack, the next card of
each card, who receives which card of a shuffled deck, the boodles, the shared action
objects."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from ..cards import RANKS, Card, make_card, parse_card, suit_of
from ..units import Chips, Seat, clockwise, left_seats, seat_range
from .actions import Ante, Choice, ChoiceKind, Offer, Play
from .rules import AnteMode, DummyPosition, Rules

__all__ = ["Tables", "tables_for"]

# NM-COMP-2/3: rank order, low to high.
NEWMARKET_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
PARLETT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")
KINGS = tuple(parse_card("K" + suit) for suit in "CDHS")
QUEENS = tuple(parse_card("Q" + suit) for suit in "CDHS")
#: The suits of the other colour (NM-RESTART-5): red D H, black C S; a mask of suit bits.
OTHER_COLOUR = (0b0110, 0b1001, 0b1001, 0b0110)
ALL_SUITS = 0b1111

EXCHANGE, KEEP, PASS, SELL, REFUSE = (Choice(kind) for kind in ChoiceKind)


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """What never changes under one rules value."""

    rules: Rules
    n: int
    #: Every seat, in order (``seats[s]`` is ``s``, typed: a table, not a call per step).
    seats: tuple[Seat, ...]
    #: The seat on the left of each seat, the next clockwise (NM-DEAL-1, NM-SALE-3 …).
    left: tuple[Seat, ...]
    #: The pack in canonical order, and as a mask.
    deck: tuple[Card, ...]
    deck_mask: int
    #: Each suit's cards in the pack, a mask, by suit number.
    suit_masks: tuple[int, ...]
    #: Each suit's cards from low to high in the ruleset's order.
    suit_order: tuple[tuple[Card, ...], ...]
    #: The card one rank higher in its suit, or -1 at the top rank, by card code.
    next_card: tuple[int, ...]
    #: The stacked cards: the boodles in option order, or the kings C D H S.
    staked: tuple[Card, ...]
    #: The index in ``staked`` of the card that captures it, by card code (-1: none).
    captures: tuple[int, ...]
    #: Per dealer: the receiver of deck position ``k`` (a seat, or ``n`` for the dummy).
    receivers: tuple[tuple[int, ...], ...]
    #: Per dealer: the cards each seat and then the dummy receive.
    sizes: tuple[tuple[int, ...], ...]
    #: The play action of each card, by card code.
    plays: tuple[Play, ...]

    def lowest(self, mask: int, suits: int) -> list[Play]:
        """NM-PLAY-3: the free plays of a hand ``mask`` in the suits of the mask
        ``suits``: the lowest card held of each allowed suit, in canonical order."""
        out: list[Play] = []
        for suit in range(4):
            if suits >> suit & 1:
                held = mask & self.suit_masks[suit]
                if held:
                    for card in self.suit_order[suit]:
                        if held >> card & 1:
                            out.append(self.plays[card])
                            break
        out.sort(key=lambda play: play.card)
        return out


@functools.lru_cache(maxsize=64)
def tables_for(rules: Rules) -> Tables:
    """The tables of ``rules`` (cached)."""
    n = rules.players
    ranks = PARLETT_RANKS if rules.parlett else NEWMARKET_RANKS
    order = tuple(tuple(make_card(suit, RANKS.index(rank)) for rank in ranks) for suit in range(4))
    deck = tuple(sorted(c for suit in order for c in suit))
    next_card = [-1] * 64
    for suit in order:
        for low, high in itertools.pairwise(suit):
            next_card[low] = high
    captures = [-1] * 64
    staked = KINGS if rules.parlett else tuple(rules.boodle_cards)
    if rules.parlett:
        for queen in QUEENS:
            captures[queen] = suit_of(queen)  # NM-CAPT-2: the queen takes its king
    else:
        for index, card in enumerate(staked):
            captures[card] = index  # NM-CAPT-1
    size = len(deck)
    receivers: list[tuple[int, ...]] = []
    sizes: list[tuple[int, ...]] = []
    for dealer in range(n):
        seats = clockwise(dealer + 1, n)  # d+1 … d
        order_ = [n, *seats] if rules.dummy_position is DummyPosition.FIRST else [*seats, n]
        full = size // (n + 1) * (n + 1)
        row = tuple(
            n if rules.equal_hands and k >= full else order_[k % (n + 1)] for k in range(size)
        )
        receivers.append(row)
        sizes.append(tuple(row.count(x) for x in range(n + 1)))
    every_seat = seat_range(n)
    return Tables(
        rules=rules,
        n=n,
        seats=every_seat,
        left=left_seats(n),
        deck=deck,
        deck_mask=sum(1 << c for c in deck),
        suit_masks=tuple(sum(1 << c for c in suit) for suit in order),
        suit_order=order,
        next_card=tuple(next_card),
        staked=staked,
        captures=tuple(captures),
        receivers=tuple(receivers),
        sizes=tuple(sizes),
        plays=tuple(Play(Card(c)) if c in deck else Play(deck[0]) for c in range(64)),
    )


@functools.lru_cache(maxsize=64)
def ante_choices(boodles: tuple[Card, ...], total: int) -> tuple[Ante, ...]:
    """NM-ANTE-5: every way to put ``total`` chips on the four boodles, amount tuples in
    ascending lexicographic order."""
    out: list[Ante] = []
    for a in range(total + 1):
        for b in range(total - a + 1):
            for c in range(total - a - b + 1):
                amounts = (Chips(a), Chips(b), Chips(c), Chips(total - a - b - c))
                out.append(Ante(boodles, amounts))
    return tuple(out)


@functools.lru_cache(maxsize=256)
def offer_choices(low: int, high: int) -> tuple[Offer | Choice, ...]:
    """NM-SALE-8: offers ``low`` to ``high`` ascending, then ``pass``."""
    return (*(Offer(Chips(k)) for k in range(low, high + 1)), PASS)


def free_ante_total(rules: Rules, seat: Seat, dealer: Seat) -> int:
    """NM-ANTE-2: the chips a seat distributes; the dealer's are multiplied."""
    assert rules.ante_mode is AnteMode.FREE
    mult = rules.dealer_ante_multiplier if seat == dealer else 1
    return rules.free_ante_total * mult
