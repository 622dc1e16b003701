"""Ninety-Nine components and the ``deal`` action, preset ``revised``
(N99-COMP-2, N99-COMP-6, N99-COMP-7, N99-COMP-8, N99-DEAL-1, N99-DEAL-2, N99-DEAL-3, N99-DEAL-6,
N99-DEAL-7, N99-DEAL-8, N99-DEAL-9, N99-DEAL-10, N99-DEAL-11, N99-CARD-1)."""

import itertools
import random

import pytest

from tests.ninety_nine.helpers import (
    DEAL_11,
    GAME,
    PACK,
    RANK_ORDER,
    REVISED,
    act,
    cards,
    deal_from_deck,
    deal_text,
    mask,
    pass_all,
    random_game,
    start,
    texts,
)
from tricktake import CHANCE, ActionSyntaxError, IllegalActionError
from tricktake.cards import card_text
from tricktake.ninety_nine import Deal, Phase, Play
from tricktake.units import Seat, seat_range

PACK_MASK = sum(1 << c for c in PACK)


def test_n99_comp_2_revised_pack_is_36_cards_a_to_6() -> None:
    """N99-COMP-2: ranks A K Q J 10 9 8 7 6 in each of C, H, S and D; no joker."""
    assert REVISED.pack == 36
    assert REVISED.joker is False
    assert REVISED.pack_size == 36
    assert len(PACK) == 36
    state = GAME.new(REVISED)
    for seed in range(5):
        deal = GAME.deal(state, random.Random(seed))
        dealt = 0
        for pile in deal.hands:
            assert dealt & pile == 0
            dealt |= pile
        assert dealt == PACK_MASK
        assert deal.turnup == 0


def test_n99_comp_2_cards_outside_the_pack_are_not_dealt() -> None:
    """N99-COMP-2, N99-DEAL-10: a 5 (not in the 36-card pack) makes a deal illegal."""
    state = GAME.new(REVISED)
    bad = DEAL_11.replace("6D 1=", "5D 1=")
    action = GAME.parse_action(state, bad)
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, action)
    assert "5D" in info.value.reason
    assert "6D" in info.value.reason  # the card that is missing


@pytest.mark.parametrize("seed", range(3))
def test_n99_comp_6_suits_rank_a_high_to_6_low(seed: int) -> None:
    """N99-COMP-6: within the led suit at no trump, the higher card of A K Q J 10 9 8 7 6
    always wins (checked on each pair of neighbouring ranks in a real trick)."""
    rng = random.Random(seed)
    for high, low in itertools.pairwise(RANK_ORDER):
        suit = rng.choice("CHSD")
        others = [c for c in PACK if card_text(c) not in (high + suit, low + suit)]
        other_suits = [c for c in others if card_text(c)[-1] != suit]
        # seat 1 leads `low`, seat 2 plays `high`, seat 0 has none of the suit
        seat0 = other_suits[:12]
        rest = [c for c in others if c not in seat0]
        rng.shuffle(rest)
        seat1 = [*cards(low + suit), *rest[:11]]
        seat2 = [*cards(high + suit), *rest[11:22]]
        state = start(deal_text(*(" ".join(texts(h)) for h in (seat0, seat1, seat2))))
        bids = {1: seat1[-3:], 2: seat2[-3:], 0: seat0[-3:]}
        for seat in (Seat(1), Seat(2), Seat(0)):
            state = act(state, "bid " + " ".join(texts(bids[seat])))
        state = act(act(act(state, "pass"), "pass"), "pass")
        state = act(state, f"play {low}{suit}")
        state = act(state, f"play {high}{suit}")
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert state.tricks[0].winner == 2, (high, low, suit)


def test_n99_comp_7_twelve_cards_each_none_left_over() -> None:
    """N99-COMP-7: H = floor(36 / 3) = 12 cards a hand and u = 0 turn-up cards."""
    assert (REVISED.hands, REVISED.hand_size, REVISED.turnup_size) == (3, 12, 0)
    state = act(GAME.new(REVISED), DEAL_11)
    assert [len(state.hand(s)) for s in seat_range(3)] == [12, 12, 12]
    assert "turnup" not in DEAL_11


def test_n99_comp_8_three_bid_cards_and_nine_tricks() -> None:
    """N99-COMP-8: b = 3 cards set aside, T = 9 cards played, a deal has 9 tricks."""
    assert (REVISED.bid_cards, REVISED.tricks) == (3, 9)
    states = random_game(random.Random(8))
    bid_done = [s for s in states if s.phase is Phase.PLAY and not s.tricks and not s.trick]
    assert bid_done
    for s in bid_done:
        assert [len(s.hand(x)) for x in range(3)] == [9, 9, 9]
        assert [len(s.bid_cards(x)) for x in range(3)] == [3, 3, 3]
    for s in states:
        assert len(s.tricks) <= 9
    for s in states:
        if s.phase is not Phase.PLAY and s.results:
            assert len(s.tricks) in (0, 9)
    assert states[-1].phase is Phase.OVER
    assert len(states[-1].tricks) == 9


def test_n99_deal_1_deal_names_every_pile() -> None:
    """N99-DEAL-1: each deal begins with the chance action ``deal``; it fixes every
    card, so applying the same text always gives the same hands."""
    state = GAME.new(REVISED)
    assert GAME.to_move(state) is CHANCE
    assert state.phase is Phase.DEAL
    assert GAME.legal_actions(state) == ()
    after = act(state, DEAL_11)
    assert after == act(state, DEAL_11)
    assert texts(after.hand(0)) == texts(cards("QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D"))
    assert texts(after.hand(1)) == texts(cards("AC JC 8C AH JH 8H AS JS 8S AD JD 8D"))
    assert texts(after.hand(2)) == texts(cards("KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"))


def test_n99_deal_1_sampled_deal_round_trips_as_text() -> None:
    """N99-DEAL-1: a sampled deal is an ordinary action with a text that replays it."""
    state = GAME.new(REVISED)
    deal = GAME.deal(state, random.Random(11))
    assert GAME.deal(state, random.Random(11)) == deal  # the rng decides everything
    again = GAME.parse_action(state, str(deal))
    assert again == deal
    assert GAME.apply(state, again) == GAME.apply(state, deal)


def test_n99_deal_2_and_11_canonical_deck_dealt_from_the_dealers_left() -> None:
    """N99-DEAL-2 and the example N99-DEAL-11: the deck in canonical order, dealer 0,
    receiving order 1, 2, 0."""
    assert texts(PACK[:3]) == texts(cards("AC KC QC"))
    assert texts(PACK[-2:]) == ["7D", "6D"]
    deal = deal_from_deck(PACK, dealer=0)
    assert str(deal) == DEAL_11
    state = GAME.new(REVISED, first_dealer=Seat(0))
    parsed = GAME.parse_action(state, DEAL_11)
    assert parsed == deal
    assert GAME.format_action(parsed) == DEAL_11
    after = GAME.apply(state, parsed)
    # the first card of the deck (AC) went to seat 1, the second (KC) to seat 2, the
    # third (QC) to the dealer
    assert cards("AC")[0] in after.hand(1)
    assert cards("KC")[0] in after.hand(2)
    assert cards("QC")[0] in after.hand(0)
    assert texts(after.hand(0)) == texts(cards("QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D"))


@pytest.mark.parametrize(("dealer", "order"), [(0, (1, 2, 0)), (1, (2, 0, 1)), (2, (0, 1, 2))])
def test_n99_deal_2_receiving_order_follows_the_dealer(
    dealer: int, order: tuple[int, int, int]
) -> None:
    """N99-DEAL-2: R = [dealer+1, dealer+2, dealer]; d[p] goes to R[p mod 3]."""
    deal = deal_from_deck(PACK, dealer=dealer)
    for position, card in enumerate(PACK):
        assert deal.hands[order[position % 3]] >> card & 1
    state = GAME.new(REVISED, first_dealer=Seat(dealer))
    after = act(state, str(deal))
    for seat in seat_range(3):
        assert after.hand_mask(seat) == deal.hands[seat]


def test_n99_deal_2_sampled_deals_are_legal_and_follow_the_rng() -> None:
    """N99-DEAL-2: ``game.deal`` deals the whole pack, 12 each, determined by the rng."""
    state = GAME.new(REVISED)
    seen: set[str] = set()
    for seed in range(20):
        deal = GAME.deal(state, random.Random(seed))
        assert [h.bit_count() for h in deal.hands] == [12, 12, 12]
        GAME.apply(state, deal)  # legal
        seen.add(str(deal))
        # built without Deal's checks, yet equal to the same deal built with them
        checked = Deal(deal.hands, deal.turnup, deal.dummy, deal.dummy_bid)
        assert checked == deal and hash(checked) == hash(deal) and type(deal.hands) is tuple
    assert len(seen) == 20


def test_n99_deal_3_no_turnup_pile_in_revised() -> None:
    """N99-DEAL-3: the last u = 0 cards form ``turnup``: it is empty and never written."""
    state = GAME.new(REVISED)
    deal = GAME.deal(state, random.Random(3))
    assert deal.turnup == 0
    assert "turnup" not in str(deal)
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(state, DEAL_11 + " turnup=6D")
    assert "turnup" in str(info.value)


def test_n99_deal_6_dealer_passes_to_the_left_after_every_deal() -> None:
    """N99-DEAL-6: the first deal's dealer is the first dealer; then dealer + 1 mod 3."""
    for first in seat_range(3):
        states = random_game(random.Random(first), first_dealer=first, pass_rate=0.9)
        dealers = [s.dealer for s in states if s.phase is Phase.DEAL]
        deal_numbers = [s.deal_number for s in states if s.phase is Phase.DEAL]
        assert dealers[0] == first
        assert len(set(deal_numbers)) >= 2
        for s in states:
            assert s.dealer == (first + s.deal_number) % 3 or s.phase is Phase.OVER
        for result_index, result in enumerate(states[-1].results):
            assert result.dealer == (first + result_index) % 3


def test_n99_deal_7_text_form() -> None:
    """N99-DEAL-7: ``deal`` then ``0=…``, ``1=…``, ``2=…``; the first card is joined to
    the lower-case key by ``=``, the others are their own tokens; no turnup, no dummy."""
    state = GAME.new(REVISED)
    text = str(GAME.deal(state, random.Random(7)))
    tokens = text.split(" ")
    assert tokens[0] == "deal"
    keyed = [t for t in tokens if "=" in t]
    assert [t.split("=")[0] for t in keyed] == ["0", "1", "2"]
    assert [tokens.index(t) for t in keyed] == [1, 13, 25]
    assert len(tokens) == 37
    assert "  " not in text


def test_n99_deal_8_canonical_card_order() -> None:
    """N99-DEAL-8: inside a pile, suits C H S D, each from high to low."""
    order = {c: i for i, c in enumerate(PACK)}
    state = GAME.new(REVISED)
    for seed in range(5):
        text = str(GAME.deal(state, random.Random(seed)))
        piles = _piles(text)
        assert len(piles) == 3
        for pile in piles:
            codes = [order[c] for c in cards(pile)]
            assert codes == sorted(codes)
    shuffled = "deal 2=7d 10d kd 7s 10s ks 7h 10h kh 7c 10c kc 0=6D 9D QD 6S 9S QS 6H 9H QH 6C 9C QC 1=8D JD AD 8S JS AS 8H JH AH 8C JC AC"
    assert GAME.format_action(GAME.parse_action(state, shuffled)) == DEAL_11


def _piles(text: str) -> list[str]:
    """The card lists of a deal text, one per key."""
    piles: list[list[str]] = []
    for token in text.split(" ")[1:]:
        if "=" in token:
            piles.append([token.split("=")[1]])
        else:
            piles[-1].append(token)
    return [" ".join(p) for p in piles]


@pytest.mark.parametrize(
    "text",
    [
        # fields in any order
        "deal 2=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D 1=AC JC 8C AH JH 8H AS JS 8S AD JD 8D 0=QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D",
        # cards in any order
        "deal 0=6D 9D QD 6S 9S QS 6H 9H QH 6C 9C QC 1=AC JC 8C AH JH 8H AS JS 8S AD JD 8D 2=7D KC 10C 7C KH 10H 7H KS 10S 7S KD 10D",
        # T for 10, lower case cards
        "deal 0=qc 9c 6c qh 9h 6h qs 9s 6s qd 9d 6d 1=ac jc 8c ah jh 8h as js 8s ad jd 8d 2=kc tc 7c kh Th 7h ks ts 7s kd td 7d",
        # suit symbols
        "deal 0=Q♣ 9♣ 6♣ Q♥ 9♥ 6♥ Q♠ 9♠ 6♠ Q♦ 9♦ 6♦ 1=A♣ J♣ 8♣ A♥ J♥ 8♥ A♠ J♠ 8♠ A♦ J♦ 8♦ 2=K♣ T♣ 7♣ K♥ 10♥ 7♥ K♠ T♠ 7♠ K♦ 10♦ 7♦",
        # any mix of the above
        "deal 1=8d jd AD 8S j♠ as 8H JH AH 8C JC AC 2=kc 10c 7♣ kh 10h 7h ks 10s 7s kd 10d 7d 0=6D 9D QD 6S 9S QS 6H 9H QH 6C 9C QC",
    ],
)
def test_n99_deal_9_parser_is_lenient_formatter_canonical(text: str) -> None:
    """N99-DEAL-9: fields and cards in any order, T, lower case and suit symbols are
    accepted; the formatter writes the canonical form."""
    state = GAME.new(REVISED)
    action = GAME.parse_action(state, text)
    assert isinstance(action, Deal)
    assert str(action) == GAME.format_action(action) == DEAL_11
    assert GAME.apply(state, action) == act(state, DEAL_11)


def _illegal_deal(text: str) -> IllegalActionError:
    state = GAME.new(REVISED)
    action = GAME.parse_action(state, text)
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, action)
    # nothing changed: the same state still takes a legal deal
    assert GAME.new(REVISED) == state
    assert act(state, DEAL_11).phase is Phase.BID
    return info.value


def test_n99_deal_10_wrong_pile_size_is_illegal() -> None:
    """N99-DEAL-10: each seat pile has H = 12 cards."""
    moved = DEAL_11.replace(" 6D 1=AC", " 1=6D AC")  # 11 cards for seat 0, 13 for seat 1
    error = _illegal_deal(moved)
    assert "seat 0" in error.reason
    assert "12" in error.reason
    assert "11" in error.reason


def test_n99_deal_10_missing_seat_pile_is_illegal() -> None:
    """N99-DEAL-10: a deal without seat 2's pile (12 cards missing) is illegal."""
    text = DEAL_11.split(" 2=")[0]
    error = _illegal_deal(text)
    assert "seat 2" in error.reason


def test_n99_deal_10_missing_card_is_illegal() -> None:
    """N99-DEAL-10: every card of the pack exactly once (here 6D is replaced by a card
    from outside the pack, so all piles have 12 cards but 6D is missing)."""
    error = _illegal_deal(DEAL_11.replace("6D", "2D"))
    assert "missing: 6D" in error.reason
    assert "2D" in error.reason
    assert "36" in error.reason


def test_n99_deal_10_card_twice_is_a_syntax_error() -> None:
    """N99-DEAL-10: a card dealt twice is rejected by the parser (ActionSyntaxError)."""
    state = GAME.new(REVISED)
    twice = DEAL_11.replace("QD 9D 6D 1=", "QD 9D 7D 1=")  # 7D also in seat 2's pile
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(state, twice)
    assert "7D" in str(info.value)
    assert "twice" in str(info.value)
    within = DEAL_11.replace("QD 9D 6D 1=", "QD 6D 6D 1=")
    with pytest.raises(ActionSyntaxError, match="twice"):
        GAME.parse_action(state, within)


@pytest.mark.parametrize("key", ["3", "turnup", "dummy", "dummybid", "x"])
def test_n99_deal_10_unknown_key_is_a_syntax_error(key: str) -> None:
    """N99-DEAL-10: no other key is present; in ``revised`` (no turn-up, no dummy) the
    parser rejects any other key, naming the keys it expects."""
    state = GAME.new(REVISED)
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(state, DEAL_11.replace(" 6D 1=", " 1=") + f" {key}=6D")
    message = str(info.value)
    assert repr(key) in message
    assert "0, 1, 2" in message


def test_n99_deal_10_key_twice_is_a_syntax_error() -> None:
    """N99-DEAL-7, N99-DEAL-10: a pile key never appears twice."""
    state = GAME.new(REVISED)
    text = DEAL_11.replace(" 6D 1=", " 0=6D 1=")
    with pytest.raises(ActionSyntaxError, match="twice"):
        GAME.parse_action(state, text)


def test_n99_deal_10_deal_objects_with_extra_piles_are_illegal() -> None:
    """N99-DEAL-10: ``turnup`` has u = 0 cards and there is no dummy, also for a Deal
    built directly (bypassing the parser); and there are exactly 3 seat piles."""
    state = GAME.new(REVISED)
    deal = GAME.parse_action(state, DEAL_11)
    assert isinstance(deal, Deal)
    without_6d = tuple(h & ~mask("6D") for h in deal.hands)
    for bad in (
        Deal(without_6d, turnup=mask("6D")),
        Deal(without_6d, dummy=mask("6D")),
        Deal(without_6d, dummy_bid=mask("6D")),
        Deal(deal.hands[:2]),
        Deal((*deal.hands, 0)),
    ):
        with pytest.raises(IllegalActionError):
            GAME.apply(state, bad)
    assert GAME.apply(state, deal).phase is Phase.BID


def test_n99_deal_10_joker_is_not_in_the_revised_pack() -> None:
    """N99-DEAL-10, N99-CARD-1/COMP-5: ``revised`` has no joker, so a JK in a deal is a
    card outside the pack."""
    error = _illegal_deal(DEAL_11.replace("6D 1=", "JK 1="))
    assert "JK" in error.reason


def test_n99_card_1_identity_is_the_card_itself() -> None:
    """N99-CARD-1: without a joker a card's identity is the card: its printed suit
    counts for the bid and for following suit."""
    state = act(GAME.new(REVISED), DEAL_11)
    # seat 1 bids AC AH AS: 3 + 2 + 1 = 6 by printed suits
    state = act(state, "bid AC AH AS")
    state = act(state, "bid KD 10D 7D")
    state = act(state, "bid QC QH QS")
    state = pass_all(state)
    # seat 1 leads JC; seat 2 must follow with its clubs, exactly as printed
    state = act(state, "play JC")
    plays = [a.card for a in GAME.legal_actions(state) if isinstance(a, Play)]
    assert sorted(texts(plays)) == sorted(texts(cards("KC 10C 7C")))
    assert state.mode is not None
    assert mask("AC AH AS") == state.bids[1]
