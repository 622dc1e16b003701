"""Parlett's rules: the pack, the exchange round, "bury the jack", the colour change,
kings and the pool (NM-COMP-3/5/6, NM-PEX, NM-BURY, NM-PLAY-2, NM-RESTART-5/6,
NM-CAPT-2..4, NM-OUT-4/5, NM-END-2)."""

from __future__ import annotations

import tricktake
from tests.newmarket.helpers import GAME, deal_text, events, legal, run, start


def test_nm_comp_3_5_6_pack_kings_and_pool() -> None:
    """NM-COMP-3: 48 cards without kings, A low; NM-COMP-5/6: four kings face up with
    chip stacks, and a pool; NM-ANTE-4: antes on face-up kings and into the pool."""
    state = start("parlett", players=4)
    pack = GAME.info(state.rules).pack
    assert len(pack) == 48 and not [c for c in pack if tricktake.cards.card_text(c)[0] == "K"]
    assert state.face_up == (True,) * 4 and state.stacks == (4,) * 4 and state.pool == 4
    assert GAME.scores(state) == (-5,) * 4


def test_nm_pex_1_2_4_exchange_round() -> None:
    """NM-PEX-1/2/4/5: dealer first, then clockwise; ``exchange`` swaps and ends the
    round; if all keep, nobody exchanges. NM-PEX-3: the dealer pays no fee."""
    state = start("parlett", players=4, new={"first_dealer": 2})
    state = run(state, deal_text(state))
    assert GAME.to_move(state) == 2 and legal(state) == ["exchange", "keep"]
    kept = run(state, "keep", "keep", "keep", "keep")
    assert kept.phase.value == "play" and kept.swapped is None
    dealer = run(state, "exchange")
    assert dealer.swapped == 2 and dealer.pool == state.pool and events(dealer) == ["2 exchange"]
    third = run(state, "keep", "keep", "exchange")
    assert third.swapped == 0 and third.pool == state.pool + 1
    assert events(third) == ["0 exchange", "fee 0 pool=1"]


def test_nm_pex_3_fee_is_pool_ante() -> None:
    """NM-PEX-3, NM-AMB-13: the fee of a non-dealer is ``pool_ante``."""
    state = start("parlett", players=3, pool_ante=3, new={"first_dealer": 0})
    state = run(state, deal_text(state), "keep", "exchange")
    assert events(state) == ["1 exchange", "fee 1 pool=3"] and state.pool == 9 + 3


def _one_king(**piles: str) -> tricktake.newmarket.State:
    """n = 3, dealer 2, only KH face up (as NM-EX-5)."""
    state = start(
        "parlett",
        players=3,
        new={
            "first_dealer": 2,
            "balances": (-2, -2, -2),
            "stacks": (0, 0, 6, 0),
            "face_up": (False, False, True, False),
        },
    )
    return run(state, deal_text(state, **piles))


def test_nm_bury_1_2_queen_in_the_dummy() -> None:
    """NM-BURY-1/2, NM-FLOW-2: one king face up: no exchange round; the queen in the
    dummy: ``bury none``."""
    state = _one_king(dummy="QH")
    assert events(state)[1:] == ["bury none"] and state.phase.value == "play"


def test_nm_bury_3_5_names_the_jack() -> None:
    """NM-BURY-3/5, NM-AMB-14: with QH and not JH the holder names JH; its holder's hand
    and the dummy change places, without a fee."""
    state = _one_king(s0="QH", s1="JH")
    assert events(state)[1:] == ["bury 0 JH", "buried 1"]
    assert state.swapped == 1 and state.pool == 3


def test_nm_bury_4_whole_suit() -> None:
    """NM-BURY-4: the queen's holder with every heart down to the ace names nothing."""
    state = _one_king(s0="AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    assert events(state)[1:] == ["bury none"] and state.swapped is None


def test_nm_bury_6_named_card_in_the_dummy() -> None:
    """NM-BURY-6: the named card in the dummy: ``buried none``."""
    state = _one_king(s0="QH JH", dummy="10H")
    assert events(state)[1:] == ["bury 0 10H", "buried none"] and state.swapped is None


def test_nm_play_2_lowest_diamond_and_the_option() -> None:
    """NM-PLAY-2, NM-AMB-11: the lowest diamond's holder starts with a free play in any
    suit; with ``first_play='lowest_diamond'`` it must play that diamond; with every
    diamond in the dummy the dealer's left starts."""
    for first_play, expected in (
        ("any_suit", ["play AC", "play 2D"]),
        ("lowest_diamond", ["play 2D"]),
    ):
        state = start("parlett", players=3, first_play=first_play, new={"first_dealer": 0})
        state = run(state, deal_text(state, s2="AC 2D", dummy="AD"), "keep", "keep", "keep")
        assert GAME.to_move(state) == 2 and legal(state)[:2] == expected
    state = start("parlett", players=3, new={"first_dealer": 0})
    diamonds = "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD"
    state = run(state, deal_text(state, dummy=diamonds), "keep", "keep", "keep")
    assert GAME.to_move(state) == 1


def test_nm_restart_5_colour_change_passes_left() -> None:
    """NM-RESTART-5, NM-AMB-12: after a red stop the free play must be black, from the
    stopper on; each seat without black is skipped."""
    state = start("parlett", players=3, new={"first_dealer": 0})
    deal = (
        "deal 0=AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD AS 1=AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH "
        "2=AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QD dummy=QC 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"
    )
    state = run(state, deal, "keep", "keep", "keep")
    assert GAME.to_move(state) == 0 and legal(state) == ["play AD", "play AS"]
    diamonds = ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD"]
    state = run(state, *[f"play {c}" for c in diamonds])
    assert events(state) == ["2 play QD", "capture 2 KD=3", "turn-down KD", "stop"]
    assert GAME.to_move(state) == 2 and legal(state) == ["play AC"]
    state = run(state, "play AC", "play 2C", "play 3C")
    state = run(state, *[f"play {r}C" for r in ("4", "5", "6", "7", "8", "9", "10")])
    # JC is seat 2's last card: it goes out (NM-AMB-20, no restart)
    state = run(state, "play JC")
    assert events(state)[:3] == ["2 play JC", "out 2", "pool 2=3"]
    state = start("parlett", players=3, new={"first_dealer": 0})
    state = run(state, deal, "keep", "keep", "keep", "play AS")
    assert events(state) == ["0 play AS", "stop"]  # 2S in the dummy: red needed
    assert GAME.to_move(state) == 0 and legal(state) == ["play AD"]


def test_nm_restart_6_out_5_blocked_deal() -> None:
    """NM-RESTART-6, NM-OUT-5, NM-INV-7: when nobody holds the other colour the deal
    ends ``blocked``: nobody is paid, the pool and the face-up kings' chips carry over
    to the next deal, which adds its antes. (A blocked deal of a seeded random game.)"""
    from tests.strategies import play_through

    for seed in range(400):
        playthrough = play_through("newmarket", "parlett", seed)
        for before, _, after in playthrough.steps():
            if "blocked" not in events(after):
                continue
            texts = events(after)
            at = texts.index("blocked")
            assert texts[at - 1].startswith("skip ") and texts[at + 1].startswith("dealer ")
            assert not [t for t in texts if t.startswith(("chips", "pool ", "out"))]
            assert after.results[-1].end == "blocked" and after.results[-1].winner is None
            n = after.rules.players
            up = sum(after.face_up)
            assert after.pool == before.pool + n  # carried over, plus the antes
            assert sum(after.stacks) == sum(before.stacks) - _taken(texts) + n * up
            return
    raise AssertionError("no blocked deal in 400 random games")


def _taken(texts: list[str]) -> int:
    return sum(int(t.split("=")[1]) for t in texts if t.startswith("capture"))


def test_nm_capt_3_queen_of_a_face_down_king() -> None:
    """NM-CAPT-3: a queen whose king is face down wins nothing, and is a stop."""
    state = _one_king(s0="AD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", dummy="QH")
    assert GAME.to_move(state) == 0 and legal(state) == ["play 2C", "play AD"]
    clubs = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC"]
    state = run(state, *[f"play {c}" for c in clubs])
    assert events(state) == ["0 play QC", "stop"] and legal(state) == ["play AD"]
    assert state.stacks == (0, 0, 9, 0)


def test_nm_capt_4_end_2_last_king_ends_the_game() -> None:
    """NM-CAPT-4, NM-END-2, NM-AMB-21: taking the last face-up king ends the deal and
    the game at once, with the pool, even with cards left."""
    state = _one_king(s0="AD QH JH 10H 9H")
    assert GAME.to_move(state) == 0
    state = run(state, "play 9H", "play 10H", "play JH", "play QH")
    assert events(state)[-3:] == ["turn-down KH", "pool 0=3", "end winners=0"]
    assert GAME.is_over(state) and state.hands == (0, 0, 0)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "king"
