"""Actions as integers and observations as vectors: the shared machinery behind every
game's ``action_id``, ``action_of``, ``observation_parts``, ``observe`` and
``information_state`` (:doc:`/encodings`), for the learning frameworks' adapters
(OpenSpiel, PettingZoo) and for bots that want numbers.

- **Actions.** Each game and rules have a fixed integer action space
  (``game.info(rules).num_actions``), laid out as named *segments* of consecutive ids
  (:class:`ActionSpace`): plays first, one id per card of the pack (the card's index in
  ``info.pack``, :func:`card_indexes`), then the game's bids, calls and choices.
  Chance actions (deals) have no id: an adapter models a deal card by card, each card
  a chance outcome that it builds from the pack.
- **Observations.** A view is written as a flat ``list[float]`` of named parts
  (:class:`Part`, as OpenSpiel's observers): every game's observation begins with the
  parts of the common view (:func:`common_parts`) and adds its own. The vector is
  computed from the view only, so it holds nothing the viewer may not know.
- **Information state.** :func:`information_state` writes a view as text: two views
  with the same text are the same view.

>>> import random, tricktake
>>> game = tricktake.get_game("nines")
>>> state = game.new(game.rules())
>>> state = game.apply(state, game.deal(state, random.Random(1)))
>>> ids = [game.action_id(state, action) for action in game.legal_actions(state)]
>>> [str(game.action_of(state, i)) for i in ids]
['exchange', 'keep']
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .cards import Card
from .errors import IllegalActionError, shown
from .game import CHANCE, Actor, GameInfo, Part

__all__ = [
    "ActionSpace",
    "CommonView",
    "Layout",
    "Part",
    "Writer",
    "action_of",
    "as_array",
    "card_indexes",
    "checked_id",
    "common_parts",
    "information_state",
    "no_id",
    "pack_indexes",
    "write_common",
]


@functools.lru_cache(maxsize=256)
def card_indexes(pack: tuple[Card, ...]) -> Mapping[Card, int]:
    """Each card of ``pack`` by its index there: a card's id among the pack's cards, the
    same in the action space (plays) and in an observation's card parts.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.encodings import card_indexes
    >>> pack = tuple(map(parse_card, ("AS", "KS", "JK")))
    >>> card_indexes(pack)[parse_card("JK")]
    2
    """
    return {card: index for index, card in enumerate(pack)}


@functools.lru_cache(maxsize=256)
def pack_indexes(rules: object, game_info: Callable[[Any], GameInfo]) -> Mapping[Card, int]:
    """:func:`card_indexes` of the pack of ``rules``, ``game_info(rules).pack``: what
    every game's encoding reads at each action and view, kept per rules value."""
    return card_indexes(game_info(rules).pack)


# ----------------------------------------------------------------------- actions
@dataclass(frozen=True)
class ActionSpace:
    """A game's integer action space under one rules value: named segments of
    consecutive ids, in order. ``ActionSpace((("play", 36), ("bid", 220)))`` gives the
    plays ids 0 to 35 and the bids 36 to 255.

    >>> from tricktake.encodings import ActionSpace
    >>> space = ActionSpace((("play", 36), ("pass", 1), ("bid", 220)))
    >>> space.size, space.start("pass"), space.id("bid", 3)
    (257, 36, 40)
    >>> space.segment_of(40)
    ('bid', 3)
    """

    #: ``(name, size)`` of each segment, in the order of their ids.
    segments: tuple[tuple[str, int], ...]

    @functools.cached_property
    def _starts(self) -> dict[str, int]:
        starts: dict[str, int] = {}
        start = 0
        for name, size in self.segments:
            starts[name] = start
            start += size
        return starts

    def __contains__(self, name: object) -> bool:
        """Whether the space has a segment ``name``."""
        return name in self._starts

    @property
    def size(self) -> int:
        """The number of ids: ``info.num_actions``."""
        return sum(size for _, size in self.segments)

    def start(self, name: str) -> int:
        """The first id of segment ``name``."""
        return self._starts[name]

    def id(self, name: str, index: int) -> int:
        """The id of the ``index``-th action of segment ``name``."""
        return self._starts[name] + index

    def segment_of(self, action_id: int) -> tuple[str, int]:
        """The segment of ``action_id`` and the index within it."""
        for name, size in self.segments:
            start = self._starts[name]
            if start <= action_id < start + size:
                return name, action_id - start
        raise IndexError(action_id)


def no_id(action: object, why: str) -> IllegalActionError:
    """The error for an action that has no id in a state (``game.action_id``)."""
    return IllegalActionError(f"{shown(action)} has no action id here: {why}")


def checked_id(action_id: object, size: int) -> int:
    """``action_id`` if it is an id of an action space of ``size`` ids.

    :raises IllegalActionError: for anything else, naming the range.
    """
    if type(action_id) is not int or not 0 <= action_id < size:
        raise IllegalActionError(
            f"action id {shown(action_id)}: expected an int from 0 to {size - 1} "
            "(info(rules).num_actions)"
        )
    return action_id


def action_of(
    action_id: object, size: int, legal: Sequence[Any], encode: Callable[[Any], int]
) -> Any:
    """The action of ``legal`` whose id (``encode``) is ``action_id``: the inverse of
    ``game.action_id`` over a state's legal actions, by construction.

    :raises IllegalActionError: for an id out of range or that names no legal action.
    """
    wanted = checked_id(action_id, size)
    for action in legal:
        if encode(action) == wanted:
            return action
    ids = sorted(map(encode, legal))
    listed = ", ".join(map(str, ids)) if ids else "none (no seat is to move)"
    raise IllegalActionError(
        f"action id {wanted} names no legal action here: expected one of {listed}"
    )


# ------------------------------------------------------------------ observations
@dataclass(frozen=True)
class Layout:
    """The parts of a game's observation under one rules value, in order, with their
    offsets in the flat vector."""

    #: The parts, in the order of the vector.
    parts: tuple[Part, ...]

    @functools.cached_property
    def offsets(self) -> dict[str, int]:
        """Where each part begins in the vector, by name."""
        offsets: dict[str, int] = {}
        at = 0
        for part in self.parts:
            offsets[part.name] = at
            at += part.size
        return offsets

    @functools.cached_property
    def by_name(self) -> dict[str, Part]:
        """The parts by name."""
        return {part.name: part for part in self.parts}

    @property
    def size(self) -> int:
        """The length of the vector: the sum of the parts' sizes."""
        return sum(part.size for part in self.parts)

    def slices(self, vector: Sequence[float]) -> dict[str, Sequence[float]]:
        """``vector`` cut into its parts, by name (flat, each of its part's size)."""
        return {
            part.name: vector[self.offsets[part.name] : self.offsets[part.name] + part.size]
            for part in self.parts
        }


class Writer:
    """An observation vector being written, part by part (every value 0 at first)."""

    __slots__ = ("layout", "values")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.values = [0.0] * layout.size

    def _at(self, name: str, index: Sequence[int]) -> int:
        part = self.layout.by_name[name]
        flat = 0
        for i, dim in zip(index, part.shape, strict=True):
            if not 0 <= i < dim:
                raise IndexError(f"{name}{list(index)} outside shape {part.shape}")
            flat = flat * dim + i
        return self.layout.offsets[name] + flat

    def mark(self, name: str, *index: int, value: float = 1.0) -> None:
        """Set the value at ``index`` of part ``name`` (1 by default: a one-hot mark)."""
        self.values[self._at(name, index)] = float(value)

    def put(self, name: str, values: Iterable[float]) -> None:
        """Write the whole of part ``name``, flat."""
        at = self.layout.offsets[name]
        row = [float(v) for v in values]
        if len(row) != self.layout.by_name[name].size:
            raise ValueError(
                f"part {name}: {len(row)} values for shape {self.layout.by_name[name].shape}"
            )
        self.values[at : at + len(row)] = row

    def cards(self, name: str, cards: Iterable[Card], index: Mapping[Card, int], *row: int) -> None:
        """Mark each of ``cards`` in part ``name`` (in row ``row`` of a card table)."""
        for card in cards:
            self.mark(name, *row, index[card])


def common_parts(info: GameInfo, phases: int, hands: int) -> tuple[Part, ...]:
    """The parts of the common view (:class:`~tricktake.views.GameView`) that begin every
    game's observation: ``seat`` (the viewer, one-hot; all 0 in the public view),
    ``actor`` (one-hot: a seat, then chance, then nobody once the game is over),
    ``dealer`` (one-hot), ``phase`` (one-hot, in the order of the game's phases),
    ``deal_number`` (the number), ``hand`` (the viewer's cards), ``hand_sizes`` (one
    count per hand, ``hands`` of them) and ``scores`` (one per seat)."""
    n = info.seats
    return (
        Part("seat", (n,)),
        Part("actor", (n + 2,)),
        Part("dealer", (n,)),
        Part("phase", (phases,)),
        Part("deal_number", (1,)),
        Part("hand", (len(info.pack),), cards=True),
        Part("hand_sizes", (hands,)),
        Part("scores", (n,)),
    )


class CommonView(Protocol):
    """What :func:`write_common` reads of a view: the common fields that every game's
    view has (:class:`~tricktake.views.GameView`, which this module cannot import:
    ``tricktake.views`` imports ``tricktake.base``, which imports this module)."""

    @property
    def seat(self) -> int | None: ...
    @property
    def actor(self) -> Actor: ...
    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> object: ...
    @property
    def deal_number(self) -> int: ...
    @property
    def hand(self) -> Iterable[Card]: ...
    @property
    def hand_sizes(self) -> Sequence[int]: ...
    @property
    def scores(self) -> Sequence[int]: ...


def write_common(
    out: Writer, view: CommonView, phases: Sequence[Any], index: Mapping[Card, int]
) -> None:
    """Write the parts of :func:`common_parts` from the common fields of ``view``."""
    n = out.layout.by_name["seat"].shape[0]
    if view.seat is not None:
        out.mark("seat", view.seat)
    actor = view.actor
    out.mark("actor", n + 1 if actor is None else n if actor is CHANCE else actor)
    out.mark("dealer", view.dealer)
    out.mark("phase", list(phases).index(view.phase))
    out.put("deal_number", (view.deal_number,))
    out.cards("hand", view.hand, index)
    out.put("hand_sizes", view.hand_sizes)
    out.put("scores", view.scores)


def as_array(values: Sequence[float], shape: Sequence[int] | None = None) -> Any:
    """``values`` as a numpy array of ``float32`` (``shape`` reshapes it), for
    frameworks that want one; numpy is imported here, only when asked for.

    :raises ModuleNotFoundError: when numpy is not installed.
    """
    # optional: imported here, as the library itself needs no numpy
    numpy: Any = importlib.import_module("numpy")
    array = numpy.asarray(values, dtype=numpy.float32)
    return array if shape is None else array.reshape(tuple(shape))


# -------------------------------------------------------------- information state
def information_state(json_view: Mapping[str, Any]) -> str:
    """The information state of a view as text, from its JSON (``game.to_json``): the
    game and rules, the viewer, its hand, the deal's history as the viewer saw it (one
    line per action: who acted and the text, hidden cards ``?``), then everything else
    the view holds (scores, past deals, public piles) as compact JSON. The view
    determines the text and the text the view: two views with the same text are the same
    information state. The legal actions, which follow from the rest, are left out."""
    rest = {
        key: value
        for key, value in json_view.items()
        if key not in ("game", "preset", "options", "seat", "hand", "history", "legal")
    }
    options = json.dumps(json_view["options"], sort_keys=True, separators=(",", ":"))
    lines = [
        f"{json_view['game']} {json_view['preset']} {options}",
        f"seat {json_view['seat']}",
        "hand " + " ".join(json_view["hand"]),
        *(f"{seen['actor']}: {seen['action']}" for seen in json_view["history"]),
        json.dumps(rest, sort_keys=True, separators=(",", ":"), ensure_ascii=False),
    ]
    return "\n".join(lines)
