"""A deliberately simple reference for Ninety-Nine, presets ``revised``, ``revised-4p``,
``revised-5p``, ``free-premium``, ``penycook``, the original rules and ``wiki``.

Used only by the tests, to cross-check the real engine through its public API
(``tests/test_reference_crosscheck.py``). It shares nothing with ``tricktake``: cards
are plain strings such as ``"10H"`` and ``"AS"``, piles are lists of them, and a game
is one mutable object that takes canonical action texts. Speed does not matter here;
each rule is written out once, where it is used, with its identifier from
``rules/ninety-nine.md``.

Scope: preset ``revised`` (the defaults of §7.1): 36 cards, 12 each, 3 bid cards, 9
tricks, secret bids from the dealer's left, sequential premium calls with the upgrade
step, must follow suit, trump from the previous deal's successes, a game to a target
with the +100 bonus for every total of 100 or more; and the presets that differ from it
only in numbers a :class:`Variant` holds: ``revised-4p`` (4 players, 52 cards, 10
tricks, where a bid of 0 also succeeds with 10), ``revised-5p`` (5 players, the 60-card
pack, every seat may declare, ±50) and ``penycook`` (no premiums, a game to 150, the
bonus still from 100).
"""

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

BID_CARDS = 3  # b

# N99-DEAL-8: the canonical order of cards is by suit C, H, S, D, then rank high to low.
SUITS = ("C", "H", "S", "D")
# N99-COMP-4/6: the 60-card pack's ranks, high to low; the others are subsets of it.
ALL_RANKS = ("A", "K", "Q", "J", "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2")


@dataclass(frozen=True)
class Variant:
    """The numbers in which the presets of this reference differ (§7.2, N99-COMP-10)."""

    players: int
    ranks: tuple[str, ...]  # N99-COMP-2/3: the pack's ranks, high to low
    bid_bonus: tuple[int, ...]  # N99-SCORE-5: element k-1 when k hands succeed
    premium_rank: dict[str, int]  # N99-PREM-1: the allowed kinds (none: no PREMIUM)
    target: int  # N99-GAME-2
    premium_bonus: dict[str, int]  # N99-PREM-18: declare_bonus, reveal_bonus
    multiple: bool = False  # N99-PREM-14: every seat calls once, every caller holds
    minus: bool = False  # N99-SCORE-9: a failed holder scores minus its bonus
    free: bool = False  # N99-PREM-12/13: secret offers, the best one holds
    joker: bool = False  # N99-COMP-5: JK, standing for the turn-up (N99-CARD-1)
    turnup: bool = False  # N99-TRUMP-4: the card left over is turned up and names trump
    deals: int | None = None  # N99-GAME-3: a game of this many deals (else a target)
    bonus: bool = True  # N99-GAME-5: +100 to every total of 100 or more (else none)
    adjust: bool = False  # N99-GAME-6: the final adjustment
    dealer_first: bool = False  # N99-PREM-2: the dealer calls first (else its left)
    upgrade: bool = True  # N99-PREM-9: the upgrade step
    nines: bool = False  # N99-TRUMP-2: no trump becomes nines trump

    @property
    def pack(self) -> tuple[str, ...]:
        cards = tuple(rank + suit for suit in SUITS for rank in self.ranks)
        return (*cards, "JK") if self.joker else cards

    @property
    def hand_size(self) -> int:
        return len(self.pack) // self.players  # N99-COMP-7

    @property
    def turned(self) -> int:
        return len(self.pack) - self.players * self.hand_size  # N99-COMP-7: u

    @property
    def tricks(self) -> int:
        return self.hand_size - BID_CARDS  # N99-COMP-8


RANKS_36 = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")  # N99-COMP-2
RANKS_52 = (*RANKS_36, "5", "4", "3", "2")  # N99-COMP-3
DECLARE_REVEAL = {"declare": 1, "reveal": 3}
BONUS = {"declare": 30, "reveal": 60}
REVISED = Variant(3, RANKS_36, (30, 20, 10), DECLARE_REVEAL, 100, BONUS)
VARIANTS = {
    "revised": REVISED,
    "revised-4p": Variant(4, RANKS_52, (30, 20, 10, 0), DECLARE_REVEAL, 100, BONUS),
    # §7.2: declare only, every caller holds, ±50 (N99-PREM-14, N99-SCORE-9)
    "revised-5p": Variant(
        5, ALL_RANKS, (50, 40, 30, 20, 10), {"declare": 1}, 100, {"declare": 50}, True, True
    ),
    "free-premium": Variant(3, RANKS_36, (30, 20, 10), DECLARE_REVEAL, 100, BONUS, free=True),
    "penycook": Variant(3, RANKS_36, (30, 20, 10), {}, 150, BONUS),
}
# §7.2: the original rules: the joker, a turned-up trump, 9 deals, no bonus, adjusted
ORIGINAL: dict[str, Any] = dict(joker=True, turnup=True, deals=9, bonus=False, adjust=True)
VARIANTS["original"] = Variant(3, RANKS_36, (30, 20, 10), DECLARE_REVEAL, 100, BONUS, **ORIGINAL)
VARIANTS["original-4p"] = Variant(
    4, RANKS_52, (30, 20, 10, 0), DECLARE_REVEAL, 100, BONUS, **ORIGINAL
)
VARIANTS["original-4p-no-premium"] = Variant(
    4, RANKS_52, (30, 20, 10, 0), {}, 100, BONUS, **ORIGINAL
)
VARIANTS["original-5p"] = Variant(
    5,
    ALL_RANKS,
    (40, 30, 20, 10, 0),
    {"declare": 1},
    100,
    {"declare": 50},
    True,
    True,
    **ORIGINAL,
)
VARIANTS["nine-trump"] = Variant(
    3, RANKS_36, (30, 20, 10), DECLARE_REVEAL, 100, BONUS, nines=True, **ORIGINAL
)
VARIANTS["wiki"] = Variant(
    3,
    RANKS_36,
    (30, 20, 10),
    DECLARE_REVEAL,
    100,
    BONUS,
    joker=True,
    turnup=True,
    bonus=False,
    dealer_first=True,
    upgrade=False,
)

PLAYERS = REVISED.players
HAND_SIZE = REVISED.hand_size  # 12
TRICKS = REVISED.tricks  # T = 9
RANKS = RANKS_36
PACK = REVISED.pack

SUIT_VALUE = {"C": 3, "H": 2, "S": 1, "D": 0}  # N99-BID-4
BID_BONUS = REVISED.bid_bonus
PREMIUM_RANK = DECLARE_REVEAL
PREMIUM_BONUS = BONUS
NEXT_TRUMP = {0: "D", 1: "S", 2: "H", 3: "C"}  # N99-TRUMP-3, keyed by k; 4 or more: none
GAME_BONUS_THRESHOLD = 100  # N99-GAME-5: the literal 100, not the target
GAME_BONUS_POINTS = 100

CHANCE = "chance"  # what RefGame.to_move() returns when a deal is due


class RefError(ValueError):
    """An action text that the reference does not accept in the current state."""


# --- cards -----------------------------------------------------------------------------


def suit_of(card: str) -> str:
    return card[-1]


def rank_strength(card: str) -> int:  # (of an identity: never of JK)
    """Higher is better: A is 12, 2 is 0 (N99-COMP-6); only the order matters."""
    return len(ALL_RANKS) - 1 - ALL_RANKS.index(card[:-1])


_ORDER = [rank + suit for suit in SUITS for rank in ALL_RANKS] + ["JK"]  # N99-DEAL-8


def sort_cards(cards: Iterable[str]) -> list[str]:
    """The canonical order of N99-DEAL-8."""
    return sorted(cards, key=_ORDER.index)


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(sort_cards(cards))


def bid_value(bid_cards: Iterable[str]) -> int:
    """N99-BID-4: the sum of the suit values; ranks do not count."""
    return sum(SUIT_VALUE[suit_of(card)] for card in bid_cards)


def succeeded(bid: int, tricks: int, variant: Variant = REVISED) -> bool:
    """N99-BID-5/6: the bid, or ``T - bid`` when ``bid <= T - 3b - 1`` (with T = 9 and
    b = 3 never; with T = 10 a bid of 0 succeeds with 0 or 10 tricks)."""
    t = variant.tricks
    return tricks == bid or (bid <= t - 3 * BID_CARDS - 1 and tricks == t - bid)


def trick_winner(cards: Sequence[str], trump: str | None) -> int:
    """Index (in play order) of the card that wins the trick: N99-WIN-1 / N99-WIN-2."""
    led = suit_of(cards[0])
    trumps = [i for i, card in enumerate(cards) if trump is not None and suit_of(card) == trump]
    followers = [i for i, card in enumerate(cards) if suit_of(card) == led]
    candidates = trumps if trumps else followers
    return max(candidates, key=lambda i: rank_strength(cards[i]))


# --- scoring ---------------------------------------------------------------------------


def successes(bids: Sequence[int], tricks: Sequence[int], variant: Variant = REVISED) -> int:
    """N99-SCORE-3: k, the number of hands that succeeded."""
    pairs = zip(bids, tricks, strict=True)
    return sum(1 for bid, won in pairs if succeeded(bid, won, variant))


def score_deal(
    bids: Sequence[int],
    tricks: Sequence[int],
    holder: int | None,
    kind: str | None,
    variant: Variant = REVISED,
    holders: Sequence[tuple[int, str]] | None = None,
) -> tuple[int, ...]:
    """Deal points of every seat (N99-SCORE-1..8, premium_failure = others).

    ``bids`` are bid values, ``tricks`` the tricks each seat won, ``holder`` the premium
    holder (or None) and ``kind`` its premium, ``"declare"`` or ``"reveal"``.
    """
    k = successes(bids, tricks, variant)
    points = list(tricks)  # N99-SCORE-2: 1 per trick, success or not
    for seat in range(variant.players):
        if succeeded(bids[seat], tricks[seat], variant):
            points[seat] += variant.bid_bonus[k - 1]  # N99-SCORE-4
    if holders is None:  # the single-holder procedures
        holders = [] if holder is None else [(holder, kind or "")]
    failed = {seat for seat, _ in holders if not succeeded(bids[seat], tricks[seat], variant)}
    for seat, premium in holders:
        bonus = variant.premium_bonus[premium]
        if seat not in failed:  # N99-SCORE-6/7
            points[seat] += bonus
        elif variant.minus:  # N99-SCORE-9
            points[seat] -= bonus
        else:  # N99-SCORE-8: every other hand that is not itself a failed holder
            for other in range(variant.players):
                if other != seat and other not in failed:
                    points[other] += bonus
    return tuple(points)


def next_trump(
    bids: Sequence[int], tricks: Sequence[int], variant: Variant = REVISED
) -> str | None:
    """N99-TRUMP-3: the next deal's trump suit (None: no trump, when 4 or more succeed)."""
    return NEXT_TRUMP.get(successes(bids, tricks, variant))


def game_over(totals: Sequence[int], target: int = 100) -> bool:
    """N99-GAME-2: the game ends once some total has reached the target."""
    return any(total >= target for total in totals)


def final_scores(totals: Sequence[int], variant: Variant = REVISED) -> tuple[int, ...]:
    """N99-GAME-5 (reached_target or none), N99-GAME-6 and N99-GAME-7: final scores."""
    out = []
    for total in totals:
        score = total
        if variant.bonus and total >= GAME_BONUS_THRESHOLD:
            score += GAME_BONUS_POINTS
        if variant.adjust:  # 0 below 100, else times the hundreds
            score = 0 if score < 100 else score * (score // 100)
        out.append(score)
    return tuple(out)


# --- deal texts ------------------------------------------------------------------------


def deal_text(piles: Sequence[Iterable[str]], turnup: Sequence[str] = ()) -> str:
    """N99-DEAL-7 canonical text of a deal, one pile per seat, then the turn-up."""
    fields = [f"{seat}={cards_text(pile)}" for seat, pile in enumerate(piles)]
    if turnup:
        fields.append(f"turnup={cards_text(turnup)}")
    return "deal " + " ".join(fields)


def deal_from_deck(deck: Sequence[str], dealer: int, players: int = PLAYERS) -> str:
    """N99-DEAL-2/3: one card at a time, from the dealer's left, the dealer last; the
    cards over are turned up."""
    receivers = [(dealer + 1 + i) % players for i in range(players)]
    piles: list[list[str]] = [[] for _ in range(players)]
    dealt = len(deck) // players * players
    for position, card in enumerate(deck[:dealt]):
        piles[receivers[position % players]].append(card)
    return deal_text(piles, deck[dealt:])


def random_deal_text(rng: random.Random, dealer: int, variant: Variant = REVISED) -> str:
    deck = list(variant.pack)
    rng.shuffle(deck)
    return deal_from_deck(deck, dealer, variant.players)


def parse_deal(text: str, variant: Variant = REVISED) -> tuple[list[list[str]], list[str]]:
    """Read a canonical ``deal 0=.. 1=.. 2=..`` text (N99-DEAL-7/8/10)."""
    tokens = text.split(" ")
    if tokens[0] != "deal":
        raise RefError(f"not a deal: {text!r}")
    piles: dict[str, list[str]] = {}
    key = ""
    for token in tokens[1:]:
        if "=" in token:
            key, token = token.split("=", 1)
            if key in piles:
                raise RefError(f"pile {key!r} twice in {text!r}")
            piles[key] = []
        if key == "":
            raise RefError(f"card before any pile key in {text!r}")
        piles[key].append(token)
    seats = range(variant.players)
    keys = [str(seat) for seat in seats] + (["turnup"] if variant.turned else [])
    if sorted(piles) != sorted(keys):
        raise RefError(f"deal must have a pile for each seat (and the turn-up) only: {text!r}")
    hands = [piles[str(seat)] for seat in seats]
    turnup = piles.get("turnup", [])
    if any(len(hand) != variant.hand_size for hand in hands) or len(turnup) != variant.turned:
        raise RefError(f"every seat needs {variant.hand_size} cards: {text!r}")
    if sorted(card for pile in (*hands, turnup) for card in pile) != sorted(variant.pack):
        raise RefError(f"deal is not the pack, each card once: {text!r}")
    if deal_text(hands, turnup) != text:
        expected = deal_text(hands, turnup)
        raise RefError(f"deal text is not canonical: {text!r}, expected {expected!r}")
    return hands, turnup


# --- the game --------------------------------------------------------------------------


@dataclass(frozen=True)
class DealResult:
    """What one finished deal looked like, for the self-tests."""

    dealer: int
    trump: str | None  # None is no trump
    bids: tuple[int, ...]  # bid values
    tricks: tuple[int, ...]
    holder: int | None
    kind: str | None
    points: tuple[int, ...]
    upgraded: bool  # the holder won its premium by a match in the upgrade step


class RefGame:
    """One game of a :class:`Variant` (``revised`` by default), driven by canonical
    action texts.

    Phases: ``deal`` (chance), ``bid``, ``premium``, ``play``, ``over``.
    """

    def __init__(self, first_dealer: int = 0, variant: Variant = REVISED) -> None:
        self.variant = variant
        self.players = variant.players
        self.target = variant.target
        self.dealer = first_dealer  # N99-DEAL-6
        self.totals = [0] * self.players  # N99-GAME-1
        self.trump: str | None = None  # N99-TRUMP-3: a game's first deal is at no trump
        self.turnup: list[str] = []  # N99-DEAL-3
        self.phase = "deal"
        self.results: list[DealResult] = []
        self._new_deal_piles()

    def _new_deal_piles(self) -> None:
        self.hands: list[list[str]] = [[] for _ in range(self.players)]
        self.bids: list[list[str]] = [[] for _ in range(self.players)]
        self.taken: list[list[str]] = [[] for _ in range(self.players)]  # cards of tricks won
        self.tricks_won = [0] * self.players
        self.trick: list[tuple[int, str]] = []  # (seat, card) in play order
        self.leader = 0
        self.to_bid: list[int] = []  # seats still to bid, in order
        self.main_round: list[int] = []  # seats still to call in the main round
        self.upgrade_round: list[int] = []  # overcalled seats still to call
        self.standing: tuple[int, str] | None = None  # (seat, kind) of the standing call
        self.overcalled: list[int] = []
        self.upgraded = False
        self.multiple_holders: list[tuple[int, str]] = []  # N99-PREM-14, in call order

    def identity(self, card: str) -> str:
        """N99-CARD-1/2: the joker is the turn-up card, for every purpose."""
        if card == "JK" and self.turnup and self.turnup[0] != "JK":
            return self.turnup[0]
        return card

    def play_suit(self, card: str) -> str:
        """N99-CARD-3: the identity suit, or ``N`` for a nine in a nines deal."""
        card = self.identity(card)
        return "N" if self.trump == "N" and card[:-1] == "9" else suit_of(card)

    def speaking_order(self) -> list[int]:
        """N99-BID-1 / N99-PREM-2: clockwise from the dealer's left, the dealer last."""
        return [(self.dealer + 1 + i) % self.players for i in range(self.players)]

    # --- queries ---

    def is_over(self) -> bool:
        return self.phase == "over"

    def to_move(self) -> int | str | None:
        if self.phase == "over":
            return None
        if self.phase == "deal":
            return CHANCE
        if self.phase == "bid":
            return self.to_bid[0]
        if self.phase == "premium":
            return self.main_round[0] if self.main_round else self.upgrade_round[0]
        return (self.leader + len(self.trick)) % self.players  # N99-PLAY-3: clockwise

    def legal(self) -> set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        if self.phase == "bid":
            # N99-BID-2: any b distinct cards of the hand.
            hand = self.hands[self.to_bid[0]]
            return {"bid " + cards_text(c) for c in itertools.combinations(hand, BID_CARDS)}
        if self.phase == "premium":
            if self.main_round and (self.variant.multiple or self.variant.free):
                # N99-PREM-12/14: every seat once, any kind
                return {"pass", *self.variant.premium_rank}
            if self.main_round:
                # N99-PREM-6: pass, or a kind ranked strictly above the standing call.
                ranks = self.variant.premium_rank
                standing_rank = 0 if self.standing is None else ranks[self.standing[1]]
                higher = {kind for kind, rank in ranks.items() if rank > standing_rank}
                return {"pass"} | higher
            # N99-PREM-9: in the upgrade step, pass or match the standing call.
            assert self.standing is not None
            return {"pass", self.standing[1]}
        if self.phase == "play":
            hand = self.hands[self.to_move_seat()]
            if not self.trick:
                return {"play " + card for card in hand}  # N99-PLAY-5: lead anything
            led = self.play_suit(self.trick[0][1])
            following = [card for card in hand if self.play_suit(card) == led]
            return {"play " + card for card in (following or hand)}  # must follow suit
        return set()

    def to_move_seat(self) -> int:
        actor = self.to_move()
        assert isinstance(actor, int)
        return actor

    def scores(self) -> tuple[int, ...]:
        """N99-SCORE-13: running totals, or the final game scores once over."""
        if self.phase == "over":
            return final_scores(self.totals, self.variant)
        return tuple(self.totals)

    # --- transitions ---

    def apply(self, text: str) -> None:
        if self.phase == "over":
            raise RefError(f"the game is over; {text!r} is not legal")
        if self.phase == "deal":
            self._apply_deal(text)
            return
        if text not in self.legal():
            raise RefError(f"{text!r} is not legal for seat {self.to_move()} in {self.phase}")
        seat = self.to_move_seat()
        if self.phase == "bid":
            self._apply_bid(seat, text.split(" ")[1:])
        elif self.phase == "premium":
            self._apply_call(seat, text)
        else:
            self._apply_play(seat, text.split(" ")[1])

    def _apply_deal(self, text: str) -> None:
        self.hands, self.turnup = parse_deal(text, self.variant)
        if self.variant.turnup:  # N99-TRUMP-4: the turn-up's suit; none for JK or a 9
            card = self.turnup[0]
            self.trump = None if card == "JK" or card[:-1] == "9" else suit_of(card)
            if self.trump is None and self.variant.nines:  # N99-TRUMP-2
                self.trump = "N"
        self.phase = "bid"
        self.to_bid = self.speaking_order()  # N99-BID-1, N99-AMB-27

    def _apply_bid(self, seat: int, cards: list[str]) -> None:
        for card in cards:  # N99-BID-3
            self.hands[seat].remove(card)
        self.bids[seat] = cards
        self.to_bid.pop(0)
        if not self.to_bid:  # N99-BID-8
            self.phase = "premium"
            order = self.speaking_order()  # N99-PREM-2/5: the dealer's left, or the dealer
            self.main_round = order[-1:] + order[:-1] if self.variant.dealer_first else order
            if not self.variant.premium_rank:  # N99-PHASE-2: no kinds, no PREMIUM
                self.main_round = []
                self._start_play()

    def _apply_call(self, seat: int, call: str) -> None:
        if self.variant.multiple or self.variant.free:  # N99-PREM-12/14: once each
            self.main_round.pop(0)
            if call != "pass":
                self.multiple_holders.append((seat, call))
            if not self.main_round:
                if self.variant.free and self.multiple_holders:
                    # N99-PREM-13: the highest offer; among equal ones the earliest
                    ranks = self.variant.premium_rank
                    best = max(ranks[c] for _, c in self.multiple_holders)
                    self.standing = next(
                        (s, c) for s, c in self.multiple_holders if ranks[c] == best
                    )
                self._start_play()
            return
        if self.main_round:
            self.main_round.pop(0)
            if call != "pass":
                if self.standing is not None:  # N99-PREM-7
                    self.overcalled.append(self.standing[0])
                self.standing = (seat, call)
                ranks = self.variant.premium_rank
                if ranks[call] == max(ranks.values()):
                    self.main_round = []  # N99-PREM-8: a reveal ends the main round
            if not self.main_round and self.variant.upgrade:  # N99-PREM-9: the overcalled
                order = self.speaking_order()  # seats, in speaking order
                if self.variant.dealer_first:
                    order = order[-1:] + order[:-1]
                self.upgrade_round = sorted(self.overcalled, key=order.index)
        else:
            self.upgrade_round.pop(0)
            if call != "pass":  # a match: it takes the standing call, PREMIUM ends
                self.standing = (seat, call)
                self.upgraded = True
                self.upgrade_round = []
        if not self.main_round and not self.upgrade_round:
            # N99-PREM-11: the standing call is the only holder. Exposure changes nothing
            # that this reference compares, so it is not modelled.
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self.leader = (self.dealer + 1) % self.players  # N99-LEAD-1

    def _apply_play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < self.players:
            return
        cards = [played for _, played in self.trick]
        winner = self.trick[self._winner(cards)][0]
        self.tricks_won[winner] += 1  # N99-PLAY-8
        self.taken[winner].extend(cards)
        self.trick = []
        self.leader = winner
        if sum(self.tricks_won) == self.variant.tricks:  # N99-PLAY-9
            self._score()

    def _winner(self, cards: list[str]) -> int:
        """N99-WIN-1/2/7 on the cards' identities (N99-CARD-1) and play suits: in a
        nines deal the nines are trumps, C9 > H9 > S9 > D9 (N99-CARD-4)."""
        if self.trump != "N":
            return trick_winner([self.identity(card) for card in cards], self.trump)
        suits = [self.play_suit(card) for card in cards]
        nines = [i for i, suit in enumerate(suits) if suit == "N"]
        if nines:
            return min(nines, key=lambda i: "CHSD".index(suit_of(self.identity(cards[i]))))
        led = [i for i, suit in enumerate(suits) if suit == suits[0]]
        return max(led, key=lambda i: rank_strength(self.identity(cards[i])))

    def _score(self) -> None:
        bids = tuple(bid_value(map(self.identity, cards)) for cards in self.bids)  # N99-BID-4
        tricks = tuple(self.tricks_won)
        holder, kind = self.standing if self.standing is not None else (None, None)
        holders = self.multiple_holders if self.variant.multiple else None
        points = score_deal(bids, tricks, holder, kind, self.variant, holders)
        self.results.append(
            DealResult(self.dealer, self.trump, bids, tricks, holder, kind, points, self.upgraded)
        )
        for seat in range(self.players):
            self.totals[seat] += points[seat]  # N99-SCORE-11
        if not self.variant.turnup:
            self.trump = next_trump(bids, tricks, self.variant)  # N99-TRUMP-3
        self.dealer = (self.dealer + 1) % self.players  # N99-DEAL-6
        if self.variant.deals is not None:  # N99-GAME-3
            over = len(self.results) == self.variant.deals
        else:
            over = game_over(self.totals, self.target)
        self.phase = "over" if over else "deal"
        self._new_deal_piles()

    # --- for the self-tests ---

    def all_cards(self) -> list[str]:
        """Every card in some pile of the deal (N99-INV-1), sorted canonically."""
        trick = [card for _, card in self.trick]
        piles = [*self.hands, *self.bids, *self.taken, trick, self.turnup]
        return sort_cards(card for pile in piles for card in pile)
