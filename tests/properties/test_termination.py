"""DESIGN "Termination": every deal ends within a bounded number of actions and every
game ends by its rules; a preset whose games may never end is played with a cap on
deals and still obeys the other invariants."""

from __future__ import annotations

import pytest
from hypothesis import given

import tricktake
from tests.properties.adapters import adapter_for
from tests.strategies import play_through, preset_params, seeds

MAX_DEALS = 50


@pytest.mark.parametrize(("name", "preset"), preset_params())
@given(seed=seeds())
def test_every_deal_and_game_ends(name: str, preset: str, seed: int) -> None:
    """DESIGN "Termination": no deal takes more actions than the adapter's bound (for
    Ninety-Nine 1 deal + n bids + 2n calls + trump + lead + h*T plays, N99-PHASE-7), and
    the game is over within 50 deals unless its rules let it run forever (N99-GAME-2/3,
    N99-INV-16)."""
    adapter = adapter_for(name)
    playthrough = play_through(name, preset, seed, max_deals=MAX_DEALS)
    game = playthrough.game
    bound = adapter.max_actions_per_deal(playthrough.rules)
    starts = playthrough.deal_starts()
    assert starts and starts[0] == 0, "a game begins with a chance action (a deal)"
    ends = [*starts[1:], len(playthrough.actions)]
    for number, (start, end) in enumerate(zip(starts, ends, strict=True)):
        assert end - start <= bound, f"{playthrough}: deal {number} took {end - start} > {bound}"
        for state in playthrough.states[start + 1 : end]:
            assert game.to_move(state) is not tricktake.CHANCE
    if game.is_over(playthrough.final):
        assert not playthrough.capped and len(starts) <= MAX_DEALS
        assert game.to_move(playthrough.final) is None
    else:
        assert playthrough.capped, f"{playthrough}: stopped but not over"
        assert adapter.may_run_forever(playthrough.rules), (
            f"{playthrough}: no end after {MAX_DEALS} deals"
        )
