"""The checks of hidden information: views that do not change when only hidden cards
move (:func:`check_hidden_swaps`), and the worlds of ``game.sample_state``, which must
give the view back and be reachable by legal play (:func:`check_samples`).

Both rebuild a deal with some cards renamed: the actions of the deal are written as
text, each card token exchanged by a permutation of cards (:func:`relabel`), parsed and
applied again from the state before the deal.
"""

from __future__ import annotations

import itertools
import json
import random
import string
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, cast

from ..cards import JOKER, Card, card_text, parse_card, suit_of
from ..errors import TricktakeError
from ..game import CHANCE, HIDDEN, AnyGame, Seen
from ..units import Seat
from .playing import Playthrough
from .report import failure

__all__ = [
    "HiddenCards",
    "Swappable",
    "check_hidden_swaps",
    "check_samples",
    "relabel",
    "rename_actions",
    "same_suit",
    "seen_cards",
]

HiddenCards = Callable[[Any, Seat | None], Mapping[Any, Collection[Card]]]
"""``hidden(state, seat)``: the cards ``seat`` may not see (``None``: the public), by
the pile or hand that holds them."""

Swappable = Callable[[Any, Card, Card], bool]
"""``swappable(state, first, second)``: whether exchanging two hidden cards between two
piles (in the deal and in every later action) changes nothing but where they are."""

_WORD = frozenset(string.ascii_letters + string.digits)
_SPACES = {code: " " for code in range(128) if chr(code) not in _WORD}


def seen_cards(game: AnyGame, state: Any, seat: Seat | None) -> frozenset[str]:
    """The card texts that the JSON of ``seat``'s view names anywhere (each word of its
    text, split at anything but letters and digits)."""
    return frozenset(json.dumps(game.to_json(game.view(state, seat))).translate(_SPACES).split())


def hidden_by_piles(game: AnyGame, state: Any, seat: Seat | None) -> dict[str, frozenset[Card]]:
    """The default :data:`HiddenCards`: the cards of each pile of ``game.piles`` that the
    JSON of ``seat``'s view does not name (a card it names anywhere, in an earlier
    deal's results too, counts as seen: that leaves fewer cards to move, never a wrong
    one)."""
    seen = seen_cards(game, state, seat)
    out: dict[str, frozenset[Card]] = {}
    for pile, cards in game.piles(state).items():
        hidden = frozenset(c for c in cards if card_text(c) not in seen)
        if hidden:
            out[pile] = hidden
    return out


def same_suit(state: Any, first: Card, second: Card) -> bool:
    """The default :data:`Swappable`: two cards of one suit, neither the joker (so that
    no duty to follow suit changes)."""
    return JOKER not in (first, second) and suit_of(first) == suit_of(second)


_TOKENS: dict[str, Card | None] = {}


def _card_token(text: str) -> Card | None:
    """The card that ``text`` spells canonically, or ``None``."""
    if text in _TOKENS:
        return _TOKENS[text]
    card: Card | None
    try:
        card = parse_card(text)
    except TricktakeError:
        card = None
    if card is not None and card_text(card) != text:
        card = None  # only the canonical spelling, as formatters write it
    _TOKENS[text] = card
    return card


def relabel(text: str, rename: Mapping[Card, Card], mask: str | None = None) -> str:
    """``text`` with each card token (alone or after ``name=``) renamed by ``rename``.

    >>> from tricktake.cards import parse_card
    >>> from tricktake.testing import relabel
    >>> relabel("deal 0=AC 10C 1=KC", {parse_card("AC"): parse_card("KC"),
    ...                                parse_card("KC"): parse_card("AC")})
    'deal 0=KC 10C 1=AC'

    With ``mask``, the same action as a view shows it (``?`` for each hidden card, one
    token for each of ``text``), only the hidden tokens are renamed: a card that the
    view names (a public turned-up card that someone also holds) keeps its name.
    """
    tokens: list[str] = []
    parts = text.split(" ")
    masked = mask.split(" ") if mask is not None else None
    if masked is not None and len(masked) != len(parts):
        masked = None
    for index, token in enumerate(parts):
        key, eq, body = token.rpartition("=")
        card = _card_token(body)
        hidden = masked is None or masked[index].rpartition("=")[2] == HIDDEN
        if card is not None and card in rename and hidden:
            body = card_text(rename[card])
        tokens.append(key + eq + body)
    return " ".join(tokens)


def rename_actions(
    game: AnyGame,
    state: Any,
    actions: Sequence[Any],
    rename: Mapping[Card, Card],
    masks: Sequence[str | None] = (),
) -> list[Any]:
    """The states reached from ``state`` by ``actions`` with their cards renamed (each
    action written, relabelled, parsed in its state and applied), ``state`` first;
    ``masks`` are the actions as a view shows them (:func:`relabel`), where known.

    :raises TricktakeError: where a renamed action does not parse or is not legal.
    """
    states = [state]
    for index, action in enumerate(actions):
        mask = masks[index] if index < len(masks) else None
        text = relabel(game.format_action(action), rename, mask)
        state = game.apply(state, game.parse_action(state, text))
        states.append(state)
    return states


def _deal_start(play: Playthrough, index: int) -> int | None:
    """The index of the deal action that the state ``index`` is in, if any."""
    starts = [s for s in play.deal_starts() if s < index]
    return starts[-1] if starts else None


def _texts(game: AnyGame, state: Any, rename: Mapping[Card, Card] | None = None) -> list[str]:
    texts = [game.format_action(a) for a in game.legal_actions(state)]
    return sorted(texts if rename is None else (relabel(t, rename) for t in texts))


def _unnoticed(game: AnyGame, ours: Sequence[Any], theirs: Sequence[Any], rename: Any) -> bool:
    """Whether nothing public tells two replays apart: the same seat to move and the same
    scores all along, and the legal actions the same but for the renamed cards."""
    for one, two in zip(ours, theirs, strict=True):
        if game.to_move(one) != game.to_move(two) or game.scores(one) != game.scores(two):
            return False
        if _texts(game, one, rename) != _texts(game, two):
            return False
    return True


def check_hidden_swaps(
    play: Playthrough,
    *,
    targets: int = 6,
    hidden: HiddenCards | None = None,
    swappable: Swappable | None = None,
) -> int:
    """DESIGN "No leaks": for states of the game (the first after the first deal, the
    last, and ``targets`` random ones) and each seat and the public view, two cards the
    viewer may not see, in two piles, are exchanged in the deal and in every later
    action and the deal is replayed: the view, its JSON and who is to move are
    unchanged, and so are the legal actions where the viewer is to move.

    ``hidden`` says which cards a viewer may not see and ``swappable`` which exchanges
    change nothing but where two cards lie: where the game's own knowledge gives both,
    every exchange must replay. Without them the kit takes the cards of
    ``game.piles`` that the view's JSON does not name and two cards of one suit, and
    compares only the exchanges that replay with nothing public telling them apart (the
    same seat to move and scores along the way, and the same legal actions but for the
    two cards): a rule that makes a hidden card's place public (a stop in Newmarket) is
    then no false alarm. Returns the exchanges compared."""
    game, name = play.game, "check_hidden_swaps"
    strict = hidden is not None and swappable is not None

    def by_piles(state: Any, seat: Seat | None) -> Mapping[Any, Collection[Card]]:
        return hidden_by_piles(game, state, seat)

    hidden_of: HiddenCards = hidden or by_piles
    may_swap: Swappable = swappable or same_suit
    rng = random.Random(play.seed)
    starts = play.deal_starts()
    if not starts:
        return 0
    after = range(starts[0] + 1, len(play.states))
    chosen = {len(play.states) - 1, starts[0] + 1} | set(
        rng.sample(after, min(targets, len(after)))
    )
    seats: list[Seat | None] = [*(Seat(s) for s in range(game.info(play.rules).seats)), None]
    compared = 0
    for target in sorted(t for t in chosen if t < len(play.states)):
        state = play.states[target]
        start = _deal_start(play, target)
        if start is None:
            continue
        for seat in seats:
            held = hidden_of(state, seat)
            pairs = [
                (x, y)
                for a, b in itertools.combinations(sorted(held, key=str), 2)
                for x in sorted(held[a])
                for y in sorted(held[b])
                if may_swap(state, x, y)
            ]
            if not pairs:
                continue
            first, second = rng.choice(pairs)
            rename = {first: second, second: first}
            swap = f"{card_text(first)}<->{card_text(second)}"
            try:
                others = rename_actions(
                    game, play.states[start], play.actions[start:target], rename
                )
            except TricktakeError as error:
                if strict:
                    raise failure(name, play, target, f"{swap} does not replay: {error}") from error
                continue
            other = others[-1]
            if not strict and not _unnoticed(
                game, play.states[start + 1 : target + 1], others[1:], rename
            ):
                continue
            where = f"seat {seat}, {swap} exchanged"
            if other == state:
                raise failure(name, play, target, f"{where}: the exchange changed nothing")
            if game.view(other, seat) != game.view(state, seat):
                raise failure(name, play, target, f"{where}: the view changed (a leak)")
            if game.to_json(game.view(other, seat)) != game.to_json(game.view(state, seat)):
                raise failure(name, play, target, f"{where}: the view's JSON changed (a leak)")
            if game.to_move(other) != game.to_move(state):
                raise failure(name, play, target, f"{where}: another seat is to move")
            if (
                seat is not None
                and game.to_move(state) == seat
                and tuple(game.legal_actions(other)) != tuple(game.legal_actions(state))
            ):
                raise failure(name, play, target, f"{where}: the viewer's legal actions changed")
            compared += 1
    return compared


def _pile_renaming(game: AnyGame, state: Any, world: Any) -> tuple[dict[Card, Card] | None, str]:
    """The permutation of cards that takes each pile of ``state`` to the same pile of
    ``world``, or ``None`` and why there is none."""
    ours, theirs = game.piles(state), game.piles(world)
    if sorted(ours) != sorted(theirs):
        return None, f"the sample has the piles {sorted(theirs)}, not {sorted(ours)}"
    rename: dict[Card, Card] = {}
    for pile, cards in ours.items():
        gone = sorted(set(cards) - set(theirs[pile]))
        came = sorted(set(theirs[pile]) - set(cards))
        if len(gone) != len(came):
            return None, f"pile {pile} holds {len(theirs[pile])} cards, not {len(cards)}"
        rename.update(zip(gone, came, strict=True))
    if sorted(rename) != sorted(rename.values()):
        return None, "the sample's cards are not the game's"
    return rename, ""


def _masks(view: Any) -> list[str | None]:
    """The texts of the deal's actions as ``view`` shows them (its ``history`` of
    :class:`~tricktake.game.Seen`, where it has one), from the deal on."""
    history: object = getattr(view, "history", None)
    if not isinstance(history, tuple):
        return []
    seen = [item for item in cast("tuple[object, ...]", history) if isinstance(item, Seen)]
    texts: list[str | None] = [item.text for item in seen]
    deals = [i for i, item in enumerate(seen) if item.actor is CHANCE]
    return texts[deals[-1] :] if deals else []


def check_samples(play: Playthrough, *, samples: int = 6) -> int:
    """``game.sample_state`` at ``samples`` decisions of the game (drawn from the seed):
    the world it gives holds the pack's cards once each, gives the seat to move its view
    back, has that seat to move, and is reachable by legal play: the deal so far with the
    hidden cards renamed to where the world has them replays (no card played where a
    shown void forbids it) to a state with the world's piles, scores, legal actions and
    view (a world need not be equal to it in what no view shows, such as how it was
    built). Returns the worlds checked."""
    game, name = play.game, "check_samples"
    rng = random.Random(play.seed)
    pack = sorted(game.info(play.rules).pack)
    decisions = [
        index
        for index, state in enumerate(play.states)
        if type(game.to_move(state)) is int and _deal_start(play, index) is not None
    ]
    count = 0
    for index in sorted(rng.sample(decisions, min(samples, len(decisions)))):
        state = play.states[index]
        seat = game.to_move(state)
        assert isinstance(seat, int)  # a decision: a seat is to move
        view = game.view(state, Seat(seat))
        try:
            world = game.sample_state(view, rng)
        except TricktakeError as error:
            raise failure(
                name, play, index, f"sample_state refused seat {seat}'s view: {error}"
            ) from error
        if sorted(c for cards in game.piles(world).values() for c in cards) != pack:
            raise failure(name, play, index, "the sampled world does not hold the pack once")
        if game.view(world, seat) != view:
            raise failure(name, play, index, f"the sampled world gives seat {seat} another view")
        if game.to_move(world) != seat:
            raise failure(
                name, play, index, f"in the sampled world {game.to_move(world)} is to move"
            )
        rename, why = _pile_renaming(game, state, world)
        if rename is None:
            raise failure(name, play, index, why)
        start = _deal_start(play, index)
        assert start is not None
        try:
            replayed = rename_actions(
                game, play.states[start], play.actions[start:index], rename, _masks(view)
            )
        except TricktakeError as error:
            raise failure(
                name, play, index, f"the sampled world is not reachable by legal play: {error}"
            ) from error
        again = replayed[-1]
        for what, ours, theirs in (
            ("piles", game.piles(again), game.piles(world)),
            ("scores", game.scores(again), game.scores(world)),
            ("legal actions", game.legal_actions(again), game.legal_actions(world)),
            (f"view of seat {seat}", game.view(again, seat), view),
        ):
            if ours != theirs:
                raise failure(
                    name,
                    play,
                    index,
                    f"the deal's play replayed to the sampled world has other {what}",
                )
        count += 1
    return count
