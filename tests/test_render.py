"""``tricktake.render``: cards with suit symbols, the text and the SVG rendering of
every game's view (``str(view)``, ``_repr_svg_``), and that a picture shows the viewer's
cards and no card the viewer may not see."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import tricktake
from tests.strategies import play_through, preset_params
from tricktake import CHANCE, render
from tricktake.cards import JOKER, Card, cards_of, parse_card
from tricktake.units import Seat

SVG = "{http://www.w3.org/2000/svg}"
SEED = 5
ANSI = re.compile("\x1b\\[[0-9;]*m")


def svg_cards(picture: str) -> list[str]:
    """The cards a picture shows: the titles of its groups of class ``card``."""
    root = ET.fromstring(picture)
    return [g.findtext(f"{SVG}title") or "" for g in root.iter() if g.get("class") == "card"]


def json_cards(game: Any, view: Any) -> set[str]:
    """Every card text anywhere in a view's JSON, with its symbol: what the view shows."""
    found = re.findall(r"\b(?:10|11|12|[2-9JQKA])[CDHS]\b|\bJK\b", json.dumps(game.to_json(view)))
    return {render.symbol(parse_card(text)) for text in found}


def mid_deal(name: str, preset: str) -> tuple[Any, Any, Any]:
    """A seeded game of the preset: the game, a state in the middle of its first deal's
    play, and its final state."""
    through = play_through(name, preset, SEED)
    starts = [*through.deal_starts(), len(through.states) - 1]
    middle = through.states[(starts[0] + starts[1]) * 2 // 3 + 1]
    return through.game, middle, through.final


# -------------------------------------------------------------------- cards
def test_every_card_symbol_reads_back_as_its_card() -> None:
    """A symbol text is card text: ``parse_card`` gives the card back, for every card
    of every pack (the 60-card pack's 11 and 12, and the joker)."""
    cards = {JOKER}
    for name in tricktake.games():
        game = tricktake.get_game(name)
        for preset in game.presets():
            cards.update(game.info(game.rules(preset)).pack)
    for card in cards:
        text = render.symbol(card)
        assert parse_card(text) == card, text
        assert text == "JK" or text[-1] in render.SUIT_SYMBOLS


def test_symbols_and_colour_forms() -> None:
    """Red for hearts and diamonds in the colour form, nothing added to black cards."""
    assert render.symbol(parse_card("AS")) == "A♠"
    assert render.symbol(parse_card("10H")) == "10♥"
    assert render.symbol(parse_card("10H"), colour=True) == "\x1b[31m10♥\x1b[0m"
    assert render.symbol(parse_card("QD"), colour=True) == "\x1b[31mQ♦\x1b[0m"
    assert render.symbol(parse_card("KC"), colour=True) == "K♣"
    assert render.symbol(JOKER, colour=True) == "JK"
    hand = [parse_card(t) for t in ("2C", "JH", "AS")]
    assert render.pile(hand) == "2♣ J♥ A♠"
    assert ANSI.sub("", render.pile(hand, colour=True)) == render.pile(hand)
    assert render.pile([], empty="-") == "-"


def test_a_code_that_is_no_card_gets_the_library_error() -> None:
    with pytest.raises(tricktake.ActionSyntaxError, match="not a card code"):
        render.symbol(Card(15))


# -------------------------------------------------------------------- views
@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_every_view_renders_as_text_and_svg(name: str, preset: str) -> None:
    """Mid-deal and at the end, each seat's view and the public view: the text has a
    label for every seat and the current trick (or run); the SVG is XML with the
    viewer's whole hand and no card that the view does not show (no leak)."""
    game, middle, final = mid_deal(name, preset)
    seats = game.info(game.rules(preset)).seats
    names = [f"P{s}-name" for s in range(seats)]
    for state in (middle, final):
        for seat in [None, *map(Seat, range(seats))]:
            view = game.view(state, seat)
            text = render.text(view, names=names)
            assert str(view) == render.text(view)
            assert "\n" not in repr(view)
            for label in names:
                assert label in text
            parts = view.table_parts(names)
            if parts.middle_label:
                labels = [*names, *parts.others]
                line = f"{parts.middle_label}: " + (
                    ", ".join(f"{labels[s]} {render.symbol(c)}" for s, c in parts.middle) or "-"
                )
                assert line in text.splitlines()
            picture = render.svg(view, names=names)
            assert view._repr_svg_() == render.svg(view)
            shown = svg_cards(picture)
            hand = [render.symbol(c) for c in view.hand]
            assert all(card in shown for card in hand), (seat, hand, shown)
            assert set(shown) <= json_cards(game, view), (seat, set(shown) - json_cards(game, view))
            if seat is not None:
                assert f"Your hand: {render.pile(view.hand, empty='(empty)')}" in text
    assert game.to_move(middle) not in (None, CHANCE)


def test_the_middle_shows_the_trick_in_play() -> None:
    """The text's trick line names who played each card of the trick in play."""
    through = play_through("nap", "standard", SEED)
    views = [through.game.view(state, None) for state in through.states]
    view = next(v for v in views if len(v.played) % 4 == 2)  # two cards into a trick
    played = view.played[-2:]
    line = next(x for x in render.text(view).splitlines() if x.startswith("Trick "))
    assert line == f"Trick {len(view.trick_winners) + 1}: " + ", ".join(
        f"Seat {p.seat} {render.symbol(p.card)}" for p in played
    )


def test_the_leak_check_finds_another_seats_hand() -> None:
    """The check of the test above can fail: a seat's cards are in its own picture and
    in none of the other seats' pictures, nor in the public one."""
    game, middle, _ = mid_deal("nap", "standard")
    mine = {render.symbol(c) for c in game.view(middle, Seat(0)).hand}
    assert mine <= set(svg_cards(render.svg(game.view(middle, Seat(0)))))
    for seat in (None, Seat(1), Seat(2), Seat(3)):
        view = game.view(middle, seat)
        assert not mine & set(svg_cards(render.svg(view)))
        assert not mine & json_cards(game, view)


def test_svg_is_deterministic_and_sized() -> None:
    game, middle, _ = mid_deal("newmarket", "standard")
    view = game.view(middle, Seat(1))
    assert render.svg(view, size=400) == render.svg(view, size=400)
    root = ET.fromstring(render.svg(view, size=400))
    assert root.get("width") == "400" and root.get("version") == "1.1"
    assert "width" not in ET.fromstring(render.svg(view, size=None)).attrib


def test_colour_text_is_the_plain_text_with_ansi_codes() -> None:
    game, middle, _ = mid_deal("nines", "standard")
    view = game.view(middle, Seat(0))
    coloured = render.text(view, colour=True)
    assert ANSI.sub("", coloured) == render.text(view)
    assert ("\x1b[31m" in coloured) == any(render.is_red(c) for c in view.hand)


def test_newmarket_shows_boodles_with_their_chips_and_the_run() -> None:
    """NM-PLAY-5: the run in play is the cards since the last stop, each the next card
    of the one before; the boodles carry their chips."""
    game, middle, _ = mid_deal("newmarket", "standard")
    view = game.view(middle, None)
    parts = view.table_parts([])
    assert parts.middle and parts.middle[-1] == view.played[-1]
    boodles = parts.piles[0]
    assert boodles.cards == view.staked
    assert boodles.captions == tuple(f"{k} chip{'' if k == 1 else 's'}" for k in view.stacks)
    text = render.text(view)
    assert (
        "Boodles: "
        + " · ".join(
            f"{render.symbol(c)} {cap}"
            for c, cap in zip(boodles.cards, boodles.captions, strict=True)
        )
        in text
    )


def test_seat_names_default_to_seat_n() -> None:
    assert render.seat_names(2, ["Ann"]) == ("Ann", "Seat 1")
    game = tricktake.get_game("nap")
    view = game.view(game.new(game.rules()), None)
    assert all(f"Seat {s}" in str(view) for s in range(4))
    assert cards_of(0) == ()
