"""The encodings of each game (:mod:`tricktake.encodings`, :doc:`/encodings`): the
layout of the action ids, the Ninety-Nine bid as positions in the hand, the parts of an
observation, and the optional numpy array."""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import Any

import pytest

import tricktake
from tricktake.encodings import ActionSpace, Layout, Part, Writer, as_array
from tricktake.engine import AnyGame
from tricktake.ninety_nine import Bid
from tricktake.units import Seat


def _dealt(name: str, preset: str, seed: int = 1) -> tuple[AnyGame, Any]:
    game = tricktake.get_game(name)
    state = game.new(game.rules(preset))
    while game.to_move(state) is not tricktake.CHANCE:  # free antes first
        state = game.apply(state, game.legal_actions(state)[0])
    return game, game.apply(state, game.deal(state, random.Random(seed)))


def _mover(game: AnyGame, state: Any) -> Seat:
    seat = game.to_move(state)
    assert seat is not None and seat is not tricktake.CHANCE
    return seat


@pytest.mark.parametrize(
    ("preset", "bids"), [("revised", comb(12, 3)), ("original-5p-52", comb(10, 2))]
)
def test_n99_bid_2_a_bid_is_its_positions_in_the_canonical_hand(preset: str, bids: int) -> None:
    """N99-BID-2: a bid's id is the index of its cards' positions in the bidder's hand
    (canonical order) among ``combinations(range(H), b)``: ``C(H, b)`` ids."""
    game, state = _dealt("ninety-nine", preset)
    rules = tricktake.get_game("ninety-nine").rules(preset)
    hand = game.view(state, _mover(game, state)).hand
    start = min(game.action_id(state, bid) for bid in game.legal_actions(state))
    every: list[tuple[int, ...]] = list(combinations(range(rules.hand_size), rules.bid_cards))
    for number, positions in enumerate(every):
        bid = Bid(sum(1 << hand[p] for p in positions))
        assert game.action_id(state, bid) == start + number
        assert game.action_of(state, start + number) == bid
    assert len(game.legal_action_ids(state)) == bids


def test_n99_bid_of_cards_outside_the_hand_has_no_id() -> None:
    game, state = _dealt("ninety-nine", "revised")
    other = game.view(state, Seat((_mover(game, state) + 1) % 3)).hand
    with pytest.raises(tricktake.IllegalActionError, match="a bid names cards of the bidder"):
        game.action_id(state, Bid(sum(1 << c for c in other[:3])))


def test_plays_take_the_cards_index_in_the_pack() -> None:
    """Plays come first in every game: a play's id is its card's index in ``info.pack``."""
    for name in tricktake.games():
        game = tricktake.get_game(name)
        state = game.new(game.rules())
        rng = random.Random(2)
        while game.to_move(state) is not None:
            if game.to_move(state) is tricktake.CHANCE:
                state = game.apply(state, game.deal(state, rng))
                continue
            legal = game.legal_actions(state)
            plays = [a for a in legal if str(a).startswith("play") and len(str(a).split()) == 2]
            if plays:
                pack = game.info(state.rules).pack
                for play in plays:
                    assert pack[game.action_id(state, play)] == play.card
                break
            state = game.apply(state, legal[rng.randrange(len(legal))])


def test_num_actions_per_game_and_rules() -> None:
    """The sizes of the action spaces of the default presets, segment by segment."""
    sizes = {
        "ninety-nine": 36 + 220 + 3,  # plays, bids, pass declare reveal
        "nap": 52 + 1 + 6,  # plays, pass, two three misere four nap wellington
        "nines": 52 + 2,  # plays, exchange keep
        "newmarket": 52 + 5,  # plays, exchange keep pass sell refuse
    }
    for name, size in sizes.items():
        game = tricktake.get_game(name)
        assert game.info(game.rules()).num_actions == size, name
    nap = tricktake.get_game("nap")
    assert nap.info(nap.rules("joker")).num_actions == 53 + 4 + 1 + 6  # joker leads C D H S
    newmarket = tricktake.get_game("newmarket")
    # NM-ANTE-2/5: 4 chips over 4 boodles, C(7, 3) ways
    assert newmarket.info(newmarket.rules("free-ante")).num_actions == 57 + comb(7, 3)


def test_nap_joker_lead_names_a_suit() -> None:
    from tricktake.cards import JOKER, Suit
    from tricktake.nap import Play

    game, state = _dealt("nap", "joker")
    start = 53  # the plays of 53 cards
    for i, suit in enumerate(Suit):
        assert game.action_id(state, Play(JOKER, suit)) == start + i
    assert game.action_id(state, Play(JOKER)) == game.info(state.rules).pack.index(JOKER)


def test_observation_parts_sum_to_the_size_and_name_each_part_once() -> None:
    for name in tricktake.games():
        game = tricktake.get_game(name)
        for preset in game.presets():
            rules = game.rules(preset)
            parts = game.observation_parts(rules)
            assert sum(p.size for p in parts) == game.info(rules).observation_size
            assert len({p.name for p in parts}) == len(parts)
            assert [p.name for p in parts[:3]] == ["seat", "actor", "dealer"]


def test_writer_and_layout_place_values_row_major() -> None:
    layout = Layout((Part("a", (2,)), Part("b", (2, 3), cards=True)))
    out = Writer(layout)
    out.mark("b", 1, 2)
    out.mark("a", 0, value=4)
    assert out.values == [4.0, 0.0, 0, 0, 0, 0, 0, 1.0]
    assert layout.slices(out.values)["b"] == [0, 0, 0, 0, 0, 1.0]
    with pytest.raises(IndexError, match=r"b\[2, 0\] outside shape \(2, 3\)"):
        out.mark("b", 2, 0)


def test_action_space_segments() -> None:
    space = ActionSpace((("play", 3), ("pass", 1)))
    assert (space.size, space.id("pass", 0), space.segment_of(2)) == (4, 3, ("play", 2))
    assert "pass" in space and "bid" not in space
    with pytest.raises(IndexError):
        space.segment_of(4)


def test_as_array_reshapes_an_observation() -> None:
    pytest.importorskip("numpy")
    game, state = _dealt("nap", "standard")
    rules = game.rules("standard")
    vector = game.observe(game.view(state, Seat(0)))
    parts = {p.name: p for p in game.observation_parts(rules)}
    array = as_array(vector)
    assert array.shape == (game.info(rules).observation_size,) and str(array.dtype) == "float32"
    played = Layout(game.observation_parts(rules)).slices(vector)["played"]
    assert as_array(played, parts["played"].shape).shape == (4, 52)
