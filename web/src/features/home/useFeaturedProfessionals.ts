import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

/** How many featured professionals the home page shows (spec public-site §2). */
const shownCount = 3;

/** Up to three verified listings with a live featured badge. */
export function useFeaturedProfessionals() {
  const featured = useSWR(['/api/featured-tradesmen'], () =>
    unwrap(api['featured-tradesmen'].$get()),
  );
  const professionals = featured.data?.filter((listing) => listing.isVerified).slice(0, shownCount);
  return { professionals, isLoading: featured.isLoading };
}
