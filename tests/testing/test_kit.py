"""The conformance kit (:mod:`tricktake.testing`) catches broken games: each deliberately
broken wrapper of a real game fails the check that should catch it, with a message
that names what is wrong, and the record in the error replays. A kit that cannot fail is
a defect."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktake
from tricktake.cards import card_text
from tricktake.game import AnyGame
from tricktake.testing import (
    CHECKS,
    ConformanceError,
    Playthrough,
    check_encodings,
    check_game,
    check_hash_seeds,
    check_hidden_swaps,
    check_playthrough,
    play,
)
from tricktake.units import Seat


class Broken:
    """A real game (Nap) with one method broken by a subclass; every other member is the
    game's own."""

    def __init__(self) -> None:
        self.inner: Any = tricktake.get_game("nap")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class DuplicateLegal(Broken):
    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        legal = tuple(self.inner.legal_actions(state))
        return legal + legal[:1]


class SharedIds(Broken):
    """Two legal actions under one id: the last action's id is the first's."""

    def action_id(self, state: Any, action: Any) -> int:
        legal = tuple(self.inner.legal_actions(state))
        if len(legal) > 1 and action == legal[-1]:
            action = legal[0]
        return int(self.inner.action_id(state, action))


class WrongDecoding(Broken):
    """``action_of`` gives the first legal action whatever the id."""

    def action_of(self, state: Any, number: int) -> Any:
        return self.inner.legal_actions(state)[0]


class AcceptsIllegal(Broken):
    def apply(self, state: Any, action: Any) -> Any:
        try:
            return self.inner.apply(state, action)
        except tricktake.IllegalActionError:
            return state  # "accepted"


class ImpureApply(Broken):
    calls = 0

    def apply(self, state: Any, action: Any) -> Any:
        after = self.inner.apply(state, action)
        self.calls += 1
        if self.calls % 7 == 0 and self.inner.legal_actions(after):
            return self.inner.apply(after, self.inner.legal_actions(after)[0])
        return after


class LeakyView(Broken):
    """Each hand size replaced by the sum of its card codes: no card named, but hidden
    cards told apart."""

    def view(self, state: Any, seat: Seat | None) -> Any:
        view = self.inner.view(state, seat)
        sums = tuple(sum(state.hand(Seat(s))) for s in range(len(view.hand_sizes)))
        return dataclasses.replace(view, hand_sizes=sums)


class NamingView(Broken):
    """The next seat's hand shown as the viewer's own: the leak names the cards."""

    def view(self, state: Any, seat: Seat | None) -> Any:
        view = self.inner.view(state, seat)
        if seat is None:
            return view
        return dataclasses.replace(view, hand=tuple(state.hand(Seat((seat + 1) % 4))))


class WrongSum(Broken):
    def scores(self, state: Any) -> tuple[int, ...]:
        first, *rest = self.inner.scores(state)
        return (first + 1, *rest)

    def outcome(self, state: Any) -> Any:
        outcome = self.inner.outcome(state)
        return None if outcome is None else dataclasses.replace(outcome, scores=self.scores(state))


class LostCard(Broken):
    def piles(self, state: Any) -> dict[str, tuple[Any, ...]]:
        piles = dict(self.inner.piles(state))
        biggest = max(piles, key=lambda name: len(piles[name]))
        piles[biggest] = piles[biggest][1:]
        return piles


class ShortDeals(Broken):
    def info(self, rules: Any) -> Any:
        return dataclasses.replace(self.inner.info(rules), max_deal_actions=5)


class LowerCaseText(Broken):
    def format_action(self, action: Any) -> str:
        return str(self.inner.format_action(action)).lower()


class WrongPreset(Broken):
    def preset_of(self, rules: Any) -> tuple[str, dict[str, Any]]:
        return "short-28", {}


class OffViewSampler(Broken):
    """Samples a world, then plays on in it: no longer the view it was given."""

    def sample_state(self, view: Any, rng: random.Random) -> Any:
        world = self.inner.sample_state(view, rng)
        return self.inner.apply(world, self.inner.legal_actions(world)[0])


class HashOrdered(Broken):
    """Legal actions in the order of their hashes: another order in every process."""

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        return tuple(sorted(self.inner.legal_actions(state), key=lambda a: hash(str(a))))


def _played(game: Any, seed: int = 1, deals: int | None = 1) -> Playthrough:
    inner = tricktake.get_game("nap")
    return play(game, inner.rules("standard"), seed, deals=deals)


def _fails(game: Any, check: str, match: str, deals: int | None = 1) -> ConformanceError:
    """Run ``check`` on a seeded game of ``game``: it raises, names itself and says
    ``match``; the real game passes the same check on the same seed."""
    with pytest.raises(ConformanceError, match=match) as caught:
        CHECKS[check](_played(game, deals=deals))
    error = caught.value
    assert error.check == check and str(error).startswith(f"{check}: ")
    assert error.seed == 1 and isinstance(error, AssertionError)
    assert isinstance(error, tricktake.TricktakeError)
    CHECKS[check](_played(tricktake.get_game("nap"), deals=deals))
    return error


BROKEN: list[tuple[Callable[[], Any], str, str]] = [
    (DuplicateLegal, "check_legal_actions", "lists an action twice"),
    (AcceptsIllegal, "check_legal_actions", "was accepted, but is not legal"),
    (ImpureApply, "check_legal_actions", "another state the second time"),
    (LostCard, "check_piles", "miss"),
    (LowerCaseText, "check_text", "format_action gives"),
    (OffViewSampler, "check_samples", "another view|is to move"),
    (LeakyView, "check_hidden_swaps", "the view changed \\(a leak\\)"),
]


@pytest.mark.parametrize(("make", "check", "match"), BROKEN, ids=[b[0].__name__ for b in BROKEN])
def test_each_broken_game_fails_its_check(make: Callable[[], Any], check: str, match: str) -> None:
    """Each broken game of one deal is caught by the check made for it, with a message
    naming the fault; the real game passes that check."""
    _fails(make(), check, match)


@pytest.mark.parametrize(
    ("make", "check", "match"),
    [
        (WrongSum, "check_scores", "sum to 1, not to info's score_sum 0"),
        (ShortDeals, "check_length", "more than info's max_deal_actions 5"),
        (WrongPreset, "check_replay", "Record.from_game refused|another state"),
    ],
    ids=["WrongSum", "ShortDeals", "WrongPreset"],
)
def test_broken_whole_games_fail_their_check(
    make: Callable[[], Any], check: str, match: str
) -> None:
    """The checks of a whole game (scores, length, replay) catch what breaks them."""
    _fails(make(), check, match, deals=None)


def test_a_leak_that_names_cards_is_caught_with_the_games_hidden_cards() -> None:
    """A view that shows another seat's hand by name: the default (cards the JSON does
    not name) cannot see it as hidden, the game's own ``hidden`` can."""
    nap = tricktake.get_game("nap")

    def hidden(state: Any, seat: Seat | None) -> dict[int, frozenset[Any]]:
        return {
            s: frozenset(state.hand(Seat(s)))
            for s in range(4)
            if s != seat and state.hand(Seat(s)) and state.phase.value == "play"
        }

    def same_suit(state: Any, first: Any, second: Any) -> bool:
        return card_text(first)[-1] == card_text(second)[-1]

    played = _played(NamingView())
    with pytest.raises(ConformanceError, match="a leak"):
        check_hidden_swaps(played, hidden=hidden, swappable=same_suit)
    assert check_hidden_swaps(_played(nap), hidden=hidden, swappable=same_suit) > 0


def test_the_record_of_a_failure_replays_to_where_it_failed() -> None:
    """The error's record is the game so far: loaded and replayed by the real game, it
    reaches the state where the check failed."""
    error = _fails(LeakyView(), "check_hidden_swaps", "leak")
    assert error.record is not None
    text = tricktake.record.dump(error.record)
    assert text in str(error)
    state = tricktake.replay(tricktake.record.load(text))
    expected = _played(tricktake.get_game("nap")).states[len(error.record.actions)]
    assert state == expected


def test_hash_seed_dependence_is_caught_in_subprocesses() -> None:
    """Legal actions ordered by string hashes differ between PYTHONHASHSEED 0 and 1
    (the real games give one digest in every process: tests/properties/test_conformance.py)."""
    rules = tricktake.get_game("nap").rules("standard")
    with pytest.raises(ConformanceError, match="PYTHONHASHSEED") as caught:
        broken: Any = HashOrdered()
        check_hash_seeds([(broken, rules)], factories=[f"{__name__}:HashOrdered"])
    assert caught.value.check == "check_hash_seeds"


@pytest.mark.parametrize(
    ("broken", "fault"),
    [(SharedIds, "expected distinct"), (WrongDecoding, "action_of")],
)
def test_encodings_check_catches_shared_ids_and_wrong_decoding(
    broken: type[Broken], fault: str
) -> None:
    """``check_encodings`` fails a game whose legal actions share an id, and one whose
    ``action_of`` does not give the action back."""
    with pytest.raises(ConformanceError, match=fault) as caught:
        check_encodings(_played(broken()))
    assert caught.value.check == "check_encodings"


def test_check_game_runs_every_check_and_reports_what_it_saw() -> None:
    """``check_game`` plays its games from consecutive seeds and runs every check, each
    of which examined something (encodings only where the game has them); a broken
    game raises from it too."""
    nap: AnyGame = tricktake.get_game("nap")
    report = check_game(nap, nap.rules("standard"), games=2, seed=5, hash_seeds=())
    assert report.seeds == (5, 6) and report.game == "nap"
    assert list(report.checked) == list(CHECKS)
    assert all(count > 0 for count in report.checked.values())
    assert "all checks passed" in str(report)
    with pytest.raises(ConformanceError, match="check_legal_actions"):
        broken: Any = DuplicateLegal()
        check_game(broken, nap.rules("standard"), games=1, hash_seeds=())
    with pytest.raises(KeyError):
        check_playthrough(_played(nap), checks=["check_nothing"])
