"""The pure kernels of the engine under contracts, for CrossHair (issue 12, layer 3).

Each function here is a *harness*: it calls the engine's own kernel (``trick_winner``,
``trump_power``, ``bid_value``, ``deal_points``, Nap's ``settlement``, Nines'
``score_changes``, Newmarket's ``out_payments`` and ``split``) with a fixed shape of
symbolic ints (three or four cards, a few seats), so that every path is finite, and
states the rule as a PEP 316 postcondition: one a harness, the conjunction of its
clauses in parentheses, because CrossHair explores every path once for each condition
(two conditions of one harness cost it twice the time of their conjunction, which it
proves as strongly). ``test_crosshair.py`` runs ``crosshair check --report_all`` over
this module and fails unless every postcondition is *confirmed over all paths*.

What CrossHair cannot prove (it only searches over frozensets, masks of many cards and
sequences of any length) is covered elsewhere: over its whole finite domain in
``test_finite_domains.py`` (the trick tables of every mode built by ``TrickRules``
over every trick of a small pack, follow suit over every pair of hands of a small pack,
``success_set`` over every bid), and with Z3 where an identity ranges over unbounded
parameters (``test_proofs.py``). :data:`RULES` names the rules each harness proves;
the Verification page of the docs lists them.

This module imports nothing from ``tests`` (CrossHair imports it on its own).
"""

from __future__ import annotations

import tricktake
from tricktake.nap import Contract
from tricktake.nap.scoring import settlement
from tricktake.newmarket.scoring import out_payments, split
from tricktake.nines.scoring import score_changes
from tricktake.ninety_nine.rules import PremiumFailure, PremiumKind
from tricktake.ninety_nine.scoring import SUIT_VALUE, bid_value, deal_points
from tricktake.ninety_nine.values import Holder
from tricktake.tricks import trick_winner, trump_power
from tricktake.units import Seat

__all__ = [
    "RULES",
    "SUIT_VALUE",
    "bid_value_3",
    "n99_deal_points_minus",
    "n99_deal_points_others",
    "nap_settlement",
    "newmarket_out_payments",
    "newmarket_split",
    "nines_score_changes",
    "trick_winner_3",
    "trick_winner_4",
    "trump_trick_3",
]


def trick_winner_3(p0: int, p1: int, p2: int) -> int:
    """The winner of a 3-card trick of powers ``p0, p1, p2``: the first of the highest
    powers (CONVENTIONS: of identical cards the earlier wins).

    pre: p0 >= 0 and p1 >= 0 and p2 >= 0
    post: (0 <= __return__ < 3) and (all((p0, p1, p2)[i] < (p0, p1, p2)[__return__] for i in range(__return__))) and (all((p0, p1, p2)[i] <= (p0, p1, p2)[__return__] for i in range(3)))
    """
    return trick_winner((0, 1, 2), (p0, p1, p2))


def trick_winner_4(p0: int, p1: int, p2: int, p3: int) -> int:
    """As :func:`trick_winner_3`, for a 4-card trick.

    pre: p0 >= 0 and p1 >= 0 and p2 >= 0 and p3 >= 0
    post: (0 <= __return__ < 4) and (all((p0, p1, p2, p3)[i] < (p0, p1, p2, p3)[__return__] for i in range(__return__))) and (all((p0, p1, p2, p3)[i] <= (p0, p1, p2, p3)[__return__] for i in range(4)))
    """
    return trick_winner((2, 0, 3, 1), (p1, p3, p0, p2))


def trump_trick_3(s0: int, r0: int, s1: int, r1: int, s2: int, r2: int, trump: int) -> int:
    """Who wins a trick of three distinct cards (suit, order) led by the first, with
    suit ``trump`` (-1: no trump), through the engine's power tables (``trump_power``)
    and ``trick_winner``: the highest trump if any was played, else the highest card of
    the led suit (N99-WIN-1/2, NAP-PLAY-5, NINES-PLAY-4/5). (A trump set by the led
    suit, N99-WIN-3, takes CrossHair too many paths: ``test_finite_domains.py`` covers
    it over every trick of a small pack.)

    pre: 0 <= s0 < 4 and 0 <= s1 < 4 and 0 <= s2 < 4 and -1 <= trump < 4
    pre: 0 <= r0 < 15 and 0 <= r1 < 15 and 0 <= r2 < 15
    pre: (s0, r0) != (s1, r1) and (s0, r0) != (s2, r2) and (s1, r1) != (s2, r2)
    post: ((s0, s1, s2)[__return__] in (s0, trump)) and (trump not in (s0, s1, s2) or (s0, s1, s2)[__return__] == trump) and (all((s0, s1, s2)[i] != (s0, s1, s2)[__return__] or (r0, r1, r2)[i] <= (r0, r1, r2)[__return__] for i in range(3)))
    """
    trumps = [None if trump < 0 else trump] * 4
    power = trump_power((s0, s1, s2), (r0, r1, r2), trumps)
    return trick_winner((0, 1, 2), power[s0])


def bid_value_3(a: int, b: int, c: int) -> int:
    """N99-BID-4, N99-INV-8: the bid value of three cards of suits ``a, b, c`` is the
    sum of their suit values (C 3, D 0, H 2, S 1), in [0, 9]. (The ranks are fixed:
    symbolic shifts by ranks too take CrossHair too long; ``test_finite_domains.py``
    covers every 3-card bid of the pack.)

    pre: 0 <= a < 4 and 0 <= b < 4 and 0 <= c < 4
    post: (__return__ == SUIT_VALUE[a] + SUIT_VALUE[b] + SUIT_VALUE[c]) and (0 <= __return__ <= 9)
    """
    return bid_value((1 << (16 * a)) | (1 << (16 * b + 1)) | (1 << (16 * c + 2)))


_N99 = tricktake.get_game("ninety-nine")
_OTHERS = _N99.rules("revised")
_MINUS = _N99.rules("revised", premium_failure=PremiumFailure.MINUS)
_KINDS = tuple(PremiumKind)
_BONUS = {PremiumKind.DECLARE: 30, PremiumKind.OPEN: 30, PremiumKind.REVEAL: 60}


def _holders(h0: int, k0: int, h1: int, k1: int) -> tuple[Holder, ...]:
    return tuple(Holder(Seat(h), _KINDS[k]) for h, k in ((h0, k0), (h1, k1)) if h >= 0)


# Called by the postconditions below (in their docstrings, which pyright does not read).
def _premiums(  # pyright: ignore[reportUnusedFunction]
    ok: tuple[bool, bool, bool], h0: int, k0: int, h1: int, k1: int, minus: bool
) -> int:
    """N99-INV-10: the premium total of a deal."""
    holders = [(h, (30, 30, 60)[k]) for h, k in ((h0, k0), (h1, k1)) if h >= 0]
    failed = sum(1 for h, _ in holders if not ok[h])
    total = 0
    for h, bonus in holders:
        if ok[h]:
            total += bonus
        else:
            total += -bonus if minus else bonus * (3 - failed)
    return total


def n99_deal_points_others(
    t0: int, t1: int, t2: int, o0: bool, o1: bool, o2: bool, h0: int, k0: int, h1: int, k1: int
) -> tuple[int, ...]:
    """N99-INV-9/10/11 (N99-SCORE-1..8) under ``premium_failure = others``: the deal
    points of three hands sum to ``T + k·bid_bonus[k-1]`` plus the premium total;
    every hand scores its tricks, its bid bonus if it succeeded, and a successful
    holder its premium. Holders ``h0``, ``h1`` (-1: none) of kinds ``k0``, ``k1``.

    pre: 0 <= t0 <= 9 and 0 <= t1 <= 9 and 0 <= t2 <= 9
    pre: -1 <= h0 < 3 and -1 <= h1 < 3 and 0 <= k0 < 3 and 0 <= k1 < 3
    pre: h1 < 0 or (h0 >= 0 and h0 != h1)
    post: (sum(__return__) == t0 + t1 + t2 + (o0 + o1 + o2) * (0, 30, 20, 10)[o0 + o1 + o2] + _premiums((o0, o1, o2), h0, k0, h1, k1, False)) and (all(__return__[i] >= (t0, t1, t2)[i] + (0, 30, 20, 10)[o0 + o1 + o2] * (o0, o1, o2)[i] for i in range(3)))
    """
    return deal_points(_OTHERS, (t0, t1, t2), (o0, o1, o2), _holders(h0, k0, h1, k1))


def n99_deal_points_minus(
    t0: int, t1: int, t2: int, o0: bool, o1: bool, o2: bool, h0: int, k0: int, h1: int, k1: int
) -> tuple[int, ...]:
    """As :func:`n99_deal_points_others`, under ``premium_failure = minus``
    (N99-SCORE-9): a failed holder loses its bonus, nobody else scores it.

    pre: 0 <= t0 <= 9 and 0 <= t1 <= 9 and 0 <= t2 <= 9
    pre: -1 <= h0 < 3 and -1 <= h1 < 3 and 0 <= k0 < 3 and 0 <= k1 < 3
    pre: h1 < 0 or (h0 >= 0 and h0 != h1)
    post: (sum(__return__) == t0 + t1 + t2 + (o0 + o1 + o2) * (0, 30, 20, 10)[o0 + o1 + o2] + _premiums((o0, o1, o2), h0, k0, h1, k1, True)) and (all(__return__[i] == (t0, t1, t2)[i] + (0, 30, 20, 10)[o0 + o1 + o2] * (o0, o1, o2)[i] for i in range(3) if i not in (h0, h1)))
    """
    return deal_points(_MINUS, (t0, t1, t2), (o0, o1, o2), _holders(h0, k0, h1, k1))


_NAP = tricktake.get_game("nap")
_TABLES = ("main", "rule1", "rule2", "rule3")
_NAP_RULES = tuple(
    tuple(_NAP.rules("standard", players=n, payout_table=t, deck_size=52) for n in range(2, 9))
    for t in _TABLES
)
_CONTRACTS = tuple(Contract)


def nap_settlement(table: int, n: int, declarer: int, contract: int, made: bool) -> tuple[int, ...]:
    """NAP-SCORE-2, NAP-SCORE-6, NAP-INV-8: with ``n`` players, every opponent changes
    by the same amount, which it pays on success and receives on failure, and the
    declarer by minus ``n - 1`` times that: the changes sum to 0. (Up to six players, to
    keep CrossHair's paths few: ``test_proofs.py`` proves the sum for any number; the
    amounts of each table, NAP-SCORE-3/4, ``test_finite_domains.py`` compares.)

    pre: 0 <= table < 4 and 2 <= n <= 6 and 0 <= declarer < n and 0 <= contract < 8
    post: (len(__return__) == n and sum(__return__) == 0) and (all(__return__[s] == __return__[(declarer + 1) % n] for s in range(n) if s != declarer) and (__return__[(declarer + 1) % n] < 0) == made)
    """
    return settlement(_NAP_RULES[table][n - 2], declarer, _CONTRACTS[contract], made)


def nines_score_changes(
    quota: int, w0: int, w1: int, w2: int, w3: int, partnership: bool
) -> tuple[int, ...]:
    """NINES-SCORE-1/2, NINES-INV-6: each unit changes by ``quota - tricks``, and the
    changes of a complete deal (13 tricks) sum to ``units × quota − 13``.

    pre: w0 >= 0 and w1 >= 0 and w2 >= 0 and w3 >= 0
    pre: w0 + w1 + w2 + w3 == 13
    pre: partnership or w3 == 0
    post: (sum(__return__) == len(__return__) * quota - 13) and (len(__return__) == (2 if partnership else 3)) and (__return__[0] == quota - (w0 + w2 if partnership else w0)) and (__return__[1] == quota - (w1 + w3 if partnership else w1))
    """
    won = (w0, w1, w2, w3) if partnership else (w0, w1, w2)
    return score_changes(quota, won, partnership)


def newmarket_out_payments(o0: int, o1: int, o2: int, o3: int, winner: int) -> tuple[int, ...]:
    """NM-OUT-2/3, NM-INV-8: every other seat pays the winner what it owes; the winner
    receives the sum, and the changes sum to 0.

    pre: o0 >= 0 and o1 >= 0 and o2 >= 0 and o3 >= 0 and 0 <= winner < 4
    post: (sum(__return__) == 0) and (__return__[winner] == o0 + o1 + o2 + o3 - (o0, o1, o2, o3)[winner]) and (all(__return__[s] == -(o0, o1, o2, o3)[s] for s in range(4) if s != winner))
    """
    return out_payments((o0, o1, o2, o3), winner)


def newmarket_split(total: int, n: int, dealer: int) -> tuple[int, ...]:
    """NM-END-3: ``total`` chips split among ``n`` seats: all of them, ``total // n``
    each and one more to each of the ``total % n`` seats from the dealer's left.

    pre: 0 <= total <= 1000 and 3 <= n <= 8 and 0 <= dealer < n
    post: (sum(__return__) == total) and (all(__return__[(dealer + 1 + i) % n] == total // n + (i < total % n) for i in range(n)))
    """
    return split(total, n, dealer)


RULES: dict[str, str] = {
    "trick_winner_3": "CONVENTIONS identical cards, N99-CARD-5, N99-INV-5",
    "trick_winner_4": "CONVENTIONS identical cards, N99-CARD-5, N99-INV-5",
    "trump_trick_3": "N99-WIN-1/2, NAP-PLAY-5, NAP-INV-7, NINES-PLAY-4/5",
    "bid_value_3": "N99-BID-4, N99-INV-8",
    "n99_deal_points_others": "N99-SCORE-1..8, N99-INV-9/10/11",
    "n99_deal_points_minus": "N99-SCORE-9, N99-INV-9/10/11",
    "nap_settlement": "NAP-SCORE-2/6, NAP-INV-8",
    "nines_score_changes": "NINES-SCORE-1/2, NINES-INV-6",
    "newmarket_out_payments": "NM-OUT-2/3, NM-INV-8",
    "newmarket_split": "NM-END-3",
}
"""The rules each harness proves, by function name."""
