"""Tournaments between bots: seeded deals, duplicate deals with the seats rotated, round
robins, results keyed by board whatever executor plays them.

>>> from tricktake.arena import Arena, SerialExecutor, run
>>> arena = Arena("nines", ["random", "search:samples=1,rollouts=1"], deals=2)
>>> results = run(arena, executor=SerialExecutor())
>>> len(results.results)  # 2 deals x 3 rotations
6
>>> [line.entrant for line in results.standings()] in (
...     ["random", "search:samples=1,rollouts=1"], ["search:samples=1,rollouts=1", "random"])
True

See :doc:`/arena` for the whole story. ``import tricktake`` does not import this package.
"""

from .entrants import Entrant, entrant, split_entrants
from .executors import Executor, ProcessExecutor, SerialExecutor
from .play import derive_seed, play_batch, play_board
from .results import BoardKey, BoardResult
from .runner import ArenaResults, default_batch, run
from .standings import Estimate, Standing, difference, standings
from .tournament import Arena, deal_seed

__all__ = [
    "Arena",
    "ArenaResults",
    "BoardKey",
    "BoardResult",
    "Entrant",
    "Estimate",
    "Executor",
    "ProcessExecutor",
    "SerialExecutor",
    "Standing",
    "deal_seed",
    "default_batch",
    "derive_seed",
    "difference",
    "entrant",
    "play_batch",
    "play_board",
    "run",
    "split_entrants",
    "standings",
]
