"""Ninety-Nine's part of the property suite itself: the steered random player of
``tests/strategies.py`` reaches the paths that the properties rely on."""

from __future__ import annotations

from collections import Counter

import tricktake
from tests.strategies import play_through


def test_n99_random_player_reaches_every_path() -> None:
    """The steered player of tests/strategies.py makes the properties see premium calls
    (declare, reveal, the upgrade match), every success count k (N99-SCORE-3), hence
    every mode (N99-TRUMP-3), and successful and failed holders."""
    seen: Counter[str] = Counter()
    for seed in range(100):
        playthrough = play_through("ninety-nine", "revised", seed)
        assert tricktake.get_game("ninety-nine").is_over(playthrough.final)
        for state in playthrough.states:
            if state.phase.value == "premium" and state.auction.upgrade:
                seen["upgrade step"] += 1
        for result in playthrough.final.results:
            seen[f"k={result.successes}"] += 1
            seen[f"mode={result.mode.value}"] += 1
            for holder in result.holders:
                made = result.succeeded[holder.seat]
                seen[f"{holder.kind.value} {'made' if made else 'failed'}"] += 1
            if not result.holders:
                seen["no premium"] += 1
    paths = [f"k={k}" for k in range(4)] + [f"mode={m}" for m in ("NT", "C", "H", "S", "D")]
    paths += ["no premium", "upgrade step", "declare made", "declare failed"]
    paths += ["reveal made", "reveal failed"]
    assert all(seen[path] > 0 for path in paths), seen
