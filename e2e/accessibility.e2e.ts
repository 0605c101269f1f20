// Issue 16: axe-core on every route of docs/product/public-site.md §2.1 and
// docs/product/business-side.md §2, for each role that can see it, in the light and the dark theme.
// Any serious or critical WCAG 2.2 AA violation fails, as does a page whose tab title is not its
// own or a move that leaves focus off the new page's main heading.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourRules, installAxe, seriousViolations, settledColours, themeOf } from './support/axe';
import { baseUrl, launchBrowser } from './support/browser';
import { signIn } from './support/session';

const roles = ['visitor', 'resident', 'tradesperson', 'editor', 'admin'] as const;
type Role = (typeof roles)[number];

const accounts: Record<Exclude<Role, 'visitor'>, string> = {
  resident: 'resident@example.com',
  tradesperson: 'trades@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.com',
};

interface SeededIds {
  article: number;
  tradesman: number;
}

const everyone = roles;
const staff: Role[] = ['editor', 'admin'];

/**
 * Every route of docs/product/public-site.md §2.1 and docs/product/business-side.md §2 with the
 * roles that see it (the audiences of web/src/app/routes.tsx). A public page is checked for the
 * visitor and for each role that sees something else on it (staff's Edit and Draft on articles, a
 * tradesperson's own status); the rest of a signed-in role's view of it is the header, which every
 * page of that role checks.
 */
const routes: { path: (ids: SeededIds) => string; roles: readonly Role[] }[] = [
  { path: () => '/', roles: everyone },
  { path: () => '/directory', roles: ['visitor'] },
  { path: () => '/education', roles: ['visitor', ...staff] },
  { path: ({ article }) => `/education/${article}`, roles: ['visitor', ...staff] },
  { path: () => '/about', roles: ['visitor'] },
  { path: () => '/grants', roles: ['visitor'] },
  { path: () => '/newsletter', roles: ['visitor'] },
  { path: () => '/booking', roles: ['visitor'] },
  { path: () => '/directory?q=heat+pump&location=Watford', roles: ['visitor'] },
  { path: () => '/auth', roles: ['visitor'] },
  { path: () => '/login', roles: ['visitor'] },
  { path: () => '/register', roles: ['visitor'] },
  { path: () => '/register-form?plan=starter', roles: ['visitor'] },
  { path: () => '/tradesman-registration', roles: ['visitor'] },
  { path: ({ tradesman }) => `/listing/${tradesman}`, roles: ['visitor'] },
  { path: ({ tradesman }) => `/quote/${tradesman}`, roles: ['visitor', 'resident'] },
  { path: ({ tradesman }) => `/tradesman/${tradesman}`, roles: ['visitor', 'resident'] },
  { path: () => '/review-policy', roles: ['visitor'] },
  { path: () => '/how-we-rank', roles: ['visitor'] },
  { path: () => '/admin/login', roles: ['visitor'] },
  { path: () => '/upgrade-payment?plan=professional', roles: ['visitor', 'tradesperson'] },
  { path: () => '/registration-status', roles: ['visitor', 'resident', 'tradesperson'] },
  { path: () => '/reset-password', roles: ['visitor'] },
  { path: () => '/confirm-email', roles: ['visitor'] },
  { path: () => '/no-such-page', roles: ['visitor'] },
  { path: () => '/admin', roles: staff },
  { path: () => '/admin/featured', roles: ['admin'] },
  { path: () => '/admin/users', roles: ['admin'] },
  { path: () => '/admin/bulk-import', roles: ['admin'] },
  { path: () => '/admin/verification', roles: ['admin'] },
  { path: () => '/admin/credentials', roles: ['admin'] },
  { path: () => '/admin/support', roles: ['admin'] },
  { path: () => '/verification-dashboard', roles: ['admin'] },
  { path: () => '/admin/articles/new', roles: staff },
  { path: ({ article }) => `/admin/articles/${article}/edit`, roles: staff },
  { path: ({ article }) => `/edit-article/${article}`, roles: staff },
  { path: () => '/dashboard', roles: ['tradesperson'] },
  { path: () => '/dashboard/profile-card', roles: ['tradesperson'] },
  { path: () => '/tradesman-dashboard', roles: ['tradesperson'] },
  { path: () => '/edit-listing', roles: ['tradesperson'] },
  { path: () => '/quote-requests', roles: ['tradesperson', ...staff] },
  { path: () => '/homeowner-dashboard', roles: ['resident'] },
  { path: () => '/settings', roles: ['resident', 'tradesperson', ...staff] },
];

const siteTitleEnd = ' – Retrofit Smarter Greener';

let browser: Browser;
let ids: SeededIds;

async function firstSeededId(path: string): Promise<number> {
  const [first] = (await (await fetch(`${baseUrl()}${path}`)).json()) as { id: number }[];
  if (!first) throw new Error(`the seed has nothing at ${path}`);
  return first.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ids = {
    article: await firstSeededId('/api/articles'),
    tradesman: await firstSeededId('/api/tradesmen'),
  };
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page for `role` with axe ready in every document, on /auth (signed in the way a person does
 * it, which takes a signed-in role on to its own landing page), so each route after is a move.
 */
async function pageFor(role: Role, found: string[]): Promise<Page> {
  const page = await browser.newPage();
  await installAxe(page);
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  });
  if (role === 'visitor') await page.goto(`${baseUrl()}/auth`);
  else {
    await signIn(page, accounts[role], 'password123');
    await page.waitForURL((url) => url.pathname !== '/auth');
    found.push(...(await welcomeToastProblems(page, role)));
  }
  await waitForContent(page);
  return page;
}

/**
 * The "Welcome back" toast, fully shown (held open by the pointer resting on it, as a reader's
 * would), in both themes; then closed, so no toast fading in or out is read half-way later.
 */
async function welcomeToastProblems(page: Page, role: Role): Promise<string[]> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Welcome back' });
  await toast.hover();
  const problems: string[] = [];
  for (let pass = 0; pass < 2; pass += 1) {
    problems.push(
      ...(await seriousViolations(page, {
        where: `${role} toast [${await themeOf(page)}]`,
        rules: colourRules,
      })),
    );
    // Flipped in place: the header's toggle would take the pointer off the toast.
    await page.evaluate(() => {
      const root = document.documentElement;
      const next = root.classList.contains('dark') ? 'light' : 'dark';
      root.classList.remove('light', 'dark');
      root.classList.add(next);
    });
  }
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
  return problems;
}

/** A client-side move, as a link click makes: no reload, so one page serves every route. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page's real content: its main heading shows and nothing is loading any more. */
async function waitForContent(page: Page) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .chakra-spinner').length === 0,
    undefined,
    { timeout: 15_000 },
  );
  await settledColours(page);
}

/**
 * Focus lands on the new page's main heading (or a control of its own in main) once it renders.
 * Waiting for that is also how the check knows the new page, not the last one, is showing.
 */
async function focusProblems(page: Page, where: string): Promise<string[]> {
  const landed = await page
    .waitForFunction(
      () => {
        const focused = document.activeElement;
        const main = document.querySelector('main');
        return focused?.tagName === 'H1' || (focused !== main && main?.contains(focused));
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (landed) return [];
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
  return [`${where}: focus is on ${focused}, not the main heading`];
}

/** The tab names this page: '<what> – Retrofit Smarter Greener'. */
async function titleProblems(page: Page, where: string): Promise<string[]> {
  const titled = await page
    .waitForFunction((end) => document.title.endsWith(end), siteTitleEnd, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  return titled ? [] : [`${where}: the tab reads "${await page.title()}"`];
}

/** Flips the theme the way a person does, with the header's toggle (stored under `theme`). */
async function toggleTheme(page: Page) {
  const before = await themeOf(page);
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
  await page.waitForFunction((old) => !document.documentElement.classList.contains(old), before);
}

/**
 * Tabs through the page from the top and lists each control that shows no focus ring: no outline
 * or box shadow on it, nor on a card around it (a card-wide link rings its card).
 */
async function controlsWithoutFocusRing(page: Page, path: string): Promise<string[]> {
  const missing: string[] = [];
  for (let stop = 0; stop < 150; stop += 1) {
    await page.keyboard.press('Tab');
    const control = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      if (focused.dataset.tabbed) return 'back at the start';
      focused.dataset.tabbed = 'yes';
      const ringed = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none'
        );
      };
      let candidate: Element | null = focused;
      for (let level = 0; candidate && level < 4; level += 1) {
        if (ringed(candidate)) return 'ringed';
        candidate = candidate.parentElement;
      }
      return focused.outerHTML.slice(0, 100);
    });
    if (control === 'back at the start') break;
    if (control && control !== 'ringed') missing.push(`${path}: no focus ring on ${control}`);
  }
  return missing;
}

describe('every route meets WCAG 2.2 AA for axe', () => {
  it.each(roles)(
    'for a %s, in the light and the dark theme',
    async (role) => {
      const found: string[] = [];
      const page = await pageFor(role, found);
      for (const route of routes.filter((each) => each.roles.includes(role))) {
        const path = route.path(ids);
        await navigate(page, path);
        found.push(...(await focusProblems(page, `${role} ${path}`)));
        await waitForContent(page);
        found.push(...(await titleProblems(page, `${role} ${path}`)));
        // Every rule in the theme the page has, then the colour rules again in the other theme;
        // the next route starts in the theme this one ended in, so each theme gets every rule.
        found.push(
          ...(await seriousViolations(page, { where: `${role} ${path} [${await themeOf(page)}]` })),
        );
        await toggleTheme(page);
        found.push(
          ...(await seriousViolations(page, {
            where: `${role} ${path} [${await themeOf(page)}]`,
            rules: colourRules,
          })),
        );
      }
      await page.close();
      expect(found).toEqual([]);
    },
    90_000,
  );

  it('every tab of the trade dashboard, in the light and the dark theme', async () => {
    const found: string[] = [];
    const page = await pageFor('tradesperson', found);
    await navigate(page, '/dashboard');
    await waitForContent(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(10);
    // Every rule in one theme, then the colour rules in the other: one theme switch, not one a tab.
    for (const rules of [undefined, colourRules]) {
      const theme = await themeOf(page);
      for (const name of names) {
        await tabs.filter({ hasText: name }).click();
        await page.getByRole('tabpanel').first().waitFor();
        await waitForContent(page);
        found.push(
          ...(await seriousViolations(page, { where: `dashboard ${name} [${theme}]`, rules })),
        );
      }
      if (!rules) await toggleTheme(page);
    }
    await page.close();
    expect(found).toEqual([]);
  }, 90_000);

  it('shows a focus ring on every control a keyboard reaches on the main public pages', async () => {
    const page = await pageFor('visitor', []);
    const missing: string[] = [];
    for (const path of ['/', '/directory', '/education', '/about']) {
      await page.goto(`${baseUrl()}${path}`);
      await waitForContent(page);
      missing.push(...(await controlsWithoutFocusRing(page, path)));
    }
    await page.close();
    expect(missing).toEqual([]);
  }, 60_000);
});
