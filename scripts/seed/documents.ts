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

/** One or two uploaded documents per waiting application, an hour or two after it was made. */
export function buildDocuments(listings: readonly SeedListing[]): DocumentRow[] {
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
