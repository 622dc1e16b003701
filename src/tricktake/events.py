"""What the games' events share: :func:`event_types`, which makes named-tuple event
classes typed values, the ``dealer 3`` event :class:`DealerNamed`, and
:func:`visible_events`, which keeps the events a seat may see.

An event is anything with a canonical ``str`` and an ``audience``
(:class:`~tricktake.Event`); each game defines its own event classes beside these.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .game import Event
from .units import Seat

__all__ = ["DealerNamed", "event_types", "visible_events"]


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


event_types(DealerNamed)


def visible_events(events: tuple[Event, ...], seat: Seat | None) -> tuple[Event, ...]:
    """The events of ``events`` that ``seat`` may see (``None``: the public ones)."""
    return tuple(e for e in events if e.audience is None or seat in e.audience)
