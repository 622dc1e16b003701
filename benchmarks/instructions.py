"""A fixed, seeded workload for counting instructions under valgrind, where wall-clock
ratios are too noisy (a loaded machine):

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no \\
        python benchmarks/instructions.py GAME step|playout N [PRESET]

``step`` plays N deals of GAME's PRESET (by default its first) action by action through the public
methods (``to_move``, ``legal_actions``, ``apply``, ``deal``); ``playout`` plays N whole
games with ``game.playout``. The same command with N = 0 counts the interpreter's start
and the imports, to subtract. Both use ``random.Random(5)``, so two versions of the code
run the same games.
"""

from __future__ import annotations

import random
import sys

import tricktake


def main(name: str, mode: str, count: int, preset: str | None = None) -> None:
    """Run ``count`` deals (``step``) or games (``playout``) of game ``name``'s
    ``preset`` (by default its first)."""
    game = tricktake.get_game(name)
    rules = game.rules() if preset is None else game.rules(preset)
    rng = random.Random(5)
    done = 0
    while done < count:
        state = game.new(rules)
        if mode == "playout":
            game.playout(state, rng)
            done += 1
            continue
        while done < count and not game.is_over(state):
            if game.to_move(state) is tricktake.CHANCE:
                state = game.apply(state, game.deal(state, rng))
                done += 1
            else:
                legal = game.legal_actions(state)
                state = game.apply(state, legal[rng.randrange(len(legal))])


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), *sys.argv[4:5])
