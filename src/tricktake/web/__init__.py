"""The web table: ``tricktake serve`` plays any game and preset in the browser, with
people and bots at the seats, every game kept in SQLite (:doc:`/web`).

It needs the ``web`` extra (``pip install 'tricktake[web]'``: Starlette and uvicorn);
``import tricktake`` never imports this package. Its modules do one job each:
:mod:`~tricktake.web.store` (the SQLite database), :mod:`~tricktake.web.tables` (the
live tables, their seats, clients and bots), :mod:`~tricktake.web.protocol` (the
websocket messages) and :mod:`~tricktake.web.app` (the Starlette routes:
:func:`create_app`).
"""

from __future__ import annotations

__all__ = ["MissingExtraError", "create_app"]


class MissingExtraError(ModuleNotFoundError):
    """The ``web`` extra is not installed: Starlette (or uvicorn) cannot be imported."""


#: What :class:`MissingExtraError` says.
NEEDS_WEB_EXTRA = "tricktake.web needs the web extra: pip install 'tricktake[web]'"

try:
    import starlette  # noqa: F401  # pyright: ignore[reportUnusedImport]
except ModuleNotFoundError as missing:
    raise MissingExtraError(NEEDS_WEB_EXTRA, name=missing.name) from missing

from .app import create_app  # noqa: E402
