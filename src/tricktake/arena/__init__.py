"""Tournaments between bots: seeded deals, duplicate deals with the seats rotated, round
robins, results keyed by board whatever executor plays them."""

from .executors import Executor, SerialExecutor
from .results import BoardKey, BoardResult

__all__ = ["BoardKey", "BoardResult", "Executor", "SerialExecutor"]
