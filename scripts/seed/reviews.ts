// Reviewed jobs: for each listing, completed quote requests from the seeded homeowners and the
// review each homeowner left, so the listing's rating and response figures come from rows.

import type { ProfileService } from '../../schema/catalogues';
import { reviewRemovalReasonLabels } from '../../schema/catalogues';
import type { UserRow } from '../../schema/tables/accounts';
import type { QuoteRow } from '../../schema/tables/quotes';
import type { ReviewRow } from './activity';
import type { SeedListing } from './listings';
import { addDays, createRandom, cycle, type Random } from './random';
import { jobNames, moderatedReview, replyPool, reviewPool } from './review-texts';

const hourMs = 60 * 60 * 1000;

/** Mostly 4 and 5 stars, leaning on the trade's quality; now and then a poor job. */
function rating(quality: number, random: Random): 1 | 2 | 3 | 4 | 5 {
  const roll = random.next();
  if (roll < 0.03) return 1;
  if (roll < 0.06) return 2;
  if (roll < 0.12) return 3;
  return quality + random.next() * 0.8 - 0.4 >= 4.5 ? 5 : 4;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface ReviewedJobs {
  quotes: QuoteRow[];
  reviews: ReviewRow[];
}

interface Ids {
  firstQuoteId: number;
  firstReviewId: number;
  adminId: number;
}

/** One completed request and its review for each planned review of each listing. */
export function buildReviewedJobs(
  listings: readonly SeedListing[],
  homeowners: readonly UserRow[],
  ids: Ids,
  now: Date,
): ReviewedJobs {
  const quotes: QuoteRow[] = [];
  const reviews: ReviewRow[] = [];
  let moderatedOne = false;
  for (const listing of listings) {
    const random = createRandom(104_729 * listing.row.id);
    const quality = 3.9 + 1.1 * Math.sqrt(random.next());
    const job = jobNames[listing.row.services[0] as ProfileService] ?? 'job';
    const first = addDays(listing.row.createdAt, 20).getTime();
    const span = Math.max(0, addDays(now, -3).getTime() - first);
    for (let k = 0; k < listing.plannedReviews; k++) {
      const reviewedAt = new Date(first + (span * (k + random.next())) / listing.plannedReviews);
      const createdAt = new Date(
        Math.max(
          addDays(reviewedAt, -random.int(14, 45)).getTime(),
          addDays(listing.row.createdAt, 1).getTime(),
        ),
      );
      const wait = listing.typicalReplyHours * (0.3 + 1.4 * random.next());
      const firstRespondedAt = new Date(createdAt.getTime() + Math.max(0.3, wait) * hourMs);
      const completedAt = new Date(
        Math.max(
          addDays(reviewedAt, -random.int(1, 6)).getTime(),
          addDays(firstRespondedAt, 2).getTime(),
        ),
      );
      const homeowner = cycle(homeowners, listing.row.id * 7 + k);
      const quoteId = ids.firstQuoteId + quotes.length;
      quotes.push({
        id: quoteId,
        tradesmanId: listing.row.id,
        tradesmanName: listing.row.name,
        homeownerId: homeowner.id,
        sendId: null,
        sentToCount: 1,
        propertySize: cycle(['2 bed', '3 bed', '3 bed', '4 bed+'], k),
        timeline: cycle(['month', '3-months', 'flexible'], k),
        description: `Quote for ${job} at our home, please.`,
        customerName: homeowner.name,
        customerEmail: homeowner.email,
        customerPhone: homeowner.phone ?? '',
        customerAddress: null,
        customerPostcode: null,
        status: 'completed',
        firstRespondedAt,
        completedAt,
        withdrawnAt: null,
        createdAt,
        updatedAt: completedAt,
      });
      const stars = rating(quality, random);
      const moderated: boolean = !moderatedOne && stars === 1;
      moderatedOne ||= moderated;
      const written = moderated ? moderatedReview : cycle(reviewPool[stars], k + listing.row.id);
      const replies = stars <= 3 ? replyPool.sorry : replyPool.thanks;
      const replied = !moderated && random.next() < (stars <= 3 ? 0.7 : 0.2);
      reviews.push({
        id: ids.firstReviewId + reviews.length,
        quoteRequestId: quoteId,
        tradesmanId: listing.row.id,
        homeownerId: homeowner.id,
        rating: stars,
        title: written.title,
        text: written.text(job),
        workDate: isoDay(addDays(completedAt, -random.int(0, 1))),
        reply: replied ? cycle(replies, k) : null,
        repliedAt: replied ? addDays(reviewedAt, random.int(1, 4)) : null,
        hidden: moderated,
        heldAt: null,
        heldReasons: [],
        hiddenReason: moderated ? reviewRemovalReasonLabels[moderatedReview.reason] : null,
        removalReason: moderated ? moderatedReview.reason : null,
        hiddenAt: moderated ? addDays(reviewedAt, 2) : null,
        hiddenBy: moderated ? ids.adminId : null,
        createdAt: reviewedAt,
      });
    }
  }
  return { quotes, reviews };
}
