"""The one reader of deal texts that every reference shares: ``deal 0=AS KS 1=… undealt=…``
as its piles, by name, in the order written (the docs' Conventions page, *Actions as text*).

Each reference checks the piles against its own rules document (their names, sizes,
the pack, the canonical order); this module knows only the shape of the text that every
rules document gives a deal. Like the references, it is written from the documents,
never from ``src/``.
"""

from __future__ import annotations

__all__ = ["read_piles"]


def read_piles(text: str, error: type[Exception]) -> dict[str, list[str]]:
    """The piles of the deal text ``text`` (pile name -> its cards as written), in the
    order written; ``error`` (the reference's own exception) for text that is no deal,
    a pile named twice or a card before any pile."""
    tokens = text.split(" ")
    if tokens[0] != "deal":
        raise error(f"not a deal: {text!r}")
    piles: dict[str, list[str]] = {}
    key = ""
    for token in tokens[1:]:
        if "=" in token:
            key, token = token.split("=", 1)
            if key in piles:
                raise error(f"pile {key!r} twice in {text!r}")
            piles[key] = []
        if key == "":
            raise error(f"card before any pile key in {text!r}")
        piles[key].append(token)
    return piles
