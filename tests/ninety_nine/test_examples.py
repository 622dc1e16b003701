"""The worked examples of ``rules/ninety-nine.md`` §9 (N99-EX-1..15), driven through
the engine end to end."""

import dataclasses
from typing import Any

import pytest

from tests.ninety_nine.helpers import (
    GAME,
    PACK,
    REVISED,
    act,
    cards,
    deal_text,
    pass_all,
    run,
    scenario,
    start,
    texts,
)
from tricktake.cards import Card, card_text, parse_card
from tricktake.ninety_nine import Holder, Mode, Phase, State
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.ninety_nine.scoring import (
    bid_value,
    deal_points,
    final_scores,
    game_ends,
    settlement,
    success_set,
    winners,
)
from tricktake.units import Seat, seat_range

REVEAL = PremiumKind.REVEAL
DECLARE = PremiumKind.DECLARE


def test_n99_ex_1_no_premium_one_success() -> None:
    """N99-EX-1: bids 4, 5, 2; tricks 1, 5, 3; k = 1; points 1, 35, 3; next spades,
    dealer 1; seat 1's bid cards public, seats 0 and 2's hidden."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], dealer=0)
    r = sc.result
    assert r.mode is Mode.NO_TRUMP
    assert r.bid_values == (4, 5, 2)
    assert r.tricks_won == (1, 5, 3)
    assert r.succeeded == (False, True, False)
    assert r.successes == 1
    assert r.points == (1, 35, 3)
    assert sc.final.totals == (1, 35, 3)
    assert (sc.final.phase, sc.final.mode, sc.final.dealer) == (Phase.DEAL, Mode.SPADES, 1)
    for seat in (Seat(0), Seat(2), None):
        seen = GAME.view(sc.final, seat).results[0]
        assert seen.bids[1] == r.bids[1]
        assert [seen.bids[x] == 0 for x in (Seat(0), Seat(2))] == [seat != 0, seat != 2]
    # the pure functions agree
    bids = [bid_value(r.bids[x]) for x in range(3)]
    ok = tuple(t in success_set(v, 9, 3) for v, t in zip(bids, r.tricks_won, strict=True))
    assert ok == (False, True, False)
    assert deal_points(REVISED, (1, 5, 3), ok, ()) == (1, 35, 3)


def test_n99_ex_2_reveal_fails_with_an_overcalled_declarer() -> None:
    """N99-EX-2: dealer 2, O = 0 1 2. 0 declare, 1 reveal (main round over, seat 2 does
    not call), 0 pass. Seat 1 holds the reveal and fails: 94, 3, 62 (sum 159), k = 1,
    next spades; seat 0's bid cards are never exposed."""
    sc = scenario(
        ["7C 6S 8D", "JC AS 10D", "9H 7H 6H"],
        [4, 3, 2],
        dealer=2,
        calls=["declare", "reveal", "pass"],
    )
    calls = [(seat, str(call)) for seat, call in sc.play_start.auction.calls]
    assert calls == [(0, "declare"), (1, "reveal"), (0, "pass")]
    assert sc.play_start.holders == (Holder(Seat(1), REVEAL),)
    for seat in (Seat(1), Seat(2), None):
        assert GAME.view(sc.play_start, seat).bids[0] is None  # never exposed
    assert GAME.view(sc.play_start, Seat(2)).hands[1] == sc.play_start.hand(1)
    r = sc.result
    assert r.bid_values == (4, 4, 6)
    assert r.succeeded == (True, False, False)
    assert r.points == (94, 3, 62)
    assert sum(r.points) == 159 == 9 + 30 + 2 * 60
    assert sc.final.mode is Mode.SPADES


def test_n99_ex_2_variant_declarer_matches() -> None:
    """N99-EX-2 variant: had seat 0 matched with ``reveal`` in the upgrade step, seat 0
    would hold the reveal and seat 1 nothing."""
    sc = scenario(
        ["7C 6S 8D", "JC AS 10D", "9H 7H 6H"],
        [4, 3, 2],
        dealer=2,
        calls=["declare", "reveal", "reveal"],
    )
    assert sc.play_start.holders == (Holder(Seat(0), REVEAL),)
    assert GAME.view(sc.play_start, Seat(1)).hands[0] == sc.play_start.hand(0)
    assert GAME.view(sc.play_start, Seat(2)).hands[1] is None
    assert GAME.view(sc.play_start, Seat(2)).bids[1] is None
    assert sc.result.points == (4 + 30 + 60, 3, 2)


def test_n99_ex_3_revised_4p_three_diamonds_count_as_ten() -> None:
    """N99-EX-3 (``revised-4p``): dealer 3; seat 0 declares. Bids 0, 1, 0, 6; seat 0 takes
    all 10 tricks and succeeds with a bid of 0 (N99-BID-5: {0, 10}), seat 2 with 0
    tricks; k = 2: points 60, 0, 20, 0, and hearts next."""
    rules = GAME.rules("revised-4p")
    sc = scenario(
        ["KD 5D 2D", "3S 6D 4D", "JD 10D 9D", "AC 2H 4S"],
        [10, 0, 0, 0],
        calls=["declare", "pass", "pass", "pass"],
        dealer=3,
        rules=rules,
        hold=("AH KH QH JH 10H 9H 8H 7H 6H 5H", "", "", ""),
        seeds=range(20),
    )
    r = sc.result
    assert r.bid_values == (0, 1, 0, 6)
    assert r.succeeded == (True, False, True, False) and r.successes == 2
    assert r.points == (60, 0, 20, 0)
    assert (sc.final.mode, sc.final.dealer) == (Mode.HEARTS, 0)
    assert success_set(0, 10, 3) == {0, 10}


def test_n99_ex_6_the_maximum_of_99() -> None:
    """N99-EX-6: seat 0 reveals with AC KC QC (bid 9) and wins all 9 tricks; seats 1
    (AH 6D 7D, bid 2) and 2 (AS KS 8D, bid 2) fail: 99, 0, 0."""
    hands = (
        "AC KC QC JC 10C 9C 8C 7C 6C AD KD QD",
        "AH 6D 7D KH QH JH 10H 9H QS JS 10S JD",
        "AS KS 8D 8H 7H 6H 9S 8S 7S 6S 10D 9D",
    )
    state = start(deal_text(*hands), dealer=2)  # seat 0 bids, calls and leads first
    state = run(state, ["bid AC KC QC", "bid AH 6D 7D", "bid AS KS 8D", "reveal"])
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(0), REVEAL),)
    for card in texts(cards("JC 10C 9C 8C 7C 6C AD KD QD")):
        state = act(state, f"play {card}")
        while GAME.to_move(state) != 0 and state.phase is Phase.PLAY:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
    r = state.results[0]
    assert r.bid_values == (9, 2, 2)
    assert r.tricks_won == (9, 0, 0)
    assert r.points == (99, 0, 0)
    assert state.totals == (99, 0, 0)
    assert state.phase is Phase.DEAL  # 99 < 100
    assert state.mode is Mode.SPADES  # k = 1


def test_n99_ex_11_end_of_a_target_game() -> None:
    """N99-EX-11: totals 80, 85, 40; bids 5, 0, 3; tricks 5, 0, 4; no premium; k = 2:
    25, 20, 4. Totals 105, 105, 44 end the game; seats 0 and 1 are joint winners, both
    add 100: 205, 205, 44; settlement +161, +161, -322."""
    sc = scenario(["AC 10H 7D", "6D 8D JD", "KC 9D 10D"], [5, 0, 4], totals=(80, 85, 40))
    r = sc.result
    assert r.bid_values == (5, 0, 3)
    assert r.successes == 2
    assert r.holders == ()
    assert r.points == (25, 20, 4)
    over = sc.final
    assert over.phase is Phase.OVER
    assert GAME.is_over(over)
    assert over.totals == (105, 105, 44)
    assert GAME.winners(over) == (0, 1)
    assert GAME.scores(over) == (205, 205, 44)
    assert GAME.settlement(over) == (161, 161, -322)
    for seat in (Seat(0), Seat(1), Seat(2), None):
        view = GAME.view(over, seat)
        assert (view.winners, view.scores, view.settlement) == (
            (0, 1),
            (205, 205, 44),
            (161, 161, -322),
        )
    assert "end winners=0,1 final=205,205,44" in [str(e) for e in GAME.events(over)]
    # the pure functions agree
    assert game_ends(REVISED, (105, 105, 44), 1)
    assert winners(REVISED, (105, 105, 44)) == (0, 1)
    assert final_scores(REVISED, (105, 105, 44)) == (205, 205, 44)
    assert settlement((205, 205, 44)) == (161, 161, -322)


def _ex_13(hands: tuple[str, str, str], bids: dict[int, str], dealer: int, mode: str) -> State:
    state = start(deal_text(*hands), dealer=dealer, mode=mode)
    assert state.mode is Mode(mode)
    for i in range(3):
        state = act(state, "bid " + bids[(dealer + 1 + i) % 3])
    for _ in range(3):
        state = act(state, "pass")
    return state


def test_n99_ex_13_trump_s_row() -> None:
    """N99-EX-13, ``trump S``: 1:10H, 2:AH, 0:6S: seat 0 wins with a trump."""
    hands = (
        "6S AC KC QC JC 10C 9C 8C 7C 6C 6D 7D",
        "10H 9H 8H 7H AS KS QS JS 10S AD KD QD",
        "AH KH QH JH 6H 9S 8S 7S JD 10D 9D 8D",
    )
    state = _ex_13(hands, {0: "6D 7D 6C", 1: "AD KD QD", 2: "JD 10D 9D"}, dealer=0, mode="S")
    assert GAME.to_move(state) == 1
    state = run(state, ["play 10H", "play AH", "play 6S"])
    trick = state.tricks[0]
    assert texts(trick.cards) == texts(cards("10H AH 6S"))
    assert trick.hands == (1, 2, 0)
    assert trick.winner == 0
    assert GAME.to_move(state) == 0
    assert "trick 1 0" in [str(e) for e in GAME.events(state)]


def test_n99_ex_13_no_trump_row() -> None:
    """N99-EX-13, ``no trump``: 0:7C, 1:AH, 2:8C: seat 2 wins with the highest club."""
    hands = (
        "7C AC KC QC JS 10S 9S 8S 7S 6S AD KD",
        "AH KH QH JH 10H 9H 8H 7H 6H QD JD 10D",
        "8C JC 10C 9C 6C AS KS QS 9D 8D 7D 6D",
    )
    state = _ex_13(hands, {0: "AD KD AC", 1: "QD JD 10D", 2: "9D 8D 7D"}, dealer=2, mode="NT")
    assert GAME.to_move(state) == 0
    state = run(state, ["play 7C", "play AH", "play 8C"])
    assert state.tricks[0].winner == 2
    assert GAME.to_move(state) == 2


def _to_calls(dealer: int) -> State:
    hands = (
        "QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D",
        "AC JC 8C AH JH 8H AS JS 8S AD JD 8D",
        "KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D",
    )
    state = start(deal_text(*hands), dealer=dealer)
    for _ in range(3):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


@pytest.mark.parametrize(
    ("calls", "holder", "callers"),
    [
        (["pass", "declare", "pass"], Holder(Seat(2), DECLARE), [1, 2, 0]),
        (["declare", "reveal", "reveal"], Holder(Seat(1), REVEAL), [1, 2, 1]),
        (["declare", "pass", "reveal", "pass"], Holder(Seat(0), REVEAL), [1, 2, 0, 1]),
    ],
)
def test_n99_ex_15_revised_rows(calls: list[str], holder: Holder, callers: list[int]) -> None:
    """N99-EX-15, the ``revised`` rows (dealer 0, O = 1 2 0):
    1 pass, 2 declare, 0 pass → 2 holds declare, no upgrade step;
    1 declare, 2 reveal (main round over), 1 reveal (match) → 1 holds reveal, seat 0
    never calls;
    1 declare, 2 pass, 0 reveal, 1 pass → 0 holds reveal; 1's declare is void and its
    bid cards stay hidden."""
    state = _to_calls(0)
    for text, seat in zip(calls, callers, strict=True):
        assert GAME.to_move(state) == seat
        state = act(state, text)
    assert state.phase is Phase.PLAY
    assert state.holders == (holder,)
    assert [s for s, _ in state.auction.calls] == callers
    for seat in seat_range(3):
        view = GAME.view(state, seat)
        for other in range(3):
            if other != seat:
                expected = state.bid_cards(other) if other == holder.seat else None
                assert view.bids[other] == expected


def test_n99_ex_5_revised_5p_declare_plus_and_minus_50() -> None:
    """N99-EX-5 (``revised-5p``): seats 0 and 3 declare and both hold (N99-PREM-14);
    bids 2, 1, 0, 4, 5 and tricks 2, 1, 0, 3, 3: k = 3 (bonus 30 each), seat 0 +50 and
    seat 3 -50 (N99-SCORE-9): points 82, 31, 30, -47, 3; clubs next."""
    sc = scenario(
        ["11H 5D 4D", "12S 3D 2D", "AD KD QD", "2C 9S 10D", "11C 12H 7D"],
        [2, 1, 0, 3, 3],
        calls=["declare", "pass", "pass", "declare", "pass"],
        dealer=4,
        rules=GAME.rules("revised-5p"),
        seeds=range(60),
    )
    r = sc.result
    assert [h.seat for h in r.holders] == [0, 3]
    assert r.bid_values == (2, 1, 0, 4, 5)
    assert r.succeeded == (True, True, True, False, False) and r.successes == 3
    assert r.points == (82, 31, 30, -47, 3)
    assert sc.final.mode is Mode.CLUBS


def test_n99_ex_8_original_5p_52_two_turn_ups_and_two_bid_cards() -> None:
    """N99-EX-8 (``original-5p-52``): turn-ups 9S and 9C of equal rank make clubs, the
    higher suit, trump (N99-TRUMP-5, ``turned_nine_no_trump`` off); two bid cards each
    (N99-BID-2), where 8 tricks give 0 the success set {0, 8} and 1 the set {1, 7}
    (N99-BID-5); bids 1, 0, 6, 3, 4 and tricks 7, 0, 1, 0, 0: k = 2, 30 each from the
    original five-player table (N99-SCORE-5), points 37, 30, 1, 0, 0."""
    rules = GAME.rules("original-5p-52")
    assert (rules.bid_cards, rules.tricks, rules.turnup_size) == (2, 8, 2)
    sc = scenario(
        ["8S 4D", "5D 3D", "AC KC", "QH 2S", "JH 10H"],
        [7, 0, 1, 0, 0],
        dealer=4,
        rules=rules,
        turnup="9S 9C",
        seeds=range(200),
    )
    assert sc.play_start.mode is Mode.CLUBS
    r = sc.result
    assert r.bid_values == (1, 0, 6, 3, 4)
    assert r.succeeded == (True, True, False, False, False) and r.successes == 2
    assert r.points == (37, 30, 1, 0, 0)


def test_n99_ex_9_original_2p_24_joker_for_the_turned_king() -> None:
    """N99-EX-9 (``original-2p-24``): the turn-up KD makes diamonds trump and seat 0's
    joker stands for it (N99-CARD-1); seat 0's ``declare`` ends the main round
    (N99-PREM-8); its bid JK AC 9H is worth 0 + 3 + 2 = 5 and it takes 5 tricks; seat 1
    bids KS QS JD (2) and takes 4. k = 1, bonus 10 (N99-SCORE-5): points 5 + 10 + 20 = 35
    and 4. Had seat 0 failed, seat 1 would also have scored 20 (N99-SCORE-8)."""
    rules = GAME.rules("original-2p-24")
    sc = scenario(
        ["JK AC 9H", "KS QS JD"],
        [5, 4],
        calls=["declare"],
        dealer=1,
        rules=rules,
        turnup="KD",
        seeds=range(200),
    )
    assert sc.play_start.mode is Mode.DIAMONDS
    assert sc.play_start.holders == (Holder(Seat(0), PremiumKind.DECLARE),)
    r = sc.result
    assert r.bid_values == (5, 2)
    assert r.succeeded == (True, False)
    assert r.points == (35, 4)
    failed = scenario(
        ["JK AC 9H", "KS QS JD"],
        [4, 5],
        calls=["declare"],
        dealer=1,
        rules=rules,
        turnup="KD",
        seeds=range(200),
    )
    assert failed.result.points == (4, 5 + 20)


NUN = GAME.rules("naughty-nun")
_NUN_DEAL = {"rondo": 5, "whistle_and_flute": 6, "top_dog": 7, "snap": 8}  # N99-TRUMP-7


def _nun_trick(mode: str, plays: list[str], voids: dict[int, str], **options: Any) -> State:
    """The first trick of the Naughty Nun deal of ``mode``, led by seat 0 (dealer 2):
    seat ``s`` plays ``plays[s]`` (a card text, perhaps with " snap"); seat ``s`` holds
    no card of the suits ``voids[s]`` in play, so that its card is a legal discard."""
    rules = dataclasses.replace(NUN, **options)
    own = [parse_card(p.split()[0]) for p in plays]
    play_hands: list[list[Card]] = [[c] for c in own]
    bid_hands: list[list[Card]] = [[], [], []]
    for card in (c for c in PACK if c not in own):
        suit = card_text(card)[-1]
        seat = next(
            (s for s in seat_range(3) if len(play_hands[s]) < 9 and suit not in voids.get(s, "")),
            None,
        )
        if seat is not None:
            play_hands[seat].append(card)
        else:
            bid_hands[next(s for s in seat_range(3) if len(bid_hands[s]) < 3)].append(card)
    hands = [" ".join(texts(p + b)) for p, b in zip(play_hands, bid_hands, strict=True)]
    deal_number = _NUN_DEAL[mode]  # N99-INV-15: dealer 2 in that deal
    state = GAME.new(rules, first_dealer=Seat((2 - deal_number) % 3), deal_number=deal_number)
    state = act(state, deal_text(*hands))
    assert state.mode is Mode(mode)
    for seat in (Seat(0), Seat(1), Seat(2)):
        state = act(state, "bid " + " ".join(texts(bid_hands[seat])))
    state = pass_all(state)
    return run(state, [f"play {p}" for p in plays])


@pytest.mark.parametrize(
    ("mode", "plays", "voids", "winner", "rule"),
    [
        ("rondo", ["10D", "AD", "6S"], {2: "D"}, 2, "D led, so S is trump (N99-WIN-3)"),
        ("rondo", ["7C", "6D", "AC"], {1: "C"}, 1, "C led, so D is trump (N99-WIN-3)"),
        ("whistle_and_flute", ["AS", "KS", "6C"], {2: "S"}, 2, "C is the highest suit (N99-WIN-4)"),
        ("whistle_and_flute", ["7D", "AD", "6H"], {2: "D"}, 2, "H > D (N99-WIN-4)"),
        ("top_dog", ["10H", "KH", "KS"], {2: "H"}, 1, "two kings; H > S (N99-WIN-5)"),
        ("top_dog", ["6S", "AD", "7S"], {1: "S"}, 1, "an ace (N99-WIN-5)"),
        ("snap", ["8H", "8S snap", "8C"], {1: "H", 2: "H"}, 1, "8C without the call (N99-WIN-6)"),
        ("snap", ["8H", "AS", "8C"], {1: "H", 2: "H"}, 0, "no snap; the highest heart"),
    ],
)
def test_n99_ex_13_naughty_nun_rows(
    mode: str, plays: list[str], voids: dict[int, str], winner: int, rule: str
) -> None:
    """N99-EX-13, the rows of the Naughty Nun modes, played through the engine in the
    deal of that mode (N99-TRUMP-7): Rondo, Whistle and Flute, Top Dog and Snap."""
    state = _nun_trick(mode, plays, voids)
    assert state.tricks[0].winner == winner, rule
    assert GAME.to_move(state) == winner  # N99-PLAY-8: the winner leads


@pytest.mark.parametrize(("tiebreak", "winner"), [("suit_order", 2), ("first_played", 1)])
def test_n99_ex_13_two_snaps_by_snap_tiebreak(tiebreak: str, winner: int) -> None:
    """N99-EX-13 / N99-WIN-6: 0:8H, 1:8S snap, 2:8C snap: with ``suit_order`` the club
    (C > S) wins, with ``first_played`` the first snap."""
    plays = ["8H", "8S snap", "8C snap"]
    state = _nun_trick("snap", plays, {1: "H", 2: "H"}, snap_tiebreak=tiebreak)
    assert state.tricks[0].winner == winner
    assert [p.snap for p in GAME.view(state, None).played] == [False, True, True]
    assert [s.text for s in GAME.view(state, Seat(0)).history[-3:]] == [f"play {p}" for p in plays]
