"""``python -m tricktake.cli``: the ``tricktake`` command."""

from tricktake.cli import main

raise SystemExit(main())
