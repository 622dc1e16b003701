"""DESIGN "No leaks" for events (CONVENTIONS "Events"): ``game.events(state)`` holds
only public events, and ``game.events(state, seat)`` the same public events plus events
meant for that seat, never one meant for other seats only."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from tests.strategies import AnyGame, play_through, preset_params, seeds
from tricktake.units import seat_range


def check_events(game: AnyGame, state: Any, seats: int) -> int:
    """The events of ``state`` for the public and every seat obey their audiences; the
    number of events that some seat alone sees."""
    public = game.events(state)
    assert public == game.events(state, None), "events(state) is the public view"
    assert all(event.audience is None for event in public), f"private events in {public}"
    private = 0
    for seat in seat_range(seats):
        events = game.events(state, seat)
        assert type(events) is tuple, type(events)
        shared = tuple(event for event in events if event.audience is None)
        assert shared == public, f"seat {seat}: public events {shared} != {public}"
        for event in events:
            audience = event.audience
            if audience is not None:
                assert isinstance(audience, frozenset) and seat in audience, (
                    f"seat {seat} sees {event} meant for {audience}"
                )
                assert all(type(s) is int and 0 <= s < seats for s in audience), audience
                private += 1
    return private


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_events_keep_to_their_audience(name: str, preset: str, seed: int) -> None:
    """In every state of two deals: the public events have no audience, and each seat of
    ``info.seats`` sees exactly the public events (in their order) and events whose
    audience names it; over the play-through some transition has events, and the
    properties also see events meant for one seat (a seat's own dealt hand)."""
    playthrough = play_through(name, preset, seed, deals=2)
    game = playthrough.game
    seats = game.info(playthrough.rules).seats
    seen = private = 0
    for index, state in enumerate(playthrough.states):
        where = f"{playthrough} state {index}"
        try:
            private += check_events(game, state, seats)
        except AssertionError as error:
            raise AssertionError(f"{where}: {error}") from error
        seen += len(game.events(state))
    assert seen > 0, f"{playthrough}: no public event in any transition"
    assert private > 0, f"{playthrough}: no event meant for one seat"
