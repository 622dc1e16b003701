"""Ninety-Nine options (:doc:`/rules/ninety-nine` §7.1) and presets (§7.2)."""

from __future__ import annotations

import dataclasses
import enum
import functools
from dataclasses import dataclass
from typing import Any, TypedDict

from ..errors import RulesError
from ..options import check_fields, option, option_error

__all__ = [
    "PRESETS",
    "SOURCES",
    "FirstDealMode",
    "GameBonus",
    "GameEnd",
    "Options",
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
    DRAWN_CARD = "drawn_card"


class FirstDealMode(enum.Enum):
    """The mode of a game's first deal under ``previous_success`` (N99-BGA-6)."""

    NO_TRUMP = "no_trump"
    DIAMONDS = "D"


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
    BY_COUNT = "by_count"
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

#: The game-bonus tables of ``by_count`` (N99-BGA-14), by number of hands.
GAME_BONUS_TABLES: dict[int, tuple[int, ...]] = {3: (30, 20, 10), 4: (30, 20, 10, 0)}


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one Ninety-Nine variant; the defaults are preset ``revised``.

    Build one with ``game.rules(preset, **overrides)``; every field is an option of
    :doc:`/rules/ninety-nine` §7.1 and the constructor checks N99-OPT-2.

    >>> import tricktake
    >>> rules = tricktake.get_game("ninety-nine").rules("revised", target=150)
    >>> rules.target, rules.tricks
    (150, 9)
    """

    players: int = option(
        3, allowed=(2, 3, 4, 5), doc="The number of players, live seats ``n`` (N99-DOC-3)."
    )
    dummy: bool = option(False, doc="A dummy hand, hand 2, for two players (N99-DUMMY-1).")
    pack: int = option(
        36, allowed=(24, 36, 52, 60), doc="Cards in the pack before any joker (N99-COMP-1..4)."
    )
    joker: bool = option(
        False, doc="Adds a joker, ``JK``, which stands for the turn-up card (N99-CARD-1)."
    )
    bid_cards: int = option(
        3, allowed=(2, 3), doc="``b``: the bid cards that each hand sets aside (N99-BID-2)."
    )
    trump_rule: TrumpRule = option(
        TrumpRule.PREVIOUS_SUCCESS,
        doc="How each deal's mode is fixed (N99-TRUMP-3..7, N99-BGA-7).",
    )
    turned_nine_no_trump: bool = option(
        True, doc="A turned-up (or drawn, N99-BGA-7) 9 means no trump (N99-TRUMP-4/5)."
    )
    nine_trumps: bool = option(
        False, doc="The four nines are trumps instead of no trump (N99-TRUMP-2)."
    )
    first_deal_mode: FirstDealMode = option(
        FirstDealMode.NO_TRUMP,
        doc="The mode of every game's first deal under ``previous_success``: no trump, or "
        "diamonds (N99-BGA-6).",
    )
    premium_kinds: frozenset[PremiumKind] = option(
        DECLARE_REVEAL,
        doc="The premium bids allowed; with none, there is no premium round (N99-PREM-1).",
    )
    multiple_premiums: bool = option(False, doc="Every player may hold a premium (N99-PREM-14).")
    premium_auction: PremiumAuction = option(
        PremiumAuction.SEQUENTIAL,
        doc="Premium calls in turn, or sealed free offers (N99-PREM-4).",
    )
    premium_first: PremiumFirst = option(
        PremiumFirst.DEALER_LEFT,
        doc="Who calls first in the premium round: the dealer's left or the dealer (N99-PREM-2).",
    )
    declarer_upgrade: bool = option(
        True,
        doc="A declarer overcalled by a reveal may reveal in turn, after the main round "
        "(N99-PREM-9/10).",
    )
    declare_bonus: int = option(
        30, allowed=(20, 30, 50), doc="The premium of a declare (N99-PREM-18)."
    )
    open_bonus: int = option(
        30, allowed=(30,), doc="The premium of an Unbidden ``open`` (N99-PREM-18)."
    )
    reveal_bonus: int = option(60, allowed=(20, 60), doc="The premium of a reveal (N99-PREM-18).")
    premium_failure: PremiumFailure = option(
        PremiumFailure.OTHERS, doc="Who scores a failed premium (N99-SCORE-8/9)."
    )
    bid_bonus: tuple[int, ...] = option(
        (30, 20, 10),
        doc="The bonus of each successful hand: element ``k-1`` when ``k`` hands succeed; "
        "one of the tables of N99-SCORE-5 for the number of hands.",
    )
    game_end: GameEnd = option(
        GameEnd.TARGET,
        doc="A game ends at a target total, or after a number of deals (N99-GAME-2/3).",
    )
    target: int = option(
        100, allowed=(100, 150), doc="The total that ends a ``target`` game (N99-GAME-2)."
    )
    deals_per_game: int = option(9, at_least=1, doc="Deals in a ``deals`` game (N99-GAME-3).")
    game_bonus: GameBonus = option(
        GameBonus.REACHED_TARGET, doc="Who earns the game bonus (N99-GAME-5)."
    )
    game_bonus_points: int = option(100, allowed=(100,), doc="The game bonus (N99-GAME-5).")
    game_bonus_threshold: int = option(
        100,
        allowed=(100,),
        doc="The total that earns the game bonus under ``reached_target`` and ``by_count`` "
        "(N99-GAME-5).",
    )
    game_bonus_table: tuple[int, ...] = option(
        GAME_BONUS_TABLES[3],
        doc="Under ``by_count``, element ``c-1`` is the bonus of each of the ``c`` hands at "
        "or over the threshold; (30, 20, 10) for 3 hands, (30, 20, 10, 0) for 4 (N99-BGA-14).",
    )
    final_adjustment: bool = option(
        False,
        doc="Final scores below 100 become 0, and 200 and more are multiplied (N99-GAME-6).",
    )
    show_all_bids: bool = option(
        False,
        doc="Every bid card becomes public when play ends, not only the successful ones "
        "(N99-VIEW-8).",
    )
    show_bid_values: bool = option(
        False,
        doc="Every hand's bid value becomes public when play ends (N99-BGA-11).",
    )
    revealer_chooses_leader: bool = option(
        False, doc="A revealer names the first leader; early rules (N99-LEAD-2)."
    )
    reveal_hand_after_first_lead: bool = option(
        False,
        doc="A revealer's hand is exposed only after the first card; early rules (N99-PREM-16).",
    )
    unbidden: bool = option(
        False, doc="Unbidden Ninety-Nine: the last cards held are the bid (§4.5)."
    )
    snap_tiebreak: SnapTiebreak = option(
        SnapTiebreak.SUIT_ORDER,
        doc="Which of several snapped cards wins, in Naughty Nun (N99-WIN-6).",
    )
    rubber_games: int = option(
        1, allowed=(1, 3), doc="Games in a match: 1, or 3 for a rubber (N99-GAME-9)."
    )
    rubber_wins: int = option(
        0,
        allowed=(0, 3),
        doc="0: the match is ``rubber_games`` games; ``w > 0``: games follow until a seat "
        "has ``w`` target wins, and ``rubber_games`` is ignored (N99-BGA-15).",
    )

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
        check_fields(self)  # types and declared values; values as text and lists convert
        _check_consistent(self)


def _check_consistent(r: Rules) -> None:
    """N99-OPT-2: options that must agree with each other."""
    if r.dummy and r.players != 2:
        raise RulesError(f"option dummy=True needs players=2, not players={r.players}")
    # The turn-up cards u follow from pack, joker and the hands (players, dummy): the
    # messages name those options, which a user set, and not only u (N99-DOC-3).
    if r.turnup_size not in (0, 1, 2):
        raise RulesError(
            f"{_deal_text(r)} leaves {r.turnup_size} cards over (N99-OPT-2): expected 0, 1 "
            "or 2 turn-up cards"
        )
    if r.turnup_size >= 1 and r.trump_rule is not TrumpRule.TURNUP:
        raise RulesError(
            f"{_deal_text(r)} leaves {_turnup_text(r)}, which needs trump_rule='turnup' "
            f"(N99-OPT-2), not trump_rule={r.trump_rule.value!r}"
        )
    if r.turnup_size == 0 and r.trump_rule is TrumpRule.TURNUP:
        raise RulesError(
            f"trump_rule='turnup' needs a turn-up card (N99-OPT-2), but {_deal_text(r)} leaves none"
        )
    if r.joker and r.turnup_size != 1:
        raise RulesError(
            f"option joker=True needs exactly one turn-up card (N99-OPT-2), but "
            f"{_deal_text(r)} leaves {_turnup_text(r)}"
        )
    if r.tricks < 1:
        raise RulesError(f"{r.hand_size} cards a hand and bid_cards={r.bid_cards} leave no trick")
    allowed = BID_BONUS_TABLES[r.hands]
    if r.bid_bonus not in allowed:
        expected = " or ".join(str(list(t)) for t in allowed)
        raise option_error(r, "bid_bonus", f"{expected} for {r.hands} hands")
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
    # N99-BGA-19 (trump_rule='drawn_card' needs nothing more: u = 0 and no joker above)
    tables = GAME_BONUS_TABLES.values()
    if r.game_bonus_table not in tables:
        raise option_error(r, "game_bonus_table", " or ".join(str(list(t)) for t in tables))
    if r.game_bonus is GameBonus.BY_COUNT and r.game_bonus_table != GAME_BONUS_TABLES.get(r.hands):
        table = GAME_BONUS_TABLES.get(r.hands)
        if table is None:
            raise RulesError(
                f"game_bonus='by_count' needs 3 or 4 hands (N99-BGA-19), not {r.hands} hands"
            )
        raise RulesError(
            f"game_bonus='by_count' with {r.hands} hands needs game_bonus_table={list(table)} "
            f"(N99-BGA-19), not {list(r.game_bonus_table)}"
        )
    if r.rubber_wins and r.game_end is not GameEnd.TARGET:
        raise RulesError(
            f"rubber_wins={r.rubber_wins} counts target wins, so it needs game_end='target' "
            f"(N99-BGA-19), not game_end={r.game_end.value!r}"
        )


def _deal_text(r: Rules) -> str:
    """The options that fix the turn-up cards: ``pack=52 dealt to 3 hands (players=3)``."""
    pack = f"pack={r.pack} with joker=True" if r.joker else f"pack={r.pack}"
    seats = f"players={r.players}, dummy=True" if r.dummy else f"players={r.players}"
    return f"{pack} dealt to {r.hands} hands ({seats})"


def _turnup_text(r: Rules) -> str:
    return "1 turn-up card" if r.turnup_size == 1 else f"{r.turnup_size} turn-up cards"


# N99-PRESET-1: a row that names another preset starts from that preset's values.
_ORIGINAL = Rules(
    joker=True,
    trump_rule=TrumpRule.TURNUP,
    game_end=GameEnd.DEALS,
    game_bonus=GameBonus.NONE,
    final_adjustment=True,
)
_ORIGINAL_4P = dataclasses.replace(_ORIGINAL, players=4, pack=52, bid_bonus=(30, 20, 10, 0))
# The five-player game of both rule sets but its bonus table: every seat may declare, ±50.
_FIVE: dict[str, Any] = {
    "players": 5,
    "pack": 60,
    "premium_kinds": frozenset({PremiumKind.DECLARE}),
    "multiple_premiums": True,
    "declare_bonus": 50,
    "premium_failure": PremiumFailure.MINUS,
}

_ORIGINAL_5P = dataclasses.replace(_ORIGINAL, bid_bonus=(40, 30, 20, 10, 0), **_FIVE)
_ORIGINAL_2P = dataclasses.replace(
    _ORIGINAL, players=2, dummy=True, premium_kinds=frozenset({PremiumKind.DECLARE})
)
# The two-player game of 24 cards without a dummy, of both rule sets: declare for 20.
_TWO_24: dict[str, Any] = {
    "players": 2,
    "pack": 24,
    "premium_kinds": frozenset({PremiumKind.DECLARE}),
    "declare_bonus": 20,
    "bid_bonus": (10, 20),
}
_ORIGINAL_2P_24 = dataclasses.replace(_ORIGINAL, **_TWO_24)

_NAUGHTY_NUN = Rules(
    trump_rule=TrumpRule.NAUGHTY_NUN,
    game_end=GameEnd.DEALS,
    game_bonus=GameBonus.NONE,
    final_adjustment=True,
)

# Board Game Arena (§11): game style 2 with scoring style 1 (N99-BGA-5, N99-BGA-12)
_BGA = Rules(
    premium_auction=PremiumAuction.FREE,
    rubber_games=3,
    game_bonus=GameBonus.BY_COUNT,
    show_bid_values=True,
)
_BGA_4P = dataclasses.replace(
    _BGA,
    players=4,
    pack=52,
    bid_bonus=(30, 20, 10, 0),
    game_bonus_table=GAME_BONUS_TABLES[4],
)

PRESETS: dict[str, Rules] = {
    "revised": Rules(),
    "revised-4p": Rules(players=4, pack=52, bid_bonus=(30, 20, 10, 0)),
    "revised-5p": dataclasses.replace(Rules(), bid_bonus=(50, 40, 30, 20, 10), **_FIVE),
    "revised-2p": Rules(
        players=2,
        dummy=True,
        premium_kinds=frozenset({PremiumKind.DECLARE}),
        multiple_premiums=True,
        game_bonus=GameBonus.WINNER,
    ),
    "free-premium": Rules(premium_auction=PremiumAuction.FREE),
    "original": _ORIGINAL,
    "original-early": dataclasses.replace(
        _ORIGINAL, revealer_chooses_leader=True, reveal_hand_after_first_lead=True
    ),
    "original-4p": _ORIGINAL_4P,
    "original-4p-no-premium": dataclasses.replace(_ORIGINAL_4P, premium_kinds=frozenset()),
    "original-5p": _ORIGINAL_5P,
    "original-5p-52": dataclasses.replace(
        _ORIGINAL_5P, pack=52, joker=False, bid_cards=2, turned_nine_no_trump=False
    ),
    "original-2p": _ORIGINAL_2P,
    "original-2p-reveal": dataclasses.replace(_ORIGINAL_2P, premium_kinds=DECLARE_REVEAL),
    "original-2p-24": _ORIGINAL_2P_24,
    "original-2p-24-reveal": dataclasses.replace(
        _ORIGINAL_2P_24, premium_kinds=frozenset({PremiumKind.REVEAL}), reveal_bonus=20
    ),
    "wiki": Rules(
        joker=True,
        trump_rule=TrumpRule.TURNUP,
        premium_first=PremiumFirst.DEALER,
        declarer_upgrade=False,
        game_bonus=GameBonus.NONE,
        show_all_bids=True,
    ),
    "unbidden": Rules(unbidden=True, premium_kinds=frozenset(PremiumKind)),
    "sphinx": Rules(
        trump_rule=TrumpRule.PREMIUM_CHOICE,
        game_end=GameEnd.DEALS,
        game_bonus=GameBonus.NONE,
        final_adjustment=True,
    ),
    "penycook": Rules(premium_kinds=frozenset(), target=150),
    "naughty-nun": _NAUGHTY_NUN,
    "naughty-nun-2p": dataclasses.replace(_NAUGHTY_NUN, **_TWO_24),
    "naughty-nun-4p": dataclasses.replace(
        _NAUGHTY_NUN, players=4, pack=52, bid_bonus=(30, 20, 10, 0)
    ),
    "nine-trump": dataclasses.replace(_ORIGINAL, nine_trumps=True),
    "bga": _BGA,
    "bga-diamonds": dataclasses.replace(_BGA, first_deal_mode=FirstDealMode.DIAMONDS),
    "bga-standard": dataclasses.replace(_BGA, trump_rule=TrumpRule.DRAWN_CARD),
    "bga-4p": _BGA_4P,
    "bga-diamonds-4p": dataclasses.replace(_BGA_4P, first_deal_mode=FirstDealMode.DIAMONDS),
    "bga-standard-4p": dataclasses.replace(_BGA_4P, trump_rule=TrumpRule.DRAWN_CARD),
}
"""The presets of §7.2, by name."""


SOURCES: dict[str, str] = {
    "revised": "000 part 1",
    "revised-4p": "000 §<4人ゲーム>",
    "revised-5p": "000 §<5人ゲーム>",
    "revised-2p": "000 §<2人ゲーム>",
    "free-premium": "000 §<注2>",
    "original": "000 §<オリジナル・ルール>",
    "original-early": "000 §<オリジナル・ルール> (early rules)",
    "original-4p": "000 §[4人ゲーム]",
    "original-4p-no-premium": '000 §[4人ゲーム] ("some books")',
    "original-5p": "000 §[5人ゲーム]",
    "original-5p-52": "000 §[5人ゲーム] (alternative)",
    "original-2p": "000 §[2人ゲーム]",
    "original-2p-reveal": '000 §[2人ゲーム] ("some books")',
    "original-2p-24": "000 §[2人ゲーム] (alternative)",
    "original-2p-24-reveal": '000 §[2人ゲーム] ("some books")',
    "wiki": "001",
    "unbidden": "000 §[アンビッド・ナインティーナイン]",
    "sphinx": "000 §[スフィンクス]",
    "penycook": "000 §[ペニークック・バリエーション]",
    "naughty-nun": "000 §[ノーティー・ナン]",
    "naughty-nun-2p": "000 §[ノーティー・ナン]",
    "naughty-nun-4p": "000 §[ノーティー・ナン]",
    "nine-trump": "000 §[ナイントランプ・バージョン]",
    "bga": "BGA opt 100=2, opt 101=1",
    "bga-diamonds": "BGA opt 100=1, opt 101=1",
    "bga-standard": "BGA opt 100=3, opt 101=1",
    "bga-4p": "BGA opt 100=2, opt 101=1, 4 players",
    "bga-diamonds-4p": "BGA opt 100=1, opt 101=1, 4 players",
    "bga-standard-4p": "BGA opt 100=3, opt 101=1, 4 players",
}
"""The source of each preset (§7.2): the seed documents of the specification, 000 and
001, and their sections; for the ``bga*`` presets, Board Game Arena's table options
(§11)."""


class Options(TypedDict, total=False):
    """The options of ``game.rules(preset, **options)`` for a type checker: the fields
    of :class:`Rules` with their types (:mod:`tricktake.options`, *Typed options*).

    >>> import tricktake
    >>> from tricktake.ninety_nine import Options
    >>> options: Options = {"target": 150}
    >>> tricktake.get_game("ninety-nine").rules("revised", **options).target
    150
    """

    players: int
    dummy: bool
    pack: int
    joker: bool
    bid_cards: int
    trump_rule: TrumpRule
    turned_nine_no_trump: bool
    nine_trumps: bool
    first_deal_mode: FirstDealMode
    premium_kinds: frozenset[PremiumKind]
    multiple_premiums: bool
    premium_auction: PremiumAuction
    premium_first: PremiumFirst
    declarer_upgrade: bool
    declare_bonus: int
    open_bonus: int
    reveal_bonus: int
    premium_failure: PremiumFailure
    bid_bonus: tuple[int, ...]
    game_end: GameEnd
    target: int
    deals_per_game: int
    game_bonus: GameBonus
    game_bonus_points: int
    game_bonus_threshold: int
    game_bonus_table: tuple[int, ...]
    final_adjustment: bool
    show_all_bids: bool
    show_bid_values: bool
    revealer_chooses_leader: bool
    reveal_hand_after_first_lead: bool
    unbidden: bool
    snap_tiebreak: SnapTiebreak
    rubber_games: int
    rubber_wins: int
