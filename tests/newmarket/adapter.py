"""Newmarket's own oracles for the invariant suite (the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``)).

Everything here reads the rules document and the documented attributes of Newmarket
states (``hands``, ``dummy``, ``played``, ``log``, ``balances``, ``stacks``, ``face_up``,
``pool``, ``offers``, ``passed``, ``swapped``, ``results``), never the engine's tables:
the pack and piles (NM-COMP-2/3/8), the bounds of ``game.info`` (NM-INV-10), the
per-state invariants and chip identities of §8, the legal actions (NM-PLAY, NM-RESTART,
the antes, the auction and the exchanges), and what each seat may see (NM-OBS).
Newmarket is no trick game: its adapter has no trick part. The rules themselves (the
ranks and colours, the pile sizes of a deal, the free antes, the split, the deal limit)
are the reference's (``tests/newmarket/reference.py``, written from the rules document).
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

import tricktake
from tests.newmarket.reference import (
    NEWMARKET_RANKS,
    PARLETT_RANKS,
    Variant,
    colour,
    compositions,
    pile_sizes,
    split,
)
from tests.properties import adapters
from tests.properties.adapters import Adapter, AnyGame, Probe
from tricktake.cards import Card, card_text, cards_of, parse_card
from tricktake.units import Seat

__all__ = ["NewmarketAdapter"]

CHECKS = adapters.Checks()
"""Newmarket's rule checks, each entered where it is written below."""


def _nm() -> Any:
    from tricktake import newmarket

    return newmarket


def _ranks(rules: Any) -> tuple[str, ...]:
    """NM-COMP-2/3: the rank order, low to high."""
    return PARLETT_RANKS if rules.ruleset.value == "parlett" else NEWMARKET_RANKS


def _variant(rules: Any) -> Variant:
    return adapters.options_of(Variant, rules)


def _text(card: int) -> str:
    return card_text(Card(card))


def _suit(card: int) -> str:
    return _text(card)[-1]


def _rank(card: int) -> str:
    return _text(card)[:-1]


def _position(rules: Any, card: int) -> int:
    return _ranks(rules).index(_rank(card))


def _next(rules: Any, card: int) -> Card | None:
    """NM-PLAY-4: the card one rank higher, or ``None`` at the top rank."""
    ranks = _ranks(rules)
    i = ranks.index(_rank(card))
    return parse_card(ranks[i + 1] + _suit(card)) if i + 1 < len(ranks) else None


def _holder(state: Any, card: int) -> int | None:
    """The seat whose hand holds ``card``, or ``None``."""
    return _holders(state).get(Card(card))


@functools.lru_cache(maxsize=4)
def _holders(state: Any) -> Mapping[Card, int]:
    """The seat that holds each card of the players' hands: read once per state, where
    the no-leak property asks :meth:`NewmarketAdapter.swappable` of every pair of cards."""
    return {card: seat for seat in range(state.rules.players) for card in state.hand(seat)}


def _free_plays(rules: Any, hand: Sequence[Card], suits: str) -> set[Card]:
    """NM-PLAY-3: the lowest held card of each allowed suit."""
    out: set[Card] = set()
    for suit in suits:
        held = [c for c in hand if _suit(c) == suit]
        if held:
            out.add(min(held, key=lambda c: _position(rules, c)))
    return out


def _deal_sizes(rules: Any, dealer: int) -> list[int]:
    """NM-DEAL-2..5: cards per seat, then the dummy (index n)."""
    hands, dummy = pile_sizes(_variant(rules), dealer)
    return [*hands, dummy]


def _plays_of_deal(state: Any) -> list[tuple[int, Card]]:
    nm = _nm()
    return [(a, x.card) for a, x in state.log if isinstance(x, nm.Play)]


def _play_oracle(game: AnyGame, state: Any) -> tuple[set[int], set[Card]]:
    """The seats that may be to move and the cards they may play (NM-PLAY, NM-RESTART)."""
    rules = state.rules
    n = rules.players
    parlett = rules.ruleset.value == "parlett"
    plays = _plays_of_deal(state)
    if not plays:  # NM-PLAY-1/2
        first = (state.dealer + 1) % n
        if parlett:
            for rank in PARLETT_RANKS:
                holder = _holder(state, parse_card(rank + "D"))
                if holder is not None:
                    if rules.first_play.value == "lowest_diamond":
                        return {holder}, {parse_card(rank + "D")}
                    first = holder
                    break
        return {first}, _free_plays(rules, state.hand(first), "CDHS")
    stopper, last = plays[-1]
    nxt = _next(rules, last)
    if nxt is not None:
        holder = _holder(state, nxt)
        if holder is not None:  # NM-PLAY-4
            return {holder}, {nxt}
    suit = _suit(last)
    rule = rules.restart_rule.value
    if parlett or rule == "change_suit_pass_left":  # NM-RESTART-2/3/5
        if parlett:
            other = "".join(s for s in "CDHS" if s not in colour(suit))
        else:
            other = "".join(s for s in "CDHS" if s != suit)
        for i in range(n):
            seat = (stopper + i) % n
            if any(_suit(c) in other for c in state.hand(seat)):
                return {seat}, _free_plays(rules, state.hand(seat), other)
        assert not parlett, "a blocked deal has ended (NM-RESTART-6)"
        return {stopper}, _free_plays(rules, state.hand(stopper), suit)
    if rule == "change_suit_same_player":  # NM-RESTART-4
        others = "".join(s for s in "CDHS" if s != suit)
        cards = _free_plays(rules, state.hand(stopper), others)
        return {stopper}, cards or _free_plays(rules, state.hand(stopper), suit)
    return {stopper}, _free_plays(rules, state.hand(stopper), "CDHS")  # NM-RESTART-1


class NewmarketAdapter(Adapter):
    """Newmarket, every preset (the Newmarket rules (``src/tricktake/rulebook/newmarket.rst``))."""

    name = "newmarket"
    checks = CHECKS

    # ------------------------------------------------------- facts, conservation
    @adapters.per_rules
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """NM-COMP-2/3 in the canonical order of NM-DEAL-7: suits C D H S, ranks 2 … A
        (Parlett's pack has no king)."""
        return tuple(parse_card(card) for card in _variant(rules).deck)

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """NM-COMP-8: ``hand[s]``, ``dummy``, ``played`` in playing order, and
        ``undealt`` (the pack between deals)."""
        piles = {f"hand[{seat}]": state.hand(seat) for seat in range(state.rules.players)}
        piles["dummy"] = state.dummy_cards
        return adapters.pack_piles(self.pack(state.rules), piles, {"played": state.played})

    # ----------------------------------------------------------------- legality
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """At PLAY every ``play X`` of the pack; everywhere every decision word, offers
        at and above the cap, a free ante; at the deal the sampled deal, a
        rearrangement and broken deals; elsewhere a well-formed deal."""
        nm = _nm()
        rules = state.rules
        pack = self.pack(rules)
        out: list[Probe] = [(nm.Play(c), None) for c in pack]
        out += [(nm.Choice(kind), None) for kind in nm.ChoiceKind]
        out += [(nm.Offer(1), None), (nm.Offer(rules.max_offer), None)]
        out.append((nm.Offer(rules.max_offer + 1), False))  # above the cap (NM-SALE-4)
        boodles = tuple(rules.boodle_cards)
        out.append((nm.Ante(boodles, (rules.free_ante_total, 0, 0, 0)), None))
        out.append((nm.Ante(boodles, (rules.free_ante_total + 1, 0, 0, 0)), False))
        *hands, dummy = adapters.dealt_at_random(pack, _deal_sizes(rules, 0)[:-1], rng)
        elsewhere = (nm.Deal(tuple(hands), dummy), False)
        broken = functools.partial(_broken_deals, pack=pack, rng=rng)
        return out + adapters.deal_probes(game, state, rng, broken, elsewhere)

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """NM-INV-4/6: plays by the runs and restart rules (:func:`_play_oracle`), the
        free antes, the dealer's choice, the auction and Parlett's exchange round."""
        nm = _nm()
        rules = state.rules
        phase = state.phase.value
        n = rules.players
        if phase == "play":
            seats, cards = _play_oracle(game, state)
            assert game.to_move(state) in seats, f"{game.to_move(state)} moves, not {seats}"
            return frozenset(nm.Play(c) for c in cards)
        if phase == "ante":  # NM-ANTE-2/5
            total = rules.free_ante_total
            if state.actor == state.dealer:
                total *= rules.dealer_ante_multiplier
            boodles = tuple(rules.boodle_cards)
            return frozenset(nm.Ante(boodles, c) for c in compositions(total, len(boodles)))
        if phase in ("dealer_choice", "exchange"):  # NM-SALE-1, NM-PEX-1
            if phase == "dealer_choice":
                assert state.actor == state.dealer
            else:
                kept = len(state.passed)
                assert state.actor == (state.dealer + kept) % n, "NM-PEX-1 order"
            return frozenset({nm.Choice(nm.ChoiceKind.EXCHANGE), nm.Choice(nm.ChoiceKind.KEEP)})
        if phase == "auction":  # NM-SALE-3/4
            high = max((k for _, k in state.offers), default=0)
            return frozenset(
                [nm.Offer(k) for k in range(high + 1, rules.max_offer + 1)]
                + [nm.Choice(nm.ChoiceKind.PASS)]
            )
        if phase == "sale":
            return frozenset({nm.Choice(nm.ChoiceKind.SELL), nm.Choice(nm.ChoiceKind.REFUSE)})
        return None

    # ------------------------------------------------------------------- scores
    def deal_scored(self, before: Any, after: Any) -> bool:
        return bool(len(after.results) > len(before.results))

    # -------------------------------------------------------------------- views
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """NM-OBS-1/2: every other seat's hand, and the dummy (key ``n``) but from the
        seat that exchanged with it, which knows it as its old hand."""
        n = state.rules.players
        out = {s: frozenset(state.hand(s)) for s in range(n) if s != seat and state.hand(s)}
        if state.dummy_cards and not (seat is not None and seat == state.swapped):
            named = _bury_named(state)  # NM-OBS-3: named in public, and now in the dummy
            out[n] = frozenset(state.dummy_cards) - {named}
        return out

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Two cards of one suit in two seats' hands (not the dummy), each higher than
        every card of their suit played so far, and neither the next card due: every
        past run, stop, skip and free play stays as it was. Parlett's game also keeps
        diamonds (the first player, NM-PLAY-2) and the suit of a lone face-up king
        ("bury the jack", NM-BURY) out."""
        rules = state.rules
        if _suit(first) != _suit(second):
            return False
        if _holder(state, first) is None or _holder(state, second) is None:
            return False
        suit = _suit(first)
        played = [c for c in state.played if _suit(c) == suit]
        for card in (first, second):
            if any(_position(rules, card) < _position(rules, p) for p in played):
                return False
            if state.played and card == _next(rules, state.played[-1]):
                return False
        if rules.ruleset.value == "parlett":
            if suit == "D":
                return False
            if sum(state.face_up) == 1 and "CDHS"[state.face_up.index(True)] == suit:
                return False
        return True

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """NM-OBS-1/2: the viewer's own hand exactly, no other hand, every hand size and
        the dummy's size; the view's events are the seat's events."""
        where = adapters.view_where(game, state, seat, view)
        n = state.rules.players
        assert view.hand_sizes == tuple(len(state.hand(s)) for s in range(n)), where
        assert view.dummy_size == len(state.dummy_cards), where
        if seat is None:
            assert view.hand == () and data["hand"] == [], where
        else:
            assert view.hand == tuple(sorted(state.hand(seat))), f"{where}: own hand"
            assert data["hand"] == [_text(c) for c in sorted(state.hand(seat))], where
        assert [c for _, c in view.played] == list(state.played), f"{where}: played"

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """The view without the names of the boodles (NM-COMP-4: cards of a second
        pack, face up on the table): the stacks, the options, and the ``<boodle>=``
        parts of antes and captures. Past results hold no cards."""
        boodles = {card_text(c) + "=" for c in state.rules.boodle_cards}

        def strip(value: Any) -> Any:
            if isinstance(value, str):
                return " ".join(t for t in value.split(" ") if t[: t.find("=") + 1] not in boodles)
            if isinstance(value, list):
                return [strip(v) for v in cast("list[object]", value)]
            if isinstance(value, dict):
                return {k: strip(v) for k, v in cast("dict[str, object]", value).items()}
            return value

        skip = {"stacks", "face_up", "options"}
        return {k: strip(v) for k, v in data.items() if k not in skip}


def _bury_named(state: Any) -> Card | None:
    """NM-BURY-3: the card that "bury the jack" named in this deal, if any, recomputed
    from the dealt hands (one face-up king at the deal: the rule applied)."""
    nm = _nm()
    if state.rules.ruleset.value != "parlett" or sum(state.face_up) != 1:
        return None
    deals = [x for _, x in state.log if isinstance(x, nm.Deal)]
    if not deals:
        return None
    suit = "CDHS"[state.face_up.index(True)]
    queen = parse_card("Q" + suit)
    hands = [set(cards_of(m)) for m in deals[0].hands]
    holder = next((h for h in hands if queen in h), None)
    if holder is None:
        return None
    for rank in reversed(PARLETT_RANKS[:-1]):  # J, 10, … 2, A
        card = parse_card(rank + suit)
        if card not in holder:
            return card
    return None


def _broken_deals(deal: Any, pack: Sequence[Card], rng: random.Random) -> list[Probe]:
    """NM-DEAL-8: a valid rearrangement of ``deal`` and deals that break it (a card from
    outside the pack: a king in Parlett's game, a 12 in any)."""
    edit = adapters.DealEdit.draw(deal, rng)
    a, hand, bx = edit.a, edit.piles[edit.a], 1 << edit.x
    bd = 1 << rng.choice(cards_of(deal.dummy))
    return [
        *edit.broken(),
        # a seat's card exchanged with the dummy's: still the sizes, still a deal
        (edit.with_piles((a, hand ^ bx | bd), dummy=deal.dummy ^ bd | bx), True),
        # a card moved from the dummy to a seat: wrong sizes
        (edit.with_piles((a, hand | bd), dummy=deal.dummy ^ bd), False),
        *edit.foreign(pack, rng, joker=False),
    ]


# --- game facts ---------------------------------------------------------------


@CHECKS.info.rule("NM-COMP-1 seats")
def _nm_info_seats(game: AnyGame, rules: Any) -> None:
    """NM-COMP-1: 3 to 8 seats, the dummy no seat."""
    assert game.info(rules).seats == rules.players and 3 <= rules.players <= 8


@CHECKS.info.rule("NM-INV-10 deal length")
def _nm_info_deal_actions(game: AnyGame, rules: Any) -> None:
    """NM-INV-10: at most D plays and the deal; the antes of the next deal when they are
    free; with the sale one choice, ``max_offer + n - 1`` auction actions and a sale
    decision; Parlett's exchange round of at most n decisions."""
    n = rules.players
    parlett = rules.ruleset.value == "parlett"
    bound = 1 + len(_variant(rules).deck)
    if rules.ante_mode.value == "free":
        bound += n
    if rules.dummy_exchange_and_sale:
        bound += 1 + rules.max_offer + n - 1 + 1
    if parlett:
        bound += n
    assert game.info(rules).max_deal_actions == bound, (game.info(rules), bound)


@CHECKS.info.rule("NM-END-1/2 deals")
def _nm_info_deals(game: AnyGame, rules: Any) -> None:
    """NM-END-1/2: ``num_deals``, else n (``newmarket``) or 100 (``parlett``)."""
    assert game.info(rules).max_deals == _variant(rules).deals_in_game


@CHECKS.info.rule("NM-END-5 chips sum to 0")
def _nm_info_sum(game: AnyGame, rules: Any) -> None:
    """NM-END-5, NM-INV-3: once the table is cleared the balances sum to 0."""
    assert game.info(rules).score_sum == 0


# --- per state ------------------------------------------------------------------


@CHECKS.state.rule("NM-INV-3 chip conservation")
def _nm_inv_3(game: AnyGame, state: Any) -> None:
    """NM-INV-3, NM-END-5: balances + stacks + pool = 0; ``game.scores`` is the balances."""
    total = sum(state.balances) + sum(state.stacks) + state.pool
    assert total == 0, (state.balances, state.stacks, state.pool)
    assert tuple(game.scores(state)) == tuple(state.balances)
    assert state.rules.ruleset.value == "parlett" or state.pool == 0, "a pool in newmarket"


@CHECKS.state.rule("NM-INV-1/2 pile sizes")
def _nm_inv_2(game: AnyGame, state: Any) -> None:
    """NM-INV-1/2, NM-DEAL-6: between deals nothing is dealt; in a deal the dealt sizes
    are those of NM-DEAL-4/5, hands + dummy + played hold the pack, a swap exchanges
    two sizes, and each play takes one card from its player's hand."""
    nm = _nm()
    rules = state.rules
    n = rules.players
    deals = [x for _, x in state.log if isinstance(x, nm.Deal)]
    if not deals:
        assert not any(state.hand(s) for s in range(n)) and not state.dummy_cards
        assert not state.played
        return
    (deal,) = deals
    sizes = _deal_sizes(rules, state.dealer)
    assert [m.bit_count() for m in (*deal.hands, deal.dummy)] == sizes, "NM-DEAL-6"
    plays = _plays_of_deal(state)
    assert len(state.played) == len(plays) and [c for _, c in plays] == list(state.played)
    now = [len(state.hand(s)) for s in range(n)] + [len(state.dummy_cards)]
    expected = list(sizes)
    if state.swapped is not None:
        expected[state.swapped], expected[n] = expected[n], expected[state.swapped]
    for seat, _ in plays:
        expected[seat] -= 1
    assert now == expected, f"sizes {now}, expected {expected}"
    assert len(set(state.played)) == len(state.played)


@CHECKS.state.rule("NM-FLOW-5 actor")
def _nm_actor(game: AnyGame, state: Any) -> None:
    """NM-FLOW-5/6: chance in ``dealing``, nobody once over, else a seat."""
    phase = state.phase.value
    actor = adapters.check_actor(game, state, dealing=phase == "dealing", over=phase == "over")
    if phase == "ante":  # NM-ANTE-2: from the dealer's left, the dealer last
        n = state.rules.players
        done = sum(1 for a, _ in state.log if a is not tricktake.CHANCE)
        assert actor == (state.dealer + 1 + done) % n


@CHECKS.state.rule("NM-INV-9 face-down kings")
def _nm_inv_9(game: AnyGame, state: Any) -> None:
    """NM-INV-9, NM-COMP-5: face-down kings hold no chips; boodles are never face down;
    the game is over (NM-CAPT-4) once no king is face up."""
    for up, chips in zip(state.face_up, state.stacks, strict=True):
        assert up or chips == 0, (state.face_up, state.stacks)
    if state.rules.ruleset.value != "parlett":
        assert all(state.face_up)
    elif not any(state.face_up):
        assert game.is_over(state)


@CHECKS.state.rule("NM-DEAL-1 dealer")
def _nm_dealer(game: AnyGame, state: Any) -> None:
    """NM-DEAL-1: the dealer of deal ``i`` is ``first_dealer + i``."""
    n = state.rules.players
    if not game.is_over(state):
        assert state.dealer == (state.first_dealer + state.deal_number) % n
        assert state.deal_number == len(state.results)


@CHECKS.state.rule("NM-INV-5 next player")
def _nm_inv_5(game: AnyGame, state: Any) -> None:
    """NM-INV-5: after a card whose next card is in a hand, that card's holder is to
    move and may play nothing else."""
    if state.phase.value != "play" or not state.played:
        return
    nxt = _next(state.rules, state.played[-1])
    holder = None if nxt is None else _holder(state, nxt)
    if holder is not None:
        assert game.to_move(state) == holder
        assert [str(a) for a in game.legal_actions(state)] == [f"play {_text(nxt)}"]  # type: ignore[arg-type]


# --- per deal -------------------------------------------------------------------


@CHECKS.deal.rule("NM-INV-7 each deal ends once")
def _nm_inv_7(game: AnyGame, before: Any, after: Any) -> None:
    """NM-INV-7: the deal ended by ``out``, ``blocked`` (``parlett``) or the last king."""
    result = after.results[-1]
    texts = adapters.event_texts(game, after)
    parlett = after.rules.ruleset.value == "parlett"
    if result.end == "out":
        assert f"out {result.winner}" in texts
        assert not before.hand(result.winner)[1:], "the winner played its last card"
    elif result.end == "blocked":
        assert parlett and "blocked" in texts and result.winner is None
    else:
        assert parlett and result.end == "king" and game.is_over(after)
        assert not any(after.face_up)


@CHECKS.deal.rule("NM-INV-8 payout identity")
def _nm_inv_8(game: AnyGame, before: Any, after: Any) -> None:
    """NM-INV-8, NM-OUT-2..4: per card the sum of the others' hand sizes, per player
    n − 1 chips, in Parlett's game the pool (also for the last king, NM-CAPT-4)."""
    result = after.results[-1]
    rules = after.rules
    n = rules.players
    texts = adapters.event_texts(game, after)
    if result.end == "blocked":
        assert not [t for t in texts if t.startswith(("chips", "pool "))]
        return
    winner = result.winner
    if rules.ruleset.value == "parlett":
        assert f"pool {winner}={before.pool}" in texts, (texts, before.pool)
        return
    if rules.out_payment.value == "per_card":
        owed = [len(before.hand(s)) if s != winner else 0 for s in range(n)]
    else:
        owed = [1 if s != winner else 0 for s in range(n)]
    deltas = [-k for k in owed]
    deltas[winner] = sum(owed)
    text = " ".join(["chips", *(f"{s}={d:+d}" if d else f"{s}=0" for s, d in enumerate(deltas))])
    assert text in texts, (text, texts)


@CHECKS.deal.rule("NM-INV-1 played cards")
def _nm_inv_1(game: AnyGame, before: Any, after: Any) -> None:
    """NM-INV-1: the deal's plays are the cards played, each card once, at most D."""
    plays = _plays_of_deal(before)
    assert len(plays) + 1 <= len(_variant(before.rules).deck)
    assert len({c for _, c in plays}) == len(plays)


@CHECKS.deal.rule("NM-END-1/2 deal limit")
def _nm_game_end(game: AnyGame, before: Any, after: Any) -> None:
    """NM-END-1/2: the game ends after the deal limit, or with the last king."""
    limit = _variant(after.rules).deals_in_game
    ends = len(after.results) == limit or after.results[-1].end == "king"
    assert game.is_over(after) == ends


# --- per game -------------------------------------------------------------------


@CHECKS.game.rule("NM-DEAL-1 dealers rotate")
def _nm_dealers(game: AnyGame, states: Sequence[Any]) -> None:
    """NM-DEAL-1: the deal passes to the left after every deal, blocked ones included."""
    adapters.check_dealers(states[-1])


@CHECKS.game.rule("NM-END-3 table cleared")
def _nm_end_3(game: AnyGame, states: Sequence[Any]) -> None:
    """NM-END-3: after the split no chips lie on the table; the split shares T equally,
    the remainder from the last dealer's left."""
    final = states[-1]
    if not game.is_over(final):
        return
    assert sum(final.stacks) == 0 and final.pool == 0
    texts = adapters.event_texts(game, final)
    splits = [t for t in texts if t.startswith("split")]
    if final.results[-1].end == "king":
        assert not splits
        return
    (split_text,) = splits
    before = states[-2]
    n = final.rules.players
    shares = [int(part.split("=")[1]) for part in split_text.split()[1:]]
    expected = split(sum(shares), n, before.dealer)
    assert shares == expected, (shares, expected)


@CHECKS.game.rule("NM-END-4 winners")
def _nm_end_4(game: AnyGame, states: Sequence[Any]) -> None:
    """NM-END-4: the winners are the seats with the highest balance."""
    final = states[-1]
    adapters.check_top_winners(game, final, final.balances)
    outcome = game.outcome(final)
    assert outcome is None or outcome.scores == tuple(final.balances)


@CHECKS.game.rule("NM-INV-9 kings stay face down")
def _nm_kings_down(game: AnyGame, states: Sequence[Any]) -> None:
    """NM-INV-9, NM-COMP-5: a king turned face down stays face down."""
    for a, b in itertools.pairwise(states):
        assert all(x or not y for x, y in zip(a.face_up, b.face_up, strict=True))


@CHECKS.game.rule("NM-ANTE-1/4 antes")
def _nm_antes(game: AnyGame, states: Sequence[Any]) -> None:
    """NM-ANTE-1/4: a fixed ante takes ``boodle_ante`` a boodle (the dealer's times the
    multiplier) or a face-up king, and ``pool_ante`` for the pool, from each seat."""
    rules = states[0].rules
    if rules.ante_mode.value == "free":
        return
    parlett = rules.ruleset.value == "parlett"
    for state in states:
        for event in game.events(state):
            text = str(event)
            if not text.startswith("ante "):
                continue
            seat = int(text.split()[1])
            parts = dict(part.split("=") for part in text.split()[2:])
            if parlett:
                kings = [f"K{s}" for s, up in zip("CDHS", state.face_up, strict=True) if up]
                assert list(parts) == [*kings, "pool"], (text, state.face_up)
                assert {parts[k] for k in kings} <= {str(rules.boodle_ante)}
                assert parts["pool"] == str(rules.pool_ante)
            else:
                chips = rules.boodle_ante
                if seat == state.dealer:
                    chips *= rules.dealer_ante_multiplier
                assert list(parts) == [card_text(c) for c in rules.boodle_cards]
                assert set(parts.values()) == {str(chips)}, (text, state.dealer)
