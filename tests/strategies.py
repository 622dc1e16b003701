"""Hypothesis strategies and seeded random play-throughs, shared by every test.

A property draws a *seed* and plays a whole game (or its first deals) with
``random.Random(seed)``: one seed per example keeps examples cheap and reproducible,
where drawing every action with ``data.draw`` would make long games slow.

- :func:`game_presets` lists every registered game and every preset, for
  ``pytest.mark.parametrize`` (:func:`preset_params` gives the same with readable ids);
  :func:`games_and_presets` draws one of them.
- :func:`seeds` draws a seed; :func:`play_through` plays a game from a seed;
  :func:`random_games` draws a whole :class:`Playthrough`.
- The random player is uniform, except where a game registers a *policy* in
  :data:`POLICIES` that steers it into the interesting paths (Ninety-Nine: premium
  calls, bids that can succeed) so that those paths are exercised. A policy only
  chooses among the legal actions; it checks nothing.

Play each game once: the seed pool and the play-through cache
-------------------------------------------------------------

The generic property suite (``tests/properties/``) runs about twenty checks over every
``(game, preset)`` pair, each on random games. Playing a fresh game for every check and
every example would play each preset's games twenty times over, so two things make the
checks share their games:

- **The seed pool.** Under a profile that sets one (``ci``, see ``tests/conftest.py``),
  :func:`seeds` draws from a pool of random seeds chosen once per run
  (:func:`use_seed_pool`) instead of from all 2**32 seeds. A property with one argument
  ``seed`` then runs exactly once on each seed of the pool (Hypothesis tries each value
  of a small ``sampled_from`` once), so with a pool as large as ``max_examples`` every
  check sees as many distinct random games per preset as it did with fresh seeds, and
  every check sees *the same* games. The pool is new in every run (taken from
  :data:`SEED_POOL_ENV`, which ``tests/conftest.py`` sets to a random number, so that
  the pytest-xdist workers, which inherit it, share the pool); the run's value is
  printed in the pytest header and setting the variable replays a run's pool. The
  ``dev`` and ``deep`` profiles have no pool: they keep exploring fresh seeds.
- **The cache.** :func:`play_through` keeps the last :data:`CACHE_SIZE` play-throughs
  it played, keyed by game, preset, seed, first dealer and the cap on deals. Asked for
  a whole game, it plays it once to its end (or to :data:`BASE_MAX_DEALS` deals, or the
  ``max_deals`` asked for if more) and answers every later ``deals``/``max_deals``
  request for the same game as a prefix of that play: a play-through that stops after
  ``deals`` deals draws exactly the same random numbers up to there, so the prefix *is*
  that play-through (``test_cached_play_throughs_are_the_played_ones`` checks it).
  Asked for a few deals of a game it has not played whole, it plays and keeps just
  those deals (a seeded game that no check wants whole is never played whole). States, actions and
  rules are immutable values, so sharing them between checks is safe (the purity
  properties check that nothing changes them). Play-throughs with explicit ``rules``
  are not cached. The cache is per process: each pytest-xdist worker has its own.

Since the cache is bounded, ``tests/conftest.py`` orders the property tests by
``(game, preset)``: all the checks of one preset run one after the other, while that
preset's games are in the cache. A failure still names the preset, the seed (in the
``Playthrough`` text and in Hypothesis's falsifying example) and the rule id, and
``play_through(name, preset, seed)`` replays the game in any profile.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import random
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import strategies as st

import tricktake
from tricktake import testing
from tricktake.cards import Card, rank_of, suit_of
from tricktake.sampling import Slot
from tricktake.testing.playing import MAX_ACTIONS as MAX_PLAY_ACTIONS
from tricktake.units import Seat

__all__ = [
    "BASE_MAX_DEALS",
    "CACHE_SIZE",
    "FULL_GAMES",
    "MAX_ACTIONS",
    "POLICIES",
    "SAMPLED_STATES",
    "SEED_POOL_ENV",
    "Playthrough",
    "Policy",
    "checked_states",
    "clear_play_cache",
    "game_presets",
    "games_and_presets",
    "play_through",
    "play_uncached",
    "preset_params",
    "random_games",
    "seed_pool",
    "seeds",
    "spread_problems",
    "uniform",
    "use_seed_pool",
]

AnyGame = tricktake.engine.AnyGame

Policy = testing.Policy
"""``policy(game, state, legal, rng)``: one of ``legal`` (never empty)."""

MAX_ACTIONS = MAX_PLAY_ACTIONS
"""A play-through that has not ended after this many actions is a failure (a loop)."""


def game_presets() -> list[tuple[str, str]]:
    """Every ``(game name, preset)`` pair of every registered game."""
    return [
        (name, preset)
        for name in tricktake.games()
        for preset in tricktake.get_game(name).presets()
    ]


def preset_params() -> list[Any]:
    """:func:`game_presets` as ``pytest.param`` values with ids such as ``ninety-nine/revised``."""
    return [pytest.param(name, preset, id=f"{name}/{preset}") for name, preset in game_presets()]


def games_and_presets() -> st.SearchStrategy[tuple[str, str]]:
    """One ``(game name, preset)`` pair of any registered game."""
    return st.sampled_from(game_presets())


SEED_POOL_ENV = "TRICKTAKE_SEED_POOL"
"""The environment variable holding the number from which a run's seed pool is drawn
(``tests/conftest.py`` sets it to a random number unless it is set already)."""

_seed_pool: tuple[int, ...] | None = None


def use_seed_pool(size: int | None) -> None:
    """Make :func:`seeds` draw from a pool of ``size`` seeds (``None``: from every seed).

    The pool is drawn from the number in :data:`SEED_POOL_ENV` (a random one if unset),
    so that every process of a run, and a later run given the same number, has the same
    pool. Call it before the test modules are imported (``tests/conftest.py`` does)."""
    global _seed_pool
    if size is None:
        _seed_pool = None
        return
    number = os.environ.get(SEED_POOL_ENV)
    rng = random.Random(int(number) if number else None)
    _seed_pool = tuple(rng.sample(range(2**32), size))


def seed_pool() -> tuple[int, ...] | None:
    """The seeds that :func:`seeds` draws from, or ``None`` when it draws any seed."""
    return _seed_pool


def seeds() -> st.SearchStrategy[int]:
    """A seed for ``random.Random``: one of the run's :func:`seed_pool` if there is one
    (shared by every property, so that they check the same cached games), else any."""
    if _seed_pool is not None:
        return st.sampled_from(_seed_pool)
    return st.integers(min_value=0, max_value=2**32 - 1)


@dataclasses.dataclass(frozen=True)
class Playthrough(testing.Playthrough):
    """The conformance kit's :class:`tricktake.testing.Playthrough` of a game played under
    a named ``preset`` (``capped``: stopped at ``max_deals`` with the game not over;
    ``stopped``: stopped after the requested number of deals)."""

    preset: str = ""

    def __repr__(self) -> str:
        return (
            f"<Playthrough {self.game.name}/{self.preset} seed={self.seed} "
            f"first_dealer={self.first_dealer} actions={len(self.actions)}>"
        )


uniform = testing.uniform


BASE_MAX_DEALS = 50
"""The cap on deals of the play that the cache keeps (more if a caller asks for more)."""

CACHE_SIZE = 64
"""How many whole plays :func:`play_through` keeps (the least recently used goes first):
more than a seed pool's games of one preset, which the property tests use in turn."""

_CacheKey = tuple[str, str, int, Seat | None, int]
_cache: OrderedDict[_CacheKey, tuple[Playthrough, tuple[int, ...]]] = OrderedDict()
_ShortKey = tuple[str, str, int, Seat | None, int, int]
_short: OrderedDict[_ShortKey, Playthrough] = OrderedDict()


def clear_play_cache() -> None:
    """Forget every cached play (for the tests of the cache)."""
    _cache.clear()
    _short.clear()


def play_through(
    name: str,
    preset: str,
    seed: int,
    *,
    deals: int | None = None,
    max_deals: int = BASE_MAX_DEALS,
    first_dealer: Seat | None = None,
    rules: Any = None,
) -> Playthrough:
    """Play game ``name`` under ``preset`` (or ``rules``) with ``random.Random(seed)``.

    The game is played to its end, or until ``deals`` deals have been played (the
    play-through then stops at the next chance node, so the last state holds the
    last deal's scoring), or until ``max_deals`` deals when the game has not ended by
    then (``capped``). ``first_dealer`` is drawn from the seed unless given.

    Without ``rules``, the result comes from the cache of whole plays (see the module's
    docstring): equal to what :func:`play_uncached` returns for the same arguments.
    """
    if rules is not None:
        return play_uncached(
            name,
            preset,
            seed,
            deals=deals,
            max_deals=max_deals,
            first_dealer=first_dealer,
            rules=rules,
        )
    base_cap = max(max_deals, BASE_MAX_DEALS)
    key: _CacheKey = (name, preset, seed, first_dealer, base_cap)
    entry = _cache.get(key)
    if entry is None and deals is not None:
        # No whole play yet: play (and keep) only the deals asked for, which costs
        # less than a whole game where no other check wants the rest of it.
        short: _ShortKey = (name, preset, seed, first_dealer, deals, max_deals)
        partial = _short.get(short)
        if partial is None:
            partial = _short[short] = play_uncached(
                name, preset, seed, deals=deals, max_deals=max_deals, first_dealer=first_dealer
            )
            while len(_short) > CACHE_SIZE:
                _short.popitem(last=False)
        else:
            _short.move_to_end(short)
        return partial
    if entry is None:
        whole = play_uncached(name, preset, seed, max_deals=base_cap, first_dealer=first_dealer)
        chance = tuple(
            i
            for i, state in enumerate(whole.states)
            if whole.game.to_move(state) is tricktake.CHANCE
        )
        entry = _cache[key] = (whole, chance)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    whole, chance = entry
    # The loop of play_uncached stops at the chance node after `stop` deals; the whole
    # play has that node unless it ended before (then it is the answer as it is).
    stop = max_deals if deals is None else min(deals, max_deals)
    if stop >= len(chance):
        return whole
    end = chance[stop]
    stopped = deals is not None and deals <= max_deals
    return dataclasses.replace(
        whole,
        actions=whole.actions[:end],
        states=whole.states[: end + 1],
        capped=not stopped,
        stopped=stopped,
    )


def play_uncached(
    name: str,
    preset: str,
    seed: int,
    *,
    deals: int | None = None,
    max_deals: int = BASE_MAX_DEALS,
    first_dealer: Seat | None = None,
    rules: Any = None,
) -> Playthrough:
    """:func:`play_through` played afresh, without the cache: the kit's
    :func:`tricktake.testing.play` with the game's steering policy."""
    game = tricktake.get_game(name)
    if rules is None:
        rules = game.rules(preset)
    played = testing.play(
        game,
        rules,
        seed,
        deals=deals,
        max_deals=max_deals,
        first_dealer=first_dealer,
        policy=POLICIES.get(name, uniform),
    )
    fields = {f.name: getattr(played, f.name) for f in dataclasses.fields(played)}
    return Playthrough(**fields, preset=preset)


def random_games(
    name: str, preset: str, *, deals: int | None = None, max_deals: int = 50
) -> st.SearchStrategy[Playthrough]:
    """A :class:`Playthrough` of game ``name`` under ``preset`` from a drawn seed."""
    return seeds().map(
        lambda seed: play_through(name, preset, seed, deals=deals, max_deals=max_deals)
    )


# --- policies: steered random players ---------------------------------------------------

# Ninety-Nine suit values by suit number C D H S (N99-BID-4); only used to steer.
_N99_SUIT_VALUE = (3, 0, 2, 1)
_N99_TRUMP_SUIT = {"C": 0, "D": 1, "H": 2, "S": 3}
_HIGH = 12  # rank number of Q: Q, K and A count as likely tricks when steering bids


def _n99_value(cards: Sequence[int]) -> int:
    return sum(_N99_SUIT_VALUE[suit_of(Card(c))] for c in cards if c < 64)


def _n99_high(card: int) -> bool:
    """Whether ``card`` counts as a likely trick when steering bids (Q, K, A)."""
    return card < 64 and rank_of(Card(card)) >= _HIGH


@functools.cache
def _n99_weight(card: int) -> int:
    """A bid card's suit value plus one if it is high: a bid fits a hand when its cards'
    weights add up to the hand's high cards."""
    return _n99_value((card,)) + _n99_high(card)


def _n99_policy(game: AnyGame, state: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """Ninety-Nine: uniform choices end most games after two deals of failed premiums and
    rarely see successes, so:

    - premium calls: ``pass`` 60 % of the time, otherwise mostly ``declare`` where it
      is allowed (no premium, both kinds and the upgrade match all occur);
    - bids: mostly one whose value is the number of Q, K and A kept;
    - play: mostly, a hand below its bid tries to win the trick and one that has made
      its bid tries to lose it (:func:`_n99_play`).

    ``test_n99_random_player_reaches_every_path`` checks that this reaches every
    success count, every mode and every premium outcome.
    """
    from tricktake.ninety_nine import Call, Phase, Play

    phase = state.phase
    slam = _n99_slam(state, legal)
    if slam is not None:
        return slam
    if phase is Phase.PREMIUM:
        calls = [c for c in legal if c.kind is not None]
        if calls and (rng.random() < 0.4 or Call(None) not in legal):
            declares = [c for c in calls if c.kind.value == "declare"]
            if declares and rng.random() < 0.7:
                return rng.choice(declares)
            return rng.choice(calls)
        return Call(None)
    if phase is Phase.BID and rng.random() < 0.9:
        # The bid's value equals the high cards kept, the hand's less the bid's own:
        # its value plus its high cards equals the hand's high cards.
        high = sum(1 for c in state.hand(state.actor) if _n99_high(c))
        fitting = [bid for bid in legal if sum(map(_n99_weight, bid.cards)) == high]
        if fitting:
            return rng.choice(fitting)
    if phase is Phase.PLAY and rng.random() < 0.5:  # a snap where there is one (N99-PLAY-7)
        snaps = [a for a in legal if isinstance(a, Play) and a.snap]
        if snaps:
            return rng.choice(snaps)
    if phase is Phase.PLAY and rng.random() < 0.9:
        hand = state.order[len(state.trick)]
        plays = [a for a in legal if isinstance(a, Play) and not a.snap and a.card < 64]
        if plays:
            wants = state.tricks_won()[hand] < _n99_value(state.bid_cards(hand))
            return _n99_play(state, plays, wants)
    return uniform(game, state, legal, rng)


_SLAM_HIGH = 5  # aces and kings that make a hand try for a slam


def _n99_slam(state: Any, legal: Sequence[Any]) -> Any:
    """Steering for a slam (N99-BID-5: three diamonds, value 0, also succeed with all T
    tricks where ``T - 3b - 1 >= 0``): a hand with three diamonds and at least four aces
    and kings bids them; while it has won every trick, it plays its strongest card and
    every other hand its weakest. ``None`` where no slam is on."""
    from tricktake.ninety_nine import Bid, Phase

    rules = state.rules
    if rules.tricks - 3 * rules.bid_cards - 1 < 0 or rules.unbidden:
        return None
    if state.phase is Phase.BID:
        held = state.hand(state.actor)
        if sum(1 for c in held if c < 64 and rank_of(c) >= _HIGH + 1) < _SLAM_HIGH:
            return None
        diamonds = [c for c in held if c < 64 and suit_of(c) == 1][: rules.bid_cards]
        if len(diamonds) < rules.bid_cards:
            return None
        bid = Bid(sum(1 << c for c in diamonds))
        return bid if bid in legal else None
    if state.phase is not Phase.PLAY:
        return None
    won = state.tricks_won()
    done = len(state.tricks)
    slammers = [
        x
        for x in range(rules.hands)
        if state.bids[x]
        and _n99_value(state.bid_cards(x)) == 0
        and won[x] == done
        and (done or sum(1 for c in state.hand(x) if c < 64 and rank_of(c) >= _HIGH + 1) >= 3)
    ]
    plays = [a for a in legal if not getattr(a, "snap", False) and a.card < 64]
    if not slammers or not plays:
        return None
    hand = state.order[len(state.trick)]
    slammer = slammers[0]
    if hand == slammer:  # its strongest on the lead, else its cheapest winner
        return _n99_play(state, plays, True)
    if slammer in state.order[: len(state.trick)]:  # its card played: stay below it
        return _n99_play(state, plays, False)
    trump = _N99_TRUMP_SUIT.get(state.mode.value)
    return min(plays, key=lambda p: (suit_of(p.card) == trump, rank_of(p.card)))


def _n99_play(state: Any, plays: Sequence[Any], wants: bool) -> Any:
    """A hand that wants the trick plays its cheapest winning card (its strongest on
    the lead), else its weakest; one that does not plays its strongest losing card."""
    trump = _N99_TRUMP_SUIT.get(state.mode.value)

    def power(card: Card, led: int) -> int:  # 0: cannot win (suit/no-trump modes only)
        if suit_of(card) == trump:
            return 32 + rank_of(card)
        return 16 + rank_of(card) if suit_of(card) == led else 0

    def strength(play: Any) -> tuple[bool, int]:
        return (suit_of(play.card) == trump, rank_of(play.card))

    if not state.trick or state.trick[0] >= 64:  # on the lead, or after a joker's
        return (max if wants else min)(plays, key=strength)
    led = suit_of(state.trick[0])
    best = max(power(c, led) for c in state.trick if c < 64)
    winning = [p for p in plays if power(p.card, led) > best]
    losing = [p for p in plays if power(p.card, led) <= best]
    if wants:
        return min(winning, key=strength) if winning else min(plays, key=strength)
    return max(losing, key=strength) if losing else min(plays, key=strength)


def _nap_policy(game: AnyGame, state: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """Nap: uniform bidding almost never throws a deal in and mostly ends in a failed
    nap or wellington, so in bidding ``pass`` is chosen 60 % of the time (four passes:
    about one deal in eight) and otherwise a bid, weaker ones likelier; play stays
    uniform. The first deal of a game is never thrown in (its dealer bids when all the
    others passed), so that every play-through of a deal or two plays cards.
    ``test_nap_random_player_reaches_every_path`` checks what this reaches."""
    if state.phase.value == "bidding" and len(legal) > 1:
        last = len(state.bids) == state.rules.players - 1
        all_passed = all(contract is None for _, contract in state.bids)
        keep = state.deal_number == 0 and last and all_passed
        if rng.random() < 0.6 and not keep:
            return legal[0]  # pass (NAP-BID-12: listed first)
        bids = legal[1:]
        return bids[min(int(rng.random() * len(bids)), int(rng.random() * len(bids)))]
    return uniform(game, state, legal, rng)


POLICIES: dict[str, Policy] = {"ninety-nine": _n99_policy, "nap": _nap_policy}
"""Steering policies by game name; games without one are played uniformly."""


@st.composite
def spread_problems(draw: st.DrawFn) -> tuple[int, list[Slot]]:
    """A problem small enough to count by brute force for
    :class:`tricktake.sampling.Spreader`: at most six cards (a mask) and one to four
    slots whose sizes add up to the number of cards (now and then one more or less,
    which no assignment fits). A slot allows every card (a free slot, sometimes with
    cards outside the problem too), the cards of some suits, or any subset."""
    cards = draw(st.lists(st.integers(0, 63), max_size=6, unique=True))  # suit << 4 | rank
    mask = sum(1 << c for c in cards)
    count = draw(st.integers(1, 4))
    cuts = sorted(
        draw(st.lists(st.integers(0, len(cards)), min_size=count - 1, max_size=count - 1))
    )
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, len(cards)], strict=True)]
    if draw(st.integers(0, 9)) == 0:
        sizes[draw(st.integers(0, count - 1))] += draw(st.sampled_from((-1, 1)))
    slots: list[Slot] = []
    for size in sizes:
        kind = draw(st.sampled_from(("free", "suits", "subset")))
        if kind == "free":
            allowed = mask | draw(st.integers(0, 2**64 - 1))
        elif kind == "suits":
            suits = draw(st.sets(st.integers(0, 3)))
            allowed = sum(1 << c for c in cards if suit_of(Card(c)) in suits)
        else:
            allowed = sum(1 << c for c in cards if draw(st.booleans()))
        slots.append(Slot(size, allowed))
    return mask, slots


FULL_GAMES = 5
"""Under a seed pool (the ``ci`` profile), the games of the pool's first five seeds have
every state's views checked, the others :func:`checked_states`' sample; with fresh seeds
(the ``dev`` and ``deep`` profiles), every state of every game."""

SAMPLED_STATES = 12
"""How many random states a sampled game adds to its first, its last and those after
each deal."""


def checked_states(playthrough: Playthrough) -> list[int]:
    """The indexes of the states of ``playthrough`` whose views are checked: all of them,
    or, for a game of a seed pool beyond its first :data:`FULL_GAMES` seeds, the first
    state, the last, each state after a deal (a new deal's first view) and
    :data:`SAMPLED_STATES` random ones (drawn from the seed). The deal's whole play is
    checked in the full games, and every check still meets every preset's every phase
    in them: the sample only keeps a ``ci`` run's twenty games per preset quick."""
    count = len(playthrough.states)
    pool = seed_pool()
    if pool is None or playthrough.seed in pool[:FULL_GAMES]:
        return list(range(count))
    format_action = playthrough.game.format_action
    dealt = {
        index + 1
        for index, action in enumerate(playthrough.actions)
        if format_action(action).startswith("deal")
    }
    drawn = random.Random(playthrough.seed).sample(range(count), min(count, SAMPLED_STATES))
    return sorted({0, count - 1, *dealt, *drawn})
