"""Ninety-Nine actions and their text forms (N99-TEXT-1..3, N99-DEAL-7..9).

Every action is a frozen, hashable value whose ``str`` is its canonical text. Card
sets are held as masks (:mod:`tricktake.cards`); the ``cards`` properties give them as
tuples in the canonical order of N99-DEAL-8.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import reduce
from typing import overload

from ..actions import (
    ActionText,
    Interned,
    TextForms,
    action_tokens,
    card_token,
    deal_tokens,
    unknown_action,
    verbs_text,
)
from ..actions import syntax_error as _syntax
from ..cards import (
    ALL_CARDS,
    JOKER,
    Card,
    Suit,
    card_text,
    cards_in_order,
    rank_of,
    suit_of,
)
from ..draws import subset_mask, subsets
from ..errors import ActionSyntaxError
from ..tricks import PlayTable
from ..units import Seat
from .rules import PremiumKind, Rules, TrumpRule

__all__ = [
    "CARDS",
    "TRUMPS",
    "Action",
    "Bid",
    "BidChoices",
    "Call",
    "Deal",
    "Lead",
    "Play",
    "Trump",
    "format_cards",
    "parse_action",
    "sort_cards",
]

_SUIT_POSITION = {0: 0, 2: 1, 3: 2, 1: 3}  # C, H, S, D (N99-DEAL-8), by suit number


def _sort_key(card: Card) -> int:
    if card == JOKER:
        return 1000
    return _SUIT_POSITION[suit_of(card)] * 16 + 15 - rank_of(card)


_sorted = cards_in_order(_sort_key)


def sort_cards(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` in canonical order: suits C H S D, high to low, JK last."""
    return _sorted(mask)


def format_cards(mask: int) -> str:
    """The cards of ``mask`` as canonical text, separated by single spaces."""
    return " ".join(card_text(c) for c in sort_cards(mask))


def _malformed(action: object, reason: str) -> ActionSyntaxError:
    # Named by its raw fields: its text (and so its repr) needs valid fields.
    raw = ", ".join(f"{f.name}={getattr(action, f.name)!r}" for f in fields(action))  # type: ignore[arg-type]
    shown = f"{type(action).__name__}({raw})"
    return ActionSyntaxError(f"{shown} is not a Ninety-Nine action: {reason}", reason=reason)


def _check_mask(action: object, mask: object) -> None:
    if type(mask) is not int or mask < 0 or mask & ~ALL_CARDS:
        raise _malformed(action, f"{mask!r} is not a mask of cards (see tricktake.cards)")


@dataclass(frozen=True, slots=True, repr=False)
class Deal(ActionText):
    """The chance action that starts a deal: where every card goes (N99-DEAL-1).

    ``hands[s]`` is seat ``s``'s dealt pile as a mask; ``turnup``, ``dummy`` and
    ``dummy_bid`` are masks too, 0 where the preset has no such pile. ``trump_card`` is
    the card drawn for the trump under ``trump_rule='drawn_card'`` (N99-BGA-7/8): no
    pile, so it may also be in a hand; ``None`` under any other trump rule.
    """

    #: Each live seat's dealt cards, a mask per seat.
    hands: tuple[int, ...]
    #: The turn-up cards, a mask (0 when the preset turns none up).
    turnup: int = 0
    #: The dummy's playing cards, a mask (dummy presets only).
    dummy: int = 0
    #: The dummy's bid cards, a mask (dummy presets only).
    dummy_bid: int = 0
    #: The drawn trump card (``trump_rule='drawn_card'`` only, N99-BGA-8), or ``None``.
    trump_card: Card | None = None

    def __post_init__(self) -> None:
        if type(self.hands) is not tuple:
            raise _malformed(self, "hands must be a tuple of masks, one per seat")
        card = self.trump_card
        if card is not None and (type(card) is not int or card < 0 or not ALL_CARDS >> card & 1):
            raise _malformed(
                self, f"{card!r} is not a card code (tricktake.cards: suit * 16 + rank) or None"
            )
        masks = (*self.hands, self.turnup, self.dummy, self.dummy_bid)
        if (
            set(map(type, masks)) != {int}
            or min(masks) < 0
            or reduce(int.__or__, masks) & ~ALL_CARDS
        ):
            for mask in masks:  # which one
                _check_mask(self, mask)

    def __str__(self) -> str:
        piles = [f"{seat}={format_cards(m)}" for seat, m in enumerate(self.hands) if m]
        if self.trump_card is not None:  # N99-BGA-8: after the seats, before any dummy
            piles.append(f"trumpcard={card_text(self.trump_card)}")
        for key, mask in (("turnup", self.turnup), ("dummy", self.dummy)):
            if mask:
                piles.append(f"{key}={format_cards(mask)}")
        if self.dummy_bid:
            piles.append(f"dummybid={format_cards(self.dummy_bid)}")
        return " ".join(["deal", *piles])

    def cards(self, seat: int) -> tuple[Card, ...]:
        """Seat ``seat``'s dealt cards in canonical order."""
        return sort_cards(self.hands[seat])


def sampled_deal(
    hands: tuple[int, ...],
    turnup: int,
    dummy: int = 0,
    dummy_bid: int = 0,
    trump_card: Card | None = None,
) -> Deal:
    """A :class:`Deal` of masks that ``game.deal`` cut from the rules' own pack, built
    without the checks of ``Deal(...)``: they hold by construction, and a simulation
    builds one deal for every few dozen actions."""
    deal = object.__new__(Deal)
    object.__setattr__(deal, "hands", hands)
    object.__setattr__(deal, "turnup", turnup)
    object.__setattr__(deal, "dummy", dummy)
    object.__setattr__(deal, "dummy_bid", dummy_bid)
    object.__setattr__(deal, "trump_card", trump_card)
    return deal


@dataclass(frozen=True, slots=True, repr=False)
class Bid(ActionText):
    """Setting aside bid cards (N99-BID-2): ``mask`` holds exactly ``bid_cards`` cards."""

    #: The bid cards, a mask.
    mask: int

    def __post_init__(self) -> None:
        _check_mask(self, self.mask)

    def __str__(self) -> str:
        return "bid " + format_cards(self.mask)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The bid cards in canonical order."""
        return sort_cards(self.mask)


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Call(Interned):
    """A premium call: ``kind`` is ``None`` for ``pass`` (N99-PREM-3)."""

    #: The premium called, or ``None`` for ``pass``.
    kind: PremiumKind | None
    #: The announced number of tricks (unbidden presets only).
    number: int | None = None

    def __post_init__(self) -> None:
        if self.kind is not None and not isinstance(self.kind, PremiumKind):
            raise _malformed(self, "kind must be a PremiumKind, or None for pass")
        if self.number is not None and (type(self.number) is not int or self.number < 0):
            raise _malformed(self, "number must be a number of tricks (an int >= 0) or None")

    def __str__(self) -> str:
        text = "pass" if self.kind is None else self.kind.value
        return text if self.number is None else f"{text} {self.number}"


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Play(Interned):
    """Playing one card to the trick (N99-PLAY-5); ``snap`` only in Snap deals."""

    #: The card played.
    card: Card
    #: Played with the call "snap" (Snap deals only).
    snap: bool = False

    def __post_init__(self) -> None:
        if type(self.card) is not int or self.card < 0 or not ALL_CARDS >> self.card & 1:
            raise _malformed(
                self, f"{self.card!r} is not a card code (tricktake.cards: suit * 16 + rank)"
            )
        if type(self.snap) is not bool:
            raise _malformed(self, "snap must be True or False")

    def __str__(self) -> str:
        return f"play {card_text(self.card)} snap" if self.snap else f"play {card_text(self.card)}"


TRUMPS: tuple[Suit | None, ...] = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, None)
"""What a Sphinx holder may name with ``trump``, in this order (N99-SPHX-2): a suit, or
``None`` for no trump."""


@dataclass(frozen=True, slots=True, repr=False)
class Trump(ActionText):
    """A Sphinx holder names the deal's trump, ``trump H``, or no trump, ``trump NT``
    (N99-SPHX-2).

    >>> from tricktake.cards import Suit
    >>> from tricktake.ninety_nine import Trump
    >>> str(Trump(Suit.HEARTS)), str(Trump(None))
    ('trump H', 'trump NT')
    """

    #: The trump suit named, or ``None`` for no trump (``NT``).
    trump: Suit | None

    def __post_init__(self) -> None:
        if self.trump is not None and not isinstance(self.trump, Suit):
            raise _malformed(
                self, "trump must be a Suit (tricktake.cards.Suit), or None for no trump"
            )

    def __str__(self) -> str:
        return "trump NT" if self.trump is None else f"trump {self.trump}"


@dataclass(frozen=True, slots=True, repr=False)
class Lead(ActionText):
    """Under the early rules a revealer names the seat that leads trick 1: ``lead 2``
    (N99-LEAD-2)."""

    #: The seat that leads.
    seat: Seat

    def __post_init__(self) -> None:
        if type(self.seat) is not int or self.seat < 0:
            raise _malformed(self, "seat must be a seat number (an int >= 0)")

    def __str__(self) -> str:
        return f"lead {self.seat}"


Action = Deal | Bid | Call | Play | Trump | Lead
"""Any Ninety-Nine action."""


_FORMS = TextForms(
    unknown="unknown pile {key}, expected one of {keys}",
    empty="pile {key} is empty; omit empty piles",
    before="card {card} comes before any pile key",
    any_case=False,
)


def _cards(tokens: list[str], text: str) -> int:
    mask = 0
    for token in tokens:
        card = card_token(token, text, _FORMS)
        if mask >> card & 1:
            raise _syntax(text, f"names the card {card_text(card)} twice")
        mask |= 1 << card
    return mask


def _parse_deal(tokens: list[str], text: str, rules: Rules) -> Deal:
    """N99-DEAL-7/9: ``key=card card …`` fields in any order."""
    keys = [str(s) for s in range(rules.players)]
    if rules.trump_rule is TrumpRule.DRAWN_CARD:  # N99-BGA-8: the drawn trump card
        keys.append("trumpcard")
    if rules.turnup_size:
        keys.append("turnup")
    if rules.dummy:
        keys += ["dummy", "dummybid"]
    piles: dict[str, list[str]] = {}
    for key, token in deal_tokens(tokens, text, keys, _FORMS):
        piles.setdefault(key, []).append(token)
    drawn = piles.pop("trumpcard", None)  # no pile: it may name a dealt card too
    if drawn is not None and len(drawn) != 1:
        raise _syntax(text, "trumpcard names exactly one card (N99-BGA-8)")
    every = [c for pile in piles.values() for c in pile]
    _cards(every, text)  # a card named twice anywhere is malformed
    masks = {key: _cards(pile, text) for key, pile in piles.items()}
    return Deal(
        hands=tuple(masks.get(str(s), 0) for s in range(rules.players)),
        turnup=masks.get("turnup", 0),
        dummy=masks.get("dummy", 0),
        dummy_bid=masks.get("dummybid", 0),
        trump_card=None if drawn is None else card_token(drawn[0], text, _FORMS),
    )


_TRUMP_TEXT = {"NT" if t is None else str(t): t for t in TRUMPS}
_CALLS = {"pass": None, **{k.value: k for k in PremiumKind}}
_VERBS = {"deal", "bid", "play", "trump", "lead", *_CALLS}


def _verbs(rules: Rules) -> str:
    """The verbs that ``rules`` have (N99-TEXT-2): ``bid`` where bids are made, the
    premiums of ``premium_kinds`` (``open`` in unbidden games only), ``trump`` in
    Sphinx games, ``lead`` under the early rules."""
    kinds = [k.value for k in PremiumKind if k in rules.premium_kinds]  # rules: open unbidden
    return verbs_text(
        (
            "deal",
            *(() if rules.unbidden else ("bid",)),
            *(("pass", *kinds) if kinds else ()),
            *(("trump",) if rules.trump_rule is TrumpRule.PREMIUM_CHOICE else ()),
            *(("lead",) if rules.revealer_chooses_leader else ()),
            "play",
        )
    )


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text of a Ninety-Nine action under ``rules``.

    Accepts exactly the forms of N99-TEXT-1: keywords (and deal keys) in lower case,
    tokens separated by single spaces; card tokens in any form that :doc:`/conventions`
    allows; deal fields and cards in any order (N99-DEAL-9).

    :raises ActionSyntaxError: for anything else, saying what was expected.
    """
    tokens = action_tokens(
        text, _syntax, example="play AS", expected=_verbs(rules), spacing="N99-TEXT-1"
    )
    verb = tokens[0]
    args = tokens[1:]
    if verb != verb.lower() and verb.lower() in _VERBS:
        raise _syntax(text, f"keywords are lower case: expected {verb.lower()!r} (N99-TEXT-1)")
    if verb == "deal":
        return _parse_deal(args, text, rules)
    if verb == "bid":
        if len(args) != rules.bid_cards:
            raise _syntax(text, f"a bid names exactly {rules.bid_cards} cards")
        return Bid(_cards(args, text))
    if verb in _CALLS:
        kind = _CALLS[verb]
        if kind is PremiumKind.OPEN and not rules.unbidden:
            raise _syntax(text, "'open' exists only in unbidden games")
        numbered = rules.unbidden and kind in (PremiumKind.DECLARE, PremiumKind.REVEAL)
        if not numbered:
            if args:
                raise _syntax(
                    text,
                    f"expected {verb!r} with nothing after it: a number of tricks is called "
                    "only in unbidden games (N99-TEXT-2)",
                )
            return Call(kind)
        if len(args) != 1 or not args[0].isdigit() or (args[0] != "0" and args[0][0] == "0"):
            raise _syntax(text, f"expected '{verb} N' with a number of tricks N")
        return Call(kind, int(args[0]))
    if verb == "trump":
        if rules.trump_rule is not TrumpRule.PREMIUM_CHOICE:  # N99-TEXT-2
            raise _syntax(text, "'trump' exists only in Sphinx games (N99-SPHX-2)")
        named = args[0].upper() if len(args) == 1 else ""  # N99-TEXT-3: any case
        if named not in _TRUMP_TEXT:
            raise _syntax(text, "expected 'trump C', 'trump H', 'trump S', 'trump D' or 'trump NT'")
        return Trump(_TRUMP_TEXT[named])
    if verb == "lead":
        if not rules.revealer_chooses_leader:  # N99-TEXT-2
            raise _syntax(text, "'lead' exists only under the early rules (N99-LEAD-2)")
        if len(args) != 1 or not args[0].isdigit() or int(args[0]) >= rules.players:
            raise _syntax(text, f"expected 'lead S' with a seat S from 0 to {rules.players - 1}")
        if args[0] != str(int(args[0])):
            raise _syntax(text, f"expected 'lead {int(args[0])}', without leading zeros")
        return Lead(Seat(int(args[0])))
    if verb == "play":
        if len(args) == 2 and args[1] == "snap":
            if rules.trump_rule is not TrumpRule.NAUGHTY_NUN:  # N99-TEXT-2
                raise _syntax(text, "'snap' exists only in Naughty Nun games (N99-PLAY-7)")
            return Play(card_token(args[0], text, _FORMS), snap=True)
        if len(args) != 1:
            raise _syntax(text, "expected 'play <card>' or 'play <card> snap'")
        return Play(card_token(args[0], text, _FORMS))
    raise _syntax(text, unknown_action(text, verb, _verbs(rules)))


CARDS: PlayTable[Card] = PlayTable(Card)
"""The cards of a hand mask in ascending code (a cache of :func:`~tricktake.cards.cards_of`,
as :data:`~.tables.PLAYS` is of the plays): filled for a pack when its tables are built."""


class BidChoices(Sequence[Bid]):
    """The legal bids of a hand, without building all of them (N99-BID-2).

    The ``C(len(hand), bid_cards)`` sets of cards in a fixed order: combinations of the
    hand's cards in ascending card code.
    """

    __slots__ = ("_cards", "_combos", "_hand", "_size")

    def __init__(self, hand: int, size: int) -> None:
        self._hand = hand
        self._size = size
        cards = self._cards = CARDS.plays(hand)
        self._combos = subsets(len(cards), size)

    def __reduce__(self) -> tuple[type[BidChoices], tuple[int, int]]:
        # Pickled as its hand and size: rebuilt on loading, sharing the cached combinations.
        return (BidChoices, (self._hand, self._size))

    def __len__(self) -> int:
        return len(self._combos)

    @overload
    def __getitem__(self, index: int) -> Bid: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Bid]: ...
    def __getitem__(self, index: int | slice) -> Bid | Sequence[Bid]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        mask = subset_mask(self._cards, self._combos[index])
        bid = _BIDS.get(mask)
        if bid is None:
            bid = _BIDS[mask] = Bid(mask)
        return bid

    def mask(self, index: int) -> int:
        """The card mask of bid number ``index`` (``self[index].mask``, building no
        :class:`Bid`)."""
        return subset_mask(self._cards, self._combos[index])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BidChoices):
            return self._hand == other._hand and self._size == other._size
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self._hand, self._size))

    def __repr__(self) -> str:
        return f"<BidChoices of {len(self)} bids from {' '.join(map(card_text, self._cards))}>"


_BIDS: dict[int, Bid] = {}  # one Bid per card set: at most C(60, 3) of them
