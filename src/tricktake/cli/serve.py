"""``tricktake serve``: the web table (:mod:`tricktake.web`) on a host and port, its
games kept in an SQLite file. It needs the ``web`` extra (``pip install
'tricktake[web]'``); without it the command says so and exits with status 1.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["NEEDS_WEB_EXTRA", "add_serve_parser", "serve_command"]

#: What ``tricktake serve`` says where the ``web`` extra is missing.
NEEDS_WEB_EXTRA = "tricktake serve needs the web extra: pip install 'tricktake[web]'"

# The largest websocket frame uvicorn reads whole: beyond the protocol's limit (4096
# bytes, refused with an error), small enough that a huge frame costs nothing.
_MOST_FRAME = 65536


def add_serve_parser(commands: Any) -> None:
    """Add the ``serve`` command to the subparsers ``commands``."""
    serve = commands.add_parser(
        "serve",
        help="run the web table: play in the browser with people and bots",
        description="Run the web table: create tables of any game and preset, play them "
        "in the browser with people and bots; every game is kept in an SQLite file and "
        "resumes after a restart. Needs the web extra: pip install 'tricktake[web]'.",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)"
    )
    serve.add_argument(
        "--port", type=int, default=8000, help="the port to listen on (default 8000)"
    )
    serve.add_argument(
        "--db",
        default="tables.sqlite",
        metavar="FILE",
        help="the SQLite file of the tables, created on first use (default tables.sqlite)",
    )
    serve.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        metavar="SECONDS",
        help="how long bots and deals wait before they act (default 0.6)",
    )


def serve_command(args: argparse.Namespace) -> int:
    """Run the server until it is interrupted; 1 where the web extra is missing."""
    try:
        import uvicorn

        from tricktake.web import create_app
    except ModuleNotFoundError:
        print(f"tricktake: {NEEDS_WEB_EXTRA}", file=sys.stderr)
        return 1
    if args.bot_delay < 0:
        print(f"tricktake: --bot-delay {args.bot_delay}: expected 0 or more", file=sys.stderr)
        return 2
    app = create_app(args.db, bot_delay=args.bot_delay)
    print(f"tricktake: serving http://{args.host}:{args.port}/ (tables in {args.db})")
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        ws_max_size=_MOST_FRAME,
        log_level="warning",
    )
    return 0
