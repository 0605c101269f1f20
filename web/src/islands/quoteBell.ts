// The staff quote bell on a server-rendered page (docs/decisions/006): the account template's bell
// (QuoteBellTemplate), kept up to date by the same watch as the app's QuoteBell.
import { limits } from '#schema/limits';
import { quoteBellParts } from '#schema/page-waking';
import { quoteBellTexts } from '../entities/quote/quoteBellTexts';
import { type BellQuote, watchQuoteBell } from '../entities/quote/quoteBellWatch';
import { partsIn } from './templateParts';

const shown = (element: HTMLElement, visible: boolean) => {
  element.style.display = visible ? '' : 'none';
};

/**
 * Fills in the bell the account template drew (`drawn`) and starts polling; returns what stops it,
 * or null when the template has no bell.
 */
export function startQuoteBell(drawn: ParentNode): (() => void) | null {
  const part = partsIn(drawn, quoteBellParts);
  const bell = part('bell');
  const trigger = part('trigger');
  const count = part('count');
  const empty = part('empty');
  const list = part('list');
  const item = part('item');
  const more = part('more');
  const markAllAsRead = part('markAllAsRead');
  if (
    !(bell instanceof HTMLDetailsElement) ||
    !(trigger && count && empty && list && item && more && markAllAsRead)
  ) {
    return null;
  }
  item.remove();
  const close = () => {
    bell.open = false;
  };

  const draw = (quotes: readonly BellQuote[]) => {
    const items = quotes.slice(0, limits.quoteBellMaxItems).map((quote) => {
      const entry = item.cloneNode(true) as HTMLElement;
      const entryPart = partsIn(entry, quoteBellParts);
      const route = entryPart('route');
      const detail = entryPart('detail');
      if (route) route.textContent = quoteBellTexts.route(quote.customerName, quote.tradesmanName);
      if (detail) detail.textContent = quoteBellTexts.detail(quote.propertySize, quote.createdAt);
      return entry;
    });
    list.replaceChildren(...items);
    const hidden = quotes.length - items.length;
    more.textContent = hidden > 0 ? quoteBellTexts.more(hidden) : '';
    trigger.setAttribute('aria-label', quoteBellTexts.bellLabel(quotes.length));
    // The number goes in the badge's circle, inside the part shown and hidden.
    (count.firstElementChild ?? count).textContent = String(quotes.length);
    for (const [element, visible] of [
      [count, quotes.length > 0],
      [empty, quotes.length === 0],
      [list, quotes.length > 0],
      [more, hidden > 0],
      [markAllAsRead, quotes.length > 0],
    ] as const) {
      shown(element, visible);
    }
  };

  draw([]);
  part('close')?.addEventListener('click', close);
  const watch = watchQuoteBell({ onChange: draw });
  markAllAsRead.addEventListener('click', () => {
    watch.markAllAsRead();
    close();
  });
  return watch.stop;
}
