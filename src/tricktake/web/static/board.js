// The table drawn from one "view" message: the seats around it, the middle (the trick in
// play or the run), the face-up piles, the facts, the viewer's hand and its actions. The
// same drawing serves a live table and a replay; it reads the common view's keys, the
// action texts of `legal` and the game's drawing `parts`, never a game's rules.

import { selectedAction, sortActions } from "./actions.js";
import { cardElement, richText } from "./cards.js";
import { el } from "./dom.js";

// The parts as the page reads them, whether a pair is written as a list or an object.
function pair(item, first, second) {
  return Array.isArray(item) ? item : [item[first], item[second]];
}

/** Each seat's name: the table's or the record's names, else "Seat s". */
export function seatLabel(names, parts, seat) {
  const players = parts?.seats ?? names.length;
  if (seat >= players && parts?.others?.[seat - players]) return parts.others[seat - players];
  return names[seat] || `Seat ${seat}`;
}

function seatPanel(message, names, seats, seat) {
  const { view, parts } = message;
  const classes = ["seat"];
  if (view.actor === seat) classes.push("to-move");
  if (view.seat === seat) classes.push("viewer");
  const info = seats?.[seat];
  if (info && info.kind === "person" && info.taken && !info.connected) classes.push("away");
  const badges = el("span", { class: "badges" });
  if (view.dealer === seat) badges.append(el("span", { class: "badge dealer", title: "dealer" }, "dealer"));
  if (view.actor === seat) badges.append(el("span", { class: "badge turn", title: "to move" }, "to move"));
  if (info && info.kind !== "person") badges.append(el("span", { class: "badge bot" }, `${info.kind} bot`));
  if (view.seat === seat) badges.append(el("span", { class: "badge you" }, "you"));
  const facts = el("dl", { class: "seat-facts" });
  const fact = (label, value) => facts.append(el("dt", {}, label), el("dd", {}, String(value)));
  fact("cards", view.hand_sizes[seat] ?? 0);
  if (seat < view.scores.length) fact("score", view.scores[seat]);
  if (parts?.won && seat < parts.won.length) fact("tricks", parts.won[seat]);
  const note = parts?.notes?.[seat];
  return el(
    "section",
    { class: classes.join(" "), "data-seat": seat, "aria-label": seatLabel(names, parts, seat) },
    el("h3", {}, el("span", { class: "name" }, seatLabel(names, parts, seat)), badges),
    facts,
    note ? el("p", { class: "note" }, note) : null,
  );
}

function middle(message, names, clickable) {
  const { parts } = message;
  const box = el("section", { class: "middle", "aria-label": "the table" });
  if (!parts) return box;
  const played = (parts.middle ?? []).map((item) => pair(item, "seat", "card"));
  if (parts.middle_label || played.length) {
    const row = el("div", { class: parts.middle_row ? "trick run" : "trick" });
    for (const [seat, card] of played) {
      row.append(
        el("figure", { class: "played" }, cardElement(card), el("figcaption", {}, seatLabel(names, parts, seat))),
      );
    }
    box.append(el("div", { class: "block in-play" }, el("h3", {}, parts.middle_label || ""), row));
  }
  for (const pile of parts.piles ?? []) {
    const cards = el("div", { class: "pile-cards" });
    pile.cards.forEach((card, i) => {
      const caption = pile.captions?.[i] ?? "";
      cards.append(message.view.hand.includes(card) ? cardElement(card, { caption }) : clickable(card, caption));
    });
    box.append(el("div", { class: "block pile" }, el("h3", {}, pile.label), cards));
  }
  const facts = (parts.facts ?? []).map((item) => pair(item, "label", "text"));
  if (facts.length) {
    const list = el("dl", { class: "facts" });
    for (const [label, text] of facts) list.append(el("dt", {}, label), el("dd", {}, richText(text)));
    box.append(el("div", { class: "block" }, list));
  }
  return box;
}

/**
 * Draws `message` into `container`. `names` are the seats' names, `seats` the table
 * summary's seats (kinds, connections) or null, `act(text)` sends an action (null: a
 * replay, nothing is clickable).
 */
export function drawBoard(container, message, { names, seats = null, act = null }) {
  const { view, parts } = message;
  const legal = act ? view.legal : [];
  // A face-up pile's card is played from there (a dummy's hand) only if the hand does not
  // hold the same card (Newmarket's boodle cards repeat cards of the hands).
  const pileCards = (parts?.piles ?? []).flatMap((pile) => pile.cards).filter((card) => !view.hand.includes(card));
  const sorted = sortActions(legal, [...view.hand, ...pileCards]);
  const selected = new Set();
  const choices = el("div", { class: "choices", role: "group", "aria-label": "choose an action" });
  const verbs = el("div", { class: "actions", role: "group", "aria-label": "actions" });

  function refreshSelection() {
    for (const button of container.querySelectorAll(".card[data-card]")) {
      button.classList.toggle("selected", selected.has(button.dataset.card));
      if (button.tagName === "BUTTON") button.setAttribute("aria-pressed", String(selected.has(button.dataset.card)));
    }
    for (const button of verbs.querySelectorAll("button[data-verb]")) {
      button.disabled = selectedAction(sorted.multi, button.dataset.verb, selected) === null;
    }
  }

  function clicked(card) {
    choices.replaceChildren();
    if (sorted.selecting) {
      if (selected.has(card)) selected.delete(card);
      else selected.add(card);
      refreshSelection();
      return;
    }
    const options = sorted.byCard.get(card);
    if (options.length === 1) act(options[0]);
    else for (const text of options) choices.append(el("button", { type: "button", onclick: () => act(text) }, richText(text)));
  }

  function clickable(card, caption = "") {
    const playable = sorted.byCard.has(card) || (sorted.selecting && sorted.multi.some((a) => a.cards.has(card)));
    return cardElement(card, {
      onClick: playable ? () => clicked(card) : null,
      classes: playable ? ["legal"] : [],
      caption,
    });
  }

  if (sorted.selecting) {
    for (const verb of new Set(sorted.multi.map((action) => action.verb))) {
      verbs.append(
        el("button", {
          type: "button",
          class: "verb",
          "data-verb": verb,
          disabled: true,
          onclick: () => act(selectedAction(sorted.multi, verb, selected)),
        }, `${verb} the selected cards`),
      );
    }
  }
  for (const [verb, texts] of sorted.others) {
    if (texts.length <= 8) {
      for (const text of texts) verbs.append(el("button", { type: "button", "data-action": text, onclick: () => act(text) }, richText(text)));
    } else {
      // Many actions of one kind (a Newmarket offer, an ante split): one list and a button.
      const select = el("select", { "aria-label": verb, "data-verb-list": verb }, ...texts.map((text) => el("option", { value: text }, text)));
      verbs.append(el("span", { class: "action-list" }, select, el("button", { type: "button", onclick: () => act(select.value) }, verb)));
    }
  }

  const names_ = names;
  const players = view.hand_sizes.length;
  const order = [];
  const start = view.seat ?? -1;
  for (let i = 1; i <= players; i++) order.push((start + i + players) % players);
  const others = view.seat === null ? [...Array(players).keys()] : order.filter((seat) => seat !== view.seat);

  const hand = el("div", { class: "hand", role: "group", "aria-label": "your hand" });
  for (const card of view.hand) hand.append(clickable(card));
  const head = el(
    "header",
    { class: "board-head" },
    el("h2", {}, parts?.title ?? view.game),
    el("span", { class: "preset" }, parts?.preset ?? view.preset),
    el("span", {}, `deal ${view.deal_number}`),
    el("span", { class: "phase" }, view.phase),
    el("span", { class: "version" }, `version ${message.version}`),
  );
  const mine = view.seat === null
    ? el("section", { class: "spectator" }, el("p", {}, "Watching: the public view (no hand)."))
    : el(
        "section",
        { class: "own" },
        seatPanel(message, names_, seats, view.seat),
        hand,
        el("div", { class: "controls" }, verbs, choices),
      );
  container.replaceChildren(
    head,
    el("div", { class: "seats" }, ...others.map((seat) => seatPanel(message, names_, seats, seat))),
    middle(message, names_, clickable),
    mine,
  );
  refreshSelection();
}
