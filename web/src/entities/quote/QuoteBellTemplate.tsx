import {
  Box,
  Button,
  Circle,
  CloseButton,
  chakra,
  Float,
  HStack,
  IconButton,
  Link,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { islandControlAttribute, partMark, quoteBellParts } from '#schema/page-waking';
import { DisclosurePanel } from '../../components/DisclosureMenu';
import { quoteBellTexts } from './quoteBellTexts';

const part = (name: keyof typeof quoteBellParts) => partMark(quoteBellParts, name);
const islandControl = { [islandControlAttribute]: '' };

/**
 * The staff quote bell as the account island draws it on a server-rendered page, part of the
 * account template (AccountMenuTemplate): a native disclosure with the panel of the app's
 * QuoteBell, which the island fills from `watchQuoteBell` (docs/decisions/006).
 */
export function QuoteBellTemplate() {
  return (
    <chakra.details position="relative" {...part('bell')}>
      <IconButton asChild variant="ghost">
        <chakra.summary
          listStyle="none"
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
          aria-label={quoteBellTexts.bellLabel(0)}
          {...part('trigger')}
        >
          <LuBell />
          <Float offset="2" {...part('count')}>
            <Circle size="4.5" bg="red.solid" color="white" fontSize="2xs" fontWeight="bold" />
          </Float>
        </chakra.summary>
      </IconButton>
      <DisclosurePanel
        p="0"
        w={{ base: 'auto', md: 'xs' }}
        // On a phone the bell is not at the header's end: the panel spans the screen under it.
        position={{ base: 'fixed', md: 'absolute' }}
        top={{ base: '16', md: 'full' }}
        insetStart={{ base: '2', md: 'auto' }}
        insetEnd={{ base: '2', md: '0' }}
      >
        <HStack justify="space-between" px="4" pt="3">
          <Text fontWeight="semibold">{quoteBellTexts.title}</Text>
          <CloseButton
            size="xs"
            aria-label={quoteBellTexts.close}
            {...part('close')}
            {...islandControl}
          />
        </HStack>
        <Box px="4" py="2">
          <Text color="fg.muted" fontSize="sm" py="2" {...part('empty')}>
            {quoteBellTexts.empty}
          </Text>
          <chakra.ul listStyle="none" {...part('list')}>
            <Stack
              as="li"
              gap="0.5"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              {...part('item')}
            >
              <Text fontWeight="medium" fontSize="sm" {...part('route')} />
              <Text fontSize="xs" color="fg.muted" {...part('detail')} />
            </Stack>
          </chakra.ul>
          <Text fontSize="sm" color="fg.muted" pt="2" {...part('more')} />
        </Box>
        <Separator />
        <HStack justify="space-between" gap="3" px="4" py="3">
          <Link href="/quote-requests" fontSize="sm" color="colorPalette.fg">
            {quoteBellTexts.viewAll}
          </Link>
          <Button size="xs" variant="outline" {...part('markAllAsRead')} {...islandControl}>
            {quoteBellTexts.markAllAsRead}
          </Button>
        </HStack>
      </DisclosurePanel>
    </chakra.details>
  );
}
