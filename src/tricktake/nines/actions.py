"""Nines actions and their text forms (NINES-TEXT-1/2, NINES-DEAL-3/4).

Every action is a frozen, hashable value whose ``str`` is its canonical text. Card sets
are masks (:mod:`tricktake.cards`); in canonical order (NINES-DEAL-4: suits C D H S,
ranks 2 up to A) a mask's cards come out in ascending card code.
"""

from __future__ import annotations

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
from ..errors import ActionSyntaxError, quoted
from .rules import Rules

__all__ = ["EXCHANGE", "KEEP", "Action", "Deal", "Decision", "Play", "format_cards", "parse_action"]


def format_cards(mask: int) -> str:
    """The cards of ``mask`` in canonical order (NINES-DEAL-4), separated by spaces."""
    return " ".join(map(card_text, cards_of(mask)))


def _malformed(what: str, reason: str) -> ActionSyntaxError:
    return ActionSyntaxError(f"{what} is not a Nines action: {reason}", reason=reason)


_PACK = ALL_CARDS & ~(1 << JOKER)  # cards the parser can name: the joker is no Nines card


@dataclass(frozen=True, slots=True, repr=False)
class Deal(ActionText):
    """The chance action of a deal (NINES-DEAL-2): each seat's cards and the stock
    (masks; ``stock`` is 0 in the partnership game, which has none)."""

    #: Each seat's dealt cards, a mask per seat.
    hands: tuple[int, ...]
    #: The stock, a mask (0 in the partnership game).
    stock: int = 0

    def __post_init__(self) -> None:
        masks = (*self.hands, self.stock) if type(self.hands) is tuple else ()
        if not masks or any(type(m) is not int or m < 0 or m & ~_PACK for m in masks):
            raise _malformed(
                f"Deal(hands={self.hands!r}, stock={self.stock!r})",
                "hands must be a tuple of masks of cards, one per seat, and stock a mask",
            )

    def __str__(self) -> str:
        piles = [f"{seat}={format_cards(mask)}" for seat, mask in enumerate(self.hands)]
        if self.stock:
            piles.append(f"stock={format_cards(self.stock)}")
        return " ".join(["deal", *piles])


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Decision(Interned):
    """A seat's exchange decision (NINES-EXCH-2): ``exchange`` takes the stock,
    ``keep`` keeps the hand. Use :data:`EXCHANGE` and :data:`KEEP`."""

    #: True for ``exchange``, False for ``keep``.
    exchange: bool

    def __post_init__(self) -> None:
        if type(self.exchange) is not bool:
            raise _malformed(f"Decision({self.exchange!r})", "exchange must be True or False")

    def __str__(self) -> str:
        return "exchange" if self.exchange else "keep"


EXCHANGE = Decision(True)
"""The action ``exchange``."""

KEEP = Decision(False)
"""The action ``keep``."""


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Play(Interned):
    """Playing one card to the trick (NINES-PLAY-2)."""

    #: The card played.
    card: Card

    def __post_init__(self) -> None:
        # any card code (the shared play tables hold one per code); a joker is never held
        if type(self.card) is not int or self.card < 0 or not ALL_CARDS >> self.card & 1:
            raise _malformed(f"Play({self.card!r})", "card must be a card code (tricktake.cards)")

    def __str__(self) -> str:
        return f"play {card_text(self.card)}"


Action = Deal | Decision | Play
"""Any Nines action."""


_FORMS = TextForms(
    unknown="unknown pile {key}: expected {keys}",
    empty="pile {key} has no card",
    before="card {card} comes before any pile key",
    no_joker="the pack of Nines has no joker (NINES-COMP-2)",
)


def _parse_deal(tokens: list[str], text: str, rules: Rules) -> Deal:
    """NINES-DEAL-3/4: ``<seat>=cards …`` for every seat and, with 3 players,
    ``stock=cards …``; piles in any order, cards in any order inside a pile."""
    keys = [str(s) for s in range(rules.players)] + ([] if rules.partnership else ["stock"])
    piles = deal_masks(tokens, text, keys, _FORMS)
    missing = [key for key in keys if key not in piles]
    if missing:
        raise _syntax(text, f"pile {quoted(missing[0])} is missing: expected {', '.join(keys)}")
    return Deal(tuple(piles[str(s)] for s in range(rules.players)), piles.get("stock", 0))


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text of a Nines action under ``rules`` (NINES-TEXT-1/2): ``deal …``,
    ``exchange``, ``keep``, ``play <card>``; case-insensitive, cards in any input form
    of :doc:`/conventions`.

    :raises ActionSyntaxError: for anything else, saying what was expected.
    """
    # NINES-EXCH-2: no stock to exchange in the partnership game
    verbs = verbs_text(
        ("deal", "play") if rules.partnership else ("deal", "exchange", "keep", "play")
    )
    tokens = action_tokens(text, _syntax, example="play QH", expected=verbs, spacing=None)
    verb, args = tokens[0].lower(), tokens[1:]
    if verb == "deal":
        return _parse_deal(args, text, rules)
    if verb in ("exchange", "keep"):  # read under any rules, listed where they are legal
        if args:
            raise _syntax(text, f"expected {verb!r} with nothing after it")
        return EXCHANGE if verb == "exchange" else KEEP
    if verb == "play":
        if len(args) != 1:
            raise _syntax(text, "expected 'play <card>', e.g. 'play QH'")
        return Play(card_token(args[0], text, _FORMS))
    raise _syntax(text, unknown_action(text, tokens[0], verbs))
