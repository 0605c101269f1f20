import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Application } from '../useApplications';
import { StatusBadge } from './StatusBadge';

interface ApplicationListProps {
  applications: Application[];
  onReview: (application: Application) => void;
}

/** Variant A's list: each application with its registration date and payment status. */
export function ApplicationList({ applications, onReview }: ApplicationListProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      {applications.map((application) => (
        <Card.Root as="li" key={application.id} variant="outline">
          <Card.Body gap="3" p="5">
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {application.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {application.location} · {application.email || 'no e-mail'}
                </Text>
              </Stack>
              <StatusBadge status={application.verificationStatus} />
            </HStack>
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text>Registered {application.registrationDate}</Text>
              <Badge colorPalette={application.paymentStatus === 'paid' ? 'green' : 'gray'}>
                {application.paymentStatus === 'paid' ? 'Paid' : 'Not paid'}
              </Badge>
              <Badge variant="outline">{application.plan}</Badge>
              {application.fastTracked && <Badge colorPalette="purple">Fast-track (paid)</Badge>}
              <Text color="fg.muted">{application.documents.length} document(s)</Text>
            </HStack>
            <Button
              size="sm"
              alignSelf="start"
              onClick={() => onReview(application)}
              aria-label={`Review ${application.name}`}
            >
              Review
            </Button>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
