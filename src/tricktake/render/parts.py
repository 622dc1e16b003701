"""What a game's view hands the shared renderers: :class:`TableParts`.

The renderers (:func:`tricktake.render.text`, :func:`tricktake.render.svg`) read the
common view's fields themselves (the seat, phase, seat to move, dealer, deal number,
hand, hand sizes, scores and legal actions); what differs by game (its title and
preset, tricks won, the cards in the middle of the table, the contract, trump, bids,
boodles ...) each game's view gives as :class:`TableParts` from its ``table_parts``
method, as python-chess's variants override hooks: the renderers never ask which game
they hold.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..base import GameState
from ..cards import Card, card_text
from ..units import Seat
from .cards import pile

__all__ = [
    "Drawable",
    "Pile",
    "TableParts",
    "parts_json",
    "preset_text",
    "seat_names",
    "seats_listed",
    "trick_table",
]


@dataclass(frozen=True, slots=True)
class Pile:
    """A labelled pile of face-up cards that the viewer may see besides its hand: a
    turn-up, a revealed hand, boodle cards (each with a caption: its chips).

    >>> from tricktake.cards import parse_card
    >>> from tricktake.render import Pile
    >>> Pile("Turn-up", (parse_card("7H"),)).label
    'Turn-up'
    """

    #: What the pile is, as a player would name it.
    label: str
    #: Its cards, in the order shown.
    cards: tuple[Card, ...]
    #: A short caption per card (``"4"`` chips on a boodle), or none at all.
    captions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableParts:
    """What a game's view adds to the common view for its rendering.

    >>> from tricktake.render import TableParts
    >>> parts = TableParts("Nap", "standard", 4)
    >>> parts.title, parts.middle, parts.won
    ('Nap', (), None)
    """

    #: The game's title, ``Nap``.
    title: str
    #: The preset, and the options that differ from it: ``revised, target=150``.
    preset: str
    #: The number of seats.
    seats: int
    #: The labels of hands that belong to no seat but sit at the table and play
    #: (Ninety-Nine's dummy): hand ``seats + i`` is ``others[i]``.
    others: tuple[str, ...] = ()
    #: Tricks won per seat in this deal, or ``None`` in a game without tricks.
    won: tuple[int, ...] | None = None
    #: A short note per seat (``declarer``, ``exchanged``), or none at all.
    notes: tuple[str, ...] = ()
    #: What the cards in the middle of the table are: ``Trick 3``, ``Run in play``.
    middle_label: str = "Trick"
    #: The cards in the middle of the table, as (seat, card) in the order played.
    middle: tuple[tuple[Seat, Card], ...] = ()
    #: Whether the middle is drawn as a row (a run) rather than toward the seats.
    middle_row: bool = False
    #: Further face-up piles the viewer may see.
    piles: tuple[Pile, ...] = ()
    #: Labelled facts, one a line: (``Contract``, ``nap by Ann``), (``Trump``, ``♠``).
    facts: tuple[tuple[str, str], ...] = ()


class Drawable(GameState[Any, enum.Enum], Protocol):
    """What the renderers read of a view: what every state and view has
    (:class:`~tricktake.base.GameState`: the phase, who acts, the dealer, the deal
    number ...), the common view's seat, hand, hand sizes, scores and legal actions, and
    the game's :meth:`table_parts`. Every game's ``View`` is one."""

    @property
    def seat(self) -> Seat | None:
        """The viewer's seat, ``None`` for the public view."""
        ...

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewer's own hand, ``()`` in the public view."""
        ...

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's score (``game.scores``)."""
        ...

    @property
    def legal(self) -> tuple[object, ...]:
        """The viewer's legal actions when it is to move."""
        ...

    def table_parts(self, names: Sequence[str]) -> TableParts:
        """The game's own parts of the table; a seat ``s`` is called ``names[s]`` where
        given, else ``Seat s`` (:func:`seat_names`)."""
        ...


def parts_json(view: Drawable, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The view's :class:`TableParts` (``view.table_parts(names)``) as a plain JSON-ready
    dict, cards as text and seats as ints, for a frontend that draws the middle of the
    table, the piles, the facts, the tricks won and the notes with no case per game
    (the web table sends it with every view; its schema is ``schema("parts")`` of
    :mod:`tricktake.schemas`). A seat ``s`` is called ``names[s]`` where given, else
    ``Seat s``.

    >>> import random, tricktake
    >>> from tricktake.render import parts_json
    >>> game = tricktake.get_game("nap")
    >>> state = game.new(game.rules())
    >>> state = game.apply(state, game.deal(state, random.Random(1)))
    >>> parts = parts_json(game.view(state, 1), ["Ann", "Bob", "Cy", "Di"])
    >>> parts["title"], parts["seats"], parts["won"], parts["middle"]
    ('Nap', 4, [0, 0, 0, 0], [])
    >>> sorted(parts)  # doctest: +NORMALIZE_WHITESPACE
    ['facts', 'middle', 'middle_label', 'middle_row', 'notes', 'others', 'piles', 'preset',
     'seats', 'title', 'won']
    """
    parts = view.table_parts(seat_names(len(view.hand_sizes), names))
    return {
        "title": parts.title,
        "preset": parts.preset,
        "seats": parts.seats,
        "others": list(parts.others),
        "won": None if parts.won is None else list(parts.won),
        "notes": list(parts.notes),
        "middle_label": parts.middle_label,
        "middle": [{"seat": seat, "card": card_text(card)} for seat, card in parts.middle],
        "middle_row": parts.middle_row,
        "piles": [
            {
                "label": pile.label,
                "cards": [card_text(card) for card in pile.cards],
                "captions": list(pile.captions),
            }
            for pile in parts.piles
        ],
        "facts": [{"label": label, "text": text} for label, text in parts.facts],
    }


def seat_names(seats: int, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """Each seat's label: ``names[s]`` where given, else ``Seat s``.

    >>> from tricktake.render import seat_names
    >>> seat_names(3), seat_names(2, ["Ann", "Bob"])
    (('Seat 0', 'Seat 1', 'Seat 2'), ('Ann', 'Bob'))
    """
    given = tuple(names or ())
    return tuple(given[s] if s < len(given) else f"Seat {s}" for s in range(seats))


def preset_text(preset: str, options: Mapping[str, object]) -> str:
    """A preset and the options that differ from it, as a header shows them.

    >>> from tricktake.render import preset_text
    >>> preset_text("revised", {}), preset_text("revised", {"target": 150})
    ('revised', 'revised, target=150')
    """
    return ", ".join([preset, *(f"{key}={value}" for key, value in options.items())])


def seats_listed(items: Iterable[tuple[Seat, str]], names: Sequence[str]) -> str:
    """What seats did, in order, as one line: ``Ann pass · Bob bid three`` (``-`` for
    nothing).

    >>> from tricktake.render import seats_listed
    >>> from tricktake.units import Seat
    >>> seats_listed([(Seat(1), "pass"), (Seat(0), "bid two")], ["Ann", "Bob"])
    'Bob pass · Ann bid two'
    """
    return " · ".join(f"{names[s]} {what}" for s, what in items) or "-"


def trick_table(
    title: str,
    preset: str,
    labels: Sequence[str],
    *,
    playing: bool,
    trick: tuple[tuple[Seat, Card], ...],
    done: Sequence[tuple[Sequence[Card], Seat]],
    won: tuple[int, ...],
    notes: tuple[str, ...] = (),
    facts: Sequence[tuple[str, str]] = (),
    piles: tuple[Pile, ...] = (),
    winners: Sequence[Seat] | None = None,
    others: tuple[str, ...] = (),
) -> TableParts:
    """The table parts of a trick-taking game: ``labels`` name the seats (then the
    ``others`` hands); while ``playing``, the middle is ``trick``, the trick in play,
    numbered after the completed tricks ``done`` (each its cards in play order and its
    winner), the last of which is a fact after the game's ``facts``, as the
    ``winners`` once the game is over.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.render import trick_table
    >>> from tricktake.units import Seat
    >>> done = [((parse_card("AS"), parse_card("2S")), Seat(1))]
    >>> trick = ((Seat(1), parse_card("KH")),)
    >>> parts = trick_table("Game", "p", ["Ann", "Bob"], playing=True, trick=trick,
    ...                     done=done, won=(0, 1))
    >>> parts.middle_label, parts.facts
    ('Trick 2', (('Last trick', 'A♠ 2♠, won by Bob'),))
    """
    facts = list(facts)
    if done:
        cards, winner = done[-1]
        facts.append(("Last trick", f"{pile(cards)}, won by {labels[winner]}"))
    if winners is not None:
        facts.append(("Winners", ", ".join(labels[s] for s in winners)))
    return TableParts(
        title,
        preset,
        len(labels) - len(others),
        others=others,
        won=won,
        notes=notes,
        middle_label=f"Trick {len(done) + 1}" if playing else "",
        middle=trick if playing else (),
        piles=piles,
        facts=tuple(facts),
    )
