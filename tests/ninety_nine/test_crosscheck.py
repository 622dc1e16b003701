"""Cross-check of the Ninety-Nine engine against an independent reference, for every
preset that both play (``ENGINE`` below; the reference plays all of §7.2).

``tests/ninety_nine/reference.py`` is a slow, plain-strings implementation of every preset of
§7.2 of the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``), written from the document without reading the engine.
The cross-check plays whole games through the public API only and compares, at every
step, the actor, the set of legal action texts and the scores; the self-tests at the top
check the reference on its own against the worked examples and the scoring identities
(the scored deals of the examples run on both sides in ``tests/ninety_nine/test_examples.py``).
"""

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tricktake
from tests.ninety_nine.reference import (
    INV_12_PRESETS,
    NAUGHTY_NUN,
    NEXT_TRUMP,
    PACK,
    PREMIUM_BONUS,
    REVISED,
    VARIANTS,
    VARIANTS_EXTRA,
    RefError,
    RefGame,
    Variant,
    bid_value,
    deal_from_deck,
    deal_text,
    final_scores,
    game_over,
    next_trump,
    parse_deal,
    random_deal_text,
    rank_strength,
    settlement,
    sort_cards,
    succeeded,
    success_set,
    successes,
    trick_winner,
)
from tests.ninety_nine.sides import ref_calls, ref_to_premium
from tests.reference.crosscheck import chance_due, legal_texts, read_back
from tests.reference.turns import CHANCE

SLAM_HIGH = 4  # aces and kings held for a slam bid (three diamonds, T tricks)
MAX_STEPS = 10_000  # a revised game ends within 34 deals of at most 35 actions each
ENDLESS_STEPS = 2_000  # how much of a game that may never end (revised-5p) is compared

# The presets that the engine plays; the cross-check runs over those the reference plays.
ENGINE = set(tricktake.get_game("ninety-nine").presets())
CROSSCHECKED = sorted(set(VARIANTS) & ENGINE)
# The variants of VARIANTS_EXTRA as an engine preset and options.
EXTRA_OPTIONS: dict[str, tuple[str, dict[str, object]]] = {
    "revised+rubber": ("revised", {"rubber_games": 3}),
    "revised-2p+rubber": ("revised-2p", {"rubber_games": 3}),
    "naughty-nun+first-played": ("naughty-nun", {"snap_tiebreak": "first_played"}),
    # N99-BGA-12: BGA's scoring styles 2, 3 and 4
    "bga+style-2": ("bga", {"game_bonus": "none"}),
    "bga-diamonds-4p+style-3": ("bga-diamonds-4p", {"game_bonus": "none", "rubber_wins": 3}),
    "bga-standard+style-3": ("bga-standard", {"game_bonus": "none", "rubber_wins": 3}),
    "bga-standard-4p+style-4": (
        "bga-standard-4p",
        {"game_bonus": "none", "game_end": "deals", "deals_per_game": 9, "rubber_games": 1},
    ),
}

# §7.2 of the Ninety-Nine rules (``src/tricktake/rulebook/ninety-nine.rst``), written out.
DOCUMENT_PRESETS = {
    "revised",
    "revised-4p",
    "revised-5p",
    "revised-2p",
    "free-premium",
    "original",
    "original-early",
    "original-4p",
    "original-4p-no-premium",
    "original-5p",
    "original-5p-52",
    "original-2p",
    "original-2p-reveal",
    "original-2p-24",
    "original-2p-24-reveal",
    "wiki",
    "unbidden",
    "sphinx",
    "penycook",
    "naughty-nun",
    "naughty-nun-2p",
    "naughty-nun-4p",
    "nine-trump",
    "bga",
    "bga-diamonds",
    "bga-standard",
    "bga-4p",
    "bga-diamonds-4p",
    "bga-standard-4p",
}


def _guess(hand: Sequence[str], bid: str, ref: RefGame) -> int:
    """A rough count of the tricks that the cards kept after ``bid`` may win."""
    kept = [ref.identity(card) for card in hand if card not in bid.split(" ")[1:]]
    return sum(1 for card in kept if card != "JK" and rank_strength(card) >= rank_strength("QS"))


def _cards(text: str, ref: RefGame) -> list[str]:
    """The identities of the cards of a bid text; empty if one is a turned-up joker."""
    cards = [ref.identity(card) for card in text.split(" ")[1:]]
    return [] if "JK" in cards else cards


def _high(cards: Sequence[str], ref: RefGame) -> int:
    """How many aces and kings ``cards`` hold."""
    return sum(1 for card in map(ref.identity, cards) if card[:-1] in ("A", "K"))


def _target(ref: RefGame, hand: int) -> int:
    """The tricks that ``hand`` aims at: its bid value; in unbidden play, the number it
    announced, else the value of the three weakest cards it will keep (N99-UNB-5)."""
    if not ref.variant.unbidden:
        return bid_value(map(ref.identity, ref.bids[hand]))
    number = ref.numbers().get(hand)
    if number is not None:
        return number
    kept = sorted(ref.hands[hand], key=lambda card: rank_strength(ref.identity(card)))
    return bid_value(kept[: ref.variant.bid_cards])


def _slamming(ref: RefGame, hand: int) -> bool:
    """Whether ``hand`` bid a value whose complement is T (three diamonds with four
    players, N99-BID-5) and still may take every trick with a strong hand."""
    variant = ref.variant
    if variant.unbidden or len(ref.bids[hand]) != variant.bid_cards:
        return False
    values = success_set(bid_value(map(ref.identity, ref.bids[hand])), variant)
    if len(values) < 2 or variant.tricks not in values:
        return False
    done = sum(ref.tricks_won)
    return ref.tricks_won[hand] == done and (
        done > 0 or _high(ref.hands[hand], ref) >= SLAM_HIGH - 1
    )


def _wins(ref: RefGame, texts: Sequence[str]) -> bool:
    """Whether the last of the cards of the trick so far and ``texts`` wins them."""
    cards = [ref.identity(card) for _, card, _ in ref.trick]
    snaps = [snap for _, _, snap in ref.trick]
    cards += [ref.identity(text.split(" ")[1]) for text in texts]
    snaps += [text.endswith(" snap") for text in texts]
    index = trick_winner(cards, ref.trump, snaps, ref.variant.snap_first_played)
    return index == len(cards) - 1


def _slam_play(
    ref: RefGame, texts: Sequence[str], slammer: int, strength: Callable[[str], tuple[bool, int]]
) -> str:
    """Steering for a slam (N99-BID-5: three diamonds and all T tricks): the slammer
    leads its strongest card and follows with its weakest winning card; a hand after it
    plays its strongest card that does not beat the slammer's, a hand before it its
    weakest card that the slammer can still beat."""
    hand = ref.hand_due()
    played = [owner for owner, _, _ in ref.trick]
    if hand == slammer:
        if not ref.trick:
            return max(texts, key=strength)
        winning = [text for text in texts if _wins(ref, [text])]
        last = len(ref.trick) == ref.hand_count - 1
        return (min if last and winning else max)(winning or texts, key=strength)
    if slammer in played:
        seat = played.index(slammer)
        safe = [text for text in texts if not _wins(ref, [text])]
        # the slammer's card still wins when no later card beats it
        safe = [
            text
            for text in safe
            if trick_winner(
                [ref.identity(c) for _, c, _ in ref.trick] + [ref.identity(text.split(" ")[1])],
                ref.trump,
            )
            == seat
        ]
        return max(safe, key=strength) if safe else min(texts, key=strength)
    led = ref.play_suit(ref.trick[0][1]) if ref.trick else None
    own = ref.hands[slammer]

    def beatable(text: str) -> bool:
        suit = led or ref.play_suit(text.split(" ")[1])
        follow = [card for card in own if ref.play_suit(card) == suit] or own
        return any(_wins(ref, [text, "play " + card]) for card in follow)

    fitting = [text for text in texts if beatable(text)]
    return min(fitting or texts, key=strength)


def choose_index(rng: random.Random, texts: Sequence[str], ref: RefGame) -> int:
    """Pick one of the legal action texts: random, but steered so that every path occurs.

    Uniform choices would end most games after two deals of failed premiums and would
    almost never see three successes (k = 3, clubs next: N99-TRUMP-3). So:

    - premium calls: `pass` at 60 %, otherwise mostly `declare` where it is allowed, so
      that deals without a premium, both kinds, and matches in the upgrade step
      (N99-PREM-9) all occur; unbidden numbers are mostly the count of A, K and Q held;
    - bids: mostly one whose value equals the number of A, K and Q kept in the hand;
      with a strong hand and three diamonds where 0 also means T, those (a slam);
    - play: a `snap` where one is legal, mostly; otherwise, mostly, a hand below its
      bid plays its strongest card, and a hand that has made its bid its weakest; when a
      hand goes for a slam, it plays its strongest and every other hand its weakest;
    - Sphinx `trump` and `lead` choices are uniform.

    The reference's state says what each hand bid. This only steers, it checks nothing;
    `test_reference_self_play_identities` and `test_reference_every_preset_self_play`
    check that every path is reached.
    """
    if "pass" in texts and len(texts) > 1:
        if rng.random() < 0.6:
            return texts.index("pass")
        if "declare" in texts and rng.random() < 0.7:
            return texts.index("declare")
        calls = [text for text in texts if text != "pass"]
        if ref.variant.unbidden:  # N99-UNB-2: a number near the strength held
            held = ref.hands[ref.to_move_seat()]
            guess = min(_guess(held, "", ref), ref.variant.tricks)
            fitting = [text for text in calls if text.split(" ")[-1] in (str(guess), "open")]
            calls = fitting or calls
        return texts.index(rng.choice(calls))
    if ref.phase == "bid" and rng.random() < 0.75:
        held = ref.hands[ref.to_move_seat()]
        variant = ref.variant
        if variant.tricks - 3 * variant.bid_cards - 1 >= 0 and _high(held, ref) >= SLAM_HIGH:
            diamonds = [
                text for text in texts if _cards(text, ref) and bid_value(_cards(text, ref)) == 0
            ]
            if diamonds:  # N99-BID-5: 0 also succeeds with T tricks; keep the best
                low = min(diamonds, key=lambda text: sum(map(rank_strength, _cards(text, ref))))
                return texts.index(low)
        fitting = [
            text
            for text in texts
            if bid_value(map(ref.identity, text.split(" ")[1:])) == _guess(held, text, ref)
        ]
        if fitting:
            return texts.index(rng.choice(fitting))
    if ref.phase == "play":
        snaps = [text for text in texts if text.endswith(" snap")]
        if snaps and rng.random() < 0.8:  # N99-PLAY-7
            return texts.index(rng.choice(snaps))
    if ref.phase != "play":
        return rng.randrange(len(texts))
    hand = ref.hand_due()
    trump = ref.trump

    def strength(text: str) -> tuple[bool, int]:
        card = ref.identity(text.split(" ")[1])
        if card == "JK":  # a joker turned up: no joker in play (N99-CARD-2)
            return (False, -1)
        return (ref.play_suit(card) == trump, rank_strength(card))

    slammer = [other for other in range(ref.hand_count) if _slamming(ref, other)]
    if slammer:
        return texts.index(_slam_play(ref, texts, slammer[0], strength))
    if rng.random() < 0.85:
        wants_tricks = ref.tricks_won[hand] < _target(ref, hand)
        return texts.index((max if wants_tricks else min)(texts, key=strength))
    return rng.randrange(len(texts))


# --- the reference on its own ----------------------------------------------------------


# N99-COMP-10: n, dummy, P, h, H, b, T, u per preset
COMPONENTS = {
    (
        "revised",
        "free-premium",
        "unbidden",
        "sphinx",
        "penycook",
        "naughty-nun",
        "bga",
        "bga-diamonds",
        "bga-standard",
    ): (3, False, 36, 3, 12, 3, 9, 0),
    ("revised-4p", "naughty-nun-4p", "bga-4p", "bga-diamonds-4p", "bga-standard-4p"): (
        (4, False, 52, 4, 13, 3, 10, 0)
    ),
    ("revised-5p",): (5, False, 60, 5, 12, 3, 9, 0),
    ("revised-2p",): (2, True, 36, 3, 12, 3, 9, 0),
    ("original", "original-early", "wiki", "nine-trump"): (3, False, 37, 3, 12, 3, 9, 1),
    ("original-4p", "original-4p-no-premium"): (4, False, 53, 4, 13, 3, 10, 1),
    ("original-5p",): (5, False, 61, 5, 12, 3, 9, 1),
    ("original-5p-52",): (5, False, 52, 5, 10, 2, 8, 2),
    ("original-2p", "original-2p-reveal"): (2, True, 37, 3, 12, 3, 9, 1),
    ("original-2p-24", "original-2p-24-reveal"): (2, False, 25, 2, 12, 3, 9, 1),
    ("naughty-nun-2p",): (2, False, 24, 2, 12, 3, 9, 0),
}


def test_n99_comp_10_components_of_every_preset() -> None:
    """N99-COMP-10 for every preset, and N99-OPT-2's checks that the reference relies on
    (a turn-up iff trump_rule = turnup, the joker only with u = 1, len(bid_bonus) = h)."""
    rows = {name: row for names, row in COMPONENTS.items() for name in names}
    assert set(rows) == set(VARIANTS)
    for name, v in VARIANTS.items():
        sizes = (len(v.pack), v.hand_count, v.hand_size, v.bid_cards, v.tricks, v.turned)
        derived = (v.players, v.dummy, *sizes)
        assert derived == rows[name], name
        assert (v.turned >= 1) == (v.trump_rule == "turnup"), name
        assert not v.joker or v.turned == 1, name
        assert len(v.bid_bonus) == v.hand_count, name
        assert "open" not in v.premium_rank or v.unbidden, name


def test_n99_deal_11_canonical_deck_dealt_from_dealers_left() -> None:
    """N99-DEAL-2, N99-DEAL-7/8 and the example N99-DEAL-11."""
    assert deal_from_deck(PACK, dealer=0) == (
        "deal 0=QC 9C 6C QH 9H 6H QS 9S 6S QD 9D 6D"
        " 1=AC JC 8C AH JH 8H AS JS 8S AD JD 8D"
        " 2=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"
    )


def test_n99_deal_12_original_2p_dummy_deal() -> None:
    """N99-DEAL-12: the dummy receives last in each round, its last 3 cards are its bid
    (N99-DEAL-2/4/7), the 37th card is turned up; the reference reads it back."""
    variant = VARIANTS["original-2p"]
    assert variant.pack[-1] == "JK"
    text = deal_from_deck(variant.pack, dealer=1, variant=variant)
    assert text == (
        "deal 0=AC JC 8C AH JH 8H AS JS 8S AD JD 8D 1=KC 10C 7C KH 10H 7H KS 10S 7S KD 10D 7D"
        " turnup=JK dummy=QC 9C 6C QH 9H 6H QS 9S 6S dummybid=QD 9D 6D"
    )
    hands, turnup, dummy_bid = parse_deal(text, variant)
    assert [len(hand) for hand in hands] == [12, 12, 9]  # N99-DEAL-10
    assert (turnup, dummy_bid) == (["JK"], ["QD", "9D", "6D"])
    ref = RefGame(first_dealer=1, variant=variant)
    ref.apply(text)
    assert ref.trump is None  # N99-TRUMP-4: a turned-up joker is no trump
    assert ref.bids[2] == ["QD", "9D", "6D"]  # N99-BID-7
    for bad in (
        text.replace(" dummybid=QD 9D 6D", ""),  # N99-DEAL-10: the dummy's bid is due
        text.replace("dummy=QC", "dummy=QD 9D 6D QC").replace(" dummybid=QD 9D 6D", ""),
    ):
        with pytest.raises(RefError):
            RefGame(first_dealer=1, variant=variant).apply(bad)


def test_n99_ex_13_trick_winners() -> None:
    """N99-EX-13 with the joker (N99-CARD-1/3/4) and in the pack of 60 (the rows
    themselves: ``tests/ninety_nine/test_examples.py``)."""
    ref = RefGame(variant=VARIANTS["original"])
    ref.turnup = ["QS"]
    assert trick_winner([ref.identity(c) for c in ("AH", "JK", "KS")], "S") == 2
    ref.turnup = ["9H"]
    assert trick_winner([ref.identity(c) for c in ("AH", "JK", "KH")], "N") == 1
    assert trick_winner([ref.identity(c) for c in ("9S", "JK", "9C")], "N") == 2
    assert trick_winner(["10S", "11S", "12S", "2S", "9S"], None) == 2  # pack 60
    # not from the examples: a trump on a club lead, a trick with no trump in it, and
    # Whistle and Flute and Top Dog with the led suit beaten
    assert trick_winner(["7C", "AH", "8C"], "H") == 1
    assert trick_winner(["10D", "6D", "AD"], "C") == 2
    assert trick_winner(["6C", "AH", "7C"], "whistle_and_flute") == 2
    assert trick_winner(["KD", "AD", "AC"], "top_dog") == 2


def test_n99_ex_13_snap_in_play() -> None:
    """N99-PLAY-7 / N99-INV-4 through a game: ``play c snap`` is legal only in the snap
    deal (deal 9 of naughty-nun, N99-TRUMP-7), not on the lead, only for a legal card
    of the led card's rank; the two tiebreaks of N99-WIN-6."""
    for name, winner in (("naughty-nun", 0), ("naughty-nun+first-played", 2)):
        variant = {**VARIANTS, **VARIANTS_EXTRA}[name]
        ref = RefGame(variant=variant)
        ref.deal_number = 8  # the ninth deal of the game: snap
        hands = [
            ["8C", "AC", "KC", "QC", "JC", "10C", "9C", "7C", "6C", "AD", "KD", "QD"],
            ["8H", "AH", "KH", "QH", "JH", "10H", "9H", "7H", "6H", "JD", "10D", "9D"],
            ["8S", "AS", "KS", "QS", "JS", "10S", "9S", "7S", "6S", "8D", "7D", "6D"],
        ]
        ref.apply(deal_text(hands))
        assert ref.trump == "snap"
        for bid in ("bid JD 10D 9D", "bid 8D 7D 6D", "bid AD KD QD"):
            ref.apply(bid)
        for _ in range(3):
            ref.apply("pass")
        assert ref.to_move() == 1  # N99-LEAD-1: the dealer's left
        assert not any(text.endswith("snap") for text in ref.legal())  # not on the lead
        ref.apply("play 8H")
        assert ref.legal() == {"play " + card for card in hands[2][:9]} | {"play 8S snap"}
        ref.apply("play 8S snap")
        assert "play 8C snap" in ref.legal() and "play AC snap" not in ref.legal()
        ref.apply("play 8C snap")
        assert ref.tricks_won == ([1, 0, 0] if winner == 0 else [0, 0, 1])
        assert not any(text.endswith("snap") for text in ref.legal())  # on the lead


ALL_CALLS = {"pass", "declare", "reveal"}


def test_n99_sphinx_mode_carries_over_without_a_holder() -> None:
    """N99-SPHX-3: no holder keeps the previous deal's mode; N99-PHASE-2 skips TRUMP."""
    ref = ref_to_premium(0, VARIANTS["sphinx"])
    ref_calls(
        ref, [(1, "pass", ALL_CALLS), (2, "declare", ALL_CALLS), (0, "pass", {"pass", "reveal"})]
    )
    ref.apply("trump H")
    while ref.phase != "deal":
        ref.apply(sorted(ref.legal())[0])
    ref.apply(random_deal_text(random.Random(5), ref.dealer, ref.variant))
    for _ in range(3):
        ref.apply("pass")
    assert (ref.phase, ref.trump) == ("bid", "H")


def test_n99_original_early_revealer_names_the_leader() -> None:
    """N99-LEAD-2, N99-PHASE-2: under the early rules a reveal holder names any seat,
    itself included, to lead trick 1; without a reveal there is no LEAD phase."""
    variant = VARIANTS["original-early"]
    ref = ref_to_premium(0, variant)
    ref_calls(ref, [(1, "reveal", ALL_CALLS)])
    assert ref.phase == "lead" and ref.to_move() == 1
    assert ref.legal() == {"lead 0", "lead 1", "lead 2"}
    ref.apply("lead 0")
    assert (ref.phase, ref.to_move()) == ("play", 0)
    ref = ref_to_premium(0, variant)
    ref_calls(ref, [(1, "declare", ALL_CALLS), (2, "pass", {"pass", "reveal"})])
    ref_calls(ref, [(0, "pass", {"pass", "reveal"})])
    assert (ref.phase, ref.to_move()) == ("play", 1)


def test_n99_naughty_nun_mode_schedule() -> None:
    """N99-TRUMP-7 (N99-AMB-37): the modes of deals 1..9 of a naughty-nun game, with no
    trump at deal 5 (nines under nine_trumps, N99-TRUMP-2)."""
    ref = _self_play(3, 0, VARIANTS["naughty-nun"], Counter())
    assert [deal.trump for deal in ref.results] == list(NAUGHTY_NUN)
    ref = _self_play(3, 0, replace(VARIANTS["naughty-nun"], nines=True), Counter())
    assert ref.results[4].trump == "N"


def test_reference_rejects_illegal_and_non_canonical_texts() -> None:
    """The reference accepts only canonical legal texts, so the engine's formatter is checked."""
    ref = RefGame()
    text = random_deal_text(random.Random(1), 0)
    hands, _, _ = parse_deal(text)
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


# --- self-play ---------------------------------------------------------------------------


def _endless(variant: Variant) -> bool:
    """A target game with -50 declares may never end (the docs' Conventions page, *Invariants*: termination)."""
    return variant.deals is None and variant.minus


def _self_play(seed: int, first_dealer: int, variant: Variant, seen: Counter[str]) -> RefGame:
    """Play one whole match on the reference alone, check it at every step, and count
    in ``seen`` the special paths it takes."""
    rng = random.Random(seed)
    ref = RefGame(first_dealer=first_dealer, variant=variant)
    pack = sort_cards(variant.pack)
    for _ in range(ENDLESS_STEPS if _endless(variant) else MAX_STEPS):
        if ref.is_over():
            return ref
        actor = ref.to_move()
        if actor == CHANCE:
            assert ref.legal() == set()
            ref.apply(random_deal_text(rng, ref.dealer, variant))
        else:
            texts = sorted(ref.legal())
            assert texts
            if ref.phase == "play" and not ref.trick and ref.hand_due() == ref.dummy:
                seen["dummy leads"] += 1  # N99-DUMMY-5
            text = texts[choose_index(rng, texts, ref)]
            words = text.split(" ")
            if words[0] in ("lead", "trump") or words[-1] == "snap":
                seen[f"{words[0]} {words[-1]}"] += 1
            if variant.unbidden and words[0] == "reveal":
                seen["reveal N"] += 1
            if words[0] == "lead" and int(words[1]) != actor:
                seen["lead another seat"] += 1
            ref.apply(text)
        if ref.phase not in ("deal", "over"):
            assert ref.all_cards() == pack  # N99-INV-1
            assert len(ref.trick) < ref.hand_count  # N99-INV-2
    if _endless(variant):
        return ref
    raise AssertionError(f"seed {seed}: no end after {MAX_STEPS} steps")


def _premium_total(variant: Variant, bonuses: Sequence[tuple[int, bool]], h: int) -> int:
    """N99-INV-10 from the holders' bonuses and successes."""
    made = sum(bonus for bonus, ok in bonuses if ok)
    failed = [bonus for bonus, ok in bonuses if not ok]
    if variant.minus:
        return made - sum(failed)
    return made + sum(failed) * (h - len(failed))


def _at_most_99(variant: Variant) -> bool:
    """N99-INV-12: 3 hands, T = 9 and bonuses of at most bid 30, declare 30, open 30 and
    reveal 60."""
    limits = {"declare": 30, "open": 30, "reveal": 60}
    return (
        (variant.hand_count, variant.tricks) == (3, 9)
        and not variant.minus
        and max(variant.bid_bonus) <= 30
        and all(variant.premium_bonus[kind] <= limits[kind] for kind in variant.premium_rank)
    )


def test_n99_inv_12_presets() -> None:
    """N99-INV-12 names exactly the presets that its condition selects."""
    assert {name for name, variant in VARIANTS.items() if _at_most_99(variant)} == INV_12_PRESETS


def _check_game(ref: RefGame, first_dealer: int) -> None:
    """N99-INV-7..16, N99-GAME-1..12 and N99-SCORE-13 on a finished reference match."""
    variant = ref.variant
    n, h, t = variant.players, variant.hand_count, variant.tricks
    no_trump = "N" if variant.nines else None
    first_mode = "D" if variant.first_deal_diamonds else no_trump  # N99-BGA-6
    finals: list[tuple[int, ...]] = []
    games = ref.game if variant.rubber_wins else variant.rubber_games
    for game in range(games):
        deals = [deal for deal in ref.results if deal.game == game]
        totals = [0] * h  # N99-GAME-1
        for number, deal in enumerate(deals):
            assert deal.number == number
            if variant.deals is None:  # N99-INV-16: no deal after the target is reached
                assert not game_over(totals, variant.target)
            assert deal.dealer == (first_dealer + game + number) % n  # N99-INV-15
            previous = deals[number - 1] if number else None
            if variant.trump_rule == "previous_success":  # N99-INV-14
                numbers = dict(previous.numbers) if previous else {}
                expected = (
                    next_trump(previous.bids, previous.tricks, variant, numbers)
                    if previous
                    else first_mode
                )
                assert deal.trump == expected
            elif variant.trump_rule == "naughty_nun":
                assert deal.trump == (NAUGHTY_NUN[number] or no_trump)
            elif variant.trump_rule == "premium_choice" and deal.holder is None:
                assert deal.trump == (previous.trump if previous else no_trump)  # N99-SPHX-3
            assert sum(deal.tricks) == t  # N99-INV-7
            assert all(0 <= bid <= 3 * variant.bid_cards for bid in deal.bids)  # N99-INV-8
            numbers = dict(deal.numbers)
            ok = [
                succeeded(bid, won, variant, numbers.get(hand))
                for hand, (bid, won) in enumerate(zip(deal.bids, deal.tricks, strict=True))
            ]
            k = sum(ok)
            bonus = k * variant.bid_bonus[k - 1] if k else 0  # N99-INV-9
            if variant.multiple:
                assert deal.holder is None
            else:
                assert len(deal.holders) <= 1
                assert deal.holders == (((deal.holder, deal.kind),) if deal.kind else ())
            held = [(variant.premium_bonus[kind], ok[seat]) for seat, kind in deal.holders]
            premium = _premium_total(variant, held, h)  # N99-INV-10
            assert sum(deal.points) == t + bonus + premium  # N99-INV-11
            if _at_most_99(variant):
                assert all(0 <= p <= 99 for p in deal.points)  # N99-INV-12
            if not variant.minus:
                assert all(p >= 0 for p in deal.points)  # N99-INV-13
            totals = [total + p for total, p in zip(totals, deal.points, strict=True)]
        if variant.deals is not None:
            assert len(deals) == variant.deals  # N99-INV-16
        else:
            assert game_over(totals, variant.target)
        final = final_scores(totals, variant)
        assert ref.game_finals[game] == final  # N99-GAME-7
        if variant.game_bonus == "reached_target":  # N99-GAME-5
            assert all(
                f == s + (100 if s >= 100 else 0) for f, s in zip(final, totals, strict=True)
            )
        if variant.game_bonus == "by_count":  # N99-BGA-20: c bonuses of table[c-1]
            c = sum(1 for s in totals if s >= 100)
            bonus = c * variant.game_bonus_table[c - 1] if c else 0
            assert sum(final) - sum(totals) == bonus
        assert sum(settlement(totals, variant)) == 0  # N99-INV-19
        finals.append(final)
    expected_scores = tuple(sum(final[seat] for final in finals) for seat in range(n))
    if variant.rubber_wins:  # N99-BGA-15, N99-BGA-20
        w = variant.rubber_wins
        wins = ref.target_wins()
        assert w <= len(ref.game_finals) <= n * (w - 1) + 1
        assert max(wins) == w
        assert ref.scores() == tuple(100 * won for won in wins)
        return
    assert len(ref.game_finals) == variant.rubber_games  # N99-GAME-12
    assert ref.scores() == expected_scores  # N99-SCORE-13, N99-GAME-11


def test_reference_self_play_identities() -> None:
    """Random `revised` games on the reference alone obey the invariants, and the
    steering of `choose_index` reaches every path: each k, each trump, each premium
    outcome."""
    seen: Counter[str] = Counter()
    for seed in range(40):
        ref = _self_play(seed, seed % 3, REVISED, Counter())
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
    assert NEXT_TRUMP[3] == "C" and PREMIUM_BONUS["reveal"] == 60


SELF_PLAY_SEEDS = 4


@pytest.mark.parametrize("name", sorted(VARIANTS) + sorted(VARIANTS_EXTRA))
def test_reference_every_preset_self_play(name: str) -> None:
    """Whole matches of every preset (and of the extra option combinations, rubbers
    among them) on the reference alone obey the invariants of §8."""
    variant = {**VARIANTS, **VARIANTS_EXTRA}[name]
    for seed in range(SELF_PLAY_SEEDS):
        first_dealer = seed % variant.players
        ref = _self_play(seed, first_dealer, variant, Counter())
        if not _endless(variant) or ref.is_over():
            _check_game(ref, first_dealer)


def test_n99_game_9_to_12_rubber() -> None:
    """N99-GAME-9..12, N99-SCORE-13: three games; game g's first dealer is
    (first_dealer + g) mod n, totals restart at 0 and the first deal is at no trump;
    scores() are the current game's totals while in progress, the sum of the final
    game scores once over."""
    variant = VARIANTS_EXTRA["revised+rubber"]
    rng = random.Random(7)
    ref = RefGame(first_dealer=2, variant=variant)
    starts: list[tuple[int, int, tuple[int, ...], str | None]] = []
    while not ref.is_over():
        if ref.to_move() == CHANCE:
            if ref.deal_number == 0:
                starts.append((ref.game, ref.dealer, ref.scores(), ref.trump))
            ref.apply(random_deal_text(rng, ref.dealer, variant))
        else:
            texts = sorted(ref.legal())
            ref.apply(texts[choose_index(rng, texts, ref)])
            if not ref.is_over():
                assert ref.scores() == tuple(ref.totals)
    assert starts == [(0, 2, (0, 0, 0), None), (1, 0, (0, 0, 0), None), (2, 1, (0, 0, 0), None)]
    assert len(ref.game_finals) == 3
    assert ref.scores() == tuple(map(sum, zip(*ref.game_finals, strict=True)))
    _check_game(ref, first_dealer=2)


def test_reference_steering_reaches_the_special_paths() -> None:
    """`choose_index` reaches every special path of the presets: an unbidden `reveal N`
    (N99-UNB-2), a Sphinx `trump NT` (N99-SPHX-2), a snap (N99-PLAY-7), a dummy-led trick
    (N99-DUMMY-5), a `lead S` (N99-LEAD-2) to another seat, and a 10-trick success with
    three diamonds in a four-player preset (N99-BID-5)."""
    seen: Counter[str] = Counter()
    plays = {
        "unbidden": 2,
        "sphinx": 2,
        "naughty-nun": 6,
        "naughty-nun-4p": 4,
        "revised-2p": 2,
        "original-early": 6,
        "revised-4p": 8,
        "original-4p": 8,
    }
    for name, count in plays.items():
        variant = VARIANTS[name]
        for seed in range(count):
            ref = _self_play(seed, seed % variant.players, variant, seen)
            for deal in ref.results:
                if variant.players == 4 and any(
                    bid == 0 and won == 10 for bid, won in zip(deal.bids, deal.tricks, strict=True)
                ):
                    seen["three diamonds make 10"] += 1
    for path in ("reveal N", "trump NT", "play snap", "dummy leads", "three diamonds make 10"):
        assert seen[path] > 0, (path, seen)
    assert seen["lead another seat"] > 0, seen


# --- the engine against the reference --------------------------------------------------


def test_reference_covers_every_engine_preset() -> None:
    """Every preset the engine plays is cross-checked: none is left out by the
    intersection below."""
    assert set(VARIANTS) >= ENGINE, sorted(ENGINE - set(VARIANTS))


def test_reference_covers_every_preset_of_the_document() -> None:
    """The reference plays every preset of §7.2."""
    assert set(VARIANTS) >= DOCUMENT_PRESETS, sorted(DOCUMENT_PRESETS - set(VARIANTS))
    assert set(VARIANTS) == DOCUMENT_PRESETS


def crosscheck_game(
    tt: ModuleType,
    seed: int,
    first_dealer: int,
    preset: str = "revised",
    extra: str | None = None,
) -> RefGame:
    """Play one whole game of ``preset`` on the engine, mirrored step by step on the
    reference; ``extra`` names a variant of ``VARIANTS_EXTRA`` instead, played on the
    engine as the preset and options of ``EXTRA_OPTIONS``."""
    rng = random.Random(seed)
    options: dict[str, object] = {}
    if extra is not None:
        preset, options = EXTRA_OPTIONS[extra]
    variant = VARIANTS[preset] if extra is None else VARIANTS_EXTRA[extra]
    first_dealer %= variant.players
    game = tt.get_game("ninety-nine")
    rules = game.rules(preset, **options)
    state = game.new(rules, first_dealer=first_dealer)
    ref = RefGame(first_dealer=first_dealer, variant=variant)
    # a game with -50 declares may never end (the docs' Conventions page, *Invariants*: termination): compare a part
    endless = game.info(rules).max_deals is None
    for step in range(ENDLESS_STEPS if endless else MAX_STEPS):
        where = f"{preset} seed={seed} first_dealer={first_dealer} step={step} {ref.phase}"
        assert game.is_over(state) == ref.is_over(), where
        assert tuple(game.scores(state)) == ref.scores(), where  # N99-SCORE-13
        if ref.is_over():
            assert game.to_move(state) is None, where
            if not variant.dummy:  # N99-GAME-4/11, N99-BGA-15 (a dummy's draw: ())
                assert tuple(game.outcome(state).winners) == ref.match_winners(), where
            return ref
        if chance_due(tt, game, state, ref.to_move(), where):
            action = game.deal(state, rng)
        else:
            legal, texts = legal_texts(game, state, ref.legal(), where)
            action = legal[choose_index(rng, texts, ref)]
        text = str(action)
        read_back(game, state, action, text, where)
        state = game.apply(state, action)
        ref.apply(text)
    if endless:
        return ref
    raise AssertionError(f"seed={seed}: no end after {MAX_STEPS} steps")


@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 1), (3, 2), (4, 0)])
def test_n99_crosscheck_revised_games(seed: int, first_dealer: int) -> None:
    """Whole `revised` games agree with the reference at every step."""
    ref = crosscheck_game(tricktake, seed, first_dealer)
    _check_game(ref, first_dealer)


@pytest.mark.parametrize("preset", [name for name in CROSSCHECKED if name != "revised"])
@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 1), (3, 2)])
def test_n99_crosscheck_other_presets(preset: str, seed: int, first_dealer: int) -> None:
    """Whole games of every other preset that the engine plays agree with the reference
    at every step."""
    ref = crosscheck_game(tricktake, seed, first_dealer, preset)
    assert ref.results, "a whole game was played"


@pytest.mark.parametrize(
    "extra", [name for name, (preset, _) in EXTRA_OPTIONS.items() if preset in ENGINE]
)
@pytest.mark.parametrize(("seed", "first_dealer"), [(1, 0), (2, 1)])
def test_n99_crosscheck_option_combinations(extra: str, seed: int, first_dealer: int) -> None:
    """Whole games of option combinations beyond the presets (N99-OPT-4: a rubber,
    ``snap_tiebreak='first_played'``) agree with the reference at every step."""
    ref = crosscheck_game(tricktake, seed, first_dealer, extra=extra)
    assert ref.is_over(), "a whole match was played"


def test_extra_options_cover_the_reference_extras() -> None:
    """Every extra variant of the reference has its engine options written out."""
    assert set(EXTRA_OPTIONS) == set(VARIANTS_EXTRA)


@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    first_dealer=st.integers(0, 4),
    preset=st.sampled_from(CROSSCHECKED),
)
def test_n99_crosscheck_hypothesis(seed: int, first_dealer: int, preset: str) -> None:
    """Whole games of every preset that both play, from any seed, agree at every step."""
    crosscheck_game(tricktake, seed, first_dealer, preset)
