"""Action texts in preset ``revised`` (N99-TEXT-1, N99-TEXT-2, N99-TEXT-3, N99-DEAL-7, N99-DEAL-8,
N99-INV-18)."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.ninety_nine.helpers import GAME, REVISED, cards, mask, random_game
from tricktake import ActionSyntaxError
from tricktake.ninety_nine import Bid, Call, Deal, Phase, Play, State
from tricktake.ninety_nine.rules import PremiumKind


def test_n99_text_1_canonical_forms() -> None:
    """N99-TEXT-1: lower-case keywords, single spaces, canonical card tokens; no seat."""
    assert str(Bid(mask("8D 6C 7H"))) == "bid 6C 7H 8D"
    assert str(Call(None)) == "pass"
    assert str(Call(PremiumKind.DECLARE)) == "declare"
    assert str(Call(PremiumKind.REVEAL)) == "reveal"
    assert str(Play(cards("10S")[0])) == "play 10S"
    assert str(Play(cards("AH")[0])) == "play AH"
    for action in (Bid(mask("8D 6C 7H")), Call(None), Play(cards("10S")[0])):
        assert GAME.format_action(action) == str(action)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("bid 6C 7H 8D", "bid 6C 7H 8D"),
        ("bid 8D 6C 7H", "bid 6C 7H 8D"),  # N99-DEAL-8 order: C H S D, high to low
        ("bid 6c th 8♦", "bid 6C 10H 8D"),
        ("bid 6D AD KS", "bid KS AD 6D"),
        ("bid 9C AC 10C", "bid AC 10C 9C"),
        ("pass", "pass"),
        ("declare", "declare"),
        ("reveal", "reveal"),
        ("play AS", "play AS"),
        ("play ts", "play 10S"),
        ("play 10♠", "play 10S"),
    ],
)
def test_n99_text_1_parse_then_format(text: str, canonical: str) -> None:
    """N99-TEXT-1 / N99-DEAL-8: the parser accepts card tokens in any documented form
    and any order; the formatter writes the canonical text."""
    state = GAME.new(REVISED)
    action = GAME.parse_action(state, text)
    assert GAME.format_action(action) == canonical
    assert GAME.parse_action(state, canonical) == action


@pytest.mark.parametrize("text", ["declare 4", "reveal 4", "declare 0", "pass 1"])
def test_n99_text_2_no_numbers_outside_unbidden(text: str) -> None:
    """N99-TEXT-2: in non-unbidden presets ``declare`` and ``reveal`` take no number;
    the parser rejects the form."""
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(GAME.new(REVISED), text)
    assert repr(text) in str(info.value)
    assert "nothing after it" in str(info.value)


@pytest.mark.parametrize("text", ["open", "open 3"])
def test_n99_text_2_open_is_rejected_in_revised(text: str) -> None:
    """N99-TEXT-2: ``open`` exists only in unbidden presets."""
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(GAME.new(REVISED), text)
    assert "unbidden" in str(info.value)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("trump S", "only in Sphinx games"),
        ("trump nt", "only in Sphinx"),
        ("lead 2", "early rules"),
    ],
)
def test_n99_text_2_forms_of_other_variants(text: str, why: str) -> None:
    """N99-TEXT-2: ``trump`` (Sphinx) and ``lead`` (early rules) are not actions of
    ``revised``; the message says where they belong."""
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(GAME.new(REVISED), text)
    assert why in str(info.value)


@pytest.mark.parametrize(("text", "canonical"), [("lead 2", "lead 2"), ("lead 0", "lead 0")])
def test_n99_text_1_lead_under_the_early_rules(text: str, canonical: str) -> None:
    """N99-TEXT-1, N99-INV-18: ``lead S`` under the early rules, canonical and round-trip;
    a seat out of range or with a leading zero is refused."""
    state = GAME.new(GAME.rules("original-early"))
    assert str(GAME.parse_action(state, text)) == canonical
    for bad in ("lead 3", "lead 02", "lead", "lead x"):
        with pytest.raises(ActionSyntaxError):
            GAME.parse_action(state, bad)


@pytest.mark.parametrize("text", ["play 7H snap", "play AS snap"])
def test_n99_text_2_snap_is_rejected_outside_naughty_nun(text: str) -> None:
    """N99-TEXT-2: the parser rejects a form that the preset does not use; ``snap`` belongs
    to the Snap deal of Naughty Nun (N99-PLAY-7)."""
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(GAME.new(REVISED), text)
    assert "Naughty Nun" in str(info.value)


def _round_trip(state: State) -> int:
    count = 0
    for action in GAME.legal_actions(state):
        text = GAME.format_action(action)
        assert text == str(action)
        again = GAME.parse_action(state, text)
        assert again == action  # parse(format(a)) == a
        assert GAME.format_action(again) == text  # format(parse(x)) == x
        count += 1
    return count


@given(st.integers(0, 2**32 - 1))
def test_n99_inv_18_every_legal_action_round_trips(seed: int) -> None:
    """N99-INV-18: ``format(parse(x)) == x`` and ``parse(format(a)) == a`` for every
    legal action, and every deal, along a random game."""
    rng = random.Random(seed)
    kinds: set[type] = set()
    for state in random_game(rng, pass_rate=0.5):
        if GAME.is_over(state):
            break
        if state.phase is Phase.DEAL:
            deal = GAME.deal(state, rng)
            text = str(deal)
            assert GAME.parse_action(state, text) == deal
            assert str(GAME.parse_action(state, text)) == text
            kinds.add(Deal)
        else:
            assert _round_trip(state) > 0
            kinds.update(type(a) for a in GAME.legal_actions(state))
    assert kinds == {Deal, Bid, Call, Play}
