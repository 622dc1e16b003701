"""The shared trick kernel (``tricktake.tricks``): follow tables and trick winners,
on cards given by their text so that the tests read like the rules."""

from __future__ import annotations

from tricktake.cards import JOKER, RANKS, Card, parse_card, suit_of
from tricktake.tricks import follow_table, trick_winner, trump_power

PACK = [parse_card(r + s) for s in "CDHS" for r in RANKS]
PLAY_SUIT: list[int | None] = [None] * (JOKER + 1)
for _card in PACK:
    PLAY_SUIT[_card] = suit_of(_card)
ORDER = [c & 15 for c in range(JOKER + 1)]


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def test_follow_table_groups_cards_by_play_suit() -> None:
    follow = follow_table(PLAY_SUIT)
    ace_of_spades = parse_card("AS")
    spades = sum(1 << c for c in PACK if suit_of(c) == 3)
    assert follow[ace_of_spades] == spades
    assert follow[JOKER] == 0  # not a card of this pack


def test_follow_table_honours_a_moved_card() -> None:
    """A game may move a card to another play suit (N99-CARD-3's nines)."""
    play_suit = list(PLAY_SUIT)
    nine = parse_card("9H")
    play_suit[nine] = 4
    follow = follow_table(play_suit)
    assert follow[nine] == 1 << nine
    assert not follow[parse_card("AH")] & 1 << nine


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
    """CONVENTIONS.md: of two identical cards, the one played first wins."""
    power = trump_power(PLAY_SUIT, ORDER, [None] * 4)
    ace = parse_card("AS")
    assert trick_winner([parse_card("2S"), ace, ace], power[3]) == 1
