// Test data: review pages as GET /api/tradesmen/:id/reviews answers them.
import type { PublicReview, ReviewPage } from '../src/entities/review/useListingReviews';

export function makeReview(overrides: Partial<Extract<PublicReview, { hidden: false }>> = {}) {
  return {
    id: 1,
    hidden: false as const,
    rating: 4,
    title: 'Tidy loft job',
    text: 'Turned up on time and cleared every bit of mess away after.',
    authorName: 'Emma C.',
    workDate: '2026-01-10',
    completedAt: '2026-01-12T10:00:00.000Z',
    verifiedLine: 'Verified customer — job completed January 2026',
    createdAt: '2026-01-14T10:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

export function makeReviewPage(overrides: Partial<ReviewPage> = {}): ReviewPage {
  return {
    ratings: { average: 4, count: 1 },
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })),
    total: 1,
    hiddenCount: 0,
    removedByReason: [],
    page: 1,
    pageSize: 10,
    hasMore: false,
    reviews: [makeReview()],
    ...overrides,
  };
}
