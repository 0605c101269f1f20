import { Button, Wrap } from '@chakra-ui/react';
import { articleCategories } from '../../../../schema/catalogues';

interface CategoryFilterProps {
  /** The chosen category, or null for all. */
  value: string | null;
  onChange: (category: string | null) => void;
}

const chips = [
  { label: 'All', category: null },
  ...articleCategories.map((category) => ({ label: category, category })),
];

/** The hub's category chips: All and the seven categories (spec §9). */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <Wrap gap="2" role="group" aria-label="Filter articles by category">
      {chips.map(({ label, category }) => {
        const selected = category === value;
        return (
          <Button
            key={label}
            size="sm"
            rounded="full"
            variant={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            onClick={() => onChange(category)}
          >
            {label}
          </Button>
        );
      })}
    </Wrap>
  );
}
