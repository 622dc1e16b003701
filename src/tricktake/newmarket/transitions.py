"""Newmarket's transitions (NM-FLOW, NM-ANTE, NM-DEAL, NM-SALE, NM-PEX, NM-BURY,
NM-PLAY, NM-RESTART, NM-CAPT, NM-OUT, NM-END): what
:meth:`tricktake.newmarket.Newmarket.apply` does.

Newmarket is no trick game: the seat to move is whoever holds the next card
(NM-PLAY-4), so nothing here goes round the table but the antes, the auction and the
restarts that pass to the left. Every automatic step (antes, captures, stops, skips,
"bury the jack", payments, the split) happens inside the ``apply`` call that makes it
due and is told by an event (NM-FLOW-3).

Playing a card (:func:`apply_play`) is the hot path, on ints and masks; everything else
is rarer and is written for clarity.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, cast

from ..cards import Card, card_text, cards_by_code, cards_listed, require_dealt_once, suit_of
from ..errors import IllegalActionError, illegal, waiting_for
from ..game import CHANCE, Actor, Event
from ..units import Chips, Seat, best_seats, clockwise
from .actions import Action, Ante, Choice, Deal, Offer, Play
from .events import (
    Acted,
    Anted,
    Blocked,
    Buried,
    Bury,
    Captured,
    ChipsPaid,
    DealerNamed,
    Fee,
    GameOver,
    HandDealt,
    Out,
    PoolWon,
    Sale,
    SameSuit,
    Skipped,
    Split,
    TurnedDown,
)
from .rules import AnteMode
from .scoring import out_payments, split
from .state import (
    State,
    after_card,
    deal_begun,
    deal_done,
    dealt_in,
    game_over,
    in_stage,
    with_chips,
    with_turn,
)
from .tables import (
    ALL_SUITS,
    EXCHANGE,
    KEEP,
    PARLETT_RANKS,
    QUEENS,
    REFUSE,
    SELL,
    Tables,
    ante_choices,
    free_ante_total,
    offer_choices,
)
from .values import DealResult, Phase

__all__ = [
    "apply_ante",
    "apply_deal",
    "apply_dealer_choice",
    "apply_decision",
    "apply_exchange",
    "apply_offer",
    "apply_play",
    "apply_sale",
    "bad_play",
    "deal_applied",
    "deal_unseen",
    "dealt",
    "dealt_piles",
    "expected",
    "waiting_for_deal",
]

_PLAY: Final = Phase.PLAY
_CHOOSE = (EXCHANGE, KEEP)  # NM-SALE-8, NM-PEX-5
_SELL = (SELL, REFUSE)


def expected(state: State) -> str:
    """What the state waits for, for error messages."""
    texts = [str(a) for a in state.legal]
    if len(texts) > 6:
        texts = [*texts[:3], "…", *texts[-2:]]
    return waiting_for(
        state.actor, f"is to act in phase {state.phase.value}, with {' / '.join(texts)}"
    )


# --------------------------------------------------------------------------- deals
def waiting_for_deal(state: State, dealer: Seat, events: tuple[Event, ...]) -> State:
    """A deal of ``dealer`` starts from ``state`` (NM-FLOW-1/2): its antes, automatic
    (NM-ANTE-1/4: made here, and the state waits for the chance deal) or free (NM-ANTE-2,
    NM-FLOW-6: the state waits for them, then for the deal); ``events`` come before
    the deal's."""
    rules = state.rules
    tables = state.tables
    events += (DealerNamed(dealer),)
    if rules.ante_mode is AnteMode.FREE:
        first = tables.left[dealer]
        legal = ante_choices(tuple(rules.boodle_cards), free_ante_total(rules, first, dealer))
        return deal_begun(
            state, dealer, Phase.ANTE, first, legal, state.balances, state.stacks, state.pool,
            events,
        )  # fmt: skip
    if not tables.parlett:  # NM-ANTE-1: the dealer's multiplied
        anted, paid, added = tables.antes[dealer]
        return deal_begun(
            state, dealer, Phase.DEALING, CHANCE, (),
            _chips([b - p for b, p in zip(state.balances, paid, strict=True)]),
            _chips([k + added for k in state.stacks]), state.pool, events + anted,
        )  # fmt: skip
    balances = list(state.balances)
    stacks = list(state.stacks)
    pool: int = state.pool
    for seat in clockwise(dealer + 1, rules.players):  # from the dealer's left
        # NM-ANTE-4: face-up kings and the pool
        ante = Chips(rules.boodle_ante)
        parts: list[tuple[str, Chips]] = []
        for index, king in enumerate(tables.staked_texts):
            if state.face_up[index]:
                stacks[index] = Chips(stacks[index] + ante)
                parts.append((king, ante))
        fee = Chips(rules.pool_ante)
        pool += fee
        parts.append(("pool", fee))
        balances[seat] = Chips(balances[seat] - ante * (len(parts) - 1) - fee)
        events += (Anted(seat, tuple(parts)),)
    return deal_begun(
        state, dealer, Phase.DEALING, CHANCE, (), tuple(balances), tuple(stacks), Chips(pool),
        events,
    )  # fmt: skip


def apply_ante(state: State, ante: Ante) -> State:
    """NM-ANTE-2: one seat's free ante; after the dealer's, the deal is due."""
    rules = state.rules
    seat: Seat = state.actor  # type: ignore[assignment]
    balances = list(state.balances)
    balances[seat] = Chips(balances[seat] - sum(ante.amounts))
    stacks = tuple(Chips(k + a) for k, a in zip(state.stacks, ante.amounts, strict=True))
    log = state.log + ((seat, ante),)
    events: tuple[Event, ...] = (Acted(seat, ante),)
    if seat == state.dealer:
        return in_stage(
            state, Phase.DEALING, CHANCE, (), events, balances=tuple(balances), stacks=stacks,
            log=log,
        )  # fmt: skip
    nxt = state.tables.left[seat]
    legal = ante_choices(tuple(rules.boodle_cards), free_ante_total(rules, nxt, state.dealer))
    return in_stage(
        state, Phase.ANTE, nxt, legal, events, balances=tuple(balances), stacks=stacks, log=log
    )


def dealt_piles(tables: Tables, dealer: Seat, bits: list[int]) -> tuple[tuple[int, ...], int]:
    """NM-DEAL-2..5: the hands and the dummy dealt by ``dealer`` from the pack in dealt
    order, its cards as bits (``1 << card``): one card at a time to each receiver in
    turn, then (NM-DEAL-5) the rest to the dummy."""
    stop = tables.deal_stop
    step = tables.n + 1
    piles = [sum(bits[start:stop:step]) for start in tables.deal_starts[dealer]]
    return tuple(piles[:-1]), piles[-1] + sum(bits[stop:])


def dealt(tables: Tables, dealer: Seat, bits: list[int]) -> Deal:
    """The deal action of :func:`dealt_piles`."""
    hands, dummy = dealt_piles(tables, dealer, bits)
    return Deal(hands, dummy)


def apply_deal(state: State, deal: Deal) -> State:
    """NM-DEAL-8: the deal checked, then :func:`deal_applied`."""
    tables = state.tables
    n = tables.n
    dealer = state.rest.context.dealer
    sizes = tables.sizes[dealer]
    hands = deal.hands
    if len(hands) != n:
        raise illegal(deal, f"expected piles for {n} seats and the dummy")
    every = deal.dummy
    got = [mask.bit_count() for mask in hands]
    got.append(every.bit_count())
    for mask in hands:
        every |= mask
    require_dealt_once(deal, every, sum(got), tables.deck_mask, "pack")
    if tuple(got) != sizes:
        expected = " ".join(f"{s}:{k}" for s, k in enumerate(sizes[:-1]))
        raise illegal(
            deal,
            f"dealer {dealer} deals {expected} dummy:{sizes[-1]} (NM-DEAL-4..6), "
            f"not {' '.join(f'{s}:{k}' for s, k in enumerate(got[:-1]))} dummy:{got[-1]}",
        )
    return deal_applied(state, deal)


def deal_applied(state: State, deal: Deal) -> State:
    """A legal deal applied (:func:`_placed`), with its events (NM-LOG-1)."""
    tables = state.tables
    hands = deal.hands
    audience = tables.audience
    events: tuple[Event, ...] = (
        tables.dealt[state.rest.context.dealer],
        *[HandDealt(s, cards_by_code(hands[s]), audience[s]) for s in tables.seats],
    )
    return _placed(state, hands, deal.dummy, state.log + ((CHANCE, deal),), events)


def deal_unseen(state: State, hands: tuple[int, ...], dummy: int) -> State:
    """The piles of a legal deal placed (:func:`_placed`) for a fused playout: no deal
    action is built, and neither its events nor its entry in the deal's log, which the
    end of the deal clears before anyone sees a state."""
    return _placed(state, hands, dummy, state.log, ())


def _placed(
    state: State,
    hands: tuple[int, ...],
    dummy: int,
    log: tuple[tuple[Actor, Action], ...],
    events: tuple[Event, ...],
) -> State:
    """The deal's piles placed, then the dealer's choice (NM-SALE-1), Parlett's exchange
    round (NM-PEX-1) or "bury the jack" (NM-BURY-1), or play."""
    tables = state.tables
    dealer = state.rest.context.dealer
    if state.rules.dummy_exchange_and_sale:  # NM-SALE-1
        phase = Phase.DEALER_CHOICE
    elif tables.parlett and sum(state.face_up) >= 2:  # NM-PEX-1: the dealer first
        phase = Phase.EXCHANGE
    elif tables.parlett:
        state = in_stage(state, _PLAY, CHANCE, (), (), hands=hands, dummy=dummy, log=log)
        state, events = _bury(state, events)  # NM-BURY-1
        return _start_play(state, events)
    else:  # NM-PLAY-1: the dealer's left, a free play in any suit
        first = tables.left[dealer]
        legal = tables.lowest(hands[first], ALL_SUITS)
        return dealt_in(state, _PLAY, first, legal, events, hands, dummy, log)
    return dealt_in(state, phase, dealer, _CHOOSE, events, hands, dummy, log)


def _swap(state: State, seat: Seat) -> tuple[tuple[int, ...], int]:
    """A seat's hand and the dummy change places whole (NM-SALE-2/6, NM-PEX-2, NM-BURY-5)."""
    hands = list(state.hands)
    hands[seat], dummy = state.dummy, hands[seat]
    return tuple(hands), dummy


def _swapped(
    state: State, seat: Seat, events: tuple[Event, ...], **chips: Any
) -> tuple[State, tuple[Event, ...]]:
    """``state`` once ``seat`` took the dummy (:func:`_swap`), and ``events`` with the
    seat's new hand; ``chips``: the balances and pool if a payment came with it."""
    hands, dummy = _swap(state, seat)
    events += (HandDealt(seat, cards_by_code(hands[seat]), frozenset({seat})),)
    state = in_stage(
        state, state.phase, state.actor, state.legal, state.events, hands=hands, dummy=dummy,
        swapped=seat, **chips,
    )  # fmt: skip
    return state, events


def _bury(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    """NM-BURY-2..6: with one king face up, the queen's holder names the highest card of
    its suit below the queen that it does not hold; that card's holder takes the dummy."""
    suit = state.face_up.index(True)
    queen = QUEENS[suit]
    tables = state.tables
    holder = next(
        (s for s, m in zip(tables.seats, state.hands, strict=True) if m >> queen & 1), None
    )
    if holder is None:  # NM-BURY-2: the queen is in the dummy
        return state, (*events, Bury(None, queen))
    held = state.hands[holder]
    below = tables.suit_order[suit][: PARLETT_RANKS.index("Q")]  # A … J
    named = next((c for c in reversed(below) if not held >> c & 1), None)
    if named is None:  # NM-BURY-4: it holds the whole suit down to the ace
        return state, (*events, Bury(None, queen))
    events += (Bury(holder, named),)
    taker = next(
        (s for s, m in zip(tables.seats, state.hands, strict=True) if m >> named & 1), None
    )
    if taker is None:  # NM-BURY-6: the named card is in the dummy
        return state, (*events, Buried(None))
    return _swapped(state, taker, (*events, Buried(taker)))  # NM-BURY-5: no fee


def apply_dealer_choice(state: State, choice: Choice) -> State:
    """NM-SALE-1..3: the dealer takes the dummy, or keeps its hand and the auction
    begins with its left."""
    dealer = state.dealer
    log = state.log + ((dealer, choice),)
    events: tuple[Event, ...] = (Acted(dealer, choice),)
    if choice == EXCHANGE:  # NM-SALE-2
        state, events = _swapped(state, dealer, events, log=log)
        return _start_play(state, events)
    first = state.tables.left[dealer]
    legal = offer_choices(1, state.rules.max_offer)
    return in_stage(state, Phase.AUCTION, first, legal, events, log=log)


def apply_offer(state: State, action: Offer | Choice) -> State:
    """NM-SALE-4/5: an offer or a pass; the auction ends when nobody else bids."""
    rules = state.rules
    seat: Seat = state.actor  # type: ignore[assignment]
    offers = state.offers
    passed = state.passed
    if isinstance(action, Offer):
        offers += ((seat, action.amount),)
    else:
        passed |= {seat}
    log = state.log + ((seat, action),)
    events: tuple[Event, ...] = (Acted(seat, action),)
    dealer = state.dealer
    around = clockwise(seat + 1, rules.players)  # from the bidder's left to itself
    active = [s for s in around if s != dealer and s not in passed]
    high = offers[-1] if offers else None
    if not active:  # NM-SALE-5: no offer, no sale
        state = in_stage(
            state, Phase.AUCTION, seat, (), events, offers=offers, passed=passed, log=log
        )
        return _start_play(state, events)
    if high is not None and active == [high[0]]:  # NM-SALE-6
        return in_stage(
            state, Phase.SALE, dealer, _SELL, events, offers=offers, passed=passed, log=log
        )
    low = high[1] + 1 if high else 1
    legal = offer_choices(low, rules.max_offer)
    return in_stage(
        state, Phase.AUCTION, active[0], legal, events, offers=offers, passed=passed, log=log
    )


def apply_sale(state: State, choice: Choice) -> State:
    """NM-SALE-6/7: the dealer sells the dummy to the highest bidder, or refuses."""
    dealer = state.dealer
    log = state.log + ((dealer, choice),)
    events: tuple[Event, ...] = (Acted(dealer, choice),)
    if choice == SELL:
        buyer, price = state.offers[-1]
        balances = list(state.balances)
        balances[buyer] = Chips(balances[buyer] - price)
        balances[dealer] = Chips(balances[dealer] + price)
        events += (Sale(buyer, price),)
        state, events = _swapped(state, buyer, events, balances=tuple(balances), log=log)
    else:
        state = in_stage(state, Phase.SALE, dealer, (), events, log=log)
    return _start_play(state, events)


def apply_exchange(state: State, choice: Choice) -> State:
    """NM-PEX-1..4: from the dealer clockwise, the first ``exchange`` ends the round;
    a seat other than the dealer pays ``pool_ante`` into the pool."""
    rules = state.rules
    seat: Seat = state.actor  # type: ignore[assignment]
    log = state.log + ((seat, choice),)
    events: tuple[Event, ...] = (Acted(seat, choice),)
    if choice == EXCHANGE:
        balances, pool = state.balances, state.pool
        if seat != state.dealer:  # NM-PEX-3
            fee = Chips(rules.pool_ante)
            balances = tuple(Chips(b - fee) if s == seat else b for s, b in enumerate(balances))
            pool = Chips(pool + fee)
            events += (Fee(seat, fee),)
        state, events = _swapped(state, seat, events, balances=balances, pool=pool, log=log)
        return _start_play(state, events)
    nxt = state.tables.left[seat]
    passed = state.passed | {seat}
    if nxt == state.dealer:  # NM-PEX-4: everyone kept
        state = in_stage(state, Phase.EXCHANGE, seat, (), events, passed=passed, log=log)
        return _start_play(state, events)
    return in_stage(state, Phase.EXCHANGE, nxt, _CHOOSE, events, passed=passed, log=log)


def apply_decision(state: State, action: Action) -> State:
    """A legal decision before the card play, by the phase: a free ante (NM-ANTE-2), the
    dealer's choice (NM-SALE-1), an offer or a pass (NM-SALE-4), the sale (NM-SALE-6) or
    Parlett's exchange round (NM-PEX)."""
    phase = state.rest.phase
    if phase is Phase.ANTE:
        return apply_ante(state, action)  # type: ignore[arg-type]
    if phase is Phase.DEALER_CHOICE:
        return apply_dealer_choice(state, action)  # type: ignore[arg-type]
    if phase is Phase.AUCTION:
        return apply_offer(state, action)  # type: ignore[arg-type]
    if phase is Phase.SALE:
        return apply_sale(state, action)  # type: ignore[arg-type]
    return apply_exchange(state, action)  # type: ignore[arg-type]


def _start_play(state: State, events: tuple[Event, ...]) -> State:
    """NM-PLAY-1/2: the first player and its free play, without restriction."""
    tables = state.tables
    first = tables.left[state.dealer]
    legal: tuple[Action, ...] | None = None
    if tables.parlett:  # NM-PLAY-2: the lowest diamond in a hand
        for card in tables.suit_order[1]:
            holder = next(
                (s for s, m in zip(tables.seats, state.hands, strict=True) if m >> card & 1), None
            )
            if holder is not None:
                first = holder
                if state.rules.first_play.value == "lowest_diamond":
                    legal = tables.forced[card]
                break
    if legal is None:
        legal = tables.lowest(state.hands[first], ALL_SUITS)
    return in_stage(state, _PLAY, first, legal, events)


# ---------------------------------------------------------------------------- play
def apply_play(state: State, card: Card) -> State:
    """NM-FLOW-4: the card, its capture, the end of the game by the last king, going
    out, or the next player: the next card's holder, or a restart after a stop."""
    seat: Seat = state.actor  # type: ignore[assignment]
    stage = state.rest
    tables = stage.context.tables
    held = [*state.hands]
    hand = held[seat] ^ 1 << card
    held[seat] = hand
    hands = tuple(held)
    logged = tables.logged[seat][card]
    index = tables.captures[card]
    if hand and (index < 0 or not stage.face_up[index]):  # no capture, not out
        nxt = tables.next_card[card]
        if nxt >= 0:  # NM-PLAY-4: the next card's holder must play it
            for holder, mask in enumerate(held):  # (enumerate: a zip with the seats is slower)
                if mask >> nxt & 1:
                    return after_card(
                        state, tables.seats[holder], tables.forced[nxt], hands, card, logged,
                        tables.acted[seat][card],
                    )  # fmt: skip
        # NM-PLAY-5: a stop
        if not tables.restart:  # NM-RESTART-1: the stopper, in any suit
            return after_card(
                state, seat, tables.lowest(hand, ALL_SUITS), hands, card, logged,
                tables.stop_events[seat][card],
            )  # fmt: skip
        after = after_card(state, seat, (), hands, card, logged, ())
        return _restart(after, seat, card, [*tables.stop_events[seat][card]])
    return _captured_or_out(after_card(state, seat, (), hands, card, logged, ()), seat, card)


def _captured_or_out(state: State, seat: Seat, card: Card) -> State:
    """:func:`apply_play` once ``seat`` has played ``card`` (``state``, its events and
    legal actions to come) where it captures (NM-CAPT) or the seat goes out (NM-OUT-1)."""
    tables = state.tables
    events: list[Event] = [*tables.acted[seat][card]]
    balances = state.balances
    stacks = state.stacks
    face_up = state.face_up
    index = tables.captures[card]
    king_end = False
    if index >= 0 and face_up[index]:  # NM-CAPT-1/2 (boodles are always "face up")
        chips = stacks[index]
        balances = tuple(Chips(b + chips) if s == seat else b for s, b in enumerate(balances))
        stacks = tuple(Chips(0) if i == index else k for i, k in enumerate(stacks))
        events.append(Captured(seat, tables.staked[index], chips))
        if tables.parlett:
            face_up = tuple(False if i == index else f for i, f in enumerate(face_up))
            events.append(TurnedDown(tables.staked[index]))
            king_end = not any(face_up)  # NM-CAPT-4
        state = with_chips(state, balances, stacks, face_up, state.captures + 1)
    hands = state.hands
    end = "king" if king_end else "out" if not hands[seat] else None  # NM-OUT-1
    if end is not None:
        return _end_deal(state, end, seat, events)
    nxt = tables.next_card[card]
    if nxt >= 0:  # NM-PLAY-4: the next card's holder must play it
        for holder, mask in enumerate(hands):
            if mask >> nxt & 1:
                return with_turn(state, tables.seats[holder], tables.forced[nxt], tuple(events))
    events.append(tables.stopped[card])  # NM-PLAY-5
    return _restart(state, seat, card, events)


def _restart(state: State, stopper: Seat, card: Card, events: list[Event]) -> State:
    """NM-PLAY-6, NM-RESTART-1..6: who makes the free play after a stop, and in which
    suits."""
    tables = state.tables
    hands = state.hands
    suit = suit_of(card)
    allowed = tables.allowed[suit]
    if tables.restart == 1:  # NM-RESTART-2/5: the first seat clockwise that can
        wanted = tables.suits_mask[allowed]
        for seat in clockwise(stopper, tables.n):  # from the stopper, clockwise
            if hands[seat] & wanted:
                return with_turn(state, seat, tables.lowest(hands[seat], allowed), tuple(events))
            events.append(Skipped(seat))
        if tables.parlett:  # NM-RESTART-6
            events.append(Blocked(stopper))
            return _end_deal(state, "blocked", None, events)
        events.append(SameSuit(stopper))  # NM-RESTART-3
        allowed = 1 << suit
    elif tables.restart == 2 and not hands[stopper] & tables.suits_mask[allowed]:
        allowed = 1 << suit  # NM-RESTART-4: it holds only the stop card's suit
    return with_turn(state, stopper, tables.lowest(hands[stopper], allowed), tuple(events))


def _end_deal(state: State, end: str, winner: Seat | None, events: list[Event]) -> State:
    """NM-OUT-1..6: the payment, then the next deal, or the end of the game
    (NM-CAPT-4, NM-END-1..4)."""
    stage = state.rest
    context = stage.context
    tables = context.tables
    balances: list[int] = list(stage.balances)
    pool: int = stage.pool
    if end == "out":
        assert winner is not None
        events.append(Out(winner))
        if tables.parlett:  # NM-OUT-4
            balances[winner] += pool
            events.append(PoolWon(winner, Chips(pool)))
            pool = 0
        else:  # NM-OUT-2/3
            owed = [hand.bit_count() for hand in state.hands] if tables.per_card else [1] * tables.n
            deltas = out_payments(owed, winner)
            balances = [b + d for b, d in zip(balances, deltas, strict=True)]
            events.append(ChipsPaid(_chips(deltas)))
    elif end == "king":  # NM-CAPT-4: the pool too
        assert winner is not None
        balances[winner] += pool
        events.append(PoolWon(winner, Chips(pool)))
        pool = 0
    result = DealResult(
        dealer=context.dealer,
        end=end,
        winner=winner,
        deltas=_chips([b - s for b, s in zip(balances, context.deal_start, strict=True)]),
        captures=stage.captures,
    )
    stacks = stage.stacks
    done = deal_done(state, _chips(balances), Chips(pool), context.results + (result,))
    if end != "king" and context.deal_number + 1 < tables.deal_limit:
        nxt = tables.left[context.dealer]  # NM-DEAL-1
        return waiting_for_deal(done, nxt, tuple(events))
    if end != "king":  # NM-END-3: the split
        shares = split(sum(stacks) + pool, tables.n, context.dealer)
        balances = [b + k for b, k in zip(balances, shares, strict=True)]
        events.append(Split(_chips(shares)))
        stacks = (Chips(0),) * len(stacks)
        pool = 0
    events.append(GameOver(best_seats(balances)))
    return game_over(done, _chips(balances), stacks, Chips(pool), tuple(events))


def _chips(amounts: Sequence[int]) -> tuple[Chips, ...]:
    """``amounts`` as chips (at once: a :class:`~tricktake.units.Chips` call per amount
    costs a call per amount in pure Python)."""
    return cast("tuple[Chips, ...]", tuple(amounts))


def _next_text(state: State, card: Card) -> str:
    nxt = state.tables.next_card[card]
    return card_text(Card(nxt)) if nxt >= 0 else ""


def bad_play(state: State, play: Play) -> IllegalActionError:
    """Why a card may not be played: not held, not the next card, or not a free play."""
    seat: Seat = state.actor  # type: ignore[assignment]
    held = state.hands[seat]
    if not held >> play.card & 1:
        return illegal(
            play,
            f"seat {seat} does not hold {card_text(play.card)} "
            f"(holds {cards_listed(held) or 'no card'})",
        )
    legal = " / ".join(map(str, state.legal))
    last = state.last_played
    if last is not None and str(state.legal[0]) == f"play {_next_text(state, last)}":
        return illegal(
            play, f"the next card in sequence after {card_text(last)} (NM-PLAY-4): expected {legal}"
        )
    return illegal(
        play,
        f"a free play is the lowest card held of an allowed suit (NM-PLAY-3, NM-RESTART): "
        f"expected {legal}",
    )
