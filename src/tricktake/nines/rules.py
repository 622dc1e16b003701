"""Nines options (:doc:`/rules/nines` NINES-OPT-1..3) and presets (NINES-PRESET-1)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypedDict

from ..errors import RulesError
from ..options import check_fields, option

__all__ = ["PRESETS", "ExchangeOrder", "Options", "Rules"]


class ExchangeOrder(enum.Enum):
    """Who decides first in the exchange (NINES-EXCH-1)."""

    LEFT_FIRST = "left_first"
    DEALER_FIRST = "dealer_first"


TRUMP_ENTRIES = ("C", "D", "H", "S", "none")
"""The entries of a trump schedule (NINES-TRUMP-1)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one Nines variant; the defaults are preset ``standard``.

    Build one with ``game.rules(preset, **overrides)``; every field is an option of
    NINES-OPT-1, and the constructor refuses the combinations of NINES-OPT-3.

    >>> import tricktake
    >>> rules = tricktake.get_game("nines").rules("trump-rotation", no_draw=True)
    >>> rules.trump_schedule, rules.players, rules.quota
    (('H', 'C', 'D', 'S', 'none'), 3, 4)
    """

    partnership: bool = option(
        False, doc="Four players in two teams, 18 points, quota 6, no exchange (NINES-COMP-1)."
    )
    exchange_order: ExchangeOrder = option(
        ExchangeOrder.LEFT_FIRST,
        doc="Who decides first in the exchange: the dealer's left or the dealer (NINES-EXCH-1).",
    )
    trump_schedule: tuple[str, ...] = option(
        (),
        allowed=TRUMP_ENTRIES,
        doc="The trump of each deal in turn, repeating; empty: no trump (NINES-TRUMP-1/2).",
    )
    no_draw: bool = option(
        False, doc="The game ends as soon as one of two possible winners reaches 0 (NINES-NODRAW)."
    )

    # NINES-OPT-2: derived quantities, never options.
    @property
    def players(self) -> int:
        """``n``: 4 with ``partnership``, else 3 (NINES-COMP-1)."""
        return 4 if self.partnership else 3

    @property
    def units(self) -> int:
        """Units that own points: 2 teams, or the 3 seats (NINES-OVR-5)."""
        return 2 if self.partnership else 3

    @property
    def start_points(self) -> int:
        """Each unit's points at the start of a game: 18 or 9 (NINES-COMP-5)."""
        return 18 if self.partnership else 9

    @property
    def quota(self) -> int:
        """Tricks per unit that change nothing: 6 or 4 (NINES-COMP-6)."""
        return 6 if self.partnership else 4

    def __post_init__(self) -> None:
        check_fields(self)
        if self.partnership and self.exchange_order is ExchangeOrder.DEALER_FIRST:
            raise RulesError(
                "option exchange_order='dealer_first' needs partnership=False: the partnership "
                "game has no exchange (NINES-OPT-3)"
            )
        if self.partnership and self.no_draw:
            raise RulesError(
                "option no_draw=True needs partnership=False: the no-draw rule is for 3 "
                "players, and partnership games cannot draw (NINES-OPT-3)"
            )


PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "trump-rotation": Rules(trump_schedule=("H", "C", "D", "S", "none")),
    "trump-rotation-alt": Rules(trump_schedule=("C", "D", "S", "none", "H")),
    "dealer-first-exchange": Rules(exchange_order=ExchangeOrder.DEALER_FIRST),
    "no-draw": Rules(no_draw=True),
    "partnership": Rules(partnership=True),
}
"""The presets of NINES-PRESET-1, by name."""


class Options(TypedDict, total=False):
    """The options of ``game.rules(preset, **options)`` for a type checker: the fields
    of :class:`Rules` with their types (:mod:`tricktake.options`, *Typed options*).

    >>> import tricktake
    >>> from tricktake.nines import Options
    >>> options: Options = {"no_draw": True}
    >>> tricktake.get_game("nines").rules("trump-rotation", **options).no_draw
    True
    """

    partnership: bool
    exchange_order: ExchangeOrder
    trump_schedule: tuple[str, ...]
    no_draw: bool
