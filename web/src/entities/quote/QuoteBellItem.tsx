import { Stack, Text } from '@chakra-ui/react';
import { quoteBellTexts } from './quoteBellTexts';
import type { BellQuote } from './quoteBellWatch';

export function QuoteBellItem({ quote }: { quote: BellQuote }) {
  return (
    <Stack as="li" gap="0.5" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text fontWeight="medium" fontSize="sm">
        {quoteBellTexts.route(quote.customerName, quote.tradesmanName)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {quoteBellTexts.detail(quote.propertySize, quote.createdAt)}
      </Text>
    </Stack>
  );
}
