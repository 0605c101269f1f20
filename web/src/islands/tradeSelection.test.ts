// The trade-selection island on the directory's own server markup: the page is rendered by the app
// once, copied as static HTML (what the Worker sends), and the island runs on that copy alone.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#schema/storage-keys';
import { tradeRequestFormId } from '#schema/trade-selection';
import { stubDirectoryServer } from '../../test/directoryServer';
import { makeTradesmen } from '../../test/makeTradesman';
import { disposeTestRouters, renderApp } from '../../test/render';
import type { Tradesman } from '../entities/tradesman/useTradesman';
import { startTradeSelection } from './tradeSelection';

const barName = 'Your chosen trades';

/** The directory as the app renders it for `listings`, as static HTML. */
async function directoryHtml(listings: Tradesman[]) {
  stubDirectoryServer(() => listings, { total: listings.length });
  const { unmount } = renderApp('/directory');
  await screen.findByText(listings.at(-1)?.name ?? '');
  const html = document.body.innerHTML;
  unmount();
  cleanup();
  disposeTestRouters();
  vi.unstubAllGlobals();
  // The app took over (and removed) any stored choice: nothing of this render is left behind.
  localStorage.clear();
  return html;
}

// Page one of a search holds A to D; page two holds B again, with E and F.
const [a, b, c, d, e, f] = makeTradesmen(6) as [
  Tradesman,
  Tradesman,
  Tradesman,
  Tradesman,
  Tradesman,
  Tradesman,
];
let pageOne = '';
let pageTwo = '';

beforeAll(async () => {
  pageOne = await directoryHtml([a, b, c, d]);
  pageTwo = await directoryHtml([b, e, f]);
}, 120_000);

afterEach(() => {
  window.__tradeSelection?.release();
  delete window.__tradeSelection;
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The server's page, as it arrives: static markup and no app. */
function loadPage(html: string) {
  document.body.innerHTML = html;
  const form = document.getElementById(tradeRequestFormId);
  if (!(form instanceof HTMLFormElement)) throw new Error('No selection form on the page');
  return form;
}

/** Loads the page and starts the island on it, as the page's script does. */
function openPage(html: string) {
  const form = loadPage(html);
  startTradeSelection(form);
  return { form, user: userEvent.setup() };
}

const boxOf = (listing: Tradesman) =>
  screen.getByRole('checkbox', {
    name: new RegExp(`^Add to my request.*${listing.name}$`),
  }) as HTMLInputElement;
const shownBar = () => screen.getByRole('region', { name: barName });
const hiddenFields = () => [
  ...document.querySelectorAll<HTMLInputElement>('input[type=hidden][name=trade]'),
];
/**
 * The page's markup, each element's attributes in name order: the island hides the bar again by
 * its `hidden` attribute, which a browser then lists last, and hydration compares attributes by
 * name, not place.
 */
function pageHtml() {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([x], [y]) => x.localeCompare(y));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return copy.innerHTML;
}
const stored = () => localStorage.getItem(storageKeys.chosenTrades);
const sentIds = (form: HTMLFormElement) =>
  new FormData(form)
    .getAll('trade')
    .map(String)
    .sort((x, y) => Number(x) - Number(y));
const idsOf = (...listings: Tradesman[]) =>
  listings.map((listing) => String(listing.id)).sort((x, y) => Number(x) - Number(y));

describe('the trade-selection island', () => {
  it('starts on a server page with no choice: the bar stays hidden and every box is free', () => {
    openPage(pageOne);
    expect(screen.queryByRole('region', { name: barName })).toBeNull();
    for (const listing of [a, b, c, d]) {
      expect(boxOf(listing).checked).toBe(false);
      expect(boxOf(listing).disabled).toBe(false);
    }
    expect(window.__tradeSelection).toBeDefined();
  });

  it('shows the bar with one chosen and offers a plain quote request', async () => {
    const { user } = openPage(pageOne);
    await user.click(boxOf(a));
    const bar = shownBar();
    expect(within(bar).getByText('1 of 3 chosen')).toBeTruthy();
    expect(within(bar).getByText(a.name)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Request a quote' })).toBeTruthy();
  });

  it("shows '2 of 3 chosen', the names in the order chosen and one request to both", async () => {
    const { user, form } = openPage(pageOne);
    await user.click(boxOf(c));
    await user.click(boxOf(a));
    const bar = shownBar();
    expect(within(bar).getByText('2 of 3 chosen')).toBeTruthy();
    expect(within(bar).getByText(`${c.name}, ${a.name}`)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Send one request to 2' })).toBeTruthy();
    // The quote page lists them in the same order.
    expect(sentIds(form)).toEqual(idsOf(c, a));
    // Said by the live region beside the bar, which was there before the bar showed.
    expect(document.querySelector('[aria-live="polite"][data-selection-status]')?.textContent).toBe(
      '2 of 3 chosen',
    );
  });

  it('disables the other boxes at three and frees them when one is unticked', async () => {
    const { user } = openPage(pageOne);
    for (const listing of [a, b, c]) await user.click(boxOf(listing));
    expect(within(shownBar()).getByText('3 of 3 chosen')).toBeTruthy();
    expect(boxOf(d).disabled).toBe(true);
    expect([a, b, c].map((listing) => boxOf(listing).disabled)).toEqual([false, false, false]);

    // A disabled box takes no click.
    await user.click(boxOf(d));
    expect(boxOf(d).checked).toBe(false);
    expect(within(shownBar()).getByText('3 of 3 chosen')).toBeTruthy();

    await user.click(boxOf(b));
    expect(boxOf(d).disabled).toBe(false);
    expect(within(shownBar()).getByText('2 of 3 chosen')).toBeTruthy();
    expect(within(shownBar()).getByText(`${a.name}, ${c.name}`)).toBeTruthy();
  });

  it('hides the bar again when the last box is unticked', async () => {
    const { user } = openPage(pageOne);
    await user.click(boxOf(b));
    expect(shownBar()).toBeTruthy();
    await user.click(boxOf(b));
    expect(screen.queryByRole('region', { name: barName })).toBeNull();
    expect(stored()).toBeNull();
  });

  it("empties the choice and hides the bar at 'Clear'", async () => {
    const { user } = openPage(pageOne);
    for (const listing of [a, b, c]) await user.click(boxOf(listing));
    await user.click(within(shownBar()).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: barName })).toBeNull();
    for (const listing of [a, b, c, d]) {
      expect(boxOf(listing).checked).toBe(false);
      expect(boxOf(listing).disabled).toBe(false);
    }
    expect(stored()).toBeNull();
  });

  it('keeps the choice in storage as it changes', async () => {
    const { user } = openPage(pageOne);
    await user.click(boxOf(a));
    await user.click(boxOf(d));
    expect(JSON.parse(stored() ?? 'null')).toEqual([
      { id: a.id, name: a.name },
      { id: d.id, name: d.name },
    ]);
    await user.click(boxOf(a));
    expect(JSON.parse(stored() ?? 'null')).toEqual([{ id: d.id, name: d.name }]);
  });

  it('carries the choice to the next page: ticks the boxes there, sends every id in the order chosen', async () => {
    const first = openPage(pageOne);
    await first.user.click(boxOf(a));
    await first.user.click(boxOf(b));
    // The next page load: the old page and its script are gone.
    window.__tradeSelection?.release();
    document.body.innerHTML = '';

    const { form } = openPage(pageTwo);
    expect(boxOf(b).checked).toBe(true);
    expect(boxOf(e).checked).toBe(false);
    const bar = shownBar();
    expect(within(bar).getByText('2 of 3 chosen')).toBeTruthy();
    expect(within(bar).getByText(`${a.name}, ${b.name}`)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Send one request to 2' })).toBeTruthy();

    // Each chosen trade is a field of its own, in the form by its `form` attribute, in the order
    // chosen: A, not on this page, first; the boxes send nothing while the island runs.
    const fields = hiddenFields();
    expect(fields.map((field) => [field.name, field.value, field.getAttribute('form')])).toEqual([
      ['trade', String(a.id), tradeRequestFormId],
      ['trade', String(b.id), tradeRequestFormId],
    ]);
    expect(fields[0]?.parentElement).toBe(document.body);
    expect(sentIds(form)).toEqual(idsOf(a, b));
    expect(boxOf(b).hasAttribute('name')).toBe(false);
  });

  it('counts a trade from an earlier page towards the three', async () => {
    localStorage.setItem(
      storageKeys.chosenTrades,
      JSON.stringify([
        { id: a.id, name: a.name },
        { id: c.id, name: c.name },
      ]),
    );
    const { form, user } = openPage(pageTwo);
    await user.click(boxOf(e));
    expect(within(shownBar()).getByText('3 of 3 chosen')).toBeTruthy();
    expect(within(shownBar()).getByText(`${a.name}, ${c.name}, ${e.name}`)).toBeTruthy();
    expect(boxOf(b).disabled).toBe(true);
    expect(boxOf(f).disabled).toBe(true);
    expect(sentIds(form)).toEqual(idsOf(a, c, e));
  });

  it("drops the other pages' hidden fields at 'Clear'", async () => {
    localStorage.setItem(storageKeys.chosenTrades, JSON.stringify([{ id: a.id, name: a.name }]));
    const { form, user } = openPage(pageTwo);
    expect(hiddenFields()).toHaveLength(1);
    await user.click(within(shownBar()).getByRole('button', { name: 'Clear' }));
    expect(hiddenFields()).toHaveLength(0);
    expect(sentIds(form)).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('counts a box the browser ticked before the island ran', () => {
    const form = loadPage(pageOne);
    // A page restored from the back button keeps its form's state.
    boxOf(c).checked = true;
    startTradeSelection(form);
    expect(within(shownBar()).getByText('1 of 3 chosen')).toBeTruthy();
    expect(within(shownBar()).getByText(c.name)).toBeTruthy();
    expect(JSON.parse(stored() ?? 'null')).toEqual([{ id: c.id, name: c.name }]);
  });

  it.each([
    ['unreadable', '{"id": 1,'],
    ['not a list', JSON.stringify({ id: 1, name: 'Nobody' })],
    [
      'of the wrong shape',
      JSON.stringify([
        { id: 'x', name: 'Nobody' },
        { id: 2 },
        null,
        'Greenway',
        { id: 3.5, name: '' },
      ]),
    ],
  ])('ignores a stored choice that is %s', (_kind, value) => {
    localStorage.setItem(storageKeys.chosenTrades, value);
    const { form } = openPage(pageOne);
    expect(screen.queryByRole('region', { name: barName })).toBeNull();
    expect(hiddenFields()).toHaveLength(0);
    expect([a, b, c, d].some((listing) => boxOf(listing).checked)).toBe(false);
    expect(sentIds(form)).toEqual([]);
  });

  it('keeps the well-formed entries of a partly malformed stored choice', () => {
    localStorage.setItem(
      storageKeys.chosenTrades,
      JSON.stringify([{ id: 'x', name: 'Nobody' }, { id: b.id, name: b.name }, { name: 'No id' }]),
    );
    const { form } = openPage(pageOne);
    expect(boxOf(b).checked).toBe(true);
    expect(within(shownBar()).getByText('1 of 3 chosen')).toBeTruthy();
    expect(hiddenFields()).toHaveLength(1);
    expect(sentIds(form)).toEqual(idsOf(b));
  });

  it('takes no more than three from storage', () => {
    localStorage.setItem(
      storageKeys.chosenTrades,
      JSON.stringify([a, b, c, d].map(({ id, name }) => ({ id, name }))),
    );
    const { form } = openPage(pageOne);
    expect(within(shownBar()).getByText('3 of 3 chosen')).toBeTruthy();
    expect(boxOf(d).checked).toBe(false);
    expect(boxOf(d).disabled).toBe(true);
    expect(sentIds(form)).toEqual(idsOf(a, b, c));
  });

  it('keeps to three when the browser ticked a fourth box before the island ran', () => {
    localStorage.setItem(
      storageKeys.chosenTrades,
      JSON.stringify([a, b, c].map(({ id, name }) => ({ id, name }))),
    );
    const form = loadPage(pageOne);
    boxOf(d).checked = true;
    startTradeSelection(form);
    expect(within(shownBar()).getByText('3 of 3 chosen')).toBeTruthy();
    expect(boxOf(d).checked).toBe(false);
    expect(boxOf(d).disabled).toBe(true);
    expect(sentIds(form)).toEqual(idsOf(a, b, c));
  });

  it('gives the choice back at release and puts the page back exactly as the server sent it', async () => {
    // One trade from an earlier page (a hidden field), two ticked here: full, so D is disabled.
    localStorage.setItem(storageKeys.chosenTrades, JSON.stringify([{ id: e.id, name: e.name }]));
    const form = loadPage(pageOne);
    const asServed = pageHtml();
    startTradeSelection(form);
    const user = userEvent.setup();
    await user.click(boxOf(a));
    await user.click(boxOf(b));
    expect(boxOf(d).disabled).toBe(true);
    expect(pageHtml()).not.toBe(asServed);

    const release = window.__tradeSelection?.release;
    expect(release).toBeTypeOf('function');
    expect(release?.()).toEqual([
      { id: e.id, name: e.name },
      { id: a.id, name: a.name },
      { id: b.id, name: b.name },
    ]);
    expect(pageHtml()).toBe(asServed);
    for (const listing of [a, b, c, d]) {
      expect(boxOf(listing).checked).toBe(false);
      expect(boxOf(listing).disabled).toBe(false);
    }
    expect(window.__tradeSelection).toBeUndefined();
    // The choice stays stored for the app to take over.
    expect(JSON.parse(stored() ?? 'null')).toHaveLength(3);

    // Released, the island answers nothing more: the app's own handlers take over.
    await user.click(boxOf(c));
    expect(screen.queryByRole('region', { name: barName })).toBeNull();
    expect(JSON.parse(stored() ?? 'null')).toHaveLength(3);
  });

  it('forgets the stored choice when the request is sent', async () => {
    const { form, user } = openPage(pageOne);
    await user.click(boxOf(a));
    await user.click(boxOf(c));
    expect(stored()).not.toBeNull();
    // The browser would load /quote?trade=…; the test keeps the page and reads what it would send.
    const sent: string[][] = [];
    const keepPage = (event: Event) => {
      event.preventDefault();
      sent.push(sentIds(form));
    };
    document.addEventListener('submit', keepPage);
    try {
      await user.click(within(shownBar()).getByRole('button', { name: 'Send one request to 2' }));
    } finally {
      document.removeEventListener('submit', keepPage);
    }
    expect(sent).toEqual([idsOf(a, c)]);
    expect(stored()).toBeNull();

    // Back to this page from the browser's back-forward cache: the choice it shows is kept again.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(JSON.parse(stored() ?? '[]')).toEqual([
      { id: a.id, name: a.name },
      { id: c.id, name: c.name },
    ]);
  });

  it('starts by itself when its script loads on a page with the selection form', async () => {
    localStorage.setItem(storageKeys.chosenTrades, JSON.stringify([{ id: a.id, name: a.name }]));
    loadPage(pageOne);
    // A module of its own, as the page's script tag loads it (this file's import ran on no form).
    const script = './tradeSelection?page-script';
    await import(/* @vite-ignore */ script);
    expect(window.__tradeSelection).toBeDefined();
    expect(boxOf(a).checked).toBe(true);
    expect(within(shownBar()).getByText('1 of 3 chosen')).toBeTruthy();
  });

  it('leaves the page to the app once the app has been asked for', async () => {
    localStorage.setItem(storageKeys.chosenTrades, JSON.stringify([{ id: a.id, name: a.name }]));
    loadPage(pageOne);
    window.__early = { ready: false, woke: true, held: [], wake: () => undefined };
    try {
      const script = './tradeSelection?asked-for';
      await import(/* @vite-ignore */ script);
      expect(window.__tradeSelection).toBeUndefined();
      expect(boxOf(a).checked).toBe(false);
      // The app takes the kept choice from storage instead.
      expect(localStorage.getItem(storageKeys.chosenTrades)).not.toBeNull();
    } finally {
      delete window.__early;
    }
  });
});
