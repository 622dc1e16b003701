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
        min_score=_score_bounds(rules)[0],
        max_score=_score_bounds(rules)[1],
        deal_change=_deal_change(rules),
    )


def _deal_change(rules: Rules) -> tuple[int, int]:
    """N99-SCORE-1..9: the least and the most points a hand scores in one deal. At most
    all ``T`` tricks, the largest bid bonus, and the largest premium bonus ``P`` from
    each hand (its own made, N99-SCORE-7, or another's failed, N99-SCORE-8); at least
    the smallest bid bonus (if negative) and, under minus premiums, ``P`` lost for a
    failed premium of its own (N99-SCORE-9) — counted once per premium kind, as a
    bound."""
    kinds = rules.premium_kinds
    premium = max((scoring.premium_bonus(rules, kind) for kind in kinds), default=0)
    bonuses = rules.bid_bonus or (0,)
    high = rules.tricks + max(0, *bonuses) + rules.hands * premium
    low = min(0, *bonuses)
    if rules.premium_failure is PremiumFailure.MINUS:
        low -= len(kinds) * premium
    return low, high


def _score_bounds(rules: Rules) -> tuple[int | None, int | None]:
    """The least and the most of ``game.scores`` in any state (N99-GAME-2..11, from
    totals of 0): a game's running totals, ``d`` deals of :func:`_deal_change` (a target
    game ends once a total reaches the target, so none passes ``target - 1`` plus one
    deal); a game's final score adds a game bonus and the final adjustment
    (N99-GAME-5..7); a match sums its games' (N99-GAME-11), or under ``rubber_wins``
    counts 100 a target win (N99-BGA-15). ``None`` for the floor of a game that may
    never end."""
    low, high = _deal_change(rules)
    deals = _max_deals(rules)
    games = rules.players * (rules.rubber_wins - 1) + 1 if rules.rubber_wins else rules.rubber_games
    per_game = None if deals is None else deals // games
    if rules.game_end is GameEnd.DEALS:
        top = rules.deals_per_game * high
    else:
        top = rules.target - 1 + high
    bottom = None if per_game is None else min(0, per_game * low)
    bonus = max(0, rules.game_bonus_points, *rules.game_bonus_table)
    least_bonus = min(0, rules.game_bonus_points, *rules.game_bonus_table)
    final_top = top + bonus
    if rules.final_adjustment:  # N99-GAME-6: 0 below 100, else times its hundreds
        final_top = final_top * max(1, final_top // 100)
    final_bottom = (
        None
        if bottom is None
        else (min(0, bottom + least_bonus) if rules.final_adjustment else bottom + least_bonus)
    )
    match_bottom: int | None
    if rules.rubber_wins:
        match_top, match_bottom = scoring.WIN_POINTS * rules.rubber_wins, 0
    else:
        match_top = rules.rubber_games * final_top
        match_bottom = None if final_bottom is None else rules.rubber_games * final_bottom
    most = max(top, match_top)
    least = None if bottom is None or match_bottom is None else min(bottom, match_bottom)
    return least, most


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
