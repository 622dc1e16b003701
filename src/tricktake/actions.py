"""What the games' actions share: :class:`ActionText`, the base of every game's action
classes, and the reading of action texts that every game's ``parse_action`` is made of:
:func:`action_tokens` (the text split into its tokens), :func:`card_token` (a card),
and :func:`deal_tokens` and :func:`deal_masks` (the piles of a ``deal 0=… 1=…
undealt=…`` text), by the game's own pile names and messages (:class:`TextForms`).

An action is an immutable value whose ``str`` is its canonical text, the text that
``game.parse_action`` reads and a record holds; each game defines its own action classes.
The small ones that every deal uses by the dozen (plays, calls, bids of a contract) are
:class:`Interned`: one object per value, so that equality is identity, and ``action in
game.legal_actions(state)`` runs in C.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple, TypeVar

from .cards import JOKER, Card, card_text, parse_card
from .errors import ActionSyntaxError, quoted

__all__ = [
    "ActionText",
    "Interned",
    "Interning",
    "Syntax",
    "TextForms",
    "action_tokens",
    "card_token",
    "deal_masks",
    "deal_tokens",
    "syntax_error",
    "unknown_action",
    "verbs_text",
]


class ActionText:
    """A base for a game's action classes: the repr is the class and the canonical
    text, ``<Play 'play AS'>``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {str(self)!r}>"


_T = TypeVar("_T")


class Interning(type):
    """The metaclass of :class:`Interned` action classes: calling the class builds and
    checks the value as usual, then returns the one object of that value, the first one
    built. Its classes are frozen dataclasses with ``eq=False``: equal values are the
    same object, so the default identity comparison is their equality."""

    def __call__(cls: type[_T], *args: Any, **kwargs: Any) -> _T:
        made = super().__call__(*args, **kwargs)  # type: ignore[misc]  # (its checks)
        values = (cls, *map(made.__getattribute__, made.__match_args__))
        return _INTERNED.setdefault(values, made)  # type: ignore[no-any-return]


_INTERNED: dict[tuple[Any, ...], Any] = {}


class Interned(ActionText, metaclass=Interning):
    """A base for a game's small action classes (frozen dataclasses with ``eq=False``):
    one object per value, equality by identity (:class:`Interning`), the hash of the
    fields' values, and a pickle or copy that is the same object again.

    >>> from tricktake.ninety_nine import Play
    >>> Play(5) is Play(5), Play(5) == Play(5, snap=True)
    (True, False)
    """

    __slots__ = ()
    __match_args__: tuple[str, ...]

    def _values(self) -> tuple[Any, ...]:
        return tuple(map(self.__getattribute__, self.__match_args__))

    def __hash__(self) -> int:
        return hash(self._values())

    def __reduce__(self) -> tuple[type[Interned], tuple[Any, ...]]:
        return type(self), self._values()


Syntax = Callable[[str, str], ActionSyntaxError]
"""A game's error for an action text: ``syntax(text, reason)``."""


def syntax_error(text: str, reason: str) -> ActionSyntaxError:
    """The error for an action text that is not an action: ``'play XX': <reason>``."""
    return ActionSyntaxError(f"{quoted(text)}: {reason}", reason=reason)


def unknown_action(text: str, verb: str, expected: str) -> str:
    """The reason for an action text whose first token ``verb`` is no action of the
    game: ``unknown action 'fold': expected ...``, the verb left out where it is the
    whole text (the message quotes the text already)."""
    named = "" if text.strip() == verb else f" {quoted(verb)}"
    return f"unknown action{named}: expected {expected}"


def verbs_text(verbs: Sequence[str]) -> str:
    """``deal, pass, bid or play``: the verbs that a game's rules allow, for messages."""
    return ", ".join(verbs[:-1]) + " or " + verbs[-1] if len(verbs) > 1 else verbs[0]


def action_tokens(
    text: object, syntax: Syntax, *, example: str, expected: str, spacing: str | None
) -> list[str]:
    """The tokens of an action text, its first the verb: ``text`` split at single spaces,
    each token printable, as the rule ``spacing`` (e.g. ``"NAP-TEXT-1"``) says, or at
    any white space where ``spacing`` is ``None``.

    :raises ActionSyntaxError: for anything but a str (naming ``example``, an action's
        text), an empty text (naming what is ``expected``), or tokens not separated by
        single spaces, each made by ``syntax`` but the first.
    """
    if not isinstance(text, str):
        reason = f"expected the text of an action, a str such as {example!r}"
        raise ActionSyntaxError(f"{reprlib.repr(text)} is not action text: {reason}", reason=reason)
    if not text.strip():
        raise syntax(text, f"empty action text: expected {expected}")
    if spacing is None:
        return text.split()
    tokens = text.split(" ")
    if "" in tokens or not all(map(str.isprintable, tokens)):
        raise syntax(text, f"tokens are separated by single spaces ({spacing})")
    return tokens


class TextForms(NamedTuple):
    """How a game writes the errors of its action texts' piles and cards, for
    :func:`deal_tokens`, :func:`deal_masks` and :func:`card_token`: each a template of
    ``str.format`` with ``{key}`` (a pile, quoted), ``{bare}`` (the pile as written),
    ``{keys}`` (the piles, comma-separated) and ``{card}`` (a token, quoted, or a
    card's text)."""

    #: A pile that the deal has not.
    unknown: str
    #: A pile key without a card (``key=``), or ``None`` where that opens an empty pile.
    empty: str | None
    #: A card before the first pile key.
    before: str
    #: A card named twice.
    twice: str = "names the card {card} twice"
    #: The joker, in a game without one; ``None`` where a game has it.
    no_joker: str | None = None
    #: Whether pile keys are read in any case.
    any_case: bool = True
    #: The game's error for an action text.
    syntax: Syntax = syntax_error


def card_token(token: str, text: str, forms: TextForms) -> Card:
    """The card of ``token``, a token of the action text ``text`` (any form of
    :doc:`/conventions`).

    :raises ActionSyntaxError: for a token that is no card, or the joker where
        ``forms.no_joker`` refuses it.
    """
    try:
        card = parse_card(token)
    except ActionSyntaxError as error:
        raise forms.syntax(text, error.reason) from None
    if card == JOKER and forms.no_joker is not None:
        raise forms.syntax(text, forms.no_joker)
    return card


def deal_tokens(
    tokens: Sequence[str], text: str, keys: Sequence[str], forms: TextForms
) -> Iterator[tuple[str, str]]:
    """The cards of a deal's text ``key=card card … key=card …`` (``tokens``, the verb
    left out) as ``(pile, card token)`` in the order of the text, each pile one of
    ``keys`` and named once; ``(pile, "")`` opens a pile without a card where
    ``forms.empty`` is ``None``. The caller reads the cards and checks which piles are
    missing.

    :raises ActionSyntaxError: for an unknown pile, a pile given twice, a pile without
        a card, or a card before any pile, as ``forms`` writes them.
    """
    given: set[str] = set()
    current: str | None = None
    for token in tokens:
        if "=" in token:
            key, _, token = token.partition("=")
            key = key.lower() if forms.any_case else key
            names = {"key": quoted(key), "bare": key, "keys": ", ".join(keys)}
            if key not in keys:
                raise forms.syntax(text, forms.unknown.format(**names))
            if key in given:
                raise forms.syntax(text, f"pile {quoted(key)} is given twice")
            given.add(key)
            current = key
            if not token and forms.empty is not None:
                raise forms.syntax(text, forms.empty.format(**names))
        elif current is None:
            raise forms.syntax(text, forms.before.format(card=quoted(token)))
        yield current, token


def deal_masks(
    tokens: Sequence[str], text: str, keys: Sequence[str], forms: TextForms
) -> dict[str, int]:
    """The piles of a deal's text (:func:`deal_tokens`) as masks, each card read
    (:func:`card_token`) as the text names it; a pile of the text without cards is 0,
    a pile it does not name is left out.

    :raises ActionSyntaxError: as :func:`deal_tokens` and :func:`card_token` do, and
        for a card named twice.
    """
    piles: dict[str, int] = {}
    seen = 0
    for key, token in deal_tokens(tokens, text, keys, forms):
        piles.setdefault(key, 0)
        if not token:  # an empty pile
            continue
        card = card_token(token, text, forms)
        if seen >> card & 1:
            raise forms.syntax(text, forms.twice.format(card=card_text(card)))
        seen |= 1 << card
        piles[key] |= 1 << card
    return piles
