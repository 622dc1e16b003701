"""What the games' events share: :func:`event_types`, which makes named-tuple event
classes typed values, :func:`event_kinds`, which lists a game's event classes by kind,
:func:`event_json`, which writes any event as JSON, the events of the same meaning,
fields and text in several games (:class:`DealerNamed`, :class:`HandDealt`,
:class:`ChipsPaid`, :class:`GameOver`, and :class:`TrickWon`, also exported by the
trick kernel's :mod:`tricktake.tricks`), and :func:`visible_events`, which keeps the
events a seat may see.

An event has a ``kind``, a canonical ``text`` and an ``audience``
(:class:`~tricktake.Event`); each game defines its own event classes beside these and
re-exports the shared ones it uses from its ``events`` module
(``tricktake.nap.events.HandDealt is tricktake.events.HandDealt``), so that a frontend
reads them alike in every game. Cards in an event are cards (a tuple of
:data:`~tricktake.cards.Card` in the game's canonical order), never masks.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Any, Literal, NamedTuple, cast, get_type_hints

from .actions import ActionText
from .cards import Card, Suit, card_text
from .errors import ArgumentError, TricktakeError, shown
from .game import Event
from .units import Chips, Seat

__all__ = [
    "ChipsPaid",
    "DealerNamed",
    "GameOver",
    "HandDealt",
    "TrickWon",
    "event_json",
    "event_kind",
    "event_kinds",
    "event_types",
    "visible_events",
]


def event_types(*classes: type[tuple[Any, ...]]) -> None:
    """Make named-tuple event classes behave as typed values: equal only to an event of
    the same class with equal fields (a named tuple alone equals any tuple of its
    values), hashed as their tuple, written as their ``text`` property (``str``), and
    shown as ``<HandDealt 'hand 0=AC KC …' to 0>``: the class, the event's text, and who
    may see it (the ``audience`` field, last).

    A game calls it once for its event classes, after defining them; each defines its
    ``kind`` and ``text`` as properties (a named tuple's class body holds fields and
    methods only).
    """
    for cls in classes:
        # mypy forbids assigning methods to a named tuple; the hash stays the tuple's
        setattr(cls, "__str__", vars(cls)["text"].fget)  # noqa: B010
        setattr(cls, "__repr__", _event_repr)  # noqa: B010
        setattr(cls, "__eq__", _event_eq)  # noqa: B010
        setattr(cls, "__ne__", _event_ne)  # noqa: B010
        setattr(cls, "__hash__", tuple.__hash__)  # noqa: B010  # pyright: ignore[reportUnknownMemberType]


def event_kind(cls: type[Event]) -> str:
    """The :attr:`~tricktake.Event.kind` of every event of the class ``cls`` (a
    property that gives the same string for every event of its class).

    >>> from tricktake.events import HandDealt, event_kind
    >>> event_kind(HandDealt)
    'hand'
    """
    kind: str = vars(cls)["kind"].fget(None)
    return kind


def event_kinds(*classes: type[Event]) -> Mapping[str, type[Event]]:
    """A game's event classes by kind: what its ``events`` module exports as
    ``EVENTS``, in the order given.

    :raises ValueError: for two classes of the same kind (a kind names one class of a
        game).
    """
    kinds: dict[str, type[Event]] = {}
    for cls in classes:
        kind = event_kind(cls)
        if kind in kinds:
            raise ValueError(f"{cls.__name__} and {kinds[kind].__name__} are both {kind!r}")
        kinds[kind] = cls
    return kinds


def event_json(event: Event) -> dict[str, Any]:
    """A JSON-ready dict of an event: ``kind``, ``text``, ``audience`` (``None`` or
    its seats ascending), then each of its class's fields by name, cards as their text,
    seats and counts as ints, suits as their letter, other enums by value, actions as
    their text, tuples as lists. Read from the class's fields and their annotations,
    once a class.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.events import HandDealt, event_json
    >>> from tricktake.units import Seat
    >>> event_json(HandDealt(Seat(0), (parse_card("2C"), parse_card("AS")), frozenset({0})))
    {'kind': 'hand', 'text': 'hand 0=2C AS', 'audience': [0], 'seat': 0, 'cards': ['2C', 'AS']}

    :raises ArgumentError: for an event with a field that cannot be written: a mask or
        anything else but a tuple of cards where its annotation says cards, or a value
        of a type that no event field has.
    """
    cls = type(event)
    writers = _WRITERS.get(cls)
    if writers is None:
        writers = _WRITERS[cls] = _writers(cls)
    audience = event.audience
    out: dict[str, Any] = {"kind": event.kind}
    name = "text"
    try:
        out["text"] = event.text
        out["audience"] = None if audience is None else sorted(audience)
        for name, write in writers:
            out[name] = write(getattr(event, name))
    except (TypeError, ValueError, TricktakeError) as error:
        # its fields raw: a broken field breaks the event's text and so its repr
        raw = shown(tuple(cast("tuple[object, ...]", event)))
        raise ArgumentError(
            f"event={type(event).__name__}{raw}: its {name} cannot be written as JSON ({error})",
            argument="event",
        ) from None
    return out


_Writer = Callable[[Any], Any]

_WRITERS: dict[type[Any], tuple[tuple[str, _Writer], ...]] = {}


def _writers(cls: type[Any]) -> tuple[tuple[str, _Writer], ...]:
    """How :func:`event_json` writes each field of ``cls`` but its audience: a card or
    a tuple of cards (an int at run time) by its annotation, anything else by value."""
    hints = get_type_hints(cls)
    writers: list[tuple[str, _Writer]] = []
    for name in cls._fields:
        if name == "audience":
            continue
        hint = hints[name]
        if hint is Card:
            writers.append((name, card_text))
        elif hint == tuple[Card, ...]:
            writers.append((name, _card_texts))
        else:
            writers.append((name, _plain))
    return tuple(writers)


def _card_texts(cards: tuple[Card, ...]) -> list[str]:
    if type(cards) is not tuple:
        raise TypeError(f"expected a tuple of cards, not {shown(cards)}")
    return [card_text(c) for c in cards]


def _plain(value: object) -> object:
    """A field's value as JSON, where no annotation says it holds cards."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Suit):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, ActionText):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in cast("tuple[object, ...]", value)]
    raise TypeError(f"{shown(value)} is of a type that no event field has")


def _event_repr(event: tuple[object, ...]) -> str:
    audience: frozenset[int] | None = event[-1]  # type: ignore[assignment]
    seen = "" if audience is None else " to " + ",".join(map(str, sorted(audience)))
    return f"<{type(event).__name__} {str(event)!r}{seen}>"


def _event_eq(event: tuple[object, ...], other: object) -> bool:
    return type(other) is type(event) and tuple.__eq__(event, other)  # pyright: ignore[reportUnknownMemberType]


def _event_ne(event: tuple[object, ...], other: object) -> bool:
    return not _event_eq(event, other)


class DealerNamed(NamedTuple):
    """The event of a deal about to start, in every game whose log names its dealer
    (NAP-LOG-1, NINES-LOG-1, NM-LOG-1): ``dealer 3``, kind ``dealer``."""

    #: The dealer.
    dealer: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["dealer"]:
        """``"dealer"``."""
        return "dealer"

    @property
    def text(self) -> str:
        """``dealer 3``."""
        return f"dealer {self.dealer}"


class HandDealt(NamedTuple):
    """A seat's hand, seen by that seat only (NAP-LOG-1, NINES-LOG-1): ``hand 0=5C 6D
    10H KS AS``, kind ``hand``, its cards in the game's canonical order."""

    #: The seat.
    seat: Seat
    #: The cards, in the game's canonical order.
    cards: tuple[Card, ...]
    #: The seats that may see the event.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["hand"]:
        """``"hand"``."""
        return "hand"

    @property
    def text(self) -> str:
        """``hand 0=5C 6D 10H KS AS``."""
        return f"hand {self.seat}={' '.join(map(card_text, self.cards))}"


class ChipsPaid(NamedTuple):
    """The chip changes of a settlement (NAP-LOG-1, NM-LOG-1): ``chips 0=+3 1=-9 2=+3
    3=+3``, kind ``chips``."""

    #: The change of each seat.
    deltas: tuple[Chips, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["chips"]:
        """``"chips"``."""
        return "chips"

    @property
    def text(self) -> str:
        """``chips 0=+3 1=-9 2=+3 3=+3``."""
        return " ".join(
            ["chips", *(f"{s}={d:+d}" if d else f"{s}=0" for s, d in enumerate(self.deltas))]
        )


class GameOver(NamedTuple):
    """The game is over, won by the seats with the best balance (NAP-END-3, NM-END-4):
    ``end winners=0``, ties ``end winners=0,2``, kind ``end``. (Nines and Ninety-Nine end
    with more to say: their own ``GameOver``, of the same kind.)"""

    #: The winners, ascending.
    winners: tuple[Seat, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["end"]:
        """``"end"``."""
        return "end"

    @property
    def text(self) -> str:
        """``end winners=0,2``."""
        return "end winners=" + ",".join(map(str, self.winners))


# Every trick game's, also exported from tricktake.tricks, whose kernel plays the tricks:
# defined here, outside the compiled build, which keeps no docstring of a named tuple
# (nor reads an event's kind from its class, event_kind).
class TrickWon(NamedTuple):
    """The event of a completed trick (N99, NAP-LOG-1): ``trick 3 1``, kind ``trick``,
    the trick's number in the deal from 1, then the hand that won it."""

    #: The trick's number, from 1.
    number: int
    #: The hand that won it.
    winner: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    @property
    def kind(self) -> Literal["trick"]:
        """``"trick"``."""
        return "trick"

    @property
    def text(self) -> str:
        """``trick 3 1``."""
        return f"trick {self.number} {self.winner}"


event_types(DealerNamed, HandDealt, ChipsPaid, GameOver, TrickWon)


def visible_events(events: tuple[Event, ...], seat: Seat | None) -> tuple[Event, ...]:
    """The events of ``events`` that ``seat`` may see (``None``: the public ones)."""
    return tuple(e for e in events if e.audience is None or seat in e.audience)
