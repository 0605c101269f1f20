import { Badge, HStack } from '@chakra-ui/react';
import type { PlanId } from '#schema/plans';

/**
 * What each paid place is called where it shows (docs/product/public-site.md §10.7;
 * docs/decisions/022-plan-placement-in-the-rank-tier.md). /how-we-rank quotes these.
 */
export const paidPlacementTexts = {
  boosted: 'Boosted for this area (paid)',
  premium: 'Premium: top placement (paid)',
  professional: 'Professional: priority placement (paid)',
  starter: 'Starter: placed above free listings (paid)',
} as const satisfies Record<'boosted' | Exclude<PlanId, 'free'>, string>;

interface PaidPlacementLabelProps {
  /** The plan in force (a lapsed plan is answered as free). */
  plan: PlanId;
  /** The directory answered it boosted for the area searched (the lead-boost add-on). */
  boosted?: boolean;
}

/** The labels of the places a listing paid for, the boost first; empty when it paid for none. */
function paidPlacementLabels({ plan, boosted = false }: PaidPlacementLabelProps) {
  return [
    ...(boosted ? [paidPlacementTexts.boosted] : []),
    ...(plan === 'free' ? [] : [paidPlacementTexts[plan]]),
  ];
}

/**
 * Says which of a listing's places were paid for, each by its kind. A featured badge names its
 * own source (`ListingBadges`), so a badge our team gave for free carries no paid label here.
 * One component, so every place a listing shows labels it the same way.
 */
export function PaidPlacementLabel(props: PaidPlacementLabelProps) {
  const labels = paidPlacementLabels(props);
  if (labels.length === 0) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {labels.map((label) => (
        <Badge key={label} variant="outline" colorPalette="gray" size="sm">
          {label}
        </Badge>
      ))}
    </HStack>
  );
}
