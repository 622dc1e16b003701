"""Rules that hold across the variants: the turn-up never played (N99-DEAL-5), options
without effect (N99-OPT-3), the forms of a premium call (N99-PREM-3/4) and an unbidden
``open`` (N99-UNB-7)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.ninety_nine.helpers import GAME, random_game, run
from tricktake.ninety_nine import Bid, Phase, Play, Rules
from tricktake.ninety_nine.actions import sort_cards
from tricktake.ninety_nine.events import BidsShown, DealScored
from tricktake.ninety_nine.rules import PremiumAuction, PremiumKind
from tricktake.units import Seat


@pytest.mark.parametrize("preset", ["original", "original-5p-52", "original-2p-24", "original-2p"])
def test_n99_deal_5_a_turn_up_card_is_never_held_bid_or_played(preset: str) -> None:
    """N99-DEAL-5: a turn-up card never enters a hand, is never a bid card and is never
    played; it stays face up until the deal ends."""
    for state in random_game(random.Random(5), GAME.rules(preset), pass_rate=0.6):
        turned = state.turnup
        if not turned:
            continue
        assert not any(state.hand_mask(x) & turned for x in range(state.rules.hands))
        assert not any(b & turned for b in state.bids)
        assert not any(1 << c & turned for t in state.tricks for c in t.cards)
        for action in state.legal:
            if isinstance(action, Bid):
                assert not action.mask & turned
            elif isinstance(action, Play):
                assert not 1 << action.card & turned


def _texts(rules: Rules, seed: int) -> list[list[str]]:
    """Every state's legal action texts (bids as their count) of a seeded game."""
    out: list[list[str]] = []
    for state in random_game(
        random.Random(seed), rules, pass_rate=0.6, max_actions=600, whole=False
    ):
        legal = state.legal
        out.append(
            [str(len(legal))] if legal and isinstance(legal[0], Bid) else [str(a) for a in legal]
        )
    return out


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("revised-5p", {"declarer_upgrade": False, "premium_auction": "free"}),
        ("revised", {"snap_tiebreak": "first_played"}),
        ("revised", {"turned_nine_no_trump": False}),
        ("penycook", {"revealer_chooses_leader": True, "reveal_hand_after_first_lead": True}),
    ],
)
def test_n99_opt_3_options_without_effect_are_accepted_and_ignored(
    preset: str, options: dict[str, Any]
) -> None:
    """N99-OPT-3: ``declarer_upgrade`` and ``premium_auction`` under
    ``multiple_premiums``, ``snap_tiebreak`` outside Naughty Nun,
    ``turned_nine_no_trump`` without a turn-up, and the early rules without a reveal
    are accepted and change nothing: the same seed plays the same game."""
    base = GAME.rules(preset)
    other = GAME.rules(preset, **options)
    assert other != base
    assert _texts(base, 3) == _texts(other, 3)


def test_n99_prem_3_4_a_call_is_pass_or_an_allowed_kind() -> None:
    """N99-PREM-3/4: a call is ``pass`` or one of ``premium_kinds`` (with a number in
    unbidden games); the procedure is sequential, free or multiple as the options say."""
    declare_only = GAME.rules("revised", premium_kinds=frozenset({PremiumKind.DECLARE}))
    for rules, first in [
        (GAME.rules("revised"), {"pass", "declare", "reveal"}),
        (declare_only, {"pass", "declare"}),
        (GAME.rules("revised", premium_kinds=frozenset({PremiumKind.REVEAL})), {"pass", "reveal"}),
    ]:
        state = random_game(random.Random(1), rules, max_actions=4, whole=False)[-1]
        assert state.phase is Phase.PREMIUM
        assert {str(a) for a in state.legal} == first
    # the sequential procedure ends at a top-rank call; free and multiple let everyone call
    for rules, calls in [
        (declare_only, 1),
        (
            GAME.rules(
                "revised",
                premium_kinds=frozenset({PremiumKind.DECLARE}),
                premium_auction=PremiumAuction.FREE,
            ),
            3,
        ),
        (
            GAME.rules(
                "revised", premium_kinds=frozenset({PremiumKind.DECLARE}), multiple_premiums=True
            ),
            3,
        ),
    ]:
        state = random_game(random.Random(1), rules, max_actions=4, whole=False)[-1]
        state = run(state, ["declare"])
        while state.phase is Phase.PREMIUM:
            state = run(state, ["declare"])
        assert len(state.auction.calls) == calls


def test_n99_unb_7_an_open_holder_succeeds_by_its_bid() -> None:
    """N99-UNB-7: an unbidden ``open`` holder, like a seat without a premium, succeeds by
    N99-BID-6 alone: its trick count in the success set of its last cards' value."""
    rules = GAME.rules("unbidden")
    for seed in range(40):
        states = random_game(
            random.Random(seed), rules, pass_rate=0.0, max_actions=400, whole=False
        )
        for state in states:
            for result in state.results:
                for holder in result.holders:
                    if holder.kind is PremiumKind.OPEN:
                        x = holder.seat
                        value, won = result.bid_values[x], result.tricks_won[x]
                        assert holder.number is None
                        assert result.succeeded[x] == (won == value)
                        return
    raise AssertionError("no open holder in 40 games")


def test_n99_view_6_the_dummy_s_bid_when_play_ends() -> None:
    """N99-VIEW-6: ``dummy_bid`` becomes public when play ends, whatever the result, and
    not before: in every view, and by a public ``show 2=...`` event of the scoring."""
    rules = GAME.rules("revised-2p")
    scored = 0
    for state in random_game(random.Random(8), rules, pass_rate=0.5, max_actions=200, whole=False):
        view = GAME.view(state, Seat(0))
        if state.phase in (Phase.BID, Phase.PREMIUM, Phase.PLAY):
            assert view.bids[2] is None
        for seen, result in zip(view.results, state.results, strict=True):
            assert seen.bids[2] == result.bids[2] != 0
        if any(type(e) is DealScored for e in GAME.events(state)):
            scored += 1
            dummy = state.results[-1].bids[2]
            shown = [e for e in GAME.events(state) if type(e) is BidsShown and e.hand == 2]
            assert [e.cards for e in shown] == [sort_cards(dummy)]
    assert scored
