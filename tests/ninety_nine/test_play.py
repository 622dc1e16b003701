"""Trick play in preset ``revised``: leader, follow suit, trick winners and the deal's
mode (N99-LEAD-1, N99-PLAY-1, N99-PLAY-2, N99-PLAY-3, N99-PLAY-4, N99-PLAY-5, N99-PLAY-6,
N99-PLAY-8, N99-PLAY-9, N99-WIN-1, N99-WIN-2, N99-TRUMP-1, N99-TRUMP-3, N99-TRUMP-8, N99-COMP-6).

Trick winners and legal plays are checked against an oracle written here from the
rules document, over whole random games."""

import random
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.ninety_nine.helpers import (
    GAME,
    HANDS,
    RANK_ORDER,
    REVISED,
    act,
    cards,
    deal_text,
    scenario,
    start,
    texts,
)
from tricktake import IllegalActionError
from tricktake.cards import Card, card_text
from tricktake.ninety_nine import Action, Mode, Phase, Play, State
from tricktake.units import Seat, seat_range


def suit(card: Card) -> str:
    return card_text(card)[-1]


def strength(card: Card) -> int:
    return len(RANK_ORDER) - RANK_ORDER.index(card_text(card)[:-1])


def oracle_winner(played: Sequence[Card], trump: str | None) -> int:
    """N99-WIN-1, N99-WIN-2: the index of the winning card in play order."""
    led = suit(played[0])
    trumps = [i for i, c in enumerate(played) if suit(c) == trump]
    pool = trumps or [i for i, c in enumerate(played) if suit(c) == led]
    return max(pool, key=lambda i: strength(played[i]))


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card]) -> set[str]:
    """N99-PLAY-5, N99-PLAY-6: any card on the lead; else the led suit if held, else any card."""
    if not trick:
        return {card_text(c) for c in hand}
    same = {card_text(c) for c in hand if suit(c) == suit(trick[0])}
    return same or {card_text(c) for c in hand}


TRUMP_OF = {Mode.CLUBS: "C", Mode.HEARTS: "H", Mode.SPADES: "S", Mode.DIAMONDS: "D"}
NEXT_MODE = {0: Mode.DIAMONDS, 1: Mode.SPADES, 2: Mode.HEARTS, 3: Mode.CLUBS}


Step = tuple[State, Action, State]


def check_game(steps: list[Step]) -> int:
    """Every PLAY rule along one game; returns the number of tricks checked."""
    checked = 0
    deal_mode: Mode | None = None
    for before, action, after in steps:
        if before.phase is Phase.DEAL:
            deal_mode = before.mode
            assert after.mode is deal_mode  # N99-TRUMP-8: fixed and public at DEAL
            assert f"mode {deal_mode}" in [str(e) for e in GAME.events(after)]
            assert GAME.view(after, None).mode is deal_mode
        if before.phase is not Phase.PLAY:
            continue
        assert isinstance(action, Play)
        assert before.mode is deal_mode  # N99-TRUMP-1: one mode for the whole deal
        assert deal_mode is not None
        trump = TRUMP_OF.get(deal_mode)
        seat = GAME.to_move(before)
        assert isinstance(seat, int)
        if not before.tricks and not before.trick:  # N99-LEAD-1, N99-PLAY-2
            assert seat == (before.dealer + 1) % 3
        assert before.order == (
            before.order[0],
            (before.order[0] + 1) % 3,
            (before.order[0] + 2) % 3,
        )
        assert before.order[len(before.trick)] == seat  # N99-PLAY-3: clockwise
        legal = GAME.legal_actions(before)
        assert {card_text(a.card) for a in legal if isinstance(a, Play)} == oracle_legal(
            before.hand(seat), before.trick
        )  # N99-PLAY-4, N99-PLAY-5, N99-PLAY-6
        assert len(legal) == len({str(a) for a in legal})
        offered = {a.card for a in legal if isinstance(a, Play)}
        refused = [c for c in before.hand(seat) if c not in offered]
        if refused:  # every card outside the set is rejected (one tried per state)
            with pytest.raises(IllegalActionError, match="must follow"):
                GAME.apply(before, Play(refused[len(before.tricks) % len(refused)]))
        if len(before.trick) < 2:
            assert after.trick == (*before.trick, action.card)
            continue
        trick_cards = (*before.trick, action.card)  # N99-PLAY-1: one card from each hand
        winner = before.order[oracle_winner(trick_cards, trump)]  # N99-WIN-1, N99-WIN-2
        won = list(before.tricks_won())
        won[winner] += 1
        checked += 1
        if len(before.tricks) == 8:  # N99-PLAY-9: the ninth trick is scored at once
            assert after.phase is not Phase.PLAY
            assert len(after.results) == len(before.results) + 1
            assert after.results[-1].tricks_won == tuple(won)
            continue
        trick = after.tricks[-1]
        assert trick.cards == trick_cards
        assert trick.hands == before.order
        assert trick.winner == winner
        assert after.tricks_won() == tuple(won)  # N99-PLAY-8
        assert GAME.to_move(after) == winner  # the winner leads
        assert after.order[0] == winner
        assert after.trick == ()
    return checked


@given(st.integers(0, 2**32 - 1), st.sampled_from([None, "C", "H", "S", "D", "NT"]))
def test_n99_play_1_to_9_and_win_1_2_against_an_oracle(seed: int, mode: str | None) -> None:
    """N99-PLAY-1, N99-PLAY-2, N99-PLAY-3, N99-PLAY-4, N99-PLAY-5, N99-PLAY-6, N99-PLAY-8,
    N99-PLAY-9, N99-WIN-1, N99-WIN-2, N99-LEAD-1, N99-TRUMP-1, N99-TRUMP-8 along a random game
    (starting at the given mode; later deals follow N99-TRUMP-3)."""
    rng = random.Random(seed)
    state = GAME.new(REVISED, first_dealer=Seat(rng.randrange(3)), mode=mode)
    steps: list[Step] = []
    while not GAME.is_over(state):
        action: Action
        if state.phase is Phase.DEAL:
            action = GAME.deal(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            if state.phase is Phase.PREMIUM and rng.random() < 0.8:
                action = next(a for a in legal if str(a) == "pass")
        before = state
        state = GAME.apply(state, action)
        steps.append((before, action, state))
    assert check_game(steps) >= 9


def test_n99_lead_1_dealers_left_leads_trick_1() -> None:
    """N99-LEAD-1: trick 1 is led by dealer + 1, whatever the premium calls."""
    for dealer in seat_range(3):
        for calls in (["pass", "pass", "pass"], ["pass", "reveal"], ["declare", "pass", "pass"]):
            state = start(deal_text(*HANDS), dealer=dealer)
            for i in range(3):
                state = GAME.apply(state, GAME.legal_actions(state)[i])
            for call in calls:
                state = act(state, call)
            assert state.phase is Phase.PLAY
            assert GAME.to_move(state) == (dealer + 1) % 3
            assert state.actor == (dealer + 1) % 3


def _at_play(dealer: int = 0) -> State:
    """DEAL_11 hands, every seat bids its three diamonds, all pass."""
    state = start(deal_text(*HANDS), dealer=dealer)
    bids = {0: "bid QD 9D 6D", 1: "bid AD JD 8D", 2: "bid KD 10D 7D"}
    for i in range(3):
        state = act(state, bids[(dealer + 1 + i) % 3])
    for _ in range(3):
        state = act(state, "pass")
    return state


def test_n99_play_5_leader_may_lead_any_card() -> None:
    """N99-PLAY-5: the leader may lead any card of its hand."""
    state = _at_play(0)
    legal = GAME.legal_actions(state)
    assert sorted(texts(a.card for a in legal if isinstance(a, Play))) == sorted(
        texts(cards("AC JC 8C AH JH 8H AS JS 8S"))
    )


def test_n99_play_5_must_follow_suit_when_able() -> None:
    """N99-PLAY-5: a hand holding the led suit must play one of it; other cards are
    illegal, with a message that names the suit and the cards of it held."""
    state = act(_at_play(0), "play JH")
    assert {str(a) for a in GAME.legal_actions(state)} == {"play KH", "play 10H", "play 7H"}
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, GAME.parse_action(state, "play KC"))
    assert "seat 2" in info.value.reason
    assert "hearts" in info.value.reason
    for card in ("KH", "10H", "7H"):
        assert card in info.value.reason
    assert texts(act(state, "play 7H").trick) == ["JH", "7H"]


def test_n99_play_5_void_hand_may_play_any_card() -> None:
    """N99-PLAY-5: a hand with none of the led suit may play any card; there is no
    duty to trump (N99-PLAY-6)."""
    hands = (
        "AC KC QC JC 10C 9C 8C 7C 6C QD 9D 6D",  # seat 0: only clubs once it bid diamonds
        "AH JH 8H AS JS 8S AD JD 8D KH 10H 7H",
        "QH 9H 6H QS 9S 6S KS 10S 7S KD 10D 7D",
    )
    state = start(deal_text(*hands), dealer=0, mode="C")
    for bid in ("bid AD JD 8D", "bid KD 10D 7D", "bid QD 9D 6D"):
        state = act(state, bid)
    for _ in range(3):
        state = act(state, "pass")
    state = act(act(state, "play AH"), "play 6H")
    # seat 0 has no heart: any of its clubs (all trumps) is legal, not only a winner
    legal = {str(a) for a in GAME.legal_actions(state)}
    assert legal == {f"play {c}" for c in texts(cards("AC KC QC JC 10C 9C 8C 7C 6C"))}


def test_n99_play_6_no_duty_to_beat_or_trump() -> None:
    """N99-PLAY-6: a follower may play a low card of the led suit under a higher one."""
    state = act(_at_play(0), "play 8C")  # seat 1 leads 8C
    legal = {str(a) for a in GAME.legal_actions(state)}
    assert legal == {"play KC", "play 10C", "play 7C"}  # 7C loses, and is legal


def test_n99_play_8_winner_takes_the_trick_and_leads() -> None:
    """N99-PLAY-8: the winner's trick count rises by 1 and it leads the next trick."""
    state = _at_play(0)
    state = act(act(act(state, "play 8C"), "play KC"), "play QC")
    assert texts(state.tricks[-1].cards) == texts(cards("8C KC QC"))
    assert state.tricks[-1].winner == 2
    assert state.tricks_won() == (0, 0, 1)
    assert GAME.to_move(state) == 2
    assert "trick 1 2" in [str(e) for e in GAME.events(state)]
    view = GAME.view(state, Seat(0))
    assert view.won == (0, 0, 1)
    assert view.trick_winners == (2,)


def test_n99_play_9_scoring_follows_the_last_card() -> None:
    """N99-PLAY-9, N99-PHASE-4: the transition that completes trick 9 scores the deal."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3])
    before_last = sc.play_start
    for text in sc.plays[:-1]:
        before_last = act(before_last, text)
    assert before_last.phase is Phase.PLAY
    assert len(before_last.tricks) == 8
    assert before_last.results == ()
    after = act(before_last, sc.plays[-1])
    assert after.phase is Phase.DEAL
    assert len(after.results) == 1
    events = [str(e) for e in GAME.events(after)]
    assert "trick 9 " in " ".join(events)
    assert "score 0=+1 1=+35 2=+3" in events


@pytest.mark.parametrize(
    ("bids", "tricks", "k"),
    [
        (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3], 0),
        (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3], 1),
        (["AC 8S 9D", "QC 10H 7D", "KS 9S 6D"], [4, 3, 2], 2),
        (["AC 8S 9D", "8H 7D 10D", "KH 7S 6D"], [4, 2, 3], 3),
    ],
)
def test_n99_trump_3_next_mode_from_the_number_of_successes(
    bids: list[str], tricks: list[int], k: int
) -> None:
    """N99-TRUMP-3: the first deal is at no trump; the next deal's mode follows k:
    0 D, 1 S, 2 H, 3 C. N99-TRUMP-8: it is public at once."""
    sc = scenario(bids, tricks)
    assert sc.play_start.mode is Mode.NO_TRUMP
    assert sc.result.mode is Mode.NO_TRUMP
    assert sc.result.successes == k
    assert sc.final.phase is Phase.DEAL
    assert sc.final.mode is NEXT_MODE[k]
    assert GAME.view(sc.final, None).mode is NEXT_MODE[k]
    nxt = GAME.apply(sc.final, GAME.deal(sc.final, random.Random(k)))
    assert nxt.mode is NEXT_MODE[k]
    assert f"mode {NEXT_MODE[k].value}" in [str(e) for e in GAME.events(nxt)]


def test_n99_trump_3_mode_carries_into_play() -> None:
    """N99-TRUMP-3 with N99-WIN-1: after k = 1 the next deal is played at spades: a
    spade on a heart lead wins."""
    sc = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [1, 5, 3])
    hands = (
        "6S AC KC QC JC 10C 9C 8C 7C 6C QD 9D",  # seat 0: no heart
        "10H 8H 7H 6H AS QS JS 10S 7S AD KD JD",
        "AH KH QH JH 9H 9S 8S 10D 8D 7D 6D KS",
    )
    state = act(sc.final, deal_text(*hands))  # dealer 1 now: seat 2 bids and leads
    assert state.mode is Mode.SPADES
    for bid in ("bid 10D 8D 7D", "bid QD 9D 7C", "bid AD KD JD"):
        state = act(state, bid)
    for _ in range(3):
        state = act(state, "pass")
    assert GAME.to_move(state) == 2
    state = act(act(act(state, "play AH"), "play 6S"), "play 6H")
    assert state.tricks[0].winner == 0
