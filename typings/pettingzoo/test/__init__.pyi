from collections.abc import Callable
from typing import Any

from pettingzoo.utils.env import AECEnv, ParallelEnv

def api_test(
    env: AECEnv[Any, Any, Any], num_cycles: int = 1000, verbose_progress: bool = False
) -> None: ...
def seed_test(
    env_constructor: Callable[[], AECEnv[Any, Any, Any]], num_cycles: int = 500
) -> None: ...
def parallel_seed_test(
    parallel_env_fn: Callable[[], ParallelEnv[Any, Any, Any]], num_cycles: int = 500
) -> None: ...
def parallel_api_test(par_env: ParallelEnv[Any, Any, Any], num_cycles: int = 1000) -> None: ...
