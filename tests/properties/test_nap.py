"""Nap's part of the property suite itself: the steered random player of
``tests/strategies.py`` reaches the paths that the properties rely on."""

from __future__ import annotations

from collections import Counter

import tricktake
from tests.strategies import play_through


def test_nap_random_player_reaches_every_path() -> None:
    """Over random games of ``joker``: thrown-in deals (NAP-BID-9), every contract from
    two to wellington made and failed or at least played, misère made and failed, and
    the joker led in each of its forms (NAP-JOKER-4..8)."""
    seen: Counter[str] = Counter()
    game = tricktake.get_game("nap")
    for seed in range(120):
        playthrough = play_through("nap", "joker", seed)
        assert game.is_over(playthrough.final)
        for state in playthrough.states:
            if state.phase.value == "play" and len(state.trick) == 1 and state.trick[0] == 64:
                named = "named" if state.joker_suit is not None else "plain"
                seen[f"joker led {named} in {state.contract.value}"] += 1
        for result in playthrough.final.results:
            if result.contract is None:
                seen["thrown-in"] += 1
            else:
                seen[f"{result.contract.value} {'made' if result.made else 'failed'}"] += 1
    paths = ["thrown-in", "misere made", "misere failed", "two made", "three made"]
    paths += ["four failed", "nap failed", "wellington failed"]
    paths += ["joker led named in misere", "joker led named in two", "joker led plain in two"]
    missing = [path for path in paths if seen[path] == 0]
    assert not missing, (missing, seen)
