"""Newmarket actions and their text forms (NM-TEXT-1/2, NM-DEAL-7, NM-ANTE-2).

Every action is a frozen, hashable value whose ``str`` is its canonical text. Piles are
masks (:mod:`tricktake.cards`); the canonical order of cards inside a pile is suits C D
H S, ranks 2 up to A, in both rulesets (NM-DEAL-7): the order of card codes.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..actions import (
    ActionText,
    Interned,
    TextForms,
    action_tokens,
    card_token,
    deal_masks,
    unknown_action,
    verbs_text,
)
from ..actions import syntax_error as _syntax
from ..cards import ALL_CARDS, JOKER, Card, card_text, cards_of
from ..errors import ActionSyntaxError
from ..units import Chips
from .rules import AnteMode, Rules

__all__ = [
    "Action",
    "Ante",
    "Choice",
    "ChoiceKind",
    "Deal",
    "Offer",
    "Play",
    "format_cards",
    "parse_action",
]


def format_cards(mask: int) -> str:
    """The cards of ``mask`` as canonical text (NM-DEAL-7), separated by single spaces."""
    return " ".join(map(card_text, cards_of(mask)))


def _malformed(what: str, reason: str) -> ActionSyntaxError:
    return ActionSyntaxError(f"{what} is not a Newmarket action: {reason}", reason=reason)


def _is_mask(mask: object) -> bool:
    return type(mask) is int and mask >= 0 and not mask & ~ALL_CARDS and not mask >> JOKER & 1


@dataclass(frozen=True, slots=True, repr=False)
class Deal(ActionText):
    """The chance action of a deal (NM-DEAL-7): each seat's pile and the dummy, as masks."""

    #: Each seat's dealt cards, a mask per seat.
    hands: tuple[int, ...]
    #: The dummy's cards, a mask.
    dummy: int

    def __post_init__(self) -> None:
        if type(self.hands) is not tuple or not all(map(_is_mask, (*self.hands, self.dummy))):
            raise _malformed(
                f"Deal(hands={self.hands!r}, dummy={self.dummy!r})",
                "expected a tuple of card masks, one per seat, and a mask for the dummy",
            )

    def __str__(self) -> str:
        piles = [f"{seat}={format_cards(m)}" for seat, m in enumerate(self.hands)]
        return " ".join(["deal", *piles, f"dummy={format_cards(self.dummy)}"])


@dataclass(frozen=True, slots=True, repr=False)
class Ante(ActionText):
    """A free ante (NM-ANTE-2): chips on each boodle, boodles in ``boodle_cards`` order."""

    #: The boodles, in the order of the option ``boodle_cards``.
    boodles: tuple[Card, ...]
    #: The chips put on each boodle.
    amounts: tuple[Chips, ...]

    def __post_init__(self) -> None:
        ok = (
            type(self.boodles) is tuple
            and type(self.amounts) is tuple
            and len(self.boodles) == len(self.amounts) == 4
            and all(type(a) is int and a >= 0 for a in self.amounts)
            and all(type(c) is int and 0 <= c < JOKER for c in self.boodles)
        )
        if not ok:
            raise _malformed(
                f"Ante(boodles={self.boodles!r}, amounts={self.amounts!r})",
                "expected four boodle cards and four amounts >= 0",
            )

    def __str__(self) -> str:
        parts = (f"{card_text(c)}={a}" for c, a in zip(self.boodles, self.amounts, strict=True))
        return " ".join(["ante", *parts])


class ChoiceKind(enum.Enum):
    """The decisions without an argument (NM-TEXT-1)."""

    EXCHANGE = "exchange"
    KEEP = "keep"
    PASS = "pass"
    SELL = "sell"
    REFUSE = "refuse"


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Choice(Interned):
    """``exchange``, ``keep``, ``pass``, ``sell`` or ``refuse``."""

    #: Which decision.
    kind: ChoiceKind

    def __post_init__(self) -> None:
        if not isinstance(self.kind, ChoiceKind):
            raise _malformed(f"Choice({self.kind!r})", "expected a ChoiceKind")

    def __str__(self) -> str:
        return self.kind.value


@dataclass(frozen=True, slots=True, repr=False)
class Offer(ActionText):
    """An offer for the dummy (NM-SALE-4): ``offer 3``."""

    #: The chips offered.
    amount: Chips

    def __post_init__(self) -> None:
        if type(self.amount) is not int or self.amount < 1:
            raise _malformed(f"Offer({self.amount!r})", "expected an integer >= 1")

    def __str__(self) -> str:
        return f"offer {self.amount}"


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Play(Interned):
    """Playing a card (NM-PLAY-3/4): ``play 7C``."""

    #: The card.
    card: Card

    def __post_init__(self) -> None:
        if type(self.card) is not int or not 0 <= self.card < JOKER:
            raise _malformed(f"Play({self.card!r})", "expected a card code")
        card_text(self.card)  # a code that is no card raises

    def __str__(self) -> str:
        return f"play {card_text(self.card)}"


Action = Deal | Ante | Choice | Offer | Play
"""Any Newmarket action."""

_CHOICES = {kind.value: Choice(kind) for kind in ChoiceKind}


def _verbs(rules: Rules) -> tuple[str, ...]:
    """The verbs that ``rules`` have, for messages (the parser reads every verb):
    ``ante`` with free antes (NM-ANTE-2), ``offer``, ``pass``, ``sell`` and ``refuse``
    where the dummy may be sold (NM-SALE), ``exchange`` and ``keep`` there and in
    Parlett's exchange round (NM-PEX)."""
    sale = rules.dummy_exchange_and_sale
    return (
        "deal",
        *(("ante",) if rules.ante_mode is AnteMode.FREE else ()),
        *(("exchange", "keep") if sale or rules.parlett else ()),
        *(("offer", "pass", "sell", "refuse") if sale else ()),
        "play",
    )


_FORMS = TextForms(
    unknown="unknown pile {key}: expected one of {keys}",
    empty=None,
    before="card {card} comes before any pile key",
    twice="card {card} is named twice",
    no_joker="Newmarket has no joker",
    syntax=_syntax,
)


def _parse_deal(tokens: list[str], text: str, players: int) -> Deal:
    keys = [str(s) for s in range(players)] + ["dummy"]
    piles = deal_masks(tokens, text, keys, _FORMS)
    missing = [k for k in keys if k not in piles]
    if missing:
        raise _syntax(text, f"expected piles {', '.join(keys)}; missing {', '.join(missing)}")
    return Deal(tuple(piles[str(s)] for s in range(players)), piles["dummy"])


def _parse_ante(tokens: list[str], text: str, boodles: tuple[Card, ...]) -> Ante:
    amounts: dict[Card, Chips] = {}
    names = " ".join(map(card_text, boodles))
    for token in tokens:
        key, eq, value = token.partition("=")
        if not eq:
            raise _syntax(text, f"expected <boodle>=<chips> for each of {names}")
        card = card_token(key, text, _FORMS)
        if card not in boodles:
            raise _syntax(text, f"{card_text(card)} is not a boodle: expected {names}")
        if card in amounts:
            raise _syntax(text, f"boodle {card_text(card)} is given twice")
        amounts[card] = Chips(_number(value, text, "chips"))
    if len(amounts) != 4:
        raise _syntax(text, f"expected an amount for each boodle {names}")
    return Ante(boodles, tuple(amounts[c] for c in boodles))


def _number(token: str, text: str, what: str) -> int:
    """NM-TEXT-2: decimal, no sign, no leading zeros."""
    if not (token.isascii() and token.isdigit()) or (token != "0" and token[0] == "0"):
        raise _syntax(text, f"{what} must be a decimal number without sign or leading zeros")
    return int(token)


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text of a Newmarket action under ``rules`` (NM-TEXT-1/2),
    case-insensitive; cards in any form of :doc:`/conventions`, deal piles (one per seat and
    the dummy) and the boodles of an ante (``boodle_cards``) in any order.

    :raises ActionSyntaxError: for anything else, saying what was expected.
    """
    verbs = _verbs(rules)
    expected = verbs_text(verbs)
    tokens = action_tokens(text, _syntax, example="play 7C", expected=expected, spacing="NM-TEXT-1")
    verb = tokens[0].lower()
    args = tokens[1:]
    if verb == "deal":
        return _parse_deal(args, text, rules.players)
    if verb == "ante":
        return _parse_ante(args, text, tuple(rules.boodle_cards))
    if verb == "play":
        if len(args) != 1:
            raise _syntax(text, "expected 'play <card>'")
        return Play(card_token(args[0], text, _FORMS))
    if verb == "offer":
        if len(args) != 1:
            raise _syntax(text, "expected 'offer <N>'")
        amount = _number(args[0], text, "an offer")
        if amount < 1:
            raise _syntax(text, "an offer is at least 1 (NM-SALE-4)")
        return Offer(Chips(amount))
    choice = _CHOICES.get(verb)
    if choice is not None:
        if args:
            raise _syntax(text, f"expected {verb!r} with nothing after it")
        return choice
    raise _syntax(text, unknown_action(text, tokens[0], expected))
