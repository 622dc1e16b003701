"""The optional packages of :mod:`tricktake.arena`: each extra's modules import their
package when they are used, never on ``import tricktake.arena``, and a missing one is an
:class:`~tricktake.ArenaError` that names the extra to install."""

from __future__ import annotations

from ..errors import ArenaError

__all__ = ["missing_extra"]


def missing_extra(extra: str, package: str, purpose: str) -> ArenaError:
    """The error for ``package`` missing when ``purpose`` needs it.

    >>> from tricktake.arena.extras import missing_extra
    >>> print(missing_extra("plot", "matplotlib", "a plot"))
    a plot needs matplotlib, which is not installed: expected the 'plot' extra (pip ...)
    """
    return ArenaError(
        f"{purpose} needs {package}, which is not installed: expected the {extra!r} extra "
        f"(pip install 'tricktake[{extra}]')"
    )
