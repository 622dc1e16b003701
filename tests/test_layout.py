"""Issue 19: one shape for every game. Every game package has the same modules for the
same concepts (``docs/architecture.rst``), its game class is the shared
:class:`~tricktake.base.GameBase` configured, and a state's tuple layout stays private
to the modules that define it: no index into a state, and no positional
``tuple.__new__``, anywhere else."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tricktake
from tricktake.base import GameBase

ROOT = Path(tricktake.__file__).parent

GAME_PACKAGES = {
    "ninety-nine": "ninety_nine",
    "nap": "nap",
    "nines": "nines",
    "newmarket": "newmarket",
}

LAYOUT = {
    "__init__.py",
    "actions.py",  # the action classes and parse_action(text, rules)
    "encoding.py",  # action ids and observation vectors (tricktake.encodings)
    "events.py",  # the event classes (named tuples, tricktake.events.event_types)
    "facts.py",  # game_info, scores, outcome, tallies, piles
    "game.py",  # the game class: GameBase configured, and the hot path
    "rules.py",  # Rules and PRESETS
    "sample.py",  # sample_state(game, view, rng)
    "scoring.py",  # the scoring rules
    "state.py",  # the state layout and its constructors
    "tables.py",  # the precomputed tables of a rules value
    "transitions.py",  # every transition of apply
    "values.py",  # Phase, DealResult and the values that states, views and events share
    "view.py",  # View, make_view(state, seat), view_json(view)
}
"""The modules of every game package; ``playout.py`` (the fused playout) is the one
module a game has only where it fuses one."""

OPTIONAL = {"playout.py"}

ROWS = (
    ("game",),
    ("playout", "sample", "encoding"),
    ("transitions", "view", "facts"),
    ("state", "tables", "events", "scoring"),
    ("actions", "values", "rules"),
)
"""The rows of ``docs/images/game-package.svg``: a game's module imports only modules of
its own row and the rows below it."""

LAYOUT_MODULES = {"state.py"}
"""The modules of a game package that may index a state's tuple and build one
positionally: those that define its layout."""

STATE_NAMES = {"state", "stage", "after", "before", "context", "rest"}
"""The names that game code gives states and their nested parts."""


def test_every_registered_game_has_a_package_here() -> None:
    assert set(tricktake.games()) == set(GAME_PACKAGES)


@pytest.mark.parametrize("name", sorted(GAME_PACKAGES))
def test_every_game_package_has_the_same_modules(name: str) -> None:
    """Issue 19, item 2: the same file for the same concept in every game."""
    files = {path.name for path in (ROOT / GAME_PACKAGES[name]).glob("*.py")}
    assert files - OPTIONAL == LAYOUT, (
        f"{name}: missing {sorted(LAYOUT - files)}, extra {sorted(files - LAYOUT - OPTIONAL)}"
    )


@pytest.mark.parametrize("name", sorted(GAME_PACKAGES))
def test_every_game_class_is_the_shared_base_configured(name: str) -> None:
    """Issue 19, item 1: the protocol methods that every game shares come from
    :class:`GameBase`, not from a copy in the game's class."""
    cls: type[object] = type(tricktake.get_game(name))
    assert GameBase in cls.__mro__
    own = set(vars(cls))
    shared = {
        "presets",
        "rules",
        "preset_of",
        "info",
        "is_over",
        "events",
        "parse_action",
        "format_action",
        "sample_state",
        "scores",
        "outcome",
        "tallies",
        "piles",
        "view",
        "to_json",
    }
    assert not own & shared, f"{name} writes shared methods again: {sorted(own & shared)}"
    assert cls.__module__ == f"tricktake.{GAME_PACKAGES[name]}.game"


@pytest.mark.parametrize("name", sorted(GAME_PACKAGES))
def test_a_game_module_imports_only_its_row_and_those_below(name: str) -> None:
    """The picture of a game package on the architecture page is true: each module
    imports only from its own row and the rows below (the package's ``__init__`` is
    the public surface, over them all)."""
    from tests.test_imports import graph

    package = f"tricktake.{GAME_PACKAGES[name]}"
    row = {module: depth for depth, modules in enumerate(ROWS) for module in modules}
    assert set(row) == {m.removesuffix(".py") for m in LAYOUT | OPTIONAL} - {"__init__"}
    upward = [
        f"{module.rpartition('.')[2]} imports {target.rpartition('.')[2]}"
        for module, targets in graph().items()
        if module.startswith(package + ".")
        for target in targets
        if target.startswith(package + ".")
        and row[target.rpartition(".")[2]] < row[module.rpartition(".")[2]]
    ]
    assert not upward, f"{name}: imports that go up a row: {upward}"


def _layout_leaks(path: Path) -> list[str]:
    """Where ``path`` indexes a state's tuple by number (``state[8]``, ``stage[2]``,
    ``state[:6]``) or builds a tuple positionally with ``tuple.__new__``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            index = node.slice
            numeric = isinstance(index, ast.Constant) and type(index.value) is int
            sliced = isinstance(index, ast.Slice)
            if node.value.id in STATE_NAMES and (numeric or sliced):
                found.append((node.lineno, f"{path.name}:{node.lineno} {ast.unparse(node)}"))
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "__new__"
            and isinstance(node.value, ast.Name)
            and node.value.id == "tuple"
        ):
            found.append((node.lineno, f"{path.name}:{node.lineno} tuple.__new__"))
    return [leak for _, leak in sorted(found)]


@pytest.mark.parametrize("name", sorted(GAME_PACKAGES))
def test_the_state_layout_stays_in_the_modules_that_define_it(name: str) -> None:
    """Issue 19, item 3: game code reads states by field name and builds them with the
    constructors of ``state.py``; only ``state.py`` knows the tuple layout."""
    package = ROOT / GAME_PACKAGES[name]
    leaks = [
        leak
        for path in sorted(package.glob("*.py"))
        if path.name not in LAYOUT_MODULES
        for leak in _layout_leaks(path)
    ]
    assert not leaks, f"{name}: the state layout is used outside state.py: {leaks}"


def test_the_leak_finder_finds_index_access_and_positional_builds(tmp_path: Path) -> None:
    """The check above can fail: it finds each kind of leak."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "_new = tuple.__new__\nphase = state[8][2]\nhead = state[:6]\nok = hands[0]\n",
        encoding="utf-8",
    )
    leaks = _layout_leaks(sample)
    assert leaks == ["sample.py:1 tuple.__new__", "sample.py:2 state[8]", "sample.py:3 state[:6]"]


@pytest.mark.parametrize("name", sorted(GAME_PACKAGES))
def test_every_state_has_the_common_names(name: str) -> None:
    """Issue 19, item 3: every game's state exposes the same names for the same things,
    in every kind of state (before a deal, in one, at the end of a game)."""
    from tests.strategies import play_through

    playthrough = play_through(name, tricktake.get_game(name).presets()[0], seed=3, deals=1)
    game = playthrough.game
    for state in playthrough.states:
        assert state.rules == playthrough.rules
        assert state.actor == game.to_move(state)
        assert game.events(state, None) == tuple(e for e in state.events if e.audience is None)
        assert type(state.dealer) is int and type(state.deal_number) is int
        assert state.phase is not None
