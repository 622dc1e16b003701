# pyright's view of OpenSpiel's pyspiel (the `openspiel` extra), which ships no type
# information: every name is Any, as mypy sees it (ignore_missing_imports in
# pyproject.toml). tricktake.openspiel and its tests use pyspiel untyped; pyright finds
# this stub in ./typings (stubPath).
from typing import Any

def __getattr__(name: str) -> Any: ...
