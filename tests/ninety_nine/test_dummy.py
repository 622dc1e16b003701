"""Two players and the dummy (§5.3; presets ``revised-2p``, ``original-2p`` and
``original-2p-reveal``): the deal, scoring, the draw, and what each seat sees (the play
order and its controller, N99-EX-14, and the ends of N99-EX-12: ``test_examples``)."""

from __future__ import annotations

import itertools
import random

import pytest

from tests.ninety_nine.helpers import GAME, random_game
from tricktake.cards import card_text
from tricktake.ninety_nine import Deal, Phase, Play
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.ninety_nine.scoring import match_settlement
from tricktake.ninety_nine.tables import tables_for
from tricktake.tricks import TrickWon
from tricktake.units import Seat

TWO = GAME.rules("revised-2p")
DECLARE = PremiumKind.DECLARE


def test_n99_comp_10_dummy_presets() -> None:
    """N99-COMP-10, N99-DUMMY-1: two live seats and the dummy, hand 2: 36 cards (37 with
    the joker), 12 a hand, the dummy's 9 playing cards and 3 bid cards."""
    for preset in ("revised-2p", "original-2p", "original-2p-reveal"):
        rules = GAME.rules(preset)
        assert (rules.players, rules.hands, rules.hand_size, rules.tricks) == (2, 3, 12, 9)
        assert GAME.info(rules).seats == 2


def test_n99_deal_12_the_original_2p_deal_text() -> None:
    """N99-DEAL-12, N99-DEAL-7/10: the example deal of ``original-2p`` is legal, in its
    canonical form; the dummy's 9 cards become hand 2 and its 3 bid cards its bid."""
    text = (
        "deal 0=AC JC 8C AH JH 8H AS JS 8S AD JD 8D 1=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"
        " turnup=JK dummy=QC 9C 6C QH 9H 6H QS 9S 6S dummybid=QD 9D 6D"
    )
    state = GAME.new(GAME.rules("original-2p"), first_dealer=Seat(1))
    deal = GAME.parse_action(state, text)
    assert str(deal) == text
    state = GAME.apply(state, deal)
    assert " ".join(map(card_text, state.hand(2))) == "QC 9C 6C QH 9H 6H QS 9S 6S"
    assert " ".join(map(card_text, state.bid_cards(2))) == "QD 9D 6D"
    assert GAME.piles(state)["dummy_bid"] == state.bid_cards(2)


def test_n99_deal_2_4_the_dummy_receives_last_and_its_last_cards_are_its_bid() -> None:
    """N99-DEAL-2/4: ``game.deal`` gives the dummy H - b playing cards and b bid cards;
    dealt from a known order, the dummy's cards are every third from position 2, its bid
    the last three of them. A rigged generator keeps the order in which the engine
    shuffles its pack (``tables_for(rules).deck``, white-box)."""

    class Fixed(random.Random):
        """A generator whose ``random()`` returns 0, 1, 2, ... so that the shuffle keeps
        the pack's order (the engine sorts the pack by one draw per card)."""

        def __init__(self) -> None:
            super().__init__(0)
            self.n = 0

        def random(self) -> float:
            self.n += 1
            return float(self.n)

    state = GAME.new(TWO, first_dealer=Seat(1))
    deal = GAME.deal(state, Fixed())
    pack = tables_for(TWO).deck
    assert sorted(pack) == sorted(GAME.info(TWO).pack)
    assert isinstance(deal, Deal)
    positions: dict[int, int] = {card: i for i, card in enumerate(pack)}
    dummy = sorted(positions[c] for c in range(65) if (deal.dummy | deal.dummy_bid) >> c & 1)
    assert dummy == list(range(2, 36, 3))  # the receiving order is 0, 1, dummy
    assert sorted(positions[c] for c in range(65) if deal.dummy_bid >> c & 1) == [29, 32, 35]
    assert sorted(positions[c] for c in range(65) if deal.hands[0] >> c & 1) == list(
        range(0, 36, 3)
    )


def test_n99_game_8_11_a_drawn_game_of_a_rubber_settles_nothing() -> None:
    """N99-GAME-8/11, N99-AMB-30: a dummy rubber settles each game by itself: a drawn
    first game settles nothing, and the games after it still settle (145 - 120)."""
    rubber = GAME.rules("revised-2p", rubber_games=3)
    games = [(105, 65, 105), (110, 65, 90), (80, 100, 70)]
    assert match_settlement(rubber, games[1:2]) == (145, -145)
    assert match_settlement(rubber, games[2:]) == (-120, 120)
    assert match_settlement(rubber, games) == (25, -25)


def test_n99_view_3_5_6_the_dummy_s_piles() -> None:
    """N99-VIEW-3/5/6, N99-PREM-17: before exposure no one sees the dummy's piles; from
    exposure its hand is public, sorted; its bid stays hidden until play ends, then it is
    public whatever its result."""
    rng = random.Random(3)
    state = GAME.new(TWO)
    state = GAME.apply(state, GAME.deal(state, rng))
    for seat in (None, Seat(0), Seat(1)):
        view = GAME.view(state, seat)
        assert view.hands[2] is None and view.bids[2] is None
    assert "dummy=? ? ? ? ? ? ? ? ? dummybid=? ? ?" in GAME.view(state, Seat(0)).history[0].text
    while state.phase is not Phase.PLAY:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert any(str(e).startswith("expose 2 hand=") for e in GAME.events(state))
    assert (
        GAME.view(state, Seat(1)).hands[2] == state.hand(2)
        and GAME.view(state, Seat(1)).bids[2] is None
    )
    while state.phase is Phase.PLAY:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert GAME.view(state, Seat(0)).results[-1].bids[2] == state.results[-1].bids[2] != 0


@pytest.mark.parametrize("preset", ["revised-2p", "original-2p", "original-2p-reveal"])
def test_n99_game_4_8_a_dummy_game_s_outcome(preset: str) -> None:
    """N99-GAME-4/5/8, N99-SCORE-13: a whole dummy game; the winners follow the draw rule
    on the totals, a draw settles nothing, and a sole winner's loser pays the
    difference of the final scores."""
    rules = GAME.rules(preset)
    for seed in range(4):
        final = random_game(random.Random(seed), rules, pass_rate=0.5)[-1]
        totals = final.totals
        outcome = GAME.outcome(final)
        assert outcome is not None
        top = max(totals)
        draw = totals[2] == top or totals[0] == totals[1] == top
        assert outcome.winners == ((0, 1) if draw else (totals.index(top),))
        scores = GAME.scores(final)
        assert GAME.settlement(final) == (
            (0, 0) if draw else (scores[0] - scores[1], scores[1] - scores[0])
        )


@pytest.mark.parametrize("masks", [False, True])
def test_n99_dummy_4_5_random_play_takes_the_dummy_s_play_orders(
    masks: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """N99-DUMMY-3..6 in the fused playout: the dummy kernel's ``random_play`` plays the
    cards, tricks and orders that its ``play`` plays card by card with the same draws,
    the dummy's won tricks (N99-DUMMY-5: the controller stays) among them; on its lists
    of cards and on native masks (:mod:`tricktake.maskplay`) alike."""
    dummy_won = 0
    for seed in range(20):
        states = random_game(random.Random(seed), TWO, max_actions=40, whole=False)
        start = next(s for s in states if s.phase is Phase.PLAY and not s.tricks)
        kernel = start.kernel.trick_kernel
        monkeypatch.setattr(kernel, "masks", masks)
        fast, slow = random.Random(seed), random.Random(seed)
        position = kernel.random_play(start.position, TWO.tricks, fast.getrandbits)
        state = start
        while len(state.tricks) < TWO.tricks:
            play = state.legal[slow.randrange(len(state.legal))]
            assert isinstance(play, Play)
            state = kernel.play(state, play.card, ())
        assert position[:5] == state.position[:5]
        assert position[5] == state.tricks[-1].winner  # the winner, not its controller
        assert fast.getstate() == slow.getstate()
        dummy_won += sum(trick.winner == 2 for trick in state.tricks[:-1])
    assert dummy_won  # the dummy led some trick


@pytest.mark.parametrize("preset", ["revised-2p", "original-2p", "original-2p-reveal"])
def test_n99_dummy_7_a_trick_the_dummy_wins_is_the_dummy_s(preset: str) -> None:
    """N99-DUMMY-7, N99-DUMMY-5: the event of a trick names the hand that won it, the
    dummy (hand 2) too, as the trick does; the dummy's controller leads the next."""
    rng = random.Random(4)
    dummy_wins = 0
    for _ in range(6):
        states = random_game(rng, GAME.rules(preset), whole=False, max_actions=120)
        for before, state in itertools.pairwise(states):
            won = [e for e in state.events if isinstance(e, TrickWon)]
            if won and len(state.tricks) > len(before.tricks):
                (event,) = won
                assert event.winner == state.tricks[-1].winner
                if event.winner == 2:
                    dummy_wins += 1
                    assert state.phase is not Phase.PLAY or state.actor in (0, 1)
    assert dummy_wins > 0
