import { useParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { ListingProfile, listingProfileReads } from './ListingProfile';

export const listingPageReads: PageReads = ({ params, search }) =>
  listingProfileReads(params.id ?? '', search);

/** /listing/:id, the shareable page of a listing. */
export function ListingPage() {
  const { id = '' } = useParams();
  return <ListingProfile id={id} pageTitle="Business Listing" />;
}
