import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { ServiceBadges } from '../../entities/tradesman/ServiceBadges';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { ProfileContact } from './ProfileContact';
import { ProfileGallery } from './ProfileGallery';
import { ProfileSection } from './ProfileSection';
import { ProfileStats } from './ProfileStats';
import { ReviewsSection } from './ReviewsSection';
import { VerificationChecks } from './VerificationChecks';

interface TradesmanProfileProps {
  tradesman: Tradesman;
  /** The level of the section headings under the screen's title. */
  sectionHeadingAs: 'h2' | 'h3';
}

/**
 * The full profile below its header: stats, about, photos of work, services, credentials, what Verified covered,
 * reviews and contact details.
 */
export function TradesmanProfile({ tradesman, sectionHeadingAs }: TradesmanProfileProps) {
  const { description, services, credentials, verification } = tradesman;
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
        {credentials.length > 0 ? (
          <Stack as="ul" gap="2" listStyle="none">
            {credentials.map((credential) => (
              <HStack as="li" key={credential} gap="2">
                <Icon as={LuCircleCheck} color="colorPalette.fg" aria-hidden />
                <Text>{credential}</Text>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No credentials listed yet.</Text>
        )}
      </ProfileSection>
      {verification && (
        <ProfileSection title="What Verified covered" headingAs={sectionHeadingAs}>
          <VerificationChecks verification={verification} />
        </ProfileSection>
      )}
      <ReviewsSection listingId={tradesman.id} headingAs={sectionHeadingAs} />
      <ProfileSection title="Contact" headingAs={sectionHeadingAs}>
        <ProfileContact tradesman={tradesman} />
      </ProfileSection>
    </Stack>
  );
}
