// An admin's verdict on one verification document, which the trade reads on the Verification tab
// of their dashboard and on /registration-status; a rejection is mailed with its reason
// (docs/product/business-side.md §2.5). The same verdict twice changes, mails and records nothing.
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../schema/rules';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { recordAudit } from '../audit/log';
import { queueMailIf } from '../mail/outbox';
import { findApplication } from './applications';
import type { Decider } from './decisions';
import { toDocument } from './documents';
import { documentRejectionMail } from './mails';

export async function reviewDocument(
  db: Database,
  { actor, siteUrl }: Decider,
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
  const listing = await findApplication(db, before.tradesmanId);
  const to = review.status === 'rejected' ? listing?.applicantEmail : null;
  const mail =
    to && listing
      ? queueMailIf(
          db,
          documentRejectionMail(to, listing.row.name, before.documentName, review.notes, siteUrl),
          changes,
        )
      : null;
  const audit = recordAudit(
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
  );
  const update = db
    .update(verificationDocuments)
    .set({ status: review.status, reviewNotes: notes, reviewedAt: new Date() })
    .where(and(eq(verificationDocuments.id, id), changes))
    .returning();
  // The mail before the update, under the same guard: it goes only with a real change.
  const [updated] = mail
    ? (await db.batch([mail, audit, update]))[2]
    : (await db.batch([audit, update]))[1];
  return toDocument(updated ?? before);
}
