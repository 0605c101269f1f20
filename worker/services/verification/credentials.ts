// The credential ledger (docs/product/business-side.md §10.1–10.3; issue 25): a trade records each
// scheme membership and insurance policy it holds, an admin checks it against the scheme's public
// register, and only a verified credential whose expiry date has not come is public. Every change
// re-derives the listing's Verified badge in the same batch (../listings/verified-badge.ts).
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  type CredentialSchemeId,
  type CredentialStatus,
  findCredentialScheme,
  plainCredentialSchemes,
  scopeLabel,
} from '../../../schema/credential-schemes';
import {
  type CredentialCorrection,
  type CredentialInput,
  credentialMessages,
  utcDay,
} from '../../../schema/rules/credentials';
import { users } from '../../../schema/tables/accounts';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import { credentials, verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { recordAudit } from '../audit/log';
import { type BadgeCredential, rederiveBadge } from '../listings/verified-badge';
import { type Mail, queueMailIf } from '../mail/outbox';
import { credentialRejectionMail } from './credential-mails';
import type { Decider } from './decisions';

type CredentialRow = typeof credentials.$inferSelect;

/** The status as of `now`: a verified credential whose expiry day came is expired at once. */
export function statusAt(
  row: Pick<CredentialRow, 'status' | 'expiresOn'>,
  now: Date,
): CredentialStatus {
  if (row.status === 'verified' && row.expiresOn !== null && row.expiresOn <= utcDay(now)) {
    return 'expired';
  }
  return row.status;
}

/** A credential as its owner and admins see it. */
export function toCredential(row: CredentialRow, now: Date) {
  const scheme = findCredentialScheme(row.scheme);
  return {
    id: row.id,
    tradesmanId: row.tradesmanId,
    scheme: row.scheme,
    name: scheme?.name ?? row.scheme,
    number: row.number,
    scopes: row.scopes,
    scopeLabels: row.scopes.map((scope) => scopeLabel(row.scheme, scope)),
    expiresOn: row.expiresOn,
    insurer: row.insurer,
    coverAmount: row.coverAmount,
    documentId: row.documentId,
    status: statusAt(row, now),
    rejectionReason: row.rejectionReason,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type Credential = ReturnType<typeof toCredential>;

/**
 * A credential as the public profile shows it: only verified and current ones are public
 * (docs/product/business-side.md §10.3), each with the register an admin checked it against.
 */
function toPublicCredential(row: CredentialRow, now: Date) {
  const scheme = findCredentialScheme(row.scheme);
  return {
    scheme: row.scheme,
    name: scheme?.name ?? row.scheme,
    number: row.number,
    scopes: row.scopes,
    scopeLabels: row.scopes.map((scope) => scopeLabel(row.scheme, scope)),
    registerUrl: scheme?.registerUrl ?? null,
    insurer: row.insurer,
    coverAmount: row.coverAmount,
    checkedAt: (row.checkedAt ?? row.updatedAt).toISOString(),
    expiresOn: row.expiresOn ?? '',
    status: statusAt(row, now),
  };
}
export type PublicCredential = ReturnType<typeof toPublicCredential>;

/**
 * "Holds a current verified credential of this scheme (covering this scope)", as SQL over a
 * listing id: the directory's credential filter and `hasCurrentCredential` share it.
 */
export function holdsCurrentCredential(
  tradesmanId: AnySQLiteColumn | number,
  wanted: { scheme: CredentialSchemeId; scope: string | null },
  now: Date,
): SQL {
  const scope = wanted.scope
    ? sql`and instr(${credentials.scopes}, ${JSON.stringify(wanted.scope)}) > 0`
    : sql``;
  return sql`exists (select 1 from ${credentials} where ${credentials.tradesmanId} = ${tradesmanId}
    and ${credentials.scheme} = ${wanted.scheme} and ${credentials.status} = 'verified'
    and ${credentials.expiresOn} > ${utcDay(now)} ${scope})`;
}

/**
 * Whether a listing holds a current verified credential of `scheme`, covering `scope` when given:
 * e.g. MCS with air-source-heat-pump, which the Boiler Upgrade Scheme asks for.
 */
export async function hasCurrentCredential(
  db: Database,
  tradesmanId: number,
  wanted: { scheme: CredentialSchemeId; scope?: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({
      holds: sql<number>`${holdsCurrentCredential(tradesmanId, { scheme: wanted.scheme, scope: wanted.scope ?? null }, now)}`,
    })
    .from(sql`(select 1)`);
  return row?.holds === 1;
}

/** The listing's public credentials, verified and current, for its profile. */
export async function listPublicCredentials(db: Database, tradesmanId: number, now: Date) {
  return publicCredentialsQuery(db, tradesmanId, now).then((rows) =>
    rows.map((row) => toPublicCredential(row, now)),
  );
}

/** The query of `listPublicCredentials`, for a caller's batch; map its rows with `publicCredentials`. */
export function publicCredentialsQuery(db: Database, tradesmanId: number, now: Date) {
  return db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.tradesmanId, tradesmanId),
        eq(credentials.status, 'verified'),
        sql`${credentials.expiresOn} > ${utcDay(now)}`,
      ),
    )
    .orderBy(asc(credentials.scheme), asc(credentials.id));
}
export const publicCredentials = (rows: CredentialRow[], now: Date) =>
  rows.map((row) => toPublicCredential(row, now));

/** The listing's checked credentials (verified or expired), for the lapse reason at read time. */
export function checkedCredentialsQuery(db: Database, tradesmanId: number) {
  return db
    .select({
      scheme: credentials.scheme,
      status: credentials.status,
      expiresOn: credentials.expiresOn,
    })
    .from(credentials)
    .where(
      and(
        eq(credentials.tradesmanId, tradesmanId),
        inArray(credentials.status, ['verified', 'expired']),
      ),
    );
}

export async function listOwnCredentials(db: Database, tradesmanId: number, now: Date) {
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.tradesmanId, tradesmanId))
    .orderBy(desc(credentials.createdAt), desc(credentials.id));
  return rows.map((row) => toCredential(row, now));
}

/**
 * The plain certifications a registration chose, as declared ledger rows (no number yet) for the
 * listing the same batch creates (docs/product/business-side.md §10.1); none is ever verified.
 */
export function declarePlainCredentials(db: Database, listingId: SQL, plain: readonly string[]) {
  const known = plain.filter((choice): choice is keyof typeof plainCredentialSchemes =>
    Object.hasOwn(plainCredentialSchemes, choice),
  );
  const schemes = [...new Set(known.map((choice) => plainCredentialSchemes[choice]))];
  return schemes.length === 0
    ? null
    : db.insert(credentials).values(
        schemes.map((scheme) => ({
          tradesmanId: sql`${listingId}`,
          scheme,
          status: 'declared' as const,
        })),
      );
}

type Listing = Pick<TradesmanRow, 'id' | 'name' | 'contactEmail'>;

/** The listing's credentials as they will be once `change` is applied, for the lapse reason. */
async function credentialsAfter(
  db: Database,
  tradesmanId: number,
  change: (row: BadgeCredential & { id: number }) => (BadgeCredential & { id: number }) | null,
) {
  const rows = await db
    .select({
      id: credentials.id,
      scheme: credentials.scheme,
      status: credentials.status,
      expiresOn: credentials.expiresOn,
    })
    .from(credentials)
    .where(eq(credentials.tradesmanId, tradesmanId));
  return rows.flatMap((row) => {
    const changed = change(row);
    return changed ? [changed] : [];
  });
}

async function listingEmail(db: Database, listing: Listing & { ownerId: number | null }) {
  if (listing.contactEmail) return listing.contactEmail;
  if (listing.ownerId === null) return null;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, listing.ownerId));
  return owner?.email ?? null;
}

/**
 * Records a credential as pending. The document, when given, must be one of this listing's own
 * verification documents. A declared row of the same scheme (an old plain choice) is replaced.
 */
export async function recordCredential(
  db: Database,
  listing: Pick<TradesmanRow, 'id'>,
  input: CredentialInput,
  now: Date,
) {
  if (input.documentId !== null) {
    const [document] = await db
      .select({ id: verificationDocuments.id })
      .from(verificationDocuments)
      .where(
        and(
          eq(verificationDocuments.id, input.documentId),
          eq(verificationDocuments.tradesmanId, listing.id),
        ),
      );
    if (!document) fail(400, credentialMessages.document);
  }
  const isInsurance = findCredentialScheme(input.scheme)?.insurance === true;
  const [, [row]] = await db.batch([
    db
      .delete(credentials)
      .where(
        and(
          eq(credentials.tradesmanId, listing.id),
          eq(credentials.scheme, input.scheme),
          eq(credentials.status, 'declared'),
        ),
      ),
    db
      .insert(credentials)
      .values({
        tradesmanId: listing.id,
        scheme: input.scheme,
        number: input.number,
        scopes: input.scopes,
        expiresOn: input.expiresOn,
        insurer: isInsurance ? input.insurer : null,
        coverAmount: isInsurance ? input.coverAmount : null,
        documentId: input.documentId,
        status: 'pending',
      })
      .returning(),
  ]);
  if (!row) throw new Error('credential insert returned nothing');
  return toCredential(row, now);
}

async function findCredential(db: Database, id: number) {
  const [found] = await db
    .select({ credential: credentials, listing: tradesmen })
    .from(credentials)
    .innerJoin(tradesmen, eq(tradesmen.id, credentials.tradesmanId))
    .where(eq(credentials.id, id));
  return found ?? null;
}

/** Deletes one of the owner's credentials; another listing's id answers 404, as if absent. */
export async function deleteOwnCredential(
  db: Database,
  listing: Pick<TradesmanRow, 'id' | 'name' | 'contactEmail' | 'ownerId'>,
  id: number,
  siteUrl: string,
  now: Date,
) {
  const found = await findCredential(db, id);
  if (!found || found.credential.tradesmanId !== listing.id) fail(404, credentialMessages.notFound);
  const after = await credentialsAfter(db, listing.id, (row) => (row.id === id ? null : row));
  await db.batch([
    db.delete(credentials).where(eq(credentials.id, id)),
    ...rederiveBadge(
      db,
      { ...listing, email: await listingEmail(db, listing) },
      after,
      siteUrl,
      now,
    ),
  ]);
}

/** The admin queue: credentials of one status, oldest first, with the listing's name. */
export async function listCredentialQueue(db: Database, status: CredentialStatus, now: Date) {
  const today = utcDay(now);
  // A verified credential past its day is expired at read time: it belongs to that list already.
  const condition =
    status === 'verified'
      ? and(eq(credentials.status, 'verified'), sql`${credentials.expiresOn} > ${today}`)
      : status === 'expired'
        ? sql`(${credentials.status} = 'expired' or (${credentials.status} = 'verified' and ${credentials.expiresOn} <= ${today}))`
        : eq(credentials.status, status);
  const rows = await db
    .select({
      credential: credentials,
      listingName: tradesmen.name,
      documentName: verificationDocuments.documentName,
      documentKey: verificationDocuments.documentUrl,
    })
    .from(credentials)
    .innerJoin(tradesmen, eq(tradesmen.id, credentials.tradesmanId))
    .leftJoin(verificationDocuments, eq(verificationDocuments.id, credentials.documentId))
    .where(condition)
    .orderBy(asc(credentials.createdAt), asc(credentials.id))
    .limit(200);
  return rows.map((row) => ({
    ...toCredential(row.credential, now),
    listingName: row.listingName,
    registerUrl: findCredentialScheme(row.credential.scheme)?.registerUrl ?? null,
    document: row.documentKey ? { name: row.documentName ?? '', key: row.documentKey } : null,
  }));
}
export type QueuedCredential = Awaited<ReturnType<typeof listCredentialQueue>>[number];

type AdminChange = {
  action: 'credential.verified' | 'credential.rejected' | 'credential.corrected';
  set: Partial<typeof credentials.$inferInsert>;
  /** The change applies only while this holds over the credential's row (a repeat writes nothing). */
  appliesWhen: SQL;
  mail?: (to: string, listingName: string, credential: CredentialRow, siteUrl: string) => Mail;
};

/**
 * One admin decision on a credential: the update, its audit row and mail guarded by the same
 * condition in one batch, then the listing's badge derived again (its lapse mail guarded by the
 * flip). Answers the credential as it is afterwards.
 */
async function decide(
  db: Database,
  { actor, siteUrl }: Decider,
  id: number,
  change: AdminChange,
  now: Date,
) {
  const found = await findCredential(db, id);
  if (!found) fail(404, credentialMessages.notFound);
  const { credential, listing } = found;
  const guard = sql`exists (select 1 from ${credentials} where ${credentials.id} = ${id} and ${change.appliesWhen})`;
  const next = { ...credential, ...change.set } as CredentialRow;
  const after = await credentialsAfter(db, listing.id, (row) =>
    row.id === id ? { ...row, status: next.status, expiresOn: next.expiresOn } : row,
  );
  const email = await listingEmail(db, listing);
  const audit = recordAudit(
    db,
    actor,
    {
      action: change.action,
      targetType: 'credential',
      targetId: id,
      before: pick(credential),
      after: pick(next),
    },
    guard,
  );
  const mail =
    change.mail && email
      ? [queueMailIf(db, change.mail(email, listing.name, credential, siteUrl), guard)]
      : [];
  await db.batch([
    audit,
    ...mail,
    db
      .update(credentials)
      .set(change.set)
      .where(and(eq(credentials.id, id), change.appliesWhen)),
    ...rederiveBadge(db, { id: listing.id, name: listing.name, email }, after, siteUrl, now),
  ]);
  const updated = await findCredential(db, id);
  if (!updated) fail(404, credentialMessages.notFound);
  return toCredential(updated.credential, now);
}

const pick = (row: CredentialRow) => ({
  status: row.status,
  number: row.number,
  scopes: row.scopes,
  expiresOn: row.expiresOn,
  rejectionReason: row.rejectionReason,
});

const statusIn = (...statuses: CredentialStatus[]) =>
  sql`${credentials.status} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/**
 * Pending (or rejected, on second thoughts) → verified, checked now. Verifying twice is harmless;
 * a declared row has no number to check, so it stays declared.
 */
export function verifyCredential(db: Database, decider: Decider, id: number, now: Date) {
  return decide(
    db,
    decider,
    id,
    {
      action: 'credential.verified',
      set: { status: 'verified', rejectionReason: null, checkedAt: now },
      appliesWhen: statusIn('pending', 'rejected'),
    },
    now,
  );
}

/** → rejected with a reason the trade is mailed; the same reason again changes nothing. */
export function rejectCredential(
  db: Database,
  decider: Decider,
  id: number,
  reason: string,
  now: Date,
) {
  return decide(
    db,
    decider,
    id,
    {
      action: 'credential.rejected',
      set: { status: 'rejected', rejectionReason: reason, checkedAt: now },
      appliesWhen: sql`not (${credentials.status} = 'rejected' and coalesce(${credentials.rejectionReason}, '') = ${reason})`,
      mail: (to, listingName, credential, siteUrl) =>
        credentialRejectionMail(to, listingName, toCredential(credential, now), reason, siteUrl),
    },
    now,
  );
}

/**
 * Corrects the number, scopes or expiry as the register shows them (checked now). A checked
 * credential stays checked; a past expiry makes it expired at once, and the badge follows.
 */
export async function correctCredential(
  db: Database,
  decider: Decider,
  id: number,
  correction: CredentialCorrection,
  now: Date,
) {
  const found = await findCredential(db, id);
  if (!found) fail(404, credentialMessages.notFound);
  const scheme = findCredentialScheme(found.credential.scheme);
  if (scheme && correction.number !== undefined && !scheme.numberPattern.test(correction.number)) {
    fail(400, credentialMessages.numberFormat(scheme.numberHint));
  }
  if (scheme && correction.scopes !== undefined) {
    const known = correction.scopes.every((scope) =>
      scheme.scopes.some((option) => option.id === scope),
    );
    if (!known) fail(400, credentialMessages.unknownScope);
    if (scheme.scopes.length > 0 && correction.scopes.length === 0)
      fail(400, credentialMessages.scopes);
  }
  const wasChecked =
    found.credential.status === 'verified' || found.credential.status === 'expired';
  const set = {
    ...(correction.number === undefined ? {} : { number: correction.number }),
    ...(correction.scopes === undefined ? {} : { scopes: correction.scopes }),
    ...(correction.expiresOn === undefined ? {} : { expiresOn: correction.expiresOn }),
    ...(wasChecked ? { status: 'verified' as const, checkedAt: now } : {}),
  };
  return decide(db, decider, id, { action: 'credential.corrected', set, appliesWhen: sql`1` }, now);
}
