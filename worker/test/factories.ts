// Small factories: each test states only what matters to it.
import type { Role } from '../../schema/catalogues';
import type { PlanId } from '../../schema/plans';
import { quoteRequests, tradesmen, users } from '../../schema/tables';
import type { Database } from '../db';
import type { Bindings } from '../env';
import { hashPassword } from '../lib/password';
import { call } from './harness';

let sequence = 0;
export const testPassword = 'password123';
let testPasswordHash: Promise<string> | undefined;

export async function makeTradesman(
  db: Database,
  overrides: Partial<typeof tradesmen.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(tradesmen)
    .values({
      name: `Test Trades ${sequence}`,
      location: 'Watford',
      services: ['Solar Panel Installation'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** What a homeowner fills in on a quote request, valid as it stands. */
export const quoteRequestFields = {
  propertySize: '3 bed',
  timeline: 'month',
  description: 'Air-source heat pump to replace an old oil boiler',
  customerName: 'Nadia Hussain',
  customerEmail: 'nadia@example.com',
  customerPhone: '07700 900321',
};

/** A quote request to a listing; completed ones get a completion date unless one is given. */
export async function makeQuote(
  db: Database,
  listing: { id: number; name: string },
  overrides: Partial<typeof quoteRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      tradesmanId: listing.id,
      tradesmanName: listing.name,
      ...quoteRequestFields,
      description: 'Loft insulation top-up and a draught-proofed hatch',
      ...(overrides.status === 'completed' ? { completedAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  testPasswordHash ??= hashPassword(testPassword);
  const [row] = await db
    .insert(users)
    .values({
      name: `Test User ${sequence}`,
      email: `user${sequence}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await testPasswordHash,
      // Accounts are proven unless a test says otherwise (docs/decisions/019).
      emailProvenAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A user of the role, signed in through the real login route. */
export async function signedIn(bindings: Bindings, db: Database, role: Role) {
  const user = await makeUser(db, { role, isTradesman: role === 'tradesperson' });
  const response = await call(bindings, 'POST', '/api/auth/login', {
    body: { email: user.email, password: testPassword },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { user, token };
}

/** A signed-in tradesperson whose verified listing is on `plan`, paid for 20 more days. */
export async function tradeOnPlan(
  bindings: Bindings,
  db: Database,
  plan: PlanId,
  overrides: Partial<typeof tradesmen.$inferInsert> = {},
) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: session.user.id,
    plan,
    paidUntil: plan === 'free' ? null : new Date(Date.now() + 20 * 86_400_000),
    verificationStatus: 'verified',
    ...overrides,
  });
  return { ...session, listing };
}
