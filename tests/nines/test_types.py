"""Issue 12 item 7: Nines' seats are :data:`~tricktake.units.Seat` and its trumps
:class:`~tricktake.cards.Suit` (``None``: no trump), while the texts (NINES-TRUMP-3,
NINES-LOG-1) and the JSON of views keep their letters; a suit passed as a seat is a
type error and, at run time, still a typed error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tricktake
from tests.nines.helpers import EX1_DEAL, GAME, events, random_game, run
from tests.typecheck import mypy_strict
from tricktake.cards import Suit
from tricktake.nines.events import GameOver, TrumpIs, trump_text
from tricktake.nines.tables import TRUMPS
from tricktake.units import Seat, seat_range

ENTRIES = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES, "none": None}


def test_nines_trump_1_3_each_entry_is_a_suit_or_none() -> None:
    """NINES-TRUMP-1/3: each schedule entry gives the deal a Suit (``none``: ``None``),
    announced as ``trump <letter>`` and shown by its letter in the view's JSON."""
    assert TRUMPS == ENTRIES
    for entry, suit in ENTRIES.items():
        rules = GAME.rules("standard", trump_schedule=(entry,))
        state = run(GAME.new(rules, first_dealer=Seat(2)), [EX1_DEAL])[-1]
        assert state.trump is suit and isinstance(suit, Suit | None)
        assert events(state)[-1] == f"trump {entry}" == str(TrumpIs(suit))
        assert trump_text(suit) == entry
        view = GAME.view(state, Seat(0))
        assert view.trump is suit and f"trump={entry} " in repr(view)
        assert GAME.to_json(view)["trump"] == entry


def test_nines_trump_2_results_keep_the_suit_and_json_the_letter() -> None:
    """NINES-TRUMP-2: a past deal's result holds its trump as a Suit or ``None``, and the
    view's JSON writes it as the schedule does."""
    final = random_game(GAME.rules("trump-rotation"), seed=3)[-1]
    results = final.results
    assert [r.trump for r in results] == [
        (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, None)[k % 5]
        for k in range(len(results))
    ]
    data = GAME.to_json(GAME.view(final, None))
    assert [r["trump"] for r in data["results"]] == [trump_text(r.trump) for r in results]
    json.dumps(data)  # still plain JSON: no enum leaks out


def test_nines_seats_are_the_seat_numbers() -> None:
    """Seats stay the numbers of NINES-LOG-1 at run time (a NewType costs nothing): the
    dealer, the decisions, the winners and the events' audiences."""
    state = run(GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "exchange"])[-1]
    assert state.dealer == 2 and state.first_dealer == 2
    assert state.decisions == ((Seat(0), True),)
    hands = [e for e in GAME.events(state, Seat(0)) if e.audience is not None]
    assert [sorted(e.audience or ()) for e in hands] == [[0]]
    assert str(GameOver((Seat(0), Seat(2)), False)) == "end winners=0,2"
    assert [GAME.view(state, s).seat for s in seat_range(3)] == [0, 1, 2]


def test_nines_a_suit_is_no_seat_at_run_time() -> None:
    """A Suit where a seat is expected is still refused with a SetupError at run time."""
    with pytest.raises(tricktake.SetupError, match=r"first_dealer=Suit\.HEARTS"):
        GAME.new(GAME.rules(), first_dealer=Suit.HEARTS)  # type: ignore[arg-type]
    state = GAME.new(GAME.rules())
    with pytest.raises(tricktake.SetupError, match=r"seat=Suit\.CLUBS"):
        GAME.view(state, Suit.CLUBS)  # type: ignore[arg-type]
    with pytest.raises(tricktake.SetupError, match=r"seat=Suit\.SPADES"):
        GAME.events(state, Suit.SPADES)  # type: ignore[arg-type]


MISUSE = """
import tricktake
from tricktake.cards import Suit
from tricktake.units import Seat
game = tricktake.get_game("nines")
state = game.new(game.rules(), first_dealer=Suit.HEARTS)
game.view(state, 1)
trump_letter: str = state.trump
state.hand(Suit.CLUBS)
ok: Suit | None = game.view(state, Seat(1)).trump
"""


def test_nines_misused_types_are_rejected_by_mypy(tmp_path: Path) -> None:
    """``mypy --strict`` takes a Suit or a plain int for no seat, and a trump for no
    letter."""
    output, status = mypy_strict(tmp_path, {"misuse": MISUSE})
    assert status == 1, output
    expected = [
        ':6: error: Argument "first_dealer" to "new" of "Nines" has incompatible type "Suit"',
        ':7: error: Argument 2 to "view" of "GameBase" has incompatible type "int"',
        ':8: error: Incompatible types in assignment (expression has type "Suit | None"',
        ':9: error: Argument 1 to "hand" of "State" has incompatible type "Suit"',
    ]
    for line in expected:
        assert line in output, output
    assert output.count(": error:") == len(expected), output
