import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { ChangePasswordForm } from '../../entities/account/ChangePasswordForm';
import { changePasswordSectionId } from './TemporaryPasswordBanner';

export function SecuritySettingsCard({ isTemporaryPassword }: { isTemporaryPassword: boolean }) {
  return (
    <DashboardCard id={changePasswordSectionId} title="Security Settings" icon={LuShieldCheck}>
      <HStack gap="2">
        <Text fontWeight="medium">Password status:</Text>
        <Badge colorPalette={isTemporaryPassword ? 'orange' : 'green'} variant="subtle">
          {isTemporaryPassword ? 'Temporary' : 'Secure'}
        </Badge>
      </HStack>
      <ChangePasswordForm />
    </DashboardCard>
  );
}
