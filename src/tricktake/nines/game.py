"""The Nines game object (:doc:`/rules/nines`): the shared
:class:`~tricktake.base.GameBase` configured for Nines, with its hot path (``to_move``,
``legal_actions``, ``apply``, ``deal``, ``playout``) over :mod:`.transitions` and
:mod:`.playout`.

Playing a card is the hot path: :meth:`Nines.apply` checks it on masks and plays it
through the shared trick kernel, which builds the next state as one small tuple.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..base import DEFAULT_PRESET, GameBase, GameModules
from ..errors import IllegalActionError, SetupError, illegal, shown
from ..game import Actor
from ..playouts import playout_with
from ..tricks import HAND_MASK, HAND_SHIFT
from ..units import Seat
from . import actions, encoding, events, facts, rules, sample, state, view
from .actions import Action, Deal, Decision, Play
from .events import DealerNamed
from .playout import finish_deal
from .rules import Options, Rules
from .state import Context, State
from .tables import tables_for
from .transitions import (
    apply_deal,
    apply_decision,
    bad_play,
    dealt,
    expected,
    shuffled,
    trick_done,
    waiting_for_deal,
)
from .values import Phase
from .view import View

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["Nines"]

_DEALING, _EXCHANGE, _PLAY = Phase.DEALING, Phase.EXCHANGE, Phase.PLAY


class Nines(GameBase[Rules, State, Action, View, int]):
    """Nines, *Le Neuf* (:doc:`/rules/nines`): three players bring 9 points down to 0 by
    taking more than 4 of 13 tricks, after a chained exchange with the stock.

    >>> import random, tricktake
    >>> game = tricktake.get_game("nines")
    >>> state = game.new(game.rules("standard"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), [str(a) for a in game.legal_actions(state)]
    (1, ['exchange', 'keep'])
    """

    name = "nines"
    title = "Nines"
    play_phase = Phase.PLAY
    modules = GameModules(rules, state, view, facts, actions, sample, events, encoding)
    setup_arguments = ("points", "deal_number")

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
        points: Sequence[int] | None = None,
        deal_number: int = 1,
        **unknown: object,
    ) -> State:
        """The state that waits for the first deal.

        ``points`` (one per unit: per seat, or per team in partnership) and
        ``deal_number`` (the number of that deal, from 1, which picks its trump by
        NINES-TRUMP-2) start a game in the middle, as NINES-EX-3 does.

        :raises SetupError: for a seat out of range, points of the wrong length or at 0
            or below (the game would be over, NINES-END-1), a deal number below 1, or an
            unknown argument.
        """
        rules = self._check_new(rules, first_dealer, unknown)
        start: tuple[int, ...] = (rules.start_points,) * rules.units
        if points is not None:
            ok = isinstance(points, Sequence) and not isinstance(points, str)
            start = tuple(points) if ok else ()
            units = "teams" if rules.partnership else "seats"
            if len(start) != rules.units or not all(type(p) is int and p >= 1 for p in start):
                raise SetupError(
                    f"points={shown(points)}: expected {rules.units} integers of at least 1, "
                    f"one per unit ({units}); a unit at 0 or below has ended the game "
                    "(NINES-END-1)",
                    argument="points",
                )
        if type(deal_number) is not int or deal_number < 1:
            raise SetupError(
                f"deal_number={shown(deal_number)}: expected a deal number from 1",
                argument="deal_number",
            )
        context = Context(rules, first_dealer, first_dealer, deal_number, start, ())
        return waiting_for_deal(context, tables_for(rules), (DealerNamed(first_dealer),))

    # ------------------------------------------------------------ the hot path
    def to_move(self, state: State) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` before a deal, ``None`` when over
        (NINES-FLOW-3)."""
        if type(state) is State:
            return state.player
        raise self._not_a_state(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move: ``exchange``, ``keep`` (NINES-EXCH-8)
        or its legal cards in canonical order (NINES-PLAY-8); empty at a deal and once
        over."""
        if type(state) is State:
            return state.legal
        raise self._not_a_state(state)

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal (NINES-DEAL-6), dealt from a deck shuffled by ``rng``
        as NINES-DEAL-7 says."""
        stage = self._require_state(state).rest
        if stage.phase is not _DEALING:
            raise illegal("deal", expected(state))
        return dealt(state.rules, state.dealer, shuffled(stage.tables, rng))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of
        :func:`~tricktake.playouts.reference_playout`, the whole deal fused
        (:mod:`tricktake.nines.playout`) under every rule, ``no_draw``'s included.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return playout_with(self, state, rng, finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        if type(state) is not State:
            raise self._not_a_state(state)
        stage = state.rest
        if type(action) is Play and stage.phase is _PLAY:
            seat: Seat = state.player  # type: ignore[assignment]  # in PLAY the seat to play
            card = action.card
            kernel = stage.kernel
            trick_kernel = kernel.trick_kernel
            # NINES-PLAY-3: the cards of the led suit held, if any, else the whole hand
            # (the masks of ``legal``, without comparing actions)
            held = state.hands >> HAND_SHIFT * seat & HAND_MASK
            if state.trick:
                held = held & trick_kernel.suit_cards[state.led] or held
            if not held >> card & 1:
                raise bad_play(state, action)
            # after a trick's last card, the kernel adds its TrickWon to the events
            after: State = trick_kernel.play(
                state, card, kernel.played[seat][card], won=stage.tables.trick_won
            )
            if after.trick:  # the trick goes on
                return after
            return trick_done(after)
        kind = type(action)
        phase = stage.phase
        if kind is Decision and phase is _EXCHANGE:
            return apply_decision(state, action)  # type: ignore[arg-type]
        if kind is Deal and phase is _DEALING:
            return apply_deal(state, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Decision | Play):
            raise IllegalActionError(
                f"{shown(action)} is not a Nines action: expected deal, exchange, keep or play",
                reason="not a Nines action",
            )
        raise illegal(action, expected(state))
