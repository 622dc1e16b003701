"""Nap's game facts (:class:`~tricktake.GameInfo`), outcome, tallies and piles.

Read by generic code (the command line, the invariant suite, bots) through the
:class:`~tricktake.Game` protocol; none of this is on the hot path.
"""

from __future__ import annotations

from ..cards import Card, cards_of
from ..game import GameInfo, Outcome
from ..units import Chips, Seat, best_seats
from .rules import Rules
from .scoring import PAYOUTS
from .state import State
from .tables import tables_for
from .values import Phase

__all__ = ["game_info", "outcome", "piles", "scores", "tallies", "winners"]


def game_info(rules: Rules) -> GameInfo:
    """NAP-COMP-1..3, NAP-INV-10, NAP-END-1, NAP-SCORE-6: ``n`` seats, the deck, a deal
    of one chance action, ``n`` bidding actions and ``5n`` plays, ``num_deals`` deals,
    balances summing to 0.

    The bounds of a balance (NAP-COMP-7: 0 at the start): in one deal (NAP-SCORE-2..5)
    a declarer wins at most ``(n - 1)`` times the largest success payment of a contract
    the rules allow, or pays ``(n - 1)`` times the largest failure payment; an opponent
    pays a success payment or receives a failure payment; a thrown-in deal changes
    nothing. ``deals`` such deals bound a game."""
    n = rules.players
    payouts = PAYOUTS[rules.payout_table]
    success = max(payouts[c][0] for c in tables_for(rules).contracts)
    failure = max(payouts[c][1] for c in tables_for(rules).contracts)
    low = -max((n - 1) * failure, success)
    high = max((n - 1) * success, failure)
    return GameInfo(
        game="nap",
        seats=n,
        pack=tables_for(rules).deck,
        max_deal_actions=1 + n + 5 * n,
        max_deals=rules.deals,
        score_sum=0,
        min_score=low * rules.deals,
        max_score=high * rules.deals,
        deal_change=(low, high),
    )


def winners(balances: tuple[Chips, ...]) -> tuple[Seat, ...]:
    """NAP-END-3: every seat with the highest balance, ascending."""
    return best_seats(balances)


def scores(state: State) -> tuple[Chips, ...]:
    """NAP-COMP-7: the chip balance of each seat."""
    return state.balances


def outcome(state: State) -> Outcome | None:
    """NAP-END-2/3: ``None`` until the game is over; then the balances, the winners and
    the reason ``"deals"``."""
    if state.phase is not Phase.OVER:
        return None
    balances = state.balances
    return Outcome(scores=balances, winners=winners(balances), reason="deals")


def tallies(state: State) -> dict[str, tuple[int, int]]:
    """Per contract that the rules allow: ``"<bid> contracts made": (made, played)`` over
    the deals settled so far (thrown-in deals play no contract)."""
    counts = {c: [0, 0] for c in tables_for(state.rules).contracts}
    for result in state.results:
        if result.contract is not None:
            counts[result.contract][0] += result.made
            counts[result.contract][1] += 1
    return {f"{c.value} contracts made": (m, p) for c, (m, p) in counts.items()}


def piles(state: State) -> dict[str, tuple[Card, ...]]:
    """NAP-COMP-6: ``hand[s]`` and ``won[s]`` for every seat, ``trick`` (in play order)
    and ``undealt``. Between deals (and before the first, and once the game is over) no
    card is dealt: every card is in ``undealt``. Cards are in the canonical order of
    NAP-DEAL-4, but ``trick``'s."""
    n = state.rules.players
    out: dict[str, tuple[Card, ...]] = {}
    placed = 0
    for s in range(n):
        held = state.hand_mask(s)
        placed |= held
        out[f"hand[{s}]"] = cards_of(held)
    out["trick"] = tuple(state.trick)
    for card in state.trick:
        placed |= 1 << card
    for s in range(n):
        won = 0
        for trick in state.tricks:
            if trick.winner == s:
                for card in trick.cards:
                    won |= 1 << card
        placed |= won
        out[f"won[{s}]"] = cards_of(won)
    out["undealt"] = cards_of(tables_for(state.rules).deck_mask & ~placed)
    return out
