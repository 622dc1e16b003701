"""A tournament as a picture: :func:`write_plot` draws each entrant's score changes and its
rating over the deals into a PNG file.

It needs the ``plot`` extra (``pip install 'tricktake[plot]'``: matplotlib); matplotlib
is imported by :func:`write_plot`, never on ``import tricktake.arena``. The figure is
drawn with the Agg renderer (no display, no pyplot, no change to matplotlib's global
state) in matplotlib's default style, whatever the user's ``matplotlibrc`` says, and the
PNG carries no date: the same results give the same bytes with the same matplotlib.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from ..errors import ArenaError
from .extras import missing_extra
from .ratings import Ratings, check_board
from .results import BoardResult

__all__ = ["write_plot"]

SIZE = (11.0, 4.5)
"""The figure's size in inches; at :data:`DPI`, 1100 × 450 pixels."""

DPI = 100
"""The figure's resolution in dots per inch."""


def write_plot(
    results: Sequence[BoardResult],
    ratings: Ratings,
    path: str | os.PathLike[str],
    *,
    title: str,
) -> None:
    """Writes to ``path`` a PNG of two panels: on the left a box plot of the score change
    of each entrant's seats, one box per entrant (its name says how many of its seats
    faulted, if any); on the right each entrant's rating (ordinal) over the deals, from
    ``ratings.history``. ``title`` heads the figure and is the PNG's ``Title``.

    >>> import os, tempfile
    >>> from tricktake.arena import BoardResult
    >>> from tricktake.arena.plot import write_plot
    >>> from tricktake.arena.ratings import rate
    >>> boards = [
    ...     BoardResult(seed=seed, table=("ace", "dud"), rotation=0, lineup=("ace", "dud"),
    ...                 changes=(seed % 4, -(seed % 4)))
    ...     for seed in range(20)]
    >>> path = os.path.join(tempfile.mkdtemp(), "arena.png")
    >>> write_plot(boards, rate(boards, higher_wins=True), path, title="ace v dud")
    >>> open(path, "rb").read(8)
    b'\\x89PNG\\r\\n\\x1a\\n'

    :raises ArenaError: matplotlib is not installed, there are no results, or one is
        malformed (:func:`~tricktake.arena.ratings.check_board`).
    :raises OSError: the file cannot be written.
    """
    try:
        import matplotlib.style
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise missing_extra("plot", "matplotlib", "plotting a tournament") from None
    if not results:
        raise ArenaError("nothing to plot: no board results; expected at least one board")
    changes: dict[str, list[int]] = {}
    faults: dict[str, int] = {}
    for result in sorted(results, key=lambda result: result.key):
        check_board(result)
        for name, change in zip(result.lineup, result.changes, strict=True):
            changes.setdefault(name, []).append(change)
        for seat, _message in result.faults:
            name = result.lineup[seat]
            faults[name] = faults.get(name, 0) + 1
    names = sorted(changes.keys() | ratings.final.keys())
    with matplotlib.style.context("default"):
        figure = Figure(figsize=SIZE, dpi=DPI, layout="constrained")
        FigureCanvasAgg(figure)
        spread, course = figure.subplots(1, 2, width_ratios=(2, 3))
        # matplotlib types the **kwargs of suptitle and savefig as unknown.
        figure.suptitle(title)  # pyright: ignore[reportUnknownMemberType]

        spread.boxplot([changes.get(name, []) for name in names])
        spread.set_xticks(
            range(1, len(names) + 1),
            [_label(name, faults.get(name, 0)) for name in names],
        )
        spread.axhline(0, color="grey", linewidth=0.5)
        spread.set_ylabel("score change per seat and deal")
        spread.set_title("Score changes")

        deals = range(1, len(ratings.history) + 1)
        # A lone point draws no line: mark it.
        marker = "o" if len(deals) == 1 else ""
        for name in names:
            ordinals = [ordinals.get(name, 0.0) for _seed, ordinals in ratings.history]
            course.plot(deals, ordinals, marker=marker, label=name)
        course.set_xlabel("deals (seeds) rated")
        course.set_ylabel("rating (ordinal: μ − 3σ)")
        course.set_title("Ratings")
        if deals:
            course.legend(loc="best", fontsize="small")

        figure.savefig(  # pyright: ignore[reportUnknownMemberType]
            os.fspath(path), format="png", metadata={"Title": title}
        )


def _label(name: str, faults: int) -> str:
    """An entrant's name under its box, with its faulty seats if any."""
    if not faults:
        return name
    return f"{name}\n({faults} fault{'s' if faults > 1 else ''})"
