import { Fieldset } from '@chakra-ui/react';
import { type ArticleCategory, articleCategories } from '#schema/catalogues';
import { CategoryChips } from './CategoryChips';

const chips = articleCategories.map((category) => ({ label: category, value: category }));

interface CategoryPickerProps {
  value: ArticleCategory | '';
  onChange: (category: ArticleCategory) => void;
  error?: string;
  /** The editor titles its card instead, so the legend only needs to reach screen readers. */
  hideLegend?: boolean;
}

/** The article's one category, chosen by clicking a badge (docs/product/public-site.md §2.7). */
export function CategoryPicker({
  value,
  onChange,
  error,
  hideLegend = false,
}: CategoryPickerProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1.5">
      <Fieldset.Legend srOnly={hideLegend} fontSize="sm" fontWeight="medium" color="fg" mb="1">
        Category
      </Fieldset.Legend>
      <CategoryChips<ArticleCategory | ''>
        chips={chips}
        selected={value}
        onSelect={(category) => {
          if (category) onChange(category);
        }}
        size="xs"
      />
      <Fieldset.ErrorText fontSize="xs">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
