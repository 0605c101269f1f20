import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCalendarCheck } from 'react-icons/lu';
import { ContactLinks } from '../../components/dashboard/ContactLinks';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { cancelVisitTexts } from '../../entities/booking/useCancelVisit';
import { useCancelVisitConfirm } from '../../entities/booking/useCancelVisitConfirm';
import { visitClock, visitWhen } from '../../lib/visitTime';
import { type UpcomingBooking, useOwnBookings } from './useAvailability';

export const bookingListTexts = {
  title: 'Upcoming survey visits',
  empty: 'No visits booked yet',
  emptyDescription: 'Bookings homeowners make from your profile appear here.',
  failed: 'Your bookings could not be loaded.',
  pending: 'Awaiting e-mail confirmation',
} as const;

/** The trade's upcoming bookings, each cancellable (docs/product/business-side.md §10.5). */
export function BookingList() {
  const bookings = useOwnBookings();
  const cancelling = useCancelVisitConfirm<UpcomingBooking>(
    () => bookings.mutate(),
    (booking) =>
      `${booking.name}'s visit on ${visitWhen(booking.start)} will be cancelled and the time freed. They will be told by e-mail.`,
  );
  if (bookings.error) {
    return <LoadFailed message={bookingListTexts.failed} onRetry={() => bookings.mutate()} />;
  }
  if (!bookings.data) return <PageLoader />;
  const list = bookings.data.bookings;
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {bookingListTexts.title}
      </Heading>
      {list.length === 0 ? (
        <EmptyPanel
          icon={LuCalendarCheck}
          title={bookingListTexts.empty}
          description={bookingListTexts.emptyDescription}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {list.map((booking) => (
            <Card.Root as="li" key={booking.id} size="sm">
              <Card.Body gap="2">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
                  <Stack gap="1">
                    <Text fontWeight="semibold">
                      {visitWhen(booking.start)}–{visitClock(booking.end)}
                    </Text>
                    <Text>{booking.name}</Text>
                    {booking.status === 'pending' && (
                      <Badge colorPalette="orange" w="fit-content">
                        {bookingListTexts.pending}
                      </Badge>
                    )}
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    w="fit-content"
                    onClick={() => cancelling.ask(booking)}
                  >
                    {cancelVisitTexts.cancel}
                  </Button>
                </Stack>
                <ContactLinks email={booking.email} phone={booking.phone} />
                {booking.note && (
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                    {booking.note}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {cancelling.dialog}
    </Stack>
  );
}
