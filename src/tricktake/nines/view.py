"""Per-seat and public views of a Nines state (NINES-OBS-1..3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit, card_text, cards_of
from ..game import CHANCE, HIDDEN, Outcome, Seen
from ..options import preset_of
from ..render import Pile, TableParts, preset_text, seat_names, suit_symbol, trick_table
from ..units import Seat
from ..views import Derived, GameView, common_fields, common_json, pile_text, view_repr
from .actions import Action, format_cards
from .events import trump_text
from .facts import outcome, scores
from .rules import PRESETS, Rules
from .state import STOCK, State, Trick
from .values import DealResult, Phase

__all__ = ["View", "make_view", "view_json"]


@dataclass(frozen=True, slots=True, repr=False)
class View(GameView[Rules, Phase, Action]):
    """What one seat (or, with ``seat=None``, anyone) may know of a state
    (NINES-OBS-1): the public state, the viewer's own hand and what it learnt in the
    exchange, and the deal's history as the viewer saw it. The stock is never shown
    (NINES-OBS-2/3).

    Its fields are the common view's (:class:`~tricktake.views.GameView`: ``seat``,
    ``rules``, ``phase``, ``actor``, ``dealer``, ``deal_number``, ``hand``,
    ``hand_sizes``, ``scores``, ``legal``, ``history``, ``events``), then Nines' below.
    """

    #: The deal's trump, ``None`` for no trump (NINES-TRUMP-3).
    trump: Suit | None
    #: Each unit's points before the current deal (once over, the final figures).
    points: tuple[int, ...]
    #: The exchange decisions of the deal so far, as (seat, exchanged).
    decisions: tuple[tuple[Seat, bool], ...]
    #: The hand the viewer gave away by its ``exchange`` (NINES-OBS-2), else empty.
    discarded: tuple[Card, ...]
    #: How many cards the stock holds (0 in partnership and between deals).
    stock_size: int
    #: The completed tricks of the deal (public: NINES-AMB-11).
    tricks: tuple[Trick, ...]
    #: The trick in play, as (seat, card) in play order.
    trick: tuple[tuple[Seat, Card], ...]
    #: Tricks won per seat in this deal.
    won: tuple[int, ...]
    #: The deals of this game so far (they show no card).
    results: tuple[DealResult, ...]
    #: The outcome, once the game is over.
    outcome: Outcome | None

    def __repr__(self) -> str:
        more = f"trump={trump_text(self.trump)} hand={pile_text(self.hand)}"
        return view_repr(self, "nines", f"{more} scores={self.scores}")

    def table_parts(self, names: Sequence[str]) -> TableParts:
        """Nines' parts of the table (:mod:`tricktake.render`): tricks won, each seat's
        exchange decision, the trick in play, the hand the viewer gave away, the trump
        and the stock.

        >>> import tricktake
        >>> game = tricktake.get_game("nines")
        >>> game.view(game.new(game.rules()), None).table_parts([]).facts
        (('Trump', 'none'),)
        """
        n = self.rules.players
        labels = seat_names(n, names)
        notes = [""] * n
        for seat, exchanged in self.decisions:
            notes[seat] = "exchanged" if exchanged else "kept"
        facts = [("Trump", suit_symbol(self.trump))]
        if self.stock_size:
            facts.append(("Stock", f"{self.stock_size} cards, face down"))
        return trick_table(
            "Nines",
            preset_text(*preset_of(self.rules, PRESETS)),
            labels,
            playing=self.phase is Phase.PLAY,
            trick=self.trick,
            done=[(t.cards, t.winner) for t in self.tricks],
            won=self.won,
            notes=tuple(notes),
            facts=facts,
            piles=(Pile("You gave away", self.discarded),) if self.discarded else (),
            winners=None if self.outcome is None else self.outcome.winners,
        )


def make_view(state: State, seat: Seat | None) -> View:
    """The view of ``state`` for ``seat`` (NINES-OBS-1..3)."""
    rules = state.rules
    n = rules.players
    dealt = state.dealt
    exchanged = any(s == seat and ex for s, ex in state.decisions)
    return View(
        *common_fields(
            state,
            seat,
            deal_number=state.deal_number,  # the state counts from 1 already
            hand_sizes=tuple(state.hand_mask(s).bit_count() for s in range(n)),
            scores=scores(state),
            history=_history(state, seat),
        ),
        trump=state.trump,
        points=state.points,
        decisions=state.decisions,
        discarded=cards_of(dealt[seat]) if exchanged and seat is not None else (),
        stock_size=0 if rules.partnership else state.hand_mask(STOCK).bit_count(),
        tricks=state.tricks,
        trick=tuple(zip(state.order, state.trick, strict=False)),
        won=state.tricks_won(),
        results=state.results,
        outcome=outcome(state),
    )


def _history(state: State, seat: Seat | None) -> tuple[Seen, ...]:
    """The current deal's actions as ``seat`` saw them: the deal (its own pile only),
    the decisions and the plays."""
    if state.phase is Phase.DEALING:
        return ()
    dealt = state.dealt
    piles: list[str] = []
    for pile, mask in enumerate(dealt):
        key = "stock" if pile == state.rules.players else str(pile)
        shown = format_cards(mask) if pile == seat else " ".join([HIDDEN] * mask.bit_count())
        piles.append(f"{key}={shown}")
    out = [Seen(CHANCE, " ".join(["deal", *piles]))]
    out += (Seen(s, "exchange" if ex else "keep") for s, ex in state.decisions)
    if state.tricks:  # the empty tuple of tricks is every deal's: nothing to keep
        out += _PLAYS.get(state.tricks, state)
    out += (Seen(s, f"play {card_text(c)}") for s, c in zip(state.order, state.trick, strict=False))
    return tuple(out)


def _plays(state: State) -> tuple[Seen, ...]:
    """The plays of ``state``'s completed tricks, as the history shows them to anyone."""
    return tuple(
        Seen(s, f"play {card_text(c)}")
        for trick in state.tricks
        for s, c in zip(trick.hands, trick.cards, strict=True)
    )


_PLAYS = Derived(_plays, size=64)
"""The plays of the deal's completed tricks, by the state's tuple of tricks."""


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [card_text(c) for c in cards]


def view_json(view: View) -> dict[str, Any]:
    """A JSON-ready dict of ``view``."""
    outcome = view.outcome
    return {
        **common_json(view, "nines", PRESETS),
        "trump": trump_text(view.trump),
        "points": list(view.points),
        "decisions": [
            {"seat": s, "action": "exchange" if ex else "keep"} for s, ex in view.decisions
        ],
        "discarded": _texts(view.discarded),
        "stock_size": view.stock_size,
        "tricks": [
            {"seats": list(t.hands), "cards": _texts(t.cards), "winner": t.winner}
            for t in view.tricks
        ],
        "trick": [{"seat": s, "card": card_text(c)} for s, c in view.trick],
        "won": list(view.won),
        "results": [
            {
                "dealer": r.dealer,
                "trump": trump_text(r.trump),
                "decisions": [
                    {"seat": s, "action": "exchange" if ex else "keep"} for s, ex in r.decisions
                ],
                "tricks_won": list(r.tricks_won),
                "changes": list(r.changes),
                "points": list(r.points),
                "stopped": r.stopped,
            }
            for r in view.results
        ],
        "outcome": None
        if outcome is None
        else {
            "scores": list(outcome.scores),
            "winners": list(outcome.winners),
            "reason": outcome.reason,
        },
    }
