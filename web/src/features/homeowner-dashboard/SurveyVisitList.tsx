import { Badge, Button, Card, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCalendarCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { cancelVisitTexts } from '../../entities/booking/useCancelVisit';
import { useCancelVisitConfirm } from '../../entities/booking/useCancelVisitConfirm';
import { visitClock, visitWhen } from '../../lib/visitTime';
import { homeownerTexts } from './homeownerTexts';
import { type SurveyVisit, useSurveyVisits } from './useSurveyVisits';

function VisitCard({ visit, onCancel }: { visit: SurveyVisit; onCancel: () => void }) {
  return (
    <Card.Root as="li" size="sm" aria-label={`Survey visit with ${visit.tradesman.name}`}>
      <Card.Body
        flexDirection={{ base: 'column', sm: 'row' }}
        justifyContent="space-between"
        gap="3"
      >
        <Stack gap="1">
          <Text fontWeight="semibold">
            {visitWhen(visit.start)}–{visitClock(visit.end)}
          </Text>
          <Text>
            with{' '}
            <Link asChild colorPalette="green">
              <RouterLink to={`/tradesman/${visit.tradesman.id}`}>
                {visit.tradesman.name}
              </RouterLink>
            </Link>
          </Text>
          {visit.status === 'pending' && (
            <Badge colorPalette="orange" w="fit-content">
              {homeownerTexts.visitHeld}
            </Badge>
          )}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'start', sm: 'center' }}
          onClick={onCancel}
        >
          {cancelVisitTexts.cancel}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 'Your Survey Visits' (docs/product/business-side.md §10.5): the visits the homeowner booked while
 * signed in, at London's times, each cancellable after asking.
 */
export function SurveyVisitList() {
  const visits = useSurveyVisits();
  const cancelling = useCancelVisitConfirm<SurveyVisit>(
    () => visits.mutate(),
    (visit) => homeownerTexts.cancelVisit(visit.tradesman.name, visitWhen(visit.start)),
  );
  const list = visits.data?.bookings;
  return (
    <Stack as="section" aria-labelledby="your-survey-visits" gap="4">
      <Heading as="h2" size="lg" id="your-survey-visits">
        {homeownerTexts.visitsHeading}
      </Heading>
      {visits.isLoading && (
        <Spinner role="status" aria-label="Loading survey visits" color="colorPalette.solid" />
      )}
      {visits.error && (
        <LoadFailed message={homeownerTexts.visitsFailed} onRetry={() => visits.mutate()} />
      )}
      {list?.length === 0 && (
        <EmptyPanel
          icon={LuCalendarCheck}
          title={homeownerTexts.noVisits}
          description={homeownerTexts.noVisitsHint}
        />
      )}
      {list && list.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none">
          {list.map((visit) => (
            <VisitCard key={visit.id} visit={visit} onCancel={() => cancelling.ask(visit)} />
          ))}
        </Stack>
      )}
      {cancelling.dialog}
    </Stack>
  );
}
