"""The trick play shared by the trick-taking games: hands, follow suit, trick winners.

Cards are ints (:mod:`tricktake.cards`) and sets of cards are masks. A game describes
a deal's trick rule once, as a :class:`TrickRules` value built by one of its named
constructors, and plays its tricks through a :class:`TrickKernel`, which works on a
:class:`TrickState` that the game's own state embeds:

- a card's *play suit* is the suit it follows as and wins in (a rule may move cards
  between suits: Ninety-Nine's nines suit, Nap's joker);
- ``power[led][card]`` is how strongly ``card`` plays to a trick whose led play suit is
  ``led``: the highest power wins, and a card of power 0 cannot win. The powers come in
  bands: :data:`TOP` for a card that beats everything, :data:`TRUMP` plus the card's
  order for a trump, :data:`LED` plus its order for a card of the led suit. Equal
  powers never meet except for identical identities, where the earlier card wins
  (CONVENTIONS.md), which :func:`trick_winner` gives by taking the first maximum.

Nothing here knows a game: the seats, the pack, the trump and the action a play is are
the game's, given as arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, NamedTuple, TypeVar

from .cards import ALL_CARDS, JOKER, RANKS, Card, card_text, cards_of, rank_of, suit_of
from .engine import event_types
from .errors import RulesError

__all__ = [
    "HAND_MASK",
    "HAND_SHIFT",
    "JOKER_SUIT",
    "LED",
    "NO_SUIT",
    "RANK_SUIT",
    "TOP",
    "TRUMP",
    "PlayTable",
    "Trick",
    "TrickKernel",
    "TrickRules",
    "TrickState",
    "TrickWon",
    "trick_winner",
    "trump_power",
]

A = TypeVar("A")
S = TypeVar("S", bound="TrickState")

Table = list[int]

HAND_SHIFT = 80
"""Bits per hand in :attr:`TrickState.hands`: hand ``x``'s mask is
``hands >> HAND_SHIFT * x & HAND_MASK`` (a mask's highest card, the joker, is bit 64)."""

HAND_MASK = (1 << HAND_SHIFT) - 1
"""The bits of one hand in :attr:`TrickState.hands`."""

NO_SUIT = -1
"""The play suit of a code that is not a card of the deal, and :attr:`TrickState.led`
when no trick is in play."""

JOKER_SUIT = suit_of(JOKER)
"""The joker's play suit unless a rule moves it: a suit of its own (4), so that it never
counts as a follow."""

RANK_SUIT = JOKER_SUIT + 1
"""The play suit of the cards of a rank made into a trump suit of their own
(:meth:`TrickRules.rank_trump`)."""

LED = 100
"""The power band of a card of the led suit: ``LED + order``."""

TRUMP = 200
"""The power band of a trump: ``TRUMP + order``, above every card of the led suit."""

TOP = 300
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
    tables = []
    for led, trump in enumerate(trump_for_led):
        table = []
        for card, suit in enumerate(play_suit):
            # either test alone would do (mutation testing): a code outside the pack
            # matches no suit below, so it gets 0 all the same
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
    best = -1
    winner = 0
    for index, card in enumerate(cards):
        value = power[card]
        if value > best:
            best = value
            winner = index
    return winner


class Trick(NamedTuple):
    """A completed trick: its cards in play order, the hands that played them, the winner."""

    #: The cards in play order.
    cards: tuple[Card, ...]
    #: The hands that played them, in the same order.
    hands: tuple[int, ...]
    #: The hand that won the trick.
    winner: int

    @property
    def leader(self) -> int:
        """The hand that led the trick."""
        return self.hands[0]

    def __repr__(self) -> str:
        cards = " ".join(map(card_text, self.cards))
        return f"Trick(cards=<{cards}>, hands={self.hands}, winner={self.winner})"


class TrickWon(NamedTuple):
    """The event of a completed trick (N99, NAP-LOG-1): ``trick 3 1``, the trick's
    number in the deal from 1, then the hand that won it."""

    #: The trick's number, from 1.
    number: int
    #: The hand that won it.
    winner: int
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[int] | None = None

    def __str__(self) -> str:
        return f"trick {self.number} {self.winner}"


event_types(TrickWon)

_CODES = JOKER + 1
_new = tuple.__new__


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
        high = len(suit_order)

        def order(card: Card) -> int:
            if suits[card] == RANK_SUIT:
                return high - list(suit_order).index(suit_of(card))
            return rank_of(card)

        for card, suit in enumerate(suits):
            if suit != NO_SUIT and card != JOKER and rank_of(Card(card)) == rank:
                suits[card] = RANK_SUIT
        return cls._build(suits, order, RANK_SUIT)

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
        return cls._ranked(_suits(pack), lambda card: high[suit_of(card)] * 16 + rank_of(card))

    @classmethod
    def highest_rank(cls, pack: Iterable[Card], suit_order: Sequence[int]) -> TrickRules:
        """The card of the highest rank wins, whatever its suit; of equal ranks the
        higher suit, ``suit_order`` listing the suits high first (N99-WIN-5,
        Ninety-Nine's Top Dog: C > H > S > D).

        :raises RulesError: for a ``suit_order`` that is not an order of the four
            suits, or a bad pack.
        """
        high = _suit_ranks(suit_order)
        return cls._ranked(_suits(pack), lambda card: rank_of(card) * 4 + high[suit_of(card)])

    @classmethod
    def _ranked(cls, suits: list[int], strength: Callable[[Card], int]) -> TrickRules:
        """Rules where every card of the four suits can win and the strongest does,
        whatever was led. A joker has no suit to rank by: it cannot win unless it stands
        in for a card (:meth:`standing_in`, N99-CARD-1)."""
        rules = cls._build(suits, rank_of, None)
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
        # the order of a code outside the pack is never read (its power is 0), and a
        # table for a suit beyond the last is never indexed: mutants of the 0 and the 1
        # are equivalent
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
        wins (N99-CARD-5, CONVENTIONS.md), as :func:`trick_winner` gives it.

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


class TrickState(NamedTuple):
    """Where the trick play of a deal stands, and the rest of a game's state.

    A trick game's state class subclasses it (adding properties, never fields), so that
    playing a card builds one tuple: :meth:`TrickKernel.play` replaces what a card
    changes and carries :attr:`rest`, the game's own part, unchanged. Outside trick
    play the game keeps its hands here as well, and its actor and legal actions in
    :attr:`player` and :attr:`legal`. Build one with :meth:`TrickKernel.start` and
    :meth:`TrickKernel.play`, or with :meth:`waiting` outside trick play.
    """

    #: Every hand's held cards, packed: hand ``x`` is ``hands >> HAND_SHIFT * x & HAND_MASK``.
    hands: int
    #: The cards of the trick in play, in play order.
    trick: tuple[Card, ...]
    #: The play suit led to the trick in play, :data:`NO_SUIT` before its lead.
    led: int
    #: The hands in play order for the trick in play (empty outside trick play).
    order: tuple[int, ...]
    #: The completed tricks of the deal.
    tricks: tuple[Trick, ...]
    #: Who acts: in trick play the hand due to play, ``order[len(trick)]``; outside it,
    #: whatever the game's actor is (a seat, :data:`~tricktake.CHANCE`, ``None``).
    player: Any
    #: The legal actions of the actor: in trick play the plays of the hand to play, as
    #: the game's play actions, built with the state.
    legal: Sequence[Any]
    #: The events of the transition that made the state (CONVENTIONS.md, *Events*).
    events: tuple[Any, ...]
    #: The game's own part of its state: the kernel carries it unchanged.
    rest: Any

    def hand_mask(self, hand: int) -> int:
        """The mask of the cards that hand ``hand`` holds."""
        return self.hands >> HAND_SHIFT * hand & HAND_MASK

    # A state is a value among states of its own class only: as a plain tuple it would
    # equal tuple(state), and another game's state with equal fields.
    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    @classmethod
    def waiting(
        cls: type[S],
        hands: int,
        tricks: tuple[Trick, ...],
        player: Any,
        legal: Sequence[Any],
        events: tuple[Any, ...],
        rest: Any,
    ) -> S:
        """A state with no trick in play (before the first lead, or after the last)."""
        return _new(cls, (hands, (), NO_SUIT, (), tricks, player, legal, events, rest))


class PlayTable(Generic[A]):
    """A game's play actions by hand mask: ``plays(mask)`` is the tuple of
    ``play_of(card)`` for the cards of ``mask`` in ascending code, built once.

    A mask's plays are the concatenation of those of its four suit chunks (16 bits each;
    the joker, bit 64, rides in the spades chunk), so a look-up is four indexings and
    three tuple concatenations, and legal actions allocate no action.
    """

    __slots__ = ("_actions", "_p0", "_p1", "_p2", "_p3", "follow_cache", "play_of")

    def __init__(self, play_of: Callable[[Card], A]) -> None:
        #: The game's action for playing a card.
        self.play_of = play_of
        # one action per card, shared by every tuple: ``in`` then matches by identity
        self._actions = {card: play_of(card) for card in cards_of(ALL_CARDS)}
        empty: tuple[A, ...] = ()
        # ranks use bits 0..14 of a chunk; the spades chunk also holds the joker, bit 16
        self._p0 = [empty] * (1 << 15)
        self._p1 = [empty] * (1 << 15)
        self._p2 = [empty] * (1 << 15)
        self._p3 = [empty] * ((1 << 16) + (1 << 15))
        #: :meth:`follows` by mask.
        self.follow_cache: dict[int, tuple[A, ...]] = {}

    def fill(self, pack: int) -> None:
        """Build the plays of every subset of the cards of mask ``pack`` (once per pack)."""
        chunks = (self._p0, self._p1, self._p2, self._p3)
        for suit, chunk in enumerate(chunks):
            ranks = pack >> 16 * suit & (0x7FFF if suit < 3 else 0x17FFF)
            if not ranks or chunk[ranks]:
                continue
            subset = ranks
            while subset:
                chunk[subset] = tuple(map(self._actions.__getitem__, cards_of(subset << 16 * suit)))
                subset = (subset - 1) & ranks

    def plays(self, mask: int) -> tuple[A, ...]:
        """The plays of the cards of a hand mask (of a filled pack), in ascending code."""
        return (
            self._p0[mask & 0xFFFF]
            + self._p1[mask >> 16 & 0xFFFF]
            + self._p2[mask >> 32 & 0xFFFF]
            + self._p3[mask >> 48]
        )

    def follows(self, mask: int) -> tuple[A, ...]:
        """:meth:`plays` of a mask within one play suit: cached, as such masks are few
        (the subsets of one suit)."""
        plays = self.follow_cache.get(mask)
        if plays is None:
            plays = self.follow_cache[mask] = self.plays(mask)
        return plays


class TrickKernel(Generic[A]):
    """The trick play of a deal: a game's :class:`TrickRules`, its number of hands and its
    :class:`PlayTable`. Shared by every state of the deal; states are
    :class:`TrickState` values.

    Hands play in clockwise order from the leader, one card each, and the winner of a
    trick leads the next (N99-PLAY-3/8, NAP-PLAY-1/6). A hand must follow the led play
    suit when it can, else may play any card (N99-PLAY-5, NAP-PLAY-4).

    :attr:`TrickState.legal` holds one play action per card. A game whose rules make
    more of a card, or fewer (Nap's joker led as a named suit, NAP-JOKER-4..9), adjusts
    the leader's legal plays itself and passes the named suit to :meth:`play` as
    ``led``.
    """

    __slots__ = (
        "_follow_cache",
        "_follows",
        "_plays",
        "hands",
        "orders",
        "play_suit",
        "power",
        "rules",
        "suit_cards",
    )

    def __init__(
        self,
        rules: TrickRules,
        hands: int,
        plays: PlayTable[A],
        orders: Sequence[tuple[int, ...]] | None = None,
    ) -> None:
        #: The trick rule of the deal.
        self.rules = rules
        #: The number of hands that play to each trick.
        self.hands = hands
        #: ``orders[leader]``: the hands in play order for a trick led by ``leader``;
        #: clockwise unless a game gives its own (Ninety-Nine's dummy, N99-DUMMY-3/4).
        self.orders = tuple(
            tuple((lead + i) % hands for i in range(hands)) for lead in range(hands)
        )
        if orders is not None:
            if sorted(map(sorted, orders)) != [list(range(hands))] * hands:
                raise RulesError(f"orders={orders!r}: expected each hand's play order of all hands")
            self.orders = tuple(orders)
        # the tables again, one attribute look-up nearer for the hot path
        self.play_suit, self.suit_cards, self.power = rules
        plays.fill(sum(1 << card for card, suit in enumerate(rules.play_suit) if suit != NO_SUIT))
        self._plays = plays.plays
        self._follows = plays.follows
        self._follow_cache = plays.follow_cache

    def start(self, cls: type[S], hands: int, leader: int, events: tuple[Any, ...], rest: Any) -> S:
        """A state of class ``cls`` (a game's :class:`TrickState`) before the first lead
        of a deal: packed ``hands``, the ``leader`` to play, the game's ``events`` and
        ``rest``."""
        legal = self._plays(hands >> HAND_SHIFT * leader & HAND_MASK)
        order = self.orders[leader]
        return _new(cls, (hands, (), NO_SUIT, order, (), leader, legal, events, rest))

    def play(
        self,
        state: S,
        card: Card,
        events: tuple[Any, ...],
        led: int | None = None,
        winner: int | None = None,
    ) -> S:
        """The state after the hand to play plays ``card``, which must be in
        :attr:`TrickState.legal`; ``events`` are the game's events of the play, and
        the state's class and :attr:`~TrickState.rest` stay.

        ``led`` names the led suit when a rule lets the leader choose it (a joker led as
        a suit, NAP-JOKER-4..8); by default it is the play suit of the led card. After
        the last card of a trick, the trick is complete (in :attr:`TrickState.tricks`)
        and the next one waits for its winner's lead. ``winner``, with the trick's last
        card, is the index in the trick of the card that wins where something besides
        the cards decides it (Ninety-Nine's snap calls, N99-WIN-6); by default the
        tables do.
        """
        hands, trick, suit, order, tricks, player, _, _, rest = state
        hands ^= 1 << (card + HAND_SHIFT * player)
        if not trick:
            suit = self.play_suit[card] if led is None else led
        trick += (card,)
        played = len(trick)
        if played < len(order):
            # N99-PLAY-5, NAP-PLAY-4: the next hand follows the led play suit if it can
            player = order[played]
            held = hands >> HAND_SHIFT * player & HAND_MASK
            follow = held & self.suit_cards[suit]
            if follow:
                legal = self._follow_cache.get(follow) or self._follows(follow)
            else:
                legal = self._plays(held)
            return _new(
                type(state), (hands, trick, suit, order, tricks, player, legal, events, rest)
            )
        if winner is None:
            winner = trick_winner(trick, self.power[suit])
        winner = order[winner]
        tricks += (_new(Trick, (trick, order, winner)),)
        legal = self._plays(hands >> HAND_SHIFT * winner & HAND_MASK)  # the winner leads
        order = self.orders[winner]
        return _new(type(state), (hands, (), NO_SUIT, order, tricks, winner, legal, events, rest))

    def follow_mask(self, state: TrickState) -> int:
        """The cards of the led play suit that the hand to play holds (0: it may play
        any card)."""
        if not state.trick:
            return 0
        return state.hand_mask(state.player) & self.suit_cards[state.led]
