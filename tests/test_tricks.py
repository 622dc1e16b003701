"""The shared trick kernel (``tricktake.tricks``): follow tables, trick winners, the
named trick rules of each game and the trick play, on cards given by their text so that
the tests read like the rules."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tricktake.tricks
from tricktake import RulesError
from tricktake.cards import JOKER, RANKS, Card, mask_of, parse_card, suit_of
from tricktake.maskplay import COMPILED
from tricktake.tricks import (
    HAND_SHIFT,
    LED,
    NO_SUIT,
    RANK_SUIT,
    TRUMP,
    PlayTable,
    Trick,
    TrickKernel,
    TrickRules,
    TrickState,
    trick_winner,
    trump_power,
)
from tricktake.units import Seat

PACK = [parse_card(r + s) for s in "CDHS" for r in RANKS]
PLAY_SUIT: list[int | None] = [None] * (JOKER + 1)
for _card in PACK:
    PLAY_SUIT[_card] = suit_of(_card)
ORDER = [c & 15 for c in range(JOKER + 1)]


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def test_suit_cards_group_cards_by_play_suit() -> None:
    """N99-PLAY-5: a hand follows with the cards of the led play suit."""
    rules = TrickRules.no_trump(PACK)
    spades = sum(1 << c for c in PACK if suit_of(c) == 3)
    assert rules.suit_cards[rules.play_suit[parse_card("AS")]] == spades
    assert rules.play_suit[JOKER] == NO_SUIT  # not a card of this pack


def test_suit_cards_honour_a_moved_card_n99_card_3() -> None:
    """N99-CARD-3: a nines deal moves the nines to a play suit of their own."""
    rules = TrickRules.rank_trump(PACK, RANKS.index("9"), (0, 2, 3, 1))
    nine = parse_card("9H")
    assert rules.suit_cards[RANK_SUIT] & 1 << nine
    assert not rules.suit_cards[rules.play_suit[parse_card("AH")]] & 1 << nine


def test_trump_beats_the_led_suit() -> None:
    """N99-WIN-1 (N99-EX-13, trump S): 1:10H, 2:AH, 0:6S -> the trump wins."""
    power = trump_power(PLAY_SUIT, ORDER, [3] * 4)
    trick = cards("10H AH 6S")
    assert trick_winner(trick, power[suit_of(trick[0])]) == 2


def test_no_trump_highest_of_the_led_suit() -> None:
    """N99-WIN-2 (N99-EX-13, no trump): 0:7C, 1:AH, 2:8C -> the highest club."""
    power = trump_power(PLAY_SUIT, ORDER, [None] * 4)
    trick = cards("7C AH 8C")
    assert trick_winner(trick, power[suit_of(trick[0])]) == 2


def test_trump_may_depend_on_the_led_suit() -> None:
    """N99-WIN-3 (N99-EX-13, Rondo): C led makes D trump."""
    rondo = [1, 3, 0, 2]  # trump by led suit number: C->D, D->S, H->C, S->H
    power = trump_power(PLAY_SUIT, ORDER, rondo)
    trick = cards("7C 6D AC")
    assert trick_winner(trick, power[suit_of(trick[0])]) == 1


def test_equal_powers_go_to_the_earlier_card() -> None:
    """the docs' Conventions page: of two identical cards, the one played first wins."""
    power = trump_power(PLAY_SUIT, ORDER, [None] * 4)
    ace = parse_card("AS")
    assert trick_winner([parse_card("2S"), ace, ace], power[3]) == 1


# ------------------------------------------------------------- named constructors
DECK = [parse_card(r + s) for s in "CDHS" for r in ("9", "10", "J", "Q", "K", "A")]
NAP_PACK = [*PACK, JOKER]
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def winner(rules: TrickRules, text: str, led: int | None = None) -> str:
    """The winning card of a trick given as text, in play order."""
    trick = cards(text)
    return text.split()[rules.winner(trick, led)]


def test_n99_win_1_suit_trump() -> None:
    """N99-WIN-1: any trump beats the led suit; the highest trump wins."""
    rules = TrickRules.suit_trump(DECK, SPADES)
    assert winner(rules, "AH 9S KH") == "9S"
    assert winner(rules, "AH 9S JS") == "JS"
    assert winner(rules, "QH AC KH") == "KH"  # a card of another suit cannot win


def test_n99_win_2_no_trump() -> None:
    """N99-WIN-2: the highest card of the led suit wins."""
    rules = TrickRules.no_trump(DECK)
    assert winner(rules, "10D AS QD") == "QD"
    assert winner(rules, "10D AS 9D") == "10D"


def test_a_constructor_takes_the_game_s_rank_order() -> None:
    """the docs' Conventions page: the rank order is the game's (e.g. an ace-low game)."""
    ace_low = TrickRules.no_trump(PACK, order=lambda c: -1 if RANKS[c & 15] == "A" else c & 15)
    assert winner(ace_low, "AC 2C") == "2C"


def test_nap_play_5_joker_wins() -> None:
    """NAP-PLAY-5, NAP-JOKER-1: the joker beats the trump ace and the led suit."""
    rules = TrickRules.top_card(NAP_PACK, JOKER, trump=HEARTS, follows_as=HEARTS)
    assert winner(rules, "AH JK KH") == "JK"
    assert winner(rules, "AS 2H JK") == "JK"
    assert winner(rules, "AS 2H KS") == "2H"  # without the joker, the trump wins


def test_nap_joker_1_misere_joker_is_the_only_trump() -> None:
    """NAP-JOKER-1, NAP-JOKER-7: in misère the joker still wins, and has no suit."""
    rules = TrickRules.top_card(NAP_PACK, JOKER)
    assert winner(rules, "AC KC JK") == "JK"
    assert winner(rules, "AC KC 2H") == "AC"
    assert rules.play_suit[JOKER] not in (CLUBS, DIAMONDS, HEARTS, SPADES)


def test_nap_joker_8_a_joker_lead_names_the_led_suit() -> None:
    """NAP-JOKER-8: the joker led as a named suit; the others follow that suit."""
    rules = TrickRules.top_card(NAP_PACK, JOKER)
    assert winner(rules, "JK 2D AD", led=DIAMONDS) == "JK"
    kernel = TrickKernel(rules, 2, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("JK 3C", "2D AC"), Seat(0), (), None)
    state = kernel.play(start, JOKER, (), led=DIAMONDS)
    assert state.legal == (parse_card("2D"),)


def test_nap_joker_3_joker_follows_as_a_trump() -> None:
    """NAP-JOKER-3: the joker is a trump for following: when trumps are led, a seat whose
    only trump is the joker must play it; when another suit is led, it may not."""
    rules = TrickRules.top_card(NAP_PACK, JOKER, trump=HEARTS, follows_as=HEARTS)
    kernel = TrickKernel(rules, 2, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("5H 3C", "JK 2C"), Seat(0), (), None)
    assert kernel.play(start, parse_card("5H"), ()).legal == (JOKER,)
    assert kernel.play(start, parse_card("3C"), ()).legal == (parse_card("2C"),)


def test_nap_joker_7_joker_without_a_suit_is_no_follow() -> None:
    """NAP-JOKER-7: a seat may play the suitless joker only without a card of the led
    suit."""
    rules = TrickRules.top_card(NAP_PACK, JOKER)
    kernel = TrickKernel(rules, 2, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("5H 3C", "JK 2C"), Seat(0), (), None)
    assert kernel.play(start, parse_card("3C"), ()).legal == (parse_card("2C"),)
    assert kernel.play(start, parse_card("5H"), ()).legal == tuple(cards("2C JK"))


NINE = RANKS.index("9")
NINE_C = parse_card("9C")


def nines(pack: list[Card] = DECK) -> TrickRules:
    """Ninety-Nine's nines mode (N99-CARD-3/4) on ``pack``, built in each test: mutation
    testing (mutmut) imports a test module once, before it switches a mutant on, so
    rules built at import would never run a mutant of their constructor."""
    return TrickRules.rank_trump(pack, NINE, (CLUBS, HEARTS, SPADES, DIAMONDS))


def test_n99_card_3_nines_leave_their_suit() -> None:
    """N99-CARD-3: in mode nines a 9 belongs to the nines suit, not its printed suit."""
    nine_of_hearts = parse_card("9H")
    rules = nines()
    assert rules.play_suit[nine_of_hearts] == RANK_SUIT
    assert not rules.suit_cards[HEARTS] >> nine_of_hearts & 1
    kernel = TrickKernel(rules, 2, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("AH 10C", "9H 9C JS"), Seat(0), (), None)
    # holding no heart but the 9H, the hand is void in hearts: any card may go
    assert kernel.play(start, parse_card("AH"), ()).legal == tuple(cards("9C 9H JS"))


def test_n99_card_4_nines_order() -> None:
    """N99-CARD-4: inside the nines suit, C9 > H9 > S9 > D9."""
    assert winner(nines(), "9D 9S") == "9S"
    assert winner(nines(), "9S 9H") == "9H"
    assert winner(nines(), "9H 9C 9D") == "9C"
    assert winner(nines(), "9D 9S 9H") == "9H"


def test_n99_win_7_nines_are_trumps() -> None:
    """N99-WIN-7: nines mode is N99-WIN-1 with the nines as trumps."""
    assert winner(nines(), "AS 9D KS") == "9D"
    assert winner(nines(), "10S AS KS") == "AS"  # no nine: the led suit's highest


def test_n99_card_1_joker_stands_for_the_turned_up_card() -> None:
    """N99-CARD-1: the joker takes the turned-up card's place: it follows as that card
    and is exactly as strong (here the turn-up is 10H, hearts trump)."""
    pack = [*DECK, JOKER]
    rules = TrickRules.suit_trump(pack, HEARTS).standing_in(JOKER, parse_card("10H"))
    assert rules.play_suit[JOKER] == HEARTS
    assert rules.suit_cards[HEARTS] & 1 << JOKER
    assert not any(rules.suit_cards[s] & 1 << JOKER for s in (CLUBS, DIAMONDS, SPADES))
    assert winner(rules, "9H JK AS") == "JK"
    assert winner(rules, "JK JH") == "JH"
    assert winner(rules, "AS JK") == "JK"  # a trump


def test_n99_card_4_a_joker_standing_for_a_nine_takes_its_place() -> None:
    """N99-CARD-4: a joker standing for a turned-up 9 takes that 9's place in the nines
    suit (C9 > H9 > S9 > D9); N99-CARD-5: of two such cards the earlier wins."""
    rules = nines([*DECK, JOKER]).standing_in(JOKER, parse_card("9H"))
    assert rules.play_suit[JOKER] == RANK_SUIT
    assert winner(rules, "9S JK") == "JK"
    assert winner(rules, "JK 9C") == "9C"
    assert winner(rules, "AS JK KS") == "JK"  # a nine: a trump
    assert winner(rules, "JK 9H") == "JK"  # N99-CARD-5: identical identities
    assert winner(rules, "9H JK") == "9H"


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: TrickRules.suit_trump(DECK, 7), "trump=7: expected a suit number"),
        (lambda: TrickRules.suit_trump(DECK, "S"), "trump='S': expected a suit number"),  # type: ignore[arg-type]
        (lambda: TrickRules.no_trump([Card(99)]), "pack: 99 is not a card code"),
        (lambda: TrickRules.no_trump([Card(-1)]), "pack: -1 is not a card code"),
        (lambda: TrickRules.no_trump(["AS"]), "pack: 'AS' is not a card code"),  # type: ignore[list-item]
        (lambda: TrickRules.rank_trump(DECK, NINE, (0, 1)), "suit_order=(0, 1): expected"),
        (lambda: TrickRules.rank_trump(DECK, 15, (0, 1, 2, 3)), "rank=15: expected"),
        (lambda: TrickRules.top_card(DECK, JOKER), "top=64: expected a card of the pack"),
        (lambda: TrickRules.top_card(NAP_PACK, JOKER, follows_as=9), "follows_as=9"),
        (lambda: nines().standing_in(JOKER, parse_card("9H")), "card=64: expected a card"),
        (lambda: TrickRules.trump_by_led(DECK, (1, 3, 0)), "trumps=(1, 3, 0): expected a trump"),
        (lambda: TrickRules.trump_by_led(DECK, (1, 3, 0, 5)), "trumps=5: expected a suit"),
        (lambda: TrickRules.highest_suit(DECK, (0, 0, 1, 2)), "suit_order=(0, 0, 1, 2)"),
        (lambda: TrickRules.highest_rank(DECK, (0, 1)), "suit_order=(0, 1): expected"),
        # the first code past each range, and the name of each argument checked in a loop
        (lambda: TrickRules.suit_trump(DECK, 4), "trump=4: expected a suit number from 0"),
        (lambda: TrickRules.top_card(NAP_PACK, Card(65)), "top=65: expected a card of the"),
        (lambda: TrickRules.top_card(NAP_PACK, JOKER, trump=7), "trump=7: expected a suit"),
        (lambda: nines().standing_in(NINE_C, Card(65)), "stands_for=65: expected a card"),
        (lambda: nines().standing_in(Card(65), NINE_C), "card=65: expected a card of the"),
    ],
)
def test_named_constructors_refuse_bad_arguments(build: Any, message: str) -> None:
    """Bad arguments raise a RulesError naming the argument and what was expected."""
    with pytest.raises(RulesError, match=re.escape(message)):
        build()


# Suit numbers: C 0, D 1, H 2, S 3; Ninety-Nine's suit order C > H > S > D.
SUIT_ORDER = (0, 2, 3, 1)


@pytest.mark.parametrize(
    ("trick", "won"),
    [("10D AD 6S", "6S"), ("7C 6D AC", "6D"), ("9H AS 8C", "8C"), ("9S 6S 6H", "6H")],
)
def test_n99_win_3_rondo_trump_by_the_led_suit(trick: str, won: str) -> None:
    """N99-WIN-3 (EX-13's rows and two more): D led makes S trump, S makes H, H makes
    C, C makes D."""
    assert winner(TrickRules.trump_by_led(PACK, (1, 3, 0, 2)), trick) == won


@pytest.mark.parametrize(
    ("trick", "won"),
    [("AS KS 6C", "6C"), ("7D AD 6H", "6H"), ("6S AD KS", "KS"), ("AD 7D 6D", "AD")],
)
def test_n99_win_4_whistle_and_flute_the_highest_suit_present(trick: str, won: str) -> None:
    """N99-WIN-4 (EX-13's rows and two more): the highest suit among the trick's cards
    wins, C > H > S > D, whatever was led; in it the highest rank."""
    assert winner(TrickRules.highest_suit(PACK, SUIT_ORDER), trick) == won


@pytest.mark.parametrize(
    ("trick", "won"),
    [("10H KH KS", "KH"), ("6S AD 7S", "AD"), ("KD KS KH", "KH"), ("2C AD KC", "AD")],
)
def test_n99_win_5_top_dog_the_highest_rank(trick: str, won: str) -> None:
    """N99-WIN-5 (EX-13's rows and two more): the highest rank wins, whatever its suit;
    of equal ranks the higher suit, C > H > S > D."""
    assert winner(TrickRules.highest_rank(PACK, SUIT_ORDER), trick) == won


@pytest.mark.parametrize("build", [TrickRules.highest_suit, TrickRules.highest_rank])
def test_n99_card_1_ranked_rules_take_a_pack_with_the_joker(build: Any) -> None:
    """N99-CARD-1, N99-WIN-4/5: Whistle and Flute's and Top Dog's rules build from a pack
    that holds the joker (they raised IndexError, found by tests/verification): the
    joker alone cannot win, and standing in for a card it is that card."""
    rules = build([*PACK, JOKER], SUIT_ORDER)
    assert rules.winner(cards("JK 2D 3D")) == 2
    stand_in = rules.standing_in(JOKER, parse_card("AC"))
    assert stand_in.winner(cards("2D JK KC")) == 1
    # the joker's power is 0, which cannot win; every card of the four suits plays in
    # the led band (none is a trump), the weakest too
    assert all(table[JOKER] == 0 for table in rules.power)
    assert all(LED < table[card] < TRUMP for table in rules.power for card in PACK)


def test_the_lowest_card_code_is_a_card_like_any_other() -> None:
    """Code 0 (2C) passes every check of a card, a rank or a suit number: as the top
    card, as the trump rank (N99-CARD-3's nines made twos), standing in and stood for
    (N99-CARD-1)."""
    two_clubs = Card(0)
    assert winner(TrickRules.top_card(PACK, two_clubs), "AC 2C") == "2C"
    assert winner(TrickRules.rank_trump(PACK, 0, SUIT_ORDER), "AC 2D") == "2D"
    stands_for_two = TrickRules.no_trump(NAP_PACK).standing_in(JOKER, two_clubs)
    assert stands_for_two.play_suit[JOKER] == CLUBS
    assert winner(stands_for_two, "JK 2D") == "JK"
    two_as_ace = TrickRules.no_trump(PACK).standing_in(two_clubs, parse_card("AS"))
    assert winner(two_as_ace, "KS 2C") == "2C"


def test_every_constructor_s_tables_agree_with_its_play_suits() -> None:
    """The three tables of every named constructor, each a card moved by
    ``standing_in`` and a top card that is not the joker: one power per card code in
    each table and one table per play suit up to the highest; ``suit_cards[s]`` is exactly the cards of
    play suit ``s`` (N99-PLAY-5's follow sets: a moved card leaves its old suit, and
    only it); a code outside the pack has power 0 (it cannot win); and a top card
    changes no other card's power."""
    seven, queen = parse_card("7D"), parse_card("QS")
    built = [
        TrickRules.no_trump(DECK),
        TrickRules.suit_trump(PACK, HEARTS),
        TrickRules.top_card(NAP_PACK, JOKER, trump=HEARTS, follows_as=HEARTS),
        TrickRules.top_card(PACK, seven, trump=SPADES),
        nines([*DECK, JOKER]),
        TrickRules.trump_by_led(PACK, (1, 3, 0, 2)),
        TrickRules.highest_suit(NAP_PACK, SUIT_ORDER),
        TrickRules.highest_rank(NAP_PACK, SUIT_ORDER),
    ]
    for rules in built:
        assert len(rules.suit_cards) == max(rules.play_suit) + 1  # no table beyond
    moved = [
        TrickRules.suit_trump(NAP_PACK, HEARTS).standing_in(JOKER, parse_card("10H")),
        TrickRules.no_trump(PACK).standing_in(seven, queen),  # 7D leaves D, 8D stays
    ]
    for rules in built + moved:
        assert len(rules.play_suit) == JOKER + 1
        assert all(len(table) == JOKER + 1 for table in rules.power)
        assert len(rules.power) == len(rules.suit_cards)
        for suit, mask in enumerate(rules.suit_cards):
            assert mask == sum(1 << c for c, s in enumerate(rules.play_suit) if s == suit)
        outside = [c for c, s in enumerate(rules.play_suit) if s == NO_SUIT]
        assert all(table[c] == 0 for table in rules.power for c in outside)
    plain = TrickRules.suit_trump(PACK, SPADES).power
    for table, top_table in zip(plain, built[3].power, strict=True):
        assert [p for c, p in enumerate(top_table) if c != seven] == [
            p for c, p in enumerate(table) if c != seven
        ]


def test_a_winner_decided_outside_the_tables() -> None:
    """N99-WIN-6: a game that decides a trick by more than its cards (a snap) names the
    winning index with the trick's last card; the winner then leads."""
    kernel = TrickKernel(TrickRules.no_trump(PACK), 3, PlayTable(Card))
    state = kernel.start(TrickState, hand_masks("8H", "8S", "8C"), Seat(0), (), None)
    state = kernel.play(state, parse_card("8H"), ())
    state = kernel.play(state, parse_card("8S"), ())
    state = kernel.play(state, parse_card("8C"), (), winner=2)
    assert state.tricks[0].winner == 2 and state.player == 2


# ------------------------------------------------------------------- trick play
def hand_masks(*hands: str) -> int:
    """Hands given as text, packed as a trick state holds them."""
    return sum(mask_of(cards(text)) << HAND_SHIFT * x for x, text in enumerate(hands))


def test_n99_play_5_legal_plays_follow_the_led_suit() -> None:
    """N99-PLAY-5: a hand with a card of the led suit must play one; without, any."""
    kernel = TrickKernel(TrickRules.no_trump(DECK), 3, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("AH 9C", "KH QH 9S", "10S JD"), Seat(1), (), None)
    assert start.legal == tuple(cards("QH KH 9S"))  # the leader may lead any card
    after = kernel.play(start, parse_card("KH"), ())
    assert after.order == (1, 2, 0) and after.trick == (parse_card("KH"),)
    assert after.legal == tuple(cards("JD 10S"))  # hand 2 is void in hearts
    after = kernel.play(after, parse_card("10S"), ())
    assert after.legal == (parse_card("AH"),)  # hand 0 must follow


def test_n99_play_8_the_winner_takes_the_trick_and_leads() -> None:
    """N99-PLAY-8: the completed trick records its cards, hands and winner, and the
    winner leads the next trick."""
    kernel = TrickKernel(TrickRules.no_trump(DECK), 3, PlayTable(Card))
    state = kernel.start(TrickState, hand_masks("AH 9C", "KH QH", "10S JD"), Seat(1), (), None)
    for text in ("KH", "10S", "AH"):
        state = kernel.play(state, parse_card(text), ())
    assert state.tricks == (Trick(tuple(cards("KH 10S AH")), (Seat(1), Seat(2), Seat(0)), Seat(0)),)
    assert state.tricks[0].leader == 1
    assert state.trick == () and state.order == (0, 1, 2) and state.led == NO_SUIT
    assert state.player == 0
    assert state.legal == (parse_card("9C"),)
    assert [state.hand_mask(x) for x in range(3)] == [
        mask_of(cards("9C")),
        mask_of(cards("QH")),
        mask_of(cards("JD")),
    ]


def test_a_play_table_shares_one_action_per_card() -> None:
    """Legal plays are the game's own actions, one object per card, in code order."""
    table = PlayTable(lambda card: ("play", card))
    table.fill(mask_of(NAP_PACK))
    hand = mask_of(cards("AS 2C JK"))
    plays = table.plays(hand)
    assert plays == (("play", parse_card("2C")), ("play", parse_card("AS")), ("play", JOKER))
    assert table.plays(mask_of(cards("AS")))[0] is plays[1]
    assert table.follows(hand) is table.follows(hand)
    assert table.play_of(JOKER) == ("play", JOKER)


def test_a_play_table_fills_a_pack_without_clubs_and_a_larger_pack() -> None:
    """``PlayTable.fill`` builds every suit of a pack that lacks clubs and diamonds, and
    of a second pack, the suits the first did not have (here the joker's)."""
    table = PlayTable(Card)
    table.fill(mask_of(cards("2H 3H 3S")))
    assert table.plays(mask_of(cards("3S 2H"))) == tuple(cards("2H 3S"))
    table.fill(mask_of(cards("2H 3H 3S JK")))
    assert table.plays(mask_of(cards("JK 3S 2H"))) == tuple(cards("2H 3S JK"))


def test_a_game_state_keeps_its_class_and_its_rest() -> None:
    """A game's state subclasses TrickState: a play keeps its class and carries its own
    part (``rest``) unchanged, and stores the play's events."""

    class GameState(TrickState):
        __slots__ = ()

    kernel = TrickKernel(TrickRules.no_trump(DECK), 2, PlayTable(Card))
    start = kernel.start(GameState, hand_masks("AH 9C", "KH QH"), Seat(0), ("dealt",), "mine")
    assert type(start) is GameState and start.events == ("dealt",) and start.rest == "mine"
    after = kernel.play(start, parse_card("AH"), ("0 play AH",))
    assert type(after) is GameState and after.rest == "mine"
    assert after.events == ("0 play AH",) and after.player == 1
    done = kernel.play(after, parse_card("KH"), ("1 play KH",))
    assert type(done) is GameState and done.rest == "mine" and done.tricks[0].winner == 0


def test_trump_power_bands() -> None:
    """The power bands of the module docstring, exactly (mutation testing): a trump is
    TRUMP plus its order, a card of the led suit LED plus its order, any other card and
    a code outside the pack 0 (it cannot win)."""
    power = trump_power([0, 1, 2, None, NO_SUIT], [5, 6, 7, 8, 9], [1, 1, 1])
    assert power[0] == [LED + 5, TRUMP + 6, 0, 0, 0]
    assert power[2] == [0, TRUMP + 6, LED + 7, 0, 0]
    assert trump_power([0, 1], [3, 4], [None, None]) == [[LED + 3, 0], [0, LED + 4]]
    # at no trump a code outside the pack (None) is not a trump (None) either
    assert trump_power([0, None, NO_SUIT], [3, 4, 5], [None]) == [[LED + 3, 0, 0]]


def test_winner_with_a_named_led_suit_n99_win_1() -> None:
    """``TrickRules.winner`` takes the led suit when a rule names it (a joker led as a
    suit, NAP-JOKER-8): then the cards of that suit win, not those of the first card."""
    rules = TrickRules.no_trump(PACK)
    trick = cards("2C AH 3C")
    assert rules.winner(trick) == 2
    assert rules.winner(trick, led=suit_of(parse_card("AH"))) == 1


def test_follow_mask_n99_play_5() -> None:
    """``TrickKernel.follow_mask``: the cards of the led suit the hand to play holds, 0
    on the lead and when it holds none."""
    kernel = TrickKernel(TrickRules.no_trump(PACK), 2, PlayTable(Card))
    start = kernel.start(TrickState, hand_masks("AH 9C", "KH QH 9S"), Seat(0), (), None)
    assert kernel.follow_mask(start) == 0
    after = kernel.play(start, parse_card("AH"), ())
    assert kernel.follow_mask(after) == mask_of(cards("KH QH"))
    start = kernel.start(TrickState, hand_masks("9C AH", "KH QH 9S"), Seat(0), (), None)
    assert kernel.follow_mask(kernel.play(start, parse_card("9C"), ())) == 0


def test_n99_dummy_3_4_a_kernel_takes_the_game_s_play_orders() -> None:
    """N99-DUMMY-3/4: a game may give its own play order for each leader (the dummy's);
    the kernel keeps its rules, its number of hands and those orders, and refuses orders
    that are not each an order of all hands."""
    rules = TrickRules.no_trump(DECK)
    orders = tuple(tuple(map(Seat, order)) for order in ((0, 2, 1), (1, 0, 2), (2, 1, 0)))
    kernel = TrickKernel(rules, 3, PlayTable(Card), orders)
    assert kernel.rules is rules and kernel.hands == 3 and kernel.orders == orders
    start = kernel.start(TrickState, hand_masks("AH", "KH", "QH"), Seat(1), (), None)
    assert start.order == (1, 0, 2)
    assert kernel.play(start, parse_card("KH"), ()).player == 0
    bad_orders: list[Any] = [((0, 1, 2), (1, 2, 0)), ((0, 1, 2), (1, 1, 0), (2, 0, 1))]
    for bad in bad_orders:
        message = f"orders={bad!r}: expected each hand's play order of all hands"
        with pytest.raises(RulesError, match=re.escape(message)):
            TrickKernel(rules, 3, PlayTable(Card), bad)


def stepped(kernel: TrickKernel[Card], state: TrickState, tricks: int, rng: random.Random) -> Any:
    """The trick play card by card until ``tricks`` tricks are complete, each card drawn
    as a playout draws it: ``legal[rng.randrange(len(legal))]``."""
    while len(state.tricks) < tricks:
        legal = state.legal
        state = kernel.play(state, legal[rng.randrange(len(legal))], ())
    return state


@pytest.mark.parametrize("masks", [False, True])
@pytest.mark.parametrize(
    ("done", "played", "tricks"), [(1, 1, 3), (0, 0, 6), (2, 2, 4), (3, 0, 6), (2, 1, 6)]
)
def test_random_play_is_the_trick_play_card_by_card(
    done: int, played: int, tricks: int, masks: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``TrickKernel.random_play`` (N99-PLAY-3/5/8): from ``done`` tricks and ``played``
    cards into the next, up to trick ``tricks`` (the last is 6), it plays exactly the
    cards that :meth:`TrickKernel.play` plays with the same draws and leaves the
    generator alike; a pile packed beyond the playing hands (Nines' stock) stays. So it
    does on its lists of cards (here with the joker in the pack) and on native masks
    (:mod:`tricktake.maskplay`, the compiled build's way, run here in either build)."""
    # a fresh table of cards: its follow cache starts empty, so the path that fills it runs
    monkeypatch.setattr("tricktake.tricks._CARDS", PlayTable(Card))
    rng = random.Random(done * 10 + played)
    pack = [*DECK] if masks else [*DECK, JOKER]
    rules = TrickRules.suit_trump(pack, HEARTS)
    if not masks:
        rules = rules.standing_in(JOKER, parse_card("10H"))
    rng.shuffle(pack)
    kernel = TrickKernel(rules, 3, PlayTable(Card))
    kernel.masks = masks
    piles = [pack[:6], pack[6:12], pack[12:18], pack[18:]]  # hand 3: a stock (7, or 6)
    hands = sum(mask_of(pile) << HAND_SHIFT * x for x, pile in enumerate(piles))
    state = stepped(kernel, kernel.start(TrickState, hands, Seat(done % 3), (), None), done, rng)
    for _ in range(played):
        state = kernel.play(state, state.legal[rng.randrange(len(state.legal))], ())
    fast, slow = random.Random(tricks), random.Random(tricks)
    position = kernel.random_play(state[:6], tricks, fast.getrandbits)
    expected = stepped(kernel, state, tricks, slow)
    assert position == expected[:6]
    assert fast.getstate() == slow.getstate()
    assert expected.hand_mask(3) == mask_of(piles[3])


def test_random_play_takes_native_masks_in_the_compiled_build_for_a_pack_without_joker() -> None:
    """A kernel plays on native masks (:func:`tricktake.maskplay.play_masks`) exactly in
    the compiled build and for a pack whose masks fit in 63 bits: not with the joker
    (bit 64)."""
    plain = TrickKernel(TrickRules.suit_trump(DECK, HEARTS), 3, PlayTable(Card))
    joker = TrickRules.suit_trump([*DECK, JOKER], HEARTS).standing_in(JOKER, parse_card("10H"))
    assert plain.masks is COMPILED
    assert TrickKernel(joker, 3, PlayTable(Card)).masks is False
    assert COMPILED is tricktake.tricks.__file__.endswith((".so", ".pyd"))


@pytest.mark.parametrize(("leader", "won"), [(0, 0), (1, 1)])
def test_n99_card_5_random_play_gives_equal_cards_to_the_earlier(leader: int, won: int) -> None:
    """N99-CARD-5 in ``TrickKernel.random_play``: the joker standing for 10H and the 10H
    itself in one trick: the one played first wins."""
    rules = TrickRules.suit_trump([*DECK, JOKER], HEARTS).standing_in(JOKER, parse_card("10H"))
    kernel = TrickKernel(rules, 2, PlayTable(Card))
    state = kernel.start(TrickState, hand_masks("JK", "10H"), Seat(leader), (), None)
    _, _, _, _, tricks, player = kernel.random_play(state[:6], 1, random.Random(1).getrandbits)
    assert tricks[0].winner == won == player
