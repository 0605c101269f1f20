import {
  Stat,
  type StatLabelProps,
  type StatRootProps,
  type StatValueTextProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatItemProps extends Omit<StatRootProps, 'children'> {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value, such as a count or 'Coming soon'. */
  help?: ReactNode;
  labelProps?: StatLabelProps;
  valueProps?: StatValueTextProps;
}

/**
 * One tile of a `StatList`: a `<div>` grouping its term and values, the only wrapper `<dl>`
 * allows, with the term first even where the value shows above it.
 */
export function StatItem({ label, value, help, labelProps, valueProps, ...root }: StatItemProps) {
  return (
    <Stat.Root as="div" {...root}>
      <Stat.Label {...labelProps}>{label}</Stat.Label>
      <Stat.ValueText {...valueProps}>{value}</Stat.ValueText>
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
