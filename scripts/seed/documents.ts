// Verification documents for the applications still waiting for an admin (pending, under_review).
import type { verificationDocuments } from '../../schema/tables';
import type { SeedListing } from './listings';
import { addDays, cycle } from './random';

export type DocumentRow = typeof verificationDocuments.$inferSelect;

const kinds = ['certificate', 'insurance', 'qualification'] as const;

function documentName(kind: (typeof kinds)[number], listing: SeedListing): string {
  switch (kind) {
    case 'certificate': {
      const scheme = listing.profile.credentials[0] ?? 'Trade';
      return `${scheme.replace(/ (Certified|Registered|Register|Approved)$/, '')} certificate.pdf`;
    }
    case 'insurance':
      return 'Public liability insurance schedule.pdf';
    case 'qualification':
      return 'NVQ Level 3 certificate.pdf';
  }
}

/** What the admins accepted for each verified listing: a certificate and insurance, or all three. */
function acceptedDocuments(listings: readonly SeedListing[], firstId: number): DocumentRow[] {
  const verified = listings.filter(({ row }) => row.verificationStatus === 'verified');
  return verified.flatMap((listing, position) =>
    kinds.slice(0, 2 + (position % 2)).map((kind, step) => ({
      id: firstId + position * kinds.length + step,
      tradesmanId: listing.row.id,
      documentType: kind,
      documentName: documentName(kind, listing),
      documentUrl: `private/verification/seed-verified-${listing.row.id}-${kind}.pdf`,
      status: 'verified' as const,
      reviewNotes: null,
      uploadedAt: addDays(listing.row.createdAt, (step + 1) / 24),
      reviewedAt: addDays(listing.row.createdAt, 2),
    })),
  );
}

/**
 * One or two uploaded documents per waiting application, an hour or two after it was made, and
 * the accepted documents of the verified listings (what their profiles say "Verified" covered).
 */
export function buildDocuments(listings: readonly SeedListing[]): DocumentRow[] {
  return [...waitingDocuments(listings), ...acceptedDocuments(listings, 1000)];
}

function waitingDocuments(listings: readonly SeedListing[]): DocumentRow[] {
  const waiting = listings.filter(({ row }) =>
    ['pending', 'under_review'].includes(row.verificationStatus),
  );
  const documents: DocumentRow[] = [];
  waiting.forEach((listing, position) => {
    const count = 1 + (position % 2);
    for (let step = 0; step < count; step++) {
      const id = documents.length + 1;
      const kind = cycle(kinds, position + step);
      documents.push({
        id,
        tradesmanId: listing.row.id,
        documentType: kind,
        documentName: documentName(kind, listing),
        documentUrl: `private/verification/seed-${id}.pdf`,
        status: 'uploaded',
        reviewNotes: null,
        uploadedAt: addDays(listing.row.createdAt, (step + 1) / 24),
        reviewedAt: null,
      });
    }
  });
  return documents;
}
