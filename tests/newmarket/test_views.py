"""Views and action text (NM-OBS-1..4, NM-AMB-7/22, NM-TEXT-1/2)."""

from __future__ import annotations

import json

import pytest

import tricktake
from tests.newmarket.helpers import GAME, deal_text, legal, run, start
from tricktake.cards import card_text
from tricktake.engine import HIDDEN
from tricktake.units import Seat, seat_range


def _sold() -> tricktake.newmarket.State:
    state = start("michigan", players=4, new={"first_dealer": 3})
    state = run(state, deal_text(state), "keep", "offer 2", "pass", "pass", "sell")
    return run(state, legal(state)[0])


def test_nm_obs_1_public_state_and_own_hand() -> None:
    """NM-OBS-1: dealer, deal number, stacks, balances, phase, auction, played cards,
    hand sizes and the dummy's size are public; the viewer's own hand only."""
    state = _sold()
    view = GAME.view(state, Seat(1))
    assert view.hand == state.hand(Seat(1)) and view.dealer == 3 and view.deal_number == 1
    assert view.balances == state.balances and view.stacks == state.stacks
    assert view.offers == ((0, 2),) and view.passed == frozenset({1, 2})
    assert view.hand_sizes == tuple(len(state.hand(s)) for s in seat_range(4))
    assert view.dummy_size == 11 and len(view.played) == 1 and view.last_played == state.played[0]
    public = GAME.view(state, None)
    assert public.hand == () and public.legal == ()
    data = GAME.to_json(view)
    assert json.loads(json.dumps(data)) == data and data["hand"] == [
        card_text(c) for c in view.hand
    ]


def test_nm_obs_2_dummy_never_shown() -> None:
    """NM-OBS-2, NM-AMB-22: the dummy is hidden from everyone, before and after the
    deal; the buyer sees its new hand (an event to it alone) and its old one in its own
    history."""
    state = _sold()
    dummy = {card_text(c) for c in state.dummy_cards}
    for seat in (None, Seat(1), Seat(2), Seat(3)):
        text = json.dumps(GAME.to_json(GAME.view(state, seat)))
        assert not [c for c in dummy if f'"{c}"' in text or f" {c}" in text or f"={c}" in text]
    mine = GAME.view(state, Seat(0)).history[0].text  # the buyer's dealt pile: now the dummy
    assert set(mine.split(" 1=")[0].removeprefix("deal 0=").split()) == dummy
    others = GAME.view(state, Seat(2)).history[0].text
    assert others.startswith("deal 0=? ") and f"dummy={HIDDEN}" in others


def test_nm_obs_3_skips_are_public() -> None:
    """NM-OBS-3: ``skip`` events and ``bury`` calls are public events."""
    state = start("change-suit-pass-left", players=4, new={"first_dealer": 3})
    deal = deal_text(state, s0="2C 3C 5C 6C 7C 8C 9C 10C JC QC KC", dummy="4C")
    state = run(state, deal, "play 2C", "play 3C")
    assert "skip 0" in [str(e) for e in GAME.events(state, None)]
    assert "skip 0" in [str(e) for e in GAME.view(state, Seat(2)).events]


def test_nm_obs_4_amb_7_played_sequence_kept() -> None:
    """NM-OBS-4, NM-AMB-7: the whole played sequence, with who played, is in every view."""
    state = start("standard", players=4, new={"first_dealer": 3})
    state = run(state, deal_text(state), "play 2C", "play 3C")
    assert [(s, card_text(c)) for s, c in GAME.view(state, Seat(2)).played] == [
        (0, "2C"),
        (0, "3C"),
    ]


TEXTS = [
    "deal 0=2C 1=3C 2=4C dummy=5C",
    "ante AH=2 KC=1 QD=1 JS=0",
    "exchange",
    "keep",
    "offer 3",
    "pass",
    "sell",
    "refuse",
    "play 7C",
]


@pytest.mark.parametrize("text", TEXTS)
def test_nm_text_1_canonical_round_trip(text: str) -> None:
    """NM-TEXT-1: every action's canonical text parses back to it."""
    state = start("standard", players=3)
    assert GAME.format_action(GAME.parse_action(state, text)) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("PLAY 7c", "play 7C"),
        ("play T♥", "play 10H"),
        ("ante JS=0 QD=1 KC=1 AH=2", "ante AH=2 KC=1 QD=1 JS=0"),
        ("Offer 12", "offer 12"),
    ],
)
def test_nm_text_2_lenient_input(text: str, canonical: str) -> None:
    """NM-TEXT-2: case-insensitive, card input forms, boodles of ``ante`` in any order."""
    state = start("standard", players=3)
    assert str(GAME.parse_action(state, text)) == canonical


@pytest.mark.parametrize(
    "text",
    ["offer 03", "offer -1", "offer 0", "offer", "play", "play 7C 8C", "play JK", "ante AH=4",
     "ante AH=1 KC=1 QD=1 JS=1 AH=0", "keep now", "deal 0=2C 1=3C", "bid 3", "", "play 1C",
     "play  7C", " keep", "offer 3 ", "play\t7C"],
)  # fmt: skip
def test_nm_text_2_bad_text(text: str) -> None:
    """NM-TEXT-2: anything else is an ActionSyntaxError."""
    state = start("standard", players=3)
    with pytest.raises(tricktake.ActionSyntaxError):
        GAME.parse_action(state, text)
