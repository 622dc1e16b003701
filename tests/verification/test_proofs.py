"""Identities over unbounded parameters, proved with Z3 (issue 12, layer 3).

CrossHair proves the kernels for a fixed shape (three cards, four seats); an identity
that must hold for *any* number of players, any amounts or any trick length is proved
here with Z3 against a *model*: a small function written once over plain operators, so
that it runs on ints (the tests marked nothing below compare it with the engine's
kernel on many concrete inputs, in the ``py`` env) and on Z3 terms (the tests marked
``proof`` prove the identity for every value of the symbols). A test that ties the
model to the code keeps the proof about the code.
"""

# z3 is installed in the `verify` env only; elsewhere pyright has typings/z3 alone.
# pyright: reportMissingModuleSource=false

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

import tricktake
from tests.verification.registry import record
from tricktake.nap import Contract
from tricktake.nap.scoring import PAYOUTS
from tricktake.nap.scoring import settlement as nap_settlement
from tricktake.newmarket.scoring import split
from tricktake.ninety_nine.scoring import settlement as n99_settlement
from tricktake.tricks import trick_winner


class Ops:
    """The operators a model needs that Python and Z3 spell differently: integer
    division and the conditional expression."""

    def __init__(self, div: Callable[[Any, Any], Any], ite: Callable[[Any, Any, Any], Any]) -> None:
        self.div = div
        self.ite = ite


def _floor_div(a: int, b: int) -> int:
    return a // b


def _if(c: bool, x: int, y: int) -> int:
    return x if c else y


PY = Ops(_floor_div, _if)
"""The models on ints."""


def z3_ops() -> Ops:
    """The models on Z3 terms (Z3's ``/`` of integers is the floor division for n > 0)."""
    import z3

    def div(a: Any, b: Any) -> Any:
        return a / b

    return Ops(div, z3.If)


PROOFS: dict[str, str] = {}
"""The rules each proof proves, by test name (for the Verification page)."""


Test = TypeVar("Test", bound=Callable[[], None])


def proves(rules: str) -> Callable[[Test], Test]:
    """Mark a test as a Z3 proof of ``rules``."""

    def mark(test: Test) -> Test:
        PROOFS[test.__name__] = rules
        return pytest.mark.proof(test)

    return mark


def _prove(name: str, claim: Any) -> None:
    """Prove ``claim`` (a Z3 formula over free symbols): its negation is unsatisfiable."""
    import z3

    solver = z3.Solver()
    solver.add(z3.Not(claim))
    began = time.perf_counter()
    result = solver.check()
    assert result == z3.unsat, (
        f"{name}: not proved ({result}): {solver.model() if result == z3.sat else ''}"
    )
    record("z3", name, result="proved", seconds=f"{time.perf_counter() - began:.2f}")


# --- Nap settlement: zero-sum for any number of players and any amounts (NAP-SCORE-6)
def nap_change(is_declarer: bool, n: Any, amount: Any, made: bool) -> Any:
    """The model of NAP-SCORE-2: an opponent's change is ``-amount`` (made) or
    ``+amount``; the declarer's is minus ``n - 1`` times that."""
    each = -amount if made else amount
    return -each * (n - 1) if is_declarer else each


def test_nap_model_is_the_code() -> None:
    """The model gives Nap's ``settlement`` for every table, player count, declarer,
    contract and result."""
    game = tricktake.get_game("nap")
    for table, n in itertools.product(("main", "rule1", "rule2", "rule3"), range(2, 9)):
        rules = game.rules("standard", players=n, payout_table=table, deck_size=52)
        for declarer, contract, made in itertools.product(range(n), Contract, (True, False)):
            amount = PAYOUTS[table][contract][0 if made else 1]
            model = tuple(nap_change(s == declarer, n, amount, made) for s in range(n))
            assert nap_settlement(rules, declarer, contract, made) == model


@proves("NAP-SCORE-6, NAP-INV-8")
def test_nap_settlement_is_zero_sum_for_any_table() -> None:
    """For any ``n >= 2`` players and any amount, the declarer's change plus the
    ``n - 1`` opponents' changes is 0."""
    import z3

    n, amount = z3.Ints("n amount")
    for made in (True, False):
        total = nap_change(True, n, amount, made) + (n - 1) * nap_change(False, n, amount, made)
        _prove(f"NAP-SCORE-6 zero-sum (made={made})", z3.Implies(n >= 2, total == 0))


# --- Newmarket's split: every chip shared, shares differ by at most one (NM-END-3)
def split_share(total: Any, n: Any, i: Any, ops: Ops) -> Any:
    """The model of NM-END-3: the ``i``-th seat clockwise from the dealer's left gets
    ``total div n``, plus one if ``i < total mod n``."""
    return ops.div(total, n) + ops.ite(i < total % n, 1, 0)


def test_split_model_is_the_code() -> None:
    """The model gives Newmarket's ``split`` for every total up to 200 and every table."""
    for total, n in itertools.product(range(201), range(2, 9)):
        for dealer in range(n):
            shares = split(total, n, dealer)
            assert all(
                shares[(dealer + 1 + i) % n] == split_share(total, n, i, PY) for i in range(n)
            )


@proves("NM-END-3")
def test_split_shares_every_chip_for_any_table() -> None:
    """For any ``total >= 0`` and ``n >= 1``: the ``total mod n`` seats with one more
    and the others hold ``total`` chips together, and no two shares differ by more than
    one."""
    import z3

    total, n, i, j = z3.Ints("total n i j")
    ops = z3_ops()
    share = split_share(total, n, i, ops)
    other = split_share(total, n, j, ops)
    extra = total % n
    together = extra * (ops.div(total, n) + 1) + (n - extra) * ops.div(total, n)
    given = z3.And(total >= 0, n >= 1, i >= 0, i < n, j >= 0, j < n)
    _prove("NM-END-3 all chips shared", z3.Implies(given, together == total))
    _prove(
        "NM-END-3 shares differ by <= 1",
        z3.Implies(given, z3.And(share - other <= 1, other - share <= 1)),
    )


# --- Ninety-Nine's settlement: nets sum to zero for any number of seats (N99-INV-19)
def test_n99_settlement_model_is_the_code() -> None:
    """The model (``n·F_s − ΣF``) gives Ninety-Nine's ``settlement`` for random finals."""
    rng = random.Random(19)
    for _ in range(2000):
        final = [rng.randrange(-300, 900) for _ in range(rng.randrange(1, 9))]
        assert n99_settlement(final) == tuple(len(final) * f - sum(final) for f in final)


@proves("N99-INV-19, N99-GAME-8")
def test_n99_settlement_nets_sum_to_zero_for_any_seats() -> None:
    """By induction over the seats: with ``S(k)`` the first ``k`` finals' sum and
    ``N(k)`` their nets' sum, ``N(k) = n·S(k) − k·T`` holds at 0 and is kept by each
    seat; at ``k = n``, ``T = S(n)``, so the nets sum to 0, for any ``n`` and finals."""
    import z3

    n, k, total, s_k, n_k, f = z3.Ints("n k total s_k n_k f")
    step = z3.Implies(
        n_k == n * s_k - k * total,
        n_k + (n * f - total) == n * (s_k + f) - (k + 1) * total,
    )
    _prove("N99-INV-19 induction step", step)
    _prove(
        "N99-INV-19 at k = n",
        z3.Implies(z3.And(n_k == n * s_k - n * total, total == s_k), n_k == 0),
    )


# --- the trick winner over any number of cards: the first of the highest powers
def winner_step(best: Any, winner: Any, index: Any, value: Any, ops: Ops) -> tuple[Any, Any]:
    """The model of one step of ``trick_winner``'s loop."""
    return ops.ite(value > best, value, best), ops.ite(value > best, index, winner)


def test_trick_winner_model_is_the_code() -> None:
    """The model's loop gives ``trick_winner`` for random tricks of 1 to 8 cards."""
    rng = random.Random(5)
    for _ in range(5000):
        power = [rng.randrange(0, 6) for _ in range(rng.randrange(1, 9))]
        best, winner = -1, 0
        for index, value in enumerate(power):
            best, winner = winner_step(best, winner, index, value, PY)
        assert trick_winner(range(len(power)), power) == winner


@proves("CONVENTIONS identical cards, N99-CARD-5, N99-INV-5")
def test_trick_winner_is_the_first_maximum_for_any_length() -> None:
    """The loop invariant "``best`` is the highest of the first ``k`` powers (all >= 0),
    ``winner`` the first index holding it" holds after the first card and is kept by
    every step, so it holds for a trick of any length."""
    import z3

    p = z3.Array("p", z3.IntSort(), z3.IntSort())
    k, best, winner, j = z3.Ints("k best winner j")

    def invariant(k: Any, best: Any, winner: Any) -> Any:
        return z3.And(
            winner >= 0,
            winner < k,
            p[winner] == best,
            z3.ForAll([j], z3.Implies(z3.And(j >= 0, j < k), p[j] <= best)),
            z3.ForAll([j], z3.Implies(z3.And(j >= 0, j < winner), p[j] < best)),
        )

    nonneg = z3.ForAll([j], p[j] >= 0)
    first = winner_step(-1, 0, 0, p[0], z3_ops())
    _prove("trick winner: base", z3.Implies(nonneg, invariant(1, *first)))
    after = winner_step(best, winner, k, p[k], z3_ops())
    _prove(
        "trick winner: step",
        z3.Implies(z3.And(nonneg, k >= 1, invariant(k, best, winner)), invariant(k + 1, *after)),
    )
