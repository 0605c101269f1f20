import { Stack } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';
import { ApiError } from '../../api/http';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { AvailabilityEditor } from './AvailabilityEditor';
import { BookingList } from './BookingList';
import { PlanUpsell } from './PlanUpsell';
import { useAvailability } from './useAvailability';

export const bookingsTabTexts = {
  upsellTitle: 'Direct booking comes with the Professional plan',
  upsellDescription:
    'Publish your hours and let homeowners book a survey visit straight from your profile, with a calendar entry for both of you.',
  failed: 'Your availability could not be loaded.',
} as const;

/**
 * The Bookings tab (docs/product/business-side.md §10.5): availability to publish and the visits
 * booked. Below Professional, an upsell; visits booked before a plan ended stay listed.
 */
export function BookingsTab({ onSeePlans }: { onSeePlans: () => void }) {
  const availability = useAvailability();
  const refused = availability.error instanceof ApiError && availability.error.status === 403;
  return (
    <Stack gap="8">
      {refused ? (
        <PlanUpsell
          icon={LuCalendarClock}
          title={bookingsTabTexts.upsellTitle}
          description={bookingsTabTexts.upsellDescription}
          onSeePlans={onSeePlans}
        />
      ) : availability.error ? (
        <LoadFailed message={bookingsTabTexts.failed} onRetry={() => availability.mutate()} />
      ) : availability.data ? (
        <AvailabilityEditor
          saved={availability.data.availability}
          onSaved={() => void availability.mutate()}
        />
      ) : (
        <PageLoader />
      )}
      <BookingList />
    </Stack>
  );
}
