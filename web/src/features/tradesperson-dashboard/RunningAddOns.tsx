import { Card, Heading, Text } from '@chakra-ui/react';
import { TickList } from '../../components/TickList';
import { addOnTexts } from './addOnTexts';
import type { ActiveAddOns } from './useAddOns';

/** The add-ons the listing has running now: a homepage feature's end, leads left, a fast-track. */
export function RunningAddOns({ active, verified }: { active: ActiveAddOns; verified: boolean }) {
  const running = [
    active.homepageFeatureUntil && addOnTexts.featuredUntil(active.homepageFeatureUntil),
    active.leadsLeft > 0 && addOnTexts.leadsLeft(active.leadsLeft, active.boostArea),
    // Once verified, the queue is behind it.
    active.fastTracked && !verified && addOnTexts.fastTracked,
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="running-add-ons">
      <Card.Body gap="2">
        <Heading as="h3" size="md" id="running-add-ons">
          {addOnTexts.runningHeading}
        </Heading>
        {running.length === 0 ? (
          <Text color="fg.muted">{addOnTexts.nothingRunning}</Text>
        ) : (
          <TickList items={running} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
