"""Sampling complete states consistent with a view: the part shared by every game's
``game.sample_state(view, rng)``.

A game's ``sample_state`` knows which piles of the deal the viewer cannot see, how many
cards each still holds and which cards each may hold (a player who did not follow suit
holds none of the led suit; a Newmarket stop card lies in the dummy ...). It describes
them as :class:`Slot` values and calls :func:`sample_view` (the whole shared half:
the deal and the public history replayed, through :func:`sample_consistent`), which

1. spreads the unknown cards over the slots **uniformly over every assignment** that
   gives each slot its size and puts each card in a slot that allows it
   (:class:`Spreader`), then
2. builds the state from the deal's start through the public transitions (the game's
   ``build``: the deal with the spread filled in, then the deal's public history
   replayed), and
3. keeps it only if it gives the viewer exactly the view it was sampled from; else it
   draws again.

Why this is uniform: step 1 is exact, not sequential dealing with rejection of a
single card (which favours the assignments that leave more choice later). A slot may
also *require* cards (a Newmarket actor holds the next card of the run), and a
constraint that is no mask of cards (a Parlett first player holds the lowest diamond
of the hands) is a union of disjoint cases that are (:class:`Cases`: it holds the ace
of diamonds; or it holds the two and the ace is in the dummy; ...), each drawn in
proportion to its count. The constraints a game does not encode at all (rare ones) are
enforced by step 3, and rejecting whole draws of a uniform distribution leaves the
accepted draws uniform over the consistent assignments.

The spread counts assignments exactly (integers) by a dynamic programme over the slots
that constrain their cards, the state being how many cards of each class (the cards
that the same slots allow) are left; the slots that allow every card share the rest by
a multinomial. It fills the slots one by one, each way of filling one in proportion to
the number of ways to complete it: every complete assignment has probability
``1 / count``.

>>> import random
>>> from tricktake.sampling import Slot, Spreader
>>> spreader = Spreader(0b1111, [Slot(2, 0b0011 | 0b0100), Slot(2, 0b1111)])
>>> spreader.count  # slot 0 cannot take card 3: it takes 2 of cards 0, 1, 2
3
>>> masks = spreader.sample(random.Random(1))
>>> masks[0] | masks[1] == 0b1111 and not masks[0] & 0b1000
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from math import comb
from typing import Any, NamedTuple, TypeVar

from .cards import card_text, cards_of, parse_card
from .errors import ActionSyntaxError, IllegalActionError, SampleError, SetupError
from .game import CHANCE, HIDDEN, AnyGame, Seen
from .units import Seat

__all__ = [
    "Cases",
    "HeldPiles",
    "SampleError",
    "Slot",
    "Spread",
    "Spreader",
    "deal_builder",
    "deal_text",
    "dealt_pile",
    "replay_seen",
    "require_deal_view",
    "sample_consistent",
    "sample_view",
    "trick_voids",
]

S = TypeVar("S")


class Slot(NamedTuple):
    """A hidden pile to fill: how many unknown cards it takes, which it may take and
    which it must take (those count in its size)."""

    #: The number of cards.
    size: int
    #: The mask of the cards it may hold.
    allowed: int
    #: The mask of the cards it must hold (a subset of :attr:`allowed`).
    required: int = 0


class Spreader:
    """Uniform random assignments of the cards of ``cards`` (a mask) to ``slots``: each
    slot gets exactly its size, each card lands in a slot that allows it.

    :attr:`count` is the number of such assignments (0: none; :meth:`sample` then
    raises :class:`SampleError`). Build it once per view and draw many times. A slot's
    ``required`` cards are placed first: the rest is spread over what the slots have
    left, so a card that must lie in one pile costs no rejected draw.

    A slot that allows every card (an undealt pile, a stock, a dummy, hidden bid cards)
    is *free*: whatever the other slots leave, the free slots share in a multinomial
    number of ways, so they never enter the count's recursion and a draw deals them
    the rest at random. The other slots, the *bound* ones, are counted one by one,
    smallest first, over how many cards of each class (the cards that the same bound
    slots allow) are left; each way for a slot to take its size is a choice of how many
    of each class (a product of binomials), and only the choices that leave the later
    slots enough cards are enumerated. The last bound slot takes any of the cards it
    allows (one binomial). Few classes (the constraints of a view are about suits) and
    few bound slots keep the count small.
    """

    __slots__ = (
        "_allowed",
        "_bound",
        "_classes",
        "_free",
        "_inner",
        "_memo",
        "_required",
        "count",
        "slots",
    )

    def __init__(self, cards: int, slots: Sequence[Slot]) -> None:
        #: The slots.
        self.slots = tuple(slots)
        self._required = tuple(slot.required for slot in self.slots)
        fixed = sum(self._required)
        # each required card once, among the cards, in a slot that allows it
        placed = fixed == _union(self._required) and not fixed & ~cards
        placed = placed and all(not slot.required & ~slot.allowed for slot in self.slots)
        cards &= ~fixed
        # the slots as they are once the required cards are in: what is left to spread
        self._inner = tuple(
            Slot(slot.size - slot.required.bit_count(), slot.allowed & ~fixed)
            for slot in self.slots
        )
        self._free = tuple(i for i, slot in enumerate(self._inner) if not cards & ~slot.allowed)
        # the bound slots, smallest first: the last one, counted by one binomial, is the
        # one whose choices would be the most numerous
        self._bound = tuple(
            sorted(
                (i for i in range(len(self._inner)) if i not in self._free),
                key=lambda i: (self._inner[i].size, i),
            )
        )
        groups: dict[tuple[int, ...], list[int]] = {}
        for card in cards_of(cards):
            where = tuple(
                j for j, i in enumerate(self._bound) if self._inner[i].allowed >> card & 1
            )
            groups.setdefault(where, []).append(card)
        classes = sorted(groups.items())
        self._classes = tuple(tuple(cards) for _, cards in classes)
        # _allowed[j]: the classes that bound slot j may take from
        self._allowed = tuple(
            tuple(c for c, (where, _) in enumerate(classes) if j in where)
            for j in range(len(self._bound))
        )
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        sizes = [slot.size for slot in self._inner]
        fits = placed and sum(sizes) == cards.bit_count() and min(sizes, default=0) >= 0
        #: The number of assignments.
        self.count = self._shares() * self._ways(0, tuple(map(len, self._classes))) if fits else 0

    @property
    def states(self) -> int:
        """How many counts of the recursion (a bound slot and the cards of each class
        left) have been worked out: the measure of the work the count took."""
        return len(self._memo)

    def _shares(self) -> int:
        """The ways for the free slots to share what the bound slots leave them."""
        ways = 1
        left = sum(self._inner[i].size for i in self._free)
        for i in self._free:
            ways *= comb(left, self._inner[i].size)
            left -= self._inner[i].size
        return ways

    def _ways(self, j: int, left: tuple[int, ...]) -> int:
        """The assignments of the cards ``left`` (a count per class) to bound slots
        ``j`` onwards, the free slots taking the rest."""
        if j == len(self._bound):
            return 1  # the sizes add up: the free slots take exactly what is left
        size = self._inner[self._bound[j]].size
        if j == len(self._bound) - 1:  # any ``size`` of the cards it allows
            return comb(sum(left[c] for c in self._allowed[j]), size)
        key = (j, left)
        found = self._memo.get(key)
        if found is None:
            found = sum(weight * self._ways(j + 1, rest) for weight, rest in self._takes(j, left))
            self._memo[key] = found
        return found

    def _takes(self, j: int, left: tuple[int, ...]) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Each way for bound slot ``j`` to take its size from the classes it allows: the
        number of card choices (a product of binomials) and the counts left."""
        allowed = self._allowed[j]
        rest = list(left)
        # supply[i]: the cards of the classes allowed[i:], which must cover what is needed
        supply = [0] * (len(allowed) + 1)
        for i in range(len(allowed) - 1, -1, -1):
            supply[i] = supply[i + 1] + left[allowed[i]]

        def take(i: int, need: int, weight: int) -> Iterator[tuple[int, tuple[int, ...]]]:
            if i == len(allowed):
                yield weight, tuple(rest)
                return
            c = allowed[i]
            have = rest[c]
            for k in range(max(0, need - supply[i + 1]), min(need, have) + 1):
                rest[c] = have - k
                yield from take(i + 1, need - k, weight * comb(have, k))
            rest[c] = have

        if supply[0] < self._inner[self._bound[j]].size:
            return iter(())
        return take(0, self._inner[self._bound[j]].size, 1)

    def sample(self, rng: random.Random) -> tuple[int, ...]:
        """One assignment, uniformly at random: a mask per slot.

        :raises SampleError: when there is no assignment.
        """
        if not self.count:
            raise SampleError("no assignment of the hidden cards fits the view's constraints")
        pools = [list(cards) for cards in self._classes]
        left = tuple(map(len, pools))
        masks = list(self._required)
        last = len(self._bound) - 1
        for j, slot in enumerate(self._bound):
            if j == last:  # any of the cards it allows, each subset equally likely
                masks[slot] |= _drawn(
                    [c for i in self._allowed[j] for c in pools[i]], self._inner[slot].size, rng
                )
                break
            pick = rng.randrange(self._ways(j, left))
            for weight, rest in self._takes(j, left):
                pick -= weight * self._ways(j + 1, rest)
                if pick < 0:
                    break
            else:  # the weights add up to _ways(j, left), which is above pick
                raise AssertionError(f"no take of bound slot {j} for pick {pick}")
            for c, (before, after) in enumerate(zip(left, rest, strict=True)):
                if before != after:  # a uniform choice of the class's cards
                    masks[slot] |= _drawn(pools[c], before - after, rng)
            left = rest
        taken = sum(masks)  # (disjoint masks)
        rest_cards = [c for pool in pools for c in pool if not taken >> c & 1]
        for slot in self._free:
            masks[slot] |= _drawn(rest_cards, self._inner[slot].size, rng)
        return tuple(masks)


class Cases:
    """Uniform random assignments from the union of several spreads of the same cards
    over the same slots (:class:`Spreader`), the *cases*, which must share no
    assignment: a constraint that is no mask of allowed cards ("the first player holds
    the lowest diamond") is a choice among cases that are ("it holds the ace and nobody
    holds a lower one", "it holds the two and the ace lies in the dummy", ...).

    :attr:`count` is the number of assignments of every case together; a draw picks a
    case in proportion to its count, then an assignment of it uniformly, so that every
    assignment of the union has probability ``1 / count``.

    >>> import random
    >>> from tricktake.sampling import Cases, Slot, Spreader
    >>> holds_0 = Spreader(0b111, [Slot(1, 0b111, required=0b001), Slot(2, 0b111)])
    >>> holds_1 = Spreader(0b111, [Slot(1, 0b110, required=0b010), Slot(2, 0b111)])
    >>> cases = Cases([holds_0, holds_1])  # slot 0 holds card 0, or else card 1
    >>> cases.count
    2
    >>> cases.sample(random.Random(3))[0] in (0b001, 0b010)
    True
    """

    __slots__ = ("cases", "count")

    def __init__(self, cases: Iterable[Spreader]) -> None:
        #: The cases that have an assignment.
        self.cases = tuple(case for case in cases if case.count)
        #: The number of assignments.
        self.count = sum(case.count for case in self.cases)

    def sample(self, rng: random.Random) -> tuple[int, ...]:
        """One assignment, uniformly at random over every case: a mask per slot.

        :raises SampleError: when no case has an assignment.
        """
        if len(self.cases) == 1:  # (no draw spent on the choice of the case)
            return self.cases[0].sample(rng)
        if not self.count:
            raise SampleError("no assignment of the hidden cards fits the view's constraints")
        pick = rng.randrange(self.count)
        for case in self.cases:
            if pick < case.count:
                return case.sample(rng)
            pick -= case.count
        raise AssertionError(f"no case for pick {pick}")  # the counts add up to count


Spread = Spreader | Cases
"""What draws the hidden cards of a view: one spread, or a union of cases."""


def _union(masks: Iterable[int]) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def _drawn(pool: list[int], k: int, rng: random.Random) -> int:
    """The mask of ``k`` cards drawn from ``pool`` uniformly, removed from it."""
    mask = 0
    for _ in range(k):
        mask |= 1 << pool.pop(rng.randrange(len(pool)))
    return mask


def require_deal_view(view: Any) -> Seat:
    """The viewer's seat of a view taken inside a deal (its history starts with the
    deal), which is where a state can be sampled.

    :raises SampleError: for the public view or a view between deals.
    """
    seat = getattr(view, "seat", None)
    history: tuple[Seen, ...] = getattr(view, "history", ())
    if seat is None:
        raise SampleError("the public view: expected a seat's view to sample a state for")
    if not any(seen.actor is CHANCE for seen in history):
        raise SampleError(
            "the view is not inside a deal (its history has no deal): expected a view of a "
            "seat during a deal"
        )
    return Seat(int(seat))


def deal_text(text: str, piles: dict[str, int]) -> str:
    """The deal text ``text`` of a view's history (``deal 0=? ? … stock=? ?``) with the
    piles named in ``piles`` (name -> mask) written out card by card; the other piles
    stay as written (every game's parser takes a pile's cards in any order)."""
    out: list[str] = []
    replacing = False
    for token in text.split():
        name, sep, _ = token.partition("=")
        if sep:
            replacing = name in piles
            if replacing:
                token = f"{name}=" + " ".join(map(card_text, cards_of(piles[name])))
        elif replacing:
            continue  # a further card of a pile written out above
        out.append(token)
    return " ".join(out)


def dealt_pile(text: str, name: str) -> int:
    """The mask of pile ``name`` in the deal text ``text`` of a view's history (0 for a
    pile written ``?`` or absent)."""
    mask = 0
    inside = False
    for token in text.split()[1:]:
        key, sep, first = token.partition("=")
        if sep:
            inside = key == name
            token = first
        if inside and token and token not in (HIDDEN, "-"):
            mask |= 1 << parse_card(token)
    return mask


def replay_seen(
    game: AnyGame,
    state: S,
    history: Sequence[Seen],
    fill: Callable[[int, Seen], str],
    rng: random.Random,
) -> S:
    """``state`` after the actions of ``history`` (a view's, after its deal): each text
    with ``?`` goes through ``fill(index, seen)``; an action hidden whole (``?``, such
    as a secret premium offer) is drawn uniformly from the legal actions.

    :raises IllegalActionError: when an action is not legal in the state reached.
    """
    for index, seen in enumerate(history):
        if seen.text == HIDDEN:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        else:
            text = fill(index, seen) if HIDDEN in seen.text.split() else seen.text
            action = game.parse_action(state, text)
        state = game.apply(state, action)
    return state


def sample_consistent(
    spreader: Spread,
    build: Callable[[tuple[int, ...]], S],
    accept: Callable[[S], bool],
    rng: random.Random,
    attempts: int = 2000,
) -> S:
    """``build(masks)`` for the first uniform assignment ``masks`` of ``spreader``
    whose state ``accept`` takes (it gives the view back) and that the transitions take
    (an :class:`IllegalActionError` rejects a draw too).

    :raises SampleError: when ``attempts`` draws give no consistent state.
    """
    for _ in range(attempts):
        masks = spreader.sample(rng)
        try:
            state = build(masks)
        except (IllegalActionError, ActionSyntaxError, SetupError):
            continue
        if accept(state):
            return state
    raise SampleError(
        f"no state consistent with the view in {attempts} draws of the hidden cards "
        f"(out of {spreader.count} assignments)"
    )


def _no_fill(masks: tuple[int, ...], index: int, seen: Seen) -> str:
    raise AssertionError(f"the history hides no card after the deal: {seen!r}")


def deal_builder(
    game: AnyGame,
    view: Any,
    start: S,
    deal_piles: Callable[[tuple[int, ...]], dict[str, int]],
    rng: random.Random,
    fill: Callable[[tuple[int, ...], int, Seen], str] = _no_fill,
) -> Callable[[tuple[int, ...]], S]:
    """What builds a draw's state: from ``start`` (the state that waits for the deal of
    ``view``'s history, after any actions before it), the deal with the piles of
    ``deal_piles(masks)`` written out, then the rest of the history (:func:`replay_seen`,
    with ``fill`` for an action that hides cards)."""
    history: Sequence[Seen] = view.history
    at = next(i for i, seen in enumerate(history) if seen.actor is CHANCE)
    deal, rest = history[at], history[at + 1 :]

    def build(masks: tuple[int, ...]) -> S:
        text = deal_text(deal.text, deal_piles(masks))
        state: S = game.apply(start, game.parse_action(start, text))

        def filled(index: int, seen: Seen) -> str:
            return fill(masks, index, seen)

        return replay_seen(game, state, rest, filled, rng)

    return build


def sample_view(
    game: AnyGame,
    view: Any,
    seat: Seat,
    rng: random.Random,
    start: S,
    spreader: Spread,
    deal_piles: Callable[[tuple[int, ...]], dict[str, int]],
    fill: Callable[[tuple[int, ...], int, Seen], str] = _no_fill,
    attempts: int = 2000,
) -> S:
    """The shared half of every game's ``sample_state``: a state drawn uniformly from
    those that give ``seat`` (the viewer, as :func:`require_deal_view` gave it) exactly
    ``view``.

    The game supplies only what it knows: ``start``, the state that waits for the view's
    deal; ``spreader``, the hidden piles as :class:`Slot` values (a :class:`Spreader`, or
    the :class:`Cases` of several); ``deal_piles(masks)``, the piles of the deal (name ->
    mask) that a draw writes out in the deal's text of the view's history (the viewer's
    own as the view shows them); and, where a later action of the history hides cards
    (``bid ? ? ?``), ``fill(masks, index, seen)``, its text with them written out. Each
    draw is built from ``start`` by the deal and the rest of the history
    (:func:`deal_builder`), and kept when its view is ``view`` (:func:`sample_consistent`,
    at most ``attempts`` draws).

    :raises SampleError: when no draw gives the view.
    """
    build = deal_builder(game, view, start, deal_piles, rng, fill)
    return sample_consistent(
        spreader, build, lambda state: game.view(state, seat) == view, rng, attempts
    )


class HeldPiles:
    """The hidden piles of a deal whose dealt piles may change holders (Nines' exchange
    with the stock, Newmarket's with the dummy), seen by ``seat`` in ``view``:
    ``where[place]`` is the dealt pile that place holds now, places ``0 … n - 1`` being
    the seats and place ``n``, if any, the extra pile named ``extra``; ``played_by[seat]``
    is the mask of the cards a seat played this deal.

    The viewer knows the pile it was dealt (in the deal's text of the view's history)
    wherever it went, and the one it holds now (its hand and what it played): together
    :attr:`known`. Every other pile is a slot of :meth:`slots`; :meth:`deal_piles` writes
    a draw back as the piles of the deal text, each with the cards its holder has played
    since.
    """

    __slots__ = ("_holder", "_known", "_played_by", "_seat", "extra", "hidden", "known")

    def __init__(
        self, view: Any, seat: Seat, where: Sequence[int], played_by: Sequence[int], extra: str
    ) -> None:
        history: Sequence[Seen] = view.history
        deal = next(seen for seen in history if seen.actor is CHANCE)
        own = dealt_pile(deal.text, str(seat))
        hand = sum(1 << c for c in view.hand)
        self._seat = seat
        self._played_by = played_by
        #: The name of pile ``n`` in the deal text.
        self.extra = extra
        self._holder = [0] * len(where)  # _holder[pile]: the place that holds it
        for place, pile in enumerate(where):
            self._holder[pile] = place
        self._known = {seat: own, where[seat]: played_by[seat] | hand}
        #: The mask of the cards the viewer knows the place of.
        self.known = own | hand
        for mask in played_by:
            self.known |= mask
        #: The hidden piles, in the order of :meth:`slots`.
        self.hidden = tuple(pile for pile in range(len(where)) if pile not in self._known)

    def slots(
        self, sizes: Sequence[int], allowed: Sequence[int], required: Sequence[int] = ()
    ) -> list[Slot]:
        """A slot per hidden pile: its holder's ``sizes[place]`` cards among
        ``allowed[place]``, ``required[place]`` among them (where given)."""
        return [
            Slot(
                sizes[place := self._holder[p]],
                allowed[place],
                required[place] if required else 0,
            )
            for p in self.hidden
        ]

    def held_at(self) -> list[int]:
        """What the viewer knows each place held when the piles stopped changing
        holders (its hand then, before it played): per place, the mask of the cards
        known to be there (the viewer's own piles whole, the cards others played)."""
        out = [*self._played_by, 0][: len(self._holder)]
        for pile, mask in self._known.items():
            out[self._holder[pile]] |= mask
        return out

    def hidden_places(self) -> frozenset[int]:
        """The places that hold a hidden pile (a slot of :meth:`slots`)."""
        return frozenset(self._holder[p] for p in self.hidden)

    def _name(self, pile: int) -> str:
        return self.extra if pile == len(self._played_by) else str(pile)

    def deal_piles(self, masks: tuple[int, ...]) -> dict[str, int]:
        """The piles of the deal text (name -> mask) of a draw of :meth:`slots`; the
        viewer's own is left as the view shows it."""
        n = len(self._played_by)
        filled: dict[str, int] = {}
        for pile, mask in zip(self.hidden, masks, strict=True):
            place = self._holder[pile]
            filled[self._name(pile)] = mask | (self._played_by[place] if place < n else 0)
        for pile, mask in self._known.items():
            if pile != self._seat:
                filled[self._name(pile)] = mask
        return filled


def trick_voids(
    play_suit: Sequence[int],
    suit_cards: Sequence[int],
    tricks: Sequence[Sequence[tuple[int, int]]],
    led_suits: Sequence[int | None] = (),
) -> dict[int, int]:
    """The cards each hand has shown it does not hold, by not following suit: hand ->
    the mask of the led play suits it failed to follow. ``tricks`` holds each trick's
    (hand, card) plays in order; ``led_suits[i]``, where given and not ``None``, is the
    led suit of trick ``i`` when the leader named it (Nap's joker)."""
    voids: dict[int, int] = {}
    for number, plays in enumerate(tricks):
        if not plays:
            continue
        named = led_suits[number] if number < len(led_suits) else None
        led = play_suit[plays[0][1]] if named is None else named
        for hand, card in plays[1:]:
            if play_suit[card] != led:
                voids[hand] = voids.get(hand, 0) | suit_cards[led]
    return voids
