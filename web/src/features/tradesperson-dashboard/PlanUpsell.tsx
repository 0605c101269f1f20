import { Button } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { EmptyPanel } from '../../components/EmptyPanel';

interface PlanUpsellProps {
  icon: IconType;
  title: string;
  description: string;
  onSeePlans: () => void;
}

/** A tab whose feature the plan in force does not include: what it is, and the way to the plans. */
export function PlanUpsell({ icon, title, description, onSeePlans }: PlanUpsellProps) {
  return (
    <EmptyPanel icon={icon} title={title} description={description}>
      <Button onClick={onSeePlans}>See plans</Button>
    </EmptyPanel>
  );
}
