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
(True, None, 'dealing', 0, 0)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from . import render
from .base import GameState
from .cards import Card, card_text
from .game import CHANCE, Actor
from .options import preset_of
from .units import Seat

__all__ = ["GameView", "common_fields", "common_json", "pile_text", "view_repr"]

R = TypeVar("R")
P = TypeVar("P", bound=enum.Enum)


@dataclass(frozen=True, slots=True, repr=False)
class GameView(Generic[R, P]):
    """What every game's view has: whose view it is, the rules, the phase, who acts
    next, the dealer and the deal count. A game's view is this with its own fields after
    these (``class View(GameView[Rules, Phase])``: the type arguments are the game's
    rules and phase types, so each field is typed for the game)."""

    #: The viewer's seat, or ``None`` for the public view.
    seat: Seat | None
    #: The rules of the game.
    rules: R
    #: The phase.
    phase: P
    #: Who acts next.
    actor: Actor
    #: The current deal's dealer (the game's view says which between deals).
    dealer: Seat
    #: The game's count of its deals, as its state's ``deal_number``.
    deal_number: int

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
        Nap (standard) · deal 0 · dealer Seat 0 · dealing · to move: the deal
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


def common_json(view: GameView[R, P], game: str, presets: Mapping[str, R]) -> dict[str, Any]:
    """The keys that every view's JSON (``game.to_json(view)``) begins with: ``game``
    (the registered name), ``preset`` and ``options`` (the rules, as the preset they
    depart from in the fewest options and those options), then the common view's
    fields, the actor ``"chance"`` for :data:`~tricktake.CHANCE`."""
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
    }


def common_fields(
    state: GameState[R, P], seat: Seat | None
) -> tuple[Seat | None, R, P, Actor, Seat, int]:
    """The common view's fields of the view of ``state`` for ``seat``, in order: a
    game's view begins with them (``View(*common_fields(state, seat), ...)``)."""
    return seat, state.rules, state.phase, state.actor, state.dealer, state.deal_number


def view_repr(view: GameView[Any, Any], game: str, more: str) -> str:
    """A view's ``repr``: ``<game View`` and its common fields but the rules and the
    deal count, then ``more``, the game's own."""
    return (
        f"<{game} View seat={view.seat} phase={view.phase.value} actor={view.actor!r} "
        f"dealer={view.dealer} {more}>"
    )


def pile_text(cards: tuple[Card, ...] | None) -> str:
    """A pile of a view in its ``repr``: its cards in brackets, or ``hidden`` where the
    viewer may not see it (``None``)."""
    return "hidden" if cards is None else "[" + " ".join(map(card_text, cards)) + "]"
