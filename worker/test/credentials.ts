// Credential-ledger test helpers: a trade with a listing, its documents, and days as the API
// writes them (YYYY-MM-DD, UTC).
import { eq } from 'drizzle-orm';
import { tradesmen, verificationDocuments } from '../../schema/tables';
import type { Database } from '../db';
import type { Bindings } from '../env';
import { makeTradesman, signedIn } from './factories';
import { call } from './harness';

const dayMs = 86_400_000;

/** The UTC day `days` from `from` (now by default), as `YYYY-MM-DD`. */
export const dayFromNow = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * dayMs).toISOString().slice(0, 10);

/** A signed-in trade whose listing the admin approved (the identity and business check). */
export async function approvedTrade(bindings: Bindings, db: Database, name = 'Heat Hub Ltd') {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: user.id,
    name,
    contactEmail: `office-${user.id}@heathub.example`,
    verificationStatus: 'verified',
  });
  const [document] = await db
    .insert(verificationDocuments)
    .values({
      tradesmanId: listing.id,
      documentType: 'insurance',
      documentName: 'insurance.pdf',
      documentUrl: `private/verification/${listing.id}-insurance.pdf`,
    })
    .returning();
  if (!document) throw new Error('insert returned nothing');
  const row = async () =>
    (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0];
  return { user, token, listing, document, row };
}

export const mcsBody = (overrides: Record<string, unknown> = {}) => ({
  scheme: 'mcs',
  number: 'NAP-40123',
  scopes: ['air-source-heat-pump'],
  expiresOn: dayFromNow(200),
  ...overrides,
});

export const insuranceBody = (overrides: Record<string, unknown> = {}) => ({
  scheme: 'insurance',
  number: 'PL-7781-2231',
  scopes: [],
  expiresOn: dayFromNow(120),
  insurer: 'Hiscox',
  coverAmount: 2_000_000,
  ...overrides,
});

/** Records a credential as the trade and answers its id. */
export async function record(bindings: Bindings, token: string, body: unknown): Promise<number> {
  const response = await call(bindings, 'POST', '/api/tradesman/credentials', { token, body });
  if (response.status !== 201) throw new Error(`record failed: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
