"""A conformance kit for games: random simulations that check any object satisfying the
:class:`~tricktake.Game` protocol against what OpenSpiel's ``RandomSimTest`` checks and
against this library's invariants. A user's own game, registered with
:func:`tricktake.register`, runs through it as the library's games do (:doc:`/testing`).

It depends on nothing but the standard library (no pytest, no hypothesis): each random
game is ``random.Random(seed)``, and a failure is a :class:`ConformanceError` naming the
check, the seed and the game so far as a record that replays.

>>> import tricktake
>>> from tricktake.testing import check_game
>>> game = tricktake.get_game("nap")
>>> report = check_game(game, game.rules("standard"), games=1, seed=3, hash_seeds=())
>>> report.seeds, report.checked["check_replay"] > 0
((3,), True)

Each check is a function of its own that takes one :class:`Playthrough` (:func:`play`
makes one), so a test can run just one; :func:`check_playthrough` runs all of them on one
game, :func:`check_game` plays the games and runs them all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from ..game import AnyGame
from .checks import (
    check_encodings,
    check_final,
    check_legal_actions,
    check_legal_list,
    check_length,
    check_piles,
    check_rejected,
    check_replay,
    check_scores,
    check_text,
    check_views,
)
from .hashseeds import check_hash_seeds, digest
from .playing import Playthrough, Policy, play, uniform
from .report import ConformanceError, Report
from .worlds import HiddenCards, Swappable, check_hidden_swaps, check_samples, relabel

__all__ = [
    "CHECKS",
    "ConformanceError",
    "HiddenCards",
    "Playthrough",
    "Policy",
    "Report",
    "Swappable",
    "check_encodings",
    "check_final",
    "check_game",
    "check_hash_seeds",
    "check_hidden_swaps",
    "check_legal_actions",
    "check_legal_list",
    "check_length",
    "check_piles",
    "check_playthrough",
    "check_rejected",
    "check_replay",
    "check_samples",
    "check_scores",
    "check_text",
    "check_views",
    "digest",
    "play",
    "relabel",
    "uniform",
]

CHECKS: Final[Mapping[str, Callable[[Playthrough], int]]] = {
    "check_legal_actions": check_legal_actions,
    "check_text": check_text,
    "check_piles": check_piles,
    "check_scores": check_scores,
    "check_length": check_length,
    "check_replay": check_replay,
    "check_views": check_views,
    "check_hidden_swaps": check_hidden_swaps,
    "check_samples": check_samples,
    "check_encodings": check_encodings,
}
"""Every check of one game by name, in the order :func:`check_playthrough` runs them."""


def check_playthrough(
    played: Playthrough,
    *,
    checks: Sequence[str] | None = None,
    hidden: HiddenCards | None = None,
    swappable: Swappable | None = None,
) -> dict[str, int]:
    """Run the checks named in ``checks`` (default: every one of :data:`CHECKS`) on one
    game; ``hidden`` and ``swappable`` go to :func:`check_hidden_swaps`. Returns the
    cases each examined, by name.

    :raises ConformanceError: at the first check that fails.
    :raises KeyError: for a name that is no check.
    """
    out: dict[str, int] = {}
    for name in CHECKS if checks is None else checks:
        if name == "check_hidden_swaps":
            out[name] = check_hidden_swaps(played, hidden=hidden, swappable=swappable)
        else:
            out[name] = CHECKS[name](played)
    return out


def check_game(
    game: AnyGame,
    rules: Any,
    *,
    games: int = 5,
    seed: int = 0,
    max_deals: int = 50,
    policy: Policy = uniform,
    checks: Sequence[str] | None = None,
    hidden: HiddenCards | None = None,
    swappable: Swappable | None = None,
    hash_seeds: Sequence[int] = (0, 1),
    factory: str | None = None,
) -> Report:
    """Play ``games`` random games of ``game`` under ``rules`` (seeds ``seed``,
    ``seed + 1`` ...; a game whose rules let it run forever stops after ``max_deals``
    deals) and run every check on each (:func:`check_playthrough`), then
    :func:`check_hash_seeds` with ``hash_seeds`` (``()`` skips it; ``factory`` is the
    ``"module:callable"`` that makes the game in a subprocess, default its class).

    :raises ConformanceError: at the first check that fails, naming it, the seed and
        the game so far as a record.
    """
    checked: dict[str, int] = {}
    seeds = tuple(range(seed, seed + games))
    actions = 0
    for number in seeds:
        played = play(game, rules, number, max_deals=max_deals, policy=policy)
        actions += len(played.actions)
        for name, count in check_playthrough(
            played, checks=checks, hidden=hidden, swappable=swappable
        ).items():
            checked[name] = checked.get(name, 0) + count
    if hash_seeds:
        checked["check_hash_seeds"] = check_hash_seeds(
            [(game, rules)],
            seed=seed,
            hash_seeds=hash_seeds,
            factories=None if factory is None else [factory],
        )
    return Report(game.name, rules, seeds, actions, checked)
