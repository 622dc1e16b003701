// A live table (#/table/<id>): the websocket to the server, joined with the seat's token
// when the browser keeps one (else as a spectator), drawn anew at every "view" message.
// A lost connection is tried again until the server answers, and the seat is taken back.

import { autoPlay, forgetSeatToken, keepAutoPlay, keepPlayerName, playerName, seatToken, takeSeat } from "./api.js";
import { forcedAction } from "./actions.js";
import { drawBoard } from "./board.js";
import { richText } from "./cards.js";
import { el, say } from "./dom.js";

const RETRY_MS = [250, 500, 1000, 2000, 3000];

function socketUrl(table) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws/${encodeURIComponent(table)}`;
}

/** Shows table `id` in `container`; returns what stops it (closes the connection). */
export function showTable(container, id) {
  const status = el("p", { class: "connection", role: "status" }, "Connecting…");
  const errors = el("div", { class: "status", role: "alert" });
  const seatBar = el("div", { class: "take-seat" });
  const board = el("div", { class: "board" });
  const log = el("ol", { class: "log", "aria-label": "events" });
  const auto = el("input", { type: "checkbox", id: "auto-play" });
  auto.checked = autoPlay();
  const over = el("div", { class: "over" });
  container.replaceChildren(
    el("div", { class: "table-top" }, el("h2", {}, `Table ${id}`), status,
      el("label", { class: "switch" }, auto, " Auto-play a forced card")),
    seatBar,
    errors,
    over,
    el("div", { class: "table-layout" }, board, el("aside", { class: "events" }, el("h3", {}, "Events"), log)),
  );

  let socket = null;
  let stopped = false;
  let attempts = 0;
  let last = null; // the last view message
  let summary = null;
  let logged = -1; // the last version whose events are in the log
  let autoTimer = null;

  // Each seat's name; a name that two seats share (two random bots) gets its seat number.
  function names() {
    const given = (summary?.seats ?? []).map((seat) => seat.name || (seat.kind === "person" ? "" : `${seat.kind} bot`));
    return given.map((name, seat) => (name && given.indexOf(name) !== given.lastIndexOf(name) ? `${name} ${seat}` : name));
  }

  function send(message) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function act(action) {
    if (!last) return;
    board.classList.add("pending");
    for (const button of board.querySelectorAll("button")) button.disabled = true;
    send({ type: "act", version: last.version, action });
  }

  function maybeAutoPlay() {
    clearTimeout(autoTimer);
    if (!auto.checked || !last || last.view.actor !== last.seat || last.seat === null) return;
    const action = forcedAction(last.view.legal, last.view.hand);
    if (!action) return;
    const version = last.version;
    autoTimer = setTimeout(() => {
      if (last?.version === version) act(action);
    }, 300);
  }
  auto.addEventListener("change", () => {
    keepAutoPlay(auto.checked);
    maybeAutoPlay();
  });

  function drawSeatBar() {
    const free = (summary?.seats ?? []).filter((s) => s.kind === "person" && !s.taken);
    if (seatToken(id) || !free.length || summary.over) {
      seatBar.replaceChildren();
      return;
    }
    const name = el("input", { id: "seat-name", value: playerName(), maxlength: 40, "aria-label": "your name" });
    seatBar.replaceChildren(
      el("span", {}, "You are watching. Your name: "),
      name,
      ...free.map((seat) =>
        el("button", {
          type: "button",
          onclick: async () => {
            if (!name.value.trim()) return say(errors, "Type your name first, then take a seat.");
            keepPlayerName(name.value.trim());
            try {
              await takeSeat(id, seat.seat, name.value.trim());
              socket?.close(); // joins again, with the token
            } catch (error) {
              say(errors, error.message);
            }
          },
        }, `Sit at seat ${seat.seat}`),
      ),
    );
  }

  function drawOver() {
    if (!summary?.over) return over.replaceChildren();
    over.replaceChildren(
      el("p", {}, el("strong", {}, "The game is over. "),
        el("a", { href: `/api/tables/${id}/record`, download: `tricktake-${id}.json` }, "Download the record"),
        " · ", el("a", { href: `#/replay/${id}` }, "Replay it step by step")),
    );
  }

  function onView(message, fresh = true) {
    last = message;
    summary = message.summary ?? summary;
    board.classList.remove("pending");
    say(errors, "");
    drawBoard(board, message, { names: names(), seats: summary?.seats, act: message.seat === null ? null : act });
    if (logged < 0) {
      // Joined mid-deal: the deal so far, from the view's history (a deal's cards unsaid).
      for (const seen of message.view.history.slice(0, -1)) {
        const text = seen.actor === "chance" ? "deal" : `${seen.actor} ${seen.action}`;
        log.append(el("li", { class: "history" }, richText(text)));
      }
    }
    if (message.version > logged) {
      for (const event of message.events) {
        log.append(el("li", { "data-version": message.version }, richText(event.text)));
      }
      logged = message.version;
      log.parentElement.scrollTop = log.parentElement.scrollHeight;
    }
    drawSeatBar();
    drawOver();
    if (fresh) maybeAutoPlay();
  }

  function onMessage(event) {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (message.type === "welcome") {
      summary = message.summary;
      attempts = 0;
      status.textContent = message.seat === null ? "Connected: watching" : `Connected: seat ${message.seat}`;
    } else if (message.type === "view") {
      onView(message);
    } else if (message.type === "error") {
      say(errors, `${message.message} (${message.code})`);
      if (last) onView(last, false); // the controls again: nothing changed
    }
  }

  function connect() {
    if (stopped) return;
    socket = new WebSocket(socketUrl(id));
    socket.addEventListener("open", () => {
      const mine = seatToken(id);
      send(mine ? { type: "join", token: mine.token } : { type: "join" });
    });
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", (event) => {
      if (stopped) return;
      if (event.code === 4404) {
        status.textContent = "No such table.";
        return;
      }
      if (event.code === 4403) {
        forgetSeatToken(id);
        say(errors, "The server refused this browser's seat token: you are watching instead.");
      }
      const wait = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)];
      attempts += 1;
      status.textContent = `Connection lost: trying again (attempt ${attempts})…`;
      setTimeout(connect, wait);
    });
  }
  connect();

  return () => {
    stopped = true;
    clearTimeout(autoTimer);
    socket?.close();
  };
}
