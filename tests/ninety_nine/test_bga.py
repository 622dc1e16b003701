"""Board Game Arena's Ninety-Nine: the ``bga*`` presets and the options of §11 of the
Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``), N99-BGA-1..21 and the
resolutions N99-AMB-44..49, through the engine's public API.

The worked examples N99-EX-16..18 and the deals of N99-AMB-44/45 are rows of
``tests/ninety_nine/examples.py``, run on the engine and the reference; the cross-check
plays the presets and BGA's other scoring styles against the reference
(``tests/ninety_nine/test_crosscheck.py``).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

import tricktake
from tests.ninety_nine.helpers import GAME, act, fill_deal
from tricktake import IllegalActionError, RulesError, SetupError
from tricktake.cards import JOKER, Card, card_text, parse_card
from tricktake.errors import ActionSyntaxError
from tricktake.ninety_nine import Action, Deal, Mode, Phase, Rules, State
from tricktake.ninety_nine.rules import SOURCES, FirstDealMode, GameBonus, PremiumAuction, TrumpRule
from tricktake.ninety_nine.scoring import final_scores, game_ends, match_winners, target_wins
from tricktake.units import Seat, seat_range

BGA = ("bga", "bga-diamonds", "bga-standard", "bga-4p", "bga-diamonds-4p", "bga-standard-4p")
#: BGA's scoring styles (N99-BGA-12): the options added to a bga* preset.
STYLES: dict[int, dict[str, Any]] = {
    1: {},
    2: {"game_bonus": "none"},
    3: {"game_bonus": "none", "rubber_wins": 3},
    4: {"game_end": "deals", "deals_per_game": 9, "game_bonus": "none", "rubber_games": 1},
}
#: The 37 cards of the draw pack (N99-BGA-7), written out: pack 36 and the joker.
DRAW_PACK = (
    *(r + s for s in "CHSD" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6")),
    "JK",
)


def _rules(preset: str, **options: Any) -> Rules:
    """``game.rules`` with options as JSON gives them (strings for enums)."""
    return GAME.rules(preset, **options)


def _play_match(rules: Rules, seed: int, first_dealer: int = 0) -> list[State]:
    """Every state of one whole match of ``rules`` with random deals and actions."""
    rng = random.Random(seed)
    state = GAME.new(rules, first_dealer=Seat(first_dealer))
    states = [state]
    action: Action
    while not GAME.is_over(state):
        if GAME.to_move(state) is tricktake.CHANCE:
            action = GAME.deal(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = GAME.apply(state, action)
        states.append(state)
    return states


def _game_starts(states: list[State]) -> list[State]:
    """The states that wait for the first deal of each game of the match."""
    return [s for s in states if s.phase is Phase.DEAL and s.deal_number == 0]


# --- 11.1 source and terms --------------------------------------------------------------


def test_n99_bga_1_2_presets_cite_bga_and_a_round_is_a_game_to_100() -> None:
    """N99-BGA-1: the bga* presets cite BGA's table options; N99-BGA-2: a BGA round is a
    game to 100 (``game_end=target``, ``target=100``), its game a match of games (a
    rubber of 3), its round score a total and its game score the rubber score."""
    for name in BGA:
        assert SOURCES[name].startswith("BGA opt 100="), name
        rules = GAME.rules(name)
        assert (rules.game_end.value, rules.target, rules.rubber_games) == ("target", 100, 3)
    states = _play_match(GAME.rules("bga"), seed=2)
    final = states[-1]
    assert len(final.games) == 2 and final.game_number == 2  # three games
    finals = [final_scores_of(totals) for totals in (*final.games, final.totals)]
    assert GAME.scores(final) == tuple(sum(f[s] for f in finals) for s in range(3))


def final_scores_of(totals: tuple[int, ...]) -> tuple[int, ...]:
    """The final game scores of ``bga`` from a game's totals (N99-GAME-7)."""
    return final_scores(GAME.rules("bga"), totals)


# --- 11.2 players, pack and deal --------------------------------------------------------


@pytest.mark.parametrize("name", BGA)
def test_n99_bga_3_pack_and_deal(name: str) -> None:
    """N99-BGA-3: 3 players with pack 36, 12 cards each and 9 tricks, or 4 players with
    pack 52, 13 each and 10 tricks; no joker, no turn-up, no dummy; every card dealt."""
    rules = GAME.rules(name)
    n = rules.players
    assert (n, len(GAME.info(rules).pack), rules.hand_size, rules.tricks) == (
        (3, 36, 12, 9) if n == 3 else (4, 52, 13, 10)
    )
    assert not rules.joker and rules.turnup_size == 0 and not rules.dummy
    state = GAME.new(rules)
    state = GAME.apply(state, GAME.deal(state, random.Random(3)))
    piles = GAME.piles(state)
    assert sum(len(piles[f"hand[{s}]"]) for s in range(n)) == len(GAME.info(rules).pack)
    assert piles["turnup"] == () and piles["undealt"] == ()


def test_n99_bga_4_dealer_left_offers_first_and_leads() -> None:
    """N99-BGA-4: the first dealer is the setup parameter, the deal passes clockwise,
    and the dealer's left bids, offers first and leads trick 1."""
    rules = GAME.rules("bga-4p")
    rng = random.Random(4)
    state = GAME.new(rules, first_dealer=Seat(2))
    for dealer in (2, 3):
        assert state.dealer == dealer
        state = GAME.apply(state, GAME.deal(state, rng))
        assert GAME.to_move(state) == (dealer + 1) % 4  # the first bid
        for _ in range(4):
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert state.phase is Phase.PREMIUM and GAME.to_move(state) == (dealer + 1) % 4
        for _ in range(4):
            state = act(state, "pass")
        assert state.phase is Phase.PLAY and GAME.to_move(state) == (dealer + 1) % 4
        state = GAME.playout(state, rng)


# --- 11.3 game style ---------------------------------------------------------------------


def test_n99_bga_5_game_styles() -> None:
    """N99-BGA-5: style 1 is previous_success from diamonds, style 2 from no trump,
    style 3 the drawn card; the 4-player presets likewise, with no joker."""
    styles = {
        "bga-diamonds": (TrumpRule.PREVIOUS_SUCCESS, FirstDealMode.DIAMONDS),
        "bga": (TrumpRule.PREVIOUS_SUCCESS, FirstDealMode.NO_TRUMP),
        "bga-standard": (TrumpRule.DRAWN_CARD, FirstDealMode.NO_TRUMP),
    }
    for name, (rule, first) in styles.items():
        for preset in (name, f"{name}-4p"):
            rules = GAME.rules(preset)
            assert (rules.trump_rule, rules.first_deal_mode, rules.joker) == (rule, first, False)


@pytest.mark.parametrize(("name", "first"), [("bga-diamonds", "D"), ("bga", "NT")])
def test_n99_bga_6_first_deal_mode_opens_every_game(name: str, first: str) -> None:
    """N99-BGA-6 (N99-EX-17): every game of a match of rounds opens with
    ``first_deal_mode`` (diamonds, or no trump), later deals by k (N99-TRUMP-3, so
    k = 0 gives diamonds too); in a game of 9 deals only the first deal."""
    for seed in range(3):
        states = _play_match(GAME.rules(name), seed)
        starts = _game_starts(states)
        assert len(starts) == 3
        assert all(s.mode is Mode(first) for s in starts)
        for state in states:
            if state.phase is Phase.DEAL and state.results and state.deal_number:
                k = state.results[-1].successes
                assert state.mode is (Mode.NO_TRUMP if k >= 4 else Mode("DSHC"[k]))
    rules = _rules(name, **STYLES[4])
    states = _play_match(rules, seed=5)
    assert states[0].mode is Mode(first)
    assert len(_game_starts(states)) == 1


def test_n99_bga_6_first_deal_mode_applies_to_every_game_of_a_rubber() -> None:
    """N99-BGA-6, N99-BGA-19: ``first_deal_mode`` is the first deal's of every game; it
    is ignored outside ``previous_success`` (the drawn card or the turn-up fixes the
    mode), and with nine_trumps a D first deal stays diamonds."""
    rules = _rules("revised", first_deal_mode="D", rubber_games=3)
    assert all(s.mode is Mode.DIAMONDS for s in _game_starts(_play_match(rules, 1)))
    assert GAME.new(_rules("revised", first_deal_mode="D", nine_trumps=True)).mode is (
        Mode.DIAMONDS
    )
    drawn = _rules("bga-standard", first_deal_mode="D")
    state = GAME.new(drawn)
    assert state.mode is None
    state = act(state, f"{fill_deal(['', '', ''], random.Random(6), drawn)} trumpcard=AH")
    assert state.mode is Mode.HEARTS
    original = GAME.new(_rules("original", first_deal_mode="D"))
    assert original.mode is None


def _mode_of_drawn(rules: Rules, card: str) -> Mode | None:
    state = GAME.new(rules)
    deal = f"{fill_deal([''] * rules.players, random.Random(7), rules)} trumpcard={card}"
    return act(state, deal).mode


@pytest.mark.parametrize("name", ["bga-standard", "bga-standard-4p"])
def test_n99_bga_7_drawn_card_mode_of_every_card(name: str) -> None:
    """N99-BGA-7 (N99-AMB-47): each of the 37 cards of the draw pack, for 3 and for 4
    players, gives its suit, but no trump for JK and the nines: each suit 8 times, no
    trump 5 (8/37 and 5/37); N99-TRUMP-2 turns that no trump into nines."""
    rules = GAME.rules(name)
    modes = Counter(_mode_of_drawn(rules, card) for card in DRAW_PACK)
    expected = {Mode.CLUBS: 8, Mode.HEARTS: 8, Mode.SPADES: 8, Mode.DIAMONDS: 8}
    assert modes == Counter({**expected, Mode.NO_TRUMP: 5})
    nines = GAME.rules(name, nine_trumps=True)
    assert _mode_of_drawn(nines, "JK") is Mode.NINES
    assert _mode_of_drawn(nines, "9C") is Mode.NINES
    plain = GAME.rules(name, turned_nine_no_trump=False)
    assert _mode_of_drawn(plain, "9C") is Mode.CLUBS
    with pytest.raises(SetupError, match="drawn trump card"):
        GAME.new(rules, mode="S")  # the card, drawn at the deal, fixes the mode


def test_n99_bga_7_deal_draws_from_the_37_cards() -> None:
    """N99-BGA-7 (N99-AMB-47): ``game.deal`` draws every deal's trump card afresh from
    pack 36 and the joker, for 4 players too (never a 5 or lower), and deals all the
    cards; the playout draws it as the step loop does."""
    for name in ("bga-standard", "bga-standard-4p"):
        rules = GAME.rules(name)
        state = GAME.new(rules)
        rng = random.Random(8)
        seen = {card_text(GAME.deal(state, rng).trump_card or JOKER) for _ in range(600)}
        assert seen == set(DRAW_PACK), sorted(set(DRAW_PACK) ^ seen)
        states = _play_match(_rules(name, **STYLES[4]), seed=9)
        assert all(
            s.trump_card is not None and s.mode is not None for s in states if s.phase is Phase.BID
        )


def test_n99_bga_8_trumpcard_text() -> None:
    """N99-BGA-8: ``trumpcard=<card>`` after the seat piles; any field order is read; it
    names exactly one card, of the draw pack; it may name a dealt card; it is required
    under ``drawn_card`` and unknown elsewhere."""
    rules = GAME.rules("bga-standard")
    state = GAME.new(rules)
    dealt = fill_deal(["7S", "", ""], random.Random(10), rules)
    deal = GAME.parse_action(state, f"deal trumpcard=7s {dealt[5:]}")
    assert isinstance(deal, Deal)
    assert str(deal) == f"{dealt} trumpcard=7S"
    assert deal.trump_card == parse_card("7S")
    assert str(GAME.parse_action(state, str(deal))) == str(deal)  # N99-INV-18
    after = GAME.apply(state, deal)
    assert parse_card("7S") in after.hand(0) and after.trump_card == parse_card("7S")
    with pytest.raises(ActionSyntaxError, match="exactly one card"):
        GAME.parse_action(state, f"{dealt} trumpcard=7S 8S")
    with pytest.raises(IllegalActionError, match="trumpcard"):
        act(state, dealt)  # no trump card
    with pytest.raises(ActionSyntaxError, match="trumpcard"):
        GAME.parse_action(GAME.new(GAME.rules("bga")), f"{dealt} trumpcard=7S")
    four = GAME.rules("bga-standard-4p")
    deal4 = fill_deal(["", "", "", ""], random.Random(11), four)
    with pytest.raises(IllegalActionError, match="36-card pack"):
        act(GAME.new(four), f"{deal4} trumpcard=5S")  # not in the draw pack (N99-AMB-47)
    # an action built by hand: a trump card where the rules draw none
    fresh = GAME.new(GAME.rules("bga"))
    plain = GAME.parse_action(fresh, dealt)
    assert isinstance(plain, Deal)
    assert GAME.apply(fresh, plain).trump_card is None
    with pytest.raises(IllegalActionError, match="no trumpcard"):
        GAME.apply(fresh, dataclasses.replace(plain, trump_card=Card(0)))


def test_n99_bga_8_trump_card_is_public() -> None:
    """N99-BGA-8 (N99-VIEW-1/3): every seat's view and the public view show the trump
    card and the mode from the deal on, as the deal's history field and an event; the
    table shows it."""
    rules = GAME.rules("bga-standard")
    state = act(
        GAME.new(rules), f"{fill_deal(['', '', ''], random.Random(12), rules)} trumpcard=QD"
    )
    for seat in (None, *seat_range(3)):
        view = GAME.view(state, seat)
        assert view.trump_card == parse_card("QD") and view.mode is Mode.DIAMONDS
        data = GAME.to_json(view)
        assert data["trump_card"] == "QD"
        assert data["history"][0]["action"].endswith(" trumpcard=QD")
        assert "trumpcard QD" in [str(e) for e in GAME.events(state, seat)]
    parts = GAME.view(state, None).table_parts(["Ann", "Bob", "Cy"])
    assert any(p.cards == (parse_card("QD"),) for p in parts.piles)
    assert GAME.view(GAME.new(rules), None).trump_card is None


# --- 11.4 bids, offers and the score of a deal -------------------------------------------


def test_n99_bga_9_sealed_offers_reveal_beats_declare_then_order() -> None:
    """N99-BGA-9 (N99-PREM-13, N99-VIEW-9): a bid, then a sealed offer per seat from the
    dealer's left; the holder is the first reveal in O, else the first declare; an
    offer stays hidden from the others until all are in."""
    rules = GAME.rules("bga")
    assert rules.premium_auction is PremiumAuction.FREE
    for offers, holder in [
        (("declare", "reveal", "reveal"), (2, "reveal")),
        (("declare", "pass", "declare"), (1, "declare")),
        (("pass", "pass", "pass"), None),
    ]:
        state = act(GAME.new(rules), fill_deal(["", "", ""], random.Random(13), rules))
        for _ in range(3):  # dealer 0: bids and offers from seat 1 (O = 1, 2, 0)
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        for i, offer in enumerate(offers):
            seat = Seat((1 + i) % 3)
            assert GAME.to_move(state) == seat
            state = act(state, offer)
            if i < 2:
                other = Seat((seat + 1) % 3)
                assert all(s != seat for s, _ in GAME.view(state, other).calls)
        held = [(h.seat, h.kind.value) for h in state.holders]
        assert held == ([] if holder is None else [holder])
        assert len(GAME.view(state, Seat(0)).calls) == 3  # all public once all are in


def test_n99_bga_10_18_bga_scores_as_free_premium() -> None:
    """N99-BGA-10, N99-BGA-18: ``bga`` with scoring style 2 and ``show_bid_values=false``
    plays exactly as ``free-premium`` with ``rubber_games=3, game_bonus=none`` (style 4
    as a game of 9 deals); ``bga-4p`` as ``revised-4p`` with ``premium_auction=free``."""
    pairs = [
        (
            _rules("bga", game_bonus="none", show_bid_values=False),
            _rules("free-premium", rubber_games=3, game_bonus="none"),
        ),
        (
            _rules("bga", show_bid_values=False, **STYLES[4]),
            _rules("free-premium", game_end="deals", deals_per_game=9, game_bonus="none"),
        ),
        (
            _rules("bga-4p", game_bonus="none", show_bid_values=False),
            _rules(
                "revised-4p",
                premium_auction="free",
                rubber_games=3,
                game_bonus="none",
                game_bonus_table=(30, 20, 10, 0),  # ignored outside by_count
            ),
        ),
    ]
    for bga, seeds in pairs:
        assert bga == seeds
    # and a bga table differs from them only in its options (bonus, bid values shown)
    assert GAME.rules("bga") != GAME.rules("free-premium", rubber_games=3)


def test_n99_bga_11_bid_values_public_bid_cards_not() -> None:
    """N99-BGA-11, N99-BGA-20 (N99-VIEW-8): once play ends every view shows every
    hand's bid value, a failed seat's bid cards stay hidden from the others, and a
    ``values`` event names them all; without the option a failed seat's value stays
    hidden too."""
    for show in (True, False):
        rules = GAME.rules("bga", show_bid_values=show)
        hidden_values = 0
        for seed in range(4):
            for state in _play_match(rules, seed):
                if not any(e.kind == "score" for e in GAME.events(state, None)):
                    continue  # only right after a deal's play ends
                result = (state.results or state.previous_game)[-1]
                events = [str(e) for e in GAME.events(state, None)]
                values = " ".join(f"{h}={v}" for h, v in enumerate(result.bid_values))
                assert (f"values {values}" in events) is show
                for seat in (None, *seat_range(3)):
                    view = GAME.view(state, seat)
                    seen = (view.results or view.previous_game)[-1]
                    data = GAME.to_json(view)
                    seen_json = (data["results"] or data["previous_game"])[-1]
                    for x in range(3):
                        public = result.shown[x] or x == seat
                        assert (seen.bids[x] != 0) is public  # the cards: N99-VIEW-8
                        assert (seen_json["bids"][x] is None) is not public
                        value = result.bid_values[x] if show or public else -1
                        assert seen.bid_values[x] == value
                        assert seen_json["bid_values"][x] == (None if value < 0 else value)
                        hidden_values += value < 0
        assert (hidden_values > 0) is not show


# --- 11.5 scoring style -------------------------------------------------------------------


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("name", BGA)
def test_n99_bga_12_every_style_on_every_game_style(name: str, style: int) -> None:
    """N99-BGA-12, N99-BGA-17: each scoring style's options on each bga* preset are
    valid rules, and a match of them ends: 3 games (styles 1, 2), until 3 target wins
    (style 3), one game of 9 deals (style 4)."""
    rules = _rules(name, **STYLES[style])
    final = _play_match(rules, seed=style)[-1]
    games = (*final.games, final.totals)
    if style in (1, 2):
        assert len(games) == 3
    elif style == 3:
        assert max(target_wins(rules, games)) == 3
    else:
        assert len(games) == 1 and len(final.results) == 9


def test_n99_bga_13_amb_46_games_first_dealers() -> None:
    """N99-BGA-13, N99-AMB-46: game g's first dealer is (first_dealer + g) mod n, for
    4 players too (3 games: seat first_dealer + 3 never deals first); each game starts
    its totals at 0 and ends once a total reaches 100; the winners are the highest
    rubber scores, joint on a tie."""
    for name, first in (("bga", 1), ("bga-4p", 2)):
        states = _play_match(GAME.rules(name), seed=13, first_dealer=first)
        starts = _game_starts(states)
        n = starts[0].rules.players
        assert [s.dealer for s in starts] == [(first + g) % n for g in range(3)]
        assert all(s.totals == (0,) * n for s in starts)
        final = states[-1]
        for totals in (*final.games, final.totals):
            assert max(totals) >= 100
        assert match_winners(final.rules, (*final.games, final.totals)) == GAME.winners(final)
    rules = _rules("bga", game_bonus="none")
    assert match_winners(rules, [(100, 50, 0), (50, 100, 50), (0, 0, 100)]) == (0, 1, 2)


def test_n99_bga_14_amb_49_game_bonus_by_count() -> None:
    """N99-BGA-14, N99-AMB-49: each of the c hands at 100 or more adds
    game_bonus_table[c-1] (40 - 10c), the others nothing; c = 4 gives 0; the bonus
    never decides the end of a game."""
    three = GAME.rules("bga")
    assert final_scores(three, (99, 50, 20)) == (99, 50, 20)
    assert final_scores(three, (125, 97, 6)) == (155, 97, 6)
    assert final_scores(three, (155, 129, 4)) == (175, 149, 4)
    assert final_scores(three, (100, 125, 162)) == (110, 135, 172)
    four = GAME.rules("bga-4p")
    assert final_scores(four, (100, 101, 102, 103)) == (100, 101, 102, 103)
    assert final_scores(four, (100, 101, 102, 3)) == (110, 111, 112, 3)
    assert game_ends(three, (99, 99, 99), 5) is False  # the bonus is not in the totals
    states = _play_match(three, seed=14)
    final = states[-1]
    for totals in (*final.games, final.totals):  # N99-BGA-20: c bonuses of table[c-1]
        c = sum(t >= 100 for t in totals)
        assert sum(final_scores(three, totals)) - sum(totals) == (c and c * (40 - 10 * c))


def test_n99_bga_15_amb_48_rubber_wins() -> None:
    """N99-BGA-15, N99-AMB-48, N99-BGA-20: under rubber_wins=3 games follow until a seat
    has 3 target wins (a total of 100 or more at a game's end, several seats in one game
    possibly); the match has 3 to n*2 + 1 games, no seat more than 3 wins; the scores are
    100 a win, the winners the most wins, then the best rubber score."""
    for name in ("bga", "bga-4p", "bga-standard"):
        rules = _rules(name, **STYLES[3])
        assert rules.rubber_games == 3  # ignored under rubber_wins (N99-BGA-19)
        for seed in range(3):
            states = _play_match(rules, seed)
            final = states[-1]
            games = (*final.games, final.totals)
            n = rules.players
            assert 3 <= len(games) <= n * 2 + 1
            wins = target_wins(rules, games)
            assert max(wins) == 3
            for g in range(1, len(games)):
                assert max(target_wins(rules, games[:g])) < 3  # the match went on
            assert GAME.scores(final) == tuple(100 * w for w in wins)
            outcome = GAME.outcome(final)
            assert outcome is not None and outcome.reason == "rubber"
            assert outcome.winners == match_winners(rules, games)
            assert all(wins[s] == 3 for s in outcome.winners)
            states_per_game = {s.game_number for s in states}
            assert len(states_per_game) == len(games)
    # the same match with rubber_games=1: rubber_games is ignored
    assert _play_match(_rules("bga", rubber_games=1, **STYLES[3]), 0)[-1].games == (
        _play_match(_rules("bga", **STYLES[3]), 0)[-1].games
    )


def test_n99_bga_16_nine_deals() -> None:
    """N99-BGA-16 (N99-AMB-43): style 4 is one game of exactly 9 deals without game
    bonus; 100 or more ends nothing; with 4 players the first dealer deals three times."""
    rules = _rules("bga-4p", **STYLES[4])
    final = _play_match(rules, seed=16, first_dealer=1)[-1]
    assert len(final.results) == 9 and final.games == ()
    dealers = Counter(r.dealer for r in final.results)
    assert dealers == Counter({1: 3, 2: 2, 3: 2, 0: 2})
    assert GAME.scores(final) == final.totals
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.reason == "deals"


def test_n99_bga_17_a_bga_table_replays_from_its_record() -> None:
    """N99-BGA-17: a BGA table is the preset of its game style with the options of its
    scoring style and its first dealer; its record (deals with their trump cards, bids,
    offers, plays) replays to the same state."""
    rules = _rules("bga-standard-4p", **STYLES[3])
    rng = random.Random(17)
    state = GAME.new(rules, first_dealer=Seat(3))
    actions: list[str] = []
    action: Action
    while not GAME.is_over(state) and len(actions) < 400:
        if GAME.to_move(state) is tricktake.CHANCE:
            action = GAME.deal(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        actions.append(GAME.format_action(action))
        state = GAME.apply(state, action)
    record = tricktake.Record(
        "ninety-nine", "bga-standard-4p", STYLES[3], first_dealer=Seat(3), actions=tuple(actions)
    )
    loaded = tricktake.record.load(tricktake.record.dump(record))
    assert tricktake.replay(loaded) == state
    assert any("trumpcard=" in text for text in loaded.actions)


def test_n99_bga_19_refusals() -> None:
    """N99-BGA-19: what the options of §11 refuse, each with a RulesError that says
    what was expected, and what they allow and ignore."""
    refused: list[tuple[str, dict[str, Any], str]] = [
        ("revised-4p", {"game_bonus": "by_count"}, r"game_bonus_table=\[30, 20, 10, 0\]"),
        ("bga-4p", {"game_bonus_table": (30, 20, 10)}, r"game_bonus_table=\[30, 20, 10, 0\]"),
        ("bga", {"game_bonus_table": (30, 20, 10, 0)}, r"game_bonus_table=\[30, 20, 10\]"),
        ("revised-5p", {"game_bonus": "by_count"}, "3 or 4 hands"),
        ("naughty-nun-2p", {"game_bonus": "by_count"}, "3 or 4 hands"),
        ("revised", {"game_bonus_table": (10, 20)}, r"\[30, 20, 10\] or \[30, 20, 10, 0\]"),
        ("bga", {"rubber_wins": 3, "game_end": "deals"}, "game_end='target'"),
        ("bga", {"rubber_wins": 2}, "0 or 3"),
        ("bga", {"first_deal_mode": "H"}, "no_trump"),
        ("bga-standard", {"joker": True}, "turn-up"),
        ("original", {"trump_rule": "drawn_card"}, "trump_rule='turnup'"),
    ]
    for preset, options, message in refused:
        with pytest.raises(RulesError, match=message):
            _rules(preset, **options)
    allowed: list[tuple[str, dict[str, Any]]] = [
        ("bga-standard", {"first_deal_mode": "D"}),
        ("revised", {"game_bonus_table": (30, 20, 10, 0)}),  # ignored outside by_count
        ("bga", {"rubber_wins": 3, "rubber_games": 1}),
        ("revised-2p", {"game_bonus": "by_count"}),  # 3 hands, the dummy's included
        ("revised", {"trump_rule": "drawn_card"}),
    ]
    for preset, options in allowed:
        _rules(preset, **options)
    # allowed and ignored: the same match with and without them
    baselines: list[dict[str, Any]] = [{}, {}, {"rubber_wins": 3}]
    for (preset, options), baseline in zip(allowed, baselines, strict=False):
        ignored = _play_match(_rules(preset, **options), 0)[-1]
        plain = _play_match(_rules(preset, **baseline), 0)[-1]
        assert (ignored.games, ignored.totals, GAME.scores(ignored)) == (
            plain.games,
            plain.totals,
            GAME.scores(plain),
        )
    assert GAME.rules("bga").game_bonus is GameBonus.BY_COUNT


def test_n99_bga_20_invariants_of_the_drawn_card() -> None:
    """N99-BGA-20 (N99-INV-1): under drawn_card every deal's mode is its trump card's,
    and the piles hold every card once with the trump card in none of its own."""
    rules = _rules("bga-standard-4p", **STYLES[4])
    for state in _play_match(rules, seed=20):
        if state.phase is Phase.DEAL:
            continue
        assert state.trump_card is not None
        assert state.mode is _mode_of_drawn(rules, card_text(state.trump_card))
        piles = GAME.piles(state)
        assert sorted(c for cards in piles.values() for c in cards) == sorted(GAME.info(rules).pack)


def test_n99_bga_21_no_automatic_play() -> None:
    """N99-BGA-21: BGA's display preferences are not rules: a seat with a single legal
    card still plays it itself (no automatic play of forced cards)."""
    rules = GAME.rules("bga")
    for state in _play_match(rules, seed=21):
        if state.phase is Phase.PLAY and len(GAME.legal_actions(state)) == 1:
            assert GAME.to_move(state) == state.actor
            return
    raise AssertionError("no forced card in the match")


def test_n99_bga_sample_state_keeps_the_trump_card_and_the_bid_values() -> None:
    """``sample_state`` (N99-BGA-8, N99-BGA-11): a world sampled from a seat's view of a
    bga-standard deal has the same trump card and mode, and the view of the sampled
    world equals the seat's view, bid values of the earlier deals included."""
    rules = GAME.rules("bga-standard")
    rng = random.Random(22)
    states = _play_match(rules, seed=22)
    checked = 0
    for state in states[1 :: max(1, len(states) // 40)]:
        if state.phase in (Phase.DEAL, Phase.OVER):
            continue
        seat = Seat(rng.randrange(3))
        view = GAME.view(state, seat)
        world = GAME.sample_state(view, rng)
        assert world.trump_card == state.trump_card and world.mode is state.mode
        assert GAME.view(world, seat) == view
        checked += 1
    assert checked > 10


def test_hidden_swaps_between_deals_keep_the_drawn_card_in_the_draw_pack() -> None:
    """N99-BGA-7/8, DESIGN "No leaks": between deals the state no longer holds the last
    deal's drawn trump card, so the no-leak check exchanges hidden cards only both of
    the draw pack or both outside it; this game's fifth deal had drawn JS, and an
    exchange of JS with 4S (no card of the 36-card pack) made a deal that cannot be."""
    from tests.ninety_nine.adapter import NinetyNineAdapter
    from tests.strategies import play_through
    from tricktake.testing import check_hidden_swaps

    adapter = NinetyNineAdapter()
    play = play_through("ninety-nine", "bga-standard-4p", 1_501_765_761)
    between = play.states[196]
    assert between.phase is Phase.DEAL and between.trump_card is None
    assert not adapter.swappable(between, parse_card("JS"), parse_card("4S"))
    assert adapter.swappable(between, parse_card("JS"), parse_card("10S"))
    assert check_hidden_swaps(play, hidden=adapter.hidden, swappable=adapter.swappable) > 0
