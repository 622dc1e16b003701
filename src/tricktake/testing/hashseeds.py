"""The same results in every process: a digest of a few seeded games computed in
subprocesses with different ``PYTHONHASHSEED`` values (sets of strings iterate in
another order under another hash seed; a game whose legal actions, views or scores
depend on that order plays differently in each process).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from typing import Any

from ..game import CHANCE, AnyGame
from .playing import play
from .report import ConformanceError

__all__ = ["check_hash_seeds", "digest", "factory_path"]


def digest(game: AnyGame, rules: Any, *, seed: int = 0, games: int = 1, deals: int = 1) -> str:
    """A SHA-256 of ``games`` seeded games of ``deals`` deals each: every action's text,
    the texts of the legal actions in their order, the scores, the piles and the JSON of
    the view of the seat to move, in every state."""
    sha = hashlib.sha256()
    for number in range(games):
        played = play(game, rules, seed + number, deals=deals)
        for index, state in enumerate(played.states):
            actor = game.to_move(state)
            seat = None if actor is CHANCE else actor
            part = {
                "legal": [game.format_action(a) for a in game.legal_actions(state)],
                "scores": list(game.scores(state)),
                "piles": {k: list(v) for k, v in game.piles(state).items()},
                "view": game.to_json(game.view(state, seat)),
                "action": (
                    game.format_action(played.actions[index])
                    if index < len(played.actions)
                    else None
                ),
            }
            sha.update(json.dumps(part, sort_keys=False, default=str).encode())
    return sha.hexdigest()


def factory_path(game: AnyGame) -> str:
    """``"module:Class"`` of the game's class: a subprocess makes the game again by
    calling it with no arguments (as :func:`tricktake.register` factories are)."""
    kind = type(game)
    return f"{kind.__module__}:{kind.__qualname__}"


_SCRIPT = """
import importlib, json, sys
from tricktake.testing.hashseeds import digest
out = []
for path, preset, options, seed in json.loads(sys.stdin.read()):
    module, _, name = path.partition(":")
    factory = importlib.import_module(module)
    for part in name.split("."):
        factory = getattr(factory, part)
    game = factory()
    out.append(digest(game, game.rules(preset, **options), seed=seed))
print(json.dumps(out))
"""


def check_hash_seeds(
    targets: Sequence[tuple[AnyGame, Any]],
    *,
    seed: int = 0,
    hash_seeds: Sequence[int] = (0, 1),
    factories: Sequence[str] | None = None,
) -> int:
    """Each game of ``targets`` (``(game, rules)`` pairs) gives the same
    :func:`digest` in this process and in one subprocess per hash seed of
    ``hash_seeds`` (``PYTHONHASHSEED``), all the targets in each subprocess. The
    subprocess makes each game by calling its factory (``factories``, one
    ``"module:callable"`` per target; default :func:`factory_path` of its class) and
    finds the modules on this process's ``sys.path``. Returns the digests compared.

    :raises ConformanceError: naming the game and the hash seed whose digest differs,
        or the subprocess's error.
    """
    paths = list(factories) if factories is not None else [factory_path(g) for g, _ in targets]
    jobs: list[tuple[str, str, dict[str, Any], int]] = []
    for (game, rules), path in zip(targets, paths, strict=True):
        preset, options = game.preset_of(rules)
        jobs.append((path, preset, options, seed))
    here = [digest(game, rules, seed=seed) for game, rules in targets]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    for hash_seed in hash_seeds:
        environment["PYTHONHASHSEED"] = str(hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", _SCRIPT],
            input=json.dumps(jobs),
            capture_output=True,
            text=True,
            env=environment,
            check=False,
        )
        if done.returncode != 0:
            raise ConformanceError(
                f"check_hash_seeds: the subprocess with PYTHONHASHSEED={hash_seed} failed: "
                f"{done.stderr.strip()[-2000:]}",
                check="check_hash_seeds",
                seed=seed,
            )
        theirs = json.loads(done.stdout)
        for (game, rules), ours, other in zip(targets, here, theirs, strict=True):
            if ours != other:
                preset, options = game.preset_of(rules)
                raise ConformanceError(
                    f"check_hash_seeds: {game.name} {preset} {options} plays differently with "
                    f"PYTHONHASHSEED={hash_seed} (seed {seed}): expected the same legal "
                    "actions, views, piles and scores in every process; an order taken "
                    "from a set or a dict of hashed keys is the usual cause",
                    check="check_hash_seeds",
                    seed=seed,
                )
    return len(targets) * len(hash_seeds)
