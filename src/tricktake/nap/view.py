"""Per-seat and public views of a Nap state (NAP-OBS-1..3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import JOKER, Card, Suit, card_text
from ..game import CHANCE, HIDDEN, Seen
from ..options import preset_of
from ..render import TableParts, preset_text, seat_names, seats_listed, suit_symbol, trick_table
from ..units import Chips, Seat
from ..views import GameView, common_fields, common_json, pile_text, view_repr
from .actions import Action, Bid, Play, format_cards
from .facts import scores, winners
from .rules import PRESETS, Rules
from .state import State
from .values import Contract, DealResult, Phase

__all__ = ["PlayedCard", "View", "make_view", "view_json"]


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played in the current deal: in which trick (from 1), by which seat, and
    the suit named when it was the joker led as ``play JK <suit>``."""

    #: The trick's number in the deal, from 1.
    trick: int
    #: The seat that played it.
    seat: Seat
    #: The card.
    card: Card
    #: The suit named with a joker lead, or ``None``.
    suit: Suit | None = None

    def __repr__(self) -> str:
        named = "" if self.suit is None else f", suit={self.suit}"
        return (
            f"PlayedCard(trick={self.trick}, seat={self.seat}, card={card_text(self.card)}{named})"
        )


@dataclass(frozen=True, slots=True, repr=False)
class View(GameView[Rules, Phase, Action]):
    """What one seat (or, with ``seat=None``, anyone) may know of a state (NAP-OBS-1):
    the public state, the viewer's own hand and the events it may see. No view ever
    holds another seat's hand or an undealt card (NAP-OBS-2).

    Its fields are the common view's (:class:`~tricktake.views.GameView`: ``seat``,
    ``rules``, ``phase``, ``actor``, ``dealer``, ``deal_number``, ``hand``,
    ``hand_sizes``, ``scores``, ``legal``, ``history``, ``events``), then Nap's below.
    """

    #: Chip balances per seat (the common ``scores``, typed as chips).
    balances: tuple[Chips, ...]
    #: How many cards are undealt in this deal (never which, NAP-OBS-2).
    undealt_size: int
    #: The bidding so far: (seat, contract or ``None`` for a pass), in order.
    bids: tuple[tuple[Seat, Contract | None], ...]
    #: The declarer, once bidding is won.
    declarer: Seat | None
    #: The contract, once bidding is won.
    contract: Contract | None
    #: The trump suit once fixed; ``None`` before and in misère.
    trump: Suit | None
    #: The led suit of the trick in play, ``None`` before its lead.
    led: Suit | None
    #: The cards played this deal, completed tricks included, in order (NAP-OBS-3).
    played: tuple[PlayedCard, ...]
    #: The winner of each completed trick of the deal.
    trick_winners: tuple[Seat, ...]
    #: Tricks won per seat in this deal.
    won: tuple[int, ...]
    #: The completed deals of this game.
    results: tuple[DealResult, ...]
    #: The winners, once the game is over (NAP-END-3).
    winners: tuple[Seat, ...] | None

    def __repr__(self) -> str:
        more = f"contract={self.contract} hand={pile_text(self.hand)} played={len(self.played)}"
        return view_repr(self, "nap", f"{more} balances={self.balances}")

    def table_parts(self, names: Sequence[str]) -> TableParts:
        """Nap's parts of the table (:mod:`tricktake.render`): tricks won, each seat's
        bid while bidding and the declarer after it, the trick in play, the bids, the
        contract and the trump.

        >>> import tricktake
        >>> game = tricktake.get_game("nap")
        >>> game.view(game.new(game.rules()), None).table_parts([]).facts
        ()
        """
        n = self.rules.players
        labels = seat_names(n, names)
        done = len(self.trick_winners)
        notes = [""] * n
        for seat, contract in self.bids:
            notes[seat] = str(Bid(contract))
        if self.declarer is not None and self.phase is not Phase.BIDDING:
            notes = [""] * n
            notes[self.declarer] = "declarer"
        facts: list[tuple[str, str]] = []
        if self.phase is Phase.BIDDING:
            facts.append(("Bids", seats_listed(((s, str(Bid(c))) for s, c in self.bids), labels)))
        if self.contract is not None and self.declarer is not None:
            facts.append(("Contract", f"{self.contract.value} by {labels[self.declarer]}"))
            facts.append(("Trump", suit_symbol(self.trump)))
        tricks = [tuple(p.card for p in self.played[t * n : (t + 1) * n]) for t in range(done)]
        return trick_table(
            "Nap",
            preset_text(*preset_of(self.rules, PRESETS)),
            labels,
            playing=self.phase is Phase.PLAY,
            trick=tuple((p.seat, p.card) for p in self.played[done * n :]),
            done=list(zip(tricks, self.trick_winners, strict=True)),
            won=self.won,
            notes=tuple(notes),
            facts=facts,
            winners=self.winners,
        )


def _played(state: State) -> list[PlayedCard]:
    out: list[PlayedCard] = []
    tricks = [(t.hands, t.cards) for t in state.tricks] + [(state.order, state.trick)]
    for number, (seats, cards) in enumerate(tricks, 1):
        for i, (seat, card) in enumerate(zip(seats, cards, strict=False)):
            named = state.joker_suit if card == JOKER and i == 0 else None
            out.append(PlayedCard(number, seat, card, named))
    return out


def make_view(state: State, seat: Seat | None) -> View:
    """The view of ``state`` for ``seat`` (NAP-OBS-1..3)."""
    rules = state.rules
    n = rules.players
    over = state.phase is Phase.OVER
    in_deal = state.phase in (Phase.BIDDING, Phase.PLAY)
    played = _played(state)
    return View(
        *common_fields(
            state,
            seat,
            deal_number=state.deal_number + (not over),  # the state counts deals completed
            hand_sizes=tuple(state.hand_mask(s).bit_count() for s in range(n)),
            scores=scores(state),
            history=_history(state, seat, played) if in_deal else (),
        ),
        balances=state.balances,
        undealt_size=rules.undealt_size if in_deal else 0,
        bids=state.bids,
        declarer=state.declarer,
        contract=state.contract,
        trump=state.trump,
        led=Suit(state.led) if state.trick else None,
        played=tuple(played),
        trick_winners=tuple(t.winner for t in state.tricks),
        won=state.tricks_won(),
        results=state.results,
        winners=winners(state.balances) if over else None,
    )


def _history(state: State, seat: Seat | None, played: list[PlayedCard]) -> tuple[Seen, ...]:
    """The deal's actions as ``seat`` saw them: the deal with only its own hand (and
    ``?`` for every other card, ``undealt`` included, NAP-OBS-2), the bids, the plays."""
    n = state.rules.players
    dealt = [state.hand_mask(s) for s in range(n)]
    for p in played:
        dealt[p.seat] |= 1 << p.card
    piles: list[str] = []
    for s in range(n):
        text = format_cards(dealt[s]) if s == seat else " ".join([HIDDEN] * 5)
        piles.append(f"{s}={text}")
    undealt = state.rules.undealt_size
    piles.append("undealt=" + (" ".join([HIDDEN] * undealt) if undealt else "-"))
    out = [Seen(CHANCE, " ".join(["deal", *piles]))]
    out += (Seen(s, str(Bid(c))) for s, c in state.bids)
    out += (Seen(p.seat, str(Play(p.card, p.suit))) for p in played)
    return tuple(out)


def _result_json(result: DealResult) -> dict[str, Any]:
    return {
        "dealer": result.dealer,
        "bids": [{"seat": s, "bid": str(Bid(c))} for s, c in result.bids],
        "declarer": result.declarer,
        "contract": None if result.contract is None else result.contract.value,
        "trump": None if result.trump is None else str(result.trump),
        "tricks_won": list(result.tricks_won),
        "made": result.made,
        "chips": list(result.chips),
        "tricks": [
            {"seats": list(t.hands), "cards": [card_text(c) for c in t.cards], "winner": t.winner}
            for t in result.tricks
        ],
        "joker_suit": None if result.joker_suit is None else str(result.joker_suit),
    }


def view_json(view: View) -> dict[str, Any]:
    """A JSON-ready dict of ``view``."""
    return {
        **common_json(view, "nap", PRESETS),
        "balances": list(view.balances),
        "undealt_size": view.undealt_size,
        "bids": [{"seat": s, "bid": str(Bid(c))} for s, c in view.bids],
        "declarer": view.declarer,
        "contract": None if view.contract is None else view.contract.value,
        "trump": None if view.trump is None else str(view.trump),
        "led": None if view.led is None else str(view.led),
        "played": [
            {
                "trick": p.trick,
                "seat": p.seat,
                "card": card_text(p.card),
                "suit": None if p.suit is None else str(p.suit),
            }
            for p in view.played
        ],
        "trick_winners": list(view.trick_winners),
        "won": list(view.won),
        "results": [_result_json(r) for r in view.results],
        "winners": None if view.winners is None else list(view.winners),
    }
