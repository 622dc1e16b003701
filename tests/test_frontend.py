"""A frontend with no per-game code: it plays every preset of every game to the end
reading only ``game.to_json(game.view(state, seat))`` and the game's view schema, and
sends back the texts of the moves it picks from the JSON's ``legal``.

What it checks is what a frontend written against the common keys relies on (the
common view, :mod:`tricktake.views`): each JSON validates against the game's view
schema; the seat to move, and only it, has legal moves; a seat's ``hand`` has as many
cards as ``hand_sizes`` says and the public view shows none; every view agrees on who
acts and on the deal number, which counts the deals from 1 and goes up by one per deal;
``scores`` is ``game.scores``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktake
from tests.strategies import preset_params
from tests.viewschemas import ViewChecker
from tricktake.units import Seat, seat_range

MAX_DEALS = 8
"""The cap on deals of a preset that may never end (Ninety-Nine ``revised-5p``), as the
property suite has one; every other preset is played to its end, well before."""


class Frontend:
    """A table for every game: it knows the game object and the JSON, nothing else."""

    def __init__(self, name: str, preset: str, seed: int) -> None:
        self.game: Any = tricktake.get_game(name)  # any game: the protocol only
        self.rules = self.game.rules(preset)
        self.seats = self.game.info(self.rules).seats
        self.checker = ViewChecker(name)
        self.rng = random.Random(seed)

    def show(self, state: object, seat: Seat | None) -> dict[str, Any]:
        """The JSON that a seat (``None``: an onlooker) is shown, checked against the
        schema."""
        data: dict[str, Any] = self.game.to_json(self.game.view(state, seat))
        errors = self.checker.errors(data, seat)
        assert not errors, f"{data['game']}/{data['preset']} seat {seat}: {errors}"
        return data

    def choose(self, state: object, data: dict[str, Any]) -> object:
        """The move of the seat whose JSON is ``data``, picked from its ``legal`` texts
        and sent back as text."""
        return self.game.parse_action(state, self.rng.choice(data["legal"]))


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_a_generic_frontend_plays_every_preset_to_the_end(name: str, preset: str) -> None:
    """Every preset of every game is played to its end (a preset that may never end, to
    :data:`MAX_DEALS` deals) by :class:`Frontend`, each state shown to every
    seat and to onlookers."""
    table = Frontend(name, preset, seed=20)
    game = table.game
    state: Any = game.new(table.rules)
    endless = game.info(table.rules).max_deals is None
    deals = 0  # the deals dealt so far in this game of the match
    number = 1  # the deal number shown
    match_game = 1  # a view's game_number, where the game has matches of games
    while not game.is_over(state):
        public = table.show(state, None)
        views = [table.show(state, seat) for seat in seat_range(table.seats)]
        if public.get("game_number", 1) != match_game:  # the match's next game: deal 1
            match_game, deals, number = public["game_number"], 0, 1
        actor: Any = public["actor"]  # a seat, "chance" or None
        if actor == "chance" and deals == MAX_DEALS and endless:
            break  # the cap on deals (a preset that may never end)
        # the deal in play (as many as were dealt) or, between deals, the next
        assert public["deal_number"] in (deals, deals + 1) and public["deal_number"] >= number
        assert actor != "chance" or public["deal_number"] == deals + 1
        number = public["deal_number"]
        assert public["hand"] == [] and public["legal"] == []
        for seat, data in enumerate(views):
            assert data["seat"] == seat and data["actor"] == actor, data
            assert data["deal_number"] == number, data
            assert data["scores"] == public["scores"] == list(game.scores(state))
            assert len(data["hand"]) == data["hand_sizes"][seat], data
            assert bool(data["legal"]) == (seat == actor), f"seat {seat} (to move: {actor})"
        if actor == "chance":
            state = game.apply(state, game.deal(state, table.rng))
            deals += 1
            assert table.show(state, None)["deal_number"] == deals, "the deal just dealt"
        else:
            state = game.apply(state, table.choose(state, views[Seat(actor)]))
    if game.is_over(state):
        final = table.show(state, None)
        assert final["actor"] is None and final["deal_number"] == deals >= 1
        assert final["scores"] == list(game.scores(state))
    else:
        assert endless, "only a preset that may never end is capped"
