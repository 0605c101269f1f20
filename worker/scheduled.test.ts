import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../schema/tables';
import { runHourlyJobs } from './scheduled';
import { makeTradesman, makeUser } from './test/factories';
import { databaseOf, freshBindings } from './test/harness';

const dayMs = 86_400_000;
/** Stripe down: nothing listens on the discard port. */
const bindings = { ...freshBindings(), STRIPE_API_PORT: '9' };
const db = databaseOf(bindings);

describe('the hourly jobs', () => {
  it('run on past a job that throws, and name it, when Stripe cannot be reached', async () => {
    const now = new Date();
    now.setUTCHours(3);
    // Two jobs ask Stripe: the removal of a paid registration never proven (its refund)…
    const unproven = await makeUser(db, {
      role: 'tradesperson',
      isTradesman: true,
      emailProvenAt: null,
      createdAt: new Date(now.getTime() - 8 * dayMs),
    });
    await makeTradesman(db, {
      ownerId: unproven.id,
      plan: 'starter',
      paymentIntentId: 'pi_never_proven',
      stripeSubscriptionId: 'sub_never_proven',
    });
    // …and the 03:00 reconciliation of a paid listing.
    await makeTradesman(db, {
      plan: 'premium',
      paidUntil: new Date(now.getTime() + 20 * dayMs),
      stripeSubscriptionId: 'sub_reconciled',
    });
    const report = await runHourlyJobs(db, bindings, now);
    expect(report.failed).toEqual(['unprovenRegistrations', 'billingDrift']);
    expect(report).toMatchObject({
      unprovenRegistrations: null,
      billingDrift: null,
      // The jobs after the first failure still ran.
      purgedSessions: expect.any(Number),
      mailSent: expect.any(Number),
      signInAddressesPurged: expect.any(Number),
      unclaimedPayments: expect.any(Number),
    });
    // Nothing was removed without its refund: the next run tries again.
    expect(await db.select().from(users).where(eq(users.id, unproven.id))).toHaveLength(1);
  });
});
