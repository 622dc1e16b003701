"""The plot of a tournament (issue 23): a PNG of the score changes and the ratings per
entrant, drawn the same whatever the user's matplotlib settings, the same bytes for the
same results."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from tests.arena.optional import REQUIRED, imported_without

if not REQUIRED:
    pytest.importorskip("matplotlib", reason="the 'plot' extra is not installed")
    pytest.importorskip("openskill", reason="the 'ratings' extra is not installed")

import matplotlib

from tricktake.arena import BoardResult
from tricktake.arena.plot import DPI, SIZE, write_plot
from tricktake.arena.ratings import Ratings, rate
from tricktake.errors import ArenaError

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def results() -> list[BoardResult]:
    """Thirty seeds of three entrants in every rotation, one fault."""
    table = ("ace", "mid", "dud")
    boards: list[BoardResult] = []
    for seed in range(30):
        for rotation in range(3):
            lineup = table[rotation:] + table[:rotation]
            bonus = {"ace": 6, "mid": 0, "dud": -6}
            changes = tuple(
                bonus[name] + (seed * 7 + seat * 3) % 11 - 5 for seat, name in enumerate(lineup)
            )
            faults = ((lineup.index("dud"), "raised"),) if seed == 4 and rotation == 0 else ()
            boards.append(BoardResult(seed, table, rotation, lineup, changes, faults))
    return boards


def chunks(png: bytes) -> dict[bytes, list[bytes]]:
    """The PNG's chunks by type, each checked against its CRC."""
    assert png.startswith(PNG_SIGNATURE)
    found: dict[bytes, list[bytes]] = {}
    offset = len(PNG_SIGNATURE)
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        kind = png[offset + 4 : offset + 8]
        data = png[offset + 8 : offset + 8 + length]
        (crc,) = struct.unpack(">I", png[offset + 8 + length : offset + 12 + length])
        assert zlib.crc32(kind + data) == crc, f"the {kind!r} chunk is damaged"
        found.setdefault(kind, []).append(data)
        offset += 12 + length
    return found


@pytest.fixture(scope="module")
def ratings() -> Ratings:
    return rate(results(), higher_wins=True)


def test_writes_a_png_of_the_expected_size_with_its_title(ratings: Ratings, tmp_path: Path) -> None:
    path = tmp_path / "arena.png"
    write_plot(results(), ratings, path, title="Nap: ace, mid, dud")
    png = path.read_bytes()
    assert 20_000 < len(png) < 400_000
    found = chunks(png)
    width, height = struct.unpack(">II", found[b"IHDR"][0][:8])
    assert (width, height) == (SIZE[0] * DPI, SIZE[1] * DPI)
    texts = dict(text.split(b"\0", 1) for text in found.get(b"tEXt", []))
    assert texts[b"Title"] == b"Nap: ace, mid, dud"
    assert not any(b"date" in key.lower() or b"time" in key.lower() for key in texts)
    assert b"tIME" not in found


def test_the_same_results_give_the_same_bytes_whatever_the_rc_settings(
    ratings: Ratings, tmp_path: Path
) -> None:
    first, second = tmp_path / "first.png", tmp_path / "second.png"
    write_plot(results(), ratings, first, title="twice")
    # the user's own settings, which the plot does not follow
    with matplotlib.rc_context(  # pyright: ignore[reportUnknownMemberType]
        {"lines.linewidth": 6.0, "axes.facecolor": "black"}
    ):
        write_plot(list(reversed(results())), ratings, second, title="twice")
        assert matplotlib.rcParams["lines.linewidth"] == 6.0, "the user's settings are kept"
    assert first.read_bytes() == second.read_bytes()


def test_no_results_is_an_arena_error(ratings: Ratings, tmp_path: Path) -> None:
    with pytest.raises(ArenaError, match=r"nothing to plot: no board results"):
        write_plot([], ratings, tmp_path / "empty.png", title="empty")
    assert not (tmp_path / "empty.png").exists()


def test_a_malformed_result_is_an_arena_error(ratings: Ratings, tmp_path: Path) -> None:
    broken = BoardResult(seed=1, table=("a", "b"), rotation=0, lineup=("a", "b"), changes=(1,))
    with pytest.raises(ArenaError, match=r"2 seats in the lineup and 1 score changes"):
        write_plot([broken], ratings, tmp_path / "broken.png", title="broken")


def test_without_matplotlib_the_error_names_the_extra(
    ratings: Ratings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plot = imported_without(monkeypatch, "tricktake.arena.plot", "matplotlib")
    with pytest.raises(ArenaError, match=r"needs matplotlib.*pip install 'tricktake\[plot\]'"):
        plot.write_plot(results(), ratings, tmp_path / "none.png", title="none")
