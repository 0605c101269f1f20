/** Public reads may be cached at the edge briefly and served stale while they refresh. */
export const publicCache = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
