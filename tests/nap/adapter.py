"""Nap's own oracles for the invariant suite (the Nap rules (``src/tricktake/rulebook/nap.rst``)).

Everything here reads the rules document and the documented attributes of Nap states,
never the engine's tables: the deck and piles (NAP-COMP-2..6), the bounds of
``game.info``, the per-state invariants (NAP-INV-1..3, NAP-INV-9), the legal bids and
plays (NAP-BID-4..8, NAP-PLAY-4, NAP-JOKER-3..9), the settlement identities
(NAP-SCORE-1..6, NAP-INV-4..8) and what each seat may see (NAP-OBS-1..3).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from typing import Any

import tricktake
from tests.nap.reference import BID_ORDER, Variant, contract_made, settle
from tests.properties import adapters
from tests.properties.adapters import AnyGame, Probe, TrickAdapter
from tricktake.cards import JOKER, Card, Suit, card_text, cards_of, parse_card
from tricktake.units import Seat

__all__ = ["NapAdapter"]

# NAP-COMP-2: the ranks of each deck, low to high (NAP-COMP-5 orders them so)
_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_LOWEST = {52: "2", 40: "5", 36: "6", 28: "8"}
_SUITS = "CDHS"
# NAP-BID-3, weakest first; the bids' targets and payouts are the reference's
# (tests/nap/reference.py, written from the rules document), never written again here
_BIDS = BID_ORDER

CHECKS = adapters.Checks()
"""Nap's rule checks, each entered where it is written below."""


def _nap() -> Any:
    from tricktake import nap

    return nap


def _text(card: int) -> str:
    return card_text(Card(card))


def _suit(card: int) -> int:
    return _SUITS.index(_text(card)[-1])


def _rank(card: int) -> int:
    return _RANKS.index(_text(card)[:-1])


def _name(contract: Any) -> str | None:
    return None if contract is None else str(contract.value)


def _variant(rules: Any) -> Variant:
    """The reference's reading of the engine's rules: the same options by name."""
    return adapters.options_of(Variant, rules)


def _existing(rules: Any) -> tuple[str, ...]:
    """NAP-BID-4: the bids that exist under ``rules``, weakest first."""
    return _variant(rules).bids


def _legal_bids(rules: Any, earlier: Sequence[str | None]) -> list[str | None]:
    """NAP-BID-5..8: ``pass`` and every existing bid stronger than all earlier ones,
    wellington after a nap, blucher after a wellington."""
    made = [b for b in earlier if b is not None]
    floor = max((_BIDS.index(b) for b in made), default=-1)
    out: list[str | None] = [None]
    for bid in _existing(rules):
        if _BIDS.index(bid) <= floor:
            continue
        if bid == "wellington" and "nap" not in made:
            continue
        if bid == "blucher" and "wellington" not in made:
            continue
        out.append(bid)
    return out


def _led_suit(state: Any, trick: Sequence[int]) -> int:
    """NAP-PLAY-2, NAP-JOKER-4..8: the suit of the first card, or the suit the joker
    named, or (joker led to tricks 2-5 of a trump contract) the trump suit."""
    first = trick[0]
    if first != JOKER:
        return _suit(first)
    if state.joker_suit is not None:
        return int(state.joker_suit.value)
    assert state.trump is not None, "a joker led without a suit leads trumps"
    return int(state.trump.value)


def _number(suit: Suit | None) -> int | None:
    """A suit's number (0 C .. 3 S), or ``None``."""
    return None if suit is None else suit.value


def _trick_winner(trump: int | None, led: int, cards: Sequence[int]) -> int:
    """NAP-PLAY-5: the joker, else the highest trump, else the highest of the led suit."""
    if JOKER in cards:
        return cards.index(JOKER)
    trumps = [i for i, c in enumerate(cards) if trump is not None and _suit(c) == trump]
    candidates = trumps or [i for i, c in enumerate(cards) if _suit(c) == led]
    return max(candidates, key=lambda i: _rank(cards[i]))


class NapAdapter(TrickAdapter):
    """Nap, every preset (the Nap rules (``src/tricktake/rulebook/nap.rst``))."""

    name = "nap"
    checks = CHECKS

    @adapters.per_rules
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """NAP-COMP-2/3 in the order of NAP-DEAL-4: suits C D H S, ranks ascending, JK last."""
        ranks = _RANKS[_RANKS.index(_LOWEST[rules.deck_size]) :]
        cards = [parse_card(r + s) for s in _SUITS for r in ranks]
        if rules.joker:
            cards.append(parse_card("JK"))
        return tuple(cards)

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """NAP-COMP-6: ``hand[s]``, ``trick`` (in play order), ``won[s]`` and ``undealt``
        (every card no deal has placed between deals)."""
        n = state.rules.players
        pack = self.pack(state.rules)
        hands = {f"hand[{s}]": state.hand(s) for s in range(n)}
        won = {f"won[{s}]": adapters.won_cards(state.tricks, s) for s in range(n)}
        piles = adapters.pack_piles(pack, hands | won, {"trick": state.trick})
        if state.phase.value in ("bidding", "play"):
            undealt = set(state.undealt)
            expected = tuple(c for c in pack if c in undealt)
            assert piles["undealt"] == expected, "NAP-INV-2: undealt unchanged"
        return piles

    # ------------------------------------------------------------------ legality
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """Every play of the deck (the joker with and without each suit) where a card is
        due, every bid and ``pass`` where a bid is due, a sample of each elsewhere; at a
        deal the sampled deal, a rearrangement of it and broken deals."""
        nap = _nap()
        rules = state.rules
        pack = self.pack(rules)
        plays = [nap.Play(c) for c in pack]
        plays += [nap.Play(JOKER, s) for s in Suit] + [nap.Play(JOKER)]
        bids = [nap.Bid(None)] + [nap.Bid(nap.Contract(b)) for b in _BIDS]
        phase = state.phase.value
        out: list[Probe] = []
        out += [(p, None) for p in (plays if phase == "play" else rng.sample(plays, 3))]
        out += [(b, None) for b in (bids if phase == "bidding" else rng.sample(bids, 2))]
        *hands, undealt = adapters.dealt_at_random(pack, [5] * rules.players, rng)
        elsewhere = (nap.Deal(tuple(hands), undealt), False)
        broken = functools.partial(_broken_deals, pack=pack, rng=rng)
        return out + adapters.deal_probes(game, state, rng, broken, elsewhere)

    def follow_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """NAP-PLAY-4, NAP-JOKER-3..9 (NAP-INV-5): the cards of the led suit if the seat
        holds any (the joker counting as a trump only in a trump contract with
        ``joker_follows_trumps``), else every card; on the lead every card, the joker in
        the forms that NAP-JOKER-4..9 give."""
        nap = _nap()
        if state.phase.value != "play":
            return None
        rules = state.rules
        hand = list(state.hand(state.actor))
        plain = [c for c in hand if c != JOKER]
        trumps_contract = state.contract.value != "misere"
        follows_trumps = trumps_contract and rules.joker_follows_trumps
        trick = list(state.trick)
        if not trick:
            out = {nap.Play(c) for c in plain}
            if JOKER in hand:
                held = {_suit(c) for c in plain}
                first_trick = not state.tricks
                if follows_trumps and first_trick:  # NAP-JOKER-4
                    out |= {nap.Play(JOKER, s) for s in Suit}
                elif follows_trumps:  # NAP-JOKER-5
                    out.add(nap.Play(JOKER))
                else:  # NAP-JOKER-6/8/9
                    out |= {nap.Play(JOKER, s) for s in Suit if s.value not in held}
            return frozenset(out)
        led = _led_suit(state, trick)

        def follows(card: int) -> bool:
            if card == JOKER:  # NAP-JOKER-3: a trump card; NAP-JOKER-6/7: no suit
                return bool(follows_trumps and led == _number(state.trump))
            return _suit(card) == led

        following = [c for c in hand if follows(c)]
        return frozenset(nap.Play(c) for c in (following or hand))

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """NAP-BID-1..12 in bidding (replayed from the bids so far), NAP-INV-5 in play."""
        nap = _nap()
        if state.phase.value == "bidding":
            rules = state.rules
            bids = [(s, _name(c)) for s, c in state.bids]
            n = rules.players
            expected_seat = (state.dealer + 1 + len(bids)) % n  # NAP-BID-1
            assert state.actor == expected_seat, f"seat {state.actor} bids, not {expected_seat}"
            names = _legal_bids(rules, [b for _, b in bids])
            return frozenset(nap.Bid(None if b is None else nap.Contract(b)) for b in names)
        return self.follow_oracle(game, state)

    # ------------------------------------------------------------------- scores
    def deal_scored(self, before: Any, after: Any) -> bool:
        return len(after.results) > len(before.results)

    # -------------------------------------------------------------------- views
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """NAP-OBS-2: every other seat's hand, and the undealt cards (as hand ``n``)."""
        if state.phase.value not in ("bidding", "play"):
            return {}
        n = state.rules.players
        out = {s: frozenset(state.hand(s)) for s in range(n) if s != seat and state.hand(s)}
        if state.undealt:
            out[n] = frozenset(state.undealt)
        return out

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Two cards of one suit, no joker: every follow duty stays the same."""
        return JOKER not in (first, second) and _suit(first) == _suit(second)

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """NAP-OBS-1..3: the viewer's own hand exactly (none in the public view), every
        seat's hand size, the undealt size only, the public state, the viewer's events."""
        where = adapters.view_where(game, state, seat, view)
        if seat is None:
            assert view.hand == () and data["hand"] == [], f"{where}: a hand in public"
        else:
            assert view.hand == tuple(state.hand(seat)), f"{where}: own hand"
            assert data["hand"] == [_text(c) for c in state.hand(seat)], where
        n = state.rules.players
        assert view.hand_sizes == tuple(len(state.hand(s)) for s in range(n)), where
        assert view.balances == tuple(game.scores(state)), where
        assert view.contract == state.contract and view.declarer == state.declarer, where
        assert view.trump == state.trump, where
        played = [c for t in state.tricks for c in t.cards] + list(state.trick)
        assert [p.card for p in view.played] == played, f"{where}: NAP-OBS-3 played cards"
        if state.phase.value in ("bidding", "play"):
            assert view.undealt_size == len(state.undealt), where
        legal = tuple(game.legal_actions(state)) if seat == game.to_move(state) else ()
        assert view.legal == legal, f"{where}: legal"

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """Everything but past deals' results (their played cards are public)."""
        return {k: v for k, v in data.items() if k != "results"}


def _broken_deals(deal: Any, pack: Sequence[Card], rng: random.Random) -> list[Probe]:
    """NAP-DEAL-5: a valid rearrangement of ``deal`` and deals that break it."""
    edit = adapters.DealEdit.draw(deal, rng)
    out = edit.broken()
    a, hand, bx = edit.a, edit.piles[edit.a], 1 << edit.x
    if deal.undealt:  # a hand card exchanged with an undealt one: still a deal
        bz = 1 << rng.choice(cards_of(deal.undealt))
        out.append((edit.with_piles((a, hand ^ bx | bz), undealt=deal.undealt ^ bz | bx), True))
        out.append((edit.with_piles(undealt=deal.undealt ^ bz), False))  # a card missing
        out.append((edit.with_piles((a, hand | bz), undealt=deal.undealt ^ bz), False))
    else:
        out.append((edit.with_piles((a, hand ^ bx), undealt=bx), False))
    return out + edit.foreign(pack, rng)


# --- info ---------------------------------------------------------------------------------


@CHECKS.info.rule("NAP-COMP-1 seats")
def _info_seats(game: AnyGame, rules: Any) -> None:
    assert game.info(rules).seats == rules.players


@CHECKS.info.rule("NAP-INV-10 actions of a deal")
def _info_deal_actions(game: AnyGame, rules: Any) -> None:
    """NAP-INV-10: a chance action, at most n bidding actions and 5n plays."""
    n = rules.players
    assert game.info(rules).max_deal_actions == 1 + n + 5 * n


@CHECKS.info.rule("NAP-END-1 deals of a game")
def _info_deals(game: AnyGame, rules: Any) -> None:
    expected = rules.players if rules.num_deals is None else rules.num_deals
    assert game.info(rules).max_deals == expected


@CHECKS.info.rule("NAP-SCORE-6 balances sum to 0")
def _info_score_sum(game: AnyGame, rules: Any) -> None:
    assert game.info(rules).score_sum == 0


# --- states -------------------------------------------------------------------------------


def _deck_size(rules: Any) -> int:
    return int(rules.deck_size) + (1 if rules.joker else 0)


@CHECKS.state.rule("NAP-INV-1/2 conservation by phase")
def _inv_conservation(game: AnyGame, state: Any) -> None:
    """NAP-INV-1/2: hands, trick, won piles and undealt hold the deck once; in bidding
    5 cards a hand and D - 5n undealt."""
    rules = state.rules
    n = rules.players
    phase = state.phase.value
    if phase not in ("bidding", "play"):
        assert all(not state.hand(s) for s in range(n)) and not state.tricks, phase
        return
    assert len(state.undealt) == _deck_size(rules) - 5 * n, "undealt size"
    cards = list(state.undealt) + list(state.trick)
    for s in range(n):
        cards += state.hand(s)
    cards += [c for t in state.tricks for c in t.cards]
    assert sorted(cards) == sorted(NapAdapter().pack(rules)), "conservation"
    if phase == "bidding":
        assert all(len(state.hand(s)) == 5 for s in range(n))


@CHECKS.state.rule("NAP-INV-3 hand sizes in play")
def _inv_hand_sizes(game: AnyGame, state: Any) -> None:
    """NAP-INV-3: ``5 - c - p`` cards in play."""
    if state.phase.value != "play":
        return
    c = len(state.tricks)
    played = set(state.order[: len(state.trick)])
    for s in range(state.rules.players):
        assert len(state.hand(s)) == 5 - c - (s in played), f"seat {s}"


@CHECKS.state.rule("NAP-INV-9 dealer rotation")
def _inv_dealer(game: AnyGame, state: Any) -> None:
    """NAP-INV-9: the dealer of deal k is ``first_dealer + k - 1`` (mod n)."""
    n = state.rules.players
    adapters.check_dealers(state)
    if state.phase.value != "over":
        assert state.dealer == (state.first_dealer + len(state.results)) % n
        assert state.deal_number == len(state.results)


@CHECKS.state.rule("NAP-FLOW-3 actor")
def _flow_actor(game: AnyGame, state: Any) -> None:
    """NAP-FLOW-3."""
    phase = state.phase.value
    actor = adapters.check_actor(game, state, dealing=phase == "dealing", over=phase == "over")
    if phase == "play":
        assert actor == state.order[len(state.trick)]
        leader = state.tricks[-1].winner if state.tricks else state.declarer
        assert state.order[0] == leader, "NAP-FLOW-4, NAP-PLAY-6: who leads"


@CHECKS.state.rule("NAP-SCORE-6 zero-sum in every state")
def _zero_sum(game: AnyGame, state: Any) -> None:
    assert sum(game.scores(state)) == 0, game.scores(state)


@CHECKS.state.rule("NAP-PLAY-5/6 completed tricks")
def _tricks_so_far(game: AnyGame, state: Any) -> None:
    """NAP-PLAY-1/5/6: each completed trick has n cards in clockwise order from its
    leader, its winner by NAP-PLAY-5 (NAP-JOKER-1) leads the next."""
    if state.phase.value != "play":
        return
    n = state.rules.players
    for i, trick in enumerate(state.tricks):
        assert list(trick.hands) == [(trick.hands[0] + k) % n for k in range(n)]
        led = _led_suit(state, trick.cards)
        assert trick.winner == trick.hands[_trick_winner(_number(state.trump), led, trick.cards)], i


# --- deals --------------------------------------------------------------------------------


@CHECKS.deal.rule("NAP-INV-6 bidding")
def _inv_bidding(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-INV-6, NAP-BID-1: each seat bids once from the dealer's left; bids strictly
    increase; wellington after nap, blucher after wellington, only existing bids."""
    result = after.results[-1]
    n = after.rules.players
    seats = [s for s, _ in result.bids]
    assert seats == [(result.dealer + 1 + i) % n for i in range(n)], seats
    made = [_name(c) for _, c in result.bids if c is not None]
    for i, bid in enumerate(made):
        assert bid in _existing(after.rules), bid
        assert i == 0 or _BIDS.index(bid) > _BIDS.index(made[i - 1]), made
        if bid == "wellington":
            assert "nap" in made[:i]
        if bid == "blucher":
            assert "wellington" in made[:i]


@CHECKS.deal.rule("NAP-BID-9/10 declarer and throw-in")
def _declarer(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-BID-9/10, NAP-SCORE-5: the strongest bidder declares; all passed: thrown in,
    no chips, no trick."""
    result = after.results[-1]
    made = [(s, _name(c)) for s, c in result.bids if c is not None]
    if not made:
        assert result.declarer is None and result.contract is None
        assert not any(result.chips) and not result.tricks
        assert "thrown-in" in adapters.event_texts(game, after)
        return
    seat, bid = made[-1]  # bids strictly increase (NAP-INV-6)
    assert (result.declarer, _name(result.contract)) == (seat, bid)


@CHECKS.deal.rule("NAP-INV-4 trick counts")
def _inv_trick_counts(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-INV-4: five tricks of n cards whose counts sum to 5."""
    result = after.results[-1]
    if result.contract is None:
        return
    n = after.rules.players
    assert len(result.tricks) == 5 and all(len(t.cards) == n for t in result.tricks)
    assert sum(result.tricks_won) == 5
    for s in range(n):
        assert result.tricks_won[s] == sum(t.winner == s for t in result.tricks)


@CHECKS.deal.rule("NAP-INV-7 trump and trick winners")
def _inv_trump(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-INV-7, NAP-PLAY-3/5: trumps are the suit of trick 1's first card (or the
    suit the joker named); misère has none; every trick is won by NAP-PLAY-5."""
    result = after.results[-1]
    if result.contract is None:
        return
    first = result.tricks[0].cards[0]
    if _name(result.contract) == "misere":
        assert result.trump is None
    elif first == JOKER:
        assert result.trump == before.joker_suit
    else:
        assert _number(result.trump) == _suit(first)
    assert result.joker_suit == before.joker_suit, "the result keeps the named suit"
    for trick in result.tricks:
        if trick.cards[0] == JOKER:
            named = before.joker_suit if before.joker_suit is not None else result.trump
            led = _number(named)
        else:
            led = _suit(trick.cards[0])
        assert led is not None, "a joker led names a suit, or leads trumps"
        assert trick.winner == trick.hands[_trick_winner(_number(result.trump), led, trick.cards)]


@CHECKS.deal.rule("NAP-SCORE-1 made or failed")
def _score_made(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-SCORE-1, NAP-BID-11; the ``result`` event of NAP-LOG-1."""
    result = after.results[-1]
    if result.contract is None:
        return
    bid = _name(result.contract)
    assert bid is not None
    took = result.tricks_won[result.declarer]
    expected = contract_made(bid, took)
    assert result.made == expected
    fate = "made" if expected else "failed"
    assert f"result {result.declarer} {bid} {fate} {took}" in adapters.event_texts(game, after)


@CHECKS.deal.rule("NAP-INV-8 settlement by the table")
def _inv_settlement(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-INV-8, NAP-SCORE-2..4: the declarer ``±a(n-1)``, each opponent ``∓a``, ``a``
    from the active table; the balances change by exactly that; the ``chips`` event."""
    result = after.results[-1]
    n = after.rules.players
    if result.contract is None:
        expected = (0,) * n
    else:
        bid = _name(result.contract) or ""
        took = result.tricks_won[result.declarer]
        expected = settle(_variant(after.rules), result.declarer, bid, took)
        chips = " ".join(f"{s}={d:+d}" if d else f"{s}=0" for s, d in enumerate(expected))
        assert f"chips {chips}" in adapters.event_texts(game, after)
    assert tuple(result.chips) == expected and sum(expected) == 0
    moved = tuple(x - y for x, y in zip(game.scores(after), game.scores(before), strict=True))
    assert moved == expected, (moved, expected)


@CHECKS.deal.rule("NAP-DEAL-1 next dealer")
def _next_dealer(game: AnyGame, before: Any, after: Any) -> None:
    """NAP-DEAL-1, NAP-END-2: the next dealer is the one on the left, unless the game
    is over after ``num_deals`` deals."""
    rules = after.rules
    deals = rules.players if rules.num_deals is None else rules.num_deals
    if len(after.results) == deals:
        assert game.is_over(after) and game.to_move(after) is None
    else:
        assert game.to_move(after) is tricktake.CHANCE
        assert after.dealer == (before.dealer + 1) % rules.players


# --- games --------------------------------------------------------------------------------


@CHECKS.game.rule("NAP-END-1/2 number of deals")
def _end_deals(game: AnyGame, states: Sequence[Any]) -> None:
    final = states[-1]
    rules = final.rules
    deals = rules.players if rules.num_deals is None else rules.num_deals
    if game.is_over(final):
        assert len(final.results) == deals


@CHECKS.game.rule("NAP-END-3 winners")
def _end_winners(game: AnyGame, states: Sequence[Any]) -> None:
    """NAP-END-3: every seat with the highest balance; the ``end`` event lists them."""
    adapters.check_top_winners(game, states[-1], game.scores(states[-1]))


@CHECKS.game.rule("NAP-SCORE-6 balances are the sum of the settlements")
def _balances_sum(game: AnyGame, states: Sequence[Any]) -> None:
    final = states[-1]
    n = final.rules.players
    totals = [sum(r.chips[s] for r in final.results) for s in range(n)]
    assert tuple(totals) == tuple(game.scores(final))
