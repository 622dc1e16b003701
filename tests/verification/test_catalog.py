"""The "Verification" page is generated from the tests' metadata (``catalog.py``), and
every invariant of each rules document is checked by a verification layer."""

from __future__ import annotations

import os

import pytest

import tricktake
from tests.verification.catalog import PREFIXES, ROOT, layers_of, page, rule_ids
from tests.verification.registry import SCOPES

PAGE = ROOT / "docs" / "verification.rst"


def test_the_page_is_generated_from_the_tests() -> None:
    """``docs/verification.rst`` is what ``catalog.page()`` writes (regenerate with
    ``TRICKTAKE_REGENERATE=1`` after a change of the tests, and review the diff)."""
    text = page()
    if os.environ.get("TRICKTAKE_REGENERATE"):
        PAGE.write_text(text, encoding="utf-8")
    assert PAGE.read_text(encoding="utf-8") == text, "docs/verification.rst is stale: regenerate"


def test_rule_ids_expand_ranges_and_pairs() -> None:
    """The reader of identifiers: ranges and pairs name each identifier they cover."""
    assert rule_ids("N99-SCORE-6..8 and NAP-INV-1/2") == {
        "N99-SCORE-6",
        "N99-SCORE-7",
        "N99-SCORE-8",
        "NAP-INV-1",
        "NAP-INV-2",
    }


@pytest.mark.parametrize(("game", "prefix"), PREFIXES.items())
def test_every_invariant_is_checked_by_a_verification_layer(game: str, prefix: str) -> None:
    """Every ``*-INV-*`` rule of the game's rules document is checked by at least one
    layer of ``tests/verification/`` (the documents live beside the repository)."""
    invariants = {i for i in tricktake.rule_ids(game) if i.startswith(f"{prefix}-INV-")}
    layers = layers_of(game)
    verified = set[str]().union(*(ids for layer, ids in layers.items() if layer != "properties"))
    missing = sorted(invariants - verified, key=lambda r: int(r.rsplit("-", 1)[1]))
    assert invariants and not missing, f"{game}: invariants no verification layer checks: {missing}"


def test_every_registered_game_has_a_scope() -> None:
    """The exhaustive layer covers every game: each has its scope (``tests/<game>/scope.py``)
    in ``SCOPES``, as each has its adapter (``tests/properties/test_adapters.py``)."""
    missing = [name for name in tricktake.games() if name not in SCOPES]
    assert not missing, f"no scope in SCOPES of tests/verification/registry.py for {missing}"
