// Reviews: what a homeowner writes, the trade's reply, reports and moderation
// (docs/product/public-site.md §10.3; rating 1 to 5: §5).
import * as v from 'valibot';
import { reviewRemovalReasons } from '../catalogues';
import { dateFormatter } from '../intl';
import { requiredText } from './fields';

export const reviewLimits = {
  titleMax: 100,
  textMin: 20,
  textMax: 2000,
  replyMax: 1000,
  reasonMax: 500,
  pageSize: 10,
} as const;

export const reviewMessages = {
  rating: 'Please choose a rating from 1 to 5',
  title: 'Please give your review a title',
  text: `Please tell other homeowners about the job (at least ${reviewLimits.textMin} characters)`,
  workDate: 'Please give the date of the work (not in the future)',
  reply: 'Please write your reply',
  reportReason: 'Please say why you are reporting this review',
  removalReason: 'Please choose why the review is removed',
  authorMessage: 'Please write the message the author will receive',
  queueStatus: 'The queue to list must be "held"',
  notHeld: 'This review is neither held nor reported.',
  published: 'Thank you: your review is now on the business’s profile.',
  held: 'Thank you: our team checks this review before it is published, and we will e-mail you when it is.',
  page: 'Page must be a whole number of 1 or more',
  notYourRequest: 'You can only review a job you requested while signed in.',
  notCompleted: 'You can review this job once the tradesperson has marked it completed.',
  alreadyReviewed: 'You have already reviewed this job.',
  noListing: 'This tradesperson is no longer listed.',
  workBeforeRequest: 'The date of the work cannot be before you sent the request.',
  notFound: 'Review not found',
  notYourListing: 'Only the business that was reviewed can reply.',
  alreadyReplied: 'You have already replied to this review.',
  removed: 'This review was removed by moderators.',
} as const;

const monthYear = dateFormatter('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The lines a review shows in place of, or beside, what the homeowner wrote. */
export const reviewTexts = {
  verified: (completedAt: Date) => `Verified customer — job completed ${monthYear(completedAt)}`,
  removed: (reason: string) => `Removed by moderators: ${reason}`,
  /** Removals from before the reasons were a catalogue. */
  otherRemoval: 'broke another part of our review policy',
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is refused), no later than today in UTC. */
function isPastOrToday(value: string) {
  if (!isoDay.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  return value <= new Date().toISOString().slice(0, 10);
}

export const reviewRules = v.object({
  rating: v.pipe(
    v.optional(v.union([v.number(), v.string()], reviewMessages.rating), ''),
    v.transform(Number),
    v.integer(reviewMessages.rating),
    v.minValue(1, reviewMessages.rating),
    v.maxValue(5, reviewMessages.rating),
  ),
  title: requiredText(reviewMessages.title, reviewLimits.titleMax),
  text: v.pipe(
    requiredText(reviewMessages.text, reviewLimits.textMax),
    v.minLength(reviewLimits.textMin, reviewMessages.text),
  ),
  workDate: v.pipe(
    v.optional(v.string(reviewMessages.workDate), ''),
    v.trim(),
    v.check(isPastOrToday, reviewMessages.workDate),
  ),
});
export type ReviewInput = v.InferOutput<typeof reviewRules>;

export const reviewReplyRules = v.object({
  reply: requiredText(reviewMessages.reply, reviewLimits.replyMax),
});

export const reviewReportRules = v.object({
  reason: requiredText(reviewMessages.reportReason, reviewLimits.reasonMax),
});

/** POST /api/admin/reviews/{id}/remove: the public reason, and the message mailed to the author. */
export const reviewRemoveRules = v.object({
  reason: v.picklist(reviewRemovalReasons, reviewMessages.removalReason),
  message: requiredText(reviewMessages.authorMessage, reviewLimits.reasonMax),
});
export type ReviewRemoveInput = v.InferOutput<typeof reviewRemoveRules>;

/** POST /api/admin/reviews/{id}/release: the message mailed to the author. */
export const reviewReleaseRules = v.object({
  message: requiredText(reviewMessages.authorMessage, reviewLimits.reasonMax),
});

/** GET /api/admin/reviews?status=held: the reviews waiting for a moderator (held or reported). */
export const reviewQueueRules = v.object({
  status: v.picklist(['held'], reviewMessages.queueStatus),
});

/** Query of GET /api/tradesmen/{id}/reviews: 1-based pages of `reviewLimits.pageSize`. */
export const reviewPageRules = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, reviewMessages.page), v.transform(Number)),
    '1',
  ),
});
