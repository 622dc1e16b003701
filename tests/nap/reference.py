"""A deliberately simple reference for Nap (Napoleon), every preset of the Nap rules (``src/tricktake/rulebook/nap.rst``)
§7 and any option combination that NAP-OPT-2 allows.

Used only by the tests, to cross-check the real engine through its public API
(``tests/nap/test_crosscheck.py``). It shares nothing with ``tricktake``: cards are plain
strings such as ``"10H"``, ``"AS"`` and ``"JK"``, piles are lists of them, and a game is
one mutable :class:`RefGame` that takes canonical action texts (``apply``) and answers
``to_move()``, ``legal()`` (a set of canonical texts) and ``scores()`` (the chip balances
of NAP-COMP-7, which are also the final scores). Speed does not matter here; each rule
is written out once, where it is used, with its identifier from the Nap rules (``src/tricktake/rulebook/nap.rst``).

Scope: the deck sizes 52/40/36/28 with or without the joker, the three dealing patterns
(only for turning a deck order into a deal, NAP-DEAL-6..9), the single round of bidding
with every bid (``one`` .. ``blucher``), thrown-in deals, trick play with the trump set
by the first lead, misère, the joker in both ``joker_follows_trumps`` readings, the four
payout tables, ``num_deals`` and the winners. The public event log of NAP-LOG-1 is kept
too (``events``: the texts of the last transition; ``log``: all of them), except the
private ``hand`` events.

A :class:`Variant` holds exactly the options of NAP-OPT-1 under their option names, so
the options that turn a preset into a variant are the fields in which two variants
differ (:func:`options_between`).
"""

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields, replace

from tests.reference.deal_text import read_piles
from tests.reference.turns import Turns

SUITS = ("C", "D", "H", "S")  # NAP-COMP-2; also the canonical suit order (NAP-DEAL-4)
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # low to high
JOKER = "JK"
# NAP-COMP-2: the ranks of each deck size
DECK_RANKS = {52: RANKS, 40: RANKS[3:], 36: RANKS[4:], 28: RANKS[6:]}
DEAL_PATTERNS = ("singles", "3-2", "2-3")
PAYOUT_TABLES = ("main", "rule1", "rule2", "rule3")
HAND = 5  # NAP-OVR-1: five cards each, five tricks
TRICKS = 5

# NAP-BID-3: bid strength, weakest first
BID_ORDER = ("one", "two", "three", "misere", "four", "nap", "wellington", "blucher")
# NAP-BID-11: the target of each contract (misère: exactly 0)
TARGET = {
    "one": 1,
    "two": 2,
    "three": 3,
    "misere": 0,
    "four": 4,
    "nap": 5,
    "wellington": 5,
    "blucher": 5,
}
# NAP-SCORE-3: (success, failure) per opponent, table `main`
MAIN_TABLE = {
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "misere": (3, 3),
    "four": (4, 4),
    "nap": (10, 6),
    "wellington": (20, 12),
    "blucher": (40, 24),  # NAP-AMB-7: twice wellington
}
# NAP-SCORE-4: the alternative tables change only nap, wellington and blucher
OTHER_TABLES = {
    "rule1": {"nap": (10, 5), "wellington": (10, 10), "blucher": (10, 20)},
    "rule2": {"nap": (10, 10), "wellington": (20, 20), "blucher": (40, 40)},
    "rule3": {"nap": (10, 5), "wellington": (20, 10), "blucher": (30, 15)},
}


class RefError(ValueError):
    """An action text that the reference does not accept in the current state, or
    options that NAP-OPT-2 rejects."""


@dataclass(frozen=True)
class Variant:
    """The options of NAP-OPT-1, under their option names, with their defaults."""

    players: int = 4
    deck_size: int = 52
    deal_pattern: str = "singles"
    allow_one: bool = False
    allow_wellington: bool = True
    allow_blucher: bool = False
    payout_table: str = "main"
    joker: bool = False
    joker_follows_trumps: bool = True  # NAP-AMB-1 (no effect without the joker, NAP-OPT-3)
    num_deals: int | None = None  # NAP-END-1: None is n deals

    @property
    def pack(self) -> tuple[str, ...]:
        """NAP-COMP-2/3 in the canonical order of NAP-DEAL-4."""
        cards = tuple(rank + suit for suit in SUITS for rank in DECK_RANKS[self.deck_size])
        return (*cards, JOKER) if self.joker else cards

    @property
    def undealt(self) -> int:
        return len(self.pack) - HAND * self.players  # NAP-COMP-6/8: D - 5n

    @property
    def deals(self) -> int:
        return self.players if self.num_deals is None else self.num_deals  # NAP-END-1

    @property
    def bids(self) -> tuple[str, ...]:
        """NAP-BID-4: the bids that exist, weakest first."""
        off: set[str] = set()
        if not self.allow_one:
            off.add("one")
        if not self.allow_wellington:
            off.add("wellington")
        if not self.allow_blucher:
            off.add("blucher")
        return tuple(bid for bid in BID_ORDER if bid not in off)

    def check(self) -> None:
        """NAP-COMP-1/4, NAP-OPT-1/2: raise RefError for options the game rejects."""
        if self.deck_size not in DECK_RANKS:
            raise RefError(f"deck_size {self.deck_size}")
        if self.deal_pattern not in DEAL_PATTERNS:
            raise RefError(f"deal_pattern {self.deal_pattern!r}")
        if self.payout_table not in PAYOUT_TABLES:
            raise RefError(f"payout_table {self.payout_table!r}")
        if not 2 <= self.players <= 8:
            raise RefError(f"players {self.players}")
        if self.undealt < 0:
            raise RefError(f"5 x {self.players} > {len(self.pack)} cards")
        if self.allow_blucher and not self.allow_wellington:  # NAP-AMB-9
            raise RefError("blucher without wellington")
        if self.num_deals is not None and self.num_deals < 1:
            raise RefError(f"num_deals {self.num_deals}")


# NAP-PRESET-1: every preset of the document, in its order
VARIANTS: dict[str, Variant] = {
    "standard": Variant(),
    "short-28": Variant(deck_size=28),
    "short-36": Variant(players=5, deck_size=36),
    "short-40": Variant(players=5, deck_size=40),
    "deal-3-2": Variant(deal_pattern="3-2"),
    "deal-2-3": Variant(deal_pattern="2-3"),
    "with-one": Variant(allow_one=True),
    "no-wellington": Variant(allow_wellington=False),
    "blucher": Variant(allow_blucher=True),
    "payout-1": Variant(payout_table="rule1", allow_blucher=True),
    "payout-2": Variant(payout_table="rule2", allow_blucher=True),
    "payout-3": Variant(payout_table="rule3", allow_blucher=True),
    "joker": Variant(joker=True),
}

# NAP-PRESET-2: a few option combinations beyond the presets, each as (preset, variant)
COMBINATIONS: dict[str, tuple[str, Variant]] = {
    "joker-not-following": ("joker", replace(VARIANTS["joker"], joker_follows_trumps=False)),
    "short-28-joker": ("short-28", replace(VARIANTS["short-28"], joker=True, players=3)),
    "short-36-joker-not-following-7p": (
        "short-36",
        replace(VARIANTS["short-36"], joker=True, joker_follows_trumps=False, players=7),
    ),
    "short-40-8p": ("short-40", replace(VARIANTS["short-40"], players=8)),  # undealt=-
    "every-bid": ("blucher", replace(VARIANTS["blucher"], allow_one=True)),  # NAP-EX-5
    "payout-1-no-blucher": ("payout-1", replace(VARIANTS["payout-1"], allow_blucher=False)),
    "everything": (
        "blucher",
        replace(VARIANTS["blucher"], allow_one=True, joker=True, deal_pattern="2-3", num_deals=6),
    ),
    "one-deal": ("with-one", replace(VARIANTS["with-one"], num_deals=1, players=6)),
}


def options_between(base: Variant, variant: Variant) -> dict[str, object]:
    """The options (NAP-OPT-1 names) that turn ``base`` into ``variant``."""
    out: dict[str, object] = {}
    for field in fields(Variant):
        value = getattr(variant, field.name)
        if value != getattr(base, field.name):
            out[field.name] = value
    return out


def player_counts(variant: Variant) -> range:
    """NAP-COMP-1/4: every n with 2 <= n <= 8 and 5n <= D."""
    return range(2, min(8, len(variant.pack) // HAND) + 1)


# --- cards -----------------------------------------------------------------------------


def suit_of(card: str) -> str:  # (never of the joker)
    return card[-1]


def rank_of(card: str) -> int:
    """NAP-COMP-5: higher is stronger, A highest; the joker is above every rank."""
    return len(RANKS) if card == JOKER else RANKS.index(card[:-1])


_ORDER = [rank + suit for suit in SUITS for rank in RANKS] + [JOKER]  # NAP-DEAL-4


def sort_cards(cards: Iterable[str]) -> list[str]:
    """The canonical order of NAP-DEAL-4: C D H S, 2 .. A, JK last."""
    return sorted(cards, key=_ORDER.index)


def trick_winner(cards: Sequence[str], trump: str | None) -> int:
    """Index (in play order) of the card that wins a trick (NAP-PLAY-5, NAP-JOKER-1):
    the joker; else the highest trump; else the highest card of the led suit. The led
    suit is that of the first card: a trick led by the joker is won by the joker."""
    if JOKER in cards:
        return list(cards).index(JOKER)
    trumps = [i for i, card in enumerate(cards) if suit_of(card) == trump]
    led = [i for i, card in enumerate(cards) if suit_of(card) == suit_of(cards[0])]
    return max(trumps or led, key=lambda i: rank_of(cards[i]))


# --- scoring ---------------------------------------------------------------------------


def payout(variant: Variant, contract: str, made: bool) -> int:
    """NAP-SCORE-3/4: the amount per opponent."""
    table = dict(MAIN_TABLE)
    table.update(OTHER_TABLES.get(variant.payout_table, {}))
    success, failure = table[contract]
    return success if made else failure


def contract_made(contract: str, tricks: int) -> bool:
    """NAP-SCORE-1 / NAP-BID-11."""
    return tricks == 0 if contract == "misere" else tricks >= TARGET[contract]


def settle(variant: Variant, declarer: int, contract: str, tricks: int) -> tuple[int, ...]:
    """NAP-SCORE-2: the chip changes of a played deal, per seat."""
    made = contract_made(contract, tricks)
    amount = payout(variant, contract, made)
    sign = 1 if made else -1
    return tuple(
        sign * amount * (variant.players - 1) if seat == declarer else -sign * amount
        for seat in range(variant.players)
    )


def signed(delta: int) -> str:
    """NAP-LOG-1: `+3`, `-9` or `0`."""
    return f"{delta:+d}" if delta else "0"


# --- deal texts ------------------------------------------------------------------------


def pile_text(cards: Iterable[str]) -> str:
    return " ".join(sort_cards(cards)) or "-"  # NAP-DEAL-3: an empty pile is `-`


def deal_text(hands: Sequence[Iterable[str]], undealt: Iterable[str]) -> str:
    """NAP-DEAL-3: ``deal 0=.. 1=.. .. undealt=..``."""
    fields_ = [f"{seat}={pile_text(hand)}" for seat, hand in enumerate(hands)]
    return "deal " + " ".join([*fields_, f"undealt={pile_text(undealt)}"])


def deal_from_deck(deck: Sequence[str], dealer: int, variant: Variant) -> str:
    """NAP-DEAL-7/8/9: a deck order (``deck[0]`` dealt first) becomes a deal, in the
    variant's ``deal_pattern``, from the dealer's left (NAP-AMB-15)."""
    n = variant.players
    receivers = [(dealer + 1 + i) % n for i in range(n)]  # r(i)
    hands: list[list[str]] = [[] for _ in range(n)]
    packets = {"singles": [1] * HAND, "3-2": [3, 2], "2-3": [2, 3]}[variant.deal_pattern]
    position = 0
    for size in packets:  # a round of packets of one size, r(0) first
        for i in range(n):
            hands[receivers[i]].extend(deck[position : position + size])
            position += size
    assert position == HAND * n
    return deal_text(hands, deck[position:])


def random_deal_text(rng: random.Random, dealer: int, variant: Variant) -> str:
    deck = list(variant.pack)
    rng.shuffle(deck)
    return deal_from_deck(deck, dealer, variant)


def parse_deal(text: str, variant: Variant) -> tuple[list[list[str]], list[str]]:
    """Read a canonical deal text (NAP-DEAL-3/4/5); RefError for anything else."""
    piles = read_piles(text, RefError)
    keys = [str(seat) for seat in range(variant.players)] + ["undealt"]
    if list(piles) != keys:
        raise RefError(f"a deal has the piles {keys}: {text!r}")
    if piles["undealt"] == ["-"]:
        piles["undealt"] = []
    hands = [piles[str(seat)] for seat in range(variant.players)]
    undealt = piles["undealt"]
    if any(len(hand) != HAND for hand in hands) or len(undealt) != variant.undealt:
        raise RefError(f"5 cards per hand and {variant.undealt} undealt: {text!r}")
    if sort_cards(card for pile in (*hands, undealt) for card in pile) != list(variant.pack):
        raise RefError(f"a deal is the deck, each card once: {text!r}")
    if deal_text(hands, undealt) != text:
        raise RefError(f"not canonical: {text!r}, expected {deal_text(hands, undealt)!r}")
    return hands, undealt


# --- the game --------------------------------------------------------------------------


@dataclass(frozen=True)
class DealResult:
    """One finished deal, for the self-tests."""

    dealer: int
    bids: tuple[tuple[int, str], ...]  # (seat, bid) in bidding order, passes left out
    declarer: int | None  # None: thrown in
    contract: str | None
    trump: str | None  # None: misère or thrown in
    tricks: tuple[int, ...]  # tricks won per seat
    won_sizes: tuple[int, ...]  # cards in each won pile
    deltas: tuple[int, ...]


class RefGame(Turns):
    """One game of a :class:`Variant`, driven by canonical action texts.

    Phases: ``dealing`` (chance), ``bidding``, ``play``, ``over`` (NAP-FLOW-1).
    """

    ERROR = RefError
    DEAL_PHASE = "dealing"

    def __init__(self, variant: Variant | None = None, first_dealer: int = 0) -> None:
        self.variant = variant or VARIANTS["standard"]
        self.variant.check()
        self.n = self.variant.players
        if not 0 <= first_dealer < self.n:
            raise RefError(f"first_dealer {first_dealer}")
        self.dealer = first_dealer  # NAP-DEAL-1
        self.balances = [0] * self.n  # NAP-COMP-7
        self.results: list[DealResult] = []
        self.phase = "dealing"
        self.events: list[str] = [f"dealer {self.dealer}"]  # of the last transition
        self.log: list[str] = list(self.events)  # NAP-LOG-1, public events only
        self.winners: tuple[int, ...] = ()
        self._new_deal()

    def _new_deal(self) -> None:
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.undealt: list[str] = []
        self.won: list[list[str]] = [[] for _ in range(self.n)]  # cards of tricks won
        self.tricks_won = [0] * self.n
        self.trick: list[tuple[int, str, str | None]] = []  # (seat, card, named suit)
        self.leader = 0
        self.bidder = 0
        self.bids: list[tuple[int, str]] = []  # (seat, bid), passes left out
        self.acted = 0  # seats that have bid or passed in this deal
        self.declarer: int | None = None
        self.contract: str | None = None
        self.trump: str | None = None

    # --- queries ---

    def actor(self) -> int:
        """NAP-FLOW-3."""
        if self.phase == "bidding":
            return self.bidder
        return (self.leader + len(self.trick)) % self.n  # NAP-PLAY-1: clockwise

    def scores(self) -> tuple[int, ...]:
        """NAP-COMP-7: the chip balances, at every point of the game and at its end."""
        return tuple(self.balances)

    def completed_tricks(self) -> int:
        return sum(self.tricks_won)

    def joker_is_trump_suit(self) -> bool:
        """NAP-JOKER-2/3: in a trump contract with ``joker_follows_trumps`` the joker
        counts as a card of the trump suit; in misère (and with the option false) it
        has no suit (NAP-JOKER-6/7)."""
        return self.contract != "misere" and self.variant.joker_follows_trumps

    def led_suit(self) -> str:
        """NAP-PLAY-2: the suit of the first card, or the suit the joker lead fixed
        (named: NAP-JOKER-4/6/8; `play JK` on tricks 2-5: trumps, NAP-JOKER-5)."""
        _, card, named = self.trick[0]
        if card != JOKER:
            return suit_of(card)
        if named is not None:
            return named
        assert self.trump is not None
        return self.trump

    def legal(self) -> set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        if self.phase == "bidding":
            return self._legal_bids()
        if self.phase == "play":
            return self._legal_plays()
        return set()

    def _legal_bids(self) -> set[str]:
        out = {"pass"}  # NAP-BID-2, NAP-BID-10: pass is always legal
        made = [bid for _, bid in self.bids]
        strongest = max((BID_ORDER.index(bid) for bid in made), default=-1)
        for bid in self.variant.bids:  # NAP-BID-4: only the bids that exist
            if BID_ORDER.index(bid) <= strongest:  # NAP-BID-5/6: strictly stronger
                continue
            if bid == "wellington" and "nap" not in made:  # NAP-BID-7, NAP-AMB-17
                continue
            if bid == "blucher" and "wellington" not in made:  # NAP-BID-8
                continue
            out.add(f"bid {bid}")
        return out

    def _legal_plays(self) -> set[str]:
        seat = self.to_move_seat()
        hand = self.hands[seat]
        if not self.trick:
            return self._legal_leads(hand)
        led = self.led_suit()

        def follows(card: str) -> bool:  # NAP-PLAY-4 with NAP-JOKER-3/6/7
            if card == JOKER:
                return self.joker_is_trump_suit() and led == self.trump
            return suit_of(card) == led

        following = [card for card in hand if follows(card)]
        return {f"play {card}" for card in (following or hand)}  # `play JK` to follow

    def _legal_leads(self, hand: list[str]) -> set[str]:
        out = {f"play {card}" for card in hand if card != JOKER}  # NAP-PLAY-1: any card
        if JOKER not in hand:
            return out
        if self.joker_is_trump_suit():
            if self.completed_tricks() == 0:
                out |= {f"play JK {suit}" for suit in SUITS}  # NAP-JOKER-4, NAP-AMB-2
            else:
                out.add("play JK")  # NAP-JOKER-5, NAP-AMB-3
        else:
            # NAP-JOKER-6/8/9: name a suit in which the leader holds no card (the joker
            # itself not counted); none if it holds all four; all four if JK is its last
            held = {suit_of(card) for card in hand if card != JOKER}
            out |= {f"play JK {suit}" for suit in SUITS if suit not in held}
        return out

    # --- transitions ---

    def apply(self, text: str) -> None:
        deal = self.deal_due(text)
        self.events = []
        if deal:
            self._apply_deal(text)
        else:
            seat = self.to_move_seat()
            self.events.append(f"{seat} {text}")  # NAP-LOG-1: `<s> bid ..`, `<s> play ..`
            if self.phase == "bidding":
                self._apply_bid(seat, text)
            else:
                self._apply_play(seat, text)
        self.log.extend(self.events)

    def _apply_deal(self, text: str) -> None:
        self.hands, self.undealt = parse_deal(text, self.variant)  # NAP-DEAL-2/5
        sizes = " ".join(f"{seat}:{HAND}" for seat in range(self.n))
        self.events.append(f"deal {sizes} undealt:{len(self.undealt)}")  # NAP-LOG-1
        self.phase = "bidding"
        self.bidder = (self.dealer + 1) % self.n  # NAP-BID-1: the dealer's left

    def _apply_bid(self, seat: int, text: str) -> None:
        if text != "pass":
            self.bids.append((seat, text.split(" ")[1]))
        self.acted += 1
        self.bidder = (seat + 1) % self.n  # NAP-BID-1: clockwise
        if self.acted < self.n:  # NAP-BID-10: never ends early, the dealer last
            return
        if not self.bids:  # NAP-BID-9: thrown in
            self.events.append("thrown-in")
            self._end_deal(None, ())
            return
        # NAP-BID-10: the strongest bid (the last one, NAP-BID-6) is the contract
        self.declarer, self.contract = self.bids[-1]
        self.events.append(f"contract {self.declarer} {self.contract}")
        if self.contract == "misere":
            self.events.append("trump none")  # NAP-OVR-2, NAP-PLAY-3
        self.phase = "play"
        self.leader = self.declarer  # NAP-FLOW-4, NAP-AMB-19

    def _apply_play(self, seat: int, text: str) -> None:
        words = text.split(" ")
        card = words[1]
        named = words[2] if len(words) == 3 else None
        self.hands[seat].remove(card)
        first_lead = not self.trick and self.completed_tricks() == 0
        self.trick.append((seat, card, named))
        if first_lead and self.contract != "misere":
            self.trump = self.led_suit()  # NAP-PLAY-3, NAP-JOKER-4/6
            self.events.append(f"trump {self.trump}")
        if len(self.trick) < self.n:
            return
        cards = [played for _, played, _ in self.trick]
        winner = self.trick[trick_winner(cards, self.trump)][0]  # NAP-PLAY-5
        self.tricks_won[winner] += 1
        self.won[winner].extend(cards)  # NAP-PLAY-6
        self.trick = []
        self.leader = winner
        self.events.append(f"trick {self.completed_tricks()} {winner}")
        if self.completed_tricks() == TRICKS:  # NAP-PLAY-7, NAP-FLOW-4
            self._settle()

    def _settle(self) -> None:
        assert self.declarer is not None and self.contract is not None
        taken = self.tricks_won[self.declarer]
        made = contract_made(self.contract, taken)
        deltas = settle(self.variant, self.declarer, self.contract, taken)
        outcome = "made" if made else "failed"
        self.events.append(f"result {self.declarer} {self.contract} {outcome} {taken}")
        chips = " ".join(f"{seat}={signed(delta)}" for seat, delta in enumerate(deltas))
        self.events.append(f"chips {chips}")
        self._end_deal(self.declarer, deltas)

    def _end_deal(self, declarer: int | None, deltas: tuple[int, ...]) -> None:
        deltas = deltas or (0,) * self.n  # NAP-SCORE-5: a throw-in changes nothing
        for seat in range(self.n):
            self.balances[seat] += deltas[seat]
        self.results.append(
            DealResult(
                self.dealer,
                tuple(self.bids),
                declarer,
                self.contract,
                self.trump,
                tuple(self.tricks_won),
                tuple(len(pile) for pile in self.won),
                deltas,
            )
        )
        self.dealer = (self.dealer + 1) % self.n  # NAP-DEAL-1, NAP-BID-9
        if len(self.results) == self.variant.deals:  # NAP-END-1/2, thrown-in deals count
            best = max(self.balances)  # NAP-END-3
            self.winners = tuple(s for s in range(self.n) if self.balances[s] == best)
            self.events.append("end winners=" + ",".join(map(str, self.winners)))
            self.phase = "over"
        else:
            self.events.append(f"dealer {self.dealer}")  # the next deal starts
            self.phase = "dealing"
        self._new_deal()

    # --- for the self-tests ---

    def all_cards(self) -> list[str]:
        """Every card in some pile of the deal (NAP-INV-1/2), in canonical order."""
        trick = [card for _, card, _ in self.trick]
        piles = [*self.hands, *self.won, trick, self.undealt]
        return sort_cards(card for pile in piles for card in pile)
