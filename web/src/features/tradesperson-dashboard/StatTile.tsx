import { StatItem } from '../../components/StatItem';

interface StatTileProps {
  label: string;
  value: string | number;
  hint?: string;
}

/** One figure of the listing dashboard, a card-like tile of its `StatList`. */
export function StatTile({ label, value, hint }: StatTileProps) {
  return (
    <StatItem
      borderWidth="1px"
      rounded="l3"
      p="4"
      bg="bg.panel"
      label={label}
      value={value}
      help={hint}
    />
  );
}
