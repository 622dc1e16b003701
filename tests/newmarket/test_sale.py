"""The dealer's exchange and the sale of the dummy (NM-SALE-1..8, NM-AMB-5)."""

from __future__ import annotations

import pytest

import tricktake
from tests.newmarket.helpers import GAME, deal_text, events, legal, run, start
from tricktake.units import Seat


def _dealt(preset: str = "dealer-exchange", **options: object) -> tricktake.newmarket.State:
    state = start(preset, players=4, **options, new={"first_dealer": 3})
    return run(state, deal_text(state, s3="2C 3C", dummy="4C 5C"))


def test_nm_sale_1_2_the_dealer_exchanges_sight_unseen() -> None:
    """NM-SALE-1/2, NM-SALE-8: the dealer chooses ``exchange`` or ``keep``; an exchange
    swaps its hand and the dummy whole, then play begins at its left (NM-SALE-7)."""
    state = _dealt()
    assert GAME.to_move(state) == 3 and legal(state) == ["exchange", "keep"]
    dealer_hand, dummy = state.hands[3], state.dummy
    state = run(state, "exchange")
    assert state.hands[3] == dummy and state.dummy == dealer_hand and state.swapped == 3
    assert events(state) == ["3 exchange"]
    assert [e for e in events(state, Seat(3)) if e.startswith("hand 3=")]
    assert GAME.to_move(state) == 0 and state.phase.value == "play"


def test_nm_sale_3_4_5_auction_order_and_offers() -> None:
    """NM-SALE-3/4/5/8: from the dealer's left, skipping the dealer and seats that
    passed; offers above the last up to ``max_offer``, then ``pass``; the auction ends
    when only the highest bidder is left."""
    state = run(_dealt(max_offer=5), "keep")
    assert GAME.to_move(state) == 0
    assert legal(state) == ["offer 1", "offer 2", "offer 3", "offer 4", "offer 5", "pass"]
    state = run(state, "offer 2")
    assert GAME.to_move(state) == 1 and legal(state) == ["offer 3", "offer 4", "offer 5", "pass"]
    state = run(state, "pass", "offer 5")
    assert GAME.to_move(state) == 0 and legal(state) == ["pass"]  # the cap is reached
    state = run(state, "pass")
    assert GAME.to_move(state) == 3 and legal(state) == ["sell", "refuse"]


def test_nm_sale_5_no_offer_no_sale() -> None:
    """NM-SALE-5/7: when every other seat passes there is no sale; play begins at the
    dealer's left."""
    state = run(_dealt(), "keep", "pass", "pass", "pass")
    assert state.phase.value == "play" and GAME.to_move(state) == 0
    assert state.swapped is None


def test_nm_sale_6_7_sell_and_refuse() -> None:
    """NM-SALE-6/7: ``sell``: the buyer pays the dealer and takes the dummy; ``refuse``:
    nothing happens; either way play begins at the dealer's left."""
    state = run(_dealt(), "keep", "pass", "offer 4", "pass")
    assert GAME.to_move(state) == 3
    before = GAME.scores(state)
    sold = run(state, "sell")
    assert events(sold)[:2] == ["3 sell", "sale 1 4"]
    after = GAME.scores(sold)
    assert after[1] == before[1] - 4 and after[3] == before[3] + 4
    assert sold.hands[1] == state.dummy and sold.dummy == state.hands[1] and sold.swapped == 1
    assert GAME.to_move(sold) == 0
    refused = run(state, "refuse")
    assert GAME.scores(refused) == before and refused.hands == state.hands
    assert GAME.to_move(refused) == 0 and events(refused) == ["3 refuse"]


def test_nm_amb_5_bad_offers_and_decisions_out_of_turn() -> None:
    """NM-AMB-5, NM-SALE-4: an offer above the cap or not above the last, and a
    decision out of turn, are refused with a reason; the state is unchanged."""
    state = run(_dealt(), "keep", "offer 3")
    for text, why in (
        ("offer 21", "offer 4"),
        ("offer 3", "offer 4"),
        ("sell", "auction"),
        ("exchange", "auction"),
    ):
        with pytest.raises(tricktake.IllegalActionError, match=why):
            GAME.apply(state, GAME.parse_action(state, text))
    assert state == run(_dealt(), "keep", "offer 3")
    fresh = _dealt()
    with pytest.raises(tricktake.IllegalActionError):
        GAME.apply(fresh, GAME.parse_action(fresh, "play 2C"))
