"""Phases, the exchange, the event log and the views: NINES-FLOW-1..3, NINES-EXCH-1..8,
NINES-LOG-1, NINES-OBS-1..3, NINES-AMB-2/3/11/12/13."""

from __future__ import annotations

import json
import random

import pytest

import tricktake
from tests.nines.helpers import EX1_DEAL, GAME, events, random_game, run, suit
from tricktake.cards import Card, parse_card
from tricktake.engine import HIDDEN, Seen
from tricktake.nines import EXCHANGE, KEEP, Phase, Play
from tricktake.units import Seat, seat_range


def _cards(letter: str) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in suit(letter))


def test_nines_flow_1_3_phases_and_actors() -> None:
    """NINES-FLOW-1/3: dealing (CHANCE) → exchange (the deciding seat) → play (the seat
    to play) → the next deal, or over (None); no exchange in partnership."""
    state = GAME.new(GAME.rules(), first_dealer=Seat(2))
    assert state.phase is Phase.DEALING and GAME.to_move(state) is tricktake.CHANCE
    assert GAME.legal_actions(state) == ()
    states = run(state, [EX1_DEAL, "keep", "keep", "keep"])
    assert [s.phase for s in states[1:]] == [Phase.EXCHANGE] * 3 + [Phase.PLAY]
    assert [GAME.to_move(s) for s in states[1:]] == [0, 1, 2, 0]
    partnership = GAME.new(GAME.rules("partnership"), first_dealer=Seat(3))
    dealt = GAME.apply(partnership, GAME.deal(partnership, random.Random(1)))
    assert dealt.phase is Phase.PLAY and GAME.to_move(dealt) == 0
    final = random_game(GAME.rules(), seed=1)[-1]
    assert GAME.to_move(final) is None and GAME.is_over(final) and final.phase is Phase.OVER


def test_nines_flow_2_automatic_steps_are_no_actions() -> None:
    """NINES-FLOW-2: the trump, trick collection, scoring, the end check and the dealer's
    rotation happen inside ``apply``: the last card of a deal scores it and waits for
    the next deal."""
    start = GAME.new(GAME.rules(), first_dealer=Seat(2))
    state = GAME.apply(start, GAME.deal(start, random.Random(4)))
    assert events(state)[-1] == "trump none"
    while state.phase is not Phase.DEALING:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert events(state)[-3].startswith("score ") and events(state)[-2].startswith("points ")
    assert events(state)[-1] == "dealer 0" and len(state.results) == 1


@pytest.mark.parametrize(
    ("preset", "dealer", "order"),
    [
        ("standard", 0, [1, 2, 0]),
        ("standard", 2, [0, 1, 2]),
        ("dealer-first-exchange", 0, [0, 1, 2]),
        ("dealer-first-exchange", 2, [2, 0, 1]),
    ],
)
def test_nines_exch_1_amb_13_decision_order(preset: str, dealer: int, order: list[int]) -> None:
    """NINES-EXCH-1, NINES-AMB-13: ``left_first`` dealer+1, dealer+2, dealer;
    ``dealer_first`` dealer, dealer+1, dealer+2 (the dealer's right is dealer+2)."""
    state = run(GAME.new(GAME.rules(preset), first_dealer=Seat(dealer)), [EX1_DEAL])[-1]
    seen: list[object] = []
    for _ in range(3):
        seen.append(GAME.to_move(state))
        state = GAME.apply(state, KEEP)
    assert seen == order


def test_nines_exch_2_3_5_8_decisions() -> None:
    """NINES-EXCH-2/3/5/8: the choice is ``exchange`` then ``keep``; exchange swaps the
    whole hand with the whole stock; keep moves nothing."""
    state = run(GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL])[-1]
    assert GAME.legal_actions(state) == (EXCHANGE, KEEP)
    kept = GAME.apply(state, KEEP)
    assert kept.hand(Seat(0)) == _cards("C") and kept.stock() == _cards("S")
    swapped = GAME.apply(state, EXCHANGE)
    assert swapped.hand(Seat(0)) == _cards("S") and swapped.stock() == _cards("C")
    assert state.hand(Seat(0)) == _cards("C")  # apply never mutates


def test_nines_exch_4_amb_2_the_stock_holds_the_last_discard() -> None:
    """NINES-EXCH-4, NINES-AMB-2: a later exchanger receives the last discarded hand, or
    the original stock if nobody exchanged before it (also after a keep)."""
    start = GAME.new(GAME.rules(), first_dealer=Seat(2))
    state = run(start, [EX1_DEAL, "keep", "exchange"])[-1]
    assert state.hand(Seat(1)) == _cards("S") and state.stock() == _cards("D")
    state = GAME.apply(state, EXCHANGE)
    assert state.hand(Seat(2)) == _cards("D") and state.stock() == _cards("H")
    state = run(start, [EX1_DEAL, "exchange", "exchange", "exchange"])[-1]
    assert [state.hand(s) for s in seat_range(3)] == [_cards("S"), _cards("C"), _cards("D")]
    assert state.stock() == _cards("H")


def test_nines_exch_6_7_play_begins_and_stock_stays() -> None:
    """NINES-EXCH-6/7: after the third decision play begins; the stock never changes in
    play and is never revealed; in partnership there is no stock and no decision."""
    states = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "exchange", "keep", "keep"]
    )
    state = states[-1]
    assert state.phase is Phase.PLAY and state.stock() == _cards("C")
    for _ in range(10):
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
        assert state.stock() == _cards("C")
    assert all(
        "AC" not in json.dumps(GAME.to_json(GAME.view(state, s))) for s in (Seat(1), Seat(2), None)
    )
    partnership = GAME.new(GAME.rules("partnership"))
    with pytest.raises(tricktake.IllegalActionError):
        GAME.apply(GAME.apply(partnership, GAME.deal(partnership, random.Random(2))), KEEP)


def test_nines_exch_out_of_turn_is_illegal() -> None:
    """NINES-EXCH-1/2: a decision where none is due raises IllegalActionError saying what
    is due, and changes nothing."""
    state = run(GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "keep", "keep", "keep"])[
        -1
    ]
    with pytest.raises(tricktake.IllegalActionError, match="due to play a card") as error:
        GAME.apply(state, EXCHANGE)
    assert error.value.reason
    with pytest.raises(tricktake.IllegalActionError, match="deal"):
        GAME.apply(GAME.new(GAME.rules()), KEEP)
    with pytest.raises(tricktake.IllegalActionError):
        GAME.apply(state, "exchange")  # type: ignore[arg-type]


def test_nines_log_1_event_texts_and_audiences() -> None:
    """NINES-LOG-1: ``dealer``, ``deal 0:13 …``, each ``hand`` to its seat only,
    ``trump``, decisions and the new hand after ``exchange`` (its seat only), plays,
    ``trick k s``, ``score``/``points`` with ``0`` unsigned, ``end``."""
    start = GAME.new(GAME.rules(), first_dealer=Seat(2))
    assert events(start) == ["dealer 2"]
    dealt = run(start, [EX1_DEAL])[-1]
    assert events(dealt) == ["deal 0:13 1:13 2:13 stock:13", "trump none"]
    assert events(dealt, Seat(1)) == [
        "deal 0:13 1:13 2:13 stock:13",
        f"hand 1={' '.join(suit('D'))}",
        "trump none",
    ]
    exchanged = GAME.apply(dealt, EXCHANGE)
    assert events(exchanged) == ["0 exchange"]
    assert events(exchanged, Seat(0)) == ["0 exchange", f"hand 0={' '.join(suit('S'))}"]
    assert events(GAME.apply(exchanged, KEEP)) == ["1 keep"]
    partnership = run(GAME.new(GAME.rules("partnership")), [])[-1]
    deal4 = GAME.deal(partnership, random.Random(3))
    assert events(GAME.apply(partnership, deal4))[0] == "deal 0:13 1:13 2:13 3:13"
    from tricktake.nines.events import DealScored, PointsAre

    assert str(DealScored((0, -2, 1), False)) == "score 0=0 1=-2 2=+1"
    assert str(PointsAre((3, 7), True)) == "points team0=3 team1=7"


def test_nines_obs_1_2_3_views() -> None:
    """NINES-OBS-1/2/3: a view holds the public state and the viewer's own hand; a seat
    that exchanged sees the hand it discarded, a seat that took it sees it only as its
    hand; the stock is hidden from everyone, even after the deal; the public view holds
    no hand."""
    states = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "exchange", "keep", "exchange"]
    )
    state = states[-1]
    v0, v1, v2, public = (GAME.view(state, s) for s in (*seat_range(3), None))
    assert v0.hand == _cards("S") and v0.discarded == _cards("C")
    assert v2.hand == _cards("C") and v2.discarded == _cards("H")
    assert v1.hand == _cards("D") and v1.discarded == ()
    assert public.hand == () and public.hand_sizes == (13, 13, 13) and public.stock_size == 13
    assert v0.history[0] == Seen(
        tricktake.CHANCE,
        f"deal 0={' '.join(suit('C'))} 1={' '.join([HIDDEN] * 13)} 2={' '.join([HIDDEN] * 13)} "
        f"stock={' '.join([HIDDEN] * 13)}",
    )
    assert [s.text for s in v0.history[1:]] == ["exchange", "keep", "exchange"]
    assert v0.legal == GAME.legal_actions(state) and v1.legal == ()
    data = GAME.to_json(v1)
    text = json.dumps(data)
    assert data["hand"][0] == "2D" and all(f'"{c}"' not in text for c in suit("H") + suit("S"))
    assert "<nines View seat=1" in repr(v1)
    with pytest.raises(tricktake.SetupError):
        GAME.view(state, Seat(3))
    # after the deal, the stock (the hearts) is still never shown
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    for seat in (Seat(0), Seat(1), None):
        assert all(
            f'"{c}"' not in json.dumps(GAME.to_json(GAME.view(state, seat))) for c in suit("H")
        )


def test_nines_amb_11_played_cards_stay_public() -> None:
    """NINES-AMB-11, NINES-OBS-3: completed tricks stay in every view (perfect recall)."""
    states = run(GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "keep", "keep", "keep"])
    state = states[-1]
    for _ in range(6):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    public = GAME.view(state, None)
    assert len(public.tricks) == 2 and public.history[-6].text.startswith("play")
    assert GAME.to_json(public)["tricks"][0]["winner"] == public.tricks[0].winner


def test_nines_view_of_play_shows_legal_and_trick() -> None:
    """NINES-OBS-1: the trick in play as (seat, card) and the viewer's legal plays."""
    state = run(
        GAME.new(GAME.rules(), first_dealer=Seat(2)), [EX1_DEAL, "keep", "keep", "keep", "play 5C"]
    )[-1]
    view = GAME.view(state, Seat(1))
    assert view.trick == ((0, parse_card("5C")),)
    assert view.legal == tuple(Play(c) for c in _cards("D"))
