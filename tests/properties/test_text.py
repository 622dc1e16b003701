"""N99-INV-18, CONVENTIONS "Actions as text": every action's canonical text parses
back to it and is what the formatter writes; the accepted card forms of CONVENTIONS
(lower case, ``T`` for 10, suit symbols) parse to the same action."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given

import tricktake
from tests.strategies import AnyGame, play_through, preset_params, seeds
from tricktake.cards import card_text, parse_card
from tricktake.testing import check_text

_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def _card_token(token: str) -> bool:
    try:
        return card_text(parse_card(token)) == token
    except tricktake.ActionSyntaxError:
        return False


def _non_canonical_cards(text: str) -> list[str]:
    """The card tokens of ``text`` not in their canonical form (CONVENTIONS "Cards")."""
    out: list[str] = []
    for token in text.split(" "):
        body = token.rpartition("=")[2]
        try:
            card = parse_card(body)
        except tricktake.ActionSyntaxError:
            continue
        if card_text(card) != body:
            out.append(body)
    return out


def _restyle(card: str, style: str) -> str:
    if card == "JK":
        return "jk" if style == "lower" else card
    rank, suit = card[:-1], card[-1]
    if style == "lower":
        return card.lower()
    if style == "ten":
        return ("T" if rank == "10" else rank) + suit
    return rank + _SYMBOLS[suit]


def variants(text: str) -> list[str]:
    """``text`` with every card token written in each other accepted form."""
    out: list[str] = []
    for style in ("lower", "ten", "symbol"):
        tokens: list[str] = []
        for token in text.split(" "):
            key, eq, body = token.rpartition("=")
            if _card_token(body):
                body = _restyle(body, style)
            tokens.append(key + eq + body)
        variant = " ".join(tokens)
        if variant != text:
            out.append(variant)
    return out


def _check(game: AnyGame, state: Any, action: Any, where: str, *, restyle: bool) -> None:
    """What the kit's round trip (:func:`~tricktake.testing.check_text`) leaves out: the
    spacing, canonical card tokens, and the other accepted spellings."""
    text = game.format_action(action)
    assert text == text.strip() and "  " not in text, f"{where}: {text!r} spacing (N99-TEXT-1)"
    assert not _non_canonical_cards(text), f"{where}: {text!r} has non-canonical cards"
    if restyle:
        for variant in variants(text):
            assert game.parse_action(state, variant) == action, f"{where}: {variant!r}"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_text_round_trips(name: str, preset: str, seed: int) -> None:
    """N99-INV-18: ``parse(format(a)) == a`` for every legal action (and every deal) of
    a random game and ``format(parse(x)) == x`` for its canonical text; N99-DEAL-9 and
    CONVENTIONS "Cards": other card spellings parse to the same action."""
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    check_text(playthrough)  # parse(format(a)) == a, format(parse(x)) == x, str == format
    rng = random.Random(seed)
    for index, (state, action, _) in enumerate(playthrough.steps()):
        where = f"{playthrough} state {index}"
        _check(game, state, action, where, restyle=True)
        legal = game.legal_actions(state)
        for other in legal:
            _check(game, state, other, where, restyle=rng.random() < 0.05)
    for bad in ("", "   ", "no-such-action", "\x00"):
        with pytest.raises(tricktake.ActionSyntaxError):
            game.parse_action(playthrough.final, bad)
