"""Sampling a Newmarket state consistent with a seat's view (``game.sample_state``).

The hidden piles are the other seats' hands and the dummy (NM-OBS-1/2); a seat whose
hand changed places with the dummy (``view.swapped``) holds the dummy's dealt pile, and
the dummy its own. What play shows (NM-OBS-3, NM-PLAY-3..5), as the cards each place
may hold or must hold (:class:`~tricktake.sampling.Slot`):

- a card followed by a card that is not its next one, or whose transition's events
  say ``stop``: that next card, if not played before, was in no hand, so it lies in the
  dummy; the last card played without a ``stop``: the actor holds its next card;
- a free play is the player's lowest card of its suit: it held no lower card of that
  suit that had not been played;
- a restart that passed to the left (Parlett's, ``change_suit_pass_left``) or stayed in
  the stopped suit: the seats passed over held no card of the allowed suits (the
  ``skip`` events of NM-OBS-3, which only the last transition's events keep: the played
  sequence shows the earlier ones again, :func:`_passed_over`).

Parlett's deal shows two facts that no mask of allowed cards says, so each is a choice
among cases that do (:class:`~tricktake.sampling.Cases`, uniform over their union):

- NM-PLAY-2: the first player held the lowest diamond in a hand: it held diamond *d*
  and every lower diamond lay in the dummy, one case per *d* (and, for the dealer's
  left, one where every diamond lay there);
- NM-BURY: with one king face up and no exchange round, the queen's holder *h* held the
  queen and every card of its suit down to the named card *c*, but not *c*, and *c*
  lies in the dummy now (its holder took the dummy, or it was dealt there), one case
  per (*h*, *c*); or nothing was named (the queen in the dummy, or *h* held the suit).

Only rare facts are left to the shared check that a draw gives the view back (a
restarter that must hold a card of the allowed suits).

The chips on the table when the deal began are the view's less what the deal's public
actions moved (:func:`_at_deal`): the antes (made again from an empty table), a sale, a
Parlett fee and the captures, whose chips went to the player of the capturing card.
What a capture took the last transition's event shows; for an earlier capture of the
deal no view shows it, and the sample puts nothing on that stack before the deal's
antes (any amount gives the same view and the same chips from now on). Nor does a view
show whether a face-down king whose queen was played this deal was face up at the deal:
each way that fits the view (the exchange round takes place with two or more face up;
the last play's captures) is a start, and a draw takes one at random (the cards do not
depend on it). The shared method is :mod:`tricktake.sampling`'s.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Callable, Hashable
from typing import NamedTuple, cast

from ..cards import suit_of
from ..game import CHANCE, AnyGame, Seen
from ..sampling import (
    Cases,
    HeldPiles,
    SampleError,
    Spreader,
    require_deal_view,
    sample_view,
)
from ..units import Chips, Seat, clockwise
from .actions import Play
from .events import Acted, Bury, Captured, Skipped, Stopped
from .rules import FirstPlay, RestartRule
from .state import State, between_deals
from .tables import ALL_SUITS, EXCHANGE, KEEP, OTHER_COLOUR, QUEENS, SELL, Tables, tables_for
from .transitions import waiting_for_deal
from .values import Phase
from .view import View

__all__ = ["sample_state"]

_DIAMONDS = 1  # the suit number of diamonds (C D H S)


def sample_state(game: AnyGame, view: View, rng: random.Random) -> State:
    """``game.sample_state``: the other hands and the dummy, spread uniformly over the
    ways the view's plays allow, with the chips on the table when the deal began
    (:meth:`GameBase.sample_state <tricktake.base.GameBase.sample_state>` says what it
    raises)."""
    if view.phase is Phase.ANTE and view.seat is not None:  # NM-ANTE-2: no card dealt yet
        state = _at_deal(game, view, view.face_up)
        seen = game.view(state, view.seat)
        if seen != view:
            raise SampleError(
                "no state gives the view: the state before the deal, rebuilt from the "
                f"view's chips less its antes, shows other {_differing(seen, view)}"
            )
        return state
    seat = require_deal_view(view)
    prepared = _prepared(cast("Hashable", game), view)  # a game hashes by identity
    starts = prepared.starts
    start = starts[0] if len(starts) == 1 else starts[rng.randrange(len(starts))]
    return sample_view(game, view, seat, rng, start, prepared.spread, prepared.deal_piles)


class _Prepared(NamedTuple):
    """What every draw of a view shares."""

    spread: Cases
    deal_piles: Callable[[tuple[int, ...]], dict[str, int]]
    #: The states that wait for the deal, one per set of kings face up then.
    starts: tuple[State, ...]


_Case = tuple[tuple[int, ...], tuple[int, ...]]
"""Per place (the seats, then the dummy) when play began: the cards it must have held
and the cards it cannot have held."""


@functools.lru_cache(maxsize=16)
def _prepared(game: AnyGame, view: View) -> _Prepared:
    """The spread of the hidden cards of ``view`` and the states that wait for its deal,
    worked out once for the many draws of one view (``SearchBot`` samples 16 worlds a
    decision) from the view alone: the caller's generator picks every world.

    :raises SampleError: when no kings face up at the deal or no place of the hidden
        cards fits the view, saying which.
    """
    seat = require_deal_view(view)
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    played_by = [0] * n
    for s, card in view.played:
        played_by[s] |= 1 << card
    # where[place]: the dealt pile that a seat (place n: the dummy) holds now
    where = list(range(n + 1))
    if view.swapped is not None:
        where[view.swapped], where[n] = n, view.swapped
    piles = HeldPiles(view, seat, where, played_by, extra="dummy")
    unknown = tables.deck_mask & ~piles.known
    barred, required = _plays_show(view, tables)
    held = piles.held_at()
    hidden = piles.hidden_places()
    sizes = (*view.hand_sizes, view.dummy_size)

    def spread(case: _Case) -> Spreader:
        need, bar = case
        return Spreader(
            unknown,
            piles.slots(
                sizes,
                [unknown & ~b & ~c for b, c in zip(barred, bar, strict=True)],
                [(r | x) & unknown for r, x in zip(required, need, strict=True)],
            ),
        )

    cases = [
        case for case in _parlett_cases(view, tables) if _possible(case, piles.known, held, hidden)
    ]
    spreads = Cases(spread(case) for case in cases)
    if not spreads.count:
        nothing: _Case = ((0,) * (n + 1), (0,) * (n + 1))
        raise SampleError(
            "no deal of the hidden cards fits the view: "
            + (
                "the plays leave no place for them (the hand sizes, the cards each "
                "player's plays show it did not hold, the stops' next cards in the dummy)"
                if not spread(nothing).count
                else "none where the first player holds the lowest diamond in a hand "
                "(NM-PLAY-2) and 'bury the jack' (NM-BURY) gives the view's exchange"
            )
        )
    return _Prepared(spreads, piles.deal_piles, _starts(game, view, tables))


def _plays_show(view: View, tables: Tables) -> tuple[list[int], list[int]]:
    """What the played sequence shows of the hands when play began (NM-PLAY-3..5,
    NM-RESTART): per place (the seats, then the dummy), the cards it cannot have held
    and the cards it must have held."""
    n = tables.n
    barred = [0] * (n + 1)
    required = [0] * (n + 1)
    in_dummy = 0
    before = 0  # the cards played before the current one
    free = True
    last = len(view.played) - 1
    stopped = any(isinstance(event, Stopped) for event in view.events)
    for index, (s, card) in enumerate(view.played):
        if free:  # NM-PLAY-3: its lowest card of the suit
            suit = tables.suit_order[suit_of(card)]
            lower = suit[: suit.index(card)]
            barred[s] |= sum(1 << c for c in lower) & ~before
        before |= 1 << card
        nxt = tables.next_card[card]
        free = True
        if nxt < 0 or before >> nxt & 1:
            continue  # NM-PLAY-5: a stop that shows nothing
        if index < last and view.played[index + 1][1] == nxt:
            free = False  # NM-PLAY-4: forced, the next card's holder played it
        elif index < last or stopped:
            in_dummy |= 1 << nxt  # NM-PLAY-5: a stop, the next card in no hand
        elif isinstance(view.actor, int):  # the last card, no stop: the actor holds it
            required[view.actor] |= 1 << nxt
    for place, mask in enumerate(_passed_over(view)):  # NM-RESTART-2..5, NM-OBS-3
        barred[place] |= mask
    for place in range(n):
        barred[place] |= in_dummy
    return barred, required


def _passed_over(view: View) -> list[int]:
    """What the restarts after a stop show (NM-OBS-3: the ``skip`` events, which a view
    keeps only for the last transition; the played sequence shows the others again),
    per seat: the cards, not yet played then, of the suits allowed for the restart
    (NM-RESTART-2..5) that the seat did not hold. Where the restart passes to the left
    (``parlett``, ``change_suit_pass_left``), every seat from the stopper clockwise up
    to the one that restarted; after a restart in the stopped suit (NM-RESTART-3),
    every seat; under ``change_suit_same_player`` (NM-RESTART-4), a stopper that
    restarted in the stopped suit. After the last card, the seats its ``skip`` events
    name."""
    rules = view.rules
    n = rules.players
    tables = tables_for(rules)
    out = [0] * n
    passing = rules.parlett or rules.restart_rule is RestartRule.CHANGE_SUIT_PASS_LEFT
    if not passing and rules.restart_rule is not RestartRule.CHANGE_SUIT_SAME_PLAYER:
        return out  # NM-RESTART-1: the stopper restarts in any suit
    before = 0
    for i, (stopper, card) in enumerate(view.played):
        before |= 1 << card
        nxt = tables.next_card[card]
        suit = suit_of(card)
        if i + 1 < len(view.played):
            restarter, following = view.played[i + 1]
            if following == nxt:
                continue  # NM-PLAY-4: not a stop
            if suit_of(following) == suit:  # NM-RESTART-3/4: nobody (no stopper) held another
                passed = clockwise(stopper, n) if passing else (stopper,)
            elif passing:  # NM-RESTART-2/5: the seats passed over
                seats = clockwise(stopper, n)
                passed = seats[: seats.index(restarter)]
            else:
                continue
        else:  # the last card: its transition's events name the seats passed over
            passed = tuple(event.seat for event in view.events if isinstance(event, Skipped))
        allowed = OTHER_COLOUR[suit] if rules.parlett else ALL_SUITS & ~(1 << suit)
        wanted = sum(m for x, m in enumerate(tables.suit_masks) if allowed >> x & 1) & ~before
        for seat in passed:
            out[seat] |= wanted
    return out


def _possible(case: _Case, known: int, held: list[int], hidden: frozenset[int]) -> bool:
    """Whether what the viewer knows allows ``case``: every card it must hold that the
    viewer knows the place of is there, none it cannot hold is, and a card nobody
    knows the place of goes to a hidden pile."""
    need, barred = case
    for place, (must, cannot) in enumerate(zip(need, barred, strict=True)):
        if must & known & ~held[place] or cannot & held[place]:
            return False
        if must & ~known and place not in hidden:
            return False
    return True


def _parlett_cases(view: View, tables: Tables) -> list[_Case]:
    """The cases of what Parlett's play began with (the module's docstring): each case of
    the first player's lowest diamond with each of "bury the jack", where they agree; a
    single case that says nothing elsewhere."""
    n = tables.n
    nothing: _Case = ((0,) * (n + 1), (0,) * (n + 1))
    if not view.rules.parlett or view.phase is not Phase.PLAY:
        return [nothing]
    exchange_round = any(seen.text in (str(EXCHANGE), str(KEEP)) for seen in view.history)
    firsts = _first_player(view, tables)
    buries = [nothing] if exchange_round else _buried(view, tables)
    out: list[_Case] = []
    for (need1, bar1), (need2, bar2) in itertools.product(firsts, buries):
        need = tuple(a | b for a, b in zip(need1, need2, strict=True))
        bar = tuple(a | b for a, b in zip(bar1, bar2, strict=True))
        # (no card required in two places, nor where it is barred)
        if sum(need) == functools.reduce(int.__or__, need, 0) and not any(
            a & b for a, b in zip(need, bar, strict=True)
        ):
            out.append((need, bar))
    return out


def _first_player(view: View, tables: Tables) -> list[_Case]:
    """NM-PLAY-2: the first player held the lowest diamond of the hands (every lower one
    lay in the dummy), or nobody held a diamond and the dealer's left began."""
    n = tables.n
    first = view.played[0][0] if view.played else view.actor
    assert isinstance(first, int)  # in play, a seat is to move
    diamonds = tables.suit_order[_DIAMONDS]

    def case(holds: int, lower: int) -> _Case:
        return (
            tuple(holds if place == first else 0 for place in range(n + 1)),
            (*(lower,) * n, 0),
        )

    none_held = case(0, tables.suit_masks[_DIAMONDS])
    if view.rules.first_play is FirstPlay.LOWEST_DIAMOND and view.played:
        card = view.played[0][1]  # the lowest diamond itself, or no diamond was held
        if suit_of(card) != _DIAMONDS:
            return [none_held]
        index = diamonds.index(card)
        return [case(1 << card, sum(1 << d for d in diamonds[:index]))]
    out = [case(1 << d, sum(1 << c for c in diamonds[:i])) for i, d in enumerate(diamonds)]
    if first == tables.left[view.dealer]:
        out.append(none_held)
    return out


def _buried(view: View, tables: Tables) -> list[_Case]:
    """NM-BURY: the cases of "bury the jack" that give the view's exchange (or none):
    the queen of the face-up king's suit with seat *h*, and *h* holding every card down
    to the named card *c* but not *c*, which lies in the dummy now (its holder took the
    dummy, or it was dealt there); or, without an exchange, the queen dealt to the
    dummy, or *h* holding the whole suit. The last transition's ``bury`` event, if
    shown, leaves its own case alone."""
    n = tables.n
    suit = view.face_up.index(True)
    queen = QUEENS[suit]
    below = tables.suit_order[suit][:-1]  # A … J
    taker = view.swapped
    shown = next((e for e in view.events if isinstance(e, Bury)), None)
    unnamed = shown is None or shown.seat is None

    def case(holder: int, holds: int, named: int = 0) -> _Case:
        need = [0] * (n + 1)
        need[holder] |= holds
        need[n] |= named
        bar = [0] * (n + 1)
        bar[holder] = named
        return tuple(need), tuple(bar)

    out: list[_Case] = []
    if taker is None and unnamed:
        out.append(case(n, 1 << queen))  # NM-BURY-2: dealt to the dummy
    for holder in range(n):
        if holder == taker:
            continue
        if taker is None and unnamed:  # NM-BURY-4: the whole suit
            out.append(case(holder, sum(1 << c for c in (*below, queen))))
        for k in range(len(below) - 1, -1, -1):  # NM-BURY-3: J, 10, …, A
            named = below[k]
            if shown is not None and (shown.seat != holder or shown.card != named):
                continue
            above = sum(1 << c for c in below[k + 1 :])
            out.append(case(holder, 1 << queen | above, 1 << named))  # NM-BURY-5/6
    return out


def _starts(game: AnyGame, view: View, tables: Tables) -> tuple[State, ...]:
    """The states that wait for the view's deal: one per set of kings face up then.

    Kings face down now whose queen was played this deal were face up at the deal, or
    not; the sets kept are those that give the view: two or more kings face up exactly
    when the exchange round took place (NM-FLOW-2), and, for the queens of the last
    transition, the captures its events show.

    :raises SampleError: when no set fits.
    """
    rules = view.rules
    played = 0
    for _, card in view.played:
        played |= 1 << card
    doubtful = [
        i
        for i in range(len(tables.staked))
        if rules.parlett and not view.face_up[i] and played >> QUEENS[i] & 1
    ]
    exchange_round = view.phase is Phase.EXCHANGE or any(
        seen.text in (str(EXCHANGE), str(KEEP)) for seen in view.history
    )
    # the last transition's events show whether the queen it played took its king
    shown = {
        tables.captures[e.action.card]
        for e in view.events
        if isinstance(e, Acted) and isinstance(e.action, Play)
    }
    captured = {tables.staked.index(e.card) for e in view.events if isinstance(e, Captured)}
    starts: list[State] = []
    for turned in itertools.chain.from_iterable(
        itertools.combinations(doubtful, k) for k in range(len(doubtful) + 1)
    ):
        face_up = tuple(up or i in turned for i, up in enumerate(view.face_up))
        if rules.parlett and (
            (sum(face_up) >= 2) != exchange_round or shown & set(turned) != captured
        ):
            continue
        starts.append(_at_deal(game, view, face_up))
    if not starts:
        raise SampleError(
            "no state consistent with the view: no set of kings face up at the deal gives "
            "its exchange round (two or more face up, NM-FLOW-2) and its captures"
        )
    return tuple(starts)


def _at_deal(game: AnyGame, view: View, face_up: tuple[bool, ...]) -> State:
    """The state that waits for the view's deal (in the free antes: for the view's next
    ante), ``face_up`` the kings face up then, and its chips the view's less what the
    deal's public actions moved since it began (:func:`_moved_since`)."""
    rules = view.rules
    n = rules.players
    history = view.history
    at = next((i for i, seen in enumerate(history) if seen.actor is CHANCE), len(history))
    antes, after = history[:at], history[at + 1 :]
    completed = view.deal_number - 1  # the view counts from 1, the state deals completed

    def begun(balances: tuple[Chips, ...], stacks: tuple[Chips, ...], pool: Chips) -> State:
        """The deal begun (its antes made) from these chips on the table before it."""
        state = between_deals(
            rules,
            first_dealer=Seat((view.dealer - completed) % n),
            dealer=view.dealer,
            deal_number=completed,
            balances=balances,
            stacks=stacks,
            face_up=face_up,
            pool=pool,
            results=view.results,
        )
        state = waiting_for_deal(state, view.dealer, ())
        for seen in antes:  # NM-ANTE-2: the free antes
            state = game.apply(state, game.parse_action(state, seen.text))
        return state

    # what the antes move, made on an empty table (they do not depend on the chips)
    zero = Chips(0)
    ante = begun((zero,) * n, (zero,) * len(face_up), zero)
    balances, stacks, pool = _moved_since(view, face_up, after, ante.stacks)
    start = begun(
        tuple(Chips(b - a) for b, a in zip(balances, ante.balances, strict=True)),
        tuple(Chips(k - a) for k, a in zip(stacks, ante.stacks, strict=True)),
        Chips(pool - ante.pool),
    )
    if view.phase is Phase.ANTE and not antes:  # the transition that began the deal
        start = start._replace(events=view.events)
    return start


def _moved_since(
    view: View, face_up: tuple[bool, ...], after: tuple[Seen, ...], anted: tuple[Chips, ...]
) -> tuple[list[Chips], list[Chips], Chips]:
    """The chips on the table right after the antes of the view's deal: the view's, less
    what the public actions after the deal (``after``) moved: a sale (NM-SALE-6),
    Parlett's fee (NM-PEX-3) and the captures (NM-CAPT-1/2) of staked cards face up at
    the deal (``face_up``). A capture of the last transition took what its event shows;
    an earlier one, no view shows, and it is taken to be what the deal's antes put on
    the stack (``anted``): nothing lay there before them."""
    rules = view.rules
    tables = tables_for(rules)
    balances = list(view.balances)
    stacks = list(view.stacks)
    pool = view.pool
    for seen in after:
        if seen.text == str(SELL):  # NM-SALE-6: the buyer paid the dealer
            buyer, price = view.offers[-1]
            balances[buyer] = Chips(balances[buyer] + price)
            balances[view.dealer] = Chips(balances[view.dealer] - price)
        elif rules.parlett and seen.text == str(EXCHANGE) and seen.actor != view.dealer:
            payer = cast("Seat", seen.actor)  # NM-PEX-3: the fee, into the pool
            balances[payer] = Chips(balances[payer] + rules.pool_ante)
            pool = Chips(pool - rules.pool_ante)
    taken = {tables.staked.index(e.card): e.chips for e in view.events if isinstance(e, Captured)}
    for seat, card in view.played:
        index = tables.captures[card]
        if index >= 0 and face_up[index]:  # NM-CAPT-1/2: its stack went to the player
            chips = taken.get(index, anted[index])
            stacks[index] = chips
            balances[seat] = Chips(balances[seat] - chips)
    return balances, stacks, pool


def _differing(one: View, other: View) -> str:
    """The names of the fields in which two views differ."""
    names = [
        field.name
        for field in dataclasses.fields(one)
        if getattr(one, field.name) != getattr(other, field.name)
    ]
    return ", ".join(names) or "events"
