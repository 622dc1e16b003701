// A replay (#/replay, or #/replay/<id> for a finished table's record): a record opened from
// a file or downloaded from the server, stepped through with the server's /api/replay, as
// seen from the seat the player chooses (or the public view).

import { api } from "./api.js";
import { drawBoard } from "./board.js";
import { richText } from "./cards.js";
import { el, say } from "./dom.js";

/** Shows the replay page in `container`, opening table `id`'s record if given. */
export function showReplay(container, id = null) {
  const errors = el("div", { class: "status", role: "alert" });
  const file = el("input", { type: "file", id: "record-file", accept: ".json,application/json" });
  const seat = el("select", { id: "replay-seat", "aria-label": "whose view" });
  const position = el("span", { class: "position", "aria-live": "polite" });
  const action = el("p", { class: "last-action" });
  const board = el("div", { class: "board" });
  const button = (label, name, step) => el("button", { type: "button", "data-step": name, onclick: () => go(step()) }, label);
  const controls = el(
    "div",
    { class: "replay-controls", hidden: true },
    button("⏮ First", "first", () => 0),
    button("◀ Back", "back", () => step - 1),
    button("Forward ▶", "forward", () => step + 1),
    button("Last ⏭", "last", () => steps),
    position,
    el("label", { for: seat.id }, "View of"),
    seat,
  );
  container.replaceChildren(
    el("h2", {}, "Replay"),
    el("p", {}, el("label", { for: file.id }, "Open a record (JSON): "), file),
    errors,
    controls,
    action,
    board,
  );

  let record = null;
  let step = 0;
  let steps = 0;
  let names = [];

  async function go(k) {
    if (!record) return;
    k = Math.max(0, Math.min(k, steps || k));
    try {
      const reply = await api("/api/replay", {
        method: "POST",
        body: { record, step: k, seat: seat.value === "" ? null : Number(seat.value) },
      });
      step = reply.step;
      steps = reply.steps;
      say(errors, "");
      position.textContent = `step ${step} of ${steps}`;
      action.replaceChildren(step === 0 ? "Before the first action." : el("span", {}, `Action ${step}: `, richText(reply.action)));
      drawBoard(board, reply.message, { names, act: null });
      for (const [name, disabled] of [["first", step === 0], ["back", step === 0], ["forward", step === steps], ["last", step === steps]]) {
        controls.querySelector(`[data-step="${name}"]`).disabled = disabled;
      }
    } catch (error) {
      say(errors, error.message);
    }
  }

  function open(data) {
    record = data;
    names = Array.isArray(data.players) ? data.players : [];
    step = 0;
    steps = 0;
    const seats = names.length || (data.players ?? 0);
    seat.replaceChildren(el("option", { value: "" }, "everyone (the public view)"));
    for (let s = 0; s < seats; s++) seat.append(el("option", { value: s }, names[s] || `Seat ${s}`));
    controls.hidden = false;
    go(0);
  }

  seat.addEventListener("change", () => go(step));
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      open(JSON.parse(await chosen.text()));
    } catch (error) {
      say(errors, `That file is no record: ${error.message}`);
    }
  });
  if (id) {
    api(`/api/tables/${encodeURIComponent(id)}/record`)
      .then(open)
      .catch((error) => say(errors, error.message));
  }
  return () => {};
}
