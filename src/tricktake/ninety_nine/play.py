"""The Ninety-Nine game object: transitions of every phase (§3–§6).

:meth:`NinetyNine.apply` and :meth:`NinetyNine.legal_actions` are the hot path of every
bot and simulation. Playing a card is handled first, on ints and masks, and builds the
next state as one small tuple (:class:`~tricktake.ninety_nine.state.State` keeps
everything that changes less often in its :class:`~tricktake.ninety_nine.state.Context`).
Everything else is rarer and is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..cards import Card
from ..engine import (
    Actor,
    Event,
    GameInfo,
    Outcome,
    check_seat,
    playout_with,
    visible_events,
)
from ..errors import IllegalActionError, SetupError, illegal
from ..errors import shown as _shown
from ..options import build_rules, preset_of
from ..units import Seat
from . import facts, sample, scoring
from .actions import (
    Action,
    Bid,
    Call,
    Deal,
    Lead,
    Play,
    Trump,
    parse_action,
    sampled_deal,
)
from .playout import finish_deal
from .rules import (
    PRESETS,
    GameEnd,
    PremiumFailure,
    Rules,
    TrumpRule,
)
from .state import Context, State
from .tables import (
    tables_for,
)
from .transitions import (
    BidChoices,
    apply_bid,
    apply_call,
    apply_deal,
    apply_lead,
    apply_play,
    apply_trump,
    expected,
    mode_of_deal,
    shuffled,
    waiting_for_deal,
)
from .values import Auction, Mode, Phase
from .view import View, make_view, view_json

__all__ = ["BidChoices", "NinetyNine"]

_new = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_DEAL, _BID, _PREMIUM, _PLAY, _OVER = Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY, Phase.OVER
_LEAD, _TRUMP = Phase.LEAD, Phase.TRUMP
_NO_AUCTION = Auction()
_SNAP = Mode.SNAP
_FIXED_BY = {
    TrumpRule.TURNUP: "the turn-up",
    TrumpRule.PREMIUM_CHOICE: "the holder's trump call",
    TrumpRule.NAUGHTY_NUN: "the schedule",
}


class NinetyNine:
    """David Parlett's Ninety-Nine (``rules/ninety-nine.md``).

    >>> import random, tricktake
    >>> game = tricktake.get_game("ninety-nine")
    >>> state = game.new(game.rules("revised"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), len(game.legal_actions(state))
    (1, 220)
    """

    #: The registered name of the game.
    name = "ninety-nine"

    # ----------------------------------------------------------------- setup
    def presets(self) -> tuple[str, ...]:
        """The presets of ``rules/ninety-nine.md`` §7.2 that this version plays."""
        return tuple(PRESETS)

    def rules(self, preset: str = "revised", /, **options: Any) -> Rules:
        """The rules of ``preset`` with ``options`` overriding it (§7.1)."""
        return build_rules(Rules, PRESETS, preset, options)

    def preset_of(self, rules: Rules) -> tuple[str, dict[str, Any]]:
        """The preset closest to ``rules`` and the options that differ from it."""
        _require_rules(rules)
        return preset_of(rules, PRESETS)

    def info(self, rules: Rules) -> GameInfo:
        """The seats, the pack (N99-DEAL-8 order) and the bounds of a game under ``rules``.

        :raises SetupError: for rules that are not Ninety-Nine's.
        """
        _require_rules(rules)
        return facts.game_info(rules)

    def new(
        self,
        rules: Rules,
        /,
        *,
        first_dealer: Seat = Seat(0),
        totals: Sequence[int] | None = None,
        mode: Mode | str | None = None,
        deal_number: int = 0,
        **unknown: object,
    ) -> State:
        """The state that waits for the first deal.

        ``totals`` (one per hand), ``mode`` and ``deal_number`` start a game in the
        middle, as the worked examples do: the running totals so far, the mode of the
        next deal (by default the first deal of a game is at no trump, N99-TRUMP-3) and,
        in a game of a number of deals, the deals already played (Naughty Nun's
        schedule then fixes the mode, N99-TRUMP-7).

        :raises SetupError: for a seat out of range, totals of the wrong length, totals
            that the rules cannot reach or that end the game, a mode that the rules
            cannot produce, a deal number outside the game, or an unknown argument.
        """
        if unknown:
            raise SetupError(
                f"unknown setup argument {next(iter(unknown))!r}: expected first_dealer, "
                "totals, mode or deal_number",
                argument=next(iter(unknown)),
            )
        _require_rules(rules)
        n = rules.players
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise SetupError(
                f"first_dealer={first_dealer!r}: expected a seat from 0 to {n - 1}",
                argument="first_dealer",
            )
        start: tuple[int, ...] = (0,) * rules.hands if totals is None else ()
        if isinstance(totals, Sequence) and not isinstance(totals, str):
            start = tuple(totals)  # anything else (an int, a dict, an iterator) is refused
        if len(start) != rules.hands or not all(type(t) is int for t in start):
            raise SetupError(
                f"totals={totals!r}: expected {rules.hands} integers, one per hand",
                argument="totals",
            )
        if rules.premium_failure is not PremiumFailure.MINUS and min(start) < 0:
            raise SetupError(
                f"totals={totals!r}: totals cannot be negative without "
                "premium_failure='minus' (N99-SCORE-11)",
                argument="totals",
            )
        if scoring.game_ends(rules, start, 0):
            raise SetupError(
                f"totals={totals!r}: a total has reached the target {rules.target}, so the "
                "game is over (N99-GAME-2): expected totals below it",
                argument="totals",
            )
        deals = rules.deals_per_game if rules.game_end is GameEnd.DEALS else 1
        if type(deal_number) is not int or not 0 <= deal_number < deals:
            expected = (
                f"a number from 0 to {deals - 1}, the deals already played"
                if deals > 1
                else "0 (only a game of a number of deals starts later)"
            )
            raise SetupError(
                f"deal_number={deal_number!r}: expected {expected}", argument="deal_number"
            )
        tables = tables_for(rules)
        fixed = mode_of_deal(rules, deal_number)
        fixing = _FIXED_BY.get(rules.trump_rule)
        if mode is not None and fixing is not None:
            raise SetupError(
                f"mode={mode!r}: {fixing} fixes each deal's mode (N99-TRUMP-4..7): "
                "expected no mode",
                argument="mode",
            )
        if mode is not None:
            try:
                fixed = Mode(mode)
            except ValueError:
                fixed = None
            if fixed not in tables.kernels:
                modes = ", ".join(m.value for m in tables.kernels)
                raise SetupError(f"mode={mode!r}: expected one of {modes}", argument="mode")
        dealer = tables.seats[(first_dealer + deal_number) % n]  # N99-DEAL-6
        context = Context(rules, first_dealer, dealer, deal_number, start, (), fixed)
        return waiting_for_deal(context, tables, ())

    # ------------------------------------------------------------ the protocol
    def to_move(self, state: State) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` before a deal, ``None`` when over."""
        return state.player

    def is_over(self, state: State) -> bool:
        """Whether the game has ended (N99-PHASE-5)."""
        return state.rest.phase is _OVER

    def events(self, state: State, seat: Seat | None = None) -> tuple[Event, ...]:
        """The events of the transition that made ``state`` that ``seat`` may see;
        ``None`` (the default) gives the public ones (a hand dealt is its seat's alone).

        :raises SetupError: for a seat that does not exist.
        """
        return visible_events(state.events, check_seat(seat, state.context.rules.players))

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``
        (see :meth:`tricktake.Game.sample_state` and :mod:`.sample`).

        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        return sample.sample_state(self, view, rng)

    def parse_action(self, state: State, text: str) -> Action:
        """The action that ``text`` denotes (N99-TEXT-1..3), legal or not."""
        return parse_action(text, state.context.rules)

    def format_action(self, action: Action) -> str:
        """The canonical text of ``action``."""
        return str(action)

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in a stable order (empty at chance
        nodes and when the game is over). Bids are a lazy :class:`BidChoices`."""
        return state.legal

    def scores(self, state: State) -> tuple[int, ...]:
        """N99-SCORE-13: running totals of the current game per live seat; once the
        match is over, final game scores, summed over a rubber's games (N99-GAME-11)."""
        context = state.rest.context
        n = context.rules.players
        if state.rest.phase is _OVER:
            return scoring.match_scores(context.rules, (*context.games, context.totals))[:n]
        return context.totals[:n]

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal, dealt as N99-DEAL-2..4 from a deck shuffled by ``rng``."""
        if state.phase is not _DEAL:
            raise illegal("deal", f"no deal is due in phase {state.phase.value}")
        return sampled_deal(*shuffled(state.tables, state.context.dealer, rng))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of :func:`~tricktake.engine.reference_playout`.

        Fused (:mod:`tricktake.ninety_nine.playout`, through
        :func:`~tricktake.engine.playout_with`): the whole deal where the rules are plain,
        the card play of any deal but a Snap or dummy deal; the rest goes step by step.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return playout_with(self, state, rng, finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        if type(action) is Play and state[8][2] is _PLAY:  # state.rest.phase
            return apply_play(state, action)
        kind = type(action)
        phase = state[8][2]  # state.rest.phase
        if kind is Bid and phase is _BID:
            return apply_bid(state, action)  # type: ignore[arg-type]
        if kind is Call and phase is _PREMIUM:
            return apply_call(state, action)  # type: ignore[arg-type]
        if kind is Deal and phase is _DEAL:
            return apply_deal(state, action)  # type: ignore[arg-type]
        if kind is Lead and phase is _LEAD:
            return apply_lead(state, action)  # type: ignore[arg-type]
        if kind is Trump and phase is _TRUMP:
            return apply_trump(state, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Bid | Call | Play | Trump | Lead):
            raise IllegalActionError(
                f"{action!r} is not a Ninety-Nine action: expected deal, bid, call, trump, "
                "lead or play"
            )
        raise illegal(action, expected(state))

    # ----------------------------------------------------------------- views
    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may know (N99-VIEW-1..9); ``None`` gives the public view."""
        seat = check_seat(seat, state.context.rules.players)
        return make_view(state, seat, self.scores(state))

    def to_json(self, view: View) -> dict[str, Any]:
        """A JSON-ready dict of a view, cards as canonical text."""
        return view_json(view)

    def piles(self, state: State) -> dict[str, tuple[Card, ...]]:
        """Every pile of N99-COMP-9 by name (``hand[0]``, ``bid[0]``, ``turnup``,
        ``trick``, ``taken[0]`` ...) and ``undealt``; see
        :func:`tricktake.ninety_nine.facts.piles`."""
        return facts.piles(state)

    # -------------------------------------------------------------- results
    def outcome(self, state: State) -> Outcome | None:
        """``None`` until the game is over; then the final scores (N99-SCORE-13), the
        winners (N99-GAME-4) and the reason: ``"target"`` (N99-GAME-2) or ``"deals"``
        (N99-GAME-3)."""
        return facts.outcome(state, self.scores(state))

    def tallies(self, state: State) -> dict[str, tuple[int, int]]:
        """``bids made`` and ``premiums made`` over the deals scored so far."""
        return facts.tallies(state)

    def winners(self, state: State) -> tuple[Seat, ...]:
        """N99-GAME-4: the seats with the highest total of a finished game, or of a
        finished rubber the highest rubber score (N99-GAME-11); both seats after a
        dummy game's draw."""
        _require_over(state)
        return scoring.match_winners(state.rules, (*state.games, state.totals))

    def settlement(self, state: State) -> tuple[int, ...]:
        """N99-GAME-8/11: each seat's net from settling every pair of final game scores,
        game by game; a dummy game's draw settles nothing."""
        _require_over(state)
        return scoring.match_settlement(state.rules, (*state.games, state.totals))


def _require_rules(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise SetupError(
            f"rules={_shown(rules)}: expected Ninety-Nine Rules from game.rules()",
            argument="rules",
        )


def _require_over(state: State) -> None:
    if state.phase is not _OVER:
        raise IllegalActionError(f"the game is not over (phase {state.phase.value})")
