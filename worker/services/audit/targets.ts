// What each audit row's target is called, so the trail names things instead of ids (issue 26): a
// user by name and e-mail, a listing by name, a document, review, credential or support request
// by its own words and its listing's name. One page is named in one batch.
import { eq, inArray } from 'drizzle-orm';
import { findCredentialScheme } from '../../../schema/credential-schemes';
import { users } from '../../../schema/tables/accounts';
import type { auditLog } from '../../../schema/tables/audit';
import { tradesmen } from '../../../schema/tables/listings';
import { reviews } from '../../../schema/tables/reviews';
import { supportRequests } from '../../../schema/tables/support';
import { credentials, verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';

type AuditRow = typeof auditLog.$inferSelect;
type TargetType = AuditRow['targetType'];

export interface AuditTarget {
  /** What the target is called now, or what its snapshot called it once it is gone. */
  targetName: string | null;
  /** The target no longer exists (deleted, or removed with its listing). */
  targetDeleted: boolean;
}

const key = (type: TargetType, id: number) => `${type}:${id}`;

/** The name a gone target's snapshot kept (a deleted user's audit row keeps their name). */
function snapshotName(row: AuditRow): string | null {
  const name = row.before?.name ?? row.after?.name;
  return typeof name === 'string' ? name : null;
}

/** The rows, each with its target's name. */
export async function withTargetNames(
  db: Database,
  rows: readonly AuditRow[],
): Promise<(AuditRow & AuditTarget)[]> {
  const idsOf = (type: TargetType) =>
    rows.flatMap((row) => (row.targetType === type && row.targetId !== null ? [row.targetId] : []));
  const [userRows, listingRows, documentRows, reviewRows, credentialRows, requestRows] =
    await db.batch([
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, idsOf('user'))),
      db
        .select({ id: tradesmen.id, name: tradesmen.name })
        .from(tradesmen)
        .where(inArray(tradesmen.id, idsOf('tradesman'))),
      db
        .select({
          id: verificationDocuments.id,
          name: verificationDocuments.documentName,
          listing: tradesmen.name,
        })
        .from(verificationDocuments)
        .innerJoin(tradesmen, eq(tradesmen.id, verificationDocuments.tradesmanId))
        .where(inArray(verificationDocuments.id, idsOf('document'))),
      db
        .select({ id: reviews.id, name: reviews.title, listing: tradesmen.name })
        .from(reviews)
        .innerJoin(tradesmen, eq(tradesmen.id, reviews.tradesmanId))
        .where(inArray(reviews.id, idsOf('review'))),
      db
        .select({ id: credentials.id, scheme: credentials.scheme, listing: tradesmen.name })
        .from(credentials)
        .innerJoin(tradesmen, eq(tradesmen.id, credentials.tradesmanId))
        .where(inArray(credentials.id, idsOf('credential'))),
      db
        .select({ id: supportRequests.id, name: supportRequests.subject, listing: tradesmen.name })
        .from(supportRequests)
        .innerJoin(tradesmen, eq(tradesmen.id, supportRequests.tradesmanId))
        .where(inArray(supportRequests.id, idsOf('support_request'))),
    ]);
  const names = new Map<string, string>([
    ...userRows.map((row) => [key('user', row.id), `${row.name} (${row.email})`] as const),
    ...listingRows.map((row) => [key('tradesman', row.id), row.name] as const),
    ...documentRows.map((row) => [key('document', row.id), `${row.name}, ${row.listing}`] as const),
    ...reviewRows.map((row) => [key('review', row.id), `“${row.name}”, ${row.listing}`] as const),
    ...credentialRows.map(
      (row) =>
        [
          key('credential', row.id),
          `${findCredentialScheme(row.scheme)?.name ?? row.scheme}, ${row.listing}`,
        ] as const,
    ),
    ...requestRows.map(
      (row) => [key('support_request', row.id), `“${row.name}”, ${row.listing}`] as const,
    ),
  ]);
  return rows.map((row) => {
    if (row.targetId === null) return { ...row, targetName: null, targetDeleted: false };
    const name = names.get(key(row.targetType, row.targetId));
    return name
      ? { ...row, targetName: name, targetDeleted: false }
      : { ...row, targetName: snapshotName(row), targetDeleted: true };
  });
}
