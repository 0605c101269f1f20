// The payments table: what each payment we opened asked for, and whether it has granted its plan.
// Every write to it is here; subscriptions.ts checks a payment against this record and Stripe.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { BillingCycle, PaymentFlow, PlanId } from '../../../schema/plans';
import { payments } from '../../../schema/tables/billing';
import type { Database } from '../../db';

export const billingMessages = {
  promoCode: (code: string) => `Promo code "${code}" is not valid.`,
  unknownPayment: 'We could not find this payment. Please complete the payment step again.',
  paymentUsed: 'This payment has already been used.',
  paymentMismatch: 'This payment does not match the chosen plan.',
  notPaid: 'This payment has not been completed. Please complete the payment step.',
  samePlan: 'You are already on this plan.',
} as const;

export interface NewPayment {
  paymentIntentId: string;
  userId: number | null;
  purpose: PaymentFlow;
  plan: PlanId;
  billing: BillingCycle;
  amountPence: number;
  currency: string;
  email: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
}

/** Records a payment just opened at Stripe, before the client can pay it. */
export async function recordPayment(db: Database, payment: NewPayment) {
  await db.insert(payments).values({ ...payment, status: 'requires_payment_method' });
}

export async function findPayment(db: Database, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.paymentIntentId, paymentIntentId));
  return row ?? null;
}

/** Stripe says the payment succeeded (its webhook); a payment already settled keeps its status. */
export function markPaymentSucceeded(db: Database, paymentIntentId: string) {
  return db
    .update(payments)
    .set({ status: 'succeeded' })
    .where(
      and(
        eq(payments.paymentIntentId, paymentIntentId),
        eq(payments.status, 'requires_payment_method'),
      ),
    );
}

/**
 * The sweep has dealt with a payment nobody claimed: `undone` (refunded, subscription ended) or
 * `abandoned` (never paid). Neither can grant a plan: its subscription is no longer live.
 */
export function markPaymentSettled(
  db: Database,
  paymentIntentId: string,
  status: 'undone' | 'abandoned',
) {
  return db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.paymentIntentId, paymentIntentId), isNull(payments.consumedAt)));
}

/** The Stripe customers of every payment the user opened, granted or not. */
export async function customersOfPayer(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customer: payments.stripeCustomerId })
    .from(payments)
    .where(eq(payments.userId, userId));
  return rows.flatMap((row) => (row.customer ? [row.customer] : []));
}

/** Marks the payment as having granted its plan, inside the caller's batch. */
export function consumePayment(
  db: Database,
  paymentIntentId: string,
  grantedTo: { userId: number | SQL; tradesmanId: number | SQL },
  now: Date,
) {
  return db
    .update(payments)
    .set({ ...grantedTo, status: 'succeeded', consumedAt: now })
    .where(and(eq(payments.paymentIntentId, paymentIntentId), isNull(payments.consumedAt)));
}
