"""The worked examples of the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``) §9 (N99-EX-1..15).

The scored deals (N99-EX-1..6, 8..11) are one table, ``tests/ninety_nine/examples.py``,
run twice: played through the engine's public API (a search finds the rest of each deal)
and scored by the independent reference's functions (``tests/ninety_nine/reference.py``).
What only one side can tell (the engine's views, calls, events and scoring functions;
the reference's own functions and games) is checked beside the table. The trick
winners of N99-EX-13, the ends of a ``revised-2p`` game of N99-EX-12 and the call
sequences of N99-EX-15 are tables of the same module, run the same way (the reference's
side of a call sequence: ``tests/ninety_nine/sides.py``), and so is N99-EX-14's dummy
play order, and N99-EX-7's turn-up, joker bid and final adjustment.
"""

import dataclasses
import random
from typing import Any

import pytest

from tests.ninety_nine import reference as ref
from tests.ninety_nine.examples import (
    CALLS,
    DRAWN,
    DUMMY_PLAY,
    ENDS,
    EX_7,
    EXAMPLES,
    MATCHES,
    TRICKS,
    Calls,
    End,
    Match,
    Scored,
    Trick,
)
from tests.ninety_nine.helpers import (
    GAME,
    PACK,
    REVISED,
    Scenario,
    act,
    cards,
    deal_text,
    fill_deal,
    mask,
    pass_all,
    run,
    scenario,
    start,
    texts,
    turned_deal,
)
from tests.ninety_nine.sides import ref_calls, ref_to_premium
from tricktake import IllegalActionError
from tricktake.cards import Card, card_text, parse_card
from tricktake.ninety_nine import Holder, Mode, Phase, State
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.ninety_nine.scoring import (
    bid_value,
    deal_points,
    final_scores,
    game_ends,
    match_over,
    match_scores,
    match_settlement,
    match_winners,
    settlement,
    success_set,
    target_wins,
    winners,
)
from tricktake.units import Seat, seat_range

REVEAL = PremiumKind.REVEAL
DECLARE = PremiumKind.DECLARE
SCENARIOS: dict[str, Scenario] = {}


def engine_deal(example: Scored) -> Scenario:
    """The example's deal played through the engine (found once, then kept)."""
    if example.id not in SCENARIOS:
        rules = GAME.rules(example.preset, **example.options)
        SCENARIOS[example.id] = scenario(
            list(example.bids[: rules.players]),
            list(example.tricks),
            calls=None if example.calls is None else list(example.calls),
            dealer=example.dealer,
            rules=rules,
            totals=example.totals,
            mode=example.start_mode,
            hold=example.hold,
            turnup=example.turnup,
            dummy_bid=example.dummy_bid,
            seeds=range(example.seeds),
        )
    return SCENARIOS[example.id]


def _totals(example: Scored) -> tuple[int, ...]:
    """The totals after the example's deal."""
    before = example.totals or (0,) * len(example.points)
    return tuple(b + p for b, p in zip(before, example.points, strict=True))


@pytest.mark.parametrize("example", EXAMPLES.values(), ids=list(EXAMPLES))
def test_n99_examples_on_the_engine(example: Scored) -> None:
    """Each scored deal of the table, played through the engine: the bid values, the
    tricks, who succeeds and k, who holds a premium (with its number in an unbidden
    game, N99-UNB-6), the deal points and totals, the deal's and the next deal's mode
    and dealer, or the game's end."""
    sc = engine_deal(example)
    r = sc.result
    assert r.bid_values == example.bid_values
    assert r.tricks_won == example.tricks
    assert r.succeeded == example.succeeded and r.successes == sum(example.succeeded)
    numbers = dict(example.numbers)
    held = (Holder(Seat(s), PremiumKind(k), numbers.get(s)) for s, k in example.holders)
    assert r.holders == tuple(held)
    assert sc.play_start.holders == r.holders
    assert r.points == example.points
    if example.mode is not None:
        assert sc.play_start.mode is Mode(example.mode)
    over = sc.final
    assert over.totals == _totals(example)
    if example.winners is None:
        assert not GAME.is_over(over) and over.phase is Phase.DEAL
        assert over.dealer == (example.dealer + 1) % over.rules.players
        if example.next is not None:
            assert over.mode is Mode(example.next)
    else:
        assert over.phase is Phase.OVER and GAME.is_over(over)
        assert GAME.winners(over) == example.winners
        assert GAME.scores(over) == example.final
        assert GAME.settlement(over) == example.settlement


@pytest.mark.parametrize("example", EXAMPLES.values(), ids=list(EXAMPLES))
def test_n99_examples_on_the_reference(example: Scored) -> None:
    """Each scored deal of the table, scored by the reference (N99-BID-4..6, N99-UNB-5/6,
    N99-SCORE-1..10, N99-TRUMP-3/5, N99-GAME-2..8): the bid values (the joker standing
    for the turn-up, N99-CARD-1), who succeeds and k, the deal points, the deal's mode
    from the turn-up, the next deal's mode, or the game's end."""
    variant = dataclasses.replace(ref.VARIANTS[example.preset], **example.options)
    game = ref.RefGame(variant=variant)
    game.turnup = example.turnup.split()
    bids = [ref.bid_value(map(game.identity, cards.split(" "))) for cards in example.bids]
    tricks = example.tricks
    numbers = dict(example.numbers) or None  # N99-UNB-6: a holder's number
    assert tuple(bids) == example.bid_values
    ok = tuple(
        ref.succeeded(bid, won, variant, (numbers or {}).get(seat))
        for seat, (bid, won) in enumerate(zip(bids, tricks, strict=True))
    )
    assert ok == example.succeeded
    assert ref.successes(bids, tricks, variant, numbers) == sum(example.succeeded)
    holders = list(example.holders)
    points = ref.score_deal(bids, tricks, None, None, variant, holders, numbers)
    assert points == example.points
    if example.turnup:
        assert ref.turnup_trump(game.turnup, variant) == example.mode
    if example.next is not None:
        assert (ref.next_trump(bids, tricks, variant, numbers) or "NT") == example.next
    totals = _totals(example)
    assert ref.game_over(totals) == (example.winners is not None)
    if example.winners is not None:
        assert ref.game_winners(totals, variant) == example.winners
        assert ref.final_scores(totals, variant) == example.final
        assert ref.settlement(totals, variant) == example.settlement


def test_n99_ex_1_engine_bid_cards_and_scoring_functions() -> None:
    """N99-EX-1 on the engine: seat 1's bid cards (it succeeded) are public, seats 0 and
    2's hidden from the others; the engine's pure scoring functions agree."""
    sc = engine_deal(EXAMPLES["N99-EX-1"])
    r = sc.result
    for seat in (Seat(0), Seat(2), None):
        seen = GAME.view(sc.final, seat).results[0]
        assert seen.bids[1] == r.bids[1]
        assert [seen.bids[x] == 0 for x in (Seat(0), Seat(2))] == [seat != 0, seat != 2]
    bids = [bid_value(r.bids[x]) for x in range(3)]
    ok = tuple(t in success_set(v, 9, 3) for v, t in zip(bids, r.tricks_won, strict=True))
    assert ok == (False, True, False)
    assert deal_points(REVISED, (1, 5, 3), ok, ()) == (1, 35, 3)


def test_n99_ex_2_engine_calls_and_views() -> None:
    """N99-EX-2 on the engine: the calls 0 declare, 1 reveal, 0 pass; seat 0's bid cards
    are never exposed, seat 1's hand is seen by seat 2. In the variant (0 matches with
    reveal) seat 0's hand is seen, seat 1's hand and bid cards are not."""
    sc = engine_deal(EXAMPLES["N99-EX-2"])
    calls = [(seat, str(call)) for seat, call in sc.play_start.auction.calls]
    assert calls == [(0, "declare"), (1, "reveal"), (0, "pass")]
    for seat in (Seat(1), Seat(2), None):
        assert GAME.view(sc.play_start, seat).bids[0] is None  # never exposed
    assert GAME.view(sc.play_start, Seat(2)).hands[1] == sc.play_start.hand(1)
    variant = engine_deal(EXAMPLES["N99-EX-2 variant"]).play_start
    assert GAME.view(variant, Seat(1)).hands[0] == variant.hand(0)
    assert GAME.view(variant, Seat(2)).hands[1] is None
    assert GAME.view(variant, Seat(2)).bids[1] is None


def test_n99_ex_2_points_sum() -> None:
    """N99-EX-2 / N99-INV-11: the deal points sum to T + 30 + 2 * 60 = 159."""
    assert sum(EXAMPLES["N99-EX-2"].points) == 159 == ref.TRICKS + 30 + 2 * 60
    assert sum(engine_deal(EXAMPLES["N99-EX-2"]).result.points) == 159


def test_n99_ex_3_success_sets() -> None:
    """N99-EX-3 (N99-BID-5): with T = 10 and b = 3 a bid of 0 succeeds with 0 or 10
    tricks, a bid of 1 with 1 only; with T = 9 no bid has a second value."""
    four = ref.VARIANTS["revised-4p"]
    assert success_set(0, 10, 3) == {0, 10}
    assert ref.success_set(0, four) == {0, 10} and ref.success_set(1, four) == {1}
    assert all(ref.success_set(v, ref.REVISED) == {v} for v in range(10))  # T = 9: no extra


def test_n99_ex_4_engine_live_scores() -> None:
    """N99-EX-4 on the engine (N99-SCORE-13): the scores are the live seats' only."""
    assert GAME.scores(engine_deal(EXAMPLES["N99-EX-4"]).final) == (84, 2)


def _premium_parts(points: tuple[int, ...], tricks: tuple[int, ...]) -> list[int]:
    """The premium part of N99-EX-4's deal points in ``revised-2p``: minus tricks and
    bid bonus."""
    variant = ref.VARIANTS["revised-2p"]
    bids = EXAMPLES["N99-EX-4"].bid_values
    k = ref.successes(bids, tricks, variant)
    return [
        point - won - (variant.bid_bonus[k - 1] if ref.succeeded(bid, won, variant) else 0)
        for point, bid, won in zip(points, bids, tricks, strict=True)
    ]


def test_n99_ex_4_ref_premium_parts() -> None:
    """N99-EX-4 on the reference: the premium parts of both rows, and of both seats
    succeeding, are the table of N99-SCORE-10; N99-AMB-4: a single declare that fails
    pays the opponent and the dummy."""
    two = ref.VARIANTS["revised-2p"]
    example, variant = EXAMPLES["N99-EX-4"], EXAMPLES["N99-EX-4 variant"]
    assert _premium_parts(example.points, example.tricks) == [60, 0, 30]  # one succeeds
    assert _premium_parts(variant.points, variant.tricks) == [0, 0, 60]  # both fail
    bids, both = example.bid_values, list(example.holders)
    points = ref.score_deal(bids, (4, 3, 2), None, None, two, both)  # both succeed
    assert _premium_parts(points, (4, 3, 2)) == [30, 30, 0]
    points = ref.score_deal(bids, (3, 2, 4), None, None, two, [(0, "declare")])
    assert _premium_parts(points, (3, 2, 4)) == [0, 30, 30]


def test_n99_ex_7_on_the_engine() -> None:
    """N99-EX-7 through the engine: the turned-up 9H makes each preset's mode; seat 2's
    bid with the joker, scored in a whole deal, is worth 3 (N99-CARD-1, N99-BID-4); the
    final adjustment of each total, the winner on raw totals, the final scores and the
    settlement (N99-GAME-4/6/8, N99-AMB-14)."""
    row = EX_7
    for preset, mode in row.modes.items():
        state = GAME.new(GAME.rules(preset))
        state = act(state, turned_deal(row.turnup, row.bid))
        assert state.mode is Mode(mode)
    rules = GAME.rules(row.preset)
    state = act(GAME.new(rules), turned_deal(row.turnup, row.bid))
    rng = random.Random(3)
    bid = sorted(row.bid.split(" "))
    while state.phase is Phase.BID:
        legal = GAME.legal_actions(state)
        mine = [b for b in legal if sorted(str(b).split(" ")[1:]) == bid]
        state = GAME.apply(state, mine[0] if mine else rng.choice(legal))
    while not state.results:
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert state.results[0].bids[row.bidder] == mask(row.bid)
    assert state.results[0].bid_values[row.bidder] == row.bid_value
    for raw, adjusted in row.adjusted:
        assert final_scores(rules, (raw, 0, 0))[0] == adjusted
    assert winners(rules, row.totals) == row.winners
    assert final_scores(rules, row.totals) == row.final
    assert settlement(row.final) == row.settlement


def test_n99_ex_7_on_the_reference() -> None:
    """N99-EX-7 on the reference: the turned-up 9H is no trump, nines under
    ``nine-trump`` (N99-TRUMP-4, N99-TRUMP-2); the joker stands for 9H as a bid card
    (N99-CARD-1, N99-BID-4); the final adjustment (N99-GAME-6), the winner on raw totals
    (N99-GAME-4, N99-AMB-14) and the settlement (N99-GAME-8)."""
    row = EX_7
    variant = ref.VARIANTS[row.preset]
    deck = [card for card in variant.pack if card != row.turnup] + [row.turnup]
    text = ref.deal_from_deck(deck, 0, variant)
    for preset, mode in row.modes.items():
        game = ref.RefGame(variant=ref.VARIANTS[preset])
        game.apply(text)
        assert game.turnup == [row.turnup]
        assert game.trump == {"NT": None, "nines": "N"}[mode]
    game = ref.RefGame(variant=variant)
    game.apply(text)
    assert game.identity("JK") == row.turnup
    assert ref.bid_value(map(game.identity, row.bid.split(" "))) == row.bid_value
    raws = [raw for raw, _ in row.adjusted]
    assert ref.final_scores(raws, variant) == tuple(adjusted for _, adjusted in row.adjusted)
    assert ref.game_winners(list(row.totals), variant) == row.winners
    assert ref.final_scores(list(row.totals), variant) == row.final
    assert ref.settlement(list(row.totals), variant) == row.settlement


def test_n99_ex_8_engine_components() -> None:
    """N99-EX-8 (``original-5p-52``): two bid cards, 8 tricks, two turn-ups."""
    rules = GAME.rules("original-5p-52")
    assert (rules.bid_cards, rules.tricks, rules.turnup_size) == (2, 8, 2)


def test_n99_ex_8_ref_turn_ups_and_two_bid_cards() -> None:
    """N99-EX-8 (``original-5p-52``) on the reference: two turn-ups 9S 9C: equal rank,
    clubs is the higher suit, and a 9 is no exception here (N99-TRUMP-5, N99-AMB-16);
    two bid cards, so DD means 0 or 8 and SD 1 or 7 (N99-BID-5)."""
    variant = ref.VARIANTS["original-5p-52"]
    assert (variant.hand_size, variant.turned, variant.bid_cards, variant.tricks) == (10, 2, 2, 8)
    game = ref.RefGame(variant=variant)
    deck = [card for card in variant.pack if card not in ("9S", "9C")] + ["9S", "9C"]
    game.apply(ref.deal_from_deck(deck, 0, variant))
    assert game.turnup == ["9C", "9S"] and game.trump == "C"
    assert all(len(text.split(" ")) == 3 for text in game.legal())  # "bid" and b = 2 cards
    no_nines = dataclasses.replace(variant, turned_nine_no_trump=True)
    assert ref.turnup_trump(["9S", "9C"], no_nines) is None
    assert ref.turnup_trump(["KD", "AS"], variant) == "S"  # the higher rank decides
    assert ref.turnup_trump(["QH", "QD"], variant) == "H"
    assert ref.success_set(1, variant) == {1, 7} and ref.success_set(0, variant) == {0, 8}
    assert ref.success_set(2, variant) == {2}


def test_n99_ex_9_ref_declare_ends_the_main_round() -> None:
    """N99-EX-9 (``original-2p-24``) on the reference: no dummy, 12 each and KD turned up
    (N99-AMB-17); the joker is KD; seat 0's declare ends the main round (N99-PREM-8),
    seat 1 never calls; the bid cards as played are worth 5 and 2."""
    seat0 = ["JK", "AC", "9H", "KC", "QC", "JC", "10C", "9C", "AH", "KH", "QH", "JH"]
    seat1 = ["KS", "QS", "JD", "10H", "AS", "JS", "10S", "9S", "AD", "QD", "10D", "9D"]
    game = ref.RefGame(first_dealer=1, variant=ref.VARIANTS["original-2p-24"])
    game.apply(ref.deal_text([seat0, seat1], ["KD"]))
    assert game.trump == "D" and game.identity("JK") == "KD"
    game.apply("bid AC 9H JK")
    game.apply("bid KS QS JD")
    assert game.to_move() == 0 and game.legal() == {"pass", "declare"}
    game.apply("declare")
    assert game.phase == "play" and game.standing == (0, "declare")  # seat 1 never calls
    assert [ref.bid_value(map(game.identity, game.bids[seat])) for seat in (0, 1)] == [5, 2]


def test_n99_ex_10_engine_the_last_cards_are_the_bid() -> None:
    """N99-EX-10 on the engine (N99-UNB-5): the cards each seat kept to the end of play
    are its bid."""
    for example in (EXAMPLES["N99-EX-10"], EXAMPLES["N99-EX-10 variant"]):
        assert engine_deal(example).result.bids == tuple(mask(b) for b in example.bids)


def test_n99_ex_10_ref_the_number() -> None:
    """N99-EX-10's variant on the reference (N99-UNB-6): without the announced number
    seat 0's 4 tricks would succeed, and spades would be next."""
    variant = EXAMPLES["N99-EX-10 variant"]
    bids, tricks = variant.bid_values, variant.tricks
    assert ref.next_trump(bids, tricks, ref.VARIANTS["unbidden"]) == "S"


def test_n99_ex_11_ref_target() -> None:
    """N99-EX-11 on the reference (N99-GAME-2): below the target the game goes on."""
    assert not ref.game_over([99, 99, 44], 100)


def test_n99_ex_11_engine_end() -> None:
    """N99-EX-11 on the engine: every view tells the winners, final scores and
    settlement; the end event names them; the pure functions agree."""
    over = engine_deal(EXAMPLES["N99-EX-11"]).final
    for seat in (Seat(0), Seat(1), Seat(2), None):
        view = GAME.view(over, seat)
        assert (view.winners, view.scores, view.settlement) == (
            (0, 1),
            (205, 205, 44),
            (161, 161, -322),
        )
    assert "end winners=0,1 final=205,205,44" in [str(e) for e in GAME.events(over)]
    assert game_ends(REVISED, (105, 105, 44), 1)
    assert winners(REVISED, (105, 105, 44)) == (0, 1)
    assert final_scores(REVISED, (105, 105, 44)) == (205, 205, 44)
    assert settlement((205, 205, 44)) == (161, 161, -322)


@pytest.mark.parametrize("row", ENDS.values(), ids=list(ENDS))
def test_n99_ex_12_on_the_engine(row: End) -> None:
    """N99-EX-12, every row, on the engine's end-of-game functions (N99-GAME-4/5/8,
    N99-AMB-8): a draw makes both live seats winners; the final scores, the dummy's
    last; the live seats' settlement."""
    two = GAME.rules("revised-2p")
    assert winners(two, row.totals) == ((0, 1) if row.winner is None else (row.winner,))
    assert final_scores(two, row.totals) == row.final
    assert match_settlement(two, [row.totals]) == row.settlement


@pytest.mark.parametrize("row", ENDS.values(), ids=list(ENDS))
def test_n99_ex_12_on_the_reference(row: End) -> None:
    """N99-EX-12, every row, on the reference (N99-GAME-4/5/8, N99-AMB-8/39): a draw has
    no winner, no bonus and no settlement; a sole live winner adds 100."""
    two = ref.VARIANTS["revised-2p"]
    totals = list(row.totals)
    assert ref.game_winners(totals, two) == (() if row.winner is None else (row.winner,))
    assert ref.final_scores(totals, two) == row.final
    assert ref.settlement(totals, two) == row.settlement


def _engine_dummy_deal() -> State:
    """The engine in N99-EX-14's deal, its bids made (each seat's, from the dealer's
    left)."""
    row = DUMMY_PLAY
    rules = GAME.rules(row.preset)
    seat0, seat1, dummy, dummy_bid = row.hands
    text = fill_deal([seat0, seat1], random.Random(0), rules, dummy=dummy, dummy_bid=dummy_bid)
    state = act(GAME.new(rules, first_dealer=Seat(row.dealer)), text)
    for i in range(rules.players):
        state = act(state, "bid " + row.bids[(row.dealer + 1 + i) % rules.players])
    return state


def test_n99_ex_14_on_the_engine() -> None:
    """N99-EX-14 through the engine (N99-DUMMY-2..6, N99-INV-6, N99-PHASE-6): in the no
    trump first deal, each step's mover (the controller plays the dummy's card) and every
    action it may take in the engine's order; each trick's hands in play order (the
    order of play, set by the last trick's winner) and its winner; who played each card
    in the history."""
    row = DUMMY_PLAY
    state = _engine_dummy_deal()
    assert state.mode is Mode.NO_TRUMP
    for seat, action, legal in row.steps:
        play = action.startswith("play")
        assert state.phase is (Phase.PLAY if play else Phase.PREMIUM)
        if play:
            assert state.order == row.tricks[len(state.tricks)][0]
        assert GAME.to_move(state) == seat
        assert tuple(str(a) for a in GAME.legal_actions(state)) == legal
        state = act(state, action)
    assert [(t.hands, t.winner) for t in state.tricks] == list(row.tricks)
    history = GAME.view(state, Seat(0)).history
    plays = [seat for seat, action, _ in row.steps if action.startswith("play")]
    assert [s.actor for s in history if s.text.startswith("play")] == plays


def test_n99_dummy_6_a_wrong_dummy_card_says_so() -> None:
    """N99-DUMMY-6, N99-PLAY-5, in N99-EX-14's deal: the dummy follows suit too; a card
    it does not hold is refused naming the dummy and its controller."""
    state = run(_engine_dummy_deal(), ["pass", "pass", "play 6C", "play 7C"])
    assert "KD" not in [card_text(c) for c in state.hand(2)]
    with pytest.raises(IllegalActionError, match=r"the dummy \(seat 0\) does not hold"):
        GAME.apply(state, GAME.parse_action(state, "play KD"))


def test_n99_ex_14_on_the_reference() -> None:
    """N99-EX-14 on the reference (N99-DUMMY-3..7, N99-PHASE-6): each step's mover (the
    controller plays the dummy) and what it may take; each trick's hands in play order
    and the tricks won after it (the dummy's count for it); played out, the dummy's
    bid counts (N99-BID-7) and the scores are the live seats' (N99-SCORE-13)."""
    row = DUMMY_PLAY
    variant = ref.VARIANTS[row.preset]
    game = ref.RefGame(first_dealer=row.dealer, variant=variant)
    seat0, seat1, dummy, dummy_bid = (hand.split(" ") for hand in row.hands)
    game.apply(ref.deal_text([seat0, seat1], (), dummy, dummy_bid))
    for i in range(variant.players):
        game.apply("bid " + row.bids[(row.dealer + 1 + i) % variant.players])
    assert game.trump is None
    won = [0, 0, 0]
    for step in row.steps:
        if step[1].startswith("play"):
            assert game.order == list(row.tricks[sum(game.tricks_won)][0])
        ref_calls(game, [step])
        if game.tricks_won != won:
            won[row.tricks[sum(won)][1]] += 1
            assert game.tricks_won == won
    assert sum(won) == len(row.tricks)
    while game.phase == "play":
        game.apply(sorted(game.legal())[0])
    assert sum(game.results[0].tricks) == 9 and len(game.results[0].points) == 3
    assert game.results[0].bids[2] == ref.bid_value(dummy_bid)
    assert len(game.scores()) == 2


def _ex_13(hands: tuple[str, str, str], bids: dict[int, str], dealer: int, mode: str) -> State:
    state = start(deal_text(*hands), dealer=dealer, mode=mode)
    assert state.mode is Mode(mode)
    for i in range(3):
        state = act(state, "bid " + bids[(dealer + 1 + i) % 3])
    for _ in range(3):
        state = act(state, "pass")
    return state


EX_13_DEALS: dict[str, tuple[tuple[str, str, str], dict[int, str], int]] = {
    "trump S": (
        (
            "6S AC KC QC JC 10C 9C 8C 7C 6C 6D 7D",
            "10H 9H 8H 7H AS KS QS JS 10S AD KD QD",
            "AH KH QH JH 6H 9S 8S 7S JD 10D 9D 8D",
        ),
        {0: "6D 7D 6C", 1: "AD KD QD", 2: "JD 10D 9D"},
        0,
    ),
    "no trump": (
        (
            "7C AC KC QC JS 10S 9S 8S 7S 6S AD KD",
            "AH KH QH JH 10H 9H 8H 7H 6H QD JD 10D",
            "8C JC 10C 9C 6C AS KS QS 9D 8D 7D 6D",
        ),
        {0: "AD KD AC", 1: "QD JD 10D", 2: "9D 8D 7D"},
        2,
    ),
}
"""The deals of N99-EX-13's trump S and no-trump rows: the hands, the bids by seat, the
dealer."""


def _engine_calls(row: Calls) -> State:
    """The engine after N99-EX-15's row ``row``: its deal (seeded by the dealer), each
    seat's first legal bid, then each call after checking who calls and what it may call
    in the engine's order, and that each call is then a public event."""
    state = GAME.new(GAME.rules(row.preset), first_dealer=Seat(row.dealer))
    state = _bid_first(GAME.apply(state, GAME.deal(state, random.Random(row.dealer))))
    for seat, call, legal in row.calls:
        assert GAME.to_move(state) == seat
        assert tuple(str(a) for a in GAME.legal_actions(state)) == legal
        state = act(state, call)
        if row.preset != "free-premium":  # its hidden offers: test_premium's N99-VIEW-9
            assert f"{seat} {call}" in map(str, GAME.events(state))
    return state


def _bid_first(state: State) -> State:
    """Each seat bids its first legal bid, while the deal is in ``BID``."""
    while state.phase is Phase.BID:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


@pytest.mark.parametrize("row", CALLS.values(), ids=list(CALLS))
def test_n99_ex_15_on_the_engine(row: Calls) -> None:
    """N99-EX-15, every row, and N99-EX-2's calls, through the engine: who calls and
    what it may call at each step, the phase and who moves after, who holds what (with
    its number, N99-UNB-4), Sphinx's named mode; once play begins a holder's bid cards
    are public and every other seat's stay hidden (a void declare's too, N99-PREM-11;
    in unbidden games there are no bid cards yet, N99-UNB-5)."""
    state = _engine_calls(row)
    assert state.phase is Phase(row.phase) and GAME.to_move(state) == row.next
    held = tuple(Holder(Seat(s), PremiumKind(k), n) for s, k, n in row.holders)
    assert state.holders == held
    if row.mode is not None:
        assert state.mode is Mode(row.mode)
    state = _bid_first(state)
    assert state.phase is Phase.PLAY and state.holders == held
    seats = seat_range(state.rules.players)
    for seat in seats:
        bids = GAME.view(state, seat).bids
        for other in (o for o in seats if o != seat):
            shown = any(h.seat == other for h in held) and row.preset != "unbidden"
            assert bids[other] == (state.bid_cards(other) if shown else None)


@pytest.mark.parametrize("row", CALLS.values(), ids=list(CALLS))
def test_n99_ex_15_on_the_reference(row: Calls) -> None:
    """N99-EX-15, every row, and N99-EX-2's calls, on the reference (N99-PREM-5..14,
    N99-UNB-2..4, N99-SPHX-2..4, N99-LEAD-1): who calls and what it may call at each
    step, the phase and who moves after, who holds what and with which number, Sphinx's
    named mode (no trump); then, after the bids, the holders at the start of play."""
    game = ref_to_premium(row.dealer, ref.VARIANTS[row.preset])
    ref_calls(game, row.calls)
    assert (game.phase, game.to_move()) == (row.phase, row.next)
    assert game.holders() == [(s, k) for s, k, _ in row.holders]
    assert game.numbers() == {s: n for s, _, n in row.holders if n is not None}
    if row.mode is not None:
        assert (game.trump or "NT") == row.mode
    while game.phase == "bid":
        game.apply(sorted(game.legal())[0])
    assert game.phase == "play"
    assert game.holders() == [(s, k) for s, k, _ in row.holders]


def test_n99_ex_15_ref_whole_hands() -> None:
    """N99-EX-15's unbidden and sphinx rows on the reference: the calls come while every
    seat holds its 12 cards (N99-UNB-1, N99-SPHX-1)."""
    for preset, dealer in (("unbidden", 2), ("sphinx", 0)):
        game = ref_to_premium(dealer, ref.VARIANTS[preset])
        assert [len(hand) for hand in game.hands] == [12, 12, 12]


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


def _engine_trick(row: Trick) -> State:
    """The engine after N99-EX-13's row ``row``: its deal, then its trick."""
    if row.id not in EX_13_DEALS:
        return _nun_trick(row.mode, list(row.plays), dict(row.voids), **row.options)
    hands, bids, dealer = EX_13_DEALS[row.id]
    state = _ex_13(hands, bids, dealer, row.mode)
    assert GAME.to_move(state) == row.leader
    return run(state, [f"play {p}" for p in row.plays])


@pytest.mark.parametrize("row", TRICKS.values(), ids=list(TRICKS))
def test_n99_ex_13_on_the_engine(row: Trick) -> None:
    """N99-EX-13, every row, played through the engine in a deal of its mode (the Naughty
    Nun modes Rondo, Whistle and Flute, Top Dog and Snap in their deals, N99-TRUMP-7):
    the trick's cards and hands in play order from the leader, the snap calls, its
    winner, who leads next (N99-PLAY-8)."""
    state = _engine_trick(row)
    trick = state.tricks[0]
    assert texts(trick.cards) == texts(cards(" ".join(p.split(" ")[0] for p in row.plays)))
    assert trick.hands == tuple((row.leader + i) % 3 for i in range(3))
    assert trick.winner == row.winner, row.rule
    assert GAME.to_move(state) == row.winner
    assert f"trick 1 {row.winner}" in [str(e) for e in GAME.events(state)]
    assert [p.snap for p in GAME.view(state, None).played] == ["snap" in p for p in row.plays]
    history = [s.text for s in GAME.view(state, Seat(0)).history[-3:]]
    assert history == [f"play {p}" for p in row.plays]


@pytest.mark.parametrize("row", TRICKS.values(), ids=list(TRICKS))
def test_n99_ex_13_on_the_reference(row: Trick) -> None:
    """N99-EX-13, every row, on the reference's trick rule (N99-WIN-1..7): the winner's
    index in play order from the leader."""
    index = ref.trick_winner(
        [p.split(" ")[0] for p in row.plays],
        None if row.mode == "NT" else row.mode,
        ["snap" in p for p in row.plays],
        first_played=row.options.get("snap_tiebreak") == "first_played",
    )
    assert (row.leader + index) % 3 == row.winner, row.rule


# --- Board Game Arena (N99-EX-16..18) ---------------------------------------------------

#: BGA's scoring style 4 (N99-BGA-12): one game of 9 deals.
STYLE_4: dict[str, Any] = {
    "game_end": "deals",
    "deals_per_game": 9,
    "game_bonus": "none",
    "rubber_games": 1,
}


def test_n99_ex_16_drawn_trump_card_on_the_engine() -> None:
    """N99-EX-16 (N99-BGA-7/8) on the engine: four ``bga-standard`` deals in a row, each
    with its drawn trump card; the mode is the card's (no trump for the joker and a 9),
    whatever the previous deal's successes; the card may be in a hand as well, is public
    in every view and in the deal's events, and all 36 cards are dealt."""
    rules = GAME.rules("bga-standard", **STYLE_4)  # 9 deals: the four are one game's
    state = GAME.new(rules)
    rng = random.Random(16)
    for row in DRAWN:
        assert state.deal_number == row.deal - 1
        hold = ["", "", ""]
        if row.holder is not None:
            hold[row.holder] = row.trumpcard
        deal = f"{fill_deal(hold, rng, rules)} trumpcard={row.trumpcard}"
        state = act(state, deal)
        assert state.mode is Mode(row.mode)
        assert state.trump_card == parse_card(row.trumpcard)
        events = [str(e) for e in GAME.events(state, None)]
        assert events[:2] == [events[0], f"trumpcard {row.trumpcard}"]
        assert f"mode {row.mode}" in events
        if row.holder is not None:
            assert parse_card(row.trumpcard) in state.hand(row.holder)
        assert sum(len(state.hand(s)) for s in range(3)) == 36  # every card dealt
        for seat in (None, *seat_range(3)):
            view = GAME.view(state, seat)
            assert view.trump_card == parse_card(row.trumpcard)
            assert view.history[0].text.endswith(f" trumpcard={row.trumpcard}")
        state = GAME.playout(state, rng)


def test_n99_ex_16_drawn_trump_card_on_the_reference() -> None:
    """N99-EX-16 (N99-BGA-7/8) on the reference: each deal's mode is its drawn card's."""
    variant = dataclasses.replace(
        ref.VARIANTS["bga-standard"], deals=9, rubber_games=1, game_bonus="none"
    )  # STYLE_4
    game = ref.RefGame(variant=variant)
    rng = random.Random(16)
    for row in DRAWN:
        assert game.deal_number == row.deal - 1
        deck = list(variant.pack)
        rng.shuffle(deck)
        deal = ref.deal_from_deck(deck, game.dealer, variant)
        if row.holder is not None:  # swap the card into the holder's pile
            hands = ref.parse_deal(deal, ref.REVISED)[0]
            owner = next(s for s, hand in enumerate(hands) if row.trumpcard in hand)
            if owner != row.holder:
                give = hands[row.holder][0]
                hands[owner][hands[owner].index(row.trumpcard)] = give
                hands[row.holder][0] = row.trumpcard
            deal = ref.deal_text(hands)
        game.apply(f"{deal} trumpcard={row.trumpcard}")
        assert (game.trump or "NT") == row.mode
        assert game.trump_card == row.trumpcard
        while game.phase != "deal":
            game.apply(sorted(game.legal())[rng.randrange(len(game.legal()))])


@pytest.mark.parametrize("row", MATCHES.values(), ids=list(MATCHES))
def test_n99_ex_17_18_matches_on_the_engine(row: Match) -> None:
    """N99-EX-17/18 (N99-BGA-12..15) through the engine's match functions, those behind
    ``game.scores``, ``game.outcome`` and ``game.winners``: each game's final scores with
    the game bonus by count, whether the match goes on after each game, the target wins,
    the match scores and the winners."""
    rules = GAME.rules(row.preset, **row.options)
    for number, totals in enumerate(row.totals, 1):
        assert final_scores(rules, totals) == row.final[number - 1]
        assert match_over(rules, row.totals[:number]) == (number == len(row.totals))
    assert match_scores(rules, row.totals) == row.rubber
    assert match_winners(rules, row.totals) == row.winners
    if row.wins is not None:
        assert target_wins(rules, row.totals) == row.wins
        assert tuple(100 * w for w in row.wins) == row.scores
    else:
        assert row.rubber == row.scores


@pytest.mark.parametrize("row", MATCHES.values(), ids=list(MATCHES))
def test_n99_ex_17_18_matches_on_the_reference(row: Match) -> None:
    """N99-EX-17/18 on the reference: its final scores, and its match's end, scores and
    winners from the games' totals."""
    variant = ref.VARIANTS[row.preset]
    if row.options.get("game_bonus") == "none":
        variant = dataclasses.replace(variant, game_bonus="none")
    variant = dataclasses.replace(variant, rubber_wins=row.options.get("rubber_wins", 0))
    game = ref.RefGame(variant=variant)
    for totals in row.totals:
        assert not game.is_over()
        game.game_totals.append(totals)
        game.game_finals.append(ref.final_scores(totals, variant))
        if variant.rubber_wins:
            game.phase = "over" if max(game.target_wins()) >= variant.rubber_wins else "deal"
        else:
            game.phase = "over" if len(game.game_finals) == variant.rubber_games else "deal"
    assert game.is_over()
    assert tuple(game.game_finals) == row.final
    assert game.scores() == row.scores
    assert game.match_winners() == row.winners
    if row.wins is not None:
        assert tuple(game.target_wins()) == row.wins
