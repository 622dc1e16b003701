"""The trick kernel shared by the trick-taking games: follow suit and trick winners.

Cards are ints (:mod:`tricktake.cards`) and sets of cards are masks. A game describes
a deal's trick rule once, as tables built here, and its hot path then only indexes:

- ``follow[card]`` is the mask of the cards of the same *play suit* as ``card`` (a
  game may move cards between suits, e.g. Ninety-Nine's nines suit): a hand must play
  ``hand & follow[led] or hand`` when it may not revoke;
- ``power[led][card]`` is how strongly ``card`` plays to a trick whose led card has
  play suit ``led``: the highest power wins, and a card of power 0 cannot win. Equal
  powers never meet except for identical identities, where the earlier card wins
  (CONVENTIONS.md), which :func:`trick_winner` gives by taking the first maximum.

Nothing here assumes a number of players or that turns go in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["follow_table", "trick_winner", "trump_power"]

Table = list[int]


def follow_table(play_suit: Sequence[int | None]) -> Table:
    """``follow[card]``: the mask of all cards whose play suit is that of ``card``.

    ``play_suit[card]`` is ``None`` for codes that are not cards of the deal.
    """
    by_suit: dict[int, int] = {}
    for card, suit in enumerate(play_suit):
        if suit is not None:
            by_suit[suit] = by_suit.get(suit, 0) | 1 << card
    return [0 if suit is None else by_suit[suit] for suit in play_suit]


def trump_power(
    play_suit: Sequence[int | None],
    order: Sequence[int],
    trump_for_led: Sequence[int | None],
) -> list[Table]:
    """Power tables for "a trump wins, else the highest card of the led suit".

    ``order[card]`` ranks cards within their play suit (higher wins);
    ``trump_for_led[led]`` is the trump suit when ``led`` is led, or ``None`` at no
    trump (a varying trump gives rules such as Ninety-Nine's Rondo).
    """
    tables = []
    for led, trump in enumerate(trump_for_led):
        table = []
        for card, suit in enumerate(play_suit):
            if suit is None:
                table.append(0)
            elif suit == trump:
                table.append(200 + order[card])
            elif suit == led:
                table.append(100 + order[card])
            else:
                table.append(0)
        tables.append(table)
    return tables


def trick_winner(cards: Sequence[int], power: Sequence[int]) -> int:
    """The index in ``cards`` (in play order) of the card that wins the trick."""
    best = -1
    winner = 0
    for index, card in enumerate(cards):
        value = power[card]
        if value > best:
            best = value
            winner = index
    return winner
