"""Per-rules tables of Newmarket, built once per rules value: the pack, the next card of
each card, who receives which card of a shuffled deck, the boodles, the shared action
and event objects of a card's play."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from typing import Any

from ..cards import (
    ALL_CARDS,
    JOKER,
    RANKS,
    Card,
    card_text,
    cards_of,
    make_card,
    parse_card,
    suit_of,
)
from ..game import Actor, Event
from ..units import Chips, Seat, clockwise, left_seats, seat_range
from .actions import Action, Ante, Choice, ChoiceKind, Offer, Play
from .events import Acted, Anted, Dealt, Stopped
from .rules import AnteMode, DummyPosition, OutPayment, RestartRule, Rules

__all__ = ["Tables", "tables_for"]

# NM-COMP-2/3: rank order, low to high.
NEWMARKET_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
PARLETT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")
KINGS = tuple(parse_card("K" + suit) for suit in "CDHS")
QUEENS = tuple(parse_card("Q" + suit) for suit in "CDHS")
#: The suits of the other colour (NM-RESTART-5): red D H, black C S; a mask of suit bits.
OTHER_COLOUR = (0b0110, 0b1001, 0b1001, 0b0110)
ALL_SUITS = 0b1111
#: The rank number of the ace in a card code, the lowest rank in Parlett's order.
_ACE = RANKS.index("A")
#: The rank bits of one suit's cards in a mask (16 bits a suit).
_RANKS = 0x7FFF

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
    #: The cards of the pack in a set of suits, a mask, by the mask of suit bits.
    suits_mask: tuple[int, ...]
    #: Each suit's cards from low to high in the ruleset's order.
    suit_order: tuple[tuple[Card, ...], ...]
    #: The card one rank higher in its suit, or -1 at the top rank, by card code.
    next_card: tuple[int, ...]
    #: The stacked cards: the boodles in option order, or the kings C D H S.
    staked: tuple[Card, ...]
    #: Their texts.
    staked_texts: tuple[str, ...]
    #: The index in ``staked`` of the card that captures it, by card code (-1: none).
    captures: tuple[int, ...]
    #: Per dealer: the receiver of deck position ``k`` (a seat, or ``n`` for the dummy).
    receivers: tuple[tuple[int, ...], ...]
    #: Per dealer: the cards each seat and then the dummy receive.
    sizes: tuple[tuple[int, ...], ...]
    #: The pack's cards as bits (``1 << card``), in canonical order.
    deck_bits: tuple[int, ...]
    #: Per dealer: the first deck position each seat and then the dummy receive; each
    #: receives every ``n + 1``-th position from there up to :attr:`deal_stop`.
    deal_starts: tuple[tuple[int, ...], ...]
    #: Where the rounds of the deal stop; every later card goes to the dummy (NM-DEAL-5).
    deal_stop: int
    #: The play action of each card, by card code.
    plays: tuple[Play, ...]
    #: Per dealer: the event of the deal applied (NM-LOG-1), its sizes.
    dealt: tuple[Dealt, ...]
    #: Each seat alone, the audience of its hand.
    audience: tuple[frozenset[Seat], ...]
    #: Per suit, by the rank bits of a hand's cards of the suit: the free play of its
    #: lowest card in the ruleset's order as a 1-tuple, empty without a card (NM-PLAY-3).
    free_plays: tuple[list[tuple[Action, ...]], ...]
    #: The same for the cards.
    free_lows: tuple[list[tuple[Card, ...]], ...]
    #: The legal actions of a forced play of each card (NM-PLAY-4), by card code.
    forced: tuple[tuple[Action, ...], ...]
    #: The same as cards: each card alone.
    forced_cards: tuple[tuple[int, ...], ...]
    #: Per seat, by card code: the events of the seat's play of the card alone.
    acted: tuple[tuple[tuple[Event, ...], ...], ...]
    #: Per seat, by card code: the seat's play of the card as an entry of the deal's log.
    logged: tuple[tuple[tuple[Actor, Action], ...], ...]
    #: The event of a run stopped by each card (NM-PLAY-5), by card code.
    stopped: tuple[Stopped, ...]
    #: Per seat, by card code: the events of the seat's play of the card that stops a run.
    stop_events: tuple[tuple[tuple[Event, ...], ...], ...]
    #: ``parlett`` (NM-OVR-2).
    parlett: bool
    #: The number of deals after which the game ends (NM-END-1/2).
    deal_limit: int
    #: Whether a seat pays the winner a chip per card held (NM-OUT-2), not one (NM-OUT-3).
    per_card: bool
    #: ``newmarket`` with fixed antes (NM-ANTE-1), per dealer: the ante events of the
    #: seats from the dealer's left, what each seat pays, and what each boodle receives.
    antes: tuple[tuple[tuple[Event, ...], tuple[int, ...], int], ...]
    #: The restart after a stop: 0 the stopper in any suit (NM-RESTART-1), 1 the first
    #: seat from the stopper clockwise that holds an allowed suit (NM-RESTART-2/5), 2
    #: the stopper in another suit if it holds one (NM-RESTART-4).
    restart: int
    #: By the suit of the stop card: the mask of suit bits allowed at the restart (all
    #: under NM-RESTART-1; another suit, or under ``parlett`` the other colour).
    allowed: tuple[int, ...]

    def __reduce__(self) -> tuple[Any, tuple[Rules]]:
        # Pickled and copied as a reference: the one Tables of equal rules, so that
        # states that reference them stay equal through pickle and copy.deepcopy.
        return (tables_for, (self.rules,))

    def lowest(self, mask: int, suits: int) -> tuple[Action, ...]:
        """NM-PLAY-3: the free plays of a hand ``mask`` in the suits of the mask of suit
        bits ``suits``: the lowest card held of each allowed suit, in canonical order."""
        held = mask & self.suits_mask[suits]
        p0, p1, p2, p3 = self.free_plays
        return (
            p0[held & _RANKS] + p1[held >> 16 & _RANKS] + p2[held >> 32 & _RANKS] + p3[held >> 48]
        )

    def free_cards(self, mask: int, suits: int) -> tuple[Card, ...]:
        """The cards of :meth:`lowest`'s plays."""
        held = mask & self.suits_mask[suits]
        c0, c1, c2, c3 = self.free_lows
        return (
            c0[held & _RANKS] + c1[held >> 16 & _RANKS] + c2[held >> 32 & _RANKS] + c3[held >> 48]
        )


_PLAYS = {card: Play(card) for card in cards_of(ALL_CARDS & ~(1 << JOKER))}
"""The play of every card, one object each, shared by every rules value."""


@functools.cache
def _free(
    ace_low: bool,
) -> tuple[tuple[list[tuple[Action, ...]], ...], tuple[list[tuple[Card, ...]], ...]]:
    """NM-PLAY-3: per suit, by the rank bits of a hand's cards of the suit, the free play
    of its lowest card as a 1-tuple (empty without a card), and that card alike."""
    lows = [(bits & -bits).bit_length() - 1 for bits in range(_RANKS + 1)]  # 2 lowest
    if ace_low:  # NM-COMP-3: Parlett's ace is the lowest rank
        lows = [_ACE if bits >> _ACE & 1 else low for bits, low in enumerate(lows)]
    plays: list[list[tuple[Action, ...]]] = []
    cards: list[list[tuple[Card, ...]]] = []
    for suit in range(4):
        one_play: list[tuple[Action, ...]] = [(_PLAYS[Card(16 * suit + r)],) for r in range(15)]
        one_card: list[tuple[Card, ...]] = [(Card(16 * suit + r),) for r in range(15)]
        one_play.append(())  # lows[0] is -1: no card
        one_card.append(())
        plays.append([one_play[low] for low in lows])
        cards.append([one_card[low] for low in lows])
    return tuple(plays), tuple(cards)


@functools.cache
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
    starts: list[tuple[int, ...]] = []
    full = size // (n + 1) * (n + 1)
    for dealer in range(n):
        seats = clockwise(dealer + 1, n)  # d+1 … d
        order_ = [n, *seats] if rules.dummy_position is DummyPosition.FIRST else [*seats, n]
        starts.append(tuple(order_.index(x) for x in range(n + 1)))
        row = tuple(
            n if rules.equal_hands and k >= full else order_[k % (n + 1)] for k in range(size)
        )
        receivers.append(row)
        sizes.append(tuple(row.count(x) for x in range(n + 1)))
    every_seat = seat_range(n)
    plays = tuple(_PLAYS[Card(c)] if c in deck else _PLAYS[deck[0]] for c in range(64))
    free_plays, free_lows = _free(rules.parlett)
    stopped = tuple(Stopped(Card(c)) for c in range(64))
    rule = rules.restart_rule
    restart = 1 if rules.parlett or rule is RestartRule.CHANGE_SUIT_PASS_LEFT else 0
    if rule is RestartRule.CHANGE_SUIT_SAME_PLAYER:
        restart = 2
    return Tables(
        rules=rules,
        n=n,
        seats=every_seat,
        left=left_seats(n),
        deck=deck,
        deck_mask=sum(1 << c for c in deck),
        suit_masks=tuple(sum(1 << c for c in suit) for suit in order),
        suits_mask=tuple(
            sum(1 << c for s, suit in enumerate(order) if bits >> s & 1 for c in suit)
            for bits in range(16)
        ),
        suit_order=order,
        next_card=tuple(next_card),
        staked=staked,
        staked_texts=tuple(map(card_text, staked)),
        captures=tuple(captures),
        receivers=tuple(receivers),
        sizes=tuple(sizes),
        deck_bits=tuple(1 << c for c in deck),
        deal_starts=tuple(starts),
        deal_stop=full if rules.equal_hands else size,
        plays=plays,
        dealt=tuple(Dealt(row[:-1], row[-1]) for row in sizes),
        audience=tuple(frozenset({seat}) for seat in every_seat),
        free_plays=free_plays,
        free_lows=free_lows,
        forced=tuple((play,) for play in plays),
        forced_cards=tuple((c,) for c in range(64)),
        acted=tuple(tuple((Acted(seat, play),) for play in plays) for seat in every_seat),
        logged=tuple(tuple((seat, play) for play in plays) for seat in every_seat),
        stopped=stopped,
        stop_events=tuple(
            tuple((Acted(seat, play), stop) for play, stop in zip(plays, stopped, strict=True))
            for seat in every_seat
        ),
        parlett=rules.parlett,
        deal_limit=rules.deal_limit,
        per_card=rules.out_payment is OutPayment.PER_CARD,
        antes=tuple(_fixed_antes(rules, dealer) for dealer in every_seat),
        restart=restart,
        allowed=tuple(
            ALL_SUITS
            if not restart
            else OTHER_COLOUR[suit]
            if rules.parlett
            else ALL_SUITS & ~(1 << suit)
            for suit in range(4)
        ),
    )


def _fixed_antes(rules: Rules, dealer: Seat) -> tuple[tuple[Event, ...], tuple[int, ...], int]:
    """NM-ANTE-1: the antes of a deal of ``dealer``: each seat's event from the dealer's
    left, what each seat pays, and what each boodle receives (nothing but under
    ``newmarket`` with fixed antes)."""
    if rules.parlett or rules.ante_mode is AnteMode.FREE:
        return (), (), 0
    texts = tuple(map(card_text, rules.boodle_cards))
    events: list[Event] = []
    paid = [0] * rules.players
    for seat in clockwise(dealer + 1, rules.players):
        chips = Chips(rules.boodle_ante * (rules.dealer_ante_multiplier if seat == dealer else 1))
        events.append(Anted(seat, tuple((text, chips) for text in texts)))
        paid[seat] = 4 * chips
    return tuple(events), tuple(paid), sum(paid) // 4


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
