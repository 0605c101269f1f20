// Business constants and limits (docs/product/public-site.md §9, docs/product/business-side.md §9).
export const limits = {
  directoryBatchSize: 25,
  directoryPageSize: 5,
  directoryCompactServices: 3,
  directoryListServices: 6,
  /** Trades one quote request may go to (docs/product/public-site.md §10.10). */
  tradesPerQuoteRequest: 3,
  /**
   * Pages of reviews a profile page's address may ask for (`?reviews=N`, its 'Load more' as a
   * link): the Worker reads them one after another to render the page.
   */
  reviewPagesInAddress: 10,
  quoteBellPollMs: 5000,
  quoteBellMaxItems: 5,
  toastDurationMs: 5000,
  articleCacheMs: 5 * 60 * 1000,
  minPasswordLength: 6,
  uploadMaxBytes: 10_485_760,
  /**
   * Logos and gallery photos (docs/product/business-side.md §10.9): the browser shrinks them before
   * upload, so these bound what another client may send.
   */
  listingImageMaxBytes: 5_242_880,
  galleryPhotoMaxSide: 4096,
  galleryThumbMaxSide: 640,
  listingLogoMaxSide: 1024,
  galleryMaxPhotos: 10,
  galleryCaptionMax: 140,
  bulkImportDescriptionMax: 500,
  bulkImportPreviewCount: 10,
  /** One import is one database batch; 5,000 rows were measured to fit a Worker request. */
  bulkImportMaxRows: 5000,
  loginRedirectDelayMs: 100,
  adminLoginRedirectDelayMs: 500,
  chatTypingMinMs: 1000,
  chatTypingMaxMs: 2000,
  /** The chat's scrollbar hides this long after scrolling stops (public-site.md §9). */
  chatScrollbarHideMs: 600,
  sessionDays: 30,
  /** Text fields are capped so a request can never store megabytes of text. */
  shortTextMax: 200,
  longTextMax: 5000,
  articleContentMax: 100_000,
  /** Tags show on every article card, so each is short and there are few. */
  articleTagMax: 40,
  articleTagCount: 20,
  /** Direct booking (docs/product/business-side.md §10.5). */
  availabilityMaxHours: 21,
  availabilityMaxBlackout: 60,
  slotWindowDays: 14,
  /** How far ahead a homeowner may look for slots. */
  slotHorizonDays: 90,
  /** A signed-out homeowner's booking holds its slot this long, awaiting the mailed link. */
  bookingHoldMinutes: 30,
  /** Analytics weeks shown (docs/product/business-side.md §10.4). */
  analyticsWeeks: 12,
} as const;

export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const uploadDocumentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
