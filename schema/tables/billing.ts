// Card payments for plans, the Stripe webhook events already applied and the daily reconciliation's
// findings.
import { isNull } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { addOnIds, billingCycles, planIds } from '../plans';
import { users } from './accounts';
import { createdAt, flag, updatedAt } from './columns';
import { tradesmen } from './listings';

/** Every card payment (or simulated one); a payment intent grants a plan once only. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentIntentId: text('payment_intent_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tradesmanId: integer('tradesman_id').references(() => tradesmen.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['registration', 'upgrade'] }).notNull(),
    plan: text('plan', { enum: planIds }).notNull(),
    billing: text('billing', { enum: billingCycles }).notNull(),
    /** What the first invoice asked for (the catalogue price less any promotion code). */
    amountPence: integer('amount_pence').notNull(),
    /** The registration's contact e-mail; a payment registers that e-mail only. */
    email: text('email'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').notNull(),
    simulated: flag('simulated', false),
    /** Set when the payment has granted its plan, so it can never be used twice. */
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_intent_unique').on(table.paymentIntentId),
    index('payments_user_idx').on(table.userId),
    index('payments_subscription_idx').on(table.stripeSubscriptionId),
  ],
);

/** Stripe webhook events already handled (Stripe may deliver an event more than once). */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const driftFields = ['plan', 'status', 'periodEnd'] as const;

/**
 * Where a paid listing and its Stripe subscription disagree, found by the daily reconciliation
 * (services/billing/reconciliation.ts). One open row per listing and field; resolved when the two
 * agree again.
 */
export const billingDrift = sqliteTable(
  'billing_drift',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    field: text('field', { enum: driftFields }).notNull(),
    /** Our value and Stripe's, as text (a plan id, a status, an ISO date). */
    ours: text('ours').notNull(),
    stripe: text('stripe').notNull(),
    foundAt: integer('found_at', { mode: 'timestamp_ms' }).notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('billing_drift_open_unique')
      .on(table.tradesmanId, table.field)
      .where(isNull(table.resolvedAt)),
  ],
);

/**
 * Add-on purchases (issue 23): one Stripe payment each, granted once when Stripe confirms it
 * (`fulfilledAt`), from the trade's call or the webhook. The row also carries what the add-on
 * grants: a homepage feature's end, a lead boost's area and the leads still to come.
 */
export const addOnPurchases = sqliteTable(
  'add_on_purchases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradesmanId: integer('tradesman_id')
      .notNull()
      .references(() => tradesmen.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    addOn: text('add_on', { enum: addOnIds }).notNull(),
    /** Weeks of a homepage feature, leads of a boost, 1 for a fast-track. */
    quantity: integer('quantity').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    paymentIntentId: text('payment_intent_id').notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    /** Set once, when Stripe has confirmed the payment and the add-on was granted. */
    fulfilledAt: integer('fulfilled_at', { mode: 'timestamp_ms' }),
    /** Stripe's hosted receipt, kept when the payment is confirmed. */
    receiptUrl: text('receipt_url'),
    /** A homepage feature ends then. */
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    /** A lead boost's search area (the listing's location when bought) and leads still to come. */
    area: text('area'),
    leadsLeft: integer('leads_left'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('add_on_purchases_intent_unique').on(table.paymentIntentId),
    index('add_on_purchases_listing_idx').on(table.tradesmanId, table.addOn),
  ],
);

export type AddOnPurchaseRow = typeof addOnPurchases.$inferSelect;
