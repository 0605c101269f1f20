// The trade's billing history (issue 23): every invoice Stripe raised for the listing's plans,
// with its amount, date, status and Stripe's hosted page (the receipt once paid), read from Stripe
// each time so it can never disagree with what was charged; and every add-on paid for, with the
// receipt Stripe gave when it was confirmed.
import { findAddOn } from '../../../schema/plans';
import type { AddOnPurchaseRow } from '../../../schema/tables/billing';
import type { TradesmanRow } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import type { Stripe } from '../../lib/stripe';
import { addOnsOf } from './add-ons';
import { customersOfPayer } from './payments';

/** What each kind of invoice was for, in the trade's words. */
const reasons: Record<string, string> = {
  subscription_create: 'First payment',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};

/** Invoices a person never owed: drafts, and voided ones (an abandoned plan change). */
const unowed = new Set(['draft', 'void']);

export interface BillingRecord {
  id: string;
  number: string | null;
  description: string;
  /** Pence: what was paid, or what is due on an unpaid invoice. */
  amount: number;
  currency: string;
  status: string;
  date: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** Stripe's hosted invoice page, with the receipt once paid. */
  url: string | null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function toRecord(invoice: Stripe.Invoice): BillingRecord {
  const line = invoice.lines.data[0];
  return {
    id: invoice.id as string,
    number: invoice.number ?? null,
    description: reasons[invoice.billing_reason ?? ''] ?? 'Payment',
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? 'open',
    date: iso(invoice.created),
    periodStart: line ? iso(line.period.start) : null,
    periodEnd: line ? iso(line.period.end) : null,
    url: invoice.hosted_invoice_url ?? null,
  };
}

const units = { week: 'week', lead: 'lead', once: '' } as const;

function addOnRecord(purchase: AddOnPurchaseRow): BillingRecord {
  const addOn = findAddOn(purchase.addOn);
  const unit = addOn ? units[addOn.unit] : '';
  const amount = unit ? `, ${purchase.quantity} ${unit}${purchase.quantity === 1 ? '' : 's'}` : '';
  return {
    id: `add-on-${purchase.id}`,
    number: null,
    description: `${addOn?.name ?? purchase.addOn}${amount}`,
    amount: purchase.amountPence,
    currency: purchase.currency,
    status: 'paid',
    date: (purchase.fulfilledAt ?? purchase.createdAt).toISOString(),
    periodStart: null,
    periodEnd: purchase.endsAt?.toISOString() ?? null,
    url: purchase.receiptUrl,
  };
}

/**
 * Newest first: the invoices of the listing's Stripe customer and of payments the trade opened, and
 * the add-ons paid for.
 */
export async function billingHistory(
  db: Database,
  stripe: Stripe,
  listing: TradesmanRow,
  userId: number,
): Promise<BillingRecord[]> {
  const customers = new Set([
    ...(listing.stripeCustomerId ? [listing.stripeCustomerId] : []),
    ...(await customersOfPayer(db, userId)),
  ]);
  const [lists, addOns] = await Promise.all([
    Promise.all([...customers].map((customer) => stripe.invoices.list({ customer, limit: 100 }))),
    addOnsOf(db, listing.id, new Date()),
  ]);
  return (
    lists
      .flatMap((list) => list.data)
      .filter((invoice) => !unowed.has(invoice.status ?? ''))
      .map(toRecord)
      .concat(addOns.purchases.map(addOnRecord))
      // Invoices raised in the same second are told apart by their sequential numbers.
      .sort(
        (a, b) => b.date.localeCompare(a.date) || (b.number ?? '').localeCompare(a.number ?? ''),
      )
  );
}
