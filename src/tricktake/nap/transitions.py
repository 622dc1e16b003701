"""Nap's transitions, phase by phase (NAP-FLOW, NAP-BID, NAP-PLAY, NAP-JOKER,
NAP-SCORE, NAP-END): what :meth:`tricktake.nap.Nap.apply` does.

Playing a card is handled first, on ints and masks, through the shared trick kernel
(:mod:`tricktake.tricks`); everything else is rarer and is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from ..cards import JOKER, Card, Suit, card_text, cards_by_code, cards_listed, require_dealt_once
from ..draws import random_order
from ..errors import IllegalActionError, illegal, waiting_for
from ..game import CHANCE, Event
from ..tricks import HAND_MASK, HAND_SHIFT
from ..units import Chips, Seat
from . import facts
from .actions import Bid, Deal, Play
from .events import (
    BidMade,
    ChipsPaid,
    ContractWon,
    Dealt,
    GameOver,
    HandDealt,
    Settled,
    ThrownIn,
    TrumpNamed,
)
from .rules import Rules
from .scoring import settlement
from .state import (
    Context,
    Stage,
    State,
    next_context,
    play_stage,
    stage_of,
    with_legal,
    with_stage,
)
from .tables import NO_TRUMP, PLAYS, TRICKS, Tables, tables_for
from .values import Contract, DealResult, Phase

__all__ = [
    "apply_bid",
    "apply_deal",
    "apply_play",
    "bad_bid",
    "bad_play",
    "deal_from_order",
    "dealt",
    "expected",
    "joker_lead_suits",
    "lead_stage",
    "settle",
    "shuffled",
    "thrown_in",
    "waiting_for_deal",
]

_DEALING: Final = Phase.DEALING
_BIDDING: Final = Phase.BIDDING
_OVER: Final = Phase.OVER
_MISERE: Final = Contract.MISERE
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
_EVERY_SUIT = range(4)


def deal_from_order(rules: Rules, dealer: Seat, deck: Sequence[Card]) -> Deal:
    """The deal that a deck order makes under the rules' dealing pattern (NAP-DEAL-7..9):
    ``deck[0]`` is dealt first, to the dealer's left, clockwise; the cards after the
    first ``5n`` are ``undealt``.

    >>> import tricktake
    >>> from tricktake.nap import deal_from_order
    >>> game = tricktake.get_game("nap")
    >>> rules = game.rules("deal-3-2", players=2, deck_size=28)
    >>> deck = game.info(rules).pack
    >>> from tricktake.units import Seat
    >>> str(deal_from_order(rules, Seat(1), deck)).split(" undealt=")[0]
    'deal 0=8C 9C 10C AC 8D 1=JC QC KC 9D 10D'
    """
    deal = dealt(tables_for(rules), dealer, [1 << c for c in deck])
    return Deal(deal.hands, deal.undealt)  # checked: the deck may be any cards


def dealt(tables: Tables, dealer: Seat, bits: Sequence[int]) -> Deal:
    """The deal of a deck order given as card bits (see :func:`deal_from_order`), built
    without ``Deal``'s checks."""
    deal = object.__new__(Deal)
    hands = tuple([sum(take(bits)) for take in tables.dealing[dealer]])
    object.__setattr__(deal, "hands", hands)
    object.__setattr__(deal, "undealt", sum(bits[tables.dealt :]))
    return deal


def shuffled(tables: Tables, rng: random.Random) -> list[int]:
    """The deck of ``tables`` as card bits in a uniformly random order drawn with ``rng``
    (NAP-DEAL-6): the deck order of :meth:`~tricktake.nap.Nap.deal`, dealt by
    :func:`dealt`."""
    return random_order(rng, tables.deck_bits)


# --------------------------------------------------------------------------- phases
def waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    return State.waiting(0, (), CHANCE, (), events, stage_of(context, tables, _DEALING))


def apply_deal(state: State, stage: Stage, deal: Deal) -> State:
    """NAP-DEAL-2/5, then bidding from the dealer's left (NAP-BID-1)."""
    context = stage.context
    rules = context.rules
    tables = stage.tables
    n = rules.players
    if len(deal.hands) != n:
        raise illegal(deal, f"expected a hand for each of the {n} seats, not {len(deal.hands)}")
    hands = 0
    every = deal.undealt
    count = deal.undealt.bit_count()
    for seat, mask in enumerate(deal.hands):
        if mask.bit_count() != TRICKS:
            raise illegal(deal, f"seat {seat} must get 5 cards, not {mask.bit_count()}")
        every |= mask
        count += TRICKS
        hands |= mask << HAND_SHIFT * seat
    if deal.undealt.bit_count() != rules.undealt_size:
        raise illegal(
            deal,
            f"undealt must hold {rules.undealt_size} cards, not {deal.undealt.bit_count()}",
        )
    require_dealt_once(deal, every, count, tables.deck_mask, "deck")
    events: tuple[Event, ...] = (
        Dealt((TRICKS,) * n, rules.undealt_size),
        *[
            HandDealt(s, cards_by_code(m), a)
            for s, m, a in zip(tables.seats, deal.hands, tables.audience, strict=True)
        ],
    )
    stage = stage_of(context, tables, _BIDDING, deal.undealt)
    first = tables.left[context.dealer]
    return State.waiting(hands, (), first, tables.legal_bids[None], events, stage)


def apply_bid(state: State, stage: Stage, bid: Bid) -> State:
    """NAP-BID-1..10: each seat acts once, the dealer last."""
    context = stage.context
    tables = stage.tables
    seat: Seat = state.player  # type: ignore[assignment]  # a seat in bidding and play
    bids = (*stage.bids, (seat, bid.contract))
    events: tuple[Event, ...] = (BidMade(seat, bid.contract),)
    # NAP-BID-6: bids only rise, so the last one made is the strongest
    made = [(s, c) for s, c in bids if c is not None]
    if seat != context.dealer:
        stage = stage._replace(bids=bids)
        legal = tables.legal_bids[made[-1][1] if made else None]
        return State.waiting(state.hands, (), tables.left[seat], legal, events, stage)
    if not made:
        return thrown_in(context, tables, bids, events)
    declarer, contract = made[-1]  # NAP-BID-10: the strongest bid
    events += (ContractWon(declarer, contract),)
    if contract is _MISERE:
        events += (TrumpNamed(None),)
    stage = play_stage(stage, bids, declarer, contract)
    kernel = tables.kernels[None]
    started = kernel.start(State, state.hands, declarer, events, stage)  # NAP-FLOW-4
    return _with_lead(started, stage, declarer)


def thrown_in(
    context: Context,
    tables: Tables,
    bids: tuple[tuple[Seat, Contract | None], ...],
    events: tuple[Event, ...],
) -> State:
    """NAP-BID-9: every seat passed (``bids``, the dealer's pass last, whose ``events``
    these are): the deal is thrown in, no play and no chips, and the next deal or the
    game's end follows."""
    none = tables.no_chips
    result = DealResult(context.dealer, bids, None, None, None, none, False, none, ())
    return _deal_done(context, tables, result, (*events, ThrownIn()))


def joker_lead_suits(stage: Stage, held: int) -> Sequence[int] | None:
    """The suit numbers that a leader holding the mask ``held`` may name by leading the
    joker as ``play JK <suit>`` (NAP-JOKER-4/6/8/9), or ``None`` where it holds no joker
    or leads it as ``play JK`` (NAP-JOKER-5: tricks 2-5 of a trump contract whose joker
    follows trumps)."""
    if not held >> JOKER & 1:
        return None
    contract = stage.contract
    assert contract is not None
    if contract.trumps and stage.tables.rules.joker_follows_trumps:
        if stage.trump is not None:
            return None  # NAP-JOKER-5: tricks 2-5, ``play JK`` leads trumps
        return _EVERY_SUIT  # NAP-JOKER-4: trick 1, any suit becomes trump
    # NAP-JOKER-6/8/9: a suit the leader holds no card of
    return [s for s in _EVERY_SUIT if not held >> 16 * s & 0xFFFF]


def _with_lead(state: State, stage: Stage, leader: Seat) -> State:
    """``state`` (before a lead) with the leader's joker leads of NAP-JOKER-4..9: the
    kernel offers ``play JK``; where the joker is led naming a suit, those forms instead."""
    held = state.hands >> HAND_SHIFT * leader & HAND_MASK
    if not held >> JOKER & 1:  # (the common case, without a call)
        return state
    suits = joker_lead_suits(stage, held)
    if suits is None:
        return state
    leads = stage.tables.joker_leads
    legal = PLAYS.plays(held & ~(1 << JOKER)) + tuple(leads[s] for s in suits)
    return with_legal(state, legal)


def lead_stage(stage: Stage, card: Card, named: Suit | None) -> Stage:
    """The stage after a lead of ``card`` (the joker naming suit ``named``, or ``None``):
    the suit the joker named, and on trick 1 of a trump contract the trump suit, that of
    the card or the one named (NAP-PLAY-3, NAP-JOKER-4/6)."""
    if named is not None:
        stage = stage._replace(joker_suit=named)
    if stage.trump is None and stage.contract is not _MISERE:
        stage = stage._replace(trump=Suit.of(card) if named is None else named)
    return stage


def apply_play(state: State, stage: Stage, play: Play) -> State:
    """NAP-PLAY-1..7 and NAP-JOKER: one card, through the shared trick kernel."""
    tables = stage.tables
    seat: Seat = state.player  # type: ignore[assignment]  # a seat in bidding and play
    card = play.card
    named = play.suit
    trump = stage.trump
    if named is None:
        events: tuple[Event, ...] = tables.played[seat][card]
        led = None
    else:
        events = (tables.played[seat][card][0]._replace(suit=named),)
        led = named.value
    if named is not None or (trump is None and stage.contract is not _MISERE):
        stage = lead_stage(stage, card, named)
        if stage.trump is not trump:  # NAP-PLAY-3: the first lead names trumps
            trump = stage.trump
            events += (TrumpNamed(trump),)
        state = with_stage(state, stage)
    kernel = tables.trump_kernels[NO_TRUMP if trump is None else trump._value_]
    # after a trick's last card, the kernel adds its TrickWon to the events
    after = kernel.play(state, card, events, led, won=tables.trick_won)
    if after.trick:  # the trick goes on
        return after
    tricks = after.tricks
    if len(tricks) < TRICKS:  # NAP-PLAY-6: the winner leads
        winner: Seat = after.player  # type: ignore[assignment]  # the winner, to lead
        return _with_lead(after, stage, winner)
    return settle(stage, tricks, after.events)


def settle(stage: Stage, tricks: tuple[Any, ...], events: tuple[Event, ...]) -> State:
    """NAP-SCORE-1/2: chips from or to every opponent."""
    context = stage.context
    tables = stage.tables
    n = tables.players
    declarer = stage.declarer
    contract = stage.contract
    assert declarer is not None and contract is not None
    won = [0] * n
    for trick in tricks:
        won[trick.winner] += 1
    made = contract.made(won[declarer])
    chips = settlement(context.rules, declarer, contract, made)
    events += (Settled(declarer, contract, made, won[declarer]), ChipsPaid(chips))
    result = DealResult(
        context.dealer,
        stage.bids,
        declarer,
        contract,
        stage.trump,
        tuple(won),
        made,
        chips,
        tricks,
        stage.joker_suit,
    )
    return _deal_done(context, tables, result, events)


def _deal_done(
    context: Context, tables: Tables, result: DealResult, events: tuple[Event, ...]
) -> State:
    """After a settlement or a throw-in: the next deal (NAP-DEAL-1), or the end of the
    game (NAP-END-1..3)."""
    balances = tuple(Chips(b + d) for b, d in zip(context.balances, result.chips, strict=True))
    number = context.deal_number + 1
    results = (*context.results, result)
    if number >= context.rules.deals:
        over = context._replace(deal_number=number, balances=balances, results=results)
        events += (GameOver(facts.winners(balances)),)
        return State.waiting(0, (), None, (), events, stage_of(over, tables, _OVER))
    dealer = tables.left[context.dealer]
    following = next_context(context, dealer, balances, results)
    return waiting_for_deal(following, tables, (*events, tables.dealer_named[dealer]))


# --------------------------------------------------------------------------- helpers
def bad_bid(state: State, bid: Bid) -> IllegalActionError:
    """Why ``bid`` is not among the legal bids (NAP-BID-4..8)."""
    legal = ", ".join(repr(str(b)) for b in state.legal)
    contract = bid.contract
    earlier = [c for _, c in state.bids]
    if contract is not None and contract not in state.rest.tables.contracts:
        option = {Contract.ONE: "allow_one", Contract.WELLINGTON: "allow_wellington"}
        why = f"there is no bid {contract} without {option.get(contract, 'allow_blucher')}=True"
        why += " (NAP-BID-4)"
    elif contract is Contract.WELLINGTON and Contract.NAP not in earlier:
        why = "wellington needs an earlier nap bid (NAP-BID-7)"
    elif contract is Contract.BLUCHER and Contract.WELLINGTON not in earlier:
        why = "blucher needs an earlier wellington bid (NAP-BID-8)"
    else:
        why = "a bid must be stronger than the strongest so far (NAP-BID-6)"
    return illegal(bid, f"{why}: seat {state.player} may {legal}")


def bad_play(state: State, play: Play) -> IllegalActionError:
    seat: Seat = state.player  # type: ignore[assignment]  # a seat in bidding and play
    held = state.hand_mask(seat)
    card = play.card
    legal = ", ".join(repr(str(p)) for p in state.legal)
    if not held >> card & 1:
        why = f"seat {seat} does not hold {card_text(card)} (holds {cards_listed(held)})"
    elif card == JOKER and state.trick:
        why = (
            f"seat {seat} must follow {_SUIT_NAMES[state.led] if state.led < 4 else 'suit'} "
            f"and may play the joker only when it holds none (NAP-JOKER-3/6/7): expected {legal}"
        )
    elif card == JOKER:
        if play.suit is None:
            why = f"a joker lead here names a suit (NAP-JOKER-4/6/8): expected {legal}"
        else:
            why = (
                f"the joker cannot be led naming {play.suit} here (NAP-JOKER-5/6/8/9): "
                f"expected {legal}"
            )
    elif play.suit is not None:
        why = f"only a joker lead names a suit: expected {legal}"
    else:
        why = f"seat {seat} must follow {_SUIT_NAMES[state.led]} (NAP-PLAY-4): expected {legal}"
    return illegal(play, why)


def expected(state: State) -> str:
    """What ``state`` waits for, for the message of an action that is not legal now."""
    due = "is due to bid or pass" if state.phase is _BIDDING else "is due to play a card"
    return waiting_for(state.player, due)
