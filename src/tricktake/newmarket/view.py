"""Per-seat and public views of a Newmarket state (NM-OBS-1..4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, card_text
from ..game import CHANCE, HIDDEN, Seen
from ..options import preset_of
from ..render import Pile, TableParts, preset_text, seat_names, seats_listed, symbol
from ..units import Chips, Seat
from ..views import GameView, common_fields, common_json, pile_text, view_repr
from .actions import Action, Deal, Play, format_cards
from .facts import scores
from .rules import PRESETS, Rules
from .state import State
from .tables import tables_for
from .values import DealResult, Phase

__all__ = ["View", "make_view", "view_json"]


@dataclass(frozen=True, slots=True, repr=False)
class View(GameView[Rules, Phase, Action]):
    """What one seat (or, with ``seat=None``, anyone) may know of a state (NM-OBS-1).

    The viewer's own hand is shown; every other hand and the dummy are hidden, their
    sizes public (NM-OBS-2/3). :attr:`history` is the current deal's actions as the
    viewer saw them.

    Its fields are the common view's (:class:`~tricktake.views.GameView`: ``seat``,
    ``rules``, ``phase``, ``actor``, ``dealer``, ``deal_number``, ``hand``,
    ``hand_sizes``, ``scores``, ``legal``, ``history``, ``events``), then Newmarket's
    below.
    """

    #: Each seat's chip balance (the common ``scores``, typed as chips).
    balances: tuple[Chips, ...]
    #: The boodles (in option order) or the kings (C D H S).
    staked: tuple[Card, ...]
    #: Chips on each boodle or king.
    stacks: tuple[Chips, ...]
    #: Whether each king is face up (all true for boodles).
    face_up: tuple[bool, ...]
    #: Parlett's pool.
    pool: Chips
    #: How many cards the dummy holds.
    dummy_size: int
    #: The cards played in this deal, as (seat, card), in order (NM-OBS-4).
    played: tuple[tuple[Seat, Card], ...]
    #: The auction's offers, as (seat, chips).
    offers: tuple[tuple[Seat, Chips], ...]
    #: The seats that passed in the auction, or kept in Parlett's exchange round.
    passed: frozenset[Seat]
    #: The seat whose hand changed places with the dummy in this deal, if any.
    swapped: Seat | None
    #: The completed deals.
    results: tuple[DealResult, ...]

    @property
    def last_played(self) -> Card | None:
        """The card played last in this deal."""
        return self.played[-1][1] if self.played else None

    def __repr__(self) -> str:
        more = f"hand={pile_text(self.hand)} played={len(self.played)} balances={self.balances}"
        return view_repr(self, "newmarket", f"{more} stacks={self.stacks} pool={self.pool}")

    def table_parts(self, names: Sequence[str]) -> TableParts:
        """Newmarket's parts of the table (:mod:`tricktake.render`): the run in play
        (the cards played since the last stop), the boodle cards or kings with their
        chips, the pool, the auction's offers and the dummy.

        >>> import tricktake
        >>> game = tricktake.get_game("newmarket")
        >>> parts = game.view(game.new(game.rules()), None).table_parts([])
        >>> parts.piles[0].label, parts.piles[0].captions
        ('Boodles', ('4 chips', '4 chips', '4 chips', '4 chips'))
        """
        n = self.rules.players
        labels = seat_names(n, names)
        notes = [""] * n
        for seat in self.passed:
            notes[seat] = "passed"
        if self.swapped is not None:
            notes[self.swapped] = "took the dummy"
        tables = tables_for(self.rules)
        run = list(self.played[-1:])
        for seat, card in reversed(self.played[:-1]):  # NM-PLAY-5: back to the last stop
            if tables.next_card[card] != run[0][1]:
                break
            run.insert(0, (seat, card))
        captions = tuple(
            f"{chips} chip{'' if chips == 1 else 's'}" + ("" if up else ", face down")
            for chips, up in zip(self.stacks, self.face_up, strict=True)
        )
        staked = Pile("Kings" if self.rules.parlett else "Boodles", self.staked, captions)
        facts: list[tuple[str, str]] = []
        if self.rules.parlett:
            facts.append(("Pool", f"{self.pool} chips"))
        if self.offers:
            offers = seats_listed(((s, f"offers {k}") for s, k in self.offers), labels)
            facts.append(("Offers", offers))
        if self.dummy_size:
            facts.append(("Dummy", f"{self.dummy_size} cards, face down"))
        last = self.last_played
        if self.phase is Phase.PLAY and last is not None and tables.next_card[last] >= 0:
            facts.append(("Next in the run", symbol(Card(tables.next_card[last]))))
        playing = self.phase is Phase.PLAY
        return TableParts(
            "Newmarket",
            preset_text(*preset_of(self.rules, PRESETS)),
            n,
            notes=tuple(notes),
            middle_label="Run in play" if playing else "",
            middle=tuple(run) if playing else (),
            middle_row=True,
            piles=(staked,),
            facts=tuple(facts),
        )


def make_view(state: State, seat: Seat | None) -> View:
    """The view of ``state`` for ``seat`` (NM-OBS-1..4)."""
    played = tuple(
        (actor, action.card)
        for actor, action in state.log
        if type(action) is Play and isinstance(actor, int)
    )
    over = state.phase is Phase.OVER
    return View(
        *common_fields(
            state,
            seat,
            deal_number=state.deal_number + (not over),  # the state counts deals completed
            hand_sizes=tuple(m.bit_count() for m in state.hands),
            scores=scores(state),
            history=_history(state, seat),
        ),
        balances=state.balances,
        staked=tables_for(state.rules).staked,
        stacks=state.stacks,
        face_up=state.face_up,
        pool=state.pool,
        dummy_size=state.dummy.bit_count(),
        played=played,
        offers=state.offers,
        passed=state.passed,
        swapped=state.swapped,
        results=state.results,
    )


def _history(state: State, seat: Seat | None) -> tuple[Seen, ...]:
    """NM-OBS-1/2: the deal shows the viewer's own dealt pile alone; everything else
    that was done is public."""
    out: list[Seen] = []
    for actor, action in state.log:
        if isinstance(action, Deal):
            piles = [
                f"{s}={format_cards(m) if s == seat else _hidden(m)}"
                for s, m in enumerate(action.hands)
            ]
            out.append(Seen(CHANCE, " ".join(["deal", *piles, f"dummy={_hidden(action.dummy)}"])))
        else:
            out.append(Seen(actor, str(action)))  # type: ignore[arg-type]
    return tuple(out)


def _hidden(mask: int) -> str:
    return " ".join([HIDDEN] * mask.bit_count())


def view_json(view: View) -> dict[str, Any]:
    """A JSON-ready dict of ``view``."""
    return {
        **common_json(view, "newmarket", PRESETS),
        "balances": list(view.balances),
        "stacks": {card_text(c): k for c, k in zip(view.staked, view.stacks, strict=True)},
        "face_up": {card_text(c): f for c, f in zip(view.staked, view.face_up, strict=True)},
        "pool": view.pool,
        "dummy_size": view.dummy_size,
        "played": [{"seat": s, "card": card_text(c)} for s, c in view.played],
        "offers": [{"seat": s, "chips": k} for s, k in view.offers],
        "passed": sorted(view.passed),
        "swapped": view.swapped,
        "results": [
            {
                "dealer": r.dealer,
                "end": r.end,
                "winner": r.winner,
                "deltas": list(r.deltas),
                "captures": r.captures,
            }
            for r in view.results
        ],
    }
