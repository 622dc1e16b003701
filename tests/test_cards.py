"""Card text (the docs' Conventions page, *Cards*) and the card codes of :mod:`tricktake.cards`."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktake import ActionSyntaxError, TricktakeError
from tricktake.cards import (
    JOKER,
    RANKS,
    SUITS,
    Card,
    Suit,
    card_text,
    cards_by_code,
    cards_in_order,
    cards_of,
    make_card,
    mask_of,
    parse_card,
    rank_of,
    suit_of,
)

ALL_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "J", "Q", "K", "A")
ALL_CARDS = [make_card(s, r) for s in range(4) for r in range(15)] + [JOKER]


def test_card_codes_are_suit_times_16_plus_rank() -> None:
    """Suits C D H S are 0..3, ranks 2..A are 0..14; the joker is its own code."""
    assert SUITS == "CDHS"
    assert RANKS == ALL_RANKS
    assert make_card(0, 0) == 0
    assert make_card(3, 14) == 3 * 16 + 14
    assert parse_card("2C") == 0
    assert parse_card("AS") == 62
    assert parse_card("KD") == 16 + 13
    assert parse_card("QH") == 32 + 12
    for s in range(4):
        for r in range(15):
            card = make_card(s, r)
            assert (suit_of(card), rank_of(card)) == (s, r)
    assert JOKER not in ALL_CARDS[:-1]


@pytest.mark.parametrize(
    ("card", "text"),
    [
        (make_card(3, 8), "10S"),
        (make_card(2, 14), "AH"),
        (make_card(0, 0), "2C"),
        (make_card(1, 11), "JD"),
        (make_card(1, 9), "11D"),
        (make_card(0, 10), "12C"),
        (make_card(1, 8), "10D"),
        (JOKER, "JK"),
    ],
)
def test_canonical_card_text(card: Card, text: str) -> None:
    """Canonical output: rank then suit, ``10`` for ten, ``JK`` for the joker."""
    assert card_text(card) == text


def test_every_card_text_round_trips() -> None:
    """Every card has one canonical text, and parsing it gives the card back."""
    seen: set[str] = set()
    for card in ALL_CARDS:
        text = card_text(card)
        assert parse_card(text) == card
        assert text == text.upper()
        seen.add(text)
    assert len(seen) == len(ALL_CARDS) == 61
    # the texts are exactly rank + suit
    assert seen == {r + s for r in ALL_RANKS for s in "CDHS"} | {"JK"}


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("TS", "10S"),
        ("ts", "10S"),
        ("tS", "10S"),
        ("10s", "10S"),
        ("as", "AS"),
        ("Ah", "AH"),
        ("jk", "JK"),
        ("Jk", "JK"),
        ("qd", "QD"),
        ("11c", "11C"),
        ("A♠", "AS"),
        ("K♥", "KH"),
        ("10♦", "10D"),
        ("T♣", "10C"),
        ("6♣", "6C"),
        ("q♦", "QD"),
    ],
)
def test_lenient_card_input(text: str, canonical: str) -> None:
    """Input also accepts T for 10, lower case and the suit symbols ♣ ♦ ♥ ♠."""
    assert card_text(parse_card(text)) == canonical


@pytest.mark.parametrize(
    "text",
    ["", "A", "S", "1S", "13S", "0S", "AX", "ZS", "10", "JKK", "AS KS", "♠A", "T", "1OS", "JOKER"]
    + ["Aſ", "ǰK", "１0S"],  # letters that upper() maps onto ASCII, a full-width digit
)
def test_bad_card_text_is_a_syntax_error(text: str) -> None:
    """Anything else is an ActionSyntaxError whose message quotes the text and says
    what a card looks like."""
    with pytest.raises(ActionSyntaxError) as info:
        parse_card(text)
    assert isinstance(info.value, TricktakeError)
    message = str(info.value)
    assert repr(text) in message
    assert "rank" in message
    assert "suit" in message
    assert "JK" in message


def test_card_text_of_a_non_card_code_fails() -> None:
    """A code that is no card has no text: a typed error, as every bad input."""
    with pytest.raises(ActionSyntaxError, match="15 is not a card code: expected suit"):
        card_text(Card(15))  # rank 15 does not exist
    with pytest.raises(ActionSyntaxError, match="65 is not a card code"):
        card_text(Card(65))


def test_parse_card_of_what_is_no_text_fails() -> None:
    """Bad input gets a typed error naming it, not an AttributeError."""
    with pytest.raises(ActionSyntaxError, match="None is not card text: expected a str"):
        parse_card(None)  # type: ignore[arg-type]


@given(st.sets(st.sampled_from(ALL_CARDS)))
def test_masks_round_trip(cards: set[Card]) -> None:
    """``cards_of(mask_of(cs))`` gives the cards back in ascending code order."""
    mask = mask_of(cards)
    assert mask.bit_count() == len(cards)
    assert cards_of(mask) == tuple(sorted(cards))
    assert mask_of(cards_of(mask)) == mask


def _n99_key(card: Card) -> int:
    """Ninety-Nine's order, suits C H S D, each high to low, the joker last."""
    return 1000 if card == JOKER else (0, 3, 1, 2)[suit_of(card)] * 16 + 15 - rank_of(card)


@given(st.sets(st.sampled_from(ALL_CARDS)))
def test_cards_in_order_sorts_a_mask_by_its_key(cards: set[Card]) -> None:
    """The tables of ``cards_in_order`` give what sorting by the key gives, in ascending
    code order (``cards_by_code``, as ``cards_of``) and in Ninety-Nine's order."""
    mask = mask_of(cards)
    assert cards_by_code(mask) == cards_of(mask)
    assert cards_in_order(_n99_key)(mask) == tuple(sorted(cards, key=_n99_key))


def test_cards_in_order_refuses_an_order_that_splits_a_group_of_eight() -> None:
    """An order that interleaves the codes of two groups (by rank, then suit) cannot be
    read eight codes at a time."""
    with pytest.raises(ValueError, match="splits a group of eight card codes"):
        cards_in_order(lambda card: rank_of(card) * 4 + suit_of(card))


def test_masks_of_examples() -> None:
    """Small fixed masks."""
    assert mask_of([]) == 0
    assert cards_of(0) == ()
    assert mask_of([parse_card("2C"), parse_card("3C")]) == 0b11
    assert [card_text(c) for c in cards_of(mask_of([parse_card("AS"), parse_card("2C")]))] == [
        "2C",
        "AS",
    ]


def test_suits_are_an_enum_of_the_suit_numbers() -> None:
    """A Suit's value is the suit number of card codes; str is its letter (CONVENTIONS)."""
    assert [suit.value for suit in Suit] == [0, 1, 2, 3]
    assert "".join(map(str, Suit)) == SUITS
    assert repr(Suit.HEARTS) == "Suit.HEARTS"
    for card in ALL_CARDS[:-1]:
        assert Suit.of(card).value == suit_of(card)
    assert Suit.of(parse_card("QH")) is Suit.HEARTS


def test_a_suit_is_not_a_number() -> None:
    """A plain Enum, not an IntEnum: a suit never equals or stands for a seat or a count."""
    assert not isinstance(Suit.CLUBS, int)
    assert Suit.CLUBS != 0  # type: ignore[comparison-overlap]  # what mypy rejects, too
    with pytest.raises(TypeError):
        [10, 20][Suit.DIAMONDS]  # type: ignore[call-overload]


@pytest.mark.parametrize("letter", ["C", "d", "H", "s"])
def test_suit_from_letter(letter: str) -> None:
    assert str(Suit.from_letter(letter)) == letter.upper()


@pytest.mark.parametrize("letter", ["", "X", "CD", "♠", "NT", 3, None])
def test_suit_from_a_bad_letter_fails(letter: object) -> None:
    with pytest.raises(ActionSyntaxError, match="is not a suit: expected C, D, H or S"):
        Suit.from_letter(letter)  # type: ignore[arg-type]


@pytest.mark.parametrize("code", [JOKER, 15, 80, -1, "AS"])
def test_the_suit_of_what_is_no_suited_card_fails(code: object) -> None:
    with pytest.raises(ActionSyntaxError, match="is not a card of a suit"):
        Suit.of(code)  # type: ignore[arg-type]
