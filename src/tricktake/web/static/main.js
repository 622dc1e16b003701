// The page's router: #/ the lobby, #/table/<id> a table, #/replay[/<id>] a replay.

import { showLobby } from "./lobby.js";
import { showReplay } from "./replay.js";
import { showTable } from "./table.js";

const app = document.getElementById("app");
let stop = () => {};

function route() {
  stop();
  const [page, id] = location.hash.replace(/^#\/?/, "").split("/");
  if (page === "table" && id) stop = showTable(app, decodeURIComponent(id));
  else if (page === "replay") stop = showReplay(app, id ? decodeURIComponent(id) : null);
  else stop = showLobby(app);
  document.body.dataset.page = page || "lobby";
}

window.addEventListener("hashchange", route);
route();
