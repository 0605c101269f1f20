// Stripe's webhook events, each applied once: the event's id goes into stripe_events in the same
// batch as its changes, so a redelivered event breaks the primary key and changes nothing. A
// subscription event is only a cue: the subscription is read back from Stripe and its current state
// applied, so an event delivered late (or out of order) cannot set the listing back.
import { eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { users } from '../../../schema/tables/accounts';
import { stripeEvents } from '../../../schema/tables/billing';
import { tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { endPaidPlan, recordPaidThrough, updateBySubscription } from '../listings/plans';
import { queueMail } from '../mail/outbox';
import { fulfilAddOn } from './add-ons';
import { renewalFailedMail } from './mails';
import { markPaymentSucceeded } from './payments';
import { endedStatuses, planItem } from './subscriptions';
import { claimPaidUpgrade } from './unclaimed';
import { undoStrandedRegistration } from './undo';

type Statement = Parameters<Database['batch']>[0][number];

/** A payment the app refuses to grant (its amount or payer is not what was asked) is left alone. */
const grantsNothing = (error: unknown) => {
  if (error instanceof HTTPException) return null;
  throw error;
};

const subscriptionOfInvoice = (invoice: Stripe.Invoice) => {
  const id = invoice.parent?.subscription_details?.subscription;
  return typeof id === 'string' ? id : (id?.id ?? null);
};

/** The end of the latest period an invoice paid for. */
const paidThrough = (invoice: Stripe.Invoice) =>
  new Date(Math.max(...invoice.lines.data.map((line) => line.period.end)) * 1000);

async function ownerOfSubscription(db: Database, subscriptionId: string) {
  const [row] = await db
    .select({ name: tradesmen.name, email: users.email, plan: tradesmen.plan })
    .from(tradesmen)
    .innerJoin(users, eq(users.id, tradesmen.ownerId))
    .where(eq(tradesmen.stripeSubscriptionId, subscriptionId));
  return row ?? null;
}

/** The listing follows its subscription's current state: plan, cycle, period end, problems. */
function subscriptionChanges(db: Database, subscription: Stripe.Subscription): Statement[] {
  if (endedStatuses.has(subscription.status)) return [endPaidPlan(db, subscription.id)];
  const item = planItem(subscription);
  const active = subscription.status === 'active';
  const problem = subscription.status === 'past_due' || subscription.status === 'unpaid';
  return [
    updateBySubscription(db, subscription.id, {
      // Only a live subscription's plan is the listing's: an unpaid change never reaches here.
      ...(active ? { plan: item.plan, billing: item.billing, paidUntil: item.periodEnd } : {}),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      billingProblem: problem,
    }),
  ];
}

/** The changes an event makes; none for events that only matter elsewhere. */
async function changesFor(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  now: Date,
): Promise<Statement[]> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      // An upgrade or an add-on needs nothing more from the trade, so it is granted here if the
      // browser has not claimed it yet; a registration needs the person (its password), so it waits for them, and
      // is undone at once if its address has been taken meanwhile.
      await claimPaidUpgrade(db, stripe, event.data.object.id, now);
      await fulfilAddOn(db, stripe, event.data.object.id, now).catch(grantsNothing);
      await undoStrandedRegistration(db, stripe, event.data.object.id);
      return [markPaymentSucceeded(db, event.data.object.id)];
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const subscription = subscriptionOfInvoice(event.data.object);
      if (!subscription) return [];
      const paidUntil = paidThrough(event.data.object);
      return [recordPaidThrough(db, subscription, paidUntil)];
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = subscriptionOfInvoice(invoice);
      // Only a renewal's failure is a billing problem. A failed first payment or plan change is
      // shown on the payment step, and the plan already paid for stays in force.
      if (!subscription || invoice.billing_reason !== 'subscription_cycle') return [];
      const owner = await ownerOfSubscription(db, subscription);
      if (!owner) return [];
      return [
        updateBySubscription(db, subscription, { billingProblem: true }),
        queueMail(db, renewalFailedMail(owner)),
      ];
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      // Stripe retries for days and promises no order, so the event's snapshot may be stale: the
      // subscription as Stripe holds it now is what the listing follows.
      return subscriptionChanges(db, await stripe.subscriptions.retrieve(event.data.object.id));
    default:
      return [];
  }
}

/** Applies the event once; answers false when it had already been handled. */
export async function applyStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  now: Date,
): Promise<boolean> {
  const changes = await changesFor(db, stripe, event, now);
  try {
    await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      ...changes,
    ]);
    return true;
  } catch (error) {
    const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return false;
    throw error;
  }
}
