import { List, type StackProps } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

interface TickListProps {
  items: readonly string[];
  gap?: StackProps['gap'];
}

/** Short lines, each ticked: a plan's features, what every plan includes. */
export function TickList({ items, gap = '2' }: TickListProps) {
  return (
    <List.Root gap={gap} variant="plain">
      {items.map((item) => (
        <List.Item key={item}>
          <List.Indicator asChild color="colorPalette.fg">
            <LuCheck aria-hidden />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
