"""The documentation's Python examples type-check (``tools/typecheck_docs.py``): the
extractor finds every example of a page, and each page's module passes ``mypy --strict``
(pyright's half runs in ``tox -e type``, where pyright is installed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.typecheck import mypy_strict_each
from tools.typecheck_docs import HEADER, examples, modules, page_module, pages

PAGE = """\
Title
=====

Some text, then a doctest block:

>>> import tricktake
>>> game = tricktake.get_game("nap")
>>> game.presets()[0]
'standard'

A directive with an indented doctest, continuation lines and a traceback:

.. doctest::

   >>> for name in ("nap",):
   ...     print(name)
   nap
   >>> tricktake.get_game("whist")
   Traceback (most recent call last):
   ...
   tricktake.errors.UnknownGameError: unknown game 'whist': ...

.. code-block:: python
   :caption: a script

   import random
   state = game.new(game.rules())

.. code-block:: console

   $ tricktake games
"""


def test_the_extractor_finds_each_example_in_order() -> None:
    """A page with five doctest examples and one Python code block gives six examples
    in the page's order, prompts and output dropped; a console block is not Python."""
    found = examples(PAGE)
    assert [line for line, _ in found] == [6, 7, 8, 15, 18, 26]
    assert [source for _, source in found] == [
        "import tricktake\n",
        'game = tricktake.get_game("nap")\n',
        "game.presets()[0]\n",
        'for name in ("nap",):\n    print(name)\n',
        'tricktake.get_game("whist")\n',
        "import random\nstate = game.new(game.rules())\n",
    ]


def test_the_extractor_reads_markdown_python_blocks() -> None:
    """A README's ```python blocks are examples; other fences are not."""
    text = "# T\n\n```python\nimport tricktake\n```\n\n```sh\npip install x\n```\n"
    assert examples(text, markdown=True) == [(4, "import tricktake\n")]


def test_each_page_with_examples_gets_a_module(tmp_path: Path) -> None:
    """The README and the pages that show code have modules that begin with the pyright
    header and name the page and line of each example."""
    found = modules()
    for name in ("page_readme", "page_quickstart", "page_bots", "page_records"):
        assert found[name].startswith(HEADER), name
    assert "# docs/quickstart.rst:" in found["page_quickstart"]
    empty = tmp_path / "empty.rst"
    empty.write_text("No code here.\n", encoding="utf-8")
    assert page_module(empty, tmp_path) is None
    assert len(pages()) > 5


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, int]]:
    """Every page's module checked by ``mypy --strict`` in one run."""
    return mypy_strict_each(tmp_path_factory.mktemp("docs"), modules())


@pytest.mark.parametrize("name", sorted(modules()))
def test_the_examples_of_each_page_pass_mypy_strict(
    checked: dict[str, tuple[str, int]], name: str
) -> None:
    output, status = checked[name]
    assert status == 0, output


def test_the_check_can_fail(tmp_path: Path) -> None:
    """A page whose example is a type error fails: the check is not vacuous."""
    page = tmp_path / "bad.rst"
    page.write_text('>>> import tricktake\n>>> tricktake.get_game("nap").view(0, 2)\n')
    module = page_module(page, tmp_path)
    assert module is not None
    output, status = mypy_strict_each(tmp_path, {"bad": module})["bad"]
    assert status == 1 and 'incompatible type "int"' in output, output
