// The embeddable website badge of marketing tools (docs/product/business-side.md §10.7): the live
// rating and review count of a Premium listing, "Verified" only while its badge shows
// (`badgeShowsAt`, docs/product/business-side.md §10.2). A listing that
// cannot carry it (gone, rejected, or its plan no longer includes marketing tools) gets a neutral
// badge: the trade's page keeps a working image, but no rating claim.
import { planIncludes } from '../../../schema/plans';
import type { TradesmanRow } from '../../../schema/tables/listings';
import { escapeMarkup } from '../../lib/markup';
import { planInForce } from './plans';
import { badgeShowsAt } from './verified-badge';

export const siteName = 'Retrofit Smarter Greener';
export const badgeSize = { width: 240, height: 64 } as const;
const font = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif"';
const nameMax = 30;

/** The badge's headline line: what it claims about the listing. */
export const badgeClaim = (verified: boolean) =>
  verified ? `Verified on ${siteName}` : `Listed on ${siteName}`;

function frame(label: string, mark: string, lines: string) {
  const { width, height } = badgeSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}"><title>${escapeMarkup(label)}</title><rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="8" fill="#ffffff" stroke="#15803d"/>${mark}<g ${font}>${lines}</g></svg>`;
}

const tick =
  '<circle cx="28" cy="32" r="16" fill="#15803d"/><path d="M20.5 32.5l5 5 10.5-11" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';
const leaf =
  '<circle cx="28" cy="32" r="16" fill="#dcfce7"/><path d="M21 39c0-10 6-16 15-16 0 9-6 15-15 16zm0 0l8-8" fill="none" stroke="#15803d" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>';

const line = (y: number, size: number, weight: number, colour: string, text: string) =>
  `<text x="54" y="${y}" font-size="${size}" font-weight="${weight}" fill="${colour}">${escapeMarkup(text)}</text>`;

const shorten = (text: string) =>
  text.length > nameMax ? `${text.slice(0, nameMax - 1).trimEnd()}…` : text;

export function ratingText(average: number, count: number) {
  if (count === 0) return 'No reviews yet';
  return `★ ${average.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The plain badge: the site's name only, no listing and no rating. */
export function neutralBadge() {
  return frame(
    siteName,
    leaf,
    line(29, 13, 700, '#14532d', siteName) +
      line(46, 11, 400, '#4b5563', 'Green retrofit trades in Hertfordshire'),
  );
}

type BadgeListing = Pick<
  TradesmanRow,
  | 'name'
  | 'isVerified'
  | 'verifiedUntil'
  | 'ratingAverage'
  | 'ratingCount'
  | 'verificationStatus'
  | 'plan'
  | 'paidUntil'
  | 'cancelAtPeriodEnd'
>;

/** Whether the listing may show its rated badge now (the plan in force, a lapse counted). */
export const carriesBadge = (listing: BadgeListing, now: Date) =>
  listing.verificationStatus !== 'rejected' &&
  planIncludes(planInForce(listing, now), 'marketing-tools');

/** The listing's badge as SVG text: every piece of text escaped, the name shortened to fit. */
export function badgeSvg(listing: BadgeListing | null, now: Date) {
  if (!listing || !carriesBadge(listing, now)) return neutralBadge();
  const rating = ratingText(listing.ratingAverage, listing.ratingCount);
  // Read at this moment: a lapsed credential ends the claim before the hourly job writes it.
  const verified = badgeShowsAt(listing, now);
  const claim = badgeClaim(verified);
  return frame(
    `${listing.name}: ${rating}. ${claim}`,
    verified ? tick : leaf,
    line(22, 13, 700, '#14532d', shorten(listing.name)) +
      line(39, 12, 600, '#111827', rating) +
      line(54, 10, 400, '#4b5563', claim),
  );
}
