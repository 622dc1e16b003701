"""Nines' game facts (:class:`~tricktake.GameInfo`), winners, outcome, tallies and piles.

Read by generic code (the command line, the invariant suite, bots) through the
:class:`~tricktake.Game` protocol; none of this is on the hot path.
"""

from __future__ import annotations

from ..cards import Card, cards_of
from ..game import GameInfo, Outcome
from ..units import Seat, best_seats
from .rules import Rules
from .state import STOCK, State
from .tables import PACK
from .values import Phase

__all__ = ["game_info", "outcome", "piles", "scores", "tallies", "unit_of", "winners"]


def game_info(rules: Rules) -> GameInfo:
    """NINES-COMP-7 and NINES-INV-8: a deal is the deal, 3 decisions (3 players) and 13
    tricks; a game ends within 25 deals (3 players) or 35 (partnership); the final
    scores obey no sum identity (NINES-INV-7 depends on the number of deals).

    The bounds of a unit's points: they start at ``start_points`` (NINES-COMP-5) and a
    deal changes them by ``quota - tricks``, from ``quota - 13`` to ``quota``
    (NINES-SCORE-1); a deal starts only while every unit has at least 1 point
    (NINES-END-1), so no score falls below ``1 + quota - 13``, and none rises above
    ``start_points + quota`` times the most deals."""
    n = rules.players
    decisions = 0 if rules.partnership else n
    deals = 35 if rules.partnership else 25
    quota = rules.quota
    return GameInfo(
        game="nines",
        seats=n,
        pack=PACK,
        max_deal_actions=1 + decisions + 13 * n,
        max_deals=deals,
        score_sum=None,
        higher_wins=False,  # NINES-END-2/3: the lowest points win
        min_score=1 + quota - 13,
        max_score=rules.start_points + quota * deals,
        deal_change=(quota - 13, quota),
    )


def winners(rules: Rules, points: tuple[int, ...]) -> tuple[tuple[Seat, ...], bool]:
    """The winning seats of a game ended by NINES-END-1, and whether it is a draw:
    3 players, the seats with the lowest points, a draw when several (NINES-END-2);
    partnership, both seats of the team at 0 or below (NINES-END-3)."""
    if rules.partnership:
        team = 0 if points[0] <= 0 else 1
        return (Seat(team), Seat(team + 2)), False
    seats = best_seats(points, highest=False)
    return seats, len(seats) > 1


def unit_of(rules: Rules, seat: Seat) -> int:
    """The unit that owns a seat's points: the seat, or its team (NINES-COMP-3)."""
    return seat % 2 if rules.partnership else seat


def scores(state: State) -> tuple[int, ...]:
    """Each seat's unit's points (NINES-COMP-5): before the current deal's scoring;
    after a no-draw end the running scores (NINES-NODRAW-4)."""
    context = state.context
    points = context.points
    if context.rules.partnership:
        return (points[0], points[1], points[0], points[1])
    return points


def outcome(state: State) -> Outcome | None:
    """``None`` until the game is over; then the final :func:`scores`, the winners and
    the reason: ``"no-draw"`` (NINES-NODRAW-3), ``"draw"`` (NINES-END-2) or ``"zero"``."""
    if state.phase is not Phase.OVER:
        return None
    context = state.context
    last = context.results[-1]
    if last.stopped:
        winner = state.tricks[-1].winner  # its trick stopped the deal
        return Outcome(scores=scores(state), winners=(winner,), reason="no-draw")
    seats, draw = winners(context.rules, context.points)
    return Outcome(scores=scores(state), winners=seats, reason="draw" if draw else "zero")


MEAN_CHANGE = "mean |score change| per unit and deal"
"""The tally of the size of a unit's change in a deal (NINES-SCORE-1)."""

STOPPED = "deals stopped by no-draw"
"""The tally of the deals that NINES-NODRAW-3 stopped (``no_draw`` only)."""


def tallies(state: State) -> dict[str, tuple[int, int]]:
    """Over the deals played so far: ``mean |score change| per unit and deal`` as (the
    sum of every unit's points changed, up or down, units × deals scored): how fast a
    game moves, since the signed changes of a deal always sum to −1 (NINES-SCORE-2); and
    with ``no_draw``, ``deals stopped by no-draw`` as (stopped, deals)."""
    rules = state.rules
    moved = scored = stopped = 0
    for result in state.results:
        if result.stopped:
            stopped += 1
        else:
            scored += 1
            moved += sum(map(abs, result.changes))
    out = {MEAN_CHANGE: (moved, rules.units * scored)}
    if rules.no_draw:
        out[STOPPED] = (stopped, len(state.results))
    return out


def piles(state: State) -> dict[str, tuple[Card, ...]]:
    """NINES-COMP-4: ``hand[s]`` per seat, ``stock`` (3 players), ``trick`` in play
    order, ``won[s]`` per seat (the cards of the tricks it won), and ``undealt``: the
    cards no deal has placed (the whole pack before a deal). All but ``trick`` in the
    canonical order of NINES-DEAL-4."""
    rules = state.rules
    n = rules.players
    won = [0] * n
    for trick in state.tricks:
        for card in trick.cards:
            won[trick.winner] |= 1 << card
    out: dict[str, tuple[Card, ...]] = {}
    placed = 0
    for seat in range(n):
        placed |= state.hand_mask(seat)
        out[f"hand[{seat}]"] = cards_of(state.hand_mask(seat))
    if not rules.partnership:
        placed |= state.hand_mask(STOCK)
        out["stock"] = cards_of(state.hand_mask(STOCK))
    out["trick"] = tuple(state.trick)
    for card in state.trick:
        placed |= 1 << card
    for seat in range(n):
        placed |= won[seat]
        out[f"won[{seat}]"] = cards_of(won[seat])
    out["undealt"] = tuple(c for c in PACK if not placed >> c & 1)
    return out
