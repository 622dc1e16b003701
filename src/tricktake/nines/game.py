"""The Nines game object: the deal, the exchange, trick play, scoring and the game end
(``rules/nines.md`` §3–§6).

Playing a card is the hot path: it goes through the shared trick kernel and builds the
next state as one small tuple; the rest is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..cards import Card, card_text, cards_of
from ..draws import GetRandBits
from ..engine import (
    CHANCE,
    Actor,
    Event,
    GameInfo,
    Outcome,
    check_seat,
    playout_with,
    visible_events,
)
from ..errors import IllegalActionError, SetupError, illegal, shown
from ..options import build_rules, preset_of
from ..tricks import HAND_MASK, HAND_SHIFT
from ..units import Seat
from . import facts, sample
from .actions import EXCHANGE, KEEP, Action, Deal, Decision, Play, parse_action
from .events import (
    DealerNamed,
    DealScored,
    Decided,
    GameOver,
    HandDealt,
    PointsAre,
    TrumpIs,
    ZeroReached,
)
from .rules import PRESETS, Rules
from .scoring import score_changes
from .state import STOCK, Context, Stage, State
from .tables import PACK, Kernel, Tables, tables_for
from .values import DealResult, Phase
from .view import View, make_view, view_json

__all__ = ["Nines"]

_new = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_DEALING, _EXCHANGE, _PLAY, _OVER = Phase.DEALING, Phase.EXCHANGE, Phase.PLAY, Phase.OVER
_DECISIONS = (EXCHANGE, KEEP)  # NINES-EXCH-8
_PACK_MASK = sum(1 << c for c in PACK)
_SUITS = ("clubs", "diamonds", "hearts", "spades")


class Nines:
    """Nines, *Le Neuf* (``rules/nines.md``): three players bring 9 points down to 0 by
    taking more than 4 of 13 tricks, after a chained exchange with the stock.

    >>> import random, tricktake
    >>> game = tricktake.get_game("nines")
    >>> state = game.new(game.rules("standard"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), [str(a) for a in game.legal_actions(state)]
    (1, ['exchange', 'keep'])
    """

    #: The registered name of the game.
    name = "nines"

    # ----------------------------------------------------------------- setup
    def presets(self) -> tuple[str, ...]:
        """The presets of NINES-PRESET-1, ``standard`` first."""
        return tuple(PRESETS)

    def rules(self, preset: str = "standard", /, **options: Any) -> Rules:
        """The rules of ``preset`` with ``options`` overriding it (NINES-OPT-1..3)."""
        return build_rules(Rules, PRESETS, preset, options)

    def preset_of(self, rules: Rules) -> tuple[str, dict[str, Any]]:
        """The preset closest to ``rules`` and the options that differ from it."""
        _require_rules(rules)
        return preset_of(rules, PRESETS)

    def info(self, rules: Rules) -> GameInfo:
        """The seats, the pack and the bounds of a game (NINES-COMP-7, NINES-INV-8).

        :raises SetupError: for rules that are not Nines rules.
        """
        _require_rules(rules)
        return facts.game_info(rules)

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
        if unknown:
            name = next(iter(unknown))
            raise SetupError(
                f"unknown setup argument {name!r}: expected first_dealer, points or deal_number",
                argument=name,
            )
        _require_rules(rules)
        n = rules.players
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise SetupError(
                f"first_dealer={shown(first_dealer)}: expected a seat from 0 to {n - 1}",
                argument="first_dealer",
            )
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
        return _waiting_for_deal(context, tables_for(rules), (DealerNamed(first_dealer),))

    # ------------------------------------------------------------ the protocol
    def to_move(self, state: State) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` before a deal, ``None`` when over
        (NINES-FLOW-3)."""
        return state.player

    def is_over(self, state: State) -> bool:
        """Whether the game has ended (NINES-END-1, NINES-NODRAW-3)."""
        return state.rest.phase is _OVER

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move: ``exchange``, ``keep`` (NINES-EXCH-8)
        or its legal cards in canonical order (NINES-PLAY-8); empty at a deal and once
        over."""
        return state.legal

    def events(self, state: State, seat: Seat | None = None) -> tuple[Event, ...]:
        """The events of the transition that made ``state`` that ``seat`` may see
        (NINES-LOG-1); ``None`` (the default) gives the public ones.

        :raises SetupError: for a seat that does not exist.
        """
        return visible_events(state.events, check_seat(seat, state.rules.players))

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``
        (see :meth:`tricktake.Game.sample_state` and :mod:`.sample`).

        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        return sample.sample_state(self, view, rng, _waiting_for_deal)

    def parse_action(self, state: State, text: str) -> Action:
        """The action that ``text`` denotes (NINES-TEXT-1/2), legal or not."""
        return parse_action(text, state.rules)

    def format_action(self, action: Action) -> str:
        """The canonical text of ``action``."""
        return str(action)

    def scores(self, state: State) -> tuple[int, ...]:
        """Each seat's unit's points (NINES-COMP-5): before the current deal's scoring;
        after a no-draw end the running scores (NINES-NODRAW-4)."""
        context = state.rest.context
        points = context.points
        if context.rules.partnership:
            return (points[0], points[1], points[0], points[1])
        return points

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal (NINES-DEAL-6), dealt from a deck shuffled by ``rng``
        as NINES-DEAL-7 says."""
        if state.rest.phase is not _DEALING:
            raise illegal("deal", _expected(state))
        bits = list(state.rest.tables.deck_bits)
        rng.shuffle(bits)
        rules = state.rules
        n = rules.players
        dealt = 13 * n
        first = state.dealer + 1
        # c[k] to seat (dealer + 1 + k) mod n: the seat at position p from the dealer's
        # left gets every n-th card from the p-th; the rest is the stock
        hands = tuple([sum(bits[(s - first) % n : dealt : n]) for s in range(n)])
        return Deal(hands, sum(bits[dealt:]))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        the card play fused (:func:`_finish_deal`), the deal and the exchange step by step.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return playout_with(self, state, rng, _finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        stage = state[8]
        if type(action) is Play and stage[2] is _PLAY:
            seat: Seat = state[5]
            card = action.card
            kernel: Kernel = stage[3]
            trick_kernel = kernel[0]
            # NINES-PLAY-3: the cards of the led suit held, if any, else the whole hand
            # (the masks of ``legal``, without comparing actions)
            held = state[0] >> HAND_SHIFT * seat & HAND_MASK
            if state[1]:
                held = held & trick_kernel.suit_cards[state[2]] or held
            if not held >> card & 1:
                raise _bad_play(state, action)
            after: State = trick_kernel.play(state, card, kernel[1][seat][card])
            if after[1]:  # the trick goes on
                return after
            return _trick_done(after, seat, card)
        kind = type(action)
        phase = stage[2]
        if kind is Decision and phase is _EXCHANGE:
            return _decide(state, action)  # type: ignore[arg-type]
        if kind is Deal and phase is _DEALING:
            return _deal(state, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Decision | Play):
            raise IllegalActionError(
                f"{shown(action)} is not a Nines action: expected deal, exchange, keep or play",
                reason="not a Nines action",
            )
        raise illegal(action, _expected(state))

    # ----------------------------------------------------------------- views
    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may know (NINES-OBS-1..3); ``None`` gives the public view."""
        check_seat(seat, state.rules.players)
        return make_view(state, seat, self.scores(state), facts.outcome(state, self.scores(state)))

    def to_json(self, view: View) -> dict[str, Any]:
        """A JSON-ready dict of a view, cards as canonical text."""
        return view_json(view)

    def piles(self, state: State) -> dict[str, tuple[Card, ...]]:
        """Every pile of NINES-COMP-4 by name: ``hand[s]``, ``stock`` (3 players),
        ``trick`` (in play order), ``won[s]``, and ``undealt`` (the cards no deal has
        placed: the whole pack between deals)."""
        return facts.piles(state)

    # -------------------------------------------------------------- results
    def outcome(self, state: State) -> Outcome | None:
        """``None`` until the game is over; then the final scores, the winners and the
        reason: ``"zero"`` (NINES-END-1..3), ``"draw"`` (tied lowest, NINES-END-2) or
        ``"no-draw"`` (NINES-NODRAW-3)."""
        return facts.outcome(state, self.scores(state))

    def tallies(self, state: State) -> dict[str, tuple[int, int]]:
        """The figures of :func:`.facts.tallies`: the mean score change per unit and
        deal, and under ``no_draw`` the deals stopped early."""
        return facts.tallies(state)


# --------------------------------------------------------------------- transitions
def _waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    """The state that waits for the deal of deal ``context.deal_number``."""
    kernel = tables.kernels[tables.trump(context.deal_number)]
    stage = _new(Stage, (context, tables, _DEALING, kernel, (), (), ()))
    return State.waiting(0, (), CHANCE, (), events, stage)


def _deal(state: State, deal: Deal) -> State:
    """NINES-DEAL-5, then the trump (NINES-TRUMP-3) and the exchange or play."""
    rules = state.rules
    n = rules.players
    piles = (*deal.hands, deal.stock)
    why = None
    if len(deal.hands) != n:
        why = f"a deal gives {n} seats a hand each, not {len(deal.hands)} (NINES-DEAL-3)"
    elif rules.partnership and deal.stock:
        why = "the partnership game has no stock (NINES-EXCH-7)"
    else:
        sizes = [m.bit_count() for m in piles[: n if rules.partnership else n + 1]]
        union = 0
        for mask in piles:
            union |= mask
        if any(size != 13 for size in sizes) or union != _PACK_MASK:
            names = [str(s) for s in range(n)] + ([] if rules.partnership else ["stock"])
            got = ", ".join(f"{k}: {size}" for k, size in zip(names, sizes, strict=True))
            why = (
                "the piles must hold the 52 cards, each once, 13 in every pile (NINES-DEAL-5); "
                f"got {got} cards, {union.bit_count()} different"
            )
    if why is not None:
        raise illegal(deal, why)
    stage = state.rest
    tables = stage.tables
    context = stage.context
    hands = 0
    for x, mask in enumerate(deal.hands):
        hands |= mask << HAND_SHIFT * x
    events: tuple[Event, ...] = (
        tables.dealt,
        *(HandDealt(s, m, frozenset({s})) for s, m in zip(tables.seats, deal.hands, strict=True)),
        TrumpIs(stage.kernel.trump),
    )
    if rules.partnership:  # NINES-EXCH-7: no exchange
        stage = _new(Stage, (context, tables, _PLAY, stage.kernel, deal.hands, (), ()))
        return _start_play(stage, hands, events)
    hands |= deal.stock << HAND_SHIFT * STOCK
    queue = tables.orders[context.dealer]
    stage = _new(Stage, (context, tables, _EXCHANGE, stage.kernel, piles, (), queue))
    return State.waiting(hands, (), queue[0], _DECISIONS, events, stage)


def _start_play(stage: Stage, hands: int, events: tuple[Event, ...]) -> State:
    """NINES-PLAY-1: the dealer's left leads the first trick."""
    leader = stage.tables.left[stage.context.dealer]
    return stage.kernel.trick_kernel.start(State, hands, leader, events, stage)


def _decide(state: State, decision: Decision) -> State:
    """NINES-EXCH-2..6: ``exchange`` swaps the hand and the stock; ``keep`` moves nothing."""
    stage = state.rest
    seat = stage.queue[0]
    hands = state.hands
    events: tuple[Event, ...] = (Decided(seat, decision.exchange),)
    if decision.exchange:  # NINES-EXCH-3: the stock always holds the last hand discarded
        hand = hands >> HAND_SHIFT * seat & HAND_MASK
        stock = hands >> HAND_SHIFT * STOCK & HAND_MASK
        hands ^= (hand ^ stock) << HAND_SHIFT * seat | (hand ^ stock) << HAND_SHIFT * STOCK
        events += (HandDealt(seat, stock, frozenset({seat})),)
    queue = stage.queue[1:]
    decisions = (*stage.decisions, (seat, decision.exchange))
    phase = _EXCHANGE if queue else _PLAY
    stage = _new(
        Stage, (stage.context, stage.tables, phase, stage.kernel, stage.dealt, decisions, queue)
    )
    if queue:
        return State.waiting(hands, (), queue[0], _DECISIONS, events, stage)
    return _start_play(stage, hands, events)  # NINES-EXCH-6


def _trick_done(state: State, seat: Seat, card: Card) -> State:
    """NINES-PLAY-6: the winner takes the trick and leads; the no-draw check
    (NINES-NODRAW-3); after the 13th trick, scoring (NINES-SCORE-1)."""
    hands, _, led, order, tricks, winner, legal, _, stage = state
    number = len(tricks)
    events = (*stage.kernel.played[seat][card], stage.tables.trick_won[number][winner])
    context = stage.context
    rules = context.rules
    if rules.no_draw:
        won = state.tricks_won()
        points = context.points
        # NINES-NODRAW-1: the winner's running score p - max(0, t - 4) is now 0
        if won[winner] - 4 == points[winner] and _can_reach_zero(points, won, winner, number) >= 2:
            return _stopped(state, won, events)
    if number < 13:
        return _new(State, (hands, (), led, order, tricks, winner, legal, events, stage))
    return _score(state, events)


def _finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The rest of the card play at once, by the shared
    :meth:`~tricktake.tricks.TrickKernel.random_play`, then the scoring of
    :func:`_trick_done` after the 13th trick (NINES-PLAY-6, NINES-SCORE-1); ``None``
    outside ``PLAY``, and under ``no_draw``, whose check after every trick may stop the
    deal (NINES-NODRAW-3)."""
    stage = state[8]
    if stage[2] is not _PLAY or stage[0].rules.no_draw:
        return None
    kernel = stage[3]
    hands, _, led, order, tricks, winner = kernel[0].random_play(state[:6], 13, getrandbits)
    last = tricks[-1]
    played = kernel[1][last.hands[-1]][last.cards[-1]]
    events = (*played, stage[1].trick_won[len(tricks)][winner])
    return _score(_new(State, (hands, (), led, order, tricks, winner, (), events, stage)), events)


def _can_reach_zero(points: tuple[int, ...], won: tuple[int, ...], winner: Seat, k: int) -> int:
    """NINES-NODRAW-2: how many seats could reach zero before trick ``k`` (the one just
    won by ``winner``, so its tricks before it are one fewer)."""
    left = 14 - k  # R, trick k included
    reach = 0
    for seat, p in enumerate(points):
        before = won[seat] - (seat == winner)
        reach += p - max(0, before + left - 4) <= 0
    return reach


def _stopped(state: State, won: tuple[int, ...], events: tuple[Event, ...]) -> State:
    """NINES-NODRAW-3/4: the trick's winner wins the game at once; the rest of the deal
    and its scoring are skipped, and the scores are the running scores."""
    stage = state.rest
    context = stage.context
    winner: Seat = state.player  # type: ignore[assignment]  # the trick's winner leads
    running = tuple(p - max(0, t - 4) for p, t in zip(context.points, won, strict=True))
    changes = tuple(r - p for r, p in zip(running, context.points, strict=True))
    result = DealResult(
        context.dealer, stage.kernel.trump, stage.decisions, won, changes, running, True
    )
    events += (ZeroReached(winner), GameOver((winner,), False))
    over = context._replace(points=running, results=(*context.results, result))
    return _over(state, over, events)


def _over(state: State, context: Context, events: tuple[Event, ...]) -> State:
    """The finished game: the cards stay where they are (the stock is never revealed)."""
    stage = state.rest
    rest = _new(
        Stage, (context, stage.tables, _OVER, stage.kernel, stage.dealt, stage.decisions, ())
    )
    return State.waiting(state.hands, state.tricks, None, (), events, rest)


def _score(state: State, events: tuple[Event, ...]) -> State:
    """NINES-SCORE-1, then the game-end check (NINES-END-1..3) and the next deal."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    won = state.tricks_won()
    changes = score_changes(rules.quota, won, rules.partnership)
    points = tuple(p + c for p, c in zip(context.points, changes, strict=True))
    result = DealResult(
        context.dealer, stage.kernel.trump, stage.decisions, won, changes, points, False
    )
    events += (DealScored(changes, rules.partnership), PointsAre(points, rules.partnership))
    results = (*context.results, result)
    if min(points) <= 0:  # NINES-END-1
        winners, draw = facts.winners(rules, points)
        events += (GameOver(winners, draw),)
        return _over(state, context._replace(points=points, results=results), events)
    dealer = stage.tables.left[context.dealer]  # NINES-DEAL-1
    following = Context(
        rules, context.first_dealer, dealer, context.deal_number + 1, points, results
    )
    return _waiting_for_deal(following, stage.tables, (*events, DealerNamed(dealer)))


# --------------------------------------------------------------------------- helpers
def _require_rules(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise SetupError(
            f"rules={shown(rules)}: expected Nines Rules from game.rules()", argument="rules"
        )


def _bad_play(state: State, play: Play) -> IllegalActionError:
    seat: Seat = state.player  # type: ignore[assignment]  # in PLAY the seat to play
    held = state.hand_mask(seat)
    if not held >> play.card & 1:
        listed = ", ".join(map(card_text, cards_of(held)))
        return illegal(play, f"seat {seat} does not hold {card_text(play.card)} (holds {listed})")
    follow = state.rest.kernel.trick_kernel.follow_mask(state)
    listed = ", ".join(map(card_text, cards_of(follow)))
    return illegal(
        play, f"seat {seat} must follow {_SUITS[state.led]} (holds {listed}) (NINES-PLAY-3)"
    )


def _expected(state: State) -> str:
    phase = state.rest.phase
    if phase is _OVER:
        return "the game is over"
    if phase is _DEALING:
        return "a deal is due (a 'deal ...' chance action)"
    if phase is _EXCHANGE:
        return f"seat {state.actor} is due to decide: 'exchange' or 'keep' (NINES-EXCH-2)"
    return f"seat {state.actor} is due to play a card (no exchange decision is due)"
