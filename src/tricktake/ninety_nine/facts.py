"""Ninety-Nine's game facts (:class:`~tricktake.GameInfo`), outcome, tallies and piles.

Read by generic code (the command line, the invariant suite, bots) through the
:class:`~tricktake.Game` protocol; none of this is on the hot path.
"""

from __future__ import annotations

from ..cards import Card
from ..game import GameInfo, Outcome
from . import scoring
from .actions import sort_cards
from .rules import GameEnd, PremiumAuction, PremiumFailure, Rules, TrumpRule
from .state import State
from .tables import tables_for
from .values import Phase

__all__ = ["game_info", "outcome", "piles", "scores", "tallies"]


def game_info(rules: Rules) -> GameInfo:
    """N99-COMP-1..10 and §6.3: the seats, the pack and the bounds of a game."""
    n = rules.players
    kinds = len(rules.premium_kinds)
    bids = 0 if rules.unbidden else n  # N99-BID-1; N99-UNB-1: no BID phase
    # N99-PREM-5/12/14: each seat calls (or offers) once; only the sequential single
    # procedure has the upgrade step, where each overcalled seat may call again, and
    # each overcall is to a higher kind (N99-PREM-7/9)
    calls = n if kinds else 0
    sequential = rules.premium_auction is PremiumAuction.SEQUENTIAL
    if kinds and sequential and rules.declarer_upgrade and not rules.multiple_premiums:
        calls += min(n, kinds) - 1
    plays = rules.hands * rules.tricks
    # N99-PHASE-7: a Sphinx holder's trump action, a revealer's lead action
    chosen = (rules.trump_rule is TrumpRule.PREMIUM_CHOICE) + rules.revealer_chooses_leader
    return GameInfo(
        game="ninety-nine",
        seats=n,
        pack=sort_cards(tables_for(rules).pack_mask),
        max_deal_actions=1 + bids + calls + chosen + plays,  # the deal first
        max_deals=_max_deals(rules),
        score_sum=None,  # game points obey no sum identity (N99-INV-19 is settlement's)
    )


def _max_deals(rules: Rules) -> int | None:
    """N99-GAME-2/3: a deals game has its number of deals. In a target game without
    minus premiums every deal adds at least ``T`` points to the totals (N99-SCORE-2,
    N99-INV-13), so some total reaches the target after ``d`` deals once
    ``T*d > h*(target - 1)``; with −B premiums a game may never end
    (:doc:`/conventions`, *Invariants*)."""
    if rules.game_end is GameEnd.DEALS:
        per_game: int | None = rules.deals_per_game
    elif rules.premium_failure is PremiumFailure.MINUS and rules.premium_kinds:
        per_game = None
    else:
        per_game = rules.hands * (rules.target - 1) // rules.tricks + 1
    # N99-BGA-15: under rubber_wins=w, at most n(w - 1) + 1 games
    games = rules.players * (rules.rubber_wins - 1) + 1 if rules.rubber_wins else rules.rubber_games
    return None if per_game is None else per_game * games


def scores(state: State) -> tuple[int, ...]:
    """N99-SCORE-13: running totals of the current game per live seat; once the match
    is over, final game scores, summed over a rubber's games (N99-GAME-11), or under
    ``rubber_wins`` 100 a target win (N99-BGA-15)."""
    rules = state.rules
    n = rules.players
    if state.phase is Phase.OVER:
        games = (*state.games, state.totals)
        if rules.rubber_wins:
            return tuple(scoring.WIN_POINTS * w for w in scoring.target_wins(rules, games))
        return scoring.match_scores(rules, games)[:n]
    return state.totals[:n]


def outcome(state: State) -> Outcome | None:
    """N99-GAME-2..5: ``None`` until the match is over; then the final scores, the
    winners of N99-GAME-4 (:func:`.scoring.winners`: both seats after a dummy game's
    draw), and ``"target"`` or ``"deals"``; a rubber's winners on the rubber scores and
    ``"rubber"`` (N99-GAME-11), also under ``rubber_wins`` (N99-BGA-15)."""
    if state.phase is not Phase.OVER:
        return None
    rules = state.rules
    winners = scoring.match_winners(rules, (*state.games, state.totals))
    if rules.rubber_games > 1 or rules.rubber_wins:
        reason = "rubber"
    else:
        reason = "deals" if rules.game_end is GameEnd.DEALS else "target"
    return Outcome(scores=scores(state), winners=winners, reason=reason)


def tallies(state: State) -> dict[str, tuple[int, int]]:
    """Per deal scored so far: live seats' bids made (N99-BID-6) and premiums made."""
    n = state.rules.players
    made = bids = premiums_made = premiums = 0
    for result in state.results:
        made += sum(result.succeeded[:n])
        bids += n
        premiums += len(result.holders)
        premiums_made += sum(result.succeeded[h.seat] for h in result.holders)
    return {"bids made": (made, bids), "premiums made": (premiums_made, premiums)}


def piles(state: State) -> dict[str, tuple[Card, ...]]:
    """N99-COMP-9: ``hand[s]`` and ``bid[s]`` for every live seat, ``dummy_hand`` and
    ``dummy_bid`` with a dummy, ``turnup``, ``trick`` (in play order), ``taken[x]`` for
    every hand, and ``undealt``: the cards no deal has placed (the whole pack before a
    deal). Cards are in the canonical order of N99-DEAL-8, but ``trick``'s."""
    rules = state.rules
    n = rules.players
    taken = [0] * rules.hands
    placed = 0
    for trick in state.tricks:
        for card in trick.cards:
            taken[trick.winner] |= 1 << card
    out: dict[str, tuple[Card, ...]] = {}
    for x in range(rules.hands):
        hand, bid = state.hand_mask(x), state.bids[x]
        placed |= hand | bid | taken[x]
        hand_pile, bid_pile = (f"hand[{x}]", f"bid[{x}]") if x < n else ("dummy_hand", "dummy_bid")
        out[hand_pile] = sort_cards(hand)
        out[bid_pile] = sort_cards(bid)
    out["turnup"] = sort_cards(state.turnup)  # none between deals: a deal turns it up
    placed |= state.turnup
    out["trick"] = tuple(state.trick)
    for card in state.trick:
        placed |= 1 << card
    for x in range(rules.hands):
        out[f"taken[{x}]"] = sort_cards(taken[x])
    out["undealt"] = sort_cards(tables_for(rules).pack_mask & ~placed)
    return out
