"""What the games' events share: :func:`event_types`, which makes named-tuple event
classes typed values, the events of the same meaning, fields and text in several games
(:class:`DealerNamed`, :class:`HandDealt`, :class:`ChipsPaid`, :class:`GameOver`, and
:class:`~tricktake.tricks.TrickWon` of the trick kernel), and :func:`visible_events`,
which keeps the events a seat may see.

An event is anything with a canonical ``str`` and an ``audience``
(:class:`~tricktake.Event`); each game defines its own event classes beside these and
re-exports the shared ones it uses from its ``events`` module
(``tricktake.nap.events.HandDealt is tricktake.events.HandDealt``), so that a frontend
reads them alike in every game.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import card_text, cards_of
from .game import Event
from .units import Chips, Seat

__all__ = ["ChipsPaid", "DealerNamed", "GameOver", "HandDealt", "event_types", "visible_events"]


def event_types(*classes: type[tuple[Any, ...]]) -> None:
    """Make named-tuple event classes behave as typed values: equal only to an event of
    the same class with equal fields (a named tuple alone equals any tuple of its
    values), hashed as their tuple, and shown as ``<HandDealt 'hand 0=AC KC …' to 0>``:
    the class, the event's text, and who may see it (the ``audience`` field, last).

    A game calls it once for its event classes, after defining them.
    """
    for cls in classes:
        # mypy forbids assigning methods to a named tuple; the hash stays the tuple's
        setattr(cls, "__repr__", _event_repr)  # noqa: B010
        setattr(cls, "__eq__", _event_eq)  # noqa: B010
        setattr(cls, "__ne__", _event_ne)  # noqa: B010
        setattr(cls, "__hash__", tuple.__hash__)  # noqa: B010  # pyright: ignore[reportUnknownMemberType]


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
    (NAP-LOG-1, NINES-LOG-1, NM-LOG-1): ``dealer 3``."""

    #: The dealer.
    dealer: Seat
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"dealer {self.dealer}"


class HandDealt(NamedTuple):
    """A seat's hand, seen by that seat only (NAP-LOG-1, NINES-LOG-1): ``hand 0=5C 6D
    10H KS AS``, its cards in ascending card code."""

    #: The seat.
    seat: Seat
    #: The cards, a mask.
    cards: int
    #: The seats that may see the event.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return f"hand {self.seat}={' '.join(map(card_text, cards_of(self.cards)))}"


class ChipsPaid(NamedTuple):
    """The chip changes of a settlement (NAP-LOG-1, NM-LOG-1): ``chips 0=+3 1=-9 2=+3
    3=+3``."""

    #: The change of each seat.
    deltas: tuple[Chips, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return " ".join(
            ["chips", *(f"{s}={d:+d}" if d else f"{s}=0" for s, d in enumerate(self.deltas))]
        )


class GameOver(NamedTuple):
    """The game is over, won by the seats with the best balance (NAP-END-3, NM-END-4):
    ``end winners=0``, ties ``end winners=0,2``. (Nines and Ninety-Nine end with more to
    say: their own ``GameOver``.)"""

    #: The winners, ascending.
    winners: tuple[Seat, ...]
    #: The seats that may see the event, or ``None`` for all.
    audience: frozenset[Seat] | None = None

    def __str__(self) -> str:
        return "end winners=" + ",".join(map(str, self.winners))


event_types(DealerNamed, HandDealt, ChipsPaid, GameOver)


def visible_events(events: tuple[Event, ...], seat: Seat | None) -> tuple[Event, ...]:
    """The events of ``events`` that ``seat`` may see (``None``: the public ones)."""
    return tuple(e for e in events if e.audience is None or seat in e.audience)
