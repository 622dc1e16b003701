"""Nap options (:doc:`/rules/nap` NAP-OPT-1..3) and presets (NAP-PRESET-1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from ..errors import RulesError
from ..options import check_fields, option
from .values import Contract

__all__ = ["DEAL_PATTERNS", "PAYOUT_TABLES", "PRESETS", "Options", "Rules", "contracts"]

DEAL_PATTERNS = ("singles", "3-2", "2-3")
"""The dealing patterns of NAP-DEAL-7..9."""

PAYOUT_TABLES = ("main", "rule1", "rule2", "rule3")
"""The payout tables of NAP-SCORE-3/4."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one Nap variant; the defaults are preset ``standard``.

    Build one with ``game.rules(preset, **overrides)``; every field is an option of
    NAP-OPT-1 and the constructor checks NAP-OPT-2.

    >>> import tricktake
    >>> rules = tricktake.get_game("nap").rules("short-28", players=3, joker=True)
    >>> rules.players, rules.deck_cards, rules.deals
    (3, 29, 3)
    """

    players: int = option(4, at_least=2, at_most=8, doc="The number of seats ``n`` (NAP-COMP-1).")
    deck_size: int = option(
        52, allowed=(52, 40, 36, 28), doc="Cards in the deck before any joker (NAP-COMP-2)."
    )
    deal_pattern: str = option(
        "singles", allowed=DEAL_PATTERNS, doc="How a deck order is dealt (NAP-DEAL-7..9)."
    )
    allow_one: bool = option(False, doc="The bid ``one`` exists (NAP-BID-4, note 3).")
    allow_wellington: bool = option(
        True, doc="The bid ``wellington`` exists (NAP-BID-4, note 4 removes it)."
    )
    allow_blucher: bool = option(False, doc="The bid ``blucher`` exists (NAP-BID-4, note 5).")
    payout_table: str = option(
        "main", allowed=PAYOUT_TABLES, doc="The settlement table (NAP-SCORE-3/4)."
    )
    joker: bool = option(False, doc="The deck holds a joker, ``JK`` (NAP-COMP-3, NAP-JOKER).")
    joker_follows_trumps: bool = option(
        True,
        doc="In trump contracts the joker counts as a trump for following "
        "(NAP-JOKER-3..6); no effect without ``joker``.",
    )
    num_deals: int | None = option(
        None, at_least=1, doc="Deals in a game; ``None``: one per seat (NAP-END-1)."
    )

    @property
    def deck_cards(self) -> int:
        """``D``: the cards of the deck, the joker included (NAP-COMP-3)."""
        return self.deck_size + 1 if self.joker else self.deck_size

    @property
    def undealt_size(self) -> int:
        """``D - 5n``: the cards left undealt (NAP-COMP-6)."""
        return self.deck_cards - 5 * self.players

    @property
    def deals(self) -> int:
        """The deals of a game: ``num_deals``, or ``n`` (NAP-END-1)."""
        return self.players if self.num_deals is None else self.num_deals

    def __post_init__(self) -> None:
        check_fields(self)
        # NAP-OPT-2, NAP-AMB-9: Blücher can only follow a Wellington bid
        if self.allow_blucher and not self.allow_wellington:
            raise RulesError(
                "option allow_blucher=True needs allow_wellington=True (NAP-OPT-2: blucher "
                "can only follow a wellington bid)"
            )
        if self.undealt_size < 0:  # NAP-COMP-4
            joker = " with joker=True" if self.joker else ""
            raise RulesError(
                f"players={self.players} need {5 * self.players} cards, but deck_size="
                f"{self.deck_size}{joker} has {self.deck_cards} (NAP-COMP-4): expected at "
                f"most {self.deck_cards // 5} players"
            )


def contracts(rules: Rules) -> tuple[Contract, ...]:
    """The contracts that exist under ``rules``, weakest first (NAP-BID-4): ``one``,
    ``wellington`` and ``blucher`` only where their options allow them."""
    return tuple(
        c
        for c in Contract
        if (c is not Contract.ONE or rules.allow_one)
        and (c is not Contract.WELLINGTON or rules.allow_wellington)
        and (c is not Contract.BLUCHER or rules.allow_blucher)
    )


_STANDARD = Rules()

PRESETS: dict[str, Rules] = {
    "standard": _STANDARD,
    "short-28": Rules(deck_size=28),
    "short-36": Rules(deck_size=36, players=5),
    "short-40": Rules(deck_size=40, players=5),
    "deal-3-2": Rules(deal_pattern="3-2"),
    "deal-2-3": Rules(deal_pattern="2-3"),
    "with-one": Rules(allow_one=True),
    "no-wellington": Rules(allow_wellington=False),
    "blucher": Rules(allow_blucher=True),
    "payout-1": Rules(payout_table="rule1", allow_blucher=True),
    "payout-2": Rules(payout_table="rule2", allow_blucher=True),
    "payout-3": Rules(payout_table="rule3", allow_blucher=True),
    "joker": Rules(joker=True),
}
"""The presets of NAP-PRESET-1, by name."""


class Options(TypedDict, total=False):
    """The options of ``game.rules(preset, **options)`` for a type checker: the fields
    of :class:`Rules` with their types (:mod:`tricktake.options`, *Typed options*).

    >>> import tricktake
    >>> from tricktake.nap import Options
    >>> options: Options = {"players": 3, "joker": True}
    >>> tricktake.get_game("nap").rules("short-28", **options).deck_cards
    29
    """

    players: int
    deck_size: int
    deal_pattern: str
    allow_one: bool
    allow_wellington: bool
    allow_blucher: bool
    payout_table: str
    joker: bool
    joker_follows_trumps: bool
    num_deals: int | None
