"""Parsers under fuzzing (issue 12, layer 4): card text, action text, deal text and
record JSON of every game, fed valid inputs and random and structured mutations of them
(character edits, token edits, values of the wrong type in a record).

Every input either parses to a value whose canonical text parses back to it (and is
written the same way again), or raises the parser's documented ``TricktakeError``
subclass (:class:`~tricktake.ActionSyntaxError` for card and action text,
:class:`~tricktake.RecordError` for records, loaded and replayed; ``load`` reads a text
that does not start with ``{`` or ``[`` as a file name, and raises ``OSError`` as
documented when there is no such file and the text could be a file name), never another exception (CONVENTIONS "Actions as text", DESIGN "Bad input").

The inputs per parser are ``BUDGET.fuzz_inputs``: a few dozen in the ``py`` env, some
thousands in ``tox -e verify``, 100,000 with ``TRICKTAKE_VERIFY=deep``.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tricktake
from tests.strategies import play_through
from tests.verification.registry import BUDGET, record
from tricktake.cards import Card, card_text, parse_card
from tricktake.record import Record, dump, load, replay

FUZZ = settings(
    max_examples=BUDGET.fuzz_inputs,
    deadline=None,
    database=None,
    # pyright reads the items from HealthCheckMeta.__iter__, which hypothesis leaves untyped.
    suppress_health_check=list(HealthCheck),  # pyright: ignore[reportArgumentType]
)

ALPHABET = "0123456789TJQKAtjqkaCDHSXcdhsx♣♦♥♠=-_ \t\n,.:;{}[]\"'\\éſ\x00\u200b"
"""Characters that card, action and record texts are made of, and some that they are
not (a NUL, a zero-width space, a letter that ``upper()`` maps onto ``S``)."""

SEPARATORS = (" ", "", "  ", "=", ",", "\t")

INPUTS: dict[str, int] = {}
"""Inputs tried per parser, for the report."""


@st.composite
def mutated(draw: st.DrawFn, texts: Sequence[str]) -> str:
    """A text of ``texts`` as it is, or with character or token edits, or random text."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.text(ALPHABET, max_size=30))
    text = draw(st.sampled_from(texts))
    if kind == 1:
        return text
    if kind <= 5:  # character edits
        chars = list(text)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(chars)))
            op = draw(st.integers(0, 3))
            if op == 0 or not chars:
                chars.insert(at, draw(st.sampled_from(ALPHABET)))
            elif op == 1:
                del chars[min(at, len(chars) - 1)]
            elif op == 2:
                chars[min(at, len(chars) - 1)] = draw(st.sampled_from(ALPHABET))
            else:
                chars[min(at, len(chars) - 1)] = chars[min(at, len(chars) - 1)].swapcase()
        return "".join(chars)
    # token edits: drop, duplicate, swap, or borrow a token of another text
    tokens = text.split(" ")
    pool = [t for other in texts for t in other.split(" ")]
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(tokens) - 1)) if tokens else 0
        op = draw(st.integers(0, 3))
        if op == 0 and tokens:
            del tokens[at]
        elif op == 1 and tokens:
            tokens.insert(at, tokens[at])
        elif op == 2 and len(tokens) > 1:
            other = draw(st.integers(0, len(tokens) - 1))
            tokens[at], tokens[other] = tokens[other], tokens[at]
        else:
            tokens.insert(at, draw(st.sampled_from(pool)))
    return draw(st.sampled_from(SEPARATORS)).join(tokens) if kind == 9 else " ".join(tokens)


def _count(parser: str) -> None:
    INPUTS[parser] = INPUTS.get(parser, 0) + 1


def _report(parser: str, began: float) -> None:
    record(
        "fuzz", parser, inputs=INPUTS.get(parser, 0), seconds=f"{time.perf_counter() - began:.1f}"
    )


# --------------------------------------------------------------------------- cards
def _card_texts() -> list[str]:
    out: list[str] = []
    for code in range(80):
        try:
            out.append(card_text(Card(code)))
        except tricktake.ActionSyntaxError:
            continue
    return out


def test_fuzz_card_text() -> None:
    """CONVENTIONS "Cards": any text parses to a card whose canonical text parses back
    to it, or raises ActionSyntaxError; any code is a card with text, or raises it."""
    began = time.perf_counter()
    texts = _card_texts()
    assert "10S" in texts and "JK" in texts

    @FUZZ
    @given(text=mutated(texts), code=st.integers(-5, 90))
    def check(text: str, code: int) -> None:
        _count("card text")
        try:
            card = parse_card(text)
        except tricktake.ActionSyntaxError:
            pass
        else:
            canonical = card_text(card)
            assert parse_card(canonical) == card and card_text(parse_card(canonical)) == canonical
        try:
            shown = card_text(Card(code))
        except tricktake.ActionSyntaxError:
            pass
        else:
            assert parse_card(shown) == code

    check()
    _report("card text", began)


# --------------------------------------------------------------------------- actions
@cache
def contexts(
    name: str,
) -> tuple[tuple[tuple[Any, tuple[str, ...]], ...], tuple[tuple[Any, tuple[str, ...]], ...]]:
    """States of seeded games of every preset of ``name`` with the canonical texts of
    their legal actions: (decision states, chance states with their deal's text)."""
    game = tricktake.get_game(name)
    decisions: list[tuple[Any, tuple[str, ...]]] = []
    chances: list[tuple[Any, tuple[str, ...]]] = []
    for preset in game.presets():
        playthrough = play_through(name, preset, seed=len(decisions) + 1, deals=1)
        for state, action, _ in playthrough.steps():
            if game.to_move(state) is tricktake.CHANCE:
                chances.append((state, (game.format_action(action),)))
            else:
                legal = game.legal_actions(state)
                texts = {game.format_action(a) for a in list(legal)[:12]}
                decisions.append((state, tuple(sorted(texts | {game.format_action(action)}))))
    return tuple(decisions), tuple(chances)


def _fuzz_actions(name: str, chance: bool) -> None:
    game = tricktake.get_game(name)
    decisions, chances = contexts(name)
    places = chances if chance else decisions
    texts = sorted({t for _, ts in places for t in ts})
    parser = f"{name} {'deal' if chance else 'action'} text"

    @FUZZ
    @given(where=st.integers(0, len(places) - 1), data=st.data())
    def check(where: int, data: st.DataObject) -> None:
        state, own = places[where]
        text = data.draw(mutated(sorted(own) + texts[:: max(1, len(texts) // 40)]))
        _count(parser)
        try:
            action = game.parse_action(state, text)
        except tricktake.ActionSyntaxError:
            return
        canonical = game.format_action(action)
        assert canonical == str(action)
        again = game.parse_action(state, canonical)
        assert again == action, f"{text!r} -> {canonical!r} -> {again!r}"
        assert game.format_action(again) == canonical

    began = time.perf_counter()
    check()
    _report(parser, began)


@pytest.mark.parametrize("name", tricktake.games())
def test_fuzz_action_text(name: str) -> None:
    """CONVENTIONS "Actions as text" (N99-INV-18 and the other documents' text rules):
    mutated action texts parse to an action whose canonical text parses back to it, or
    raise ActionSyntaxError."""
    _fuzz_actions(name, chance=False)


@pytest.mark.parametrize("name", tricktake.games())
def test_fuzz_deal_text(name: str) -> None:
    """CONVENTIONS "Actions as text": mutated deal texts parse to a deal whose canonical
    text parses back to it, or raise ActionSyntaxError."""
    _fuzz_actions(name, chance=True)


# --------------------------------------------------------------------------- records
@cache
def record_texts(name: str) -> tuple[str, ...]:
    """Canonical records of seeded partial games of a few presets of ``name``."""
    game = tricktake.get_game(name)
    out: list[str] = []
    for seed, preset in enumerate(game.presets()[:4], 1):
        playthrough = play_through(name, preset, seed, deals=1)
        actions = playthrough.actions[: 1 + seed * 7]
        state = playthrough.states[len(actions)]
        document = Record.from_game(
            game,
            playthrough.rules,
            actions,
            first_dealer=playthrough.first_dealer,
            result=game.scores(state) if seed % 2 else None,
        )
        out.append(dump(document))
    return tuple(out)


_JUNK: tuple[object, ...] = (None, True, 0, -1, 1.5, 1e400, "", "x", [], {}, [1], {"a": 1})
"""Values to put anywhere in a record (copied: the mutations change them in place)."""


def _container(value: object) -> dict[str, Any] | list[Any] | None:
    """``value`` if it is a JSON object or array with something in it, else None."""
    if isinstance(value, dict | list) and value:
        return cast("dict[str, Any] | list[Any]", value)
    return None


def _places(node: dict[str, Any] | list[Any]) -> list[Any]:
    """The keys of a JSON object (sorted), or the indices of an array."""
    return sorted(node) if isinstance(node, dict) else list(range(len(node)))


@st.composite
def record_documents(draw: st.DrawFn, texts: Sequence[str]) -> str:
    """A record's text as it is, with text edits, or with a value replaced, added or
    removed somewhere in its JSON tree."""
    if draw(st.booleans()):
        return draw(mutated(texts))
    doc = json.loads(draw(st.sampled_from(texts)))
    for _ in range(draw(st.integers(1, 3))):
        node = _container(doc)
        while node is not None and draw(st.booleans()):
            child = _container(node[draw(st.sampled_from(_places(node)))])
            if child is None:
                break
            node = child
        if node is None:
            continue
        at = draw(st.sampled_from(_places(node)))
        op = draw(st.integers(0, 2))
        if op == 0:
            del node[at]
        elif op == 1:
            node[at] = copy.deepcopy(draw(st.sampled_from(_JUNK)))
        elif isinstance(node, dict):  # a key added
            node[draw(st.sampled_from([at + "x", "extra", "tricktake"]))] = 1
        else:  # an element doubled
            node.insert(at, copy.deepcopy(node[at]))
    return json.dumps(doc, ensure_ascii=draw(st.booleans()))


@pytest.mark.parametrize("name", tricktake.games())
def test_fuzz_record_json(name: str) -> None:
    """DESIGN "Recorded games": a mutated record loads to a Record whose canonical dump
    loads back to it and dumps the same, and replays to a state; or ``load`` or
    ``replay`` raises RecordError."""
    texts = record_texts(name)
    for text in texts:
        replay(load(text))
    parser = f"{name} record JSON"

    @FUZZ
    @given(text=record_documents(texts))
    def check(text: str) -> None:
        _count(parser)
        try:
            document = load(text)
        except tricktake.RecordError:
            return
        except OSError:
            # documented: a str that does not start with "{" or "[", and holds no line
            # break or double quote, names a file
            assert text.removeprefix("\ufeff").lstrip()[:1] not in ("{", "["), text
            assert "\n" not in text and '"' not in text, text
            return
        canonical = dump(document)
        assert load(canonical) == document and dump(load(canonical)) == canonical
        try:
            replay(document)
        except tricktake.RecordError:
            return

    began = time.perf_counter()
    check()
    _report(parser, began)


PARSERS: dict[str, Callable[..., None]] = {
    "card text": test_fuzz_card_text,
    "action text": test_fuzz_action_text,
    "deal text": test_fuzz_deal_text,
    "record JSON": test_fuzz_record_json,
}
"""The fuzzed parsers (for the Verification page)."""
