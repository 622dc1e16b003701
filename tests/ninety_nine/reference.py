"""A deliberately simple reference for Ninety-Nine: every preset of §7.2 of
the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``), and rubbers (N99-GAME-9..12).

Used only by the tests, to cross-check the real engine through its public API
(``tests/ninety_nine/test_crosscheck.py``). It shares nothing with ``tricktake`` and was
written from the rules document alone: cards are plain strings such as ``"10H"`` and
``"AS"``, piles are lists of them, and a game is one mutable object that takes canonical
action texts. Speed does not matter here; each rule is written out once, where it is
used, with its identifier from the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``).

A :class:`Variant` holds the options in which the presets differ (§7.1). ``hands`` are
indexed by *hand*: the live seats ``0 .. n-1``, then the two-player dummy as hand ``n``
(= 2, N99-DOC-3). Views (exposure, ``reveal_hand_after_first_lead``) are not modelled:
they change nothing that the cross-check compares.
"""

import functools
import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from tests.reference.deal_text import read_piles
from tests.reference.turns import Turns

# N99-DEAL-8: the canonical order of cards is by suit C, H, S, D, then rank high to low.
SUITS = ("C", "H", "S", "D")
# N99-COMP-4/6: the 60-card pack's ranks, high to low; the others are subsets of it.
ALL_RANKS = ("A", "K", "Q", "J", "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2")
RANKS_24 = ("A", "K", "Q", "J", "10", "9")  # N99-COMP-1
RANKS_36 = (*RANKS_24, "8", "7", "6")  # N99-COMP-2
RANKS_52 = (*RANKS_36, "5", "4", "3", "2")  # N99-COMP-3
RANKS_60 = ALL_RANKS  # N99-COMP-4 (N99-AMB-1: 12 and 11 between J and 10)

SUIT_VALUE = {"C": 3, "H": 2, "S": 1, "D": 0}  # N99-BID-4; also the suit order C > H > S > D
DECLARE_REVEAL = {"declare": 1, "reveal": 3}  # N99-PREM-1: the kinds by rank
BONUS = {"declare": 30, "open": 30, "reveal": 60}  # N99-PREM-18 defaults
NEXT_TRUMP = {0: "D", 1: "S", 2: "H", 3: "C"}  # N99-TRUMP-3, keyed by k; 4 or more: none
# N99-TRUMP-7: the mode of deal d (from 1) under naughty_nun; None is no trump ("Nuns")
NAUGHTY_NUN = ("D", "S", "H", "C", None, "rondo", "whistle_and_flute", "top_dog", "snap")
RONDO = {"D": "S", "S": "H", "H": "C", "C": "D"}  # N99-WIN-3: led suit -> trump
TRUMP_LETTERS = ("C", "H", "S", "D", "NT")  # N99-SPHX-2
GAME_BONUS_THRESHOLD = 100  # N99-GAME-5: the literal 100, not the target
GAME_BONUS_POINTS = 100
# N99-BGA-7: the draw pack of the trump card, pack 36 and a joker, for 3 and 4 players
DRAW_PACK = (*(rank + suit for suit in SUITS for rank in RANKS_36), "JK")
WIN_POINTS = 100  # N99-BGA-15: a seat's match score is 100 a target win


@dataclass(frozen=True)
class Variant:
    """The options in which the presets differ (§7.1); the defaults are ``revised``."""

    players: int = 3  # n
    ranks: tuple[str, ...] = RANKS_36  # N99-COMP-1..4: the pack's ranks, high to low
    bid_bonus: tuple[int, ...] = (30, 20, 10)  # N99-SCORE-5: element k-1, length h
    premium_rank: dict[str, int] = field(default_factory=lambda: dict(DECLARE_REVEAL))
    target: int = 100  # N99-GAME-2
    premium_bonus: dict[str, int] = field(default_factory=lambda: dict(BONUS))
    multiple: bool = False  # N99-PREM-14: every seat calls once, every caller holds
    minus: bool = False  # N99-SCORE-9: a failed holder scores minus its bonus
    free: bool = False  # N99-PREM-12/13: secret offers, the best one holds
    joker: bool = False  # N99-COMP-5: JK, standing for the turn-up (N99-CARD-1)
    # N99-TRUMP-3..7: previous_success, turnup, premium_choice (Sphinx) or naughty_nun;
    # N99-BGA-7: drawn_card
    trump_rule: str = "previous_success"
    deals: int | None = None  # N99-GAME-3: a game of this many deals (else a target)
    # N99-GAME-5: reached_target, winner, by_count (N99-BGA-14) or none
    game_bonus: str = "reached_target"
    game_bonus_table: tuple[int, ...] = (30, 20, 10)  # N99-BGA-14: element c-1
    first_deal_diamonds: bool = False  # N99-BGA-6: first_deal_mode = D
    rubber_wins: int = 0  # N99-BGA-15: games until a seat has this many target wins
    adjust: bool = False  # N99-GAME-6: the final adjustment
    dealer_first: bool = False  # N99-PREM-2: the dealer calls first (else its left)
    upgrade: bool = True  # N99-PREM-9: the upgrade step
    nines: bool = False  # N99-TRUMP-2: no trump becomes nines trump
    bid_cards: int = 3  # b (N99-COMP-8)
    turned_nine_no_trump: bool = True  # N99-TRUMP-4/5
    dummy: bool = False  # §5.3: hand 2 is a dummy (players = 2 only)
    revealer_chooses_leader: bool = False  # N99-LEAD-2 (phase LEAD)
    reveal_hand_after_first_lead: bool = False  # N99-PREM-16: views only, not modelled
    unbidden: bool = False  # §4.5
    snap_first_played: bool = False  # N99-WIN-6: snap_tiebreak = first_played
    rubber_games: int = 1  # N99-GAME-9

    @functools.cached_property  # the checks read it at every state: build it once
    def pack(self) -> tuple[str, ...]:
        cards = tuple(rank + suit for suit in SUITS for rank in self.ranks)
        return (*cards, "JK") if self.joker else cards

    @property
    def hand_count(self) -> int:
        return self.players + (1 if self.dummy else 0)  # h (N99-DOC-3)

    @property
    def hand_size(self) -> int:
        return len(self.pack) // self.hand_count  # H (N99-COMP-7)

    @property
    def turned(self) -> int:
        return len(self.pack) - self.hand_count * self.hand_size  # u (N99-COMP-7)

    @property
    def tricks(self) -> int:
        return self.hand_size - self.bid_cards  # T (N99-COMP-8)

    @property
    def max_number(self) -> int:
        return self.tricks  # N99-UNB-3: 0 <= N <= T


def _kinds(*kinds: str) -> dict[str, int]:
    """N99-PREM-1: the allowed kinds with their ranks."""
    rank = {"declare": 1, "open": 2, "reveal": 3}
    return {kind: rank[kind] for kind in kinds}


def _bonus(**changes: int) -> dict[str, int]:
    return {**BONUS, **changes}


# §7.2, one row each; a row that names another preset starts from that preset's values.
REVISED = Variant()
VARIANTS: dict[str, Variant] = {"revised": REVISED}
VARIANTS["revised-4p"] = replace(REVISED, players=4, ranks=RANKS_52, bid_bonus=(30, 20, 10, 0))
VARIANTS["revised-5p"] = replace(
    REVISED,
    players=5,
    ranks=RANKS_60,
    bid_bonus=(50, 40, 30, 20, 10),
    premium_rank=_kinds("declare"),
    multiple=True,
    premium_bonus=_bonus(declare=50),
    minus=True,
)
VARIANTS["revised-2p"] = replace(
    REVISED,
    players=2,
    dummy=True,
    premium_rank=_kinds("declare"),
    multiple=True,
    game_bonus="winner",
)
VARIANTS["free-premium"] = replace(REVISED, free=True)
ORIGINAL = replace(
    REVISED, joker=True, trump_rule="turnup", deals=9, game_bonus="none", adjust=True
)
VARIANTS["original"] = ORIGINAL
VARIANTS["original-early"] = replace(
    ORIGINAL, revealer_chooses_leader=True, reveal_hand_after_first_lead=True
)
VARIANTS["original-4p"] = replace(ORIGINAL, players=4, ranks=RANKS_52, bid_bonus=(30, 20, 10, 0))
VARIANTS["original-4p-no-premium"] = replace(VARIANTS["original-4p"], premium_rank={})
VARIANTS["original-5p"] = replace(
    ORIGINAL,
    players=5,
    ranks=RANKS_60,
    bid_bonus=(40, 30, 20, 10, 0),
    premium_rank=_kinds("declare"),
    multiple=True,
    premium_bonus=_bonus(declare=50),
    minus=True,
)
VARIANTS["original-5p-52"] = replace(
    VARIANTS["original-5p"],
    ranks=RANKS_52,
    joker=False,
    bid_cards=2,
    turned_nine_no_trump=False,
)
VARIANTS["original-2p"] = replace(ORIGINAL, players=2, dummy=True, premium_rank=_kinds("declare"))
VARIANTS["original-2p-reveal"] = replace(
    VARIANTS["original-2p"], premium_rank=_kinds("declare", "reveal")
)
VARIANTS["original-2p-24"] = replace(
    ORIGINAL,
    players=2,
    ranks=RANKS_24,
    premium_rank=_kinds("declare"),
    premium_bonus=_bonus(declare=20),
    bid_bonus=(10, 20),
)
VARIANTS["original-2p-24-reveal"] = replace(
    VARIANTS["original-2p-24"],
    premium_rank=_kinds("reveal"),
    premium_bonus=_bonus(declare=20, reveal=20),
)
VARIANTS["wiki"] = replace(
    REVISED,
    joker=True,
    trump_rule="turnup",
    dealer_first=True,
    upgrade=False,
    game_bonus="none",
)  # show_all_bids: views only
VARIANTS["unbidden"] = replace(
    REVISED, unbidden=True, premium_rank=_kinds("declare", "open", "reveal")
)
VARIANTS["sphinx"] = replace(
    REVISED, trump_rule="premium_choice", deals=9, game_bonus="none", adjust=True
)
VARIANTS["penycook"] = replace(REVISED, premium_rank={}, target=150)
VARIANTS["naughty-nun"] = replace(
    REVISED, trump_rule="naughty_nun", deals=9, game_bonus="none", adjust=True
)
VARIANTS["naughty-nun-2p"] = replace(
    VARIANTS["naughty-nun"],
    players=2,
    ranks=RANKS_24,
    premium_rank=_kinds("declare"),
    premium_bonus=_bonus(declare=20),
    bid_bonus=(10, 20),
)
VARIANTS["naughty-nun-4p"] = replace(
    VARIANTS["naughty-nun"], players=4, ranks=RANKS_52, bid_bonus=(30, 20, 10, 0)
)
VARIANTS["nine-trump"] = replace(ORIGINAL, nines=True)
# §11: BGA's game styles (N99-BGA-5) with its default scoring style 1 (N99-BGA-12);
# show_bid_values changes views only
BGA = replace(REVISED, free=True, rubber_games=3, game_bonus="by_count")
BGA_4P = replace(
    BGA, players=4, ranks=RANKS_52, bid_bonus=(30, 20, 10, 0), game_bonus_table=(30, 20, 10, 0)
)
VARIANTS["bga"] = BGA
VARIANTS["bga-diamonds"] = replace(BGA, first_deal_diamonds=True)
VARIANTS["bga-standard"] = replace(BGA, trump_rule="drawn_card")
VARIANTS["bga-4p"] = BGA_4P
VARIANTS["bga-diamonds-4p"] = replace(BGA_4P, first_deal_diamonds=True)
VARIANTS["bga-standard-4p"] = replace(BGA_4P, trump_rule="drawn_card")

# N99-INV-12: the presets it names, written out from the document.
INV_12_PRESETS = frozenset(
    {
        "revised",
        "revised-2p",
        "free-premium",
        "original",
        "original-early",
        "original-2p",
        "original-2p-reveal",
        "wiki",
        "unbidden",
        "sphinx",
        "penycook",
        "naughty-nun",
        "nine-trump",
        "bga",
        "bga-diamonds",
        "bga-standard",
    }
)

# Not presets: option combinations for the self-tests (N99-OPT-4).
VARIANTS_EXTRA: dict[str, Variant] = {
    "revised+rubber": replace(REVISED, rubber_games=3),  # N99-GAME-9..12
    "revised-2p+rubber": replace(VARIANTS["revised-2p"], rubber_games=3),
    "naughty-nun+first-played": replace(VARIANTS["naughty-nun"], snap_first_played=True),
    # N99-BGA-12: BGA's scoring styles 2, 3 and 4 on its game styles
    "bga+style-2": replace(BGA, game_bonus="none"),
    "bga-diamonds-4p+style-3": replace(
        VARIANTS["bga-diamonds-4p"], game_bonus="none", rubber_wins=3
    ),
    "bga-standard+style-3": replace(VARIANTS["bga-standard"], game_bonus="none", rubber_wins=3),
    "bga-standard-4p+style-4": replace(
        VARIANTS["bga-standard-4p"], game_bonus="none", deals=9, rubber_games=1
    ),
}

# The `revised` numbers, for the tests that speak of that preset only.
PLAYERS = REVISED.players
HAND_SIZE = REVISED.hand_size  # 12
TRICKS = REVISED.tricks  # T = 9
PACK = REVISED.pack
BID_BONUS = REVISED.bid_bonus
PREMIUM_RANK = DECLARE_REVEAL
PREMIUM_BONUS = BONUS


class RefError(ValueError):
    """An action text that the reference does not accept in the current state."""


# --- cards -----------------------------------------------------------------------------


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def rank_strength(card: str) -> int:  # (of an identity: never of JK)
    """Higher is better: A is 14, 2 is 0 (N99-COMP-6); only the order matters."""
    return len(ALL_RANKS) - 1 - ALL_RANKS.index(rank_of(card))


_ORDER = [rank + suit for suit in SUITS for rank in ALL_RANKS] + ["JK"]  # N99-DEAL-8


def sort_cards(cards: Iterable[str]) -> list[str]:
    """The canonical order of N99-DEAL-8."""
    return sorted(cards, key=_ORDER.index)


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(sort_cards(cards))


def bid_value(bid_cards: Iterable[str]) -> int:
    """N99-BID-4: the sum of the suit values; ranks do not count (a 9 by its printed
    suit, N99-AMB-26)."""
    return sum(SUIT_VALUE[suit_of(card)] for card in bid_cards)


def success_set(bid: int, variant: Variant = REVISED) -> set[int]:
    """N99-BID-5: ``{v}``, plus ``T - v`` when ``v <= T - 3b - 1``."""
    t, b = variant.tricks, variant.bid_cards
    return {bid, t - bid} if bid <= t - 3 * b - 1 else {bid}


def succeeded(bid: int, tricks: int, variant: Variant = REVISED, number: int | None = None) -> bool:
    """N99-BID-6, and N99-UNB-6 for a holder that announced ``number``."""
    return tricks in success_set(bid, variant) and number in (None, tricks)


def play_suit(card: str, mode: str | None) -> str:
    """N99-CARD-3 on an identity: ``N`` for a nine in a nines deal, else its suit."""
    return "N" if mode == "N" and rank_of(card) == "9" else suit_of(card)


def trick_winner(
    cards: Sequence[str],
    trump: str | None,
    snaps: Sequence[bool] = (),
    first_played: bool = False,
) -> int:
    """Index (in play order) of the card that wins the trick, for every mode (N99-WIN).

    ``cards`` are identities (N99-CARD-1); ``trump`` is the mode: a suit letter, ``N``
    (nines), None (no trump), ``rondo``, ``whistle_and_flute``, ``top_dog`` or
    ``snap``; ``snaps`` flags the cards played with ``snap``.
    """
    suits = [play_suit(card, trump) for card in cards]
    everyone = range(len(cards))

    def strength(i: int) -> int:
        if suits[i] == "N":  # N99-CARD-4: C9 > H9 > S9 > D9
            return SUIT_VALUE[suit_of(cards[i])]
        return rank_strength(cards[i])

    if trump == "whistle_and_flute":  # N99-WIN-4: the highest suit present
        best_suit = max(suits, key=SUIT_VALUE.__getitem__)
        return max((i for i in everyone if suits[i] == best_suit), key=strength)
    if trump == "top_dog":  # N99-WIN-5: the highest rank, then the higher suit
        return max(everyone, key=lambda i: (strength(i), SUIT_VALUE[suits[i]]))
    if trump == "snap":  # N99-WIN-6
        snapped = [i for i in everyone if i < len(snaps) and snaps[i]]
        if snapped:
            if first_played:
                return snapped[0]
            return max(snapped, key=lambda i: SUIT_VALUE[suits[i]])
        trump = None
    if trump == "rondo":  # N99-WIN-3: the led suit names the trump
        trump = RONDO[suits[0]]
    # N99-WIN-1/2/7: the best trump, else the best card of the led suit
    trumps = [i for i in everyone if trump is not None and suits[i] == trump]
    followers = [i for i in everyone if suits[i] == suits[0]]
    return max(trumps or followers, key=strength)


# --- scoring ---------------------------------------------------------------------------


def _numbers(numbers: Mapping[int, int] | None, hand: int) -> int | None:
    return None if numbers is None else numbers.get(hand)


def successes(
    bids: Sequence[int],
    tricks: Sequence[int],
    variant: Variant = REVISED,
    numbers: Mapping[int, int] | None = None,
) -> int:
    """N99-SCORE-3: k, the number of hands that succeeded (the dummy included); an
    unbidden holder's number counts (N99-UNB-6)."""
    return sum(
        1
        for hand, (bid, won) in enumerate(zip(bids, tricks, strict=True))
        if succeeded(bid, won, variant, _numbers(numbers, hand))
    )


def score_deal(
    bids: Sequence[int],
    tricks: Sequence[int],
    holder: int | None,
    kind: str | None,
    variant: Variant = REVISED,
    holders: Sequence[tuple[int, str]] | None = None,
    numbers: Mapping[int, int] | None = None,
) -> tuple[int, ...]:
    """Deal points of every hand, the dummy included (N99-SCORE-1..10).

    ``bids`` are bid values, ``tricks`` the tricks each hand won, ``holder`` the single
    premium holder (or None) and ``kind`` its premium; ``holders`` lists (seat, kind)
    for the multiple procedure instead; ``numbers`` the unbidden numbers by seat.
    """
    k = successes(bids, tricks, variant, numbers)
    points = list(tricks)  # N99-SCORE-2: 1 per trick, success or not
    ok = [
        succeeded(bids[hand], tricks[hand], variant, _numbers(numbers, hand))
        for hand in range(len(bids))
    ]
    for hand in range(len(bids)):
        if ok[hand]:
            points[hand] += variant.bid_bonus[k - 1]  # N99-SCORE-4
    if holders is None:  # the single-holder procedures
        holders = [] if holder is None else [(holder, kind or "")]
    failed = {seat for seat, _ in holders if not ok[seat]}  # N99-SCORE-6
    for seat, premium in holders:
        bonus = variant.premium_bonus[premium]
        if seat not in failed:  # N99-SCORE-7
            points[seat] += bonus
        elif variant.minus:  # N99-SCORE-9
            points[seat] -= bonus
        else:  # N99-SCORE-8: every other hand (the dummy too) not itself a failed holder
            for other in range(len(bids)):
                if other != seat and other not in failed:
                    points[other] += bonus
    return tuple(points)


def next_trump(
    bids: Sequence[int],
    tricks: Sequence[int],
    variant: Variant = REVISED,
    numbers: Mapping[int, int] | None = None,
) -> str | None:
    """N99-TRUMP-3: the next deal's mode (no trump, or nines under N99-TRUMP-2, when 4
    or more succeed)."""
    trump = NEXT_TRUMP.get(successes(bids, tricks, variant, numbers))
    return ("N" if variant.nines else None) if trump is None else trump


def drawn_trump(card: str, variant: Variant = REVISED) -> str | None:
    """N99-BGA-7: the mode from the drawn trump card (before N99-TRUMP-2): its suit, but
    no trump for the joker, or for a 9 with turned_nine_no_trump."""
    if card == "JK" or (rank_of(card) == "9" and variant.turned_nine_no_trump):
        return None
    return suit_of(card)


def turnup_trump(turnup: Sequence[str], variant: Variant = REVISED) -> str | None:
    """N99-TRUMP-4/5: the mode from the turn-up card(s) (before N99-TRUMP-2)."""
    if turnup[0] == "JK":  # N99-TRUMP-4: a turned-up joker is no trump (u = 1 only)
        return None
    # N99-TRUMP-5: the higher rank decides, on equal rank the higher suit
    deciding = max(turnup, key=lambda card: (rank_strength(card), SUIT_VALUE[suit_of(card)]))
    if rank_of(deciding) == "9" and variant.turned_nine_no_trump:
        return None
    return suit_of(deciding)


def game_over(totals: Sequence[int], target: int = 100) -> bool:
    """N99-GAME-2: the game ends once some total (the dummy's too) reaches the target."""
    return any(total >= target for total in totals)


def game_winners(totals: Sequence[int], variant: Variant = REVISED) -> tuple[int, ...]:
    """N99-GAME-4: the winning hands on raw totals, ties joint (N99-AMB-12); in dummy
    presets the single live winner, or ``()`` for a draw (N99-AMB-8)."""
    best = max(totals)
    top = tuple(hand for hand, total in enumerate(totals) if total == best)
    if variant.dummy and (len(top) > 1 or variant.players in top):
        return ()
    return top


def final_scores(totals: Sequence[int], variant: Variant = REVISED) -> tuple[int, ...]:
    """N99-GAME-5/6/7: the final game score of every hand (the dummy included)."""
    winners = game_winners(totals, variant)
    reached = sum(1 for total in totals if total >= GAME_BONUS_THRESHOLD)
    out: list[int] = []
    for hand, total in enumerate(totals):
        score = total
        if variant.game_bonus == "reached_target" and total >= GAME_BONUS_THRESHOLD:
            score += GAME_BONUS_POINTS
        if variant.game_bonus == "by_count" and total >= GAME_BONUS_THRESHOLD:
            score += variant.game_bonus_table[reached - 1]  # N99-BGA-14: c = reached
        if variant.game_bonus == "winner" and winners == (hand,):  # a sole live winner
            score += GAME_BONUS_POINTS
        if variant.adjust:  # 0 below 100, else times the hundreds
            score = 0 if score < 100 else score * (score // 100)
        out.append(score)
    return tuple(out)


def settlement(totals: Sequence[int], variant: Variant = REVISED) -> tuple[int, ...]:
    """N99-GAME-8: the net of every live seat from the raw totals of a finished game."""
    final = final_scores(totals, variant)[: variant.players]
    if variant.dummy and not game_winners(totals, variant):
        return (0,) * variant.players  # a draw settles nothing (N99-AMB-30)
    return tuple(sum(mine - theirs for theirs in final) for mine in final)


# --- deal texts ------------------------------------------------------------------------


def deal_text(
    piles: Sequence[Iterable[str]],
    turnup: Sequence[str] = (),
    dummy: Sequence[str] = (),
    dummy_bid: Sequence[str] = (),
    trump_card: str | None = None,
) -> str:
    """N99-DEAL-7 canonical text of a deal: a pile per seat, the drawn trump card
    (N99-BGA-8), the turn-up, the dummy."""
    fields = [f"{seat}={cards_text(pile)}" for seat, pile in enumerate(piles)]
    if trump_card is not None:
        fields.append(f"trumpcard={trump_card}")
    if turnup:
        fields.append(f"turnup={cards_text(turnup)}")
    if dummy:
        fields.append(f"dummy={cards_text(dummy)}")
        fields.append(f"dummybid={cards_text(dummy_bid)}")
    return "deal " + " ".join(fields)


def deal_from_deck(deck: Sequence[str], dealer: int, variant: Variant = REVISED) -> str:
    """N99-DEAL-2/3/4: one card at a time, from the dealer's left, the dealer, then the
    dummy last; the ``u`` cards over are turned up; the dummy's last ``b`` are its bid."""
    n, h = variant.players, variant.hand_count
    receivers = [(dealer + 1 + i) % n for i in range(n)] + ([n] if variant.dummy else [])
    piles: list[list[str]] = [[] for _ in range(h)]
    dealt = variant.hand_size * h
    for position, card in enumerate(deck[:dealt]):
        piles[receivers[position % h]].append(card)
    turnup = deck[dealt:]
    if not variant.dummy:
        return deal_text(piles, turnup)
    dummy = piles.pop()
    keep = variant.hand_size - variant.bid_cards
    return deal_text(piles, turnup, dummy[:keep], dummy[keep:])


def random_deal_text(rng: random.Random, dealer: int, variant: Variant = REVISED) -> str:
    deck = list(variant.pack)
    rng.shuffle(deck)
    text = deal_from_deck(deck, dealer, variant)
    if variant.trump_rule == "drawn_card":  # N99-BGA-7/8: drawn apart from the deal
        return f"{text} trumpcard={rng.choice(DRAW_PACK)}"
    return text


def parse_deal(
    text: str, variant: Variant = REVISED
) -> tuple[list[list[str]], list[str], list[str]]:
    """Read a canonical deal text (N99-DEAL-7/8/10): the hands (the dummy's last), the
    turn-up and the dummy's bid (the drawn trump card: :func:`trump_card_of`)."""
    piles = read_piles(text, RefError)
    trump_card = trump_card_of(text, variant)
    piles.pop("trumpcard", None)  # N99-BGA-8: no pile
    seats = [str(seat) for seat in range(variant.players)]
    keys = seats + (["turnup"] if variant.turned else [])
    keys += ["dummy", "dummybid"] if variant.dummy else []
    if sorted(piles) != sorted(keys):
        raise RefError(f"deal must have exactly the piles {keys}: {text!r}")
    hands = [piles[seat] for seat in seats]
    turnup = piles.get("turnup", [])
    dummy, dummy_bid = piles.get("dummy", []), piles.get("dummybid", [])
    b = variant.bid_cards
    if (
        any(len(hand) != variant.hand_size for hand in hands)
        or len(turnup) != variant.turned
        or (variant.dummy and (len(dummy) != variant.hand_size - b or len(dummy_bid) != b))
    ):
        raise RefError(f"wrong pile sizes: {text!r}")
    everything = [card for pile in (*hands, turnup, dummy, dummy_bid) for card in pile]
    if sorted(everything) != sorted(variant.pack):
        raise RefError(f"deal is not the pack, each card once: {text!r}")
    expected = deal_text(hands, turnup, dummy, dummy_bid, trump_card)
    if expected != text:
        raise RefError(f"deal text is not canonical: {text!r}, expected {expected!r}")
    return ([*hands, dummy] if variant.dummy else hands), turnup, dummy_bid


def trump_card_of(text: str, variant: Variant = REVISED) -> str | None:
    """N99-BGA-8: the ``trumpcard`` of a deal text, exactly one card of the draw pack,
    present iff the variant draws one."""
    cards = read_piles(text, RefError).get("trumpcard")
    if (cards is not None) != (variant.trump_rule == "drawn_card"):
        raise RefError(f"trumpcard must be given iff trump_rule = drawn_card: {text!r}")
    if cards is None:
        return None
    if len(cards) != 1 or cards[0] not in DRAW_PACK:
        raise RefError(f"trumpcard must be one card of the draw pack: {text!r}")
    return cards[0]


# --- the game --------------------------------------------------------------------------


@dataclass(frozen=True)
class DealResult:
    """What one finished deal looked like, for the self-tests. Tuples are per hand."""

    dealer: int
    trump: str | None  # the mode; None is no trump
    bids: tuple[int, ...]  # bid values
    tricks: tuple[int, ...]
    holder: int | None  # the single holder (None under the multiple procedure)
    kind: str | None
    points: tuple[int, ...]
    upgraded: bool  # the holder won its premium by a match in the upgrade step
    holders: tuple[tuple[int, str], ...] = ()  # every holder, with its kind
    numbers: tuple[tuple[int, int], ...] = ()  # unbidden holders' numbers
    game: int = 0  # the game of the rubber, from 0
    number: int = 0  # the deal of the game, from 0


class RefGame(Turns):
    """A match (one game, or a rubber) of a :class:`Variant` (``revised`` by default),
    driven by canonical action texts.

    Phases: ``deal`` (chance), ``premium``, ``trump``, ``bid``, ``lead``, ``play``,
    ``over`` (N99-PHASE-1).
    """

    ERROR = RefError

    def __init__(self, first_dealer: int = 0, variant: Variant = REVISED) -> None:
        self.variant = variant
        self.players = variant.players
        self.hand_count = variant.hand_count  # h
        self.dummy = variant.players if variant.dummy else -1  # the dummy's hand number
        self.target = variant.target
        self.first_dealer = first_dealer
        self.game = 0  # N99-GAME-10
        self.game_finals: list[tuple[int, ...]] = []  # final game scores, per game
        self.game_totals: list[tuple[int, ...]] = []  # totals at each game's end
        self.results: list[DealResult] = []
        self._new_game()

    def _new_game(self) -> None:
        self.dealer = (self.first_dealer + self.game) % self.players  # N99-GAME-10
        self.totals = [0] * self.hand_count  # N99-GAME-1, the dummy's included
        self.deal_number = 0  # deals played in this game
        # N99-TRUMP-3, N99-SPHX-3: a game's first deal is at no trump (N99-AMB-29), or
        # at diamonds under first_deal_mode = D (N99-BGA-6)
        self.trump: str | None = self._no_trump()
        if self.variant.first_deal_diamonds and self.variant.trump_rule == "previous_success":
            self.trump = "D"
        self.trump_card: str | None = None  # N99-BGA-7
        self.turnup: list[str] = []  # N99-DEAL-3
        self.phase = "deal"
        self._new_deal_piles()

    def _no_trump(self) -> str | None:
        return "N" if self.variant.nines else None  # N99-TRUMP-2

    def _new_deal_piles(self) -> None:
        h = self.hand_count
        self.hands: list[list[str]] = [[] for _ in range(h)]
        self.bids: list[list[str]] = [[] for _ in range(h)]
        self.taken: list[list[str]] = [[] for _ in range(h)]  # cards of tricks won
        self.tricks_won = [0] * h
        self.trick: list[tuple[int, str, bool]] = []  # (hand, card, snap) in play order
        self.order: list[int] = []  # the hands of the current trick, in play order
        self.leader = 0
        self.controller = 0  # N99-DUMMY-3..5
        self.to_bid: list[int] = []  # seats still to bid, in order
        self.main_round: list[int] = []  # seats still to call in the main round
        self.upgrade_round: list[int] = []  # overcalled seats still to call
        self.calls: dict[int, str] = {}  # each seat's main-round call text
        self.standing: tuple[int, str] | None = None  # (seat, kind) of the standing call
        self.number: int | None = None  # the standing call's number (unbidden)
        self.overcalled: list[int] = []
        self.upgraded = False
        self.multiple_holders: list[tuple[int, str]] = []  # N99-PREM-12/14, call order
        self.multiple_numbers: dict[int, int] = {}
        self.revealer = -1  # N99-LEAD-2: the reveal holder who names the leader

    def identity(self, card: str) -> str:
        """N99-CARD-1/2: the joker is the turn-up card, for every purpose."""
        if card == "JK" and len(self.turnup) == 1 and self.turnup[0] != "JK":
            return self.turnup[0]
        return card

    def play_suit(self, card: str) -> str:
        """N99-CARD-3: the identity suit, or ``N`` for a nine in a nines deal."""
        return play_suit(self.identity(card), self.trump)

    def speaking_order(self) -> list[int]:
        """N99-BID-1 / N99-PREM-2: clockwise from the dealer's left, the dealer last."""
        return [(self.dealer + 1 + i) % self.players for i in range(self.players)]

    def premium_order(self) -> list[int]:
        """N99-PREM-2: ``O``, from the dealer's left, or the dealer (premium_first)."""
        order = self.speaking_order()
        return order[-1:] + order[:-1] if self.variant.dealer_first else order

    def holders(self) -> list[tuple[int, str]]:
        """N99-PREM-11/13/14: every holder with its kind."""
        if self.variant.multiple:
            return list(self.multiple_holders)
        return [] if self.standing is None else [self.standing]

    def numbers(self) -> dict[int, int]:
        """N99-UNB-2: the numbers of the holders that carry one."""
        if self.variant.multiple:
            return dict(self.multiple_numbers)
        if self.standing is None or self.number is None:
            return {}
        return {self.standing[0]: self.number}

    # --- queries ---

    def hand_due(self) -> int:
        """N99-PLAY-3, N99-DUMMY-3..5: the hand that plays the next card."""
        return self.order[len(self.trick)]

    def actor(self) -> int:
        """N99-PHASE-6: the seat that acts (the controller for the dummy)."""
        if self.phase == "bid":
            return self.to_bid[0]
        if self.phase == "premium":
            return self.main_round[0] if self.main_round else self.upgrade_round[0]
        if self.phase == "trump":
            assert self.standing is not None
            return self.standing[0]  # N99-SPHX-2: the holder
        if self.phase == "lead":
            return self.revealer  # N99-LEAD-2
        hand = self.hand_due()
        return self.controller if hand == self.dummy else hand  # N99-DUMMY-6

    def _call_texts(self, kind: str) -> set[str]:
        """N99-TEXT-2, N99-UNB-3: ``declare N`` and ``reveal N`` carry 0 <= N <= T in
        unbidden presets."""
        if self.variant.unbidden and kind != "open":
            return {f"{kind} {n}" for n in range(self.variant.max_number + 1)}
        return {kind}

    def legal(self) -> set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        if self.phase == "bid":
            # N99-BID-2: any b distinct cards of the hand.
            hand = self.hands[self.to_bid[0]]
            combos = itertools.combinations(hand, self.variant.bid_cards)
            return {"bid " + cards_text(c) for c in combos}
        if self.phase == "premium":
            ranks = self.variant.premium_rank
            if self.main_round and (self.variant.multiple or self.variant.free):
                # N99-PREM-12/14: every seat once, any kind
                return {"pass"}.union(*(self._call_texts(kind) for kind in ranks))
            if self.main_round:
                # N99-PREM-6: pass, or a kind ranked strictly above the standing call.
                standing_rank = 0 if self.standing is None else ranks[self.standing[1]]
                higher = [kind for kind, rank in ranks.items() if rank > standing_rank]
                return {"pass"}.union(*(self._call_texts(kind) for kind in higher))
            # N99-PREM-9: in the upgrade step, pass or match the standing call;
            # N99-UNB-4: a seat that announced M matches only with M.
            assert self.standing is not None
            kind = self.standing[1]
            earlier = self.calls[self.upgrade_round[0]].split(" ")
            if self.variant.unbidden and kind != "open" and len(earlier) == 2:
                return {"pass", f"{kind} {earlier[1]}"}
            return {"pass"} | self._call_texts(kind)
        if self.phase == "trump":
            return {"trump " + x for x in TRUMP_LETTERS}  # N99-SPHX-2
        if self.phase == "lead":
            return {f"lead {seat}" for seat in range(self.players)}  # N99-LEAD-2
        if self.phase == "play":
            hand = self.hands[self.hand_due()]
            if not self.trick:
                return {"play " + card for card in hand}  # N99-PLAY-5: lead anything
            led_card = self.trick[0][1]
            led = self.play_suit(led_card)
            following = [card for card in hand if self.play_suit(card) == led]
            playable = following or hand  # N99-PLAY-5: follow suit if able
            texts = {"play " + card for card in playable}
            if self.trump == "snap":  # N99-PLAY-7: not the leader, the led card's rank
                led_rank = rank_of(self.identity(led_card))
                texts |= {
                    f"play {card} snap"
                    for card in playable
                    if rank_of(self.identity(card)) == led_rank
                }
            return texts
        return set()

    def scores(self) -> tuple[int, ...]:
        """N99-SCORE-13: the live seats' running totals of the current game, or once
        over their final game score (summed over the games of a rubber)."""
        n = self.players
        if self.phase == "over" and self.variant.rubber_wins:  # N99-BGA-15
            return tuple(WIN_POINTS * wins for wins in self.target_wins())
        if self.phase == "over":
            return tuple(sum(final[seat] for final in self.game_finals) for seat in range(n))
        return tuple(self.totals[:n])

    def target_wins(self) -> list[int]:
        """N99-BGA-15: per live seat, the finished games it ended at or over the target."""
        return [
            sum(1 for totals in self.game_totals if totals[seat] >= self.target)
            for seat in range(self.players)
        ]

    def match_winners(self) -> tuple[int, ...]:
        """N99-GAME-4/11, N99-BGA-15: the winners of the finished match (dummy presets:
        ``()`` for a draw of a single game)."""
        n = self.players
        rubber = [sum(final[seat] for final in self.game_finals) for seat in range(n)]
        if self.variant.rubber_wins:  # the most target wins, then the rubber score
            wins = self.target_wins()
            key = [(wins[seat], rubber[seat]) for seat in range(n)]
            return tuple(seat for seat in range(n) if key[seat] == max(key))
        if len(self.game_finals) == 1:
            return game_winners(self.game_totals[0], self.variant)
        return tuple(seat for seat in range(n) if rubber[seat] == max(rubber))

    # --- transitions ---

    def apply(self, text: str) -> None:
        if self.deal_due(text):
            self._apply_deal(text)
            return
        seat = self.to_move_seat()
        words = text.split(" ")
        if self.phase == "bid":
            self._apply_bid(seat, words[1:])
        elif self.phase == "premium":
            self._apply_call(seat, text)
        elif self.phase == "trump":
            # N99-SPHX-2, N99-TRUMP-6: NT is no trump, or nines (N99-TRUMP-2)
            self.trump = self._no_trump() if words[1] == "NT" else words[1]
            self._start_bid()
        elif self.phase == "lead":
            self._start_play(int(words[1]))  # N99-LEAD-2
        else:
            self._apply_play(words[1], words[2:] == ["snap"])

    def _apply_deal(self, text: str) -> None:
        self.hands, self.turnup, dummy_bid = parse_deal(text, self.variant)
        if self.variant.dummy:
            self.bids[self.dummy] = dummy_bid  # N99-BID-7, N99-DEAL-4
        rule = self.variant.trump_rule
        if rule == "turnup":  # N99-TRUMP-4/5
            self.trump = turnup_trump(self.turnup, self.variant)
            if self.trump is None:
                self.trump = self._no_trump()  # N99-TRUMP-2
        elif rule == "drawn_card":  # N99-BGA-7: the drawn card alone
            self.trump_card = trump_card_of(text, self.variant)
            assert self.trump_card is not None
            self.trump = drawn_trump(self.trump_card, self.variant)
            if self.trump is None:
                self.trump = self._no_trump()  # N99-TRUMP-2
        elif rule == "naughty_nun":  # N99-TRUMP-7, by the deal of the game (N99-AMB-37)
            self.trump = NAUGHTY_NUN[self.deal_number]
            if self.trump is None:
                self.trump = self._no_trump()  # N99-TRUMP-2: deal 5 at nines
        # previous_success: set when the previous deal was scored; premium_choice: the
        # previous deal's mode stands until a `trump` action (N99-SPHX-3)
        if rule == "premium_choice" or self.variant.unbidden:
            self._start_premium()  # N99-PHASE-1: PREMIUM straight after DEAL
        else:
            self._start_bid()

    def _start_bid(self) -> None:
        if self.variant.unbidden:  # N99-UNB-1: no BID phase
            self._after_exposure()
            return
        self.phase = "bid"
        self.to_bid = self.speaking_order()  # N99-BID-1, N99-AMB-27

    def _apply_bid(self, seat: int, cards: list[str]) -> None:
        for card in cards:  # N99-BID-3
            self.hands[seat].remove(card)
        self.bids[seat] = cards
        self.to_bid.pop(0)
        if self.to_bid:
            return
        if self.variant.trump_rule == "premium_choice":  # N99-SPHX-4: exposure, then play
            self._after_exposure()
        else:
            self._start_premium()  # N99-BID-8

    def _start_premium(self) -> None:
        self.phase = "premium"
        self.main_round = self.premium_order()  # N99-PREM-5
        if not self.variant.premium_rank:  # N99-PHASE-2: no kinds, no PREMIUM
            self.main_round = []
            self._end_premium()

    def _apply_call(self, seat: int, call: str) -> None:
        kind = call.split(" ")[0]
        number = int(call.split(" ")[1]) if " " in call else None
        ranks = self.variant.premium_rank
        if self.variant.multiple or self.variant.free:  # N99-PREM-12/14: once each
            self.main_round.pop(0)
            if call != "pass":
                self.multiple_holders.append((seat, kind))
                if number is not None:
                    self.multiple_numbers[seat] = number
            if not self.main_round:
                if self.variant.free and self.multiple_holders:
                    # N99-PREM-13: the highest offer; among equal ones the earliest in O
                    best = max(ranks[c] for _, c in self.multiple_holders)
                    self.standing = next(
                        (s, c) for s, c in self.multiple_holders if ranks[c] == best
                    )
                    self.number = self.multiple_numbers.get(self.standing[0])
                self._end_premium()
            return
        if self.main_round:
            self.main_round.pop(0)
            self.calls[seat] = call
            if call != "pass":
                if self.standing is not None:  # N99-PREM-7
                    self.overcalled.append(self.standing[0])
                self.standing, self.number = (seat, kind), number
                if ranks[kind] == max(ranks.values()):
                    self.main_round = []  # N99-PREM-8: the top kind ends the main round
            if not self.main_round and self.variant.upgrade:  # N99-PREM-9: the overcalled
                order = self.premium_order()  # seats, in O order
                self.upgrade_round = sorted(self.overcalled, key=order.index)
        else:
            self.upgrade_round.pop(0)
            if call != "pass":  # a match: it takes the standing call, PREMIUM ends
                self.standing, self.number = (seat, kind), number
                self.upgraded = True
                self.upgrade_round = []
        if not self.main_round and not self.upgrade_round:
            self._end_premium()  # N99-PREM-11: the standing call is the only holder

    def _end_premium(self) -> None:
        if self.variant.trump_rule != "premium_choice":
            self._after_exposure()  # N99-PHASE-3: exposure (not modelled), then LEAD
        elif self.standing is not None:
            self.phase = "trump"  # N99-SPHX-2
        else:
            self._start_bid()  # N99-SPHX-3: the previous deal's mode stands

    def _after_exposure(self) -> None:
        """N99-PHASE-2, N99-LEAD-2: LEAD only for a reveal holder under the early rules."""
        revealer = [seat for seat, kind in self.holders() if kind == "reveal"]
        if self.variant.revealer_chooses_leader and revealer:
            self.phase = "lead"
            self.revealer = revealer[0]
            return
        self._start_play((self.dealer + 1) % self.players)  # N99-LEAD-1

    def _start_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = leader
        if self.variant.dummy:  # N99-DUMMY-3: the leader, the other seat, the dummy
            self.controller = leader
            self.order = [leader, 1 - leader, self.dummy]
        else:  # N99-PLAY-3: clockwise from the leader
            self.order = [(leader + i) % self.players for i in range(self.players)]

    def _apply_play(self, card: str, snap: bool) -> None:
        hand = self.hand_due()
        self.hands[hand].remove(card)
        self.trick.append((hand, card, snap))
        if len(self.trick) < self.hand_count:  # N99-PLAY-1: one card from each hand
            return
        cards = [self.identity(played) for _, played, _ in self.trick]
        snaps = [flag for _, _, flag in self.trick]
        index = trick_winner(cards, self.trump, snaps, self.variant.snap_first_played)
        winner = self.trick[index][0]
        self.tricks_won[winner] += 1  # N99-PLAY-8, N99-DUMMY-7
        self.taken[winner].extend(played for _, played, _ in self.trick)
        self.trick = []
        self.leader = winner
        if not self.variant.dummy:
            self.order = [(winner + i) % self.players for i in range(self.players)]
        elif winner == self.dummy:  # N99-DUMMY-5: the controller stays
            self.order = [self.dummy, 1 - self.controller, self.controller]
        else:  # N99-DUMMY-4
            self.controller = winner
            self.order = [winner, 1 - winner, self.dummy]
        if sum(self.tricks_won) == self.variant.tricks:  # N99-PLAY-9
            self._score()

    def _score(self) -> None:
        if self.variant.unbidden:  # N99-UNB-5: the b cards left are the bid cards
            for seat in range(self.players):
                self.bids[seat], self.hands[seat] = self.hands[seat], []
        bids = tuple(bid_value(map(self.identity, cards)) for cards in self.bids)  # N99-BID-4
        tricks = tuple(self.tricks_won)
        numbers = self.numbers()
        holders = self.holders()
        single = None if self.variant.multiple else self.standing
        holder, kind = single if single is not None else (None, None)
        points = score_deal(bids, tricks, None, None, self.variant, holders, numbers)
        self.results.append(
            DealResult(
                self.dealer,
                self.trump,
                bids,
                tricks,
                holder,
                kind,
                points,
                self.upgraded,
                tuple(holders),
                tuple(sorted(numbers.items())),
                self.game,
                self.deal_number,
            )
        )
        for hand in range(self.hand_count):
            self.totals[hand] += points[hand]  # N99-SCORE-11
        if self.variant.trump_rule == "previous_success":  # N99-TRUMP-3
            self.trump = next_trump(bids, tricks, self.variant, numbers)
        self.dealer = (self.dealer + 1) % self.players  # N99-DEAL-6
        self.deal_number += 1
        if self.variant.deals is not None:  # N99-GAME-3
            over = self.deal_number == self.variant.deals
        else:
            over = game_over(self.totals, self.target)  # N99-GAME-2
        self._new_deal_piles()
        if not over:
            self.phase = "deal"
            return
        self.game_finals.append(final_scores(self.totals, self.variant))  # N99-GAME-7
        self.game_totals.append(tuple(self.totals))
        self.game += 1
        if self.variant.rubber_wins:  # N99-BGA-15: until a seat has w target wins
            more = max(self.target_wins()) < self.variant.rubber_wins
        else:
            more = self.game < self.variant.rubber_games
        if more:  # N99-GAME-10: the next game
            self._new_game()
        else:
            self.phase = "over"  # N99-GAME-12

    # --- for the self-tests ---

    def all_cards(self) -> list[str]:
        """Every card in some pile of the deal (N99-INV-1), sorted canonically."""
        trick = [card for _, card, _ in self.trick]
        piles = [*self.hands, *self.bids, *self.taken, trick, self.turnup]
        return sort_cards(card for pile in piles for card in pile)
