import { Badge, Button, DataList, Text, Wrap } from '@chakra-ui/react';
import { LuBriefcase } from 'react-icons/lu';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { profileTexts } from '../../entities/account/accountTexts';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';

interface ProfileSummaryCardProps {
  profile: OwnListingProfile | null;
  onCreateProfile: () => void;
}

export function ProfileSummaryCard({ profile, onCreateProfile }: ProfileSummaryCardProps) {
  return (
    <DashboardCard title="Business Profile" icon={LuBriefcase}>
      {profile ? (
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Location</DataList.ItemLabel>
            <DataList.ItemValue>{profile.location}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Services</DataList.ItemLabel>
            <DataList.ItemValue>
              <Wrap gap="1.5">
                {profile.services.map((service) => (
                  <Badge key={service} variant="outline">
                    {service}
                  </Badge>
                ))}
              </Wrap>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Contact Phone</DataList.ItemLabel>
            <DataList.ItemValue>{profile.contactPhone || 'Not provided'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <>
          <Text color="fg.muted">{profileTexts.noProfile}</Text>
          <Button alignSelf="start" onClick={onCreateProfile}>
            {profileTexts.createProfile}
          </Button>
        </>
      )}
    </DashboardCard>
  );
}
