import { useParams } from 'react-router-dom';
import { ListingProfile } from './ListingProfile';

/** /tradesman/:tradesmanId, the profile a homeowner opens from their quote requests. */
export function TradesmanProfilePage() {
  const { tradesmanId = '' } = useParams();
  return <ListingProfile id={tradesmanId} pageTitle="Tradesman Profile" />;
}
