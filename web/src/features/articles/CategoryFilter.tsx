import { articleCategories } from '#schema/catalogues';
import { CategoryChips } from './CategoryChips';

interface CategoryFilterProps {
  /** The chosen category, or null for all. */
  value: string | null;
  onChange: (category: string | null) => void;
}

const chips = [
  { label: 'All', value: null },
  ...articleCategories.map((category) => ({ label: category, value: category })),
];

/** The hub's category chips: All and the seven categories (docs/product/public-site.md §9). */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <CategoryChips
      chips={chips}
      selected={value}
      onSelect={onChange}
      size="sm"
      groupLabel="Filter articles by category"
    />
  );
}
