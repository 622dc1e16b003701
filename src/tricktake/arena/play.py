"""Playing boards: :func:`play_batch` is the work that an executor runs, a module-level
function so that it pickles (``functools.partial(play_batch, arena)``).

Everything on the way to an outcome is seeded from the board: the cards from the deal's
seed, each seat's bot from the deal's seed and the seat (so on a duplicate deal the bot
in a seat draws the same numbers whoever it is), through :func:`derive_seed`, a hash of
text that no ``PYTHONHASHSEED`` changes."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..bots import Bot, RandomBot
from ..game import CHANCE, AnyGame
from .entrants import describe_failure
from .results import BoardKey, BoardResult
from .tournament import Arena

__all__ = ["derive_seed", "play_batch", "play_board"]


def derive_seed(*parts: int | str) -> int:
    """A 64-bit seed made from ``parts``, the same in every process and on every
    machine (BLAKE2b of their text; never ``hash()``, which ``PYTHONHASHSEED`` changes).

    >>> from tricktake.arena.play import derive_seed
    >>> derive_seed(7, 1) == derive_seed(7, 1) != derive_seed(7, 2)
    True
    """
    text = " ".join(str(part) for part in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def play_batch(arena: Arena, boards: Sequence[BoardKey]) -> list[BoardResult]:
    """The result of each board, in the order given."""
    game, rules = arena.setup()
    factories = {player.name: player.factory for player in arena.entrants}
    return [_play(game, rules, factories, board) for board in boards]


def play_board(arena: Arena, board: BoardKey) -> BoardResult:
    """The result of one board ``(seed, table, rotation)`` of ``arena``: a new game of
    its rules, the deal dealt by ``game.deal(state, random.Random(seed))``, the entrant
    at seat ``s`` being ``table[(s + rotation) % seats]``, played to the end of the deal.

    A bot that raises or returns an action that is not in ``view.legal`` forfeits: the
    fault ``(seat, message)`` is recorded, a :class:`~tricktake.bots.RandomBot` seeded
    from the board plays that seat's remaining actions, and the deal goes on.
    """
    return play_batch(arena, (board,))[0]


def _play(
    game: AnyGame,
    rules: Any,
    factories: Mapping[str, Callable[..., Bot[Any, Any]]],
    board: BoardKey,
) -> BoardResult:
    seed, table, rotation = board
    seats = len(table)
    lineup = tuple(table[(seat + rotation) % seats] for seat in range(seats))
    faults: dict[int, str] = {}
    bots: list[Bot[Any, Any]] = []
    for seat, name in enumerate(lineup):
        try:
            bots.append(factories[name](seed=derive_seed(seed, seat)))
        except Exception as error:  # a factory's failure is its entrant's fault
            faults[seat] = f"bot not made: {describe_failure(error)}"
            bots.append(_stand_in(seed, seat))
    state = game.new(rules)
    before = game.scores(state)
    state = game.apply(state, game.deal(state, random.Random(seed)))
    moves = 0
    while (actor := game.to_move(state)) is not None and actor is not CHANCE:
        view = game.view(state, actor)
        try:
            action = bots[actor].act(game, view)
            if action not in view.legal:
                faults[actor] = f"illegal action {_action_text(game, action)}"
                action = _forfeit(bots, actor, seed).act(game, view)
        except Exception as error:  # whatever a bot raises forfeits the board, no more
            faults[actor] = f"raised {describe_failure(error)}"
            action = _forfeit(bots, actor, seed).act(game, view)
        state = game.apply(state, action)
        moves += 1
    after = game.scores(state)
    return BoardResult(
        seed=seed,
        table=table,
        rotation=rotation,
        lineup=lineup,
        changes=tuple(a - b for a, b in zip(after, before, strict=True)),
        faults=tuple(sorted(faults.items())),
        moves=moves,
    )


def _stand_in(seed: int, seat: int) -> RandomBot:
    """The random bot that plays a forfeiting seat's remaining actions."""
    return RandomBot(seed=derive_seed("forfeit", seed, seat))


def _forfeit(bots: list[Bot[Any, Any]], seat: int, seed: int) -> Bot[Any, Any]:
    """Put the stand-in in ``seat`` (the faulty bot plays no more) and return it."""
    bots[seat] = _stand_in(seed, seat)
    return bots[seat]


def _action_text(game: AnyGame, action: object) -> str:
    """An illegal action as its text where the game can write it, else its type: a
    message that is the same in every process (no memory address)."""
    try:
        return repr(game.format_action(action))
    except Exception:  # not an action of this game at all
        return f"of type {type(action).__name__}"
