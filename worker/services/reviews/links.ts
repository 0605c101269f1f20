// Whether a review's author is linked to the trade it reviews, and how
// (docs/decisions/019-proven-e-mail-and-held-reviews.md). A linked review is held for a moderator
// before it is public, whatever its rating: the checks look only at who wrote it, never at what it
// says. The author is always the account that sent the request while signed in (createReview
// refuses anyone else), so an account can never be younger than its request.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import type { QuoteRow } from '../../../schema/tables/quotes';
import type { Database } from '../../db';
import { sharedSignInAddress } from '../accounts/sign-in-addresses';

/** The reasons a moderator reads beside a held review. */
export const holdReasons = {
  sameEmail: 'Same e-mail address as the business',
  samePhone: 'Same phone number as the business',
  sameAddress: 'Same address as the business',
  sameNetwork: 'Signed in or registered from a network address the business’s account used',
} as const;

const email = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** UK numbers compared by their national digits: "+44 7700 900123" is "07700900123". */
function phone(value: string | null | undefined) {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^44/, '0');
  return digits.length >= 10 ? digits : null;
}

/** The first line of an address, letters and digits only: "12 Mill Lane, Ware" is "12milllane". */
function addressLine(value: string | null | undefined) {
  const line =
    (value ?? '')
      .split(/[,\n]/)[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9]/g, '') ?? '';
  return line.length >= 5 ? line : null;
}

const overlaps = (mine: (string | null)[], theirs: (string | null)[]) =>
  mine.some((value) => value !== null && theirs.includes(value));

const owners = alias(users, 'owners');

/** The reasons to hold this author's review of the request's listing; empty when unlinked. */
export async function linksToTrade(
  db: Database,
  quote: QuoteRow & { tradesmanId: number },
  authorId: number,
): Promise<string[]> {
  const ownerId = sql`(select ${tradesmen.ownerId} from ${tradesmen} where ${tradesmen.id} = ${quote.tradesmanId})`;
  const [[listing], [author], [network]] = await db.batch([
    db
      .select({
        contactEmail: tradesmen.contactEmail,
        contactPhone: tradesmen.contactPhone,
        businessAddress: tradesmen.businessAddress,
        ownerEmail: owners.email,
        ownerPhone: owners.phone,
        ownerAddress: owners.address,
      })
      .from(tradesmen)
      .leftJoin(owners, eq(owners.id, tradesmen.ownerId))
      .where(eq(tradesmen.id, quote.tradesmanId)),
    db.select().from(users).where(eq(users.id, authorId)),
    db
      .select({ shared: sql<number>`${sharedSignInAddress(authorId, ownerId)}` })
      .from(users)
      .where(eq(users.id, authorId)),
  ]);
  if (!listing || !author) return [];
  const reasons: string[] = [];
  if (
    overlaps(
      [email(author.email), email(quote.customerEmail)],
      [email(listing.contactEmail), email(listing.ownerEmail)],
    )
  ) {
    reasons.push(holdReasons.sameEmail);
  }
  if (
    overlaps(
      [phone(author.phone), phone(quote.customerPhone)],
      [phone(listing.contactPhone), phone(listing.ownerPhone)],
    )
  ) {
    reasons.push(holdReasons.samePhone);
  }
  if (
    overlaps(
      [addressLine(author.address), addressLine(quote.customerAddress)],
      [addressLine(listing.businessAddress), addressLine(listing.ownerAddress)],
    )
  ) {
    reasons.push(holdReasons.sameAddress);
  }
  if (network?.shared) reasons.push(holdReasons.sameNetwork);
  return reasons;
}
