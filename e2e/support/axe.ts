// axe-core in the browser for the journeys: injected into every document of a page, run once the
// page's colours have settled, reporting only serious and critical findings.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export const wcagRules = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
} as const;
/** The WCAG rules whose outcome depends on the colours, so on the theme. */
export const colourRules = {
  type: 'rule',
  values: ['color-contrast', 'link-in-text-block'],
} as const;

/** axe in every document `page` opens from now on. */
export async function installAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}

/**
 * No colour is mid-way: a button that stops loading fades back in over 200 ms, and axe reads the
 * colours of that moment. A skeleton still pulsing is a read under way (its content fades in when
 * the answer comes), so it is waited for; other endless animations (spinners) do not count.
 */
export async function settledColours(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            (animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY &&
              (animation as CSSAnimation).animationName !== 'pulse'),
        ),
    undefined,
    { timeout: 15_000 },
  );
}

interface AxeCheck {
  /** Names the page in each finding, e.g. 'admin /admin/users [dark]'. */
  where: string;
  rules?: typeof wcagRules | typeof colourRules;
  /** CSS selectors left out (e.g. toasts, checked on their own). */
  exclude?: string[];
}

/** Serious and critical findings on the page once its colours settle: rule, element, where. */
export async function seriousViolations(
  page: Page,
  { where, rules = wcagRules, exclude = [] }: AxeCheck,
): Promise<string[]> {
  await settledColours(page);
  const results = await page.evaluate(
    ({ runOnly, exclude }) =>
      // With nothing to leave out, axe reads the whole document.
      window.axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly, resultTypes: ['violations'] },
      ),
    { runOnly: { type: rules.type, values: [...rules.values] }, exclude },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} at ${node.target.join(' ')}: ${node.html.slice(0, 160)} (${node.failureSummary?.slice(0, 200) ?? ''})`,
      ),
    );
}

export const themeOf = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
