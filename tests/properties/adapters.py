"""What the generic invariant suite needs to know about each game: the :class:`Adapter`
base, its optional trick part (:class:`TrickAdapter`) and the helpers of the checks.

The property tests in this folder are written once, against the ``Game`` protocol, and
run over every registered game and every preset. What the public API answers itself
(the seats, the pack, the piles, the bounds of ``game.info``, the outcome, the events)
they read from it. What it cannot answer — the game's own reading of its rules document:
its pack and piles as an independent oracle, its per-state invariants and score
identities, its legal actions, which cards a seat may not see — comes from the game's
adapter, one module per game (``tests/ninety_nine/adapter.py``), registered by name
in ``tests/properties/registry.py``. Each adapter is an *independent oracle*: it reads
the rules document and the state's documented attributes, never the engine's tables;
where the game's reference (``tests/<game>/reference.py``, written from the same
document) has a rule (a trick winner, a score, a payout), the adapter asks it.

Adding a game means writing one module with an adapter class and adding it to
``registry.ADAPTERS``; a trick game's adapter also implements :class:`TrickAdapter`. An
adapter writes each rule check once, under its rule id (into its :class:`Checks`), and
what every game's adapter does alike is here once: the deals to probe
(:func:`deal_probes`: the broken deals of a deal action, :class:`DealEdit`, and a random
well-formed deal, :func:`dealt_at_random`), the piles in the pack's order
(:func:`pack_piles`), the checks of who acts, who deals and who wins. This module
imports no game module, so there is no import cycle.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

import tricktake
from tricktake.cards import JOKER, Card, card_text, cards_of, mask_of
from tricktake.units import Seat

__all__ = [
    "Adapter",
    "AnyGame",
    "Check",
    "Checks",
    "DealEdit",
    "GameCheck",
    "InfoCheck",
    "Probe",
    "RuleChecks",
    "RuleTable",
    "StateCheck",
    "TrickAdapter",
    "check_actor",
    "check_dealers",
    "check_top_winners",
    "deal_probes",
    "dealt_at_random",
    "event_texts",
    "is_card",
    "multiset",
    "options_of",
    "pack_piles",
    "per_rules",
    "run_checks",
    "view_where",
    "won_cards",
]

AnyGame = tricktake.engine.AnyGame

Check = Callable[[AnyGame, Any, Any], None]
"""``check(game, before, after)``: raises AssertionError naming its rule if it fails."""

StateCheck = Callable[[AnyGame, Any], None]
"""``check(game, state)``: an invariant of one state."""

GameCheck = Callable[[AnyGame, Sequence[Any]], None]
"""``check(game, states)``: an identity of a whole game, given all its states."""

InfoCheck = Callable[[AnyGame, Any], None]
"""``check(game, rules)``: ``game.info(rules)`` agrees with the rules document."""

Probe = tuple[Any, bool | None]
"""An action to try, and whether it must be legal (``None``: iff ``legal_actions`` has it)."""

_Check = TypeVar("_Check", bound=Callable[..., None])
_Variant = TypeVar("_Variant")


class RuleTable(dict[str, _Check]):
    """Checks of one kind by rule id, each entered where it is written (:meth:`rule`)."""

    def rule(self, rule_id: str) -> Callable[[_Check], _Check]:
        """A decorator that enters the check it decorates under ``rule_id`` (once)."""

        def enter(check: _Check) -> _Check:
            assert rule_id not in self, f"{rule_id} is checked twice"
            self[rule_id] = check
            return check

        return enter


@dataclass(frozen=True)
class Checks:
    """The checks of one game's rules document by kind, each under its rule id: each
    adapter module fills its own, ``@CHECKS.state.rule("NAP-INV-3 hand sizes")`` above
    the check."""

    #: ``check(game, rules)``: what the document says of ``game.info(rules)``.
    info: RuleTable[InfoCheck] = field(default_factory=RuleTable[InfoCheck])
    #: ``check(game, state)``: per-state invariants.
    state: RuleTable[StateCheck] = field(default_factory=RuleTable[StateCheck])
    #: ``check(game, before, after)``: identities of one scored deal.
    deal: RuleTable[Check] = field(default_factory=RuleTable[Check])
    #: ``check(game, states)``: identities of a whole game.
    game: RuleTable[GameCheck] = field(default_factory=RuleTable[GameCheck])


class RuleChecks:
    """The rule checks of an adapter, answered from its :class:`Checks` (``checks``),
    in the order the adapter module writes them."""

    checks: Checks

    def info_checks(self) -> dict[str, InfoCheck]:
        """What the rules document says of ``game.info(rules)`` (the seats, the bounds),
        by rule id."""
        return dict(self.checks.info)

    def state_checks(self) -> dict[str, StateCheck]:
        """Per-state invariants of the rules document (pile sizes, tricks), by rule id."""
        return dict(self.checks.state)

    def deal_checks(self) -> dict[str, Check]:
        """Identities of one scored deal (``check(game, before, after)``), by rule id."""
        return dict(self.checks.deal)

    def game_checks(self) -> dict[str, GameCheck]:
        """Identities of a whole game, given all its states, by rule id."""
        return dict(self.checks.game)


class Adapter(RuleChecks):
    """The per-game knowledge of the invariant suite. Every method of its own is
    required (``test_adapters.py``), and its checks (:class:`RuleChecks`) hold at least
    one check of each kind; a trick game's adapter also implements :class:`TrickAdapter`."""

    name: str = ""

    # --- card conservation (DESIGN "Card conservation")
    def pack(self, rules: Any) -> tuple[Card, ...]:
        """Every card of the pack of ``rules`` in canonical order, from the rules document
        (``game.info(rules).pack`` must be equal)."""
        raise NotImplementedError

    def piles(self, state: Any) -> dict[str, tuple[Card, ...]]:
        """Every pile of ``state`` by the rules document's names, read from the state's
        documented attributes (``game.piles(state)`` must be equal)."""
        raise NotImplementedError

    # --- legality (DESIGN "Legality")
    def probes(self, game: AnyGame, state: Any, rng: random.Random) -> list[Probe]:
        """Actions to try in ``state``: legal and illegal ones of every kind."""
        raise NotImplementedError

    def legal_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """The legal actions by the rules document wherever the oracle knows them (card
        plays and the other decisions), or ``None``."""
        raise NotImplementedError

    # --- score identities (DESIGN "Score sums")
    def deal_scored(self, before: Any, after: Any) -> bool:
        """Whether the transition ``before -> after`` scored a deal."""
        raise NotImplementedError

    # --- views (DESIGN "No leaks")
    def hidden(self, state: Any, seat: int | None) -> dict[int, frozenset[Card]]:
        """The cards of the current deal that ``seat`` may not see, by the hand holding
        them (``seat=None``: hidden from the public)."""
        raise NotImplementedError

    def swappable(self, state: Any, first: Card, second: Card) -> bool:
        """Whether exchanging two hidden cards between two hands (in the deal and in every
        action that names them) changes nothing but where those two cards are."""
        raise NotImplementedError

    def check_view(
        self, game: AnyGame, state: Any, seat: Seat | None, view: Any, data: Mapping[str, Any]
    ) -> None:
        """The view of ``seat`` shows its own cards exactly and the public cards, and
        shows no hidden card where the rules hide it (the generic view checks, such as
        its seat, are the suite's own). ``view`` is ``game.view(state, seat)`` and
        ``data`` its ``game.to_json(view)``, computed once by the caller (which checks
        that they are the seat's and that a second view is equal)."""
        raise NotImplementedError

    def current_deal_json(self, state: Any, data: Mapping[str, Any]) -> object:
        """The part of ``game.to_json(view)`` that describes the current deal (cards of
        earlier deals may reappear elsewhere, e.g. in past results)."""
        raise NotImplementedError


class TrickAdapter(Adapter):
    """The trick part of an adapter: a game played in tricks implements it too (a game
    without tricks, such as Newmarket, does not)."""

    def follow_oracle(self, game: AnyGame, state: Any) -> frozenset[Any] | None:
        """The legal card plays by the follow rule, or ``None`` where no card is played."""
        raise NotImplementedError


def run_checks(checks: Mapping[str, Callable[..., None]], *args: Any, where: str = "") -> None:
    """Run every check; a failure names the rule id and ``where``."""
    for rule, check in checks.items():
        try:
            check(*args)
        except AssertionError as error:
            raise AssertionError(f"{rule} ({where}): {error}") from error


def multiset(piles: Mapping[str, Sequence[Card]]) -> Counter[Card]:
    """All the cards of ``piles``, counted."""
    counts: Counter[Card] = Counter()
    for pile in piles.values():
        counts.update(pile)
    return counts


# --- what every game's adapter does alike ---------------------------------------------


def is_card(code: int) -> bool:
    """Whether ``code`` is the code of a card (of any pack)."""
    try:
        card_text(Card(code))
    except ValueError:
        return False
    return True


def options_of(variant: type[_Variant], rules: Any) -> _Variant:
    """A game's reference's reading of the engine's ``rules``: its ``Variant``
    dataclass of the same options by name (an enum by its value)."""
    values = {f.name: getattr(rules, f.name) for f in dataclasses.fields(variant)}  # type: ignore[arg-type]
    return variant(**{k: v.value if isinstance(v, enum.Enum) else v for k, v in values.items()})


_SelfT = TypeVar("_SelfT")
_Value = TypeVar("_Value")
_Args = ParamSpec("_Args")


def per_rules(
    method: Callable[Concatenate[_SelfT, _Args], _Value],
) -> Callable[Concatenate[_SelfT, _Args], _Value]:
    """An adapter's method of the rules alone (its ``pack``), computed once per rules:
    rules are frozen values, and the checks ask for it at every state they visit."""
    known: dict[Any, _Value] = {}

    @functools.wraps(method)
    def cached(self: _SelfT, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Value:
        (rules,) = tuple(args) + tuple(kwargs.values())  # the one argument
        try:
            return known[rules]
        except KeyError:
            value = known[rules] = method(self, *args, **kwargs)
            return value

    return cached


def won_cards(tricks: Iterable[Any], seat: int) -> list[Card]:
    """The cards of the completed ``tricks`` that ``seat`` won (``trick.winner``)."""
    return [card for trick in tricks if trick.winner == seat for card in trick.cards]


def pack_piles(
    pack: Sequence[Card],
    piles: Mapping[str, Iterable[Card]],
    ordered: Mapping[str, Sequence[Card]],
) -> dict[str, tuple[Card, ...]]:
    """A state's piles by name: each of ``piles`` in the order of ``pack``, each of
    ``ordered`` (a trick, the cards played) as it is, and ``undealt``: the cards of the
    pack in no pile."""
    chosen = {name: set(cards) for name, cards in piles.items()}
    out = {name: tuple(c for c in pack if c in cards) for name, cards in chosen.items()}
    out |= {name: tuple(cards) for name, cards in ordered.items()}
    placed = {card for pile in out.values() for card in pile}
    out["undealt"] = tuple(card for card in pack if card not in placed)
    return out


def dealt_at_random(pack: Sequence[Card], sizes: Sequence[int], rng: random.Random) -> list[int]:
    """The pack shuffled and dealt into piles of ``sizes`` (as masks), its rest as one
    more pile: a well-formed deal, to be offered where none is due."""
    deck = list(pack)
    rng.shuffle(deck)
    piles: list[int] = []
    for size in sizes:
        piles.append(mask_of(deck[:size]))
        deck = deck[size:]
    return [*piles, mask_of(deck)]


@dataclass(frozen=True)
class DealEdit:
    """A deal action's piles of cards (its ``hands``, then the masks of its ``extra``
    fields), two of them ``a`` and ``b`` and a card ``x`` of ``a`` and ``y`` of ``b``,
    drawn at random (:meth:`draw`): the edits of the deal that make a deal again or
    break it."""

    deal: Any
    extra: tuple[str, ...]
    piles: tuple[int, ...]
    a: int
    b: int
    x: int
    y: int

    @classmethod
    def draw(cls, deal: Any, rng: random.Random, extra: Sequence[str] = ()) -> DealEdit:
        """Two piles of ``deal`` and a card of each, drawn with ``rng``."""
        piles = (*deal.hands, *(getattr(deal, name) for name in extra))
        a, b = rng.sample(range(len(piles)), 2)
        x = rng.choice(cards_of(piles[a]))
        y = rng.choice(cards_of(piles[b]))
        return cls(deal, tuple(extra), piles, a, b, x, y)

    def with_piles(self, *changes: tuple[int, int], **fields: Any) -> Any:
        """The deal with pile ``i`` set to ``mask`` for each change ``(i, mask)``, and
        its other ``fields`` replaced."""
        new = list(self.piles)
        for index, mask in changes:
            new[index] = mask
        n = len(self.deal.hands)
        extra = dict(zip(self.extra, new[n:], strict=True))
        return dataclasses.replace(self.deal, hands=tuple(new[:n]), **extra | fields)

    def broken(self) -> list[Probe]:
        """A card of ``a`` exchanged with one of ``b`` (still a deal), and deals that
        break it: a card moved from ``a`` to ``b`` (wrong sizes), a card missing, a card
        dealt twice and another not at all, a hand missing, a hand too many."""
        piles, a, b, bx, by = self.piles, self.a, self.b, 1 << self.x, 1 << self.y
        hands = tuple(self.deal.hands)
        return [
            (self.with_piles((a, piles[a] ^ bx ^ by), (b, piles[b] ^ by ^ bx)), True),
            (self.with_piles((a, piles[a] ^ bx), (b, piles[b] | bx)), False),
            (self.with_piles((a, piles[a] ^ bx)), False),
            (self.with_piles((b, piles[b] ^ by | bx)), False),
            (dataclasses.replace(self.deal, hands=hands[:-1]), False),
            (dataclasses.replace(self.deal, hands=(*hands, 0)), False),
        ]

    def foreign(
        self, pack: Sequence[Card], rng: random.Random, *, joker: bool = True
    ) -> list[Probe]:
        """A card of ``a`` replaced by a card from outside ``pack``, if there is one (the
        joker among them unless ``joker`` is false: a game whose deal actions cannot
        name it)."""
        codes = range(JOKER + 1) if joker else range(JOKER)
        outside = [code for code in codes if code not in pack and is_card(code)]
        if not outside:
            return []
        bz = 1 << rng.choice(outside)
        return [(self.with_piles((self.a, self.piles[self.a] ^ 1 << self.x | bz)), False)]


def deal_probes(
    game: AnyGame,
    state: Any,
    rng: random.Random,
    broken: Callable[[Any], list[Probe]],
    elsewhere: Probe,
) -> list[Probe]:
    """The deal actions to try in ``state``: where a deal is due the sampled deal and
    ``broken(deal)``, its rearrangements and broken versions; elsewhere ``elsewhere``,
    a well-formed deal."""
    if game.to_move(state) is not tricktake.CHANCE:
        return [elsewhere]
    deal = game.deal(state, rng)
    return [(deal, True), *broken(deal)]


def event_texts(game: AnyGame, state: Any) -> list[str]:
    """The text of every event of ``state`` (the public log)."""
    return [str(event) for event in game.events(state)]


def check_actor(game: AnyGame, state: Any, *, dealing: bool, over: bool) -> int | None:
    """Chance is to move where a deal is due (``dealing``), nobody once the game is
    ``over`` (and it is over), else a seat of the game: which is returned (``None``
    for chance and nobody)."""
    actor = game.to_move(state)
    if dealing:
        assert actor is tricktake.CHANCE, f"{actor} moves where a deal is due"
        return None
    if over:
        assert actor is None and game.is_over(state), f"{actor} moves once over"
        return None
    assert isinstance(actor, int) and 0 <= actor < state.rules.players, actor
    return actor


def check_dealers(state: Any) -> None:
    """Deal ``k`` of the results (from 0) was dealt by ``first_dealer + k``: the deal
    passes to the left."""
    n = state.rules.players
    for k, result in enumerate(state.results):
        assert result.dealer == (state.first_dealer + k) % n, f"dealer of deal {k + 1}"


def check_top_winners(game: AnyGame, final: Any, scores: Sequence[int]) -> None:
    """Once over, the winners are every seat with the highest of ``scores``, and the
    last event, ``end``, names them."""
    outcome = game.outcome(final)
    if outcome is None:
        return
    top = max(scores)
    winners = tuple(s for s, score in enumerate(scores) if score == top)
    assert outcome.winners == winners, (outcome, scores)
    assert event_texts(game, final)[-1] == f"end winners={','.join(map(str, winners))}"


def view_where(game: AnyGame, state: Any, seat: Seat | None, view: Any) -> str:
    """Where a view check is (its seat and phase), once the view's events are checked
    to be the seat's (``game.events(state, seat)``)."""
    where = f"view of seat {seat} in phase {state.phase.value}"
    assert view.events == game.events(state, seat), f"{where}: events"
    return where
