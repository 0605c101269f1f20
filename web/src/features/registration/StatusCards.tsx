import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  List,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { VerificationStatus } from '#schema/catalogues';
import { findPlan } from '#schema/plans';
import type { VerificationProgress } from './verificationProgress';
import type { WhatsNext } from './whatsNext';

const statusBadges: Readonly<Record<VerificationStatus, { label: string; palette: string }>> = {
  pending: { label: 'Pending', palette: 'yellow' },
  under_review: { label: 'Under Review', palette: 'blue' },
  verified: { label: 'Verified', palette: 'green' },
  rejected: { label: 'Needs Attention', palette: 'red' },
};

export function ProgressCard({
  progress,
  status,
}: {
  progress: VerificationProgress;
  status: VerificationStatus | null;
}) {
  const badge = status ? statusBadges[status] : null;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            Verification progress
          </Heading>
          {badge && <Badge colorPalette={badge.palette}>{badge.label}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Progress.Root value={progress.percent} aria-label="Verification progress">
          <HStack justify="space-between" mb="1">
            <Progress.Label>Progress</Progress.Label>
            <Progress.ValueText>{progress.percent}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text role="status">{progress.message}</Text>
      </Card.Body>
    </Card.Root>
  );
}

interface BusinessInfoCardProps {
  businessName: string;
  location: string;
  plan: string;
  billing: string;
  services: readonly string[];
}

export function BusinessInfoCard({
  businessName,
  location,
  plan,
  billing,
  services,
}: BusinessInfoCardProps) {
  const rows = [
    ['Business name', businessName],
    ['Location', location],
    [
      'Plan',
      `${findPlan(plan)?.name ?? plan} (${billing === 'annual' ? 'annual' : 'monthly'} billing)`,
    ],
  ] as const;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Business information
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="3">
          {rows.map(([label, value]) => (
            <Stack key={label} gap="0">
              <Text as="dt" color="fg.muted" fontSize="sm">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </Stack>
          ))}
          <Stack gap="1">
            <Text as="dt" color="fg.muted" fontSize="sm">
              Services
            </Text>
            <HStack as="dd" gap="1.5" wrap="wrap">
              {services.map((service) => (
                <Badge key={service} variant="subtle">
                  {service}
                </Badge>
              ))}
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function AdminNotesCard({ notes }: { notes: string }) {
  return (
    <Card.Root borderColor="border.warning">
      <Card.Header>
        <Heading as="h2" size="md">
          Admin notes
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text whiteSpace="pre-wrap">{notes}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The steps left, with the way to the dashboard's Verification tab (docs/product/business-side.md §2.5). */
export function WhatsNextCard({ next }: { next: WhatsNext }) {
  return (
    <Card.Root variant="subtle">
      <Card.Header>
        <Heading as="h2" size="md">
          What's Next
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root as="ol" ps="5" gap="2">
          {next.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Button asChild alignSelf="start" variant={next.reupload ? 'solid' : 'outline'}>
          <RouterLink to="/dashboard?tab=verification">
            {next.reupload ? 'Upload again on the Verification tab' : 'Open the Verification tab'}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
