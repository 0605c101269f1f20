// The credential ledger of the demo listings (docs/product/business-side.md §10.1). The seed's
// verified listings were checked by the demo admins as part of its made-up history (their
// documents are seeded as accepted too), so their insurance and scheme credentials are seeded
// verified with the register numbers an admin would have read; applications still waiting have
// theirs pending; a rejected listing keeps its plain choices as declared rows, as migration
// 0014_credential_ledger turns real listings' choices.
import { plainCredentialSchemes } from '../../schema/credential-schemes';
import type { credentials } from '../../schema/tables';
import type { DocumentRow } from './documents';
import type { SeedListing } from './listings';
import { addDays, createRandom, cycle } from './random';

export type CredentialRow = typeof credentials.$inferInsert;

const insurers = ['Hiscox', 'AXA Insurance', 'Aviva', 'Zurich', 'Simply Business'];
const day = (date: Date) => date.toISOString().slice(0, 10);

/** What a listing's MCS certificate covers, read from the services it offers. */
function mcsScopes(services: readonly string[]): string[] {
  const scopes = [
    services.includes('Solar Panel Installation') ? 'solar-pv' : null,
    services.includes('Heat Pump Installation') ? 'air-source-heat-pump' : null,
    services.includes('Battery Storage Systems') ? 'battery-storage' : null,
  ].filter((scope): scope is string => scope !== null);
  return scopes.length > 0 ? scopes : ['solar-pv'];
}

/** A number of the scheme's shape: Gas Safe and TrustMark are all digits. */
function numberFor(scheme: string, serial: number): string {
  switch (scheme) {
    case 'gas-safe':
      return String(500000 + serial);
    case 'trustmark':
      return String(1000000 + serial * 7);
    case 'mcs':
      return `NAP-${String(40000 + serial)}`;
    default:
      return `${scheme.slice(0, 3).toUpperCase()}-${String(10000 + serial)}`;
  }
}

export function buildCredentials(
  listings: readonly SeedListing[],
  documents: readonly DocumentRow[],
  now: Date,
): CredentialRow[] {
  return listings.flatMap(({ row, profile }) => {
    const random = createRandom(104_729 * row.id);
    const status = row.verificationStatus;
    const schemes = [...new Set(profile.credentials.map((plain) => plainCredentialSchemes[plain]))];
    if (status === 'rejected') {
      return schemes.map((scheme) => ({
        tradesmanId: row.id,
        scheme,
        status: 'declared' as const,
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      }));
    }
    const verified = status === 'verified';
    const checkedAt = verified ? addDays(row.createdAt, 2) : null;
    const documentOf = (type: string) =>
      documents.find(
        (document) => document.tradesmanId === row.id && document.documentType === type,
      )?.id ?? null;
    // A few verified listings' insurance runs out within the month, so the reminders have work.
    const insuranceDays = verified && row.id % 9 === 0 ? random.int(5, 28) : random.int(40, 330);
    const insurance: CredentialRow = {
      tradesmanId: row.id,
      scheme: 'insurance',
      number: `PL-${String(row.id).padStart(4, '0')}-${random.int(10000, 99999)}`,
      expiresOn: day(addDays(now, insuranceDays)),
      insurer: cycle(insurers, row.id),
      coverAmount: cycle([1_000_000, 2_000_000, 5_000_000], row.id),
      documentId: documentOf('insurance'),
      status: verified ? 'verified' : 'pending',
      checkedAt,
      createdAt: addDays(row.createdAt, 1 / 24),
      updatedAt: checkedAt ?? row.createdAt,
    };
    const held = schemes.map(
      (scheme, position): CredentialRow => ({
        tradesmanId: row.id,
        scheme,
        number: numberFor(scheme, row.id * 10 + position),
        scopes: scheme === 'mcs' ? mcsScopes(profile.services) : [],
        expiresOn: day(addDays(now, random.int(60, 720))),
        documentId: position === 0 ? documentOf('certificate') : null,
        status: verified ? 'verified' : 'pending',
        checkedAt,
        createdAt: addDays(row.createdAt, 1 / 24),
        updatedAt: checkedAt ?? row.createdAt,
      }),
    );
    return [insurance, ...held];
  });
}
