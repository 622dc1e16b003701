"""Every tricktake game as an OpenSpiel game (``pip install tricktake[openspiel]``).

:func:`register` registers each game with ``pyspiel.register_game`` as
``python_tricktake_<game>`` (``python_tricktake_nap``, ``python_tricktake_ninety_nine``),
whose parameters are ``preset`` and the game's options in their text forms (as the
command line's ``--option NAME=VALUE``: JSON if it parses, else text; ``""``, the
default, keeps the preset's value):

>>> import pyspiel
>>> from tricktake import openspiel
>>> openspiel.register()
>>> game = pyspiel.load_game("python_tricktake_nap(preset=joker)")
>>> game.num_players(), game.num_distinct_actions(), game.max_chance_outcomes()
(4, 64, 53)

How the adapter models a game (:doc:`/openspiel` says why):

- **Chance, card by card.** A deal is a run of chance nodes, one per card: each outcome
  is a card's index in ``info.pack`` with probability 1/(cards left). The cards fill the
  deal's piles in the order of the deal's text (seat 0's hand, then seat 1's, …); the
  last pile takes the cards left without a draw. A pile drawn apart from the pack
  (Ninety-Nine's ``trumpcard`` under ``trump_rule='drawn_card'``, from pack 36 and the
  joker) is one chance node first, over its own draw pack (outcomes after the pack's).
  The engine's deal is uniform over the ways to fill the piles, and so is this.
- **Returns** are the game's scores (``game.scores``), negated where the lowest wins
  (Nines), at every state; ``rewards()`` are the changes since the last decision node.
  The bounds are ``info.min_score``/``max_score``.
- **Information state**: everything the seat saw since the game began (the visible
  events of each transition) and its current view; the observation tensor is
  ``game.observe(view)``.
"""

from __future__ import annotations

import functools
import importlib
import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .cards import Card, card_text
from .encodings import card_indexes
from .errors import RulesError
from .game import CHANCE, AnyGame, GameInfo
from .options import describe
from .registry import find_game, games
from .units import Seat

try:  # the extra: tricktake[openspiel]; pyspiel ships no types (typings/pyspiel)
    pyspiel: Any = importlib.import_module("pyspiel")
    numpy: Any = importlib.import_module("numpy")
except ModuleNotFoundError as error:
    raise ModuleNotFoundError(
        f"tricktake.openspiel needs {error.name}: pip install 'tricktake[openspiel]'",
        name=error.name,
    ) from error

__all__ = ["DEFAULT_DEAL_CAP", "OpenSpielGame", "OpenSpielState", "register", "short_name"]

DEFAULT_DEAL_CAP = 50
"""The deals after which a game whose rules may never end (``info.max_deals`` is
``None``: Ninety-Nine ``revised-5p``) stops, its running scores its returns. The
parameter ``deal_cap`` (0 by default: this cap only where the rules need one) cuts any
game short after that many deals, e.g. ``deal_cap=1`` for one deal."""


def short_name(game: str) -> str:
    """The OpenSpiel name of a tricktake game: ``python_tricktake_ninety_nine``."""
    return "python_tricktake_" + game.replace("-", "_")


def _option_value(text: str) -> object:
    """An option's value from its text: JSON if it parses, else the text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


@dataclass(frozen=True)
class _Kit:
    """What every state of one loaded game shares."""

    game: AnyGame
    rules: Any
    info: GameInfo
    cap: int | None  # the deal cap, where the rules never end
    draws: tuple[Card, ...]  # the chance outcomes: the pack, then cards drawn apart only
    apart: Mapping[str, tuple[Card, ...]]  # pile -> its own draw pack
    lowest_wins: bool
    name: str  # the OpenSpiel game's name and parameters, to load it again
    params: Mapping[str, Any]

    def utility(self, scores: Sequence[int]) -> list[float]:
        return [float(-s if self.lowest_wins else s) for s in scores]


def _apart(game: AnyGame, rules: Any) -> dict[str, tuple[Card, ...]]:
    """The piles of a deal drawn apart from the pack, with their draw packs: only
    Ninety-Nine's ``trumpcard`` (N99-BGA-7/8), drawn from pack 36 and the joker."""
    if game.name != "ninety-nine":
        return {}
    from .ninety_nine.tables import tables_for  # the one game with such a pile

    pack = tables_for(rules).draw_pack
    return {"trumpcard": tuple(pack)} if pack else {}


@dataclass(frozen=True)
class _Log:
    """An immutable list of event texts, appended in O(1)."""

    text: str
    before: _Log | None

    def lines(self) -> list[str]:
        out: list[str] = []
        node: _Log | None = self
        while node is not None:
            out.append(node.text)
            node = node.before
        out.reverse()
        return out


def _logged(log: _Log | None, texts: Sequence[str]) -> _Log | None:
    for text in texts:
        log = _Log(text, log)
    return log


@dataclass(frozen=True)
class _Track:
    """The adapter's state: immutable, so that OpenSpiel's clones share it, and pickled
    as the game and the history of action ids (OpenSpiel's serialization)."""

    kit: _Kit
    state: Any
    layout: tuple[tuple[str, int], ...] = ()  # the piles of the deal being drawn
    drawn: tuple[int, ...] = ()  # its cards so far, as outcomes
    logs: tuple[_Log | None, ...] = ()  # per seat: what it saw, past transitions
    past: tuple[_Log | None, ...] = ()  # per seat: its log before the current deal
    before: tuple[int, ...] = ()  # the scores at the last decision node
    deals: int = 0
    history: tuple[int, ...] = field(default=(), compare=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> _Track:
        return self

    @functools.cached_property
    def actions(self) -> dict[int, Any]:
        """The legal actions by id, ascending: ``game.action_of`` searches the legal
        actions for each id, and OpenSpiel names every legal action at every node."""
        game, state = self.kit.game, self.state
        pairs = sorted(
            (game.action_id(state, action), action) for action in game.legal_actions(state)
        )
        return dict(pairs)

    def __reduce__(self) -> Any:
        return (_rebuild_track, (self.kit.name, dict(self.kit.params), self.history))


class OpenSpielState(pyspiel.State):  # type: ignore[misc]
    """A state of a tricktake game as OpenSpiel sees it."""

    def __init__(self, game: OpenSpielGame, track: _Track | None = None) -> None:
        super().__init__(game)  # pyright: ignore[reportUnknownMemberType]
        if track is None:
            kit = game.kit
            start = kit.game.new(kit.rules)
            # rewards add up to the returns from 0: the first includes any start score
            zero = (0,) * kit.info.seats
            nothing = (None,) * kit.info.seats
            track = _Track(kit, start, logs=nothing, past=nothing, before=zero)
        self._track = track

    @property
    def _kit(self) -> _Kit:
        return self._track.kit

    @property
    def engine_state(self) -> Any:
        """The tricktake state underneath (between the cards of a deal, the state that
        waits for the deal)."""
        return self._track.state

    # ---------------------------------------------------------------- who acts
    def current_player(self) -> int:
        """The seat to act, ``pyspiel.PlayerId.CHANCE`` or ``TERMINAL``."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        actor = self._kit.game.to_move(self._track.state)
        return int(pyspiel.PlayerId.CHANCE) if actor is CHANCE else int(actor)  # type: ignore[arg-type]

    def is_terminal(self) -> bool:
        """Whether the game is over (or reached the deal cap)."""
        track, kit = self._track, self._kit
        if kit.game.is_over(track.state):
            return True
        return kit.cap is not None and track.deals >= kit.cap and self._between_deals()

    def _between_deals(self) -> bool:
        return self._kit.game.to_move(self._track.state) is CHANCE and not self._track.drawn

    def _legal_actions(self, player: int) -> list[int]:
        return list(self._track.actions)

    # ------------------------------------------------------------------- chance
    def _layout(self) -> tuple[tuple[str, int], ...]:
        """The piles of the deal due, in the order of its text, and their sizes: read
        from a deal of the engine (only its shape: which piles, how many cards)."""
        if self._track.layout:
            return self._track.layout
        kit = self._kit
        sample = kit.game.format_action(kit.game.deal(self._track.state, random.Random(0)))
        piles: list[tuple[str, int]] = []
        for token in sample.split()[1:]:
            name, sep, _ = token.partition("=")
            if sep:
                piles.append((name, 0))
            piles[-1] = (piles[-1][0], piles[-1][1] + 1)
        apart = [pile for pile in piles if pile[0] in kit.apart]
        return tuple(apart + [pile for pile in piles if pile[0] not in kit.apart])

    def _pile_due(self) -> tuple[str, tuple[Card, ...]]:
        """The pile the next card goes to and the cards it is drawn from."""
        kit, track = self._kit, self._track
        count = len(track.drawn)
        for name, size in self._layout():
            if count < size:
                if name in kit.apart:
                    return name, kit.apart[name]
                taken = {kit.draws[i] for i in track.drawn[len(kit.apart) :]}
                return name, tuple(c for c in kit.info.pack if c not in taken)
            count -= size
        raise AssertionError("every pile is drawn")

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The next card of the deal: each card it may be, equally likely."""
        _, cards = self._pile_due()
        index = card_indexes(self._kit.draws)
        p = 1.0 / len(cards)
        return sorted((index[card], p) for card in cards)

    def _deal_text(self, drawn: tuple[int, ...], layout: tuple[tuple[str, int], ...]) -> str:
        kit = self._kit
        cards = [kit.draws[i] for i in drawn]
        taken = set(cards[len(kit.apart) :])
        rest = [c for c in kit.info.pack if c not in taken]
        parts: list[str] = []
        at = 0
        for position, (name, size) in enumerate(layout):
            pile = cards[at : at + size] if position < len(layout) - 1 else rest
            at += size
            parts.append(f"{name}=" + " ".join(map(card_text, pile)))
        return "deal " + " ".join(parts)

    def _draws_needed(self, layout: tuple[tuple[str, int], ...]) -> int:
        return sum(size for _, size in layout[:-1])

    # -------------------------------------------------------------------- apply
    def _apply_action(self, action: int) -> None:
        kit, track = self._kit, self._track
        game = kit.game
        history = track.history + (action,)
        if game.to_move(track.state) is CHANCE:
            layout = self._layout()
            legal = [a for a, _ in self.chance_outcomes()]
            if action not in legal:
                raise pyspiel.SpielError(f"chance outcome {action}: expected one of {legal}")
            drawn = track.drawn + (action,)
            if len(drawn) < self._draws_needed(layout):
                self._track = replace(track, layout=layout, drawn=drawn, history=history)
                return
            deal = game.parse_action(track.state, self._deal_text(drawn, layout))
            self._advance(deal, history, decision=False)
            return
        self._advance(self._action(action), history, decision=True)

    def _action(self, action_id: int) -> Any:
        """The legal action of ``action_id`` (the game's error for any other id)."""
        found = self._track.actions.get(action_id)
        if found is None:
            return self._kit.game.action_of(self._track.state, action_id)  # raises
        return found

    def _advance(self, action: Any, history: tuple[int, ...], decision: bool) -> None:
        kit, track = self._kit, self._track
        game = kit.game
        state = game.apply(track.state, action)
        logs = tuple(
            _logged(log, [event.text for event in game.events(state, Seat(seat))])
            for seat, log in enumerate(track.logs)
        )
        before = tuple(game.scores(track.state)) if decision else track.before
        self._track = _Track(
            kit,
            state,
            logs=logs,
            past=track.past if decision else track.logs,
            before=before,
            deals=track.deals + (not decision),
            history=history,
        )

    # ----------------------------------------------------------------- returns
    def returns(self) -> list[float]:
        """Each seat's score now (negated where the lowest wins)."""
        return self._kit.utility(self._kit.game.scores(self._track.state))

    def rewards(self) -> list[float]:
        """The change of :meth:`returns` since the last decision node (from 0 before
        the game: the first reward includes a seat's starting score, Nines' 9)."""
        now = self.returns()
        before = self._kit.utility(self._track.before)
        return [a - b for a, b in zip(now, before, strict=True)]

    # ------------------------------------------------------------------- text
    def _action_to_string(self, player: int, action: int) -> str:
        kit = self._kit
        if player == pyspiel.PlayerId.CHANCE:
            return "draw " + card_text(kit.draws[action])
        return kit.game.format_action(self._action(action))

    def __str__(self) -> str:
        kit, track = self._kit, self._track
        piles = kit.game.piles(track.state)
        return "\n".join(
            [f"history {' '.join(map(str, track.history))}"]
            + [f"{name}: {' '.join(map(card_text, cards))}" for name, cards in piles.items()]
        )

    def information_state(self, seat: int) -> str:
        """Everything ``seat`` saw before the current deal (the events it could see),
        then its view, which holds the current deal's every action as the seat saw it:
        perfect recall, where the view alone keeps past deals' results, not their
        plays."""
        kit, track = self._kit, self._track
        log = track.past[seat]
        seen = [] if log is None else log.lines()
        view = kit.game.information_state(kit.game.view(track.state, Seat(seat)))
        return "\n".join([*seen, "--", view])

    # ------------------------------------------------------------ resampling
    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> OpenSpielState:
        """A state that ``player_id`` cannot tell from this one, drawn uniformly with
        ``game.sample_state`` (a :class:`random.Random` seeded from the sampler): the
        sampled world replaces the hidden cards, and what every seat saw of the current
        deal is the sampled world's (the seats' logs of past deals stay); the next deals
        are drawn afresh. At a chance node the cards drawn so far, which nobody has
        seen, are put back."""
        kit, track = self._kit, self._track
        game = kit.game
        if game.to_move(track.state) is CHANCE or game.is_over(track.state):
            return self._copy(replace(track, layout=(), drawn=()))
        rng = random.Random(int(probability_sampler() * 2**53))
        sampled = game.sample_state(game.view(track.state, Seat(player_id)), rng)
        return self._copy(replace(track, state=sampled, logs=track.past))

    def _copy(self, track: _Track) -> OpenSpielState:
        state = self.get_game().new_initial_state()
        state._track = track
        return state  # type: ignore[no-any-return]


def _rebuild_track(name: str, params: dict[str, Any], history: tuple[int, ...]) -> _Track:
    """The track at the end of ``history`` in game ``name(params)``: what a
    deserialized state holds (OpenSpiel's history of action ids)."""
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    for action in history:
        state.apply_action(action)
    return state._track  # type: ignore[no-any-return]


class OpenSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One tricktake game under one preset and options, as an OpenSpiel game."""

    def __init__(self, name: str, params: Mapping[str, Any] | None = None) -> None:
        game = find_game(name)
        given = dict(params or {})
        preset = str(given.pop("preset", "") or game.presets()[0])
        cap = int(given.pop("deal_cap", 0))
        options = {key: _option_value(str(text)) for key, text in given.items() if text != ""}
        rules = game.rules(preset, **options)
        info = game.info(rules)
        apart = _apart(game, rules)
        extra = tuple(
            sorted({c for pack in apart.values() for c in pack if c not in set(info.pack)})
        )
        params_out = {"preset": preset, "deal_cap": cap, **{k: str(v) for k, v in given.items()}}
        self.kit = _Kit(
            game=game,
            rules=rules,
            info=info,
            cap=cap or (DEFAULT_DEAL_CAP if info.max_deals is None else None),
            draws=info.pack + extra,
            apart=apart,
            lowest_wins=not info.higher_wins,
            name=short_name(name),
            params=params_out,
        )
        # a game cut short by a cap may end with chips still on the table
        zero = info.score_sum == 0 and self.kit.cap is None
        super().__init__(  # pyright: ignore[reportUnknownMemberType]
            _game_type(game, (info.seats, info.seats), zero), _game_info(self.kit), params_out
        )

    def new_initial_state(self) -> OpenSpielState:
        """The state before the first deal."""
        return OpenSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> Any:
        """The observer of a seat's view: ``game.observe(view)`` as named tensors;
        with perfect recall (or no observation type given), the information state."""
        return _Observer(self.kit, iig_obs_type)


def _bounds(kit: _Kit) -> tuple[float, float]:
    info = kit.info
    low, high = info.min_score, info.max_score
    if kit.cap is not None and info.deal_change is not None:
        least, most = info.deal_change
        low = min(0, kit.cap * least) if low is None else low
        high = max(0, kit.cap * most) if high is None else high
    if low is None or high is None:
        raise RulesError(f"{info.game}: its scores have no bounds to give OpenSpiel")
    return (-high, -low) if kit.lowest_wins else (low, high)


def _game_info(kit: _Kit) -> Any:
    info = kit.info
    deals = min(d for d in (info.max_deals, kit.cap) if d is not None)
    per_deal = len(kit.draws) + info.max_deal_actions
    low, high = _bounds(kit)
    return pyspiel.GameInfo(
        num_distinct_actions=info.num_actions,
        max_chance_outcomes=len(kit.draws),
        num_players=info.seats,
        min_utility=float(low),
        max_utility=float(high),
        utility_sum=0.0 if info.score_sum == 0 and kit.cap is None else None,
        # chance nodes counted too: a Python game's MaxChanceNodesInHistory is this
        max_game_length=(deals + 1) * per_deal,
    )


def _game_type(game: AnyGame, seats: tuple[int, int], zero: bool) -> Any:
    """OpenSpiel's facts of the game's type; its parameters are ``preset``,
    ``deal_cap`` and every option, as text."""
    rules: object = game.rules(game.presets()[0])
    spec: dict[str, Any] = {"preset": game.presets()[0], "deal_cap": 0}
    spec.update({option.name: "" for option in describe(type(rules))})
    utility = pyspiel.GameType.Utility
    return pyspiel.GameType(
        short_name=short_name(game.name),
        long_name=f"tricktake {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility.ZERO_SUM if zero else utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.REWARDS,
        max_num_players=seats[1],
        min_num_players=seats[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


class _Observer:
    """OpenSpiel's Python observer over a seat's view."""

    def __init__(self, kit: _Kit, iig_obs_type: Any) -> None:
        self.kit = kit
        self.recall = iig_obs_type is None or bool(iig_obs_type.perfect_recall)
        parts = kit.game.observation_parts(kit.rules)
        self.tensor = numpy.zeros(kit.info.observation_size, numpy.float32)
        self.dict: dict[str, Any] = {}
        at = 0
        for part in parts:
            self.dict[part.name] = self.tensor[at : at + part.size].reshape(part.shape)
            at += part.size

    def set_from(self, state: OpenSpielState, player: int) -> None:
        """Write ``player``'s view of ``state`` into :attr:`tensor`."""
        view = self.kit.game.view(state.engine_state, Seat(player))
        self.tensor[:] = self.kit.game.observe(view)

    def string_from(self, state: OpenSpielState, player: int) -> str:
        """The information state (perfect recall) or the view's text."""
        if self.recall:
            return state.information_state(player)
        game = self.kit.game
        return game.information_state(game.view(state.engine_state, Seat(player)))


def _factory(name: str) -> type[OpenSpielGame]:
    """The game's class, registered as its factory. A class, not a closure: OpenSpiel
    keeps its factories until the C++ runtime exits, after Python's, and a closure freed
    then aborts the interpreter (a class outlives it, as ``kuhn_poker.py``'s does)."""

    def __init__(self: OpenSpielGame, params: Mapping[str, Any] | None = None) -> None:
        OpenSpielGame.__init__(self, name, params)

    return type(f"OpenSpiel_{name.replace('-', '_')}", (OpenSpielGame,), {"__init__": __init__})


_REGISTERED: set[str] = set()


def register() -> None:
    """Register every tricktake game with OpenSpiel (again is harmless)."""
    for name in games():
        if name in _REGISTERED:
            continue
        game = find_game(name)
        infos = [game.info(game.rules(preset)) for preset in game.presets()]
        seats = (min(i.seats for i in infos), max(i.seats for i in infos))
        zero = all(i.score_sum == 0 for i in infos)
        pyspiel.register_game(_game_type(game, seats, zero), _factory(name))
        _REGISTERED.add(name)
