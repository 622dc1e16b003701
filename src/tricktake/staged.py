"""The names every game's state has for its stage and context, read once for all games.

A game's state is an immutable named tuple whose fields are what a card changes; the
rest of the position is nested in its ``rest`` field: a *stage* (what changes a few
times a deal, its ``phase`` among it) holding a *context* (what changes only from one
deal to the next: the ``rules``, the dealers, the deal count, the completed deals).
:class:`StagedState` reads the names every such state has through ``rest``: the trick
games' states have it through :class:`~tricktake.tricks.TrickGameState`, Newmarket's
state directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from .units import Seat

if TYPE_CHECKING:
    from .base import GameRules

__all__ = ["StagedState"]

R_co = TypeVar("R_co", bound="GameRules", covariant=True)
P_co = TypeVar("P_co", covariant=True)
C_co = TypeVar("C_co", covariant=True)
D_co = TypeVar("D_co", covariant=True)


class _Context(Protocol[R_co, D_co]):
    # What StagedState reads of a game's Context (the part of its state that changes
    # only from one deal to the next).
    @property
    def rules(self) -> R_co: ...
    @property
    def first_dealer(self) -> Seat: ...
    @property
    def dealer(self) -> Seat: ...
    @property
    def deal_number(self) -> int: ...
    @property
    def results(self) -> tuple[D_co, ...]: ...


class _Stage(Protocol[R_co, P_co, D_co]):
    # What StagedState reads of a game's Stage (a state's ``rest``).
    @property
    def context(self) -> _Context[R_co, D_co]: ...
    @property
    def phase(self) -> P_co: ...


class StagedState(Generic[R_co, P_co, C_co, D_co]):
    """The names every game's state has for its stage and context, read through its
    ``rest`` field: a mixin of a game's state class (a named tuple), which adds
    properties, never fields.

    ``class State(StagedState[Rules, Phase, Context, DealResult], _Fields)``, the mixin
    first (a trick game's state through :class:`~tricktake.tricks.TrickGameState`):
    the type arguments are the game's rules, phase, context and deal result types, so
    each name is typed for the game (and the type checkers check the game's stage and
    context against what the names read of them).
    """

    __slots__ = ()

    # An annotation only, which types the field for the type checkers (the mixin comes
    # first in a state class's bases); at run time the field is the named tuple's.
    #: The rest of the position: the game's ``Stage``, holding its ``Context``.
    rest: _Stage[R_co, P_co, D_co]

    @property
    def context(self) -> C_co:
        """What changes only from one deal to the next: the game's ``Context``."""
        return cast(C_co, self.rest.context)  # the type argument names the game's

    @property
    def rules(self) -> R_co:
        """The rules of the game."""
        return self.rest.context.rules

    @property
    def phase(self) -> P_co:
        """The phase, or ``OVER`` once the game is over."""
        return self.rest.phase

    @property
    def first_dealer(self) -> Seat:
        """The dealer of the game's first deal."""
        return self.rest.context.first_dealer

    @property
    def dealer(self) -> Seat:
        """The current deal's dealer (between deals, as the game's ``Context`` says)."""
        return self.rest.context.dealer

    @property
    def deal_number(self) -> int:
        """The game's count of its deals, as the game's ``Context`` defines it."""
        return self.rest.context.deal_number

    @property
    def results(self) -> tuple[D_co, ...]:
        """The completed deals of this game, oldest first."""
        return self.rest.context.results
