"""A deliberately simple reference for Newmarket (Michigan), every preset of
the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``): ``standard``, ``dealer-double-ante``, ``free-ante``,
``dummy-first``, ``equal-hands``, ``dealer-exchange``, ``change-suit-pass-left``,
``change-suit-same-player``, ``one-chip-payout``, ``michigan`` and ``parlett``.

Used only by the tests, to cross-check the real engine through its public API
(``tests/newmarket/test_crosscheck.py``). It shares nothing with ``tricktake``: cards
are plain strings such as ``"10H"`` and ``"AS"``, piles are lists of them, and a game
is one mutable object that takes canonical action texts. Speed does not matter here;
each rule is written out once, where it is used, with its identifier from
the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``).

A :class:`Variant` holds the options of NM-OPT-1 under their option names, so
``dataclasses.replace(VARIANTS[preset], players=6)`` is the reference of
``game.rules(preset, players=6)``. Newmarket is a *stops* game: whoever holds the next
card moves (NM-PLAY-4), not the seat to the left. Automatic steps (antes with
``ante_mode=each``, captures, stops, skips, going out, payments, the Parlett fee, "bury
the jack", blocked deals, dealer rotation and the end-of-game split, NM-FLOW-3) happen
inside :meth:`RefGame.apply`; they are written to ``RefGame.events`` as the texts of
NM-LOG-1 (public events only, so the self-tests can follow the worked examples).

``RefGame.scores()`` are the seats' chip balances (NM-COMP-7): a ledger from 0, after
every automatic step of the last transition, and after the end-of-game split once over.
"""

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tests.reference.deal_text import read_piles
from tests.reference.turns import Turns

SUITS = ("C", "D", "H", "S")  # NM-DEAL-7: canonical text order of suits
RED = frozenset({"D", "H"})  # NM-RESTART-5
BLACK = frozenset({"C", "S"})
# NM-COMP-2/3: rank order low to high of each ruleset
NEWMARKET_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
PARLETT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")
# NM-DEAL-7: the canonical text order inside a pile is the same in both rulesets
TEXT_RANKS = NEWMARKET_RANKS
_TEXT_ORDER = [rank + suit for suit in SUITS for rank in TEXT_RANKS]
KINGS = ("KC", "KD", "KH", "KS")  # NM-COMP-5, in the C D H S order of NM-LOG-1
PARLETT_DEAL_LIMIT = 100  # NM-END-2 / NM-AMB-15


class RefError(ValueError):
    """An action text that the reference does not accept in the current state."""


@dataclass(frozen=True)
class Variant:
    """The options of NM-OPT-1, named as the options are, with their defaults."""

    players: int = 4
    ruleset: str = "newmarket"  # or "parlett"
    boodle_cards: tuple[str, ...] = ("AH", "KC", "QD", "JS")
    boodle_ante: int = 1
    dealer_ante_multiplier: int = 1
    ante_mode: str = "each"  # or "free"
    free_ante_total: int = 4
    pool_ante: int = 1
    dummy_position: str = "last"  # or "first"
    equal_hands: bool = False
    dummy_exchange_and_sale: bool = False
    max_offer: int = 20
    restart_rule: str = "any_suit"  # change_suit_pass_left, change_suit_same_player
    out_payment: str = "per_card"  # or "per_player"
    first_play: str = "any_suit"  # or "lowest_diamond" (parlett)
    num_deals: int | None = None

    @property
    def parlett(self) -> bool:
        return self.ruleset == "parlett"

    @property
    def ranks(self) -> tuple[str, ...]:
        return PARLETT_RANKS if self.parlett else NEWMARKET_RANKS

    @property
    def deck(self) -> list[str]:
        """NM-COMP-2/3: 52 cards, or 48 without kings, in canonical text order."""
        return [card for card in _TEXT_ORDER if card[:-1] in self.ranks]

    @property
    def deals_in_game(self) -> int:
        """NM-END-1/2: n deals (newmarket) or the safety limit of 100 (parlett)."""
        if self.num_deals is not None:
            return self.num_deals
        return PARLETT_DEAL_LIMIT if self.parlett else self.players


# NM-PRESET-1 (players 4 by default, NM-OPT-1)
VARIANTS: dict[str, Variant] = {
    "standard": Variant(),
    "dealer-double-ante": Variant(dealer_ante_multiplier=2),
    "free-ante": Variant(ante_mode="free", free_ante_total=4),
    "dummy-first": Variant(dummy_position="first"),
    "equal-hands": Variant(equal_hands=True),
    "dealer-exchange": Variant(dummy_exchange_and_sale=True),
    "change-suit-pass-left": Variant(restart_rule="change_suit_pass_left"),
    "change-suit-same-player": Variant(restart_rule="change_suit_same_player"),
    "one-chip-payout": Variant(out_payment="per_player"),
    "michigan": Variant(
        dummy_position="first",
        dummy_exchange_and_sale=True,
        dealer_ante_multiplier=2,
        restart_rule="change_suit_pass_left",
    ),
    "parlett": Variant(ruleset="parlett"),
}


# --- cards -----------------------------------------------------------------------------


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def sort_cards(cards: Iterable[str]) -> list[str]:
    """NM-DEAL-7: suits C D H S, ranks 2 … 10 J Q K A (both rulesets)."""
    return sorted(cards, key=_TEXT_ORDER.index)


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(sort_cards(cards))


def colour(suit: str) -> frozenset[str]:
    return RED if suit in RED else BLACK


# --- dealing ---------------------------------------------------------------------------


def receivers(variant: Variant, dealer: int) -> list[int | str]:
    """NM-DEAL-2/3 (NM-AMB-16: dummy first only in ``newmarket``): the receivers in
    dealing order, seats as ints and the dummy as ``"dummy"``."""
    n = variant.players
    seats: list[int | str] = [(dealer + 1 + i) % n for i in range(n)]
    if variant.dummy_position == "first" and not variant.parlett:
        return ["dummy", *seats]
    return [*seats, "dummy"]


def deal_piles(
    variant: Variant, dealer: int, deck: Sequence[str]
) -> tuple[list[list[str]], list[str]]:
    """NM-DEAL-4/5: the shuffled deck order ``deck`` dealt one card at a time."""
    order = receivers(variant, dealer)
    n = variant.players
    hands: list[list[str]] = [[] for _ in range(n)]
    dummy: list[str] = []
    full = len(deck) // (n + 1) * (n + 1)  # q × (n+1)
    for k, card in enumerate(deck):
        who = order[k % (n + 1)]
        if variant.equal_hands and not variant.parlett and k >= full:
            who = "dummy"  # NM-DEAL-5: the surplus goes to the dummy
        if who == "dummy":
            dummy.append(card)
        else:
            assert isinstance(who, int)
            hands[who].append(card)
    return hands, dummy


def pile_sizes(variant: Variant, dealer: int) -> tuple[list[int], int]:
    """The sizes of NM-DEAL-4/5 (hand sizes by seat, dummy size)."""
    hands, dummy = deal_piles(variant, dealer, variant.deck)
    return [len(hand) for hand in hands], len(dummy)


def deal_text(hands: Sequence[Iterable[str]], dummy: Iterable[str]) -> str:
    """NM-DEAL-7: ``deal 0=… 1=… … dummy=…``."""
    fields = [f"{seat}={cards_text(hand)}" for seat, hand in enumerate(hands)]
    return "deal " + " ".join([*fields, f"dummy={cards_text(dummy)}"])


def random_deal_text(rng: random.Random, variant: Variant, dealer: int) -> str:
    """NM-DEAL-9: a shuffled deck dealt by NM-DEAL-2..5."""
    deck = variant.deck
    rng.shuffle(deck)
    hands, dummy = deal_piles(variant, dealer, deck)
    return deal_text(hands, dummy)


def parse_deal(text: str, variant: Variant, dealer: int) -> tuple[list[list[str]], list[str]]:
    """Read a canonical deal text and check NM-DEAL-8 (a partition of the deck with the
    sizes of NM-DEAL-4/5 for this dealer)."""
    piles = read_piles(text, RefError)
    n = variant.players
    if sorted(piles) != sorted([str(seat) for seat in range(n)] + ["dummy"]):
        raise RefError(f"a deal needs one pile per seat and the dummy: {text!r}")
    hands = [piles[str(seat)] for seat in range(n)]
    dummy = piles["dummy"]
    if sorted(card for pile in (*hands, dummy) for card in pile) != sorted(variant.deck):
        raise RefError(f"deal is not the deck, each card once: {text!r}")
    sizes, dummy_size = pile_sizes(variant, dealer)
    if [len(hand) for hand in hands] != sizes or len(dummy) != dummy_size:
        raise RefError(f"wrong pile sizes for dealer {dealer}: {text!r}")
    if deal_text(hands, dummy) != text:
        raise RefError(f"deal text is not canonical: {text!r}")
    return hands, dummy


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """NM-ANTE-2/5: every tuple of ``parts`` non-negative ints adding up to ``total``,
    in ascending lexicographic order."""
    if parts == 1:
        return [(total,)]
    return [
        (first, *rest)
        for first in range(total + 1)
        for rest in compositions(total - first, parts - 1)
    ]


def split(total: int, players: int, last_dealer: int) -> list[int]:
    """NM-END-3: T div n each, the remainder one each from the last dealer's left."""
    shares = [total // players] * players
    for i in range(total % players):
        shares[(last_dealer + 1 + i) % players] += 1
    return shares


# --- the game --------------------------------------------------------------------------


@dataclass
class DealResult:
    """What one finished deal looked like, for the self-tests."""

    dealer: int
    end: str  # "out", "blocked" or "last-king"
    winner: int | None
    payout: int  # what the winner received for going out (NM-INV-8), or the pool
    cards_left: int  # the other seats' hand sizes when it ended
    plays: int
    captures: list[tuple[int, str, int]] = field(
        default_factory=list[tuple[int, str, int]]
    )  # (seat, card, chips)
    balances: list[int] = field(default_factory=list[int])  # at the end, before the next ante
    stacks: dict[str, int] = field(default_factory=dict[str, int])
    pool: int = 0


class RefGame(Turns):
    """One game of a :class:`Variant` (``standard`` by default), driven by canonical
    action texts.

    Phases: ``ante`` (free antes), ``deal`` (chance), ``choice`` (the dealer's exchange
    or keep, NM-SALE-1), ``auction``, ``sell``, ``pex`` (Parlett's exchange round),
    ``play``, ``over``.

    ``balances``, ``stacks`` (boodle or king → chips), ``face_down`` (kings) and
    ``pool`` set a start position (NM-EX-5): the state before the first deal's antes.
    """

    ERROR = RefError

    def __init__(
        self,
        variant: Variant = VARIANTS["standard"],
        first_dealer: int = 0,
        balances: Sequence[int] | None = None,
        stacks: dict[str, int] | None = None,
        face_down: Iterable[str] = (),
        pool: int = 0,
    ) -> None:
        self.v = variant
        self.n = variant.players
        self.dealer = first_dealer  # NM-DEAL-1
        self.balances = list(balances) if balances is not None else [0] * self.n  # COMP-7
        staked = KINGS if variant.parlett else variant.boodle_cards  # NM-COMP-4/5
        self.stacks = {card: 0 for card in staked}
        self.stacks.update(stacks or {})
        self.face_up = [king for king in KINGS if king not in set(face_down)]  # NM-COMP-5
        self.pool = pool  # NM-COMP-6
        self.deals_done = 0
        self.results: list[DealResult] = []
        self.events: list[str] = []  # public event texts (NM-LOG-1), the whole game
        self.winners: list[int] = []
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.dummy: list[str] = []
        self.played: list[str] = []
        self.captures: list[tuple[int, str, int]] = []
        self.turn = 0  # the seat whose decision or play is awaited
        self.forced: str | None = None  # the only card the seat to play may play
        self.allowed: tuple[str, ...] = SUITS  # the suits of a free play
        self.bidders: list[int] = []  # NM-SALE-3: seats still in the auction
        self.offer: tuple[int, int] | None = None  # (seat, N) of the highest offer
        self.paths: list[str] = []  # special paths taken, for the steering test
        self.phase = "deal"
        self._start_deal()

    # --- queries ---

    def actor(self) -> int:
        """NM-FLOW-5."""
        return self.turn

    def scores(self) -> tuple[int, ...]:
        """NM-COMP-7: the chip balances."""
        return tuple(self.balances)

    def chips_on_table(self) -> int:
        return sum(self.stacks.values()) + self.pool

    def all_cards(self) -> list[str]:
        """NM-INV-1: hands, dummy and played, sorted."""
        return sort_cards([*(c for hand in self.hands for c in hand), *self.dummy, *self.played])

    def legal(self) -> set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        if self.phase == "ante":  # NM-ANTE-2
            total = self.v.free_ante_total
            if self.turn == self.dealer:
                total *= self.v.dealer_ante_multiplier
            names = self.v.boodle_cards
            return {
                "ante " + " ".join(f"{b}={a}" for b, a in zip(names, amounts, strict=True))
                for amounts in compositions(total, len(names))
            }
        if self.phase in ("choice", "pex"):  # NM-SALE-1, NM-PEX-1
            return {"exchange", "keep"}
        if self.phase == "auction":  # NM-SALE-4
            low = 1 if self.offer is None else self.offer[1] + 1
            return {"pass"} | {f"offer {k}" for k in range(low, self.v.max_offer + 1)}
        if self.phase == "sell":  # NM-SALE-6
            return {"sell", "refuse"}
        if self.phase == "play":
            if self.forced is not None:  # NM-PLAY-4, NM-PLAY-2 lowest_diamond, RESTART-3
                return {"play " + self.forced}
            return {"play " + card for card in self._free_plays(self.turn, self.allowed)}
        return set()

    def _free_plays(self, seat: int, allowed: Iterable[str]) -> list[str]:
        """NM-PLAY-3: the lowest card held in each allowed suit."""
        out: list[str] = []
        for suit in allowed:
            cards = [c for c in self.hands[seat] if suit_of(c) == suit]
            if cards:
                out.append(min(cards, key=self._rank_index))
        return out

    def _rank_index(self, card: str) -> int:
        return self.v.ranks.index(rank_of(card))

    def holder(self, card: str) -> int | None:
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        return None

    # --- transitions ---

    def apply(self, text: str) -> None:
        if self.deal_due(text):
            self._apply_deal(text)
            return
        seat = self.turn
        words = text.split(" ")
        if self.phase == "ante":
            self._apply_free_ante(seat, [int(word.split("=")[1]) for word in words[1:]])
        elif self.phase == "choice":
            self.events.append(f"{seat} {text}")
            self.paths.append(f"dealer {text}")
            if text == "exchange":  # NM-SALE-2
                self._swap(seat)
                self._start_play()
            else:  # NM-SALE-3
                self.phase = "auction"
                self.bidders = [(self.dealer + i) % self.n for i in range(1, self.n)]
                self.offer = None
                self.turn = self.bidders[0]
        elif self.phase == "auction":
            self.events.append(f"{seat} {text}")
            self._apply_bid(seat, text)
        elif self.phase == "sell":
            self.events.append(f"{seat} {text}")
            self.paths.append(text)
            if text == "sell":  # NM-SALE-6
                assert self.offer is not None
                buyer, price = self.offer
                self.balances[buyer] -= price
                self.balances[self.dealer] += price
                self.events.append(f"sale {buyer} {price}")
                self._swap(buyer)
            self._start_play()  # NM-SALE-7
        elif self.phase == "pex":
            self.events.append(f"{seat} {text}")
            if text == "exchange":  # NM-PEX-2/3
                self.paths.append("pex exchange " + ("dealer" if seat == self.dealer else "other"))
                self._swap(seat)
                if seat != self.dealer:
                    self.balances[seat] -= self.v.pool_ante
                    self.pool += self.v.pool_ante
                    self.events.append(f"fee {seat} pool={self.v.pool_ante}")
                self._start_play()
            elif seat == (self.dealer - 1) % self.n:  # NM-PEX-4: all n kept
                self.paths.append("pex all keep")
                self._start_play()
            else:
                self.turn = (seat + 1) % self.n
        else:
            self._apply_play(seat, words[1])

    def _start_deal(self) -> None:
        """NM-FLOW-1/2/6: the antes of a new deal, then the chance deal."""
        self.events.append(f"dealer {self.dealer}")
        self.hands = [[] for _ in range(self.n)]
        self.dummy = []
        self.played = []
        self.captures = []
        order = [(self.dealer + 1 + i) % self.n for i in range(self.n)]
        if self.v.parlett:  # NM-ANTE-4
            for seat in order:
                for king in self.face_up:
                    self.stacks[king] += self.v.boodle_ante
                    self.balances[seat] -= self.v.boodle_ante
                self.pool += self.v.pool_ante
                self.balances[seat] -= self.v.pool_ante
                kings = " ".join(f"{k}={self.v.boodle_ante}" for k in self.face_up)
                self.events.append(f"ante {seat} {kings} pool={self.v.pool_ante}")
            self.phase = "deal"
        elif self.v.ante_mode == "each":  # NM-ANTE-1
            for seat in order:
                each = self.v.boodle_ante
                if seat == self.dealer:
                    each *= self.v.dealer_ante_multiplier
                for boodle in self.v.boodle_cards:
                    self.stacks[boodle] += each
                    self.balances[seat] -= each
                texts = " ".join(f"{b}={each}" for b in self.v.boodle_cards)
                self.events.append(f"ante {seat} {texts}")
            self.phase = "deal"
        else:  # NM-ANTE-2, NM-FLOW-6: decisions from the dealer's left, the dealer last
            self.phase = "ante"
            self.turn = order[0]

    def _apply_free_ante(self, seat: int, amounts: list[int]) -> None:
        for boodle, amount in zip(self.v.boodle_cards, amounts, strict=True):
            self.stacks[boodle] += amount
            self.balances[seat] -= amount
        texts = " ".join(f"{b}={a}" for b, a in zip(self.v.boodle_cards, amounts, strict=True))
        self.events.append(f"{seat} ante {texts}")
        if seat == self.dealer:
            self.phase = "deal"
        else:
            self.turn = (seat + 1) % self.n

    def _apply_deal(self, text: str) -> None:
        self.hands, self.dummy = parse_deal(text, self.v, self.dealer)
        self.events.append(
            "deal "
            + " ".join(f"{s}:{len(h)}" for s, h in enumerate(self.hands))
            + f" dummy:{len(self.dummy)}"
        )
        if self.v.parlett:
            if len(self.face_up) >= 2:  # NM-FLOW-2, NM-PEX-1: the dealer first
                self.phase = "pex"
                self.turn = self.dealer
            else:  # NM-BURY-1: exactly one face-up king (none: the game is over)
                self._bury(self.face_up[0])
                self._start_play()
        elif self.v.dummy_exchange_and_sale:  # NM-SALE-1
            self.phase = "choice"
            self.turn = self.dealer
        else:
            self._start_play()

    def _swap(self, seat: int) -> None:
        """A seat's hand and the dummy change places whole (NM-SALE-2/6, PEX-2, BURY-5)."""
        self.hands[seat], self.dummy = self.dummy, self.hands[seat]

    def _apply_bid(self, seat: int, text: str) -> None:
        """NM-SALE-3..5: an open ascending auction, clockwise, a pass is final."""
        if text == "pass":
            self.bidders.remove(seat)
        else:
            self.offer = (seat, int(text.split(" ")[1]))
        if not self.bidders:  # every non-dealer passed: no sale
            self.paths.append("no offer")
            self._start_play()
            return
        if self.offer is not None and self.bidders == [self.offer[0]]:
            self.phase = "sell"  # NM-SALE-6
            self.turn = self.dealer
            return
        following = [(seat + i) % self.n for i in range(1, self.n)]
        self.turn = next(s for s in following if s in self.bidders)

    def _bury(self, king: str) -> None:
        """NM-BURY-2..6: the queen's holder names the highest card below the queen that
        it does not hold; that card's holder swaps with the dummy, no fee."""
        suit = suit_of(king)
        queen = "Q" + suit
        caller = self.holder(queen)
        if caller is None:  # NM-BURY-2: the queen is in the dummy
            self.paths.append("bury queen in dummy")
            self.events.append("bury none")
            return
        named = None
        for rank in ("J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"):  # NM-BURY-3
            if rank + suit not in self.hands[caller]:
                named = rank + suit
                break
        if named is None:  # NM-BURY-4
            self.paths.append("bury all held")
            self.events.append("bury none")
            return
        self.events.append(f"bury {caller} {named}")
        owner = self.holder(named)
        if owner is None:  # NM-BURY-6: it is in the dummy
            self.paths.append("buried none")
            self.events.append("buried none")
            return
        self.paths.append("buried")
        self._swap(owner)  # NM-BURY-5
        self.events.append(f"buried {owner}")

    def _start_play(self) -> None:
        """NM-PLAY-1/2: who makes the first play of the deal, and how."""
        self.phase = "play"
        self.forced = None
        self.allowed = SUITS  # NM-PLAY-6: no restriction at first
        self.turn = (self.dealer + 1) % self.n
        if self.v.parlett:
            diamonds = [c for hand in self.hands for c in hand if suit_of(c) == "D"]
            self.paths.append("lowest diamond starts" if diamonds else "no diamond")
            if diamonds:  # else the dealer's left, any suit (NM-PLAY-2)
                lowest = min(diamonds, key=self._rank_index)
                holder = self.holder(lowest)
                assert holder is not None
                self.turn = holder
                if self.v.first_play == "lowest_diamond":
                    self.forced = lowest

    def _apply_play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.played.append(card)  # NM-PLAY-8
        self.events.append(f"{seat} play {card}")
        # NM-FLOW-4 (1): capture
        if self.v.parlett:
            king = "K" + suit_of(card)
            if rank_of(card) == "Q" and king in self.face_up:  # NM-CAPT-2/3
                self._capture(seat, king)
                self.face_up.remove(king)
                self.events.append(f"turn-down {king}")
                if not self.face_up:  # NM-FLOW-4 (2), NM-CAPT-4
                    won = self.pool
                    self.balances[seat] += won
                    self.pool = 0
                    self.events.append(f"pool {seat}={won}")
                    self._end_deal("last-king", seat, won)
                    return
        elif card in self.stacks:  # NM-CAPT-1
            self._capture(seat, card)
        # NM-FLOW-4 (3): going out
        if not self.hands[seat]:
            self._go_out(seat)
            return
        # NM-FLOW-4 (4): the next card's holder, or a stop
        ranks = self.v.ranks
        index = ranks.index(rank_of(card))
        following = None if index == len(ranks) - 1 else ranks[index + 1] + suit_of(card)
        holder = None if following is None else self.holder(following)
        if following is not None and holder is not None:  # NM-PLAY-4
            self.turn = holder
            self.forced = following
            self.allowed = ()
            return
        self.events.append("stop")  # NM-PLAY-5 (dummy or played: NM-AMB-17)
        if following is None:
            self.paths.append("stop top")
        else:
            self.paths.append("stop played" if following in self.played else "stop dummy")
        self._restart(seat, card)

    def _capture(self, seat: int, card: str) -> None:
        chips = self.stacks[card]
        self.balances[seat] += chips
        self.stacks[card] = 0
        self.captures.append((seat, card, chips))
        self.events.append(f"capture {seat} {card}={chips}")

    def _restart(self, stopper: int, stop_card: str) -> None:
        """NM-PLAY-6, NM-RESTART-1..6."""
        self.forced = None
        suit = suit_of(stop_card)
        rule = "parlett" if self.v.parlett else self.v.restart_rule
        if rule == "any_suit":  # NM-RESTART-1
            self.turn, self.allowed = stopper, SUITS
            return
        if rule == "change_suit_same_player":  # NM-RESTART-4
            others = tuple(s for s in SUITS if s != suit)
            if not self._free_plays(stopper, others):
                self.paths.append("same player same suit")
                others = (suit,)  # holds only that suit: its lowest card of it
            self.turn, self.allowed = stopper, others
            return
        if rule == "parlett":  # NM-RESTART-5: the other colour
            others = tuple(s for s in SUITS if s not in colour(suit))
        else:  # change_suit_pass_left, NM-RESTART-2
            others = tuple(s for s in SUITS if s != suit)
        for i in range(self.n):
            seat = (stopper + i) % self.n
            if self._free_plays(seat, others):
                self.turn, self.allowed = seat, others
                return
            self.events.append(f"skip {seat}")
            self.paths.append("skip")
        if rule == "parlett":  # NM-RESTART-6, NM-OUT-5: nobody is paid
            self.events.append("blocked")
            self._end_deal("blocked", None, 0)
            return
        # NM-RESTART-3: every hand holds only the stopped suit
        self.events.append(f"same-suit {stopper}")
        self.paths.append("same-suit")
        self.turn, self.allowed = stopper, (suit,)
        self.forced = self._free_plays(stopper, (suit,))[0]

    def _go_out(self, seat: int) -> None:
        """NM-OUT-1..4."""
        self.events.append(f"out {seat}")
        if self.v.parlett:  # NM-OUT-4
            won = self.pool
            self.balances[seat] += won
            self.pool = 0
            self.events.append(f"pool {seat}={won}")
        else:
            deltas = [0] * self.n
            for other in range(self.n):
                if other != seat:
                    pay = len(self.hands[other]) if self.v.out_payment == "per_card" else 1
                    deltas[other] -= pay
                    deltas[seat] += pay
            for s in range(self.n):
                self.balances[s] += deltas[s]
            signed = [f"{s}={d:+d}" if d else f"{s}=0" for s, d in enumerate(deltas)]
            self.events.append("chips " + " ".join(signed))  # NM-LOG-1: +3, -5 or 0
            won = deltas[seat]
        self._end_deal("out", seat, won)

    def _end_deal(self, end: str, winner: int | None, won: int) -> None:
        """Settlement done: record the deal, then the next deal or the game end."""
        left = sum(len(h) for s, h in enumerate(self.hands) if s != winner)
        self.results.append(
            DealResult(
                self.dealer,
                end,
                winner,
                won,
                left,
                len(self.played),
                list(self.captures),
                list(self.balances),
                dict(self.stacks),
                self.pool,
            )
        )
        self.deals_done += 1
        if end == "last-king":  # NM-CAPT-4: the game ends at once
            self._game_over()
            return
        if self.deals_done >= self.v.deals_in_game:  # NM-END-1/2/3
            total = self.chips_on_table()
            shares = split(total, self.n, self.dealer)
            for seat in range(self.n):
                self.balances[seat] += shares[seat]
            for card in self.stacks:
                self.stacks[card] = 0
            self.pool = 0
            self.paths.append("split remainder" if total % self.n else "split even")
            self.events.append("split " + " ".join(f"{s}={k}" for s, k in enumerate(shares)))
            self._game_over()
            return
        self.dealer = (self.dealer + 1) % self.n  # NM-DEAL-1
        self._start_deal()

    def _game_over(self) -> None:
        """NM-END-4: every seat with the highest balance wins."""
        best = max(self.balances)
        self.winners = [s for s in range(self.n) if self.balances[s] == best]
        self.events.append("end winners=" + ",".join(map(str, self.winners)))
        self.phase = "over"
