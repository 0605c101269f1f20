import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { GrantAnswers, GrantMeasure } from '#schema/grant-questions';
import { LoadFailed } from '../../components/LoadFailed';
import { serverMessage } from '../../lib/serverMessage';
import { grantTexts } from './grantTexts';
import { SchemeCard } from './SchemeCard';
import { useGrantCheck } from './useGrantCheck';

/** The schemes for the answered questions: those open to the home first, then the rest. */
export function GrantResults({
  check,
}: {
  check: { answers: GrantAnswers; measures: GrantMeasure[] };
}) {
  const { data, error, mutate, isValidating } = useGrantCheck(check);
  if (error && !isValidating)
    return (
      <LoadFailed
        title={grantTexts.loadFailedTitle}
        message={serverMessage(error) ?? grantTexts.loadFailed}
        onRetry={() => mutate()}
      />
    );
  if (!data)
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="48" />
        <Skeleton height="48" />
      </Stack>
    );
  const open = data.schemes.filter((scheme) => scheme.status !== 'not-eligible');
  const closed = data.schemes.filter((scheme) => scheme.status === 'not-eligible');
  return (
    <Stack gap="6">
      <Stack gap="4">
        {open.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} />
        ))}
      </Stack>
      {closed.length > 0 && (
        <Stack gap="4">
          <Heading as="h2" size="md">
            {grantTexts.notForYouTitle}
          </Heading>
          {closed.map((scheme) => (
            <SchemeCard key={scheme.id} scheme={scheme} />
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {grantTexts.share}
      </Text>
    </Stack>
  );
}
