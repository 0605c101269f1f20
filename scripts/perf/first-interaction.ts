// The first-interaction half of `npm run perf` (issue 27): a 390 px phone with Lighthouse's mobile
// CPU (4×) and network (its slow-4G figures: 150 ms round trip, 1.6 Mbit/s down), a page
// loaded and left idle, then one real touch. Two figures per action: the Event Timing duration of
// that touch (its next paint) and the time until its answer shows (results painted, menu open,
// profile or quote form shown). A replayed `click()` is not recorded by Event Timing, so only the
// second figure sees a press held until the app wakes.
import type { Browser, Locator, Page } from 'playwright-core';
import type { InteractionSample } from './summary';

/** Where an action starts and what it taps, on the app or on the static floor. */
export interface Site {
  origin: string;
  /** A profile's address on this site. */
  profile: string;
}

interface FirstAction {
  name: string;
  start: (site: Site) => string;
  /** The touches before the measured one (focusing a field and typing), if any. */
  prepare?: (page: Page) => Promise<void>;
  /** What the measured touch lands on. */
  target: (page: Page) => Locator;
  /**
   * After the touch, when it opened the phone's own picker: the option chosen in it. Resolves to
   * when it was chosen (wall clock), from which the answer is timed: the person waits from the
   * choice, not from opening the picker. Undefined when the touch was the whole action.
   */
  choose?: (page: Page) => Promise<number | undefined>;
  /** Resolves once the answer shows. */
  answered: (page: Page) => Promise<unknown>;
}

const answerTimeoutMs = 30_000;

const waitFor = (page: Page, check: () => boolean) =>
  page.waitForFunction(check, undefined, { timeout: answerTimeoutMs, polling: 'raf' });

export const firstActions: FirstAction[] = [
  {
    name: 'search submit',
    start: () => '/',
    prepare: async (page) => {
      await tap(page, page.getByLabel('What do you need?'));
      await page.keyboard.type('heat pump', { delay: 120 });
    },
    target: (page) => page.getByRole('button', { name: 'Search', exact: true }),
    answered: (page) =>
      waitFor(
        page,
        () =>
          location.pathname === '/directory' &&
          new URLSearchParams(location.search).get('q') === 'heat pump' &&
          /Showing/.test(document.querySelector('main')?.textContent ?? ''),
      ),
  },
  {
    name: 'sort',
    start: () => '/directory',
    // The app's sort is a select (a touch, then the option); the floor's is a link.
    target: (page) =>
      page
        .getByLabel('Sort by')
        .or(page.getByRole('link', { name: 'Highest rated' }))
        .first(),
    choose: async (page) => {
      const select = page.getByLabel('Sort by');
      if ((await select.count()) === 0) return undefined;
      const chosen = Date.now();
      await select.selectOption('highest-rated');
      return chosen;
    },
    answered: (page) =>
      waitFor(
        page,
        () =>
          new URLSearchParams(location.search).get('sort') === 'highest-rated' &&
          /Showing/.test(document.querySelector('main')?.textContent ?? '') &&
          document.querySelector('main [aria-busy="true"]') === null,
      ),
  },
  {
    name: 'open the menu',
    start: () => '/',
    // A <details> disclosure on both: its summary is the button.
    target: (page) => page.locator('summary').first(),
    answered: (page) =>
      waitFor(page, () =>
        [...document.querySelectorAll('[role="menu"] *, details[open] nav *')].some(
          (element) =>
            element.textContent?.trim() === 'Education' &&
            element.getBoundingClientRect().height > 0,
        ),
      ),
  },
  {
    name: 'tap a listing',
    start: () => '/directory',
    target: (page) =>
      page
        .getByRole('button', { name: 'Show Profile' })
        .or(page.getByRole('main').getByRole('article').getByRole('link'))
        .first(),
    answered: (page) =>
      waitFor(page, () => {
        const dialog = document.querySelector('[role="dialog"] h2');
        const profilePage =
          !location.pathname.startsWith('/directory') && document.querySelector('main h1');
        return Boolean(
          (dialog && dialog.getBoundingClientRect().height > 0) ||
            (profilePage && profilePage.getBoundingClientRect().height > 0),
        );
      }),
  },
  {
    name: 'Request a Quote',
    start: (site) => site.profile,
    target: (page) =>
      page
        .getByRole('button', { name: 'Request a Quote' })
        .or(page.getByRole('link', { name: 'Request a Quote' }))
        .first(),
    answered: (page) =>
      waitFor(page, () =>
        [...document.querySelectorAll('label')].some(
          (label) =>
            label.textContent?.includes('Property size') &&
            label.getBoundingClientRect().height > 0,
        ),
      ),
  },
  {
    // The footer's newsletter form on the home page: an address typed (each keystroke timed), the
    // reader's kind chosen, then Subscribe. Its answer is the subscription's outcome, whichever
    // it is: a phone's second run from the same address may be refused by the hourly cap.
    name: 'newsletter subscribe',
    start: () => '/',
    prepare: async (page) => {
      await tap(page, page.getByLabel('Email address'));
      await page.keyboard.type(`reader-${Date.now()}@example.com`, { delay: 120 });
      await tap(page, page.locator('label').filter({ hasText: "I'm a homeowner" }));
    },
    target: (page) => page.getByRole('button', { name: 'Subscribe', exact: true }),
    answered: (page) =>
      waitFor(page, () =>
        /Successfully Subscribed!|Subscription Failed/.test(document.body.textContent ?? ''),
      ),
  },
  {
    // The About page's contact form: a name typed (each keystroke timed), then Send Message with
    // the rest missing. Its answer is the form's messages, shown by the app or by the page the
    // Worker answers the post with.
    name: 'contact message',
    start: () => '/about',
    prepare: async (page) => {
      await tap(page, page.getByRole('form', { name: 'Contact us' }).getByLabel('Name'));
      await page.keyboard.type('Priya Shah', { delay: 120 });
    },
    target: (page) => page.getByRole('button', { name: 'Send Message' }),
    answered: (page) =>
      waitFor(page, () => /Valid email is required/.test(document.body.textContent ?? '')),
  },
  {
    // Answered by the page's wake script before the app has loaded (worker/lib/wake-script.ts),
    // as the floor's button is by its one line.
    name: 'theme switch',
    start: (site) => site.profile,
    target: (page) => page.getByRole('button', { name: 'Switch to dark mode' }),
    answered: (page) => waitFor(page, () => document.documentElement.classList.contains('dark')),
  },
  {
    // Answered by the chat island (web/src/islands/chat.ts), which the idle page has fetched: a
    // few kilobytes of plain DOM copying the panel from the page's template, not the whole app
    // (the floor's button shows its panel in one line).
    name: 'open the chat',
    start: (site) => site.profile,
    target: (page) => page.getByRole('button', { name: 'Open chat with the Retrofit Helper' }),
    answered: (page) =>
      waitFor(page, () =>
        [...document.querySelectorAll('[role="dialog"]')].some(
          (dialog) =>
            dialog.textContent?.includes('Retrofit Helper') &&
            dialog.getBoundingClientRect().height > 0,
        ),
      ),
  },
  {
    // A link since issue 27's last step (it woke the whole app before): the Worker renders the
    // cards (the floor's link loads its own page of cards).
    name: 'card view',
    start: () => '/directory',
    target: (page) => page.getByRole('link', { name: 'Card view' }),
    answered: (page) =>
      waitFor(
        page,
        () =>
          new URLSearchParams(location.search).get('view') === 'cards' &&
          document.querySelector('[aria-label="Card view"]')?.getAttribute('aria-current') ===
            'true',
      ),
  },
  {
    // A link since issue 27's last step (it woke the whole app before): the Worker renders the
    // profile with that time chosen and its details form (the floor's link loads its own page).
    name: 'choose a visit time',
    start: (site) => site.profile,
    target: (page) =>
      page
        .getByRole('list', { name: /^Times on/ })
        .getByRole('link')
        .nth(1),
    answered: (page) =>
      waitFor(page, () =>
        [...document.querySelectorAll('form[aria-label^="Your details for"]')].some(
          (form) => form.getBoundingClientRect().height > 0,
        ),
      ),
  },
  {
    // The box ticks as the browser's own; the trade-selection island (loaded with the page) shows
    // the bar. The floor's box shows its bar in one line.
    name: 'add to my request',
    start: () => '/directory',
    target: (page) => page.getByRole('checkbox', { name: /^Add to my request/ }).first(),
    answered: (page) =>
      waitFor(page, () =>
        [...document.querySelectorAll('[role="region"]')].some(
          (region) =>
            region.textContent?.includes('1 of 3 chosen') &&
            region.getBoundingClientRect().height > 0,
        ),
      ),
  },
];

interface TimedEvent {
  name: string;
  interactionId: number;
  at: number;
  duration: number;
}

interface LongTask {
  at: number;
  duration: number;
}

/**
 * Sends Event Timing entries and long tasks (over 50 ms on the main thread) of every document the
 * tab shows to the measuring process, through `__perfRecord`. Not kept in the page's storage: a
 * server-rendered page wakes its app at once when session storage holds anything (the wake
 * script), which would measure a woken app as if it were asleep.
 */
const recordEventTiming = () => {
  const record = (window as unknown as { __perfRecord: (kind: string, entry: object) => void })
    .__perfRecord;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record('task', { at: performance.timeOrigin + entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      record('event', {
        name: entry.name,
        interactionId: entry.interactionId,
        at: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** The longest main-thread task from `since` (wall clock); 0 when none passed 50 ms. */
const longestTaskSince = (tasks: LongTask[], since: number) =>
  Math.max(0, ...tasks.filter((task) => task.at >= since - 1).map((task) => task.duration));

/** A finger on the middle of the element, as a phone sends it (touch, then the mouse events). */
/**
 * Scrolls `target` into view and waits until it has stopped moving, as a finger would and as
 * Playwright's own clicks do: a part the browser lays out only as it nears the screen (the
 * footer's `content-visibility`) settles a frame after a jump there.
 */
async function settle(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const frames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  let box = await target.boundingBox();
  for (let check = 0; check < 10; check++) {
    await frames();
    const now = await target.boundingBox();
    if (now && box && now.x === box.x && now.y === box.y) break;
    box = now;
  }
}

async function tap(page: Page, target: Locator) {
  await settle(page, target);
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The longest Event Timing duration of the first interaction from `since` (wall clock), or 0 when
 * none reached the 16 ms the browser records from.
 */
function firstInteraction(events: TimedEvent[], since: number): number {
  const after = events.filter((event) => event.at >= since - 1);
  const first = after.reduce<number | undefined>(
    (earliest, event) => (earliest === undefined || event.at < earliest ? event.at : earliest),
    undefined,
  );
  if (first === undefined) return 0;
  const id = after.find((event) => event.at === first)?.interactionId;
  return Math.max(...after.filter((event) => event.interactionId === id).map((e) => e.duration));
}

/** One run of one action on a new phone (no cache), throttled as Lighthouse's mobile preset. */
export async function measureFirstAction(
  browser: Browser,
  site: Site,
  action: FirstAction,
): Promise<InteractionSample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const events: TimedEvent[] = [];
    const tasks: LongTask[] = [];
    await page.exposeFunction('__perfRecord', (kind: string, entry: TimedEvent & LongTask) => {
      (kind === 'task' ? tasks : events).push(entry);
    });
    await page.addInitScript(recordEventTiming);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1638.4 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${site.origin}${action.start(site)}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Idle, as a person reading the page before reaching for it.
    await page.waitForTimeout(1_000);
    const prepareStarted = await page.evaluate(() => Date.now());
    await action.prepare?.(page);
    // The page's last entries reach this process a moment after they happen.
    await page.waitForTimeout(100);
    const typing = events
      .filter((event) => event.at >= prepareStarted && event.name.startsWith('key'))
      .reduce((worst, event) => Math.max(worst, event.duration), 0);
    const target = action.target(page);
    await settle(page, target);
    const tapped = await page.evaluate(() => Date.now());
    const started = Date.now();
    await tap(page, target);
    const chosen = await action.choose?.(page);
    await action.answered(page);
    const answerMs = Date.now() - (chosen ?? started);
    // Event Timing reports after the next paint; give it a frame or two.
    await page.waitForTimeout(300);
    return {
      nextPaintMs: firstInteraction(events, tapped),
      answerMs,
      longestTaskMs: longestTaskSince(tasks, tapped),
      worstKeystrokeMs: action.prepare ? typing : undefined,
    };
  } finally {
    await context.close();
  }
}
