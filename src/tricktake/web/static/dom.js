// Small helpers for building the page's elements.

/** A new element: `el("div", {class: "x", onclick: f}, child, "text")`; a false or null attribute is left out. */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") element.className = value;
    else if (key.startsWith("on")) element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? "" : value);
  }
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

/** A message for the player (an error from the server, a failed request), in `box`. */
export function say(box, text, kind = "error") {
  box.replaceChildren(text ? el("p", { class: kind }, text) : "");
}
