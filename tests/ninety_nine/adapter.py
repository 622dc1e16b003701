"""Ninety-Nine's own oracles for the invariant suite (the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``)).

Everything here reads the rules document and the documented attributes of Ninety-Nine
states, never the engine's tables: its pack and piles (N99-COMP-1..10, which
``game.info`` and ``game.piles`` must agree with), the bounds of ``game.info``, the
per-state invariants and score identities of §8, the legal actions (the follow rule,
bids, the premium auction), and what each seat may see. The rules themselves (bid
values and success, the trick winner in every mode, deal points, the next deal's mode,
winners and final scores) are the reference's (``tests/ninety_nine/reference.py``,
written from the rules document), asked through :func:`reference_variant`. The generic
properties that the public API answers by itself live in ``tests/properties/``.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import tricktake
from tests.ninety_nine import reference
from tests.ninety_nine.reference import Variant
from tests.properties import adapters
from tests.properties.adapters import AnyGame, Probe, TrickAdapter
from tricktake.cards import JOKER, Card, card_text, cards_of, mask_of, parse_card
from tricktake.units import Seat

__all__ = ["NinetyNineAdapter", "bid_value", "reference_variant"]

CHECKS = adapters.Checks()
"""Ninety-Nine's rule checks, each entered where it is written below."""

_JK = "JK"
# N99-COMP-1..4, N99-COMP-6: the ranks of each pack, high to low
_RANKS = {
    24: reference.RANKS_24,
    36: reference.RANKS_36,
    52: reference.RANKS_52,
    60: reference.RANKS_60,
}
_KIND_RANK = {"declare": 1, "open": 2, "reveal": 3}  # N99-PREM-1


@functools.cache
def reference_variant(rules: Any) -> Variant:
    """The reference's reading of the engine's ``rules``: the options of §7.1 under the
    reference's names (``tests/properties/test_ninety_nine.py`` checks that every
    preset reads as the reference's own). Read once per rules (frozen values): the
    checks ask for it at every state they visit."""
    kinds = {kind.value for kind in rules.premium_kinds}
    return Variant(
        players=rules.players,
        ranks=_RANKS[rules.pack],
        bid_bonus=tuple(rules.bid_bonus),
        premium_rank={kind: rank for kind, rank in _KIND_RANK.items() if kind in kinds},
        target=rules.target,
        premium_bonus={
            "declare": rules.declare_bonus,
            "open": rules.open_bonus,
            "reveal": rules.reveal_bonus,
        },
        multiple=rules.multiple_premiums,
        minus=rules.premium_failure.value == "minus",
        free=rules.premium_auction.value == "free",
        joker=rules.joker,
        trump_rule=rules.trump_rule.value,
        deals=rules.deals_per_game if rules.game_end.value == "deals" else None,
        game_bonus=rules.game_bonus.value,
        adjust=rules.final_adjustment,
        dealer_first=rules.premium_first.value == "dealer",
        upgrade=rules.declarer_upgrade,
        nines=rules.nine_trumps,
        bid_cards=rules.bid_cards,
        turned_nine_no_trump=rules.turned_nine_no_trump,
        dummy=rules.dummy,
        revealer_chooses_leader=rules.revealer_chooses_leader,
        reveal_hand_after_first_lead=rules.reveal_hand_after_first_lead,
        unbidden=rules.unbidden,
        snap_first_played=rules.snap_tiebreak.value == "first_played",
        rubber_games=rules.rubber_games,
        game_bonus_table=tuple(rules.game_bonus_table),
        first_deal_diamonds=rules.first_deal_mode.value == "D",
        rubber_wins=rules.rubber_wins,
    )


def _one_game(rules: Any) -> bool:
    """Whether a match is a single game (no rubber, N99-GAME-9; no ``rubber_wins``,
    N99-BGA-15)."""
    return bool(rules.rubber_games == 1 and not rules.rubber_wins)


def _last_result(state: Any) -> Any:
    """The last completed deal: of this game, or once the next game of the match has
    begun, of the previous game."""
    return state.results[-1] if state.results else state.previous_game[-1]


def _text(card: int) -> str:
    return card_text(Card(card))


def _suit(card: int) -> str:
    text = _text(card)
    assert text != _JK, "the joker has no suit of its own"
    return text[-1]


def _rank(card: int) -> str:
    return _text(card)[:-1]


def _cards(mask: int) -> frozenset[Card]:
    return frozenset(cards_of(mask))


def _n99() -> Any:
    """The Ninety-Nine package (imported lazily, so that collection never fails)."""
    from tricktake import ninety_nine

    return ninety_nine


def _turnup(state: Any) -> tuple[Card, ...]:
    """The turn-up pile (N99-COMP-9). ``revised`` has none; presets with one need the
    state to name it."""
    if state.rules.turnup_size == 0:
        return ()
    turnup = getattr(state, "turnup", None)
    assert turnup is not None, "presets with a turn-up need a State.turnup attribute"
    if isinstance(turnup, int):
        return tuple(sorted(cards_of(turnup)))
    return tuple(turnup)


def _identity(state: Any, card: int) -> int:
    """N99-CARD-1: the joker stands for the turn-up card."""
    if card == JOKER:
        turnup = _turnup(state)
        if len(turnup) == 1 and turnup[0] != JOKER:
            return turnup[0]
    return card


def _mode(state: Any) -> str | None:
    """The deal's mode as the reference names it: a suit letter, ``N`` (nines), ``None``
    (no trump, or none yet) or the mode's name."""
    if state.mode is None:
        return None
    mode = str(state.mode.value)
    return {"NT": None, "nines": "N"}.get(mode, mode)


def _play_suit(state: Any, card: int) -> str:
    """N99-CARD-3: the identity suit, or ``N`` for a nine in a nines deal."""
    return reference.play_suit(_text(_identity(state, card)), _mode(state))


def bid_value(cards: Iterable[int], state: Any) -> int:
    """N99-BID-4: the sum of the identity suits' values of the bid cards."""
    return reference.bid_value(_text(_identity(state, c)) for c in cards)


def _values(state: Any, result: Any) -> list[int]:
    """The N99-BID-4 value of each hand's bid in a deal result (``state`` is a state of
    the deal: it knows the turn-up a joker stands for)."""
    return [bid_value(cards_of(bid), state) for bid in result.bids]


def _numbers(result: Any) -> dict[int, int]:
    """N99-UNB-6: the numbers the holders of a deal result announced, by seat."""
    return {h.seat: h.number for h in result.holders if h.number is not None}


def _succeeded(state: Any, result: Any, *, values: Sequence[int] | None = None) -> tuple[bool, ...]:
    """N99-BID-6 and N99-UNB-6, recomputed from a deal result's bids and tricks.

    ``state`` is a state of the deal (it knows the turn-up a joker stands for); a state
    after the deal passes the result's own ``values`` instead (checked by N99-INV-8)."""
    variant = reference_variant(state.rules)
    values = _values(state, result) if values is None else values
    numbers = _numbers(result)
    return tuple(
        reference.succeeded(value, won, variant, numbers.get(x))
        for x, (value, won) in enumerate(zip(values, result.tricks_won, strict=True))
    )


def _trick_winner(state: Any, cards: Sequence[int], hands: Sequence[int]) -> int:
    """N99-WIN-1..7: the winning hand of a trick in the deal's mode (N99-CARD-4: of two
    nines in a nines deal, by suit C > H > S > D)."""
    identities = [_text(_identity(state, card)) for card in cards]
    snaps = [bool(state.snaps >> card & 1) for card in cards]
    first = state.rules.snap_tiebreak.value == "first_played"
    return hands[reference.trick_winner(identities, _mode(state), snaps, first)]


class NinetyNineAdapter(TrickAdapter):
    """Ninety-Nine, every preset (the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``))."""

    name = "ninety-nine"
    checks = CHECKS

    # ------------------------------------------------------- facts, conservation
    @adapters.per_rules
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """N99-COMP-1..5 in the canonical order of N99-DEAL-8: suits C H S D, ranks high
        to low (N99-COMP-6), ``JK`` last."""
        return tuple(parse_card(card) for card in reference_variant(rules).pack)

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """N99-COMP-9: ``hand[s]`` and ``bid[s]`` of each live seat, ``dummy_hand`` and
        ``dummy_bid`` with a dummy, ``turnup``, ``trick`` in play order, ``taken[x]`` (the
        cards of the completed tricks that hand ``x`` won) and ``undealt`` (the cards no
        deal has placed: all of them before a deal, N99-INV-1); all but ``trick`` in the
        canonical order of N99-DEAL-8."""
        rules = state.rules
        piles: dict[str, Iterable[Card]] = {}
        for x in range(rules.hands):
            live = x < rules.players
            piles[f"hand[{x}]" if live else "dummy_hand"] = state.hand(x)
            piles[f"bid[{x}]" if live else "dummy_bid"] = state.bid_cards(x)
            piles[f"taken[{x}]"] = adapters.won_cards(state.tricks, x)
        piles["turnup"] = _turnup(state)
        return adapters.pack_piles(self.pack(rules), piles, {"trick": state.trick})

    # ------------------------------------------------------------------ legality
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """At PLAY every ``play X`` and ``play X snap`` of the pack (and the joker code);
        at BID legal bids, bids with a card not held and of the wrong size; every call
        kind, with and without a number; at DEAL the sampled deal, a valid rearrangement
        of it and broken deals. Every phase also gets a few actions of the other phases."""
        n99 = _n99()
        rules = state.rules
        phase = state.phase
        pack = self.pack(rules)
        codes = sorted({*pack, JOKER})
        out: list[Probe] = []
        # plays: all of them where a card is due, a sample elsewhere
        sample = codes if phase is n99.Phase.PLAY else rng.sample(codes, 3)
        for card in sample:
            out += [(n99.Play(Card(card)), None), (n99.Play(Card(card), snap=True), None)]
        # bids
        b = rules.bid_cards
        if phase is n99.Phase.BID:
            held = list(state.hand(state.actor))
            others = [c for c in pack if c not in held]
            for _ in range(3):
                out.append((n99.Bid(mask_of(rng.sample(held, b))), True))
            out.append((n99.Bid(mask_of(rng.sample(held, b - 1) + rng.sample(others, 1))), False))
            out.append((n99.Bid(mask_of(rng.sample(held, b - 1))), False))
            out.append((n99.Bid(mask_of(rng.sample(held, b + 1))), False))
            out.append((n99.Bid(0), False))
        else:
            out.append((n99.Bid(mask_of(rng.sample(pack, b))), None))
        # calls: every kind, numbered or not
        out.append((n99.Call(None), None))
        for kind in n99.rules.PremiumKind:
            for number in (None, 0, rules.tricks // 2, rules.tricks, rules.tricks + 1):
                out.append((n99.Call(kind, number), None))
        # deals
        piles = adapters.dealt_at_random(pack, [rules.hand_size] * rules.hands, rng)
        elsewhere = (n99.Deal(tuple(piles[: rules.players]), piles[-1]), None)
        broken = functools.partial(_n99_broken_deals, rules=rules, pack=pack, rng=rng)
        return out + adapters.deal_probes(game, state, rng, broken, elsewhere)

    def follow_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """N99-INV-4 (N99-PLAY-5..7): the acting hand's cards of the led play suit if it
        holds any, else all its cards; all of them on the lead; ``snap`` only in Snap
        deals, off the lead, on a card of the led card's identity rank."""
        n99 = _n99()
        if state.phase is not n99.Phase.PLAY:
            return None
        trick = state.trick
        hand = state.hand(state.order[len(trick)])
        allowed = list(hand)
        if trick:
            led = _play_suit(state, trick[0])
            allowed = [c for c in hand if _play_suit(state, c) == led] or allowed
        plays = {n99.Play(c) for c in allowed}
        if trick and state.mode.value == "snap":
            led_rank = _rank(_identity(state, trick[0]))
            plays |= {
                n99.Play(c, snap=True) for c in allowed if _rank(_identity(state, c)) == led_rank
            }
        return frozenset(plays)

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """N99-INV-4 at PLAY; N99-BID-2 at BID (every set of ``b`` cards of the hand);
        N99-PREM-5..14 at PREMIUM (replayed from the calls made so far)."""
        n99 = _n99()
        phase = state.phase
        if phase is n99.Phase.PLAY:
            return self.follow_oracle(game, state)
        if phase is n99.Phase.BID:
            hand: Sequence[Card] = state.hand(state.actor)
            size: int = state.rules.bid_cards
            return frozenset(
                n99.Bid(mask_of(cards)) for cards in itertools.combinations(hand, size)
            )
        if phase is n99.Phase.PREMIUM and not state.rules.unbidden:
            actor, calls, _ = _n99_auction(state)
            assert actor is not None, f"no call is due after {state.auction.calls}"
            assert game.to_move(state) == actor, (
                f"seat {actor} should call, not {game.to_move(state)}"
            )
            return frozenset(calls)
        return None

    # ------------------------------------------------------------------- scores
    def deal_scored(self, before: Any, after: Any) -> bool:
        # a deal that ends a game of a match is the previous game's last (N99-GAME-9)
        new_game = after.game_number != before.game_number
        return bool(new_game or (after.results != before.results and after.results))

    # -------------------------------------------------------------------- views
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """N99-VIEW-2..8: other hands and bid cards, but exposed holders' bid cards
        (N99-PREM-15), revealers' hands (N99-PREM-16, after the first card under
        ``reveal_hand_after_first_lead``), the dummy's hand from exposure on
        (N99-PREM-17); once play ends only failed hands' bid cards (N99-VIEW-8)."""
        n99 = _n99()
        rules = state.rules
        phase = state.phase
        out: dict[int, frozenset[Card]] = {}
        if phase in (n99.Phase.DEAL, n99.Phase.OVER):
            if not state.results and not state.previous_game:
                return out
            result = _last_result(state)
            succeeded = _succeeded(state, result, values=result.bid_values)
            holders = {holder.seat for holder in result.holders}
            for x in range(rules.hands):
                # N99-VIEW-6/8: the dummy's bid (hand n) is public whatever its result
                shown = succeeded[x] or rules.show_all_bids or x in holders or x >= rules.players
                if x != seat and not shown and result.bids[x]:
                    out[x] = _cards(result.bids[x])
            return out
        exposed = phase in (n99.Phase.PLAY, n99.Phase.LEAD)
        public_bid: set[int] = set()
        public_hand: set[int] = set()
        if exposed:
            started = bool(state.tricks or state.trick)
            for holder in state.holders:
                public_bid.add(holder.seat)
                if holder.kind.value in ("reveal", "open") and (
                    started or not rules.reveal_hand_after_first_lead
                ):
                    public_hand.add(holder.seat)
            if rules.dummy:
                public_hand.add(rules.players)
        for x in range(rules.hands):
            if x == seat:
                continue
            cards: set[Card] = set()
            if x not in public_hand:
                cards |= set(state.hand(x))
            if x not in public_bid:
                cards |= set(state.bid_cards(x))
            if cards:
                out[x] = frozenset(cards)
        return out

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Two cards of one suit, no joker, no nine where nines may be trumps: every
        bid value, follow-suit duty and trump stays the same."""
        if JOKER in (first, second) or state.trump_card in (first, second):
            return False  # (the drawn trump card is public and fixes the mode, N99-BGA-8)
        draw_mask = state.rest.tables.draw_mask
        if draw_mask and (draw_mask >> first & 1) != (draw_mask >> second & 1):
            # between deals the state no longer holds the last deal's drawn card, which
            # the exchange renames in that deal's action: both cards of the draw pack, or
            # neither, so that the card drawn stays one of the pack (N99-BGA-7)
            return False
        if state.rules.nine_trumps and "9" in (_rank(first), _rank(second)):
            return False
        rules = state.rules
        if (
            rules.trump_rule.value == "drawn_card"
            and rules.turned_nine_no_trump
            and "9" in (_rank(first), _rank(second))
        ):  # a deal whose drawn card was a nine was played without trumps (N99-BGA-7): that
            # mode is public after the deal too, when the state no longer holds the card
            return False
        return _suit(first) == _suit(second)

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """N99-VIEW-2, N99-VIEW-5, N99-INV-17: own hand and bid cards exactly, public
        hands and bid cards exactly, hidden ones as ``None``; hand sizes of every hand;
        the view's events are those ``game.events(state, seat)`` gives the seat."""
        n99 = _n99()
        rules = state.rules
        hidden = self.hidden(state, seat)
        in_deal = state.phase not in (n99.Phase.DEAL, n99.Phase.OVER)
        dealt = state.phase is not n99.Phase.DEAL
        where = adapters.view_where(game, state, seat, view)
        for x in range(rules.hands):
            held, bid = tuple(state.hand(x)), tuple(state.bid_cards(x))
            assert view.hand_sizes[x] == len(held), f"{where}: size of hand {x}"
            hand_public = x == seat or not (set(held) & hidden.get(x, frozenset()))
            bid_public = x == seat or not (set(bid) & hidden.get(x, frozenset()))
            if in_deal and x == seat:  # N99-VIEW-2: its own hand, exactly
                assert view.hands[x] == held, f"{where}: own hand {view.hands[x]} != {held}"
                assert data["hands"][x] == [_text(c) for c in held], where
            if held and not hand_public:
                assert view.hands[x] is None, f"{where}: hand {x} leaks"
                assert data["hands"][x] is None, f"{where}: hand {x} leaks in JSON"
            elif held:  # N99-VIEW-5: a revealer's hand, the dummy's hand
                assert view.hands[x] == held, f"{where}: public hand {x} not shown"
            if bid and not bid_public:
                assert view.bids[x] is None, f"{where}: bid cards of {x} leak"
                assert data["bids"][x] is None, f"{where}: bid cards of {x} leak in JSON"
            elif bid and dealt:
                assert view.bids[x] == bid, f"{where}: visible bid cards of {x} not shown"

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """Everything but past results; while waiting for a deal or over, the last
        result is the current deal's (of the previous game once the next has begun). The
        drawn trump card is left out: it is public, and may be in a hand as well
        (N99-BGA-8)."""
        n99 = _n99()
        skip = ("results", "previous_game", "trump_card", "history", "events")
        current: dict[str, Any] = {k: v for k, v in data.items() if k not in skip}
        if state.phase in (n99.Phase.DEAL, n99.Phase.OVER):
            last = data["results"] or data["previous_game"]
            if last:
                current["results"] = last[-1]
        drawn = state.trump_card
        mention = (
            () if drawn is None else (f"trumpcard={_text(drawn)}", f"trumpcard {_text(drawn)}")
        )
        current["history"] = [
            {**seen, "action": _without(seen["action"], mention)} for seen in data["history"]
        ]
        current["events"] = [_without(text, mention) for text in data["events"]]
        return current


def _without(text: str, mentions: Sequence[str]) -> str:
    """``text`` without the mentions of the drawn trump card."""
    for mention in mentions:
        text = text.replace(mention, "")
    return text


def _n99_broken_deals(
    deal: Any, rules: Any, pack: Sequence[Card], rng: random.Random
) -> list[Probe]:
    """N99-DEAL-10: a valid rearrangement of ``deal`` and deals that break it."""
    edit = adapters.DealEdit.draw(deal, rng)
    a, hand, bit_x = edit.a, edit.piles[edit.a], 1 << edit.x
    out = edit.broken()
    if rules.turnup_size == 0:  # a card turned up where the rules turn none up
        out.append((edit.with_piles((a, hand ^ bit_x), turnup=bit_x), False))
    else:  # the turn-up dealt into a hand instead
        turned = deal.turnup & -deal.turnup
        out.append((dataclasses.replace(deal, turnup=deal.turnup ^ turned), False))
    out += edit.foreign(pack, rng)  # a card from outside the pack
    if not rules.dummy:  # dummy piles where there is no dummy
        out.append((dataclasses.replace(deal, dummy=bit_x), False))
    return out


def _n99_auction(state: Any) -> tuple[int | None, list[Any], list[tuple[int, Any]]]:
    """N99-PREM-2..14 replayed from the calls made so far (``state.auction.calls``) and
    the options alone: the seat to call next (``None`` once no call is due), its legal
    calls, and the holders so far as ``(seat, kind)`` (N99-PREM-11, N99-PREM-14)."""
    n99 = _n99()
    rules = state.rules
    n = rules.players
    kinds = sorted(rules.premium_kinds, key=lambda kind: _KIND_RANK[kind.value])
    first = state.dealer if rules.premium_first.value == "dealer" else state.dealer + 1
    speakers = [(first + i) % n for i in range(n)]  # N99-PREM-2
    made = list(state.auction.calls)
    every = [n99.Call(None), *(n99.Call(kind) for kind in kinds)]
    if rules.multiple_premiums:  # N99-PREM-14: every caller holds
        holders = [(seat, call.kind) for seat, call in made if call.kind is not None]
        return (speakers[len(made)] if len(made) < n else None), every, holders
    if rules.premium_auction.value == "free":  # N99-PREM-12/13: the best offer, earliest
        offers = [(seat, call.kind) for seat, call in made if call.kind is not None]
        if len(made) < n:
            return speakers[len(made)], every, []
        best = max(
            offers, key=lambda o: (_KIND_RANK[o[1].value], -speakers.index(o[0])), default=None
        )
        return None, [], [] if best is None else [best]
    top = _KIND_RANK[kinds[-1].value]
    standing: tuple[int, Any] | None = None
    overcalled: list[int] = []
    main_over = False
    position = 0
    for seat, call in made:  # N99-PREM-5..8: the main round
        if main_over:
            break
        assert seat == speakers[position], f"calls {made}: seat {seat} out of turn"
        position += 1
        if call.kind is not None:
            if standing is not None:
                overcalled.append(standing[0])
            standing = (seat, call.kind)
            main_over = _KIND_RANK[call.kind.value] == top
        main_over = main_over or position == n
    if not main_over:
        rank = 0 if standing is None else _KIND_RANK[standing[1].value]
        above = [n99.Call(kind) for kind in kinds if _KIND_RANK[kind.value] > rank]
        return speakers[position], [n99.Call(None), *above], []
    upgrade = [s for s in speakers if s in overcalled] if rules.declarer_upgrade else []
    for seat, call in made[position:]:  # N99-PREM-9: pass or match, the first match holds
        assert upgrade and seat == upgrade[0], f"calls {made}: seat {seat} out of turn"
        upgrade.pop(0)
        if call.kind is not None:
            assert standing is not None and call.kind == standing[1], f"calls {made}"
            return None, [], [(seat, call.kind)]
    if upgrade:
        assert standing is not None
        return upgrade[0], [n99.Call(None), n99.Call(standing[1])], []
    return None, [], [] if standing is None else [standing]


# --- Ninety-Nine game facts (game.info) -----------------------------------------------


@CHECKS.info.rule("N99-COMP-10 seats")
def _n99_info_seats(game: AnyGame, rules: Any) -> None:
    """N99-COMP-10: the seats are the live players (a dummy is no seat)."""
    assert game.info(rules).seats == rules.players


@CHECKS.info.rule("N99-PHASE-7 actions of a deal")
def _n99_info_deal_actions(game: AnyGame, rules: Any) -> None:
    """N99-PHASE-7: a deal takes at most one deal, ``n`` bids, ``2n`` premium calls (the
    main round and the upgrade step), a ``trump`` and a ``lead`` action and ``h*T``
    plays; at least the deal, the bids and the plays (the property suite checks that no
    deal takes more than ``info.max_deal_actions``)."""
    n, plays = rules.players, rules.hands * rules.tricks
    bound = game.info(rules).max_deal_actions
    assert 1 + n + plays <= bound <= 1 + n + 2 * n + 1 + 1 + plays, bound


def _n99_may_run_forever(rules: Any) -> bool:
    """Only a target game with −B premiums can keep every total below the target
    (DESIGN "Termination": ``revised-5p``)."""
    return bool(rules.game_end.value == "target" and rules.premium_failure.value == "minus")


@CHECKS.info.rule("N99-GAME-2/3 deals of a game")
def _n99_info_deals(game: AnyGame, rules: Any) -> None:
    """N99-GAME-2/3, N99-GAME-9: a deals game has ``deals_per_game`` deals; in a target
    game without −B premiums each deal adds at least ``T`` points to the ``h`` totals
    (N99-INV-7, N99-INV-13), so after ``d`` deals some total is ``≥ ceil(T*d/h)``, and the
    game ends by the first ``d`` where that reaches the target; a rubber has
    ``rubber_games`` games. Only −B premiums may let a game run forever."""
    max_deals = game.info(rules).max_deals
    if _n99_may_run_forever(rules):
        assert max_deals is None, max_deals
        return
    if rules.game_end.value == "deals":
        per_game = rules.deals_per_game
    else:
        per_game = next(
            d for d in itertools.count(1) if -(-rules.tricks * d // rules.hands) >= rules.target
        )
    # N99-BGA-15: under rubber_wins = w, at most n(w - 1) + 1 games
    games = rules.players * (rules.rubber_wins - 1) + 1 if rules.rubber_wins else rules.rubber_games
    assert max_deals == per_game * games, (max_deals, per_game)


@CHECKS.info.rule("N99-GAME-8 no score sum")
def _n99_info_score_sum(game: AnyGame, rules: Any) -> None:
    """N99-GAME-5..8: final game scores obey no sum identity (only settlement nets do,
    N99-INV-19)."""
    assert game.info(rules).score_sum is None


@CHECKS.state.rule("N99-INV-1 piles before the deal")
def _n99_piles_before_deal(game: AnyGame, state: Any) -> None:
    """N99-INV-1: before the deal action of a deal every pile is empty, the whole pack
    is ``undealt``; after it nothing is."""
    piles = game.piles(state)
    if game.to_move(state) is tricktake.CHANCE:
        full = sorted(name for name, cards in piles.items() if cards and name != "undealt")
        assert not full, f"piles before the deal: {full}"
        assert len(piles["undealt"]) == len(game.info(state.rules).pack)
    else:
        assert piles["undealt"] == (), f"undealt after the deal: {piles['undealt']}"


# --- Ninety-Nine per-state checks --------------------------------------------------------


@CHECKS.state.rule("N99-INV-2/3 pile sizes by phase")
def _n99_pile_sizes(game: AnyGame, state: Any) -> None:
    """N99-INV-2 (N99-INV-3 in unbidden presets): pile sizes by phase."""
    n99 = _n99()
    rules = state.rules
    n, h, size, b, tricks = (
        rules.players,
        rules.hands,
        rules.hand_size,
        rules.bid_cards,
        rules.tricks,
    )
    phase = state.phase
    hand = [len(state.hand(x)) for x in range(h)]
    bid = [len(state.bid_cards(x)) for x in range(h)]
    t = len(state.tricks)
    trick = len(state.trick)
    where = f"phase {phase.value}: hands {hand}, bids {bid}, {t} tricks, trick of {trick}"
    assert len(_turnup(state)) == (0 if phase is n99.Phase.DEAL else rules.turnup_size), where
    if phase is n99.Phase.DEAL:
        assert hand == [0] * h and bid == [0] * h and t == trick == 0, where
        return
    if phase is n99.Phase.OVER:
        assert hand == [0] * h and bid == [b] * h and t == tricks and trick == 0, where
        return
    assert all(len(tr.cards) == h for tr in state.tricks), where
    assert trick <= h - 1, where  # N99-INV-2: |trick| <= h - 1 between actions
    if phase is n99.Phase.PLAY:
        played = set(state.order[:trick])
        full = size if rules.unbidden else size - b
        for x in range(h):
            assert hand[x] == full - t - (x in played), f"{where}: hand {x}"
        assert bid == [0 if rules.unbidden else b] * h, where
        return
    assert t == trick == 0, where
    if rules.unbidden or (
        rules.trump_rule.value == "premium_choice" and phase in (n99.Phase.PREMIUM, n99.Phase.TRUMP)
    ):
        assert hand == [size] * h and bid == [0] * h, where  # before BID
        return
    if phase is n99.Phase.BID:  # N99-BID-1: seats from the dealer's left have bid
        done = (state.actor - state.dealer - 1) % n
        for x in range(n):
            has_bid = (x - state.dealer - 1) % n < done
            assert (hand[x], bid[x]) == ((size - b, b) if has_bid else (size, 0)), (
                f"{where}: seat {x}"
            )
        for x in range(n, h):  # the dummy's piles come from the deal (N99-DEAL-4)
            assert (hand[x], bid[x]) == (size - b, b), where
        return
    assert hand == [size - b] * h and bid == [b] * h, where  # after BID


@CHECKS.state.rule("N99-INV-5/6 completed tricks")
def _n99_tricks(game: AnyGame, state: Any) -> None:
    """N99-INV-5: each completed trick has one card per hand and one winner, whose card
    is in it (by the oracle of N99-WIN-1/2/7 in trump, nines and no-trump deals); the
    winner leads the next trick (N99-PLAY-8, N99-DUMMY-5). N99-LEAD-1: trick 1 is led
    by the dealer's left."""
    n99 = _n99()
    rules = state.rules
    hands_in_order = [list(tr.hands) for tr in state.tricks]
    if state.phase is n99.Phase.PLAY:
        hands_in_order.append(list(state.order))
    for number, trick in enumerate(state.tricks):
        where = f"trick {number + 1} {[_text(c) for c in trick.cards]} by {trick.hands}"
        assert len(trick.cards) == rules.hands and sorted(trick.hands) == list(
            range(rules.hands)
        ), where
        assert trick.winner in trick.hands, where
        expected = _trick_winner(state, trick.cards, trick.hands)
        assert trick.winner == expected, f"{where}: won by {trick.winner}, expected {expected}"
        if number + 1 < len(hands_in_order):
            assert hands_in_order[number + 1][0] == trick.winner, f"{where}: next leader"
    if hands_in_order and not rules.revealer_chooses_leader:
        assert hands_in_order[0][0] == (state.dealer + 1) % rules.players, "N99-LEAD-1"
    if state.phase is n99.Phase.PLAY and not rules.dummy:
        assert list(state.order) == [
            (state.order[0] + i) % rules.players for i in range(rules.players)
        ]
    if rules.dummy:  # N99-INV-6, N99-DUMMY-3..5: the controller's order, or the dummy's
        orders = [t.hands for t in state.tricks] + ([state.order] if state.order else [])
        for order in orders:
            c = order[2] if order[0] == 2 else order[0]
            assert tuple(order) in ((c, 1 - c, 2), (2, 1 - c, c)), f"N99-INV-6: order {order}"


@CHECKS.state.rule("N99-INV-15 dealer and deal number")
def _n99_dealer(game: AnyGame, state: Any) -> None:
    """N99-INV-15, N99-DEAL-6: the dealer of deal ``i`` is ``first_dealer + i`` (mod n);
    ``deal_number`` counts the completed deals of the game."""
    n99 = _n99()
    n = state.rules.players
    if state.phase is n99.Phase.OVER:
        assert state.dealer == state.results[-1].dealer, "dealer once over: the last deal's"
    else:
        assert state.deal_number == len(state.results), "deal_number"
        assert state.dealer == (state.first_dealer + state.deal_number) % n, "dealer"
    adapters.check_dealers(state)


@CHECKS.state.rule("N99-PHASE-6 actor")
def _n99_actor(game: AnyGame, state: Any) -> None:
    """N99-PHASE-6: chance deals, the hand due plays (the dummy's controller for the
    dummy), the holder names the trump, the revealer the leader; nobody acts once over."""
    n99 = _n99()
    phase = state.phase
    over = phase is n99.Phase.OVER
    actor = adapters.check_actor(game, state, dealing=phase is n99.Phase.DEAL, over=over)
    if actor is not None:
        assert not game.is_over(state)
        if phase is n99.Phase.PLAY:  # N99-DUMMY-6: the controller plays the dummy's card
            due = state.order[len(state.trick)]
            order = state.order
            controller = order[2] if order[0] == 2 else order[0]
            assert actor == (controller if state.rules.dummy and due == 2 else due)
        if phase in (n99.Phase.TRUMP, n99.Phase.LEAD):  # N99-SPHX-2, N99-LEAD-2: the holder
            assert [
                h.seat
                for h in state.holders
                if h.kind.value != "declare" or phase is n99.Phase.TRUMP
            ][:1] == [actor]


@CHECKS.state.rule("N99-PREM-11/14 holders")
def _n99_holders(game: AnyGame, state: Any) -> None:
    """N99-PREM-11/13/14: once ``PREMIUM`` is over, the holders are those of the calls
    (the standing call, the first match of the upgrade step, every multiple caller)."""
    n99 = _n99()
    rules = state.rules
    if state.phase not in (n99.Phase.PLAY, n99.Phase.LEAD, n99.Phase.OVER) or rules.unbidden:
        return
    if not rules.premium_kinds:
        assert tuple(state.holders) == () and tuple(state.auction.calls) == ()
        return
    if rules.trump_rule.value == "premium_choice":
        return  # Sphinx calls come before the bids; not covered here
    actor, _, holders = _n99_auction(state)
    assert actor is None, f"seat {actor} has not called: {state.auction.calls}"
    got = [(holder.seat, holder.kind) for holder in state.holders]
    assert got == holders, f"holders {got}, expected {holders} from {state.auction.calls}"


# --- Ninety-Nine score identities ---------------------------------------------------------


def _scored(after: Any) -> Any:
    return _last_result(after)


def _k_bonus(rules: Any, k: int) -> int:
    return k * rules.bid_bonus[k - 1] if k else 0


@CHECKS.deal.rule("N99-INV-7 trick points sum to T")
def _n99_inv_7(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-7 (N99-SCORE-2): trick points sum to ``T``; the last card added one trick."""
    result = _scored(after)
    assert sum(result.tricks_won) == after.rules.tricks, result.tricks_won
    gained = [w - p for w, p in zip(result.tricks_won, before.tricks_won(), strict=True)]
    assert sorted(gained) == [0] * (after.rules.hands - 1) + [1], gained


@CHECKS.deal.rule("N99-INV-8 bid values and success sets")
def _n99_inv_8(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-8: bid values in ``[0, 3b]`` and success sets inside ``[0, T]``; the
    result's bids are the deal's bid cards and its values their N99-BID-4 values."""
    rules = after.rules
    result = _scored(after)
    if rules.unbidden:  # N99-UNB-5: the cards left after the last card are the bids
        last = result.tricks[-1]
        held = [before.hand_mask(x) for x in range(rules.hands)]
        held[last.hands[-1]] &= ~(1 << last.cards[-1])
        assert tuple(result.bids) == tuple(held), "the result's bids are the cards left"
    else:
        assert tuple(result.bids) == tuple(before.bids), "the result's bids are the deal's"
    for x in range(rules.hands):
        value = bid_value(cards_of(result.bids[x]), before)
        assert result.bid_values[x] == value, f"hand {x}: value {result.bid_values[x]} != {value}"
        assert 0 <= value <= 3 * rules.bid_cards
        success = reference.success_set(value, reference_variant(rules))
        assert success <= set(range(rules.tricks + 1)), (value, success)


@CHECKS.deal.rule("N99-BID-6/N99-SCORE-3 success and k")
def _n99_success(game: AnyGame, before: Any, after: Any) -> None:
    """N99-BID-6, N99-UNB-6, N99-SCORE-3: who succeeded, and ``k``; the holders are the
    deal's (N99-PREM-11)."""
    result = _scored(after)
    assert tuple(result.holders) == tuple(before.holders)
    assert tuple(result.succeeded) == _succeeded(before, result)
    assert result.successes == sum(_succeeded(before, result))
    assert result.dealer == before.dealer and result.mode == before.mode


def _n99_parts(before: Any, after: Any) -> tuple[Any, list[int], int, list[int], list[int]]:
    """A scored deal's result, its tricks, ``k``, and each hand's bid bonus and premium
    points (N99-SCORE-6..9): its deal points by the reference less tricks and bonus."""
    variant = reference_variant(after.rules)
    result = _scored(after)
    values = _values(before, result)
    succeeded = _succeeded(before, result, values=values)
    k = sum(succeeded)
    bonus = [variant.bid_bonus[k - 1] if ok else 0 for ok in succeeded]
    holders = [(holder.seat, str(holder.kind.value)) for holder in result.holders]
    points = reference.score_deal(
        values, result.tricks_won, None, None, variant, holders, _numbers(result)
    )
    premium = [p - t - b for p, t, b in zip(points, result.tricks_won, bonus, strict=True)]
    return result, list(result.tricks_won), k, bonus, premium


def _premium_total(rules: Any, holders: Sequence[Any], succeeded: Sequence[bool]) -> int:
    """N99-INV-10: ``Σ_ok B − Σ_failed B`` under ``minus``, ``Σ_ok B + Σ_failed B·(h − F)``
    under ``others``, with each holder's bonus ``B`` (N99-PREM-18)."""
    variant = reference_variant(rules)
    bonus = variant.premium_bonus
    made = sum(bonus[holder.kind.value] for holder in holders if succeeded[holder.seat])
    failed = [bonus[holder.kind.value] for holder in holders if not succeeded[holder.seat]]
    if variant.minus:
        return made - sum(failed)
    return made + sum(failed) * (variant.hand_count - len(failed))


@CHECKS.deal.rule("N99-INV-9 bid bonus total")
def _n99_inv_9(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-9: the bid bonus scored totals ``k * bid_bonus[k-1]``."""
    result, tricks, k, _, premium = _n99_parts(before, after)
    scored = sum(p - t - q for p, t, q in zip(result.points, tricks, premium, strict=True))
    assert scored == _k_bonus(after.rules, k), f"bid bonus {scored}, k={k}, points {result.points}"


@CHECKS.deal.rule("N99-INV-10 premium total")
def _n99_inv_10(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-10: premium points total ``Σ_ok B − Σ_failed B`` under ``minus``,
    ``Σ_ok B + Σ_failed B·(h − F)`` under ``others``."""
    result, tricks, _, bonus, _ = _n99_parts(before, after)
    expected = _premium_total(after.rules, result.holders, _succeeded(before, result))
    scored = sum(p - t - q for p, t, q in zip(result.points, tricks, bonus, strict=True))
    assert scored == expected, f"premium points {scored}, expected {expected}: {result}"


@CHECKS.deal.rule("N99-INV-11 deal points sum")
def _n99_inv_11(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-11: deal points sum to ``T + k·bid_bonus[k-1] +`` the N99-INV-10 total."""
    rules = after.rules
    result, _, k, _, _ = _n99_parts(before, after)
    premium = _premium_total(rules, result.holders, _succeeded(before, result))
    expected = rules.tricks + _k_bonus(rules, k) + premium
    assert sum(result.points) == expected, (
        f"{result.points} sum to {sum(result.points)}, not {expected}"
    )


@CHECKS.deal.rule("N99-SCORE-1 deal points by hand")
def _n99_score_1(game: AnyGame, before: Any, after: Any) -> None:
    """N99-SCORE-1, N99-SCORE-11: each hand's deal points are its tricks + bid bonus +
    premium points, and are added to its total."""
    result, tricks, _, bonus, premium = _n99_parts(before, after)
    expected = tuple(t + b + p for t, b, p in zip(tricks, bonus, premium, strict=True))
    assert tuple(result.points) == expected, f"points {result.points}, expected {expected}"
    totals = tuple(t + p for t, p in zip(before.totals, result.points, strict=True))
    ended = after.game_number != before.game_number  # the match's next game has begun
    reached = after.games[-1] if ended else after.totals
    assert tuple(reached) == totals, f"totals {reached}, expected {totals}"


@CHECKS.deal.rule("N99-INV-12 deal points in [0, 99]")
def _n99_inv_12(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-12: in 3-hand presets with ``T = 9`` and bonuses within bid 30, declare
    30, open 30, reveal 60, every deal point lies in ``[0, 99]``."""
    rules = after.rules
    if not (
        rules.hands == 3
        and rules.tricks == 9
        and max(rules.bid_bonus) <= 30
        and rules.declare_bonus <= 30
        and rules.open_bonus <= 30
        and rules.reveal_bonus <= 60
        and rules.premium_failure.value == "others"
    ):
        preset, overrides = game.preset_of(rules)
        assert preset not in reference.INV_12_PRESETS or overrides, (
            f"{preset} is listed by N99-INV-12"
        )
        return
    points = _scored(after).points
    assert all(0 <= p <= 99 for p in points), points


@CHECKS.deal.rule("N99-INV-13 no negative points without minus")
def _n99_inv_13(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-13, N99-SCORE-11: without ``minus`` every deal point is ≥ 0."""
    if after.rules.premium_failure.value != "minus":
        points = _scored(after).points
        assert all(p >= 0 for p in points), points


@CHECKS.deal.rule("N99-INV-14 next deal's mode")
def _n99_inv_14(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-14 (N99-TRUMP-2/3/7): under ``previous_success`` the next deal's mode is
    fixed by ``k`` alone; under ``naughty_nun`` deal ``d`` has the mode of row ``d``."""
    n99 = _n99()
    if after.phase is not n99.Phase.DEAL or not after.results:
        return  # the game is over, or a new game of a rubber begins
    variant = reference_variant(after.rules)
    k: int = _scored(after).successes
    if variant.trump_rule == "previous_success":  # N99-TRUMP-3: k >= 4 no trump
        expected = reference.NEXT_TRUMP.get(k)
    elif variant.trump_rule == "naughty_nun":
        expected = reference.NAUGHTY_NUN[len(after.results)]
    else:
        return
    if expected is None and variant.nines:  # N99-TRUMP-2: nines for no trump
        expected = "N"
    assert after.mode is not None and _mode(after) == expected, f"k={k}: mode {after.mode}"


@CHECKS.deal.rule("N99-INV-16 game end")
def _n99_inv_16(game: AnyGame, before: Any, after: Any) -> None:
    """N99-INV-16 (N99-GAME-2/3): a target game ends at the first deal after which some
    total is ≥ target; a deals game after exactly ``deals_per_game`` deals."""
    rules = after.rules
    if not _one_game(rules):
        return
    totals = after.totals
    if rules.game_end.value == "target":
        ends = max(totals) >= rules.target
    else:
        ends = len(after.results) == rules.deals_per_game
    assert game.is_over(after) == ends, f"totals {totals} after {len(after.results)} deals"


@CHECKS.game.rule("N99-INV-14 first deal at no trump")
def _n99_first_mode(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-TRUMP-3, N99-AMB-29: the first deal of every game of the match is at no trump
    (nines with ``nine_trumps``), or at diamonds under ``first_deal_mode = D``
    (N99-BGA-6, N99-BGA-20), unless the trump comes from elsewhere."""
    rules = states[0].rules
    if rules.trump_rule.value == "previous_success":
        expected = "nines" if rules.nine_trumps else "NT"
        if rules.first_deal_mode.value == "D":
            expected = "D"
        firsts = [s for s in states if s.phase.value == "deal" and s.deal_number == 0]
        assert firsts and all(s.mode is not None and s.mode.value == expected for s in firsts)


@CHECKS.game.rule("N99-INV-13 totals never decrease")
def _n99_totals_monotone(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-INV-13: without ``minus``, totals never decrease within a game."""
    rules = states[0].rules
    if rules.premium_failure.value == "minus" or not _one_game(rules):
        return
    for before, after in itertools.pairwise(states):
        assert all(a >= b for a, b in zip(after.totals, before.totals, strict=True)), (
            before.totals,
            after.totals,
        )


@CHECKS.game.rule("N99-INV-16 deals game length")
def _n99_deals_game(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-INV-16: a finished ``deals`` game has exactly ``deals_per_game`` deals."""
    final = states[-1]
    rules = final.rules
    if game.is_over(final) and rules.game_end.value == "deals" and _one_game(rules):
        assert len(final.results) == rules.deals_per_game


@CHECKS.game.rule("N99-GAME-4/5/7 winners and final scores")
def _n99_final_scores(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-GAME-4..7, N99-SCORE-13: winners are the highest totals; final scores are the
    totals plus the game bonus, adjusted (single-game presets without a dummy)."""
    final = states[-1]
    rules = final.rules
    if not game.is_over(final) or not _one_game(rules) or rules.dummy:
        return
    variant = reference_variant(rules)
    extras: Any = game  # winners and settlement are Ninety-Nine extras
    assert tuple(extras.winners(final)) == reference.game_winners(final.totals, variant)
    expected = reference.final_scores(final.totals, variant)[: rules.players]
    assert tuple(game.scores(final)) == expected, (game.scores(final), expected)


@CHECKS.game.rule("N99-GAME-2/3/4 outcome")
def _n99_outcome(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-GAME-2/3/4: a finished single game without a dummy is won by the seats with
    the highest total, before any game bonus (not the highest final score), and ended by
    its ``target`` (N99-GAME-2) or its number of ``deals`` (N99-GAME-3)."""
    final = states[-1]
    rules = final.rules
    outcome = game.outcome(final)
    if outcome is None or not _one_game(rules) or rules.dummy:
        return
    top = max(final.totals)
    assert outcome.winners == tuple(x for x, t in enumerate(final.totals) if t == top), (
        outcome,
        final.totals,
    )
    assert outcome.reason == rules.game_end.value, (outcome.reason, rules.game_end)


@CHECKS.game.rule("N99-INV-19 settlement nets sum to 0")
def _n99_inv_19(game: AnyGame, states: Sequence[Any]) -> None:
    """N99-INV-19, N99-GAME-8: settlement nets sum to 0; without a dummy each net is
    ``Σ_{t≠s} (F_s − F_t)``."""
    final = states[-1]
    if not game.is_over(final):
        return
    extras: Any = game  # winners and settlement are Ninety-Nine extras
    nets = tuple(extras.settlement(final))
    assert sum(nets) == 0, nets
    scores = game.scores(final)
    assert len(nets) == len(scores) == final.rules.players
    if final.rules.rubber_wins:  # N99-BGA-15: the scores are 100 a target win; settle
        variant = reference_variant(final.rules)  # the rubber scores (N99-GAME-11)
        games = (*final.games, final.totals)
        finals = [reference.final_scores(totals, variant) for totals in games]
        scores = tuple(sum(f[seat] for f in finals) for seat in range(final.rules.players))
    if not final.rules.dummy:
        expected = tuple(sum(f - g for g in scores) for f in scores)
        assert nets == expected, (nets, expected)
