"""Unbidden Ninety-Nine (preset ``unbidden``, §4.5, N99-UNB-1..9): no bids; numbers are
called; the last cards held are the bid."""

from __future__ import annotations

import random

import pytest

from tests.ninety_nine.helpers import GAME, run
from tricktake import ActionSyntaxError, IllegalActionError
from tricktake.ninety_nine import Call, Holder, Phase, State
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.ninety_nine.scoring import bid_value
from tricktake.units import Seat, seat_range

UNBIDDEN = GAME.rules("unbidden")
DECLARE, OPEN, REVEAL = PremiumKind.DECLARE, PremiumKind.OPEN, PremiumKind.REVEAL


def _dealt(seed: int = 1, dealer: Seat = Seat(2)) -> State:
    state = GAME.new(UNBIDDEN, first_dealer=dealer)
    return GAME.apply(state, GAME.deal(state, random.Random(seed)))


def test_n99_unb_1_2_premium_straight_after_the_deal() -> None:
    """N99-UNB-1/2, N99-PHASE-1: no ``BID``; ``PREMIUM`` follows the deal, every seat
    keeps its 12 cards, and the calls are ``declare N``, ``open`` and ``reveal N`` with
    ``0 <= N <= T`` (N99-UNB-3)."""
    state = _dealt()
    assert state.phase is Phase.PREMIUM and GAME.to_move(state) == 0
    assert [len(state.hand(s)) for s in seat_range(3)] == [12, 12, 12]
    texts = [str(a) for a in GAME.legal_actions(state)]
    assert texts == [
        "pass",
        *(f"declare {n}" for n in range(10)),
        "open",
        *(f"reveal {n}" for n in range(10)),
    ]


def test_n99_unb_8_open_and_reveal_show_the_hand_declare_nothing() -> None:
    """N99-UNB-8, N99-VIEW-5: at exposure an ``open`` or ``reveal`` holder's whole hand
    becomes public and stays so; a ``declare N`` holder shows only N."""
    opened = run(_dealt(3), ["open", "pass", "pass"])
    assert GAME.view(opened, Seat(2)).hands[0] == opened.hand(0)
    declared = run(_dealt(3), ["declare 2", "pass", "pass"])
    view = GAME.view(declared, Seat(2))
    assert view.hands[0] is None and view.bids[0] is None
    assert view.holders == (Holder(Seat(0), DECLARE, 2),)
    assert not [e for e in GAME.events(declared) if str(e).startswith("expose")]


def test_n99_unb_5_inv_3_the_last_cards_become_the_bid() -> None:
    """N99-UNB-5, N99-INV-3, N99-COMP-9: play uses the whole hand (every card counts for
    following suit); ``bid[s]`` stays empty until play ends, then holds the b cards left,
    and those count by suit (N99-BID-4)."""
    state = run(_dealt(4), ["pass", "pass", "pass"])
    rng = random.Random(4)
    while state.phase is Phase.PLAY:
        assert not any(state.bids)
        t = len(state.tricks)
        sizes = [len(state.hand(s)) for s in seat_range(3)]
        played = {h for h in state.order[: len(state.trick)]}
        assert sizes == [12 - t - (s in played) for s in seat_range(3)]
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    r = state.results[0]
    assert all(m.bit_count() == 3 for m in r.bids)
    assert r.bid_values == tuple(map(bid_value, r.bids))


def test_n99_text_2_numbers_only_in_unbidden() -> None:
    """N99-TEXT-2: in unbidden games declare and reveal need a number, written without
    leading zeros; elsewhere a number is refused, saying why; ``open`` only in unbidden."""
    state = _dealt()
    assert GAME.parse_action(state, "declare 4") == Call(DECLARE, 4)
    for bad in ("declare", "reveal", "declare 04", "declare x"):
        with pytest.raises(ActionSyntaxError):
            GAME.parse_action(state, bad)
    revised = GAME.new(GAME.rules("revised"))
    with pytest.raises(ActionSyntaxError, match="only in unbidden games"):
        GAME.parse_action(revised, "declare 4")
    with pytest.raises(ActionSyntaxError, match="unbidden"):
        GAME.parse_action(revised, "open")
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Call(DECLARE, 10))  # N99-UNB-3: N <= T = 9


def test_n99_unb_9_and_opt_2_no_dummy_open_only_unbidden() -> None:
    """N99-UNB-9, N99-OPT-2: ``unbidden`` needs no dummy; ``open`` needs ``unbidden``."""
    with pytest.raises(Exception, match="dummy=False"):
        GAME.rules("unbidden", players=2, dummy=True, bid_bonus=(30, 20, 10))
    with pytest.raises(Exception, match="'open' needs unbidden"):
        GAME.rules("revised", premium_kinds=frozenset({PremiumKind.DECLARE, PremiumKind.OPEN}))
