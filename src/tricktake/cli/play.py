"""``tricktake play``: one person against bots at the terminal, for every game alike.

The loop reads the player's lines from a text stream and writes to a rich console, so a
test drives it with scripted input. Nothing the player types raises: a typo or an
illegal action gets its message and the prompt again; the end of the input or ``quit``
ends the game (and the offer to save it as a record follows).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tricktake import CHANCE, TricktakeError, render
from tricktake.bots import Bot
from tricktake.game import AnyGame
from tricktake.units import Seat

if TYPE_CHECKING:
    from rich.console import Console

    from tricktake.record import Record

__all__ = ["Session", "default_names", "play_session", "save_offer", "seat_name", "show_table"]

_HELP = (
    "Type an action as the game writes it (for instance 'play AS'; a card alone means "
    "'play' it), '?' or 'help' for the legal actions, 'show' to see the table again, "
    "'quit' to stop."
)
_SHOWN = 40  # legal actions listed by 'help'


def seat_name(seat: object, names: Sequence[str]) -> str:
    """``names[seat]`` for a seat number that has a name, else the value as text.

    >>> seat_name(1, ["Ann", "Bob"]), seat_name(5, ["Ann", "Bob"])
    ('Bob', '5')
    """
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def show_table(out: Console, view: Any, names: Sequence[str]) -> None:
    """Print the table as ``view`` shows it (:func:`tricktake.render.text`), seats
    called by ``names``, red cards in red where the terminal has colour.

    >>> import io, tricktake
    >>> from rich.console import Console
    >>> game = tricktake.get_game("nines")
    >>> out = Console(file=io.StringIO(), width=100, color_system=None)
    >>> show_table(out, game.view(game.new(game.rules()), None), ["Ann", "Bob", "Cy"])
    >>> print(out.file.getvalue().splitlines()[1])
      Ann   0 cards  score 9  tricks 0  dealer
    """
    from rich.text import Text

    out.print(Text.from_ansi(render.text(view, names=names, colour=True)))


@dataclass
class Session:
    """What a game at the terminal produced: the actions in order (canonical texts),
    the final state, and whether the player stopped it."""

    game: AnyGame
    rules: Any
    first_dealer: Seat
    names: list[str]
    state: Any = None
    actions: list[str] = field(default_factory=list[str])
    stopped: bool = False

    def record(self) -> Record:
        """The game as a record (``tricktake.record``), its result once it is over."""
        from tricktake.record import Record

        preset, options = self.game.preset_of(self.rules)
        over = self.state is not None and self.game.is_over(self.state)
        return Record(
            game=self.game.name,
            preset=preset,
            options=options,
            players=tuple(self.names),
            first_dealer=self.first_dealer,
            actions=tuple(self.actions),
            result=self.game.scores(self.state) if over else None,
        )


def play_session(
    game: AnyGame,
    rules: Any,
    seat: Seat,
    bots: Sequence[Bot[Any, Any] | None],
    deal_rng: Any,
    out: Console,
    stream: TextIO,
    *,
    pause: float = 0.0,
    deals: int | None = None,
    first_dealer: Seat = Seat(0),
    sleep: Callable[[float], None] = time.sleep,
    players: Sequence[str] | None = None,
) -> Session:
    """Play ``game`` with the person at ``seat`` (reading ``stream``) and ``bots[s]`` at
    every other seat, until the game ends, ``deals`` deals are done, or the person stops.
    Each bot's move is shown after ``pause`` seconds, as the events the person may see.

    ``players`` are the players' names, which the record keeps (default ``Seat 0``,
    ``Seat 1`` ...); on the screen the person's seat is "you".
    """
    recorded = list(players) if players is not None else default_names(len(bots))
    names = [("you" if s == seat else name) for s, name in enumerate(recorded)]
    session = Session(game, rules, first_dealer, recorded)
    state = game.new(rules, first_dealer=first_dealer)
    dealt = 0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor is CHANCE:
            if deals is not None and dealt == deals:
                break
            action = game.deal(state, deal_rng)
            dealt += 1
            out.rule(f"Deal {game.view(state, None).deal_number}")
        elif actor == seat:
            view = game.view(state, seat)
            show_table(out, view, names)
            chosen = _ask(game, state, view, out, stream, names)
            if chosen is None:
                session.stopped = True
                break
            action = chosen
        else:
            assert isinstance(actor, int)
            bot = bots[actor]
            assert bot is not None
            action = bot.act(game, game.view(state, actor))
            if pause:
                sleep(pause)
        state = game.apply(state, action)
        session.actions.append(game.format_action(action))
        _show_events(out, game, state, seat, names)
    session.state = state
    _summary(out, game, state, names)
    return session


def default_names(seats: int) -> list[str]:
    """The players' names where none are given: ``Seat 0``, ``Seat 1`` ..."""
    return [f"Seat {seat}" for seat in range(seats)]


def _ask(
    game: AnyGame, state: Any, view: Any, out: Console, stream: TextIO, names: Sequence[str]
) -> Any | None:
    """The player's legal action, or ``None`` to stop (``quit``, or no more input)."""
    from rich.text import Text

    legal = view.legal
    while True:
        out.print(Text("Your move ('?' for help): ", style="bold"), end="")
        line = stream.readline()
        if not line:
            out.print()
            return None
        text = line.strip()
        word = text.lower()
        if not text:
            continue
        if word in ("?", "help", "h"):
            out.print(Text(_HELP))
            texts = [game.format_action(a) for a in legal[:_SHOWN]]
            more = f" … and {len(legal) - _SHOWN} more" if len(legal) > _SHOWN else ""
            out.print(Text(f"Legal now ({len(legal)}): " + ", ".join(texts) + more))
            continue
        if word in ("quit", "exit", "q"):
            return None
        if word in ("show", "table", "view"):
            show_table(out, view, names)
            continue
        try:
            action = game.parse_action(state, text)
            game.apply(state, action)
        except TricktakeError as error:
            out.print(Text(f"Not accepted: {error}", style="red"))
            continue
        return action


def _show_events(out: Console, game: AnyGame, state: Any, seat: Seat, names: Sequence[str]) -> None:
    from rich.text import Text

    for event in game.events(state, seat):
        out.print(Text("  " + str(event)))


def _summary(out: Console, game: AnyGame, state: Any, names: Sequence[str]) -> None:
    from rich.text import Text

    scores = game.scores(state)
    listed = ", ".join(f"{seat_name(s, names)} {v}" for s, v in enumerate(scores))
    outcome = game.outcome(state)
    if outcome is None:
        out.print(Text(f"Scores: {listed}", style="bold"))
    else:
        winners = ", ".join(seat_name(s, names) for s in outcome.winners)
        out.print(
            Text(
                f"Game over ({outcome.reason}). Final scores: {listed}. Winners: {winners}",
                style="bold",
            )
        )


def save_offer(out: Console, stream: TextIO, session: Session) -> Path | None:
    """Ask for a file to save the game in as a record; an empty answer or the end of
    the input saves nothing."""
    from rich.text import Text

    from tricktake import record as records

    if not session.actions:
        return None
    while True:
        out.print(Text("Save the game as a record? File name (Enter: no): "), end="")
        line = stream.readline()
        name = line.strip()
        if not name:
            if not line:
                out.print()
            return None
        path = Path(name).expanduser()
        try:
            path.write_text(records.dump(session.record()), encoding="utf-8")
        except OSError as error:
            out.print(Text(f"Cannot write {name}: {error.strerror or error}", style="red"))
            continue
        out.print(Text(f"Saved to {path}; replay it with: tricktake replay {path} --step"))
        return path
