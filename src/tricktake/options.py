"""Shared machinery for a game's frozen ``Rules`` dataclass and its presets.

A game's options are the fields of one frozen dataclass (:doc:`/conventions`, *Options and
presets*). Each field is declared with :func:`option`: its default, its doc and the
values it allows, next to the field, as ``attrs`` declares validators:

>>> import dataclasses
>>> from tricktake.options import check_fields, describe, option
>>> @dataclasses.dataclass(frozen=True)
... class Table:
...     players: int = option(4, at_least=3, at_most=8, doc="Seats at the table.")
...     target: int = option(100, allowed=(100, 150), doc="The total that ends a game.")
...     deals: int | None = option(None, at_least=1, doc="Deals in a game, or no limit.")
...     def __post_init__(self) -> None:
...         check_fields(self)
>>> Table(players=5.0, deals=9)
Table(players=5, target=100, deals=9)
>>> Table(target=120)
Traceback (most recent call last):
...
tricktake.errors.RulesError: option target=120 is not valid: expected 100 or 150

:func:`check_fields`, called from the dataclass's ``__post_init__``, converts JSON-shaped
values (lists, strings, ``None``) into the field types and checks the declared values, so
that every game's options fail with one message shape, ``option NAME=VALUE is not valid:
expected ...``. :func:`build_rules` turns a preset name plus overrides into a rules value,
:func:`preset_of` finds the preset that a rules value departs from least, for records,
and :func:`describe` lists the options for the documentation.

*Typed options.* Each game also declares ``Options``, a ``TypedDict`` (``total=False``)
whose keys are its rules fields with their types (``tricktake.nap.Options``), and its
``rules`` method takes ``**options: Unpack[Options]`` for type checkers only: a checker
rejects an unknown option name or a value of another type, any subset of the options may
be given, and a test keeps the keys and types equal to the fields. At run time
``game.rules`` also takes an option's JSON form (an enum's value, a list for a tuple) and
converts it, as a record needs; a checker asks for the field's own type, and options
read from JSON pass as a ``dict[str, Any]``.

The field types that the machinery knows: ``bool``, ``int``, ``str``, enums (from their
values), :data:`~tricktake.cards.Card` (from card text such as ``"10H"``), ``tuple[X,
...]`` and ``frozenset[X]`` of those (from lists), and ``X | None``.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import itertools
import re
import types
import typing
from collections.abc import Collection, Iterable, Mapping
from typing import Any, NamedTuple, TypeVar, cast

from .cards import Card, card_text, parse_card
from .errors import ActionSyntaxError, RulesError, UnknownPresetError, shown

__all__ = [
    "OptionInfo",
    "build_rules",
    "changes",
    "check_fields",
    "describe",
    "named_in",
    "option",
    "option_error",
    "option_json",
    "preset_of",
]

R = TypeVar("R")
T = TypeVar("T")

_METADATA_KEY = "tricktake.option"


class _Declared(NamedTuple):
    """What :func:`option` declares besides the default."""

    doc: str
    allowed: tuple[object, ...] | None
    at_least: int | None
    at_most: int | None


def option(
    default: T,
    *,
    doc: str,
    allowed: Iterable[object] | None = None,
    at_least: int | None = None,
    at_most: int | None = None,
) -> T:
    """Declare a field of a frozen rules dataclass: its default, doc and allowed values.

    Use it as the field's default, ``pack: int = option(36, allowed=(24, 36, 52, 60),
    doc="Cards in the pack.")``; it returns a :func:`dataclasses.field`. ``allowed`` lists
    the values that the option may take (enum members or their values); ``at_least`` and
    ``at_most`` bound an integer. For a tuple or frozenset the constraints apply to each
    item, and ``None`` is always allowed where the type is ``X | None``.
    :func:`check_fields` checks them; :func:`describe` shows them with ``doc``.
    """
    declared = _Declared(doc, None if allowed is None else tuple(allowed), at_least, at_most)
    assert declared.allowed != (), "an option allows at least one value"  # a code bug
    return dataclasses.field(default=default, metadata={_METADATA_KEY: declared})


def option_error(rules: object, name: str, expected: str) -> RulesError:
    """The error for the value of option ``name`` of ``rules``, in the one shape that
    every game's options use: ``option NAME=VALUE is not valid: expected EXPECTED``.

    The value is shown in its JSON form (:func:`option_json`, cards as text). Games
    raise it from their checks between options, such as a bid-bonus table that must fit
    the number of hands:

    >>> from tricktake.ninety_nine import Rules
    >>> from tricktake.options import option_error
    >>> option_error(Rules(), "bid_bonus", "[30, 20, 10, 0] for 4 hands")
    RulesError('option bid_bonus=[30, 20, 10] is not valid: expected [30, 20, 10, 0] for 4 hands')
    """
    hints = {f.name: f.hint for f in _fields(type(rules))}
    assert name in hints, f"{type(rules).__name__} has no option {name!r}"  # a code bug
    hint = hints[name]
    return _invalid(name, option_json(getattr(rules, name), hint), expected)


def named_in(error: RulesError, names: Iterable[str]) -> tuple[str, ...]:
    """The option names among ``names`` that ``error``'s reason names (as ``name=...``
    or ``'name'``), in the order of ``names``: where a caller shows which of the options
    it was given are at fault, without guessing from each option alone. (The presets
    that a message may end with, :attr:`RulesError.presets`, name the options given,
    not the ones at fault.)

    >>> from tricktake.errors import RulesError
    >>> from tricktake.options import named_in
    >>> named_in(RulesError("option pack=52 is not supported yet"), ["target", "pack"])
    ('pack',)
    """
    text = error.reason
    return tuple(n for n in names if re.search(rf"\b{re.escape(n)}=|'{re.escape(n)}'", text))


def _invalid(name: str, value: object, expected: str) -> RulesError:
    return RulesError(f"option {name}={shown(value)} is not valid: expected {expected}")


# -- the field types ----------------------------------------------------------------------


def _optional(hint: Any) -> Any:
    """``X`` for a hint ``X | None`` (or ``Optional[X]``), else None."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(args) == 1 and len(typing.get_args(hint)) == 2:
            return args[0]
    return None


def _items(hint: Any) -> Any:
    """The item type of ``tuple[X, ...]`` or ``frozenset[X]``, else None."""
    origin = typing.get_origin(hint)
    if origin is tuple:
        (item, _ellipsis) = typing.get_args(hint)
        return item
    if origin is frozenset:
        (item,) = typing.get_args(hint)
        return item
    return None


def _is_enum(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, enum.Enum)


def _leaf(hint: Any) -> Any:
    """The scalar type inside ``hint``: ``int`` for ``tuple[int, ...] | None``."""
    inner = _optional(hint)
    if inner is not None:
        return _leaf(inner)
    item = _items(hint)
    return hint if item is None else _leaf(item)


def _a(hint: Any) -> str:
    """What a value of the scalar type ``hint`` is, for "expected ...": ``an integer``."""
    return "one of " + _members(hint) if _is_enum(hint) else _A_SCALAR[hint]


def _members(hint: Any) -> str:
    """The values of the enum ``hint``: ``'declare', 'open', 'reveal'``."""
    return ", ".join(shown(m.value) for m in hint)


_A_SCALAR: dict[object, str] = {
    bool: "true or false",
    int: "an integer",
    str: "a string",
    Card: "a card such as 'AS', '10H' or 'JK'",
}

_PLURAL: dict[object, str] = {bool: "booleans", int: "integers", str: "strings", Card: "cards"}


def _type_text(hint: Any) -> str:
    """The type of an option as the code spells it: ``int``, ``tuple[Card, ...]``."""
    inner = _optional(hint)
    if inner is not None:
        return f"{_type_text(inner)} | None"
    item = _items(hint)
    if item is not None:
        tail = ", ..." if typing.get_origin(hint) is tuple else ""
        return f"{typing.get_origin(hint).__name__}[{_type_text(item)}{tail}]"
    return "Card" if hint is Card else str(hint.__name__)


class _Check(NamedTuple):
    """A field's declared constraints, compiled: its scalar values are checked by them."""

    values: tuple[object, ...] | None  # the allowed values in declared order, coerced
    allowed: frozenset[object] | None
    at_least: int | None
    at_most: int | None
    expected: str | None  # what the constraints allow, for messages and the docs


_NO_CHECK = _Check(None, None, None, None, None)


def _compile(name: str, hint: Any, declared: _Declared | None) -> _Check:
    if declared is None or declared[1:] == (None, None, None):
        return _NO_CHECK
    leaf = _leaf(hint)
    values = None
    texts: list[str] = []
    if declared.allowed is not None:
        values = tuple(_coerce(name, leaf, v, _NO_CHECK) for v in declared.allowed)
        words = [shown(option_json(v, leaf)) for v in values]
        texts.append(", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0])
    low, high = declared.at_least, declared.at_most
    if low is not None and high is not None:
        texts.append(f"an integer from {low} to {high}")
    elif low == 1:
        texts.append("a positive integer")
    elif low is not None:
        texts.append(f"an integer >= {low}")
    elif high is not None:
        texts.append(f"an integer <= {high}")
    allowed = None if values is None else frozenset(values)
    return _Check(values, allowed, low, high, ", and ".join(texts))


def _expected(hint: Any, check: _Check) -> str:
    """What a value of the field type ``hint`` may be, constraints included."""
    inner = _optional(hint)
    if inner is not None:
        return _or_null(_expected(inner, check), True)
    item = _items(hint)
    if item is not None:
        distinct = "distinct " if typing.get_origin(hint) is frozenset else ""
        if check.expected is not None:
            return f"a list of {distinct}values, each {check.expected}"
        if _is_enum(item):
            return f"a list of {distinct}values from {_members(item)}"
        return f"a list of {distinct}{_PLURAL[item]}"
    return _a(hint) if check.expected is None else check.expected


def _coerce(name: str, hint: Any, value: object, check: _Check, nullable: bool = False) -> object:
    """``value`` converted to the field type ``hint`` and checked, or a RulesError.

    ``name`` is the option's name, with the item's index inside a list.
    """
    inner = _optional(hint)
    if inner is not None:
        return None if value is None else _coerce(name, inner, value, check, nullable=True)
    item = _items(hint)
    if item is not None:
        if not isinstance(value, list | tuple | set | frozenset):
            raise _type_error(name, value, hint, check, nullable)
        members = cast("Collection[object]", value)
        items = [_coerce(f"{name}[{i}]", item, v, check) for i, v in enumerate(members)]
        if typing.get_origin(hint) is tuple:
            return tuple(items)
        if len(set(items)) != len(items):
            raise _invalid(name, option_json(members), _expected(hint, check) + ": no value twice")
        return frozenset(items)
    coerced = _scalar(hint, value)
    if coerced is _BAD:  # say the type ("an integer"), or an enum's allowed values
        raise _type_error(name, value, hint, check if _is_enum(hint) else _NO_CHECK, nullable)
    if check is not _NO_CHECK and not _allows(check, coerced):
        expected = _or_null(typing.cast(str, check.expected), nullable)
        raise _invalid(name, option_json(coerced, hint), expected)
    return coerced


_BAD = object()


def _scalar(hint: Any, value: object) -> object:
    """``value`` as a value of the scalar type ``hint``, or ``_BAD``."""
    if _is_enum(hint):
        if isinstance(value, hint):
            return value
        try:
            return hint(value)
        except (ValueError, TypeError):  # TypeError: an unhashable value such as a list
            return _BAD
    if hint is bool:
        return value if isinstance(value, bool) else _BAD
    if isinstance(value, bool):  # a bool is an int to Python, never to an option
        return _BAD
    if hint is int:
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():  # JSON's 150.0 is 150
            return int(value)
        return _BAD
    if hint is str:
        return value if isinstance(value, str) else _BAD
    if hint is Card:
        if isinstance(value, str):
            try:
                return parse_card(value)
            except ActionSyntaxError:
                return _BAD
        if isinstance(value, int):
            try:
                card_text(Card(value))
            except ValueError:
                return _BAD
            return Card(value)
        return _BAD
    raise TypeError(f"unsupported option type {hint!r}")  # pragma: no cover - a code bug


def _allows(check: _Check, value: object) -> bool:
    if check.allowed is not None and value not in check.allowed:
        return False
    if check.at_least is not None and typing.cast(int, value) < check.at_least:
        return False
    return check.at_most is None or typing.cast(int, value) <= check.at_most


def _type_error(name: str, value: object, hint: Any, check: _Check, nullable: bool) -> RulesError:
    return _invalid(name, value, _or_null(_expected(hint, check), nullable))


def _or_null(expected: str, nullable: bool) -> str:
    return f"{expected}, or null" if nullable else expected


# -- the fields of a rules class ---------------------------------------------------------------


class _Field(NamedTuple):
    name: str
    hint: Any
    check: _Check
    field: dataclasses.Field[Any]
    plain: type | None  # the hint when it is a class (int, an enum): values of it need no walk


_FIELDS: dict[type, tuple[_Field, ...]] = {}


def _fields(cls: type) -> tuple[_Field, ...]:
    """The fields of a rules class with their types and compiled checks, cached."""
    fields = _FIELDS.get(cls)
    if fields is None:
        hints = typing.get_type_hints(cls)
        fields = _FIELDS[cls] = tuple(_field(f, hints[f.name]) for f in dataclasses.fields(cls))
    return fields


def _field(field: dataclasses.Field[Any], hint: Any) -> _Field:
    check = _compile(field.name, hint, _declared(field))
    return _Field(field.name, hint, check, field, hint if isinstance(hint, type) else None)


def _declared(field: dataclasses.Field[Any]) -> _Declared | None:
    declared = field.metadata.get(_METADATA_KEY)
    return declared if isinstance(declared, _Declared) else None


def check_fields(rules: object) -> None:
    """Convert each field of a frozen rules dataclass to its type and check its declared
    values (:func:`option`), in place.

    Called from the dataclass's ``__post_init__``, so that ``Rules(bid_bonus=[30, 20, 10])``
    and ``game.rules(bid_bonus=[30, 20, 10])`` agree: enums from their values, cards from
    their text, tuples and frozensets from lists.

    :raises RulesError: for a value that is not of the field's type and does not convert,
        or that the declaration does not allow; the message names the option, the value
        and what was expected.
    """
    for field in _fields(type(rules)):
        value = getattr(rules, field.name)
        if type(value) is field.plain and _allows(field.check, value):
            continue  # the common case, and Rules() is built on every game.rules() call
        coerced = _coerce(field.name, field.hint, value, field.check)
        if coerced is not value:
            object.__setattr__(rules, field.name, coerced)


def option_json(value: object, hint: object = None) -> object:
    """An option value in JSON form: enums by value, tuples and sets as lists, and, where
    ``hint`` (the field's type) says they are cards, cards as text.

    >>> from tricktake.options import option_json
    >>> option_json((parse_card("AH"), parse_card("10S")), tuple[Card, ...])
    ['AH', '10S']
    """
    if isinstance(value, enum.Enum):
        return value.value
    item = None if hint is None else _leaf(hint)
    if isinstance(value, frozenset | tuple | list):
        members = cast("Collection[object]", value)
        texts = [option_json(v, item) for v in members]
        return sorted(texts, key=str) if isinstance(value, frozenset) else texts
    if item is Card and isinstance(value, int):
        return card_text(Card(value))
    return value


# -- presets -------------------------------------------------------------------------------


def build_rules(
    cls: type[R], presets: Mapping[str, R], preset: str, overrides: Mapping[str, Any]
) -> R:
    """The rules of ``preset`` with ``overrides`` applied, coerced and validated.

    The dataclass coerces and checks its fields (:func:`check_fields`) and the rules
    between them in ``__post_init__``, raising :class:`RulesError`.

    :raises UnknownPresetError: for a preset not in ``presets``.
    :raises RulesError: for an unknown option or a value that is not valid; where the
        overrides conflict with the rest of ``preset`` but other presets take them, the
        message names those presets (:attr:`RulesError.presets`):

    >>> import tricktake
    >>> try:
    ...     tricktake.get_game("ninety-nine").rules("revised", players=4)
    ... except tricktake.RulesError as error:
    ...     print(error.reason)
    ...     print(error.presets[:4])
    option bid_bonus=[30, 20, 10] is not valid: expected [30, 20, 10, 0] for 4 hands
    ('revised-4p', 'original-4p', 'original-4p-no-premium', 'naughty-nun-4p')
    """
    base = presets.get(preset) if isinstance(preset, str) else None
    if base is None:
        known = ", ".join(repr(p) for p in presets)
        raise UnknownPresetError(f"unknown preset {preset!r}: expected one of {known}")
    fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for name in overrides:
        if name not in fields:
            known = ", ".join(sorted(fields))
            raise RulesError(f"unknown option {name!r}: expected one of {known}")
    try:
        return dataclasses.replace(base, **overrides)  # type: ignore[type-var]
    except RulesError as error:
        fits = tuple(name for name in presets if _takes(presets[name], overrides))
        if not fits:
            raise
        hints = {f.name: f.hint for f in _fields(cls)}
        given = ", ".join(f"{k}={shown(option_json(v, hints[k]))}" for k, v in overrides.items())
        hint = f"the presets that take {given}: {', '.join(fits)}"
        raise RulesError(f"{error}; {hint}", reason=str(error), presets=fits) from None


def _takes(rules: object, overrides: Mapping[str, Any]) -> bool:
    """Whether ``overrides`` on ``rules`` make valid rules."""
    try:
        dataclasses.replace(rules, **overrides)  # type: ignore[type-var]
    except RulesError:
        return False
    return True


def preset_of(rules: R, presets: Mapping[str, R]) -> tuple[str, dict[str, object]]:
    """The preset that ``rules`` departs from in the fewest options, and those options
    in JSON form.

    Ties go to the preset listed first. Every view's JSON names its rules this way, so
    the answer is kept per rules value and preset table (both immutable); each call gets
    its own copy of the options.
    """
    key = (id(presets), rules)
    found = _PRESET_OF.get(key)
    if found is None or found[0] is not presets:
        if len(_PRESET_OF) >= _PRESET_OF_SIZE:
            _PRESET_OF.clear()
        # the entry holds the table itself, so its id is never another table's
        found = _PRESET_OF[key] = (presets, *_closest_preset(rules, presets))
    return found[1], copy.deepcopy(found[2])


_PRESET_OF: dict[tuple[int, object], tuple[object, str, dict[str, object]]] = {}
_PRESET_OF_SIZE = 1024  # rules values kept at once: a cache, never a leak


def changes(rules: R, base: R) -> dict[str, object]:
    """The options in which ``rules`` differs from ``base``, in field order, with their
    values in ``rules`` in JSON form: what a preset changes from the default preset.

    >>> from tricktake.nap import PRESETS
    >>> from tricktake.options import changes
    >>> changes(PRESETS["joker"], PRESETS["standard"])
    {'joker': True}
    """
    return {
        f.name: option_json(getattr(rules, f.name), f.hint)
        for f in _fields(type(rules))
        if getattr(rules, f.name) != getattr(base, f.name)
    }


def _closest_preset(rules: R, presets: Mapping[str, R]) -> tuple[str, dict[str, object]]:
    best: tuple[str, dict[str, object]] | None = None
    for name, base in presets.items():
        diff = changes(rules, base)
        if best is None or len(diff) < len(best[1]):
            best = (name, diff)
    assert best is not None, "a game has at least one preset"
    return best


# -- documentation ---------------------------------------------------------------------------


class OptionInfo(NamedTuple):
    """One option of a rules class, as :func:`describe` lists it for the docs."""

    #: The option's name, the field's.
    name: str
    #: Its type as the code spells it: ``int``, ``int | None``, ``tuple[Card, ...]``.
    type: str
    #: Its default in JSON form (:func:`option_json`).
    default: object
    #: What it may be, as error messages say it: ``24, 36, 52 or 60``.
    allowed: str
    #: The ``doc`` of its declaration (:func:`option`), or ``""``.
    doc: str
    #: Every value it may take in JSON form, where they are few (bools, enums, declared
    #: values, subsets of a small enum), else ``None``.
    choices: tuple[object, ...] | None


def describe(cls: type) -> tuple[OptionInfo, ...]:
    """The options of the frozen rules dataclass ``cls``, in field order.

    >>> from tricktake.ninety_nine import Rules
    >>> from tricktake.options import describe
    >>> pack = describe(Rules)[2]
    >>> pack.name, pack.type, pack.default, pack.allowed, pack.choices
    ('pack', 'int', 36, '24, 36, 52 or 60', (24, 36, 52, 60))
    >>> pack.doc
    'Cards in the pack before any joker (N99-COMP-1..4).'
    """
    out: list[OptionInfo] = []
    for f in _fields(cls):
        declared = _declared(f.field)
        out.append(
            OptionInfo(
                name=f.name,
                type=_type_text(f.hint),
                default=option_json(f.field.default, f.hint),
                allowed=_expected(f.hint, f.check),
                doc="" if declared is None else declared.doc,
                choices=_choices(f.hint, f.check),
            )
        )
    return tuple(out)


_MOST_SUBSETS = 16  # the most subsets of a frozenset option that _choices lists
_MOST_RANGE = 16  # the most integers of a range that _choices lists


def _choices(hint: Any, check: _Check) -> tuple[object, ...] | None:
    """Every value of a field in JSON form, where they are few; else None."""
    inner = _optional(hint)
    if inner is not None:
        values = _choices(inner, check)
        return None if values is None else (None, *values)
    item = _items(hint)
    if item is not None:
        if typing.get_origin(hint) is tuple:
            return None
        values = _choices(item, check)
        if values is None or 2 ** len(values) > _MOST_SUBSETS:
            return None
        subsets = itertools.chain.from_iterable(
            itertools.combinations(values, k) for k in range(len(values) + 1)
        )
        return tuple(list(s) for s in subsets)
    if check.values is not None:
        return tuple(option_json(v, hint) for v in check.values)
    if check.at_least is not None and check.at_most is not None:
        count = check.at_most - check.at_least + 1
        return tuple(range(check.at_least, check.at_most + 1)) if count <= _MOST_RANGE else None
    if _is_enum(hint):
        return tuple(m.value for m in hint)
    return (True, False) if hint is bool else None
