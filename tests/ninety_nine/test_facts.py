"""Ninety-Nine's game facts in preset ``revised``: ``game.info`` (N99-COMP-10 pack and
seats, N99-PHASE-7 the longest deal, N99-GAME-2 the most deals), ``game.outcome``
(N99-GAME-2 reason, N99-GAME-4 winners), ``game.piles`` (N99-COMP-9 names, N99-INV-1),
``game.tallies`` (N99-BID-6 bids made, N99-PREM-11 premiums made) and
``game.events(state, seat)`` (N99-VIEW-3/4)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.ninety_nine.helpers import (
    BIDS,
    GAME,
    HANDS,
    PACK,
    REVISED,
    act,
    cards,
    deal_text,
    random_game,
    run,
    scenario,
    start,
    texts,
    to_premium,
)
from tricktake import CHANCE, Outcome
from tricktake.cards import Card
from tricktake.ninety_nine import Phase
from tricktake.ninety_nine.events import Dealt, HandDealt
from tricktake.units import Seat, seat_range

ALL_FAIL = (["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3])  # bids 4, 5, 2: +3 each

# N99-COMP-9 for three seats without a dummy
PILE_NAMES = {
    *(f"{pile}[{x}]" for pile in ("hand", "bid", "taken") for x in range(3)),
    "turnup",
    "trick",
    "undealt",
}


def canonical(texts: str) -> tuple[Card, ...]:
    """Cards of a text in N99-DEAL-8 order (by their place in the written-out ``PACK``)."""
    return tuple(sorted(cards(texts), key=PACK.index))


# ------------------------------------------------------------------------------ info
def test_n99_comp_10_revised_pack_and_seats() -> None:
    """N99-COMP-10: ``revised`` has 3 seats, no dummy and the 36-card pack without a
    joker (P = 36), in the canonical order of N99-DEAL-8; H = 12 cards a hand, u = 0."""
    info = GAME.info(REVISED)
    assert info.game == "ninety-nine"
    assert info.seats == 3
    assert len(info.pack) == 36 and info.pack == PACK
    state = start(deal_text(*HANDS))
    piles = GAME.piles(state)
    assert [len(piles[f"hand[{s}]"]) for s in seat_range(3)] == [12, 12, 12]
    assert piles["turnup"] == ()


def test_n99_game_2_max_deals_of_revised_is_34() -> None:
    """N99-GAME-2, N99-INV-7/13: every deal adds at least T = 9 points to the three
    totals, so after d deals some total is >= ceil(9d/3) = 3d; 3*33 = 99 < 100 can
    leave every total below the target, 3*34 = 102 cannot: ``max_deals`` is 34, and
    ``score_sum`` is ``None`` (game scores obey no sum identity)."""
    info = GAME.info(REVISED)
    assert -(-9 * 33 // 3) < REVISED.target <= -(-9 * 34 // 3)
    assert info.max_deals == 34
    assert info.score_sum is None
    assert GAME.info(GAME.rules("revised", target=150)).max_deals == 50  # 3*50 >= 150


def test_n99_game_2_random_games_stay_within_max_deals() -> None:
    """N99-GAME-2: many random games (few and many premium passes) end within
    ``max_deals`` deals, and each deal added at least T points to the totals, the
    reason for the bound."""
    bound = GAME.info(REVISED).max_deals
    assert bound is not None
    longest = 0
    for seed in range(60):
        rng = random.Random(seed)
        states = random_game(rng, pass_rate=(0.5, 0.9, 1.0)[seed % 3])
        final = states[-1]
        assert GAME.is_over(final)
        deals = len(final.results)
        assert 1 <= deals <= bound, f"seed {seed}: {deals} deals"
        assert sum(final.totals) >= REVISED.tricks * deals, (seed, final.totals, deals)
        longest = max(longest, deals)
    assert longest > 1, "every random game ended after one deal"


@pytest.mark.parametrize(
    ("options", "calls", "longest"),
    [
        # N99-PREM-5/8/9: 1 declares, 2 passes, 0 reveals (top rank, the round is over),
        # then the overcalled declarer 1 matches in the upgrade step
        ({}, ["declare", "pass", "reveal", "reveal"], 35),
        # N99-PREM-10: no upgrade step
        ({"declarer_upgrade": False}, ["declare", "pass", "reveal"], 34),
        # one kind only: a declare is the top rank; no overcall
        ({"premium_kinds": ["declare"]}, ["pass", "pass", "declare"], 34),
        # N99-PHASE-2: no kinds, no PREMIUM phase
        ({"premium_kinds": []}, [], 31),
    ],
    ids=["revised", "no-upgrade", "declare-only", "no-premiums"],
)
def test_n99_phase_7_max_deal_actions_is_reached(
    options: dict[str, Any], calls: list[str], longest: int
) -> None:
    """N99-PHASE-7: ``max_deal_actions`` is the longest deal: 1 deal + 3 bids + the
    premium calls + 27 plays (35 in ``revised``: 3 main-round calls and 1 upgrade
    call). A deal with every one of those calls takes exactly that many actions, and
    no further call is possible after them."""
    rules = GAME.rules("revised", **options)
    assert GAME.info(rules).max_deal_actions == longest
    state = start(deal_text(*HANDS), rules=rules)
    actions = 1
    for i in range(3):
        state = act(state, "bid " + BIDS[(1 + i) % 3])
        actions += 1
    for text in calls:
        assert state.phase is Phase.PREMIUM, f"no call is due before {text!r}"
        state = act(state, text)
        actions += 1
    assert state.phase is Phase.PLAY, "every call was made"
    while GAME.to_move(state) is not CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        actions += 1
    assert len(state.results) == 1 and not GAME.is_over(state)
    assert actions == longest == 1 + 3 + len(calls) + 27


def test_n99_prem_9_the_longest_deal_holds_the_upgrade() -> None:
    """N99-PREM-9: in the 35-action deal of ``revised`` the upgrade step is offered to
    the overcalled declarer, whose match takes the reveal."""
    state = run(to_premium(), ["declare", "pass", "reveal"])
    assert state.phase is Phase.PREMIUM and state.auction.upgrade
    assert GAME.to_move(state) == 1
    state = act(state, "reveal")
    assert [(h.seat, h.kind.value) for h in state.holders] == [(1, "reveal")]


# --------------------------------------------------------------------------- outcome
def test_n99_game_2_outcome_reason_is_target() -> None:
    """N99-GAME-2: ``outcome`` is ``None`` while no total has reached the target, then
    ends with reason ``"target"`` and the final scores (N99-GAME-5/7: +100 bonus)."""
    going = scenario(*ALL_FAIL, totals=(96, 0, 0))
    assert GAME.outcome(going.play_start) is None
    assert going.final.totals == (99, 3, 3) and GAME.outcome(going.final) is None
    over = scenario(*ALL_FAIL, totals=(97, 0, 0)).final
    assert GAME.outcome(over) == Outcome(scores=(200, 3, 3), winners=(Seat(0),), reason="target")
    assert GAME.outcome(over).scores == GAME.scores(over)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("totals", "winners"),
    [((97, 99, 40), (1,)), ((97, 97, 0), (0, 1)), ((0, 0, 97), (2,))],
)
def test_n99_game_4_outcome_winners_have_the_highest_total(
    totals: tuple[int, int, int], winners: tuple[int, ...]
) -> None:
    """N99-GAME-4, N99-AMB-12: the winners are the seats with the highest total, joint
    winners in ascending order."""
    over = scenario(*ALL_FAIL, totals=totals).final
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome.winners == winners
    assert outcome.winners == GAME.winners(over)


# ----------------------------------------------------------------------------- piles
def test_n99_comp_9_piles_before_the_deal_n99_inv_1() -> None:
    """N99-COMP-9, N99-INV-1: a state waiting for a deal has exactly the piles of the
    rules document, all empty, and the whole pack ``undealt`` in canonical order."""
    piles = GAME.piles(GAME.new(REVISED))
    assert set(piles) == PILE_NAMES
    assert piles["undealt"] == PACK
    assert not [name for name, pile in piles.items() if pile and name != "undealt"]


def test_n99_comp_9_piles_after_the_deal_and_the_bids() -> None:
    """N99-COMP-9: after the deal every ``hand[s]`` holds the seat's dealt cards in
    canonical order and nothing is ``undealt``; after the bids ``bid[s]`` holds the bid
    cards and ``hand[s]`` the rest."""
    dealt = GAME.piles(start(deal_text(*HANDS)))
    assert set(dealt) == PILE_NAMES
    assert [dealt[f"hand[{s}]"] for s in seat_range(3)] == [canonical(h) for h in HANDS]
    assert dealt["undealt"] == ()
    piles = GAME.piles(to_premium())
    for s in seat_range(3):
        assert piles[f"bid[{s}]"] == canonical(BIDS[s])
        kept = " ".join(c for c in HANDS[s].split() if c not in BIDS[s].split())
        assert piles[f"hand[{s}]"] == canonical(kept)


def test_n99_comp_9_trick_in_play_order_and_taken_by_the_winner() -> None:
    """N99-COMP-9: ``trick`` lists the trick in progress in play order (not canonical
    order); a completed trick goes to ``taken[x]`` of its winner x (N99-WIN-1: at no
    trump the highest card of the led suit), in canonical order."""
    state = run(to_premium(), ["pass", "pass", "pass"])
    assert GAME.to_move(state) == 1  # N99-LEAD-1: the dealer's left leads
    state = run(state, ["play 8S", "play KS"])
    assert GAME.piles(state)["trick"] == cards("8S KS")
    state = act(state, "play QS")  # 0 follows; 2's KS wins
    piles = GAME.piles(state)
    assert piles["trick"] == ()
    assert piles["taken[2]"] == canonical("8S KS QS") == cards("KS QS 8S")
    assert piles["taken[0]"] == piles["taken[1]"] == ()
    assert GAME.to_move(state) == 2


def test_n99_comp_9_piles_once_the_game_is_over() -> None:
    """N99-COMP-9, N99-INV-2: the final state keeps the last deal: empty hands, 3 bid
    cards a seat and 9 tricks of 3 cards taken, nothing in play or undealt."""
    over = scenario(*ALL_FAIL, totals=(97, 0, 0)).final
    piles = GAME.piles(over)
    assert set(piles) == PILE_NAMES
    assert [len(piles[f"hand[{s}]"]) for s in seat_range(3)] == [0, 0, 0]
    assert [len(piles[f"bid[{s}]"]) for s in seat_range(3)] == [3, 3, 3]
    assert [len(piles[f"taken[{s}]"]) for s in seat_range(3)] == [9, 9, 9]  # 3 tricks each
    assert piles["trick"] == piles["undealt"] == ()


# --------------------------------------------------------------------------- tallies
def test_n99_bid_6_tallies_count_bids_and_premiums_made() -> None:
    """N99-BID-6, N99-PREM-11: ``tallies`` counts the live seats' bids made of those
    bid, and the holders' premiums made of those held, over the deals scored so far."""
    empty = {"bids made": (0, 0), "premiums made": (0, 0)}
    assert GAME.tallies(GAME.new(REVISED)) == empty
    failed = scenario(*ALL_FAIL)
    assert GAME.tallies(failed.play_start) == empty
    assert GAME.tallies(failed.final) == {"bids made": (0, 3), "premiums made": (0, 0)}
    # bids 0 (9D 8D 7D), 3 (8S 7S 6S), 6 (8H 7H 6H) made with 0, 3 and 6 tricks; seat 1
    # (the first to call) declares and makes it
    made = scenario(
        ["9D 8D 7D", "8S 7S 6S", "8H 7H 6H"], [0, 3, 6], calls=["declare", "pass", "pass"]
    )
    assert [h.seat for h in made.result.holders] == [1]
    assert made.result.succeeded == (True, True, True)
    assert GAME.tallies(made.final) == {"bids made": (3, 3), "premiums made": (1, 1)}


# ---------------------------------------------------------------------------- events
def test_n99_view_3_events_of_the_deal_by_seat() -> None:
    """N99-VIEW-3: the deal is public only as a deal (``Dealt``, and the mode, N99-TRUMP-8);
    each seat's events add its own dealt hand (``HandDealt``) and no other seat's."""
    state = start(deal_text(*HANDS))
    public = GAME.events(state)
    assert public == GAME.events(state, None)
    assert Dealt in {type(e) for e in public} and HandDealt not in {type(e) for e in public}
    for seat in seat_range(3):
        events = GAME.events(state, seat)
        assert tuple(e for e in events if e.audience is None) == public
        own = [e for e in events if e.audience is not None]
        assert [(type(e), e.seat, e.audience) for e in own] == [  # type: ignore[attr-defined]
            (HandDealt, seat, frozenset({seat}))
        ]
        assert str(own[0]) == f"hand {seat}=" + " ".join(texts(canonical(HANDS[seat])))


def test_n99_view_4_a_bid_is_public_only_as_a_fact() -> None:
    """N99-VIEW-4: a bid's events are public and the same for every seat: no seat,
    the bidder included, gets an event with the cards."""
    state = act(start(deal_text(*HANDS)), "bid " + BIDS[1])
    public = GAME.events(state)
    assert public and all(e.audience is None for e in public)
    assert [str(e) for e in public] == ["1 bid"]
    for seat in seat_range(3):
        assert GAME.events(state, seat) == public


@pytest.mark.parametrize(
    ("totals", "winners"),
    [
        ((120, 80, 90), (0,)),  # the live seat with the higher total wins
        ((80, 120, 90), (1,)),
        ((80, 90, 120), (0, 1)),  # the dummy (hand 2) has the highest total: a draw
        ((120, 90, 120), (0, 1)),  # the dummy shares it: a draw
        ((120, 120, 90), (0, 1)),  # the two seats share it: a draw
    ],
)
def test_n99_game_4_dummy_presets_draw(totals: tuple[int, ...], winners: tuple[int, ...]) -> None:
    """N99-GAME-4: in a dummy preset the result is a draw, which both seats share, when
    the dummy is among the highest totals or both live seats share the highest; else
    the live seat with the higher total wins. (A stand-in state carries the totals that
    ``outcome`` reads: a played game rarely ends in each case.)"""
    from types import SimpleNamespace

    from tricktake.ninety_nine import facts

    rules = GAME.rules("revised-2p")
    state: Any = SimpleNamespace(phase=Phase.OVER, rules=rules, totals=totals, games=())
    outcome = facts.outcome(state)
    assert outcome is not None and outcome.winners == winners
