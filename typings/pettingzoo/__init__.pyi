# The part of PettingZoo (1.24 to 1.27) that tricktake.pettingzoo and its tests use:
# PettingZoo ships no type information (no py.typed), so `mypy --strict` and pyright
# (strict) read these stubs instead (mypy_path and pyright's stubPath, ./typings). They
# follow the annotations of PettingZoo's own sources.
from pettingzoo.utils.env import AECEnv as AECEnv
from pettingzoo.utils.env import ParallelEnv as ParallelEnv

__version__: str
