"""Bidding in preset ``revised`` (N99-BID-1, N99-BID-2, N99-BID-3, N99-BID-4, N99-BID-5,
N99-BID-6, N99-BID-8, N99-AMB-27)."""

import random
from itertools import combinations

import pytest

from tests.ninety_nine.helpers import (
    DEAL_11,
    GAME,
    REVISED,
    act,
    cards,
    mask,
    scenario,
    start,
    texts,
)
from tricktake import IllegalActionError
from tricktake.cards import card_text
from tricktake.ninety_nine import Bid, Phase, Play
from tricktake.ninety_nine.scoring import bid_value, success_set


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_n99_bid_1_each_seat_bids_once_from_the_dealers_left(dealer: int) -> None:
    """N99-BID-1 / N99-AMB-27: one bid per live seat, clockwise from dealer + 1."""
    state = start(DEAL_11, dealer=dealer)
    assert state.phase is Phase.BID
    seen: list[int] = []
    while state.phase is Phase.BID:
        seat = GAME.to_move(state)
        assert isinstance(seat, int)
        seen.append(seat)
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert seen == [(dealer + 1) % 3, (dealer + 2) % 3, dealer]


def test_n99_bid_2_every_set_of_three_held_cards_is_legal() -> None:
    """N99-BID-2: a bid is exactly 3 distinct cards of the acting seat's hand, any suits."""
    state = start(DEAL_11)
    legal = GAME.legal_actions(state)
    hand = state.hand(1)
    expected = {sum(1 << c for c in combo) for combo in combinations(hand, 3)}
    got = [a.mask for a in legal if isinstance(a, Bid)]
    assert len(got) == len(legal) == 220
    assert set(got) == expected
    # any suits: three diamonds, three clubs, one of each
    for text in ("bid AD JD 8D", "bid AC JC 8C", "bid AC AH AS"):
        assert GAME.parse_action(state, text) in legal
        assert act(state, text).phase is Phase.BID


def test_n99_bid_2_cards_not_held_are_illegal() -> None:
    """N99-BID-2: a bid that names a card of another hand is illegal."""
    state = start(DEAL_11)
    for text in ("bid KC JC 8C", "bid QC KC 10C"):
        action = GAME.parse_action(state, text)
        assert action not in GAME.legal_actions(state)
        with pytest.raises(IllegalActionError) as info:
            GAME.apply(state, action)
        assert "seat 1" in info.value.reason
        assert "3 cards of its hand" in info.value.reason
        for card in texts(cards("AC JC 8C AH JH 8H AS JS 8S AD JD 8D")):
            assert card in info.value.reason
    assert act(state, "bid AC JC 8C").phase is Phase.BID  # still accepts a legal bid


def test_n99_bid_2_wrong_number_of_cards_is_illegal_as_an_action() -> None:
    """N99-BID-2: a bid object with 2 or 4 cards is not legal (the text form cannot
    even express it: see test_text)."""
    state = start(DEAL_11)
    for text in ("AC JC", "AC JC 8C AH"):
        with pytest.raises(IllegalActionError):
            GAME.apply(state, Bid(mask(text)))


def test_n99_bid_3_bid_cards_leave_the_hand_and_are_never_played() -> None:
    """N99-BID-3: the chosen cards move from hand[s] to bid[s] and take no part in play."""
    state = start(DEAL_11)
    before = state.hand_mask(1)
    state = act(state, "bid AC AH AS")
    assert state.hand_mask(1) == before & ~mask("AC AH AS")
    assert state.bid_cards(1) == cards("AC AH AS")
    assert state.bids[1] == mask("AC AH AS")
    state = act(act(state, "bid KC KH KS"), "bid QC QH QS")
    state = act(act(act(state, "pass"), "pass"), "pass")
    assert state.phase is Phase.PLAY
    rng = random.Random(3)
    bid_cards = {c for x in range(3) for c in state.bid_cards(x)}
    played: set[int] = set()
    while state.phase is Phase.PLAY:
        legal = GAME.legal_actions(state)
        choices = {a.card for a in legal if isinstance(a, Play)}
        assert len(choices) == len(legal)
        assert not bid_cards & choices
        action = legal[rng.randrange(len(legal))]
        assert isinstance(action, Play)
        played.add(action.card)
        state = GAME.apply(state, action)
    assert len(played) == 27
    assert not played & bid_cards
    # the bid cards are still the bids of the scored deal
    assert state.results[0].bids == (mask("QC QH QS"), mask("AC AH AS"), mask("KC KH KS"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("QC 8S 9D", 4),
        ("AC 10H 7D", 5),
        ("KS 9S 6D", 2),
        ("7C 6S 8D", 4),
        ("JC AS 10D", 4),
        ("9H 7H 6H", 6),
        ("AC KC QC", 9),
        ("AD KD QD", 0),
        ("6D 7D 8D", 0),
        ("6C 6H 6S", 6),
        ("AC AH AS", 6),
    ],
)
def test_n99_bid_4_bid_value_is_the_sum_of_suit_values(text: str, value: int) -> None:
    """N99-BID-4: C 3, H 2, S 1, D 0; ranks do not count."""
    assert bid_value(mask(text)) == value


def test_n99_bid_4_ranks_do_not_count() -> None:
    """N99-BID-4: every bid of the same suits has the same value, whatever the ranks."""
    values = {"C": 3, "H": 2, "S": 1, "D": 0}
    state = start(DEAL_11)
    for bid in GAME.legal_actions(state):
        assert isinstance(bid, Bid)
        assert bid_value(bid.mask) == sum(values[card_text(c)[-1]] for c in bid.cards)


def test_n99_bid_4_engine_scores_the_bid_value() -> None:
    """N99-BID-4: the scored deal records each hand's bid value."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3])
    assert sc.result.bid_values == (4, 5, 2)


@pytest.mark.parametrize("value", range(10))
def test_n99_bid_5_no_extra_value_with_nine_tricks(value: int) -> None:
    """N99-BID-5: with T = 9 and b = 3, T - 3b - 1 = -1 < v, so the success set is {v}."""
    assert success_set(value, REVISED.tricks, REVISED.bid_cards) == frozenset({value})


def test_n99_bid_5_three_diamonds_fail_with_nine_tricks() -> None:
    """N99-BID-5: in ``revised`` a bid of 0 (three diamonds) does not succeed with 9
    tricks (that is the four-player rule only)."""
    sc = scenario(["AD KD QD", "AC KC QC", "AH KH QH"], [9, 0, 0], dealer=2)
    assert sc.result.bid_values == (0, 9, 6)
    assert sc.result.succeeded == (False, False, False)
    assert sc.result.points == (9, 0, 0)


@pytest.mark.parametrize(
    ("bids", "tricks", "succeeded"),
    [
        (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], (False, True, False)),
        (["AC 8S 9D", "QC 10H 7D", "KS 9S 6D"], [4, 3, 2], (True, False, True)),
        (["AD 8D 9D", "JS 10S 7S", "KH 9S 6D"], [0, 3, 6], (True, True, False)),
    ],
)
def test_n99_bid_6_success_iff_tricks_equal_the_bid(
    bids: list[str], tricks: list[int], succeeded: tuple[bool, ...]
) -> None:
    """N99-BID-6: a hand succeeds iff its trick count is in the success set of its bid."""
    sc = scenario(bids, tricks)
    assert sc.result.tricks_won == tuple(tricks)
    assert sc.result.succeeded == succeeded
    for value, won, ok in zip(sc.result.bid_values, tricks, succeeded, strict=True):
        assert (won == value) == ok


def test_n99_bid_8_bid_ends_when_every_seat_has_bid() -> None:
    """N99-BID-8 (and N99-PHASE-7): BID ends with the third bid, and not before."""
    state = start(DEAL_11, dealer=1)
    state = act(state, "bid KC 10C 7C")
    assert state.phase is Phase.BID
    state = act(state, "bid QC 9C 6C")
    assert state.phase is Phase.BID
    assert [bool(b) for b in state.bids] == [True, False, True]
    state = act(state, "bid AC JC 8C")
    assert state.phase is Phase.PREMIUM
    assert all(state.bids)
    assert [len(state.hand(x)) for x in range(3)] == [9, 9, 9]
    assert texts(state.bid_cards(2)) == texts(cards("KC 10C 7C"))
