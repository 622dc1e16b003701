"""The Nap game object (:doc:`/rules/nap`): the shared :class:`~tricktake.base.GameBase`
configured for Nap, with its hot path (``to_move``, ``legal_actions``, ``apply``,
``deal``, ``playout``) over :mod:`.transitions` and :mod:`.playout`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..base import DEFAULT_PRESET, GameBase, GameModules
from ..errors import IllegalActionError, SetupError, illegal
from ..errors import shown as _shown
from ..game import Actor
from ..playouts import playout_with
from ..units import Chips, Seat
from . import actions, encoding, events, facts, rules, sample, state, view
from .actions import Action, Bid, Deal, Play
from .playout import finish_deal
from .rules import Options, Rules
from .state import Context, Stage, State
from .tables import tables_for
from .transitions import (
    apply_bid,
    apply_deal,
    apply_play,
    bad_bid,
    bad_play,
    dealt,
    expected,
    shuffled,
    waiting_for_deal,
)
from .values import Phase
from .view import View

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["Nap"]

_DEALING, _BIDDING, _PLAY = Phase.DEALING, Phase.BIDDING, Phase.PLAY


class Nap(GameBase[Rules, State, Action, View, Chips]):
    """Nap, or Napoleon (:doc:`/rules/nap`).

    >>> import random, tricktake
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules("standard"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), [str(a) for a in game.legal_actions(state)]
    (1, ['pass', 'bid two', 'bid three', 'bid misere', 'bid four', 'bid nap'])
    """

    name = "nap"
    title = "Nap"
    play_phase = Phase.PLAY
    modules = GameModules(rules, state, view, facts, actions, sample, events, encoding)
    setup_arguments = ("balances",)

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
        balances: Sequence[Chips] | None = None,
        **unknown: object,
    ) -> State:
        """The state that waits for the first deal (NAP-DEAL-1).

        ``balances`` (one per seat, summing to 0, NAP-SCORE-6) starts a game with chips
        already won and lost; by default every balance is 0 (NAP-COMP-7).

        :raises SetupError: for a seat out of range, balances of the wrong length or
            that do not sum to 0, or an unknown argument.
        """
        n = self._check_new(rules, first_dealer, unknown).players
        tables = tables_for(rules)
        start = tables.no_chips
        if balances is not None:
            ok = isinstance(balances, Sequence) and not isinstance(balances, str)
            start = tuple(balances) if ok else ()
            numbers = [b for b in start if type(b) is int]
            if len(start) != n or len(numbers) != n or sum(numbers) != 0:
                raise SetupError(
                    f"balances={_shown(balances)}: expected {n} integers, one per seat, "
                    "that sum to 0 (NAP-SCORE-6)",
                    argument="balances",
                )
        context = Context(rules, first_dealer, first_dealer, 0, start, ())
        return waiting_for_deal(context, tables, (tables.dealer_named[first_dealer],))

    # ------------------------------------------------------------ the hot path
    def to_move(self, state: State) -> Actor:
        """NAP-FLOW-3: :data:`~tricktake.CHANCE` in ``dealing``, the bidder or player to
        act, ``None`` when the game is over.

        :raises ArgumentError: for anything but a Nap state.
        """
        if type(state) is State:  # (another trick game's state has a player too)
            return state.player
        raise self._not_a_state(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in the stable order of NAP-BID-12 and
        NAP-FLOW-5; empty at chance nodes and when the game is over.

        :raises ArgumentError: for anything but a Nap state (a view has ``legal`` too).
        """
        if type(state) is State:
            return state.legal
        raise self._not_a_state(state)

    def deal(self, state: State, rng: random.Random) -> Deal:
        """NAP-DEAL-6: a uniformly random deal: the deck shuffled with ``rng``, dealt by
        the rules' pattern (NAP-DEAL-7..9).

        :raises ArgumentError: for anything but a Nap state.
        :raises IllegalActionError: when no deal is due.
        """
        stage = self._require_state(state).rest
        if stage.phase is not _DEALING:
            raise illegal("deal", f"no deal is due in phase {stage.phase.value}")
        return dealt(stage.tables, state.dealer, shuffled(stage.tables, rng))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of
        :func:`~tricktake.playouts.reference_playout`, the whole deal fused
        (:mod:`tricktake.nap.playout`) under every rule, the joker's included.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        :raises ArgumentError: for anything but a Nap state.
        """
        return playout_with(self, state, rng, finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises ArgumentError: for anything but a Nap state.
        :raises IllegalActionError: saying why the action is not legal here.
        """
        if type(state) is not State:
            raise self._not_a_state(state)
        stage: Stage = state.rest
        if type(action) is Play and stage.phase is _PLAY:
            if action not in state.legal:
                raise bad_play(state, action)
            return apply_play(state, stage, action)
        kind = type(action)
        if kind is Bid and stage.phase is _BIDDING:
            if action not in state.legal:
                raise bad_bid(state, action)  # type: ignore[arg-type]
            return apply_bid(state, stage, action)  # type: ignore[arg-type]
        if kind is Deal and stage.phase is _DEALING:
            return apply_deal(state, stage, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Bid | Play):
            raise IllegalActionError(
                f"{_shown(action)} is not a Nap action: expected a deal, a bid, a pass or a play"
            )
        raise illegal(action, expected(state))
