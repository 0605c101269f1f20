import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { featureDurations } from '#schema/catalogues';
import { SelectField } from '../../../components/SelectField';
import { showToast } from '../../../lib/toaster';
import type { Application } from '../useApplications';
import { featuredTexts } from './featuredTexts';
import type { useFeaturing } from './useFeaturing';

const durationOptions = [
  ...featureDurations.map((duration) => ({ value: String(duration.days), label: duration.label })),
  { value: 'permanent', label: featuredTexts.permanent },
];

interface FeatureFormProps {
  /**
   * The tradesmen without a badge, as 'name - location'; those not showing as Verified are offered
   * disabled, as the server refuses them (docs/product/business-side.md §4).
   */
  candidates: Application[];
  featuring: ReturnType<typeof useFeaturing>;
}

/**
 * The 'Feature a Tradesman' card (docs/product/business-side.md §2.9): a tradesman, a duration,
 * Feature Tradesman.
 */
export function FeatureForm({ candidates, featuring }: FeatureFormProps) {
  const [tradesmanId, setTradesmanId] = useState('');
  const [duration, setDuration] = useState('');
  const [feature, isSaving] = featuring;

  async function submit() {
    if (!tradesmanId || !duration) {
      showToast({
        type: 'error',
        title: featuredTexts.missingTitle,
        description: featuredTexts.missingText,
      });
      return;
    }
    if (await feature(Number(tradesmanId), duration)) {
      setTradesmanId('');
      setDuration('');
    }
  }

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="feature-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="feature-title">
          {featuredTexts.featureCard}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }}>
          <SelectField
            label="Tradesman"
            flex="2"
            first={{ label: 'Select a tradesman' }}
            options={candidates.map((tradesman) => ({
              value: String(tradesman.id),
              label: `${tradesman.name} - ${tradesman.location}${tradesman.isVerified ? '' : ` (${featuredTexts.notVerified})`}`,
              disabled: !tradesman.isVerified,
            }))}
            value={tradesmanId}
            onChange={setTradesmanId}
          />
          <SelectField
            label="Duration"
            flex="1"
            first={{ label: 'Select duration' }}
            options={durationOptions}
            value={duration}
            onChange={setDuration}
          />
          <Button onClick={() => void submit()} loading={isSaving} flexShrink="0">
            <LuStar aria-hidden /> Feature Tradesman
          </Button>
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {featuredTexts.verifiedOnly}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
