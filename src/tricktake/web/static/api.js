// The server's HTTP API and what the page keeps in the browser: the seat tokens (one per
// table, so that a reload takes the seat back), the player's name and the auto-play switch.

/** The JSON reply of an HTTP request; a failure throws an Error with the server's message. */
export async function api(path, { method = "GET", body } = {}) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `${response.status} ${response.statusText}`);
  return data;
}

const TOKEN = (table) => `tricktake.seat.${table}`;

/** The seat and token kept for `table` ({seat, token}), or null. */
export function seatToken(table) {
  try {
    return JSON.parse(localStorage.getItem(TOKEN(table)));
  } catch {
    return null;
  }
}

export function keepSeatToken(table, seat, token) {
  localStorage.setItem(TOKEN(table), JSON.stringify({ seat, token }));
}

export function forgetSeatToken(table) {
  localStorage.removeItem(TOKEN(table));
}

/** Claims `seat` of `table` for the player called `name`, and keeps its token. */
export async function takeSeat(table, seat, name) {
  const reply = await api(`/api/tables/${encodeURIComponent(table)}/seats/${seat}`, {
    method: "POST",
    body: { name },
  });
  keepSeatToken(table, reply.seat, reply.token);
  return reply;
}

export function playerName() {
  return localStorage.getItem("tricktake.name") ?? "";
}

export function keepPlayerName(name) {
  localStorage.setItem("tricktake.name", name);
}

export function autoPlay() {
  return localStorage.getItem("tricktake.autoplay") === "on";
}

export function keepAutoPlay(on) {
  localStorage.setItem("tricktake.autoplay", on ? "on" : "off");
}
