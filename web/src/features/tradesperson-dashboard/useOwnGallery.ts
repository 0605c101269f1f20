import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

/** What GET /api/tradesman/gallery answers: every photo, and whether the plan shows them. */
export type OwnGallery = InferResponseType<typeof api.tradesman.gallery.$get, 200>;
export type GalleryPhoto = OwnGallery['photos'][number];

export const ownGalleryKey = ['/api/tradesman/gallery'] as const;

/** The signed-in trade's gallery, for the Gallery tab. */
export function useOwnGallery() {
  return useSWR(ownGalleryKey, () => unwrap(api.tradesman.gallery.$get()));
}
