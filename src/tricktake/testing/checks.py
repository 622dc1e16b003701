"""The checks of one random game (a :class:`~tricktake.testing.Playthrough`) that need no
knowledge of the game beyond the :class:`~tricktake.Game` protocol: what OpenSpiel's
``RandomSimTest`` checks, and this library's invariants (DESIGN "Invariants").

Each check takes a play-through, raises :class:`~tricktake.testing.ConformanceError` at
the first problem and returns how many cases it examined.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, MutableSequence, Sequence
from typing import Any

from ..cards import card_text
from ..errors import IllegalActionError, TricktakeError
from ..game import CHANCE, AnyGame, GameInfo, Outcome
from ..record import Record, dump, load, replay, replay_states
from ..units import seat_range
from .playing import Playthrough
from .report import failure

__all__ = [
    "check_encodings",
    "check_final",
    "check_legal_actions",
    "check_legal_list",
    "check_length",
    "check_piles",
    "check_rejected",
    "check_replay",
    "check_scores",
    "check_text",
    "check_views",
]

_MUTATORS = (
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "sort",
    "reverse",
    "__setitem__",
    "__delitem__",
    "__iadd__",
)


def _marks(state: Any) -> tuple[int, str]:
    """What must not change when a state is used: its hash and its repr."""
    return hash(state), repr(state)


def check_legal_list(game: AnyGame, state: Any) -> Sequence[Any]:
    """``game.legal_actions(state)``, checked: the same list on a second call, an
    immutable sequence, no action twice (nor two actions of one text), and empty exactly
    at chance nodes and once the game is over (when ``to_move`` is ``None`` exactly).

    :raises AssertionError: saying which of these fails.
    """
    legal = game.legal_actions(state)
    again = game.legal_actions(state)
    assert tuple(legal) == tuple(again), "legal_actions changed between two calls"
    assert isinstance(legal, Sequence), (
        f"legal_actions gave a {type(legal).__name__}, not a Sequence"
    )
    assert not isinstance(legal, MutableSequence), "legal_actions gave a mutable sequence"
    mutators = [name for name in _MUTATORS if hasattr(legal, name)]
    assert not mutators, f"legal_actions gave a sequence with mutators {mutators}"
    assert len(set(legal)) == len(legal), (
        f"legal_actions lists an action twice: {_twice(map(str, legal))}"
    )
    texts = [game.format_action(action) for action in legal]
    assert len(set(texts)) == len(texts), (
        f"two legal actions have one text: {_twice(texts)} (expected a unique text each)"
    )
    actor = game.to_move(state)
    assert (actor is None) == game.is_over(state), (
        f"to_move is {actor!r} but is_over is {game.is_over(state)} (expected None exactly "
        "once the game is over)"
    )
    empty = actor is CHANCE or actor is None
    assert (len(legal) == 0) == empty, (
        f"{len(legal)} legal actions with {actor!r} to move (expected none exactly at a "
        "chance node and once over)"
    )
    return legal


def _twice(texts: Iterable[object]) -> list[str]:
    """The texts of ``texts`` that occur more than once."""
    counts: Counter[str] = Counter(str(text) for text in texts)
    return sorted(text for text, count in counts.items() if count > 1)


def check_rejected(game: AnyGame, state: Any, action: Any, *, unchanged: bool = True) -> None:
    """``game.apply(state, action)`` raises :class:`~tricktake.IllegalActionError` with a
    reason, and ``state`` is unchanged (its hash and repr: ``unchanged=False`` leaves
    that to a caller that tries many actions on one state and compares once).

    :raises AssertionError: where the action is accepted, or the error is another one.
    """
    marks = _marks(state) if unchanged else None
    try:
        game.apply(state, action)
    except IllegalActionError as error:
        assert isinstance(error.reason, str) and error.reason, (
            f"{action}: rejected without a reason"
        )
    except TricktakeError as error:
        raise AssertionError(
            f"{action!s} was rejected with {type(error).__name__} (expected IllegalActionError)"
        ) from error
    else:
        raise AssertionError(f"{action!s} ({action!r}) was accepted, but is not legal")
    assert marks is None or _marks(state) == marks, f"rejecting {action!s} changed the state"


def _guard(check: str, play: Playthrough, index: int, run: Any, *args: Any, **kw: Any) -> Any:
    """``run(*args, **kw)``, an AssertionError turned into the check's failure at ``index``."""
    try:
        return run(*args, **kw)
    except AssertionError as error:
        raise failure(check, play, index, str(error)) from error


def check_legal_actions(play: Playthrough) -> int:
    """In every state: the legal actions are stable and unique (:func:`check_legal_list`);
    ``apply`` accepts each of them, deterministically and without changing the state
    (the action played gives the next state, twice); it rejects with
    :class:`~tricktake.IllegalActionError`, leaving the state as it was, the actions of
    the other states that are not legal here (the previous and next actions, the deal of
    the first chance node); ``game.deal``
    refuses where no deal is due. Returns the number of actions applied or refused."""
    game, name = play.game, "check_legal_actions"
    rng = random.Random(play.seed)
    count = 0
    states, actions = play.states, play.actions
    deals = [actions[i] for i in play.deal_starts()]
    for index, state in enumerate(states):
        marks = _marks(state)
        legal = _guard(name, play, index, check_legal_list, game, state)
        known = set(legal)
        for action in legal:
            game.apply(state, action)
        if index < len(actions):
            action = actions[index]
            again = game.apply(state, action)
            if again != states[index + 1] or hash(again) != hash(states[index + 1]):
                raise failure(
                    name, play, index, f"apply of {action} gave another state the second time"
                )
        others = [actions[j] for j in (index - 1, index + 1) if 0 <= j < len(actions)]
        if game.to_move(state) is not CHANCE:
            others.extend(deals[:1])
            try:
                game.deal(state, rng)
            except IllegalActionError:
                pass
            else:
                raise failure(name, play, index, "game.deal gave a deal where none is due")
        for other in others:
            if other not in known and (index >= len(actions) or other != actions[index]):
                _guard(name, play, index, check_rejected, game, state, other, unchanged=False)
        if _marks(state) != marks:
            raise failure(name, play, index, "the state changed while it was used")
        count += len(legal) + len(others)
    return count


def check_text(play: Playthrough) -> int:
    """Every action played (deals included) and every legal action of every state has
    one canonical text: ``format_action`` is ``str``, ``parse_action`` of it gives the
    action back, and formatting that gives the same text. Returns the actions checked."""
    game, name = play.game, "check_text"
    count = 0
    for index, state in enumerate(play.states):
        todo = list(game.legal_actions(state))
        if index < len(play.actions) and game.to_move(state) is CHANCE:
            todo.append(play.actions[index])
        for action in todo:
            text = game.format_action(action)
            if text != str(action):
                raise failure(name, play, index, f"format_action gives {text!r}, str {action!s}")
            try:
                parsed = game.parse_action(state, text)
            except TricktakeError as error:
                raise failure(name, play, index, f"{text!r} does not parse: {error}") from error
            if parsed != action:
                raise failure(name, play, index, f"{text!r} parses to {parsed!r}, not {action!r}")
            if game.format_action(parsed) != text:
                raise failure(name, play, index, f"{text!r} is not written back the same")
            count += 1
    return count


def check_piles(play: Playthrough) -> int:
    """Card conservation: in every state ``game.piles`` holds each card of
    ``info(rules).pack`` exactly once (the pack has no card twice), as tuples. Returns
    the states checked."""
    game, name = play.game, "check_piles"
    pack = Counter(game.info(play.rules).pack)
    if not pack or set(pack.values()) != {1}:
        raise failure(name, play, 0, f"the pack of info has cards twice: {_twice(pack.elements())}")
    for index, state in enumerate(play.states):
        piles = game.piles(state)
        bad = [pile for pile, cards in piles.items() if type(cards) is not tuple]
        if bad:
            raise failure(name, play, index, f"piles {bad} are not tuples")
        cards: Counter[Any] = Counter()
        for pile in piles.values():
            cards.update(pile)
        if cards != pack:
            twice = [card_text(c) for c, n in sorted(cards.items()) if n > 1]
            missing = [card_text(c) for c in sorted(pack - cards)]
            foreign = [card_text(c) for c in sorted(cards - pack)]
            raise failure(
                name,
                play,
                index,
                f"the piles hold {twice} twice, miss {missing} and hold {foreign} from "
                "outside the pack (expected every card of the pack exactly once)",
            )
    return len(play.states)


def check_final(game: AnyGame, info: GameInfo, final: Any) -> Outcome:
    """The outcome of the finished game ``final`` obeys ``info``: its scores are
    ``game.scores``, its winners a non-empty ascending tuple of distinct seats, its
    reason a text, and the scores sum to ``info.score_sum`` where that is not ``None``.

    :raises AssertionError: saying which fails.
    """
    outcome = game.outcome(final)
    assert isinstance(outcome, Outcome), f"outcome of a finished game is {outcome!r}"
    where = f"{outcome}"
    assert outcome.scores == game.scores(final), f"{where}: scores differ from game.scores"
    winners = outcome.winners
    assert type(winners) is tuple and winners, f"{where}: no winner"
    assert list(winners) == sorted(set(winners)), f"{where}: winners not ascending"
    assert all(type(w) is int and 0 <= w < info.seats for w in winners), f"{where}: winners"
    assert isinstance(outcome.reason, str) and outcome.reason.strip(), f"{where}: no reason"
    if info.score_sum is not None:
        assert sum(outcome.scores) == info.score_sum, (
            f"{where}: the scores sum to {sum(outcome.scores)}, not to info's "
            f"score_sum {info.score_sum}"
        )
    return outcome


def _score_bounds(info: GameInfo) -> tuple[int | None, int | None]:
    """The bounds of a score that ``info`` declares (``min_score`` and ``max_score``, as
    OpenSpiel's ``MinUtility``/``MaxUtility``); ``None`` where it declares none."""
    return info.min_score, info.max_score


def check_scores(play: Playthrough) -> int:
    """In every state ``game.scores`` has one int per seat of ``info.seats`` (within
    the bounds ``info`` declares, if any) and ``game.outcome`` is ``None`` exactly while
    the game is not over; a finished game obeys :func:`check_final`. Returns the states
    checked."""
    game, name = play.game, "check_scores"
    info = game.info(play.rules)
    low, high = _score_bounds(info)
    for index, state in enumerate(play.states):
        scores = game.scores(state)
        if len(scores) != info.seats or not all(type(s) is int for s in scores):
            raise failure(name, play, index, f"scores {scores} for {info.seats} seats")
        if (low is not None and min(scores) < low) or (high is not None and max(scores) > high):
            raise failure(name, play, index, f"scores {scores} outside info's [{low}, {high}]")
        outcome = game.outcome(state)
        if (outcome is None) != (not game.is_over(state)):
            raise failure(
                name, play, index, f"outcome {outcome} with is_over {game.is_over(state)}"
            )
    if game.is_over(play.final):
        _guard(name, play, len(play.actions), check_final, game, info, play.final)
    elif not play.stopped and not (play.capped and info.max_deals is None):
        raise failure(
            name,
            play,
            len(play.actions),
            "not over, yet the play-through was not capped in a game that may never end",
        )
    return len(play.states)


def check_length(play: Playthrough) -> int:
    """Termination from ``game.info`` (OpenSpiel's ``game_length <= MaxGameLength()``):
    a game begins with its first deal after at most a deal's worth of actions, each deal
    starts with a chance action and takes at most ``info.max_deal_actions`` actions
    with no other chance node inside it; a finished game took at most ``info.max_deals``
    deals, and a game capped before its end is one whose ``max_deals`` is ``None``.
    Returns the deals checked."""
    game, name = play.game, "check_length"
    info = game.info(play.rules)
    starts = play.deal_starts()
    if not starts:
        raise failure(name, play, len(play.actions), "no chance action (a deal) in a game")
    if starts[0] >= info.max_deal_actions:
        raise failure(name, play, starts[0], f"{starts[0]} actions before the first deal")
    ends = [*starts[1:], len(play.actions)]
    for number, (start, end) in enumerate(zip(starts, ends, strict=True)):
        if end - start > info.max_deal_actions:
            raise failure(
                name,
                play,
                end,
                f"deal {number} took {end - start} actions, more than info's max_deal_actions "
                f"{info.max_deal_actions}",
            )
        for index in range(start + 1, end):
            if game.to_move(play.states[index]) is CHANCE:
                raise failure(name, play, index, "a chance node inside a deal")
    if game.is_over(play.final):
        if play.capped or game.to_move(play.final) is not None:
            raise failure(name, play, len(play.actions), "over, yet someone is to move")
        if info.max_deals is not None and len(starts) > info.max_deals:
            raise failure(
                name,
                play,
                len(play.actions),
                f"{len(starts)} deals, more than info's max_deals {info.max_deals}",
            )
    elif not play.capped:
        raise failure(name, play, len(play.actions), "the play-through stopped before the end")
    elif info.max_deals is not None:
        raise failure(
            name,
            play,
            len(play.actions),
            f"no end after {len(starts)} deals (info's max_deals is {info.max_deals})",
        )
    return len(starts)


def check_replay(play: Playthrough) -> int:
    """Replay and record round trips (DESIGN "Replay"): ``Record.from_game`` of the
    game (with its scores as the result) holds the canonical text of every action,
    ``dump`` then ``load`` give an equal record and the same text, and ``replay`` and
    ``replay_states`` rebuild every state exactly. Returns the states replayed."""
    game, name = play.game, "check_replay"
    end = len(play.actions)
    scores = tuple(game.scores(play.final))
    try:
        record = Record.from_game(
            game, play.rules, play.actions, first_dealer=play.first_dealer, result=scores
        )
    except TricktakeError as error:
        raise failure(name, play, end, f"Record.from_game refused the game: {error}") from error
    if list(record.actions) != [game.format_action(a) for a in play.actions]:
        raise failure(name, play, end, "the record's actions are not their canonical texts")
    text = dump(record)
    loaded = load(text)
    if loaded != record or dump(loaded) != text:
        raise failure(name, play, end, "the record does not survive dump then load")
    final = replay(loaded)
    if final != play.final or game.is_over(final) != game.is_over(play.final):
        raise failure(name, play, end, "the replay of the record ends in another state")
    if tuple(game.scores(final)) != scores:
        raise failure(name, play, end, "the replay of the record ends with other scores")
    for index, (state, expected) in enumerate(zip(replay_states(loaded), play.states, strict=True)):
        if state != expected:
            raise failure(name, play, index, "the replayed state differs from the one played")
    return len(play.states)


def check_views(play: Playthrough, *, states: Sequence[int] | None = None) -> int:
    """In the states ``states`` (default: all) each seat's view and the public view are
    equal on a second call, leave the state unchanged, and ``game.to_json`` of each is
    JSON-ready (``json.loads(json.dumps(data)) == data``). Returns the views checked."""
    game, name = play.game, "check_views"
    seats = game.info(play.rules).seats
    count = 0
    for index in range(len(play.states)) if states is None else states:
        state = play.states[index]
        marks = _marks(state)
        for seat in (*seat_range(seats), None):
            view = game.view(state, seat)
            if view != game.view(state, seat):
                raise failure(name, play, index, f"two views of seat {seat} differ")
            data = game.to_json(view)
            try:
                same = json.loads(json.dumps(data)) == data
            except (TypeError, ValueError) as error:
                raise failure(name, play, index, f"to_json of seat {seat}: {error}") from error
            if not same:
                raise failure(name, play, index, f"to_json of seat {seat} is not plain JSON")
            count += 1
        if _marks(state) != marks:
            raise failure(name, play, index, "view changed the state")
    return count


ROUND_TRIPS = 12
"""A state with at most this many legal actions sends each through ``action_of`` in
:func:`check_encodings`; one with more (the 220 bids of a Ninety-Nine hand) sends
:data:`FEW_ROUND_TRIPS` of them, drawn from the play-through's seed (``action_of``
looks through the legal actions)."""

FEW_ROUND_TRIPS = 3


def check_encodings(play: Playthrough, states: Iterable[int] | None = None) -> int:
    """The integer action space (``info(rules).num_actions``, ``action_id``,
    ``action_of``, ``legal_action_ids``): every legal action of every state has an
    integer id in ``range(num_actions)``, the ids of a state are distinct,
    ``legal_action_ids`` lists them ascending, and ``action_of(state, id)`` gives the
    action back. A game whose ``info`` declares no action space (``num_actions`` 0)
    passes with 0 cases. ``states``: the indexes of the states to check (default: every
    one)."""
    game, name = play.game, "check_encodings"
    size = game.info(play.rules).num_actions
    if not size:
        return 0
    rng = random.Random(play.seed)
    count = 0
    for index in range(len(play.states)) if states is None else states:
        state = play.states[index]
        if game.to_move(state) is CHANCE:
            continue
        legal = game.legal_actions(state)
        ids = [game.action_id(state, action) for action in legal]
        if len(set(ids)) != len(ids) or not all(type(i) is int and 0 <= i < size for i in ids):
            raise failure(name, play, index, f"action ids {ids} (expected distinct, < {size})")
        if tuple(game.legal_action_ids(state)) != tuple(sorted(ids)):
            raise failure(name, play, index, "legal_action_ids is not the legal ids ascending")
        many = len(legal) > ROUND_TRIPS
        chosen = rng.sample(range(len(legal)), FEW_ROUND_TRIPS) if many else range(len(legal))
        for k in chosen:
            if game.action_of(state, ids[k]) != legal[k]:
                raise failure(name, play, index, f"action_of({ids[k]}) is not {legal[k]}")
        count += len(ids)
    return count
