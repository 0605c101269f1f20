import { Badge } from '@chakra-ui/react';
import type { PlanId } from '#schema/plans';

/** Where a featured badge came from ('admin' is a badge our team gave without payment). */
export type FeaturedSource = 'plan' | 'add-on' | 'admin';

interface PaidPlacementLabelProps {
  plan: PlanId;
  featured: boolean;
  featuredSource?: FeaturedSource | null;
}

/** The label for a place a trade paid for, or null when it paid for nothing that moves it. */
export function paidPlacementText({ plan, featured, featuredSource }: PaidPlacementLabelProps) {
  if (featured && featuredSource !== 'admin') return 'Paid placement';
  if (plan !== 'free') return 'Paid plan: listed higher';
  return null;
}

/**
 * Says where a listing's place was paid for (docs/product/public-site.md §10.7): a featured badge
 * puts it first, and any paid plan above Free listings. One component, so every place a listing
 * shows labels it the same way.
 */
export function PaidPlacementLabel(props: PaidPlacementLabelProps) {
  const text = paidPlacementText(props);
  if (!text) return null;
  return (
    <Badge variant="outline" colorPalette="gray" size="sm" alignSelf="start">
      {text}
    </Badge>
  );
}
