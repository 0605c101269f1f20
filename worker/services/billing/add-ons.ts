// Add-ons (issue 23): a homepage feature, a fast-tracked verification and lead boosting, each one
// Stripe payment priced from schema/plans.ts `addOns` and granted only once Stripe confirms it,
// from the trade's call or the webhook, exactly once: the purchase row carries what it grants and
// is marked fulfilled by one conditional UPDATE, so a repeated call or event changes nothing.
import { and, desc, eq, gt, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import { type AddOn, type AddOnId, addOnPricePence, findAddOn } from '../../../schema/plans';
import { type AddOnPurchaseInput, addOnRefusal } from '../../../schema/rules';
import { addOnPurchases } from '../../../schema/tables/billing';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import type { Stripe } from '../../lib/stripe';
import { keepStripeCustomer } from '../listings/plans';
import { badgeShowsAt } from '../listings/verified-badge';
import { billingMessages } from './payments';
import { currency, customerFor } from './subscriptions';

const weekMs = 7 * 86_400_000;

const fulfilled = isNotNull(addOnPurchases.fulfilledAt);

/**
 * A purchase of `addOn` by the listing of the row being read, matching `condition`. Written with
 * qualified names: drizzle leaves columns unqualified in a one-table select, where `id` would
 * name the purchase's own id inside this subquery.
 */
const purchaseOfListing = (addOn: AddOnId, condition: SQL) =>
  sql<boolean>`exists (select 1 from "add_on_purchases" where "add_on_purchases"."tradesman_id" = "tradesmen"."id" and "add_on_purchases"."add_on" = ${addOn} and ${condition})`;

/** SQL: the listing has a fast-tracked verification (the admin queue puts it first). */
export const fastTracked = purchaseOfListing(
  'verification-badge',
  sql`"add_on_purchases"."fulfilled_at" is not null`,
);

/**
 * SQL: the end of the homepage feature the listing of the row being read has running at `now`
 * (weeks bought later follow on, so the latest end), or null when none runs.
 */
export const homepageFeatureEnd = (now: Date) =>
  sql<Date | null>`(select max("add_on_purchases"."ends_at") from "add_on_purchases" where "add_on_purchases"."tradesman_id" = "tradesmen"."id" and "add_on_purchases"."add_on" = 'homepage-feature' and "add_on_purchases"."ends_at" > ${now.getTime()})`.mapWith(
    (end: number) => new Date(end),
  );

/** SQL: the listing is boosted in searches for `area` (leads still to come). */
export const boostedIn = (area: string) =>
  purchaseOfListing(
    'lead-boost',
    sql`"add_on_purchases"."area" = ${area} and "add_on_purchases"."leads_left" > 0`,
  );

async function hasFastTrack(db: Database, tradesmanId: number) {
  const [done] = await db
    .select({ id: addOnPurchases.id })
    .from(addOnPurchases)
    .where(
      and(
        eq(addOnPurchases.tradesmanId, tradesmanId),
        eq(addOnPurchases.addOn, 'verification-badge'),
        fulfilled,
      ),
    )
    .limit(1);
  return done !== undefined;
}

/**
 * Refuses a purchase the listing cannot use. The badge is read at `now` (`badgeShowsAt`): a
 * credential that lapsed within the hour must neither sell a paid place to an unchecked trade
 * nor refuse the fast-track it now needs.
 */
async function refuseUnneeded(db: Database, listing: TradesmanRow, addOn: AddOn, now: Date) {
  const refusal = addOnRefusal(addOn, {
    verified: badgeShowsAt(listing, now),
    fastTracked: addOn.id === 'verification-badge' && (await hasFastTrack(db, listing.id)),
  });
  if (refusal) fail(400, refusal);
}

/** Opens the add-on's payment at Stripe and records what it is for; answers what to confirm. */
export async function startAddOnPayment(
  db: Database,
  stripe: Stripe,
  listing: TradesmanRow,
  user: { id: number; email: string },
  input: AddOnPurchaseInput,
  now: Date,
) {
  const addOn = findAddOn(input.addOn);
  if (!addOn) fail(400, billingMessages.paymentMismatch);
  await refuseUnneeded(db, listing, addOn, now);
  const amount = addOnPricePence(addOn, input.quantity);
  const customer = await customerFor(db, stripe, user.email, listing.stripeCustomerId, user.id);
  const intent = await stripe.paymentIntents.create({
    amount,
    currency,
    customer,
    description: `${addOn.name} × ${input.quantity}`,
    metadata: {
      addOn: addOn.id,
      quantity: String(input.quantity),
      tradesmanId: String(listing.id),
    },
  });
  await db.batch([
    db.insert(addOnPurchases).values({
      tradesmanId: listing.id,
      userId: user.id,
      addOn: addOn.id,
      quantity: input.quantity,
      amountPence: amount,
      currency,
      paymentIntentId: intent.id,
      stripeCustomerId: customer,
    }),
    keepStripeCustomer(db, listing.id, customer),
  ]);
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount, currency };
}

/** What the purchase grants when it is fulfilled at `now`, set in the same UPDATE. */
function grants(row: typeof addOnPurchases.$inferSelect, now: Date): Record<string, SQL | unknown> {
  if (row.addOn === 'homepage-feature') {
    // Weeks bought while a feature runs follow on from its end.
    const latest = sql`(select ${max(addOnPurchases.endsAt)} from ${addOnPurchases} where ${addOnPurchases.tradesmanId} = ${row.tradesmanId} and ${addOnPurchases.addOn} = 'homepage-feature')`;
    return {
      endsAt: sql`max(${now.getTime()}, coalesce(${latest}, 0)) + ${row.quantity * weekMs}`,
    };
  }
  if (row.addOn === 'lead-boost') {
    const area = sql`(select ${tradesmen.location} from ${tradesmen} where ${tradesmen.id} = ${row.tradesmanId})`;
    return { area, leadsLeft: row.quantity };
  }
  return {};
}

/**
 * Grants the add-on its payment paid for, once: a payment not confirmed by Stripe for exactly
 * the amount and currency asked grants nothing. Answers the purchase, or null when the payment is
 * not an add-on's (or, given `userId`, not that trade's).
 */
export async function fulfilAddOn(
  db: Database,
  stripe: Stripe,
  paymentIntentId: string,
  now: Date,
  userId?: number,
) {
  const [row] = await db
    .select()
    .from(addOnPurchases)
    .where(eq(addOnPurchases.paymentIntentId, paymentIntentId));
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  if (row.fulfilledAt) return row;
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge'],
  });
  const paid =
    intent.status === 'succeeded' &&
    intent.amount === row.amountPence &&
    intent.amount_received === intent.amount &&
    intent.currency === row.currency &&
    intent.customer === row.stripeCustomerId;
  if (!paid) fail(402, billingMessages.notPaid);
  const charge = intent.latest_charge as Stripe.Charge | null;
  const [granted] = await db
    .update(addOnPurchases)
    .set({ fulfilledAt: now, receiptUrl: charge?.receipt_url ?? null, ...grants(row, now) })
    .where(and(eq(addOnPurchases.id, row.id), isNull(addOnPurchases.fulfilledAt)))
    .returning();
  return granted ?? { ...row, fulfilledAt: now };
}

/** A quote request to a boosted listing uses one of its leads (a statement for that batch). */
export function spendBoostedLead(db: Database, tradesmanId: number) {
  const oldest = db
    .select({ id: addOnPurchases.id })
    .from(addOnPurchases)
    .where(
      and(
        eq(addOnPurchases.tradesmanId, tradesmanId),
        eq(addOnPurchases.addOn, 'lead-boost'),
        gt(addOnPurchases.leadsLeft, 0),
      ),
    )
    .orderBy(addOnPurchases.id)
    .limit(1);
  return db
    .update(addOnPurchases)
    .set({ leadsLeft: sql`${addOnPurchases.leadsLeft} - 1` })
    .where(eq(addOnPurchases.id, oldest));
}

/** The listing's add-ons as its dashboard shows them, and every one paid for (newest first). */
export async function addOnsOf(db: Database, tradesmanId: number, now: Date) {
  const rows = await db
    .select()
    .from(addOnPurchases)
    .where(and(eq(addOnPurchases.tradesmanId, tradesmanId), fulfilled))
    .orderBy(desc(addOnPurchases.fulfilledAt));
  const homepage = rows
    .filter(
      (row) => row.addOn === 'homepage-feature' && (row.endsAt?.getTime() ?? 0) > now.getTime(),
    )
    .map((row) => row.endsAt?.getTime() ?? 0);
  return {
    homepageFeatureUntil: homepage.length ? new Date(Math.max(...homepage)).toISOString() : null,
    leadsLeft: rows
      .filter((row) => row.addOn === 'lead-boost')
      .reduce((sum, row) => sum + (row.leadsLeft ?? 0), 0),
    boostArea:
      rows.find((row) => row.addOn === 'lead-boost' && (row.leadsLeft ?? 0) > 0)?.area ?? null,
    fastTracked: rows.some((row) => row.addOn === 'verification-badge'),
    purchases: rows,
  };
}
