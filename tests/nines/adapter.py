"""Nines' own oracles for the invariant suite (the Nines rules (``src/tricktake/rulebook/nines.rst``)).

Everything here reads the rules document and the documented attributes of Nines states
(``hand``, ``stock``, ``dealt``, ``decisions``, ``trick``, ``order``, ``tricks``,
``points``, ``results``, ``trump``, ``dealer``, ``deal_number``), never the engine's
tables: the pack and piles (NINES-COMP-2/4), the bounds of ``game.info`` (NINES-INV-8),
the per-state invariants and score identities of §8, the legal actions and what each
seat may see (NINES-OBS-1..3). The rules themselves (the trick winner, the trump of a
deal, the exchange order, the changes of a deal, the no-draw rule, the ``end`` event)
are the reference's (``tests/nines/reference.py``, written from the rules document).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from tests.nines.reference import (
    PACK,
    Variant,
    can_reach_zero,
    deal_changes,
    end_text,
    exchange_order,
    running_score,
    trick_winner,
    trump_of_deal,
)
from tests.properties import adapters
from tests.properties.adapters import AnyGame, Probe, TrickAdapter
from tricktake.cards import Card, card_text, parse_card
from tricktake.units import Seat

__all__ = ["NinesAdapter", "known_cards"]

CHECKS = adapters.Checks()
"""Nines' rule checks, each entered where it is written below."""


def _suit(card: int) -> str:
    return card_text(Card(card))[-1]


def _variant(rules: Any) -> Variant:
    return adapters.options_of(Variant, rules)


def _nines() -> Any:
    from tricktake import nines

    return nines


def _phase(state: Any) -> str:
    return str(state.phase.value)


def _winner(trick: Any, trump: Any) -> int:
    """NINES-PLAY-4/5: the seat of the highest trump if any, else of the highest card of
    the led suit."""
    texts = [card_text(Card(c)) for c in trick.cards]
    return int(trick.hands[trick_winner(texts, None if trump is None else str(trump))])


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
    """Nines, every preset (the Nines rules (``src/tricktake/rulebook/nines.rst``))."""

    name = "nines"
    checks = CHECKS

    # ------------------------------------------------------- facts, conservation
    @adapters.per_rules
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """NINES-COMP-2 in the order of NINES-DEAL-4: suits C D H S, ranks 2 up to A."""
        return tuple(parse_card(card) for card in PACK)

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """NINES-COMP-4: ``hand[s]``, ``stock`` (3 players), ``trick`` in play order,
        ``won[s]``, and ``undealt`` (the cards no deal has placed)."""
        n = state.rules.players
        piles = {f"hand[{s}]": state.hand(s) for s in range(n)}
        if not state.rules.partnership:
            piles["stock"] = state.stock()
        piles |= {f"won[{s}]": adapters.won_cards(state.tricks, s) for s in range(n)}
        return adapters.pack_piles(self.pack(state.rules), piles, {"trick": state.trick})

    # ------------------------------------------------------------------ legality
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """Every ``play X`` of the pack, ``exchange`` and ``keep``; at a deal the sampled
        deal, a valid rearrangement and broken deals, elsewhere a well-formed deal."""
        nines = _nines()
        pack = self.pack(state.rules)
        out: list[Probe] = [(nines.Play(c), None) for c in pack]
        out += [(nines.EXCHANGE, None), (nines.KEEP, None)]
        *hands, stock = adapters.dealt_at_random(pack, [13] * state.rules.players, rng)
        elsewhere = (nines.Deal(tuple(hands), stock), None)
        broken = functools.partial(_broken_deals, rules=state.rules, rng=rng)
        return out + adapters.deal_probes(game, state, rng, broken, elsewhere)

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
        where = adapters.view_where(game, state, seat, view)
        rules = state.rules
        sizes = tuple(len(state.hand(s)) for s in range(rules.players))
        assert view.hand_sizes == sizes, f"{where}: hand sizes"
        assert view.stock_size == len(state.stock()), f"{where}: stock size"
        if seat is None:
            assert view.hand == () and data["hand"] == [], f"{where}: a public hand"
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
    edit = adapters.DealEdit.draw(deal, rng, () if rules.partnership else ("stock",))
    bx = 1 << edit.x
    if rules.partnership:  # a stock where there is none
        wrong = edit.with_piles((edit.a, edit.piles[edit.a] ^ bx), stock=bx)
    else:  # no stock
        wrong = dataclasses.replace(deal, stock=0)
    return [*edit.broken(), (wrong, False)]


# --- facts and states --------------------------------------------------------------------


@CHECKS.info.rule("NINES-COMP-7/NINES-INV-8 info")
def _info(game: AnyGame, rules: Any) -> None:
    """NINES-COMP-1/7: 3 seats (4 in partnership); a deal is the deal, 3 decisions
    (none in partnership) and 13 tricks; NINES-INV-8: 25 (35) deals at most."""
    info = game.info(rules)
    n = _variant(rules).players
    assert info.seats == n
    assert info.max_deal_actions == 1 + (0 if rules.partnership else 3) + 13 * n
    assert info.max_deals == (35 if rules.partnership else 25)
    assert info.score_sum is None


@CHECKS.state.rule("NINES-INV-1/3 exchange conservation")
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


@CHECKS.state.rule("NINES-INV-2 stock fixed in play")
def _inv_2(game: AnyGame, state: Any) -> None:
    """NINES-INV-2/3, NINES-EXCH-4/6: the stock holds the last hand discarded (the
    dealt stock if nobody exchanged) and does not change in play."""
    if state.rules.partnership or _phase(state) == "dealing":
        assert state.stock() == () or _phase(state) != "dealing"
        return
    assert frozenset(state.stock()) == _final_stock(state), "the stock"
    assert len(state.stock()) == 13


@CHECKS.state.rule("NINES-INV-4 hand and won pile sizes")
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


@CHECKS.state.rule("NINES-EXCH-1 decision order")
def _exch_1(game: AnyGame, state: Any) -> None:
    """NINES-EXCH-1: each seat decides once, from the dealer's left (or the dealer)."""
    if state.rules.partnership:
        assert state.decisions == ()
        return
    order = exchange_order(state.dealer, _variant(state.rules).exchange_order)
    seats = [s for s, _ in state.decisions]
    assert seats == order[: len(seats)], f"decisions by {seats}, expected {order}"
    if _phase(state) == "exchange":
        assert game.to_move(state) == order[len(seats)]
    elif _phase(state) == "play":
        assert len(seats) == 3


@CHECKS.state.rule("NINES-PLAY-4..6/NINES-INV-11 tricks and leaders")
def _tricks(game: AnyGame, state: Any) -> None:
    """NINES-PLAY-1/4/5/6, NINES-INV-11: the dealer's left leads trick 1, the highest
    trump or card of the led suit wins, the winner leads next."""
    n = state.rules.players
    leader = (state.dealer + 1) % n
    for number, trick in enumerate(state.tricks):
        assert trick.hands[0] == leader, f"trick {number + 1} led by {trick.hands[0]}"
        assert list(trick.hands) == [(leader + i) % n for i in range(n)]
        assert trick.winner == _winner(trick, state.trump)
        leader = trick.winner
    if _phase(state) == "play":
        assert state.order[0] == leader, "the leader of the trick in play"


@CHECKS.state.rule("NINES-INV-11/NINES-TRUMP-2 trump of the deal")
def _trump(game: AnyGame, state: Any) -> None:
    """NINES-TRUMP-1/2: deal k has entry ``(k - 1) mod len`` of the schedule, no trump
    with the empty schedule."""
    k = state.deal_number
    expected = trump_of_deal(state.rules.trump_schedule, k)
    trump = None if state.trump is None else str(state.trump)
    assert trump == expected, f"deal {k}: trump {trump}, expected {expected}"


@CHECKS.state.rule("NINES-DEAL-1 dealer")
def _dealer(game: AnyGame, state: Any) -> None:
    """NINES-DEAL-1: deal k (from 1) is dealt by ``first_dealer + k - 1``."""
    n = state.rules.players
    assert state.dealer == (state.first_dealer + state.deal_number - 1) % n
    over = _phase(state) == "over"
    assert len(state.results) == state.deal_number - (0 if over else 1), "deals played"
    adapters.check_dealers(state)


@CHECKS.state.rule("NINES-FLOW-3 actor")
def _actor(game: AnyGame, state: Any) -> None:
    """NINES-FLOW-3: chance deals, the deciding or playing seat acts, nobody once over."""
    phase = _phase(state)
    actor = adapters.check_actor(game, state, dealing=phase == "dealing", over=phase == "over")
    if phase == "play":
        assert actor == state.order[len(state.trick)]
    elif actor is not None:
        assert phase == "exchange", phase


# --- score identities -------------------------------------------------------------------


def _unit_tricks(variant: Variant, won: Sequence[int]) -> list[int]:
    return [sum(won[s] for s in variant.seats_of(unit)) for unit in range(variant.units)]


@CHECKS.deal.rule("NINES-SCORE-1/2/NINES-INV-6 deal identity")
def _inv_6(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-SCORE-1/2, NINES-INV-6: each unit changes by ``quota - tricks``, the
    changes sum to −1 and are added to the points; the tricks are the deal's."""
    variant = _variant(after.rules)
    result = after.results[-1]
    assert sum(result.tricks_won) == len(before.tricks) + 1
    if result.stopped:
        return
    assert sum(result.tricks_won) == 13
    changes = list(deal_changes(_unit_tricks(variant, result.tricks_won), variant))
    assert list(result.changes) == changes, (result.changes, changes)
    assert sum(changes) == -1
    assert list(result.points) == [p + c for p, c in zip(before.points, changes, strict=True)]
    scores = game.scores(after)
    assert list(scores) == [result.points[variant.unit_of(s)] for s in range(variant.players)]


@CHECKS.deal.rule("NINES-INV-9 one team down at most")
def _inv_9(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-INV-9, NINES-END-3: in partnership at most one team goes down."""
    if after.rules.partnership:
        assert sum(1 for c in after.results[-1].changes if c < 0) <= 1


@CHECKS.deal.rule("NINES-NODRAW-1..4/NINES-INV-10 no-draw")
def _nodraw(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-NODRAW-1..4: a deal stops exactly after a trick whose winner's running
    score became 0 while two seats or more could reach zero before it; the game is then
    won by that seat alone and the scores are the running scores."""
    rules = after.rules
    result = after.results[-1]
    won = result.tricks_won
    k = sum(won)
    texts = [t.split() for t in adapters.event_texts(game, after)]
    winner = next(int(t[2]) for t in texts if t[0] == "trick")  # NINES-LOG-1: trick k s
    assert texts[[t[0] for t in texts].index("trick")][1] == str(k)
    points = before.points
    stops = False
    if rules.no_draw:
        prior = [t - (s == winner) for s, t in enumerate(won)]
        reach = sum(1 for s, p in enumerate(points) if can_reach_zero(p, prior[s], k))
        stops = running_score(points[winner], won[winner]) == 0 and reach >= 2
    assert result.stopped == stops, f"stopped {result.stopped}, by the rule {stops}"
    if stops:
        running = tuple(running_score(p, t) for p, t in zip(points, won, strict=True))
        assert game.is_over(after) and game.scores(after) == running
        outcome = game.outcome(after)
        assert outcome is not None and outcome.winners == (winner,)
        assert adapters.event_texts(game, after)[-2:] == [
            f"zero {winner}",
            f"end winners={winner}",
        ]
    # NINES-NODRAW-2 means earlier tricks did not qualify: checked at each of them


@CHECKS.deal.rule("NINES-END-1 game end")
def _end_1(game: AnyGame, before: Any, after: Any) -> None:
    """NINES-END-1: after a scored deal the game is over iff a unit has 0 points or fewer."""
    result = after.results[-1]
    if not result.stopped:
        assert game.is_over(after) == (min(result.points) <= 0)


@CHECKS.game.rule("NINES-INV-7 point total")
def _inv_7(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-INV-7: after k complete deals the units' points sum to 27 − k (36 − k)."""
    final = states[-1]
    variant = _variant(final.rules)
    start = variant.units * variant.start_points
    complete = [r for r in final.results if not r.stopped]
    for k, result in enumerate(complete, 1):
        assert sum(result.points) == start - k, (k, result.points)


@CHECKS.game.rule("NINES-INV-8 termination")
def _inv_8(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-INV-8: a game ends within 25 deals (35 in partnership)."""
    final = states[-1]
    if game.is_over(final):
        assert len(final.results) <= (35 if final.rules.partnership else 25)


@CHECKS.game.rule("NINES-END-2/3/NINES-INV-10 winners")
def _winners(game: AnyGame, states: Sequence[Any]) -> None:
    """NINES-END-2/3, NINES-INV-10: the lowest points win (tied: a draw, never with
    ``no_draw``); the team at 0 or below wins both seats."""
    final = states[-1]
    outcome = game.outcome(final)
    if outcome is None:
        return
    variant = _variant(final.rules)
    points = final.results[-1].points
    if final.results[-1].stopped:
        assert outcome.reason == "no-draw"
        return
    text = end_text(points, variant)
    assert text is not None and adapters.event_texts(game, final)[-1] == text, text
    if variant.partnership:
        team = [t for t in (0, 1) if points[t] <= 0]
        assert len(team) == 1 and outcome.winners == variant.seats_of(team[0])
        return
    low = min(points)
    seats = tuple(s for s in range(3) if points[s] == low)
    assert outcome.winners == seats
    if variant.no_draw:
        assert len(seats) == 1, "NINES-INV-10: no draw under no_draw"
    for earlier, later in itertools.pairwise(states):
        assert earlier.results == later.results[: len(earlier.results)]
