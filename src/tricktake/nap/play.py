"""The Nap game object: transitions of every phase (NAP-FLOW, NAP-BID, NAP-PLAY,
NAP-JOKER, NAP-SCORE, NAP-END).

Playing a card is handled first, on ints and masks, through the shared trick kernel
(:mod:`tricktake.tricks`); everything else is rarer and is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..cards import JOKER, Card, Suit, card_text, cards_of
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
from ..errors import IllegalActionError, SetupError
from ..errors import shown as _shown
from ..options import build_rules, preset_of
from ..tricks import HAND_MASK, HAND_SHIFT
from ..units import Chips, Seat
from . import facts, sample
from .actions import Action, Bid, Deal, Play, parse_action
from .events import (
    BidMade,
    ChipsPaid,
    ContractWon,
    Dealt,
    GameOver,
    HandDealt,
    Settled,
    ThrownIn,
    TrickWon,
    TrumpNamed,
)
from .rules import PRESETS, Rules
from .scoring import settlement
from .state import Context, Stage, State
from .tables import NO_TRUMP, PLAYS, Tables, tables_for
from .values import Contract, DealResult, Phase
from .view import View, make_view, view_json

__all__ = ["Nap", "deal_from_order"]

_new = tuple.__new__  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_DEALING, _BIDDING, _PLAY, _OVER = Phase.DEALING, Phase.BIDDING, Phase.PLAY, Phase.OVER
_MISERE = Contract.MISERE
_TRICKS = 5  # NAP-OVR-1: five cards each, five tricks
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


def _illegal(action: object, why: str) -> IllegalActionError:
    return IllegalActionError(f"{str(action)!r} is not legal now: {why}", reason=why)


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
    deal = _dealt(tables_for(rules), dealer, [1 << c for c in deck])
    return Deal(deal.hands, deal.undealt)  # checked: the deck may be any cards


def _dealt(tables: Tables, dealer: Seat, bits: Sequence[int]) -> Deal:
    """The deal of a deck order given as card bits (see :func:`deal_from_order`), built
    without ``Deal``'s checks."""
    deal = object.__new__(Deal)
    hands = tuple([sum(take(bits)) for take in tables.dealing[dealer]])
    object.__setattr__(deal, "hands", hands)
    object.__setattr__(deal, "undealt", sum(bits[tables.dealt :]))
    return deal


class Nap:
    """Nap, or Napoleon (``rules/nap.md``).

    >>> import random, tricktake
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules("standard"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), [str(a) for a in game.legal_actions(state)]
    (1, ['pass', 'bid two', 'bid three', 'bid misere', 'bid four', 'bid nap'])
    """

    #: The registered name of the game.
    name = "nap"

    # ----------------------------------------------------------------- setup
    def presets(self) -> tuple[str, ...]:
        """The presets of NAP-PRESET-1, ``standard`` first."""
        return tuple(PRESETS)

    def rules(self, preset: str = "standard", /, **options: Any) -> Rules:
        """The rules of ``preset`` with ``options`` overriding it (NAP-OPT-1/2)."""
        return build_rules(Rules, PRESETS, preset, options)

    def preset_of(self, rules: Rules) -> tuple[str, dict[str, Any]]:
        """The preset closest to ``rules`` and the options that differ from it."""
        _require_rules(rules)
        return preset_of(rules, PRESETS)

    def info(self, rules: Rules) -> GameInfo:
        """The seats, the deck (NAP-DEAL-4 order) and the bounds of a game.

        :raises SetupError: for rules that are not Nap's.
        """
        _require_rules(rules)
        return facts.game_info(rules, tables_for(rules).deck)

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
        if unknown:
            name = next(iter(unknown))
            raise SetupError(
                f"unknown setup argument {name!r}: expected first_dealer or balances",
                argument=name,
            )
        _require_rules(rules)
        n = rules.players
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise SetupError(
                f"first_dealer={_shown(first_dealer)}: expected a seat from 0 to {n - 1}",
                argument="first_dealer",
            )
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
        return _waiting_for_deal(context, tables, (tables.dealer_named[first_dealer],))

    # ------------------------------------------------------------ the protocol
    def to_move(self, state: State) -> Actor:
        """NAP-FLOW-3: :data:`~tricktake.CHANCE` in ``dealing``, the bidder or player to
        act, ``None`` when the game is over."""
        return state.player

    def is_over(self, state: State) -> bool:
        """Whether the game has ended (NAP-END-2)."""
        return state.rest.phase is _OVER

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in the stable order of NAP-BID-12 and
        NAP-FLOW-5; empty at chance nodes and when the game is over."""
        return state.legal

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``
        (see :meth:`tricktake.Game.sample_state` and :mod:`.sample`).

        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        return sample.sample_state(self, view, rng, _waiting_for_deal)

    def parse_action(self, state: State, text: str) -> Action:
        """The action that ``text`` denotes (NAP-TEXT-1/2, NAP-DEAL-3/4), legal or not."""
        return parse_action(text, state.rest.context.rules.players)

    def format_action(self, action: Action) -> str:
        """The canonical text of ``action`` (NAP-TEXT-1)."""
        return str(action)

    def scores(self, state: State) -> tuple[Chips, ...]:
        """NAP-COMP-7: the chip balance of each seat."""
        return state.rest.context.balances

    def events(self, state: State, seat: Seat | None = None) -> tuple[Event, ...]:
        """The events of the transition that made ``state`` that ``seat`` may see
        (NAP-LOG-1); ``None`` (the default) gives the public ones.

        :raises SetupError: for a seat that does not exist.
        """
        return visible_events(state.events, check_seat(seat, state.rest.context.rules.players))

    def deal(self, state: State, rng: random.Random) -> Deal:
        """NAP-DEAL-6: a uniformly random deal: the deck shuffled with ``rng``, dealt by
        the rules' pattern (NAP-DEAL-7..9)."""
        stage = state.rest
        if stage.phase is not _DEALING:
            raise _illegal("deal", f"no deal is due in phase {stage.phase.value}")
        rnd = rng.random
        bits = sorted(stage.tables.deck_bits, key=lambda _: rnd())  # i.i.d. keys: uniform
        return _dealt(stage.tables, stage.context.dealer, bits)

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        the card play after trick 1's lead fused (:func:`_finish_deal`), the rest step by
        step.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        return playout_with(self, state, rng, _finish_deal)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        stage: Stage = state[8]
        if type(action) is Play and stage.phase is _PLAY:
            if action not in state[6]:
                raise _bad_play(state, action)
            return _play(state, stage, action)
        kind = type(action)
        if kind is Bid and stage.phase is _BIDDING:
            if action not in state[6]:
                raise _bad_bid(state, action)  # type: ignore[arg-type]
            return _bid(state, stage, action)  # type: ignore[arg-type]
        if kind is Deal and stage.phase is _DEALING:
            return _deal(state, stage, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Bid | Play):
            raise IllegalActionError(
                f"{_shown(action)} is not a Nap action: expected a deal, a bid, a pass or a play"
            )
        raise _illegal(action, _expected(state))

    # ----------------------------------------------------------------- views
    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may know (NAP-OBS-1..3); ``None`` gives the public view.

        :raises SetupError: for a seat that does not exist.
        """
        check_seat(seat, state.rules.players)
        return make_view(state, seat)

    def to_json(self, view: View) -> dict[str, Any]:
        """A JSON-ready dict of a view, cards as canonical text."""
        return view_json(view)

    def piles(self, state: State) -> dict[str, tuple[Card, ...]]:
        """Every pile of NAP-COMP-6 by name; see :func:`tricktake.nap.facts.piles`."""
        return facts.piles(state)

    # -------------------------------------------------------------- results
    def outcome(self, state: State) -> Outcome | None:
        """``None`` until the game is over; then the balances, the winners of NAP-END-3
        and the reason ``"deals"`` (NAP-END-1/2)."""
        return facts.outcome(state)

    def tallies(self, state: State) -> dict[str, tuple[int, int]]:
        """Contracts made and played so far, by bid: ``{"nap contracts made": (2, 3), …}``."""
        return facts.tallies(state)


# --------------------------------------------------------------------------- phases
def _waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    stage = _new(Stage, (context, tables, _DEALING, (), None, None, None, None, 0))
    return State.waiting(0, (), CHANCE, (), events, stage)


def _deal(state: State, stage: Stage, deal: Deal) -> State:
    """NAP-DEAL-2/5, then bidding from the dealer's left (NAP-BID-1)."""
    context = stage.context
    rules = context.rules
    tables = stage.tables
    n = rules.players
    if len(deal.hands) != n:
        raise _illegal(deal, f"expected a hand for each of the {n} seats, not {len(deal.hands)}")
    hands = 0
    every = deal.undealt
    count = deal.undealt.bit_count()
    for seat, mask in enumerate(deal.hands):
        if mask.bit_count() != _TRICKS:
            raise _illegal(deal, f"seat {seat} must get 5 cards, not {mask.bit_count()}")
        every |= mask
        count += _TRICKS
        hands |= mask << HAND_SHIFT * seat
    if deal.undealt.bit_count() != rules.undealt_size:
        raise _illegal(
            deal,
            f"undealt must hold {rules.undealt_size} cards, not {deal.undealt.bit_count()}",
        )
    if every != tables.deck_mask or count != len(tables.deck):
        missing = _listed(tables.deck_mask & ~every) or "none"
        foreign = _listed(every & ~tables.deck_mask) or "none"
        raise _illegal(
            deal,
            f"every card of the {rules.deck_cards}-card deck must be dealt exactly once "
            f"(missing: {missing}; not in the deck: {foreign})",
        )
    events: tuple[Event, ...] = (
        Dealt((_TRICKS,) * n, rules.undealt_size),
        *[
            HandDealt(s, m, a)
            for s, m, a in zip(tables.seats, deal.hands, tables.audience, strict=True)
        ],
    )
    stage = _new(Stage, (context, tables, _BIDDING, (), None, None, None, None, deal.undealt))
    first = tables.left[context.dealer]
    return State.waiting(hands, (), first, tables.legal_bids[None], events, stage)


def _bid(state: State, stage: Stage, bid: Bid) -> State:
    """NAP-BID-1..10: each seat acts once, the dealer last."""
    context = stage.context
    tables = stage.tables
    seat: Seat = state[5]
    bids = (*stage.bids, (seat, bid.contract))
    events: tuple[Event, ...] = (BidMade(seat, bid.contract),)
    # NAP-BID-6: bids only rise, so the last one made is the strongest
    made = [(s, c) for s, c in bids if c is not None]
    if seat != context.dealer:
        stage = stage._replace(bids=bids)
        legal = tables.legal_bids[made[-1][1] if made else None]
        return State.waiting(state.hands, (), tables.left[seat], legal, events, stage)
    if not made:  # NAP-BID-9: thrown in
        none = tables.no_chips
        result = DealResult(context.dealer, bids, None, None, None, none, False, none, ())
        return _deal_done(context, tables, result, (*events, ThrownIn()))
    declarer, contract = made[-1]  # NAP-BID-10: the strongest bid
    events += (ContractWon(declarer, contract),)
    if contract is _MISERE:
        events += (TrumpNamed(None),)
    stage = _new(
        Stage, (context, tables, _PLAY, bids, declarer, contract, None, None, stage.undealt)
    )
    kernel = tables.kernels[None]
    started = kernel.start(State, state.hands, declarer, events, stage)  # NAP-FLOW-4
    return _with_lead(started, stage, declarer)


def _with_lead(state: State, stage: Stage, leader: Seat) -> State:
    """``state`` (before a lead) with the leader's joker leads of NAP-JOKER-4..9: the
    kernel offers ``play JK``; where the joker is led naming a suit, those forms instead."""
    held = state.hands >> HAND_SHIFT * leader & HAND_MASK
    if not held >> JOKER & 1:
        return state
    rules = stage.context.rules
    contract = stage.contract
    assert contract is not None
    if contract.trumps and rules.joker_follows_trumps:
        if stage.trump is not None:
            return state  # NAP-JOKER-5: tricks 2-5, ``play JK`` leads trumps
        suits: Sequence[int] = range(4)  # NAP-JOKER-4: trick 1, any suit becomes trump
    else:  # NAP-JOKER-6/8/9: a suit the leader holds no card of
        suits = [s for s in range(4) if not held >> 16 * s & 0xFFFF]
    leads = stage.tables.joker_leads
    legal = PLAYS.plays(held & ~(1 << JOKER)) + tuple(leads[s] for s in suits)
    return _new(State, (*state[:6], legal, *state[7:]))


def _play(state: State, stage: Stage, play: Play) -> State:
    """NAP-PLAY-1..7 and NAP-JOKER: one card, through the shared trick kernel."""
    tables = stage.tables
    seat: Seat = state[5]
    card = play.card
    named = play.suit
    trump = stage.trump
    if named is None:
        events: tuple[Event, ...] = tables.played[seat][card]
        led = None
    else:
        events = (tables.played[seat][card][0]._replace(suit=named),)
        stage = stage._replace(joker_suit=named)
        led = named.value
    if trump is None and stage.contract is not _MISERE:
        # NAP-PLAY-3, NAP-JOKER-4/6: the first lead of a trump contract names trumps
        trump = Suit.of(card) if named is None else named
        stage = stage._replace(trump=trump)
        events += (TrumpNamed(trump),)
    if stage is not state[8]:
        state = _new(State, (*state[:8], stage))
    kernel = tables.trump_kernels[NO_TRUMP if trump is None else trump._value_]
    after = kernel.play(state, card, events, led)
    if after[1]:  # the trick goes on
        return after
    tricks = after[4]
    winner: Seat = after[5]
    events += (TrickWon(len(tricks), winner),)
    if len(tricks) < _TRICKS:  # NAP-PLAY-6: the winner leads
        after = _new(State, (*after[:7], events, stage))
        return _with_lead(after, stage, winner)
    return _settle(stage, tricks, events)


def _finish_deal(state: State, rng: random.Random, getrandbits: GetRandBits) -> State | None:
    """The rest of the card play at once, by the shared
    :meth:`~tricktake.tricks.TrickKernel.random_play`, then the settlement of :func:`_play`
    after the fifth trick; ``None`` (a step instead) until trick 1's lead has named the
    trumps (NAP-PLAY-3), and with a joker, whose leads name suits (NAP-JOKER-4..9)."""
    stage: Stage = state[8]
    if stage[2] is not _PLAY or stage.context.rules.joker:
        return None
    trump = stage.trump
    if trump is None and stage.contract is not _MISERE:
        return None
    tables = stage.tables
    kernel = tables.trump_kernels[NO_TRUMP if trump is None else trump._value_]
    position = kernel.random_play(state[:6], _TRICKS, getrandbits)
    tricks = position[4]
    last = tricks[-1]
    events = (*tables.played[last.hands[-1]][last.cards[-1]], TrickWon(len(tricks), position[5]))
    return _settle(stage, tricks, events)


def _settle(stage: Stage, tricks: tuple[Any, ...], events: tuple[Event, ...]) -> State:
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
        stage = _new(Stage, (over, tables, _OVER, (), None, None, None, None, 0))
        return State.waiting(0, (), None, (), events, stage)
    dealer = tables.left[context.dealer]
    following = _new(
        Context, (context.rules, context.first_dealer, dealer, number, balances, results)
    )
    return _waiting_for_deal(following, tables, (*events, tables.dealer_named[dealer]))


# --------------------------------------------------------------------------- helpers
def _require_rules(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise SetupError(
            f"rules={_shown(rules)}: expected Nap Rules from game.rules()", argument="rules"
        )


def _listed(mask: int) -> str:
    """Cards in canonical order, as a list in a message: ``7C, JC``."""
    return ", ".join(map(card_text, cards_of(mask)))


def _bad_bid(state: State, bid: Bid) -> IllegalActionError:
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
    return _illegal(bid, f"{why}: seat {state.player} may {legal}")


def _bad_play(state: State, play: Play) -> IllegalActionError:
    seat: Seat = state[5]
    held = state.hand_mask(seat)
    card = play.card
    legal = ", ".join(repr(str(p)) for p in state.legal)
    if not held >> card & 1:
        why = f"seat {seat} does not hold {card_text(card)} (holds {_listed(held)})"
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
    return _illegal(play, why)


def _expected(state: State) -> str:
    phase = state.phase
    if phase is _OVER:
        return "the game is over"
    if phase is _DEALING:
        return "a deal is due (a 'deal ...' chance action)"
    if phase is _BIDDING:
        return f"seat {state.player} is due to bid or pass"
    return f"seat {state.player} is due to play a card"
