// The trade-selection island (docs/decisions/006, docs/product/public-site.md §10.10): on a
// server-rendered directory page, before the app has loaded, it shows the selection bar as the
// cards' "Add to my request" boxes are ticked, at most three, and keeps the choice across the
// directory's page loads. Nothing but the DOM: no React, no Chakra. The
// bar is the app's own, rendered hidden by the Worker; the island fills in its texts. Sent, it is
// a GET of the quote page for the chosen trades, which the Worker answers. The app, if it wakes,
// takes the choice over (web/src/features/directory/chosenTrades.ts).
import { limits } from '#schema/limits';
import { islandControlAttribute } from '#schema/page-waking';
import {
  selectionBarParts,
  tradeNameAttribute,
  tradeParam,
  tradeRequestFormId,
} from '#schema/trade-selection';
import type { QuoteTarget } from '../entities/quote/useQuoteDialog';
import { keepChosenTrades, readChosenTrades } from '../features/directory/chosenTrades';
import { selectionTexts } from '../features/directory/selectionTexts';

/** Marks a hidden field the island added for a chosen trade. */
const addedAttribute = 'data-selection-added';

/** The bar around the form and the parts the island fills in, or null if one is missing. */
function barOf(form: HTMLFormElement) {
  const bar = form.closest<HTMLElement>(`[${selectionBarParts.bar}]`);
  const part = (name: string) => form.querySelector<HTMLElement>(`[${name}]`);
  const count = part(selectionBarParts.count);
  const names = part(selectionBarParts.names);
  const send = part(selectionBarParts.send);
  const clear = part(islandControlAttribute);
  const status = document.querySelector<HTMLElement>(`[${selectionBarParts.status}]`);
  return bar && count && names && send && clear && status
    ? { bar, count, names, send, clear, status }
    : null;
}

export function startTradeSelection(form: HTMLFormElement) {
  const parts = barOf(form);
  if (!parts) return;
  const { bar, count, names, send, clear, status } = parts;
  const texts = [count, names, send, status].map(
    (element) => [element, element.textContent] as const,
  );
  const wasHidden = bar.hidden;

  const boxes = () => [
    ...document.querySelectorAll<HTMLInputElement>(
      `input[type=checkbox][form="${tradeRequestFormId}"][${tradeNameAttribute}]`,
    ),
  ];
  const targetOf = (box: HTMLInputElement): QuoteTarget => ({
    id: Number(box.value),
    name: box.getAttribute(tradeNameAttribute) ?? '',
  });

  // What an earlier page kept, then any box ticked before the island ran.
  let chosen = readChosenTrades();
  for (const box of boxes()) {
    const target = targetOf(box);
    if (box.checked && !chosen.some(({ id }) => id === target.id)) chosen.push(target);
  }
  chosen = chosen.slice(0, limits.tradesPerQuoteRequest);

  function show() {
    const full = chosen.length >= limits.tradesPerQuoteRequest;
    for (const box of boxes()) {
      const id = Number(box.value);
      box.checked = chosen.some((trade) => trade.id === id);
      box.disabled = full && !box.checked;
    }
    // Each chosen trade is sent by a field of its own, outside the page's app root, in the order
    // chosen (the boxes, in the page's order, send nothing while the island runs), whether or not
    // its card is on this page.
    for (const field of document.querySelectorAll(`[${addedAttribute}]`)) field.remove();
    for (const trade of chosen) {
      const field = document.createElement('input');
      Object.assign(field, { type: 'hidden', name: tradeParam, value: String(trade.id) });
      field.setAttribute('form', tradeRequestFormId);
      field.setAttribute(addedAttribute, '');
      document.body.append(field);
    }
    bar.hidden = chosen.length === 0;
    count.textContent = selectionTexts.chosen(chosen.length, limits.tradesPerQuoteRequest);
    status.textContent = count.textContent;
    names.textContent = chosen.map((trade) => trade.name).join(', ');
    send.textContent = selectionTexts.request(chosen.length);
    keepChosenTrades(chosen);
  }

  function onChange(event: Event) {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !boxes().includes(box)) return;
    const target = targetOf(box);
    chosen = chosen.filter((trade) => trade.id !== target.id);
    if (box.checked && chosen.length < limits.tradesPerQuoteRequest) chosen.push(target);
    show();
  }
  function onClear() {
    chosen = [];
    show();
  }
  // The quote page is on its way with the choice: it is not kept for the next search. Back from it
  // to this page as it was (the browser's back-forward cache), the choice shown is kept again.
  const onSend = () => keepChosenTrades([]);
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) keepChosenTrades(chosen);
  };

  for (const box of boxes()) box.removeAttribute('name');
  document.addEventListener('change', onChange);
  clear.addEventListener('click', onClear);
  form.addEventListener('submit', onSend);
  window.addEventListener('pageshow', onShow);
  show();

  window.__tradeSelection = {
    release() {
      document.removeEventListener('change', onChange);
      clear.removeEventListener('click', onClear);
      form.removeEventListener('submit', onSend);
      window.removeEventListener('pageshow', onShow);
      for (const field of document.querySelectorAll(`[${addedAttribute}]`)) field.remove();
      for (const box of boxes()) {
        box.checked = box.defaultChecked;
        box.disabled = false;
        box.name = tradeParam;
      }
      bar.hidden = wasHidden;
      for (const [element, text] of texts) element.textContent = text;
      delete window.__tradeSelection;
      return chosen;
    },
  };
}

// Not once the app has been asked for (a signed-in visitor's page asks at once): the page is the
// app's to hydrate as the server rendered it, and the app takes the kept choice from storage.
const form = document.getElementById(tradeRequestFormId);
if (form instanceof HTMLFormElement && !window.__tradeSelection && !window.__early?.woke) {
  startTradeSelection(form);
}
