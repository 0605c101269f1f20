import { Stack, Text } from '@chakra-ui/react';
import { ServiceBadges } from '../../entities/tradesman/ServiceBadges';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { BookVisitSection } from './BookVisitSection';
import { ProfileContact } from './ProfileContact';
import { ProfileCredentials } from './ProfileCredentials';
import { ProfileGallery } from './ProfileGallery';
import { ProfileSection } from './ProfileSection';
import { ProfileStats } from './ProfileStats';
import { ReviewsSection } from './ReviewsSection';
import { VerificationChecks } from './VerificationChecks';

interface TradesmanProfileProps {
  tradesman: Tradesman;
  /** The level of the section headings under the screen's title. */
  sectionHeadingAs: 'h2' | 'h3';
  /** A profile page's address, which keeps how many pages of reviews show and the visit chosen. */
  address?: URLSearchParams;
}

/**
 * The full profile below its header: stats, about, photos of work, services, credentials, what Verified covered,
 * reviews and contact details.
 */
export function TradesmanProfile({ tradesman, sectionHeadingAs, address }: TradesmanProfileProps) {
  const { description, services, verification } = tradesman;
  return (
    <Stack gap="7">
      <ProfileStats tradesman={tradesman} />
      <ProfileSection title="About" headingAs={sectionHeadingAs}>
        <Text color="fg.muted" whiteSpace="pre-line">
          {description || 'This business has not written a description yet.'}
        </Text>
      </ProfileSection>
      {(tradesman.gallery?.length ?? 0) > 0 && (
        <ProfileSection title="Photos of our work" headingAs={sectionHeadingAs}>
          <ProfileGallery tradesman={tradesman} />
        </ProfileSection>
      )}
      {services.length > 0 && (
        <ProfileSection title="Services" headingAs={sectionHeadingAs}>
          <ServiceBadges services={services} />
        </ProfileSection>
      )}
      <ProfileSection title="Credentials" headingAs={sectionHeadingAs}>
        <ProfileCredentials tradesman={tradesman} />
      </ProfileSection>
      {verification && verification.checks.length > 0 && (
        <ProfileSection title="What Verified covered" headingAs={sectionHeadingAs}>
          <VerificationChecks verification={verification} />
        </ProfileSection>
      )}
      <BookVisitSection
        listingId={tradesman.id}
        listingName={tradesman.name}
        headingAs={sectionHeadingAs}
        address={address}
      />
      <ReviewsSection listingId={tradesman.id} headingAs={sectionHeadingAs} address={address} />
      <ProfileSection title="Contact" headingAs={sectionHeadingAs}>
        <ProfileContact tradesman={tradesman} />
      </ProfileSection>
    </Stack>
  );
}
