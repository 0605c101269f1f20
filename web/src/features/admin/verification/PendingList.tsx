import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Application } from '../useApplications';
import { StatusBadge } from './StatusBadge';

/** The first two services, then '+N more' (docs/product/business-side.md §2.8). */
export function servicesSummary(services: readonly string[]) {
  const shown = services.slice(0, 2).join(', ');
  return services.length > 2 ? `${shown} +${services.length - 2} more` : shown;
}

interface PendingListProps {
  applications: Application[];
  selectedId: number | undefined;
  onSelect: (application: Application) => void;
}

/** Every tradesman not yet verified; the chosen one is marked for screen readers too. */
export function PendingList({ applications, selectedId, onSelect }: PendingListProps) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {applications.map((application) => {
        const isSelected = application.id === selectedId;
        return (
          <li key={application.id}>
            <Box
              as="button"
              w="full"
              textAlign="start"
              borderWidth="1px"
              rounded="md"
              p="3"
              aria-current={isSelected ? 'true' : undefined}
              borderColor={isSelected ? 'colorPalette.solid' : 'border'}
              bg={isSelected ? 'colorPalette.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              onClick={() => onSelect(application)}
            >
              <HStack justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {application.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {application.location}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {servicesSummary(application.services)}
                  </Text>
                  {application.fastTracked && (
                    <Badge colorPalette="purple" w="fit-content">
                      Fast-track (paid)
                    </Badge>
                  )}
                </Stack>
                <StatusBadge status={application.verificationStatus} />
              </HStack>
            </Box>
          </li>
        );
      })}
    </Stack>
  );
}
