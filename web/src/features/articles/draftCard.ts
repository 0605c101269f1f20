// What the hub's draft-card template (DraftCardTemplate) and the account island that fills it in
// (web/src/islands/hubDrafts.ts) agree on, with no React for the island to carry.

/** The words the template's card holds where a draft's own go; the account island swaps them. */
export const draftCardSentinels = {
  title: '{title}',
  excerpt: '{excerpt}',
  author: '{author}',
  readTime: '{readTime}',
  category: '{category}',
  /** Written on the card as `formatDate` writes it. */
  createdAt: '2000-01-01T12:00:00.000Z',
} as const;

/** The template's image that stands for a draft's own picture, beside one per category. */
export const draftPictureKey = 'picture';
