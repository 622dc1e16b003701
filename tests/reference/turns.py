"""The frame of turns that every reference shares: a game is in one phase at a time; in
``over`` nobody acts, in the deal phase chance does (a deal text is due), and in any
other phase one seat does (the docs' Conventions page, *Turns*; each rules document's FLOW rules).

Each reference names its own deal phase, says who acts in the other phases
(:meth:`Turns.actor`) and which texts are legal (``legal``), and raises its own error.
Like the references, this module is written from the documents, never from ``src/``.
"""

from __future__ import annotations

from collections.abc import Set

__all__ = ["CHANCE", "Turns"]

CHANCE = "chance"  # what a reference's to_move() returns when a deal is due


class Turns:
    """Who is to move, from the phase: ``None`` once over, :data:`CHANCE` in the deal
    phase, else :meth:`actor`; and the check that opens every transition."""

    phase: str
    DEAL_PHASE = "deal"
    ERROR: type[Exception] = ValueError

    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.phase == "over"

    def to_move(self) -> int | str | None:
        """The seat to act, :data:`CHANCE` for a deal, ``None`` once over."""
        if self.phase == "over":
            return None
        if self.phase == self.DEAL_PHASE:
            return CHANCE
        return self.actor()

    def to_move_seat(self) -> int:
        """The seat to act, where one is."""
        actor = self.to_move()
        assert isinstance(actor, int)
        return actor

    def actor(self) -> int:
        """The seat that acts in the current phase (neither over nor a deal)."""
        raise NotImplementedError

    def legal(self) -> Set[str]:
        """The canonical texts legal now; empty for a deal (chance) and when over."""
        raise NotImplementedError

    def deal_due(self, text: str) -> bool:
        """Whether ``text`` comes where a deal is due (else it is a legal action): the
        reference's error for any text once the game is over, and for a text that is
        not legal in the current phase."""
        if self.phase == "over":
            raise self.ERROR(f"the game is over; {text!r} is not legal")
        if self.phase == self.DEAL_PHASE:
            return True
        if text not in self.legal():
            raise self.ERROR(f"{text!r} is not legal for seat {self.to_move()} in {self.phase}")
        return False
