"""An upper bound for any engine behind the ``legal_actions``/``apply`` API.

``BareEngine`` plays the yardstick's own workload (``../shared/bench/n99_fast.py``:
36 cards, each seat sets aside 3 bid cards one at a time, a random trump or no trump,
9 tricks, tricks plus the 30/20/10 bonus) behind the same two calls as tricktake, with
the cheapest representation we know: one immutable named tuple per state, the three
hands packed in one int, one shared action object per card, the legal actions built
with the state from per-suit tables, legality checked by membership only. It has no
rules object, no premium calls, no events, no views, no error messages and no game
beyond one deal. It is not part of tricktake; ``run.py --bound`` drives it with the
same loop as tricktake, in the same rounds, to show what the API itself leaves.
"""

from __future__ import annotations

import random
from typing import NamedTuple

__all__ = ["BareEngine", "BareState"]


class Card(NamedTuple):
    """An action: the card (suit * 16 + rank) to set aside or to play."""

    card: int


_ACTIONS = tuple(Card(c) for c in range(64))
_CHUNKS = tuple(
    [tuple(_ACTIONS[s * 16 + r] for r in range(9) if m >> r & 1) for m in range(512)]
    for s in range(4)
)
_C0, _C1, _C2, _C3 = _CHUNKS
_SUIT = tuple(511 << 16 * (c >> 4) for c in range(64))  # the mask of a card's suit
_DECK_BITS = tuple(1 << (s * 16 + r) for s in range(4) for r in range(9))
_BID_VALUE = (3, 0, 2, 1)  # C D H S, as n99_fast
_BONUS = (0, 30, 20, 10)
_SHIFT = 64
_HAND = (1 << _SHIFT) - 1
_FOLLOWS: dict[int, tuple[Card, ...]] = {}
_DEAL, _BID, _PLAY, _DONE = range(4)


def _cards(mask: int) -> tuple[Card, ...]:
    return _C0[mask & 511] + _C1[mask >> 16 & 511] + _C2[mask >> 32 & 511] + _C3[mask >> 48]


class BareState(NamedTuple):
    """A position of one deal."""

    phase: int
    trump: int  # suit, or -1 for no trump
    hands: int  # three 64-bit hand masks
    bids: tuple[int, ...]
    to_bid: int  # bid cards still to set aside, over all seats
    trick: tuple[int, ...]
    actor: int | None
    won: tuple[int, ...]
    legal: tuple[Card, ...]
    scores: tuple[int, ...]


class Deal(NamedTuple):
    """The chance action: the three hands and the trump."""

    hands: tuple[int, ...]
    trump: int


class BareEngine:
    """The yardstick's workload behind ``deal``, ``legal_actions`` and ``apply``."""

    def new(self) -> BareState:
        """The state that waits for the deal."""
        return BareState(_DEAL, -1, 0, (0, 0, 0), 9, (), None, (0, 0, 0), (), ())

    def deal(self, state: BareState, rng: random.Random) -> Deal:
        """A random deal: a shuffle by random keys, as n99_fast shuffles."""
        rnd = rng.random
        bits = sorted(_DECK_BITS, key=lambda _: rnd())
        return Deal((sum(bits[0:12]), sum(bits[12:24]), sum(bits[24:36])), int(rnd() * 5) - 1)

    def legal_actions(self, state: BareState) -> tuple[Card, ...]:
        """The legal actions, built with the state."""
        return state.legal

    def apply(self, state: BareState, action: Card | Deal) -> BareState:
        """The next state; ``ValueError`` if ``action`` is not legal."""
        phase, trump, hands, bids, to_bid, trick, actor, won, legal, _ = state
        if phase is _PLAY:
            if action not in legal:
                raise ValueError(action)
            card: int = action[0]  # type: ignore[assignment]
            assert actor is not None
            hands ^= 1 << card << _SHIFT * actor
            trick += (card,)
            if len(trick) < 3:
                actor = (actor + 1) % 3
                held = hands >> _SHIFT * actor & _HAND
                follow = held & _SUIT[trick[0]]
                if follow:
                    legal = _FOLLOWS.get(follow) or _FOLLOWS.setdefault(follow, _cards(follow))
                else:
                    legal = _cards(held)
                return tuple.__new__(  # type: ignore[no-any-return]
                    BareState, (phase, trump, hands, bids, 0, trick, actor, won, legal, ())
                )
            led = trick[0] >> 4
            best = -1
            first = (actor + 1) % 3
            winner = first
            for i, c in enumerate(trick):
                suit = c >> 4
                value = (c & 15) + (200 if suit == trump else 100 if suit == led else 0)
                if value > best:
                    best = value
                    winner = (first + i) % 3
            won = won[:winner] + (won[winner] + 1,) + won[winner + 1 :]
            if hands:
                legal = _cards(hands >> _SHIFT * winner & _HAND)
                return tuple.__new__(  # type: ignore[no-any-return]
                    BareState, (phase, trump, hands, bids, 0, (), winner, won, legal, ())
                )
            made = [w == b for w, b in zip(won, bids, strict=True)]
            bonus = _BONUS[sum(made)]
            scores = tuple(w + bonus if m else w for w, m in zip(won, made, strict=True))
            return BareState(_DONE, trump, 0, bids, 0, (), None, won, (), scores)
        if phase is _BID:
            if action not in legal:
                raise ValueError(action)
            card = action[0]  # type: ignore[assignment]
            assert actor is not None
            hands ^= 1 << card << _SHIFT * actor
            value = bids[actor] + _BID_VALUE[card >> 4]
            bids = bids[:actor] + (value,) + bids[actor + 1 :]
            to_bid -= 1
            if to_bid % 3 == 0:
                actor = (actor + 1) % 3
            if to_bid:
                legal = _cards(hands >> _SHIFT * actor & _HAND)
                return BareState(_BID, trump, hands, bids, to_bid, (), actor, won, legal, ())
            return BareState(_PLAY, trump, hands, bids, 0, (), 0, won, _cards(hands & _HAND), ())
        if phase is _DEAL and type(action) is Deal:
            h0, h1, h2 = action.hands
            hands = h0 | h1 << _SHIFT | h2 << 2 * _SHIFT
            return BareState(_BID, action.trump, hands, bids, 9, (), 0, won, _cards(h0), ())
        raise ValueError(action)
