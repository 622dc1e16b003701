// Cards as a player reads them: the library's card text ("10S", "AH", "JK", "?") drawn
// with its suit symbol, red or black, and named for screen readers ("10 of spades").

const SUITS = {
  C: { symbol: "♣", name: "clubs", red: false },
  D: { symbol: "♦", name: "diamonds", red: true },
  H: { symbol: "♥", name: "hearts", red: true },
  S: { symbol: "♠", name: "spades", red: false },
};
const RANK_NAMES = { J: "jack", Q: "queen", K: "king", A: "ace" };
const CARD_TEXT = /^(10|11|12|[2-9JQKA])([CDHS])$/;

/** The parts of a card text, or null for text that is no card ("pass", "3", "?"). */
export function parseCard(text) {
  if (text === "JK") return { rank: "JK", suit: null, symbol: "JK", red: false, label: "joker" };
  const match = CARD_TEXT.exec(text);
  if (!match) return null;
  const [, rank, letter] = match;
  const suit = SUITS[letter];
  return {
    rank,
    suit: letter,
    symbol: rank + suit.symbol,
    red: suit.red,
    label: `${RANK_NAMES[rank] ?? rank} of ${suit.name}`,
  };
}

/** Whether a word of an action's text names a card. */
export function isCard(text) {
  return parseCard(text) !== null;
}

/**
 * A card as an element: a <button> when `onClick` is given (a card one may play), else a
 * <span>. `?` is a card face down.
 */
export function cardElement(text, { onClick = null, classes = [], caption = "" } = {}) {
  const card = parseCard(text);
  const element = document.createElement(onClick ? "button" : "span");
  element.className = ["card", ...classes].join(" ");
  element.dataset.card = text;
  if (card === null) {
    element.classList.add("back");
    element.setAttribute("aria-label", text === "?" ? "a card face down" : text);
    element.textContent = text === "?" ? "" : text;
  } else {
    element.classList.add(card.red ? "red" : "black");
    element.setAttribute("aria-label", card.label);
    const rank = document.createElement("span");
    rank.className = "rank";
    rank.textContent = card.rank;
    element.append(rank);
    if (card.suit) {
      const suit = document.createElement("span");
      suit.className = "suit";
      suit.textContent = SUITS[card.suit].symbol;
      suit.setAttribute("aria-hidden", "true");
      element.append(suit);
    }
  }
  if (caption) {
    const small = document.createElement("small");
    small.className = "caption";
    small.textContent = caption;
    element.append(small);
  }
  if (onClick) {
    element.type = "button";
    element.addEventListener("click", onClick);
  }
  return element;
}

/**
 * Text with every card word ("9D") shown as its symbol and colour, and the suit symbols
 * that the library already wrote ("2♣ 5♦") coloured: a fragment of spans and text.
 */
export function richText(text) {
  const fragment = document.createDocumentFragment();
  for (const word of String(text).split(/(\s+|,|=)/)) {
    const card = parseCard(word);
    const symbolSuit = /[♥♦]/.test(word) ? "red" : /[♣♠]/.test(word) ? "black" : null;
    if (card) {
      const span = document.createElement("span");
      span.className = `cardtext ${card.red ? "red" : "black"}`;
      span.textContent = card.symbol;
      span.title = card.label;
      fragment.append(span);
    } else if (symbolSuit) {
      const span = document.createElement("span");
      span.className = `cardtext ${symbolSuit}`;
      span.textContent = word;
      fragment.append(span);
    } else {
      fragment.append(word);
    }
  }
  return fragment;
}
