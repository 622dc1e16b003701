"""The common view: what every game's view has, and how its JSON begins.

Every game's ``View`` (``game.view(state, seat)``) is a frozen, slotted dataclass that
subclasses :class:`GameView`: its first fields are the common view's, in this order
(positional construction, ``repr``, equality and the JSON keep it), then the game's own.
A frontend that reads only these fields, and only the keys of :func:`common_json` in a
view's JSON, needs no case for each game.

>>> import tricktake
>>> from tricktake.views import GameView
>>> game = tricktake.get_game("nap")
>>> view = game.view(game.new(game.rules()), None)
>>> isinstance(view, GameView), view.seat, view.phase.value, view.dealer, view.deal_number
(True, None, 'dealing', 0, 1)
>>> view.hand, view.hand_sizes, view.scores, view.legal
((), (0, 0, 0, 0), (0, 0, 0, 0), ())
"""

from __future__ import annotations

import enum
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from . import render
from .base import GameState
from .cards import Card, card_text
from .events import visible_events
from .game import CHANCE, Actor, Event, Seen
from .options import preset_of
from .units import Seat

__all__ = [
    "COMMON_KEYS",
    "Derived",
    "GameView",
    "ViewedState",
    "common_fields",
    "common_json",
    "pile_text",
    "view_repr",
]

R = TypeVar("R")
P = TypeVar("P", bound=enum.Enum)
A = TypeVar("A")
S = TypeVar("S")
V = TypeVar("V")
R_co = TypeVar("R_co", covariant=True)
P_co = TypeVar("P_co", covariant=True)


@dataclass(frozen=True, slots=True, repr=False)
class GameView(Generic[R, P, A]):
    """What every game's view has, under one name and with one meaning in every game.
    A game's view is this with its own fields after these (``class View(GameView[Rules,
    Phase, Action])``: the type arguments are the game's rules, phase and action types,
    so each field is typed for the game).

    Numbers that count deals and tricks count from 1 in every view; seats are
    identifiers and count from 0.
    """

    #: The viewer's seat, or ``None`` for the public view.
    seat: Seat | None
    #: The rules of the game.
    rules: R
    #: The phase.
    phase: P
    #: Who acts next: a seat, :data:`~tricktake.CHANCE` (a deal is due) or ``None`` once
    #: the game is over (as ``game.to_move``).
    actor: Actor
    #: The current deal's dealer; between deals, the next deal's.
    dealer: Seat
    #: The number of the deal in play, counting from 1; between deals, the number of
    #: the deal due next; once the game is over, the number of its last deal. (In a
    #: Ninety-Nine rubber, deals count within each game of the match.)
    deal_number: int
    #: The viewer's own hand in canonical order; ``()`` in the public view, never
    #: ``None``.
    hand: tuple[Card, ...]
    #: How many cards each seat holds.
    hand_sizes: tuple[int, ...]
    #: ``game.scores(state)``: one figure per seat.
    scores: tuple[int, ...]
    #: The viewer's legal actions (as ``game.legal_actions``) when it is to move, else
    #: ``()``: a client that holds only its view can offer its moves.
    legal: tuple[A, ...]
    #: The current deal's actions in order (none between deals), as the viewer saw
    #: them: cards it may not see are ``?``.
    history: tuple[Seen, ...]
    #: The events of the transition that made the state, those the viewer may see.
    events: tuple[Event, ...]

    def table_parts(self, names: Sequence[str]) -> render.TableParts:
        """What this game shows on the table besides the common view, for the renderers
        (:mod:`tricktake.render`); a seat ``s`` is called ``names[s]`` where given, else
        ``Seat s``. Each game's view supplies its own.

        >>> import tricktake
        >>> game = tricktake.get_game("newmarket")
        >>> game.view(game.new(game.rules()), None).table_parts(["Ann"]).title
        'Newmarket'
        """
        raise NotImplementedError(f"{type(self).__name__} has no table parts")

    def __str__(self) -> str:
        """The view as text for people (:func:`tricktake.render.text`); ``repr`` stays
        one line.

        >>> import tricktake
        >>> game = tricktake.get_game("nap")
        >>> print(str(game.view(game.new(game.rules()), None)).splitlines()[0])
        Nap (standard) · deal 1 · dealer Seat 0 · dealing · to move: the deal
        """
        return render.text(self)

    def _repr_svg_(self) -> str:
        """The view as an SVG picture (:func:`tricktake.render.svg`): what Jupyter shows.

        >>> import tricktake
        >>> game = tricktake.get_game("nap")
        >>> game.view(game.new(game.rules()), None)._repr_svg_()[:40]
        '<svg xmlns="http://www.w3.org/2000/svg" '
        """
        return render.svg(self)


#: The keys that every view's JSON begins with, in order (:func:`common_json`).
COMMON_KEYS = (
    "game",
    "preset",
    "options",
    "seat",
    "phase",
    "actor",
    "dealer",
    "deal_number",
    "hand",
    "hand_sizes",
    "scores",
    "legal",
    "history",
    "events",
)


def common_json(view: GameView[R, P, Any], game: str, presets: Mapping[str, R]) -> dict[str, Any]:
    """The keys that every view's JSON (``game.to_json(view)``) begins with, in the order
    of :data:`COMMON_KEYS`: ``game`` (the registered name), ``preset`` and ``options``
    (the rules, as the preset they depart from in the fewest options and those options),
    then the common view's fields: the actor ``"chance"`` for :data:`~tricktake.CHANCE`,
    cards, actions and events as their texts, the history as ``{"actor", "action"}``
    objects. A game's JSON adds its own keys after these, never one of these."""
    preset, options = preset_of(view.rules, presets)  # the options are public
    return {
        "game": game,
        "preset": preset,
        "options": options,
        "seat": view.seat,
        "phase": view.phase.value,
        "actor": "chance" if view.actor is CHANCE else view.actor,
        "dealer": view.dealer,
        "deal_number": view.deal_number,
        "hand": [card_text(c) for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "scores": list(view.scores),
        "legal": [str(action) for action in view.legal],
        "history": [seen.to_json() for seen in view.history],
        "events": [str(event) for event in view.events],
    }


class ViewedState(GameState[R_co, P_co], Protocol[R_co, P_co]):
    """What :func:`common_fields` reads of a state besides :class:`~tricktake.base.GameState`:
    its legal actions and a seat's hand."""

    @property
    def legal(self) -> Sequence[Any]:
        """The legal actions of the seat to move."""
        ...

    def hand(self, seat: Seat, /) -> tuple[Card, ...]:
        """The cards that ``seat`` holds, in canonical order."""
        ...


def common_fields(
    state: ViewedState[R, P],
    seat: Seat | None,
    *,
    deal_number: int,
    hand_sizes: tuple[int, ...],
    scores: tuple[int, ...],
    history: tuple[Seen, ...],
) -> tuple[
    Seat | None,
    R,
    P,
    Actor,
    Seat,
    int,
    tuple[Card, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[Any, ...],
    tuple[Seen, ...],
    tuple[Event, ...],
]:
    """The common view's fields of the view of ``state`` for ``seat``, in order: a
    game's view begins with them (``View(*common_fields(state, seat, ...), ...)``).

    The game gives what its state says in its own way: ``deal_number`` (counted from 1,
    see :attr:`GameView.deal_number`), ``hand_sizes``, ``scores`` (``game.scores``) and
    the ``history`` of the deal as the viewer saw it; the viewer's hand, its legal
    actions and its events are read here, the same way for every game."""
    actor = state.actor
    return (
        seat,
        state.rules,
        state.phase,
        actor,
        state.dealer,
        deal_number,
        () if seat is None else state.hand(seat),
        hand_sizes,
        scores,
        tuple(state.legal) if seat is not None and seat == actor else (),
        history,
        visible_events(state.events, seat),
    )


def view_repr(view: GameView[Any, Any, Any], game: str, more: str) -> str:
    """A view's ``repr``: ``<game View`` and its common fields but the rules, the
    sequences and the deal number, then ``more``, the game's own."""
    return (
        f"<{game} View seat={view.seat} phase={view.phase.value} actor={view.actor!r} "
        f"dealer={view.dealer} {more}>"
    )


def pile_text(cards: tuple[Card, ...] | None) -> str:
    """A pile of a view in its ``repr``: its cards in brackets, or ``hidden`` where the
    viewer may not see it (``None``)."""
    return "hidden" if cards is None else "[" + " ".join(map(card_text, cards)) + "]"


class Derived(Generic[S, V]):
    """What a game's views derive from one immutable part of a state, kept for the next
    view of a state that holds the same part: a bounded cache keyed by the part's
    identity.

    The views of a deal's states share the parts that did not change (a state is built
    from its predecessor's parts), so what a view builds from the deal's completed
    tricks or the game's past results is built once per part, not once per view; a
    frontend that sends every seat its view after every action, or a test that views
    every state, no longer pays for the whole deal or game at each view.
    ``derive(source)`` must depend only on ``part`` (and on what every state that holds
    that very object has in common, such as its rules), and its result must be
    immutable: it is shared between views. The cache keeps the ``size`` parts seen
    last (it holds them, so that an identity is never taken for another object's) and
    is safe to use from several threads.

    >>> from tricktake.views import Derived
    >>> totals = Derived(lambda numbers: sum(numbers), size=2)
    >>> part = (1, 2, 3)
    >>> totals.get(part, part), totals.get(part, part), len(totals)
    (6, 6, 1)
    """

    __slots__ = ("_derive", "_entries", "_size")

    def __init__(self, derive: Callable[[S], V], *, size: int) -> None:
        self._derive = derive
        self._size = size
        self._entries: OrderedDict[int, tuple[object, V]] = OrderedDict()

    def get(self, part: object, source: S) -> V:
        """``derive(source)``, built at the first call for this very ``part``."""
        entry = self._entries.get(id(part))
        if entry is not None and entry[0] is part:
            return entry[1]
        value = self._derive(source)
        self._entries[id(part)] = (part, value)
        while len(self._entries) > self._size:
            try:
                self._entries.popitem(last=False)
            except KeyError:  # emptied meanwhile by another thread
                break
        return value

    def __len__(self) -> int:
        """How many parts are kept."""
        return len(self._entries)

    def clear(self) -> None:
        """Forget every part kept."""
        self._entries.clear()
