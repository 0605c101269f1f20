import { useParams } from 'react-router-dom';
import { ListingProfile } from './ListingProfile';

/** /listing/:id, the shareable page of a listing. */
export function ListingPage() {
  const { id = '' } = useParams();
  return <ListingProfile id={id} pageTitle="Business Listing" />;
}
