"""Newmarket options (:doc:`/rules/newmarket` NM-OPT-1/2) and presets (NM-PRESET-1)."""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any, TypedDict

from ..cards import RANKS, Card, card_text, parse_card, rank_of, suit_of
from ..errors import RulesError
from ..options import check_fields, option, option_error

__all__ = [
    "PRESETS",
    "AnteMode",
    "DummyPosition",
    "FirstPlay",
    "Options",
    "OutPayment",
    "RestartRule",
    "Rules",
    "Ruleset",
]


class Ruleset(enum.Enum):
    """The British standard rules or David Parlett's (NM-OVR-2)."""

    NEWMARKET = "newmarket"
    PARLETT = "parlett"


class AnteMode(enum.Enum):
    """Fixed antes on every boodle, or a free allocation (NM-ANTE-1/2)."""

    EACH = "each"
    FREE = "free"


class DummyPosition(enum.Enum):
    """Where the dummy receives in each round of the deal (NM-DEAL-2/3)."""

    LAST = "last"
    FIRST = "first"


class RestartRule(enum.Enum):
    """Who restarts after a stop, and in which suits (NM-RESTART-1..4)."""

    ANY_SUIT = "any_suit"
    CHANGE_SUIT_PASS_LEFT = "change_suit_pass_left"
    CHANGE_SUIT_SAME_PLAYER = "change_suit_same_player"


class OutPayment(enum.Enum):
    """What the others pay the seat that goes out (NM-OUT-2/3)."""

    PER_CARD = "per_card"
    PER_PLAYER = "per_player"


class FirstPlay(enum.Enum):
    """Parlett's first play: any suit, or the lowest diamond itself (NM-PLAY-2)."""

    ANY_SUIT = "any_suit"
    LOWEST_DIAMOND = "lowest_diamond"


_DEFAULT_BOODLES = tuple(parse_card(text) for text in ("AH", "KC", "QD", "JS"))


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one Newmarket variant; the defaults are preset ``standard``.

    Build one with ``game.rules(preset, **overrides)``; every field is an option of
    :doc:`/rules/newmarket` NM-OPT-1, and the constructor checks that an option of one
    ruleset keeps its default under the other.

    >>> import tricktake
    >>> rules = tricktake.get_game("newmarket").rules("standard", players=5)
    >>> rules.players, rules.deck_size
    (5, 52)
    """

    players: int = option(4, at_least=3, at_most=8, doc="The number of seats ``n`` (NM-COMP-1).")
    ruleset: Ruleset = option(
        Ruleset.NEWMARKET, doc="British standard rules or Parlett's (NM-OVR-2)."
    )
    boodle_cards: tuple[Card, ...] = option(
        _DEFAULT_BOODLES,
        doc="The four boodles: one A, K, Q and J of four different suits (NM-COMP-4).",
    )
    boodle_ante: int = option(
        1, at_least=1, doc="Chips each seat puts on each boodle or face-up king (NM-ANTE-1/4)."
    )
    dealer_ante_multiplier: int = option(
        1, allowed=(1, 2), doc="The dealer antes this many times as much (NM-ANTE-1/2)."
    )
    ante_mode: AnteMode = option(
        AnteMode.EACH, doc="Fixed antes, or each seat distributes its own (NM-ANTE-1/2)."
    )
    free_ante_total: int = option(
        4, at_least=1, doc="The chips each seat distributes with ``ante_mode='free'`` (NM-ANTE-2)."
    )
    pool_ante: int = option(
        1, at_least=1, doc="Chips each seat puts into Parlett's pool; the exchange fee (NM-ANTE-4)."
    )
    dummy_position: DummyPosition = option(
        DummyPosition.LAST, doc="The dummy receives last or first in each round (NM-DEAL-2/3)."
    )
    equal_hands: bool = option(
        False, doc="Every seat gets the same number of cards, the rest go to the dummy (NM-DEAL-5)."
    )
    dummy_exchange_and_sale: bool = option(
        False, doc="The dealer may take the dummy or auction it (NM-SALE-1..7)."
    )
    max_offer: int = option(20, at_least=1, doc="The highest offer for the dummy (NM-SALE-4).")
    restart_rule: RestartRule = option(
        RestartRule.ANY_SUIT, doc="Who restarts after a stop, in which suits (NM-RESTART-1..4)."
    )
    out_payment: OutPayment = option(
        OutPayment.PER_CARD, doc="What each other seat pays the seat that goes out (NM-OUT-2/3)."
    )
    first_play: FirstPlay = option(
        FirstPlay.ANY_SUIT, doc="Parlett's first play: any suit, or the lowest diamond (NM-PLAY-2)."
    )
    num_deals: int | None = option(
        None,
        at_least=1,
        doc="Deals in a game; ``None``: ``n`` deals (``newmarket``), at most 100 (``parlett``) "
        "(NM-END-1/2).",
    )

    @property
    def parlett(self) -> bool:
        """Whether these are Parlett's rules."""
        return self.ruleset is Ruleset.PARLETT

    @property
    def deck_size(self) -> int:
        """``D``: 52 cards, or 48 without the kings in Parlett's game (NM-COMP-2/3)."""
        return 48 if self.parlett else 52

    @property
    def deal_limit(self) -> int:
        """The number of deals after which the game ends (NM-END-1/2)."""
        if self.num_deals is not None:
            return self.num_deals
        return 100 if self.parlett else self.players

    def __post_init__(self) -> None:
        check_fields(self)
        _check_boodles(self)
        _check_ruleset(self)


def _check_boodles(rules: Rules) -> None:
    """NM-COMP-4: one ace, king, queen and jack of four different suits."""
    cards = rules.boodle_cards
    ranks = sorted(RANKS[rank_of(c)] for c in cards)
    if len(cards) != 4 or ranks != ["A", "J", "K", "Q"] or len({suit_of(c) for c in cards}) != 4:
        raise option_error(
            rules, "boodle_cards", "one A, one K, one Q and one J of four different suits"
        )


_NEWMARKET_ONLY = (
    "boodle_cards",
    "dealer_ante_multiplier",
    "ante_mode",
    "free_ante_total",
    "dummy_position",
    "equal_hands",
    "dummy_exchange_and_sale",
    "max_offer",
    "restart_rule",
    "out_payment",
)
_PARLETT_ONLY = ("pool_ante", "first_play")


def _check_ruleset(rules: Rules) -> None:
    """NM-OPT-1: an option of one ruleset keeps its default under the other."""
    other = _NEWMARKET_ONLY if rules.parlett else _PARLETT_ONLY
    defaults = {f.name: f.default for f in dataclasses.fields(Rules)}
    for name in other:
        value: Any = getattr(rules, name)
        if value != defaults[name]:
            if name == "boodle_cards":
                shown: object = " ".join(map(card_text, rules.boodle_cards))
            else:
                shown = value.value if isinstance(value, enum.Enum) else value
            raise RulesError(
                f"option {name}={shown!r} does not apply to ruleset={rules.ruleset.value!r} "
                f"(NM-OPT-1): expected its default"
            )


_DEFAULTS = Rules()

PRESETS: dict[str, Rules] = {
    "standard": _DEFAULTS,
    "dealer-double-ante": Rules(dealer_ante_multiplier=2),
    "free-ante": Rules(ante_mode=AnteMode.FREE, free_ante_total=4),
    "dummy-first": Rules(dummy_position=DummyPosition.FIRST),
    "equal-hands": Rules(equal_hands=True),
    "dealer-exchange": Rules(dummy_exchange_and_sale=True),
    "change-suit-pass-left": Rules(restart_rule=RestartRule.CHANGE_SUIT_PASS_LEFT),
    "change-suit-same-player": Rules(restart_rule=RestartRule.CHANGE_SUIT_SAME_PLAYER),
    "one-chip-payout": Rules(out_payment=OutPayment.PER_PLAYER),
    "michigan": Rules(
        dummy_position=DummyPosition.FIRST,
        dummy_exchange_and_sale=True,
        dealer_ante_multiplier=2,
        restart_rule=RestartRule.CHANGE_SUIT_PASS_LEFT,
    ),
    "parlett": Rules(ruleset=Ruleset.PARLETT),
}
"""The presets of NM-PRESET-1, by name."""


class Options(TypedDict, total=False):
    """The options of ``game.rules(preset, **options)`` for a type checker: the fields
    of :class:`Rules` with their types (:mod:`tricktake.options`, *Typed options*).

    >>> import tricktake
    >>> from tricktake.newmarket import Options
    >>> options: Options = {"players": 5}
    >>> tricktake.get_game("newmarket").rules("standard", **options).players
    5
    """

    players: int
    ruleset: Ruleset
    boodle_cards: tuple[Card, ...]
    boodle_ante: int
    dealer_ante_multiplier: int
    ante_mode: AnteMode
    free_ante_total: int
    pool_ante: int
    dummy_position: DummyPosition
    equal_hands: bool
    dummy_exchange_and_sale: bool
    max_offer: int
    restart_rule: RestartRule
    out_payment: OutPayment
    first_play: FirstPlay
    num_deals: int | None
