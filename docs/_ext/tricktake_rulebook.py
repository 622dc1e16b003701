"""The ``tricktake-rulebook`` directive and the ``rule`` role: the rules reference.

``.. tricktake-rulebook:: nap`` renders the rulebook page that the installed package
ships (``tricktake/rulebook/nap.rst``, the text that :func:`tricktake.rule_text`
reads), so the docs and the library have one source. Each rule gets its identifier,
lower case, as its anchor: the bullet ``- **NAP-PLAY-4** ...`` is ``#nap-play-4`` and its
identifier links to itself; a section whose title starts with an identifier (a worked
example) gets it as its first id. Every identifier that the page's text cites links to
its rule.

``:rule:`NAP-PLAY-4``` links to a rule from any page (a standard-domain object type, so
the role needs no domain prefix); an identifier without a rule is a warning, and so is a
rule of :func:`tricktake.rule_ids` that the page gives no anchor.
"""

from __future__ import annotations

import re
from importlib.resources import as_file, files
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.roles import XRefRole
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import tricktake

logger = logging.getLogger(__name__)

_RULE_ID = re.compile(r"[A-Z][A-Z0-9]*-[A-Z]+-\d+")
_CITED = re.compile(r"\b(?:N99|NAP|NINES|NM)-[A-Z]+-\d+(?:/\d+)*(?:\.\.\d+)?")


class rulebook_page(nodes.Element):
    """Where ``tricktake-rulebook`` stood: the game of the page (removed when read)."""


class RulebookDirective(SphinxDirective):
    """``.. tricktake-rulebook:: GAME``: the packaged rulebook page of ``GAME``."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        tricktake.rule_ids(game)  # an unknown game fails here
        resource = files("tricktake.rulebook").joinpath(f"{game}.rst")
        with as_file(resource) as path:
            self.env.note_dependency(str(path))
            text = path.read_text(encoding="utf-8")
            self.state_machine.insert_input(text.splitlines(), str(path))
        return [rulebook_page(game=game)]


def _anchor(node: nodes.Element, identifier: str, env: Any) -> None:
    anchor = identifier.lower()
    node["ids"].insert(0, anchor)
    env.get_domain("std").note_object("rule", identifier, anchor, location=node)


class RuleAnchors(SphinxTransform):
    """On a rulebook page: an anchor for every rule, and a link for every citation."""

    default_priority = 500

    def apply(self, **kwargs: Any) -> None:
        pages = list(self.document.findall(rulebook_page))
        for page in pages:
            page.parent.remove(page)
        if not pages:
            return
        anchored: list[str] = []
        for item in self.document.findall(nodes.list_item):
            first = item.children[0] if item.children else None
            if not isinstance(first, nodes.paragraph) or not first.children:
                continue
            strong = first.children[0]
            if isinstance(strong, nodes.strong) and _RULE_ID.fullmatch(strong.astext()):
                identifier = strong.astext()
                _anchor(item, identifier, self.env)
                strong.replace(
                    strong[0], nodes.reference(identifier, identifier, refid=identifier.lower())
                )
                anchored.append(identifier)
        for section in self.document.findall(nodes.section):
            title = section.next_node(nodes.title)
            match = _RULE_ID.match(title.astext()) if title is not None else None
            if match:
                _anchor(section, match.group(), self.env)
                anchored.append(match.group())
        for page in pages:
            expected = tricktake.rule_ids(page["game"])
            missing = [i for i in expected if i not in anchored]
            extra = [i for i in anchored if i not in expected]
            if missing or extra:
                logger.warning(
                    "rulebook %s: rules without an anchor %s; anchors that are no rule %s",
                    page["game"],
                    missing,
                    extra,
                    location=self.document,
                )
        self._link_citations()

    def _link_citations(self) -> None:
        skip = (
            nodes.literal,
            nodes.reference,
            nodes.title,
            addnodes.pending_xref,
            nodes.FixedTextElement,
        )
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if parent is None or _inside(parent, skip):
                continue
            value = str(text)
            pieces: list[nodes.Node] = []
            last = 0
            for match in _CITED.finditer(value):
                pieces.append(nodes.Text(value[last : match.start()]))
                target = _RULE_ID.match(match.group())
                assert target is not None
                xref = addnodes.pending_xref(
                    "",
                    refdomain="std",
                    reftype="rule",
                    reftarget=target.group(),
                    refexplicit=True,
                    refwarn=True,
                )
                xref += nodes.Text(match.group())
                pieces.append(xref)
                last = match.end()
            if pieces:
                pieces.append(nodes.Text(value[last:]))
                parent.replace(text, pieces)


def _inside(node: nodes.Node, kinds: tuple[type[nodes.Node], ...]) -> bool:
    while node is not None:
        if isinstance(node, kinds):
            return True
        node = node.parent
    return False


def setup(app: Any) -> dict[str, Any]:
    app.add_node(rulebook_page)
    app.add_directive("tricktake-rulebook", RulebookDirective)
    app.add_crossref_type("rule", "rule")
    # An identifier without a rule warns, so that -W fails the build on it.
    app.add_role_to_domain("std", "rule", XRefRole(warn_dangling=True), override=True)
    app.add_transform(RuleAnchors)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
