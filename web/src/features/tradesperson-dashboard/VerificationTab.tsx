import { Alert, Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { VerificationStatus } from '#schema/catalogues';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';
import { VerificationDocumentsPanel } from '../../entities/verification/VerificationDocumentsPanel';

const statusLines: Readonly<
  Record<VerificationStatus, { badge: string; palette: string; line: string }>
> = {
  pending: {
    badge: 'Pending',
    palette: 'yellow',
    line: 'Our team checks your business once your documents are uploaded.',
  },
  under_review: {
    badge: 'Under Review',
    palette: 'blue',
    line: 'Our team is reviewing your business.',
  },
  verified: {
    badge: 'Verified',
    palette: 'green',
    line: 'Your business is verified. Keep your documents current: upload any we reject or that expire.',
  },
  rejected: {
    badge: 'Needs Attention',
    palette: 'red',
    line: 'Your application needs attention. Read the notes from our team below.',
  },
};

interface VerificationTabProps {
  profile: OwnListingProfile;
  onOpenCredentials: () => void;
}

/**
 * The dashboard's Verification tab (docs/product/business-side.md §2.5): the decision on the
 * business with the team's notes, and every document with its verdict, the reason for a
 * rejection, and its upload or re-upload — verified listing or not. Mails link here.
 */
export function VerificationTab({ profile, onOpenCredentials }: VerificationTabProps) {
  const status = statusLines[profile.verificationStatus];
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="verification-status-heading">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="2">
              <LuShieldCheck aria-hidden />
              <Heading as="h2" size="md" id="verification-status-heading">
                Your verification
              </Heading>
            </HStack>
            <Badge colorPalette={status.palette}>{status.badge}</Badge>
          </HStack>
        </Card.Header>
        <Card.Body gap="4">
          <Text>{status.line}</Text>
          {profile.verificationNotes && (
            <Alert.Root status={profile.verificationStatus === 'rejected' ? 'warning' : 'info'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Notes from our team</Alert.Title>
                <Alert.Description whiteSpace="pre-wrap">
                  {profile.verificationNotes}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Link asChild alignSelf="start" variant="underline">
            <RouterLink to="/registration-status">See your registration status</RouterLink>
          </Link>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="verification-documents-heading">
        <Card.Header>
          <Heading as="h2" size="md" id="verification-documents-heading">
            Verification documents
          </Heading>
        </Card.Header>
        <Card.Body gap="4">
          <VerificationDocumentsPanel tradesmanId={profile.id} withGeneralUpload />
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              A document proves a credential once you record it with its number.
            </Text>
            <Button size="sm" variant="outline" onClick={onOpenCredentials}>
              Open Credentials
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
