"""Sphinx (preset ``sphinx``, ``trump_rule = premium_choice``, N99-SPHX-1..5): the
premium calls come first, the holder names the trump, then everyone bids."""

from __future__ import annotations

import random

import pytest

from tests.ninety_nine.helpers import GAME, act, run
from tricktake import ActionSyntaxError, IllegalActionError, SetupError
from tricktake.cards import Suit
from tricktake.ninety_nine import Holder, Mode, Phase, State, Trump
from tricktake.ninety_nine.actions import TRUMPS
from tricktake.ninety_nine.events import TrumpNamed
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.units import Seat, seat_range

SPHINX = GAME.rules("sphinx")


def _dealt(seed: int = 1, rules: object = SPHINX, deal_number: int = 0) -> State:
    """The first deal of a Sphinx game with dealer 0, just dealt."""
    state = GAME.new(rules, deal_number=deal_number)  # type: ignore[arg-type]
    return GAME.apply(state, GAME.deal(state, random.Random(seed)))


def _bid_all(state: State, seed: int = 0) -> State:
    rng = random.Random(seed)
    while state.phase is Phase.BID:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_n99_sphx_1_premium_first_with_the_whole_hand() -> None:
    """N99-SPHX-1, N99-PHASE-1: after the deal comes ``PREMIUM``, from the dealer's left,
    while every seat still holds all 12 cards; the mode is not public yet
    (N99-TRUMP-8)."""
    state = _dealt()
    assert state.phase is Phase.PREMIUM and GAME.to_move(state) == 1
    assert [len(state.hand(s)) for s in seat_range(3)] == [12, 12, 12]
    assert state.mode is None and GAME.view(state, None).mode is None
    assert not any(str(e).startswith("mode") for e in GAME.events(state))


def test_n99_ex_15_sphinx_row() -> None:
    """N99-EX-15, ``sphinx``: dealer 0, 1 ``pass``, 2 ``reveal`` (the main round is over,
    seat 0 never calls), then 2 ``trump NT``: 2 holds reveal and the deal is at no trump;
    then ``BID`` by everyone, the holder included, and exposure of 2's bid cards and hand
    (N99-SPHX-2/4, N99-PREM-16)."""
    state = run(_dealt(), ["pass", "reveal"])
    assert state.phase is Phase.TRUMP and GAME.to_move(state) == 2
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)
    assert [str(a) for a in GAME.legal_actions(state)] == [
        "trump C",
        "trump H",
        "trump S",
        "trump D",
        "trump NT",
    ]
    state = act(state, "trump NT")
    assert state.phase is Phase.BID and state.mode is Mode.NO_TRUMP  # N99-TRUMP-8
    assert [str(e) for e in GAME.events(state)] == ["2 trump NT", "mode NT"]
    assert GAME.to_move(state) == 1  # N99-BID-1
    assert GAME.view(state, Seat(0)).hands[2] is None  # exposure only after BID (N99-PHASE-3)
    state = _bid_all(state)
    assert state.phase is Phase.PLAY and all(state.bids)
    view = GAME.view(state, Seat(0))
    assert view.bids[2] == state.bid_cards(2) and view.hands[2] == state.hand(2)
    assert [s.text for s in view.history[1:4]] == ["pass", "reveal", "trump NT"]


@pytest.mark.parametrize(("named", "mode"), [("C", Mode.CLUBS), ("d", Mode.DIAMONDS)])
def test_n99_sphx_2_the_holder_names_the_trump(named: str, mode: Mode) -> None:
    """N99-SPHX-2, N99-TRUMP-6, N99-TEXT-3: ``trump X`` in any case fixes the mode."""
    state = run(_dealt(2), ["declare", "pass", "pass"])
    assert GAME.to_move(state) == 1
    state = act(state, f"trump {named}")
    assert state.mode is mode


def test_n99_trump_2_sphinx_no_trump_is_nines() -> None:
    """N99-TRUMP-2: under ``nine_trumps`` a Sphinx ``trump NT`` makes the deal nines."""
    rules = GAME.rules("sphinx", nine_trumps=True)
    state = run(_dealt(2, rules), ["reveal", "trump NT"])
    assert state.mode is Mode.NINES
    assert GAME.view(_bid_all(state), Seat(0)).history[2].text == "trump NT"


def test_n99_sphx_3_without_a_holder_the_previous_deal_s_mode() -> None:
    """N99-SPHX-3, N99-PHASE-2: when every seat passes there is no ``TRUMP``; the mode is
    no trump in a game's first deal, and afterwards the previous deal's mode."""
    state = run(_dealt(3), ["pass", "pass", "pass"])
    assert state.phase is Phase.BID and state.mode is Mode.NO_TRUMP
    state = run(_dealt(3), ["pass", "declare", "pass", "trump H"])
    rng = random.Random(1)
    while state.phase is not Phase.DEAL:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert state.results[-1].mode is Mode.HEARTS
    state = GAME.apply(state, GAME.deal(state, rng))
    assert state.mode is None  # not fixed before PREMIUM ends (N99-TRUMP-8)
    state = run(state, ["pass", "pass", "pass"])
    assert state.mode is Mode.HEARTS
    assert "mode H" in [str(e) for e in GAME.events(state)]


def test_n99_sphx_4_the_holder_bids_too() -> None:
    """N99-SPHX-4: every live seat bids, the holder included; then exposure of a
    declarer's bid cards only (N99-PREM-15)."""
    state = _bid_all(run(_dealt(4), ["declare", "pass", "pass", "trump S"]))
    assert all(state.bids) and state.phase is Phase.PLAY
    view = GAME.view(state, Seat(2))
    assert view.bids[1] == state.bid_cards(1) and view.hands[1] is None


def test_n99_sphx_5_and_opt_2_sphinx_needs_single_premiums() -> None:
    """N99-SPHX-5, N99-OPT-2: ``premium_choice`` with ``multiple_premiums`` is refused;
    Sphinx has no turn-up and so no joker."""
    with pytest.raises(Exception, match="multiple_premiums"):
        GAME.rules("sphinx", multiple_premiums=True)
    with pytest.raises(Exception, match="turn-up"):
        GAME.rules("sphinx", joker=True)
    assert SPHINX.turnup_size == 0


def test_trump_errors_say_why() -> None:
    """A ``trump`` outside ``TRUMP``, or outside Sphinx, is refused saying why; a mode
    cannot be set up for Sphinx (the holder fixes it)."""
    state = run(_dealt(2), ["declare", "pass", "pass"])
    before = _dealt(2)
    with pytest.raises(IllegalActionError, match="premium call"):
        GAME.apply(before, Trump(Suit.CLUBS))
    with pytest.raises(ActionSyntaxError, match="'trump C', 'trump H'"):
        GAME.parse_action(state, "trump X")
    with pytest.raises(ActionSyntaxError, match="only in Sphinx"):
        GAME.parse_action(GAME.new(GAME.rules("revised")), "trump C")
    with pytest.raises(SetupError, match="trump call fixes"):
        GAME.new(SPHINX, mode="S")


@pytest.mark.parametrize(
    ("text", "suit"),
    [("trump C", Suit.CLUBS), ("trump h", Suit.HEARTS), ("trump S", Suit.SPADES),
     ("trump d", Suit.DIAMONDS), ("trump nt", None)],
)  # fmt: skip
def test_trump_holds_a_suit_or_none(text: str, suit: Suit | None) -> None:
    """Issue 12: the Sphinx trump is a :class:`Suit` (``None`` for no trump) in the
    action, its legal list and its event; the texts are the letters of N99-SPHX-2."""
    state = run(_dealt(2), ["declare", "pass", "pass"])
    action = GAME.parse_action(state, text)
    assert action == Trump(suit) and isinstance(action, Trump) and action.trump is suit
    assert str(action) == text.upper().replace("TRUMP", "trump")  # parse, format, parse
    assert GAME.parse_action(state, str(action)) == action
    assert action in GAME.legal_actions(state)
    event = GAME.events(GAME.apply(state, action))[0]
    assert isinstance(event, TrumpNamed) and event.trump is suit and event.seat == 1
    assert str(event) == f"1 {action}"


def test_trump_legal_actions_are_suits_in_order() -> None:
    """N99-SPHX-2: the holder's choices, in the order C H S D NT, hold Suits."""
    state = run(_dealt(2), ["declare", "pass", "pass"])
    legal = GAME.legal_actions(state)
    assert [a.trump for a in legal if isinstance(a, Trump)] == list(TRUMPS)
    assert TRUMPS == (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, None)
    assert [str(a) for a in legal] == ["trump C", "trump H", "trump S", "trump D", "trump NT"]


@pytest.mark.parametrize("bad", ["H", "NT", 2, Suit.HEARTS.value, Mode.HEARTS, True])
def test_trump_rejects_what_is_not_a_suit(bad: object) -> None:
    """Issue 12: a suit letter, a suit number or a mode where a Suit is expected is a
    malformed action (a type checker rejects it too), saying what was expected."""
    with pytest.raises(ActionSyntaxError, match=r"trump must be a Suit .*or None for no trump"):
        Trump(bad)  # type: ignore[arg-type]


def test_seats_of_sphinx_values_are_seats() -> None:
    """Issue 12: holders, calls and the dealer are seats (ints at run time)."""
    state = run(_dealt(2), ["declare", "pass", "pass"])
    assert state.dealer == Seat(0) and state.first_dealer == Seat(0)
    assert state.auction.calls[0][0] == Seat(1) and state.auction.queue == ()
    state = act(state, "trump S")
    assert state.holders == (Holder(Seat(1), PremiumKind.DECLARE),)
    assert [type(s) for s, _ in GAME.view(state, Seat(1)).calls] == [int, int, int]


def test_a_mode_names_its_trump_suit() -> None:
    """Issue 12: ``Mode.trump`` is the Suit of a suit mode, ``None`` for the others; the
    holder's trump gives the mode of that suit."""
    assert [m.trump for m in Mode][:5] == [*TRUMPS[:4], None]
    assert all(m.trump is None for m in Mode if m.value not in ("C", "H", "S", "D"))
    for suit in TRUMPS[:4]:
        state = run(_dealt(2), ["declare", "pass", "pass", f"trump {suit}"])
        assert state.mode is not None and state.mode.trump is suit
