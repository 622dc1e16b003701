"""Seats and chip amounts as distinct types (issue 12 item 7): what a type checker
accepts and rejects in Newmarket's API, and the run-time checks behind them."""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktake
from tests.newmarket.helpers import GAME, chips, deal_text, events, run, start
from tests.typecheck import mypy_strict
from tricktake.cards import Suit, parse_card
from tricktake.newmarket import Ante, Offer
from tricktake.units import Chips, Seat

GOOD = """
import tricktake
from tricktake.cards import parse_card
from tricktake.newmarket import Ante, Newmarket, Offer, State, View
from tricktake.units import Chips, Seat, seat_range

game = tricktake.get_game("newmarket")
zero = Chips(0)
state: State = game.new(
    game.rules("michigan"),
    first_dealer=Seat(1),
    balances=(Chips(-4), zero, zero, zero),
    stacks=(Chips(1),) * 4,
)
view: View = game.view(state, Seat(0))
viewer: Seat | None = view.seat
dealer: Seat = view.dealer
balance: Chips = game.scores(state)[0]
pool: Chips = view.pool
offers: tuple[tuple[Seat, Chips], ...] = view.offers
passed: frozenset[Seat] = view.passed
played: tuple[tuple[Seat, int], ...] = view.played
hands = [state.hand(seat) for seat in seat_range(4)]
events = [game.events(state, seat) for seat in seat_range(4)]
amount: Chips = Offer(Chips(3)).amount
ante = Ante(game.rules().boodle_cards, (Chips(1), zero, zero, zero))
outcome = game.outcome(state)
winners: tuple[Seat, ...] = outcome.winners if outcome is not None else ()
deltas: tuple[tuple[Chips, ...], ...] = tuple(r.deltas for r in state.results)
print(hands, events, amount, ante, winners, deltas, parse_card("AS"))
"""

# Each misuse on its own line of BAD (counted from 1), with the reason mypy gives.
PREAMBLE = """\
import tricktake
from tricktake.cards import Suit, parse_card
from tricktake.newmarket import Offer
from tricktake.units import Chips, Seat
game = tricktake.get_game("newmarket")
state = game.new(game.rules())
view = game.view(state, None)
"""
MISUSES = [
    ("game.view(state, Chips(1))", 'incompatible type "Chips"; expected "Seat | None"'),
    ("game.view(state, Suit.HEARTS)", 'incompatible type "Suit"; expected "Seat | None"'),
    ("game.events(state, 2)", 'incompatible type "int"; expected "Seat | None"'),
    ("game.new(game.rules(), first_dealer=2)", 'incompatible type "int"; expected "Seat"'),
    ("game.new(game.rules(), pool=Seat(1))", 'incompatible type "Seat"; expected "Chips"'),
    ("state.hand(parse_card('AS'))", 'incompatible type "Card"; expected "Seat"'),
    ("Offer(3)", 'incompatible type "int"; expected "Chips"'),
    ("seat: Seat = game.scores(state)[0]", 'expression has type "Chips", variable has type "Seat"'),
    ("amount: Chips = view.dealer", 'expression has type "Seat", variable has type "Chips"'),
]


def test_seats_and_chips_type_check_as_documented_and_misuse_is_rejected(
    tmp_path: Path,
) -> None:
    """One mypy run over the documented usage (no error) and the misuses (each
    rejected on its own line, for the reason named)."""
    misuses = PREAMBLE + "".join(f"{code}\n" for code, _ in MISUSES)
    output, _ = mypy_strict(tmp_path, {"good": GOOD, "bad": misuses})
    bad = tmp_path / "bad.py"
    assert "good.py" not in output, output
    first = PREAMBLE.count("\n") + 1
    for line, (code, reason) in enumerate(MISUSES, start=first):
        errors = [e for e in output.splitlines() if e.startswith(f"{bad}:{line}: error:")]
        assert any(reason in e for e in errors), f"{code}: expected {reason!r} in\n{output}"


@pytest.mark.parametrize("seat", [Suit.HEARTS, True, 1.0, "1", -1, 4])
def test_a_suit_or_other_non_seat_is_refused_where_a_seat_is_expected(seat: object) -> None:
    """At run time a Seat is an int: anything else (a Suit, a bool, a float, text) or a
    seat number out of range is a SetupError naming the argument."""
    state = start("standard")
    with pytest.raises(tricktake.SetupError, match="seat="):
        GAME.view(state, seat)  # type: ignore[arg-type]
    with pytest.raises(tricktake.SetupError, match="seat="):
        GAME.events(state, seat)  # type: ignore[arg-type]
    with pytest.raises(tricktake.SetupError, match="first_dealer="):
        GAME.new(GAME.rules(), first_dealer=seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("amount", ["3", 3.0, Suit.CLUBS, 0, -2])
def test_offer_refuses_anything_but_chips(amount: object) -> None:
    """An offer is a number of chips, at least 1 (NM-SALE-4)."""
    with pytest.raises(tricktake.ActionSyntaxError, match="expected an integer >= 1"):
        Offer(amount)  # type: ignore[arg-type]


def test_ante_refuses_amounts_that_are_not_chips() -> None:
    boodles = GAME.rules().boodle_cards
    with pytest.raises(tricktake.ActionSyntaxError, match="four amounts >= 0"):
        Ante(boodles, (1.0, 0, 0, 0))  # type: ignore[arg-type]
    with pytest.raises(tricktake.ActionSyntaxError, match="four amounts >= 0"):
        Ante(boodles, chips(1, 0, 0, -1))


def test_chips_and_seats_round_trip_through_text() -> None:
    """Typed values parse and format as the plain numbers of the canonical texts."""
    state = start("free-ante")
    offer = GAME.parse_action(state, "offer 7")
    assert offer == Offer(Chips(7)) and str(offer) == "offer 7"
    boodles = tuple(parse_card(c) for c in ("AH", "KC", "QD", "JS"))
    ante = GAME.parse_action(state, "ante AH=2 KC=0 QD=1 JS=1")
    assert ante == Ante(boodles, chips(2, 0, 1, 1)) and str(ante) == "ante AH=2 KC=0 QD=1 JS=1"


def test_seat_and_chips_fields_hold_the_plain_numbers() -> None:
    """A NewType costs nothing at run time: the fields are ints, the JSON unchanged."""
    state = start("michigan", players=4, new={"first_dealer": Seat(3)})
    state = run(state, deal_text(state), "keep", "offer 2", "pass", "pass", "sell")
    view = GAME.view(state, Seat(0))
    assert view.offers == ((0, 2),) and type(view.offers[0][0]) is int
    assert view.swapped == 0 and view.dealer == 3 and view.passed == frozenset({1, 2})
    assert GAME.scores(state) == (-6, -4, -4, -6)  # the dealer antes double, sells for 2
    data = GAME.to_json(view)
    assert data["offers"] == [{"seat": 0, "chips": 2}] and data["swapped"] == 0
    assert "sale 0 2" in events(state)
