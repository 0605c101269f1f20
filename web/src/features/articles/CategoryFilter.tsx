import { Button, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { articleCategories } from '#schema/catalogues';

/** The hub at a category, or at all of them: the address the filter's links and Show all lead to. */
export const hubAt = (category: string | null) =>
  category ? `/education?${new URLSearchParams({ category })}` : '/education';

const chips = [
  { label: 'All', value: null },
  ...articleCategories.map((category) => ({ label: category, value: category })),
];

/**
 * The hub's category chips: All and the seven categories (docs/product/public-site.md §9). Each is
 * a link to the hub at that category, so choosing one before the app has loaded is a page the
 * Worker renders, and in the app a move that replaces the address.
 */
export function CategoryFilter({
  value,
}: {
  /** The chosen category, or null for all. */ value: string | null;
}) {
  return (
    <Wrap gap="2" role="group" aria-label="Filter articles by category">
      {chips.map((chip) => {
        const current = chip.value === value;
        return (
          <Button
            key={chip.label}
            asChild
            size="sm"
            rounded="full"
            variant={current ? 'solid' : 'outline'}
          >
            <RouterLink to={hubAt(chip.value)} replace aria-current={current ? 'page' : undefined}>
              {chip.label}
            </RouterLink>
          </Button>
        );
      })}
    </Wrap>
  );
}
