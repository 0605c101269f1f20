import { Button, CloseButton, HStack, Link, Popover, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { limits } from '#schema/limits';
import { QuoteBellItem } from './QuoteBellItem';
import { quoteBellTexts } from './quoteBellTexts';
import type { BellQuote } from './quoteBellWatch';

interface QuoteBellPanelProps {
  quotes: readonly BellQuote[];
  onMarkAllAsRead: () => void;
  onClose: () => void;
}

/** The bell's panel: the newest few requests, how many more, and Mark All as Read. */
export function QuoteBellPanel({ quotes, onMarkAllAsRead, onClose }: QuoteBellPanelProps) {
  const shown = quotes.slice(0, limits.quoteBellMaxItems);
  const more = quotes.length - shown.length;
  return (
    <>
      <Popover.Header>
        <HStack justify="space-between">
          <Popover.Title fontWeight="semibold">{quoteBellTexts.title}</Popover.Title>
          <Popover.CloseTrigger asChild position="static">
            <CloseButton size="xs" aria-label={quoteBellTexts.close} />
          </Popover.CloseTrigger>
        </HStack>
      </Popover.Header>
      <Popover.Body py="2">
        {quotes.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" py="2">
            {quoteBellTexts.empty}
          </Text>
        ) : (
          <Stack gap="0">
            <Stack as="ul" gap="0" listStyleType="none">
              {shown.map((quote) => (
                <QuoteBellItem key={quote.id} quote={quote} />
              ))}
            </Stack>
            {more > 0 && (
              <Text fontSize="sm" color="fg.muted" pt="2">
                {quoteBellTexts.more(more)}
              </Text>
            )}
          </Stack>
        )}
      </Popover.Body>
      <Popover.Footer justifyContent="space-between" gap="3">
        <Link asChild fontSize="sm" color="colorPalette.fg">
          <RouterLink to="/quote-requests" onClick={onClose}>
            {quoteBellTexts.viewAll}
          </RouterLink>
        </Link>
        {quotes.length > 0 && (
          <Button size="xs" variant="outline" onClick={onMarkAllAsRead}>
            {quoteBellTexts.markAllAsRead}
          </Button>
        )}
      </Popover.Footer>
    </>
  );
}
