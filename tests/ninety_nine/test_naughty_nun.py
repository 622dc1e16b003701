"""Naughty Nun (the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``) N99-TRUMP-7, N99-WIN-3..6, N99-PLAY-7): the
nine deals' modes, the snap call and the presets ``naughty-nun``, ``naughty-nun-2p``
and ``naughty-nun-4p``."""

from __future__ import annotations

import random

import pytest

from tests.ninety_nine.helpers import GAME, act, random_game
from tricktake import ActionSyntaxError, IllegalActionError, SetupError
from tricktake.cards import rank_of
from tricktake.ninety_nine import Mode, Phase, Play, State
from tricktake.ninety_nine.rules import GameEnd

SCHEDULE = ("D", "S", "H", "C", "NT", "rondo", "whistle_and_flute", "top_dog", "snap")


def _modes(states: list[State]) -> list[str]:
    """The mode of each deal of a game, in order."""
    return [s.mode.value for s in states if s.phase is Phase.BID and not any(s.bids) and s.mode]


@pytest.mark.parametrize("preset", ["naughty-nun", "naughty-nun-2p", "naughty-nun-4p"])
def test_n99_trump_7_the_nine_deals_of_naughty_nun(preset: str) -> None:
    """N99-TRUMP-7, N99-GAME-3, N99-OPT-2: deal ``d`` has the mode of row ``d`` — D, S,
    H, C, no trump, Rondo, Whistle and Flute, Top Dog, Snap — whatever the deals before
    scored, and the game ends after the ninth (N99-INV-14/16)."""
    states = random_game(random.Random(4), GAME.rules(preset), pass_rate=0.7)
    assert _modes(states) == list(SCHEDULE)
    assert GAME.is_over(states[-1]) and states[-1].deal_number == 9


def test_n99_trump_2_nuns_become_nines() -> None:
    """N99-TRUMP-2: under ``nine_trumps`` the fifth deal ("Nuns") is at nines."""
    rules = GAME.rules("naughty-nun", nine_trumps=True)
    states = random_game(random.Random(5), rules, pass_rate=0.7)
    assert _modes(states) == [*SCHEDULE[:4], "nines", *SCHEDULE[5:]]


def test_n99_opt_2_naughty_nun_needs_nine_deals() -> None:
    """N99-OPT-2: ``trump_rule = naughty_nun`` needs ``game_end = deals`` and 9 deals."""
    with pytest.raises(Exception, match="naughty_nun"):
        GAME.rules("naughty-nun", deals_per_game=8)
    with pytest.raises(Exception, match="naughty_nun"):
        GAME.rules("naughty-nun", game_end=GameEnd.TARGET)


def _snap_deal(seed: int) -> State:
    """A random state of a Snap deal (the ninth) in ``PLAY``, after its bids and calls."""
    rng = random.Random(seed)
    state = GAME.new(GAME.rules("naughty-nun"), deal_number=8)
    state = GAME.apply(state, GAME.deal(state, rng))
    while state.phase is not Phase.PLAY:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_n99_play_7_snap_is_legal_exactly_on_a_card_of_the_led_rank() -> None:
    """N99-PLAY-7, N99-INV-4: in a Snap deal, ``play c snap`` is legal iff ``play c``
    is, the hand does not lead, and ``c`` has the led card's rank; a snapping hand is
    then void in the led suit."""
    seen = 0
    for seed in range(6):
        state = _snap_deal(seed)
        rng = random.Random(seed)
        while state.phase is Phase.PLAY:
            legal = GAME.legal_actions(state)
            plain = {a.card for a in legal if isinstance(a, Play) and not a.snap}
            snaps = {a.card for a in legal if isinstance(a, Play) and a.snap}
            if not state.trick:
                assert not snaps
            else:
                led = state.trick[0]
                assert snaps == {c for c in plain if rank_of(c) == rank_of(led)}
                assert not snaps or not state.hand_mask(state.player) >> led & 1  # type: ignore[arg-type]
                seen += len(snaps)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert seen  # the seeds reach snaps


def test_n99_play_7_snap_errors_say_why() -> None:
    """N99-PLAY-7, N99-TEXT-2: a snap on the lead, on a card of another rank, or outside
    a Snap deal is refused, saying why; outside Naughty Nun the text does not parse."""
    state = _snap_deal(1)
    lead = GAME.legal_actions(state)[0]
    assert isinstance(lead, Play)
    with pytest.raises(IllegalActionError, match="leader cannot snap"):
        GAME.apply(state, Play(lead.card, snap=True))
    after = GAME.apply(state, lead)
    other = next(
        a
        for a in GAME.legal_actions(after)
        if isinstance(a, Play) and rank_of(a.card) != rank_of(lead.card)
    )
    with pytest.raises(IllegalActionError, match="led card's rank"):
        GAME.apply(after, Play(other.card, snap=True))
    with pytest.raises(ActionSyntaxError, match="Naughty Nun"):
        GAME.parse_action(GAME.new(GAME.rules("revised")), "play 7H snap")
    assert str(GAME.parse_action(state, "play 7h snap")) == "play 7H snap"


def test_n99_play_7_snap_outside_the_snap_deal() -> None:
    """N99-PLAY-7: in any other deal of Naughty Nun a snap is illegal, naming the mode."""
    states = random_game(random.Random(2), GAME.rules("naughty-nun"), pass_rate=0.7)
    state = next(s for s in states if s.phase is Phase.PLAY and s.mode is Mode.TOP_DOG)
    card = next(iter(GAME.legal_actions(state)))
    assert isinstance(card, Play)
    with pytest.raises(IllegalActionError, match="mode is top_dog"):
        GAME.apply(state, Play(card.card, snap=True))


@pytest.mark.parametrize(
    ("value", "message"),
    [(9, "from 0 to 8"), (-1, "from 0 to 8"), ("2", "from 0 to 8")],
)
def test_new_deal_number_is_checked(value: object, message: str) -> None:
    """``game.new(deal_number=...)`` starts a game of a number of deals later on; it is
    a SetupError outside ``0 .. deals_per_game - 1`` or in a target game."""
    with pytest.raises(SetupError, match=message):
        GAME.new(GAME.rules("naughty-nun"), deal_number=value)  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="only a game of a number of deals"):
        GAME.new(GAME.rules("revised"), deal_number=1)
    with pytest.raises(SetupError, match="schedule fixes"):
        GAME.new(GAME.rules("naughty-nun"), mode="S")


def test_n99_score_5_naughty_nun_2p_and_4p_tables() -> None:
    """N99-SCORE-5, N99-COMP-10: ``naughty-nun-2p`` is two hands of 12 from 24 cards with
    the table (10, 20); ``naughty-nun-4p`` four hands of 13 from 52 with (30, 20, 10, 0)."""
    two, four = GAME.rules("naughty-nun-2p"), GAME.rules("naughty-nun-4p")
    assert (two.hands, two.hand_size, two.tricks, two.bid_bonus) == (2, 12, 9, (10, 20))
    assert (four.hands, four.hand_size, four.tricks, four.bid_bonus) == (4, 13, 10, (30, 20, 10, 0))
    state = act(GAME.new(two), str(GAME.deal(GAME.new(two), random.Random(0))))
    assert state.mode is Mode.DIAMONDS
