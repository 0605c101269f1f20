// A tradesperson joins: the payment (for a paid plan) is verified first, then the account, the
// listing, the payment's use and the welcome mail are written in one batch: all or nothing. The
// listing stays private until the contact e-mail is proven; an earlier registration of the same
// address that never proved it is removed first, so it cannot block the address's real owner
// (docs/decisions/019-proven-e-mail-and-held-reviews.md).
import { sql } from 'drizzle-orm';
import type { TradesmanRegistrationInput } from '../../../schema/rules';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { Stripe } from '../../lib/stripe';
import { emailProofLink } from '../accounts/email-proof';
import { tradespersonWelcomeMail } from '../accounts/mails';
import { recordSignInAddress } from '../accounts/sign-in-addresses';
import { emailTaken, findUserByEmail, insertTradespersonAccount } from '../accounts/users';
import { billingMessages, consumePayment } from '../billing/payments';
import { verifiedPayment } from '../billing/subscriptions';
import { undoUnusablePayment } from '../billing/undo';
import { assertWithinServiceLimit } from '../listings/plan-limits';
import { insertListing } from '../listings/plans';
import { queueMail } from '../mail/outbox';
import { declarePlainCredentials } from '../verification/credentials';
import { isSupersedable, removeUnprovenRegistration } from './unproven-registrations';

export const registrationMessages = {
  paymentRequired: 'Please complete the payment step for a paid plan.',
} as const;

/** Readable and unambiguous (no 0/O, 1/l/I): it is typed from an e-mail. */
const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function temporaryPassword(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => passwordAlphabet[byte % passwordAlphabet.length]).join('');
}

function newUsername(businessName: string): string {
  const stem = businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const [random = 0] = crypto.getRandomValues(new Uint16Array(1));
  const digits = String(random % 10000).padStart(4, '0');
  return `${stem.slice(0, 24) || 'trade'}-${digits}`;
}

/** Which unique rule a failed batch broke, if any (the driver reports it in the message). */
function brokenUniqueRule(error: unknown): string | null {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return /UNIQUE constraint failed: ([\w.]+)/.exec(text)?.[1] ?? null;
}

export interface RegistrationOrigin {
  siteUrl: string;
  /** The keyed hash of the registrant's network address; null when unknown. */
  addressHash: string | null;
}

export async function registerTradesman(
  db: Database,
  stripe: () => Stripe,
  input: TradesmanRegistrationInput,
  origin: RegistrationOrigin,
  now: Date,
) {
  assertWithinServiceLimit(input.plan, input.services);
  const paid = input.plan !== 'free';
  const expected = {
    plan: input.plan,
    billing: input.billing,
    flow: 'registration',
    email: input.contactEmail,
  } as const;
  const holder = await findUserByEmail(db, input.contactEmail);
  if (holder && isSupersedable(holder)) await removeUnprovenRegistration(db, stripe, holder);
  // The address was free when the payment was opened; taken since, the payment is undone.
  else if (holder) {
    if (paid && input.paymentIntentId) {
      await undoUnusablePayment(db, stripe(), input.paymentIntentId, expected);
    }
    fail(409, emailTaken);
  }
  if (paid && !input.paymentIntentId) fail(402, registrationMessages.paymentRequired);
  const payment = paid
    ? await verifiedPayment(db, stripe(), input.paymentIntentId, expected)
    : null;

  const password = temporaryPassword();
  const username = newUsername(input.businessName);
  const ownerId = sql`(select id from users where email = ${input.contactEmail})`;
  const listingId = sql`(select id from tradesmen where owner_id = ${ownerId})`;
  const declared = declarePlainCredentials(db, listingId, input.certifications);
  const proof = await emailProofLink(db, ownerId, origin.siteUrl, now);
  const statements = [
    insertTradespersonAccount(db, {
      name: input.businessName,
      email: input.contactEmail,
      username,
      passwordHash: await hashPassword(password),
      phone: input.contactPhone,
    }),
    insertListing(
      db,
      {
        name: input.businessName,
        description: input.description,
        location: input.serviceArea,
        services: input.services,
        credentials: input.certifications,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        plan: input.plan,
        billing: input.billing,
        paymentIntentId: payment?.row.paymentIntentId ?? null,
        stripeCustomerId: payment?.row.stripeCustomerId ?? null,
        stripeSubscriptionId: payment?.row.stripeSubscriptionId ?? null,
        paidUntil: payment?.item.periodEnd ?? null,
      },
      ownerId,
    ),
    ...(declared ? [declared] : []),
    ...(payment
      ? [
          consumePayment(
            db,
            payment.row.paymentIntentId,
            { userId: ownerId, tradesmanId: listingId },
            now,
          ),
        ]
      : []),
    proof.insert,
    ...(origin.addressHash ? [recordSignInAddress(db, ownerId, origin.addressHash, now)] : []),
    queueMail(
      db,
      tradespersonWelcomeMail(
        input.contactEmail,
        input.businessName,
        username,
        password,
        proof.link,
      ),
    ),
  ] as const;
  try {
    const [users] = await db.batch(statements);
    const user = users[0];
    if (!user) throw new Error('registration batch returned no user');
    return user;
  } catch (error) {
    const rule = brokenUniqueRule(error);
    if (rule === 'users.email') {
      // Checked again: the address may have gone to a twin request that used this very payment.
      if (payment) await undoUnusablePayment(db, stripe(), input.paymentIntentId, expected);
      fail(409, emailTaken);
    }
    if (rule === 'tradesmen.payment_intent_id') fail(409, billingMessages.paymentUsed);
    throw error;
  }
}
