"""Ninety-Nine options (``rules/ninety-nine.md`` §7.1) and presets (§7.2)."""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass, field

from ..errors import RulesError
from ..options import coerce_fields

__all__ = [
    "PRESETS",
    "GameBonus",
    "GameEnd",
    "PremiumAuction",
    "PremiumFailure",
    "PremiumFirst",
    "PremiumKind",
    "Rules",
    "SnapTiebreak",
    "TrumpRule",
]


class TrumpRule(enum.Enum):
    """How a deal's mode is fixed (N99-TRUMP-3..7)."""

    PREVIOUS_SUCCESS = "previous_success"
    TURNUP = "turnup"
    PREMIUM_CHOICE = "premium_choice"
    NAUGHTY_NUN = "naughty_nun"


class PremiumKind(enum.Enum):
    """A premium bid (N99-PREM-1); the value of ``rank`` orders them."""

    DECLARE = "declare"
    OPEN = "open"
    REVEAL = "reveal"

    @functools.cached_property
    def rank(self) -> int:
        """1 for declare, 2 for open, 3 for reveal."""
        return _KIND_RANK[self]


_KIND_RANK = {PremiumKind.DECLARE: 1, PremiumKind.OPEN: 2, PremiumKind.REVEAL: 3}


class PremiumAuction(enum.Enum):
    """Sequential calls (N99-PREM-5..11) or sealed free offers (N99-PREM-12..13)."""

    SEQUENTIAL = "sequential"
    FREE = "free"


class PremiumFirst(enum.Enum):
    """Who speaks first in ``PREMIUM`` (N99-PREM-2)."""

    DEALER_LEFT = "dealer_left"
    DEALER = "dealer"


class PremiumFailure(enum.Enum):
    """Who scores a failed premium (N99-SCORE-8/9)."""

    OTHERS = "others"
    MINUS = "minus"


class GameEnd(enum.Enum):
    """A game ends at a target total or after a number of deals (N99-GAME-2/3)."""

    TARGET = "target"
    DEALS = "deals"


class GameBonus(enum.Enum):
    """Who earns the game bonus (N99-GAME-5)."""

    REACHED_TARGET = "reached_target"
    WINNER = "winner"
    NONE = "none"


class SnapTiebreak(enum.Enum):
    """Which of several snapped cards wins (N99-WIN-6)."""

    SUIT_ORDER = "suit_order"
    FIRST_PLAYED = "first_played"


DECLARE_REVEAL = frozenset({PremiumKind.DECLARE, PremiumKind.REVEAL})

#: The bid-bonus tables of N99-SCORE-5, by number of hands.
BID_BONUS_TABLES: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((10, 20),),
    3: ((30, 20, 10),),
    4: ((30, 20, 10, 0),),
    5: ((50, 40, 30, 20, 10), (40, 30, 20, 10, 0)),
}

_PACK_SIZES = (24, 36, 52, 60)


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one Ninety-Nine variant; the defaults are preset ``revised``.

    Build one with ``game.rules(preset, **overrides)``; every field is an option of
    ``rules/ninety-nine.md`` §7.1 and the constructor checks N99-OPT-2.

    >>> import tricktake
    >>> rules = tricktake.get_game("ninety-nine").rules("revised", target=150)
    >>> rules.target, rules.tricks
    (150, 9)
    """

    #: Number of live seats ``n`` (N99-DOC-3).
    players: int = 3
    #: A two-player dummy hand, hand 2 (N99-DUMMY-1).
    dummy: bool = False
    #: Cards in the pack before any joker: 24, 36, 52 or 60 (N99-COMP-1..4).
    pack: int = 36
    #: Adds ``JK``, which stands for the turn-up card (N99-CARD-1).
    joker: bool = False
    #: ``b``: bid cards each hand sets aside (N99-BID-2).
    bid_cards: int = 3
    #: How each deal's mode is fixed (N99-TRUMP-3..7).
    trump_rule: TrumpRule = TrumpRule.PREVIOUS_SUCCESS
    #: A turned-up 9 means no trump (N99-TRUMP-4/5).
    turned_nine_no_trump: bool = True
    #: No trump becomes nines trump (N99-TRUMP-2).
    nine_trumps: bool = False
    #: The premium bids allowed; empty skips ``PREMIUM`` (N99-PREM-1).
    premium_kinds: frozenset[PremiumKind] = field(default=DECLARE_REVEAL)
    #: Every seat may hold a premium (N99-PREM-14).
    multiple_premiums: bool = False
    #: Sequential calls or sealed free offers (N99-PREM-4).
    premium_auction: PremiumAuction = PremiumAuction.SEQUENTIAL
    #: Who calls first: the dealer's left or the dealer (N99-PREM-2).
    premium_first: PremiumFirst = PremiumFirst.DEALER_LEFT
    #: The upgrade step after the main round (N99-PREM-9/10).
    declarer_upgrade: bool = True
    #: Premium for a declare (N99-PREM-18).
    declare_bonus: int = 30
    #: Premium for an unbidden open (N99-PREM-18).
    open_bonus: int = 30
    #: Premium for a reveal (N99-PREM-18).
    reveal_bonus: int = 60
    #: Who scores a failed premium (N99-SCORE-8/9).
    premium_failure: PremiumFailure = PremiumFailure.OTHERS
    #: Bonus per successful hand, element ``k-1`` when ``k`` succeed (N99-SCORE-5).
    bid_bonus: tuple[int, ...] = (30, 20, 10)
    #: A game ends at a target total or after a number of deals (N99-GAME-2/3).
    game_end: GameEnd = GameEnd.TARGET
    #: The total that ends a ``target`` game (N99-GAME-2).
    target: int = 100
    #: Deals in a ``deals`` game (N99-GAME-3).
    deals_per_game: int = 9
    #: Who earns the game bonus (N99-GAME-5).
    game_bonus: GameBonus = GameBonus.REACHED_TARGET
    #: The game bonus (N99-GAME-5).
    game_bonus_points: int = 100
    #: The total that earns the bonus under ``reached_target`` (N99-GAME-5).
    game_bonus_threshold: int = 100
    #: Adjust final scores: below 100 is 0, then ×1, ×2, … (N99-GAME-6).
    final_adjustment: bool = False
    #: All bid cards become public when play ends (N99-VIEW-8).
    show_all_bids: bool = False
    #: A revealer names the first leader (N99-LEAD-2).
    revealer_chooses_leader: bool = False
    #: A revealer's hand is exposed after the first card (N99-PREM-16).
    reveal_hand_after_first_lead: bool = False
    #: Unbidden Ninety-Nine: the last cards held are the bid (§4.5).
    unbidden: bool = False
    #: Which of several snapped cards wins (N99-WIN-6).
    snap_tiebreak: SnapTiebreak = SnapTiebreak.SUIT_ORDER
    #: Games in a match: 1, or 3 for a rubber (N99-GAME-9).
    rubber_games: int = 1

    # Derived quantities (N99-DOC-3, N99-OPT-1): never options.
    @property
    def hands(self) -> int:
        """``h``: hands that take tricks, the two-player dummy included."""
        return self.players + 1 if self.dummy else self.players

    @property
    def pack_size(self) -> int:
        """``P``: cards in the pack, the joker included."""
        return self.pack + 1 if self.joker else self.pack

    @property
    def hand_size(self) -> int:
        """``H``: cards dealt to each hand."""
        return self.pack_size // self.hands

    @property
    def turnup_size(self) -> int:
        """``u``: cards turned up after the deal."""
        return self.pack_size - self.hands * self.hand_size

    @property
    def tricks(self) -> int:
        """``T``: tricks in a deal."""
        return self.hand_size - self.bid_cards

    def __post_init__(self) -> None:
        coerce_fields(self)  # values as text and lists, as game.rules() takes them
        _check_values(self)
        _check_consistent(self)
        _check_supported(self)


def _fail(name: str, value: object, expected: str) -> RulesError:
    return RulesError(f"option {name}={value!r} is not valid: expected {expected}")


def _check_values(r: Rules) -> None:
    """Each option's own allowed values (§7.1)."""
    if r.players not in (2, 3, 4, 5):
        raise _fail("players", r.players, "2, 3, 4 or 5")
    if r.pack not in _PACK_SIZES:
        raise _fail("pack", r.pack, "24, 36, 52 or 60")
    if r.bid_cards not in (2, 3):
        raise _fail("bid_cards", r.bid_cards, "2 or 3")
    if r.declare_bonus not in (20, 30, 50):
        raise _fail("declare_bonus", r.declare_bonus, "20, 30 or 50")
    if r.open_bonus != 30:
        raise _fail("open_bonus", r.open_bonus, "30")
    if r.reveal_bonus not in (20, 60):
        raise _fail("reveal_bonus", r.reveal_bonus, "20 or 60")
    if r.target not in (100, 150):
        raise _fail("target", r.target, "100 or 150")
    if r.deals_per_game < 1:
        raise _fail("deals_per_game", r.deals_per_game, "a positive number of deals")
    if r.game_bonus_points != 100:
        raise _fail("game_bonus_points", r.game_bonus_points, "100")
    if r.game_bonus_threshold != 100:
        raise _fail("game_bonus_threshold", r.game_bonus_threshold, "100")
    if r.rubber_games not in (1, 3):
        raise _fail("rubber_games", r.rubber_games, "1 or 3")


def _check_consistent(r: Rules) -> None:
    """N99-OPT-2: options that must agree with each other."""
    if r.dummy and r.players != 2:
        raise RulesError(f"option dummy=True needs players=2, not players={r.players}")
    if r.turnup_size not in (0, 1, 2):
        raise RulesError(
            f"pack={r.pack} (joker={r.joker}) dealt to {r.hands} hands leaves "
            f"{r.turnup_size} cards over: expected 0, 1 or 2"
        )
    if (r.turnup_size >= 1) != (r.trump_rule is TrumpRule.TURNUP):
        raise RulesError(
            f"trump_rule={r.trump_rule.value!r} with {r.turnup_size} turn-up cards: "
            "expected turn-up cards exactly when trump_rule is 'turnup'"
        )
    if r.joker and r.turnup_size != 1:
        raise RulesError("option joker=True needs exactly one turn-up card")
    if r.tricks < 1:
        raise RulesError(f"{r.hand_size} cards a hand and bid_cards={r.bid_cards} leave no trick")
    allowed = BID_BONUS_TABLES[r.hands]
    if r.bid_bonus not in allowed:
        expected = " or ".join(str(list(t)) for t in allowed)
        raise _fail("bid_bonus", list(r.bid_bonus), f"{expected} for {r.hands} hands")
    if PremiumKind.OPEN in r.premium_kinds and not r.unbidden:
        raise RulesError("premium kind 'open' needs unbidden=True")
    if r.unbidden and r.dummy:
        raise RulesError("option unbidden=True needs dummy=False")
    if r.trump_rule is TrumpRule.PREMIUM_CHOICE and r.multiple_premiums:
        raise RulesError("trump_rule='premium_choice' needs multiple_premiums=False")
    if r.trump_rule is TrumpRule.NAUGHTY_NUN and (
        r.game_end is not GameEnd.DEALS or r.deals_per_game != 9
    ):
        raise RulesError("trump_rule='naughty_nun' needs game_end='deals' and deals_per_game=9")


# What this version plays. Everything else in §7.1 is specified, and validated above,
# but its rules are not built yet; asking for it is an error that says so.
_SUPPORTED: dict[str, tuple[object, ...]] = {
    "players": (3,),
    "dummy": (False,),
    "pack": (36,),
    "joker": (False,),
    "bid_cards": (3,),
    "trump_rule": (TrumpRule.PREVIOUS_SUCCESS,),
    "nine_trumps": (False,),
    "multiple_premiums": (False,),
    "premium_auction": (PremiumAuction.SEQUENTIAL,),
    "premium_failure": (PremiumFailure.OTHERS,),
    "game_end": (GameEnd.TARGET,),
    "game_bonus": (GameBonus.REACHED_TARGET, GameBonus.NONE),
    "final_adjustment": (False,),
    "revealer_chooses_leader": (False,),
    "reveal_hand_after_first_lead": (False,),
    "unbidden": (False,),
    "rubber_games": (1,),
}


def _check_supported(r: Rules) -> None:
    for name, values in _SUPPORTED.items():
        value = getattr(r, name)
        if value not in values:
            shown = value.value if isinstance(value, enum.Enum) else value
            supported = ", ".join(repr(v.value if isinstance(v, enum.Enum) else v) for v in values)
            raise RulesError(
                f"option {name}={shown!r} is not supported by this version of tricktake "
                f"yet: supported {supported}"
            )
    if r.premium_kinds - DECLARE_REVEAL:
        raise RulesError("premium kind 'open' is not supported by this version yet")


PRESETS: dict[str, Rules] = {
    "revised": Rules(),
}
"""The presets of §7.2 that this version plays, by name."""
