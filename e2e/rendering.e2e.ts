// The public pages arrive as HTML that already holds their content
// (docs/decisions/006-server-rendering-and-waking-on-intent.md): with scripts off a visitor still
// reads the page. With scripts on, the app waits for the visitor's first intent
// (worker/lib/wake-script.ts), takes the same page over without a hydration error, and replays what
// was typed or pressed meanwhile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  contextWithAppHeld,
  launchBrowser,
  screenshot,
  screenshotThemes,
} from './support/browser';

let browser: Browser;
let listing: { id: number; name: string };
let article: { id: number; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(`${baseUrl()}/api/tradesmen`)).json()) as (typeof listing)[];
  if (!first) throw new Error('the seeded directory is empty');
  listing = first;
  const [firstArticle] = (await (
    await fetch(`${baseUrl()}/api/articles`)
  ).json()) as (typeof article)[];
  if (!firstArticle) throw new Error('the seeded education hub is empty');
  article = firstArticle;
});

afterAll(async () => {
  await browser?.close();
});

const pages = () => [
  { path: '/', heading: 'Retrofit Smarter Greener' },
  { path: '/directory?location=Watford', heading: 'Find a Retrofit Professional' },
  { path: '/education', heading: 'Education Hub' },
  { path: `/education/${article.id}`, heading: article.title },
  { path: '/about', heading: 'About Retrofit Smarter Greener' },
  { path: `/tradesman/${listing.id}`, heading: listing.name },
  { path: `/listing/${listing.id}`, heading: listing.name },
];

/**
 * Style sheets linked from the page, rules Emotion inserted into its global sheets, and the
 * shared file's component classes (the shell's, the chat panel's) it inserted again.
 */
const globalRulesInPage = (page: Page) =>
  page.evaluate(() => {
    const shared = document.querySelector<HTMLLinkElement>(
      'link[rel="stylesheet"][href^="/styles/shared-"]',
    )?.sheet;
    const classesOf = (rules: CSSRuleList | undefined) =>
      [...(rules ?? [])].flatMap((rule) => rule.cssText.match(/\.css-[\w-]+/g) ?? []);
    const sharedClasses = new Set(classesOf(shared?.cssRules));
    // The sheets Emotion wrote in the browser, named by its key alone (the server's name ids).
    const inserted = [
      ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'),
    ].flatMap((element) => classesOf(element.sheet?.cssRules));
    return {
      linked: document.querySelectorAll('link[rel="stylesheet"][href^="/styles/shared-"]').length,
      inserted: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion*="-global"]')]
        .map((element) => element.sheet?.cssRules.length ?? 0)
        .reduce((sum, count) => sum + count, 0),
      sharedAgain: inserted.filter((name) => sharedClasses.has(name)),
    };
  });

describe('server-rendered public pages', () => {
  it('show their heading and text with scripts turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of pages()) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(
        heading,
      );
    }
    await page.goto(`${baseUrl()}/directory?location=Watford`);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Showing 1–/ })
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('run no app code until the visitor reaches for the page, then hydrate without errors', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    const scriptsAsked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsAsked.push(request.url());
    });
    for (const { path } of pages()) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      // Loaded and idle: the app's code may be fetched, but nothing of it has run.
      expect(await appState(page), path).toEqual({ woken: false, ready: false });
      // A press on a control only the app answers wakes it (the wake script); this is that.
      scriptsAsked.length = 0;
      await page.evaluate(() => window.__early?.wake());
      await page.waitForFunction(() => window.__early?.ready === true, undefined, {
        timeout: 15_000,
      });
      // Waking asked for the entry and the files the page names (`app-files`, all at once) and
      // nothing else: no file the app runs is found only once the code importing it has run.
      const named = await page.evaluate(() => {
        const content = (name: string) =>
          document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
        return [content('app-entry'), ...content('app-files').split(' ')]
          .filter(Boolean)
          .map((file) => new URL(file, location.href).href);
      });
      expect(named.length, path).toBeGreaterThan(1);
      expect(
        scriptsAsked.filter((url) => !named.includes(url)),
        path,
      ).toEqual([]);
      // Chakra's global rules and the shell's come from the shared style file alone: hydration
      // found their empty elements by name, and the shell's styles by id, and inserted none again.
      expect(await globalRulesInPage(page), path).toEqual({
        linked: 1,
        inserted: 0,
        sharedAgain: [],
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hand what was typed and pressed before the app woke to the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByLabel('What do you need?').fill('heat pump');
    await page.getByLabel('Where?').fill('Watford');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/directory');
    const search = new URL(page.url()).searchParams;
    expect([search.get('q'), search.get('location')]).toEqual(['heat pump', 'Watford']);

    // The sort is sent with the filters as it is chosen, by the browser: no app code.
    await page.goto(`${baseUrl()}/directory`, { waitUntil: 'networkidle' });
    await page.getByLabel('Sort by').selectOption('highest-rated');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'highest-rated');
    await page.waitForLoadState('networkidle');
    expect(await appState(page)).toEqual({ woken: false, ready: false });

    // A field the app controls: React learns the text typed before it woke as if typed after.
    await page.getByPlaceholder('What you need, a business or a postcode').fill('solar');
    expect(await appState(page)).toEqual({ woken: false, ready: false });
    await page.evaluate(() => window.__early?.wake());
    await page.waitForURL(
      (url) =>
        url.searchParams.get('q') === 'solar' && url.searchParams.get('sort') === 'highest-rated',
      { timeout: 15_000 },
    );

    await page.goto(`${baseUrl()}/tradesman/${listing.id}`, { waitUntil: 'networkidle' });
    expect(await appState(page)).toEqual({ woken: false, ready: false });
    // Until the app runs, Request a Quote is a link to the quote page, which needs no app code.
    await page.getByRole('link', { name: 'Request a Quote' }).first().click();
    await page.waitForURL((url) => url.pathname === `/quote/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: 'Request a Quote' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(listing.name);
    await context.close();
  });

  it('give staff their bell, menu, drafts and editor links from the account island, never the app', async () => {
    const token = await tokenOf('admin@example.com');
    const { context } = await contextWithAppHeld(browser);
    await context.addInitScript((stored) => localStorage.setItem('authToken', stored), token);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/education`);
    // The seeded drafts lie among the published cards, newest first, as in the app's hub.
    const draft = page.getByRole('article', {
      name: 'Do you need a battery with your solar panels?',
    });
    await draft.waitFor({ timeout: 15_000 });
    expect(await draft.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    // Another journey may publish meanwhile, which the cached page may not show yet: the cards
    // shown keep the list's order, and every draft is among them.
    const staffList = (await (
      await fetch(`${baseUrl()}/api/articles`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { title: string; isPublished: boolean }[];
    const shown = await page.locator('main article h2').allTextContents();
    expect(shown).toEqual(
      staffList.map(({ title }) => title).filter((title) => shown.includes(title)),
    );
    for (const { title } of staffList.filter(({ isPublished }) => !isPublished)) {
      expect(shown).toContain(title);
    }
    const add = page.getByRole('link', { name: 'Add Article' });
    expect(await add.isVisible()).toBe(true);
    expect(await add.getAttribute('href')).toBe('/admin/articles/new');
    // The bell, and the avatar menu with the staff area.
    const bell = page.getByLabel(/^Quote notifications/);
    await bell.click();
    await page.getByText('Quote Notifications').waitFor();
    expect(await page.getByRole('link', { name: 'View all requests' }).isVisible()).toBe(true);
    await screenshotThemes(page, 'staff-island-hub-bell');
    await page.getByLabel(/Account menu for /).click();
    expect(await page.getByText('Quote Notifications').isVisible()).toBe(false);
    const adminArea = page.getByRole('link', { name: 'Admin Dashboard' });
    expect(await adminArea.getAttribute('href')).toBe('/admin');
    expect(await adminArea.isVisible()).toBe(true);
    // An article's Edit opens the editor.
    await page.goto(`${baseUrl()}/education/${article.id}`);
    const edit = page.getByRole('link', { name: 'Edit' });
    await expect.poll(() => edit.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await edit.getAttribute('href')).toBe(`/admin/articles/${article.id}/edit`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/education?category=Solar+Energy`);
    await draft.waitFor({ timeout: 15_000 });
    await screenshot(page, 'staff-island-hub-phone');
    expect(await appState(page)).toEqual({ woken: false, ready: false });
    await context.close();

    // A visitor's copy of the same pages offers none of it.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${baseUrl()}/education`);
    await visitor.getByRole('heading', { name: 'Education Hub' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Add Article' }).isVisible()).toBe(false);
    expect(await visitor.getByText('Draft', { exact: true }).count()).toBe(0);
    await visitor.goto(`${baseUrl()}/education/${article.id}`);
    expect(await visitor.getByRole('link', { name: 'Edit' }).isVisible()).toBe(false);
    await visitor.context().close();
  });

  it("draw a homeowner's header, Report and forms from the account island, never the app", async () => {
    const token = await tokenOf('resident@example.com');
    const { context, release } = await contextWithAppHeld(browser);
    await context.addInitScript((stored) => localStorage.setItem('authToken', stored), token);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    const menu = page.getByLabel(/Account menu for /);
    await menu.waitFor({ timeout: 15_000 });
    // The phone menu's account part is the server's signed-out one, hidden.
    await page.locator('header summary').last().click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    await menu.click();
    const entries = page.locator('header details[open]:has([data-account-trigger]) li a');
    await entries.first().waitFor();
    expect((await entries.allTextContents()).map((text) => text.trim())).toEqual([
      'My Dashboard',
      'Settings',
    ]);
    expect(await entries.first().getAttribute('href')).toBe('/homeowner-dashboard');
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await screenshot(page, 'signed-in-header-island-phone');
    // Nor on a wide screen, where the links sit in the header itself.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'List My Business' }).isVisible()).toBe(false);

    // A quote page's form starts from the account and posts with the sign-in (the Worker's
    // answer to it is worker/routes/posted-forms.test.ts's).
    await page.goto(`${baseUrl()}/quote/${listing.id}`);
    const name = page.getByLabel('Full name');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'resident@example.com',
    );
    let posted = '';
    await page.route(`**/quote/${listing.id}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posted = route.request().postData() ?? '';
      await route.fulfill({ status: 204 });
    });
    await page.getByLabel('Property size').selectOption('2 bed');
    await page.getByLabel('Timeline').selectOption('flexible');
    await page.getByLabel('Project description').fill('Loft insulation for a 1960s bungalow.');
    await page.getByLabel('Phone', { exact: true }).fill('07700 900456');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => posted).toContain(`session=${encodeURIComponent(token)}`);

    // A review's Report, shown to a signed-in visitor only, opens its page.
    const reviewed = await listingWithReviews();
    await page.goto(`${baseUrl()}/listing/${reviewed}`);
    const report = page.getByRole('link', { name: 'Report' }).first();
    await report.waitFor();
    expect(await appState(page)).toEqual({ woken: false, ready: false });
    await screenshot(page, 'signed-in-report-link');
    // The report page is a signed-in page of the app, loaded as such.
    release();
    await report.click();
    await page.getByRole('heading', { level: 1, name: 'Report this review' }).waitFor();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Names a neighbour');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Review reported').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === `/listing/${reviewed}`);
    await context.close();

    // Signed out of the account island's menu, the site reloads at / saying so, without the app.
    const leaving = await browser.newContext();
    await leaving.addInitScript(
      // Stored again on every page but the one after signing out (the tab's name outlives the
      // reload; session storage is the app's and the island's to read).
      (stored) => window.name === 'rsg-left' || localStorage.setItem('authToken', stored),
      await tokenOf('resident@example.com'),
    );
    const out = await leaving.newPage();
    await out.goto(`${baseUrl()}/about`);
    await out.evaluate(() => {
      window.name = 'rsg-left';
    });
    await out.getByLabel(/Account menu for /).click();
    await out.getByRole('button', { name: 'Log out' }).click();
    await out.getByText('Logged Out').first().waitFor({ timeout: 15_000 });
    expect(pathOf(out)).toBe('/');
    // The account island said so: the page at / never woke the app for it.
    expect(await appState(out)).toEqual({ woken: false, ready: false });
    await screenshot(out, 'logged-out-island-toast');
    expect(await out.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await leaving.close();
  });

  it('show the signed-out header when the sign-in is refused or the island cannot load', async () => {
    const stale = await browser.newContext();
    await stale.addInitScript(() => {
      if (!sessionStorage.getItem('seen')) localStorage.setItem('authToken', 'not.a.token');
      sessionStorage.setItem('seen', '1');
    });
    const refused = await stale.newPage();
    await refused.goto(`${baseUrl()}/about`);
    await refused.getByRole('link', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    expect(await refused.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await stale.close();

    const offline = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await offline.route(/account-island-[\w-]+\.js$/, (route) => route.abort());
    await offline.addInitScript(
      (stored) => localStorage.setItem('authToken', stored),
      await tokenOf('resident@example.com'),
    );
    const stranded = await offline.newPage();
    await stranded.goto(`${baseUrl()}/about`, { waitUntil: 'domcontentloaded' });
    await stranded.getByRole('link', { name: 'Sign In' }).waitFor();
    await offline.close();
  });
});

/** A session token of a seeded account, from the API. */
async function tokenOf(email: string) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password123' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A seeded listing with a review on its profile. */
async function listingWithReviews() {
  const listings = (await (await fetch(`${baseUrl()}/api/tradesmen`)).json()) as { id: number }[];
  for (const { id } of listings) {
    const page = await (await fetch(`${baseUrl()}/api/tradesmen/${id}/reviews?page=1`)).json();
    if ((page as { reviews: { hidden: boolean }[] }).reviews.some((review) => !review.hidden)) {
      return id;
    }
  }
  throw new Error('no seeded listing has a review');
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Whether the page has asked for the app's code to run (its entry, which the page names; an
 * island's script is not the app), and whether the app has taken over.
 */
function appState(page: Page) {
  return page.evaluate(() => ({
    woken: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].some(
      (script) =>
        script.getAttribute('src') ===
        document.querySelector('meta[name="app-entry"]')?.getAttribute('content'),
    ),
    ready: window.__early?.ready ?? false,
  }));
}
