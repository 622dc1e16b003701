"""Premium bids in preset ``revised``: the sequential single procedure
(N99-PREM-1, 2, 5..11, 15, 16; N99-PHASE-2; N99-AMB-5), and its options
``premium_first``, ``declarer_upgrade`` and ``premium_kinds``."""

import random

import pytest

from tests.ninety_nine.helpers import (
    BIDS,
    GAME,
    HANDS,
    REVISED,
    act,
    deal_text,
    run,
    scenario,
    start,
    texts,
    to_premium,
)
from tricktake import ActionSyntaxError, IllegalActionError
from tricktake.ninety_nine import Call, Holder, Phase, State
from tricktake.ninety_nine.rules import PremiumFirst, PremiumKind
from tricktake.units import Seat


def call_texts(state: State) -> set[str]:
    return {str(a) for a in GAME.legal_actions(state)}


def calls_and_movers(state: State, calls: list[str]) -> tuple[State, list[Seat]]:
    movers: list[Seat] = []
    for text in calls:
        seat = GAME.to_move(state)
        assert isinstance(seat, int)
        movers.append(seat)
        state = act(state, text)
    return state, movers


def test_n99_prem_1_revised_kinds_are_declare_and_reveal() -> None:
    """N99-PREM-1: ``revised`` allows declare (rank 1) and reveal (rank 3), no open."""
    assert REVISED.premium_kinds == frozenset({PremiumKind.DECLARE, PremiumKind.REVEAL})
    assert (PremiumKind.DECLARE.rank, PremiumKind.OPEN.rank, PremiumKind.REVEAL.rank) == (1, 2, 3)
    state = to_premium()
    assert state.phase is Phase.PREMIUM
    assert call_texts(state) == {"pass", "declare", "reveal"}
    with pytest.raises(ActionSyntaxError, match="open"):
        GAME.parse_action(state, "open")
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Call(PremiumKind.OPEN))


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_n99_prem_2_speaking_order_from_the_dealers_left(dealer: int) -> None:
    """N99-PREM-2 / N99-AMB-5: O lists the seats clockwise from dealer + 1."""
    state, movers = calls_and_movers(to_premium(dealer), ["pass", "pass", "pass"])
    assert movers == [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    assert state.phase is Phase.PLAY


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_n99_prem_2_premium_first_dealer(dealer: int) -> None:
    """N99-PREM-2 with ``premium_first="dealer"``: the dealer speaks first (bidding
    still starts at the dealer's left, N99-BID-1)."""
    rules = GAME.rules("revised", premium_first=PremiumFirst.DEALER)
    state = start(deal_text(*HANDS), rules=rules, dealer=dealer)
    assert GAME.to_move(state) == (dealer + 1) % 3
    for i in range(3):
        state = act(state, "bid " + BIDS[(dealer + 1 + i) % 3])
    state, movers = calls_and_movers(state, ["pass", "pass", "pass"])
    assert movers == [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    assert state.phase is Phase.PLAY
    assert GAME.to_move(state) == (dealer + 1) % 3  # N99-LEAD-1 unchanged


def test_n99_prem_5_each_seat_calls_at_most_once_in_the_main_round() -> None:
    """N99-PREM-5: the seats of O call in order, each once: pass, declare, pass ends
    PREMIUM with three calls."""
    state, movers = calls_and_movers(to_premium(0), ["pass", "declare", "pass"])
    assert movers == [1, 2, 0]
    assert state.phase is Phase.PLAY
    assert [seat for seat, _ in state.auction.calls] == [1, 2, 0]


def test_n99_prem_6_only_higher_kinds_or_pass() -> None:
    """N99-PREM-6: pass always; a kind strictly above the standing call."""
    state = to_premium(0)
    assert call_texts(state) == {"pass", "declare", "reveal"}
    state = act(state, "declare")
    assert call_texts(state) == {"pass", "reveal"}
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, GAME.parse_action(state, "declare"))
    assert "seat 2" in info.value.reason
    assert "'pass'" in info.value.reason and "'reveal'" in info.value.reason
    state = act(state, "pass")
    assert call_texts(state) == {"pass", "reveal"}


def test_n99_prem_7_standing_call_and_overcalled_seat() -> None:
    """N99-PREM-7: a non-pass call becomes the standing call, and the seat that held
    the previous one becomes overcalled."""
    state = act(to_premium(0), "pass")
    assert state.auction.standing is None
    state = act(state, "declare")
    assert state.auction.standing == Holder(Seat(2), PremiumKind.DECLARE)
    assert state.auction.overcalled == ()
    state = act(state, "reveal")
    assert state.auction.standing == Holder(Seat(0), PremiumKind.REVEAL)
    assert state.auction.overcalled == (2,)


def test_n99_prem_8_reveal_ends_the_main_round() -> None:
    """N99-PREM-8: reveal is the top kind: seats after the revealer in O do not call."""
    state = act(to_premium(0), "reveal")  # seat 1 reveals first
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(1), PremiumKind.REVEAL),)
    assert [seat for seat, _ in state.auction.calls] == [1]

    state = run(to_premium(0), ["pass", "reveal"])
    assert state.phase is Phase.PLAY  # seat 0 never calls
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)


def test_n99_prem_8_declare_does_not_end_the_main_round() -> None:
    """N99-PREM-8: declare is not the top kind under {declare, reveal}."""
    state = act(to_premium(0), "declare")
    assert state.phase is Phase.PREMIUM
    assert GAME.to_move(state) == 2


def test_n99_prem_9_upgrade_step_match() -> None:
    """N99-PREM-9: after the main round the overcalled seat calls once more: pass or a
    match; a match takes the standing call and ends PREMIUM."""
    state = run(to_premium(0), ["declare", "reveal"])  # 1 declares, 2 reveals
    assert state.phase is Phase.PREMIUM
    assert GAME.to_move(state) == 1  # the overcalled seat, not seat 0
    assert state.auction.upgrade is True
    assert call_texts(state) == {"pass", "reveal"}
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Call(PremiumKind.DECLARE))
    matched = act(state, "reveal")
    assert matched.phase is Phase.PLAY
    assert matched.holders == (Holder(Seat(1), PremiumKind.REVEAL),)
    passed = act(state, "pass")
    assert passed.phase is Phase.PLAY
    assert passed.holders == (Holder(Seat(2), PremiumKind.REVEAL),)


def test_n99_prem_9_upgrade_after_the_whole_main_round() -> None:
    """N99-PREM-9: declare, pass, reveal by the last seat, then the declarer's upgrade."""
    state, movers = calls_and_movers(to_premium(2), ["declare", "pass", "reveal", "pass"])
    assert movers == [0, 1, 2, 0]
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)


def test_n99_prem_9_no_upgrade_step_without_an_overcall() -> None:
    """N99-PREM-9: without an overcalled seat PREMIUM ends after the main round."""
    state = run(to_premium(0), ["pass", "declare", "pass"])
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(2), PremiumKind.DECLARE),)


def test_n99_prem_10_no_upgrade_with_declarer_upgrade_false() -> None:
    """N99-PREM-10: with ``declarer_upgrade=False`` a reveal after a declare
    extinguishes it: no upgrade step."""
    rules = GAME.rules("revised", declarer_upgrade=False)
    state = run(to_premium(0, rules), ["declare", "reveal"])
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)
    state = run(to_premium(0, rules), ["declare", "pass", "reveal"])
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(0), PremiumKind.REVEAL),)


def test_n99_prem_10_dealer_first_without_upgrade() -> None:
    """N99-PREM-2 + N99-PREM-10 combined (the calling rules of the ``wiki`` row of
    N99-EX-15): dealer 0, O = 0 1 2; 0 declare, 1 reveal ends the main round; no upgrade
    step, and seat 2 never calls."""
    rules = GAME.rules("revised", premium_first=PremiumFirst.DEALER, declarer_upgrade=False)
    state, movers = calls_and_movers(to_premium(0, rules), ["declare", "reveal"])
    assert movers == [0, 1]
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(1), PremiumKind.REVEAL),)
    assert GAME.view(state, Seat(2)).bids[0] is None


def test_n99_prem_11_only_the_standing_call_holds() -> None:
    """N99-PREM-11: the seat with the standing call is the only holder; the overcalled
    declarer's call is void and its bid cards are never exposed."""
    state = run(to_premium(0), ["declare", "reveal", "pass"])
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)
    for seat in (Seat(0), Seat(2)):
        assert GAME.view(state, seat).bids[1] is None
    assert GAME.view(state, None).bids[1] is None
    exposed = [str(e) for e in GAME.events(state) if str(e).startswith("expose")]
    assert exposed == [f"expose 2 bid=KC 10C 7C hand={' '.join(HANDS[2].split()[3:])}"]


def test_n99_prem_11_failed_overcalled_declarer_scores_no_premium() -> None:
    """N99-PREM-11: the void declare has no effect at all, also on the score."""
    sc = scenario(
        ["7C 6S 8D", "JC AS 10D", "9H 7H 6H"],
        [4, 3, 2],
        dealer=2,
        calls=["declare", "reveal", "pass"],
    )
    assert sc.result.holders == (Holder(Seat(1), PremiumKind.REVEAL),)
    assert sc.result.points == (94, 3, 62)


def test_n99_prem_15_declarer_bid_cards_public_at_exposure() -> None:
    """N99-PREM-15: a declare holder's bid cards become public when PREMIUM ends, and
    not before; its hand stays hidden."""
    state = act(to_premium(0), "declare")  # seat 1
    assert GAME.view(state, Seat(0)).bids[1] is None  # still PREMIUM
    state = run(state, ["pass", "pass"])
    assert state.phase is Phase.PLAY
    for seat in (Seat(0), Seat(2), None):
        view = GAME.view(state, seat)
        assert view.bids[1] == state.bid_cards(1)
        assert view.hands[1] is None
    assert "expose 1 bid=AC JC 8C" in [str(e) for e in GAME.events(state)]


def test_n99_prem_16_revealer_hand_public_for_the_rest_of_the_deal() -> None:
    """N99-PREM-16: a reveal holder's bid cards and hand become public at exposure and
    the hand stays public, every card still to be played included."""
    state = run(to_premium(0), ["pass", "reveal"])  # seat 2 reveals
    assert state.phase is Phase.PLAY
    rng = random.Random(16)
    while state.phase is Phase.PLAY:
        for seat in (Seat(0), Seat(1), None):
            view = GAME.view(state, seat)
            assert view.hands[2] == state.hand(2)
            assert view.bids[2] == state.bid_cards(2)
            if seat is None:
                assert view.hands[0] is None and view.hands[1] is None
            else:
                assert view.hands[seat] == state.hand(seat)
                assert view.hands[1 - seat] is None
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])


def test_n99_phase_2_no_premium_phase_without_kinds() -> None:
    """N99-PHASE-2: with ``premium_kinds=[]`` PREMIUM is skipped, no action recorded:
    after the last bid, trick 1 begins."""
    rules = GAME.rules("revised", premium_kinds=frozenset())
    state = start(deal_text(*HANDS), rules=rules, dealer=0)
    state = run(state, ["bid " + BIDS[1], "bid " + BIDS[2], "bid " + BIDS[0]])
    assert state.phase is Phase.PLAY
    assert GAME.to_move(state) == 1
    assert state.holders == ()
    assert state.auction.calls == ()
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Call(None))


def test_n99_amb_5_calls_are_public_and_bid_cards_exposed_when_premium_ends() -> None:
    """N99-AMB-5: the dealer's left speaks first, once each, in public; bid cards are
    exposed only when the phase ends."""
    state = act(to_premium(1), "declare")  # seat 2 declares
    for seat in (Seat(0), Seat(1), None):
        view = GAME.view(state, seat)
        assert view.calls == ((2, Call(PremiumKind.DECLARE)),)
        assert view.bids[2] is None
        assert [str(e) for e in view.events] == ["2 declare"]
    state = run(state, ["pass", "pass"])
    assert texts(GAME.view(state, Seat(0)).bids[2] or ()) == BIDS[2].split()


def test_n99_ex_15_free_premium_row_and_n99_view_9() -> None:
    """N99-EX-15 (``free-premium``, dealer 0, O = 1 2 0): offers 1 declare, 2 reveal,
    0 reveal → 2 holds reveal (it beats declare, and 2 comes before 0 in O;
    N99-PREM-12/13). N99-VIEW-9: until every seat has offered, an offer is its seat's
    alone (in views, histories and events); then all offers become public."""
    state = to_premium(0, GAME.rules("free-premium"))
    for text, seat in (("declare", Seat(1)), ("reveal", Seat(2))):
        assert GAME.to_move(state) == seat
        assert {str(c) for c in GAME.legal_actions(state)} == {"pass", "declare", "reveal"}
        state = act(state, text)
        assert str(GAME.events(state, seat)[0]) == f"{seat} {text}"
        assert GAME.events(state) == () and GAME.events(state, Seat((seat + 1) % 3)) == ()
    for viewer in (None, Seat(0), Seat(1), Seat(2)):
        view = GAME.view(state, viewer)
        assert [s for s, _ in view.calls] == [s for s in (Seat(1), Seat(2)) if s == viewer]
        offers = [seen.text for seen in view.history if seen.actor in (1, 2)][-2:]
        assert offers == [t if s == viewer else "?" for s, t in ((1, "declare"), (2, "reveal"))]
    state = act(state, "reveal")  # seat 0, the last offer
    assert state.phase is Phase.PLAY
    assert state.holders == (Holder(Seat(2), PremiumKind.REVEAL),)
    public = [str(e) for e in GAME.events(state)]
    assert public[:3] == ["1 declare", "2 reveal", "0 reveal"]  # now every offer is public
    for viewer in (None, Seat(0), Seat(1)):
        assert [str(c) for _, c in GAME.view(state, viewer).calls] == [
            "declare",
            "reveal",
            "reveal",
        ]
