// Verification decisions of both admin screens (docs/product/business-side.md §4): variant A's
// approve and reject, variant B's free status change, each guarded so that a repeated request
// changes, mails and records nothing a second time.
import { type SQL, sql } from 'drizzle-orm';
import type { VerificationStatus } from '../../../schema/catalogues';
import { adminMessages } from '../../../schema/rules';
import { tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import type { Actor } from '../audit/log';
import { decideVerification, type VerificationDecision } from '../listings/decisions';
import { type Application, findApplication, toApplication } from './applications';
import { decisionMail } from './mails';

export interface DecisionResult {
  message: string;
  /** False when the request repeated a decision already made: nothing was changed or sent. */
  changed: boolean;
  application: Application;
}

/** Who decides, and the site address the decision's mail links to. */
export interface Decider {
  actor: Actor;
  siteUrl: string;
}

async function decide(
  db: Database,
  { actor, siteUrl }: Decider,
  id: number,
  decision: Omit<VerificationDecision, 'mail'> & { message: (name: string) => string },
  refusal?: (current: VerificationStatus) => string | null,
): Promise<DecisionResult> {
  const found = await findApplication(db, id);
  if (!found) fail(404, adminMessages.applicationNotFound);
  const mail = decisionMail(
    found.applicantEmail,
    found.row.name,
    decision.status,
    decision.notes,
    siteUrl,
  );
  const updated = await decideVerification(db, actor, found.row, { ...decision, mail });
  if (updated) {
    return {
      message: decision.message(updated.name),
      changed: true,
      application: toApplication(updated, found.documents),
    };
  }
  // Not applied: someone decided first (or this is a repeat). Answer with the state as it is now.
  const now = await findApplication(db, id);
  if (!now) fail(404, adminMessages.applicationNotFound);
  const refused = refusal?.(now.row.verificationStatus);
  if (refused) fail(409, refused);
  return {
    message: decision.message(now.row.name),
    changed: false,
    application: toApplication(now.row, now.documents),
  };
}

const statusIs = (...statuses: VerificationStatus[]) =>
  sql`${tradesmen.verificationStatus} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** Variant A: pending → verified; notes optional. Approving twice answers the first result. */
export function approveApplication(db: Database, decider: Decider, id: number, notes: string) {
  return decide(
    db,
    decider,
    id,
    {
      status: 'verified',
      notes,
      action: 'application.approved',
      appliesWhen: statusIs('pending'),
      message: (name) => `${name} has been approved and notified by email.`,
    },
    (current) => (current === 'verified' ? null : adminMessages.notPending),
  );
}

/** Variant A: pending or rejected → rejected with notes; the same notes again change nothing. */
export function rejectApplication(db: Database, decider: Decider, id: number, notes: string) {
  const appliesWhen: SQL = sql`(${statusIs('pending')} or (${statusIs('rejected')}
    and coalesce(${tradesmen.verificationNotes}, '') <> ${notes}))`;
  return decide(
    db,
    decider,
    id,
    {
      status: 'rejected',
      notes,
      action: 'application.rejected',
      appliesWhen,
      message: (name) => `${name} has been rejected and notified by email.`,
    },
    (current) => (current === 'rejected' ? null : adminMessages.notRejectable),
  );
}

/** Variant B: any status with optional notes (docs/product/business-side.md §4). */
export function setVerificationStatus(
  db: Database,
  decider: Decider,
  id: number,
  change: { status: VerificationStatus; notes: string },
) {
  return decide(db, decider, id, {
    ...change,
    action: 'verification.updated',
    appliesWhen: sql`not (${tradesmen.verificationStatus} = ${change.status}
      and coalesce(${tradesmen.verificationNotes}, '') = ${change.notes})`,
    message: () => 'Tradesman verification status has been updated successfully.',
  });
}
