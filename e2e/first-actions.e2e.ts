// A visitor's first actions on the public pages work as plain HTML before the app has loaded
// (docs/decisions/006-server-rendering-and-waking-on-intent.md): the searches and filters are GET
// forms of the server-rendered directory, the education hub's categories are links, the phone
// menu is a <details>, a listing card links to the profile, Request a Quote links to a quote page
// whose form posts, and the footer's newsletter form posts to the newsletter page. Checked with
// scripts off, and with scripts on while the app's code is held back by the network, so it cannot
// have run: there the wake script leaves these actions to the browser, sends the filters as they
// are chosen and switches the theme itself. With the app awake, the same Request a Quote opens the
// dialog over the page, and the newsletter form subscribes in place.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderedPages } from '../scripts/build/server-rendered-pages';
import {
  appEntry,
  baseUrl,
  contextWithAppHeld,
  launchBrowser,
  screenshot,
  wakeApp,
} from './support/browser';

let browser: Browser;
let listing: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(`${baseUrl()}/api/tradesmen`)).json()) as (typeof listing)[];
  if (!first) throw new Error('the seeded directory is empty');
  listing = first;
});

afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A seeded listing with more than one page of reviews. */
async function listingWithMoreReviews() {
  const listings = (await (await fetch(`${baseUrl()}/api/tradesmen?limit=50`)).json()) as {
    id: number;
  }[];
  for (const { id } of listings) {
    const reviews = await fetch(`${baseUrl()}/api/tradesmen/${id}/reviews?page=1`);
    if (((await reviews.json()) as { hasMore: boolean }).hasMore) return id;
  }
  throw new Error('no seeded listing has a second page of reviews');
}

/**
 * Run in the page: the controls a press, focus or keystroke on which would wake the whole app, as
 * the wake script tells them apart (worker/lib/wake-script.ts): not a link, a summary, a field or
 * submit button of a form with an action, a disabled control, the theme switch, a chat button or
 * a control an island answers.
 */
const appOnlyControls = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      'select,textarea,input,button,label,[role=button],[role=tab],[role=checkbox],[role=switch],' +
        '[role=radio],[role=menuitem],[role=option],[role=combobox],[tabindex]:not([tabindex="-1"]),[contenteditable]',
    ),
  ]
    .filter((element) => {
      if (element.matches('[data-theme-switch],[data-chat-opener],[data-island-control]')) {
        return false;
      }
      const control = element instanceof HTMLLabelElement ? element.control : element;
      if ((control as HTMLInputElement | null)?.disabled) return false;
      const form = (control as HTMLInputElement | null)?.form;
      const type = (control as HTMLInputElement | null)?.type;
      return !(form?.hasAttribute('action') && type !== 'button' && type !== 'reset');
    })
    .map((element) => element.outerHTML.slice(0, 120));

describe.each([
  ['scripts off', false],
  ['scripts on, the app not loaded', true],
])('before the app has loaded (%s), a visitor', (_mode, scripts) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = scripts
      ? (await contextWithAppHeld(browser)).context
      : await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('searches from the home page and gets the rendered results', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('What do you need?').fill('solar');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/directory');
    expect(new URL(page.url()).searchParams.get('q')).toBe('solar');
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  it('filters and sorts the directory', async () => {
    await page.goto(`${baseUrl()}/directory`);
    const filters = () => page.getByRole('search', { name: 'Filter the directory' });
    if (scripts) {
      // Each choice sends the form, as the awake app applies it at once.
      await filters().getByLabel('Service').selectOption('Heat Pump');
      await page.waitForURL((url) => url.searchParams.get('service') === 'Heat Pump');
      await page.getByLabel('Sort by').selectOption('highest-rated');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'highest-rated');
      // The address the app would write: no empty fields, no 'All' choices.
      expect(new URL(page.url()).search).toBe('?service=Heat+Pump&sort=highest-rated');
    } else {
      await filters().getByLabel('Service').selectOption('Heat Pump');
      await page.getByLabel('Sort by').selectOption('highest-rated');
      await filters().getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'highest-rated');
    }
    expect(new URL(page.url()).searchParams.get('service')).toBe('Heat Pump');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('highest-rated');
    expect(await filters().getByLabel('Service').inputValue()).toBe('Heat Pump');
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  it('filters the education hub by category, and shows all again', async () => {
    const articles = (await (await fetch(`${baseUrl()}/api/articles`)).json()) as {
      category: string;
    }[];
    const category = articles[0]?.category ?? '';
    await page.goto(`${baseUrl()}/education`);
    const chips = page.getByRole('group', { name: 'Filter articles by category' });
    await chips.getByRole('link', { name: category }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    expect(await chips.getByRole('link', { name: category }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('article').count()).toBe(
      articles.filter((article) => article.category === category).length,
    );
    await chips.getByRole('link', { name: 'All' }).click();
    await page.waitForURL((url) => url.pathname === '/education' && url.search === '');
    expect(await page.getByRole('article').count()).toBe(articles.length);
  });

  it('opens the phone menu and follows one of its links', async () => {
    await page.goto(`${baseUrl()}/about`);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('banner').locator('summary').click();
    await menu.waitFor({ state: 'visible' });
    await screenshot(page, 'first-actions-menu-no-app');
    await menu.getByRole('link', { name: 'Directory' }).click();
    await page.waitForURL((url) => url.pathname === '/directory');
  });

  it('switches the directory to cards and back', async () => {
    await page.goto(`${baseUrl()}/directory?sort=newest`);
    const layout = page.getByRole('group', { name: 'Layout' });
    await layout.getByRole('link', { name: 'Card view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'cards');
    expect(await layout.getByRole('link', { name: 'Card view' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
    await layout.getByRole('link', { name: 'List view' }).click();
    await page.waitForURL((url) => url.search === '?sort=newest');
  });

  it("loads more of a profile's reviews, opened at the last one seen", async () => {
    const reviewed = await listingWithMoreReviews();
    await page.goto(`${baseUrl()}/listing/${reviewed}`);
    const reviews = page.getByRole('article', { name: /^Review:/ });
    const first = await reviews.count();
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL((url) => url.searchParams.get('reviews') === '2');
    expect(await reviews.count()).toBeGreaterThan(first);
    expect(new URL(page.url()).hash).toMatch(/^#review-\d+$/);
  });

  it('opens a profile from its card in the results', async () => {
    await page.goto(`${baseUrl()}/directory`);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: 'Show Profile' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/listing/'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('sends a quote request from the profile: messages first, then the sent page', async () => {
    await page.goto(`${baseUrl()}/tradesman/${listing.id}`);
    await page.getByRole('link', { name: 'Request a Quote' }).click();
    await page.waitForURL((url) => url.pathname === `/quote/${listing.id}`);
    await page.getByLabel('Project description').fill('Loft insulation for a 1960s bungalow.');
    await page.getByLabel('Full name').fill('Priya Shah');
    await page.getByRole('button', { name: 'Send Request' }).click();

    // Sent without the missing fields: each says why, and what was typed is still there.
    await page.getByText('Please select your property size').waitFor();
    await page.getByText('Phone number is required').waitFor();
    expect(await page.getByLabel('Project description').inputValue()).toBe(
      'Loft insulation for a 1960s bungalow.',
    );
    expect(await page.getByLabel('Full name').inputValue()).toBe('Priya Shah');

    await page.getByLabel('Property size').selectOption('2 bed');
    await page.getByLabel('Timeline').selectOption('flexible');
    await page.getByLabel('Email', { exact: true }).fill('priya.shah@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('07700 900456');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Quote Request Sent').waitFor();
    await page
      .getByText(`${listing.name} has your request. Most tradespeople reply within 24 to 48 hours.`)
      .waitFor();
    expect(pathOf(page)).toBe(`/quote/${listing.id}`);
    await screenshot(page, `first-actions-quote-sent-${scripts ? 'app-held' : 'no-app'}`);
  });

  it('sends a message from About: the wrong sum said first, everything typed kept', async () => {
    await page.goto(`${baseUrl()}/about`);
    const contact = page.getByRole('form', { name: 'Contact us' });
    await contact.getByLabel('Name').fill('Priya Shah');
    await contact.getByLabel('Email', { exact: true }).fill(`about-${scripts}@example.com`);
    await contact.getByLabel('Message').fill('Do your members cover Tring and Berkhamsted?');
    const question = (await contact.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '';
    const [, first, second] = /What is (\d+) \+ (\d+)\?/.exec(question) ?? [];
    const sum = Number(first) + Number(second);
    await contact.getByLabel(question).fill(String(sum + 1));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Verification failed: Please answer the math question correctly.')
      .waitFor();
    expect(await contact.getByLabel('Message').inputValue()).toBe(
      'Do your members cover Tring and Berkhamsted?',
    );
    await contact.getByLabel(question).fill(String(sum));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').getByText('Message sent!').waitFor();
  });

  it('subscribes to the newsletter in the footer, the missing choice said first', async () => {
    await page.goto(`${baseUrl()}/directory?sort=newest`);
    const footer = page.getByRole('contentinfo');
    const email = `footer-${scripts ? 'held' : 'off'}-${Date.now()}@example.com`;
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    await page.getByRole('alert').getByText('Missing Information').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);

    await page.getByText("I'm a tradesperson").click();
    expect(await page.getByRole('radio', { name: "I'm a tradesperson" }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('Successfully Subscribed!').waitFor();
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === '/directory' && url.search === '?sort=newest');
  });
});

describe('a press only the app can answer, made before it has loaded', () => {
  it('is held until the app has taken the page over, then carried out', async () => {
    const { context, release } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/directory`);
    // The app asked for, as a signed-in visitor's page asks for it at once: from then on the theme
    // switch is the app's to answer.
    await page.evaluate(() => window.__early?.wake());
    const theme = page.getByRole('button', { name: /^Switch to (dark|light) mode$/ });
    const cursor = () => theme.evaluate((button) => button.style.cursor);
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await theme.click();
    // The press shows it is under way where it was made, not by restyling the whole page.
    expect(await cursor()).toBe('progress');
    expect(await dark()).toBe(before);
    release();
    await expect.poll(dark, { timeout: 15_000 }).toBe(!before);
    expect(await cursor()).toBe('');
    await context.close();
  });

  it('a form that posts, once the app is on its way, is held and sent by the app, with the session a signed-in visitor has', async () => {
    const { context, release } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    await page.evaluate(() => window.__early?.wake());
    const footer = page.getByRole('contentinfo');
    await footer.getByText("I'm a homeowner").click();
    await footer.getByLabel('Email address').fill(`held-post-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Not posted as plain HTML (that answers with /newsletter): held for the app.
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/about');
    release();
    await page.getByText('Successfully Subscribed!').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/about');
    await context.close();
  });
});

describe("the directory's trade selection, before the app has loaded", () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Your chosen trades' });
  const boxes = (page: Page) => page.getByRole('checkbox', { name: /^Add to my request/ });

  it('is kept across pages, stops at three and sends one request from the quote page', async () => {
    const { context } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/directory?sort=newest`);
    expect(await bar(page).isVisible()).toBe(false);
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    // Clear is the island's too: it wakes nothing.
    await boxes(page).nth(3).check();
    await bar(page).getByText('1 of 3 chosen').waitFor();
    await bar(page).getByRole('button', { name: 'Clear' }).click();
    await bar(page).waitFor({ state: 'hidden' });
    expect(await boxes(page).nth(3).isChecked()).toBe(false);
    expect(await page.evaluate(() => window.__early?.woke)).toBe(false);
    await boxes(page).nth(0).check();
    await boxes(page).nth(1).check();
    await bar(page).getByText('2 of 3 chosen').waitFor();
    expect(await bar(page).getByText(`${names[0]}, ${names[1]}`).count()).toBe(1);

    // Another page of results is a page load: the choice comes with it.
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await bar(page).getByText('2 of 3 chosen').waitFor();
    const third =
      (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    await boxes(page).first().check();
    await bar(page).getByText('3 of 3 chosen').waitFor();
    expect(await boxes(page).nth(1).isDisabled()).toBe(true);
    await screenshot(page, 'first-actions-trade-selection');

    await bar(page).getByRole('button', { name: 'Send one request to 3' }).click();
    await page.waitForURL((url) => url.pathname === '/quote');
    expect(new URL(page.url()).searchParams.getAll('trade')).toHaveLength(3);
    await page.getByRole('heading', { level: 1, name: 'Request Quotes' }).waitFor();
    await page.getByLabel('Property size').selectOption('3 bed');
    await page.getByLabel('Timeline').selectOption('flexible');
    await page.getByLabel('Project description').fill('External wall insulation and a heat pump.');
    await page.getByLabel('Full name').fill('Priya Shah');
    await page.getByLabel('Email', { exact: true }).fill('priya.three@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('07700 900456');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Quote Request Sent').waitFor();
    const sent = (await page.getByText(/ have your request\./).textContent()) ?? '';
    // In the order chosen, as the bar listed them.
    expect(sent).toContain(`${names[0]}, ${names[1]} and ${third} have your request.`);
    // The page's text shows before its closing wake script has run: read the script's state once
    // the page has loaded.
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.__early?.woke)).toBe(false);

    // Sent: the directory starts with nothing chosen.
    await page.goto(`${baseUrl()}/directory?sort=newest`);
    expect(await bar(page).isVisible()).toBe(false);
    expect(await boxes(page).first().isChecked()).toBe(false);
    await context.close();
  });

  it('is taken over by the app, which sends the same choice from its dialog', async () => {
    const { context, release } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/directory?sort=newest`);
    await boxes(page).nth(0).check();
    await boxes(page).nth(2).check();
    await bar(page).getByText('2 of 3 chosen').waitFor();
    release();
    await wakeApp(page);
    expect(await page.evaluate(() => window.__tradeSelection)).toBeUndefined();
    await bar(page).getByText('2 of 3 chosen').waitFor();
    expect(await boxes(page).nth(0).isChecked()).toBe(true);
    expect(await boxes(page).nth(1).isChecked()).toBe(false);
    expect(await boxes(page).nth(2).isChecked()).toBe(true);
    await bar(page).getByRole('button', { name: 'Send one request to 2' }).click();
    await page.getByRole('dialog', { name: 'Request Quotes' }).waitFor();
    await context.close();
  });
});

describe('the chat, before the app has loaded', () => {
  it('answers from its island, which hands the conversation to the app once it wakes', async () => {
    const { context, release } = await contextWithAppHeld(browser);
    const appAsked: string[] = [];
    context.on('request', (request) => {
      if (appEntry.test(request.url())) appAsked.push(request.url());
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/directory`);
    const opener = page.getByRole('button', { name: 'Open chat with the Retrofit Helper' });
    await opener.click();
    const chat = page.getByRole('dialog', { name: 'Retrofit Helper' });
    await chat.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await chat.getByRole('button', { name: 'How much do solar panels cost?' }).click();
    await chat.getByText(/£4,000-£8,000/).waitFor();
    // Typing in the island wakes nothing; the app's entry is only ever fetched ahead, not run.
    await chat.getByRole('textbox').fill('Are there grants for heat pumps?');
    await chat.getByRole('textbox').press('Enter');
    expect(await page.evaluate(() => window.__early?.woke)).toBe(false);
    expect(
      await page.evaluate(() => document.querySelector('script[src*="/assets/index-"]')),
    ).toBeNull();
    await screenshot(page, 'first-actions-chat-island');

    // The app wakes (as it does for a signed-in visitor): it carries the chat on, open, the
    // answer still being typed included.
    release();
    await wakeApp(page);
    expect(await page.evaluate(() => window.__chatIsland)).toBeUndefined();
    await chat.getByText(/Boiler Upgrade Scheme/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Retrofit Helper' }).count()).toBe(1);
    expect(await chat.getByText(/£4,000-£8,000/).count()).toBe(1);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.ariaLabel))
      .toBe('Open chat with the Retrofit Helper');
    expect(appAsked.length).toBeGreaterThan(0);
    await context.close();
  });

  it('and the islands are all a signed-out visitor can need on a server-rendered page', async () => {
    const { context } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    const article = (
      (await (await fetch(`${baseUrl()}/api/articles`)).json()) as { id: number }[]
    )[0];
    // A profile with 'Load more', and the directory with the selection bar in use.
    const reviewed = String(await listingWithMoreReviews());
    const paths = serverRenderedPages().map(({ page: route }) =>
      route
        .replace('/education/:id', `/education/${article?.id ?? 0}`)
        .replace(/:(id|tradesmanId)$/, reviewed)
        .replace(/^\/quote$/, `/quote?trade=${listing.id}&trade=${reviewed}`),
    );
    for (const path of [...paths, '/directory?view=cards&page=2']) {
      await page.goto(`${baseUrl()}${path}`);
      if (path.startsWith('/directory')) {
        await page
          .getByRole('checkbox', { name: /^Add to my request/ })
          .first()
          .check();
      }
      expect(await page.evaluate(appOnlyControls), path).toEqual([]);
    }
    expect(await page.evaluate(() => window.__early?.woke)).toBe(false);
    await context.close();
  });
});

describe('the theme switch, before the app has loaded', () => {
  it('switches at once and is remembered, without the app; the awake app switches it back', async () => {
    const { context, release } = await contextWithAppHeld(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const appAsked = () =>
      page.evaluate(() => document.querySelector('script[src*="/assets/index-"]'));
    expect(await dark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    // The press paints first and the page restyles in the task after that frame.
    await expect.poll(dark).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await appAsked()).toBeNull();
    // A press turns the switch's icon in its own frame, before the page restyles (the dark page's
    // switch shows the moon at once); two presses before the restyle come back where they started.
    const iconsAfterOnePress = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-theme-switch]');
      button?.click();
      const icons = [...(button?.querySelectorAll(':scope > span') ?? [])];
      const shown = icons.map((icon) => getComputedStyle(icon).display !== 'none');
      button?.click();
      return shown;
    });
    expect(iconsAfterOnePress).toEqual([true, false]);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
    );
    expect(await dark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The next page opens dark, its switch offering the light theme before any app has run.
    await page.goto(`${baseUrl()}/directory`);
    expect(await dark()).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await appAsked()).toBeNull();

    release();
    await wakeApp(page);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect.poll(dark).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });
});

describe('once the app is awake, the same action', () => {
  it('Request a Quote on a profile opens the quote dialog over the page', async () => {
    const context = await browser.newContext();
    const awake = await context.newPage();
    await awake.goto(`${baseUrl()}/tradesman/${listing.id}`);
    await wakeApp(awake);
    await awake.getByRole('link', { name: 'Request a Quote' }).click();
    const dialog = awake.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain(listing.name);
    expect(pathOf(awake)).toBe(`/tradesman/${listing.id}`);
    await context.close();
  });

  it('the newsletter form subscribes in place, a choice made before waking kept', async () => {
    const context = await browser.newContext();
    const awake = await context.newPage();
    await awake.goto(`${baseUrl()}/about`);
    const footer = awake.getByRole('contentinfo');
    // Chosen while the page was still server HTML: the browser ticked it, and the app takes it.
    await footer.getByText("I'm a homeowner").click();
    await wakeApp(awake);
    await footer.getByLabel('Email address').fill(`awake-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await awake.getByText('Successfully Subscribed!').waitFor();
    expect(pathOf(awake)).toBe('/about');
    await context.close();
  });

  it('the phone menu opens and closes on the page it leads to', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const awake = await context.newPage();
    await awake.goto(`${baseUrl()}/about`);
    await wakeApp(awake);
    await awake.getByRole('banner').locator('summary').click();
    const menu = awake.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Directory' }).click();
    await awake.waitForURL((url) => url.pathname === '/directory');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });
});
