"""DESIGN "No leaks" (principle 4), N99-INV-17: a seat's view holds its own cards and
the public ones, never a card the rules hide from it, and is the same for any two
states that differ only in cards that seat may not see."""

from __future__ import annotations

import json
import random
import re
import string

import pytest
from hypothesis import given

import tricktake
from tests.properties.registry import adapter_for
from tests.strategies import (
    FULL_GAMES,
    SAMPLED_STATES,
    checked_states,
    play_through,
    preset_params,
    seed_pool,
    seeds,
)
from tricktake.cards import card_text, parse_card
from tricktake.testing import check_hidden_swaps, relabel
from tricktake.units import Seat

_WORD = frozenset(string.ascii_letters + string.digits)
_SPACES = {code: " " for code in range(128) if chr(code) not in _WORD}
"""Every ASCII character that is no letter or digit, to a space (``json.dumps`` writes
ASCII only)."""


def card_tokens(text: str) -> set[str]:
    """Every word of a JSON text (keys and strings), split at anything that is no letter
    or digit: card texts such as ``10S`` and ``JK`` come out whole."""
    return set(text.translate(_SPACES).split())


def test_checked_states_sample_only_games_beyond_the_first_of_a_pool() -> None:
    """:func:`checked_states` checks every state of a game without a pool or of one of
    its first seeds, and of another game its first, last, post-deal and random states."""
    playthrough = play_through("nap", "standard", 7)
    every = list(range(len(playthrough.states)))
    pool = seed_pool()
    if pool is None or 7 in pool[:FULL_GAMES]:
        assert checked_states(playthrough) == every
        return
    sampled = checked_states(playthrough)
    assert sampled != every and sampled[0] == 0 and sampled[-1] == every[-1]
    assert 1 in sampled  # the state after the first deal
    assert len(sampled) >= SAMPLED_STATES


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_views_show_own_cards_and_hide_the_rest(name: str, preset: str, seed: int) -> None:
    """N99-INV-17, N99-VIEW-2..8: in every state of a whole game (in a ``ci`` run, of
    five games per preset, and a sample of the others': :func:`checked_states`), a
    seat's view (one seat of ``info.seats`` drawn per state) and the public view are the
    viewer's (``view.seat`` and the JSON's ``seat``), equal on a second call, hold the
    viewer's own hand and bid cards exactly and the public cards, hide the others, and
    their JSON names no hidden card of the current deal anywhere (events included);
    views are JSON-ready and leave the state unchanged."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    game = playthrough.game
    rng = random.Random(seed)
    seats = game.info(playthrough.rules).seats
    for index in checked_states(playthrough):
        state = playthrough.states[index]
        before = (hash(state), repr(state))
        for seat in (Seat(rng.randrange(seats)), None):
            where = f"{playthrough} state {index}, seat {seat}"
            view = game.view(state, seat)
            data = game.to_json(view)
            assert view.seat == seat and data["seat"] == seat, f"{where}: the view's seat"
            own = () if seat is None else tuple(state.hand(seat))
            assert view.hand == own, f"{where}: the common hand is the viewer's own"
            assert view == game.view(state, seat), f"{where}: a second view differs"
            adapter.check_view(game, state, seat, view, data)
            text = json.dumps(data)
            assert json.loads(text) == data, f"{where}: not JSON-ready"
            hidden = {card_text(c) for cards in adapter.hidden(state, seat).values() for c in cards}
            current = adapter.current_deal_json(state, data)
            leaked = hidden & card_tokens(text if current == data else json.dumps(current))
            assert not leaked, f"{where}: the view names hidden cards {sorted(leaked)}"
        assert (hash(state), repr(state)) == before, "view changed the state"


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_no_leaks_views_ignore_hidden_cards(name: str, preset: str, seed: int) -> None:
    """DESIGN "No leaks", N99-INV-17: for states of a whole game (the first after a
    deal, the last, and random ones) and each seat (and the public view), exchange two
    cards that the viewer may not see between two other hands — in the deal and in every
    later action — and replay: the view, its JSON, who is to move and, when the viewer
    is to move, its legal actions are unchanged: the conformance kit's
    :func:`~tricktake.testing.check_hidden_swaps`, with the adapter's hidden cards and
    exchanges."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed)
    compared = check_hidden_swaps(playthrough, hidden=adapter.hidden, swappable=adapter.swappable)
    assert compared > 0, f"{playthrough}: no two hidden cards to exchange"


def test_relabel_swaps_card_tokens_only() -> None:
    """The kit's relabelling of the no-leak property exchanges whole card tokens, keys
    kept, and with a view's mask only the hidden ones."""
    ac, kc = parse_card("AC"), parse_card("KC")
    swap = {ac: kc, kc: ac}
    assert relabel("deal 0=AC 10C 1=KC", swap) == "deal 0=KC 10C 1=AC"
    assert relabel("bid AC KC 9D", swap) == "bid KC AC 9D"
    assert relabel("play KCX", swap) == "play KCX"
    assert relabel("deal 0=AC 1=KC trumpcard=KC", swap, "deal 0=? 1=? trumpcard=KC") == (
        "deal 0=KC 1=AC trumpcard=KC"
    )
    assert tricktake.games()


def test_card_tokens_are_the_words_of_the_json_text() -> None:
    """The no-leak property's tokens: every card text of a view's JSON comes out whole,
    wherever it stands (a list, an action text, a ``pile=card`` token, a key), and the
    tokens are exactly the words between the characters that are no letter or digit."""
    text = json.dumps(
        {"hand": ["10S", "JK"], "history": [{"action": "deal 0=AC ? 1=? QH"}], "QD": 1}
    )
    tokens = card_tokens(text)
    assert {"10S", "JK", "AC", "QH", "QD", "deal", "0", "1"} <= tokens
    assert not {"10", "S", "0=AC", "?", ""} & tokens
    words = {word for word in re.split(r"[^0-9A-Za-z]+", text) if word}
    assert tokens == words
