// The daily billing reconciliation as an admin meets it (issue 24; README, "Payments"). A trade
// pays for Starter; at Stripe its renewal then fails, and someone moves the subscription to
// Professional in Stripe's dashboard. The webhooks tell the app of the billing problem but, rightly,
// not of the plan (only a paid plan becomes the listing's), so the 03:00 run records the difference
// and the admin dashboard's Billing Drift card lists it, photographed at both widths and themes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan, type PlanId, pricePence } from '../schema/plans';
import { callApi } from './support/api';
import { launchBrowser, screenshotThemes } from './support/browser';
import { lastReconciliationHour, runHourlyJobs } from './support/cron';
import { signIn, waitForPath } from './support/session';
import { failRenewal, stripeStandIn } from './support/stripe';

let browser: Browser;
const run = Date.now().toString(36);
// A made-up word, so the row is this run's.
const businessName = `Quillfeather Heat Pumps ${run}`;
const tradeAddress = '203.0.113.93';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A new trade on the paid Starter plan, through the app's own payment steps and test card. */
async function tradeOnStarter() {
  const { token } = await callApi<{ token: string }>('/api/register-tradesman', {
    method: 'POST',
    ip: tradeAddress,
    body: {
      businessName,
      description: 'Air source heat pumps for older homes.',
      serviceArea: 'St Albans',
      contactEmail: `quillfeather-${run}@example.com`,
      contactPhone: '01727 000193',
      services: ['Heat Pump Installation'],
      certifications: ['MCS Certified'],
    },
  });
  const plan = { plan: 'starter', billing: 'monthly' };
  const payment = await callApi<{
    clientSecret: string;
    paymentIntentId: string;
    subscriptionId: string;
  }>('/api/create-payment-intent', {
    method: 'POST',
    ip: tradeAddress,
    token,
    body: { ...plan, context: 'upgrade' },
  });
  await callApi('/api/stripe/test-card', {
    method: 'POST',
    ip: tradeAddress,
    body: { ...payment, cardNumber: '4242 4242 4242 4242' },
  });
  await callApi('/api/tradesman/upgrade-plan', {
    method: 'POST',
    ip: tradeAddress,
    token,
    body: { ...plan, paymentIntentId: payment.paymentIntentId },
  });
  return { token, subscriptionId: payment.subscriptionId };
}

/** What a person in Stripe's dashboard does: the subscription now bills `plan`, from now on. */
async function changePlanAtStripe(subscriptionId: string, plan: PlanId) {
  const stripe = stripeStandIn();
  const product = `rsg_plan_${plan}`;
  // The app makes its plans' products on first use; this one may not have been used yet.
  await stripe.products.create({ id: product, name: plan }).catch(() => undefined);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  await stripe.subscriptions.update(subscriptionId, {
    items: [
      {
        id: subscription.items.data[0]?.id,
        price_data: {
          currency: 'gbp',
          product,
          unit_amount: pricePence(
            findPlan(plan) as NonNullable<ReturnType<typeof findPlan>>,
            'monthly',
          ),
          recurring: { interval: 'month' },
        },
      },
    ],
    proration_behavior: 'none',
  });
}

describe('billing drift', () => {
  it('a plan changed at Stripe behind the app shows on the admin dashboard after the 03:00 run', async () => {
    const trade = await tradeOnStarter();
    await failRenewal(trade.subscriptionId);
    await changePlanAtStripe(trade.subscriptionId, 'professional');
    // The webhooks have arrived once the trade's billing shows the failed renewal.
    await expect
      .poll(() =>
        callApi<{ plan: string; billingProblem: boolean }>('/api/tradesman/billing', {
          ip: tradeAddress,
          token: trade.token,
        }),
      )
      .toMatchObject({ plan: 'starter', billingProblem: true });

    await runHourlyJobs(lastReconciliationHour());

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.94' },
    });
    const admin = await context.newPage();
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    const drift = admin.getByRole('region', { name: 'Billing Drift' });
    const row = drift
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: businessName }) })
      .filter({ hasText: 'Professional' });
    await row.waitFor();
    // Differs in the plan: ours Starter, Stripe's Professional.
    for (const cell of ['Plan', 'Starter', 'Professional']) {
      await row.getByText(cell, { exact: true }).waitFor();
    }
    expect(
      await drift.getByRole('link', { name: businessName }).first().getAttribute('href'),
    ).toMatch(/^\/tradesman\/\d+$/);
    // The sign-in's welcome toast leaves by itself; the photographs show the dashboard without it.
    await admin.getByText('Login Successful').waitFor({ state: 'detached' });
    await screenshotThemes(admin, 'admin-billing-drift');
  }, 180_000);
});
