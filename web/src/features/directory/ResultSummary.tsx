import { Text } from '@chakra-ui/react';

interface ResultSummaryProps {
  /** Positions of the first and last listing shown, from 1. */
  first: number;
  last: number;
  /** Every listing matching the search, when known. */
  total: number | undefined;
}

const professionals = (count: number) =>
  `${count} ${count === 1 ? 'professional' : 'professionals'}`;

/** 'Showing 1–5 of 43 professionals', announced politely as the results change. */
export function ResultSummary({ first, last, total }: ResultSummaryProps) {
  return (
    <Text role="status" color="fg.muted" fontSize="sm">
      Showing{' '}
      <Text as="span" fontWeight="semibold" color="fg">
        {first}–{last}
      </Text>
      {total !== undefined && (
        <>
          {' '}
          of{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {professionals(total)}
          </Text>
        </>
      )}
    </Text>
  );
}
