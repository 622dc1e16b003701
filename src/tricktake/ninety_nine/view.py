"""Per-seat and public views of a Ninety-Nine state (N99-VIEW-1..9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..cards import Card, card_text
from ..game import CHANCE, HIDDEN, Seen
from ..options import preset_of
from ..render import Pile, TableParts, preset_text, seat_names, seats_listed, trick_table
from ..tricks import Trick, count_won
from ..units import Seat, clockwise, seat_range
from ..views import Derived, GameView, common_fields, common_json, pile_text, view_repr
from . import facts
from .actions import Action, Call, Lead, Play, Trump, format_cards, sort_cards
from .rules import PRESETS, PremiumAuction, PremiumKind, Rules, TrumpRule
from .scoring import match_settlement, match_winners
from .state import State
from .tables import DUMMY, controller
from .values import DealResult, Holder, Mode, Phase

__all__ = ["PlayedCard", "View", "make_view", "view_json"]


@dataclass(frozen=True, slots=True, repr=False)
class PlayedCard:
    """A card played in the current deal: which hand played it, in which trick."""

    #: The trick's number in the deal, from 1.
    trick: int
    #: The hand that played the card.
    hand: Seat
    #: The card.
    card: Card
    #: Played with the call "snap" (N99-PLAY-7, N99-VIEW-1).
    snap: bool = False

    def __repr__(self) -> str:
        snap = ", snap=True" if self.snap else ""
        return (
            f"PlayedCard(trick={self.trick}, hand={self.hand}, card={card_text(self.card)}{snap})"
        )


@dataclass(frozen=True, slots=True, repr=False)
class View(GameView[Rules, Phase, Action]):
    """What one seat (or, with ``seat=None``, anyone) may know of a state.

    Card piles are tuples of cards in canonical order; a pile the viewer may not see
    is ``None`` where its size is still shown in :attr:`hand_sizes`. :attr:`history`
    is the current deal's actions as the viewer saw them: a bot or a frontend needs
    no other source.

    Its fields are the common view's (:class:`~tricktake.views.GameView`: ``seat``,
    ``rules``, ``phase``, ``actor``, ``dealer``, ``deal_number``, ``hand``,
    ``hand_sizes``, ``scores``, ``legal``, ``history``, ``events``), then Ninety-Nine's
    below. Its ``hand_sizes`` has one entry per hand, the two-player dummy's (hand 2)
    included; its ``scores`` one per seat.
    """

    #: The number of the game of the match being played, from 1 (N99-GAME-9: a rubber
    #: has three).
    game_number: int
    #: The totals per hand at the end of each completed game of the match.
    games: tuple[tuple[int, ...], ...]
    #: Running totals per hand (the dummy included), before the current deal's score.
    totals: tuple[int, ...]
    #: The deal's mode, once public.
    mode: Mode | None
    #: The deal's turn-up cards, face up for everyone (N99-DEAL-3, N99-VIEW-1).
    turnup: tuple[Card, ...]
    #: The deal's drawn trump card under ``trump_rule='drawn_card'``, public from the
    #: deal on (N99-BGA-8); ``None`` under any other rule and before the deal.
    trump_card: Card | None
    #: Each hand's cards, where the viewer may see them (its own, a revealer's, the
    #: dummy's once exposed); the viewer's own is the common ``hand``.
    hands: tuple[tuple[Card, ...] | None, ...]
    #: Each hand's bid cards, where the viewer may see them.
    bids: tuple[tuple[Card, ...] | None, ...]
    #: Whether each hand has laid its bid cards.
    has_bid: tuple[bool, ...]
    #: The premium calls, as (seat, call); free offers (N99-VIEW-9) only the viewer's own
    #: until every seat has offered.
    calls: tuple[tuple[Seat, Call], ...]
    #: The premium holders.
    holders: tuple[Holder, ...]
    #: The current deal's play so far, completed tricks included, in order.
    played: tuple[PlayedCard, ...]
    #: The winner of each completed trick of the deal.
    trick_winners: tuple[Seat, ...]
    #: Tricks won per hand in this deal.
    won: tuple[int, ...]
    #: Past deals of this game; bid masks the viewer may not see are 0, and bid values
    #: it may not see -1 (every value is public under ``show_bid_values``, N99-BGA-11).
    results: tuple[DealResult, ...]
    #: The past deals of the match's previous game (empty in its first game), seen as
    #: ``results``: the deal that ended it stays in view once the next game has begun.
    previous_game: tuple[DealResult, ...]
    #: The winners, once the game (a rubber: the match) is over (N99-GAME-4/11).
    winners: tuple[Seat, ...] | None
    #: Each seat's settlement, once the game (a rubber: the match) is over (N99-GAME-8/11).
    settlement: tuple[int, ...] | None

    def __repr__(self) -> str:
        mode = None if self.mode is None else self.mode.value
        hands = ", ".join(map(pile_text, self.hands))
        bids = ", ".join(map(pile_text, self.bids))
        more = f"mode={mode} hands=({hands}) bids=({bids}) played={len(self.played)}"
        return view_repr(self, "ninety-nine", f"{more} scores={self.scores}")

    def table_parts(self, names: Sequence[str]) -> TableParts:
        """Ninety-Nine's parts of the table (:mod:`tricktake.render`): the dummy's
        hand, tricks won, who has bid and who holds a premium, the trick in play, the
        turn-up or the drawn trump card, every hand and bid the viewer may see besides
        its own hand, the mode and the premium calls.

        >>> import tricktake
        >>> game = tricktake.get_game("ninety-nine")
        >>> parts = game.view(game.new(game.rules()), None).table_parts(["Ann"])
        >>> parts.title, parts.seats, parts.others
        ('Ninety-Nine', 3, ())
        """
        n = self.rules.players
        labels = (*seat_names(n, names), *(("Dummy",) if self.rules.dummy else ()))
        hands = len(labels)
        notes = ["bid laid" if laid else "" for laid in self.has_bid[:hands]]
        for holder in self.holders:
            number = "" if holder.number is None else f" {holder.number}"
            notes[holder.seat] = f"{holder.kind.value}{number}"
        tricks: dict[int, list[PlayedCard]] = {}
        for p in self.played:
            tricks.setdefault(p.trick, []).append(p)
        groups = list(tricks.values())
        done = len(self.trick_winners)
        current = groups[done] if len(groups) > done else []
        won = [tuple(p.card for p in g) for g in groups[:done]]
        piles: list[Pile] = []
        if self.turnup:
            piles.append(Pile("Turn-up", self.turnup))
        if self.trump_card is not None:  # N99-BGA-8
            piles.append(Pile("Trump card", (self.trump_card,)))
        for x, cards in enumerate(self.hands):
            if cards is not None and x != self.seat:
                piles.append(Pile(f"{labels[x]}'s hand", cards))
        for x, cards in enumerate(self.bids):
            if cards is not None:
                whose = "Your" if x == self.seat else f"{labels[x]}'s"
                piles.append(Pile(f"{whose} bid", cards))
        facts: list[tuple[str, str]] = []
        if self.mode is not None:
            facts.append(("Mode", self.mode.value))
        if self.calls:
            facts.append(("Calls", seats_listed(((s, str(c)) for s, c in self.calls), labels)))
        return trick_table(
            "Ninety-Nine",
            preset_text(*preset_of(self.rules, PRESETS)),
            labels,
            others=labels[n:],
            playing=self.phase is Phase.PLAY,
            trick=tuple((p.hand, p.card) for p in current),
            done=list(zip(won, self.trick_winners, strict=True)),
            won=self.won[:hands],
            notes=tuple(notes),
            facts=facts,
            piles=tuple(piles),
            winners=self.winners,
        )


def _visible_result(result: DealResult, seat: Seat | None, values_public: bool) -> DealResult:
    """N99-VIEW-8: failed hands' bid cards stay hidden (but from their owner), and so do
    their bid values unless ``values_public`` (``show_bid_values``, N99-BGA-11)."""
    bids = tuple(m if result.shown[x] or x == seat else 0 for x, m in enumerate(result.bids))
    if values_public:
        return result._replace(bids=bids)
    values = tuple(
        v if result.shown[x] or x == seat else -1 for x, v in enumerate(result.bid_values)
    )
    return result._replace(bids=bids, bid_values=values)


def _seen_by_each(
    state: State, results: tuple[DealResult, ...]
) -> tuple[tuple[DealResult, ...], ...]:
    """Deals' ``results`` as each hand sees them (N99-VIEW-8), then as the public view
    does."""
    viewers: list[Seat | None] = [*seat_range(state.rules.hands), None]
    public = state.rules.show_bid_values
    return tuple(tuple(_visible_result(r, x, public) for r in results) for x in viewers)


def _visible_results(state: State) -> tuple[tuple[DealResult, ...], ...]:
    """The past deals' results of the game as each hand sees them, then as the public
    view does: what the views of every state of a deal share (:data:`_RESULTS`)."""
    return _seen_by_each(state, state.results)


def _visible_previous_game(state: State) -> tuple[tuple[DealResult, ...], ...]:
    """The match's previous game's results as each hand sees them, then as the public
    view does: what the views of every state of a game share (:data:`_PREVIOUS`)."""
    return _seen_by_each(state, state.previous_game)


_RESULTS = Derived(_visible_results, size=64)
"""The visible results, by the state's tuple of results (one per deal)."""
_PREVIOUS = Derived(_visible_previous_game, size=16)
"""The visible results of the previous game, by the state's tuple of them."""


class _Completed(NamedTuple):
    """What a view shows of the deal's completed tricks: the same for every state that
    holds the same tuple of tricks (a card's snap is fixed when it is played)."""

    #: Their cards, as the view's ``played``.
    played: tuple[PlayedCard, ...]
    #: Their plays, as the history shows them.
    plays: tuple[Seen, ...]
    #: The cards each hand played in them, a mask per hand.
    masks: tuple[int, ...]
    #: Their winners.
    winners: tuple[Seat, ...]
    #: The tricks each hand won.
    won: tuple[int, ...]


def _completed(state: State) -> _Completed:
    """The :class:`_Completed` of ``state``'s tricks (:data:`_COMPLETED`)."""
    rules = state.rules
    snaps = state.snaps
    dummy = rules.dummy
    masks = [0] * rules.hands
    played: list[PlayedCard] = []
    plays: list[Seen] = []
    for number, trick in enumerate(state.tricks, 1):
        hands = trick.hands
        for x, card in zip(hands, trick.cards, strict=True):
            snap = bool(snaps >> card & 1)
            masks[x] |= 1 << card
            played.append(PlayedCard(number, x, card, snap))
            actor = controller(hands) if x == DUMMY and dummy else x  # N99-DUMMY-6
            plays.append(Seen(actor, str(Play(card, snap=snap))))
    return _Completed(
        tuple(played),
        tuple(plays),
        tuple(masks),
        tuple(t.winner for t in state.tricks),
        count_won(state.tricks, rules.hands),
    )


_COMPLETED = Derived(_completed, size=64)
"""The deal's completed tricks as the views show them, by the state's tuple of tricks."""


def make_view(state: State, seat: Seat | None) -> View:
    """The view of ``state`` for ``seat`` (N99-VIEW-1..9, N99-INV-17)."""
    rules = state.rules
    h = rules.hands
    over = state.phase is Phase.OVER
    in_deal = state.phase is not Phase.DEAL
    public_bid = [False] * h
    public_hand = [False] * h
    if state.phase in (Phase.LEAD, Phase.PLAY, Phase.OVER):  # exposure (N99-VIEW-5)
        # N99-PREM-16: under the early rules a revealer's hand only after the first card
        later = rules.reveal_hand_after_first_lead and not (state.tricks or state.trick)
        for holder in state.holders:
            public_bid[holder.seat] = True
            # a revealer's hand, and an unbidden open's (N99-UNB-8)
            public_hand[holder.seat] = holder.kind is not PremiumKind.DECLARE and not later
        if rules.dummy:  # N99-PREM-17: the dummy's hand from exposure on
            public_hand[DUMMY] = True
    if over and state.results:  # N99-VIEW-8
        for x, shown in enumerate(state.results[-1].shown):
            public_bid[x] = public_bid[x] or shown
    masks = [state.hand_mask(x) for x in range(h)]
    hands = tuple(
        sort_cards(masks[x]) if in_deal and (x == seat or public_hand[x]) else None
        for x in range(h)
    )
    bids = tuple(
        sort_cards(state.bids[x]) if state.bids[x] and (x == seat or public_bid[x]) else None
        for x in range(h)
    )
    # the empty tuple of tricks is every deal's (and any game's): nothing to keep
    completed = _COMPLETED.get(state.tricks, state) if state.tricks else _completed(state)
    snaps = state.snaps
    number = len(state.tricks) + 1
    played = completed.played + tuple(
        PlayedCard(number, x, c, bool(snaps >> c & 1))
        for x, c in zip(state.order, state.trick, strict=False)
    )
    viewer = h if seat is None else seat
    results = _RESULTS.get(state.results, state)[viewer] if state.results else ()
    previous_game = _PREVIOUS.get(state.previous_game, state)[viewer] if state.previous_game else ()
    return View(
        *common_fields(
            state,
            seat,
            deal_number=state.deal_number + (not over),  # the state counts deals completed
            hand_sizes=tuple(m.bit_count() for m in masks),
            scores=facts.scores(state),
            # N99-VIEW-3/4: the deal shows the viewer's own pile, a bid its cards only
            # where the view's bids show them
            history=_history(state, seat, bids, completed),
        ),
        game_number=state.game_number + 1,  # the state counts from 0
        games=state.games,
        totals=state.totals,
        mode=state.mode,
        turnup=sort_cards(state.turnup),
        trump_card=state.trump_card,
        hands=hands,
        bids=bids,
        has_bid=tuple(m != 0 for m in state.bids),
        calls=tuple(c for c in state.auction.calls if c[0] == seat or not _secret(state)),
        holders=state.holders,
        played=played,
        trick_winners=completed.winners,
        won=completed.won,
        results=results,
        previous_game=previous_game,
        winners=match_winners(rules, (*state.games, state.totals)) if over else None,
        settlement=match_settlement(rules, (*state.games, state.totals)) if over else None,
    )


def _secret(state: State) -> bool:
    """N99-VIEW-9: whether free premium offers are still hidden from the other seats
    (until every seat has offered, when ``PREMIUM`` ends)."""
    rules = state.rules
    free = rules.premium_auction is PremiumAuction.FREE and not rules.multiple_premiums
    return free and state.phase is Phase.PREMIUM


def _history(
    state: State,
    seat: Seat | None,
    bids: tuple[tuple[Card, ...] | None, ...],
    completed: _Completed,
) -> tuple[Seen, ...]:
    """The current deal's actions as ``seat`` saw them: N99-PHASE-1's order of the deal,
    the bids from the dealer's left (N99-BID-1), the premium calls and the plays.
    ``bids`` is the view's: the bid cards the viewer may see, else ``None``;
    ``completed`` what the view shows of the completed tricks."""
    if state.phase is Phase.DEAL:
        return ()
    rules = state.rules
    n = rules.players
    played = list(completed.masks)
    plays = list(completed.plays)
    hands = state.order
    for x, card in zip(hands, state.trick, strict=False):
        played[x] |= 1 << card
        actor = controller(hands) if x == DUMMY and rules.dummy else x  # N99-DUMMY-6
        plays.append(Seen(actor, str(Play(card, snap=bool(state.snaps >> card & 1)))))
    piles: list[str] = []
    seats = state.tables.seats
    for x in seats[:n]:  # N99-VIEW-3: the viewer's own pile only
        dealt = state.hand_mask(x) | state.bids[x] | played[x]
        shown = format_cards(dealt) if x == seat else " ".join([HIDDEN] * dealt.bit_count())
        piles.append(f"{x}={shown}")
    if state.trump_card is not None:  # N99-BGA-8: the drawn trump card is public
        piles.append(f"trumpcard={card_text(state.trump_card)}")
    if state.turnup:  # N99-VIEW-3: the turn-up is face up for everyone
        piles.append(f"turnup={format_cards(state.turnup)}")
    if rules.dummy:  # N99-VIEW-3: the dummy's piles, as dealt, are no one's
        kept = rules.hand_size - rules.bid_cards
        piles += [
            f"dummy={' '.join([HIDDEN] * kept)}",
            f"dummybid={' '.join([HIDDEN] * rules.bid_cards)}",
        ]
    bidding: list[Seen] = []
    for x in clockwise(state.dealer + 1, n):
        visible = bids[x]
        if state.bids[x]:  # N99-VIEW-4: another seat's bid shows as the fact alone
            texts = [HIDDEN] * rules.bid_cards if visible is None else map(card_text, visible)
            bidding.append(Seen(x, " ".join(["bid", *texts])))
    secret = _secret(state)  # N99-VIEW-9: another seat's offer shows as ``?``
    calls = [Seen(s, HIDDEN if secret and s != seat else str(c)) for s, c in state.auction.calls]
    out = [Seen(CHANCE, " ".join(["deal", *piles]))]
    if rules.trump_rule is TrumpRule.PREMIUM_CHOICE:  # N99-PHASE-1: Sphinx calls first
        out += calls
        mode = state.mode  # fixed by the trump action, if there is a holder
        if state.holders and mode is not None:
            # N99-SPHX-2: what the holder named gave the mode (nines from NT, N99-TRUMP-2)
            out.append(Seen(state.holders[0].seat, str(Trump(mode.trump))))
        out += bidding
    else:
        out += bidding + calls
    revealers = [h.seat for h in state.holders if h.kind is PremiumKind.REVEAL]
    if rules.revealer_chooses_leader and revealers and state.phase in (Phase.PLAY, Phase.OVER):
        leader = state.tricks[0].leader if state.tricks else state.order[0]  # N99-LEAD-2
        out.append(Seen(revealers[0], str(Lead(leader))))
    return tuple(out + plays)


def _cards(cards: tuple[Card, ...] | None) -> list[str] | None:
    return None if cards is None else [card_text(c) for c in cards]


def _mask(mask: int) -> list[str] | None:
    return [card_text(c) for c in sort_cards(mask)] if mask else None


def _trick_json(trick: Trick) -> dict[str, Any]:
    return {
        "hands": list(trick.hands),
        "cards": [card_text(c) for c in trick.cards],
        "winner": trick.winner,
    }


def _result_json(r: DealResult) -> dict[str, Any]:
    return {
        "dealer": r.dealer,
        "mode": r.mode.value,
        "bids": [_mask(m) for m in r.bids],
        "bid_values": [v if v >= 0 else None for v in r.bid_values],
        "tricks_won": list(r.tricks_won),
        "succeeded": list(r.succeeded),
        "holders": [{"seat": h.seat, "kind": h.kind.value, "number": h.number} for h in r.holders],
        "points": list(r.points),
        "tricks": [_trick_json(t) for t in r.tricks],
        "snaps": [card_text(c) for c in sort_cards(r.snaps)],
    }


def view_json(view: View) -> dict[str, Any]:
    """A JSON-ready dict of ``view``."""
    return {
        **common_json(view, "ninety-nine", PRESETS),
        "game_number": view.game_number,
        "games": [list(totals) for totals in view.games],
        "totals": list(view.totals),
        "mode": None if view.mode is None else view.mode.value,
        "turnup": _cards(view.turnup),
        "trump_card": None if view.trump_card is None else card_text(view.trump_card),
        "hands": [_cards(c) for c in view.hands],
        "bids": [_cards(c) for c in view.bids],
        "has_bid": list(view.has_bid),
        "calls": [{"seat": s, "call": str(c)} for s, c in view.calls],
        "holders": [
            {"seat": h.seat, "kind": h.kind.value, "number": h.number} for h in view.holders
        ],
        "played": [
            {"trick": p.trick, "hand": p.hand, "card": card_text(p.card), "snap": p.snap}
            for p in view.played
        ],
        "trick_winners": list(view.trick_winners),
        "won": list(view.won),
        "results": [_result_json(r) for r in view.results],
        "previous_game": [_result_json(r) for r in view.previous_game],
        "winners": None if view.winners is None else list(view.winners),
        "settlement": None if view.settlement is None else list(view.settlement),
    }
