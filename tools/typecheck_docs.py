"""Type-check the Python examples of the documentation with ``mypy --strict`` and pyright
in strict mode, as a user who copies them would.

Each page (``docs/*.rst``, ``README.md``) becomes one module, ``page_<name>.py``, that
holds the page's examples in order: the source of each doctest example (``>>>`` and
``...`` lines without their prompts; the expected output dropped) and each ``..
code-block:: python`` (or Markdown ```` ```python ````) block as it stands. A page's
doctests share one namespace, as the doctest builder runs them, so they are one module.
An example that shows an error on purpose (a ``Traceback``) still has to type-check as
code. Each module starts with ``# pyright: strict`` and turns off one rule,
``reportUnusedExpression``: an expression on its own is how a doctest shows a value.

Usage, from the root of the repository (where ``pyproject.toml`` configures both
checkers), with mypy and pyright installed::

    python tools/typecheck_docs.py           # every page, both checkers
    python tools/typecheck_docs.py --mypy    # mypy only (pyright only: --pyright)

Errors are reported against the generated modules, each example of which is preceded by
a comment naming the page and line it comes from. The exit status is 0 when both
checkers pass.
"""

from __future__ import annotations

import argparse
import doctest
import re
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["HEADER", "ROOT", "check", "examples", "module_name", "page_module", "pages"]

ROOT = Path(__file__).resolve().parents[1]
"""The root of the repository."""

HEADER = "# pyright: strict\n# pyright: reportUnusedExpression=false\n"
"""The first lines of every generated module."""

_RST_BLOCK = re.compile(r"^(?P<indent>[ ]*)\.\. (?:code-block|code|sourcecode):: python3?[ ]*$")
_MD_FENCE = re.compile(r"^```(?P<lang>[A-Za-z0-9_+-]*)[ ]*$")


def pages(root: Path = ROOT) -> list[Path]:
    """The pages whose examples are checked: ``README.md`` and ``docs/*.rst``."""
    return [root / "README.md", *sorted((root / "docs").glob("*.rst"))]


def _doctest_sources(text: str, first_line: int) -> list[tuple[int, str]]:
    """The source of each doctest example of ``text`` with its line number (``text``
    begins at line ``first_line`` of its page), as :mod:`doctest` parses them."""
    parser = doctest.DocTestParser()
    found = parser.get_examples(text)
    return [(first_line + example.lineno, example.source) for example in found]


def _code(lines: list[str], first_line: int) -> list[tuple[int, str]]:
    """A code block's examples: its doctests if it holds any, else the block itself."""
    text = "".join(lines)
    if re.search(r"^[ ]*>>>", text, flags=re.MULTILINE):
        return _doctest_sources(text, first_line)
    return [(first_line, text)] if text.strip() else []


def _rst_code_blocks(lines: list[str]) -> tuple[list[tuple[int, str]], set[int]]:
    """The ``.. code-block:: python`` blocks of a reST page (with their first line) and
    the indices of the lines they take, which hold no page-level doctests."""
    blocks: list[tuple[int, str]] = []
    taken: set[int] = set()
    index = 0
    while index < len(lines):
        match = _RST_BLOCK.match(lines[index].rstrip("\n"))
        if match is None:
            index += 1
            continue
        indent = len(match.group("indent"))
        end = index + 1
        body: list[str] = []
        start = None
        while end < len(lines):
            line = lines[end]
            stripped = line.strip()
            depth = len(line) - len(line.lstrip(" "))
            if stripped and depth <= indent:
                break
            if start is None and stripped.startswith(":") and not body:
                end += 1  # an option of the directive (:caption: ...)
                continue
            if stripped and start is None:
                start = end
            if start is not None:
                body.append(line)
            end += 1
        while body and not body[-1].strip():
            body.pop()  # the blank lines before the next paragraph
        if start is not None:
            margin = min(len(x) - len(x.lstrip(" ")) for x in body if x.strip())
            dedented = [x[margin:] if x.strip() else "\n" for x in body]
            blocks.extend(_code(dedented, start + 1))
        taken.update(range(index, end))
        index = end
    return blocks, taken


def examples(text: str, markdown: bool = False) -> list[tuple[int, str]]:
    """The Python examples of a page's ``text``, in order, each as ``(line, source)``:
    doctest examples and Python code blocks of reStructuredText, or the ```` ```python
    ```` blocks of Markdown (``markdown``)."""
    lines = text.splitlines(keepends=True)
    if markdown:
        found: list[tuple[int, str]] = []
        index = 0
        while index < len(lines):
            match = _MD_FENCE.match(lines[index].rstrip("\n"))
            if match is None or not match.group("lang"):
                index += 1
                continue
            end = index + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            if match.group("lang") in ("python", "py", "python3", "pycon"):
                found.extend(_code(lines[index + 1 : end], index + 2))
            index = end + 1
        return found
    blocks, taken = _rst_code_blocks(lines)
    rest = "".join("\n" if i in taken else line for i, line in enumerate(lines))
    return sorted(blocks + _doctest_sources(rest, 1))


def module_name(page: Path) -> str:
    """The generated module's name for ``page``: ``page_ninety_nine`` for
    ``ninety-nine.rst``."""
    return "page_" + re.sub(r"\W", "_", page.stem.lower())


def page_module(page: Path, root: Path = ROOT) -> str | None:
    """The module of ``page``'s examples (``None`` for a page with none): the header,
    then each example after a comment naming its page and line."""
    text = page.read_text(encoding="utf-8")
    found = examples(text, markdown=page.suffix == ".md")
    if not found:
        return None
    name = page.relative_to(root).as_posix()
    parts = [HEADER]
    for line, source in found:
        parts.append(f"# {name}:{line}\n{source}")
    return "\n".join(parts)


def modules(root: Path = ROOT) -> dict[str, str]:
    """Every page's module by name."""
    found: dict[str, str] = {}
    for page in pages(root):
        module = page_module(page, root)
        if module is not None:
            found[module_name(page)] = module
    return found


def check(folder: Path, mypy: bool = True, pyright: bool = True, root: Path = ROOT) -> int:
    """Write every page's module into ``folder`` and run the checkers over them from
    ``root`` (so that they read its ``pyproject.toml`` and its ``src``): 0 if they pass."""
    paths: list[str] = []
    for name, code in modules(root).items():
        path = folder / f"{name}.py"
        path.write_text(code, encoding="utf-8")
        paths.append(str(path))
    status = 0
    if mypy:
        command = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *paths]
        status |= subprocess.run(command, cwd=root, check=False).returncode
    if pyright:
        command = ["pyright", "--project", "pyproject.toml", "--pythonpath", sys.executable]
        status |= subprocess.run([*command, *paths], cwd=root, check=False).returncode
    return status


def main(argv: list[str] | None = None) -> int:
    """The command line: check every page with both checkers, or the one named."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--mypy", action="store_true", help="run mypy only")
    parser.add_argument("--pyright", action="store_true", help="run pyright only")
    parser.add_argument("--keep", metavar="DIR", help="write the modules to DIR and keep them")
    args = parser.parse_args(argv)
    both = not (args.mypy or args.pyright)
    if args.keep:
        kept = Path(args.keep)
        kept.mkdir(parents=True, exist_ok=True)
        return check(kept, mypy=both or args.mypy, pyright=both or args.pyright)
    with tempfile.TemporaryDirectory() as folder:
        return check(Path(folder), mypy=both or args.mypy, pyright=both or args.pyright)


if __name__ == "__main__":
    sys.exit(main())
