"""A deliberately simple reference for Nines (Le Neuf / Chômeur), every preset of
the Nines rules (``src/tricktake/rulebook/nines.rst``): ``standard``, ``trump-rotation``, ``trump-rotation-alt``,
``dealer-first-exchange``, ``no-draw`` and ``partnership``, and any combination of their
options that NINES-OPT-3 allows.

Used only by the tests, to cross-check the real engine through its public API
(``tests/nines/test_crosscheck.py``). It shares nothing with ``tricktake`` and was
written from the rules document alone: cards are plain strings such as ``"10H"`` and
``"AS"``, piles are lists of them, and a game is one mutable :class:`RefGame` that takes
canonical action texts (``apply``) and answers ``to_move``, ``legal``, ``scores``,
``winners`` and the event texts of its last transition (``events``). Speed does not
matter here; each rule is written out once, where it is used, with its identifier.

A :class:`Variant` holds exactly the four options of NINES-OPT-1 (its fields have the
options' names, so ``Variant`` values and ``game.rules(preset, **overrides)`` line up);
the numbers that follow from them (seats, units, start points, quota) are derived
(NINES-OPT-2).
"""

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from tests.reference.deal_text import read_piles
from tests.reference.turns import Turns

# NINES-COMP-2 / NINES-DEAL-4: suits in canonical order, ranks low to high (A is high).
SUITS = ("C", "D", "H", "S")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
PACK = tuple(rank + suit for suit in SUITS for rank in RANKS)  # the canonical order
_ORDER = {card: position for position, card in enumerate(PACK)}
TRICKS = 13  # NINES-OVR-1: 13 tricks a deal
SCHEDULE_ENTRIES = ("C", "D", "H", "S", "none")  # NINES-TRUMP-1


class RefError(ValueError):
    """An action text (or a variant) that the reference does not accept."""


@dataclass(frozen=True)
class Variant:
    """The options of NINES-OPT-1, with their defaults (the ``standard`` preset)."""

    partnership: bool = False
    exchange_order: str = "left_first"  # or "dealer_first" (NINES-EXCH-1)
    trump_schedule: tuple[str, ...] = ()  # NINES-TRUMP-1: () is no trump at all
    no_draw: bool = False  # NINES-NODRAW

    # --- NINES-OPT-2: derived, not options ---

    @property
    def players(self) -> int:
        return 4 if self.partnership else 3  # NINES-COMP-1

    @property
    def units(self) -> int:
        return 2 if self.partnership else 3  # NINES-OVR-5

    @property
    def start_points(self) -> int:
        return 18 if self.partnership else 9  # NINES-COMP-5

    @property
    def quota(self) -> int:
        return 6 if self.partnership else 4  # NINES-COMP-6

    def unit_of(self, seat: int) -> int:
        """NINES-COMP-3: team 0 = seats 0 and 2, team 1 = seats 1 and 3."""
        return seat % 2 if self.partnership else seat

    def seats_of(self, unit: int) -> tuple[int, ...]:
        return (unit, unit + 2) if self.partnership else (unit,)

    def unit_name(self, unit: int) -> str:
        """NINES-LOG-1: a seat number, or ``team0`` / ``team1``."""
        return f"team{unit}" if self.partnership else str(unit)

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the defaults, as ``game.rules`` takes them."""
        default = Variant()
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }

    def validate(self) -> None:
        """NINES-OPT-1/3: the allowed values and the invalid combinations."""
        if self.exchange_order not in ("left_first", "dealer_first"):
            raise RefError(f"exchange_order {self.exchange_order!r}")
        if any(entry not in SCHEDULE_ENTRIES for entry in self.trump_schedule):
            raise RefError(f"trump_schedule {self.trump_schedule!r}")
        if self.partnership and self.exchange_order == "dealer_first":
            raise RefError("partnership has no exchange (NINES-OPT-3)")
        if self.partnership and self.no_draw:
            raise RefError("no_draw is a 3-player rule (NINES-OPT-3)")


STANDARD = Variant()
# NINES-PRESET-1
VARIANTS: dict[str, Variant] = {
    "standard": STANDARD,
    "trump-rotation": Variant(trump_schedule=("H", "C", "D", "S", "none")),
    "trump-rotation-alt": Variant(trump_schedule=("C", "D", "S", "none", "H")),
    "dealer-first-exchange": Variant(exchange_order="dealer_first"),
    "no-draw": Variant(no_draw=True),
    "partnership": Variant(partnership=True),
}
# NINES-PRESET-2: a few combinations of options that the document allows, as
# (preset, option overrides); the variant is the preset's with the overrides applied.
COMBINATIONS: dict[str, tuple[str, dict[str, Any]]] = {
    "trump-rotation+no_draw": ("trump-rotation", {"no_draw": True}),
    "partnership+trump_schedule": ("partnership", {"trump_schedule": ("S", "none", "D")}),
    "dealer-first-exchange+trump_schedule": (
        "dealer-first-exchange",
        {"trump_schedule": ("C", "D", "S", "none", "H")},
    ),
    "no-draw+dealer_first+one_trump": (
        "no-draw",
        {"exchange_order": "dealer_first", "trump_schedule": ("D",)},
    ),
}


def variant_of(preset: str, overrides: dict[str, Any] | None = None) -> Variant:
    """The variant of a preset with option overrides (checked by NINES-OPT-3)."""
    variant = replace(VARIANTS[preset], **(overrides or {}))
    variant.validate()
    return variant


# --- cards -----------------------------------------------------------------------------


def suit_of(card: str) -> str:
    return card[-1]


def rank_strength(card: str) -> int:
    """NINES-COMP-2: 2 is 0 … A is 12; only the order matters."""
    return RANKS.index(card[:-1])


def sort_cards(cards: Iterable[str]) -> list[str]:
    """NINES-DEAL-4: suits C, D, H, S; ranks ascending."""
    return sorted(cards, key=_ORDER.__getitem__)


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(sort_cards(cards))


def trick_winner(cards: Sequence[str], trump: str | None) -> int:
    """Index (in play order) of the card that wins the trick: the highest trump if any
    trump was played (NINES-PLAY-5), otherwise the highest card of the led suit
    (NINES-PLAY-4)."""
    led = suit_of(cards[0])
    trumps = [i for i, card in enumerate(cards) if trump is not None and suit_of(card) == trump]
    candidates = trumps or [i for i, card in enumerate(cards) if suit_of(card) == led]
    return max(candidates, key=lambda i: rank_strength(cards[i]))


def trump_of_deal(schedule: Sequence[str], number: int) -> str | None:
    """NINES-TRUMP-1/2: deal ``number`` (1 for the first) takes entry
    ``(number - 1) mod len``; the empty schedule and ``none`` are no trump (None)."""
    if not schedule:
        return None
    entry = schedule[(number - 1) % len(schedule)]
    return None if entry == "none" else entry


def exchange_order(dealer: int, order: str) -> list[int]:
    """NINES-EXCH-1 (and NINES-AMB-13): who decides, in order (3 players)."""
    left_first = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    return [dealer, (dealer + 1) % 3, (dealer + 2) % 3] if order == "dealer_first" else left_first


def signed(delta: int) -> str:
    """NINES-LOG-1: deltas are written ``+1``, ``-2`` or ``0``."""
    return f"{delta:+d}" if delta else "0"


# --- scoring ---------------------------------------------------------------------------


def deal_changes(unit_tricks: Sequence[int], variant: Variant = STANDARD) -> tuple[int, ...]:
    """NINES-SCORE-1: each unit changes by ``quota - tricks``."""
    return tuple(variant.quota - tricks for tricks in unit_tricks)


def end_text(points: Sequence[int], variant: Variant = STANDARD) -> str | None:
    """NINES-END-1/2/3: the ``end`` event text after a deal's scoring, or None when the
    game goes on."""
    if not any(p <= 0 for p in points):  # NINES-END-1
        return None
    if variant.partnership:  # NINES-END-3: the team at 0 or below (never both)
        (team,) = [unit for unit, p in enumerate(points) if p <= 0]
        return "end winners=" + ",".join(map(str, variant.seats_of(team)))
    lowest = min(points)  # NINES-END-2 / NINES-AMB-5
    tied = [seat for seat, p in enumerate(points) if p == lowest]
    kind = "winners" if len(tied) == 1 else "draw"
    return f"end {kind}=" + ",".join(map(str, tied))


def can_reach_zero(points: int, tricks: int, number: int) -> bool:
    """NINES-NODRAW-2: before trick ``number`` (1..13), with ``R = 14 - number`` tricks
    still to play, a seat with ``points`` at the deal's start and ``tricks`` so far can
    reach zero when ``points - max(0, tricks + R - 4) <= 0``."""
    rest = 14 - number
    return points - max(0, tricks + rest - 4) <= 0


def running_score(points: int, tricks: int) -> int:
    """NINES-NODRAW-1: only tricks above the quota (4) count during the deal."""
    return points - max(0, tricks - 4)


# --- deal texts ------------------------------------------------------------------------


def deal_text(hands: Sequence[Iterable[str]], stock: Iterable[str] = ()) -> str:
    """NINES-DEAL-3: ``deal 0=… 1=… 2=… stock=…`` (partnership: ``3=…``, no stock)."""
    fields_ = [f"{seat}={cards_text(hand)}" for seat, hand in enumerate(hands)]
    stock = list(stock)
    if stock:
        fields_.append(f"stock={cards_text(stock)}")
    return "deal " + " ".join(fields_)


def deal_from_deck(deck: Sequence[str], dealer: int, players: int = 3) -> str:
    """NINES-DEAL-7: ``c[k]`` goes to seat ``(dealer + 1 + k) mod n`` for the first
    ``13 n`` cards; with 3 players ``c[39..51]`` are the stock."""
    hands: list[list[str]] = [[] for _ in range(players)]
    for k, card in enumerate(deck[: 13 * players]):
        hands[(dealer + 1 + k) % players].append(card)
    return deal_text(hands, deck[13 * players :])


def random_deal_text(rng: random.Random, dealer: int, variant: Variant = STANDARD) -> str:
    deck = list(PACK)
    rng.shuffle(deck)
    return deal_from_deck(deck, dealer, variant.players)


def parse_deal(text: str, variant: Variant = STANDARD) -> tuple[list[list[str]], list[str]]:
    """Read a canonical deal text (NINES-DEAL-3/4/5): the hands and the stock."""
    piles = read_piles(text, RefError)
    keys = [str(seat) for seat in range(variant.players)]
    if not variant.partnership:
        keys.append("stock")
    if list(piles) != keys:
        raise RefError(f"deal must have the piles {keys} in that order: {text!r}")
    if any(len(pile) != 13 for pile in piles.values()):  # NINES-DEAL-5
        raise RefError(f"every pile needs 13 cards: {text!r}")
    if sorted(card for pile in piles.values() for card in pile) != sorted(PACK):
        raise RefError(f"deal is not the 52 cards, each once: {text!r}")
    hands = [piles[str(seat)] for seat in range(variant.players)]
    stock = piles.get("stock", [])
    if deal_text(hands, stock) != text:  # NINES-DEAL-4: the formatter's order
        raise RefError(
            f"deal text is not canonical: {text!r}, expected {deal_text(hands, stock)!r}"
        )
    return hands, stock


# --- the game --------------------------------------------------------------------------

Event = tuple[int | None, str]  # (audience seat or None for all, text)


@dataclass
class DealResult:
    """What one deal looked like, for the self-tests and the steering check."""

    number: int  # 1 for the game's first deal
    dealer: int
    trump: str | None
    decisions: list[tuple[int, str]] = field(
        default_factory=list[tuple[int, str]]
    )  # (seat, decision)
    # (seat, "chain"): took an earlier exchanger's discard; "original": the first stock
    received: list[tuple[int, str]] = field(default_factory=list[tuple[int, str]])
    leaders: list[int] = field(default_factory=list[int])  # leader of each trick played
    trumped: int = 0  # tricks won by a trump on another suit's lead
    tricks: tuple[int, ...] = ()  # per seat, once the deal is over
    changes: tuple[int, ...] = ()  # per unit, when scored (NINES-SCORE-1)
    points: tuple[int, ...] = ()  # per unit after the deal (or running scores: mid_end)
    mid_end: bool = False  # ended by NINES-NODRAW-3
    end: str | None = None  # the end event text, if the game ended here


class RefGame(Turns):
    """One game of a :class:`Variant` (``standard`` by default), driven by canonical
    action texts. Phases: ``deal`` (chance), ``exchange``, ``play``, ``over``.

    ``points`` (one per unit) lets a test start from a position in the middle of a game
    (NINES-EX-3); ``deals_played`` is then the number of deals before it.
    """

    ERROR = RefError

    def __init__(
        self,
        first_dealer: int = 0,
        variant: Variant = STANDARD,
        points: Sequence[int] | None = None,
        deals_played: int = 0,
    ) -> None:
        variant.validate()
        self.variant = variant
        self.n = variant.players
        if not 0 <= first_dealer < self.n:
            raise RefError(f"first_dealer {first_dealer}")
        self.dealer = first_dealer  # NINES-DEAL-1
        self.points = list(points) if points is not None else [variant.start_points] * variant.units
        if len(self.points) != variant.units or any(p <= 0 for p in self.points):
            raise RefError(f"points {self.points!r}")
        self.number = deals_played  # the deal in progress (or last played)
        self.phase = "deal"
        self.trump: str | None = None
        self.results: list[DealResult] = []
        self.events: list[Event] = []  # of the last transition
        self.outcome_winners: tuple[int, ...] | None = None
        self.final_scores: tuple[int, ...] | None = None  # set by NINES-NODRAW-4
        self._new_piles()

    def _new_piles(self) -> None:
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.stock: list[str] = []
        self.won: list[list[str]] = [[] for _ in range(self.n)]
        self.tricks_won = [0] * self.n
        self.trick: list[tuple[int, str]] = []  # (seat, card) in play order
        self.leader = 0
        self.deciders: list[int] = []
        self.exchanged = False  # whether some seat has exchanged in this deal

    # --- queries ---

    def actor(self) -> int:
        """NINES-FLOW-3."""
        if self.phase == "exchange":
            return self.deciders[0]
        return (self.leader + len(self.trick)) % self.n  # NINES-PLAY-2: clockwise

    def legal(self) -> set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        if self.phase == "exchange":
            return {"exchange", "keep"}  # NINES-EXCH-2
        if self.phase == "play":
            hand = self.hands[self.to_move_seat()]
            if not self.trick:
                return {"play " + card for card in hand}  # NINES-PLAY-2: lead any card
            led = suit_of(self.trick[0][1])
            following = [card for card in hand if suit_of(card) == led]
            return {"play " + card for card in (following or hand)}  # NINES-PLAY-3
        return set()

    def scores(self) -> tuple[int, ...]:
        """What ``game.scores`` gives: each seat its unit's points (NINES-COMP-5), running
        totals that change when a deal is scored, the final points once over; after a
        mid-deal end by the no-draw rule, every seat's running score (NINES-NODRAW-4)."""
        if self.final_scores is not None:
            return self.final_scores
        return tuple(self.points[self.variant.unit_of(seat)] for seat in range(self.n))

    def winners(self) -> tuple[int, ...] | None:
        """The winning seats once over (ascending; a draw's seats share the win)."""
        return self.outcome_winners

    # --- transitions ---

    def apply(self, text: str) -> None:
        deal = self.deal_due(text)
        self.events = []
        if deal:
            self._apply_deal(text)
            return
        seat = self.to_move_seat()
        if self.phase == "exchange":
            self._apply_decision(seat, text)
        else:
            self._apply_play(seat, text.split(" ")[1])

    def _apply_deal(self, text: str) -> None:
        self.hands, self.stock = parse_deal(text, self.variant)
        self.number += 1
        self.trump = trump_of_deal(self.variant.trump_schedule, self.number)  # NINES-TRUMP-2
        self.results.append(DealResult(self.number, self.dealer, self.trump))
        counts = " ".join(f"{seat}:13" for seat in range(self.n))
        self.events.append(
            (None, "deal " + counts + ("" if self.variant.partnership else " stock:13"))
        )
        for seat, hand in enumerate(self.hands):
            self.events.append((seat, f"hand {seat}={cards_text(hand)}"))
        self.events.append((None, f"trump {self.trump or 'none'}"))  # NINES-TRUMP-3
        if self.variant.partnership:  # NINES-EXCH-7: no exchange phase
            self._start_play()
        else:
            self.phase = "exchange"
            self.deciders = exchange_order(self.dealer, self.variant.exchange_order)

    def _apply_decision(self, seat: int, decision: str) -> None:
        result = self.results[-1]
        result.decisions.append((seat, decision))
        self.events.append((None, f"{seat} {decision}"))
        if decision == "exchange":  # NINES-EXCH-3/4: hand and stock change places
            result.received.append((seat, "chain" if self.exchanged else "original"))
            self.hands[seat], self.stock = self.stock, self.hands[seat]
            self.exchanged = True
            self.events.append((seat, f"hand {seat}={cards_text(self.hands[seat])}"))
        # NINES-EXCH-5: keep moves nothing
        self.deciders.pop(0)
        if not self.deciders:  # NINES-EXCH-6
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self.leader = (self.dealer + 1) % self.n  # NINES-PLAY-1 / NINES-AMB-3
        self.results[-1].leaders.append(self.leader)

    def _apply_play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.events.append((None, f"{seat} play {card}"))
        if len(self.trick) < self.n:
            return
        result = self.results[-1]
        cards = [played for _, played in self.trick]
        winner = self.trick[trick_winner(cards, self.trump)][0]
        if suit_of(dict(self.trick)[winner]) != suit_of(cards[0]):
            result.trumped += 1
        number = sum(self.tricks_won) + 1  # k of this trick
        start = [self.points[self.variant.unit_of(s)] for s in range(self.n)]
        # NINES-NODRAW-2/3: who could reach zero before this trick
        reachable = [
            s for s in range(self.n) if can_reach_zero(start[s], self.tricks_won[s], number)
        ]
        self.tricks_won[winner] += 1  # NINES-PLAY-6
        self.won[winner].extend(cards)
        self.trick = []
        self.leader = winner
        self.events.append((None, f"trick {number} {winner}"))
        if (
            self.variant.no_draw
            and len(reachable) >= 2
            and running_score(start[winner], self.tricks_won[winner]) == 0
        ):
            # NINES-NODRAW-3/4: the trick's winner wins alone; no more play, no scoring
            self.events.append((None, f"zero {winner}"))
            self.events.append((None, f"end winners={winner}"))
            running = tuple(running_score(start[s], self.tricks_won[s]) for s in range(self.n))
            result.tricks = tuple(self.tricks_won)
            result.points = running
            result.mid_end = True
            result.end = f"end winners={winner}"
            self.final_scores = running
            self.outcome_winners = (winner,)
            self.phase = "over"
            return
        if number == TRICKS:  # NINES-PLAY-7
            self._score()
        else:
            result.leaders.append(winner)

    def _score(self) -> None:
        result = self.results[-1]
        variant = self.variant
        unit_tricks = [
            sum(self.tricks_won[s] for s in variant.seats_of(u)) for u in range(variant.units)
        ]
        changes = deal_changes(unit_tricks, variant)  # NINES-SCORE-1
        self.points = [p + d for p, d in zip(self.points, changes, strict=True)]
        names = [variant.unit_name(u) for u in range(variant.units)]
        self.events.append(
            (
                None,
                "score "
                + " ".join(f"{u}={signed(d)}" for u, d in zip(names, changes, strict=True)),
            )
        )
        self.events.append(
            (
                None,
                "points " + " ".join(f"{u}={p}" for u, p in zip(names, self.points, strict=True)),
            )
        )
        result.tricks = tuple(self.tricks_won)
        result.changes = changes
        result.points = tuple(self.points)
        end = end_text(self.points, variant)  # NINES-END-1
        self.dealer = (self.dealer + 1) % self.n  # NINES-DEAL-1
        self._new_piles()
        if end is None:
            self.phase = "deal"
            return
        self.events.append((None, end))
        result.end = end
        self.outcome_winners = tuple(int(s) for s in end.split("=")[1].split(","))
        self.phase = "over"

    # --- for the self-tests ---

    def all_cards(self) -> list[str]:
        """Every card in some pile of the deal (NINES-INV-1/2), sorted canonically."""
        trick = [card for _, card in self.trick]
        piles = [*self.hands, *self.won, trick, self.stock]
        return sort_cards(card for pile in piles for card in pile)
