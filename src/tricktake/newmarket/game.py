"""The Newmarket game object (:doc:`/rules/newmarket`): the shared
:class:`~tricktake.base.GameBase` configured for Newmarket, with its hot path
(``to_move``, ``legal_actions``, ``apply``, ``deal``, ``playout``) over :mod:`.transitions`
and :mod:`.playout`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ..base import DEFAULT_PRESET, GameBase, GameModules
from ..draws import shuffled
from ..errors import IllegalActionError, SetupError, illegal, shown
from ..game import Actor
from ..playouts import playout_with
from ..units import Chips, Seat
from . import actions, encoding, events, facts, rules, sample, state, view
from .actions import Action, Ante, Choice, Deal, Offer, Play
from .playout import finish_deal
from .rules import Options, Rules
from .state import State, between_deals
from .transitions import (
    apply_deal,
    apply_decision,
    apply_play,
    bad_play,
    dealt,
    expected,
    waiting_for_deal,
)
from .values import Phase
from .view import View

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["Newmarket"]

_PLAY, _DEALING, _OVER = Phase.PLAY, Phase.DEALING, Phase.OVER


class Newmarket(GameBase[Rules, State, Action, View, Chips]):
    """Newmarket, Michigan and Parlett's Newmarket (:doc:`/rules/newmarket`).

    >>> import random, tricktake
    >>> game = tricktake.get_game("newmarket")
    >>> state = game.new(game.rules("standard"))
    >>> game.scores(state)  # every seat has put 1 chip on each of the four boodles
    (-4, -4, -4, -4)
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state)  # the dealer's left makes the first play (NM-PLAY-1)
    1
    """

    name = "newmarket"
    title = "Newmarket"
    play_phase = Phase.PLAY
    modules = GameModules(rules, state, view, facts, actions, sample, events, encoding)
    setup_arguments = ("balances", "stacks", "face_up", "pool")

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
        stacks: Sequence[Chips] | None = None,
        face_up: Sequence[bool] | None = None,
        pool: Chips = Chips(0),
        **unknown: object,
    ) -> State:
        """The state at the start of the first deal, its antes made (or, with free
        antes, waiting for them).

        To start in the middle of a game, as NM-EX-5 does: ``balances`` (one per seat),
        ``stacks`` (chips on each boodle in ``boodle_cards`` order, or on each king
        C D H S), ``face_up`` (which kings are face up, ``parlett`` only) and ``pool``
        (``parlett`` only). Chips must be conserved (NM-END-5): the balances, stacks
        and pool sum to 0.

        :raises SetupError: for a bad argument, naming it.
        """
        n = self._check_new(rules, first_dealer, unknown).players
        zero = Chips(0)
        start = (
            _chips("balances", balances, n, negative=True) if balances is not None else (zero,) * n
        )
        piles = _chips("stacks", stacks, 4, negative=False) if stacks is not None else (zero,) * 4
        faces = (True,) * 4
        if face_up is not None:
            if not rules.parlett:
                raise SetupError(
                    "face_up: boodles have no faces; only Parlett's kings (NM-COMP-5)",
                    argument="face_up",
                )
            if (
                isinstance(face_up, str)
                or not isinstance(face_up, Sequence)
                or len(face_up) != 4
                or not all(type(f) is bool for f in face_up)
            ):
                raise SetupError(
                    f"face_up={shown(face_up)}: expected four booleans, kings C D H S",
                    argument="face_up",
                )
            faces = tuple(face_up)  # type: ignore[assignment]
            if not any(faces):
                raise SetupError(
                    "face_up: no king is face up, so the game is over (NM-CAPT-4): expected "
                    "at least one",
                    argument="face_up",
                )
            if any(k and not up for k, up in zip(piles, faces, strict=True)):
                raise SetupError(
                    f"stacks={list(piles)}: a face-down king holds no chips (NM-INV-9)",
                    argument="stacks",
                )
        if type(pool) is not int or pool < 0 or (pool and not rules.parlett):
            wanted = "an integer >= 0" if rules.parlett else "0: only Parlett's game has a pool"
            raise SetupError(f"pool={shown(pool)}: expected {wanted}", argument="pool")
        if sum(start) + sum(piles) + pool != 0:
            raise SetupError(
                f"balances {list(start)}, stacks {list(piles)} and pool {pool} sum to "
                f"{sum(start) + sum(piles) + pool}: chips are conserved (NM-END-5), expected 0",
                argument="balances",
            )
        base = between_deals(
            rules,
            first_dealer=first_dealer,
            dealer=first_dealer,
            deal_number=0,
            balances=start,
            stacks=piles,
            face_up=faces,
            pool=pool,
            results=(),
        )
        return waiting_for_deal(base, first_dealer, ())

    # ------------------------------------------------------------ the hot path
    def to_move(self, state: State) -> Actor:
        """NM-FLOW-5: the seat to act, :data:`~tricktake.CHANCE` for the deal, ``None``
        once the game is over."""
        if type(state) is not State:
            raise self._not_a_state(state)
        return state.actor

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in the stable order of NM-ANTE-5,
        NM-SALE-8, NM-PEX-5 and NM-PLAY-8."""
        if type(state) is not State:
            raise self._not_a_state(state)
        return state.legal

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal (NM-DEAL-9): a deck shuffled by ``rng`` dealt as
        NM-DEAL-2..5 say.

        :raises IllegalActionError: when no deal is due.
        """
        if self._require_state(state).phase is not _DEALING:
            raise illegal("deal", expected(state))
        tables = state.tables
        return dealt(tables, state.dealer, shuffled(rng, tables.deck_bits))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of
        :func:`~tricktake.playouts.reference_playout`, the deal, the decisions and the
        card play fused (:func:`~.playout.finish_deal`, through
        :func:`~tricktake.playouts.playout_with`).

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        :raises ArgumentError: for anything but a Newmarket state.
        """
        return playout_with(self, state, rng, finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action``; ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here and what
            was expected.
        """
        if type(state) is not State:
            raise self._not_a_state(state)
        phase = state.rest.phase
        kind = type(action)
        if kind is Play and phase is _PLAY:
            if action not in state.legal:
                raise bad_play(state, action)  # type: ignore[arg-type]
            return apply_play(state, action.card)  # type: ignore[union-attr]
        if kind is Deal and phase is _DEALING:
            return apply_deal(state, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Ante | Choice | Offer | Play):
            raise IllegalActionError(
                f"{shown(action)} is not a Newmarket action: expected deal, ante, exchange, "
                "keep, offer, pass, sell, refuse or play"
            )
        if phase in (_OVER, _DEALING, _PLAY) or action not in state.legal:
            raise illegal(action, expected(state))
        return apply_decision(state, action)


def _is_sequence(value: object) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str)


def _chips(name: str, value: object, count: int, *, negative: bool) -> tuple[Chips, ...]:
    # not a sequence: no items (and count is never 0)
    items = tuple(cast("Sequence[object]", value)) if _is_sequence(value) else ()
    ok = len(items) == count and all(type(v) is int and (negative or v >= 0) for v in items)
    if not ok:
        what = "integers" if negative else "integers >= 0"
        raise SetupError(f"{name}={shown(value)}: expected {count} {what}", argument=name)
    return cast("tuple[Chips, ...]", items)
