# pyright's view of z3-solver (the `verify` tox env), which ships no type information:
# every name is Any, as mypy sees it (ignore_missing_imports in pyproject.toml). The
# Z3 proofs (tests/verification/test_proofs.py) use z3 untyped, and with this stub the
# `type` env checks them without z3 installed. pyright finds it in ./typings (stubPath).
from typing import Any

def __getattr__(name: str) -> Any: ...
