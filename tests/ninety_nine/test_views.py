"""Per-seat views in preset ``revised`` (N99-VIEW-1, N99-VIEW-2, N99-VIEW-3, N99-VIEW-4,
N99-VIEW-5, N99-VIEW-7, N99-VIEW-8, N99-AMB-28,
N99-AMB-41, ``show_all_bids``)."""

import json
import random
import re

import pytest

from tests.ninety_nine.helpers import (
    GAME,
    HANDS,
    PACK,
    act,
    deal_text,
    random_game,
    run,
    scenario,
    start,
    texts,
)
from tricktake.cards import card_text
from tricktake.ninety_nine import Phase, State, View
from tricktake.ninety_nine.rules import PremiumFirst
from tricktake.units import Seat, seat_range

CARD_TEXTS = {card_text(c) for c in PACK}
EX_1 = (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3])


def json_cards(view: View) -> set[str]:
    """Every card text that occurs anywhere in the JSON of a view."""
    text = json.dumps(GAME.to_json(view))
    return {t for t in re.findall(r"[0-9AKQJT]{1,2}[CDHS]", text) if t in CARD_TEXTS}


def public_part(view: View) -> tuple[object, ...]:
    return (
        view.rules,
        view.phase,
        view.actor,
        view.dealer,
        view.deal_number,
        view.totals,
        view.scores,
        view.mode,
        view.hand_sizes,
        view.has_bid,
        view.calls,
        view.holders,
        view.played,
        view.trick_winners,
        view.won,
        view.winners,
        view.settlement,
    )


def test_n99_view_1_public_information_is_the_same_for_everyone() -> None:
    """N99-VIEW-1: options, dealer, deal number, totals, phase, actor, mode, pile
    sizes, calls, holders, played cards, trick winners and counts are in every view,
    equal to the state's."""
    for seed in range(3):
        for state in random_game(random.Random(seed), pass_rate=0.6):
            views = [GAME.view(state, seat) for seat in (Seat(0), Seat(1), Seat(2), None)]
            public = {public_part(v) for v in views}
            assert len(public) == 1
            view = views[0]
            assert view.rules == state.rules
            assert view.phase is state.phase
            assert view.actor == GAME.to_move(state)
            assert view.dealer == state.dealer
            # the view numbers deals from 1, the state counts those completed
            assert view.deal_number == state.deal_number + (state.phase is not Phase.OVER)
            assert view.totals == state.totals
            assert view.scores == GAME.scores(state)
            assert view.mode is state.mode
            assert view.hand_sizes == tuple(len(state.hand(x)) for x in range(3))
            assert view.holders == state.holders
            assert view.won == state.tricks_won()
            assert view.trick_winners == tuple(t.winner for t in state.tricks)
            assert [v.seat for v in views] == [0, 1, 2, None]
            assert len(view.results) == len(state.results)


def test_n99_view_1_options_are_in_the_json_of_every_view() -> None:
    """N99-VIEW-1: the options are public; a view's JSON names the preset and the options
    that differ from it, as a record does, so a client can rebuild the rules."""
    rules = GAME.rules("revised", target=150, premium_first=PremiumFirst.DEALER)
    state = GAME.apply(GAME.new(rules), GAME.deal(GAME.new(rules), random.Random(4)))
    for seat in (Seat(0), Seat(1), Seat(2), None):
        data = GAME.to_json(GAME.view(state, seat))
        assert data["preset"] == "revised"
        assert data["options"] == {"target": 150, "premium_first": "dealer"}
        assert GAME.rules(data["preset"], **data["options"]) == rules
    assert GAME.to_json(GAME.view(GAME.new(GAME.rules("revised")), Seat(0)))["options"] == {}


def test_n99_view_2_own_hand_and_bid_at_all_times() -> None:
    """N99-VIEW-2: a seat sees its own hand and bid cards at all times."""
    for state in random_game(random.Random(2), pass_rate=0.6):
        for seat in seat_range(3):
            view = GAME.view(state, seat)
            if state.phase is not Phase.DEAL:
                assert view.hands[seat] == state.hand(seat)
            if state.bids[seat]:
                assert view.bids[seat] == state.bid_cards(seat)
            for result, seen in zip(state.results, view.results, strict=True):
                assert seen.bids[seat] == result.bids[seat]
                assert seen.bid_values[seat] == result.bid_values[seat]


def test_n99_view_3_deal_visible_only_as_own_pile() -> None:
    """N99-VIEW-3: the deal shows each seat its own pile only; the public view shows
    no hand; the events of the deal name only the viewer's cards."""
    state = start(deal_text(*HANDS))
    for seat in seat_range(3):
        view = GAME.view(state, seat)
        assert view.hands[seat] == state.hand(seat)
        assert [h is None for h in view.hands] == [x != seat for x in range(3)]
        assert view.hand_sizes == (12, 12, 12)
        assert json_cards(view) == set(HANDS[seat].split())
        events = [str(e) for e in view.events]
        assert events == ["deal dealer=0 sizes=12,12,12", f"hand {seat}={HANDS[seat]}", "mode NT"]
    public = GAME.view(state, None)
    assert public.hands == (None, None, None)
    assert json_cards(public) == set()


def _through_bids(hands: tuple[str, str, str]) -> list[State]:
    state = start(deal_text(*hands))
    states = [state]
    for bid in ("bid AD JD 8D", "bid KD 10D 7D", "bid QD 9D 6D"):
        state = act(state, bid)
        states.append(state)
    return states


def test_n99_view_3_no_leak_of_other_hands() -> None:
    """N99-VIEW-3 / N99-INV-17: a seat's view is the same for two deals that differ
    only in cards it cannot see (here AC and KC swapped between seats 1 and 2)."""
    swapped = (HANDS[0], HANDS[1].replace("AC", "KC"), HANDS[2].replace("KC", "AC"))
    one, two = _through_bids(HANDS), _through_bids(swapped)
    for a, b in zip(one, two, strict=True):
        assert a != b
        assert GAME.view(a, Seat(0)) == GAME.view(b, Seat(0))
        assert GAME.view(a, None) == GAME.view(b, None)
        assert GAME.view(a, Seat(1)) != GAME.view(b, Seat(1))


def test_n99_view_4_other_bids_only_as_the_fact() -> None:
    """N99-VIEW-4: another seat's bid shows only that it has bid."""
    states = _through_bids(HANDS)
    state = states[1]  # seat 1 has bid
    for seat in (Seat(0), Seat(2), None):
        view = GAME.view(state, seat)
        assert view.has_bid == (False, True, False)
        assert view.bids == (None, None, None)
        assert [str(e) for e in view.events] == ["1 bid"]
        assert not {"AD", "JD", "8D"} & json_cards(view)
    own = GAME.view(state, Seat(1))
    assert own.bids[1] == state.bid_cards(1)
    assert [str(e) for e in own.events] == ["1 bid"]
    last = states[-1]
    assert GAME.view(last, Seat(2)).has_bid == (True, True, True)
    assert GAME.view(last, Seat(2)).bids == (None, None, last.bid_cards(2))


@pytest.mark.parametrize("kind", ["declare", "reveal"])
def test_n99_view_5_exposure(kind: str) -> None:
    """N99-VIEW-5: from exposure on, a declarer's bid cards are public; a revealer's
    bid cards and hand are public."""
    state = _through_bids(HANDS)[-1]
    state = run(state, [kind] if kind == "reveal" else [kind, "pass", "pass"])  # seat 1
    assert state.phase is Phase.PLAY
    for seat in (Seat(0), Seat(2), None):
        view = GAME.view(state, seat)
        assert view.bids[1] == state.bid_cards(1)
        assert view.hands[1] == (state.hand(1) if kind == "reveal" else None)
        other = 2 if seat == 0 else 0
        assert view.bids[other] is None
        assert view.hands[other] is None
    # the revealed hand is followed card by card
    state = act(state, "play AC")
    view = GAME.view(state, Seat(0))
    if kind == "reveal":
        assert view.hands[1] == state.hand(1)
        assert "AC" not in texts(view.hands[1] or ())


def test_n99_view_7_played_cards_stay_in_every_view() -> None:
    """N99-VIEW-7 / N99-AMB-41: cards played to completed tricks stay in every view."""
    sc = scenario(*EX_1)
    state = sc.play_start
    history: list[tuple[int, int, str]] = []
    for text in sc.plays[:-1]:
        hand = GAME.to_move(state)
        assert isinstance(hand, int)
        history.append((len(state.tricks) + 1, hand, text.split()[1]))  # tricks from 1
        state = act(state, text)
        for seat in (Seat(0), Seat(1), Seat(2), None):
            view = GAME.view(state, seat)
            assert [(p.trick, p.hand, card_text(p.card)) for p in view.played] == history
    assert len(history) == 26
    assert len(GAME.view(state, Seat(0)).trick_winners) == 8


def test_n99_view_7_a_scored_deal_keeps_its_tricks_in_every_view() -> None:
    """N99-VIEW-7: after the last card, the deal is scored and the next one waits, and the
    scored deal's tricks stay in every view, in its result, card by card."""
    sc = scenario(*EX_1)
    state = sc.play_start
    played: list[tuple[int, str]] = []
    for text in sc.plays:
        hand = GAME.to_move(state)
        assert isinstance(hand, int)
        played.append((hand, text.split()[1]))
        state = act(state, text)
    assert state.phase is Phase.DEAL and len(played) == 27
    for seat in (Seat(0), Seat(1), Seat(2), None):
        view = GAME.view(state, seat)
        assert view.played == ()  # the next deal has no cards played yet
        (result,) = view.results
        kept = [
            (x, card_text(c)) for t in result.tricks for x, c in zip(t.hands, t.cards, strict=True)
        ]
        assert kept == played
        winners = [t.winner for t in result.tricks]
        assert [winners.count(x) for x in seat_range(3)] == list(result.tricks_won) == [1, 5, 3]
        data = GAME.to_json(view)["results"][0]["tricks"]
        assert [
            (int(h), c) for t in data for h, c in zip(t["hands"], t["cards"], strict=True)
        ] == played
        assert [int(t["winner"]) for t in data] == [t.winner for t in result.tricks]


def test_n99_view_8_successful_bids_shown_failed_bids_hidden() -> None:
    """N99-VIEW-8 / N99-AMB-28: when play ends the bid cards of the successful hands
    become public; a failed seat's stay hidden from the others, for ever."""
    sc = scenario(*EX_1)  # seat 1 succeeds, 0 and 2 fail
    assert sc.final.phase is Phase.DEAL
    for seat in (Seat(0), Seat(1), Seat(2), None):
        result = GAME.view(sc.final, seat).results[0]
        assert result.bids[1] == sc.result.bids[1]
        assert result.bid_values[1] == 5
        for failed in (0, 2):
            if failed == seat:
                assert result.bids[failed] == sc.result.bids[failed]
            else:
                assert result.bids[failed] == 0
                assert result.bid_values[failed] == -1
        assert result.tricks_won == (1, 5, 3)
        assert result.points == (1, 35, 3)
    cards = json_cards(GAME.view(sc.final, None))
    assert {"AC", "10H", "7D"} <= cards
    assert not {"QC", "8S", "9D", "KS", "9S", "6D"} & cards
    # still hidden one deal later
    later = GAME.apply(sc.final, GAME.deal(sc.final, random.Random(8)))
    assert GAME.view(later, Seat(1)).results[0].bids[0] == 0


def test_n99_view_8_at_the_end_of_the_game() -> None:
    """N99-VIEW-8 in OVER: the last deal's successful bids are public, failed hidden."""
    over = scenario(*EX_1, totals=(0, 90, 0)).final
    assert over.phase is Phase.OVER
    for seat in (Seat(0), Seat(2), None):
        view = GAME.view(over, seat)
        assert view.bids[1] == over.bid_cards(1)
        for failed in (0, 2):
            if failed != seat:
                assert view.bids[failed] is None
    assert GAME.view(over, Seat(0)).bids[0] == over.bid_cards(0)
    hidden = {"QC", "8S", "9D", "KS", "9S", "6D"}
    assert not hidden & json_cards(GAME.view(over, None))
    assert {"QC", "8S", "9D"} <= json_cards(GAME.view(over, Seat(0)))
    assert not {"KS", "9S", "6D"} & json_cards(GAME.view(over, Seat(0)))


def test_n99_view_8_failed_holder_bids_stay_public() -> None:
    """N99-VIEW-8: a failed declarer's bid cards were already public (N99-VIEW-5)."""
    sc = scenario(*EX_1[:1], [2, 4, 3], calls=["declare", "pass", "pass"])  # seat 1 fails
    assert sc.result.succeeded == (False, False, False)
    for seat in (Seat(0), Seat(2), None):
        result = GAME.view(sc.final, seat).results[0]
        assert result.bids[1] == sc.result.bids[1]
        assert result.bids[2 if seat == 0 else 0] == 0


def test_n99_view_8_show_all_bids() -> None:
    """N99-VIEW-8 with ``show_all_bids=True``: every bid becomes public when play ends."""
    rules = GAME.rules("revised", show_all_bids=True)
    sc = scenario(*EX_1, rules=rules)
    for seat in (Seat(0), Seat(1), Seat(2), None):
        result = GAME.view(sc.final, seat).results[0]
        assert result.bids == sc.result.bids
        assert result.bid_values == (4, 5, 2)
    events = [str(e) for e in GAME.events(sc.final)]
    assert {"show 0=QC 8S 9D", "show 1=AC 10H 7D", "show 2=KS 9S 6D"} <= set(events)
