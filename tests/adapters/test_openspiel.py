"""The OpenSpiel adapter (tricktake.openspiel, issue 22 item 3): OpenSpiel's own random
simulation with serialization for every preset, chance by card, observers, perfect
recall, resampling and ISMCTS against random.

Where open_spiel is missing the module skips, except under tox, which sets
``TRICKTAKE_REQUIRE_ADAPTERS`` so that a missing package fails instead.
``TRICKTAKE_OPENSPIEL_DEEP=1`` plays whole games instead of two deals per preset.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tricktake

if not os.environ.get("TRICKTAKE_REQUIRE_ADAPTERS"):
    pytest.importorskip("pyspiel", reason="the 'openspiel' extra is not installed")

pyspiel: Any = importlib.import_module("pyspiel")
openspiel: Any = importlib.import_module("tricktake.openspiel")
openspiel.register()

DEEP = bool(os.environ.get("TRICKTAKE_OPENSPIEL_DEEP"))
PRESETS = [
    (name, preset) for name in tricktake.games() for preset in tricktake.get_game(name).presets()
]


def load(name: str, preset: str, **params: Any) -> Any:
    return pyspiel.load_game(openspiel.short_name(name), {"preset": preset, **params})


def to_decision(state: Any, rng: random.Random) -> Any:
    """``state`` after chance outcomes drawn with ``rng`` until a seat is to act."""
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(actions, probs)[0])
    return state


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_random_sim_test_every_preset(name: str, preset: str) -> None:
    """OpenSpiel's RandomSimTest (legal actions, chance outcomes, serialization round
    trips, returns within the bounds and summing as declared, game length) over two
    deals of each preset, so that the passage from one deal to the next is in it
    (every deal of a whole game under TRICKTAKE_OPENSPIEL_DEEP)."""
    game = load(name, preset) if DEEP else load(name, preset, deal_cap=2)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_load_game_by_string_with_options() -> None:
    game = pyspiel.load_game("python_tricktake_nap(preset=joker)")
    assert game.num_players() == 4
    assert game.max_chance_outcomes() == 53
    assert (
        game.num_distinct_actions()
        == tricktake.get_game("nap").info(tricktake.get_game("nap").rules("joker")).num_actions
    )
    # option values are their text forms (pyspiel reads a bare 28 in a string as an int)
    two = pyspiel.load_game("python_tricktake_nap", {"players": "2", "deck_size": "28"})
    assert two.num_players() == 2


def test_register_is_idempotent() -> None:
    openspiel.register()
    openspiel.register()
    assert pyspiel.load_game("python_tricktake_nines").num_players() == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("python_tricktake_nap(preset=huge)", "huge"),
        ("python_tricktake_nap(players=nine)", "players"),
    ],
)
def test_bad_preset_or_option_raises_the_games_error(text: str, message: str) -> None:
    with pytest.raises(tricktake.TricktakeError, match=message):
        pyspiel.load_game(text)


def test_utility_bounds_and_sum_come_from_info() -> None:
    nap = tricktake.get_game("nap")
    info = nap.info(nap.rules())
    game = load("nap", "standard")
    assert (game.min_utility(), game.max_utility()) == (info.min_score, info.max_score)
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    nines = load("nines", "standard")  # the lowest points win: utility is minus points
    assert nines.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert nines.max_utility() == 8
    assert load("ninety-nine", "revised-5p").max_game_length() > 0  # capped: finite


def test_chance_probabilities_sum_to_one_and_cards_are_distinct() -> None:
    rng = random.Random(5)
    for name, preset in PRESETS[::7]:
        state = load(name, preset).new_initial_state()
        drawn: list[int] = []
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert math.isclose(sum(p for _, p in outcomes), 1.0)
            assert not set(drawn) & {a for a, _ in outcomes} or name == "ninety-nine"
            action = rng.choice([a for a, _ in outcomes])
            drawn.append(action)
            state.apply_action(action)


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_deal_distribution_is_the_engines(name: str, preset: str) -> None:
    """Every deal the engine makes is one the adapter makes, with the same piles, and
    the adapter's probability of each deal is 1 / (the number of ways to fill the
    piles): uniform over the same outcomes as the engine's shuffle."""
    game = tricktake.get_game(name)
    rules = game.rules(preset)
    spiel = load(name, preset)
    state = spiel.new_initial_state()
    while not state.is_chance_node():  # Newmarket's free antes come first
        state.apply_action(state.legal_actions()[0])
    engine_state = state.engine_state
    deal = game.deal(engine_state, random.Random(3))
    piles = _piles(str(deal))
    layout = state._layout()
    assert [n for n, _ in sorted(layout)] == sorted(piles)
    ways = math.factorial(len(game.info(rules).pack))
    probability = 1.0
    for pile, cards in piles.items():
        if pile in state._kit.apart:
            continue
        ways //= math.factorial(len(cards))
    index = {tricktake.cards.card_text(c): i for i, c in enumerate(state._kit.draws)}
    for pile, size in layout[:-1]:
        if pile not in state._kit.apart:
            probability *= math.factorial(size)  # any order of a pile's cards
        for card in piles[pile][:size]:
            outcomes = dict(state.chance_outcomes())
            probability *= outcomes[index[card]]
            state.apply_action(index[card])
    assert not state.is_chance_node()
    assert game.format_action(deal) in {
        s.text for s in game.view(state.engine_state, None).history
    } or game.piles(state.engine_state) == game.piles(game.apply(engine_state, deal))
    apart = [p for p in piles if p in state._kit.apart]
    for pile in apart:
        ways *= len(state._kit.apart[pile])
    assert math.isclose(probability, 1 / ways, rel_tol=1e-9)


def _piles(text: str) -> dict[str, list[str]]:
    piles: dict[str, list[str]] = {}
    name = ""
    for token in text.split()[1:]:
        key, sep, first = token.partition("=")
        if sep:
            name = key
            piles[name] = []
            token = first
        piles[name].append(token)
    return piles


def test_card_frequencies_match_the_engines_deal() -> None:
    """Nap short-28: how often each card lands in seat 0's hand, adapter and engine, over
    400 deals each, agree within five standard deviations."""
    game = tricktake.get_game("nap")
    rules = game.rules("short-28")
    start = game.new(rules)
    spiel = load("nap", "short-28")
    rng = random.Random(11)
    engine: Counter[int] = Counter()
    adapter: Counter[int] = Counter()
    trials = 400
    for _ in range(trials):
        deal = game.apply(start, game.deal(start, rng))
        engine.update(game.view(deal, tricktake.Seat(0)).hand)
        state = to_decision(spiel.new_initial_state(), rng)
        adapter.update(game.view(state.engine_state, tricktake.Seat(0)).hand)
    p = 5 / 28
    sd = math.sqrt(trials * p * (1 - p))
    for card in game.info(rules).pack:
        assert abs(engine[card] - adapter[card]) < 5 * sd * math.sqrt(2)


def test_observer_tensor_equals_observe_and_names_the_parts() -> None:
    game = tricktake.get_game("ninety-nine")
    rules = game.rules("revised")
    spiel = load("ninety-nine", "revised")
    state = to_decision(spiel.new_initial_state(), random.Random(2))
    observer = spiel.make_py_observer()
    for seat in range(3):
        observer.set_from(state, seat)
        expected = game.observe(game.view(state.engine_state, tricktake.Seat(seat)))
        assert observer.tensor.tolist() == pytest.approx(expected)
    parts = game.observation_parts(rules)
    assert [(n, a.shape) for n, a in observer.dict.items()] == [(p.name, p.shape) for p in parts]
    assert state.observation_tensor(0) == pytest.approx(
        game.observe(game.view(state.engine_state, tricktake.Seat(0)))
    )


def test_information_state_recalls_past_deals_plays() -> None:
    """Two games that differ in a past deal's plays but reach equal views (the view keeps
    past results, not plays) have different information states."""
    spiel = load("nap", "standard")
    rng = random.Random(4)
    texts: set[str] = set()
    for _ in range(2):
        state = to_decision(spiel.new_initial_state(), rng)
        while state._track.deals < 2 and not state.is_terminal():
            if state.is_chance_node():
                to_decision(state, rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        text = state.information_state_string(0)
        assert "play" in text.split("--")[0]  # the first deal's plays are recalled
        texts.add(text)
    assert len(texts) == 2


def test_information_state_distinguishes_what_the_seat_saw() -> None:
    spiel = load("nap", "standard")
    a = to_decision(spiel.new_initial_state(), random.Random(1))
    b = to_decision(spiel.new_initial_state(), random.Random(2))
    assert a.information_state_string(0) != b.information_state_string(0)
    assert a.information_state_string(0) != a.information_state_string(1)


def test_resample_from_infostate_keeps_the_information_state() -> None:
    spiel = load("nap", "standard")
    rng = random.Random(8)
    state = to_decision(spiel.new_initial_state(), rng)
    for _ in range(6):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    sampled = state.resample_from_infostate(player, random.Random(1).random)
    assert sampled.information_state_string(player) == state.information_state_string(player)
    assert sampled.legal_actions() == state.legal_actions()
    while not sampled.is_terminal():  # its future chance nodes are consistent
        if sampled.is_chance_node():
            to_decision(sampled, rng)
        else:
            sampled.apply_action(rng.choice(sampled.legal_actions()))


def test_serialization_round_trips_the_history() -> None:
    spiel = load("ninety-nine", "revised")
    state = to_decision(spiel.new_initial_state(), random.Random(6))
    state.apply_action(state.legal_actions()[3])
    text = pyspiel.serialize_game_and_state(spiel, state)
    _, back = pyspiel.deserialize_game_and_state(text)
    assert str(back) == str(state)
    assert back.history() == state.history()


def test_ismcts_beats_random_at_nap() -> None:
    """A small version of examples/openspiel_ismcts.py: ISMCTS with tricktake's
    sample_state as its resampler is ahead of three random bots over a few deals."""
    path = Path(__file__).parents[2] / "examples" / "openspiel_ismcts.py"
    spec = importlib.util.spec_from_file_location("openspiel_ismcts", path)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    diffs = example.play(games=1, simulations=40, seed=3)
    assert sum(diffs) / len(diffs) > 0


def test_adapter_without_open_spiel_says_which_extra() -> None:
    code = (
        "import sys; sys.modules['pyspiel'] = None\n"
        "try:\n    import tricktake.openspiel\n"
        "except ModuleNotFoundError as e:\n    print(e)"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert "pip install 'tricktake[openspiel]'" in out.stdout


def test_core_library_imports_without_open_spiel() -> None:
    code = (
        "import sys; sys.modules['pyspiel'] = None; import tricktake, random;"
        "g = tricktake.get_game('nap'); s = g.new(g.rules()); g.apply(s, g.deal(s, random.Random(0)))"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name", sorted(openspiel.__all__))
def test_every_public_name_of_the_adapter_has_a_docstring(name: str) -> None:
    assert getattr(openspiel, name).__doc__ or name == "DEFAULT_DEAL_CAP"
