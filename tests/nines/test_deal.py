"""The deal and the action texts: NINES-DEAL-1..7, NINES-TEXT-1/2, NINES-AMB-1."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import tricktake
from tests.nines.helpers import EX1_DEAL, GAME, events, random_game, run, suit
from tricktake.cards import card_text, parse_card
from tricktake.nines import EXCHANGE, KEEP, Deal, Play
from tricktake.units import Seat


def test_nines_deal_1_dealer_rotation() -> None:
    """NINES-DEAL-1: the first dealer is seat 0 unless given; then ``dealer + 1``."""
    assert GAME.new(GAME.rules()).dealer == 0
    for preset, first in (("standard", 2), ("partnership", 3)):
        states = random_game(GAME.rules(preset), seed=5, first_dealer=first)
        n = GAME.info(GAME.rules(preset)).seats
        dealers = [r.dealer for r in states[-1].results]
        assert dealers == [(first + i) % n for i in range(len(dealers))]
        assert events(states[0]) == [f"dealer {first}"]


def test_nines_deal_2_3_4_text_and_canonical_order() -> None:
    """NINES-DEAL-2/3/4: one chance action; piles in order ``0= 1= 2= stock=`` (four
    seats in partnership); canonical C D H S, 2 up to A; any order on input."""
    state = GAME.new(GAME.rules())
    deal = GAME.parse_action(state, EX1_DEAL.replace("2C 3C", "3C 2C"))
    assert str(deal) == EX1_DEAL and GAME.format_action(deal) == EX1_DEAL
    shuffled = "deal stock=" + " ".join(suit("S")) + " " + EX1_DEAL[5:].split(" stock=")[0]
    assert GAME.parse_action(state, shuffled) == deal
    partnership = GAME.new(GAME.rules("partnership"))
    deal4 = GAME.deal(partnership, random.Random(1))
    text = str(deal4)
    assert text.startswith("deal 0=") and " 3=" in text and "stock" not in text
    assert GAME.parse_action(partnership, text) == deal4


def test_nines_deal_5_legal_deals() -> None:
    """NINES-DEAL-5: a deal is legal exactly when its piles partition the 52 cards with
    13 in every pile; otherwise IllegalActionError and nothing changes."""
    state = GAME.new(GAME.rules())
    good = GAME.parse_action(state, EX1_DEAL)
    assert isinstance(good, Deal)
    GAME.apply(state, good)
    hands = list(good.hands)
    two_c, two_d = parse_card("2C"), parse_card("2D")
    bad = [
        Deal((hands[0] ^ 1 << two_c, hands[1] | 1 << two_c, hands[2]), good.stock),  # 12/14
        Deal((hands[0], hands[1], hands[2]), 0),  # no stock
        Deal((hands[0], hands[1]), good.stock),  # a seat missing
        Deal((hands[0] ^ 1 << two_c | 1 << two_d, hands[1], hands[2]), good.stock),  # twice
    ]
    for deal in bad:
        with pytest.raises(tricktake.IllegalActionError, match="NINES-DEAL"):
            GAME.apply(state, deal)
    partnership = GAME.new(GAME.rules("partnership"))
    with pytest.raises(tricktake.IllegalActionError, match="no stock"):
        GAME.apply(partnership, Deal((*hands, 0), good.stock))


def test_nines_deal_6_uniform_deal() -> None:
    """NINES-DEAL-6: ``game.deal`` uses ``rng`` only and spreads every card over every
    pile (a coarse check of uniformity: each card lands in each of the 4 piles about a
    quarter of the time)."""
    state = GAME.new(GAME.rules())
    assert GAME.deal(state, random.Random(7)) == GAME.deal(state, random.Random(7))
    ace = parse_card("AS")
    seen: Counter[int] = Counter()
    rng = random.Random(3)
    for _ in range(2000):
        deal = GAME.deal(state, rng)
        piles = (*deal.hands, deal.stock)
        seen[next(i for i, m in enumerate(piles) if m >> ace & 1)] += 1
    assert all(400 < seen[i] < 600 for i in range(4)), seen


def test_nines_deal_7_amb_1_deck_order() -> None:
    """NINES-DEAL-7, NINES-AMB-1: from a shuffled deck, card k goes to seat
    ``(dealer + 1 + k) mod n`` for k < 13n, the rest is the stock."""
    for preset, dealer in (("standard", 1), ("partnership", 2)):
        rules = GAME.rules(preset)
        state = GAME.new(rules, first_dealer=Seat(dealer))
        n = rules.players
        deck = list(GAME.info(rules).pack)
        random.Random(11).shuffle(deck)
        deal = GAME.deal(state, random.Random(11))
        for k, card in enumerate(deck):
            owner = (dealer + 1 + k) % n if k < 13 * n else None
            mask = deal.stock if owner is None else deal.hands[owner]
            assert mask >> card & 1, (k, card_text(card))


def test_nines_text_1_2_actions_and_errors() -> None:
    """NINES-TEXT-1/2: ``exchange``, ``keep``, ``play <card>`` and the deal; the parser is
    case-insensitive and takes the card forms of the docs' Conventions page; anything else raises
    ActionSyntaxError."""
    state = GAME.new(GAME.rules())
    assert GAME.parse_action(state, "exchange") is EXCHANGE
    assert GAME.parse_action(state, "KEEP") is KEEP
    for text in ("play QH", "Play qh", "play Q♥", "PLAY qH"):
        assert GAME.parse_action(state, text) == Play(parse_card("QH"))
    assert GAME.parse_action(state, "play th") == Play(parse_card("10H"))
    assert str(EXCHANGE) == "exchange" and str(Play(parse_card("10S"))) == "play 10S"
    assert repr(KEEP) == "<Decision 'keep'>"
    for bad in ("", "pass", "play", "play QH KH", "play JK", "play 1H", "keep now",
                "deal 0=2C", "deal 9=2C", "deal 2C", "deal 0=2C 0=3C", "deal 0=2C 1=2C"):  # fmt: skip
        with pytest.raises(tricktake.ActionSyntaxError):
            GAME.parse_action(state, bad)
    with pytest.raises(tricktake.ActionSyntaxError):
        GAME.parse_action(state, 42)  # type: ignore[arg-type]
    with pytest.raises(tricktake.ActionSyntaxError):
        GAME.parse_action(GAME.new(GAME.rules("partnership")), EX1_DEAL)  # a stock
    with pytest.raises(tricktake.ActionSyntaxError):
        Deal((1 << 64,), 0)
    with pytest.raises(tricktake.ActionSyntaxError):
        Play(-1)  # type: ignore[arg-type]


def test_nines_text_round_trip_of_a_whole_game() -> None:
    """NINES-TEXT-1: every action of a random game parses back from its text."""
    states = random_game(GAME.rules("no-draw"), seed=2)
    actions = [GAME.format_action(a) for a in GAME.legal_actions(states[5])]
    assert all(GAME.format_action(GAME.parse_action(states[5], t)) == t for t in actions)
    assert run(GAME.new(GAME.rules()), [EX1_DEAL])[-1].phase.value == "exchange"
