import { unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';

/** How many featured professionals the home page shows (docs/product/public-site.md §2.3). */
const shownCount = 3;

export const featuredRead = pageRead(['/api/featured-tradesmen'], (client) =>
  unwrap(client['featured-tradesmen'].$get()),
);

/** Up to three verified listings with a live featured badge. */
export function useFeaturedProfessionals() {
  const featured = usePageRead(featuredRead);
  const professionals = featured.data?.filter((listing) => listing.isVerified).slice(0, shownCount);
  return { professionals, isLoading: featured.isLoading };
}
