"""Newmarket's game facts (:class:`~tricktake.GameInfo`), outcome, tallies and piles."""

from __future__ import annotations

from ..cards import Card, cards_of
from ..game import GameInfo, Outcome
from ..units import Chips, best_seats
from .rules import AnteMode, OutPayment, Rules
from .state import State
from .tables import tables_for
from .values import Phase

__all__ = ["game_info", "outcome", "piles", "scores", "tallies"]


def game_info(rules: Rules) -> GameInfo:
    """NM-COMP-1..3 and NM-INV-10: the seats, the pack and the bounds of a game.

    A deal's actions, counted from its chance action to the next: at most ``D`` plays,
    with free antes the ``n`` antes of the next deal, with the sale the dealer's choice,
    an auction of at most ``max_offer + n - 1`` actions and the dealer's sale decision,
    and in Parlett's game an exchange round of at most ``n`` decisions. Chips are
    conserved and the table is cleared when the game ends, so balances sum to 0.

    The bounds of a balance (NM-COMP-7: 0 at the start): in one deal a seat pays at
    most its antes (NM-ANTE-1/2/4, the dealer's multiplied), an offer for the dummy
    (NM-SALE-4, at most ``max_offer``) and what it owes one who goes out (NM-OUT-2/3: a
    chip per card held, at most the deck, or one chip); chips are conserved (NM-END-5)
    and the stacks on the table are never negative, so a balance is at least minus a
    seat's payments and at most the other seats' payments over the game."""
    n = rules.players
    tables = tables_for(rules)
    multiplier = rules.dealer_ante_multiplier
    if rules.parlett:
        antes = (4 * rules.boodle_ante + rules.pool_ante) * multiplier
    elif rules.ante_mode is AnteMode.FREE:
        antes = rules.free_ante_total * multiplier
    else:
        antes = 4 * rules.boodle_ante * multiplier
    offer = rules.max_offer if rules.dummy_exchange_and_sale else 0
    owed = 1 if rules.out_payment is OutPayment.PER_PLAYER else len(tables.deck)
    paid = antes + offer + (0 if rules.parlett else owed)
    actions = 1 + len(tables.deck)
    if rules.ante_mode is AnteMode.FREE:
        actions += n
    if rules.dummy_exchange_and_sale:
        actions += 1 + rules.max_offer + n - 1 + 1
    if rules.parlett:
        actions += n
    return GameInfo(
        game="newmarket",
        seats=n,
        pack=tables.deck,
        max_deal_actions=actions,
        max_deals=rules.deal_limit,
        score_sum=0,
        min_score=-paid * rules.deal_limit,
        max_score=(n - 1) * paid * rules.deal_limit,
    )


def scores(state: State) -> tuple[Chips, ...]:
    """NM-COMP-7: each seat's chip balance."""
    return state.balances


def outcome(state: State) -> Outcome | None:
    """NM-END-2..4: the balances, the seats with the highest, and why the game ended."""
    if state.phase is not Phase.OVER:
        return None
    winners = best_seats(state.balances)
    reason = "king" if state.results[-1].end == "king" else "deals"
    return Outcome(scores=state.balances, winners=winners, reason=reason)


def tallies(state: State) -> dict[str, tuple[int, int]]:
    """``newmarket``: the boodles captured, of the four a deal; ``parlett``: the deals
    won by going out (the others were blocked or ended by the last king), and the kings
    captured, of the four."""
    results = state.results
    captures = sum(r.captures for r in results)
    if state.rules.parlett:
        outs = sum(1 for r in results if r.end == "out")
        return {"deals won by going out": (outs, len(results)), "kings captured": (captures, 4)}
    return {"boodles captured": (captures, 4 * len(results))}


def piles(state: State) -> dict[str, tuple[Card, ...]]:
    """NM-COMP-8: ``hand[s]``, ``dummy``, ``played`` (in playing order) and ``undealt``,
    the cards that no deal has placed (the whole pack between deals)."""
    out: dict[str, tuple[Card, ...]] = {}
    placed = state.dummy
    for seat, mask in enumerate(state.hands):
        out[f"hand[{seat}]"] = cards_of(mask)
        placed |= mask
    out["dummy"] = cards_of(state.dummy)
    out["played"] = state.played
    for card in state.played:
        placed |= 1 << card
    out["undealt"] = cards_of(tables_for(state.rules).deck_mask & ~placed)
    return out
