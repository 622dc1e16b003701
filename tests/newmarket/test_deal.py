"""Dealing (NM-DEAL-1..9, NM-COMP-2/8/9, NM-AMB-1/3/4/16)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import tricktake
from tests.newmarket.helpers import GAME, deal_text, events, run, start
from tricktake.cards import card_text
from tricktake.units import seat_range

# NM-DEAL-6, transcribed: sizes by n for the dealer d, as {offset from d: size}, dummy "x".
TABLE = {
    ("last", 4): ({1: 11, 2: 11, 3: 10, 0: 10}, 10),
    ("last", 6): ({1: 8, 2: 8, 3: 8, 4: 7, 5: 7, 0: 7}, 7),
    ("first", 4): ({1: 11, 2: 10, 3: 10, 0: 10}, 11),
    ("first", 8): ({1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 6, 7: 5, 0: 5}, 6),
    ("equal", 5): ({1: 8, 2: 8, 3: 8, 4: 8, 0: 8}, 12),
    ("equal", 7): ({j: 6 for j in range(7)}, 10),
    ("parlett", 4): ({1: 10, 2: 10, 3: 10, 0: 9}, 9),
    ("parlett", 6): ({j: 7 for j in range(6)}, 6),
    ("parlett", 8): ({1: 6, 2: 6, 3: 6, 4: 5, 5: 5, 6: 5, 7: 5, 0: 5}, 5),
}


@pytest.mark.parametrize(("kind", "n"), sorted(TABLE))
def test_nm_deal_6_sizes(kind: str, n: int) -> None:
    """NM-DEAL-2..6, NM-AMB-3/4/16: the sizes of the table of NM-DEAL-6 for every
    dealer."""
    options: dict[str, object] = {"players": n}
    preset = "parlett" if kind == "parlett" else "standard"
    if kind == "first":
        options["dummy_position"] = "first"
    if kind == "equal":
        options["equal_hands"] = True
    seats, dummy = TABLE[(kind, n)]
    for dealer in range(n):
        state = start(preset, **options, new={"first_dealer": dealer})
        state = run(state, GAME.format_action(GAME.deal(state, random.Random(dealer))))
        sizes = [len(state.hand(s)) for s in seat_range(n)]
        assert sizes == [seats[(s - dealer) % n] for s in range(n)]
        assert len(state.dummy_cards) == dummy
        assert (
            events(state)[0]
            == "deal " + " ".join(f"{s}:{k}" for s, k in enumerate(sizes)) + f" dummy:{dummy}"
        )


def test_nm_deal_1_dealer_rotates() -> None:
    """NM-DEAL-1: seat 0 deals first unless ``first_dealer``; then ``dealer + 1``."""
    state = start("standard", players=3)
    assert state.dealer == 0
    rng = random.Random(4)
    dealers: list[int] = []
    while not GAME.is_over(state):
        if GAME.to_move(state) is tricktake.CHANCE:
            dealers.append(state.dealer)
            state = GAME.apply(state, GAME.deal(state, rng))
        else:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert dealers == [0, 1, 2]


def test_nm_deal_2_4_order_of_receivers() -> None:
    """NM-DEAL-2/3/4, NM-DEAL-9: ``game.deal`` deals a shuffled deck one card at a time
    to d+1 … d, then the dummy (first with ``dummy_position='first'``)."""
    for position in ("last", "first"):
        state = start("standard", players=4, dummy_position=position, new={"first_dealer": 1})
        deal = GAME.deal(state, random.Random(7))
        deck = GAME.info(state.rules).pack
        shuffled = list(deck)
        random.Random(7).shuffle(shuffled)
        seats = [2, 3, 0, 1]
        order = [4, *seats] if position == "first" else [*seats, 4]
        piles: list[set[int]] = [set() for _ in range(5)]
        for k, card in enumerate(shuffled):
            piles[order[k % 5]].add(card)
        got = [set(tricktake.cards.cards_of(m)) for m in (*deal.hands, deal.dummy)]
        assert got == piles


def test_nm_deal_5_equal_hands_rest_to_the_dummy() -> None:
    """NM-DEAL-5, NM-AMB-4: full rounds while one is possible, the rest to the dummy."""
    state = start("equal-hands", players=6, new={"first_dealer": 0})
    deal = GAME.deal(state, random.Random(1))
    assert [m.bit_count() for m in deal.hands] == [7] * 6 and deal.dummy.bit_count() == 10


def test_nm_deal_7_text_and_parser() -> None:
    """NM-DEAL-7, NM-TEXT-2: seats ascending, then the dummy; canonical order C D H S,
    2 … A in both rulesets; the parser takes any order and card form."""
    state = start("parlett", players=3)
    deal = GAME.deal(state, random.Random(2))
    text = GAME.format_action(deal)
    assert text.startswith("deal 0=") and " 1=" in text and " dummy=" in text
    cards = text.split(" 0=", 1)[1].split(" 1=")[0].split()
    assert cards == sorted(cards, key=lambda c: tricktake.cards.parse_card(c))
    assert "AC" not in cards or cards.index("AC") == max(
        i for i, c in enumerate(cards) if c.endswith("C")
    )
    piles = text[5:].replace(" 1=", "|1=").replace(" 2=", "|2=").replace(" dummy=", "|dummy=")
    reordered = "deal " + " ".join(reversed(piles.split("|"))).lower()
    assert GAME.parse_action(state, reordered) == deal
    assert GAME.parse_action(state, text.lower().replace("10", "t")) == deal


def test_nm_deal_8_deals_that_are_not_legal() -> None:
    """NM-DEAL-8: piles that do not partition the deck, or sizes other than the
    dealer's, are refused with a reason."""
    state = start("standard", players=4, new={"first_dealer": 0})
    good = deal_text(state)
    run(state, good)
    piles = good.split(" ")
    moved = " ".join(piles[:2] + piles[3:-1] + [piles[-1], piles[2]])  # a card to the dummy
    with pytest.raises(tricktake.IllegalActionError, match="deals"):
        GAME.apply(state, GAME.parse_action(state, moved))
    missing = " ".join(piles[:2] + piles[3:])
    with pytest.raises(tricktake.IllegalActionError, match="exactly once"):
        GAME.apply(state, GAME.parse_action(state, missing))
    with pytest.raises(tricktake.IllegalActionError, match=r"no deal is due|not legal now"):
        GAME.apply(run(state, good), GAME.parse_action(state, good))


def test_nm_deal_9_uniform() -> None:
    """NM-DEAL-9: every card is as likely to go to any seat (chi-square-free check: each
    card lands in each pile of equal size about equally often)."""
    state = start("standard", players=3, new={"first_dealer": 0})
    rng = random.Random(11)
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(400):
        deal = GAME.deal(state, rng)
        for seat, mask in enumerate(deal.hands):
            counts[(seat, mask & 1)] += 1  # 2C's pile
    # 2C goes to each of the four piles of 13 about a quarter of the time
    shares = [counts[(s, 1)] / 400 for s in range(3)]
    assert all(0.15 < share < 0.35 for share in shares), shares


def test_nm_comp_2_9_pack_and_piles() -> None:
    """NM-COMP-2/8/9, NM-AMB-1: 52 cards with the 10, ``hand[s]``, ``dummy``, ``played``
    and ``undealt`` piles."""
    state = start("standard", new={"first_dealer": 3})
    pack = GAME.info(state.rules).pack
    assert len(pack) == 52 and "10H" in map(card_text, pack)
    assert GAME.piles(state)["undealt"] == pack
    state = run(state, deal_text(state), "play 2C")
    piles = GAME.piles(state)
    assert sorted(piles) == [
        "dummy",
        "hand[0]",
        "hand[1]",
        "hand[2]",
        "hand[3]",
        "played",
        "undealt",
    ]
    assert piles["played"] == (tricktake.cards.parse_card("2C"),) and piles["undealt"] == ()
