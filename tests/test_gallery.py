"""The docs gallery's pictures (``docs/images/gallery``) are what ``tools/gallery.py``
makes now: a change of the rendering can't leave them stale."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import tricktake

ROOT = Path(__file__).resolve().parents[1]
GALLERY = ROOT / "docs" / "images" / "gallery"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gallery", ROOT / "tools" / "gallery.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_gallery_is_what_the_script_makes() -> None:
    made: dict[str, str] = tool().pictures()
    assert sorted(made) == sorted(f"{g}.{ext}" for g in tricktake.games() for ext in ("svg", "txt"))
    committed = {path.name: path.read_text(encoding="utf-8") for path in GALLERY.iterdir()}
    stale = [name for name in made if committed.get(name) != made[name]]
    assert not stale, f"run PYTHONPATH=src python tools/gallery.py: stale {stale}"
    assert sorted(committed) == sorted(made), "a file in the gallery that the script does not make"


def test_the_gallery_shows_a_trick_or_run_for_every_game() -> None:
    for name in tricktake.games():
        root = ET.fromstring((GALLERY / f"{name}.svg").read_text(encoding="utf-8"))
        cards = [g for g in root.iter() if g.get("class") == "card"]
        assert len(cards) >= 7, name  # the hand and two cards in the middle at least
        text = (GALLERY / f"{name}.txt").read_text(encoding="utf-8")
        assert "Ann (you)" in text and "Your hand: " in text
