// Issue 28 on a 390 px phone: the grant checker for an oil-heated, off-grid, owner-occupied house
// with a valid EPC, its Boiler Upgrade Scheme answer and source, the installers who can claim it,
// and one request to three of them that each trade sees as sent to 3 trades.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, devBusiness } from '../scripts/seed/businesses';
import { businessDomain } from '../scripts/seed/contact';
import { devPassword } from '../scripts/seed/people';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn, waitForPath } from './support/session';

const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function phonePage(address: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    extraHTTPHeaders: { 'cf-connecting-ip': address },
  });
  return context.newPage();
}

/** The seeded sign-in of a listing's owner, or null for a listing nobody can sign in to. */
function ownerEmail(name: string): string | null {
  if (name === devBusiness.name) return 'trades@example.com';
  const business = businesses.find((candidate) => candidate.name === name);
  return business?.hasAccount
    ? `${business.owner.split(' ')[0]?.toLowerCase()}@${businessDomain(business.name)}`
    : null;
}

const project = `Heat pump for an oil-heated farmhouse, grants journey ${Date.now()}`;

describe('from the grant checker to one request to three installers', () => {
  it('answers, shows the Boiler Upgrade Scheme, and sends one request that three trades see', async () => {
    const visitor = await phonePage('203.0.113.140');
    await visitor.goto(`${baseUrl()}/grants`);
    for (const [label, value] of [
      ['Do you own or rent your home?', 'owner'],
      ['Where is your home?', 'england'],
      ['What heats your home now?', 'oil'],
      ['Is your home connected to mains gas?', 'yes'],
      ['What kind of home is it?', 'house'],
      ['Is it a new build still being built?', 'no'],
      ['What is its Energy Performance Certificate (EPC) rating?', 'E'],
      ['Is your household’s income under £36,000 a year before tax?', 'over36k'],
      ['Does anyone in your home get means-tested benefits?', 'no'],
    ] as const) {
      await visitor.getByLabel(label).selectOption(value);
    }
    // The checker is a GET form: the browser answers every choice, with no app code.
    const heatPump = visitor.getByRole('checkbox', {
      name: 'Heat pump (air-to-water or ground source)',
    });
    await heatPump.click();
    await expect.poll(() => heatPump.isChecked()).toBe(true);
    await visitor.getByRole('button', { name: 'Check what I can get' }).click();

    const bus = visitor.getByRole('article', { name: 'Boiler Upgrade Scheme' });
    await bus.waitFor();
    expect(new URL(visitor.url()).searchParams.get('heating')).toBe('oil');
    expect(await bus.getByText('Eligible', { exact: true }).count()).toBe(1);
    expect(await bus.getByText(/^£\d{1,2},\d{3}$/).count()).toBe(1);
    expect(await bus.getByRole('link', { name: /Source: gov\.uk/ }).getAttribute('href')).toBe(
      'https://www.gov.uk/apply-boiler-upgrade-scheme',
    );
    await screenshot(visitor, 'grants-phone-result');

    await bus.getByRole('link', { name: /Find installers who can claim/ }).click();
    // A card's line, not the banner above the results (which says the same in a sentence).
    await visitor
      .getByRole('article')
      .getByText('Can apply for the Boiler Upgrade Scheme for you', { exact: true })
      .first()
      .waitFor();
    expect(new URL(visitor.url()).search).toBe('?grant=bus&measure=heat-pump');

    const names = await visitor.getByRole('article').locator('h2').allTextContents();
    const chosen = names.filter((name) => ownerEmail(name) !== null).slice(0, 3);
    expect(chosen).toHaveLength(3);
    for (const name of chosen) {
      await visitor.getByRole('article', { name }).getByText('Add to my request').click();
    }
    const bar = visitor.getByRole('region', { name: 'Your chosen trades' });
    await bar.getByText('3 of 3 chosen').waitFor();
    await screenshot(visitor, 'grants-phone-three-chosen');
    await bar.getByRole('button', { name: 'Send one request to 3' }).click();

    // The directory was a page load, so no app: the bar opens the quote page for the three.
    await visitor.waitForURL((url) => url.pathname === '/quote');
    await visitor.getByRole('heading', { level: 1, name: 'Request Quotes' }).waitFor();
    const form = visitor.getByRole('main');
    await form.getByLabel('Property size').selectOption('4 bed+');
    await form.getByLabel('Timeline').selectOption({ index: 1 });
    await form.getByLabel('Project description').fill(project);
    await form.getByLabel('Full name').fill('Tom Fielding');
    await form.getByLabel('Email', { exact: true }).fill('tom.fielding@example.net');
    await form.getByLabel('Phone', { exact: true }).fill('07700 900456');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await visitor.getByText('Quote Request Sent').first().waitFor();

    for (const [index, name] of chosen.entries()) {
      const trades = await phonePage(`203.0.113.${150 + index}`);
      await signIn(trades, ownerEmail(name) ?? '', devPassword);
      await waitForPath(trades, '/dashboard');
      await trades.getByRole('tab', { name: 'Quote Requests' }).click();
      const request = trades.getByRole('article').filter({ hasText: project });
      await request.waitFor();
      expect(await request.getByText(/Sent to 3 trades/).count(), name).toBe(1);
      if (index === 0) await screenshot(trades, 'grants-phone-trade-sent-to-3');
      await trades.context().close();
    }
  }, 180_000);
});
