"""Which layer checks which rule: the source of the "Verification" page of the docs.

Nothing here is written by hand about a rule: every rule identifier comes from the
tests' own metadata, so the page cannot drift from the tests.

- the *property suite* (``tests/properties/`` and each game's ``tests/<game>/adapter.py``):
  every identifier its modules name;
- the *state machine* and the *exhaustive* layer: the keys and docstrings of each
  adapter's ``info_checks``, ``state_checks`` and ``deal_checks`` (which they run), and
  the identifiers that the docstrings of its ``legal_oracle`` and ``follow_oracle``
  name; the state machine also its ``game_checks``, ``check_view`` and ``probes``;
- *CrossHair*: ``kernels.RULES``; *Z3*: ``test_proofs.PROOFS``; the *finite domain*
  checks and the *fuzzers*: the identifiers their test docstrings and modes name.

``test_catalog.py`` checks that every invariant (``*-INV-*``) of each rules document is
checked by a layer of ``tests/verification/``, and that ``docs/verification.rst`` is
what :func:`page` writes (regenerate with ``TRICKTAKE_REGENERATE=1``).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

import tricktake
from tests.properties.registry import ADAPTERS
from tests.verification import (
    checks,
    kernels,
    test_finite_domains,
    test_fuzz,
    test_proofs,
)

ROOT = Path(__file__).resolve().parents[2]
PREFIXES = {"ninety-nine": "N99", "nap": "NAP", "nines": "NINES", "newmarket": "NM"}

LAYERS = (
    "properties",
    "state machine",
    "exhaustive",
    "CrossHair",
    "Z3",
    "finite domain",
    "fuzzing",
)
"""The layers, in the order of the page's columns."""

_ID = r"\b({prefix})-([A-Z]+)-(\d+)((?:/\d+)*)(?:\.\.(\d+))?"


def rule_ids(text: str, prefixes: Iterable[str] = PREFIXES.values()) -> set[str]:
    """The rule identifiers ``text`` names, ranges (``N99-SCORE-6..9``) and pairs
    (``N99-INV-2/3``) expanded."""
    named: set[str] = set()
    for match in re.finditer(_ID.format(prefix="|".join(prefixes)), text):
        prefix, section, first = match.group(1), match.group(2), int(match.group(3))
        numbers = {first, *map(int, re.findall(r"/(\d+)", match.group(4)))}
        if match.group(5):
            numbers |= set(range(first, int(match.group(5)) + 1))
        named |= {f"{prefix}-{section}-{n}" for n in numbers}
    return named


def _doc(obj: object) -> str:
    return inspect.getdoc(obj) or ""


def _module_text(module: ModuleType) -> str:
    return inspect.getsource(module)


def layers_of(name: str) -> dict[str, set[str]]:
    """The rule identifiers of game ``name`` that each layer checks."""
    adapter = ADAPTERS[name]
    prefix = PREFIXES[name]
    steps = {**adapter.info_checks(), **adapter.state_checks(), **adapter.deal_checks()}
    keys = " ".join([*steps, *map(_doc, steps.values())])
    games = " ".join([*adapter.game_checks(), *map(_doc, adapter.game_checks().values())])
    oracles = " ".join(
        _doc(getattr(adapter, m)) for m in ("legal_oracle", "follow_oracle") if hasattr(adapter, m)
    )
    machine = " ".join([keys, games, oracles, _doc(adapter.check_view), _doc(adapter.probes)])
    suite = sorted((ROOT / "tests" / "properties").glob("*.py")) + sorted(
        (ROOT / "tests").glob("*/adapter.py")
    )
    properties = "\n".join(p.read_text(encoding="utf-8") for p in suite)
    finite = " ".join([*test_finite_domains.MODES, _module_text(test_finite_domains)])
    fuzz = " ".join(
        _doc(f) for f in (test_fuzz.test_fuzz_action_text, test_fuzz.test_fuzz_deal_text)
    )
    return {
        "properties": rule_ids(properties, [prefix]),
        "state machine": rule_ids(machine, [prefix]),
        "exhaustive": rule_ids(" ".join([keys, oracles]), [prefix]),
        "CrossHair": rule_ids(" ".join(kernels.RULES.values()), [prefix]),
        "Z3": rule_ids(" ".join(test_proofs.PROOFS.values()), [prefix]),
        "finite domain": rule_ids(finite, [prefix]),
        "fuzzing": rule_ids(fuzz, [prefix]),
    }


MUTATION = [
    "Mutation testing",
    "----------------",
    "",
    "``tox -e mutation`` runs mutmut 3 over the trick play (``tricks.py``,",
    "``trickrules.py``), the four games' scoring modules and Nap's contract values",
    "(``[tool.mutmut]`` in ``pyproject.toml``): it makes one small change at a time (a",
    "*mutant*: an operator, a constant, an argument), runs the tests that reach the",
    "changed function, and counts the mutant *killed* when a test fails. In a",
    "development environment (``pip install mutmut z3-solver``):",
    "``mutmut run --max-children 1``, then ``mutmut results`` and ``mutmut show NAME``;",
    '``mutmut run "tricktake.tricks*"`` runs the mutants of one module again. mutmut',
    "keeps its results in ``mutants/`` (ignored by git) and a later run only adds what",
    "changed: delete that folder for a fresh run.",
    "",
    "The last full run (mutmut 3.8.1, ``mutmut run --max-children 1``, 17 minutes on",
    "two shared cores): 850 mutants, 814 killed by a failing test, 6 by a timeout, each",
    "a genuine endless loop (a subset walk of ``PlayTable.fill`` that never reaches 0,",
    "``random_play`` drawing from an empty hand, a Nines game whose points only grow),",
    "and 30 survived. Which test meets a mutant first varies from run to run, and with",
    "it the split between failures and timeouts. Every survivor is equivalent, with a",
    "``# mutmut:`` comment at its line saying why: tables larger than any mask indexes,",
    "entries never read, start values that a trick's first card overwrites, a cache",
    "looked up twice, a filled table built again, factors and offsets that keep the",
    "order of the powers, a bonus that no hand gets, ``strict`` on lengths that always",
    "agree. Every mutant that can change behaviour is killed.",
    "",
    "mutmut imports the test modules once, before it switches a mutant on: rules",
    "built at import time never run a mutant, so the tests of the trick tables build",
    "their rules inside each test.",
    "",
]
"""The hand-written section on mutation testing, at the end of the page: the score of
the last full run (update it after a run)."""


def _sort_key(rule: str) -> tuple[str, int]:
    _, section, number = rule.rsplit("-", 2)
    return section, int(number)


def page() -> str:
    """The text of ``docs/verification.rst``."""
    out = [
        "Verification",
        "============",
        "",
        ".. This page is generated by tests/verification/catalog.py; do not edit it.",
        "   Regenerate: TRICKTAKE_REGENERATE=1 pytest tests/verification/test_catalog.py",
        "",
        "Besides the unit tests and the property suite (``tests/properties/``: random",
        "games of every preset against each game's independent reading of its rules",
        "document), ``tests/verification/`` checks the engine in layers that give",
        "stronger guarantees. ``tox -e verify`` runs them and prints what each did;",
        "``TRICKTAKE_VERIFY=deep tox -e verify`` runs a long local hunt.",
        "",
        "- **State machine**: one Hypothesis ``RuleBasedStateMachine`` for every game and",
        "  preset: legal and illegal actions, branches replayed from earlier states, views;",
        "  after every step the invariants below.",
        "- **Exhaustive**: every state reachable from seeded small positions (the last",
        "  tricks of Ninety-Nine and Nines deals, whole two-player Nap deals after bidding,",
        "  Newmarket deals with few cards in hand), each checked, each scored deal by the",
        "  rules document.",
        "- **CrossHair**: the trick winner, the trump comparison, bid values, Ninety-Nine's",
        "  deal points, Nap's settlement, Nines' score changes and Newmarket's payments",
        "  under contracts, each *confirmed over all paths*.",
        "- **Z3**: identities over unbounded parameters (any number of players, any",
        "  amounts, tricks of any length), proved against models tied to the code.",
        "- **Finite domain**: what CrossHair cannot prove, over its whole domain: every",
        "  trick of a small pack in every trick mode, follow suit for every hand, every",
        "  success set and every 3-card bid value.",
        "- **Fuzzing**: card, action and deal text and record JSON of every game parse to",
        "  a value that formats back to canonical text, or raise the documented error.",
        "- **Types**: ``mypy --strict`` and pyright in strict mode over the library and",
        "  the tests (``tox -e type``). Seats, card codes and chip amounts are distinct",
        "  ``NewType``\\ s (:data:`~tricktake.Seat`, :data:`~tricktake.Card`,",
        "  :data:`~tricktake.Chips`) and a suit is a plain enum (:class:`~tricktake.Suit`),",
        "  so a suit, a card or chips passed where a seat is expected is a type error;",
        "  ``tests/test_typing.py`` checks that such misuses are rejected.",
        "- **Golden playthroughs** (``tests/test_playthrough.py``) and **mutation testing**",
        "  of the kernels (``tox -e mutation``, below) complete the picture.",
        "",
        "Generic invariants, checked by the state machine and the exhaustive layer in",
        "every game:",
        "",
        *(f"- {check}" for check in checks.GENERIC_CHECKS),
        "",
        "Each rule of the rules documents that a verification layer checks, and which:",
        "",
    ]
    for name in tricktake.games():
        layers = layers_of(name)
        verified = set[str]().union(*(v for k, v in layers.items() if k != "properties"))
        title = f"{tricktake.get_game(name).name}"
        out += [title, "-" * len(title), "", ".. list-table::", "   :header-rows: 1", ""]
        out += ["   * - Rule", *(f"     - {layer}" for layer in LAYERS)]
        for rule in sorted(verified, key=_sort_key):
            out.append(f"   * - {rule}")
            out += [f"     - {'yes' if rule in layers[layer] else ''}" for layer in LAYERS]
        out.append("")
    out += MUTATION
    return "\n".join(out)


if __name__ == "__main__":
    print(page(), end="")
