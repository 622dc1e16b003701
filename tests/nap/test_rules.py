"""The rules of the Nap rules (``src/tricktake/rulebook/nap.rst``) one identifier at a time: components and options (§2,
§7), the deal (§3), phases, bidding, text (§4), trick play and the joker (§5),
settlement and game end (§6), and the resolutions of §10."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

import tricktake
from tests.nap.helpers import GAME, Script, deal_of, legal, run, texts
from tricktake.cards import Suit, card_text, cards_of, parse_card
from tricktake.nap import Bid, Contract, Deal, Phase, Play, Rules, deal_from_order
from tricktake.units import Chips, Seat, seat_range

# --- §2 components, §7 options and presets ---------------------------------------------

# NAP-COMP-8: preset -> (D, {n: undealt})
COMPONENTS = {
    "standard": (52, {2: 42, 4: 32, 8: 12}),
    "short-28": (28, {3: 13, 4: 8}),
    "short-36": (36, {5: 11}),
    "short-40": (40, {5: 15}),
    "joker": (53, {2: 43, 8: 13}),
}


@pytest.mark.parametrize(("preset", "figures"), COMPONENTS.items())
def test_nap_comp_8_components_per_preset(preset: str, figures: tuple[int, dict[int, int]]) -> None:
    """NAP-COMP-2, NAP-COMP-3, NAP-COMP-8, NAP-OVR-1, NAP-AMB-5: the deck of each preset (the short packs
    without their lowest ranks), 5 cards a hand and ``D - 5n`` undealt."""
    size, undealt = figures
    for n, rest in undealt.items():
        rules = GAME.rules(preset, players=n)
        pack = [card_text(c) for c in GAME.info(rules).pack]
        assert len(pack) == size == rules.deck_cards
        assert ("JK" in pack) == (preset == "joker")
        lowest = {52: "2", 53: "2", 40: "5", 36: "6", 28: "8"}[size]
        assert pack[0] == lowest + "C" and pack[12 if size > 51 else -1] in ("AC", "AS", "JK")
        state = GAME.new(rules)
        state = GAME.apply(state, GAME.deal(state, random.Random(n)))
        assert [len(state.hand(s)) for s in seat_range(n)] == [5] * n
        assert len(state.undealt) == rest == rules.undealt_size


def test_nap_comp_4_too_many_players_for_the_deck() -> None:
    """NAP-COMP-4, NAP-OPT-2, NAP-AMB-6: ``5n <= D`` is the only limit on players: the
    seed's player counts per pack are not enforced."""
    assert GAME.rules("short-28", players=5).players == 5  # 25 <= 28
    with pytest.raises(tricktake.RulesError, match="NAP-COMP-4"):
        GAME.rules("short-28", players=6)
    with pytest.raises(tricktake.RulesError, match="NAP-COMP-4"):
        GAME.rules("short-36", players=8)
    assert GAME.rules("short-40", players=8).undealt_size == 0
    assert GAME.rules("short-28", players=5, joker=True).deck_cards == 29
    with pytest.raises(tricktake.RulesError):
        GAME.rules("standard", players=9)  # NAP-COMP-1: 2 to 8
    with pytest.raises(tricktake.RulesError):
        GAME.rules("standard", players=1)


def test_nap_opt_2_blucher_needs_wellington() -> None:
    """NAP-OPT-2, NAP-AMB-9: ``allow_blucher`` without ``allow_wellington`` is refused."""
    with pytest.raises(tricktake.RulesError, match="allow_wellington"):
        GAME.rules("no-wellington", allow_blucher=True)
    with pytest.raises(tricktake.RulesError, match="allow_wellington"):
        GAME.rules("blucher", allow_wellington=False)


def test_nap_opt_1_options_and_defaults() -> None:
    """NAP-OPT-1: the options, their defaults and allowed values."""
    defaults = {f.name: f.default for f in dataclasses.fields(Rules)}
    assert defaults == {
        "players": 4,
        "deck_size": 52,
        "deal_pattern": "singles",
        "allow_one": False,
        "allow_wellington": True,
        "allow_blucher": False,
        "payout_table": "main",
        "joker": False,
        "joker_follows_trumps": True,
        "num_deals": None,
    }
    for option, bad in [
        ("deck_size", 32),
        ("deal_pattern", "1-4"),
        ("payout_table", "rule4"),
        ("num_deals", 0),
        ("joker", "yes"),
    ]:
        with pytest.raises(tricktake.RulesError, match=option):
            GAME.rules("standard", **{option: bad})  # type: ignore[arg-type]
    assert GAME.rules("standard", num_deals=9).deals == 9
    assert GAME.rules("standard", players=6).deals == 6


PRESET_TABLE: dict[str, dict[str, Any]] = {
    "standard": {},
    "short-28": {"deck_size": 28},
    "short-36": {"deck_size": 36, "players": 5},
    "short-40": {"deck_size": 40, "players": 5},
    "deal-3-2": {"deal_pattern": "3-2"},
    "deal-2-3": {"deal_pattern": "2-3"},
    "with-one": {"allow_one": True},
    "no-wellington": {"allow_wellington": False},
    "blucher": {"allow_blucher": True},
    "payout-1": {"payout_table": "rule1", "allow_blucher": True},
    "payout-2": {"payout_table": "rule2", "allow_blucher": True},
    "payout-3": {"payout_table": "rule3", "allow_blucher": True},
    "joker": {"joker": True},
}


def test_nap_preset_1_presets() -> None:
    """NAP-PRESET-1, NAP-OVR-3 (every variant of the seed's notes is a preset), NAP-AMB-10
    (the payout presets enable Blücher, which may be switched off on top of them):
    each preset departs from the defaults in exactly the options of the table."""
    assert GAME.presets() == tuple(PRESET_TABLE)
    for preset, options in PRESET_TABLE.items():
        rules = GAME.rules(preset)
        assert rules == Rules(**options)
        assert GAME.preset_of(rules) == (preset, {})
    rules = GAME.rules("payout-1", allow_blucher=False)
    assert rules.payout_table == "rule1" and not rules.allow_blucher
    preset, options = GAME.preset_of(rules)
    assert GAME.rules(preset, **options) == rules and len(options) == 1


def test_nap_preset_2_options_combine() -> None:
    """NAP-PRESET-2, NAP-OPT-3: options combine beyond the presets; without a joker,
    ``joker_follows_trumps`` changes nothing."""
    rules = GAME.rules("short-28", joker=True, deal_pattern="2-3", players=3)
    assert len(GAME.info(rules).pack) == 29
    one = GAME.rules("standard", joker_follows_trumps=True)
    other = GAME.rules("standard", joker_follows_trumps=False)
    for seed in range(20):
        a = GAME.playout(GAME.new(one), random.Random(seed))
        b = GAME.playout(GAME.new(other), random.Random(seed))
        assert texts(a.events) == texts(b.events) and GAME.scores(a) == GAME.scores(b)


def test_nap_comp_7_balances_are_a_ledger() -> None:
    """NAP-COMP-7, NAP-AMB-14: balances start at 0 and may go negative; ``game.new`` may
    start from balances that sum to 0 (NAP-SCORE-6), nothing else."""
    state = GAME.new(GAME.rules())
    assert GAME.scores(state) == (0, 0, 0, 0)
    state = GAME.new(GAME.rules(), balances=(Chips(5), Chips(-7), Chips(2), Chips(0)))
    assert GAME.scores(state) == (5, -7, 2, 0)
    for bad in [(1, 0, 0, 0), (0, 0, 0), "0000", (0.0, 0, 0, 0), 3]:
        with pytest.raises(tricktake.SetupError, match="balances"):
            GAME.new(GAME.rules(), balances=bad)  # type: ignore[arg-type]
    with pytest.raises(tricktake.SetupError, match="first_dealer"):
        GAME.new(GAME.rules(), first_dealer=Seat(4))
    with pytest.raises(tricktake.SetupError, match="unknown"):
        GAME.new(GAME.rules(), totals=(0, 0, 0, 0))
    script = run(first_dealer=3).play(
        deal_of(["5C 6D 10H KS AS", "8C 9D 3H 4H 2S", "4C 2D 3D 7H QS", "2C 3C 4D JH 5S"])
    )
    script.play("bid two", "bid misere", "pass", "pass")
    script.play("play 2S", "play QS", "play 5S", "play AS", "play 6D", "play 9D", "play 2D")
    script.play("play 4D", "play 8C", "play 4C", "play 3C", "play 5C", "play 3H", "play 7H")
    script.play("play JH", "play 10H", "play 2C", "play KS", "play 4H", "play 3D")
    assert GAME.scores(script.state)[1] == -9


# --- §3 the deal --------------------------------------------------------------------------


def test_nap_deal_2_a_deal_is_one_chance_action() -> None:
    """NAP-DEAL-2, NAP-FLOW-3: ``CHANCE`` moves until the deal; it places every card."""
    state = GAME.new(GAME.rules())
    assert GAME.to_move(state) is tricktake.CHANCE and GAME.legal_actions(state) == ()
    deal = GAME.deal(state, random.Random(3))
    after = GAME.apply(state, deal)
    assert GAME.to_move(after) == 1
    piles = GAME.piles(after)
    assert sum(len(p) for p in piles.values()) == 52
    assert [len(piles[f"hand[{s}]"]) for s in range(4)] == [5] * 4 and len(piles["undealt"]) == 32


def test_nap_deal_3_4_deal_text() -> None:
    """NAP-DEAL-3/4: piles in order, cards in canonical order (C D H S, 2 up to A, JK
    last), ``-`` for an empty pile; the parser takes any card order and the card forms
    of the docs' Conventions page."""
    rules = GAME.rules("short-40", players=8, joker=True)
    state = GAME.new(rules)
    deal = GAME.deal(state, random.Random(1))
    text = str(deal)
    assert (
        text.startswith("deal 0=")
        and " 7=" in text
        and text.endswith(text[text.index("undealt=") :])
    )
    assert len(text.split("undealt=")[1].split()) == 1  # 41 - 40: one card undealt
    full = GAME.rules("short-40", players=8)
    empty = GAME.deal(GAME.new(full), random.Random(1))
    assert str(empty).endswith("undealt=-") and empty.undealt == 0
    assert GAME.parse_action(GAME.new(full), str(empty)) == empty
    mixed = "deal 0=as 5♣ 10h kS 6D 1=8C 9D 3H 4H 2S undealt=" + " ".join(
        card_text(c)
        for c in GAME.info(GAME.rules(players=2)).pack
        if card_text(c) not in ["5C", "6D", "10H", "KS", "AS", "8C", "9D", "3H", "4H", "2S"]
    )
    parsed = GAME.parse_action(GAME.new(GAME.rules(players=2)), mixed)
    assert str(parsed).startswith("deal 0=5C 6D 10H KS AS 1=8C 9D 3H 4H 2S undealt=2C 3C")
    deal_jk = Deal((1 << parse_card("JK") | 1 << parse_card("2C"),), 1 << parse_card("AS"))
    assert str(deal_jk) == "deal 0=2C JK undealt=AS"


def test_nap_deal_5_a_deal_must_partition_the_deck() -> None:
    """NAP-DEAL-5: wrong hand sizes, a wrong undealt size, a missing or foreign card are
    illegal; the state is unchanged."""
    state = GAME.new(GAME.rules(players=2, deck_size=28))
    deal = GAME.deal(state, random.Random(2))
    a, b = deal.hands
    moved = b & -b
    for bad in [
        Deal((a | moved, b ^ moved), deal.undealt),
        Deal((a, b), deal.undealt ^ (deal.undealt & -deal.undealt)),
        Deal((a,), deal.undealt | b),
        Deal((a, b ^ moved | 1 << parse_card("2C")), deal.undealt),
    ]:
        with pytest.raises(tricktake.IllegalActionError):
            GAME.apply(state, bad)
    assert GAME.to_move(state) is tricktake.CHANCE


def test_nap_deal_6_deals_are_uniform() -> None:
    """NAP-DEAL-6: each card lands in each pile with its share (a loose check over many
    deals of a small deck: 2 players, 28 cards, 18 undealt), under every pattern."""
    for pattern in ("singles", "3-2", "2-3"):
        rules = GAME.rules("short-28", players=2, deal_pattern=pattern)
        state = GAME.new(rules)
        rng = random.Random(11)
        counts: Counter[int] = Counter()
        trials = 2800
        for _ in range(trials):
            deal = GAME.deal(state, rng)
            for card in range(64):
                if deal.hands[0] >> card & 1:
                    counts[card] += 1
        expected = trials * 5 / 28
        assert len(counts) == 28
        assert all(abs(k - expected) < 0.25 * expected for k in counts.values()), counts


def test_nap_deal_7_8_9_patterns() -> None:
    """NAP-DEAL-7, NAP-DEAL-8, NAP-DEAL-9, NAP-AMB-15: a deck order dealt from the dealer's left, one card at
    a time, in 3s then 2s, or in 2s then 3s; the rest undealt."""
    cards = [
        parse_card(t)
        for t in [
            "2C",
            "3C",
            "4C",
            "5C",
            "6C",
            "7C",
            "8C",
            "9C",
            "10C",
            "JC",
            "QC",
            "KC",
            "AC",
            "2D",
        ]
    ]

    def hands(pattern: str, dealer: int) -> list[str]:
        rules = GAME.rules(players=2, deal_pattern=pattern)
        deal = deal_from_order(rules, Seat(dealer), cards)
        piles = (*deal.hands, deal.undealt)
        return [" ".join(map(card_text, cards_of(mask))) for mask in piles]

    assert hands("singles", 1) == ["2C 4C 6C 8C 10C", "3C 5C 7C 9C JC", "QC KC AC 2D"]
    assert hands("singles", 0) == ["3C 5C 7C 9C JC", "2C 4C 6C 8C 10C", "QC KC AC 2D"]
    assert hands("3-2", 1) == ["2C 3C 4C 8C 9C", "5C 6C 7C 10C JC", "QC KC AC 2D"]
    assert hands("2-3", 1) == ["2C 3C 6C 7C 8C", "4C 5C 9C 10C JC", "QC KC AC 2D"]


# --- §4 phases, bidding and text ----------------------------------------------------------


def _phase(script: Script) -> Phase:
    return script.state.phase


def _actor(script: Script) -> object:
    return script.state.actor


def test_nap_flow_1_2_phases_and_automatic_steps() -> None:
    """NAP-FLOW-1, NAP-FLOW-2: dealing, bidding, play, then settlement and the next deal inside
    the last play's ``apply``; a thrown-in deal goes straight to the next dealing."""
    script = run(num_deals=2)
    assert _phase(script) is Phase.DEALING
    script.play(GAME.format_action(GAME.deal(script.state, random.Random(1))))
    assert _phase(script) is Phase.BIDDING
    script.play("pass", "pass", "pass", "pass")
    assert _phase(script) is Phase.DEALING and script.state.deal_number == 1
    script.play(GAME.format_action(GAME.deal(script.state, random.Random(2))))
    script.play("bid two", "pass", "pass", "pass")
    assert _phase(script) is Phase.PLAY
    while not GAME.is_over(script.state):
        script.play(legal(script.state)[0])
    assert _phase(script) is Phase.OVER and GAME.to_move(script.state) is None
    assert script.events[-1].startswith("end winners=")


def test_nap_bid_2_6_a_bid_must_be_stronger() -> None:
    """NAP-BID-2/3/6/12: pass or bid; a later bid must beat the strongest so far; a bid
    that does not is an IllegalActionError saying so, the state unchanged."""
    script = run()
    script.play(GAME.format_action(GAME.deal(script.state, random.Random(4))))
    script.play("bid four")
    before = script.state
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-6") as caught:
        GAME.apply(before, Bid(Contract.MISERE))
    assert "'pass', 'bid nap'" in str(caught.value)
    assert GAME.legal_actions(before) == (Bid(None), Bid(Contract.NAP))
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-6"):
        GAME.apply(before, Bid(Contract.FOUR))
    assert [c.strength for c in Contract] == list(range(8))
    assert Contract.ONE.strength < Contract.TWO.strength  # NAP-AMB-8: one is weakest


def test_nap_bid_7_8_wellington_and_blucher_need_their_bid() -> None:
    """NAP-BID-7/8, NAP-AMB-17: wellington only after some earlier nap, blucher only
    after a wellington; otherwise a clear error."""
    script = run("blucher")
    script.play(GAME.format_action(GAME.deal(script.state, random.Random(4))))
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-7"):
        GAME.apply(script.state, Bid(Contract.WELLINGTON))
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-8"):
        GAME.apply(script.state, Bid(Contract.BLUCHER))
    script.play("bid nap")
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-8"):
        GAME.apply(script.state, Bid(Contract.BLUCHER))
    script.play("pass")  # the nap still stands
    assert legal(script.state) == ["pass", "bid wellington"]
    with pytest.raises(tricktake.IllegalActionError, match="NAP-BID-4"):
        GAME.apply(script.state, Bid(Contract.ONE))


def test_nap_bid_10_declarer_and_every_seat_acts() -> None:
    """NAP-BID-1, NAP-BID-10, NAP-AMB-13: every seat acts once, the dealer last, even with only
    ``pass`` left; the strongest bidder declares and leads (NAP-FLOW-4, NAP-AMB-19)."""
    script = run(first_dealer=1)
    script.play(GAME.format_action(GAME.deal(script.state, random.Random(4))))
    assert _actor(script) == 2
    script.play("bid nap", "bid wellington", "pass")
    assert _actor(script) == 1 and legal(script.state) == ["pass"]
    script.play("pass")
    assert script.state.declarer == 3 and script.state.contract is Contract.WELLINGTON
    assert _actor(script) == 3 and script.events[-1] == "contract 3 wellington"
    misere = run(first_dealer=1)
    misere.play(GAME.format_action(GAME.deal(misere.state, random.Random(4))))
    misere.play("pass", "bid misere", "pass", "pass")
    assert misere.state.actor == 3 and misere.state.trump is None  # NAP-AMB-19


def test_nap_text_1_2_action_texts() -> None:
    """NAP-TEXT-1, NAP-TEXT-2: the canonical texts, case-insensitive parsing, ``misère`` and
    ``blücher``, card forms; anything else an ActionSyntaxError."""
    state = GAME.new(GAME.rules())
    cases = {
        "pass": "pass",
        "PASS": "pass",
        "bid misère": "bid misere",
        "Bid Blücher": "bid blucher",
        "bid nap": "bid nap",
        "play 10h": "play 10H",
        "play TH": "play 10H",
        "play A♠": "play AS",
        "play JK": "play JK",
        "play jk h": "play JK H",
        "play JK ♣": "play JK C",
    }
    for text, canonical in cases.items():
        action = GAME.parse_action(state, text)
        assert GAME.format_action(action) == str(action) == canonical
    assert GAME.parse_action(state, "play JK S") == Play(parse_card("JK"), Suit.SPADES)
    for bad in ["", "bid", "bid five", "pass now", "play", "play AS H", "play JK X", "play 1S",
                "deal 0=AS", "fold", "play JK H S", "play  AS", " pass", "bid\tnap"]:  # fmt: skip
        with pytest.raises(tricktake.ActionSyntaxError):
            GAME.parse_action(state, bad)
    with pytest.raises(tricktake.ActionSyntaxError):
        Play(parse_card("AS"), Suit.HEARTS)


# --- §5 trick play and the joker ----------------------------------------------------------


def test_nap_ovr_2_play_3_trump_is_the_first_lead() -> None:
    """NAP-OVR-2, NAP-PLAY-3, NAP-OVR-4: the suit of the declarer's first lead is trump
    for the deal (a trump contract; misère has none); the target is the contract's."""
    script = run(players=2, first_dealer=1).play(deal_of(["2C 3D 4D 5D 6D", "AC KC QC JC 2S"]))
    script.play("bid three", "pass")
    assert script.state.trump is None
    script.play("play 2C")
    assert script.state.trump is Suit.CLUBS and script.events[-1] == "trump C"
    assert [(c.value, c.target) for c in Contract] == [
        ("one", 1), ("two", 2), ("three", 3), ("misere", 0), ("four", 4),
        ("nap", 5), ("wellington", 5), ("blucher", 5),
    ]  # fmt: skip


def test_nap_flow_5_play_order_and_play_7() -> None:
    """NAP-FLOW-5: legal plays in canonical card order; NAP-PLAY-4 no duty to win or
    trump; NAP-PLAY-7, NAP-FLOW-4, NAP-AMB-12: every trick is played though the contract
    is lost after trick 2, and settlement follows trick 5."""
    script = run(players=2, first_dealer=1).play(deal_of(["AS 3D 4D 5D 6D", "AC KC QC 2H KS"]))
    script.play("bid nap", "pass")
    assert legal(script.state) == ["play 3D", "play 4D", "play 5D", "play 6D", "play AS"]
    script.play("play AS")
    assert legal(script.state) == ["play KS"]
    script.play("play KS", "play 3D")
    assert legal(script.state) == ["play QC", "play KC", "play AC", "play 2H"]  # void: any
    script.play("play 2H")
    assert GAME.to_move(script.state) == 0  # a loser's card never wins (NAP-PLAY-5)
    script.play("play 4D", "play QC", "play 5D", "play KC", "play 6D", "play AC")
    assert script.events[-4:-1] == ["trick 5 0", "result 0 nap made 5", "chips 0=+10 1=-10"]


def test_nap_joker_3_follows_trumps() -> None:
    """NAP-JOKER-1/2/3/5, NAP-AMB-3: with ``joker_follows_trumps`` the joker is the top
    trump: it follows a trump lead (and a seat whose only trump is the joker must play
    it); to another suit it may be played only when void; led to tricks 2-5 it is
    ``play JK`` and leads trumps."""
    script = run("joker", players=2, first_dealer=1)
    script.play(deal_of(["2H 3H 4H 5H AC", "9H 2C 3C JK 4S"], joker=True))
    script.play("bid three", "pass", "play 2H")  # seat 0 declares; trumps: hearts
    assert legal(script.state) == ["play 9H", "play JK"]
    script = run("joker", players=2, first_dealer=1)
    script.play(deal_of(["2H 3H 4H 5H AC", "2C 3C JK 4S 5S"], joker=True))
    script.play("bid three", "pass", "play 2H")
    assert legal(script.state) == ["play JK"]  # its only trump
    script.play("play JK")
    assert script.events[-2:] == ["1 play JK", "trick 1 1"]
    assert legal(script.state) == ["play 2C", "play 3C", "play 4S", "play 5S"]
    script = run("joker", players=2, first_dealer=1)
    script.play(deal_of(["2S AH 4H 5C AC", "3C 4C JK 3S 5H"], joker=True))
    script.play("bid three", "pass", "play 2S")  # trumps: spades
    assert legal(script.state) == ["play 3S", "play JK"]
    script.play("play 3S", "play 5H", "play AH", "play 5C")  # seat 1 wins, seat 0 wins
    assert legal(script.state) == ["play 3C", "play 4C"]  # holds clubs: no joker
    script.play("play 3C", "play 4H")
    assert legal(script.state) == ["play 4C", "play JK"]  # void in hearts
    script = run("joker", players=2, first_dealer=1)
    script.play(deal_of(["2S 3S 4H 5H AC", "4S 3C JK 5C 6C"], joker=True))
    script.play("bid three", "pass", "play 2S", "play 4S")  # seat 1 wins, leads
    assert legal(script.state) == ["play 3C", "play 5C", "play 6C", "play JK"]
    script.play("play JK")
    assert script.events[-1] == "1 play JK"
    assert legal(script.state) == ["play 3S"]  # trumps led: seat 0 follows


def test_nap_joker_6_without_following_trumps() -> None:
    """NAP-JOKER-2/6, NAP-AMB-1: with ``joker_follows_trumps=false`` the joker has no
    suit: a seat whose only trump is the joker need not play it and may not while it
    holds the led suit; led, it names a suit the leader does not hold, which on trick 1
    becomes trump."""
    deal = deal_of(["2H 3H 4H 5H AC", "9H 2C 3C JK 4S"], joker=True)
    script = run("joker", players=2, first_dealer=1, joker_follows_trumps=False).play(deal)
    script.play("bid three", "pass", "play 2H")
    assert legal(script.state) == ["play 9H"]
    script = run("joker", players=2, first_dealer=0, joker_follows_trumps=False).play(deal)
    script.play("bid three", "pass")  # seat 1 declares and leads
    before = script.state
    assert legal(before) == ["play 2C", "play 3C", "play 9H", "play 4S", "play JK D"]
    with pytest.raises(tricktake.IllegalActionError, match="NAP-JOKER"):
        GAME.apply(before, Play(parse_card("JK"), Suit.HEARTS))  # it holds hearts
    script.play("play JK D")
    assert script.events[-2:] == ["1 play JK D", "trump D"]
    assert legal(script.state) == ["play AC", "play 2H", "play 3H", "play 4H", "play 5H"]


def test_nap_joker_4_names_any_suit_on_trick_1() -> None:
    """NAP-JOKER-4, NAP-AMB-2: in a trump contract with ``joker_follows_trumps`` the
    declarer may lead the joker naming any suit, held or not, which becomes trump; a
    bare ``play JK`` is refused on trick 1."""
    deal = deal_of(["2H 3H 4H 5H AC", "9H 2C 3C JK 4S"], joker=True)
    script = run("joker", players=2, first_dealer=0).play(deal, "bid three", "pass")
    assert legal(script.state)[-4:] == ["play JK C", "play JK D", "play JK H", "play JK S"]
    with pytest.raises(tricktake.IllegalActionError, match="names a suit"):
        GAME.apply(script.state, Play(parse_card("JK")))
    script.play("play JK C")
    assert script.state.trump is Suit.CLUBS and legal(script.state) == ["play AC"]


def test_nap_joker_8_9_misere_leads() -> None:
    """NAP-JOKER-7, NAP-JOKER-8, NAP-JOKER-9, NAP-AMB-4: in misère the joker is led naming a suit the leader
    does not hold; holding all four suits it cannot be led; as the last card it may name
    any suit."""
    deal = deal_of(["AC AD AH AS JK", "2C 2D 2H 2S 3C"], joker=True)
    script = run("joker", players=2, first_dealer=1).play(deal, "bid misere", "pass")
    assert legal(script.state) == ["play AC", "play AD", "play AH", "play AS"]
    script.play("play AC")
    assert legal(script.state) == ["play 2C", "play 3C"]
    script.play("play 2C", "play AD", "play 2D", "play AH", "play 2H", "play AS", "play 2S")
    assert legal(script.state) == ["play JK C", "play JK D", "play JK H", "play JK S"]
    script.play("play JK S")
    assert legal(script.state) == ["play 3C"]  # void in spades: any card
    script.play("play 3C")
    assert script.events[-3:-1] == ["result 0 misere failed 5", "chips 0=-3 1=+3"]


def test_nap_play_5_joker_beats_every_card() -> None:
    """NAP-PLAY-5, NAP-JOKER-1: the joker wins a trick with trumps in it; in misère
    (NAP-JOKER-7) it may be played only when void, and wins."""
    deal = deal_of(["AH KH QH JH 2C", "JK 3C 4C 5C 6C"], joker=True)
    script = run("joker", players=2, first_dealer=1).play(deal, "bid four", "pass")
    script.play("play AH", "play JK")
    assert script.events[-1] == "trick 1 1"
    misere = run("joker", players=2, first_dealer=1).play(deal, "bid misere", "pass")
    misere.play("play 2C")
    assert legal(misere.state) == ["play 3C", "play 4C", "play 5C", "play 6C"]


# --- §6 settlement and game end -----------------------------------------------------------


def test_nap_score_5_end_1_3_a_whole_game() -> None:
    """NAP-SCORE-5/6, NAP-END-1..3, NAP-AMB-11: a game of ``n`` deals by default (thrown
    in ones counted), balances summing to 0 all along, the winners the highest balances,
    ties sharing, listed in the ``end`` event."""
    for seed in range(30):
        rules = GAME.rules("with-one", players=3)
        state = GAME.new(rules, first_dealer=Seat(seed % 3))
        deals = 0
        while not GAME.is_over(state):
            state = GAME.playout(state, random.Random(seed * 7 + deals))
            deals += 1
            assert sum(GAME.scores(state)) == 0
        assert deals == 3 == state.deal_number
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.reason == "deals"
        top = max(outcome.scores)
        assert outcome.winners == tuple(s for s, b in enumerate(outcome.scores) if b == top)
        assert texts(GAME.events(state))[-1] == "end winners=" + ",".join(map(str, outcome.winners))
    state = GAME.new(GAME.rules(num_deals=1))
    state = GAME.apply(state, GAME.deal(state, random.Random(0)))
    for _ in range(4):
        state = GAME.apply(state, Bid(None))
    assert GAME.is_over(state) and GAME.outcome(state) is not None
    assert texts(GAME.events(state)) == ["0 pass", "thrown-in", "end winners=0,1,2,3"]


def test_nap_score_4_payout_tables() -> None:
    """NAP-SCORE-3, NAP-SCORE-4, NAP-AMB-7: the tables (one..four and misère the same in all)."""
    from tricktake.nap.scoring import PAYOUTS

    low = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "misere": (3, 3), "four": (4, 4)}
    high = {
        "main": ((10, 6), (20, 12), (40, 24)),
        "rule1": ((10, 5), (10, 10), (10, 20)),
        "rule2": ((10, 10), (20, 20), (40, 40)),
        "rule3": ((10, 5), (20, 10), (30, 15)),
    }
    for table, (nap, wellington, blucher) in high.items():
        rows = {c.value: amounts for c, amounts in PAYOUTS[table].items()}
        assert rows == low | {"nap": nap, "wellington": wellington, "blucher": blucher}


# --- §4.6 observation ---------------------------------------------------------------------


def test_nap_obs_undealt_never_shown() -> None:
    """NAP-OBS-1, NAP-OBS-2, NAP-OBS-3, NAP-AMB-16, NAP-AMB-18: views hold the viewer's hand alone and never an
    undealt card, before, during or after the deal; played cards stay in the view."""
    script = run("short-28", players=3, first_dealer=2).play(
        deal_of(["AC 9S 10S JS QS", "9C 10D 8H 9H 8S", "10C JD QD KD AH"], deck_size=28)
    )
    undealt = {card_text(c) for c in script.state.undealt}
    script.play("pass", "bid two", "pass", "play 9C", "play 10C")
    for seat in (*seat_range(3), None):
        data = GAME.to_json(GAME.view(script.state, seat))
        words = set(str(data).replace("'", " ").replace(",", " ").split())
        assert not undealt & words
        assert data["hand"] == ([] if seat is None else [card_text(c) for c in
                                                              script.state.hand(seat)])  # fmt: skip
        assert [p["card"] for p in data["played"]] == ["9C", "10C"]
    history = GAME.view(script.state, Seat(0)).history
    assert history[0].text.startswith("deal 0=AC 9S 10S JS QS 1=? ? ? ? ? 2=? ? ? ? ? undealt=?")
    assert [s.text for s in history[1:]] == ["pass", "bid two", "pass", "play 9C", "play 10C"]
