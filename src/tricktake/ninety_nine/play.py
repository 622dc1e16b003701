"""The Ninety-Nine game object: transitions of every phase (§3–§6).

:meth:`NinetyNine.apply` and :meth:`NinetyNine.legal_actions` are the hot path of every
bot and simulation. Playing a card is handled first, on ints and masks, and builds the
next state as one small tuple (:class:`~tricktake.ninety_nine.state.State` keeps
everything that changes less often in its :class:`~tricktake.ninety_nine.state.Context`).
Everything else is rarer and is written for clarity.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations
from operator import add, contains
from typing import Any, overload

from ..cards import JOKER, RANKS, Card, card_text, cards_of, rank_of, suit_of
from ..engine import (
    CHANCE,
    Actor,
    Event,
    GameInfo,
    Outcome,
    check_seat,
    reference_playout,
    visible_events,
)
from ..errors import IllegalActionError, SetupError, illegal
from ..errors import shown as _shown
from ..options import build_rules, preset_of
from ..tricks import HAND_MASK as _HAND
from ..tricks import HAND_SHIFT, NO_SUIT, RANK_SUIT, Trick, trick_winner
from . import facts, sample, scoring
from .actions import (
    Action,
    Bid,
    Call,
    Deal,
    Lead,
    Play,
    Trump,
    parse_action,
    sampled_deal,
    sort_cards,
)
from .events import (
    BidsShown,
    Called,
    CardPlayed,
    DealScored,
    Dealt,
    Exposed,
    GameOver,
    HandDealt,
    LeaderNamed,
    TrumpNamed,
)
from .rules import (
    PRESETS,
    GameEnd,
    PremiumAuction,
    PremiumFailure,
    PremiumKind,
    Rules,
    SnapTiebreak,
    TrumpRule,
)
from .scoring import bid_value
from .state import Context, Stage, State
from .tables import (
    CARDS,
    DUMMY,
    PASS,
    PLAYS,
    CallOptions,
    Kernel,
    Tables,
    kernel_for,
    tables_for,
)
from .values import Auction, DealResult, Holder, Mode, Phase, count_won
from .view import View, make_view, view_json

__all__ = ["BidChoices", "NinetyNine"]

_new = tuple.__new__
_DEAL, _BID, _PREMIUM, _PLAY, _OVER = Phase.DEAL, Phase.BID, Phase.PREMIUM, Phase.PLAY, Phase.OVER
_LEAD, _TRUMP = Phase.LEAD, Phase.TRUMP
_NO_AUCTION = Auction()
_SNAP = Mode.SNAP
_FIXED_BY = {
    TrumpRule.TURNUP: "the turn-up",
    TrumpRule.PREMIUM_CHOICE: "the holder's trump call",
    TrumpRule.NAUGHTY_NUN: "the schedule",
}

# N99-TRUMP-3: the next deal's mode from the number of hands that succeeded.
_NEXT_MODE = (Mode.DIAMONDS, Mode.SPADES, Mode.HEARTS, Mode.CLUBS)
_MODE_OF_SUIT = (Mode.CLUBS, Mode.DIAMONDS, Mode.HEARTS, Mode.SPADES)  # by suit number
# N99-TRUMP-7: the mode of each deal of a Naughty Nun game, by deals played before it.
_NUN = (
    Mode.DIAMONDS,
    Mode.SPADES,
    Mode.HEARTS,
    Mode.CLUBS,
    Mode.NO_TRUMP,  # "Nuns"; nines under nine_trumps (N99-TRUMP-2)
    Mode.RONDO,
    Mode.WHISTLE_AND_FLUTE,
    Mode.TOP_DOG,
    Mode.SNAP,
)


class BidChoices(Sequence[Bid]):
    """The legal bids of a hand, without building all of them (N99-BID-2).

    The ``C(len(hand), bid_cards)`` sets of cards in a fixed order: combinations of the
    hand's cards in ascending card code.
    """

    __slots__ = ("_cards", "_combos", "_hand", "_size")

    def __init__(self, hand: int, size: int) -> None:
        self._hand = hand
        self._size = size
        cards = self._cards = CARDS.plays(hand)
        self._combos = _combinations(len(cards), size)

    def __reduce__(self) -> tuple[type[BidChoices], tuple[int, int]]:
        # Pickled as its hand and size: rebuilt on loading, sharing the cached combinations.
        return (BidChoices, (self._hand, self._size))

    def __len__(self) -> int:
        return len(self._combos)

    @overload
    def __getitem__(self, index: int) -> Bid: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Bid]: ...
    def __getitem__(self, index: int | slice) -> Bid | Sequence[Bid]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        cards = self._cards
        mask = 0
        for i in self._combos[index]:
            mask |= 1 << cards[i]
        bid = _BIDS.get(mask)
        if bid is None:
            bid = _BIDS[mask] = Bid(mask)
        return bid

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BidChoices):
            return self._hand == other._hand and self._size == other._size
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self._hand, self._size))

    def __repr__(self) -> str:
        return f"<BidChoices of {len(self)} bids from {' '.join(map(card_text, self._cards))}>"


_BIDS: dict[int, Bid] = {}  # one Bid per card set: at most C(60, 3) of them
_COMBOS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def _combinations(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    combos = _COMBOS.get((n, k))
    if combos is None:
        combos = _COMBOS[(n, k)] = tuple(combinations(range(n), k))
    return combos


class NinetyNine:
    """David Parlett's Ninety-Nine (``rules/ninety-nine.md``).

    >>> import random, tricktake
    >>> game = tricktake.get_game("ninety-nine")
    >>> state = game.new(game.rules("revised"))
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> game.to_move(state), len(game.legal_actions(state))
    (1, 220)
    """

    #: The registered name of the game.
    name = "ninety-nine"

    # ----------------------------------------------------------------- setup
    def presets(self) -> tuple[str, ...]:
        """The presets of ``rules/ninety-nine.md`` §7.2 that this version plays."""
        return tuple(PRESETS)

    def rules(self, preset: str = "revised", /, **options: Any) -> Rules:
        """The rules of ``preset`` with ``options`` overriding it (§7.1)."""
        return build_rules(Rules, PRESETS, preset, options)

    def preset_of(self, rules: Rules) -> tuple[str, dict[str, Any]]:
        """The preset closest to ``rules`` and the options that differ from it."""
        _require_rules(rules)
        return preset_of(rules, PRESETS)

    def info(self, rules: Rules) -> GameInfo:
        """The seats, the pack (N99-DEAL-8 order) and the bounds of a game under ``rules``.

        :raises SetupError: for rules that are not Ninety-Nine's.
        """
        _require_rules(rules)
        return facts.game_info(rules)

    def new(
        self,
        rules: Rules,
        /,
        *,
        first_dealer: int = 0,
        totals: Sequence[int] | None = None,
        mode: Mode | str | None = None,
        deal_number: int = 0,
        **unknown: object,
    ) -> State:
        """The state that waits for the first deal.

        ``totals`` (one per hand), ``mode`` and ``deal_number`` start a game in the
        middle, as the worked examples do: the running totals so far, the mode of the
        next deal (by default the first deal of a game is at no trump, N99-TRUMP-3) and,
        in a game of a number of deals, the deals already played (Naughty Nun's
        schedule then fixes the mode, N99-TRUMP-7).

        :raises SetupError: for a seat out of range, totals of the wrong length, totals
            that the rules cannot reach or that end the game, a mode that the rules
            cannot produce, a deal number outside the game, or an unknown argument.
        """
        if unknown:
            raise SetupError(
                f"unknown setup argument {next(iter(unknown))!r}: expected first_dealer, "
                "totals, mode or deal_number",
                argument=next(iter(unknown)),
            )
        _require_rules(rules)
        n = rules.players
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise SetupError(
                f"first_dealer={first_dealer!r}: expected a seat from 0 to {n - 1}",
                argument="first_dealer",
            )
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
        fixed = _mode_of_deal(rules, deal_number)
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
        dealer = (first_dealer + deal_number) % n  # N99-DEAL-6
        context = Context(rules, first_dealer, dealer, deal_number, start, (), fixed)
        return _waiting_for_deal(context, tables, ())

    # ------------------------------------------------------------ the protocol
    def to_move(self, state: State) -> Actor:
        """The seat to act, :data:`~tricktake.CHANCE` before a deal, ``None`` when over."""
        return state.player

    def is_over(self, state: State) -> bool:
        """Whether the game has ended (N99-PHASE-5)."""
        return state.rest.phase is _OVER

    def events(self, state: State, seat: int | None = None) -> tuple[Event, ...]:
        """The events of the transition that made ``state`` that ``seat`` may see;
        ``None`` (the default) gives the public ones (a hand dealt is its seat's alone).

        :raises SetupError: for a seat that does not exist.
        """
        return visible_events(state.events, check_seat(seat, state.context.rules.players))

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A state drawn uniformly from those that give ``view.seat`` exactly ``view``
        (see :meth:`tricktake.Game.sample_state` and :mod:`.sample`).

        :raises SampleError: for the public view, a view between deals, or a view that
            no state gives.
        """
        return sample.sample_state(self, view, rng, _waiting_for_deal, _turned_up)

    def parse_action(self, state: State, text: str) -> Action:
        """The action that ``text`` denotes (N99-TEXT-1..3), legal or not."""
        return parse_action(text, state.context.rules)

    def format_action(self, action: Action) -> str:
        """The canonical text of ``action``."""
        return str(action)

    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal actions of the seat to move, in a stable order (empty at chance
        nodes and when the game is over). Bids are a lazy :class:`BidChoices`."""
        return state.legal

    def scores(self, state: State) -> tuple[int, ...]:
        """N99-SCORE-13: running totals of the current game per live seat; once the
        match is over, final game scores, summed over a rubber's games (N99-GAME-11)."""
        context = state.rest.context
        n = context.rules.players
        if state.rest.phase is _OVER:
            return scoring.match_scores(context.rules, (*context.games, context.totals))[:n]
        return context.totals[:n]

    def deal(self, state: State, rng: random.Random) -> Deal:
        """A uniformly random deal, dealt as N99-DEAL-2..4 from a deck shuffled by ``rng``."""
        if state.phase is not _DEAL:
            raise illegal("deal", f"no deal is due in phase {state.phase.value}")
        tables = state.tables
        rnd = rng.random
        bits = sorted(tables.deck_bits, key=lambda _: rnd())  # i.i.d. keys: a uniform shuffle
        h = tables.hands
        n = tables.players
        dealt = h * tables.hand_size
        first = state.context.dealer + 1
        # N99-DEAL-2: one card at a time from the dealer's left, so the hand at position
        # p from there gets every h-th card from the p-th; N99-DEAL-3: the rest turn up.
        hands = tuple([sum(bits[(x - first) % n : dealt : h]) for x in range(n)])
        if h == n:
            return sampled_deal(hands, sum(bits[dealt:]))
        # N99-DEAL-4: the dummy receives last in each round; its last b cards are its bid
        dummy = bits[n:dealt:h]
        kept = tables.hand_size - tables.bid_cards
        return sampled_deal(hands, sum(bits[dealt:]), sum(dummy[:kept]), sum(dummy[kept:]))

    def playout(self, state: State, rng: random.Random) -> State:
        """Random legal play to the end of the deal (see :meth:`tricktake.Game.playout`):
        exactly the state, and the generator, of :func:`~tricktake.engine.reference_playout`.

        The card play of an ordinary deal is fused (:func:`_fused_play`); the deal, the
        bids, the calls and the special deals (the dummy, Snap, the early rules) go step
        by step.

        :raises TypeError: when ``rng`` is not a :class:`random.Random`.
        """
        if not isinstance(rng, random.Random):
            return reference_playout(self, state, rng)  # raises the TypeError
        if state[5] is CHANCE:  # state.player
            state = self.apply(state, self.deal(state, rng))
        randrange = rng.randrange
        while (actor := state[5]) is not None and actor is not CHANCE:
            stage = state[8]
            if stage[2] is _PLAY and not stage[3][7]:  # PLAY, and not kernel.special
                state = _fused_play(self, state, randrange)
                continue
            legal = state[6]
            state = self.apply(state, legal[randrange(len(legal))])
        return state

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (which must be legal); ``state`` is unchanged.

        :raises IllegalActionError: saying why the action is not legal here.
        """
        if type(action) is Play and state[8][2] is _PLAY:  # state.rest.phase
            if action not in state[6]:  # N99-PLAY-5: legal holds the follows, if any
                raise _bad_play(state, action)
            kernel: Kernel = state[8][3]  # state.rest.kernel
            hand = state[5]  # state.player: in PLAY the hand to play
            card = action.card
            if kernel[7]:  # state.rest.kernel.special: a Snap deal, or a dummy
                return _special_play(state, action)
            played = kernel[1][hand][card]
            after = kernel[0].play(state, card, played)
            if after[1]:  # the trick goes on
                return after
            return _trick_done(after, played[0])
        kind = type(action)
        phase = state[8][2]  # state.rest.phase
        if kind is Bid and phase is _BID:
            return _bid(state, action)  # type: ignore[arg-type]
        if kind is Call and phase is _PREMIUM:
            return _call(state, action)  # type: ignore[arg-type]
        if kind is Deal and phase is _DEAL:
            return _deal(state, action)  # type: ignore[arg-type]
        if kind is Lead and phase is _LEAD:
            return _lead(state, action)  # type: ignore[arg-type]
        if kind is Trump and phase is _TRUMP:
            return _trump(state, action)  # type: ignore[arg-type]
        if not isinstance(action, Deal | Bid | Call | Play | Trump | Lead):
            raise IllegalActionError(
                f"{action!r} is not a Ninety-Nine action: expected deal, bid, call, trump, "
                "lead or play"
            )
        raise illegal(action, _expected(state))

    # ----------------------------------------------------------------- views
    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may know (N99-VIEW-1..9); ``None`` gives the public view."""
        check_seat(seat, state.context.rules.players)
        return make_view(state, seat, self.scores(state))

    def to_json(self, view: View) -> dict[str, Any]:
        """A JSON-ready dict of a view, cards as canonical text."""
        return view_json(view)

    def piles(self, state: State) -> dict[str, tuple[Card, ...]]:
        """Every pile of N99-COMP-9 by name (``hand[0]``, ``bid[0]``, ``turnup``,
        ``trick``, ``taken[0]`` ...) and ``undealt``; see
        :func:`tricktake.ninety_nine.facts.piles`."""
        return facts.piles(state)

    # -------------------------------------------------------------- results
    def outcome(self, state: State) -> Outcome | None:
        """``None`` until the game is over; then the final scores (N99-SCORE-13), the
        winners (N99-GAME-4) and the reason: ``"target"`` (N99-GAME-2) or ``"deals"``
        (N99-GAME-3)."""
        return facts.outcome(state, self.scores(state))

    def tallies(self, state: State) -> dict[str, tuple[int, int]]:
        """``bids made`` and ``premiums made`` over the deals scored so far."""
        return facts.tallies(state)

    def winners(self, state: State) -> tuple[int, ...]:
        """N99-GAME-4: the seats with the highest total of a finished game, or of a
        finished rubber the highest rubber score (N99-GAME-11); both seats after a
        dummy game's draw."""
        _require_over(state)
        return scoring.match_winners(state.rules, (*state.games, state.totals))

    def settlement(self, state: State) -> tuple[int, ...]:
        """N99-GAME-8/11: each seat's net from settling every pair of final game scores,
        game by game; a dummy game's draw settles nothing."""
        _require_over(state)
        return scoring.match_settlement(state.rules, (*state.games, state.totals))


# ---------------------------------------------------------------------- transitions
def _waiting_for_deal(context: Context, tables: Tables, events: tuple[Event, ...]) -> State:
    """The state that waits for the deal of a new deal (phase ``DEAL``); a mode that the
    deal fixes (the turn-up's) is unknown until then, and no kernel is used before it."""
    kernel = tables.kernels[context.mode or _no_trump(context.rules)]
    stage = _new(Stage, (context, tables, _DEAL, kernel, tables.no_bids, _NO_AUCTION, (), 0))
    return State.waiting(0, (), CHANCE, (), events, stage)


def _in_deal(
    state: State,
    phase: Phase,
    bids: tuple[int, ...],
    auction: Auction,
    holders: tuple[Holder, ...],
    hands: int,
    actor: Actor,
    events: tuple[Event, ...],
) -> State:
    """``state`` with what changes in ``BID`` and ``PREMIUM`` replaced, no trick in play:
    in ``BID``, ``PREMIUM`` or before the first lead of ``PLAY`` (led by ``actor``)."""
    context, tables, _, kernel, _, _, _, _ = state.rest
    stage = _new(Stage, (context, tables, phase, kernel, bids, auction, holders, 0))
    if phase is _PLAY:
        return kernel.trick_kernel.start(State, hands, actor, events, stage)  # type: ignore[arg-type]
    legal: Sequence[Action]
    if phase is _BID:
        legal = BidChoices(hands >> HAND_SHIFT * actor & _HAND, tables.bid_cards)  # type: ignore[operator]
    elif phase is _LEAD:
        legal = tables.leads
    elif phase is _TRUMP:
        legal = tables.trumps
    else:
        legal = _calls(auction, tables.calls, actor)  # type: ignore[arg-type]
    return _new(State, (hands, (), NO_SUIT, (), (), actor, legal, events, stage))  # no trick


def _deal(state: State, deal: Deal) -> State:
    """N99-DEAL-10, then ``BID`` (N99-BID-1)."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    tables = stage.tables
    size = tables.hand_size
    if len(deal.hands) != tables.players:
        raise illegal(deal, f"expected piles for {tables.players} seats")
    if deal.turnup.bit_count() != tables.turnup_size:
        raise illegal(deal, f"expected {tables.turnup_size} turn-up cards")
    b = rules.bid_cards
    if rules.dummy and (deal.dummy.bit_count() != size - b or deal.dummy_bid.bit_count() != b):
        raise illegal(deal, f"the dummy must get {size - b} cards and {b} bid cards (N99-DEAL-10)")
    if not rules.dummy and (deal.dummy or deal.dummy_bid):
        raise illegal(deal, "expected no dummy piles: this game has no dummy")
    every = deal.turnup | deal.dummy | deal.dummy_bid
    hands = deal.dummy << HAND_SHIFT * DUMMY  # N99-DUMMY-1: the dummy is hand 2
    bids = stage.bids[:DUMMY] + (deal.dummy_bid,) if rules.dummy else stage.bids  # N99-BID-7
    for seat, mask in enumerate(deal.hands):
        if mask.bit_count() != size:
            raise illegal(deal, f"seat {seat} must get {size} cards, not {mask.bit_count()}")
        every |= mask
        hands |= mask << HAND_SHIFT * seat
    if every != tables.pack_mask or every.bit_count() != len(tables.deck):
        missing = _listed(tables.pack_mask & ~every) or "none"
        foreign = _listed(every & ~tables.pack_mask) or "none"
        raise illegal(
            deal,
            f"every card of the {rules.pack_size}-card pack must be dealt exactly once "
            f"(missing: {missing}; not in the pack: {foreign})",
        )
    dealt = tables.dealt[context.dealer]
    if deal.turnup:  # N99-TRUMP-4: the turn-up fixes the mode; N99-CARD-1: the joker
        context, kernel = _turned_up(context, deal.turnup)
        dealt = _new(Dealt, (context.dealer, dealt.sizes, deal.turnup, None))
        stage = stage._replace(context=context, kernel=kernel)
        state = _new(State, (*state[:8], stage))
    events: tuple[Event, ...] = (
        dealt,
        *[_new(HandDealt, (s, m, tables.audience[s])) for s, m in enumerate(deal.hands)],
    )
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-1: PREMIUM first
        if rules.premium_kinds:
            auction = tables.auctions[context.dealer]  # N99-PREM-2
            return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
        return _sphinx_bids(state, _NO_AUCTION, (), hands, events, bids=bids)
    assert context.mode is not None
    events += (tables.mode_fixed[context.mode],)
    if rules.unbidden:  # N99-UNB-1/2: no BID; PREMIUM straight after the deal
        if rules.premium_kinds:
            auction = tables.auctions[context.dealer]  # N99-PREM-2
            return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
        return _start_play(state, bids, hands, _NO_AUCTION, events)  # N99-PHASE-3
    first = (context.dealer + 1) % tables.players  # N99-BID-1
    return _in_deal(state, _BID, bids, _NO_AUCTION, (), hands, first, events)


def _sphinx_bids(
    state: State,
    auction: Auction,
    holders: tuple[Holder, ...],
    hands: int,
    events: tuple[Event, ...],
    mode: Mode | None = None,
    bids: tuple[int, ...] | None = None,
) -> State:
    """Sphinx after ``PREMIUM`` (and ``TRUMP``): the deal's mode is fixed, the holder's
    ``mode``, or else the previous deal's, no trump in a game's first deal
    (N99-SPHX-2/3, N99-TRUMP-2/8); then ``BID`` (N99-SPHX-4)."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    if mode is None:
        mode = context.results[-1].mode if context.results else _no_trump(rules)
    context = context._replace(mode=mode)
    stage = stage._replace(context=context, kernel=stage.tables.kernels[mode])
    state = _new(State, (*state[:8], stage))
    events += (stage.tables.mode_fixed[mode],)
    first = (context.dealer + 1) % rules.players  # N99-BID-1
    bids = stage.bids if bids is None else bids
    return _in_deal(state, _BID, bids, auction, holders, hands, first, events)


def _trump(state: State, trump: Trump) -> State:
    """N99-SPHX-2: the holder names the trump suit or no trump (nines under
    ``nine_trumps``, N99-TRUMP-2)."""
    if trump not in state.legal:
        raise illegal(trump, "the holder names C, H, S, D or NT")
    stage = state.rest
    rules = stage.context.rules
    mode = _no_trump(rules) if trump.trump == "NT" else Mode(trump.trump)
    events: tuple[Event, ...] = (_new(TrumpNamed, (state.player, trump.trump, None)),)
    return _sphinx_bids(state, stage.auction, stage.holders, state.hands, events, mode)


def _mode_of_deal(rules: Rules, deals_played: int) -> Mode | None:
    """The mode of a game's deal after ``deals_played`` deals, where the rules fix it
    before the deal: Naughty Nun's schedule (N99-TRUMP-7); or of a game's first deal no
    trump (N99-TRUMP-3); ``None`` where the deal fixes it (N99-TRUMP-4/5)."""
    if rules.trump_rule in (TrumpRule.TURNUP, TrumpRule.PREMIUM_CHOICE):
        return None  # N99-TRUMP-8: the turn-up, or the Sphinx holder, fixes it
    if rules.trump_rule is TrumpRule.NAUGHTY_NUN:
        mode = _NUN[deals_played]
        return _no_trump(rules) if mode is Mode.NO_TRUMP else mode  # N99-TRUMP-2
    return _no_trump(rules)


def _no_trump(rules: Rules) -> Mode:
    """No trump, or nines where ``nine_trumps`` turns every no trump into nines
    (N99-TRUMP-2)."""
    return Mode.NINES if rules.nine_trumps else Mode.NO_TRUMP


def _turned_up(context: Context, turnup: int) -> tuple[Context, Kernel]:
    """The deal's context and kernel once ``turnup`` is turned: the suit of the turn-up
    (N99-TRUMP-4), or of the higher of two, on equal ranks the higher suit C > H > S > D
    (N99-TRUMP-5), is trump; but no trump for the joker or, with
    ``turned_nine_no_trump``, a 9. A joker in play stands for the turn-up (N99-CARD-1/2)."""
    rules = context.rules
    suit_order = scoring.SUIT_VALUE  # C 3, H 2, S 1, D 0: the order of N99-TRUMP-5 too
    turned = cards_of(turnup)  # one card, the joker perhaps; two only without a joker
    card = (
        max(turned, key=lambda c: (rank_of(c), suit_order[suit_of(c)])) if turned[1:] else turned[0]
    )
    nine = rank_of(card) == RANKS.index("9")
    if card == JOKER or (nine and rules.turned_nine_no_trump):
        mode = _no_trump(rules)
    else:
        mode = _MODE_OF_SUIT[suit_of(card)]
    stands_for = card if rules.joker and card != JOKER else None
    kernel = kernel_for(rules, mode, stands_for)
    return context._replace(mode=mode, turnup=turnup), kernel


def _bid(state: State, bid: Bid) -> State:
    """N99-BID-1..3 and N99-BID-8."""
    stage = state.rest
    context = stage.context
    rules = context.rules
    seat: int = state.player  # type: ignore[assignment]
    shift = HAND_SHIFT * seat
    every = state.hands
    held = every >> shift & _HAND
    mask = bid.mask
    if mask & ~held or mask.bit_count() != rules.bid_cards:
        raise illegal(
            bid,
            f"seat {seat} must set aside {rules.bid_cards} cards of its hand "
            f"(holds {_listed(held)})",
        )
    bids = stage.bids[:seat] + (mask,) + stage.bids[seat + 1 :]
    hands = every ^ mask << shift
    events = stage.tables.bid_made[seat]
    n = rules.players
    nxt = (seat + 1) % n
    if nxt != (context.dealer + 1) % n:  # (a Sphinx auction and holders stay)
        return _in_deal(state, _BID, bids, stage.auction, stage.holders, hands, nxt, events)
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-4: exposure after BID
        return _start_play(state, bids, hands, stage.auction, events)
    if rules.premium_kinds:  # N99-PHASE-2: no kinds, no PREMIUM
        auction = stage.tables.auctions[context.dealer]  # N99-PREM-2
        return _in_deal(state, _PREMIUM, bids, auction, (), hands, auction.queue[0], events)
    return _start_play(state, bids, hands, _NO_AUCTION, events)


def _calls(auction: Auction, options: CallOptions, seat: int) -> tuple[Call, ...]:
    """N99-PREM-6 in the main round, N99-PREM-9 in the upgrade step: there, in unbidden
    games, a seat whose earlier call had a number matches a reveal with that number
    (N99-UNB-4)."""
    standing = auction.standing
    if auction.upgrade:
        assert standing is not None
        if options.numbered and standing.kind is PremiumKind.REVEAL:
            earlier = [c.number for s, c in auction.calls if s == seat and c.number is not None]
            if earlier:
                return (PASS, Call(PremiumKind.REVEAL, earlier[-1]))
        return options.match[standing.kind.rank]
    return options.above[standing.kind.rank if standing else 0]


def _call(state: State, call: Call) -> State:
    """One premium call (N99-PREM-4): of the sequential procedure, the free offers or
    the multiple procedure."""
    legal = state.legal
    if call not in legal:
        shown = ", ".join(repr(str(c)) for c in legal)
        raise illegal(call, f"seat {state.actor} may call {shown}")
    seat: int = state.player  # type: ignore[assignment]
    stage = state.rest
    rules = stage.context.rules
    tables = stage.tables
    if call.number is None:
        events: tuple[Event, ...] = tables.called[seat][0 if call.kind is None else call.kind.rank]
    else:  # N99-UNB-3: the number is public
        events = (_new(Called, (seat, call, None)),)
    if rules.multiple_premiums or rules.premium_auction is PremiumAuction.FREE:
        # N99-PREM-12/14: each seat of O calls (or offers) once, in order
        auction = stage.auction
        calls = auction.calls + ((seat, call),)
        auction = _new(Auction, (calls, auction.queue[1:], None, (), False))
        if not rules.multiple_premiums:  # N99-VIEW-9: an offer is its seat's alone ...
            events = (_new(Called, (seat, call, tables.audience[seat])),)
            if not auction.queue:  # ... until every seat has offered (N99-PREM-13)
                events += tuple(_new(Called, (s, c, None)) for s, c in calls)
    else:
        auction = _sequential(stage, seat, call)
    if auction.queue:
        return _in_deal(
            state, _PREMIUM, stage.bids, auction, (), state.hands, auction.queue[0], events
        )
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-SPHX-2/3: TRUMP, or none
        holders = _holders(rules, auction)
        if holders:
            holder = holders[0].seat
            return _in_deal(
                state, _TRUMP, stage.bids, auction, holders, state.hands, holder, events
            )
        return _sphinx_bids(state, auction, holders, state.hands, events)
    return _start_play(state, stage.bids, state.hands, auction, events)


def _sequential(stage: Stage, seat: int, call: Call) -> Auction:
    """N99-PREM-5..11: the auction after one call of the sequential procedure."""
    context = stage.context
    auction = stage.auction
    queue = auction.queue[1:]
    standing = auction.standing
    overcalled = auction.overcalled
    upgrade = auction.upgrade
    kind = call.kind
    if kind is not None:
        if upgrade:  # N99-PREM-9: the first match takes the call and ends PREMIUM
            queue = ()
        else:  # N99-PREM-7
            if standing is not None:
                overcalled += (standing.seat,)
            if kind.rank == stage.tables.calls.top_rank:
                queue = ()  # N99-PREM-8: a top-rank call ends the main round
        standing = _new(Holder, (seat, kind, call.number))
    if not queue and not upgrade and overcalled and context.rules.declarer_upgrade:
        speakers = stage.tables.auctions[context.dealer].queue
        queue = tuple(s for s in speakers if s in overcalled)  # N99-PREM-9
        upgrade = True
    return _new(Auction, (auction.calls + ((seat, call),), queue, standing, overcalled, upgrade))


def _start_play(
    state: State, bids: tuple[int, ...], hands: int, auction: Auction, events: tuple[Event, ...]
) -> State:
    """N99-PREM-11/13/14 and exposure (N99-PREM-15..16), then trick 1 (N99-LEAD-1)."""
    holders = _holders(state.rest.context.rules, auction)
    context = state.rest.context
    tables = state.rest.tables
    n = tables.players
    rules = context.rules
    revealer = None
    for holder in holders:
        shown_hand = holder.kind is not PremiumKind.DECLARE  # N99-PREM-16, N99-UNB-8
        if holder.kind is PremiumKind.REVEAL:
            revealer = holder.seat
        if rules.reveal_hand_after_first_lead:  # N99-PREM-16: at the first card
            shown_hand = False
        held = hands >> HAND_SHIFT * holder.seat & _HAND if shown_hand else 0
        events += tables.held[holder.seat][holder.kind.rank]
        if bids[holder.seat] or held:  # an unbidden declarer shows nothing (N99-UNB-8)
            events += (_new(Exposed, (holder.seat, bids[holder.seat], held, None)),)
    if rules.dummy:  # N99-PREM-17: the dummy's hand, not its bid
        events += (_new(Exposed, (DUMMY, 0, hands >> HAND_SHIFT * DUMMY & _HAND, None)),)
    if revealer is not None and rules.revealer_chooses_leader:  # N99-LEAD-2, N99-PHASE-2
        return _in_deal(state, _LEAD, bids, auction, holders, hands, revealer, events)
    leader = (context.dealer + 1) % n  # N99-LEAD-1
    return _in_deal(state, _PLAY, bids, auction, holders, hands, leader, events)


def _lead(state: State, lead: Lead) -> State:
    """N99-LEAD-2: the revealer names any live seat, itself included, to lead trick 1."""
    if lead not in state.legal:
        n = state.rules.players
        raise illegal(lead, f"the revealer names a seat from 0 to {n - 1} to lead")
    stage = state.rest
    events = (_new(LeaderNamed, (state.player, lead.seat, None)),)
    return _in_deal(
        state, _PLAY, stage.bids, stage.auction, stage.holders, state.hands, lead.seat, events
    )


def _first_lead(state: State) -> State:
    """After the first card of trick 1 (``state``): with ``reveal_hand_after_first_lead``
    the revealer's hand becomes public now (N99-PREM-16)."""
    stage = state.rest
    if not stage.context.rules.reveal_hand_after_first_lead:
        return state
    events = state.events
    for holder in stage.holders:
        if holder.kind is PremiumKind.REVEAL:
            held = state.hand_mask(holder.seat)
            events += (_new(Exposed, (holder.seat, 0, held, None)),)
    return _new(State, (*state[:7], events, stage))


def _holders(rules: Rules, auction: Auction) -> tuple[Holder, ...]:
    """Who holds a premium once ``PREMIUM`` is over (N99-PREM-4)."""
    standing = auction.standing
    if standing is not None or not auction.calls:  # N99-PREM-11: the standing call
        return () if standing is None else (standing,)
    offers = [Holder(s, c.kind, c.number) for s, c in auction.calls if c.kind is not None]
    if rules.multiple_premiums:  # N99-PREM-14: every caller holds
        return tuple(offers)
    if rules.premium_auction is PremiumAuction.FREE:
        # N99-PREM-13: the highest offer; of equal ones the earliest in O (max keeps it)
        return (max(offers, key=lambda h: h.kind.rank),) if offers else ()
    return ()  # every seat passed


def _fused_play(game: NinetyNine, state: State, randrange: Callable[[int], int]) -> State:
    """The rest of an ordinary deal's card play with random legal cards, as the reference
    loop plays it (``legal[randrange(len(legal))]``, legal cards in ascending code) but
    on plain masks: every card but the last is played here, then the last goes through
    :meth:`NinetyNine.apply`, which scores the deal, so the result is exactly the
    reference's state."""
    hands, trick, led, order, tricks, player, _, _, stage = state
    kernel: Kernel = stage[3]
    trick_kernel = kernel[0]
    play_suit, suit_cards, power, orders = (
        trick_kernel.play_suit,
        trick_kernel.suit_cards,
        trick_kernel.power,
        trick_kernel.orders,
    )
    size = len(order)
    left = kernel[3] * size - len(tricks) * size - len(trick)  # cards still to play
    while True:
        held = hands >> HAND_SHIFT * player & _HAND
        choice = held & suit_cards[led] if trick else 0
        if not choice:
            choice = held
        index = randrange(choice.bit_count())
        if left == 1:  # the deal's last card: the engine's own transition scores it
            events = kernel[1][order[len(trick) - 1]][trick[-1]]
            legal = PLAYS.plays(choice)  # the legal plays, as the trick play lists them
            before = _new(State, (hands, trick, led, order, tricks, player, legal, events, stage))
            return game.apply(before, legal[index])
        for _ in range(index):
            choice &= choice - 1
        card = Card((choice & -choice).bit_length() - 1)
        left -= 1
        hands ^= 1 << (card + HAND_SHIFT * player)
        if not trick:
            led = play_suit[card]
        trick += (card,)
        if len(trick) < size:
            player = order[len(trick)]
            continue
        winner = order[trick_winner(trick, power[led])]
        tricks += (_new(Trick, (trick, order, winner)),)
        trick, led, order, player = (), NO_SUIT, orders[winner], winner


def _special_play(state: State, play: Play) -> State:
    """A play beyond the shared trick play's: of a deal whose revealed hand is shown only
    after the first card (N99-PREM-16); of a dummy deal, where the hand due may be the
    dummy's, played by its controller (N99-DUMMY-6, see :class:`.tables.DummyKernel`);
    or of a Snap deal (N99-PLAY-7, N99-WIN-6), where a card played with "snap" counts as
    a trump, and a trick with snapped cards goes to the best of them, by suit
    (C > H > S > D) or the first played, as ``snap_tiebreak`` says (a trick without, to
    the highest card of the led suit, as at no trump)."""
    stage = state.rest
    card = play.card
    snap = stage.kernel.mode is _SNAP
    if play.snap:
        stage = stage._replace(snaps=stage.snaps | 1 << card)
        state = _new(State, (*state[:8], stage))
    trick = (*state.trick, card)
    event = CardPlayed(state.order[len(state.trick)], card, play.snap)  # the hand's card
    trick_kernel = stage.kernel.trick_kernel
    if len(trick) < len(state.order):
        after = trick_kernel.play(state, card, (event,))
        if snap:
            after = _new(State, (*after[:6], _with_snaps(after, trick[0]), *after[7:]))
        return _first_lead(after) if len(trick) == 1 and not state.tricks else after
    if not snap:
        return _trick_done(trick_kernel.play(state, card, (event,)), event)
    snaps = stage.snaps
    snapped = [i for i, c in enumerate(trick) if snaps >> c & 1]
    winner = None
    if snapped:
        if stage.context.rules.snap_tiebreak is SnapTiebreak.FIRST_PLAYED:
            winner = snapped[0]
        else:
            winner = max(snapped, key=lambda i: scoring.SUIT_VALUE[suit_of(trick[i])])
    return _trick_done(trick_kernel.play(state, card, (event,), winner=winner), event)


def _with_snaps(state: State, led: Card) -> Sequence[Action]:
    """The legal plays of a hand that does not lead in a Snap deal: its plays, and each
    of them of the led card's rank also with "snap" (N99-PLAY-7)."""
    rank = rank_of(led)
    snaps = tuple(Play(p.card, snap=True) for p in state.legal if rank_of(p.card) == rank)  # type: ignore[union-attr]
    return (*state.legal, *snaps) if snaps else state.legal


def _trick_done(state: State, played: Event) -> State:
    """N99-PLAY-8: the winner takes the trick and leads (``state`` is the trick play's
    state after the trick's last card, ``played`` the event of that card); after trick
    T, scoring."""
    hands, _, led, order, tricks, winner, legal, _, stage = state
    kernel = stage.kernel
    events = (played, kernel.trick_won[len(tricks)][winner])
    if len(tricks) < kernel.tricks:
        return _new(State, (hands, (), led, order, tricks, winner, legal, events, stage))
    return _score(state, tricks, events)


def _score(state: State, tricks: tuple[Trick, ...], events: tuple[Event, ...]) -> State:
    """§6.2 scoring, N99-VIEW-8, then the next deal or the end of the game."""
    context, tables, _, kernel, bids, auction, holders, snaps = state.rest
    rules = tables.rules
    n = tables.players
    won = count_won(tricks, tables.hands)
    if rules.unbidden:  # N99-UNB-5: the b cards left in each hand are its bid cards
        bids = tuple(state.hand_mask(x) for x in range(tables.hands))
    values = tuple(map(bid_value, bids))
    joker = kernel.stands_for
    if joker is not None:  # N99-BID-4, N99-CARD-1: the joker counts as the turn-up's suit
        extra = scoring.SUIT_VALUE[suit_of(joker)]
        values = tuple(
            v + extra if m >> JOKER & 1 else v for v, m in zip(values, bids, strict=True)
        )
    succeeded = tuple(map(contains, map(tables.success.__getitem__, values), won))  # N99-BID-6
    if rules.unbidden:  # N99-UNB-6: a holder with a number must also take that many
        ok = list(succeeded)
        for holder in holders:
            if holder.number is not None and won[holder.seat] != holder.number:
                ok[holder.seat] = False
        succeeded = tuple(ok)
    points = scoring.deal_points(rules, won, succeeded, holders)
    exposed = [h.seat for h in holders]  # N99-VIEW-8: their bid cards are shown already
    # N99-VIEW-6: the dummy's bid too, whatever its result
    shown = tuple(
        [ok or rules.show_all_bids or x in exposed or x >= n for x, ok in enumerate(succeeded)]
    )
    public = [x for x, show in enumerate(shown) if show and x not in exposed]
    events += (*[_new(BidsShown, (x, bids[x], None)) for x in public],
               _new(DealScored, (points, None)))  # fmt: skip
    mode: Mode = context.mode  # type: ignore[assignment]
    result = _new(
        DealResult,
        (context.dealer, mode, bids, values, won, succeeded, holders, points, shown, tricks, snaps),
    )
    totals = tuple(map(add, context.totals, points))
    results = context.results + (result,)
    played = context.deal_number + 1
    if scoring.game_ends(rules, totals, played):  # N99-GAME-2/3
        final = scoring.final_scores(rules, totals)
        events += (GameOver(scoring.winners(rules, totals), final[:n]),)
        game = context.game_number + 1
        if game < rules.rubber_games:  # N99-GAME-9/10: the rubber's next game
            first = (context.first_dealer + 1) % n
            following = _new(
                Context,
                (rules, first, first, 0, (0,) * tables.hands, (), _mode_of_deal(rules, 0), 0, game,
                 context.games + (totals,)),
            )  # fmt: skip
            return _waiting_for_deal(following, tables, events)
        over = context._replace(deal_number=played, totals=totals, results=results)
        stage = _new(Stage, (over, tables, _OVER, kernel, bids, auction, holders, snaps))
        return State.waiting(0, tricks, None, (), events, stage)
    k = sum(succeeded)
    following_mode = _mode_of_deal(rules, played)  # N99-TRUMP-4/7
    if rules.trump_rule is TrumpRule.PREVIOUS_SUCCESS:  # N99-TRUMP-3
        following_mode = _NEXT_MODE[k] if k < len(_NEXT_MODE) else _no_trump(rules)
    dealer = (context.dealer + 1) % n  # N99-DEAL-6
    following = _new(
        Context,
        (rules, context.first_dealer, dealer, played, totals, results,
         following_mode, 0, context.game_number, context.games),
    )  # fmt: skip
    return _waiting_for_deal(following, tables, events)


# --------------------------------------------------------------------------- helpers
def _require_rules(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise SetupError(
            f"rules={_shown(rules)}: expected Ninety-Nine Rules from game.rules()",
            argument="rules",
        )


def _require_over(state: State) -> None:
    if state.phase is not _OVER:
        raise IllegalActionError(f"the game is not over (phase {state.phase.value})")


# By play suit (N99-CARD-3: in mode nines the nines are a suit of their own).
_SUIT_NAMES = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "spades", RANK_SUIT: "nines"}


def _bad_play(state: State, play: Play) -> IllegalActionError:
    hand = state.order[len(state.trick)]  # in PLAY the hand to play
    held = state.hand_mask(hand)
    who = f"seat {hand}" if hand < state.rules.players else f"the dummy (seat {state.actor})"
    if play.snap and state.kernel.mode is not _SNAP:
        mode = state.mode.value if state.mode else "none"
        return illegal(
            play, f"'snap' is only for Snap deals, and this deal's mode is {mode} (N99-PLAY-7)"
        )
    if play.snap and not state.trick:
        return illegal(
            play, "the leader cannot snap: 'snap' is for a card of the led rank (N99-PLAY-7)"
        )
    if play.snap and rank_of(play.card) != rank_of(state.trick[0]):
        led = card_text(state.trick[0])
        return illegal(
            play, f"'snap' is only for a card of the led card's rank ({led}) (N99-PLAY-7)"
        )
    if not held >> play.card & 1:
        return illegal(play, f"{who} does not hold {card_text(play.card)} (holds {_listed(held)})")
    follow = state.kernel.trick_kernel.follow_mask(state)
    suit = _SUIT_NAMES[state.led]
    return illegal(play, f"{who} must follow {suit} (holds {_listed(follow)})")


def _listed(mask: int) -> str:
    """Cards in canonical order (N99-DEAL-8), as a list in a message: ``JC, 7C``."""
    return ", ".join(map(card_text, sort_cards(mask)))


def _expected(state: State) -> str:
    phase = state.phase
    if phase is _OVER:
        return "the game is over"
    if phase is _DEAL:
        return "a deal is due (a 'deal ...' chance action)"
    if phase is _BID:
        return f"seat {state.actor} is due to bid ('bid' and {state.context.rules.bid_cards} cards)"
    if phase is _PREMIUM:
        return f"seat {state.actor} is due to make a premium call"
    if phase is _LEAD:
        return f"seat {state.actor} is due to name the leader ('lead' and a seat)"
    if phase is _TRUMP:
        return f"seat {state.actor} is due to name the trump ('trump' and C, H, S, D or NT)"
    return f"seat {state.actor} is due to play a card"
