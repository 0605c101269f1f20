import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Short labelled facts side by side, wrapping on narrow screens. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList.Root orientation="vertical" flexDirection="row" flexWrap="wrap" gap="4" size="sm">
      {facts.map((fact) => (
        <DataList.Item key={fact.label} minW="28">
          <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue>{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
