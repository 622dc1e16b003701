"""Cross-check of the Ninety-Nine engine (presets ``revised``, ``revised-4p``,
``revised-5p`` and ``penycook``) against an independent reference.

``tests/reference/n99.py`` is a slow, plain-strings implementation of the same rules,
written without reading the engine. The cross-check plays whole games through the public
API only and compares, at every step, the actor, the set of legal action texts and the
scores; the self-tests at the top check the reference on its own against the worked
examples and the scoring identities of ``rules/ninety-nine.md``.
"""

import random
from collections import Counter
from collections.abc import Sequence
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.reference.n99 import (
    CHANCE,
    NEXT_TRUMP,
    PACK,
    PREMIUM_BONUS,
    TRICKS,
    VARIANTS,
    RefError,
    RefGame,
    bid_value,
    deal_from_deck,
    final_scores,
    game_over,
    next_trump,
    parse_deal,
    random_deal_text,
    rank_strength,
    score_deal,
    successes,
    suit_of,
    trick_winner,
)

MAX_STEPS = 10_000  # a revised game ends within 34 deals of at most 35 actions each
ENDLESS_STEPS = 2_000  # how much of a game that may never end (revised-5p) is compared


def _guess(hand: Sequence[str], bid: str, ref: RefGame) -> int:
    """A rough count of the tricks that the cards kept after ``bid`` may win."""
    kept = [ref.identity(card) for card in hand if card not in bid.split(" ")[1:]]
    return sum(1 for card in kept if card != "JK" and rank_strength(card) >= rank_strength("QS"))


def choose_index(rng: random.Random, texts: Sequence[str], ref: RefGame) -> int:
    """Pick one of the legal action texts: random, but steered so that every path occurs.

    Uniform choices would end most games after two deals of failed premiums and would
    almost never see three successes (k = 3, clubs next: N99-TRUMP-3). So:

    - premium calls: `pass` at 60 %, otherwise mostly `declare` where it is allowed, so
      that deals without a premium, both kinds, and matches in the upgrade step
      (N99-PREM-9) all occur;
    - bids: mostly one whose value equals the number of A, K and Q kept in the hand;
    - play: mostly, a seat below its bid plays its strongest card, and a seat that has
      made its bid plays its weakest.

    The reference's state says what each seat bid. This only steers, it checks nothing;
    `test_reference_self_play_identities` checks that every path is reached.
    """
    if "pass" in texts and len(texts) > 1:
        if rng.random() < 0.6:
            return texts.index("pass")
        if "declare" in texts and rng.random() < 0.7:
            return texts.index("declare")
        return texts.index(rng.choice([text for text in texts if text != "pass"]))
    if ref.phase == "bid" and rng.random() < 0.75:
        hand = ref.hands[ref.to_move_seat()]
        fitting = [
            text
            for text in texts
            if bid_value(map(ref.identity, text.split(" ")[1:])) == _guess(hand, text, ref)
        ]
        if fitting:
            return texts.index(rng.choice(fitting))
    if ref.phase == "play" and rng.random() < 0.85:
        seat = ref.to_move_seat()
        trump = ref.trump

        def strength(text: str) -> tuple[bool, int]:
            card = ref.identity(text.split(" ")[1])
            if card == "JK":  # a joker turned up: no joker in play (N99-CARD-2)
                return (False, -1)
            return (suit_of(card) == trump, rank_strength(card))

        wants_tricks = ref.tricks_won[seat] < bid_value(map(ref.identity, ref.bids[seat]))
        return texts.index((max if wants_tricks else min)(texts, key=strength))
    return rng.randrange(len(texts))


# --- the reference on its own ----------------------------------------------------------


def test_n99_deal_11_canonical_deck_dealt_from_dealers_left() -> None:
    """N99-DEAL-2, N99-DEAL-7/8 and the example N99-DEAL-11."""
    assert deal_from_deck(PACK, dealer=0) == (
        "deal 0=QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D"
        " 1=AC JC 8C AH JH 8H AS JS 8S AD JD 8D"
        " 2=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"
    )


def test_n99_ex_1_no_premium_one_success() -> None:
    """N99-EX-1: bid values, k = 1, and spades next (N99-BID-4, N99-SCORE-4, N99-TRUMP-3)."""
    bids = [
        bid_value(["QC", "8S", "9D"]),
        bid_value(["AC", "10H", "7D"]),
        bid_value(["KS", "9S", "6D"]),
    ]
    assert bids == [4, 5, 2]
    tricks = [1, 5, 3]
    assert score_deal(bids, tricks, None, None) == (1, 35, 3)
    assert next_trump(bids, tricks) == "S"


def test_n99_ex_2_failed_reveal_pays_the_others() -> None:
    """N99-EX-2: the failed revealer's 60 goes to each other seat (N99-SCORE-8)."""
    bids = [
        bid_value(["7C", "6S", "8D"]),
        bid_value(["JC", "AS", "10D"]),
        bid_value(["9H", "7H", "6H"]),
    ]
    assert bids == [4, 4, 6]
    tricks = [4, 3, 2]
    points = score_deal(bids, tricks, 1, "reveal")
    assert points == (94, 3, 62)
    assert sum(points) == 159 == TRICKS + 30 + 2 * 60  # N99-INV-11
    assert next_trump(bids, tricks) == "S"


def test_n99_ex_11_end_of_target_game_with_bonus() -> None:
    """N99-EX-11: N99-GAME-2 ends the game at 100, N99-GAME-5 adds 100 to both leaders."""
    points = score_deal([5, 0, 3], [5, 0, 4], None, None)
    assert points == (25, 20, 4)
    totals = [before + gained for before, gained in zip((80, 85, 40), points, strict=True)]
    assert totals == [105, 105, 44]
    assert game_over(totals, 100)
    assert not game_over([99, 99, 44], 100)
    assert final_scores(totals) == (205, 205, 44)


def test_n99_ex_3_revised_4p_three_diamonds_count_as_ten() -> None:
    """N99-EX-3 (revised-4p): a bid of 0 succeeds with 0 or 10 tricks (N99-BID-5), and
    k = 2 makes hearts next (N99-TRUMP-3)."""
    four = VARIANTS["revised-4p"]
    bids = [
        bid_value(["KD", "5D", "2D"]),
        bid_value(["3S", "6D", "4D"]),
        bid_value(["JD", "10D", "9D"]),
        bid_value(["AC", "2H", "4S"]),
    ]
    assert bids == [0, 1, 0, 6]
    tricks = [10, 0, 0, 0]
    assert score_deal(bids, tricks, 0, "declare", four) == (60, 0, 20, 0)
    assert next_trump(bids, tricks, four) == "H"


def test_n99_ex_5_revised_5p_two_declarers_plus_and_minus_50() -> None:
    """N99-EX-5 (revised-5p): seats 0 and 3 declare (N99-PREM-14); the successful one
    scores +50, the failed one -50 and nobody else is affected (N99-SCORE-9); k = 3
    with the 5-player table, clubs next."""
    five = VARIANTS["revised-5p"]
    bids = [
        bid_value(["11H", "5D", "4D"]),
        bid_value(["12S", "3D", "2D"]),
        bid_value(["AD", "KD", "QD"]),
        bid_value(["2C", "9S", "10D"]),
        bid_value(["11C", "12H", "7D"]),
    ]
    assert bids == [2, 1, 0, 4, 5]
    tricks = [2, 1, 0, 3, 3]
    holders = [(0, "declare"), (3, "declare")]
    assert score_deal(bids, tricks, None, None, five, holders) == (82, 31, 30, -47, 3)
    assert next_trump(bids, tricks, five) == "C"


def test_n99_ex_6_the_maximum_is_99() -> None:
    """N99-EX-6 / N99-INV-12: a successful reveal with 9 tricks alone scores 99."""
    assert score_deal([9, 2, 2], [9, 0, 0], 0, "reveal") == (99, 0, 0)


def test_n99_ex_13_trick_winners() -> None:
    """N99-EX-13 rows for trump S and no trump, and two more (N99-WIN-1, N99-WIN-2)."""
    assert trick_winner(["10H", "AH", "6S"], "S") == 2
    assert trick_winner(["7C", "AH", "8C"], None) == 2
    # not from the examples: a trump on a club lead, and a trick with no trump in it
    assert trick_winner(["7C", "AH", "8C"], "H") == 1
    assert trick_winner(["10D", "6D", "AD"], "C") == 2


def _to_premium(dealer: int) -> RefGame:
    """A reference game at the first premium call of its first deal."""
    ref = RefGame(first_dealer=dealer)
    rng = random.Random(dealer)
    ref.apply(random_deal_text(rng, dealer))
    while ref.phase == "bid":
        ref.apply(sorted(ref.legal())[0])
    return ref


def _calls(ref: RefGame, calls: Sequence[tuple[int, str, set[str]]]) -> None:
    """Make each call after checking who calls and what that seat may call."""
    for seat, call, legal in calls:
        assert ref.to_move() == seat
        assert ref.legal() == legal
        ref.apply(call)


ALL_CALLS = {"pass", "declare", "reveal"}


def test_n99_ex_2_calls_reveal_overcalls_declare_which_passes() -> None:
    """N99-EX-2 calls: N99-PREM-8 (reveal ends the round), N99-PREM-9, N99-LEAD-1."""
    ref = _to_premium(dealer=2)
    _calls(ref, [(0, "declare", ALL_CALLS), (1, "reveal", {"pass", "reveal"})])
    _calls(ref, [(0, "pass", {"pass", "reveal"})])  # seat 2 never calls
    assert ref.phase == "play"
    assert ref.standing == (1, "reveal")
    assert ref.to_move() == 0

    # the variant: seat 0 matches in the upgrade step and holds the reveal alone
    ref = _to_premium(dealer=2)
    _calls(ref, [(0, "declare", ALL_CALLS), (1, "reveal", {"pass", "reveal"})])
    _calls(ref, [(0, "reveal", {"pass", "reveal"})])
    assert (ref.phase, ref.standing) == ("play", (0, "reveal"))


def test_n99_ex_15_revised_call_sequences() -> None:
    """N99-EX-15, the three `revised` rows (N99-PREM-5..11)."""
    ref = _to_premium(dealer=0)
    _calls(
        ref, [(1, "pass", ALL_CALLS), (2, "declare", ALL_CALLS), (0, "pass", {"pass", "reveal"})]
    )
    assert (ref.phase, ref.standing) == ("play", (2, "declare"))

    ref = _to_premium(dealer=0)
    _calls(ref, [(1, "declare", ALL_CALLS), (2, "reveal", {"pass", "reveal"})])
    _calls(ref, [(1, "reveal", {"pass", "reveal"})])  # the match; seat 0 never calls
    assert (ref.phase, ref.standing) == ("play", (1, "reveal"))

    ref = _to_premium(dealer=0)
    _calls(ref, [(1, "declare", ALL_CALLS), (2, "pass", {"pass", "reveal"})])
    _calls(ref, [(0, "reveal", {"pass", "reveal"}), (1, "pass", {"pass", "reveal"})])
    assert (ref.phase, ref.standing) == ("play", (0, "reveal"))

    ref = _to_premium(dealer=1)  # all pass: no holder
    _calls(ref, [(2, "pass", ALL_CALLS), (0, "pass", ALL_CALLS), (1, "pass", ALL_CALLS)])
    assert (ref.phase, ref.standing) == ("play", None)


def test_reference_rejects_illegal_and_non_canonical_texts() -> None:
    """The reference accepts only canonical legal texts, so the engine's formatter is checked."""
    ref = RefGame()
    text = random_deal_text(random.Random(1), 0)
    hands, _ = parse_deal(text)
    for bad in (
        text + " 3=AS",  # N99-DEAL-10: no other key
        text.replace(hands[0][0], hands[1][0]),  # a card twice, another missing
        "deal " + " ".join(f"{seat}={' '.join(reversed(hands[seat]))}" for seat in range(3)),
    ):
        with pytest.raises(RefError):
            ref.apply(bad)
    ref.apply(text)
    bid = sorted(ref.legal())[0]
    with pytest.raises(RefError):
        ref.apply("pass")
    with pytest.raises(RefError):
        ref.apply(" ".join([bid.split(" ")[0], *reversed(bid.split(" ")[1:])]))
    ref.apply(bid)


def _self_play(seed: int, first_dealer: int) -> RefGame:
    """Play one whole game on the reference alone and check it at every step."""
    rng = random.Random(seed)
    ref = RefGame(first_dealer=first_dealer)
    for _ in range(MAX_STEPS):
        if ref.is_over():
            return ref
        actor = ref.to_move()
        if actor == CHANCE:
            assert ref.legal() == set()
            ref.apply(random_deal_text(rng, ref.dealer))
        else:
            texts = sorted(ref.legal())
            assert texts
            ref.apply(texts[choose_index(rng, texts, ref)])
        if ref.phase not in ("deal", "over"):
            assert ref.all_cards() == list(PACK)  # N99-INV-1
    raise AssertionError(f"seed {seed}: no end after {MAX_STEPS} steps")


def _check_game(ref: RefGame, first_dealer: int) -> None:
    """N99-INV-7/9/10/11/12/14/15/16 and N99-GAME-5 on a finished reference game."""
    totals = [0, 0, 0]
    for number, deal in enumerate(ref.results):
        assert not game_over(totals)  # N99-INV-16: no deal after the target is reached
        assert deal.dealer == (first_dealer + number) % 3  # N99-INV-15
        if number == 0:
            assert deal.trump is None
        else:
            previous = ref.results[number - 1]
            assert deal.trump == NEXT_TRUMP[successes(previous.bids, previous.tricks)]
        assert sum(deal.tricks) == TRICKS  # N99-INV-7
        assert all(0 <= bid <= 9 for bid in deal.bids)  # N99-INV-8
        k = successes(deal.bids, deal.tricks)
        premium = 0
        if deal.holder is not None:
            assert deal.kind is not None
            held = deal.bids[deal.holder] == deal.tricks[deal.holder]
            premium = PREMIUM_BONUS[deal.kind] * (1 if held else 2)  # N99-INV-10
        bonus = (0, 30, 40, 30)[k]  # N99-INV-9: k * bid_bonus[k-1]
        assert sum(deal.points) == TRICKS + bonus + premium  # N99-INV-11
        assert all(0 <= p <= 99 for p in deal.points)  # N99-INV-12
        totals = [t + p for t, p in zip(totals, deal.points, strict=True)]
    assert game_over(totals)
    assert ref.totals == totals
    assert ref.scores() == tuple(t + 100 if t >= 100 else t for t in totals)  # N99-GAME-5


def test_reference_self_play_identities() -> None:
    """Random games on the reference alone obey the invariants, and the steering of
    `choose_index` reaches every path: each k, each trump, each premium outcome."""
    seen: Counter[str] = Counter()
    for seed in range(40):
        ref = _self_play(seed, first_dealer=seed % 3)
        _check_game(ref, first_dealer=seed % 3)
        for deal in ref.results:
            seen[f"k={successes(deal.bids, deal.tricks)}"] += 1
            seen[f"trump={deal.trump}"] += 1
            if deal.holder is None:
                seen["no premium"] += 1
            else:
                held = deal.bids[deal.holder] == deal.tricks[deal.holder]
                seen[f"{deal.kind} {'made' if held else 'failed'}"] += 1
                seen["upgrade match"] += deal.upgraded
    paths = [f"k={k}" for k in range(4)] + [f"trump={t}" for t in (None, "C", "H", "S", "D")]
    paths += ["no premium", "upgrade match", "declare made", "declare failed"]
    paths += ["reveal made", "reveal failed"]
    assert all(seen[path] > 0 for path in paths), seen


# --- the engine against the reference --------------------------------------------------


@pytest.fixture(scope="module")
def tricktake() -> ModuleType:
    module: ModuleType = pytest.importorskip(
        "tricktake", reason="the tricktake engine cannot be imported"
    )
    return module


def crosscheck_game(
    tt: ModuleType, seed: int, first_dealer: int, preset: str = "revised"
) -> RefGame:
    """Play one whole game of ``preset`` on the engine, mirrored step by step on the
    reference."""
    rng = random.Random(seed)
    game = tt.get_game("ninety-nine")
    rules = game.rules(preset)
    state = game.new(rules, first_dealer=first_dealer)
    ref = RefGame(first_dealer=first_dealer, variant=VARIANTS[preset])
    # a game with -50 declares may never end (DESIGN.md "Termination"): compare a part
    endless = game.info(rules).max_deals is None
    for step in range(ENDLESS_STEPS if endless else MAX_STEPS):
        where = f"{preset} seed={seed} first_dealer={first_dealer} step={step} {ref.phase}"
        assert game.is_over(state) == ref.is_over(), where
        assert tuple(game.scores(state)) == ref.scores(), where  # N99-SCORE-13
        if ref.is_over():
            assert game.to_move(state) is None, where
            return ref
        actor = game.to_move(state)
        if actor is tt.CHANCE:
            assert ref.to_move() == CHANCE, where
            action = game.deal(state, rng)
        else:
            assert actor == ref.to_move(), where
            legal = game.legal_actions(state)
            texts = [str(a) for a in legal]
            assert len(set(texts)) == len(texts), f"{where}: duplicate legal actions"
            expected = ref.legal()
            engine_only = sorted(set(texts) - expected)
            ref_only = sorted(expected - set(texts))
            assert not engine_only and not ref_only, (
                f"{where}: legal only in the engine {engine_only[:8]},"
                f" only in the reference {ref_only[:8]}"
            )
            action = legal[choose_index(rng, texts, ref)]
        text = str(action)
        assert game.parse_action(state, text) == action, f"{where}: {text!r}"
        assert game.format_action(action) == text, f"{where}: {text!r}"
        state = game.apply(state, action)
        ref.apply(text)
    if endless:
        return ref
    raise AssertionError(f"seed={seed}: no end after {MAX_STEPS} steps")


@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 1), (3, 2), (4, 0)])
def test_n99_crosscheck_revised_games(tricktake: ModuleType, seed: int, first_dealer: int) -> None:
    """Whole `revised` games agree with the reference at every step."""
    ref = crosscheck_game(tricktake, seed, first_dealer)
    _check_game(ref, first_dealer)


@pytest.mark.parametrize("preset", sorted(set(VARIANTS) - {"revised"}))
@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 1), (3, 2)])
def test_n99_crosscheck_other_presets(
    tricktake: ModuleType, preset: str, seed: int, first_dealer: int
) -> None:
    """Whole games of ``revised-4p``, ``revised-5p`` and ``penycook`` agree with the
    reference at every step (the 4-player pack, 10 tricks and a bid of 0 that succeeds
    with 10; five players, the 60-card pack and every seat's declare at ±50; no premium
    phase and a game to 150)."""
    ref = crosscheck_game(tricktake, seed, first_dealer, preset)
    assert ref.results, "a whole game was played"


@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    first_dealer=st.integers(0, 2),
    preset=st.sampled_from(sorted(VARIANTS)),
)
def test_n99_crosscheck_hypothesis(
    tricktake: ModuleType, seed: int, first_dealer: int, preset: str
) -> None:
    """Whole games of every preset of the reference, from any seed, agree with it at
    every step."""
    crosscheck_game(tricktake, seed, first_dealer, preset)
