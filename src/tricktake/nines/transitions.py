"""Nines' transitions, phase by phase (NINES-DEAL, NINES-EXCH, NINES-PLAY, NINES-SCORE,
NINES-NODRAW, NINES-END): what :meth:`tricktake.nines.Nines.apply` does, and the deal
of :meth:`~tricktake.nines.Nines.deal`.

Playing a card is the hot path: :meth:`~tricktake.nines.Nines.apply` checks it and plays
it through the shared trick kernel, which builds the next state as one small tuple;
:func:`trick_done` takes over when a trick is complete. The rest is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from .. import draws
from ..cards import card_text, cards_by_code, cards_listed
from ..errors import IllegalActionError, illegal, waiting_for
from ..game import CHANCE, Event
from ..tricks import HAND_MASK, HAND_SHIFT, count_won
from ..units import Seat
from . import facts
from .actions import EXCHANGE, KEEP, Deal, Decision, Play
from .events import (
    Decided,
    GameOver,
    HandDealt,
    TrumpIs,
    ZeroReached,
)
from .rules import Rules
from .scoring import score_changes
from .state import STOCK, Context, Stage, State, new_context, new_result, new_scored, new_stage
from .tables import PACK, TRICKS, Tables
from .values import DealResult, Phase

__all__ = [
    "DECISIONS",
    "apply_deal",
    "apply_decision",
    "bad_play",
    "dealt",
    "dealt_piles",
    "exchanged",
    "expected",
    "first_stop",
    "play_stage",
    "score",
    "shuffled",
    "stops",
    "trick_done",
    "waiting_for_deal",
]

_DEALING: Final = Phase.DEALING
_EXCHANGE: Final = Phase.EXCHANGE
_PLAY: Final = Phase.PLAY
_OVER: Final = Phase.OVER
_PACK_MASK = sum(1 << c for c in PACK)
_SUITS = ("clubs", "diamonds", "hearts", "spades")

DECISIONS: Final = (EXCHANGE, KEEP)
"""The legal actions of a seat due to decide, in order (NINES-EXCH-8)."""


def waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    """The state that waits for the deal of deal ``context.deal_number``."""
    kernel = tables.kernels[tables.trump(context.deal_number)]
    stage = new_stage(context, tables, _DEALING, kernel, (), (), ())
    return State.waiting(0, (), CHANCE, (), events, stage)


def shuffled(tables: Tables, rng: random.Random) -> list[int]:
    """The pack as card bits in a uniformly random order drawn with ``rng``
    (NINES-DEAL-6), as ``rng.shuffle`` orders it (:func:`tricktake.draws.shuffle`): the
    deck order of :meth:`~tricktake.nines.Nines.deal`, dealt by :func:`dealt`."""
    return draws.shuffled(rng, tables.deck_bits)


def dealt(rules: Rules, dealer: Seat, bits: Sequence[int]) -> Deal:
    """The deal of a deck order given as card bits (:func:`dealt_piles`)."""
    hands, stock = dealt_piles(rules, dealer, bits)
    return Deal(hands, stock)


def dealt_piles(rules: Rules, dealer: Seat, bits: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """The hands and the stock, as masks, that a deck order given as card bits makes
    (NINES-DEAL-7): ``bits[k]`` to seat ``(dealer + 1 + k) mod n`` for the first ``13n``
    cards; the rest is the stock (none in partnership)."""
    n = rules.players
    count = 13 * n
    first = dealer + 1
    # the seat at position p from the dealer's left gets every n-th card from the p-th
    hands = tuple([sum(bits[(s - first) % n : count : n]) for s in range(n)])
    return hands, sum(bits[count:])


def apply_deal(state: State, deal: Deal) -> State:
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
        *(
            HandDealt(s, cards_by_code(m), frozenset({s}))
            for s, m in zip(tables.seats, deal.hands, strict=True)
        ),
        TrumpIs(stage.kernel.trump),
    )
    if rules.partnership:  # NINES-EXCH-7: no exchange
        return _start_play(play_stage(stage, deal.hands, ()), hands, events)
    hands |= deal.stock << HAND_SHIFT * STOCK
    queue = tables.orders[context.dealer]
    exchanging = Stage(
        context=context,
        tables=tables,
        phase=_EXCHANGE,
        kernel=stage.kernel,
        dealt=piles,
        decisions=(),
        queue=queue,
    )
    return State.waiting(hands, (), queue[0], DECISIONS, events, exchanging)


def play_stage(
    stage: Stage, dealt: tuple[int, ...], decisions: tuple[tuple[Seat, bool], ...]
) -> Stage:
    """The stage of a deal's card play after ``stage``, the deal's or its exchange's:
    the ``dealt`` piles, and the exchange ``decisions`` (none in partnership,
    NINES-EXCH-6/7)."""
    return new_stage(stage.context, stage.tables, _PLAY, stage.kernel, dealt, decisions, ())


def _start_play(stage: Stage, hands: int, events: tuple[Event, ...]) -> State:
    """NINES-PLAY-1: the dealer's left leads the first trick."""
    leader = stage.tables.left[stage.context.dealer]
    return stage.kernel.trick_kernel.start(State, hands, leader, events, stage)


def apply_decision(state: State, decision: Decision) -> State:
    """NINES-EXCH-2..6: ``exchange`` swaps the hand and the stock; ``keep`` moves nothing."""
    stage = state.rest
    seat = stage.queue[0]
    hands = state.hands
    events: tuple[Event, ...] = (Decided(seat, decision.exchange),)
    if decision.exchange:
        stock = hands >> HAND_SHIFT * STOCK & HAND_MASK
        hands = exchanged(hands, seat)
        events += (HandDealt(seat, cards_by_code(stock), frozenset({seat})),)
    queue = stage.queue[1:]
    after = Stage(
        context=stage.context,
        tables=stage.tables,
        phase=_EXCHANGE if queue else _PLAY,
        kernel=stage.kernel,
        dealt=stage.dealt,
        decisions=(*stage.decisions, (seat, decision.exchange)),
        queue=queue,
    )
    if queue:
        return State.waiting(hands, (), queue[0], DECISIONS, events, after)
    return _start_play(after, hands, events)  # NINES-EXCH-6


def exchanged(hands: int, seat: Seat) -> int:
    """The packed ``hands`` after ``seat`` exchanges (NINES-EXCH-3): its hand and the
    stock change places, so the stock always holds the last hand discarded."""
    hand = hands >> HAND_SHIFT * seat & HAND_MASK
    stock = hands >> HAND_SHIFT * STOCK & HAND_MASK
    return hands ^ ((hand ^ stock) << HAND_SHIFT * seat | (hand ^ stock) << HAND_SHIFT * STOCK)


def trick_done(state: State) -> State:
    """NINES-PLAY-6: the winner takes the trick and leads; the no-draw check
    (NINES-NODRAW-3); after the 13th trick, scoring (NINES-SCORE-1). ``state`` is the
    kernel's state after a trick's last card, whose events are that play's and the
    trick's ``TrickWon``."""
    stage = state.rest
    number = len(state.tricks)
    context = stage.context
    rules = context.rules
    if rules.no_draw:
        won = count_won(state.tricks, rules.players)
        winner: Seat = state.player  # type: ignore[assignment]  # the trick's winner leads
        if stops(context.points, won, winner, number):
            return _stopped(state, won, state.events)
    if number < TRICKS:
        return state
    return score(state, state.events)


def stops(points: tuple[int, ...], won: Sequence[int], winner: Seat, number: int) -> bool:
    """NINES-NODRAW-3: whether trick ``number``, just won by ``winner``, ends a
    ``no_draw`` game, with ``points`` at the deal's start and ``won`` the tricks per seat
    so far, that trick's included."""
    # NINES-NODRAW-1: the winner's running score p - max(0, t - 4) is now 0
    return won[winner] - 4 == points[winner] and _can_reach_zero(points, won, winner, number) >= 2


def first_stop(points: tuple[int, ...], won: Sequence[int], done: int) -> int:
    """The first trick after trick ``done`` with which NINES-NODRAW-3 could end the game
    (14: none), given ``points`` at the deal's start and ``won`` the tricks per seat so
    far: a seat's running score reaches 0 (NINES-NODRAW-1) only with the trick that gives
    it ``p + 4`` tricks, no sooner than as many tricks away as it lacks."""
    soonest = 14
    for p, t in zip(points, won, strict=True):
        lacking = p + 4 - t
        if 0 < lacking < soonest - done:
            soonest = done + lacking
    return soonest


def _can_reach_zero(points: tuple[int, ...], won: Sequence[int], winner: Seat, k: int) -> int:
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
    rest = Stage(
        context=context,
        tables=stage.tables,
        phase=_OVER,
        kernel=stage.kernel,
        dealt=stage.dealt,
        decisions=stage.decisions,
        queue=(),
    )
    return State.waiting(state.hands, state.tricks, None, (), events, rest)


def score(state: State, events: tuple[Event, ...]) -> State:
    """NINES-SCORE-1 once the 13th trick is won (``events`` are its play's), then the
    game-end check (NINES-END-1..3) and the next deal."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    partnership = rules.partnership
    won = count_won(state.tricks, rules.players)
    changes = score_changes(rules.quota, won, partnership)
    before = context.points  # (indexed: mypyc does not compile zip(..., strict=True))
    points = tuple([before[x] + change for x, change in enumerate(changes)])
    result = new_result(context.dealer, stage.kernel.trump, stage.decisions, won, changes, points)
    events += new_scored(changes, points, partnership)
    results = (*context.results, result)
    if min(points) <= 0:  # NINES-END-1
        winners, draw = facts.winners(rules, points)
        events += (GameOver(winners, draw),)
        return _over(state, context._replace(points=points, results=results), events)
    tables = stage.tables
    dealer = tables.left[context.dealer]  # NINES-DEAL-1
    number = context.deal_number + 1
    following = new_context(rules, context.first_dealer, dealer, number, points, results)
    return waiting_for_deal(following, tables, (*events, tables.dealer_named[dealer]))


def bad_play(state: State, play: Play) -> IllegalActionError:
    """Why ``play`` is not legal for the seat to play (NINES-PLAY-3)."""
    seat: Seat = state.player  # type: ignore[assignment]  # in PLAY the seat to play
    held = state.hand_mask(seat)
    if not held >> play.card & 1:
        listed = cards_listed(held)
        return illegal(play, f"seat {seat} does not hold {card_text(play.card)} (holds {listed})")
    follow = state.rest.kernel.trick_kernel.follow_mask(state)
    listed = cards_listed(follow)
    return illegal(
        play, f"seat {seat} must follow {_SUITS[state.led]} (holds {listed}) (NINES-PLAY-3)"
    )


def expected(state: State) -> str:
    """What ``state`` waits for, for the message of an action that is not legal now."""
    if state.phase is _EXCHANGE:
        return waiting_for(state.actor, "is due to decide: 'exchange' or 'keep' (NINES-EXCH-2)")
    return waiting_for(state.actor, "is due to play a card (no exchange decision is due)")
