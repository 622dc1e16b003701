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
  (:doc:`/conventions`), which :func:`trick_winner` gives by taking the first maximum.

Nothing here knows a game: the seats, the pack, the trump and the action a play is are
the game's, given as arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Generic, NamedTuple, TypeVar

from . import trickrules
from .cards import ALL_CARDS, Card, card_text, cards_of
from .draws import BIT_LENGTH, GetRandBits
from .errors import RulesError
from .events import TrickWon as TrickWon  # (defined there, outside the compiled build)
from .game import Actor, Event
from .maskplay import COMPILED, play_masks
from .staged import C_co, D_co, P_co, R_co, StagedState

# Every name of trickrules, re-exported (named: the compiled build cannot import *).
from .trickrules import JOKER_SUIT as JOKER_SUIT
from .trickrules import LED as LED
from .trickrules import NO_SUIT as NO_SUIT
from .trickrules import RANK_SUIT as RANK_SUIT
from .trickrules import TOP as TOP
from .trickrules import TRUMP as TRUMP
from .trickrules import TrickRules as TrickRules
from .trickrules import trick_winner as trick_winner
from .trickrules import trump_power as trump_power
from .units import Seat

__all__ = [
    "HAND_MASK",
    "HAND_SHIFT",
    "PlayTable",
    "Position",
    "Trick",
    "TrickGameState",
    "TrickKernel",
    "TrickState",
    "TrickWon",
    "count_won",
    "python_class",
    "trick_won_events",
    "with_events",
    "with_legal",
    "with_stage",
]
__all__ += trickrules.__all__  # re-exported: the trick rules and their power bands

A = TypeVar("A")
T = TypeVar("T")
S = TypeVar("S", bound="TrickState")

HAND_SHIFT: Final = 80
"""Bits per hand in :attr:`TrickState.hands`: hand ``x``'s mask is
``hands >> HAND_SHIFT * x & HAND_MASK`` (a mask's highest card, the joker, is bit 64)."""

HAND_MASK: Final = (1 << HAND_SHIFT) - 1
"""The bits of one hand in :attr:`TrickState.hands`."""


class Trick(NamedTuple):
    """A completed trick: its cards in play order, the hands that played them, the winner."""

    #: The cards in play order.
    cards: tuple[Card, ...]
    #: The hands that played them, in the same order.
    hands: tuple[Seat, ...]
    #: The hand that won the trick.
    winner: Seat

    @property
    def leader(self) -> Seat:
        """The hand that led the trick."""
        return self.hands[0]

    def __repr__(self) -> str:
        cards = " ".join(map(card_text, self.cards))
        return f"Trick(cards=<{cards}>, hands={self.hands}, winner={self.winner})"


_new: Final = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


Position = tuple[int, tuple[Card, ...], int, tuple[Seat, ...], tuple["Trick", ...], Seat]
"""The first six fields of a :class:`TrickState` (``hands``, ``trick``, ``led``,
``order``, ``tricks``, ``player``): where :meth:`TrickKernel.random_play` starts and ends."""


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
    order: tuple[Seat, ...]
    #: The completed tricks of the deal.
    tricks: tuple[Trick, ...]
    #: Who acts: in trick play the hand due to play, ``order[len(trick)]``; outside it,
    #: whatever the game's actor is (a seat, :data:`~tricktake.CHANCE`, ``None``).
    player: Any
    #: The legal actions of the actor: in trick play the plays of the hand to play, as
    #: the game's play actions, built with the state.
    legal: Sequence[Any]
    #: The events of the transition that made the state (:doc:`/conventions`, *Events*).
    events: tuple[Any, ...]
    #: The game's own part of its state: the kernel carries it unchanged.
    rest: Any

    def hand_mask(self, hand: int) -> int:
        """The mask of the cards that hand ``hand`` holds."""
        return self.hands >> HAND_SHIFT * hand & HAND_MASK

    @property
    def position(self) -> Position:
        """The trick play's part of the state (its first six fields), where
        :meth:`TrickKernel.random_play` starts."""
        return self[:6]

    # A state is a value among states of its own class only: as a plain tuple it would
    # equal tuple(state), and another game's state with equal fields.
    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)  # pyright: ignore[reportUnknownMemberType]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)  # pyright: ignore[reportUnknownMemberType]

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


def python_class(cls: type[T]) -> type[T]:
    """``cls`` unchanged. As a class decorator it keeps the compiled build (mypyc) from
    making ``cls`` a native class, which a subclass of a named tuple cannot be: a trick
    game's state class is a :class:`TrickState` subclass."""
    return cls


@python_class
class TrickGameState(StagedState[R_co, P_co, C_co, D_co], TrickState):
    """A trick game's state: a :class:`TrickState` whose :attr:`~TrickState.rest` is the
    game's stage (with its ``phase``) holding the game's context (its ``rules``,
    ``first_dealer``, ``dealer``, ``deal_number`` and ``results``), with the names
    every game's state has for them (:class:`~tricktake.staged.StagedState`) and those
    every trick game's state has.

    ``class State(TrickGameState[Rules, Phase, Context, DealResult])``: the type
    arguments are the game's rules, phase, context and deal result types, so each name
    is typed for the game (and the type checkers check the game's stage against them).
    Like :class:`TrickState`, it adds properties, never fields.
    """

    __slots__ = ()

    # The fields' types for every trick game (``rest``'s is StagedState's, first in the
    # bases): annotations only, no new fields at run time (and no ``if TYPE_CHECKING:``
    # block, which a class body of the compiled build may not hold). pyright forbids
    # narrowing a named tuple's field in a subclass; mypy allows it.
    player: Actor  # pyright: ignore[reportIncompatibleVariableOverride]
    events: tuple[Event, ...]  # pyright: ignore[reportIncompatibleVariableOverride]

    @property
    def actor(self) -> Actor:
        """Who acts next, as ``game.to_move``: :attr:`~TrickState.player`."""
        return self.player

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far in this deal, per seat."""
        return count_won(self.tricks, self.rules.players)


def count_won(tricks: Sequence[Trick], hands: int) -> tuple[int, ...]:
    """The number of ``tricks`` that each of ``hands`` hands won (a game's seats, or
    Ninety-Nine's hands with its dummy's)."""
    won = [0] * hands
    for trick in tricks:
        won[trick.winner] += 1
    return tuple(won)


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
        # mutmut: any larger size (2 << 15 or 1 << 16 for 1 << 15, 2 << 16 or 1 << 17 for
        # 1 << 16) is equivalent because no hand mask reaches an index past these sizes
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
            # mutmut: `and` for `or` is equivalent because it only builds a filled chunk
            # again, with equal tuples of the same actions (slower, not different)
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
        "masks",
        "next_orders",
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
        orders: Sequence[tuple[Seat, ...]] | None = None,
        next_orders: Mapping[tuple[Seat, ...], Sequence[tuple[Seat, ...]]] | None = None,
    ) -> None:
        #: The trick rule of the deal.
        self.rules = rules
        #: The number of hands that play to each trick.
        self.hands = hands
        #: ``orders[leader]``: the hands in play order for a trick led by ``leader``;
        #: clockwise unless a game gives its own (Ninety-Nine's dummy, N99-DUMMY-3/4).
        self.orders = tuple(
            tuple(Seat((lead + i) % hands) for i in range(hands)) for lead in range(hands)
        )
        if orders is not None:
            if sorted(map(sorted, orders)) != [list(range(hands))] * hands:
                raise RulesError(f"orders={orders!r}: expected each hand's play order of all hands")
            self.orders = tuple(orders)
        #: ``next_orders[order][winner]``: the hands in play order for the trick after
        #: one played in ``order`` and won by ``winner``, where the winner's lead alone
        #: (``orders[winner]``) does not fix it (Ninety-Nine's dummy, N99-DUMMY-5), for
        #: :meth:`random_play`; ``None`` where it does.
        self.next_orders = next_orders
        # the tables again, one attribute look-up nearer for the hot path
        self.play_suit, self.suit_cards, self.power = rules
        pack = sum(1 << card for card, suit in enumerate(rules.play_suit) if suit != NO_SUIT)
        plays.fill(pack)
        _CARDS.fill(pack)
        #: Whether :meth:`random_play` plays on native masks
        #: (:func:`tricktake.maskplay.play_masks`): in the compiled build, for a pack
        #: without the joker.
        self.masks = COMPILED and max(pack, *self.suit_cards) < 1 << 63
        self._plays = plays.plays
        self._follows = plays.follows
        self._follow_cache = plays.follow_cache

    def start(
        self, cls: type[S], hands: int, leader: Seat, events: tuple[Any, ...], rest: Any
    ) -> S:
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
        won: Sequence[Sequence[Any]] | None = None,
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
        tables do. ``won[number][winner]``, where given, is the game's event of trick
        ``number`` (from 1) won by hand ``winner``, added to ``events`` after a trick's
        last card.
        """
        player: Seat  # (in trick play: typed, the compiled build's arithmetic on it is native)
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
                # mutmut: get(None) is equivalent because _follows reads the same cache
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
        if won is not None:
            events = (*events, won[len(tricks)][winner])
        legal = self._plays(hands >> HAND_SHIFT * winner & HAND_MASK)  # the winner leads
        order = self.orders[winner]
        return _new(type(state), (hands, (), NO_SUIT, order, tricks, winner, legal, events, rest))

    def follow_mask(self, state: TrickState) -> int:
        """The cards of the led play suit that the hand to play holds (0: it may play
        any card)."""
        if not state.trick:
            return 0
        return state.hand_mask(state.player) & self.suit_cards[state.led]

    def random_play(self, position: Position, tricks: int, getrandbits: GetRandBits) -> Position:
        """The trick play once ``tricks`` tricks of the deal are complete, every card
        drawn uniformly from the legal plays of the hand to play, as a playout draws it:
        the plays in ascending code (as :attr:`TrickState.legal` lists them), the index
        drawn as ``randrange(len(legal))`` draws it from ``getrandbits`` (see
        :mod:`tricktake.draws`).

        ``position`` and the result are the first six fields of a :class:`TrickState`
        (``hands``, ``trick``, ``led``, ``order``, ``tricks``, ``player``); the loop
        builds no state and no action, and a game's fused playout wraps the result.
        Piles that a game packs in ``hands`` beyond its playing hands (Nines' stock) stay.
        A hand played by another's player (Ninety-Nine's dummy) plays as any hand, in the
        orders that :attr:`orders` and :attr:`next_orders` give, and the result's
        ``player`` is the last trick's winner. For the plain trick play only: a game that
        adds to a hand's plays (a joker led as a named suit, a snap call) cannot use it
        there. Where :attr:`masks` says so (the compiled build), it plays on native masks
        (:func:`tricktake.maskplay.play_masks`), with the same draws and the same result.
        """
        hands, trick, _, order, done, player = position
        count = self.hands
        held = [hands >> HAND_SHIFT * x & HAND_MASK for x in range(count)]
        if self.masks:  # the compiled build, on native masks (tricktake.maskplay)
            played_tricks, order = play_masks(
                held,
                trick,
                order,
                tricks - len(done),
                self.orders,
                self.next_orders,
                self.rules,
                getrandbits,
            )
            trick_class = Trick  # (a look-up in the module's globals, once)
            done += tuple([_new(trick_class, played_trick) for played_trick in played_tricks])
            if played_tricks:
                player = done[-1].winner
        else:
            order, done, player = self._play_lists(held, position, tricks, getrandbits)
        hands = hands >> HAND_SHIFT * count << HAND_SHIFT * count  # a game's other piles
        for number, mask in enumerate(held):
            hands |= mask << HAND_SHIFT * number
        return hands, (), NO_SUIT, order, done, player

    def _play_lists(
        self, held: list[int], position: Position, tricks: int, getrandbits: GetRandBits
    ) -> tuple[tuple[Seat, ...], tuple[Trick, ...], Seat]:
        """:meth:`random_play` on each hand's cards in a list, what pure Python does
        fastest: plays the tricks from ``position`` with ``held`` holding each hand's
        mask (updated in place); returns the next trick's order, the tricks and the
        last trick's winner."""
        _, trick, led, order, done, player = position
        count = self.hands
        lists = [list(_CARDS.plays(mask)) for mask in held]  # each hand's cards, ascending
        play_suit, suit_cards, power = self.play_suit, self.suit_cards, self.power
        orders = self.orders
        next_orders = self.next_orders
        cache = _CARDS.follow_cache
        follows = _CARDS.follows
        bit_length = BIT_LENGTH
        ranks = power[led]  # (set again by each lead, when no trick is in play)
        follow = suit_cards[led]
        # mutmut: None or 1 for either 0 is equivalent because the trick in play or each
        # lead sets both before they are read
        best = 0
        winner = Seat(0)
        played = list(trick)  # the trick in play, if any: its best card so far
        if trick:
            best_index = trick_winner(trick, ranks)
            best = ranks[trick[best_index]]
            winner = order[best_index]
        start = len(trick)
        for _ in range(tricks - len(done)):
            for position_in_trick in range(start, count):
                hand = order[position_in_trick]
                cards = lists[hand]
                # N99-PLAY-5, NAP-PLAY-4: follow the led play suit if it can, else any card
                suited = held[hand] & follow if position_in_trick else 0
                if suited:
                    # mutmut: cache.get(None) is equivalent because follows() reads the
                    # same cache (this look-up only saves a call)
                    choice = cache.get(suited) or follows(suited)
                    n = len(choice)
                    k = bit_length[n]
                    index = getrandbits(k)
                    while index >= n:
                        index = getrandbits(k)
                    card = choice[index]
                    cards.remove(card)
                else:
                    n = len(cards)
                    k = bit_length[n]
                    index = getrandbits(k)
                    while index >= n:
                        index = getrandbits(k)
                    card = cards.pop(index)
                held[hand] ^= 1 << card
                if position_in_trick:
                    value = ranks[card]
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
            done += (_new(Trick, (tuple(played), order, winner)),)
            # the winner leads (N99-PLAY-8), or as the game orders it (N99-DUMMY-5)
            order = orders[winner] if next_orders is None else next_orders[order][winner]
            player = winner
            played = []
            start = 0
        return order, done, player


def trick_won_events(seats: Sequence[Seat], tricks: int) -> tuple[tuple[TrickWon, ...], ...]:
    """``table[number][winner]``: the shared :class:`TrickWon` event of trick ``number``
    (from 1 to ``tricks``; row 0 is never read) won by hand ``winner`` of ``seats``, for
    a game's tables and the ``won`` of :meth:`TrickKernel.play` (events are immutable
    values, so every state may share them)."""
    return tuple(tuple(TrickWon(number, seat) for seat in seats) for number in range(tricks + 1))


_CARDS: Final[PlayTable[Card]] = PlayTable(Card)
"""The cards of a hand mask by :meth:`PlayTable.plays`, for :meth:`TrickKernel.random_play`
(filled for a pack with the kernel's plays)."""


def with_stage(state: S, stage: Any) -> S:
    """``state`` with its :attr:`~TrickState.rest` replaced by ``stage``, every other
    field as it is (a trick game's state, of its own class)."""
    return _new(type(state), (*state[:8], stage))


def with_events(state: S, events: tuple[Any, ...]) -> S:
    """``state`` with its :attr:`~TrickState.events` replaced by ``events``."""
    return _new(type(state), (*state[:7], events, state[8]))


def with_legal(state: S, legal: Sequence[Any]) -> S:
    """``state`` with its :attr:`~TrickState.legal` actions replaced by ``legal``."""
    return _new(type(state), (*state[:6], legal, *state[7:]))
