// The lobby: the tables (take a free seat, watch, download or replay a finished game) and
// the form that creates a table for any game, preset and options from /api/games.

import { api, keepPlayerName, playerName, seatToken, takeSeat } from "./api.js";
import { el, say } from "./dom.js";

const SEAT_KINDS = ["person", "random", "search"];

function optionsText(options) {
  return Object.entries(options ?? {})
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(", ");
}

function nameInput() {
  return document.getElementById("player-name");
}

async function sit(table, seat, status) {
  const name = nameInput().value.trim();
  if (!name) {
    say(status, "Type your name first, then take a seat.");
    nameInput().focus();
    return;
  }
  keepPlayerName(name);
  try {
    await takeSeat(table, seat, name);
    location.hash = `#/table/${table}`;
  } catch (error) {
    say(status, error.message);
  }
}

function tableRow(summary, status) {
  const id = summary.table;
  const mine = seatToken(id);
  const seats = el("ul", { class: "seat-list" });
  for (const seat of summary.seats) {
    let who = seat.kind === "person" ? seat.name || "free" : `${seat.kind} bot`;
    const item = el("li", { "data-seat": seat.seat }, `${seat.seat}: ${who}`);
    if (seat.kind === "person" && !seat.taken && !summary.over) {
      item.append(" ", el("button", { type: "button", onclick: () => sit(id, seat.seat, status) }, `Sit at seat ${seat.seat}`));
    }
    seats.append(item);
  }
  const links = el("p", { class: "links" });
  if (mine) links.append(el("a", { href: `#/table/${id}` }, `Back to my seat (${mine.seat})`), " ");
  links.append(el("a", { href: `#/table/${id}` }, "Watch"));
  if (summary.over) {
    links.append(
      " ",
      el("a", { href: `/api/tables/${id}/record`, download: `tricktake-${id}.json` }, "Download the record"),
      " ",
      el("a", { href: `#/replay/${id}` }, "Replay"),
    );
  }
  const options = optionsText(summary.options);
  return el(
    "li",
    { class: "table-row", "data-table": id },
    el("h3", {}, `${summary.title} · ${summary.preset}${options ? ` (${options})` : ""}`),
    el("p", { class: "meta" }, `table ${id} · version ${summary.version} · ${summary.over ? "game over" : "in play"}`),
    seats,
    links,
  );
}

// One control per option: the preset's value unless the player picks another.
function optionControl(option) {
  const id = `option-${option.name}`;
  const allowed = Array.isArray(option.choices) ? option.choices : null;
  let control;
  if (allowed) {
    control = el("select", { id, name: option.name }, el("option", { value: "" }, "as the preset"));
    for (const value of allowed) control.append(el("option", { value: JSON.stringify(value) }, JSON.stringify(value)));
  } else {
    control = el("input", { id, name: option.name, placeholder: `as the preset (e.g. ${JSON.stringify(option.default)})` });
  }
  control.dataset.option = option.name;
  return el(
    "div",
    { class: "option" },
    el("label", { for: id }, option.name),
    control,
    el("small", {}, [option.help.replaceAll("``", ""), `allowed: ${option.allowed}`].join(" · ")),
  );
}

function optionValue(control) {
  const text = control.value.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function createForm(games, status) {
  const game = el("select", { id: "new-game", name: "game" });
  for (const g of games) game.append(el("option", { value: g.name }, g.title));
  const preset = el("select", { id: "new-preset", name: "preset" });
  const options = el("div", { class: "options" });
  const seats = el("fieldset", { class: "seat-kinds" });
  const dealer = el("select", { id: "new-dealer", name: "first_dealer" });
  const current = () => games.find((g) => g.name === game.value);

  function players() {
    const chosen = current().presets.find((p) => p.name === preset.value);
    const override = options.querySelector('[data-option="players"]');
    const value = override ? optionValue(override) : undefined;
    return Number.isInteger(value) ? value : chosen.players;
  }
  function drawSeats() {
    const count = players();
    const kinds = [...seats.querySelectorAll("select")].map((s) => s.value);
    seats.replaceChildren(el("legend", {}, "Seats"));
    dealer.replaceChildren();
    for (let s = 0; s < count; s++) {
      const select = el("select", { id: `new-seat-${s}`, "data-seat": s });
      for (const kind of SEAT_KINDS) select.append(el("option", { value: kind }, kind));
      select.value = kinds[s] ?? (s === 0 ? "person" : "random");
      seats.append(el("span", { class: "seat-kind" }, el("label", { for: select.id }, `Seat ${s}`), select));
      dealer.append(el("option", { value: s }, `Seat ${s}`));
    }
  }
  function drawGame() {
    preset.replaceChildren(...current().presets.map((p) => el("option", { value: p.name }, `${p.name} (${p.players} players)`)));
    options.replaceChildren(...current().options.map(optionControl));
    options.querySelector('[data-option="players"]')?.addEventListener("change", drawSeats);
    drawSeats();
  }
  game.addEventListener("change", drawGame);
  preset.addEventListener("change", drawSeats);
  drawGame();

  async function submit(event) {
    event.preventDefault();
    const chosen = {};
    for (const control of options.querySelectorAll("[data-option]")) {
      const value = optionValue(control);
      if (value !== undefined) chosen[control.dataset.option] = value;
    }
    const kinds = [...seats.querySelectorAll("select")].map((s) => s.value);
    const name = nameInput().value.trim();
    if (kinds.includes("person") && !name) {
      say(status, "Type your name first: you take the first person's seat of the new table.");
      nameInput().focus();
      return;
    }
    try {
      const created = await api("/api/tables", {
        method: "POST",
        body: { game: game.value, preset: preset.value, options: chosen, seats: kinds, first_dealer: Number(dealer.value) },
      });
      const first = kinds.indexOf("person");
      if (first >= 0) {
        keepPlayerName(name);
        await takeSeat(created.table, first, name);
      }
      location.hash = `#/table/${created.table}`;
    } catch (error) {
      say(status, error.message);
    }
  }

  return el(
    "form",
    { id: "new-table", onsubmit: submit },
    el("h2", {}, "New table"),
    el("div", { class: "row" }, el("label", { for: game.id }, "Game"), game, el("label", { for: preset.id }, "Preset"), preset),
    seats,
    el("div", { class: "row" }, el("label", { for: dealer.id }, "First dealer"), dealer),
    el("details", {}, el("summary", {}, "Options (each one overrides the preset)"), options),
    el("button", { type: "submit" }, "Create the table"),
  );
}

/** Shows the lobby in `container`; returns what stops it. */
export function showLobby(container) {
  const status = el("div", { class: "status", role: "alert" });
  const list = el("ul", { id: "tables", class: "tables" });
  const name = el("input", { id: "player-name", autocomplete: "nickname", value: playerName(), maxlength: 40 });
  const formBox = el("div", {});
  container.replaceChildren(
    el("section", { class: "you-are" }, el("label", { for: "player-name" }, "Your name"), name),
    status,
    el("section", { class: "lobby" }, el("div", {}, el("h2", {}, "Tables"), list), formBox),
  );
  let stopped = false;
  let shown = null;
  async function refresh() {
    try {
      const tables = await api("/api/tables");
      // Redrawn only when something changed, so that a button does not vanish under a click.
      if (stopped || JSON.stringify(tables) === shown) return;
      shown = JSON.stringify(tables);
      list.replaceChildren(...(tables.length ? tables.map((t) => tableRow(t, status)) : [el("li", {}, "No tables yet: create one.")]));
    } catch (error) {
      say(status, error.message);
    }
  }
  api("/api/games")
    .then((games) => formBox.replaceChildren(createForm(games, status)))
    .catch((error) => say(status, error.message));
  refresh();
  const timer = setInterval(refresh, 3000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
