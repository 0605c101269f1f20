// axe-core in a journey's page (added with `page.addInitScript({ content: axe.source })`): its
// serious findings, read once the page's colours have settled.
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Serious and critical axe findings on the page (toasts come and go; theirs are checked apart). */
export async function seriousViolations(page: Page) {
  const results = await page.evaluate(() =>
    window.axe.run({ exclude: [['[data-scope="toast"]']] }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
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
