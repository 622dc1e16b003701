"""Typing tested as code: code that uses the API as documented type-checks
under ``mypy --strict``; each misuse below is rejected for the reason named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.typecheck import mypy_strict_each

GOOD = """
import random
from typing import Any

import tricktake
import tricktake.nap
import tricktake.nines
import tricktake.ninety_nine
from tricktake.cards import Card, card_text, parse_card, suit_of
from tricktake.ninety_nine import NinetyNine, Play, State
from tricktake.units import Seat, seat_range

game = NinetyNine()
rules = game.rules("revised", target=150)
state: State = game.new(rules, first_dealer=Seat(1))
state = game.apply(state, game.deal(state, random.Random(1)))
seat = game.to_move(state)
assert seat is not tricktake.CHANCE and seat is not None
choice = game.legal_actions(state)[0]
state = game.apply(state, choice)
card: Card = parse_card("AS")
print(card_text(card), suit_of(card), Play(card), game.scores(state)[0] + 1)
typed = tricktake.get_game("ninety-nine")
typed_state: State = typed.new(typed.rules("revised"))
view: tricktake.ninety_nine.View = typed.view(typed_state, None)
print(typed.to_json(view), view.hands, typed.info(typed.rules()).pack[0])
outcome: tricktake.Outcome | None = typed.outcome(typed_state)
game_class: type[tricktake.NinetyNine] = tricktake.NinetyNine
nines = tricktake.get_game("nines")
nines_view: tricktake.nines.View = nines.view(nines.new(nines.rules("no-draw")), Seat(0))
any_game: tricktake.Game[Any, Any, Any, Any] = tricktake.get_game("some-name")
print(any_game.to_json(any_game.view(any_game.new(any_game.rules()), Seat(0))), outcome, game_class)
nap = tricktake.get_game("nap")
nap_state: tricktake.nap.State = nap.new(nap.rules("joker", players=3), first_dealer=Seat(2))
nap_view: tricktake.nap.View = nap.view(nap_state, Seat(0))
print(nap.to_json(nap_view), nap_view.hand, nap.scores(nap_state)[0] + 1)
views = [nap.view(nap_state, s) for s in seat_range(nap.info(nap_state.rules).seats)]
print(game.view(state, seat), views, game.view(state, Seat(2)))

# issue 20: typed options, bots and replays
from tricktake.bots import Bot, RandomBot, SearchBot, bot_named, play_deal
from tricktake.newmarket import OutPayment

nap_options: tricktake.nap.Options = {"players": 3, "joker": True}
print(nap.rules("short-28", **nap_options), nap.rules(num_deals=None, payout_table="rule1"))
newmarket = tricktake.get_game("newmarket")
print(newmarket.rules("standard", out_payment=OutPayment.PER_PLAYER, players=5))
json_options: dict[str, Any] = {"out_payment": "per_player"}  # JSON: checked at run time
print(newmarket.rules("standard", **json_options), any_game.rules("x", players="six"))


class FirstLegal:
    def act(
        self,
        game: tricktake.Game[Any, Any, tricktake.nap.Action, tricktake.nap.View],
        view: tricktake.nap.View,
    ) -> tricktake.nap.Action:
        return view.legal[0]


nap_bots: list[Bot[tricktake.nap.View, tricktake.nap.Action]] = [
    FirstLegal(), RandomBot(), SearchBot(samples=2), bot_named("random")
]
after_deal: tricktake.nap.State = play_deal(nap, nap_state, nap_bots, random.Random(1))
nap_action: tricktake.nap.Action = RandomBot().act(nap, nap_view)
replayed: tricktake.nap.State = tricktake.replay(tricktake.Record("nap", "standard"), nap)
states: list[tricktake.nap.State] = list(tricktake.replay_states(tricktake.Record("nap", "standard"), nap))
loaded: Any = tricktake.replay(tricktake.record.load('{"tricktake": 1}'))
print(after_deal, nap_action, replayed, states, loaded)
"""

BAD = {
    # issue 6: get_game("ninety-nine") is typed as the game's own class
    "apply_takes_a_state": (
        'import tricktake\ntricktake.get_game("ninety-nine").apply(42, None)\n',
        'Argument 1 to "apply" of "NinetyNine" has incompatible type "int"',
    ),
    "nap_is_typed_as_its_class": (
        'import tricktake\ntricktake.get_game("nap").apply(42, None)\n',
        'Argument 1 to "apply" of "Nap" has incompatible type "int"',
    ),
    "apply_takes_an_action_not_text": (
        "import tricktake\n"
        'g = tricktake.get_game("ninety-nine")\n'
        'g.apply(g.new(g.rules()), "play AS")\n',
        'Argument 2 to "apply" of "NinetyNine" has incompatible type "str"',
    ),
    "view_is_typed": (
        "import tricktake\n"
        'g = tricktake.get_game("ninety-nine")\n'
        "g.view(g.new(g.rules()), None).no_such_field\n",
        '"View" has no attribute "no_such_field"',
    ),
    "to_json_takes_a_view": (
        'import tricktake\ng = tricktake.get_game("ninety-nine")\ng.to_json(g.new(g.rules()))\n',
        'Argument 1 to "to_json" of "GameBase" has incompatible type "State"; expected "View"',
    ),
    "outcome_may_be_none": (
        "import tricktake\n"
        'g = tricktake.get_game("ninety-nine")\n'
        "g.outcome(g.new(g.rules())).winners\n",
        'Item "None" of "Outcome | None" has no attribute "winners"',
    ),
    "state_is_frozen": (
        "import tricktake.ninety_nine as n\n"
        "s = n.NinetyNine().new(n.NinetyNine().rules())\n"
        "s.hands = 0\n",
        "read-only",
    ),
    "rules_are_frozen": (
        "import tricktake.ninety_nine as n\nr = n.NinetyNine().rules()\nr.target = 150\n",
        "read-only",
    ),
    "a_card_is_not_any_int": (
        "from tricktake.cards import suit_of\nsuit_of(5)\n",
        'incompatible type "int"; expected "Card"',
    ),
    # issue 12: seats, cards, chips and suits are distinct types
    "a_plain_int_is_not_a_seat": (
        'import tricktake\ng = tricktake.get_game("nap")\ng.new(g.rules(), first_dealer=1)\n',
        'incompatible type "int"; expected "Seat"',
    ),
    "a_suit_is_not_a_seat": (
        "import tricktake\n"
        "from tricktake.cards import Suit\n"
        'g = tricktake.get_game("nap")\n'
        "g.view(g.new(g.rules()), Suit.HEARTS)\n",
        'incompatible type "Suit"; expected "Seat | None"',
    ),
    "a_card_is_not_a_seat": (
        "import tricktake\n"
        "from tricktake.cards import parse_card\n"
        'g = tricktake.get_game("nines")\n'
        'g.events(g.new(g.rules()), parse_card("AS"))\n',
        'incompatible type "Card"; expected "Seat | None"',
    ),
    "chips_are_not_a_seat": (
        "import tricktake\n"
        "from tricktake.units import Chips\n"
        'g = tricktake.get_game("newmarket")\n'
        "g.view(g.new(g.rules()), Chips(3))\n",
        'incompatible type "Chips"; expected "Seat | None"',
    ),
    "a_seat_is_not_a_card": (
        "from tricktake.cards import card_text\nfrom tricktake.units import Seat\ncard_text(Seat(0))\n",
        'incompatible type "Seat"; expected "Card"',
    ),
    "a_suit_is_not_a_suit_number": (
        "from tricktake.cards import Suit, make_card\nmake_card(Suit.HEARTS, 0)\n",
        'incompatible type "Suit"; expected "int"',
    ),
    "a_suit_number_is_not_a_suit": (
        "from tricktake.cards import JOKER\nfrom tricktake.nap import Play\nPlay(JOKER, 2)\n",
        'incompatible type "int"; expected "Suit | None"',
    ),
    # issue 20: options typed per game, bots per game, replays by their game, seats
    "an_option_of_the_wrong_type_is_rejected": (
        'import tricktake\ntricktake.get_game("nap").rules("standard", players="six")\n',
        'Argument "players" to "rules" of "Nap" has incompatible type "str"; expected "int"',
    ),
    "an_unknown_option_is_rejected": (
        'import tricktake\ntricktake.get_game("ninety-nine").rules("revised", targett=150)\n',
        'Unexpected keyword argument "targett" for "rules" of "NinetyNine"',
    ),
    "an_enum_option_wants_its_member": (
        'import tricktake\ntricktake.get_game("nines").rules(exchange_order="dealer_first")\n',
        'incompatible type "str"; expected "ExchangeOrder"',
    ),
    "a_bot_returning_another_games_action_is_rejected": (
        "from typing import Any\n"
        "import tricktake\n"
        "from tricktake import nap, ninety_nine\n"
        "from tricktake.bots import Bot\n"
        "class Wrong:\n"
        "    def act(\n"
        "        self, game: tricktake.Game[Any, Any, nap.Action, nap.View], view: nap.View\n"
        "    ) -> ninety_nine.Action:\n"
        "        return ninety_nine.Call.PASS\n"
        "bot: Bot[nap.View, nap.Action] = Wrong()\n",
        'Incompatible types in assignment (expression has type "Wrong", variable has type '
        '"Bot[View, Deal | Bid | Play]")',
    ),
    "a_bot_given_another_games_view_is_rejected": (
        "import tricktake\n"
        "from tricktake import nap\n"
        "from tricktake.bots import Bot\n"
        "def ask(bot: Bot[nap.View, nap.Action]) -> nap.Action:\n"
        '    game, other = tricktake.get_game("nap"), tricktake.get_game("ninety-nine")\n'
        "    return bot.act(game, other.view(other.new(other.rules()), None))\n",
        'Argument 2 to "act" of "Bot" has incompatible type "tricktake.ninety_nine.view.View"; '
        'expected "tricktake.nap.view.View"',
    ),
    "a_nap_replay_is_not_a_ninety_nine_state": (
        "import tricktake\n"
        'nap = tricktake.get_game("nap")\n'
        'state: tricktake.ninety_nine.State = tricktake.replay(tricktake.Record("nap", "standard"), nap)\n',
        'Incompatible types in assignment (expression has type "tricktake.nap.state.State", '
        'variable has type "tricktake.ninety_nine.state.State")',
    ),
    "a_plain_int_is_not_a_seat_of_a_view": (
        'import tricktake\ng = tricktake.get_game("ninety-nine")\ng.view(g.new(g.rules()), 2)\n',
        'Argument 2 to "view" of "GameBase" has incompatible type "int"; expected "Seat | None"',
    ),
    "actions_are_objects_not_text": (
        "import tricktake.ninety_nine as n\n"
        "g = n.NinetyNine()\n"
        "g.apply(g.new(g.rules()), 'play AS')\n",
        'incompatible type "str"',
    ),
}


def readme_example() -> str:
    """The README's one Python example."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    (example,) = re.findall(r"```python\n(.*?)```", readme, flags=re.DOTALL)
    return str(example)


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, int]]:
    """Every snippet of this module (the documented usage, the README's example and each
    misuse, one file each) checked in a single mypy run: each file's output and status."""
    files = {"good": GOOD, "readme": readme_example()}
    files.update({name: code for name, (code, _) in BAD.items()})
    return mypy_strict_each(tmp_path_factory.mktemp("typing"), files)


def check(checked: dict[str, tuple[str, int]], name: str) -> tuple[str, int]:
    return checked[name]


def test_documented_usage_type_checks(checked: dict[str, tuple[str, int]]) -> None:
    output, status = check(checked, "good")
    assert status == 0, output


def test_the_readme_example_type_checks(checked: dict[str, tuple[str, int]]) -> None:
    """The README's example is what a new user copies first: it passes mypy --strict."""
    output, status = check(checked, "readme")
    assert status == 0, output


@pytest.mark.parametrize("name", sorted(BAD))
def test_misuse_is_rejected(checked: dict[str, tuple[str, int]], name: str) -> None:
    _, reason = BAD[name]
    output, status = check(checked, name)
    assert status == 1, output
    assert reason in output, output
