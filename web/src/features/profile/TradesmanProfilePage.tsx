import { useParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { ListingProfile, listingProfileReads } from './ListingProfile';

export const tradesmanProfilePageReads: PageReads = ({ params, search }) =>
  listingProfileReads(params.tradesmanId ?? '', search);

/** /tradesman/:tradesmanId, the profile a homeowner opens from their quote requests. */
export function TradesmanProfilePage() {
  const { tradesmanId = '' } = useParams();
  return <ListingProfile id={tradesmanId} pageTitle="Tradesman Profile" />;
}
