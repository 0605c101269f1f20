import { Circle, Float, IconButton, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { QuoteBellPanel } from './QuoteBellPanel';
import { quoteBellTexts } from './quoteBellTexts';
import { useQuoteBell } from './useQuoteBell';

/**
 * The staff quote-notification bell (docs/product/public-site.md §2.2, §4, §9); the header shows it
 * to staff.
 */
export function QuoteBell() {
  const { newQuotes, markAllAsRead } = useQuoteBell();
  const [isOpen, setIsOpen] = useState(false);
  const count = newQuotes.length;
  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(details) => setIsOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={quoteBellTexts.bellLabel(count)}>
          <LuBell />
          {count > 0 && (
            <Float offset="2">
              <Circle size="4.5" bg="red.solid" color="white" fontSize="2xs" fontWeight="bold">
                {count}
              </Circle>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs" maxW="calc(100vw - 1rem)">
            <QuoteBellPanel
              quotes={newQuotes}
              onClose={() => setIsOpen(false)}
              onMarkAllAsRead={() => {
                markAllAsRead();
                setIsOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
