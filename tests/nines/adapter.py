"""Nines' own oracles for the invariant suite (``rules/nines.md``).

Everything here reads the rules document and the documented attributes of Nines states
(``hand``, ``stock``, ``dealt``, ``decisions``, ``trick``, ``order``, ``tricks``,
``points``, ``results``, ``trump``, ``dealer``, ``deal_number``), never the engine's
tables: the pack and piles (NINES-COMP-2/4), the bounds of ``game.info`` (NINES-INV-8),
the per-state invariants and score identities of §8, the legal actions and what each
seat may see (NINES-OBS-1..3).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

import tricktake
from tests.properties.adapters import (
    AnyGame,
    Check,
    GameCheck,
    InfoCheck,
    Probe,
    StateCheck,
    TrickAdapter,
)
from tricktake.cards import Card, card_text, mask_of, parse_card
from tricktake.units import Seat

__all__ = ["NinesAdapter", "known_cards", "trick_winner"]

_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # NINES-COMP-2
_SUITS = "CDHS"


def _suit(card: int) -> str:
    return card_text(Card(card))[-1]


def _strength(card: int) -> int:
    return _RANKS.index(card_text(Card(card))[:-1])


def _nines() -> Any:
    from tricktake import nines

    return nines


def _phase(state: Any) -> str:
    return str(state.phase.value)


def trick_winner(cards: Sequence[int], seats: Sequence[int], trump: str) -> int:
    """NINES-PLAY-4/5: the seat of the highest trump if any, else of the highest card of
    the led suit."""
    trumps = [i for i, c in enumerate(cards) if _suit(c) == trump]
    led = [i for i, c in enumerate(cards) if _suit(c) == _suit(cards[0])]
    best = max(trumps or led, key=lambda i: _strength(cards[i]))
    return seats[best]


def known_cards(state: Any, seat: int) -> frozenset[Card]:
    """NINES-OBS-2: the cards ``seat`` has held in the current deal: its dealt hand
    and, if it exchanged, the hand it took (the stock as it stood then, NINES-EXCH-3)."""
    dealt = list(state.dealt)
    if not dealt:
        return frozenset()
    n = state.rules.players
    known = set(_cards(dealt[seat]))
    hands = dealt[:n]
    stock = dealt[n] if len(dealt) > n else 0
    for who, exchanged in state.decisions:
        if exchanged:
            if who == seat:
                known |= set(_cards(stock))
            hands[who], stock = stock, hands[who]
    return frozenset(known)


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(Card(c) for c in range(64) if mask >> c & 1)


class NinesAdapter(TrickAdapter):
    """Nines, every preset (rules/nines.md)."""

    name = "nines"

    # ------------------------------------------------------- facts, conservation
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """NINES-COMP-2 in the order of NINES-DEAL-4: suits C D H S, ranks 2 up to A."""
        return tuple(parse_card(rank + suit) for suit in _SUITS for rank in _RANKS)

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """NINES-COMP-4: ``hand[s]``, ``stock`` (3 players), ``trick`` in play order,
        ``won[s]``, and ``undealt`` (the cards no deal has placed)."""
        rules = state.rules
        pack = self.pack(rules)

        def canonical(cards: Any) -> tuple[Card, ...]:
            chosen = set(cards)
            return tuple(c for c in pack if c in chosen)

        piles: dict[str, tuple[Card, ...]] = {}
        for s in range(rules.players):
            piles[f"hand[{s}]"] = canonical(state.hand(s))
        if not rules.partnership:
            piles["stock"] = canonical(state.stock())
        piles["trick"] = tuple(state.trick)
        for s in range(rules.players):
            piles[f"won[{s}]"] = canonical(
                c for t in state.tricks if t.winner == s for c in t.cards
            )
        placed = {c for pile in piles.values() for c in pile}
        piles["undealt"] = tuple(c for c in pack if c not in placed)
        return piles

    def info_checks(self) -> dict[str, InfoCheck]:
        return {"NINES-COMP-7/NINES-INV-8 info": _info}

    def state_checks(self) -> dict[str, StateCheck]:
        return {
            "NINES-INV-1/3 exchange conservation": _inv_1_3,
            "NINES-INV-2 stock fixed in play": _inv_2,
            "NINES-INV-4 hand and won pile sizes": _inv_4,
            "NINES-EXCH-1 decision order": _exch_1,
            "NINES-PLAY-4..6/NINES-INV-11 tricks and leaders": _tricks,
            "NINES-INV-11/NINES-TRUMP-2 trump of the deal": _trump,
            "NINES-DEAL-1 dealer": _dealer,
            "NINES-FLOW-3 actor": _actor,
        }

    # ------------------------------------------------------------------ legality
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """Every ``play X`` of the pack, ``exchange`` and ``keep``; at a deal the sampled
        deal, a valid rearrangement and broken deals, elsewhere a well-formed deal."""
        nines = _nines()
        pack = self.pack(state.rules)
        out: list[Probe] = [(nines.Play(c), None) for c in pack]
        out += [(nines.EXCHANGE, None), (nines.KEEP, None)]
        if game.to_move(state) is tricktake.CHANCE:
            deal = game.deal(state, rng)
            out.append((deal, True))
            out += _broken_deals(deal, state.rules, rng)
        else:
            out.append((_fake_deal(state.rules, pack, rng), None))
        return out

    def follow_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """NINES-PLAY-3/NINES-INV-5: a card of the led suit if the seat holds one, else
        any card; any card on the lead."""
        if _phase(state) != "play":
            return None
        nines = _nines()
        hand = state.hand(state.order[len(state.trick)])
        allowed = list(hand)
        if state.trick:
            led = _suit(state.trick[0])
            allowed = [c for c in hand if _suit(c) == led] or allowed
        return frozenset(nines.Play(c) for c in allowed)

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """NINES-EXCH-2: ``exchange`` or ``keep``; in play the follow oracle."""
        if _phase(state) == "exchange":
            nines = _nines()
            return frozenset({nines.EXCHANGE, nines.KEEP})
        return self.follow_oracle(game, state)

    # ------------------------------------------------------------------- scores
    def deal_scored(self, before: Any, after: Any) -> bool:
        """A deal ended: scored, or stopped by NINES-NODRAW-3."""
        return len(after.results) > len(before.results)

    def deal_checks(self) -> dict[str, Check]:
        return {
            "NINES-SCORE-1/2/NINES-INV-6 deal identity": _inv_6,
            "NINES-INV-9 one team down at most": _inv_9,
            "NINES-NODRAW-1..4/NINES-INV-10 no-draw": _nodraw,
            "NINES-END-1 game end": _end_1,
        }

    def game_checks(self) -> dict[str, GameCheck]:
        return {
            "NINES-INV-7 point total": _inv_7,
            "NINES-INV-8 termination": _inv_8,
            "NINES-END-2/3/NINES-INV-10 winners": _winners,
        }

    # -------------------------------------------------------------------- views
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """NINES-OBS-1/2: the other hands and the stock (key ``n``), but the cards the
        viewer has held this deal (its discarded hand, wherever it went)."""
        rules = state.rules
        known: frozenset[Card] = frozenset() if seat is None else known_cards(state, seat)
        piles = [set(state.hand(s)) for s in range(rules.players)]
        if not rules.partnership:
            piles.append(set(state.stock()))
        out: dict[int, frozenset[Card]] = {}
        for key, cards in enumerate(piles):
            if key != seat and cards - known:
                out[key] = frozenset(cards - known)
        return out

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Two cards of one suit: every follow duty and trump stays the same."""
        return _suit(first) == _suit(second)

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """NINES-OBS-1/2: the viewer's own hand exactly, the hand it gave away, every
        hand size and the stock's; the view's events are ``game.events(state, seat)``."""
        where = f"view of seat {seat} in phase {_phase(state)}"
        assert view.events == game.events(state, seat), f"{where}: events"
        rules = state.rules
        sizes = tuple(len(state.hand(s)) for s in range(rules.players))
        assert view.hand_sizes == sizes, f"{where}: hand sizes"
        assert view.stock_size == len(state.stock()), f"{where}: stock size"
        if seat is None:
            assert view.hand is None and data["hand"] is None, f"{where}: a public hand"
            assert view.discarded == (), where
            return
        if _phase(state) != "dealing":
            assert view.hand == tuple(state.hand(seat)), f"{where}: own hand"
        exchanged = any(s == seat and ex for s, ex in state.decisions)
        expected = tuple(_cards(state.dealt[seat])) if exchanged else ()
        assert view.discarded == expected, f"{where}: discarded {view.discarded}"

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """The whole view: past results name no card."""
        return dict(data)


def _broken_deals(deal: Any, rules: Any, rng: random.Random) -> list[Probe]:
    """NINES-DEAL-5: a rearrangement is still a deal; wrong sizes, missing or doubled
    cards, a missing or extra pile are not."""
    piles = [*deal.hands, deal.stock] if not rules.partnership else list(deal.hands)
    a, b = rng.sample(range(len(piles)), 2)
    x = rng.choice(_cards(piles[a]))
    y = rng.choice(_cards(piles[b]))

    def with_piles(*changes: tuple[int, int]) -> Any:
        new = list(piles)
        for index, mask in changes:
            new[index] = mask
        n = rules.players
        return dataclasses.replace(deal, hands=tuple(new[:n]), stock=new[n] if len(new) > n else 0)

    bx, by = 1 << x, 1 << y
    out: list[Probe] = [
        (with_piles((a, piles[a] ^ bx ^ by), (b, piles[b] ^ by ^ bx)), True),
        (with_piles((a, piles[a] ^ bx), (b, piles[b] | bx)), False),
        (with_piles((a, piles[a] ^ bx)), False),
        (with_piles((b, piles[b] ^ by | bx)), False),
        (dataclasses.replace(deal, hands=tuple(deal.hands[:-1])), False),
        (dataclasses.replace(deal, hands=(*deal.hands, 0)), False),
    ]
    if rules.partnership:  # a stock where there is none
        out.append(
            (dataclasses.replace(deal, stock=bx, hands=with_piles((a, piles[a] ^ bx)).hands), False)
        )
    else:  # no stock
        out.append((dataclasses.replace(deal, stock=0), False))
    return out


def _fake_deal(rules: Any, pack: Sequence[Card], rng: random.Random) -> Any:
    nines = _nines()
    deck = list(pack)
    rng.shuffle(deck)
    n = rules.players
    hands = tuple(mask_of(deck[13 * i : 13 * i + 13]) for i in range(n))
    return nines.Deal(hands, mask_of(deck[13 * n :]))


# --- facts and states --------------------------------------------------------------------


def _info(game: AnyGame, rules: Any) -> None:
    """NINES-COMP-1/7: 3 seats (4 in partnership); a deal is the deal, 3 decisions
    (none in partnership) and 13 tricks; NINES-INV-8: 25 (35) deals at most."""
    info = game.info(rules)
    n = 4 if rules.partnership else 3
    assert info.seats == n
    assert info.max_deal_actions == 1 + (0 if rules.partnership else 3) + 13 * n
    assert info.max_deals == (35 if rules.partnership else 25)
    assert info.score_sum is None


def _inv_1_3(game: AnyGame, state: Any) -> None:
    """NINES-INV-1/3: in the exchange three hands of 13 and a stock of 13 hold the 52."""
    if _phase(state) != "exchange":
        return
    piles = [state.hand(s) for s in range(3)] + [state.stock()]
    assert [len(p) for p in piles] == [13] * 4
    assert len({c for p in piles for c in p}) == 52


def _final_stock(state: Any) -> frozenset[Card]:
    """The stock after every decision so far (NINES-EXCH-3/4), from the dealt piles."""
    n = state.rules.players
    stock = state.dealt[n]
    hands = list(state.dealt[:n])
    for who, exchanged in state.decisions:
        if exchanged:
            hands[who], stock = stock, hands[who]
    return frozenset(_cards(stock))


def _inv_2(game: AnyGame, state: Any) -> None:
    """NINES-INV-2/3, NINES-EXCH-4/6: the stock holds the last hand discarded (the
    dealt stock if nobody exchanged) and does not change in play."""
    if state.rules.partnership or _phase(state) == "dealing":
        assert state.stock() == () or _phase(state) != "dealing"
        return
    assert frozenset(state.stock()) == _final_stock(state), "the stock"
    assert len(state.stock()) == 13


def _inv_4(game: AnyGame, state: Any) -> None:
    """NINES-INV-4: hand sizes ``13 - c - p``; won piles ``n x tricks``."""
    if _phase(state) not in ("play", "over") or not state.dealt:
        return
    n = state.rules.players
    c = len(state.tricks)
    played = set(state.order[: len(state.trick)])
    for s in range(n):
        assert len(state.hand(s)) == 13 - c - (s in played), f"hand {s}"
    if _phase(state) == "play":
        assert c < 13


def _exch_1(game: AnyGame, state: Any) -> None:
    """NINES-EXCH-1: each seat decides once, from the dealer's left (or the dealer)."""
    if state.rules.partnership:
        assert state.decisions == ()
        return
    d = state.dealer
    first = d if state.rules.exchange_order.value == "dealer_first" else d + 1
    order = [(first + i) % 3 for i in range(3)]
    seats = [s for s, _ in state.decisions]
    assert seats == order[: len(seats)], f"decisions by {seats}, expected {order}"
    if _phase(state) == "exchange":
        assert game.to_move(state) == order[len(seats)]
    elif _phase(state) == "play":
        assert len(seats) == 3


def _tricks(game: AnyGame, state: Any) -> None:
    """NINES-PLAY-1/4/5/6, NINES-INV-11: the dealer's left leads trick 1, the highest
    trump or card of the led suit wins, the winner leads next."""
    n = state.rules.players
    leader = (state.dealer + 1) % n
    for number, trick in enumerate(state.tricks):
        assert trick.hands[0] == leader, f"trick {number + 1} led by {trick.hands[0]}"
        assert list(trick.hands) == [(leader + i) % n for i in range(n)]
        trump = "none" if state.trump is None else str(state.trump)
        assert trick.winner == trick_winner(trick.cards, trick.hands, trump)
        leader = trick.winner
    if _phase(state) == "play":
        assert state.order[0] == leader, "the leader of the trick in play"


def _trump(game: AnyGame, state: Any) -> None:
    """NINES-TRUMP-1/2: deal k has entry ``(k - 1) mod len`` of the schedule, no trump
    with the empty schedule."""
    schedule = state.rules.trump_schedule
    k = state.deal_number
    expected = schedule[(k - 1) % len(schedule)] if schedule else "none"
    trump = "none" if state.trump is None else str(state.trump)
    assert trump == expected, f"deal {k}: trump {trump}, expected {expected}"


def _dealer(game: AnyGame, state: Any) -> None:
    """NINES-DEAL-1: deal k (from 1) is dealt by ``first_dealer + k - 1``."""
    n = state.rules.players
    assert state.dealer == (state.first_dealer + state.deal_number - 1) % n
    over = _phase(state) == "over"
    assert len(state.results) == state.deal_number - (0 if over else 1), "deals played"
    for i, result in enumerate(state.results):
        assert result.dealer == (state.first_dealer + i) % n


def _actor(game: AnyGame, state: Any) -> None:
    """NINES-FLOW-3: chance deals, the deciding or playing seat acts, nobody once over."""
    actor = game.to_move(state)
    phase = _phase(state)
    if phase == "dealing":
        assert actor is tricktake.CHANCE
    elif phase == "over":
        assert actor is None and game.is_over(state)
    elif phase == "play":
        assert actor == state.order[len(state.trick)]
    else:
        assert phase == "exchange" and isinstance(actor, int)


# --- score identities -------------------------------------------------------------------


def _unit_tricks(rules: Any, won: Sequence[int]) -> list[int]:
    if rules.partnership:
        return [won[0] + won[2], won[1] + won[3]]
    return list(won)


def _inv_6(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-SCORE-1/2, NINES-INV-6: each unit changes by ``quota - tricks``, the
    changes sum to −1 and are added to the points; the tricks are the deal's."""
    rules = after.rules
    result = after.results[-1]
    assert sum(result.tricks_won) == len(before.tricks) + 1
    if result.stopped:
        return
    assert sum(result.tricks_won) == 13
    quota = 6 if rules.partnership else 4
    changes = [quota - t for t in _unit_tricks(rules, result.tricks_won)]
    assert list(result.changes) == changes, (result.changes, changes)
    assert sum(changes) == -1
    assert list(result.points) == [p + c for p, c in zip(before.points, changes, strict=True)]
    scores = game.scores(after)
    units = [s % 2 if rules.partnership else s for s in range(rules.players)]
    assert list(scores) == [result.points[u] for u in units]


def _inv_9(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-INV-9, NINES-END-3: in partnership at most one team goes down."""
    if after.rules.partnership:
        assert sum(1 for c in after.results[-1].changes if c < 0) <= 1


def _nodraw(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-NODRAW-1..4: a deal stops exactly after a trick whose winner's running
    score became 0 while two seats or more could reach zero before it; the game is then
    won by that seat alone and the scores are the running scores."""
    rules = after.rules
    result = after.results[-1]
    won = result.tricks_won
    k = sum(won)
    texts = [str(e).split() for e in game.events(after)]
    winner = next(int(t[2]) for t in texts if t[0] == "trick")  # NINES-LOG-1: trick k s
    assert texts[[t[0] for t in texts].index("trick")][1] == str(k)
    points = before.points
    stops = False
    if rules.no_draw:
        prior = [t - (s == winner) for s, t in enumerate(won)]
        reach = sum(1 for s, p in enumerate(points) if p - max(0, prior[s] + 14 - k - 4) <= 0)
        stops = points[winner] - max(0, won[winner] - 4) == 0 and reach >= 2
    assert result.stopped == stops, f"stopped {result.stopped}, by the rule {stops}"
    if stops:
        running = tuple(p - max(0, t - 4) for p, t in zip(points, won, strict=True))
        assert game.is_over(after) and game.scores(after) == running
        outcome = game.outcome(after)
        assert outcome is not None and outcome.winners == (winner,)
        assert [str(e) for e in game.events(after)][-2:] == [
            f"zero {winner}",
            f"end winners={winner}",
        ]
    # NINES-NODRAW-2 means earlier tricks did not qualify: checked at each of them


def _end_1(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-END-1: after a scored deal the game is over iff a unit has 0 points or fewer."""
    result = after.results[-1]
    if not result.stopped:
        assert game.is_over(after) == (min(result.points) <= 0)


def _inv_7(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-INV-7: after k complete deals the units' points sum to 27 − k (36 − k)."""
    final = states[-1]
    start = 36 if final.rules.partnership else 27
    complete = [r for r in final.results if not r.stopped]
    for k, result in enumerate(complete, 1):
        assert sum(result.points) == start - k, (k, result.points)


def _inv_8(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-INV-8: a game ends within 25 deals (35 in partnership)."""
    final = states[-1]
    if game.is_over(final):
        assert len(final.results) <= (35 if final.rules.partnership else 25)


def _winners(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-END-2/3, NINES-INV-10: the lowest points win (tied: a draw, never with
    ``no_draw``); the team at 0 or below wins both seats."""
    final = states[-1]
    outcome = game.outcome(final)
    if outcome is None:
        return
    rules = final.rules
    points = final.results[-1].points
    events = [str(e) for e in game.events(final)]
    if final.results[-1].stopped:
        assert outcome.reason == "no-draw"
        return
    if rules.partnership:
        team = [t for t in (0, 1) if points[t] <= 0]
        assert len(team) == 1 and outcome.winners == (team[0], team[0] + 2)
        assert events[-1] == f"end winners={team[0]},{team[0] + 2}"
        return
    low = min(points)
    seats = tuple(s for s in range(3) if points[s] == low)
    assert outcome.winners == seats
    text = ",".join(map(str, seats))
    assert events[-1] == (f"end draw={text}" if len(seats) > 1 else f"end winners={text}")
    if rules.no_draw:
        assert len(seats) == 1, "NINES-INV-10: no draw under no_draw"
    for earlier, later in itertools.pairwise(states):
        assert earlier.results == later.results[: len(earlier.results)]
