import { List } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

/** A plan's features from the catalogue, each ticked: on the landing, upgrade and dashboard cards. */
export function PlanFeatureList({ features }: { features: readonly string[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {features.map((feature) => (
        <List.Item key={feature}>
          <List.Indicator asChild color="colorPalette.fg">
            <LuCheck aria-hidden />
          </List.Indicator>
          {feature}
        </List.Item>
      ))}
    </List.Root>
  );
}
