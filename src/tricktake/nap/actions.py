"""Nap actions and their text forms (NAP-TEXT-1/2, NAP-DEAL-3/4).

Every action is a frozen, hashable value whose ``str`` is its canonical text. Card sets
are masks (:mod:`tricktake.cards`); the canonical card order of NAP-DEAL-4 (suits C D H
S, ranks 2 up to A, ``JK`` last) is ascending card code.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import ActionText, Interned, TextForms, action_tokens, deal_tokens, unknown_action
from ..actions import syntax_error as _syntax
from ..cards import ALL_CARDS, JOKER, SUITS, Card, Suit, card_text, cards_of, parse_card
from ..errors import ActionSyntaxError, quoted
from .rules import Rules, contracts
from .values import Contract

__all__ = ["Action", "Bid", "Deal", "Play", "format_cards", "parse_action"]


def format_cards(mask: int) -> str:
    """The cards of ``mask`` in the canonical order of NAP-DEAL-4, or ``-`` for none."""
    return " ".join(map(card_text, cards_of(mask))) or "-"


def _malformed(action: str, reason: str) -> ActionSyntaxError:
    return ActionSyntaxError(f"{action} is not a Nap action: {reason}", reason=reason)


def _is_mask(mask: object) -> bool:
    return type(mask) is int and mask >= 0 and not mask & ~ALL_CARDS


@dataclass(frozen=True, slots=True, repr=False)
class Deal(ActionText):
    """The chance action of a deal (NAP-DEAL-2): each seat's hand and the ``undealt``
    pile, as masks."""

    #: Each seat's hand, a mask per seat.
    hands: tuple[int, ...]
    #: The undealt cards, a mask.
    undealt: int

    def __post_init__(self) -> None:
        if type(self.hands) is not tuple or not all(map(_is_mask, (*self.hands, self.undealt))):
            raise _malformed(
                f"Deal(hands={self.hands!r}, undealt={self.undealt!r})",
                "expected a tuple of card masks, one per seat, and a card mask",
            )

    def __str__(self) -> str:
        piles = [f"{s}={format_cards(m)}" for s, m in enumerate(self.hands)]
        return " ".join(["deal", *piles, f"undealt={format_cards(self.undealt)}"])


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Bid(Interned):
    """A bid, or a pass when ``contract`` is ``None`` (NAP-BID-2)."""

    #: The contract bid, or ``None`` for ``pass``.
    contract: Contract | None

    def __post_init__(self) -> None:
        if self.contract is not None and not isinstance(self.contract, Contract):
            raise _malformed(f"Bid({self.contract!r})", "expected a Contract, or None for pass")

    def __str__(self) -> str:
        return "pass" if self.contract is None else f"bid {self.contract.value}"


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Play(Interned):
    """Playing a card (NAP-TEXT-1); ``suit`` is the :class:`~tricktake.cards.Suit` named
    when the joker is led as ``play JK <suit>`` (NAP-JOKER-4/6/8), else ``None``.

    >>> from tricktake.cards import JOKER, Suit
    >>> from tricktake.nap import Play
    >>> str(Play(JOKER, Suit.HEARTS))
    'play JK H'
    """

    #: The card played.
    card: Card
    #: The suit named with a joker lead, or ``None``.
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if type(self.card) is not int or self.card < 0 or not ALL_CARDS >> self.card & 1:
            raise _malformed(f"Play({self.card!r})", "expected a card code (tricktake.cards)")
        if self.suit is not None and (self.card != JOKER or type(self.suit) is not Suit):
            raise _malformed(
                f"Play({card_text(self.card)}, suit={self.suit!r})",
                "only the joker names a suit, a Suit such as Suit.HEARTS (tricktake.cards)",
            )

    def __str__(self) -> str:
        if self.suit is None:
            return f"play {card_text(self.card)}"
        return f"play JK {self.suit}"


Action = Deal | Bid | Play
"""Any Nap action."""

_CONTRACTS = {c.value: c for c in Contract} | {"misère": Contract.MISERE}
_CONTRACTS["blücher"] = Contract.BLUCHER
_VERBS = "deal, pass, bid or play"
_SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


_FORMS = TextForms(
    unknown="unknown pile {key}: expected {keys}",
    empty="pile {key} has no cards: write '{bare}=-' if empty",
    before="card {card} comes before any pile",
)


def _mask(tokens: list[str], text: str, seen: int) -> int:
    mask = 0
    if tokens == ["-"]:
        return 0
    for token in tokens:
        try:
            card = parse_card(token)
        except ActionSyntaxError as error:
            raise _syntax(text, error.reason) from None
        if (mask | seen) >> card & 1:
            raise _syntax(text, f"names the card {card_text(card)} twice")
        mask |= 1 << card
    return mask


def _parse_deal(tokens: list[str], text: str, players: int) -> Deal:
    """NAP-DEAL-3/4: ``<pile>=<cards>`` for seats 0..n-1 and ``undealt``, each once;
    cards in any order, ``-`` for an empty pile."""
    keys = [*map(str, range(players)), "undealt"]
    piles: dict[str, list[str]] = {}
    for key, token in deal_tokens(tokens, text, keys, _FORMS):
        piles.setdefault(key, []).append(token)
    missing = [k for k in keys if k not in piles]
    if missing:
        raise _syntax(text, f"missing pile {', '.join(missing)}: expected {', '.join(keys)}")
    seen = 0
    masks: dict[str, int] = {}
    for key in keys:
        if len(piles[key]) > 1 and "-" in piles[key]:
            raise _syntax(text, f"pile {quoted(key)}: '-' stands alone for an empty pile")
        masks[key] = _mask(piles[key], text, seen)
        seen |= masks[key]
    return Deal(tuple(masks[str(s)] for s in range(players)), masks["undealt"])


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text of a Nap action under ``rules`` (NAP-TEXT-1/2):
    case-insensitive, ``misère`` and ``blücher`` accepted, cards in any form of
    :doc:`/conventions`, deal piles and their cards in any order; tokens separated by single
    spaces.

    :raises ActionSyntaxError: for anything else, saying what was expected.
    """
    tokens = action_tokens(text, _syntax, example="play AS", expected=_VERBS, spacing="NAP-TEXT-1")
    verb = tokens[0].lower()
    args = tokens[1:]
    if verb == "deal":
        return _parse_deal(args, text, rules.players)
    if verb == "pass":
        if args:
            raise _syntax(text, "expected 'pass' with nothing after it")
        return _PASS
    if verb == "bid":
        contract = _CONTRACTS.get(args[0].lower()) if len(args) == 1 else None
        if contract is None:  # NAP-BID-4: the bids that the rules allow
            names = ", ".join(c.value for c in contracts(rules))
            raise _syntax(text, f"expected 'bid <name>', the name one of {names}")
        return _BIDS[contract]
    if verb == "play":
        if len(args) == 2 and args[0].upper() == "JK":
            suit = _SUIT_SYMBOLS.get(args[1], args[1].upper())
            if len(suit) != 1 or suit not in SUITS:
                raise _syntax(text, "expected 'play JK <suit>' with a suit C, D, H or S")
            return Play(JOKER, Suit.from_letter(suit))
        if len(args) != 1:
            raise _syntax(text, "expected 'play <card>', or 'play JK <suit>' for a joker lead")
        try:
            return Play(parse_card(args[0]))
        except ActionSyntaxError as error:
            raise _syntax(text, error.reason) from None
    raise _syntax(text, unknown_action(text, tokens[0], _VERBS))


_PASS = Bid(None)
_BIDS = {c: Bid(c) for c in Contract}
