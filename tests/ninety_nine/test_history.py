"""A view's public history of the current deal (issue 6; N99-VIEW-1/3/4/5/8) and the
readable reprs of states, views, actions and events."""

from __future__ import annotations

import random
import re

import pytest

import tricktake
from tests.ninety_nine.helpers import GAME, deal_text, run, start
from tricktake.cards import parse_card
from tricktake.ninety_nine import Bid, Call, Phase, Play, State
from tricktake.units import Seat, seat_range

DEAL = deal_text(
    "QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D",
    "AC JC 8C AH JH 8H AS JS 8S AD JD 8D",
    "KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D",
)


def played_game(seed: int) -> tuple[list[State], list[str], list[object]]:
    """The states of one random game, the action texts and who made them (each action
    is at the index of the state it made)."""
    rng = random.Random(seed)
    state = GAME.new(GAME.rules("revised"))
    states, actions, actors = [state], [""], list[object]([None])
    while not GAME.is_over(state):
        actors.append(GAME.to_move(state))
        if GAME.to_move(state) is tricktake.CHANCE:
            action: object = GAME.deal(state, rng)
        else:
            action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)  # type: ignore[arg-type]
        states.append(state)
        actions.append(str(action))
    return states, actions, actors


def masks(seen: str, actual: str) -> bool:
    """Whether ``seen`` is ``actual`` with some cards written ``?`` (N99-DEAL-7 piles
    keep their keys)."""
    shown, real = seen.split(" "), actual.split(" ")
    if len(shown) != len(real):
        return False
    for s, r in zip(shown, real, strict=True):
        key, _, card = s.rpartition("=")
        real_key, _, real_card = r.rpartition("=")
        if key != real_key or (card != real_card and card != "?"):
            return False
    return True


@pytest.mark.parametrize("seed", range(4))
def test_history_is_the_deal_so_far_with_hidden_cards_masked(seed: int) -> None:
    """N99-VIEW-1/3/4: every seat's history is the current deal's actions in order, each
    the action's text or that text with hidden cards as ``?``; the seat's own bid and
    every call and play are shown whole; between deals it is empty."""
    states, actions, actors = played_game(seed)
    deal: list[str] = []
    who: list[object] = []
    owner = -1
    for state, action, actor in zip(states[1:], actions[1:], actors[1:], strict=True):
        deal = [action] if action.startswith("deal ") else [*deal, action]
        who = [actor] if action.startswith("deal ") else [*who, actor]
        if state.phase is Phase.DEAL:
            assert all(GAME.view(state, s).history == () for s in (None, Seat(0), Seat(1), Seat(2)))
            continue
        for seat in (None, Seat(0), Seat(1), Seat(2)):
            history = GAME.view(state, seat).history
            assert len(history) == len(deal), (seat, history, deal)
            assert [seen.actor for seen in history] == who
            for seen, actual in zip(history, deal, strict=True):
                assert masks(seen.text, actual), (seen, actual)
                verb = actual.split(" ")[0]
                if verb not in ("deal", "bid") or (verb == "bid" and seen.actor == seat):
                    assert seen.text == actual, (seat, seen, actual)
                if verb == "deal":  # N99-VIEW-3: no card of another seat's pile
                    for token in seen.text.split(" ")[1:]:
                        key, _, card = token.rpartition("=")
                        owner = int(key) if key else owner
                        assert card == "?" or owner == seat, (seat, seen)


def test_n99_view_3_deal_shows_only_the_viewers_pile() -> None:
    """N99-VIEW-3: the deal in the history shows the viewer's own pile; the public view
    shows no card of it."""
    state = start(DEAL)
    deal = GAME.view(state, Seat(1)).history[0]
    assert deal.actor is tricktake.CHANCE
    piles = dict(p.split("=", 1) for p in re.findall(r"\d=[^=]+?(?= \d=|$)", deal.text[5:]))
    assert piles["1"] == "AC JC 8C AH JH 8H AS JS 8S AD JD 8D"
    assert piles["0"].split() == ["?"] * 12 and piles["2"].split() == ["?"] * 12
    public = GAME.view(state, None).history[0].text
    assert set(public.replace("deal ", "").replace("0=", "").split()) <= {"?", "1=?", "2=?"}


def test_n99_view_4_and_5_bids_in_the_history() -> None:
    """N99-VIEW-4: another seat's bid shows as ``bid ? ? ?``; N99-VIEW-5: a declarer's
    bid cards show in full from exposure on."""
    state = start(DEAL)
    state = run(state, ["bid AC JC 8C", "bid KC 10C 7C", "bid QC 9C 6C"])
    history = GAME.view(state, Seat(0)).history
    assert [(h.actor, h.text) for h in history[1:]] == [
        (1, "bid ? ? ?"),
        (2, "bid ? ? ?"),
        (0, "bid QC 9C 6C"),
    ]
    state = run(state, ["declare", "pass", "pass"])
    assert GAME.view(state, Seat(0)).history[1].text == "bid AC JC 8C"  # the declarer's
    assert GAME.view(state, Seat(0)).history[2].text == "bid ? ? ?"
    assert [h.text for h in GAME.view(state, Seat(2)).history[4:]] == ["declare", "pass", "pass"]
    json_history = GAME.to_json(GAME.view(state, None))["history"]
    assert json_history[0]["actor"] == "chance" and json_history[4] == {
        "actor": 1,
        "action": "declare",
    }


def test_reprs_show_cards_as_text() -> None:
    """Issue 6: reprs of actions, events, views and states show cards as text, hidden
    piles as hidden, never card codes or masks."""
    ace = parse_card("AS")
    assert repr(Play(ace)) == "<Play 'play AS'>"
    assert repr(Bid(1 << ace)) == "<Bid 'bid AS'>"
    assert repr(Call(None)) == "<Call 'pass'>"
    state = start(DEAL)
    events = GAME.events(state, Seat(0))
    assert repr(events[1]) == "<HandDealt 'hand 0=QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D' to 0>"
    shown = repr(GAME.view(state, Seat(0)))
    assert "hands=([QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D], hidden, hidden)" in shown
    assert str(1 << ace) not in shown and "phase=bid" in repr(state)


def test_a_state_equals_only_states() -> None:
    """Issue 6: a state is not equal to the tuple of its fields (it was a plain named
    tuple), but equal states stay equal and hash alike."""
    state = start(DEAL)
    assert state != tuple(state)
    assert (state == tuple(state)) is False
    again = start(DEAL)
    assert again == state and hash(again) == hash(state) and again is not state


def test_reprs_of_tricks_and_results_show_cards_as_text() -> None:
    """Issue 6: a completed trick and a deal's result show their cards as text, and a
    result seen by a seat shows the bids it may not see as hidden (N99-VIEW-8)."""
    states, _, _ = played_game(7)
    result = states[-1].results[0]
    trick = result.tricks[0]
    cards = " ".join(GAME.format_action(Play(c)).removeprefix("play ") for c in trick.cards)
    assert repr(trick) == f"Trick(cards=<{cards}>, hands={trick.hands}, winner={trick.winner})"
    hidden = [x for x, shown in enumerate(result.shown) if not shown]
    assert hidden, "seed 7's first deal has a failed hand whose bid stays hidden"
    seen = GAME.view(states[-1], Seat((hidden[0] + 1) % 3)).results[0]
    assert "bids=(" in repr(result) and "hidden" not in repr(result)
    assert "hidden" in repr(seen)


def test_events_and_history_items_equal_only_their_own_kind() -> None:
    """Issue 6: an event equals only an event of its type with equal fields (as named
    tuples they equalled any tuple of the same values); a history item is no tuple."""
    from tricktake.engine import Seen
    from tricktake.ninety_nine.events import CardPlayed, TrickWon

    played = CardPlayed(Seat(1), parse_card("AS"))
    assert played == CardPlayed(Seat(1), parse_card("AS")) and hash(played) == hash(tuple(played))
    won: object = TrickWon(
        1, Seat(parse_card("AS"))
    )  # object: mypy knows they differ, Python did not
    assert played != won and played != tuple(played)
    pair: object = (0, "pass")
    assert Seen(Seat(0), "pass") == Seen(Seat(0), "pass") and Seen(Seat(0), "pass") != pair


def test_a_played_card_shows_its_card_as_text() -> None:
    """Issue 6: ``PlayedCard(card=22)`` became readable."""
    state = run(start(DEAL), ["bid AC JC 8C", "bid KC 10C 7C", "bid QC 9C 6C"])
    state = run(state, ["pass", "pass", "pass", "play AH"])
    assert repr(GAME.view(state, Seat(0)).played[-1]) == "PlayedCard(trick=1, hand=1, card=AH)"


@pytest.mark.parametrize("seed", range(2))
def test_a_view_holds_its_seats_legal_actions(seed: int) -> None:
    """Issue 6 (a client needs no other source): the seat to move finds its legal
    actions in its view and in the view's JSON; every other view has none."""
    states, _, _ = played_game(seed)
    for state in states[:60]:
        actor = GAME.to_move(state)
        for seat in (None, Seat(0), Seat(1), Seat(2)):
            view = GAME.view(state, seat)
            expected = tuple(GAME.legal_actions(state)) if seat == actor else ()
            assert view.legal == expected
            assert GAME.to_json(view)["legal"] == [str(a) for a in expected]


@pytest.mark.parametrize("seed", range(6))
def test_n99_view_8_the_last_deal_shows_the_bids_made(seed: int) -> None:
    """N99-VIEW-8: once the game is over, every seat's history shows the bid cards of
    the hands that succeeded in full; a failed hand's stay hidden from the others
    unless it was exposed."""
    states, actions, actors = played_game(seed)
    over = states[-1]
    result = over.results[-1]
    start_of_deal = max(i for i, text in enumerate(actions) if text.startswith("deal "))
    deal = range(start_of_deal, len(actions))
    bids = {actors[i]: actions[i] for i in deal if actions[i].startswith("bid ")}
    for seat in (None, Seat(0), Seat(1), Seat(2)):
        seen = {s.actor: s.text for s in GAME.view(over, seat).history if s.text.startswith("bid")}
        for hand in seat_range(3):
            if result.shown[hand] or hand == seat:
                assert seen[hand] == bids[hand], (seat, hand)
            else:
                assert seen[hand] == "bid ? ? ?", (seat, hand)
