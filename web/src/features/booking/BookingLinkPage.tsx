import { Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { bookingMessages } from '#schema/rules';
import { api, unwrap } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessagePanel } from '../../components/MessagePanel';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { visitClock, visitWhen } from '../../lib/visitTime';

export const bookingLinkTexts = {
  title: 'Your survey visit',
  held: 'This time is held for you. Confirm it to book the visit.',
  confirmed: 'Your visit is booked. The calendar entry is in your confirmation e-mail.',
  confirm: 'Confirm visit',
  cancel: 'Cancel visit',
  cancelTitle: 'Cancel this visit?',
  cancelledTitle: 'Visit cancelled',
  cancelledMessage: 'Your survey visit is cancelled and the time is free again.',
  toDirectory: 'Find another business',
} as const;

/**
 * /booking?token=… from a booking mail (docs/product/business-side.md §10.5): the homeowner
 * confirms a held visit with a button (a mail scanner opening the link confirms nothing) or
 * cancels a booked one. The token is the proof; no sign-in is needed.
 */
export function BookingLinkPage() {
  useDocumentTitle(bookingLinkTexts.title);
  const token = useSearchParams()[0].get('token') ?? '';
  const booking = useSWR(token ? ['/api/bookings/link', token] : null, () =>
    unwrap(api.bookings.link.$get({ query: { token } })),
  );
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [confirm, isConfirming] = useApiAction(
    () => api.bookings.confirm.$post({ json: { token } }),
    {
      signOutOn401: false,
      success: { title: 'Visit booked' },
      failure: { title: 'The visit could not be confirmed' },
      onSuccess: async () => void (await booking.mutate()),
    },
  );
  const [cancel, isCancelling] = useApiAction(
    (id: number) => api.bookings[':id'].$delete({ param: { id: String(id) }, query: { token } }),
    {
      signOutOn401: false,
      failure: { title: 'The visit could not be cancelled' },
      onSuccess: () => setCancelled(true),
    },
  );

  if (cancelled || !token || booking.error) {
    return (
      <MessagePanel
        title={cancelled ? bookingLinkTexts.cancelledTitle : bookingLinkTexts.title}
        message={cancelled ? bookingLinkTexts.cancelledMessage : bookingMessages.linkInvalid}
        icon={{ as: LuCalendarX, tone: cancelled ? 'muted' : 'error' }}
        action={{ label: bookingLinkTexts.toDirectory, to: '/directory' }}
      />
    );
  }
  if (!booking.data) return <PageLoader />;
  const visit = booking.data;
  return (
    <Container maxW="lg" py={{ base: 10, md: 16 }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="lg">
            {bookingLinkTexts.title}
          </Heading>
          <Stack gap="1">
            <Text fontWeight="semibold">
              {visitWhen(visit.start)}–{visitClock(visit.end)}
            </Text>
            <Text>
              with{' '}
              <RouterLink to={`/tradesman/${visit.tradesman.id}`}>
                {visit.tradesman.name}
              </RouterLink>
            </Text>
          </Stack>
          <Text color="fg.muted">
            {visit.status === 'pending' ? bookingLinkTexts.held : bookingLinkTexts.confirmed}
          </Text>
          <HStack gap="3" wrap="wrap">
            {visit.status === 'pending' && (
              <Button loading={isConfirming} onClick={() => void confirm()}>
                {bookingLinkTexts.confirm}
              </Button>
            )}
            <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
              {bookingLinkTexts.cancel}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={asking}
        title={bookingLinkTexts.cancelTitle}
        confirmLabel={bookingLinkTexts.cancel}
        cancelLabel="Keep it"
        isConfirming={isCancelling}
        onConfirm={() => void cancel(visit.id)}
        onCancel={() => setAsking(false)}
      >
        {`Your visit on ${visitWhen(visit.start)} will be cancelled and the time freed.`}
      </ConfirmDialog>
    </Container>
  );
}
