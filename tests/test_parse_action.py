"""``game.parse_action`` for every game alike: a card alone is its play where the state
waits for a card to be played (as the command line has always read it), and the
messages of text that is no action neither repeat the text nor offer a verb or a bid
that the rules do not have."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tricktake import CHANCE, ActionSyntaxError
from tricktake.engine import find_game


def first_state_in(game: Any, preset: str, phase: str, seed: int = 1) -> Any:
    """The first state of a random game of ``preset`` whose phase is ``phase``."""
    state = game.new(game.rules(preset))
    rng = random.Random(seed)
    while getattr(state.phase, "value", None) != phase:
        if game.to_move(state) is CHANCE:
            action = game.deal(state, rng)
        else:
            action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    return state


@pytest.mark.parametrize("name", tricktake.games())
def test_a_card_alone_is_its_play_in_the_play_phase(name: str) -> None:
    """Every card that the seat to move may play, written alone in any case, is the
    action ``play <card>``."""
    game = find_game(name)
    state = first_state_in(game, game.presets()[0], "play")
    plays = [
        a
        for a in game.legal_actions(state)
        if str(a).startswith("play ") and len(str(a).split()) == 2
    ]
    assert plays
    for action in plays:
        card = str(action).split()[1]
        assert game.parse_action(state, card.lower()) == action
        assert game.parse_action(state, f" {card} ") == action


@pytest.mark.parametrize("name", tricktake.games())
def test_a_card_alone_before_the_play_says_when_it_is_a_play(name: str) -> None:
    """Before any card is played (the deal is due), a card alone is no action: the
    message says so and names the phase, and the text is quoted once."""
    game = find_game(name)
    state = game.new(game.rules())
    with pytest.raises(ActionSyntaxError) as info:
        game.parse_action(state, "2d")
    message = str(info.value)
    assert message.startswith("'2d': unknown action: expected deal")
    assert message.count("2d") == 1
    assert "a card alone is a play in the play phase, not the " in message


@pytest.mark.parametrize("name", tricktake.games())
@pytest.mark.parametrize("text", ["fold", "pley", "2d"])
def test_an_unknown_word_is_quoted_once(name: str, text: str) -> None:
    """``'fold': unknown action: expected ...``, never ``'fold': unknown action 'fold'``,
    nor a game's name before the reason (``is not a Newmarket action``); a verb that
    comes with more text is named (``'pley AS': unknown action 'pley'``)."""
    game = find_game(name)
    state = game.new(game.rules())
    with pytest.raises(ActionSyntaxError) as info:
        game.parse_action(state, text)
    assert str(info.value).count(text) == 1, str(info.value)
    assert str(info.value) == f"{text!r}: {info.value.reason}"
    with pytest.raises(ActionSyntaxError) as info:
        game.parse_action(state, f"{text} AS")
    assert str(info.value).startswith(f"'{text} AS': unknown action '{text}': expected ")


def test_nap_bid_4_a_misspelled_bid_lists_only_the_bids_the_rules_allow() -> None:
    """NAP-BID-4: ``standard`` has no ``one`` and no ``blucher``; ``with-one`` has one."""
    game = find_game("nap")
    for preset, names in [
        ("standard", "two, three, misere, four, nap, wellington"),
        ("with-one", "one, two, three, misere, four, nap, wellington"),
        ("blucher", "two, three, misere, four, nap, wellington, blucher"),
        ("no-wellington", "two, three, misere, four, nap"),
    ]:
        state = game.new(game.rules(preset))
        with pytest.raises(ActionSyntaxError) as info:
            game.parse_action(state, "bid to")
        assert info.value.reason == f"expected 'bid <name>', the name one of {names}", preset


@pytest.mark.parametrize(
    ("name", "preset", "verbs"),
    [
        ("ninety-nine", "revised", "deal, bid, pass, declare, reveal or play"),  # N99-TEXT-2
        ("ninety-nine", "unbidden", "deal, pass, declare, open, reveal or play"),
        ("ninety-nine", "sphinx", "deal, bid, pass, declare, reveal, trump or play"),
        ("ninety-nine", "original-early", "deal, bid, pass, declare, reveal, lead or play"),
        ("ninety-nine", "penycook", "deal, bid or play"),
        ("nap", "standard", "deal, pass, bid or play"),
        ("nines", "standard", "deal, exchange, keep or play"),
        ("nines", "partnership", "deal or play"),  # NINES-EXCH: no stock
        ("newmarket", "standard", "deal or play"),
        ("newmarket", "free-ante", "deal, ante or play"),  # NM-ANTE-2
        ("newmarket", "dealer-exchange", "deal, exchange, keep, offer, pass, sell, refuse or play"),
        ("newmarket", "parlett", "deal, exchange, keep or play"),  # NM-PEX
    ],
)
def test_an_unknown_verb_lists_the_verbs_of_the_rules(name: str, preset: str, verbs: str) -> None:
    game = find_game(name)
    state = game.new(game.rules(preset))
    with pytest.raises(ActionSyntaxError) as info:
        game.parse_action(state, "fold")
    assert info.value.reason == f"unknown action: expected {verbs}"
