import { Stack, Text } from '@chakra-ui/react';
import { dateFormatter } from '#schema/intl';
import { quoteBellTexts } from './quoteBellTexts';
import type { BellQuote } from './useQuoteBell';

const timeOfDay = dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit' });

export function QuoteBellItem({ quote }: { quote: BellQuote }) {
  return (
    <Stack as="li" gap="0.5" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text fontWeight="medium" fontSize="sm">
        {quoteBellTexts.route(quote.customerName, quote.tradesmanName)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {quote.propertySize} · {timeOfDay(new Date(quote.createdAt))}
      </Text>
    </Stack>
  );
}
