"""Bad input (the docs' Conventions page, principle 5): each kind of mistake raises its own error class
with a message that says what was wrong and what was expected, and changes nothing."""

import itertools
import random
from typing import Any

import pytest

import tricktake
from tests.ninety_nine.helpers import (
    GAME,
    HANDS,
    REVISED,
    act,
    cards,
    deal_text,
    run,
    scenario,
    start,
)
from tricktake import (
    ActionSyntaxError,
    IllegalActionError,
    RulesError,
    SetupError,
    TricktakeError,
    UnknownGameError,
    UnknownPresetError,
)
from tricktake.ninety_nine import Action, Bid, Call, Deal, Phase, Play, State
from tricktake.ninety_nine.rules import PremiumKind
from tricktake.units import Seat

DEAL = deal_text(*HANDS)


def each_card(text: str) -> list[str]:
    """Card texts that an error message must each contain."""
    return text.split()


def fingerprint(state: State) -> tuple[object, ...]:
    """Everything observable about a state: itself and every view."""
    return (
        state,
        tuple(GAME.view(state, s) for s in (Seat(0), Seat(1), Seat(2), None)),
        GAME.scores(state),
    )


def rejected(state: State, action: Action, *words: str) -> IllegalActionError:
    """Apply ``action``, expect IllegalActionError whose reason has ``words``, and
    check that the state is unchanged and still accepts its first legal action."""
    before = fingerprint(state)
    copy = State(*state)
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, action)
    error = info.value
    assert isinstance(error, TricktakeError)
    assert error.reason
    assert error.reason in str(error)
    for word in words:
        assert word in error.reason, (word, error.reason)
    assert fingerprint(state) == before
    assert state == copy
    if state.phase is Phase.DEAL:
        GAME.apply(state, GAME.deal(state, random.Random(0)))
    elif state.phase is not Phase.OVER:
        GAME.apply(state, GAME.legal_actions(state)[0])
    return error


# --- setup errors -------------------------------------------------------------------


def test_unknown_game() -> None:
    """UnknownGameError lists the registered games."""
    with pytest.raises(UnknownGameError) as info:
        tricktake.get_game("ninety-eight")
    assert "'ninety-eight'" in str(info.value)
    assert "'ninety-nine'" in str(info.value)
    assert isinstance(info.value, TricktakeError)
    assert info.value.reason


def test_unknown_preset() -> None:
    """UnknownPresetError (a RulesError) lists the presets."""
    with pytest.raises(UnknownPresetError) as info:
        GAME.rules("revized")
    assert isinstance(info.value, RulesError)
    assert "'revized'" in str(info.value)
    assert "'revised'" in str(info.value)


@pytest.mark.parametrize("name", [[], {}, None, 7])
def test_game_and_preset_names_of_other_types(name: Any) -> None:
    """A name that is not a string is an unknown game or preset, not a TypeError."""
    with pytest.raises(UnknownGameError, match="is not a game name: expected one of"):
        tricktake.get_game(name)
    with pytest.raises(UnknownPresetError, match="expected one of 'revised'"):
        GAME.rules(name)


def test_bad_option_value() -> None:
    """N99-OPT / §7.1: a bad value names the option and the allowed values."""
    with pytest.raises(RulesError) as info:
        GAME.rules("revised", target=99)
    assert "target=99" in str(info.value)
    assert "100 or 150" in str(info.value)
    assert info.value.reason


def test_unknown_option() -> None:
    """An unknown option names itself and the options that exist."""
    with pytest.raises(RulesError) as info:
        GAME.rules("revised", targett=100)  # type: ignore[call-arg]
    assert "'targett'" in str(info.value)
    assert "target" in str(info.value).split("expected", 1)[1]


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ({"first_dealer": 3}, ["first_dealer=3", "0 to 2"]),
        ({"first_dealer": -1}, ["first_dealer=-1", "0 to 2"]),
        ({"first_dealer": "0"}, ["first_dealer='0'", "0 to 2"]),
        ({"first_dealer": True}, ["first_dealer=True", "0 to 2"]),
        ({"totals": (80, 85)}, ["totals=", "3 integers"]),
        ({"totals": (80, 85, 40, 0)}, ["totals=", "3 integers"]),
        ({"totals": (80, 85, "40")}, ["totals=", "3 integers"]),
        ({"totals": (80.0, 85, 40)}, ["totals=", "3 integers"]),
        ({"totals": 5}, ["totals=5", "3 integers"]),
        ({"totals": "abc"}, ["totals='abc'", "3 integers"]),
        ({"totals": {5: "a", 1: "b", 2: "c"}}, ["totals=", "3 integers"]),
        ({"totals": itertools.count()}, ["totals=count(0)", "3 integers"]),
        ({"mode": "X"}, ["mode='X'", "C, H, S, D, NT"]),
        ({"mode": "nines"}, ["mode='nines'", "NT"]),
    ],
)
def test_bad_new_arguments(setup: dict[str, Any], words: list[str]) -> None:
    """``game.new`` validates its arguments: SetupError naming the argument and what
    was expected."""
    with pytest.raises(SetupError) as info:
        GAME.new(REVISED, **setup)
    for word in words:
        assert word in str(info.value)


def test_preset_of_needs_rules() -> None:
    """``game.preset_of`` (and so ``Record.from_game``) of something that is not rules."""
    with pytest.raises(SetupError, match="expected Ninety-Nine Rules"):
        GAME.preset_of(None)  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="expected Ninety-Nine Rules"):
        tricktake.Record.from_game(GAME, None, [])


def test_new_needs_rules() -> None:
    """``game.new`` takes a rules value from ``game.rules``."""
    with pytest.raises(SetupError, match="Rules"):
        GAME.new("revised")  # type: ignore[arg-type]


def test_new_rejects_negative_totals_in_revised() -> None:
    """N99-SCORE-11 / N99-INV-13: a ``revised`` position never has a negative total, so
    ``game.new(totals=...)`` (validated like everything else) rejects one."""
    with pytest.raises(SetupError):
        GAME.new(REVISED, totals=(-5, 0, 0))


def test_new_rejects_totals_at_the_target() -> None:
    """N99-GAME-2: a game whose totals already reach the target has ended: no deal of it
    can start from there."""
    with pytest.raises(SetupError):
        GAME.new(REVISED, totals=(120, 0, 0))


def test_bad_view_seat() -> None:
    """A view of a seat that does not exist."""
    state = GAME.new(REVISED)
    with pytest.raises(TricktakeError, match="0 to 2"):
        GAME.view(state, Seat(3))


# --- malformed action text ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", ["empty", "deal, bid, pass, declare, reveal or play"]),  # the preset's verbs
        ("   ", ["empty"]),
        ("foo", ["'foo'", "unknown action: expected deal, bid, pass, declare, reveal or play"]),
        ("play", ["play <card>"]),
        ("play AS KS", ["play <card>"]),
        ("play AS snap snap", ["play <card>"]),
        ("play ZZ", ["'ZZ'", "not a card"]),
        ("play 1S", ["'1S'", "not a card"]),
        ("bid", ["3 cards"]),
        ("bid AS KS", ["3 cards"]),
        ("bid AS KS QS JS", ["3 cards"]),
        ("bid AS AS KS", ["AS", "twice"]),
        ("bid AS KS XX", ["'XX'", "not a card"]),
        ("pass now", ["'pass'", "nothing after it"]),
        ("declare reveal", ["'declare'", "nothing after it"]),
        ("reveal 3", ["'reveal'", "nothing after it"]),
        ("open", ["open", "unbidden"]),
        ("deal AS", ["'AS'", "before any pile key"]),
        ("deal 0=", ["'0'", "empty"]),
        ("deal 3=AS", ["'3'", "0, 1, 2"]),
        ("deal turnup=AS", ["'turnup'", "0, 1, 2"]),
        ("deal 0=AS 0=KS", ["'0'", "twice"]),
        ("deal 0=AS 1=AS", ["AS", "twice"]),
    ],
)
def test_malformed_action_text(text: str, words: list[str]) -> None:
    """N99-TEXT-1 / N99-DEAL-7: text that is no action raises ActionSyntaxError saying
    what was wrong and what was expected; ``.reason`` omits the echoed input."""
    state = start(DEAL)
    with pytest.raises(ActionSyntaxError) as info:
        GAME.parse_action(state, text)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    assert info.value.reason
    assert info.value.reason in message


@pytest.mark.parametrize("text", ["PLAY AS", "Pass", "Declare", "play  AS", "BID AC JC 8C"])
def test_n99_text_1_only_documented_keyword_forms(text: str) -> None:
    """N99-TEXT-1: keywords are lower case and tokens single-spaced; card tokens alone
    have the lenient forms of the docs' Conventions page (N99-DEAL-9)."""
    with pytest.raises(ActionSyntaxError):
        GAME.parse_action(GAME.new(REVISED), text)


# --- illegal actions in each phase ----------------------------------------------------


def test_illegal_in_deal_phase() -> None:
    """Phase DEAL: only a deal; a bid, call or play is illegal and says a deal is due."""
    state = GAME.new(REVISED)
    for action in (
        Bid(0b111),
        Call(None),
        Call(PremiumKind.DECLARE),
        Play(cards("AS")[0]),
    ):
        rejected(state, action, "deal is due")


def test_deal_when_no_deal_is_due() -> None:
    """A deal when no deal is due: ``game.deal`` and ``apply`` both refuse."""
    state = start(DEAL)
    with pytest.raises(IllegalActionError) as info:
        GAME.deal(state, random.Random(0))
    assert "no deal is due" in info.value.reason
    assert "bid" in info.value.reason
    rejected(state, GAME.parse_action(state, DEAL), "seat 1", "bid")


def test_illegal_in_bid_phase() -> None:
    """Phase BID: a bid of cards not held names the seat and its hand; calls and plays
    are not due."""
    state = start(DEAL)
    rejected(
        state,
        GAME.parse_action(state, "bid KC 10C 7C"),  # seat 2's cards
        "seat 1",
        "3 cards of its hand",
        *each_card(HANDS[1]),
    )
    rejected(state, Call(None), "seat 1", "bid")
    rejected(state, GAME.parse_action(state, "play AC"), "seat 1", "bid")


def test_illegal_in_premium_phase() -> None:
    """Phase PREMIUM: declare after a declare names the calls allowed; bids and plays
    are not due."""
    state = start(DEAL)
    state = run(state, ["bid AD JD 8D", "bid KD 10D 7D", "bid QD 9D 6D", "declare"])
    error = rejected(state, Call(PremiumKind.DECLARE), "seat 2", "'pass'", "'reveal'")
    assert "'declare'" not in error.reason
    rejected(state, GAME.parse_action(state, "bid KC 10C 7C"), "seat 2", "premium call")
    rejected(state, GAME.parse_action(state, "play KC"), "seat 2", "premium call")
    rejected(state, Call(PremiumKind.OPEN), "seat 2")
    rejected(state, Call(PremiumKind.REVEAL, 4), "seat 2")


def test_illegal_in_play_phase() -> None:
    """Phase PLAY: another seat's card, a card not following suit (naming the suit and
    the cards of it held), a bid card, a snap, and calls."""
    state = start(DEAL)
    state = run(state, ["bid AD JD 8D", "bid KD 10D 7D", "bid QD 9D 6D", "pass", "pass", "pass"])
    rejected(state, GAME.parse_action(state, "play KC"), "seat 1", "does not hold KC")
    rejected(state, GAME.parse_action(state, "play AD"), "seat 1", "does not hold AD")  # bid
    state = act(state, "play JH")
    rejected(
        state,
        GAME.parse_action(state, "play KC"),
        "seat 2",
        "must follow hearts",
        *each_card("KH 10H 7H"),
    )
    rejected(state, GAME.parse_action(state, "play JH"), "seat 2", "does not hold JH")  # played
    rejected(state, Play(cards("7H")[0], snap=True), "snap")  # not parsed in revised
    rejected(state, Call(None), "seat 2", "play a card")
    rejected(state, GAME.parse_action(state, "bid KC 10C 7C"), "seat 2", "play a card")


def test_illegal_after_the_game_is_over() -> None:
    """Phase OVER: every action is illegal; the game is over."""
    over = scenario(["QC 8S 9D", "AC 10H 7D", "KS 9S 6D"], [3, 3, 3], totals=(97, 0, 0)).final
    assert over.phase is Phase.OVER
    deal = GAME.deal(GAME.new(REVISED), random.Random(1))
    for action in (deal, Bid(0b111), Call(None), Play(over.tricks[-1].cards[0])):
        rejected(over, action, "the game is over")
    with pytest.raises(IllegalActionError, match="no deal is due"):
        GAME.deal(over, random.Random(0))


def test_not_an_action() -> None:
    """Something that is not a Ninety-Nine action at all."""
    state = start(DEAL)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "bid AC JC 8C")  # type: ignore[arg-type]
    assert isinstance(Deal((0, 0, 0)), Deal)


@pytest.mark.parametrize(
    ("build", "words"),
    [
        (lambda: Play(99), ["Play(card=99, snap=False)", "99 is not a card code"]),  # type: ignore[arg-type]
        (lambda: Play(-1), ["-1 is not a card code"]),  # type: ignore[arg-type]
        (lambda: Play(15), ["15 is not a card code"]),  # type: ignore[arg-type]  # rank 15 is no rank
        (lambda: Play(True), ["True is not a card code"]),  # type: ignore[arg-type]
        (lambda: Play(cards("AS")[0], snap=1), ["snap must be True or False"]),  # type: ignore[arg-type]
        (lambda: Bid(-1), ["-1 is not a mask of cards"]),
        (lambda: Bid(1 << 200), ["is not a mask of cards"]),
        (lambda: Bid("AS"), ["'AS' is not a mask of cards"]),  # type: ignore[arg-type]
        (lambda: Call("declare"), ["kind must be a PremiumKind"]),  # type: ignore[arg-type]
        (lambda: Call(PremiumKind.DECLARE, -2), ["number must be"]),
        (lambda: Deal([1, 2, 4]), ["hands must be a tuple"]),  # type: ignore[arg-type]
        (lambda: Deal(("a", "b", "c")), ["'a' is not a mask of cards"]),  # type: ignore[arg-type]
        (lambda: Deal((-7, 2, 4)), ["-7 is not a mask of cards"]),
        (lambda: Deal((1, 2, 4), turnup=1 << 70), ["is not a mask of cards"]),
    ],
)
def test_malformed_action_objects(build: Any, words: list[str]) -> None:
    """An action object built from values that are not cards or masks is refused when it
    is built, with an ActionSyntaxError that names the values expected: it can never
    reach ``apply`` (where formatting it for a message would loop or fail)."""
    with pytest.raises(ActionSyntaxError) as info:
        build()
    assert "is not a Ninety-Nine action" in str(info.value)
    for word in words:
        assert word in str(info.value)


def test_parse_action_needs_text() -> None:
    """``parse_action`` of something that is not a str says a str was expected."""
    state = start(DEAL)
    for thing in (None, 7, b"play AS"):
        with pytest.raises(ActionSyntaxError, match="expected the text of an action"):
            GAME.parse_action(state, thing)  # type: ignore[arg-type]


def test_cards_of_a_negative_mask() -> None:
    """``cards_of`` refuses a negative int instead of looping for ever."""
    with pytest.raises(ValueError, match="not a mask of cards"):
        tricktake.cards.cards_of(-1)


def test_long_input_is_not_echoed_in_bulk() -> None:
    """A message quotes the input that was wrong, cut short: a megabyte of text gives a
    message of a few hundred characters that still starts with the input."""
    state = start(DEAL)
    for text in ("play " + "A" * 10**6, "x" * 10**6, "deal 0=" + "AS " * 10**5):
        with pytest.raises(ActionSyntaxError) as info:
            GAME.parse_action(state, text)
        message = str(info.value)
        assert len(message) < 1000
        assert message.startswith(repr(text[:50])[:-1])
    record = tricktake.Record("ninety-nine", "revised", actions=("x" * 10**6,))
    with pytest.raises(tricktake.RecordError) as error:
        tricktake.replay(record)
    assert len(str(error.value)) < 1000
    assert str(error.value).startswith("actions[0] 'xxx")
