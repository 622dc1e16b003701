"""``python -m tricktake``: the ``tricktake`` command (:func:`tricktake.cli.main`)."""

from tricktake.cli import main

raise SystemExit(main())
