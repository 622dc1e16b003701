"""Ninety-Nine scoring: bid values, success, deal points (§6.2), game end (§6.3).

Pure functions of plain values, so that each rule can be tested on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..units import Seat, best_seats, seat_range
from .rules import GameBonus, GameEnd, PremiumFailure, PremiumKind, Rules
from .values import Holder

__all__ = [
    "SUIT_VALUE",
    "bid_value",
    "deal_points",
    "final_scores",
    "game_ends",
    "match_over",
    "match_scores",
    "match_settlement",
    "match_winners",
    "premium_bonus",
    "settlement",
    "success_set",
    "target_wins",
    "winners",
]

WIN_POINTS = 100
"""N99-BGA-15: the match score of one target win under ``rubber_wins``."""

SUIT_VALUE: Final = (3, 0, 2, 1)
"""N99-BID-4: the bid value of a card by suit number (C 3, D 0, H 2, S 1)."""


def bid_value(mask: int) -> int:
    """N99-BID-4: the sum of the suit values of the bid cards in ``mask``.

    Suit ``s`` holds bits ``16*s .. 16*s+15`` of a mask (:mod:`tricktake.cards`), so the
    value is :data:`SUIT_VALUE` weighted by each suit's count: clubs 3, hearts 2,
    spades 1 (diamonds count 0).
    """
    count = _COUNT16  # (int.bit_count is a method call where mypyc compiles this)
    return 3 * count[mask & 0xFFFF] + 2 * count[mask >> 32 & 0xFFFF] + count[mask >> 48 & 0xFFFF]


_COUNT16: Final = tuple(chunk.bit_count() for chunk in range(1 << 16))
"""The number of cards in each 16-bit chunk of a mask: one suit's ranks."""


def success_set(value: int, tricks: int, bid_cards: int) -> frozenset[int]:
    """N99-BID-5: ``{v}``, plus ``T - v`` when ``v <= T - 3b - 1``."""
    if value <= tricks - 3 * bid_cards - 1:
        return frozenset({value, tricks - value})
    return frozenset({value})


def premium_bonus(rules: Rules, kind: PremiumKind) -> int:
    """N99-PREM-18: the bonus of a premium kind."""
    if kind is PremiumKind.DECLARE:
        return rules.declare_bonus
    if kind is PremiumKind.OPEN:
        return rules.open_bonus
    return rules.reveal_bonus


def deal_points(
    rules: Rules,
    tricks_won: Sequence[int],
    succeeded: Sequence[bool],
    holders: Sequence[Holder],
) -> tuple[int, ...]:
    """N99-SCORE-1..9: each hand's trick points + bid bonus + premium points."""
    k = sum(succeeded)
    # mutmut: any bonus when k is 0 (1, or bid_bonus[-1]) is equivalent because no hand
    # succeeded, so no hand adds it
    bonus = rules.bid_bonus[k - 1] if k else 0
    points = [won + bonus if succeeded[x] else won for x, won in enumerate(tricks_won)]
    if holders:
        failed = [h.seat for h in holders if not succeeded[h.seat]]
        for holder in holders:
            value = premium_bonus(rules, holder.kind)
            if succeeded[holder.seat]:
                points[holder.seat] += value  # N99-SCORE-7
            elif rules.premium_failure is PremiumFailure.MINUS:
                points[holder.seat] -= value  # N99-SCORE-9
            else:  # N99-SCORE-8: every other hand that is not itself a failed holder
                for hand in range(len(points)):
                    if hand not in failed:
                        points[hand] += value
    return tuple(points)


def game_ends(rules: Rules, totals: Sequence[int], deals_played: int) -> bool:
    """N99-GAME-2/3: whether the game ends after this many deals with these totals."""
    if rules.game_end is GameEnd.DEALS:
        return deals_played >= rules.deals_per_game
    return max(totals) >= rules.target


def winners(rules: Rules, totals: Sequence[int]) -> tuple[Seat, ...]:
    """N99-GAME-4: the seats that win on ``totals`` (before any game bonus).

    The hands with the highest total are joint winners. In dummy presets the result is
    a draw, which both live seats share, when the dummy (hand 2) is among the highest
    totals or both seats are; otherwise the seat with the higher total wins.
    """
    best = best_seats(totals)
    if rules.dummy and (len(best) != 1 or best[0] >= rules.players):
        return seat_range(rules.players)
    return best


def final_scores(rules: Rules, totals: Sequence[int]) -> tuple[int, ...]:
    """N99-GAME-5..7: each hand's total plus its game bonus, adjusted if the option is on.

    The bonus goes to every total of at least ``game_bonus_threshold`` (``reached_target``),
    to a sole winning seat (``winner``: none after a draw or joint winners), to every total
    of at least the threshold by how many there are (``by_count``: element ``c-1`` of
    ``game_bonus_table`` to each of ``c`` such hands, N99-BGA-14), or to none.
    """
    sole = winners(rules, totals)
    bonus = rules.game_bonus
    threshold = rules.game_bonus_threshold
    count = sum(total >= threshold for total in totals) if bonus is GameBonus.BY_COUNT else 0
    by_count = rules.game_bonus_table[count - 1] if count else 0
    out: list[int] = []
    for hand, total in enumerate(totals):
        score = total
        if (bonus is GameBonus.REACHED_TARGET and total >= threshold) or (
            bonus is GameBonus.WINNER and sole == (hand,)
        ):
            score += rules.game_bonus_points
        elif bonus is GameBonus.BY_COUNT and total >= threshold:
            score += by_count
        if rules.final_adjustment:
            score = 0 if score < 100 else score * (score // 100)  # N99-GAME-6
        out.append(score)
    return tuple(out)


def match_scores(rules: Rules, games: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """N99-GAME-7/11: each hand's final game score, summed over the games of the match
    (one game, or a rubber's three), given each game's totals."""
    # mutmut: dropping strict=True is equivalent because every game's totals are one per
    # hand of the same rules, so the lengths always agree (strict only guards misuse)
    return tuple(map(sum, zip(*(final_scores(rules, totals) for totals in games), strict=True)))


def target_wins(rules: Rules, games: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """N99-BGA-15: each live seat's target wins, the games it ended with a total of at
    least ``target``, given each game's totals."""
    n = rules.players
    return tuple(sum(totals[seat] >= rules.target for totals in games) for seat in range(n))


def match_over(rules: Rules, games: Sequence[Sequence[int]]) -> bool:
    """N99-GAME-9/12, N99-BGA-15: whether the match ends with these completed games
    (each game's totals): after ``rubber_games`` games, or under ``rubber_wins`` once a
    live seat has that many target wins."""
    if rules.rubber_wins:
        return max(target_wins(rules, games)) >= rules.rubber_wins
    return len(games) >= rules.rubber_games


def settlement(final: Sequence[int]) -> tuple[int, ...]:
    """N99-GAME-8: each live seat's net, ``sum over t != s of (F_s - F_t)``."""
    n = len(final)
    total = sum(final)
    return tuple(n * f - total for f in final)


def match_winners(rules: Rules, games: Sequence[Sequence[int]]) -> tuple[Seat, ...]:
    """N99-GAME-4/11: the winners of a game on its totals, or of a rubber on the
    rubber scores, given each game's totals; under ``rubber_wins`` the seats with the
    most target wins, of them those with the highest rubber score (N99-BGA-15)."""
    if rules.rubber_wins:
        wins = target_wins(rules, games)
        most = max(wins)
        rubber = match_scores(rules, games)
        best = max(rubber[seat] for seat in range(rules.players) if wins[seat] == most)
        return tuple(
            Seat(seat)
            for seat in range(rules.players)
            if wins[seat] == most and rubber[seat] == best
        )
    if len(games) == 1:
        return winners(rules, games[0])
    return winners(rules, match_scores(rules, games))


def match_settlement(rules: Rules, games: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """N99-GAME-8/11: each live seat's net over the games of the match, given each
    game's totals: per game, every pair of live seats settles the difference of their
    final game scores, except that a dummy game's draw settles nothing."""
    n = rules.players
    nets = [0] * n
    for totals in games:
        if rules.dummy and len(winners(rules, totals)) > 1:
            continue  # N99-GAME-8: a draw (→ N99-AMB-30)
        for seat, net in enumerate(settlement(final_scores(rules, totals)[:n])):
            nets[seat] += net
    return tuple(nets)
