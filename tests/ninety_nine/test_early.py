"""The early rules (preset ``original-early``): a revealer names the first leader
(N99-LEAD-2, phase ``LEAD``) and its hand is shown only after the first card
(N99-PREM-16)."""

from __future__ import annotations

import random

import pytest

from tests.ninety_nine.helpers import GAME, act, pass_all, run
from tricktake import ActionSyntaxError, IllegalActionError
from tricktake.cards import card_text
from tricktake.ninety_nine import Lead, Phase, State
from tricktake.units import Seat

EARLY = GAME.rules("original-early")


def _to_calls(seed: int, rules: object = EARLY) -> State:
    """A random first deal of ``rules`` with dealer 0, after the bids."""
    state = GAME.new(rules)  # type: ignore[arg-type]
    rng = random.Random(seed)
    state = GAME.apply(state, GAME.deal(state, rng))
    while state.phase is Phase.BID:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert state.phase is Phase.PREMIUM and GAME.to_move(state) == 1
    return state


@pytest.mark.parametrize("leader", [0, 1, 2])
def test_n99_lead_2_the_revealer_names_any_seat_to_lead(leader: int) -> None:
    """N99-LEAD-2, N99-PHASE-1/6: after a reveal, phase ``LEAD`` follows exposure; the
    revealer (seat 1) acts, may name any live seat, itself included, and that seat
    leads trick 1. The action is public, in the events and every view's history."""
    state = run(_to_calls(1), ["reveal"])
    assert state.phase is Phase.LEAD and GAME.to_move(state) == 1
    assert [str(a) for a in GAME.legal_actions(state)] == ["lead 0", "lead 1", "lead 2"]
    state = act(state, f"lead {leader}")
    assert state.phase is Phase.PLAY and GAME.to_move(state) == leader
    assert [str(e) for e in GAME.events(state)] == [f"1 lead {leader}"]
    for seat in (None, Seat(0), Seat(1), Seat(2)):
        assert GAME.view(state, seat).history[-1].text == f"lead {leader}"
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.trick and GAME.view(state, Seat(2)).history[-2].text == f"lead {leader}"


@pytest.mark.parametrize("calls", [["pass", "pass", "pass"], ["declare", "pass", "pass"]])
def test_n99_phase_2_no_lead_phase_without_a_reveal(calls: list[str]) -> None:
    """N99-PHASE-2, N99-LEAD-1: without a reveal holder ``LEAD`` is skipped and the
    dealer's left leads."""
    state = run(_to_calls(2), calls)
    assert state.phase is Phase.PLAY and GAME.to_move(state) == 1


def test_n99_lead_1_without_the_early_rules_no_lead_phase() -> None:
    """N99-LEAD-1: under ``original`` a reveal goes straight to play from the dealer's
    left, and ``lead`` is no action there (N99-TEXT-2)."""
    state = run(_to_calls(1, GAME.rules("original")), ["reveal"])
    assert state.phase is Phase.PLAY and GAME.to_move(state) == 1
    with pytest.raises(ActionSyntaxError, match="early rules"):
        GAME.parse_action(state, "lead 0")


def test_n99_prem_16_the_revealer_s_hand_after_the_first_card() -> None:
    """N99-PREM-16, N99-VIEW-5: under ``reveal_hand_after_first_lead`` the revealer's
    bid cards are public at exposure and its hand only right after the first card of
    trick 1, announced by an ``expose`` event."""
    state = run(_to_calls(3), ["pass", "reveal"])  # seat 2 reveals
    view = GAME.view(state, Seat(0))
    assert view.bids[2] is not None and view.hands[2] is None
    exposed = [str(e) for e in GAME.events(state) if str(e).startswith("expose")]
    assert exposed and "hand=" not in exposed[0]
    state = act(state, "lead 0")
    assert GAME.view(state, Seat(1)).hands[2] is None
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    held = state.hand(2)
    assert GAME.view(state, Seat(1)).hands[2] == held
    hand_text = " ".join(card_text(c) for c in held)
    assert [str(e) for e in GAME.events(state)][-1] == f"expose 2 hand={hand_text}"


def test_n99_prem_16_at_once_without_the_option() -> None:
    """N99-PREM-16: without the option a revealer's hand is public from exposure."""
    state = run(
        _to_calls(3, GAME.rules("original-early", reveal_hand_after_first_lead=False)),
        ["pass", "reveal"],
    )
    assert GAME.view(state, Seat(0)).hands[2] == state.hand(2)


def test_lead_errors_say_why() -> None:
    """A lead outside ``LEAD`` or of a seat that does not exist is refused, saying why."""
    state = run(_to_calls(1), ["reveal"])
    with pytest.raises(ActionSyntaxError, match="seat S from 0 to 2"):
        GAME.parse_action(state, "lead 3")
    with pytest.raises(IllegalActionError, match="revealer names a seat"):
        GAME.apply(state, Lead(Seat(5)))
    played = act(state, "lead 0")
    with pytest.raises(IllegalActionError, match="due to play a card"):
        GAME.apply(played, Lead(Seat(0)))
    before = pass_all(_to_calls(4))
    with pytest.raises(IllegalActionError):
        GAME.apply(before, Lead(Seat(0)))
