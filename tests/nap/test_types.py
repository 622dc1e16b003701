"""Nap's typed values (issue 12, item 7): seats are ``Seat``, chip amounts ``Chips`` and
suits of the API a ``Suit``, never a number; the texts and the JSON are unchanged.

The annotated assignments are checked by ``mypy --strict`` (a plain ``int`` where a
``Seat`` is annotated is an error); the rest checks the run-time values and the
validation of bad input."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tests.nap.helpers import GAME, deal_of, run
from tricktake.cards import JOKER, Suit, parse_card
from tricktake.engine import Actor
from tricktake.nap import Contract, DealResult, Play, State, View
from tricktake.nap.events import CardPlayed, ChipsPaid, GameOver, TrumpNamed
from tricktake.units import Chips, Seat


@pytest.mark.parametrize("suit", list(Suit))
def test_a_named_suit_round_trips_through_parse_and_format(suit: Suit) -> None:
    """``play JK <letter>`` parses to a ``Play`` whose suit is the ``Suit``, and formats
    back to the same text; every letter and symbol form gives the same suit."""
    state = GAME.new(GAME.rules("joker"))
    play = GAME.parse_action(state, f"play JK {suit}")
    assert isinstance(play, Play) and play.suit is suit
    assert play == Play(JOKER, suit) and str(play) == f"play JK {suit}"
    assert GAME.parse_action(state, f"play jk {str(suit).lower()}") == play
    symbol = "♣♦♥♠"[suit.value]
    assert GAME.parse_action(state, f"play JK {symbol}") == play


@pytest.mark.parametrize("bad", [2, "H", 2.0, True, None.__class__])
def test_a_play_rejects_a_suit_that_is_not_a_suit(bad: Any) -> None:
    """A suit number, a letter or anything else where a ``Suit`` is expected is an
    :class:`~tricktake.ActionSyntaxError` saying what was expected."""
    with pytest.raises(tricktake.ActionSyntaxError, match=r"a Suit such as Suit\.HEARTS"):
        Play(JOKER, bad)


def test_only_the_joker_names_a_suit() -> None:
    """A ``Suit`` with any other card is refused; without a suit any card is a play."""
    with pytest.raises(tricktake.ActionSyntaxError, match="only the joker names a suit"):
        Play(parse_card("AS"), Suit.SPADES)
    assert Play(parse_card("AS")).suit is None and Play(JOKER).suit is None


def test_trump_and_named_suits_are_suits_in_states_views_events_and_results() -> None:
    """A joker lead naming diamonds (NAP-JOKER-6): the state's trump and named suit, the
    view's trump and led suit, the events and the deal's result hold ``Suit.DIAMONDS``;
    the texts and the JSON show the letter ``D``, as before."""
    deal = deal_of(["2H 3H 4H 5H AC", "9H 2C 3C JK 4S"], joker=True)
    script = run("joker", players=2, first_dealer=0, joker_follows_trumps=False)
    script.play(deal, "bid three", "pass", "play JK D")
    state = script.state
    assert state.trump is Suit.DIAMONDS and state.joker_suit is Suit.DIAMONDS
    events = GAME.events(state)
    assert [type(e) for e in events] == [CardPlayed, TrumpNamed]
    assert isinstance(events[0], CardPlayed) and events[0].suit is Suit.DIAMONDS
    assert isinstance(events[1], TrumpNamed) and events[1].suit is Suit.DIAMONDS
    assert [str(e) for e in events] == ["1 play JK D", "trump D"]
    view = GAME.view(state, Seat(0))
    assert view.trump is Suit.DIAMONDS and view.led is Suit.DIAMONDS
    assert view.played[0].suit is Suit.DIAMONDS
    assert repr(view.played[0]) == "PlayedCard(trick=1, seat=1, card=JK, suit=D)"
    data = GAME.to_json(view)
    assert (data["trump"], data["led"], data["played"][0]["suit"]) == ("D", "D", "D")
    state = GAME.playout(state, random.Random(0))
    result = state.results[-1]
    assert result.trump is Suit.DIAMONDS and result.joker_suit is Suit.DIAMONDS
    assert GAME.to_json(GAME.view(state, None))["results"][0]["trump"] == "D"


def test_the_first_plain_lead_names_a_suit_and_misere_none() -> None:
    """NAP-PLAY-3: the trump is the ``Suit`` of the first card led; misère's is ``None``."""
    script = run(players=2, first_dealer=1).play(deal_of(["2C 3D 4D 5D 6D", "AC KC QC JC 2S"]))
    script.play("bid three", "pass", "play 2C")
    assert script.state.trump is Suit.CLUBS
    assert GAME.view(script.state, None).led is Suit.CLUBS
    script = run(players=2, first_dealer=1).play(deal_of(["2C 3D 4D 5D 6D", "AC KC QC JC 2S"]))
    script.play("bid misere", "pass")
    assert script.state.trump is None and GAME.view(script.state, None).trump is None


def test_the_types_of_seats_and_chips() -> None:
    """What ``mypy --strict`` sees: seats as ``Seat``, chip amounts as ``Chips``, suits
    as ``Suit`` (each annotation below fails type checking for a plain ``int``); at run
    time seats and chips are the same ints as before."""
    state = GAME.new(GAME.rules("standard", num_deals=1), first_dealer=Seat(2))
    first: Seat = state.first_dealer
    dealer: Seat = state.dealer
    balances: tuple[Chips, ...] = state.balances
    scores: tuple[Chips, ...] = GAME.scores(state)
    actor: Actor = GAME.to_move(state)
    assert (first, dealer, balances, scores, actor) == (2, 2, (0,) * 4, (0,) * 4, tricktake.CHANCE)
    assert type(dealer) is int and type(balances[0]) is int
    while not GAME.is_over(state):
        before: State = state
        state = GAME.playout(state, random.Random(5))
    bids: tuple[tuple[Seat, Contract | None], ...] = before.bids
    declarer: Seat | None = before.declarer
    trump: Suit | None = before.trump
    assert (bids, declarer, trump) == ((), None, None)
    result: DealResult = state.results[-1]
    deal_dealer: Seat = result.dealer
    deal_declarer: Seat | None = result.declarer
    chips: tuple[Chips, ...] = result.chips
    deal_trump: Suit | None = result.trump
    assert deal_dealer == 2 and sum(chips) == 0
    assert deal_declarer is None or deal_trump is None or isinstance(deal_trump, Suit)
    view: View = GAME.view(state, Seat(1))
    seat: Seat | None = view.seat
    winners: tuple[Seat, ...] | None = view.winners
    trick_winners: tuple[Seat, ...] = view.trick_winners
    view_balances: tuple[Chips, ...] = view.balances
    outcome = GAME.outcome(state)
    assert outcome is not None and winners == outcome.winners and seat == 1
    assert view_balances == GAME.scores(state) and trick_winners == ()
    ends = [e for e in GAME.events(state) if isinstance(e, GameOver)]
    end_winners: tuple[Seat, ...] = ends[0].winners
    assert end_winners == winners
    for paid in GAME.events(state):
        if isinstance(paid, ChipsPaid):
            deltas: tuple[Chips, ...] = paid.deltas
            assert deltas == chips
