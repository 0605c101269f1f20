import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';

interface PremiumUpsellProps {
  icon: IconType;
  title: string;
  description: string;
  upgradeLabel: string;
  /** Another way on, such as the general contact form. */
  children?: ReactNode;
}

/** What a Premium-only tab shows below Premium: what it offers and the way to upgrade. */
export function PremiumUpsell({
  icon,
  title,
  description,
  upgradeLabel,
  children,
}: PremiumUpsellProps) {
  return (
    <EmptyPanel icon={icon} title={title} description={description} border="solid">
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild>
          <RouterLink to="/upgrade-payment?plan=premium">{upgradeLabel}</RouterLink>
        </Button>
        {children}
      </HStack>
    </EmptyPanel>
  );
}
