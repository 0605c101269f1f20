/** Public reads may be cached at the edge briefly and served stale while they refresh. */
export const publicCache = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** The same edge lifetime for CDN-Cache-Control (RFC 9213), where browsers must not keep a copy. */
export const publicEdgeCache = 'max-age=30, stale-while-revalidate=300';

/** A file whose address changes whenever its content does (a hashed asset, a never-reused key). */
export const immutableAssetCache = 'public, max-age=31536000, immutable';
