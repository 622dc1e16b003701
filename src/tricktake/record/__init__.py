"""Recorded games: the JSON record format, its validation, and replay.

:doc:`/records`. A record is a UTF-8 JSON object that names a game, its
preset and option overrides, optionally the players, the first dealer and the result,
and lists every action of the game, deals included, as canonical action text (the
example of :func:`~.jsontext.dump`, a doctest, shows one).

:func:`~.jsontext.load` checks the whole document (its structure, the game, the preset,
the options, the players and the first dealer) without replaying it;
:func:`~.replays.replay` and :func:`~.replays.replay_states` apply the actions one by one
and check the result. Every problem
is a :class:`~tricktake.RecordError` whose message starts with the JSON path of the
culprit (``$.options.target: ...``) or with the index and text of the action that
failed (``actions[17] 'play QH': seat 2 must follow clubs (holds 7C JC)``); the error
carries the same as its ``path``, ``index``, ``action``, ``seat`` and ``reason``, and the
engine's error as its ``__cause__``.
:func:`~.jsontext.dump` writes the canonical text, and ``dump(load(text)) == text`` for
canonical text. :func:`~.jsontext.schema` returns the JSON Schema of the format, which
ships in the package.

The package works through the :class:`~tricktake.Game` protocol only, so it records and
replays every registered game. Its modules have one job each: the values
(:mod:`~tricktake.record.values`), the replay (:mod:`~tricktake.record.replays`), a
record checked against its game (:mod:`~tricktake.record.checks`), the JSON text
(:mod:`~tricktake.record.jsontext`) and the JSON values with the paths of their problems
(:mod:`~tricktake.record.jsonvalues`); every public name is imported here, so
``tricktake.record.load`` and the like are the names to use.
"""

from __future__ import annotations

from .jsontext import dump, load, schema
from .replays import replay, replay_states
from .values import FORMAT_VERSION, Options, Record

__all__ = [
    "FORMAT_VERSION",
    "Options",
    "Record",
    "dump",
    "load",
    "replay",
    "replay_states",
    "schema",
]
