import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuPencil, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';

/**
 * docs/product/business-side.md §4: Verified or Pending Verification; Under Review before any
 * listing.
 */
function businessStatus(profile: OwnListingProfile | null) {
  if (!profile) {
    return {
      label: 'Under Review',
      palette: 'blue',
      note: 'Create your listing so our team can review it.',
    };
  }
  return profile.isVerified
    ? { label: 'Verified', palette: 'green', note: 'Your business is verified and live.' }
    : {
        label: 'Pending Verification',
        palette: 'yellow',
        note: 'Our team is checking your details. This usually takes 2-3 business days.',
      };
}

export function BusinessStatusCard({ profile }: { profile: OwnListingProfile | null }) {
  const status = businessStatus(profile);
  return (
    <DashboardCard title="Business Status" icon={LuShieldCheck}>
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={status.palette} variant="subtle" size="lg">
          {status.label}
        </Badge>
        <Text color="fg.muted">{status.note}</Text>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {profile && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/listing/${profile.id}`}>
              <LuExternalLink aria-hidden /> View Listing
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm">
          <RouterLink to="/edit-listing">
            <LuPencil aria-hidden /> {profile ? 'Edit Listing' : 'Create Listing'}
          </RouterLink>
        </Button>
      </HStack>
    </DashboardCard>
  );
}
