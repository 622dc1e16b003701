// The viewer's legal actions, sorted by how a player makes them. The page knows no game:
// it reads the action texts of `view.legal` and sees which words are cards.
//
//   - an action that names one card the viewer can see ("play 9D", "play AH snap") is
//     made by clicking that card (a card with several such actions offers a choice);
//   - actions that name several cards ("bid 9C 8C 6C") are made by selecting the cards,
//     then pressing the button of the action's first word ("bid");
//   - every other action ("pass", "bid nap", "offer 3") is a button.

import { isCard } from "./cards.js";

/** The card words of an action's text. */
export function cardWords(text) {
  return text.split(" ").filter(isCard);
}

/**
 * The legal actions sorted for the page: `byCard` (card text -> the actions made by
 * clicking it), `multi` (actions made by selecting cards, with their card words),
 * `others` (the rest, grouped by first word, in order) and `selecting` (whether cards
 * are selected rather than played at a click). `visible` is every card text the viewer
 * may click: its hand and any face-up pile it plays from.
 */
export function sortActions(legal, visible) {
  const shown = new Set(visible);
  const byCard = new Map();
  const multi = [];
  const others = new Map();
  for (const text of legal) {
    const cards = cardWords(text);
    if (cards.length > 0 && cards.every((card) => shown.has(card))) {
      if (cards.length === 1) {
        if (!byCard.has(cards[0])) byCard.set(cards[0], []);
        byCard.get(cards[0]).push(text);
      }
      multi.push({ text, verb: text.split(" ")[0], cards: new Set(cards) });
    } else {
      const verb = text.split(" ")[0];
      if (!others.has(verb)) others.set(verb, []);
      others.get(verb).push(text);
    }
  }
  const selecting = multi.some((action) => action.cards.size > 1);
  return { byCard, multi: selecting ? multi : [], others, selecting };
}

/** The action among `multi` with this first word that names exactly the cards `selected`. */
export function selectedAction(multi, verb, selected) {
  return (
    multi.find(
      (action) =>
        action.verb === verb &&
        action.cards.size === selected.size &&
        [...selected].every((card) => action.cards.has(card)),
    )?.text ?? null
  );
}

/** The one action to send by itself when auto-play is on: `legal` is a single card's play. */
export function forcedAction(legal, hand) {
  if (legal.length !== 1) return null;
  const cards = cardWords(legal[0]);
  return cards.length === 1 && hand.includes(cards[0]) && legal[0].split(" ").length === 2
    ? legal[0]
    : null;
}
