import { dateFormatter } from '#schema/intl';

// The quote bell's texts (docs/product/public-site.md §9). Counts are written with their plural, so
// 'N new quote request(s)' reads '1 new quote request' or '3 new quote requests'.
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const timeOfDay = dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit' });
const route = (customerName: string, tradesmanName: string) => `${customerName} → ${tradesmanName}`;

export const quoteBellTexts = {
  title: 'Quote Notifications',
  empty: 'No new quote requests',
  markAllAsRead: 'Mark All as Read',
  viewAll: 'View all requests',
  close: 'Close notifications',
  bellLabel: (count: number) =>
    count === 0 ? 'Quote notifications' : `Quote notifications: ${count} new`,
  more: (count: number) => `+${plural(count, 'more quote')}`,
  route,
  /** An item's second line: the property, and the time it was asked for. */
  detail: (propertySize: string, createdAt: string) =>
    `${propertySize} · ${timeOfDay(new Date(createdAt))}`,
  notificationTitle: (count: number) => plural(count, 'new quote request'),
  notificationBody: (customerName: string, tradesmanName: string) =>
    `Latest: ${route(customerName, tradesmanName)}`,
} as const;
