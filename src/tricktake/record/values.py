"""The values of a recorded game: :class:`Record`, its option overrides
:class:`Options`, and :data:`FORMAT_VERSION`, the version of the format.

A record is immutable and hashable, and checks the types of its fields as it is built,
so that every record can be dumped (:func:`~tricktake.record.jsontext.dump`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, cast

from ..game import AnyGame
from ..units import Seat
from .checks import apply_at, check_result, check_seats, parse_at, start
from .jsonvalues import (
    check_value,
    checked_text,
    checked_texts,
    error_at,
    is_list,
    is_mapping,
    key_path,
    shown_json,
    thaw,
)

__all__ = ["FORMAT_VERSION", "Options", "Record"]

FORMAT_VERSION: Final = 1
"""The version of the record format that this library reads and writes (``"tricktake"``)."""


class Options(Mapping[str, Any]):
    """A read-only, hashable mapping of option overrides, as a record holds them.

    Keys are option names, kept sorted. Values are JSON values frozen so that the
    mapping (and so a :class:`Record`) is immutable and hashable: a JSON array is held
    as a tuple and a JSON object as another :class:`Options`. It compares equal to any
    mapping with the same items.

    >>> from tricktake.record import Options
    >>> options = Options({"target": 150, "bid_bonus": [30, 20, 10]})
    >>> options
    Options({'bid_bonus': (30, 20, 10), 'target': 150})
    >>> options == {"target": 150, "bid_bonus": (30, 20, 10)}, hash(options) == hash(options)
    (True, True)

    :raises RecordError: for a name that is not a string or a value that is not JSON
        (``NaN``, an object, a string that is not valid Unicode ...).
    """

    __slots__ = ("_dict", "_items")

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        pairs = dict(items)
        for key, value in pairs.items():
            if not isinstance(key, str):
                raise error_at("$.options", f"option names are strings, not {shown_json(key)}")
            check_value(value, key_path("$.options", key), 2)
        self._items: tuple[tuple[str, Any], ...] = tuple(
            (key, _freeze(pairs[key])) for key in sorted(pairs)
        )
        self._dict: dict[str, Any] = dict(self._items)

    def __getitem__(self, key: str) -> Any:
        return self._dict[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._dict)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Options):
            return self._items == other._items
        if is_mapping(other):
            return self._dict == dict(other.items())
        return NotImplemented

    def __repr__(self) -> str:
        return f"Options({self._dict!r})"

    def to_json(self) -> dict[str, Any]:
        """The options as plain JSON values (lists and dicts), keys sorted."""
        return {key: thaw(value) for key, value in self._items}


def _freeze(value: object) -> object:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in cast("Sequence[object]", value))
    if isinstance(value, Mapping):
        return Options(cast("Mapping[str, object]", value))  # Options checks the keys
    return value


@dataclass(frozen=True, slots=True)
class Record:
    """A recorded game (:doc:`/records`): an immutable, hashable value.

    - ``game``: the registered name of the game, e.g. ``"ninety-nine"``;
    - ``preset`` and ``options``: the rules are ``get_game(game).rules(preset,
      **options)``. ``options`` is always stored as a read-only :class:`Options`
      mapping (any mapping given is converted), so a record stays hashable;
    - ``players``: one name per seat, or ``None``;
    - ``first_dealer``: the seat that deals first;
    - ``actions``: the action texts in the order they were made, chance actions (deals)
      included. The game need not be over: a record may stop anywhere;
    - ``result``: the recorded ``result.scores``, one per seat, or ``None``. A replay
      checks it against ``game.scores`` of the last state: the final game scores once
      the game is over, the running totals where the record stops earlier.

    Build one with :meth:`from_game`, read one with :func:`~.jsontext.load`, write one
    with :func:`~.jsontext.dump`. The constructor checks the types of the fields, as
    :func:`~.jsontext.load` checks a document's (a :class:`~tricktake.RecordError` names
    the field, e.g. ``$.players[0]: expected a string, got 1``), so that every record can
    be dumped; :func:`~.replays.replay` checks everything else.
    """

    game: str
    preset: str
    options: Mapping[str, Any] = field(default_factory=Options)
    players: tuple[str, ...] | None = None
    first_dealer: Seat = Seat(0)
    actions: tuple[str, ...] = ()
    result: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        checked_text(self.game, "$.game")
        checked_text(self.preset, "$.preset")
        if not isinstance(self.options, Mapping):
            raise error_at(
                "$.options", f"expected a mapping of options, got {shown_json(self.options)}"
            )
        if not isinstance(self.options, Options):
            object.__setattr__(self, "options", Options(self.options))
        # Accept any sequence, keep a tuple: the record must stay immutable.
        object.__setattr__(self, "actions", tuple(checked_texts(self.actions, "$.actions")))
        if self.players is not None:
            object.__setattr__(self, "players", tuple(checked_texts(self.players, "$.players")))
        if type(self.first_dealer) is not int:
            raise error_at(
                "$.first_dealer", f"expected a seat number, got {shown_json(self.first_dealer)}"
            )
        if self.result is not None:
            if not is_list(self.result) or any(type(x) is not int for x in self.result):
                raise error_at(
                    "$.result.scores", f"expected integers, got {shown_json(self.result)}"
                )
            object.__setattr__(self, "result", tuple(self.result))

    @classmethod
    def from_game(
        cls,
        game: AnyGame,
        rules: Any,
        actions: Iterable[object],
        *,
        players: Sequence[str] | None = None,
        first_dealer: Seat = Seat(0),
        result: Sequence[int] | None = None,
    ) -> Record:
        """The record of a game played under ``rules`` with ``actions``.

        ``game.preset_of(rules)`` gives the preset and the options. Each action may be
        an action object or its text; the record holds canonical texts
        (``game.format_action``). The actions are applied from ``game.new(rules,
        first_dealer=first_dealer)`` on, so the record is known to replay; where
        ``result`` is given it must match ``game.scores`` of the last state.

        :raises RecordError: for bad players or first dealer, an action that cannot be
            parsed or applied (named by its index, text, the seat to move and the
            reason), or a result that does not match.

        >>> import random, tricktake
        >>> from tricktake.record import Record
        >>> game = tricktake.get_game("ninety-nine")
        >>> rules = game.rules("revised", target=150)
        >>> state = game.new(rules)
        >>> deal = game.deal(state, random.Random(7))
        >>> record = Record.from_game(game, rules, [deal], players=["Ann", "Bob", "Cy"])
        >>> record.preset, record.options, record.players
        ('revised', Options({'target': 150}), ('Ann', 'Bob', 'Cy'))
        >>> record.actions[0].split()[:4]
        ['deal', '0=KC', 'QC', '7C']
        """
        preset, options = game.preset_of(rules)
        record = cls(
            game=game.name,
            preset=preset,
            options=options,
            players=None if players is None else tuple(players),
            first_dealer=first_dealer,
        )
        _, state, seats = start(record)  # the game must be registered, the setup valid
        check_seats(seats, record)
        texts: list[str] = []
        for index, item in enumerate(actions):
            if isinstance(item, str):
                action = parse_at(game, state, index, item)
                shown = item  # an error quotes the text as given
            else:
                action = item
                shown = game.format_action(action)
            state = apply_at(game, state, index, shown, action)
            texts.append(game.format_action(action))
        done = replace(
            record, actions=tuple(texts), result=None if result is None else tuple(result)
        )
        check_seats(seats, done)
        check_result(game, state, done)
        return done
