// Drizzle tables for every entity of docs/product/public-site.md §3 and
// docs/product/business-side.md §3, one file per domain.
export * from './accounts';
export * from './analytics';
export * from './audit';
export * from './billing';
export * from './bookings';
export * from './content';
export * from './files';
export * from './listings';
export * from './mail';
export * from './quotes';
export * from './rate-limits';
export * from './reviews';
export * from './support';
export * from './verification';
