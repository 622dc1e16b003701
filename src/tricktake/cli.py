"""The ``tricktake`` command: ``tricktake simulate`` and ``tricktake replay``.

The library has no runtime dependencies; the command line needs the ``cli`` extra
(``pip install 'tricktake[cli]'``), which brings in ``rich``. It is imported here, inside
``main``, so that importing :mod:`tricktake` never requires it.
"""

from __future__ import annotations

import sys

_NEEDS_CLI_EXTRA = "tricktake: the command line needs the 'cli' extra: pip install 'tricktake[cli]'"


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status."""
    try:
        from rich.console import Console
    except ImportError:
        print(_NEEDS_CLI_EXTRA, file=sys.stderr)
        return 1
    Console(stderr=True).print("tricktake: not implemented yet", markup=False, highlight=False)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
