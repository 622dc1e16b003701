"""Helpers for the Ninety-Nine tests: deals from explicit text, action scripts, and a
small search that finds a card play giving each hand an exact number of tricks.

Everything goes through the public API (``tricktake.get_game``, ``parse_action``,
``apply``, ``legal_actions``) plus the documented Ninety-Nine state attributes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import tricktake
from tricktake.cards import Card, card_text, mask_of, parse_card
from tricktake.ninety_nine import Deal, DealResult, NinetyNine, Phase, Rules, State
from tricktake.units import Seat

__all__ = [
    "BIDS",
    "DEAL_11",
    "GAME",
    "HANDS",
    "PACK",
    "RANK_ORDER",
    "REVISED",
    "Scenario",
    "act",
    "cards",
    "deal_from_deck",
    "deal_text",
    "fill_deal",
    "find_plays",
    "mask",
    "pass_all",
    "random_game",
    "run",
    "scenario",
    "start",
    "texts",
    "to_premium",
    "turned_deal",
]

_game = tricktake.get_game("ninety-nine")
assert isinstance(_game, NinetyNine)
GAME: NinetyNine = _game
REVISED: Rules = GAME.rules("revised")

# : N99-COMP-2, N99-COMP-6: ranks of the 36-card pack, high to low (written out, not taken from
# the engine).
RANK_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")
#: The 36-card pack in canonical order: suits C H S D, each from A down to 6 (N99-DEAL-8).
PACK: tuple[Card, ...] = tuple(parse_card(r + s) for s in "CHSD" for r in RANK_ORDER)


#: A fixed deal of ``revised`` by seat, every suit alike: seat 0 holds the Q 9 6, seat 1
#: the A J 8 and seat 2 the K 10 7 of each suit (canonical order).
HANDS = (
    "QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D",
    "AC JC 8C AH JH 8H AS JS 8S AD JD 8D",
    "KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D",
)
#: The text of the deal ``HANDS`` (N99-DEAL-11's canonical form).
DEAL_11 = "deal " + " ".join(f"{seat}={hand}" for seat, hand in enumerate(HANDS))
#: A bid of each seat of ``HANDS``: its three clubs.
BIDS = ("QC 9C 6C", "AC JC 8C", "KC 10C 7C")


def cards(text: str) -> tuple[Card, ...]:
    """The cards of a space-separated text, in the order written."""
    return tuple(parse_card(t) for t in text.split())


def mask(text: str) -> int:
    """The mask of the cards of a space-separated text."""
    return mask_of(cards(text))


def texts(cs: Iterable[Card]) -> list[str]:
    """Card texts of some cards, in the order given."""
    return [card_text(c) for c in cs]


def deal_text(*hands: str) -> str:
    """The canonical ``deal`` text that gives seat ``s`` the cards of ``hands[s]``."""
    return str(Deal(tuple(mask(h) for h in hands)))


def deal_from_deck(deck: Sequence[Card], dealer: int, players: int = 3) -> Deal:
    """N99-DEAL-2, N99-DEAL-3, written independently of the engine: ``deck[0]`` is dealt first,
    one card at a time, to ``dealer+1, dealer+2, …, dealer``; no cards are left over in
    ``revised``."""
    receivers = [(dealer + 1 + i) % players for i in range(players)]
    hands = [0] * players
    for position, card in enumerate(deck):
        hands[receivers[position % players]] |= 1 << card
    return Deal(tuple(hands))


def fill_deal(
    fixed: Sequence[str],
    rng: random.Random,
    rules: Rules = REVISED,
    turnup: str = "",
    dummy: str = "",
    dummy_bid: str = "",
) -> str:
    """A deal text in which seat ``s`` holds the cards of ``fixed[s]``, the turn-up is
    ``turnup`` and, with a dummy, its hand and bid hold ``dummy`` and ``dummy_bid``; the
    rest of the pack of ``rules`` is shuffled with ``rng`` and fills every seat up to its
    hand size, the dummy's piles up to theirs, then the turn-up."""
    held = [list(cards(f)) for f in fixed]
    piles = [list(cards(dummy)), list(cards(dummy_bid)), list(cards(turnup))]
    used = {c for h in [*held, *piles] for c in h}
    assert len(used) == sum(map(len, [*held, *piles])), "a card is fixed twice"
    rest = [c for c in GAME.info(rules).pack if c not in used]
    rng.shuffle(rest)
    sizes = [rules.hand_size] * len(held)
    if rules.dummy:
        sizes += [rules.hand_size - rules.bid_cards, rules.bid_cards]
    for pile, size in zip([*held, *piles], sizes, strict=False):
        while len(pile) < size:
            pile.append(rest.pop())
    piles[2] += rest
    dummy_hand, bid, turned = map(mask_of, piles)
    return str(Deal(tuple(mask_of(h) for h in held), turned, dummy_hand, bid))


def act(state: State, text: str) -> State:
    """Parse ``text`` in ``state`` and apply it."""
    return GAME.apply(state, GAME.parse_action(state, text))


def run(state: State, actions: Iterable[str]) -> State:
    """Apply action texts one after another."""
    for text in actions:
        state = act(state, text)
    return state


def start(
    deal: str,
    *,
    rules: Rules = REVISED,
    dealer: int = 0,
    totals: Sequence[int] | None = None,
    mode: str | None = None,
) -> State:
    """A new game (first dealer ``dealer``) after the ``deal`` text has been applied."""
    setup: dict[str, Any] = {"first_dealer": dealer}
    if totals is not None:
        setup["totals"] = tuple(totals)
    if mode is not None:
        setup["mode"] = mode
    state = GAME.new(rules, **setup)
    return act(state, deal)


def to_premium(dealer: int = 0, rules: Rules = REVISED) -> State:
    """The first deal of a game of ``HANDS`` after the three bids of ``BIDS`` (made from
    the dealer's left), at the first premium call."""
    state = start(deal_text(*HANDS), rules=rules, dealer=dealer)
    for i in range(3):
        state = act(state, "bid " + BIDS[(dealer + 1 + i) % 3])
    return state


def pass_all(state: State) -> State:
    """Every remaining premium call is ``pass``."""
    while state.phase is Phase.PREMIUM:
        state = act(state, "pass")
    return state


class _OutOfBudget(Exception):
    pass


def find_plays(
    state: State, targets: Sequence[int], budget: int = 20_000, keep: int = 0
) -> list[str] | None:
    """Card plays (texts) from ``state`` (phase ``PLAY``) to the end of the deal after
    which hand ``x`` has won exactly ``targets[x]`` tricks, or ``None``; the cards of
    mask ``keep`` are never played (an unbidden hand's last cards, its bid).

    A depth-first search over legal plays that drops any line in which a hand wins more
    tricks than its target, and remembers positions that fail.
    """
    assert state.phase is Phase.PLAY
    tricks_in_deal = state.rules.tricks
    assert sum(targets) == tricks_in_deal
    deal_index = len(state.results)
    hands = range(state.rules.hands)
    failed: set[tuple[tuple[int, ...], tuple[Card, ...], tuple[int, ...], tuple[int, ...]]] = set()
    path: list[str] = []
    nodes = 0

    def search(s: State) -> bool:
        nonlocal nodes
        if s.phase is not Phase.PLAY:  # the deal has just been scored
            return tuple(s.results[deal_index].tricks_won) == tuple(targets)
        won = s.tricks_won()
        if any(w > t for w, t in zip(won, targets, strict=True)):
            return False
        key = (tuple(s.hand_mask(x) for x in hands), s.trick, s.order, won)
        if key in failed:
            return False
        nodes += 1
        if nodes > budget:
            raise _OutOfBudget
        for action in GAME.legal_actions(s):
            if keep >> action.card & 1:  # type: ignore[union-attr]
                continue
            path.append(str(action))
            if search(GAME.apply(s, action)):
                return True
            path.pop()
        failed.add(key)
        return False

    try:
        return list(path) if search(state) else None
    except _OutOfBudget:
        return None


@dataclass(frozen=True)
class Scenario:
    """A deal driven through the engine: the deal text, the state when play begins, the
    card plays, and the state after the deal was scored."""

    deal: str
    play_start: State
    plays: tuple[str, ...]
    final: State

    @property
    def result(self) -> DealResult:
        """The :class:`DealResult` of the scored deal."""
        return self.final.results[len(self.play_start.results)]


def scenario(
    bids: Sequence[str],
    tricks: Sequence[int],
    *,
    calls: Sequence[str] | None = None,
    dealer: int = 0,
    rules: Rules = REVISED,
    totals: Sequence[int] | None = None,
    mode: str | None = None,
    hold: Sequence[str] | None = None,
    turnup: str = "",
    dummy_bid: str = "",
    seeds: Iterable[int] = range(300),
) -> Scenario:
    """A whole deal through the engine in which seat ``s`` bids ``bids[s]`` (made in
    bidding order from the dealer's left), the premium ``calls`` are made in order (by
    default every seat passes), and seat ``s`` then wins exactly ``tricks[s]`` tricks.
    In an unbidden game (N99-UNB-5) there is no bidding: seat ``s`` keeps ``bids[s]``
    to the end of play instead.

    Seat ``s`` is dealt ``bids[s]``, ``hold[s]`` and random other cards, and ``turnup``
    is turned up (its size filled at random), the dummy's bid is ``dummy_bid``; seeds are
    tried until the search finds a play that gives the trick counts (one per hand, the
    dummy's last).
    """
    held = hold if hold is not None else ("",) * rules.players
    fixed = [f"{b} {h}" for b, h in zip(bids, held, strict=True)]
    n = rules.players
    for seed in seeds:
        deal = fill_deal(fixed, random.Random(seed), rules, turnup, dummy_bid=dummy_bid)
        state = start(deal, rules=rules, dealer=dealer, totals=totals, mode=mode)
        for i in range(0 if rules.unbidden else n):
            state = act(state, "bid " + bids[(dealer + 1 + i) % n])
        state = run(state, calls if calls is not None else [])
        if calls is None:
            state = pass_all(state)
        assert state.phase is Phase.PLAY, "the calls must end the premium phase"
        if rules.unbidden:
            plays = find_plays(state, tricks, budget=2_000, keep=mask(" ".join(bids)))
        else:
            plays = find_plays(state, tricks)
        if plays is not None:
            return Scenario(deal, state, tuple(plays), run(state, plays))
    raise AssertionError(f"no deal found for bids {bids} and tricks {tricks}")


def random_game(
    rng: random.Random,
    rules: Rules = REVISED,
    *,
    first_dealer: Seat = Seat(0),
    pass_rate: float | None = None,
    max_actions: int = 5_000,
    whole: bool = True,
) -> list[State]:
    """Every state of one game played with random legal actions and deals: the whole
    game, or with ``whole=False`` at most ``max_actions`` of it.

    Actions are uniform, except that with ``pass_rate`` a premium call is ``pass`` with
    that probability (uniform calls end most games after a few failed reveals).
    """
    state = GAME.new(rules, first_dealer=first_dealer)
    states = [state]
    for _ in range(max_actions):
        if GAME.is_over(state):
            return states
        if GAME.to_move(state) is tricktake.CHANCE:
            action: Any = GAME.deal(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            if pass_rate is not None and state.phase is Phase.PREMIUM:
                passes = [a for a in legal if str(a) == "pass"]
                if rng.random() < pass_rate:
                    action = passes[0]
        state = GAME.apply(state, action)
        states.append(state)
    if not whole:
        return states
    raise AssertionError("the game did not end")


def turned_deal(turnup: str, seat_two: str = "", seed: int = 0) -> str:
    """An ``original`` deal text with ``turnup`` turned up and seat 2 holding
    ``seat_two``; the rest shuffled with ``seed``."""
    fixed = set(cards(f"{turnup} {seat_two}"))
    rest = [c for c in GAME.info(GAME.rules("original")).pack if c not in fixed]
    random.Random(seed).shuffle(rest)
    hands = [rest[:12], rest[12:24], [*cards(seat_two), *rest[24:]]]
    hands[2] = hands[2][:12]
    return deal_text(*(" ".join(texts(h)) for h in hands)) + f" turnup={turnup}"
