import { StatList } from '../../components/StatList';
import { StatTile } from './StatTile';
import { useOwnListing } from './useOwnListing';

const comingSoon = 'Coming soon';

/** The listing's figures; tiles we do not count yet say so instead of showing a made-up number. */
export function ListingStats({ listingId }: { listingId: number | undefined }) {
  const { data: listing } = useOwnListing(listingId);
  const ratings = listing?.ratings;
  return (
    <StatList columns={{ base: 2, md: 5 }} gap="4">
      <StatTile
        label="Rating"
        value={ratings && ratings.count > 0 ? Number(ratings.average).toFixed(1) : '–'}
      />
      <StatTile label="Reviews" value={ratings?.count ?? 0} />
      <StatTile label="Completed Jobs" value={listing?.completedJobs ?? 0} />
      <StatTile label="Profile Views" value={0} hint={comingSoon} />
      <StatTile label="Messages" value={0} hint={comingSoon} />
    </StatList>
  );
}
