"""How the cards of one deal follow and win: :class:`TrickRules`, its named
constructors, and the power bands of :mod:`tricktake.tricks`' tables.

Cold code, run once per rules value: kept apart from the trick play of
:mod:`tricktake.tricks` (which re-exports every name here), so that a compiled build can
compile the trick play and leave these validating constructors as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, NamedTuple

from .cards import ALL_CARDS, JOKER, RANKS, Card, rank_of, suit_of
from .errors import RulesError

__all__ = [
    "JOKER_SUIT",
    "LED",
    "NO_SUIT",
    "RANK_SUIT",
    "TOP",
    "TRUMP",
    "TrickRules",
    "trick_winner",
    "trump_power",
]

Table = list[int]

NO_SUIT: Final = -1
"""The play suit of a code that is not a card of the deal, and :attr:`TrickState.led`
when no trick is in play."""

JOKER_SUIT: Final = suit_of(JOKER)
"""The joker's play suit unless a rule moves it: a suit of its own (4), so that it never
counts as a follow."""

RANK_SUIT: Final = JOKER_SUIT + 1
"""The play suit of the cards of a rank made into a trump suit of their own
(:meth:`TrickRules.rank_trump`)."""

LED: Final = 100
"""The power band of a card of the led suit: ``LED + order``."""

TRUMP: Final = 200
"""The power band of a trump: ``TRUMP + order``, above every card of the led suit."""

TOP: Final = 300
"""The power of a card that beats every other card (:meth:`TrickRules.top_card`)."""


def trump_power(
    play_suit: Sequence[int | None],
    order: Sequence[int],
    trump_for_led: Sequence[int | None],
) -> list[Table]:
    """Power tables for "a trump wins, else the highest card of the led suit".

    ``order[card]`` ranks cards within their play suit (higher wins);
    ``trump_for_led[led]`` is the trump suit when ``led`` is led, or ``None`` at no
    trump (a varying trump gives rules such as Ninety-Nine's Rondo).
    """
    tables: list[list[int]] = []
    for led, trump in enumerate(trump_for_led):
        table: list[int] = []
        for card, suit in enumerate(play_suit):
            # a code outside the pack: NO_SUIT matches no suit below, but None would
            # match a trump of None (no trump), so both tests are needed
            if suit is None or suit == NO_SUIT:
                table.append(0)
            elif suit == trump:
                table.append(TRUMP + order[card])
            elif suit == led:
                table.append(LED + order[card])
            else:
                table.append(0)
        tables.append(table)
    return tables


def trick_winner(cards: Sequence[int], power: Sequence[int]) -> int:
    """The index in ``cards`` (in play order) of the card that wins the trick."""
    # mutmut: -2 for -1, or None or 1 for winner = 0, is equivalent because a trick has a
    # first card, and its power (at least 0) sets both
    best = -1
    winner = 0
    for index, card in enumerate(cards):
        value = power[card]
        if value > best:
            best = value
            winner = index
    return winner


_CODES = JOKER + 1


class TrickRules(NamedTuple):
    """How the cards of one deal follow and win: the tables of its trick rule.

    Build it with a named constructor; each takes the deal's ``pack`` (its cards) and
    an ``order`` of cards within a suit (higher wins; by default the rank number, A
    high). The tables are indexed by card code, so the hot path only indexes.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.tricks import TrickRules
    >>> rules = TrickRules.suit_trump([parse_card(t) for t in "AH 2S KH".split()], trump=3)
    >>> rules.winner([parse_card(t) for t in "AH 2S KH".split()])
    1
    """

    #: ``play_suit[card]``: the suit the card follows as, :data:`NO_SUIT` outside the pack.
    play_suit: tuple[int, ...]
    #: ``suit_cards[suit]``: the mask of the cards of play suit ``suit``.
    suit_cards: tuple[int, ...]
    #: ``power[led][card]``: how strongly ``card`` plays when play suit ``led`` is led.
    power: tuple[tuple[int, ...], ...]

    @classmethod
    def no_trump(cls, pack: Iterable[Card], order: Callable[[Card], int] = rank_of) -> TrickRules:
        """The highest card of the led suit wins (N99-WIN-2; Nap's misère without a
        joker).

        :raises RulesError: for a pack that holds something other than card codes.
        """
        return cls._build(_suits(pack), order, None)

    @classmethod
    def suit_trump(
        cls, pack: Iterable[Card], trump: int, order: Callable[[Card], int] = rank_of
    ) -> TrickRules:
        """The highest card of suit number ``trump`` wins, else the highest of the led
        suit (N99-WIN-1, NAP-PLAY-5 without a joker).

        :raises RulesError: for a trump that is no suit number (0 to 3) or a bad pack.
        """
        _check_suit("trump", trump)
        return cls._build(_suits(pack), order, trump)

    @classmethod
    def top_card(
        cls,
        pack: Iterable[Card],
        top: Card,
        trump: int | None = None,
        follows_as: int | None = None,
        order: Callable[[Card], int] = rank_of,
    ) -> TrickRules:
        """Card ``top`` (Nap's joker) beats every other card; else as
        :meth:`suit_trump` (``trump`` a suit number) or :meth:`no_trump` (``None``).

        NAP-JOKER-1, NAP-PLAY-5: the joker is the highest trump, in misère the only
        one. ``follows_as`` is the play suit it follows as (NAP-JOKER-3: the trump
        suit); ``None`` leaves it a suit of its own, so it is never a follow
        (NAP-JOKER-6/7).

        :raises RulesError: for a ``top`` outside the pack, a trump or ``follows_as``
            that is no suit number, or a bad pack.
        """
        suits = _suits(pack)
        if not 0 <= top < _CODES or suits[top] == NO_SUIT:
            raise RulesError(f"top={top!r}: expected a card of the pack")
        for name, suit in (("trump", trump), ("follows_as", follows_as)):
            if suit is not None:
                _check_suit(name, suit)
        if follows_as is not None:
            suits[top] = follows_as
        rules = cls._build(suits, order, trump)
        power = tuple(table[:top] + (TOP,) + table[top + 1 :] for table in rules.power)
        return rules._replace(power=power)

    @classmethod
    def rank_trump(cls, pack: Iterable[Card], rank: int, suit_order: Sequence[int]) -> TrickRules:
        """The cards of rank number ``rank`` leave their suits and form the trump suit
        :data:`RANK_SUIT`, ordered by suit as ``suit_order`` gives them, high first;
        other cards rank by rank number.

        N99-CARD-3/4, N99-WIN-7: Ninety-Nine's nines are
        ``rank_trump(pack, RANKS.index("9"), (0, 2, 3, 1))``: C9 > H9 > S9 > D9. A joker
        keeps its own suit here; :meth:`standing_in` makes it take a card's place.

        :raises RulesError: for a rank that is no rank number (0 to 14), a
            ``suit_order`` that is not an order of the four suits, or a bad pack.
        """
        if type(rank) is not int or not 0 <= rank < len(RANKS):
            raise RulesError(f"rank={rank!r}: expected a rank number from 0 to 14")
        if sorted(suit_order) != [0, 1, 2, 3]:
            raise RulesError(f"suit_order={suit_order!r}: expected the suits 0 to 3, each once")
        suits = _suits(pack)
        for card, suit in enumerate(suits):
            if suit != NO_SUIT and card != JOKER and rank_of(Card(card)) == rank:
                suits[card] = RANK_SUIT
        high = {suit: len(suit_order) - i for i, suit in enumerate(suit_order)}
        order = [
            high[suit_of(Card(card))] if suit == RANK_SUIT else rank_of(Card(card))
            for card, suit in enumerate(suits)
        ]
        return cls._build(suits, order.__getitem__, RANK_SUIT)

    @classmethod
    def trump_by_led(
        cls, pack: Iterable[Card], trumps: Sequence[int], order: Callable[[Card], int] = rank_of
    ) -> TrickRules:
        """The trump suit is ``trumps[led]``, set by the suit led; else as
        :meth:`suit_trump` (N99-WIN-3, Ninety-Nine's Rondo: D led makes S trump, S makes
        H, H makes C and C makes D).

        :raises RulesError: for ``trumps`` that are not one suit number per suit, or a
            bad pack.
        """
        if len(trumps) != JOKER_SUIT:
            raise RulesError(f"trumps={trumps!r}: expected a trump suit for each of the 4 suits")
        for trump in trumps:
            _check_suit("trumps", trump)
        return cls._build(_suits(pack), order, None, *trumps)

    @classmethod
    def highest_suit(cls, pack: Iterable[Card], suit_order: Sequence[int]) -> TrickRules:
        """The highest suit among the cards of the trick wins, whatever was led, and in
        it the highest rank; ``suit_order`` lists the suits high first (N99-WIN-4,
        Ninety-Nine's Whistle and Flute: C > H > S > D).

        :raises RulesError: for a ``suit_order`` that is not an order of the four
            suits, or a bad pack.
        """
        high = _suit_ranks(suit_order)
        # mutmut: 17 for 16 is equivalent because any factor above the highest rank number
        # (14) gives the same order, and only the order of powers is ever read
        ranked = [high[suit_of(Card(c))] * 16 + rank_of(Card(c)) for c in range(JOKER)]
        return cls._ranked(_suits(pack), ranked.__getitem__)

    @classmethod
    def highest_rank(cls, pack: Iterable[Card], suit_order: Sequence[int]) -> TrickRules:
        """The card of the highest rank wins, whatever its suit; of equal ranks the
        higher suit, ``suit_order`` listing the suits high first (N99-WIN-5,
        Ninety-Nine's Top Dog: C > H > S > D).

        :raises RulesError: for a ``suit_order`` that is not an order of the four
            suits, or a bad pack.
        """
        high = _suit_ranks(suit_order)
        # mutmut: 5 for 4 is equivalent because any factor above the highest suit rank (3)
        # gives the same order, and only the order of powers is ever read
        ranked = [rank_of(Card(c)) * 4 + high[suit_of(Card(c))] for c in range(JOKER)]
        return cls._ranked(_suits(pack), ranked.__getitem__)

    @classmethod
    def _ranked(cls, suits: list[int], strength: Callable[[Card], int]) -> TrickRules:
        """Rules where every card of the four suits can win and the strongest does,
        whatever was led. A joker has no suit to rank by: it cannot win unless it stands
        in for a card (:meth:`standing_in`, N99-CARD-1)."""
        rules = cls._build(suits, rank_of, None)
        # mutmut: LED + 2 for LED + 1 is equivalent because it raises every power of the
        # table alike, keeping their order and the led band (the highest stays < TRUMP)
        table = tuple(
            0 if s in (NO_SUIT, JOKER_SUIT) else LED + 1 + strength(Card(c))
            for c, s in enumerate(suits)
        )
        return rules._replace(power=(table,) * len(rules.power))

    @classmethod
    def _build(
        cls, suits: list[int], order: Callable[[Card], int], trump: int | None, *trumps: int
    ) -> TrickRules:
        """The tables for "a trump wins, else the highest card of the led suit": one
        ``trump`` for every led suit, or ``trumps[led]`` per suit (rank suits keep
        ``trump``)."""
        # mutmut: 1 for 0 is equivalent because the order of a code outside the pack is
        # never read (trump_power gives it power 0)
        ranks = [0 if s == NO_SUIT else order(Card(c)) for c, s in enumerate(suits)]
        count = max(suits) + 1
        by_led: list[int | None] = [trump] * count
        by_led[: len(trumps)] = trumps
        power = trump_power(suits, ranks, by_led)
        suit_cards = [0] * count
        for card, suit in enumerate(suits):
            if suit != NO_SUIT:
                suit_cards[suit] |= 1 << card
        return cls(tuple(suits), tuple(suit_cards), tuple(tuple(t) for t in power))

    def standing_in(self, card: Card, stands_for: Card) -> TrickRules:
        """These rules with ``card`` (Ninety-Nine's joker) taking the place of
        ``stands_for`` (the turned-up card): it follows as that card and is as strong
        (N99-CARD-1, N99-CARD-4). Of two such cards in one trick the one played first
        wins (N99-CARD-5, :doc:`/conventions`), as :func:`trick_winner` gives it.

        :raises RulesError: for a card or stand-in that is not a card of these rules.
        """
        suits = list(self.play_suit)
        for name, code in (("card", card), ("stands_for", stands_for)):
            if not 0 <= code < len(suits) or suits[code] == NO_SUIT:
                raise RulesError(f"{name}={code!r}: expected a card of the pack")
        suit_cards = list(self.suit_cards)
        suit_cards[suits[card]] &= ~(1 << card)
        suits[card] = suits[stands_for]
        suit_cards[suits[card]] |= 1 << card
        power = tuple(t[:card] + (t[stands_for],) + t[card + 1 :] for t in self.power)
        return TrickRules(tuple(suits), tuple(suit_cards), power)

    def winner(self, cards: Sequence[Card], led: int | None = None) -> int:
        """The index in ``cards`` (in play order) of the card that wins; ``led`` is the
        led play suit, by default that of the first card."""
        suit = self.play_suit[cards[0]] if led is None else led
        return trick_winner(cards, self.power[suit])


def _check_suit(name: str, suit: object) -> None:
    if type(suit) is not int or not 0 <= suit < JOKER_SUIT:
        raise RulesError(f"{name}={suit!r}: expected a suit number from 0 (C) to 3 (S)")


def _suit_ranks(suit_order: Sequence[int]) -> list[int]:
    """``high[suit]``: 3 for the first suit of ``suit_order``, down to 0 for the last."""
    if sorted(suit_order) != [0, 1, 2, 3]:
        raise RulesError(f"suit_order={suit_order!r}: expected the suits 0 to 3, each once")
    # mutmut: [1] * 4 or [0] * 5 is equivalent because the loop sets each of the four
    # entries (suit_order is the four suits) and no caller reads a fifth; 4 - place for
    # 3 - place raises every suit alike: the same order, still in the led band
    high = [0] * 4
    for place, suit in enumerate(suit_order):
        high[suit] = 3 - place
    return high


def _suits(pack: Iterable[Card]) -> list[int]:
    """Each card code's printed suit as its play suit (the joker: :data:`JOKER_SUIT`)."""
    suits = [NO_SUIT] * _CODES
    for card in pack:
        if type(card) is not int or card < 0 or not ALL_CARDS >> card & 1:
            raise RulesError(f"pack: {card!r} is not a card code (see tricktake.cards)")
        suits[card] = suit_of(card)
    return suits
