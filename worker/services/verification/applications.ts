// Tradesperson applications as the verification screens see them
// (docs/product/business-side.md §2.8): the listing, its payment status and registration date, and
// its documents with their review state.
import { and, asc, count, desc, eq, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import type { VerificationStatus } from '../../../schema/catalogues';
import { users } from '../../../schema/tables/accounts';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fastTracked } from '../billing/add-ons';
import { badgeShowsAt } from '../listings/verified-badge';
import { toDocument } from './documents';

type DocumentRow = typeof verificationDocuments.$inferSelect;
export type ApplicationFilter = VerificationStatus | 'all' | 'unverified';
type FeaturedFilter = 'any' | 'yes' | 'no';

export const applicationsPageSize = 100;

export function toApplication(row: TradesmanRow, documents: DocumentRow[] = [], fastTrack = false) {
  return {
    id: row.id,
    /** Paid to be checked first (the fast-track add-on); the checks themselves are the same. */
    fastTracked: fastTrack,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    email: row.contactEmail ?? '',
    phone: row.contactPhone ?? '',
    location: row.location,
    services: row.services,
    credentials: row.credentials,
    logoUrl: row.logoUrl,
    plan: row.plan,
    billing: row.billing,
    /** The badge as the directory shows it now (a stored one past its end is gone already). */
    isVerified: badgeShowsAt(row, new Date()),
    verificationStatus: row.verificationStatus,
    verificationNotes: row.verificationNotes,
    featured: row.featured,
    featuredUntil: row.featuredUntil?.toISOString() ?? null,
    paymentStatus: row.paymentIntentId ? ('paid' as const) : ('not paid' as const),
    registrationDate: row.createdAt.toISOString().slice(0, 10),
    documents: documents.map(toDocument),
  };
}
export type Application = ReturnType<typeof toApplication>;

function statusCondition(status: ApplicationFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'unverified') return ne(tradesmen.verificationStatus, 'verified');
  return eq(tradesmen.verificationStatus, status);
}

function featuredCondition(featured: FeaturedFilter): SQL | undefined {
  if (featured === 'any') return undefined;
  return eq(tradesmen.featured, featured === 'yes');
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[%_\\]/g, '')}%`;
  return or(like(tradesmen.name, pattern), like(tradesmen.location, pattern));
}

/**
 * One page of applications in the queue's order, fast-tracked ones first (a paid add-on), then
 * oldest first, with documents; one round trip.
 */
export async function listApplications(
  db: Database,
  query: { status: ApplicationFilter; q: string; page: number; featured?: FeaturedFilter },
) {
  const { page } = query;
  const where = and(
    statusCondition(query.status),
    searchCondition(query.q),
    featuredCondition(query.featured ?? 'any'),
  );
  const pageIds = db
    .select({ id: tradesmen.id })
    .from(tradesmen)
    .where(where)
    .orderBy(desc(fastTracked), asc(tradesmen.createdAt), asc(tradesmen.id))
    .limit(applicationsPageSize)
    .offset((page - 1) * applicationsPageSize);
  const [rows, documents, [total]] = await db.batch([
    db
      .select({ row: tradesmen, fastTracked })
      .from(tradesmen)
      .where(inArray(tradesmen.id, pageIds))
      .orderBy(desc(fastTracked), asc(tradesmen.createdAt), asc(tradesmen.id)),
    db
      .select()
      .from(verificationDocuments)
      .where(inArray(verificationDocuments.tradesmanId, pageIds))
      .orderBy(desc(verificationDocuments.uploadedAt)),
    db.select({ n: count() }).from(tradesmen).where(where),
  ]);
  const applications = rows.map(({ row, fastTracked: fastTrack }) =>
    toApplication(
      row,
      documents.filter((document) => document.tradesmanId === row.id),
      Boolean(fastTrack),
    ),
  );
  return { applications, total: total?.n ?? 0 };
}

export async function findApplication(db: Database, id: number) {
  const [[found], documents] = await db.batch([
    db
      .select({ row: tradesmen, ownerEmail: users.email })
      .from(tradesmen)
      .leftJoin(users, eq(users.id, tradesmen.ownerId))
      .where(eq(tradesmen.id, id)),
    db.select().from(verificationDocuments).where(eq(verificationDocuments.tradesmanId, id)),
  ]);
  if (!found) return null;
  /** Where the applicant is told of a decision: the listing's contact address, else the owner's. */
  const applicantEmail = found.row.contactEmail || found.ownerEmail || null;
  return { row: found.row, documents, applicantEmail };
}

/** Every listing as an application row (docs/product/business-side.md §2.8). */
export async function tradesmanApplications(db: Database) {
  const rows = await db
    .select()
    .from(tradesmen)
    .orderBy(desc(tradesmen.createdAt), desc(tradesmen.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.contactEmail ?? '',
    phone: row.contactPhone ?? '',
    location: row.location,
    services: row.services.join('; '),
    credentials: row.credentials.join('; '),
    plan: row.plan,
    billing: row.billing,
    verificationStatus: row.verificationStatus,
    paymentStatus: row.paymentIntentId ? 'paid' : 'not paid',
    registrationDate: row.createdAt.toISOString().slice(0, 10),
  }));
}
