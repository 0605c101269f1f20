// How a listing's facts read on screen (docs/product/public-site.md §3;
// docs/decisions/014-spec-readings-chosen.md).
import { tradeParam } from '#schema/trade-selection';
import type { Tradesman } from './useTradesman';

/**
 * Uploaded logos are stored as /objects/... and served by the API under /api
 * (docs/product/public-site.md §3).
 */
export function logoSource(logoUrl: string | null): string | undefined {
  if (!logoUrl) return undefined;
  return logoUrl.startsWith('/objects/') ? `/api${logoUrl}` : logoUrl;
}

/** '4.8 (23 reviews)', or 'No reviews yet'. */
export function ratingSummary({ average, count }: Tradesman['ratings']): string {
  if (count === 0) return 'No reviews yet';
  return `${Number(average).toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/** 'N/A' until there is data, else 'N%'. */
export function responseRateText(responseRate: number | null): string {
  return responseRate === null ? 'N/A' : `${responseRate}%`;
}

export function memberSinceYear(createdAt: string): number {
  return new Date(createdAt).getFullYear();
}

/** The listing's shareable page; the Worker gives it the business's own title and description. */
export const listingPath = (id: number) => `/listing/${id}`;

/** The listing's quote page, whose form posts as plain HTML before the app has loaded. */
export const quotePath = (id: number) => `/quote/${id}`;

/**
 * The quote page for one request to several trades, as the directory's selection bar sends it
 * (`/quote?trade=18&trade=40`); one trade's is its own `quotePath`.
 */
export const quotePathFor = (ids: readonly number[]) =>
  ids.length === 1 && ids[0] !== undefined
    ? quotePath(ids[0])
    : `/quote?${new URLSearchParams(ids.map((id) => [tradeParam, String(id)]))}`;

/** A profile's own part of the tab title: the business, and where it works. */
export const profileDocumentTitle = ({ name, location }: Pick<Tradesman, 'name' | 'location'>) =>
  `${name}, ${location}`;

/**
 * A profile's description for search results and link previews: its main services and area, then
 * its own words, within the 160 characters a result shows.
 */
export function profileDescription({
  services,
  location,
  description,
}: Pick<Tradesman, 'services' | 'location' | 'description'>) {
  const summary = description.replace(/\s+/g, ' ').trim();
  const text = `${services.slice(0, 3).join(', ')} in ${location}, Hertfordshire. ${summary}`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
