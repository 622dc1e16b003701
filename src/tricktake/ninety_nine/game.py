"""The Ninety-Nine game object (:doc:`/rules/ninety-nine`): the shared
:class:`~tricktake.base.GameBase` configured for Ninety-Nine, with its hot path
(``to_move``, ``legal_actions``, ``apply``, ``deal``, ``playout``) over
:mod:`.transitions` and :mod:`.playout`.

:meth:`NinetyNine.apply` and :meth:`NinetyNine.legal_actions` are the hot path of every
bot and simulation. Playing a card is handled first, on ints and masks, and builds the
next state as one small tuple (:class:`~tricktake.ninety_nine.state.State` keeps
everything that changes less often in its :class:`~tricktake.ninety_nine.state.Stage`).
Everything else is rarer and is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..base import DEFAULT_PRESET, GameBase, GameModules
from ..errors import IllegalActionError, SetupError, illegal
from ..game import Actor
from ..playouts import playout_with
from ..units import Seat
from . import actions, encoding, events, facts, rules, sample, scoring, state, view
from .actions import (
    Action,
    Bid,
    Call,
    Deal,
    Lead,
    Play,
    Trump,
    sampled_deal,
)
from .playout import finish_deal
from .rules import GameEnd, Options, PremiumFailure, Rules, TrumpRule
from .state import Context, State
from .tables import tables_for
from .transitions import (
    apply_bid,
    apply_call,
    apply_deal,
    apply_lead,
    apply_play,
    apply_trump,
    draw_trump,
    expected,
    mode_of_deal,
    shuffled,
    waiting_for_deal,
)
from .values import Mode, Phase
from .view import View

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["NinetyNine"]

_DEAL, _BID, _PREMIUM, _PLAY, _OVER = Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY, Phase.OVER
_LEAD, _TRUMP = Phase.LEAD, Phase.TRUMP
_FIXED_BY = {
    TrumpRule.TURNUP: "the turn-up",
    TrumpRule.PREMIUM_CHOICE: "the holder's trump call",
    TrumpRule.NAUGHTY_NUN: "the schedule",
    TrumpRule.DRAWN_CARD: "the drawn trump card",
}


class NinetyNine(GameBase[Rules, State, Action, View, int]):
    """David Parlett's Ninety-Nine (:doc:`/rules/ninety-nine`).

    >>> import random, tricktake
    >>> game = tricktake.get_game("ninety-nine")
    >>> state = game.new(game.rules("revised"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), len(game.legal_actions(state))
    (1, 220)
    """

    name = "ninety-nine"
    title = "Ninety-Nine"
    play_phase = Phase.PLAY
    modules = GameModules(rules, state, view, facts, actions, sample, events, encoding)
    setup_arguments = ("totals", "mode", "deal_number")

    if TYPE_CHECKING:

        def rules(self, preset: str = DEFAULT_PRESET, /, **options: Unpack[Options]) -> Rules:
            """The rules of ``preset`` with ``options`` (this game's ``Options``) overriding it."""
            ...

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
        next deal (by default the first deal of a game is at no trump, N99-TRUMP-3, or
        diamonds under ``first_deal_mode='D'``, N99-BGA-6) and,
        in a game of a number of deals, the deals already played (Naughty Nun's
        schedule then fixes the mode, N99-TRUMP-7).

        :raises SetupError: for a seat out of range, totals of the wrong length, totals
            that the rules cannot reach or that end the game, a mode that the rules
            cannot produce, a deal number outside the game, or an unknown argument.
        """
        n = self._check_new(rules, first_dealer, unknown).players
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
        context = Context(
            rules=rules,
            first_dealer=first_dealer,
            dealer=dealer,
            deal_number=deal_number,
            totals=start,
            results=(),
            mode=fixed,
        )
        return waiting_for_deal(context, tables, ())

    # ------------------------------------------------------------ the hot path
    def to_move(self, state: State) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` before a deal, ``None`` when the
        game is over (N99-PHASE-5)."""
        if type(state) is State:
            return state.player
        raise self._not_a_state(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in a stable order (empty at chance
        nodes and when the game is over). Bids are a lazy
        :class:`~tricktake.ninety_nine.actions.BidChoices`."""
        if type(state) is State:
            return state.legal
        raise self._not_a_state(state)

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal, dealt as N99-DEAL-2..4 from a deck shuffled by ``rng``;
        under ``trump_rule='drawn_card'`` with its trump card, drawn first (N99-BGA-7/8)."""
        stage = self._require_state(state).rest
        if stage.phase is not _DEAL:
            raise illegal("deal", f"no deal is due in phase {stage.phase.value}")
        tables = stage.tables
        card = draw_trump(tables, rng) if tables.draw_pack else None
        return sampled_deal(*shuffled(tables, stage.context.dealer, rng), trump_card=card)

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of :func:`~tricktake.playouts.reference_playout`.

        Fused (:mod:`tricktake.ninety_nine.playout`, through
        :func:`~tricktake.playouts.playout_with`): the whole deal of every preset, every
        phase at once; only a Snap deal's cards go one by one, through the transitions.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return playout_with(self, self._require_state(state), rng, finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        try:
            phase = state.rest.phase
        except AttributeError:  # None, a view: no rest or no phase
            raise self._not_a_state(state) from None
        if type(action) is Play and phase is _PLAY:  # (another game's phase is none of ours)
            return apply_play(state, action)
        kind = type(action)
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
        if type(state) is not State:
            raise self._not_a_state(state)
        if not isinstance(action, Deal | Bid | Call | Play | Trump | Lead):
            raise IllegalActionError(
                f"{action!r} is not a Ninety-Nine action: expected deal, bid, call, trump, "
                "lead or play"
            )
        raise illegal(action, expected(state))

    # -------------------------------------------------------------- results
    def winners(self, state: State) -> tuple[Seat, ...]:
        """N99-GAME-4: the seats with the highest total of a finished game, or of a
        finished rubber the highest rubber score (N99-GAME-11); both seats after a
        dummy game's draw.

        :raises ArgumentError: for anything but a state of this game.
        :raises IllegalActionError: while the game goes on.
        """
        context = self._require_over(state)
        return scoring.match_winners(context.rules, (*context.games, context.totals))

    def settlement(self, state: State) -> tuple[int, ...]:
        """N99-GAME-8/11: each seat's net from settling every pair of final game scores,
        game by game; a dummy game's draw settles nothing.

        :raises ArgumentError: for anything but a state of this game.
        :raises IllegalActionError: while the game goes on.
        """
        context = self._require_over(state)
        return scoring.match_settlement(context.rules, (*context.games, context.totals))

    def _require_over(self, state: State) -> Context:
        """The context of ``state``, a state of this game once it is over."""
        stage = self._require_state(state).rest
        if stage.phase is not _OVER:
            raise IllegalActionError(f"the game is not over (phase {stage.phase.value})")
        return stage.context
