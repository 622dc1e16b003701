"""The play-through cache of ``tests/strategies.py``, on which the whole property suite
relies: a cached play-through, a prefix of one whole play included, is exactly the game
that playing afresh gives, and each game is played once however many checks ask."""

from __future__ import annotations

import pytest

import tests.strategies as strategies
from tests.strategies import Playthrough, play_through, play_uncached, preset_params
from tricktake.units import Seat

VARIANTS: list[tuple[int | None, int, Seat | None]] = [
    (None, 50, None),
    (None, 1, None),
    (None, 3, None),
    (0, 50, None),
    (1, 50, None),
    (2, 50, None),
    (2, 1, None),
    (3, 2, None),
    (2, 2, None),
    (1, 50, Seat(0)),
    (None, 60, None),
]
"""``(deals, max_deals, first_dealer)`` asked of the cache: whole games, prefixes of a
few deals, caps below and above the whole play's, and a given first dealer."""


def _fields(playthrough: Playthrough) -> tuple[object, ...]:
    return (
        playthrough.game.name,
        playthrough.preset,
        playthrough.rules,
        playthrough.seed,
        playthrough.first_dealer,
        playthrough.actions,
        playthrough.states,
        playthrough.capped,
        playthrough.stopped,
    )


@pytest.mark.parametrize(("name", "preset"), preset_params())
def test_cached_play_throughs_are_the_played_ones(name: str, preset: str) -> None:
    """For every preset and each way of asking (``deals``, ``max_deals``,
    ``first_dealer``), the cached play-through equals the one played afresh, field by
    field: the same states, actions and ``capped``/``stopped`` flags."""
    seed = 2**31 + 7
    # in this order, the first short requests are played as asked and kept, the rest
    # are prefixes of the whole play that (None, 50, None) keeps
    for deals, max_deals, first_dealer in [*VARIANTS[3:5], *VARIANTS]:
        asked = {"deals": deals, "max_deals": max_deals, "first_dealer": first_dealer}
        cached = play_through(name, preset, seed, **asked)  # type: ignore[arg-type]
        again = play_through(name, preset, seed, **asked)  # type: ignore[arg-type]
        fresh = play_uncached(name, preset, seed, **asked)  # type: ignore[arg-type]
        assert _fields(cached) == _fields(fresh) == _fields(again), (name, preset, seed, asked)


def test_each_game_is_played_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A short play asked for again is not played again; once the whole game is
    played, every request for it (the whole game, prefixes, a lower cap) is answered
    from the cache without playing; another seed or first dealer plays."""
    played: list[tuple[str, str, int]] = []

    def counting(name: str, preset: str, seed: int, **options: object) -> Playthrough:
        played.append((name, preset, seed))
        return play_uncached(name, preset, seed, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(strategies, "play_uncached", counting)
    strategies.clear_play_cache()
    seed = 987_654_321
    first = play_through("nap", "joker", seed, deals=1)
    assert play_through("nap", "joker", seed, deals=1) is first
    assert played == [("nap", "joker", seed)]  # a short play, kept
    whole = play_through("nap", "joker", seed)
    assert play_through("nap", "joker", seed) is whole
    play_through("nap", "joker", seed, deals=1)
    play_through("nap", "joker", seed, deals=2, max_deals=9)
    assert played == [("nap", "joker", seed)] * 2  # the whole game, then its prefixes
    play_through("nap", "joker", seed + 1, deals=1)
    play_through("nap", "joker", seed, first_dealer=Seat(1))
    assert len(played) == 4
