// An admin's verdict on one verification document, which the applicant reads on
// /registration-status. The same verdict twice changes and records nothing.
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../schema/rules';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/log';
import { toDocument } from './documents';

export async function reviewDocument(
  db: Database,
  actor: Actor,
  id: number,
  review: { status: 'verified' | 'rejected'; notes: string },
) {
  const [before] = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.id, id));
  if (!before) fail(404, adminMessages.documentNotFound);
  const notes = review.notes || null;
  const changes = sql`exists (select 1 from ${verificationDocuments}
    where ${verificationDocuments.id} = ${id}
    and not (${verificationDocuments.status} = ${review.status}
      and coalesce(${verificationDocuments.reviewNotes}, '') = ${review.notes}))`;
  const [, [updated]] = await db.batch([
    recordAudit(
      db,
      actor,
      {
        action: 'document.reviewed',
        targetType: 'document',
        targetId: id,
        before: {
          status: before.status,
          reviewNotes: before.reviewNotes,
          tradesmanId: before.tradesmanId,
        },
        after: { status: review.status, reviewNotes: notes, tradesmanId: before.tradesmanId },
      },
      changes,
    ),
    db
      .update(verificationDocuments)
      .set({ status: review.status, reviewNotes: notes, reviewedAt: new Date() })
      .where(and(eq(verificationDocuments.id, id), changes))
      .returning(),
  ]);
  return toDocument(updated ?? before);
}
