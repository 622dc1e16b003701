"""What the games' actions share: :class:`ActionText`, the base of every game's action
classes.

An action is an immutable value whose ``str`` is its canonical text, the text that
``game.parse_action`` reads and a record holds; each game defines its own action classes.
"""

from __future__ import annotations

__all__ = ["ActionText"]


class ActionText:
    """A base for a game's action classes: the repr is the class and the canonical
    text, ``<Play 'play AS'>``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {str(self)!r}>"
